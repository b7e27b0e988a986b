"""The players' own client (net/client.py's RoomClient) rides out a `kill -9` of the server that
owns its room behind HAProxy (issue 39): left to itself, each client reconnects through HAProxy
with its token (a 503 or a relay to the dead owner closed with 1013 is tried again, never taken as
final), another server takes the room over once its lease has run out, every client is told the
stored count (never less than what it was sent) and the game plays on to one record."""

from __future__ import annotations

import asyncio
import json
import signal

import pytest

from cabo_desktop.core.feed import Snapshot
from cabo_desktop.core.records import record_from_data, replay
from cabo_desktop.net.client import Status, Welcome
from tests.net.test_client import play, seated, until
from tests.net.test_cluster import Cluster
from tests.net.cluster_parts import need


@pytest.mark.asyncio
async def test_room_clients_come_back_through_haproxy_after_kill_9_of_the_owner(tmp_path):
    need("redis-server", "haproxy")
    cluster = Cluster(tmp_path)
    clients = []
    try:
        address = f"127.0.0.1:{cluster.proxy.port}"
        clients = await seated(address, "kobito", ["host", "open"], guests=1, backoff=(0.1, 0.2, 0.4))
        await asyncio.gather(*(play(c, seed, stop_at=6) for seed, c in enumerate(clients)))
        seen = {c.seat: c.seq for c in clients}
        owner = await cluster.owner(clients[0].room)
        owner.process.send_signal(signal.SIGKILL)
        owner.process.wait(10)
        for client in clients:
            await until(client, lambda item: isinstance(item, Status) and item.status == "reconnecting")
        for client in clients:
            items = await until(client, lambda item: isinstance(item, Snapshot), timeout=30)
            assert any(isinstance(i, Welcome) and i.seat == client.seat for i in items)
            assert items[-1].seq >= seen[client.seat]  # nothing a client was told is lost
            assert client.status == "connected"
        assert (await cluster.owner(clients[0].room)) is not owner
        stored = (await cluster.stored(clients[0].room)).actions
        assert clients[0].seq == clients[1].seq == len(stored)
        await asyncio.gather(*(play(c, seed + 10) for seed, c in enumerate(clients)))
        assert clients[0].record == clients[1].record and clients[0].record is not None
        record = record_from_data(json.loads(clients[0].record))
        assert replay(record).final.over and record.actions[:len(stored)] == stored
    finally:
        for client in clients:
            await client.close()
        cluster.stop()
