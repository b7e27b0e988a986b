"""The client library (net/client.py) against the real room server on 127.0.0.1, port 0: whole
games through RoomClient, seating refused with a clear key, a server that sends nonsense, and
reconnection after a cut through the fault-injecting proxy (tests/net/proxy.py)."""

from __future__ import annotations

import asyncio
import json
import random
import secrets

import pytest
import websockets

from cabo_desktop.core.feed import PUBLIC_VIEW, Refused, Snapshot, Update
from cabo_desktop.core.records import record_from_data, replay
from cabo_desktop.games import get_game
from cabo_desktop.net.client import (JoinRefused, Lobby, Over, RoomClient, ServerError, Status, Welcome,
                                     ws_url)
from cabo_desktop.net.protocol import SUBPROTOCOL
from tests.net.conftest import log_text
from tests.net.proxy import FaultyProxy

WAIT = 30.0


def default_variant(game: str):
    rules = get_game(game)
    return rules.load_builtin(rules.default_variant)


async def seated(address: str, game: str, seats: list[str], guests: int, **options) -> list[RoomClient]:
    """A host and `guests` joined clients, every guest ready, the game started."""
    host = RoomClient(address, name="Ann", **options)
    welcome = await host.create(game, default_variant(game), seats)
    clients = [host]
    for k in range(guests):
        guest = RoomClient(address, name=f"Guest {k}", **options)
        assert (await guest.join(welcome.room.lower())).seat == k + 1  # a code is read in either case
        await guest.ready(True)
        clients.append(guest)
    for guest in clients[1:]:  # each one's ready has been seen once the host's lobby says so
        await until(host, lambda item: isinstance(item, Lobby) and item.seats[guest.seat].ready)
    await host.start()
    return clients


async def until(client: RoomClient, wanted, timeout: float = WAIT) -> list:
    """The items up to and with the first that `wanted` accepts."""
    seen = []
    async with asyncio.timeout(timeout):
        while True:
            item = await client.next_item()
            seen.append(item)
            if wanted(item):
                return seen


async def play(client: RoomClient, seed: int, stop_at: int | None = None) -> list:
    """Play a seeded choice of `legal` whenever it is our turn, until Over (or seq `stop_at`);
    from a fresh snapshot (an earlier wait may have taken the one that said it was our turn)."""
    rng = random.Random(seed)
    seen = []
    await client.resync()
    async with asyncio.timeout(60):
        while stop_at is None or client.seq is None or client.seq < stop_at:
            item = await client.next_item()
            seen.append(item)
            if isinstance(item, Over):
                return seen
            if isinstance(item, (Snapshot, Update)) and item.legal and client.items.empty():
                if stop_at is None or item.seq < stop_at:
                    await client.act(rng.choice(item.legal))
    return seen


@pytest.mark.asyncio
@pytest.mark.parametrize("game, seats", [("cabo", ["host", "open", "ai:casual"]), ("kobito", ["host", "open"]),
                                         ("cabanga", ["host", "open", "ai:easy"])])
async def test_whole_games_through_room_clients(server, net_log, game, seats):
    clients = await seated(f"127.0.0.1:{server.port}", game, seats, guests=1)
    streams = await asyncio.gather(*(play(c, seed) for seed, c in enumerate(clients)))
    records = {c.record for c in clients}
    assert len(records) == 1 and None not in records
    record = record_from_data(json.loads(records.pop()))
    assert replay(record).final.over and record.game == game
    for client, stream in zip(clients, streams):
        feed = [item for item in stream if isinstance(item, (Snapshot, Update))]
        assert feed and client.seq == len(record.actions) == feed[-1].seq
        # each client's observations are its own seat's, decoded into the game's own classes
        assert all(item.observation.seat == client.seat for item in feed)
        assert not any(isinstance(item, ServerError) for item in stream), stream
        assert client.bad_messages == 0
    for client in clients:
        await client.close()
        assert client.status == "closed"
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_a_doubled_action_plays_once_and_the_client_is_back_in_step(server):
    host, guest = await seated(f"127.0.0.1:{server.port}", "kobito", ["host", "open"], guests=1)
    actor = None
    while actor is None:
        for client in (host, guest):
            while not client.items.empty():
                item = client.items.get_nowait()
                if isinstance(item, (Snapshot, Update)) and item.legal:
                    actor, action = client, item.legal[0]
        await asyncio.sleep(0.01)
    before = actor.seq
    await actor.act(action)
    await actor.act(action)  # the same seq again: a double click
    items = await until(actor, lambda item: isinstance(item, Snapshot) and item.seq == before + 1)
    refused = [item for item in items if isinstance(item, Refused)]
    assert [r.refusal.key for r in refused] == ["stale"] and refused[0].action == action
    assert [item.seq for item in items if isinstance(item, Update)][0] == before + 1
    assert actor.seq == before + 1
    for client in (host, guest):
        await client.close()


