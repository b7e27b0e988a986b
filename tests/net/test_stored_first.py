"""Every accepted action is stored before any connection hears of it: the server's own order of
store appends and queued frames, recorded as it happens, for a whole game with an AI seat."""

from __future__ import annotations

import asyncio
import json

import pytest

from cabo_desktop.net import server as server_module
from tests.net.wsclient import play_to_the_end, start_room


@pytest.mark.asyncio
async def test_an_action_is_stored_before_any_frame_tells_of_it(server, monkeypatch):
    order: list[tuple[str, int]] = []
    append = server.store.append

    async def recorded_append(code, index, action):
        done = await append(code, index, action)
        order.append(("stored", index + 1))
        return done

    monkeypatch.setattr(server.store, "append", recorded_append)
    send = server_module.Connection.send

    def recorded_send(self, frame):
        message = json.loads(frame)
        if message["type"] == "update":
            order.append(("sent", message["seq"]))
        send(self, frame)

    monkeypatch.setattr(server_module.Connection, "send", recorded_send)
    host, guest, code = await start_room(server.port, "cabanga", ["host", "open", "ai:solid"])
    await asyncio.gather(play_to_the_end(host, 1), play_to_the_end(guest, 2))
    stored: set[int] = set()
    sent = 0
    for what, count in order:
        if what == "stored":
            stored.add(count)
        else:
            assert count in stored, f"update {count} queued before its action was stored"
            sent += 1
    assert sent > 20 and len(stored) == server.rooms[code].session.seq
