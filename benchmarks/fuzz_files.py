"""Fuzz the player's files at length (issue 35): mutated saves, autosaves, records, variants,
settings and statistics of each game, read as the game reads them; prints, per game and kind, the
files tried, read, refused with a clear message, crashes, hangs (over 2 s) and files lost.

    python3 benchmarks/fuzz_files.py [--count 100] [--seed 1] [--screens 10] [--json]

Everything happens in a temporary folder (CABO_DESKTOP_HOME): the real per-user files are never
touched. `--screens N` also draws every menu screen over N sets of fuzzed files. Exit code 1 when
anything crashed, hung or was lost; the first few are printed with their reason.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100, help="files per game and kind")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--screens", type=int, default=10, help="sets of fuzzed files drawn on every menu screen")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="cabo-fuzz-")) / "home"
    os.environ["CABO_DESKTOP_HOME"] = str(home)
    import logging
    logging.disable(logging.CRITICAL)  # the readers log every refusal; the counts say it here

    from tests import fuzz_files
    rows, problems, slowest = [], [], 0.0
    started = time.perf_counter()
    for game in fuzz_files.GAMES:
        for kind in fuzz_files.KINDS:
            if kind == "settings" and game != "cabo":
                continue  # one settings file for every game
            counts: Counter = Counter()
            for outcome in fuzz_files.fuzz(kind, game, args.count, args.seed, home):
                counts[outcome.result] += 1
                counts["lost"] += outcome.lost
                slowest = max(slowest, outcome.seconds)
                if outcome.result in ("crash", "hang") or outcome.lost:
                    problems.append(outcome)
            rows.append({"game": "all" if kind == "settings" else game, "kind": kind, "tried": args.count,
                         **{k: counts[k] for k in ("read", "refused", "crash", "hang", "lost")}})
    screen_crashes = 0
    rng = random.Random(args.seed)
    for _ in range(args.screens):
        fuzz_files.clear(home)
        for kind in ("save", "autosave", "variant", "settings", "stats"):
            path = fuzz_files._where(kind)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(fuzz_files.mutate(fuzz_files.seed_data(kind, rng.choice(fuzz_files.GAMES)), rng, 3))
        try:
            fuzz_files.draw_every_menu()
        except Exception as exc:  # noqa: BLE001 - counted and shown
            screen_crashes += 1
            problems.append(fuzz_files.Outcome("screens", "-", "crash", f"{type(exc).__name__}: {exc}"[:300]))
    elapsed = time.perf_counter() - started
    if args.json:
        print(json.dumps({"rows": rows, "screen_sets": args.screens, "screen_crashes": screen_crashes,
                          "slowest_read_s": round(slowest, 3), "seconds": round(elapsed, 1)}, indent=1))
    else:
        print(f"{'game':<8} {'kind':<9} {'tried':>5} {'read':>5} {'refused':>7} {'crash':>5} {'hang':>4} {'lost':>4}")
        for r in rows:
            print(f"{r['game']:<8} {r['kind']:<9} {r['tried']:>5} {r['read']:>5} {r['refused']:>7} {r['crash']:>5} "
                  f"{r['hang']:>4} {r['lost']:>4}")
        total = sum(r["tried"] for r in rows)
        print(f"files tried: {total}; menu screens drawn over {args.screens} fuzzed sets, {screen_crashes} crashed; "
              f"slowest read {slowest:.3f} s; {elapsed:.0f} s in all")
    for outcome in problems[:10]:
        print(f"PROBLEM {outcome.kind}/{outcome.game}: {outcome.result} {outcome.detail} lost={outcome.lost}",
              file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
