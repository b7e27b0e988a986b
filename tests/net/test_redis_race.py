"""Two processes racing to apply actions to one room in Redis (issue 39): for every index exactly
one append wins, the room's list holds each index once, and a process whose lease another holds
can append nothing; a lease is taken only when free, renewed and released only by its owner."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys

import pytest

from cabo_desktop.net.store_redis import RedisRoomStore
from tests.net.cluster_parts import ROOT, Redis, need

RACER = """
import asyncio, json, sys
from cabo_desktop.net.store_redis import RedisRoomStore

async def main(url, name, count):
    store = RedisRoomStore(url)
    won = []
    await store.redis.ping()
    print("ready", flush=True)
    sys.stdin.readline()  # both start together
    for index in range(count):
        if await store.append("RACE22", index, f"{name} {index}"):
            won.append(index)
    await store.close()
    print(json.dumps(won))

asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
"""


@pytest.fixture
def redis(tmp_path):
    need("redis-server")
    server = Redis(tmp_path / "redis")
    yield server
    server.kill()


@pytest.mark.asyncio
async def test_two_processes_racing_on_one_room_exactly_one_wins_each_action(redis):
    store = RedisRoomStore(redis.url)
    assert await store.create_room("RACE22", {"v": 1})
    count = 300
    racers = [subprocess.Popen([sys.executable, "-c", RACER, redis.url, name, str(count)], cwd=ROOT,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for name in ("A", "B")]
    for racer in racers:  # both imported and connected (a loaded machine may take seconds)
        assert await asyncio.get_running_loop().run_in_executor(None, racer.stdout.readline) == "ready\n"
    for racer in racers:
        racer.stdin.write("go\n")
        racer.stdin.flush()
    won = [json.loads(racer.communicate(timeout=60)[0]) for racer in racers]
    assert sorted(won[0] + won[1]) == list(range(count))  # each index won by exactly one
    stored = (await store.load_room("RACE22")).actions
    assert len(stored) == count
    for name, mine in zip("AB", won):
        for index in mine:
            assert stored[index] == f"{name} {index}"
    assert won[0] and won[1]  # a real race: both won some
    assert await store.redis.hget("cabo:room:RACE22", "version") == str(count)
    await store.close()


@pytest.mark.asyncio
async def test_a_lease_is_one_owners_and_its_holder_alone_appends(redis):
    a = RedisRoomStore(redis.url, owner="a 127.0.0.1:1")
    b = RedisRoomStore(redis.url, owner="b 127.0.0.1:2")
    assert await a.create_room("LEASE2", {"v": 1})
    assert await b.take_lease("LEASE2", b.owner, 5000) == a.owner  # made under its maker's lease at once
    assert await a.take_lease("LEASE2", a.owner, 5000) == ""
    assert await b.take_lease("LEASE2", b.owner, 5000) == a.owner  # held: the holder named
    assert not await b.append("LEASE2", 0, "draw")  # not b's room
    assert await a.append("LEASE2", 0, "draw")
    assert await b.renew_leases(["LEASE2"], b.owner, 5000) == [False]
    await b.release_leases(["LEASE2"], b.owner)  # not b's to release
    assert await a.renew_leases(["LEASE2"], a.owner, 300) == [True]
    await asyncio.sleep(0.5)  # a died: its lease ran out
    assert await b.take_lease("LEASE2", b.owner, 5000) == ""
    assert not await a.append("LEASE2", 1, "late")  # the old owner, back from a pause: refused
    assert await b.append("LEASE2", 1, "discard")
    await b.release_leases(["LEASE2"], b.owner)
    assert await a.take_lease("LEASE2", a.owner, 5000) == ""
    assert (await a.load_room("LEASE2")).actions == ["draw", "discard"]
    await a.close_room("LEASE2")
    assert not await a.append("LEASE2", 0, "draw")  # a closed room takes nothing
    assert await a.list_live_rooms() == []
    await a.close()
    await b.close()
