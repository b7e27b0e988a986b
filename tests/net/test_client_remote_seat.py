"""RemoteSeat (net/remote_seat.py), the client for the pygame loop: two seats played through a whole
game from a thread of their own (as the UI thread does: poll once a frame, never wait), against
the real room server on 127.0.0.1 running in the test's event loop."""

from __future__ import annotations

import asyncio
import json
import random
import time

import pytest

from cabo_desktop.core.feed import Snapshot, Update
from cabo_desktop.core.records import record_from_data
from cabo_desktop.games import get_game
from cabo_desktop.net.client_messages import Lobby, Over, ServerError, Status, Welcome
from cabo_desktop.net.remote_seat import RemoteSeat

FRAME = 0.005  # the UI's pause between two polls


def frames_until(condition, seconds: float = 30.0, seats=()) -> list:
    """Poll `seats` once a frame until `condition()` holds; what the polls returned."""
    end = time.monotonic() + seconds
    polled: list = []
    while not condition():
        assert time.monotonic() < end, "waited too long"
        for seat in seats:
            polled += seat.poll()
        time.sleep(FRAME)
    return polled


def ui_thread(address: str, game: str) -> dict:
    """What a UI does: host a room, a friend joins, both ready, the host starts, each plays a
    seeded choice of its feed's legal actions when it is its turn; never waits on the network."""
    rules = get_game(game)
    variant = rules.load_builtin(rules.default_variant)
    host = RemoteSeat(address, name="Ann", create=dict(game=game, variant=variant, seats=["host", "open", "ai:easy"]))
    slowest = 0.0

    def timed(call, *args):
        nonlocal slowest
        started = time.perf_counter()
        out = call(*args)
        slowest = max(slowest, time.perf_counter() - started)
        return out

    polled: dict = {id(host): frames_until(lambda: host.welcome is not None, seats=[host])}
    guest = RemoteSeat(address, name="Bob", code=host.welcome.room)
    polled[id(guest)] = frames_until(lambda: guest.welcome is not None, seats=[guest])
    timed(guest.ready, True)
    frames_until(lambda: host.lobby is not None and host.lobby.seats[1].ready, seats=[host])
    timed(host.start)
    rngs = {id(host): random.Random(1), id(guest): random.Random(2)}
    sent = {id(host): -1, id(guest): -1}
    drained: dict = {id(host): [], id(guest): []}
    end = time.monotonic() + 60
    while host.record is None or guest.record is None:
        assert time.monotonic() < end, "the game did not end"
        for seat in (host, guest):
            polled[id(seat)] += timed(seat.poll)
            if seat.feed is None:
                continue
            drained[id(seat)] += seat.feed.drain()
            if seat.feed.legal and seat.feed.seq != sent[id(seat)]:
                sent[id(seat)] = seat.feed.seq
                timed(seat.submit, rngs[id(seat)].choice(seat.feed.legal))
        time.sleep(FRAME)
    result = dict(host=host, guest=guest, drained=drained, polled=polled, slowest=slowest)
    for seat in (host, guest):
        timed(seat.close)
        seat._thread.join(5)
    return result


@pytest.mark.asyncio
@pytest.mark.parametrize("game", ["kobito", "cabanga"])
async def test_two_remote_seats_play_a_whole_game_from_a_thread(server, game):
    out = await asyncio.to_thread(ui_thread, f"127.0.0.1:{server.port}", game)
    host, guest = out["host"], out["guest"]
    assert host.record == guest.record
    record = record_from_data(json.loads(host.record))
    assert record.game == game and len(record.seats) == 3
    for seat, k in ((host, 0), (guest, 1)):
        assert seat.seat == k and seat.feed.viewer == k and seat.status == "closed" and not seat.alive
        assert seat.feed.seq == len(record.actions) and seat.error is None
        items = out["drained"][id(seat)]
        assert isinstance(items[0], Snapshot)
        updates = [item for item in items if isinstance(item, Update)]
        assert [u.seq for u in updates] == list(range(items[0].seq + 1, len(record.actions) + 1))
        assert all(item.observation.seat == k for item in items if isinstance(item, (Snapshot, Update)))
        kinds = [type(item) for item in out["polled"][id(seat)]]
        assert kinds[0] is Welcome and Lobby in kinds and Over in kinds
        assert not any(isinstance(item, ServerError) for item in out["polled"][id(seat)])
    assert [s.name for s in host.lobby.seats][:2] == ["Ann", "Bob"] and host.lobby.seats[2].kind == "ai"
    assert out["slowest"] < 1.0, f"a call of the UI thread took {out['slowest']:.3f} s"  # a wait would be longer


