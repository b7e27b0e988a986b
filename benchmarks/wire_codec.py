"""Wire codec speed and size: encode and decode time and bytes per observation and per event, for
each game (core/wire.py through `Game.wire()`).

Run: python benchmarks/wire_codec.py [--games N] [--game NAME] [--seed S]
Plays N random games of each game's default variant (random legal actions, 2-4 seats), takes
every seat's observation at every step and every event as every seat sees it, then times each
direction on the lot: encode is the value to JSON text (`to_data` + `dumps`), decode is JSON text
to the value (`loads`, strict, + `from_data`). Times are CPU time of this process (steadier than
wall time when other work shares the machine), the best of three passes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cabo_desktop.core.wire import dumps, loads  # noqa: E402
from cabo_desktop.games import game_names, get_game  # noqa: E402


def collect(name: str, games: int, seed: int) -> tuple[list, list, object]:
    """Every seat's observation at every step and every event as every seat sees it."""
    game = get_game(name)
    variant = game.load_builtin(game.default_variant)
    observations, events = [], []
    for k in range(games):
        seats = max(variant.players.min, min(variant.players.max, 2 + k % 3))
        state, fresh = game.new_game(variant, seats, seed + k)
        rng = random.Random(seed + k)
        while True:
            events += [e.for_seat(s) for e in fresh for s in range(seats)]
            observations += [game.observe(state, s) for s in range(seats)]
            if state.over:
                break
            state, fresh = game.apply(state, rng.choice(list(game.legal_actions(state))))
    return observations, events, variant


def best_of(passes: int, run) -> float:
    times = []
    for _ in range(passes):
        started = time.process_time()
        run()
        times.append(time.process_time() - started)
    return min(times)


def measure(name: str, games: int, seed: int) -> list[str]:
    wire = get_game(name).wire()
    observations, events, variant = collect(name, games, seed)
    lines = []
    for kind, values, encode, decode in (
            ("observation", observations, wire.observation_to_data, wire.observation_from_data),
            ("event", events, wire.event_to_data, lambda data: wire.event_from_data(data, variant))):
        texts = [dumps(encode(v)) for v in values]
        sizes = [len(t.encode()) for t in texts]
        enc = best_of(3, lambda: [dumps(encode(v)) for v in values]) / len(values)
        dec = best_of(3, lambda: [decode(loads(t)) for t in texts]) / len(values)
        lines.append(f"{name:8} {kind:12} {len(values):8,} {enc * 1e6:9.1f} {dec * 1e6:9.1f} "
                     f"{statistics.mean(sizes):8.0f} {statistics.median(sizes):8.0f} {max(sizes):8,}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", choices=game_names(), default=None)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':8} {'kind':12} {'values':>8} {'enc µs':>9} {'dec µs':>9} {'mean B':>8} {'median B':>8} {'max B':>8}")
    for name in [args.game] if args.game else game_names():
        for line in measure(name, args.games, args.seed):
            print(line, flush=True)


if __name__ == "__main__":
    main()
