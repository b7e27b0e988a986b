"""Several room servers on one Redis behind HAProxy (issue 39), all started by the test on
127.0.0.1: Redis (append-only, fsync always, a password), 3 `cabo-desktop serve --store redis://`
processes, HAProxy hashing the room path. Rooms are played through HAProxy by scripted clients;
the process that owns a room (its lease in Redis) is killed with `kill -9` mid-game: every client
of the room comes back through HAProxy with its token at the stored action count, nothing a client
was told of is lost, no action is stored twice, and the game plays on to one record. Redis killed
and restarted mid-game: the rooms survive (its append-only file)."""

from __future__ import annotations

import asyncio
import json
import random
import signal
from pathlib import Path

import pytest

from cabo_desktop.core.records import record_from_data, replay
from cabo_desktop.net.store_redis import RedisRoomStore
from tests.net.cluster_parts import HAProxy, Redis, Server, need
from tests.net.test_kill9 import play_until_cut, until_cut_time
from tests.net.wsclient import Client, join, play_to_the_end, start_room

LEASE_MS = 1500  # the servers' leases in these tests: a dead owner's rooms move after 1.5 s
UP_AGAIN = 1.0  # s: HAProxy's checks (every 200 ms, up after 2 good ones) see a restarted server up


class Cluster:
    """Redis, three servers and HAProxy in front of them."""

    def __init__(self, folder: Path, servers: int = 3):
        self.redis = Redis(folder / "redis")
        self.servers = [Server(folder / f"server{i}", self.redis.url, lease_ms=LEASE_MS) for i in range(servers)]
        self.proxy = HAProxy(folder / "haproxy", [s.port for s in self.servers])

    async def stored(self, code: str):
        store = RedisRoomStore(self.redis.url)
        try:
            return await store.load_room(code)
        finally:
            await store.close()

    async def owner(self, code: str) -> Server:
        """The server whose lease the room is under."""
        store = RedisRoomStore(self.redis.url)
        try:
            for _ in range(100):
                holder = await store.redis.get(f"cabo:lease:{code}")
                if holder:
                    port = int(holder.rsplit(":", 1)[1])
                    return next(s for s in self.servers if s.port == port)
                await asyncio.sleep(0.05)
        finally:
            await store.close()
        raise AssertionError(f"room {code} has no lease")

    def stop(self) -> None:
        self.proxy.kill()
        for server in self.servers:
            server.kill()
        self.redis.kill()


