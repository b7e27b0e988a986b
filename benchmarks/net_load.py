"""Room server load: R rooms x 4 scripted clients on loopback for T seconds against a real server.

Run: python benchmarks/net_load.py [--rooms 1000] [--seconds 60] [--game kobito] [--think 1.0]
                                   [--client raw|full] [--profile PATH] [--servers N [--cpu-share F]]

The server runs in a subprocess (`python -m cabo_desktop serve --port 0 --port-file ...`, its
store in a scratch folder), listening on 127.0.0.1 only. Each room is made by a host and joined by
three guests (four people, no AI: every move comes over the wire); every client plays a random one
of its `legal` actions after a pause drawn from 0.5..1.5 x --think seconds (a person's pace;
--think 0 plays flat out), and the host asks for a rematch when a game ends, so every room plays
for the whole run. `--client raw` (the default) reads the server's JSON only for what a scripted
player needs (type, seq, legal), so the clients' process stays light and the server is what is
measured; `--client full` plays through net/client.py's RoomClient (every observation and event
decoded strictly, as a game's window does). Both processes share this machine's cores.

Printed: connections made and held, actions per second, action -> event latency (from an `act`
sent to the same client receiving the update of that action: p50, p99, max), the server's RSS
(before the rooms, after, and per connection), and messages lost: updates missing from a client's
sequence (a count that jumps), actions never answered, connections dropped.

`--servers N` (issue 39): instead of one server on SQLite, N servers on one Redis behind HAProxy
(deploy/run_loopback.py; the Debian packages redis-server and haproxy), every client through
HAProxy; the CPU and RSS printed are those of all of them (Redis, the servers, HAProxy) together,
and `room_servers_cpu_ms_per_action` the servers' alone. The host of each room moves to the room's
own path with its token right after making it (as net/client.py does when the room is handed over),
so the room is handed to the server HAProxy routes its path to before the game (net/lease.py);
`relays` and `handovers` are the servers' counts (their /health answers) at the end.

`--cpu-share F` (with --servers): each server process gets F of a core, a fixed share: at most F
(a cgroup of its own: cgroup v2 `cpu.max`, or v1 `cpu.cfs_quota_us`; needs root) and, with a high
CPU weight, F even when other work loads the machine; this process, Redis and HAProxy share one
more cgroup of high weight and no cap (the load generator must not be the limit). So N servers
get N x F cores: how throughput grows per server share, beside the uncapped run (what the
machine does). The figures and commands: docs/server.md.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from websockets.asyncio.client import connect  # noqa: E402

from cabo_desktop.core.wire import dumps  # noqa: E402
from cabo_desktop.games import get_game  # noqa: E402
from cabo_desktop.net.protocol import SUBPROTOCOL  # noqa: E402

SEATS = 4


def raise_fd_limit() -> int:
    """As many open files as the hard limit allows (a connection is a file on both ends)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def start_server(folder: Path, profile: str | None = None) -> tuple[subprocess.Popen, int]:
    """The room server in a subprocess on 127.0.0.1 (under cProfile, writing `profile`); its port."""
    port_file = folder / "port"
    env = dict(os.environ, CABO_DESKTOP_HOME=str(folder / "home"), CABO_DESKTOP_LAN="off")
    profiling = ["-m", "cProfile", "-o", profile] if profile else []
    command = [sys.executable, *profiling, "-m", "cabo_desktop", "serve", "--host", "127.0.0.1", "--port", "0",
               "--store", str(folder / "rooms.sqlite3"), "--port-file", str(port_file)]
    log = open(folder / "server.out", "w")
    proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    end = time.monotonic() + 60
    while not port_file.exists():
        if proc.poll() is not None or time.monotonic() > end:
            raise SystemExit(f"the server did not start: {(folder / 'server.out').read_text()[-2000:]}")
        time.sleep(0.05)
    return proc, int(port_file.read_text())


def _gc_pauses() -> list[float]:
    """The durations of this process's garbage collections from now on (seconds), as they happen."""
    pauses: list[float] = []
    began = [0.0]

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            began[0] = time.perf_counter()
        else:
            pauses.append(time.perf_counter() - began[0])

    gc.callbacks.append(note)
    return pauses


