"""Cabanga! AI levels against each other (Cabanga! is not in the registry yet, so not in
`cabo-desktop arena`): win shares with 95% intervals, mean points per round and decision times.

    PYTHONPATH=. python3 benchmarks/cabanga_arena.py --seats solid,easy,easy,easy --games 1000 --seed 7

Seats rotate: game k seats the agents shifted by k, so no level keeps the first seat.
"""

from __future__ import annotations

import argparse
import math
import random
import time

from cabo_desktop.games.cabanga.ai import EasyAgent, SolidAgent, StrongAgent
from cabo_desktop.games.cabanga.rules import apply, legal_actions, load_builtin, new_game, observe

LEVELS = {"easy": EasyAgent, "solid": SolidAgent, "strong": StrongAgent}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seats", default="solid,easy,easy,easy")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    levels = args.seats.split(",")
    n = len(levels)
    variant = load_builtin()
    wins = [0.0] * n
    points = [0] * n
    rounds = 0
    times: dict[int, list[float]] = {k: [] for k in range(n)}
    actions = 0
    started = time.perf_counter()
    for g in range(args.games):
        shift = g % n
        seat_of = [(k + shift) % n for k in range(n)]  # agent k sits at seat_of[k]
        agent_at = {seat_of[k]: k for k in range(n)}
        agents = {seat_of[k]: LEVELS[levels[k]](seed=args.seed * 100_003 + g * n + k) for k in range(n)}
        state, _ = new_game(variant, n, args.seed * 1_000_003 + g)
        rng = random.Random(args.seed * 7_919 + g)
        while not state.over:
            seat = state.to_act
            t = time.perf_counter()
            action = agents[seat].choose(observe(state, seat), legal_actions(state), rng)
            times[agent_at[seat]].append(time.perf_counter() - t)
            state, _ = apply(state, action)
            actions += 1
        for seat in state.winners:
            wins[agent_at[seat]] += 1 / len(state.winners)
        for seat, total in enumerate(state.totals):
            points[agent_at[seat]] += total
        rounds += len(state.history)
    elapsed = time.perf_counter() - started
    print(f"cabanga arena: {args.games} games, {n} seats, seed {args.seed}, {rounds / args.games:.2f} rounds per game, "
          f"{actions / elapsed:.0f} actions/s (agents included)")
    print(f"{'agent':<10} {'wins':>7} {'95% CI':>14} {'points/round':>13} {'p95 ms':>8} {'max ms':>8}")
    for k, level in enumerate(levels):
        share = wins[k] / args.games
        half = 1.96 * math.sqrt(max(share * (1 - share), 1e-9) / args.games)
        ts = sorted(times[k])
        p95 = ts[int(0.95 * (len(ts) - 1))] * 1000 if ts else 0.0
        print(f"{k}:{level:<8} {share:7.1%} {max(0, share - half):6.1%}-{min(1, share + half):5.1%} "
              f"{points[k] / rounds:13.2f} {p95:8.2f} {ts[-1] * 1000 if ts else 0:8.2f}")


if __name__ == "__main__":
    main()
