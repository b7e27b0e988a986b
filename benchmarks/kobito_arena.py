"""Kobito AI levels against each other (Kobito is not in the registry yet, so not in
`cabo-desktop arena`): win shares, mean scores and decision times.

    PYTHONPATH=. python3 benchmarks/kobito_arena.py --seats strong,solid,solid,solid --games 1000

Seats rotate: game k seats the agents shifted by k, so no level keeps the first seat.
"""

from __future__ import annotations

import argparse
import math
import random
import time

from cabo_desktop.games.kobito.ai import EasyAgent, SolidAgent, StrongAgent
from cabo_desktop.games.kobito.rules import apply, legal_actions, load_builtin, new_game, observe

LEVELS = {"easy": EasyAgent, "solid": SolidAgent, "strong": StrongAgent}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seats", default="solid,easy,easy,easy")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    levels = args.seats.split(",")
    n = len(levels)
    variant = load_builtin()
    wins, totals = [0.0] * n, [0] * n
    times: dict[int, list[float]] = {k: [] for k in range(n)}
    actions = 0
    started = time.perf_counter()
    for g in range(args.games):
        shift = g % n
        seat_of = [(k + shift) % n for k in range(n)]
        agents = {seat_of[k]: LEVELS[levels[k]](seed=g * n + k) for k in range(n)}
        who = {seat_of[k]: k for k in range(n)}
        state, _ = new_game(variant, n, args.seed + g)
        rng = random.Random(g)
        while not state.over:
            seat = state.to_act
            t = time.perf_counter()
            action = agents[seat].choose(observe(state, seat), legal_actions(state), rng)
            times[who[seat]].append(time.perf_counter() - t)
            state, _ = apply(state, action)
            actions += 1
        for w in state.winners:
            wins[who[w]] += 1 / len(state.winners)
        for seat in range(n):
            totals[who[seat]] += state.totals[seat]
    print(f"kobito arena: {n} seats, {args.games} games, {actions / args.games:.0f} actions per game, "
          f"{time.perf_counter() - started:.1f} s")
    for k in range(n):
        share = wins[k] / args.games
        half = 1.96 * math.sqrt(share * (1 - share) / args.games)
        ordered = sorted(times[k])
        p95 = ordered[int(0.95 * (len(ordered) - 1))] * 1000 if ordered else 0.0
        print(f"{k}:{levels[k]:<7} wins {share:6.1%} ({max(0, share - half):.1%}-{min(1, share + half):.1%})  "
              f"mean score {totals[k] / args.games:6.1f}  decision p95 {p95:6.2f} ms")


if __name__ == "__main__":
    main()
