"""Drops: a seat whose connection is cut is held; after away_seconds the AI plays it, visibly (every
client gets `seats` with away), and its person takes it back with the resume token at the server's
count. A reader that stops reading is dropped without stalling the others of its room."""

from __future__ import annotations

import asyncio
import json
import socket

import pytest
import pytest_asyncio

from cabo_desktop.core.records import record_from_data, replay
from cabo_desktop.net.server import RoomServer
from cabo_desktop.net.store import SqliteRoomStore
from tests.net.conftest import log_text
from tests.net.wsclient import Client, create, join, play_to_the_end

AWAY = 0.3


@pytest_asyncio.fixture
async def quick_server(tmp_path, net_log):
    srv = RoomServer(SqliteRoomStore(tmp_path / "rooms.sqlite3"), "127.0.0.1", 0, away_seconds=AWAY,
                     think_times=(0.0, 0.0))
    await srv.start()
    yield srv
    await srv.stop()


def small_socket(port: int) -> socket.socket:
    """A connected socket with a small receive buffer (a reader that stops fills it soon)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
    sock.connect(("127.0.0.1", port))
    sock.setblocking(False)
    return sock


async def three_people(server, game="cabo", small_last=False):
    host, code = await create(server.port, game, ["host", "open", "open"])
    guests = []
    for name in ("Bob", "Cyd"):
        extra = {"sock": small_socket(server.port)} if small_last and name == "Cyd" else {}
        guest = await join(server.port, code, name, **extra)
        await guest.expect("welcome")
        await guest.send({"type": "ready", "ready": True})
        guests.append(guest)
    for _ in range(4):
        await host.expect("lobby")
    await host.send({"type": "start"})
    return code, [host, *guests]


@pytest.mark.asyncio
async def test_a_dropped_seat_is_played_by_the_ai_then_given_back(quick_server, net_log):
    server = quick_server
    code, (host, bob, cyd) = await three_people(server)
    await bob.expect("snapshot")
    token = bob.token
    await bob.close()  # cut
    others = [asyncio.create_task(play_to_the_end(c, k)) for k, c in ((1, host), (2, cyd))]
    seen = 0
    away_seen = played_for = False
    while not played_for:  # the host sees Bob dropped, then away, then a move played for him
        await asyncio.sleep(0.01)
        for frame in host.frames[seen:]:
            message = json.loads(frame)
            if message["type"] == "seats":
                assert not message["seats"][1]["connected"]
                away_seen = away_seen or message["seats"][1]["away"]
            if message["type"] == "update" and message["actor"] == 1:
                assert away_seen  # not before away_seconds
                played_for = True
        seen = len(host.frames)
    assert server.rooms[code].session.agents[1] is not None
    back = await join(server.port, code, "Bob", token=token)
    welcome = await back.expect("welcome")
    assert welcome["seat"] == 1 and welcome["token"] != token
    snapshot = await back.expect("snapshot")
    assert server.rooms[code].session.agents[1] is None  # his again
    assert not server.rooms[code].seats[1].away
    last = snapshot["seq"]
    record = await play_to_the_end(back, 7)
    counts = [json.loads(f)["seq"] for f in back.frames if json.loads(f)["type"] == "update"]
    assert counts == list(range(last + 1, last + 1 + len(counts)))  # from the same count on, none missed
    for task in others:
        task.cancel()
    final = record_from_data(json.loads(record))
    assert replay(final).final.over
    assert "Traceback" not in log_text(net_log)


@pytest.mark.asyncio
async def test_a_reader_that_stops_reading_is_dropped_and_the_room_plays_on(quick_server, net_log):
    server = quick_server
    # every resync answered (no rate limit): else the limit's refusals, not the unread frames,
    # closed Cyd's connection when the kernel's buffers took the few snapshots it allowed
    server.message_rate = (1e6, 10**6)
    code, (host, bob, cyd) = await three_people(server, small_last=True)
    # Cyd's socket reads nothing more: a small receive buffer, its reader stopped, and it keeps asking
    cyd.reader.cancel()
    for _ in range(5000):
        try:
            await cyd.send({"type": "resync"})
        except Exception:  # noqa: BLE001 - the server dropped it
            break
        await asyncio.sleep(0)
    deadline = asyncio.get_running_loop().time() + 20
    while server.rooms[code].seats[2].peer is not None:
        assert asyncio.get_running_loop().time() < deadline, "the slow reader was never dropped"
        await asyncio.sleep(0.05)
    # the others play on: the AI takes Cyd's seat after away_seconds and the game ends
    records = await asyncio.wait_for(asyncio.gather(play_to_the_end(host, 1), play_to_the_end(bob, 2)), 60)
    assert records[0] == records[1] and records[0]
    assert "a connection that does not read is dropped" in log_text(net_log)
    assert "Traceback" not in log_text(net_log)