def rss_kib(pid: int | list[int]) -> int:
    """A process's resident memory (KiB), from /proc (several processes: their sum)."""
    if isinstance(pid, list):
        return sum(rss_kib(p) for p in pid)
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Stats:
    """What every client measured."""

    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.actions = 0
        self.refused = 0
        self.gaps = 0
        self.unanswered = 0
        self.dropped = 0
        self.connected = 0
        self.games = 0
        self.errors: dict[str, int] = {}
        self.measuring = False
        self.stopped = False  # no more actions: the last answers are awaited


class RawPlayer:
    """A scripted player over a bare websockets connection: it reads type, seq and legal only."""

    def __init__(self, port: int, stats: Stats, rng: random.Random, think: float):
        self.port, self.stats, self.rng, self.think = port, stats, rng, think
        self.ws = None
        self.seq = -1
        self.pending: tuple[int, float] | None = None  # (seq sent with, when)
        self.room = None
        self.host = False
        self.waiting = False

    async def open(self, path: str, first: dict) -> dict:
        self.ws = await connect(f"ws://127.0.0.1:{self.port}{path}", subprotocols=[SUBPROTOCOL], compression=None,
                                proxy=None, max_size=4 * 1024 * 1024, open_timeout=120, ping_interval=None)
        await self.ws.send(dumps(first))
        welcome = json.loads(await self.ws.recv())
        if welcome.get("type") != "welcome":
            raise RuntimeError(f"not seated: {welcome}")
        self.room = welcome["room"]
        self.stats.connected += 1
        return welcome

    async def run(self, until: float) -> None:
        try:
            async for frame in self.ws:
                self.received(json.loads(frame))
                if time.monotonic() >= until:
                    break
        except Exception:  # noqa: BLE001 - a drop is counted, not raised
            if time.monotonic() < until:
                self.stats.dropped += 1

    def received(self, message: dict) -> None:
        kind = message["type"]
        stats = self.stats
        if kind in ("snapshot", "update"):
            seq = message["seq"]
            if kind == "update" and self.seq >= 0 and seq != self.seq + 1 and stats.measuring:
                stats.gaps += 1
            self.seq = seq
            if self.pending is not None and seq > self.pending[0]:
                if stats.measuring:
                    stats.latencies.append(time.perf_counter() - self.pending[1])
                self.pending = None
            if message["legal"] and not self.waiting:
                self.waiting = True
                delay = self.think * self.rng.uniform(0.5, 1.5)
                asyncio.get_running_loop().call_later(delay, self.act, seq, self.rng.choice(message["legal"]))
        elif kind == "refused":
            stats.refused += 1
            self.pending = None
        elif kind == "over":
            stats.games += 1
            if self.host:
                asyncio.ensure_future(self.send({"type": "rematch"}))
        elif kind == "error":
            stats.errors[message["key"]] = stats.errors.get(message["key"], 0) + 1

    def act(self, seq: int, action: str) -> None:
        self.waiting = False
        if seq != self.seq or self.stats.stopped:
            return  # the table moved on (a rematch): the next legal list comes with it
        self.pending = (seq, time.perf_counter())
        if self.stats.measuring:
            self.stats.actions += 1
        asyncio.ensure_future(self.send({"type": "act", "seq": seq, "action": action}))

    async def send(self, message: dict) -> None:
        try:
            await self.ws.send(dumps(message))
        except Exception:  # noqa: BLE001 - the reader counts the drop
            pass

    async def close(self) -> None:
        if self.pending is not None:
            self.stats.unanswered += 1
        await self.ws.close()


