"""A room's life besides playing: the turn timer (the AI plays one move for a seat that let it run
out, then hands the seat back), the rematch (the host only, after the end: same room and seats, a
new seed), leaving (the lobby seat opens again; in a game the AI plays it to the end)."""

from __future__ import annotations

import asyncio
import json

import pytest

from tests.net.conftest import log_text
from tests.net.wsclient import create, join, play_to_the_end, ready_room, start_room


async def two_people(server, turn_seconds=None):
    return await ready_room(server.port, "cabo", ["host", "open"], turn_seconds=turn_seconds)


@pytest.mark.asyncio
async def test_the_turn_timer_plays_one_move_for_the_seat_then_hands_it_back(server, net_log):
    host, guest, code = await two_people(server, turn_seconds=5)
    room = server.rooms[code]
    assert room.turn_seconds == 5
    room.turn_seconds = 0.2  # the test's own short timer (the protocol's least is 5 s)
    await host.send({"type": "start"})
    snapshot = await host.expect("snapshot")
    to_act = room.session.to_act
    update = await host.expect("update", timeout=5)  # nobody acts: the timer runs out
    assert update["seq"] == snapshot["seq"] + 1 and update["actor"] == to_act
    await asyncio.sleep(0.01)
    assert room.session.agents[to_act] is None or room.timer_seat == room.session.to_act
    assert not room.seats[to_act].away
    assert "turn timer ran out" in log_text(net_log)


@pytest.mark.asyncio
async def test_a_rematch_keeps_the_room_and_seats_with_a_new_seed(server, net_log):
    host, guest, code = await two_people(server)
    await host.send({"type": "start"})
    records = await asyncio.gather(play_to_the_end(host, 1), play_to_the_end(guest, 2))
    first = json.loads(records[0])
    await guest.send({"type": "rematch"})
    assert (await guest.expect("error"))["key"] == "not_host"
    lobby = await host.expect("lobby")  # the room after the end
    assert not lobby["started"] and lobby["rematch"] == 0
    await host.send({"type": "rematch"})
    lobby = await host.expect("lobby")
    assert lobby["rematch"] == 1 and lobby["started"]
    assert [s["name"] for s in lobby["seats"]] == ["Ann", "Bob"]
    snapshot = await host.expect("snapshot")
    assert snapshot["seq"] == 0
    assert (await server.store.load_room(code)).actions == []
    records = await asyncio.gather(play_to_the_end(host, 3), play_to_the_end(guest, 4))
    second = json.loads(records[0])
    assert records[0] == records[1] and second["seed"] != first["seed"]
    await host.send({"type": "start"})  # a started room does not start again
    assert (await host.expect("error"))["key"] == "bad_state"


@pytest.mark.asyncio
async def test_a_joiner_is_sent_its_lobby_once_and_the_others_hear_of_it(server):
    host, code = await create(server.port, "cabo", ["host", "open"])
    guest = await join(server.port, code, "Bob")
    await guest.expect("welcome")
    arrival = await host.expect("lobby")  # the host hears of the new seat
    assert arrival["seats"][1]["name"] == "Bob"
    await guest.send({"type": "ready", "ready": True})
    while not (await guest.expect("lobby"))["seats"][1]["ready"]:
        pass
    kinds = [json.loads(frame)["type"] for frame in guest.frames]
    assert kinds == ["welcome", "lobby", "lobby"], kinds  # its state, then its own readiness


@pytest.mark.asyncio
async def test_leaving(server, net_log):
    host, guest, code = await two_people(server)
    room = server.rooms[code]
    await host.send({"type": "start"})
    await host.expect("snapshot")
    await host.send({"type": "ready", "ready": True})  # not in the lobby any more
    assert (await host.expect("error"))["key"] == "bad_state"
    await guest.send({"type": "leave"})
    await asyncio.wait_for(guest.closed.wait(), 5)
    seats = await host.expect("seats")
    assert seats["seats"][1]["away"] and not seats["seats"][1]["connected"]
    assert room.session.agents[1] is not None and room.seats[1].token_hash is None
    back = await join(server.port, code, "Bob", token=guest.token)  # the token went with the seat
    assert (await back.expect("error"))["key"] == "bad_token"
    record = await play_to_the_end(host, 5)  # the AI plays Bob's seat to the end
    assert json.loads(record)["actions"]
    # in a lobby, a guest who leaves frees the seat; the host who leaves closes the room
    host2, guest2, code2 = await two_people(server)
    await guest2.send({"type": "leave"})
    lobby = await host2.expect("lobby")
    assert lobby["seats"][1]["kind"] == "open"
    await host2.send({"type": "leave"})
    await asyncio.wait_for(host2.closed.wait(), 5)
    await asyncio.sleep(0.05)
    assert (await server.store.load_room(code2)).closed
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_a_room_with_nothing_to_do_sleeps(server, monkeypatch):
    from cabo_desktop.net.rooms import Room
    calls = []
    original = Room._drive

    async def counted(self):
        calls.append(self.code)
        await original(self)

    monkeypatch.setattr(Room, "_drive", counted)
    server.config.away_seconds = 0.1  # then a dropped seat's wait is over at once
    host, guest, code = await two_people(server)
    await host.send({"type": "start"})
    await asyncio.gather(play_to_the_end(host, 1), play_to_the_end(guest, 2))
    await guest.close()
    await host.close()  # the host's seat of a finished game, and a lobby's host, wait for nobody
    host2, code2 = await create(server.port, "cabo", ["host", "open"])
    await host2.close()
    await asyncio.sleep(0.2)
    calls.clear()
    await asyncio.sleep(0.5)
    assert calls == []


