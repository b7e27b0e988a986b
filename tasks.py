#!/usr/bin/env python3
"""Set up and run Cabo Desktop from a fresh checkout, with nothing but Python 3.11+.

    python3 tasks.py play    create .venv, install the game, start it
    python3 tasks.py test    create .venv, install the game and test tools, run the tests
    python3 tasks.py demo    create .venv, install the game, watch AI players (headless without a display)

Everything is installed into .venv next to this file; the install is repeated only when
pyproject.toml changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".cabo-installed"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def fail(message: str) -> None:
    print(f"tasks.py: {message}", file=sys.stderr)
    sys.exit(1)


def ensure_env(extras: str) -> Path:
    if sys.version_info < (3, 11):
        fail(f"Cabo Desktop needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    python = venv_python()
    if not python.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except Exception as exc:  # noqa: BLE001  (any failure here means the same thing)
            fail(
                f"cannot create .venv ({exc}). On Debian/Ubuntu install the venv module first: "
                "sudo apt install python3-venv"
            )
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != wanted:
        print(f"Installing Cabo Desktop{' with ' + extras if extras else ''} into .venv ...", flush=True)
        target = f".[{extras}]" if extras else "."
        quiet = [] if os.environ.get("CI") else ["--quiet"]
        run([str(python), "-m", "pip", "install", *quiet, "--disable-pip-version-check", "--upgrade", "pip"])
        run([str(python), "-m", "pip", "install", *quiet, "--disable-pip-version-check", "-e", target])
        STAMP.write_text(wanted)
    return python


def run(command: list[str]) -> None:
    code = subprocess.call(command, cwd=ROOT)
    if code != 0:
        sys.exit(code)


def main() -> None:
    task = sys.argv[1] if len(sys.argv) > 1 else "play"
    rest = sys.argv[2:]
    if task == "play":
        run([str(ensure_env("")), "-m", "cabo_desktop", *rest])
    elif task == "demo":
        headless = sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
        run([str(ensure_env("")), "-m", "cabo_desktop", "demo", *(["--headless"] if headless else []), *rest])
    elif task == "test":
        python = ensure_env("test")
        code = subprocess.call([str(python), "-m", "pytest", *rest], cwd=ROOT)
        # pytest's exit code 5 means "no tests ran": treat it as the failure it is.
        sys.exit(code)
    else:
        fail(f"unknown task {task!r}; use play, test or demo")


if __name__ == "__main__":
    main()
