"""Whole games of each game played by connected clients through the room server: every client
gets the same finished record, it replays, and the store holds every action."""

from __future__ import annotations

import asyncio
import json

import pytest

from cabo_desktop.core.records import record_from_data, replay
from tests.net.conftest import log_text
from tests.net.wsclient import create, join, play_to_the_end

GAMES = [("cabo", ["host", "open", "ai:casual"]), ("cabanga", ["host", "open", "open", "open"]),
         ("kobito", ["host", "open", "ai:solid"])]


@pytest.mark.asyncio
@pytest.mark.parametrize("game,seats", GAMES)
async def test_a_whole_game_played_by_connected_clients(server, net_log, game, seats):
    host, code = await create(server.port, game, seats)
    guests = []
    for k in range(seats.count("open")):
        guest = await join(server.port, code, f"Guest{k}")
        await guest.expect("welcome")
        await guest.send({"type": "ready", "ready": True})
        guests.append(guest)
    for guest in guests:
        await guest.expect("lobby")
    await asyncio.sleep(0.05)
    await host.send({"type": "start"})
    clients = [host, *guests]
    records = await asyncio.gather(*(play_to_the_end(c, seed) for seed, c in enumerate(clients)))
    assert len(set(records)) == 1 and records[0]
    record = record_from_data(json.loads(records[0]))
    assert record.game == game and len(record.seats) == len(seats)
    result = replay(record)
    assert result.final.over
    stored = await server.store.load_room(code)
    assert stored.actions == record.actions
    text = log_text(net_log)
    assert "Traceback" not in text
    # the log names rooms, seats and counts: never an action (its cards) nor the seed
    assert str(record.seed) not in text
    for action in {a for a in record.actions if " " in a}:  # one word ("cabo", "end") names no card
        assert f" {action}" not in text and f"'{action}'" not in text and f'"{action}"' not in text
    for client in clients:
        await client.close()
