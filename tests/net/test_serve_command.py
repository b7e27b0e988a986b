"""`cabo-desktop serve`: wrong arguments are one line and exit code 2; the server listens on
127.0.0.1 by default, logs to the per-user log folder and stops cleanly on SIGTERM."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cabo_desktop import cli

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv", [["serve", "--port", "65536"], ["serve", "--port", "x"], ["serve", "--host", ""],
                                  ["serve", "--away-seconds", "0"], ["serve", "--store", "/"], ["serve", "--nope"]])
def test_wrong_arguments_are_one_line_and_exit_2(argv, capsys):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("cabo-desktop")


def test_serve_listens_on_loopback_logs_and_stops_on_sigterm(tmp_path):
    env = {**os.environ, "CABO_DESKTOP_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    port_file = tmp_path / "port"
    process = subprocess.Popen([sys.executable, "-m", "cabo_desktop", "serve", "--port", "0", "--port-file",
                                str(port_file)], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    try:
        deadline = time.monotonic() + 30
        while not port_file.exists():
            assert process.poll() is None and time.monotonic() < deadline, process.stderr.read()
            time.sleep(0.02)
        port = int(port_file.read_text())
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=20)
    finally:
        process.kill()
    assert process.returncode == 0 and err == ""
    assert f"listening on 127.0.0.1:{port}" in out
    log = (tmp_path / "logs" / "cabo-desktop.log").read_text(encoding="utf-8")
    assert f"room server listening on 127.0.0.1:{port}" in log and "room server stopped" in log
    assert (tmp_path / "data" / "rooms.sqlite3").exists()
