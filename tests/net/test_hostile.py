"""Hostile clients: every bad message is refused (an `error`, a `refused`, a closed connection or a
refused handshake), the room's state and the store stay as they were, and the server logs no
traceback."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.exceptions import InvalidStatus

from cabo_desktop.net import protocol as P
from cabo_desktop.net.server import RATE_FAILURES
from tests.net.conftest import log_text
from tests.net.wsclient import Client, create, join, start_room


async def two_people(server, game="cabo"):
    """A started game of two connected people: (host, guest, code), both past their snapshot."""
    host, guest, code = await start_room(server.port, game, ["host", "open"])
    await host.expect("snapshot")
    await guest.expect("snapshot")
    return host, guest, code


async def state(server, code):
    """What must not change: the session's count, its state object and the stored actions."""
    room = server.rooms[code]
    stored = await server.store.load_room(code)
    return room.session.seq, room.session.state, stored.actions, [s.token_hash for s in room.seats]


def mover(host, guest):
    return (host, guest) if host.legal else (guest, host)


@pytest.mark.asyncio
async def test_bad_messages_are_refused_and_change_nothing(server, net_log):
    host, guest, code = await two_people(server)
    actor, other = mover(host, guest)
    before = await state(server, code)
    bad = ["not json", "[1, 2]", json.dumps({"type": "fly"}), json.dumps({"type": "resync", "extra": 1}),
           json.dumps({"type": "act", "seq": actor.seq, "action": actor.legal[0], "seat": 0}),
           json.dumps({"type": "act", "seq": True, "action": actor.legal[0]}),
           json.dumps({"type": "act", "seq": "0", "action": actor.legal[0]}),
           json.dumps({"type": "ready", "ready": 1}), b"\x00binary"]
    for frame in bad:
        await actor.send(frame)
        error = await actor.expect("error")
        assert error["key"] == "bad_message"
        await actor.send({"type": "resync"})  # a good message in between: the count of bad ones resets
        await actor.expect("snapshot")
    assert await state(server, code) == before
    # another seat's action (the connection's seat is not to act): refused
    await other.send({"type": "act", "seq": other.seq, "action": actor.legal[0]})
    refused = await other.expect("refused")
    assert refused["key"] == "not_your_turn" and refused["seq"] == before[0]
    # a stale and a replayed count: refused with a fresh snapshot
    await actor.send({"type": "act", "seq": actor.seq + 1, "action": actor.legal[0]})
    assert (await actor.expect("refused"))["key"] == "stale"
    assert (await actor.expect("snapshot"))["seq"] == before[0]
    await actor.send({"type": "act", "seq": actor.seq, "action": "this is no action"})
    assert (await actor.expect("refused"))["key"] == "bad_action"
    assert await state(server, code) == before
    await actor.send({"type": "act", "seq": actor.seq, "action": actor.legal[0]})
    await actor.expect("update")
    await actor.send({"type": "act", "seq": before[0], "action": actor.legal[0] if actor.legal else "draw deck"})
    assert (await actor.expect("refused"))["key"] == "stale"
    stored = (await server.store.load_room(code)).actions
    assert stored[:-1] == before[2] and len(stored) == len(before[2]) + 1  # one action played, once
    assert server.rooms[code].session.seq == before[0] + 1
    # the guest may neither start nor rematch: not the host
    await guest.send({"type": "start"})
    assert (await guest.expect("error"))["key"] in ("not_host", "bad_state")
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_three_refusals_in_a_row_close_the_connection(server, net_log):
    host, guest, code = await two_people(server)
    before = await state(server, code)
    for _ in range(3):
        await guest.send("{")
    await asyncio.wait_for(guest.closed.wait(), 5)
    assert guest.ws.close_code == 1008
    await asyncio.sleep(0.05)
    assert await state(server, code) == before
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_an_oversized_frame_closes_the_connection(server, net_log):
    host, guest, code = await two_people(server)
    before = await state(server, code)
    await guest.send(json.dumps({"type": "act", "seq": 0, "action": "x" * 9000}))
    await asyncio.wait_for(guest.closed.wait(), 5)
    assert guest.ws.close_code == 1009  # message too big
    await asyncio.sleep(0.05)
    assert await state(server, code) == before
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_hostile_first_messages(server, net_log):
    with pytest.raises(InvalidStatus):  # no subprotocol: refused at the handshake
        await Client.open(server.port, "/rooms/new", subprotocol=False)
    with pytest.raises(InvalidStatus):
        await Client.open(server.port, "/elsewhere")
    client = await Client.open(server.port, "/rooms/new")
    bad_creates = [
        {"type": "create", "name": "Ann\u202e", "game": "cabo", "variant": {}, "seats": ["host", "open"], "turn_seconds": None},
        {"type": "create", "name": "A" * 25, "game": "cabo", "variant": {}, "seats": ["host", "open"], "turn_seconds": None},
    ]
    for message in bad_creates:
        await client.send(message)
        assert (await client.expect("error"))["key"] == "bad_message"
    await client.send({"type": "create", "name": "Ann", "game": "cabo", "variant": {"builtin": "official", "revision": 1,
                       "settings": {}}, "seats": ["open", "host"], "turn_seconds": None})
    assert (await client.expect("error"))["key"] == "bad_seats"
    await asyncio.wait_for(client.closed.wait(), 5)  # three refusals in a row
    assert server.rooms == {}
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_an_old_token_is_refused_after_a_resume(server, net_log):
    host, guest, code = await two_people(server)
    old = guest.token
    await guest.close()
    back = await join(server.port, code, "Bob", token=old)
    welcome = await back.expect("welcome")
    assert welcome["seat"] == 1 and welcome["token"] != old
    await back.expect("snapshot")
    before = await state(server, code)
    thief = await join(server.port, code, "Bob", token=old)
    assert (await thief.expect("error"))["key"] == "bad_token"
    thief2 = await join(server.port, code, "Bob")  # no token: no seat of a started game
    assert (await thief2.expect("error"))["key"] == "room_full"
    assert await state(server, code) == before
    assert server.rooms[code].seats[1].peer is not None  # still Bob's connection
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_guessing_room_codes_is_rate_limited(server, net_log):
    host, code = await create(server.port, "cabo", ["host", "open"])
    guesses = 0
    limited = False
    while guesses < 40 and not limited:
        guess = P.new_code()
        if guess == code:
            continue
        try:
            client = await join(server.port, guess, "Mallory")
        except InvalidStatus as exc:
            assert exc.response.status_code == 429
            limited = True
            break
        error = await client.expect("error")
        guesses += 1
        if error["key"] == "rate_limited":
            limited = True
        else:
            assert error["key"] == "room_not_found"
        await client.close()
    assert limited and guesses <= RATE_FAILURES + 1
    # the real code is refused too while the address is limited
    with pytest.raises(InvalidStatus):
        await join(server.port, code, "Mallory")
    assert [s.kind for s in server.rooms[code].seats] == ["person", "open"]
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_a_spectator_sees_the_public_view_and_cannot_act(server, net_log):
    host, guest, code = await two_people(server)
    watcher = await join(server.port, code, "Eve", spectate=True)
    welcome = await watcher.expect("welcome")
    assert welcome["seat"] is None and welcome["token"] is None
    snap = await watcher.expect("snapshot")
    assert snap["legal"] == [] and snap["observation"]["seat"] == 15
    before = await state(server, code)
    actor, _other = mover(host, guest)
    await watcher.send({"type": "act", "seq": before[0], "action": actor.legal[0]})
    assert (await watcher.expect("error"))["key"] == "bad_state"
    assert await state(server, code) == before
    await actor.send({"type": "act", "seq": before[0], "action": actor.legal[0]})
    update = await watcher.expect("update")  # the public view of it
    assert update["seq"] == before[0] + 1 and update["legal"] == []
    await watcher.close()
    await asyncio.sleep(0.05)
    assert set(server.rooms[code].session.feeds) == {0, 1}  # no public view worked out for nobody