@pytest.mark.asyncio
async def test_seating_refused_names_its_reason(server):
    address = f"127.0.0.1:{server.port}"
    host = RoomClient(address, name="Ann")
    welcome = await host.create("kobito", default_variant("kobito"), ["host", "ai:easy"])
    cases = [(dict(code="ZZZZZZ"), "room_not_found"), (dict(code="../new"), "room_not_found"),
             (dict(code="ABC DE"), "room_not_found"), (dict(code=welcome.room), "room_full"),
             (dict(code=welcome.room, token=secrets.token_urlsafe(32)), "bad_token")]
    for kwargs, key in cases:
        with pytest.raises(JoinRefused) as refused:
            await RoomClient(address, name="Bob").join(**kwargs)
        assert refused.value.key == key
    with pytest.raises(JoinRefused) as refused:
        await RoomClient(address, name="Bob").create("kobito", default_variant("kobito"), ["open", "host"])
    assert refused.value.key == "bad_seats"
    spectator = RoomClient(address, name="Eve")
    assert await spectator.join(welcome.room, spectate=True) == Welcome(welcome.room, None, "kobito")
    assert spectator.token is None
    await host.close()
    await spectator.close()


@pytest.mark.asyncio
async def test_no_server_or_not_a_room_server(unused_tcp_port):
    with pytest.raises(JoinRefused) as refused:
        await RoomClient(f"127.0.0.1:{unused_tcp_port}", name="Ann").join("ABCDEF")
    assert refused.value.key == "unreachable"
    for nonsense in ("", "no such host name:", "a b:1", "127.0.0.1:99999"):
        with pytest.raises(JoinRefused) as refused:
            await RoomClient(nonsense, name="Ann").join("ABCDEF")
        assert refused.value.key == "unreachable", nonsense

    async def http_only(reader, writer):
        await reader.read(1000)
        writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
        await writer.drain()
        writer.close()

    plain = await asyncio.start_server(http_only, "127.0.0.1", 0)
    port = plain.sockets[0].getsockname()[1]

    async def no_subprotocol(ws):
        await ws.recv()

    other = await websockets.asyncio.server.serve(no_subprotocol, "127.0.0.1", 0)
    try:
        for where in (port, other.sockets[0].getsockname()[1]):
            with pytest.raises(JoinRefused) as refused:
                await RoomClient(f"127.0.0.1:{where}", name="Ann").join("ABCDEF")
            assert refused.value.key == "protocol"
    finally:
        plain.close()
        other.close()


def test_addresses():
    assert ws_url("127.0.0.1:8765", "/rooms/new") == "ws://127.0.0.1:8765/rooms/new"
    assert ws_url(" ws://[::1]:9/ ", "/rooms/ABCDEF") == "ws://[::1]:9/rooms/ABCDEF"
    assert ws_url("WSS://cards.example:443", "/rooms/new") == "wss://cards.example:443/rooms/new"
    assert ws_url("http://10.0.0.2:8765", "/rooms/new") == "ws://10.0.0.2:8765/rooms/new"


