"""`kill -9` of the room server mid-game: restarted on the same store, every client resumes with
its token at the count of actions the store holds, no action any client saw is lost, and the game
plays on to one record for all. The server is `cabo-desktop serve --port 0 --port-file PATH`."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cabo_desktop.core.records import record_from_data, replay
from tests.net.wsclient import Client, join, play_to_the_end, start_room

ROOT = Path(__file__).resolve().parents[2]


def start_server(home: Path, store: Path) -> tuple[subprocess.Popen, int]:
    """`cabo-desktop serve` on 127.0.0.1, port 0, in a process of its own; and its port."""
    port_file = home / "port"
    if port_file.exists():
        port_file.unlink()
    env = {**os.environ, "CABO_DESKTOP_HOME": str(home), "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "cabo_desktop", "serve", "--port", "0", "--store", str(store),
                                "--port-file", str(port_file), "--away-seconds", "600"], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while not port_file.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise AssertionError(f"the server did not start: {process.stderr.read().decode()}")
        time.sleep(0.02)
    return process, int(port_file.read_text())


async def play_until_cut(client: Client, rng: random.Random, acked: dict[int, str]) -> None:
    """Play from `legal` until the connection is cut; `acked[k]` = this client's action that the
    server announced as its k-th. It acts on a message that brings `legal` when nothing else is
    waiting; and when nothing came for 0.2 s and it has not acted at this count, on the last
    `legal` it was told (a message without one after the one that asked, a presence or a timer,
    once left it waiting for ever: a stall at action 0 under load)."""
    sent: dict[int, str] = {}
    acted_at = None

    async def act(legal: list[str]) -> bool:
        nonlocal acted_at
        acted_at = client.seq
        action = rng.choice(legal)
        sent[client.seq] = action
        try:
            await client.send({"type": "act", "seq": client.seq, "action": action})
        except Exception:  # noqa: BLE001 - the server is gone
            return False
        return True

    while not client.closed.is_set() or not client.inbox.empty():
        try:
            message = await client.recv(timeout=0.2)
        except asyncio.TimeoutError:
            if client.legal and acted_at != client.seq and not client.closed.is_set() and not await act(client.legal):
                return
            continue
        if message["type"] == "update" and message["actor"] == client.seat and message["seq"] - 1 in sent:
            acked[message["seq"] - 1] = sent[message["seq"] - 1]
        if message["type"] in ("snapshot", "update") and message["legal"] and client.inbox.empty():
            if not await act(message["legal"]):
                return


async def until_cut_time(run: int, clients: tuple[Client, ...], tasks: list[asyncio.Task], target: int,
                         seconds: float) -> None:
    """Wait until a client has seen `target` actions, or the game is over (a game of random
    players may end before the target: run 119 once ended at action 24, and this wait, which
    did not look for the end, failed it as a stall), or every player's connection is cut; a
    stall (none of these within `seconds`) fails saying where each client stood."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while max(c.seq for c in clients) < target and not any(c.over for c in clients) \
            and not all(task.done() for task in tasks):
        if loop.time() >= deadline:
            where = "; ".join(f"seat {c.seat}: {c.where()}" for c in clients)
            raise AssertionError(f"run {run}: the game stalled at action {max(c.seq for c in clients)} ({where})")
        await asyncio.sleep(0.01)


async def stored_actions(store: Path, code: str) -> list[str]:
    """The actions the store holds (read beside the running server: WAL lets a reader in)."""
    from cabo_desktop.net.store import SqliteRoomStore
    reader = SqliteRoomStore(store)
    try:
        return (await reader.load_room(code)).actions
    finally:
        await reader.close()


async def one_run(tmp_path: Path, run: int, to_the_end: bool, target: int | None = None) -> None:
    """A game killed once a client saw `target` actions (by default a random count, 2 to 29)."""
    home = tmp_path / f"run{run}"
    store = home / "rooms.sqlite3"
    rng = random.Random(run)
    process, port = start_server(home, store)
    try:
        # the AI's moves come after its thinking pause (0.55 s): a game played to the end has none
        seats = ["host", "open"] if to_the_end else ["host", "open", "ai:casual"]
        host, guest, code = await start_room(port, "cabo", seats)
        acked: list[dict[int, str]] = [{}, {}]
        tasks = [asyncio.create_task(play_until_cut(c, random.Random(rng.random()), a))
                 for c, a in zip((host, guest), acked)]
        drawn = rng.randrange(2, 30)  # killed once this many actions were seen, in the middle of play
        await until_cut_time(run, (host, guest), tasks, drawn if target is None else target, 60)
        await asyncio.sleep(rng.uniform(0, 0.05))
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        await asyncio.wait_for(asyncio.gather(*tasks), 20)
        seen = max(host.seq, guest.seq)
        assert seen > 0
        process, port = start_server(home, store)
        back = []
        for client, name in ((host, "Ann"), (guest, "Bob")):
            again = await join(port, code, name, token=client.token)
            assert (await again.expect("welcome"))["seat"] == client.seat
            snapshot = await again.expect("snapshot")
            assert snapshot["seq"] >= seen  # nothing anybody saw is lost
            back.append(again)
        stored = await stored_actions(store, code)
        assert back[0].seq == back[1].seq == len(stored)  # every client resumes at the stored count
        for mine in acked:
            for index, action in mine.items():
                assert stored[index] == action
        if not to_the_end:  # the game goes on: a few more actions
            ends = await asyncio.gather(*(play_to_the_end(c, run * 10 + k, stop_after=len(stored) + 6)
                                          for k, c in enumerate(back)))
            now = await stored_actions(store, code)
            assert now[:len(stored)] == stored
            assert len(now) >= len(stored) + 6 or any(ends)  # or the game ended sooner
            return
        records = await asyncio.gather(*(play_to_the_end(c, run * 10 + k) for k, c in enumerate(back)))
        assert records[0] == records[1]
        record = record_from_data(json.loads(records[0]))
        assert replay(record).final.over and record.actions[:len(stored)] == stored
    finally:
        process.kill()
        process.wait(10)


@pytest.mark.asyncio
async def test_kill_9_mid_game_loses_nothing(tmp_path):
    for run in range(3):
        await one_run(tmp_path, run, to_the_end=run == 0)


@pytest.mark.asyncio
async def test_kill_9_after_a_game_ended_before_its_target(tmp_path):
    """A game of random players may end before the count it was to be killed at (run 119 once
    ended at action 24 of 27): the kill comes after the end, and the clients come back to the
    finished game (its record), nothing lost. The wait did not look for the end: a stall."""
    await one_run(tmp_path, 7, to_the_end=False, target=10_000)


@pytest.mark.slow
@pytest.mark.asyncio
async def test_kill_9_mid_game_loses_nothing_twenty_times(tmp_path):
    for run in range(100, 120):
        await one_run(tmp_path, run, to_the_end=False)