async def resume(port: int, code: str, name: str, token: str, seconds: float = 30.0) -> Client:
    """Join with the token through HAProxy until a server seats the client (a dead owner's room
    is refused or closed with 1013 until its lease runs out; then another server takes it)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while loop.time() < deadline:
        try:
            client = await join(port, code, name, token=token)
        except Exception:  # noqa: BLE001 - HAProxy has no live server for it yet (503)
            await asyncio.sleep(0.2)
            continue
        getter = asyncio.create_task(client.inbox.get())
        closed = asyncio.create_task(client.closed.wait())
        await asyncio.wait({getter, closed}, timeout=10, return_when=asyncio.FIRST_COMPLETED)
        closed.cancel()
        if getter.done():
            first = getter.result()
            assert first["type"] == "welcome", first  # never an error: the token is good
            client._note(first)
            return client
        getter.cancel()
        await client.close()
        await asyncio.sleep(0.2)
    raise AssertionError(f"room {code}: no server seated {name} again within {seconds} s")


async def start_game(port: int, seats: list[str]) -> tuple[Client, Client, str]:
    return await start_room(port, "cabo", seats, rejoin=True)  # the room at the process HAProxy routes it to


async def kill_owner_run(cluster: Cluster, run: int) -> None:
    """One game: its owner killed with kill -9 mid-game, the clients resumed through HAProxy."""
    rng = random.Random(run)
    port = cluster.proxy.port
    host, guest, code = await start_game(port, ["host", "open"])
    owner = await cluster.owner(code)
    acked: list[dict[int, str]] = [{}, {}]
    tasks = [asyncio.create_task(play_until_cut(c, random.Random(rng.random()), a))
             for c, a in zip((host, guest), acked)]
    target = rng.randrange(2, 30)
    await until_cut_time(run, (host, guest), tasks, target, 30)
    await asyncio.sleep(rng.uniform(0, 0.05))
    owner = await cluster.owner(code)  # the owner at the moment of the kill (a handover may have moved the room)
    owner.process.send_signal(signal.SIGKILL)
    owner.process.wait(10)
    await asyncio.wait_for(asyncio.gather(*tasks), 20)
    seen = max(host.seq, guest.seq)
    back = await asyncio.gather(*(resume(port, code, name, c.token) for c, name in ((host, "Ann"), (guest, "Bob"))))
    for again, before in zip(back, (host, guest)):
        assert again.seat == before.seat
        snapshot = await again.expect("snapshot")
        assert snapshot["seq"] >= seen  # nothing anybody saw is lost
    new_owner = await cluster.owner(code)
    assert new_owner is not owner and new_owner.alive()
    stored = (await cluster.stored(code)).actions
    assert back[0].seq == back[1].seq == len(stored)  # every client resumes at the stored count
    for mine in acked:
        for index, action in mine.items():
            assert stored[index] == action  # what the server announced is what it stored, once
    owner.start()  # back on its port: HAProxy sends it its rooms again (no new connection of this one)
    await asyncio.sleep(UP_AGAIN)  # HAProxy sees it up before the next run's room is made (else its
    # path may hash to it mid-game, and the room is handed over under the next run's players)
    records = await asyncio.gather(*(play_to_the_end(c, run * 10 + k) for k, c in enumerate(back)))
    assert records[0] == records[1]
    record = record_from_data(json.loads(records[0]))
    assert replay(record).final.over  # every stored action legal where it stands: none applied twice
    assert record.actions[:len(stored)] == stored
    assert (await cluster.stored(code)).actions == record.actions
    for client in (*back, host, guest):
        await client.close()


@pytest.fixture
def cluster(tmp_path):
    need("redis-server", "haproxy")
    made = Cluster(tmp_path)
    yield made
    made.stop()


@pytest.mark.asyncio
async def test_a_room_played_through_haproxy_survives_kill_9_of_its_owner(cluster):
    for run in range(2):
        await kill_owner_run(cluster, run)


@pytest.mark.slow
@pytest.mark.asyncio
async def test_kill_9_of_the_owner_twenty_times(cluster):
    for run in range(100, 120):
        await kill_owner_run(cluster, run)


@pytest.mark.asyncio
async def test_rooms_survive_redis_killed_and_restarted(cluster):
    port = cluster.proxy.port
    host, guest, code = await start_game(port, ["host", "open"])
    await asyncio.gather(play_to_the_end(host, 1, stop_after=6), play_to_the_end(guest, 2, stop_after=6))
    await asyncio.sleep(0.2)
    before = (await cluster.stored(code)).actions
    assert len(before) >= 6
    cluster.redis.kill()  # kill -9: only the append-only file keeps the rooms
    cluster.redis.start()
    assert (await cluster.stored(code)).actions == before
    owner = await cluster.owner(code)  # its renewal takes the lease again, or it is still there
    owner.kill()  # the room is rebuilt from what Redis kept
    back = [await resume(port, code, name, c.token) for c, name in ((host, "Ann"), (guest, "Bob"))]
    for client in back:
        assert (await client.expect("snapshot"))["seq"] == len(before)
    owner.start()
    records = await asyncio.gather(*(play_to_the_end(c, 10 + k) for k, c in enumerate(back)))
    assert records[0] == records[1]
    record = record_from_data(json.loads(records[0]))
    assert replay(record).final.over and record.actions[:len(before)] == before


@pytest.mark.asyncio
async def test_redis_killed_while_clients_play_loses_nothing_they_saw(cluster):
    """Redis killed with kill -9 while both clients play flat out and started again a moment later:
    an action Redis did not take was never announced (the room is dropped and rebuilt from what
    Redis holds), every client comes back at the stored count, the game plays on to one record."""
    port = cluster.proxy.port
    rng = random.Random(7)
    host, guest, code = await start_game(port, ["host", "open"])
    acked: list[dict[int, str]] = [{}, {}]
    tasks = [asyncio.create_task(play_until_cut(c, random.Random(rng.random()), a))
             for c, a in zip((host, guest), acked)]
    while max(host.seq, guest.seq) < 5:
        await asyncio.sleep(0.01)
    cluster.redis.kill()
    await asyncio.wait_for(asyncio.gather(*tasks), 20)  # a client's next action drops the room
    seen = max(host.seq, guest.seq)
    await asyncio.sleep(0.5)
    cluster.redis.start()
    back = await asyncio.gather(*(resume(port, code, name, c.token) for c, name in ((host, "Ann"), (guest, "Bob"))))
    for client in back:
        assert (await client.expect("snapshot"))["seq"] >= seen
    stored = (await cluster.stored(code)).actions
    assert back[0].seq == back[1].seq == len(stored)
    for mine in acked:
        for index, action in mine.items():
            assert stored[index] == action
    records = await asyncio.gather(*(play_to_the_end(c, 20 + k) for k, c in enumerate(back)))
    assert records[0] == records[1]
    record = record_from_data(json.loads(records[0]))
    assert replay(record).final.over and record.actions[:len(stored)] == stored