class FullPlayer(RawPlayer):
    """The same player through net/client.py's RoomClient: every message decoded strictly (what a
    game's window does), its actions sent as the game's own actions."""

    async def open(self, path: str, first: dict) -> dict:
        from cabo_desktop.net.client import RoomClient
        self.client = RoomClient(f"127.0.0.1:{self.port}", name=first["name"], ping_interval=None, open_timeout=120)
        if first["type"] == "create":
            variant = get_game(first["game"]).wire().variants.decode(first["variant"])
            welcome = await self.client.create(first["game"], variant, first["seats"])
        else:
            welcome = await self.client.join(path.rsplit("/", 1)[-1])
        self.stats.connected += 1
        return {"room": welcome.room}

    async def run(self, until: float) -> None:
        from cabo_desktop.core.feed import Refused, Snapshot, Update
        from cabo_desktop.net.client import Over, ServerError, Status
        while time.monotonic() < until:
            try:
                item = await self.client.next_item(timeout=max(0.01, until - time.monotonic()))
            except asyncio.TimeoutError:
                return
            if isinstance(item, (Snapshot, Update)):
                self.received({"type": "snapshot" if isinstance(item, Snapshot) else "update", "seq": item.seq,
                               "legal": list(item.legal)})
            elif isinstance(item, Refused):
                self.received({"type": "refused"})
            elif isinstance(item, Over):
                self.received({"type": "over"})
            elif isinstance(item, ServerError):
                self.received({"type": "error", "key": item.key})
            elif isinstance(item, Status) and item.status != "connected" and time.monotonic() < until:
                self.stats.dropped += 1

    async def send(self, message: dict) -> None:
        kind = message["type"]
        try:
            if kind == "act":
                await self.client.act(message["action"])
            elif kind == "ready":
                await self.client.ready(message["ready"])
            else:
                await getattr(self.client, kind)()  # start, rematch
        except Exception:  # noqa: BLE001 - a drop is counted by run
            pass

    async def close(self) -> None:
        if self.pending is not None:
            self.stats.unanswered += 1
        await self.client.close()


async def make_room(port: int, game: str, variant: dict, stats: Stats, rng: random.Random, think: float,
                    player: type = RawPlayer, rejoin: bool = False) -> list:
    host = player(port, stats, rng, think)
    host.host = True
    welcome = await host.open("/rooms/new", {"type": "create", "name": "Host", "game": game, "variant": variant,
                                             "seats": ["host"] + ["open"] * (SEATS - 1), "turn_seconds": None})
    if rejoin and player is RawPlayer:  # to the room's own path: the room moves to where HAProxy routes it
        made, host = host, player(port, stats, rng, think)
        host.host = True
        await host.open(f"/rooms/{welcome['room']}", {"type": "join", "name": "Host", "token": welcome["token"],
                                                       "spectate": False})
        stats.connected -= 1
        await made.ws.close()
    players = [host]
    for k in range(SEATS - 1):
        guest = player(port, stats, rng, think)
        await guest.open(f"/rooms/{welcome['room']}", {"type": "join", "name": f"Guest {k}", "token": None,
                                                       "spectate": False})
        await guest.send({"type": "ready", "ready": True})
        players.append(guest)
    return players


