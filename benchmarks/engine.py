"""Engine speed: actions per second of whole games between random agents.

Run: python benchmarks/engine.py [--game cabo] [--games N] [--variant NAME]
Prints one line per seat count. Uses the same loop as the arena and the simulate command, with
the game's own random agent.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cabo_desktop.core.runner import play_game  # noqa: E402
from cabo_desktop.games import get_game  # noqa: E402


def measure(game_name: str, variant_name: str | None, seats: int, games: int, repeats: int) -> tuple[float, int]:
    game = get_game(game_name)
    variant = game.seats_for(game.load_builtin(variant_name or game.default_variant), seats)
    best = 0.0
    actions = 0
    for _ in range(repeats):
        actions = 0
        # CPU time of this process: steadier than wall time when other work shares the machine
        started = time.process_time()
        for seed in range(games):
            agents = [game.random_agent() for _ in range(seats)]
            actions += len(play_game(variant, agents, seed, game=game).actions)
        best = max(best, actions / (time.process_time() - started))
    return best, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3, help="best of this many runs")
    parser.add_argument("--game", default="cabo")
    parser.add_argument("--variant", default=None, help="a built-in variant of the game (default: its default)")
    args = parser.parse_args()
    print(f"engine benchmark: {args.game} {args.variant or 'default variant'}, {args.games} games per run, "
          f"best of {args.repeats}")
    for seats in (2, 4):
        rate, actions = measure(args.game, args.variant, seats, args.games, args.repeats)
        print(f"  {seats} seats: {rate:>9,.0f} actions/s  ({actions} actions per run)")


if __name__ == "__main__":
    main()
