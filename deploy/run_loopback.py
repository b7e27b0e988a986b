#!/usr/bin/env python3
"""The cluster of deploy/compose.yaml on this computer's loopback, with the Debian packages
`redis-server` and `haproxy` (apt-get install redis-server haproxy): Redis (append-only, fsync
always, a random password), N `cabo-desktop serve --store redis://...` processes and HAProxy in
front of them (deploy/haproxy.cfg's routing on plain ws: no TLS on loopback), every port free
ones on 127.0.0.1. It prints the address to give `cabo-desktop` (Join: 127.0.0.1:PORT) and runs
until Ctrl+C; `--folder` keeps Redis's append-only file for the next start.

    python deploy/run_loopback.py --servers 3
    python deploy/run_loopback.py --servers 2 --folder /tmp/cabo-cluster

`benchmarks/net_load.py --servers N` uses `Loopback` from here.
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    """A port nobody listens on now (bound to 127.0.0.1:0 and let go)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def haproxy_config(port: int, servers: list[int], check_ms: int = 500, cert: Path | None = None) -> str:
    """deploy/haproxy.cfg on loopback: plain ws (or TLS with `cert`, a PEM of certificate and
    key), new rooms to the least busy server, the room path hashed consistently, health checks."""
    lines = ["global", "  maxconn 4000", "defaults", "  mode http", "  option forwardfor", "  retries 2", "  option redispatch 1", "  timeout connect 2s",
             "  timeout client 60s", "  timeout server 60s", "  timeout tunnel 4h",
             "frontend players", f"  bind 127.0.0.1:{port}" + (f" ssl crt {cert}" if cert else ""),
             "  http-request deny deny_status 404 unless { path /rooms/new } || { path_reg ^/rooms/[A-Z2-9]{6}$ }",
             "  use_backend new_rooms if { path /rooms/new }",
             "  default_backend rooms"]
    lines += ["backend rooms", "  balance uri", "  hash-type consistent", "  option httpchk",
              "  http-check send meth GET uri /health ver HTTP/1.1 hdr Host health",
              "  http-check expect status 200", f"  default-server check inter {check_ms}ms fall 2 rise 2"]
    lines += [f"  server server{i + 1} 127.0.0.1:{p}" for i, p in enumerate(servers)]
    lines += ["backend new_rooms", "  balance leastconn"]  # the same servers, as `rooms` checks them
    lines += [f"  server server{i + 1} 127.0.0.1:{p} track rooms/server{i + 1}" for i, p in enumerate(servers)]
    return "\n".join(lines) + "\n"


class Loopback:
    """Redis, `servers` room servers and HAProxy on 127.0.0.1 (see the module's docstring)."""

    def __init__(self, servers: int = 3, folder: Path | None = None, python: str = sys.executable):
        for tool in ("redis-server", "haproxy"):
            if shutil.which(tool) is None:
                raise SystemExit(f"{tool} is missing: apt-get install redis-server haproxy")
        self.folder = folder or Path(tempfile.mkdtemp(prefix="cabo-cluster-"))
        self.folder.mkdir(parents=True, exist_ok=True)
        self.password = secrets.token_hex(16)
        self.processes: list[subprocess.Popen] = []
        redis_port = free_port()
        self.redis_url = f"redis://127.0.0.1:{redis_port}/0"
        self._start(["redis-server", "--port", str(redis_port), "--bind", "127.0.0.1", "--dir", str(self.folder),
                     "--appendonly", "yes", "--appendfsync", "always", "--save", "", "--requirepass",
                     self.password, "--logfile", str(self.folder / "redis.log")], redis_port, "redis-server")
        env = {**os.environ, "REDIS_PASSWORD": self.password, "PYTHONPATH": str(ROOT), "CABO_DESKTOP_LAN": "off"}
        self.server_ports = [free_port() for _ in range(servers)]
        for i, port in enumerate(self.server_ports):
            home = self.folder / f"server{i + 1}"
            self._start([python, "-m", "cabo_desktop", "serve", "--port", str(port), "--store", self.redis_url],
                        port, f"server {i + 1}", env={**env, "CABO_DESKTOP_HOME": str(home)})
        self.port = free_port()
        config = self.folder / "haproxy.cfg"
        config.write_text(haproxy_config(self.port, self.server_ports), encoding="utf-8")
        self._start(["haproxy", "-db", "-f", str(config)], self.port, "haproxy")
        time.sleep(1.2)  # HAProxy's first health checks: every server up

    def _start(self, args: list[str], port: int, what: str, env: dict | None = None) -> None:
        process = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.processes.append(process)
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), 0.2):
                    return
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                err = process.stderr.read().decode(errors="replace")[-2000:] if process.poll() is not None else ""
                self.stop()
                raise SystemExit(f"{what} did not start: {err}")
            time.sleep(0.05)

    def stop(self) -> None:
        """SIGTERM to each (the servers release their leases), then kill what is left."""
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
        for process in self.processes:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()


def main() -> None:
    """Start the loopback cluster and wait for Ctrl+C."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--servers", type=int, default=3, choices=range(1, 17), metavar="N")
    parser.add_argument("--folder", type=Path, default=None, help="Redis's data and the servers' logs")
    args = parser.parse_args()
    cluster = Loopback(args.servers, args.folder)
    print(f"HAProxy on 127.0.0.1:{cluster.port} in front of {args.servers} server(s) "
          f"{', '.join(map(str, cluster.server_ports))}; Redis {cluster.redis_url} (password in "
          f"REDIS_PASSWORD={cluster.password}); files in {cluster.folder}. Ctrl+C stops.", flush=True)
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt))
    try:
        while all(p.poll() is None for p in cluster.processes):
            time.sleep(0.5)
        print("a process stopped; stopping the rest", flush=True)
    except KeyboardInterrupt:
        pass
    finally:
        cluster.stop()


if __name__ == "__main__":
    main()
