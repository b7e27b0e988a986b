"""The level ladder of Kobito or Cabanga!: every AI level against a fixed baseline, and every level
against the level below it, heads-up, through the arena (`core/arena.play_one`: the same games,
seeds and seat rotation as `cabo-desktop arena`).

    PYTHONPATH=. python3 benchmarks/level_ladder.py --game kobito --games 200
    PYTHONPATH=. python3 benchmarks/level_ladder.py --game cabanga --games 200 --seed 7

The baseline (`--baseline`, default `yardstick`) is a level kept frozen for this measurement
(`games/<game>/ai/yardstick.py`, not offered to players); `random` (any legal action) works too.
For each pair it prints the first level's win share (ties split) with its 95% interval (normal
approximation), both mean scores (Kobito: points a game, more is better; Cabanga!: penalty
points a round, fewer is better) and the first level's decision time p50 / p99 in milliseconds.
Decision times depend on the machine and its load; the rest depends only on the arguments.
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from cabo_desktop.core.arena import play_one
from cabo_desktop.games import get_game


def pair(game_name: str, first: str, second: str, games: int, seed: int) -> dict:
    """`first` against `second` heads-up for `games` games (the arena's rotation: each keeps the
    first seat in half the games)."""
    game = get_game(game_name)
    levels = [first, second]
    wins, rounds, scores, times = 0.0, [0, 0], [0, 0], []
    started = time.perf_counter()
    for g in range(games):
        result = play_one(game.name, game.default_variant, levels, seed, g)
        mine, theirs = result["agents"]
        wins += mine["win"]
        for k, rec in enumerate((mine, theirs)):
            rounds[k] += rec["rounds"]
            scores[k] += rec["score"]
        times.extend(mine["times"])
    share = wins / games
    half = 1.96 * math.sqrt(max(share * (1 - share), 1e-12) / games)
    times.sort()
    return {"first": first, "second": second, "games": games, "share": share,
            "ci": (max(0.0, share - half), min(1.0, share + half)),
            "score": scores[0] / max(1, rounds[0]), "their_score": scores[1] / max(1, rounds[1]),
            "p50": _pct(times, 0.50) * 1000, "p99": _pct(times, 0.99) * 1000,
            "seconds": time.perf_counter() - started}


def _pct(sorted_times: list[float], q: float) -> float:
    if not sorted_times:
        return 0.0
    return sorted_times[min(len(sorted_times) - 1, max(0, math.ceil(q * len(sorted_times)) - 1))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("kobito", "cabanga"), default="kobito")
    parser.add_argument("--games", type=int, default=200, help="games for each pair")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--baseline", default="yardstick", help="the fixed level every level meets (or random)")
    parser.add_argument("--levels", default="",
                        help="comma-separated levels (default: the offered ones, weakest first)")
    parser.add_argument("--only", choices=("baseline", "ladder"), default=None,
                        help="only the pairs against the baseline, or only each level against the one below")
    args = parser.parse_args(argv)
    game = get_game(args.game)
    levels = [s.strip() for s in args.levels.split(",") if s.strip()] or \
        [level.key for level in game.offered_levels()]
    pairs = []
    if args.only != "ladder":
        pairs += [(level, args.baseline) for level in levels]
    if args.only != "baseline":
        pairs += list(zip(levels[1:], levels[:-1]))
    score = "points/game" if args.game == "kobito" else "points/round"
    print(f"{args.game} level ladder: heads-up, {args.games} games a pair, seed {args.seed}, "
          f"baseline {args.baseline}")
    print(f"{'pair':<22}{'wins':>7}  {'95% CI':<13}{score + ' (vs)':>20}{'p50 ms':>9}{'p99 ms':>9}{'time':>7}")
    for first, second in pairs:
        r = pair(args.game, first, second, args.games, args.seed)
        print(f"{first + ' vs ' + second:<22}{r['share']:>7.1%}  {r['ci'][0]:>5.1%}-{r['ci'][1]:<6.1%}"
              f"{r['score']:>11.2f} ({r['their_score']:>6.2f}){r['p50']:>9.2f}{r['p99']:>9.2f}{r['seconds']:>6.0f}s",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
