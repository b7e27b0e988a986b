#!/usr/bin/env python3
"""Build standalone Cabo Desktop executables with PyInstaller.

    python packaging/build.py [--onefile | --onedir]

Output: dist/cabo-desktop/ (onedir) or dist/cabo-desktop[.exe] (onefile). Needs the
`packaging` extra: pip install -e ".[packaging]".
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(mode: str) -> Path:
    env = dict(os.environ, CABO_BUILD_MODE=mode)
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build" / mode),
         str(ROOT / "packaging" / "cabo_desktop.spec")],
        cwd=ROOT, env=env, check=True,
    )
    out = ROOT / "dist" / ("cabo-desktop" + (".exe" if os.name == "nt" and mode == "onefile" else ""))
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file()) if out.is_dir() else out.stat().st_size
    print(f"{mode}: {out} ({size / 1e6:.1f} MB) in {time.perf_counter() - started:.0f} s")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--onefile", action="store_const", dest="mode", const="onefile")
    group.add_argument("--onedir", action="store_const", dest="mode", const="onedir")
    args = parser.parse_args()
    build(args.mode or "onedir")


if __name__ == "__main__":
    main()