@pytest.mark.asyncio
async def test_past_the_most_connections_a_handshake_is_refused(server, net_log):
    server.max_connections = 2
    first = await Client.open(server.port, "/rooms/new")
    second = await Client.open(server.port, "/rooms/new")
    with pytest.raises(InvalidStatus) as refused:
        await Client.open(server.port, "/rooms/new")
    assert refused.value.response.status_code == 503
    await first.close()
    await asyncio.sleep(0.1)
    third = await Client.open(server.port, "/rooms/new")  # room again once one has gone
    await third.close()
    await second.close()
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_one_address_makes_at_most_ten_rooms_a_minute(server, net_log, monkeypatch):
    from cabo_desktop.net import server as server_module
    monkeypatch.setattr(server_module, "_loopback", lambda address: False)  # as if from another computer
    keys = []
    for _ in range(server_module.CREATIONS_A_MINUTE + 2):
        client = await Client.open(server.port, "/rooms/new")
        await client.send({"type": "create", "name": "Mallory", "game": "cabo", "seats": ["host", "open"],
                           "variant": {"builtin": "official", "revision": 1, "settings": {}}, "turn_seconds": None})
        message = await client.recv()
        keys.append(message["type"] if message["type"] != "error" else message["key"])
        await client.close()
    assert keys == ["welcome"] * server_module.CREATIONS_A_MINUTE + ["rate_limited"] * 2
    assert len(server.rooms) == server_module.CREATIONS_A_MINUTE
    monkeypatch.setattr(server_module, "_loopback", lambda address: True)  # this computer's own: trusted
    host, _code = await create(server.port, "cabo", ["host", "open"])
    assert len(server.rooms) == server_module.CREATIONS_A_MINUTE + 1