async def main_async(args: argparse.Namespace, port: int, server_pid: int | list[int],
                     room_servers: list[int] | None = None) -> dict:
    game = get_game(args.game)
    variant = game.wire().variants.encode(game.load_builtin(game.default_variant))
    stats = Stats()
    rng = random.Random(args.seed)
    rss_before = rss_kib(server_pid)
    gate = asyncio.Semaphore(args.concurrency)
    started = time.monotonic()

    async def one(k: int) -> list:
        async with gate:
            return await make_room(port, args.game, variant, stats, random.Random(rng.random()), args.think,
                                   FullPlayer if args.client == "full" else RawPlayer, rejoin=bool(args.servers))

    rooms = await asyncio.gather(*(one(k) for k in range(args.rooms)), return_exceptions=True)
    failed = [r for r in rooms if isinstance(r, BaseException)]
    rooms = [r for r in rooms if not isinstance(r, BaseException)]
    setup = time.monotonic() - started
    gc.collect()
    gc.freeze()  # the clients' 4,000 connections are set: no full collection stalls these clients' loop
    pauses = _gc_pauses()
    until = time.monotonic() + args.warmup + args.seconds + 5
    readers = [asyncio.create_task(p.run(until)) for room in rooms for p in room]
    await asyncio.sleep(0.5)
    for room in rooms:  # every guest's ready has reached the server before the host starts
        await room[0].send({"type": "start"})
    await asyncio.sleep(args.warmup)
    stats.measuring = True
    servers_only = room_servers or server_pid  # the room servers alone (not Redis, not HAProxy)
    measured_from, cpu_from, own_from = time.monotonic(), _cpu(server_pid), time.process_time()
    servers_from = _cpu(servers_only)
    await asyncio.sleep(args.seconds)
    stats.measuring, stats.stopped = False, True
    measured = time.monotonic() - measured_from
    server_busy = (_cpu(server_pid) - cpu_from) / measured
    servers_busy = (_cpu(servers_only) - servers_from) / measured
    clients_busy = (time.process_time() - own_from) / measured
    rss_after = rss_kib(server_pid)
    await asyncio.sleep(5)  # the last answers arrive (an action still unanswered then is lost)
    for room in rooms:
        for player in room:
            await player.close()
    for task in readers:
        task.cancel()
    lat = sorted(stats.latencies)
    q = (lambda p: lat[min(len(lat) - 1, int(p * len(lat)))] * 1000 if lat else float("nan"))
    connections = stats.connected
    return {
        "rooms": len(rooms), "rooms_failed": len(failed), "first_failure": repr(failed[0])[:200] if failed else "",
        "connections": connections, "setup_s": round(setup, 1), "measured_s": round(measured, 1),
        "actions": stats.actions, "actions_per_s": round(stats.actions / measured, 1),
        "answered": len(lat), "p50_ms": round(q(0.50), 1), "p99_ms": round(q(0.99), 1),
        "max_ms": round(lat[-1] * 1000, 1) if lat else None,
        "mean_ms": round(statistics.fmean(lat) * 1000, 1) if lat else None,
        "server_cpu_while_measured_pct": round(100 * server_busy),
        "clients_cpu_while_measured_pct": round(100 * clients_busy),
        "server_cpu_ms_per_action": round(1000 * server_busy / max(stats.actions / measured, 1e-9), 2),
        "room_servers_cpu_pct": round(100 * servers_busy),
        "room_servers_cpu_ms_per_action": round(1000 * servers_busy / max(stats.actions / measured, 1e-9), 2),
        "load_average": round(os.getloadavg()[0], 2),
        "server_rss_before_mib": round(rss_before / 1024, 1), "server_rss_after_mib": round(rss_after / 1024, 1),
        "server_rss_per_connection_kib": round((rss_after - rss_before) / max(1, connections), 1),
        "clients_gc_pause_max_ms": round(max(pauses, default=0.0) * 1000, 1),
        "lost_updates": stats.gaps, "unanswered_actions": stats.unanswered, "dropped_connections": stats.dropped,
        "refused": stats.refused, "games_finished": stats.games, "errors": stats.errors,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rooms", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60.0, help="measured time (after the warm-up)")
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--game", default="kobito")
    parser.add_argument("--think", type=float, default=1.0, help="a player's mean pause before acting (seconds)")
    parser.add_argument("--concurrency", type=int, default=50, help="rooms being made at once")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--client", choices=("raw", "full"), default="raw",
                        help="raw: JSON read for type, seq and legal only; full: net/client.py's RoomClient")
    parser.add_argument("--profile", metavar="PATH", help="run the server under cProfile, its stats written to PATH")
    parser.add_argument("--servers", type=int, default=0, metavar="N",
                        help="N servers on one Redis behind HAProxy (deploy/run_loopback.py) instead of one on SQLite")
    parser.add_argument("--cpu-share", type=float, default=0.0, metavar="F",
                        help="with --servers: each server capped at F of a core (a cgroup each; root)")
    args = parser.parse_args()
    limit = raise_fd_limit()  # the server subprocess inherits it
    if limit < args.rooms * SEATS + 100:
        raise SystemExit(f"{args.rooms * SEATS} connections need more open files than the limit ({limit})")
    if args.cpu_share and not (args.servers and 0.05 <= args.cpu_share <= 4):
        raise SystemExit("--cpu-share F needs --servers N and 0.05 <= F <= 4")
    groups: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="cabo-net-load-") as scratch:
        room_servers = None
        if args.servers:
            sys.path.insert(0, str(ROOT / "deploy"))
            from run_loopback import Loopback
            cluster = Loopback(args.servers, Path(scratch))
            pids: int | list[int] = [p.pid for p in cluster.processes]  # Redis, the servers, HAProxy
            room_servers = pids[1:-1]
            port, stop = cluster.port, cluster.stop
            if args.cpu_share:
                groups = [cap_cpu([pid], args.cpu_share, f"cabo-net-load-{pid}") for pid in room_servers]
                groups.append(cap_cpu([os.getpid(), pids[0], pids[-1]], None, f"cabo-net-load-rest-{os.getpid()}"))
        else:
            proc, port = start_server(Path(scratch), args.profile)
            pids, stop = proc.pid, lambda: _stop(proc)
        cpu_before = _cpu(pids)
        try:
            result = asyncio.run(main_async(args, port, pids, room_servers))
            result["server_cpu_s"] = round(_cpu(pids) - cpu_before, 1)
            result["client_cpu_s"] = round(time.process_time(), 1)
            if args.servers:
                result["servers"] = args.servers
                result["cpu_share_per_server"] = args.cpu_share or "uncapped"
                result["cpu_s_redis_servers_haproxy"] = [round(_cpu(p), 1) for p in pids]  # type: ignore[union-attr]
                result.update(server_counts(cluster.server_ports))
        finally:
            stop()
            if groups:
                leave_cgroup(groups[-1])
            for group in groups:
                try:
                    group.rmdir()
                except OSError:
                    pass
    print(f"game {args.game}, {args.rooms} rooms x {SEATS} clients, think {args.think} s, "
          f"{args.seconds:.0f} s measured")
    for key, value in result.items():
        print(f"  {key:32} {value}")


