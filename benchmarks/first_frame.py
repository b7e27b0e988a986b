"""Time to first frame of each build, measured from outside the process (issue 6).

    python benchmarks/first_frame.py [--runs 10] [--builds source,onedir,onefile] [--dist dist] [--xvfb] [--json]

For each build the game is started as a player starts it (`cabo-desktop play`, the title screen)
in a fresh process, with CABO_DESKTOP_FIRST_FRAME=quit: the game prints one line once its first
frame has been flipped to the window, then quits. The time is taken here, from just before the
process is spawned to the moment that line arrives: interpreter start-up, the onefile's
unpacking, every import and the first drawing are all inside it. One warm-up run per build is
not counted (it fills the page cache, as for any program started twice). Prints min / median /
max over --runs runs, and the time until the process had exited.

By default SDL's dummy video driver is used (no display needed); --xvfb starts an Xvfb server
and opens a real X11 window instead. Sound uses the dummy driver either way.
Builds come from `python packaging/build.py --onedir --onefile` (dist/onedir, dist/onefile).
Targets: onedir <= 0.6 s, onefile <= 1.0 s.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIGNAL = "cabo-desktop: first frame presented"
TARGETS = {"onedir": 0.6, "onefile": 1.0}
EXE = "cabo-desktop" + (".exe" if os.name == "nt" else "")


def command_for(build: str, dist: Path) -> list[str]:
    if build == "source":
        return [sys.executable, "-m", "cabo_desktop", "play"]
    path = dist / "onedir" / "cabo-desktop" / EXE if build == "onedir" else dist / "onefile" / EXE
    if not path.is_file():
        raise SystemExit(f"{path} not found: build it first with python packaging/build.py --{build}")
    return [str(path), "play"]


def one_run(command: list[str], env: dict[str, str], timeout: float = 60) -> tuple[float, float]:
    """(seconds to the first-frame line, seconds to exit) of one fresh process."""
    started = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    first = None
    try:
        for line in proc.stdout:  # type: ignore[union-attr]
            if line.strip() == SIGNAL and first is None:
                first = time.perf_counter() - started
        proc.wait(timeout=timeout)
    finally:
        if proc.poll() is None:
            proc.kill()
    exited = time.perf_counter() - started
    if first is None or proc.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited with {proc.returncode} without showing a frame")
    return first, exited


class Xvfb:
    """A private X server on a free display number, for a real window (--xvfb)."""

    def __enter__(self) -> str:
        if not shutil.which("Xvfb"):
            raise SystemExit("Xvfb not found (Debian: apt install xvfb)")
        for number in range(90, 140):
            if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
                break
        self.proc = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):  # up to 5 s for its socket
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                return f":{number}"
            time.sleep(0.05)
        self.proc.kill()
        raise SystemExit("Xvfb did not start")

    def __exit__(self, *exc) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


def measure(builds: list[str], runs: int, dist: Path, display: str | None) -> dict:
    results = {}
    with tempfile.TemporaryDirectory() as home:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "CABO_"))}
        env.update(CABO_DESKTOP_HOME=home, CABO_DESKTOP_FIRST_FRAME="quit", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        if display:
            env["DISPLAY"] = display
            env.pop("WAYLAND_DISPLAY", None)
        else:
            env["SDL_VIDEODRIVER"] = "dummy"
        for build in builds:
            command = command_for(build, dist)
            warm_up = one_run(command, env)
            firsts, exits = [], []
            for _ in range(runs):
                first, exited = one_run(command, env)
                firsts.append(first)
                exits.append(exited)
            results[build] = {"runs": runs, "min_s": min(firsts), "median_s": statistics.median(firsts),
                              "max_s": max(firsts), "median_exit_s": statistics.median(exits),
                              "warm_up_s": warm_up[0], "target_s": TARGETS.get(build)}
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--builds", default="source,onedir,onefile", help="comma-separated: source, onedir, onefile")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--xvfb", action="store_true", help="a real X11 window on a private Xvfb server")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    builds = [b.strip() for b in args.builds.split(",") if b.strip()]
    unknown = set(builds) - {"source", "onedir", "onefile"}
    if unknown:
        parser.error(f"unknown build(s): {', '.join(sorted(unknown))}")
    if args.xvfb:
        with Xvfb() as display:
            results = measure(builds, args.runs, args.dist.resolve(), display)
    else:
        results = measure(builds, args.runs, args.dist.resolve(), None)
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    video = "X11 window on Xvfb" if args.xvfb else "SDL dummy video driver"
    print(f"time to first frame (title screen), {video}, {args.runs} runs each after one warm-up")
    load = f"; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores" if hasattr(os, "getloadavg") else ""
    print(f"measured from spawn to the first frame's signal on stdout{load}")
    ok = True
    for build, r in results.items():
        target = r["target_s"]
        verdict = "" if target is None else (f"  target <= {target} s: " + ("met" if r["median_s"] <= target else "MISSED"))
        ok &= target is None or r["median_s"] <= target
        print(f"  {build:<8} median {r['median_s']:.3f} s  min {r['min_s']:.3f} s  max {r['max_s']:.3f} s"
              f"  (exit after {r['median_exit_s']:.3f} s){verdict}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