@pytest.mark.asyncio
async def test_a_slow_ai_in_one_room_never_holds_up_another(server, monkeypatch):
    import time

    from cabo_desktop.net.rooms import Room
    original = Room._new_session

    def slow_ai(self):
        original(self)
        for agent in self.session.agents:
            if agent is not None:
                choose = agent.choose
                agent.choose = lambda *args, _choose=choose: (time.sleep(1.5), _choose(*args))[1]

    monkeypatch.setattr(Room, "_new_session", slow_ai)
    ai_host, ai_code = await create(server.port, "cabo", ["host", "ai:casual", "ai:casual"])
    await ai_host.send({"type": "start"})
    await ai_host.expect("snapshot")
    ai_play = asyncio.create_task(play_to_the_end(ai_host, 0))  # its AI seats think in turn
    host, guest, code = await two_people(server)
    await host.send({"type": "start"})
    await host.expect("snapshot")
    await guest.expect("snapshot")
    started = time.monotonic()
    await asyncio.gather(play_to_the_end(host, 1, stop_after=20), play_to_the_end(guest, 2, stop_after=20))
    assert time.monotonic() - started < 1.0  # while the other room's AI thinks for 1.5 s a move
    room = server.rooms[code]
    assert room.session.seq >= 20 or room.over  # 20 actions played, or the game ended before them (a
    # CABO call can end a two-seat game in 18: CI saw it once)
    assert room.session.seq >= 8  # and the game did go on meanwhile
    ai_play.cancel()


@pytest.mark.asyncio
async def test_a_seat_left_after_the_end_is_an_ai_seat_in_the_rematch(server):
    host, guest, code = await two_people(server)
    await host.send({"type": "start"})
    await asyncio.gather(play_to_the_end(host, 1), play_to_the_end(guest, 2))
    await guest.send({"type": "leave"})
    await asyncio.wait_for(guest.closed.wait(), 5)
    await host.send({"type": "rematch"})
    while not (lobby := await host.expect("lobby"))["started"]:
        pass
    assert lobby["seats"][1]["kind"] == "ai"
    record = await play_to_the_end(host, 3)  # not stuck waiting for the one who left
    assert json.loads(record)["seats"][1]["kind"] != "human"


@pytest.mark.asyncio
async def test_an_action_that_waited_while_its_room_moved_is_not_played(server):
    """A handover takes the room's lock, passes the lease and marks the room closed; an action that
    arrived meanwhile waits for the lock. It must not be played or stored after (the cluster's
    store refused it, and the room dropped its players: a close 1006, not MOVED, in a full run)."""
    host, guest, code = await start_room(server.port, "cabo", ["host", "open"])
    room = server.rooms[code]
    mover = None
    while mover is None:  # read what each has heard until the seat to move knows its actions
        for client in (host, guest):
            try:
                await client.recv(0.05)
            except asyncio.TimeoutError:
                pass
        mover = next((c for c in (host, guest) if c.legal and c.seq == room.session.seq), None)
    before, stored = room.session.seq, len((await server.store.load_room(code)).actions)
    async with room.lock:  # the handover holds the lock ...
        await mover.send({"type": "act", "seq": mover.seq, "action": mover.legal[0]})
        for _ in range(500):  # ... while the action reaches the server and waits for it
            if room.lock._waiters:
                break
            await asyncio.sleep(0.01)
        assert room.lock._waiters, "the action never waited for the room"
        room.closed = True  # ... and moves the room
    await asyncio.sleep(0.2)
    assert room.session.seq == before
    assert len((await server.store.load_room(code)).actions) == stored
