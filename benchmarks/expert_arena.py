"""The tuning harness of docs/ai.md: the arena with the Expert's class attributes changed.

    PYTHONPATH=. python3 benchmarks/expert_arena.py kaboo expert,skilled 300 7 [jobs=2] [name=value ...]

Arguments: variant, seats, games, seed, then `name=value` pairs: `jobs` (worker processes), or any
class attribute of `ExpertAgent` set to a Python literal before the games (for example
`samples=200 sim_knowledge=False`); the arena's workers are forked, so they see the change. Prints
the arena's summary and the wall time. The same seed gives the same games for every setting, so
rows of one table compare with each other.
"""

from __future__ import annotations

import ast
import sys
import time
from typing import Any

from cabo_desktop.core.arena import format_summary, run_arena
from cabo_desktop.games.cabo.ai.expert import ExpertAgent


def parse_settings(pairs: list[str], options: dict[str, int]) -> tuple[dict[str, int], dict[str, Any]]:
    """`name=value` pairs: the whole-number `options` (their defaults given, such as jobs), and the
    ExpertAgent class attributes to change (a Python literal each). Exits on an unknown name."""
    options, settings = dict(options), {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        if name in options:
            options[name] = int(value)
        elif hasattr(ExpertAgent, name):
            settings[name] = ast.literal_eval(value)
        else:
            sys.exit(f"ExpertAgent has no attribute {name!r}")
    return options, settings


def main(argv: list[str]) -> None:
    if len(argv) < 4:
        sys.exit(__doc__)
    variant, seats, games, seed = argv[0], argv[1].split(","), int(argv[2]), int(argv[3])
    options, settings = parse_settings(argv[4:], {"jobs": 1})
    jobs = options["jobs"]
    for name, value in settings.items():  # the arena's workers are forked: they see the change
        setattr(ExpertAgent, name, value)
    start = time.time()
    summary = run_arena(variant, seats, games, seed, jobs=jobs)
    print(" ".join(argv))
    print(format_summary(summary))
    print(f"{time.time() - start:.0f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
