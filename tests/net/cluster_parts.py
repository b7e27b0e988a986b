"""Processes of the cluster tests (issue 39), all on 127.0.0.1 with free ports: `redis-server`
(append-only, fsync always, a password), `haproxy` (deploy/haproxy.cfg's routing, plain ws) and
`cabo-desktop serve --store redis://...`. Tests skip, saying why, when the Debian packages are
missing (`tasks.py test` installs them as root)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "test-password-not-secret"


def _die_with_parent() -> None:
    """In the child before exec: killed when the test's process ends, however it ends (Linux)."""
    import ctypes
    import signal
    try:
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except OSError:
        pass


def spawn(args: list[str], **kwargs) -> subprocess.Popen:
    """A child process of the test (stdout dropped, stderr kept), killed with the test's process."""
    return subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None, **kwargs)


def free_port() -> int:
    """A port nobody listens on now (bound to 127.0.0.1:0 and let go)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def need(*tools: str) -> None:
    """Skip the test, saying why, when a Debian tool is missing."""
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (Debian packages redis-server, haproxy; "
                    "`tasks.py test` installs them as root)")


def wait_port(port: int, process: subprocess.Popen, what: str, seconds: float = 20) -> None:
    """Wait until something accepts on 127.0.0.1:port (or fail saying what did not start)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), 0.2):
                return
        except OSError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            err = process.stderr.read().decode(errors="replace") if process.stderr else ""
            raise AssertionError(f"{what} did not start: {err[-2000:]}")
        time.sleep(0.02)


class Redis:
    """A redis-server of the test's own (a folder, a port, AOF with fsync always, a password)."""

    def __init__(self, folder: Path, port: int | None = None):
        self.folder, self.port = folder, port or free_port()
        folder.mkdir(parents=True, exist_ok=True)
        self.process: subprocess.Popen | None = None
        self.start()

    @property
    def url(self) -> str:
        return f"redis://:{PASSWORD}@127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = spawn(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.folder),
             "--appendonly", "yes", "--appendfsync", "always", "--save", "", "--requirepass", PASSWORD,
             "--daemonize", "no", "--logfile", str(self.folder / "redis.log")])
        wait_port(self.port, self.process, "redis-server")

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)


def haproxy_config(port: int, servers: list[int], cert: Path | None = None) -> str:
    """deploy/run_loopback.py's configuration (the one the loopback stack and net_load use), with
    health checks every 200 ms so a killed server is out within a second."""
    sys.path.insert(0, str(ROOT / "deploy"))
    from run_loopback import haproxy_config as loopback_config
    return loopback_config(port, servers, check_ms=200, cert=cert)


class HAProxy:
    """haproxy -db on 127.0.0.1 in front of the given server ports."""

    def __init__(self, folder: Path, servers: list[int], cert: Path | None = None):
        self.port = free_port()
        folder.mkdir(parents=True, exist_ok=True)
        config = folder / "haproxy.cfg"
        config.write_text(haproxy_config(self.port, servers, cert), encoding="utf-8")
        self.process = spawn(["haproxy", "-db", "-f", str(config)])
        wait_port(self.port, self.process, "haproxy")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)


class Server:
    """`cabo-desktop serve --store redis://...` on a port of its own (kept across restarts)."""

    def __init__(self, home: Path, redis_url: str, port: int | None = None, lease_ms: int = 2000):
        self.home, self.url, self.port, self.lease_ms = home, redis_url, port or free_port(), lease_ms
        self.process: subprocess.Popen | None = None
        self.start()

    def start(self) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "CABO_DESKTOP_HOME": str(self.home), "PYTHONPATH": str(ROOT),
               "CABO_DESKTOP_LEASE_MS": str(self.lease_ms)}
        self.process = spawn(
            [sys.executable, "-m", "cabo_desktop", "serve", "--port", str(self.port), "--store", self.url,
             "--away-seconds", "600"], cwd=ROOT, env=env)
        wait_port(self.port, self.process, "cabo-desktop serve", 30)

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None
