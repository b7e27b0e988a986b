"""What a cluster server (net/lease.py) says in its log (issue 39's loose ends): HAProxy's health
checks, every few seconds from each HAProxy, are not logged at INFO (other plain requests still
are); an AI move that Redis does not take (Redis down) is one warning line, no traceback, and the
room's client resumes once Redis is back, at the stored action count."""

from __future__ import annotations

import asyncio
import logging
import urllib.error
import urllib.request

import pytest

from cabo_desktop.net.lease import ClusterRoomServer
from cabo_desktop.net.store_redis import RedisRoomStore
from tests.net.cluster_parts import Redis, need
from tests.net.test_cluster import resume
from tests.net.wsclient import create


@pytest.fixture
def redis(tmp_path):
    need("redis-server")
    server = Redis(tmp_path / "redis")
    yield server
    server.kill()


def _get(port: int, path: str) -> int:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as answer:
            return answer.status
    except urllib.error.HTTPError as exc:
        return exc.code


@pytest.mark.asyncio
async def test_health_checks_are_not_logged_at_info(redis, caplog):
    server = ClusterRoomServer(RedisRoomStore(redis.url))
    await server.start()
    try:
        caplog.set_level(logging.INFO, logger="cabo_desktop")
        loop = asyncio.get_running_loop()
        for _ in range(3):
            assert await loop.run_in_executor(None, _get, server.port, "/health") == 200
        assert await loop.run_in_executor(None, _get, server.port, "/nowhere") == 404
        await asyncio.sleep(0.2)
        said = [r.getMessage() for r in caplog.records if r.name.startswith("cabo_desktop.net.websockets")]
        assert any("404" in line for line in said)  # a plain request is still logged
        assert not any("200" in line for line in said), said  # the health checks are not
        assert len(said) <= 2  # the 404's two lines, nothing of the three checks
    finally:
        await server.stop()


@pytest.mark.asyncio
async def test_an_ai_move_redis_does_not_take_is_one_line_and_the_room_comes_back(redis, caplog):
    server = ClusterRoomServer(RedisRoomStore(redis.url), think_times=(0.4, 0.4), away_seconds=600)
    await server.start()
    try:
        caplog.set_level(logging.INFO, logger="cabo_desktop")
        host, code = await create(server.port, "cabo", ["host", "ai:casual"])
        await host.send({"type": "start"})
        while True:  # the host plays its moves; the AI's turn: Redis is killed before it moves
            message = await host.recv()
            if message["type"] not in ("snapshot", "update"):
                continue
            if message["legal"]:
                if host.inbox.empty():
                    await host.send({"type": "act", "seq": host.seq, "action": message["legal"][0]})
            elif host.inbox.empty() and message["seq"] >= 1:
                break
        redis.kill()
        await asyncio.wait_for(host.closed.wait(), 10)  # the room let go: its client is dropped
        warned = [r for r in caplog.records if "did not take an AI move" in r.getMessage()]
        assert len(warned) == 1 and warned[0].levelno == logging.WARNING
        assert not any(r.exc_info for r in caplog.records), [r.getMessage() for r in caplog.records if r.exc_info]
        seen = host.seq
        redis.start()
        back = await resume(server.port, code, "Ann", host.token)
        snapshot = await back.expect("snapshot")
        stored = await server.store.load_room(code)
        assert snapshot["seq"] == len(stored.actions) >= seen
        await back.close()
    finally:
        await server.stop()