@pytest.mark.asyncio
async def test_a_server_that_sends_nonsense_changes_nothing():
    """A hostile server: every broken message is dropped and counted (and a snapshot asked for
    once the game runs), the client's state stays as the last good message left it."""
    good = get_game("kobito")
    wire = good.wire()
    variant = default_variant("kobito")
    received: list = []

    async def hostile(ws):
        await ws.recv()
        await ws.send(json.dumps({"type": "welcome", "room": "ABCDEF", "seat": 1, "token": "t" * 43,
                                  "game": "kobito", "protocol": 1}))
        lobby = {"type": "lobby", "seats": [{"name": "Ann", "kind": "person", "level": None, "connected": True,
                                             "ready": True, "away": False}] * 2, "host": 0, "game": "kobito",
                 "variant": wire.variants.encode(variant), "turn_seconds": None, "started": True, "rematch": 0}
        state = good.new_game(variant, 2, 5)[0]
        snapshot = {"type": "snapshot", "seq": 3, "observation": wire.observation_to_data(good.observe(state, 1)),
                    "legal": [], "events": []}
        bad_seat = dict(lobby["seats"][0], kind="wizard")
        for frame in [lobby, snapshot, "not json", {"type": "boom"}, {"type": "_seats", "seats": []},
                      {**snapshot, "type": "feed_parts"}, {"type": ["update"]},
                      {**lobby, "seats": [bad_seat]}, {**snapshot, "seq": True},
                      {**snapshot, "seq": 9, "observation": {"v": 1}}, {**snapshot, "seq": 9, "legal": ["fly away"]},
                      {**lobby, "game": "cabo"}, {"type": "update", "seq": 9}, {"type": "over", "record": 7},
                      {"type": "error", "key": "bad_message", "values": []}, [1, 2],
                      {"type": "error", "key": "not_host", "values": {}}]:
            await ws.send(frame if isinstance(frame, str) else json.dumps(frame))
        async for frame in ws:
            received.append(json.loads(frame))

    fake = await websockets.asyncio.server.serve(hostile, "127.0.0.1", 0, subprotocols=[SUBPROTOCOL])
    client = RoomClient(f"127.0.0.1:{fake.sockets[0].getsockname()[1]}", name="Bob")
    try:
        await client.join("ABCDEF")
        items = await until(client, lambda item: isinstance(item, ServerError))
        assert [type(i) for i in items] == [Welcome, Status, Lobby, Snapshot, ServerError]
        assert items[-1].key == "not_host"
        assert client.bad_messages == 14 and client.seq == 3 and client.lobby == items[2]
        await asyncio.sleep(0.2)
        assert received and all(m == {"type": "resync"} for m in received)  # after each drop, in the game
    finally:
        await client.close()
        fake.close()


@pytest.mark.asyncio
async def test_a_cut_connection_comes_back_with_its_token_at_the_same_count(server, net_log):
    proxy = FaultyProxy("127.0.0.1", server.port)
    port = await proxy.start()
    options = dict(backoff=(0.05, 0.1, 0.2))
    host, guest = await seated(f"127.0.0.1:{port}", "kobito", ["host", "open"], guests=1, **options)
    tokens = (host.token, guest.token)
    first = await asyncio.gather(play(host, 1, stop_at=4), play(guest, 2, stop_at=4))
    assert host.seq >= 4 and not any(isinstance(i, Over) for s in first for i in s)
    for cut in ("all", "mid-message"):
        if cut == "all":
            proxy.cut_all()
        else:
            proxy.cut_mid_message = True
            await host.resync()  # something to cut in the middle
        for client in (host, guest) if cut == "all" else (host,):
            items = await until(client, lambda item: isinstance(item, Snapshot) and item.seq == client.seq)
            statuses = [i.status for i in items if isinstance(i, Status)]
            assert statuses == ["reconnecting", "connected"], items
            assert any(isinstance(i, Welcome) for i in items)
    assert host.token not in tokens and guest.token not in tokens  # replaced on each resume
    assert host.seat == 0 and guest.seat == 1
    await asyncio.gather(play(host, 3), play(guest, 4))
    assert host.record == guest.record and host.record is not None
    assert host.bad_messages == guest.bad_messages == 0
    await asyncio.gather(host.close(), guest.close())
    await proxy.stop()
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_a_half_open_connection_is_noticed_and_resumed(server):
    proxy = FaultyProxy("127.0.0.1", server.port)
    port = await proxy.start()
    host = RoomClient(f"127.0.0.1:{port}", name="Ann", ping_interval=0.3, backoff=(0.05,))
    await host.create("kobito", default_variant("kobito"), ["host", "ai:easy"])
    await until(host, lambda item: isinstance(item, Lobby))
    proxy.freeze()  # nothing flows, nothing closes
    await until(host, lambda item: isinstance(item, Status) and item.status == "reconnecting", timeout=15)
    proxy.cut_all()
    proxy.thaw()
    await until(host, lambda item: isinstance(item, Status) and item.status == "connected", timeout=10)
    await host.start()
    await until(host, lambda item: isinstance(item, Snapshot), timeout=10)
    await host.close()
    await proxy.stop()


