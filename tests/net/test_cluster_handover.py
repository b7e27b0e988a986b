"""A room lives where HAProxy routes its path (issue 39, net/lease.py's handover): a room is made
by the least busy server, its guests' connections hash to another one, which asks the maker to
hand the room over; the maker's clients reconnect through HAProxy and from then on every
connection of the room reaches one process, with no relay (each server's counts in its /health
answer), at 1, 2 and 3 servers. A handover in the middle of a game played flat out loses and
repeats no action. Only another server of the cluster (its shared secret) can ask for one."""

from __future__ import annotations

import asyncio
import json
import random
import time
import urllib.error
import urllib.request

import pytest

from cabo_desktop.core.records import record_from_data, replay
from cabo_desktop.net.client import Lobby, RoomClient, Status
from tests.net.cluster_parts import need
from tests.net.test_client import default_variant, play, seated, until
from tests.net.test_cluster import Cluster, resume
from tests.net.test_kill9 import play_until_cut
from tests.net.wsclient import join, play_to_the_end, start_room


def counts(server) -> dict[str, int]:
    """A server's rooms, relays and handovers (its /health answer's X-Cabo-Counts header)."""
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/health", timeout=5) as answer:
        text = answer.headers["X-Cabo-Counts"]
    return {k: int(v) for k, v in (part.split("=") for part in text.split())}


@pytest.mark.asyncio
@pytest.mark.parametrize("servers", [1, 2, 3])
async def test_after_the_handover_every_connection_of_a_room_reaches_one_process(tmp_path, servers):
    need("redis-server", "haproxy")
    cluster = Cluster(tmp_path, servers)
    clients = []
    try:
        address = f"127.0.0.1:{cluster.proxy.port}"
        rooms = []
        for k in range(8):  # the players' own client: the host reconnects when its room moves
            room = await seated(address, "kobito", ["host", "open", "open"], guests=2)
            clients += room
            rooms.append(room)
        await asyncio.gather(*(play(c, seed, stop_at=4) for seed, c in enumerate(clients)))
        total = {"rooms": 0, "relays": 0, "handovers": 0}
        for server in cluster.servers:
            for key, value in counts(server).items():
                total[key] += value
        assert total["relays"] == 0  # every connection reached its room's owner
        assert total["rooms"] == 8  # each room served by one process
        if servers == 1:
            assert total["handovers"] == 0
        elif servers == 3:  # 8 rooms made by the least busy server: some routed elsewhere (all but surely)
            assert total["handovers"] >= 1
        for room in rooms:  # the owner is where HAProxy routes the room: a new connection stays there
            owner = await cluster.owner(room[0].room)
            spectator = await join(cluster.proxy.port, room[0].room, "Eve", spectate=True)
            assert (await spectator.expect("welcome"))["seat"] is None
            await spectator.close()
            assert await cluster.owner(room[0].room) is owner
        assert sum(counts(s)["relays"] for s in cluster.servers) == 0
        assert sum(counts(s)["handovers"] for s in cluster.servers) == total["handovers"]
        for room in rooms:
            assert len({c.seq for c in room}) == 1 and room[0].seq >= 4
    finally:
        for client in clients:
            await client.close()
        cluster.stop()


