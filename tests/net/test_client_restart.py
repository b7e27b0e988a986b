"""The client rides out a `kill -9` of the room server: `cabo-desktop serve` on a fixed loopback port
is killed mid-game and started again on the same port and store; each RoomClient, left to itself,
reconnects with its token, is told where the game stands (the store's count of actions, never
less than any update it was sent) and the game plays on to one record for both."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cabo_desktop.core.feed import Snapshot
from cabo_desktop.core.records import record_from_data, replay
from cabo_desktop.net.client import Status, Welcome
from tests.net.test_client import play, seated, until

ROOT = Path(__file__).resolve().parents[2]


def serve(home: Path, port: int) -> subprocess.Popen:
    """`cabo-desktop serve` on 127.0.0.1:`port` with its store in `home`; returns once it listens."""
    port_file = home / "port"
    port_file.unlink(missing_ok=True)
    env = {**os.environ, "CABO_DESKTOP_HOME": str(home), "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "cabo_desktop", "serve", "--port", str(port), "--store",
                                str(home / "rooms.sqlite3"), "--port-file", str(port_file), "--away-seconds", "600"],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while not port_file.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise AssertionError(f"the server did not start: {process.stderr.read().decode()[-2000:]}")
        time.sleep(0.02)
    return process


@pytest.mark.asyncio
async def test_clients_come_back_by_themselves_after_a_kill_9(tmp_path, unused_tcp_port):
    server = serve(tmp_path, unused_tcp_port)
    clients = []
    try:
        clients = await seated(f"127.0.0.1:{unused_tcp_port}", "kobito", ["host", "open"], guests=1,
                               backoff=(0.1, 0.2, 0.4))
        await asyncio.gather(*(play(c, seed, stop_at=6) for seed, c in enumerate(clients)))
        seen = {c.seat: c.seq for c in clients}
        server.send_signal(signal.SIGKILL)
        server.wait()
        for client in clients:
            await until(client, lambda item: isinstance(item, Status) and item.status == "reconnecting")
        server = serve(tmp_path, unused_tcp_port)
        for client in clients:
            items = await until(client, lambda item: isinstance(item, Snapshot))
            assert any(isinstance(i, Welcome) and i.seat == client.seat for i in items)
            assert Status("connected") in items
            assert items[-1].seq >= seen[client.seat]  # nothing a client was told is lost
        assert clients[0].seq == clients[1].seq
        await asyncio.gather(*(play(c, seed + 10) for seed, c in enumerate(clients)))
        assert clients[0].record == clients[1].record and clients[0].record is not None
        assert replay(record_from_data(json.loads(clients[0].record))).final.over
    finally:
        for client in clients:
            await client.close()
        server.kill()
        server.wait()
