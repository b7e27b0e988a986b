"""`cabo-desktop serve --store redis://...` (issue 39): a wrong URL or --advertise is one line and
exit code 2; Redis that does not answer or refuses the password is one line and exit code 2 (as
every CliError), never a traceback and never the password; with Redis it serves, answers HAProxy's /health and
releases its leases when stopped with SIGTERM."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import urllib.request

import pytest

from cabo_desktop import cli
from cabo_desktop.net.store_redis import RedisRoomStore
from tests.net.cluster_parts import PASSWORD, ROOT, Redis, free_port, need, wait_port
from tests.net.wsclient import create


@pytest.mark.parametrize("argv", [["serve", "--store", "redis://"], ["serve", "--store", "redis://h:0/0"],
                                  ["serve", "--store", "redis://h:99999/0"], ["serve", "--store", "redis://h:1/x"],
                                  ["serve", "--store", "redis://h:1/0?a=1"], ["serve", "--advertise", "nope"],
                                  ["serve", "--advertise", "h:0"]])
def test_wrong_store_urls_are_one_line_and_exit_2(argv, capsys):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("cabo-desktop")


def serve(tmp_path, url: str, env_extra: dict | None = None) -> tuple[subprocess.Popen, int]:
    port = free_port()
    env = {**os.environ, "CABO_DESKTOP_HOME": str(tmp_path), "PYTHONPATH": str(ROOT), **(env_extra or {})}
    process = subprocess.Popen([sys.executable, "-m", "cabo_desktop", "serve", "--port", str(port), "--store", url],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return process, port


def test_redis_unreachable_or_a_wrong_password_is_one_line(tmp_path):
    need("redis-server")
    redis = Redis(tmp_path / "redis")
    try:
        for url in (f"redis://127.0.0.1:{free_port()}/0", f"redis://:wrong-secret@127.0.0.1:{redis.port}/0"):
            process, _port = serve(tmp_path, url)
            out, err = process.communicate(timeout=60)
            assert process.returncode == 2 and err.count("\n") == 1 and "Traceback" not in err, err
            assert "wrong-secret" not in err + out and "Redis" in err
    finally:
        redis.kill()


def test_serve_on_redis_answers_health_and_releases_its_leases_on_sigterm(tmp_path):
    need("redis-server")
    redis = Redis(tmp_path / "redis")
    url = redis.url.replace(f":{PASSWORD}@", "@")  # the password from REDIS_PASSWORD instead
    process, port = serve(tmp_path, url.replace("redis://@", "redis://"), {"REDIS_PASSWORD": PASSWORD})
    try:
        wait_port(port, process, "cabo-desktop serve", 30)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5) as answer:
            assert answer.status == 200 and answer.read() == b"ok\n"

        async def made() -> str:
            host, code = await create(port, "cabo", ["host", "open"])
            await host.close()
            return code

        code = asyncio.run(made())

        async def lease() -> str | None:
            store = RedisRoomStore(redis.url)
            try:
                return await store.redis.get(f"cabo:lease:{code}")
            finally:
                await store.close()

        assert asyncio.run(lease()).endswith(f"127.0.0.1:{port}")  # the maker's, with its address
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=20)
        assert process.returncode == 0 and "Traceback" not in err, err
        assert asyncio.run(lease()) is None  # released: another server takes the room at once
    finally:
        process.kill()
        redis.kill()