@pytest.mark.asyncio
async def test_a_handover_mid_game_loses_and_repeats_no_action(tmp_path):
    """The room's owner is asked for it mid-game by a server HAProxy does not route it to (a
    spectator connected there directly): it hands the room over while both players act flat out;
    they come back through HAProxy (relayed to the new owner, which keeps it a moment), every
    action they were told of is stored once, and the game plays on to one record."""
    need("redis-server", "haproxy")
    cluster = Cluster(tmp_path)
    try:
        port = cluster.proxy.port
        rng = random.Random(5)
        host, guest, code = await start_room(port, "cabo", ["host", "open"], rejoin=True)
        owner = await cluster.owner(code)
        other = next(s for s in cluster.servers if s is not owner)
        await asyncio.sleep(2.2)  # past HANDOVER_HOLD of the lobby's handover
        acked: list[dict[int, str]] = [{}, {}]
        tasks = [asyncio.create_task(play_until_cut(c, random.Random(rng.random()), a))
                 for c, a in zip((host, guest), acked)]
        while max(host.seq, guest.seq) < 8:
            await asyncio.sleep(0.01)
        spectator = await join(other.port, code, "Eve", spectate=True)
        assert (await spectator.expect("welcome"))["seat"] is None
        await asyncio.wait_for(asyncio.gather(*tasks), 20)  # both closed with MOVED
        assert host.ws.close_code == guest.ws.close_code == 1012
        seen = max(host.seq, guest.seq)
        assert await cluster.owner(code) is other
        back = await asyncio.gather(*(resume(port, code, n, c.token) for c, n in ((host, "Ann"), (guest, "Bob"))))
        for client in back:
            assert (await client.expect("snapshot"))["seq"] >= seen  # nothing anybody saw is lost
        stored = (await cluster.stored(code)).actions
        assert back[0].seq == back[1].seq == len(stored)
        for mine in acked:
            for index, action in mine.items():
                assert stored[index] == action  # what was announced is what was stored, once
        records = await asyncio.gather(*(play_to_the_end(c, 30 + k) for k, c in enumerate(back)))
        assert records[0] == records[1]
        record = record_from_data(json.loads(records[0]))
        assert replay(record).final.over and record.actions[:len(stored)] == stored
        assert (await cluster.stored(code)).actions == record.actions
        for client in (*back, spectator):
            await client.close()
    finally:
        cluster.stop()


@pytest.mark.asyncio
async def test_only_a_server_of_the_cluster_can_ask_for_a_handover(tmp_path):
    need("redis-server", "haproxy")
    cluster = Cluster(tmp_path, 1)
    try:
        port = cluster.proxy.port
        host, guest, code = await start_room(port, "cabo", ["host", "open"], rejoin=True)
        server = cluster.servers[0]
        for headers in ({}, {"X-Cabo-Cluster": "guess", "X-Cabo-To": "x 127.0.0.1:1"}):
            request = urllib.request.Request(f"http://127.0.0.1:{server.port}/cluster/handover/{code}",
                                             headers=headers)
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(request, timeout=5)
            assert refused.value.code == 403
        with pytest.raises(urllib.error.HTTPError) as refused:  # not a player's path through HAProxy
            urllib.request.urlopen(f"http://127.0.0.1:{port}/cluster/handover/{code}", timeout=5)
        assert refused.value.code == 404
        assert await cluster.owner(code) is server
        await host.send({"type": "resync"})
        assert (await host.expect("snapshot"))["seq"] >= 0  # the room still served, its clients kept
        await host.close()
        await guest.close()
    finally:
        cluster.stop()


@pytest.mark.asyncio
async def test_the_hosts_client_follows_its_room_at_once(tmp_path):
    """A room handed over in its lobby: the host's own client (net/client.py) is closed with 1012
    and reconnects without its backoff pause (5 s here), seated again within a moment."""
    need("redis-server", "haproxy")
    cluster = Cluster(tmp_path, 2)
    clients: list[RoomClient] = []
    try:
        address = f"127.0.0.1:{cluster.proxy.port}"
        for _ in range(12):  # until a room is made on the server its path does not hash to
            host = RoomClient(address, name="Ann", backoff=(5.0,))
            guest = RoomClient(address, name="Bob", backoff=(5.0,))
            clients += [host, guest]
            welcome = await host.create("kobito", default_variant("kobito"), ["host", "open"])
            maker = await cluster.owner(welcome.room)
            began = time.monotonic()
            await guest.join(welcome.room)
            if await cluster.owner(welcome.room) is maker:
                continue
            await until(host, lambda item: isinstance(item, Status) and item.status == "reconnecting")
            await until(host, lambda item: isinstance(item, Status) and item.status == "connected")
            assert time.monotonic() - began < 2.0  # not the 5 s pause of a drop
            assert host.seat == 0 and host.room == welcome.room
            await guest.ready(True)
            await until(host, lambda item: isinstance(item, Lobby) and item.seats[1].ready)
            return
        raise AssertionError("12 rooms made, none on the other server")
    finally:
        for client in clients:
            await client.close()
        cluster.stop()