def cap_cpu(pids: list[int], share: float | None, name: str) -> Path:
    """Put processes `pids` in a cgroup `name` of high CPU weight, allowed `share` of a core (None:
    no cap): cgroup v2 `cpu.max`/`cpu.weight`, else v1 `cpu.cfs_quota_us`/`cpu.shares`. Returns
    the cgroup's folder (removed once its processes have ended or left)."""
    period = 100_000
    quota = max(1000, int(share * period)) if share else None
    v2 = Path("/sys/fs/cgroup")
    try:
        if "cpu" in (v2 / "cgroup.controllers").read_text().split():
            (v2 / "cgroup.subtree_control").write_text("+cpu")
            group = v2 / name
            group.mkdir(exist_ok=True)
            (group / "cpu.max").write_text(f"{quota or 'max'} {period}")
            (group / "cpu.weight").write_text("1000")
        else:
            raise FileNotFoundError
    except OSError:
        group = Path("/sys/fs/cgroup/cpu") / name
        try:
            group.mkdir(exist_ok=True)
            (group / "cpu.cfs_period_us").write_text(str(period))
            (group / "cpu.cfs_quota_us").write_text(str(quota or -1))
            (group / "cpu.shares").write_text("10240")
        except OSError as exc:
            raise SystemExit(f"--cpu-share: no cgroup could be made here ({exc}); run as root with cgroups") from None
    for pid in pids:
        (group / "cgroup.procs").write_text(str(pid))
    return group


def leave_cgroup(group: Path) -> None:
    """This process back in the root cgroup (its own is then empty and removed)."""
    try:
        (group.parent / "cgroup.procs").write_text(str(os.getpid()))
    except OSError:
        pass


def server_counts(ports: list[int]) -> dict:
    """The cluster servers' rooms, relays and handovers now (each one's /health answer), summed."""
    import urllib.request
    total = {"relays": 0, "handovers": 0, "rooms_per_server": []}
    for port in ports:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=10) as answer:
            counts = dict(part.split("=") for part in answer.headers.get("X-Cabo-Counts", "").split())
        total["relays"] += int(counts.get("relays", 0))
        total["handovers"] += int(counts.get("handovers", 0))
        total["rooms_per_server"].append(int(counts.get("rooms", 0)))
    return total


def _stop(proc: subprocess.Popen) -> None:
    """SIGTERM, then kill if it has not ended in 20 s."""
    proc.terminate()
    try:
        proc.wait(20)
    except subprocess.TimeoutExpired:
        proc.kill()


def _cpu(pid: int | list[int]) -> float:
    """A process's CPU seconds (user + system), from /proc (several processes: their sum)."""
    if isinstance(pid, list):
        return sum(_cpu(p) for p in pid)
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


if __name__ == "__main__":
    main()
