#!/usr/bin/env python3
"""Smoke-test a built Cabo Desktop: run its headless demo and screenshots, check the results.

    python packaging/smoke.py EXECUTABLE [--rounds 2] [--quiet-exe]

Runs, with a private CABO_DESKTOP_HOME and no display:
    EXECUTABLE --version                                          prints "Cabo Desktop VERSION"
    EXECUTABLE demo --headless --rounds N --screenshot table.png  plays N rounds, saves the table
    EXECUTABLE screenshot title.png --scene title                 the title screen (fonts, version)
and checks every exit status, the demo's report and that both PNGs are real 1280x720 pictures.
--quiet-exe: the executable prints nothing (a Windows GUI build has no console), so only exit
statuses and images are checked. Used by tests/packaging and by the CI workflow on every OS.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from build import version as project_version  # packaging/build.py, beside this file

SIZE = (1280, 720)


class SmokeError(AssertionError):
    """The build did not behave."""


def clean_env(home: Path) -> dict[str, str]:
    """The environment a player's machine would give: no Python settings of this checkout, no
    display (the demo's --headless picks SDL's dummy drivers), per-user files under `home`."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "VIRTUAL_ENV", "CABO_", "SDL_", "PYGAME_"))
           and k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["CABO_DESKTOP_HOME"] = str(home)
    return env


def check_png(path: Path, size: tuple[int, int] = SIZE) -> None:
    """`path` is a PNG of `size` showing a real picture (many colours), not a blank window."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    if not path.is_file():
        raise SmokeError(f"{path} was not written")
    if path.read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
        raise SmokeError(f"{path} is not a PNG file")
    image = pygame.image.load(str(path))
    if image.get_size() != size:
        raise SmokeError(f"{path} is {image.get_size()}, expected {size}")
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, size[0], 8) for y in range(0, size[1], 8)}
    if len(colours) < 50:
        raise SmokeError(f"{path} has only {len(colours)} colours: the window was not drawn")


def run(command: list[str], env: dict[str, str], cwd: Path, timeout: float) -> subprocess.CompletedProcess:
    result = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise SmokeError(f"{' '.join(command)} exited with {result.returncode}\n"
                         f"stdout:\n{result.stdout}\nstderr:\n{result.stderr}")
    return result


def smoke(command: list[str], workdir: Path, rounds: int = 2, quiet_exe: bool = False,
          timeout: float = 120) -> dict[str, Path]:
    """Run the checks above on `command` (the executable, maybe with a prefix such as a Python
    interpreter); files go into `workdir`. Returns the screenshots' paths."""
    workdir.mkdir(parents=True, exist_ok=True)
    env = clean_env(workdir / "home")
    version = project_version()

    out = run([*command, "--version"], env, workdir, timeout).stdout
    if not quiet_exe and out.strip() != f"Cabo Desktop {version}":
        raise SmokeError(f"--version printed {out!r}, expected 'Cabo Desktop {version}'")

    table = workdir / "table.png"
    out = run([*command, "demo", "--headless", "--rounds", str(rounds), "--screenshot", str(table)],
              env, workdir, timeout).stdout
    if not quiet_exe:
        match = re.search(r"(\d+) round\(s\)", out)
        if not match or int(match.group(1)) != rounds:
            raise SmokeError(f"the demo should report {rounds} round(s); it printed:\n{out}")
    check_png(table)

    title = workdir / "title.png"
    run([*command, "screenshot", str(title), "--scene", "title"], env, workdir, timeout)
    check_png(title)
    return {"table": table, "title": title}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable", type=Path)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--quiet-exe", action="store_true", help="the executable has no console output")
    parser.add_argument("--keep", type=Path, help="keep the screenshots in this folder")
    args = parser.parse_args(argv)
    exe = args.executable.resolve()
    with tempfile.TemporaryDirectory() as tmp:
        workdir = args.keep.resolve() if args.keep else Path(tmp)
        try:
            shots = smoke([str(exe)], workdir, rounds=args.rounds, quiet_exe=args.quiet_exe)
        except (SmokeError, subprocess.TimeoutExpired) as exc:
            print(f"smoke test of {exe} FAILED: {exc}", file=sys.stderr)
            return 1
    print(f"smoke test of {exe} passed: --version, demo ({args.rounds} rounds), screenshots "
          + ", ".join(p.name for p in shots.values()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
