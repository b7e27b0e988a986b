"""Soak: whole games through the real scenes, headless, printing the process's memory as it goes.

    python benchmarks/soak.py [--games 1000] [--every 50] [--seed 1]

Every seat an AI (random agents: the UI and storage are under test, not the AI), the variants in
turn (official, classic, kaboo) with 2 to 6 seats as each allows, at the instant animation speed,
the round-end and game-over screens closing by themselves. Prints the resident set size (RSS)
after every `--every` games and, at the end, the growth from game `--every` to the last game
(target over 1,000 games: within 10 MB) and the surface cache's size.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

VARIANTS = ("official", "classic", "kaboo")


def rss_mb() -> float:
    """The resident set size now (Linux: /proc; elsewhere the peak, from resource)."""
    try:
        with open("/proc/self/statm") as handle:
            pages = int(handle.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 2**10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--every", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("CABO_DESKTOP_HOME", str(Path("/tmp") / f"cabo-soak-{os.getpid()}"))
    import pygame

    from cabo_desktop.games import get_game
    from cabo_desktop.ui import assets
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.tables import make_table

    app = App((1280, 720), headless=True)
    game = get_game("cabo")
    marks: dict[int, float] = {}
    started = time.perf_counter()
    frames = 0
    try:
        for number in range(1, args.games + 1):
            variant = game.load_builtin(VARIANTS[number % len(VARIANTS)])
            seats = 2 + number % (variant.players.limit - 1)
            table = make_table(app, variant, seats, seed=args.seed + number, human=None, levels=["random"],
                               speed="instant", auto_continue=0.01)
            app.scenes.clear_to(table)
            while not table.finished and not app.errors:
                app.step(1 / 60, events=[])
                frames += 1
            if app.errors:
                print(f"game {number}: error {app.errors[-1]!r}")
                return 1
            app.step(1 / 60, events=[])  # the game-over screen, once
            del table
            if number % args.every == 0:
                gc.collect()
                marks[number] = rss_mb()
                print(f"game {number:>5}: RSS {marks[number]:7.1f} MB   surfaces {len(assets.surfaces):>4}   "
                      f"{frames / (time.perf_counter() - started):6.0f} frames/s", flush=True)
    finally:
        pygame.quit()
    first, last = min(marks), max(marks)
    print(f"RSS growth from game {first} to game {last}: {marks[last] - marks[first]:+.1f} MB "
          f"(target over 1,000 games: within 10 MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