def test_an_unreachable_table_is_said_and_the_thread_ends(unused_tcp_port):
    seat = RemoteSeat(f"127.0.0.1:{unused_tcp_port}", name="Ann", code="ABCDEF")
    frames_until(lambda: seat.status == "closed", seconds=15, seats=[seat])
    assert seat.error == "unreachable" and seat.feed is None and seat.welcome is None
    seat._thread.join(5)
    assert not seat.alive
    seat.submit("draw deck")  # after the end: said, not raised
    assert [item.key for item in seat.poll()] == ["not_connected"]


@pytest.mark.asyncio
async def test_closing_at_once_and_sending_before_the_welcome(server):
    def ui() -> tuple:
        early = RemoteSeat(f"127.0.0.1:{server.port}", name="Ann", code="ABCDEF")
        early.close(wait=5)
        frames_until(lambda: not early.alive, seconds=10)
        late = RemoteSeat(f"127.0.0.1:{server.port}", name="Bob", spectate=True, code="ABCDEF")
        late.ready(True)  # before it is seated: refused, not raised
        return early, late, frames_until(lambda: late.status == "closed", seats=[late])

    early, late, polled = await asyncio.to_thread(ui)
    assert early.status == "closed" and not early.alive
    assert [item.key for item in polled if isinstance(item, ServerError)] == ["not_connected", "room_not_found"]
    assert late.error == "room_not_found" and polled[-1] == Status("closed", "room_not_found")
    assert late.feed is None and late.seat is None
    with pytest.raises(ValueError):
        RemoteSeat("127.0.0.1:1", name="Ann")  # neither a room to create nor a code


@pytest.mark.asyncio
async def test_the_host_sees_a_friend_drop_go_away_and_come_back(tmp_path):
    """`seats` messages keep the RemoteSeat's lobby current: connected, away, back."""
    from cabo_desktop.net.client import RoomClient
    from cabo_desktop.net.server import RoomServer
    from cabo_desktop.net.store import SqliteRoomStore
    from tests.net.proxy import FaultyProxy

    server = RoomServer(SqliteRoomStore(tmp_path / "rooms.sqlite3"), "127.0.0.1", 0, away_seconds=0.3,
                        think_times=(0.0, 0.0))
    await server.start()
    proxy = FaultyProxy("127.0.0.1", server.port)
    await proxy.start()
    rules = get_game("kobito")
    host = RemoteSeat(f"127.0.0.1:{server.port}", name="Ann",
                      create=dict(game="kobito", variant=rules.load_builtin("standard"), seats=["host", "open"]))
    guest = RoomClient(f"127.0.0.1:{proxy.port}", name="Bob", backoff=(1.5,))
    try:
        await asyncio.to_thread(frames_until, lambda: host.welcome is not None, 30, [host])
        await guest.join(host.welcome.room)
        await guest.ready(True)
        await asyncio.to_thread(frames_until, lambda: host.seats and host.seats[1].ready, 30, [host])
        host.start()
        await asyncio.to_thread(frames_until, lambda: host.feed is not None, 30, [host])
        proxy.cut_all()
        seen: list = []

        def watch(condition):
            seen.extend(frames_until(lambda: condition(host.lobby.seats[1]), 30, [host]))

        await asyncio.to_thread(watch, lambda bob: bob.away and not bob.connected)
        await asyncio.to_thread(watch, lambda bob: bob.connected and not bob.away)
        assert guest.status == "connected" and host.lobby.seats[1].name == "Bob"
        assert host.seats == host.lobby.seats and host.lobby.started
    finally:
        host.close(wait=5)
        await guest.close()
        await proxy.stop()
        await server.stop()
