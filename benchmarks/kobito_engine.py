"""Kobito engine speed with random agents: actions per second and games per second.

    PYTHONPATH=. python3 benchmarks/kobito_engine.py --games 100
"""

from __future__ import annotations

import argparse
import random
import time

from cabo_desktop.games.kobito.rules import apply, legal_actions, load_builtin, new_game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    variant = load_builtin()
    for seats in (2, 4, 6):
        actions = 0
        started = time.perf_counter()
        for seed in range(args.games):
            state, _ = new_game(variant, seats, seed)
            rng = random.Random(seed)
            while not state.over:
                legal = legal_actions(state)
                state, _ = apply(state, legal[rng.randrange(len(legal))])
                actions += 1
        elapsed = time.perf_counter() - started
        print(f"{seats} seats: {actions / elapsed:,.0f} actions/s, {args.games / elapsed:,.1f} games/s, "
              f"{actions / args.games:.0f} actions per game")


if __name__ == "__main__":
    main()
