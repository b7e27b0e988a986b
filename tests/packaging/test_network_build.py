"""The onefile build plays over the network (issue 38): it carries zeroconf's compiled modules (the
hook packaging/hooks/hook-zeroconf.py collects what their hidden imports need), websockets, ssl and
sqlite3, and the frozen `serve` runs a room server on 127.0.0.1 that this checkout's client
creates a room on and joins; it stops cleanly on SIGTERM."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import smoke  # packaging/smoke.py

pytestmark = pytest.mark.packaging


def bundled_modules(executable: Path) -> set[str]:
    """The modules a onefile build carries: the compiled ones and those of its PYZ archive."""
    from PyInstaller.archive.readers import CArchiveReader
    archive = CArchiveReader(str(executable))
    names: set[str] = set()
    for entry in archive.toc:
        parts = entry.replace("\\", "/").split("/")
        if parts[-1].endswith((".so", ".pyd")):
            if "lib-dynload" in parts:
                parts = parts[parts.index("lib-dynload") + 1:]
            parts[-1] = parts[-1].split(".")[0]
            names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))  # a compiled package
    names |= set(archive.open_embedded_archive("PYZ.pyz").toc)
    return names


def test_the_onefile_build_carries_network_play(onefile):
    from PyInstaller.utils.hooks import collect_submodules
    names = bundled_modules(onefile)
    wanted = set(collect_submodules("zeroconf")) | {"websockets.asyncio.client", "websockets.asyncio.server",
                                                     "ssl", "_ssl", "sqlite3", "_sqlite3", "ifaddr",
                                                     "cabo_desktop.net.client", "cabo_desktop.net.discovery"}
    missing = sorted(wanted - names)
    assert not missing, f"missing from the build: {missing}"
    assert "zeroconf._services.browser" in names  # one of the compiled modules (a .so/.pyd here)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM is how a Linux or macOS service is stopped")
def test_the_frozen_server_seats_a_host_and_a_guest(onefile, tmp_path):
    from cabo_desktop.games import get_game
    from cabo_desktop.net.client import Lobby, RoomClient

    port_file = tmp_path / "port"
    env = smoke.clean_env(tmp_path / "home")
    env["CABO_DESKTOP_LAN"] = "off"
    server = subprocess.Popen([str(onefile), "serve", "--port", "0", "--port-file", str(port_file)], env=env,
                              cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        end = time.monotonic() + 60
        while not port_file.exists():
            assert server.poll() is None and time.monotonic() < end, server.stdout.read() if server.stdout else ""
            time.sleep(0.1)
        address = f"127.0.0.1:{int(port_file.read_text())}"

        async def seat_two() -> Lobby:
            kobito = get_game("kobito")
            host, guest = RoomClient(address, name="Ann"), RoomClient(address, name="Bob")
            welcome = await host.create("kobito", kobito.load_builtin(kobito.default_variant), ["host", "open"])
            assert (await guest.join(welcome.room)).seat == 1
            async with asyncio.timeout(30):
                while True:
                    item = await host.next_item()
                    if isinstance(item, Lobby) and item.seats[1].kind == "person":
                        break
            await host.close()
            await guest.close()
            return item

        lobby = asyncio.run(seat_two())
        assert [s.name for s in lobby.seats] == ["Ann", "Bob"] and lobby.game == "kobito"
        server.send_signal(signal.SIGTERM)
        out, _ = server.communicate(timeout=30)
        assert server.returncode == 0, out
        assert "listening on 127.0.0.1:" in out and "Traceback" not in out
        assert (tmp_path / "home").exists()
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