@pytest.mark.asyncio
async def test_a_refused_resume_closes_for_good(server):
    host = RoomClient(f"127.0.0.1:{server.port}", name="Ann", backoff=(0.05,))
    await host.create("kobito", default_variant("kobito"), ["host", "ai:easy"])
    host.token = secrets.token_urlsafe(32)  # as if another copy of us had resumed since
    await host._ws.close(1001)  # the server going away: a drop, not an end
    items = await until(host, lambda item: isinstance(item, Status) and item.status == "closed")
    assert ServerError("bad_token", {}) in items and host.status == "closed"
    with pytest.raises(JoinRefused):
        await host.ready(True)


@pytest.mark.asyncio
async def test_guessing_room_codes_is_refused_as_rate_limited(server):
    keys = []
    for _ in range(24):
        with pytest.raises(JoinRefused) as refused:
            await RoomClient(f"127.0.0.1:{server.port}", name="Mallory").join("ZZZZZZ")
        keys.append(refused.value.key)
    assert keys[0] == "room_not_found" and keys[-3:] == ["rate_limited"] * 3, keys


def test_the_client_side_imports_no_pygame_and_no_ui():
    """net/ runs headless (`serve`) and under the UI alike: it never pulls pygame or the ui in."""
    import subprocess
    import sys
    code = ("import sys; import cabo_desktop.net.client, cabo_desktop.net.remote_seat, cabo_desktop.net.discovery; "
            "print(sorted(m for m in sys.modules if m == 'pygame' or m.startswith(('pygame.', 'cabo_desktop.ui'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stdout + out.stderr


@pytest.mark.asyncio
async def test_a_spectator_follows_the_public_view_and_cannot_act(server):
    address = f"127.0.0.1:{server.port}"
    host, guest = await seated(address, "kobito", ["host", "open"], guests=1)
    watcher = RoomClient(address, name="Eve")
    assert (await watcher.join(host.room, spectate=True)).seat is None
    await until(watcher, lambda item: isinstance(item, Snapshot))
    await watcher.act("draw deck")  # never a seat's: refused, nothing changes
    await asyncio.gather(play(host, 1), play(guest, 2))
    items = await until(watcher, lambda item: isinstance(item, Over))
    feed = [item for item in items if isinstance(item, (Snapshot, Update))]
    assert feed and all(item.observation.seat == PUBLIC_VIEW and not item.legal for item in feed)
    assert any(isinstance(item, ServerError) and item.key == "bad_state" for item in items), \
        [type(item).__name__ if isinstance(item, (Snapshot, Update)) else item for item in items]
    assert watcher.record == host.record and (watcher.seq, watcher.bad_messages) == (host.seq, 0)
    for client in (host, guest, watcher):
        await client.close()


@pytest.mark.asyncio
async def test_a_whole_game_over_a_jittery_link(server):
    """Every chunk held up to 10 ms (order kept): the game plays through, nothing refused."""
    proxy = FaultyProxy("127.0.0.1", server.port, seed=3)
    proxy.jitter = 0.01
    port = await proxy.start()
    host, guest = await seated(f"127.0.0.1:{port}", "cabanga", ["host", "open"], guests=1)
    streams = await asyncio.gather(play(host, 5), play(guest, 6))
    assert host.record == guest.record and host.record is not None
    assert not any(isinstance(item, (Refused, ServerError)) for stream in streams for item in stream)
    assert host.bad_messages == guest.bad_messages == 0
    await asyncio.gather(host.close(), guest.close())
    await proxy.stop()
