"""A diagnostic: how far apart the Expert's drawn-card candidates are, and how noisy one world is.

    PYTHONPATH=. python3 benchmarks/search_spread.py [VARIANT] [SEATS] [GAMES]

Plays GAMES games (default official, expert,skilled, 20); the first seat is always the Expert.
At every drawn-card search it keeps each world's objective per candidate, then prints, over the
searches:
- the gap between the means of the two best candidates (what the search must tell apart; a spy's
  credit taken off its mean, as the search does);
- the standard deviation of their paired difference in one world (common random numbers).
The ratio says how many worlds a choice needs: a choice at a deeper node of a tree search
(information-set MCTS over our own next decisions) gets only a share of the root's worlds.
docs/ai.md (sixteenth round) reads the budget such a search would need from these figures.
"""

from __future__ import annotations

import statistics
import sys

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import load_builtin


class RecordingExpert(ExpertAgent):
    """The Expert, keeping every world's objective in its drawn-card searches."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.worlds: list[float] | None = None
        self.n_candidates = 0
        self.bonus: dict[int, float] = {}
        self.searches: list[tuple[float, float, int]] = []  # (gap of the two best means, sd, worlds)

    def _objective(self, sim, obs, weight=None, scores=None):
        value = super()._objective(sim, obs, weight, scores)
        if self.worlds is not None:
            self.worlds.append(value)  # worlds in order, candidates in order within a world
        return value

    def _evaluate(self, obs, a, candidates, n_samples, bonus, apply, start=None):
        assert self.race_factor == 1, "racing drops candidates: the worlds would no longer line up"
        self.n_candidates, self.bonus = len(candidates), bonus
        return super()._evaluate(obs, a, candidates, n_samples, bonus, apply, start)

    def on_drawn(self, obs, legal, rng):
        self.worlds, self.n_candidates = [], 0
        try:
            return super().on_drawn(obs, legal, rng)
        finally:
            values, self.worlds = self.worlds, None
            if values and self.n_candidates > 1:
                self.searches.append(spread(values, self.n_candidates, self.bonus))


def spread(values: list[float], k: int, bonus: dict[int, float] | None = None) -> tuple[float, float, int]:
    """For one search's objectives (k candidates a world, lower is better; `bonus`: points taken
    off a candidate's mean): the gap of the two best means, the standard deviation of their
    difference world by world, and the number of worlds."""
    worlds = [values[i:i + k] for i in range(0, len(values) - k + 1, k)]
    bonus = bonus or {}
    means = [statistics.fmean(w[c] for w in worlds) - bonus.get(c, 0.0) for c in range(k)]
    best, second = sorted(range(k), key=means.__getitem__)[:2]
    return means[second] - means[best], statistics.pstdev(w[second] - w[best] for w in worlds), len(worlds)


def quartiles(xs: list[float]) -> str:
    xs = sorted(xs)
    return f"median {statistics.median(xs):.2f} (quartiles {xs[len(xs) // 4]:.2f}, {xs[3 * len(xs) // 4]:.2f})"


def main(argv: list[str]) -> None:
    variant = argv[0] if argv else "official"
    seats = argv[1].split(",") if len(argv) > 1 else ["expert", "skilled"]
    games = int(argv[2]) if len(argv) > 2 else 20
    searches = []
    for g in range(games):
        expert = RecordingExpert(seed=g * 10)
        agents = [expert] + [make_agent(level, seed=g * 10 + i) for i, level in enumerate(seats[1:], 1)]
        play_game(load_builtin(variant), agents, seed=500 + g)
        searches += expert.searches
    if not searches:
        sys.exit("no drawn-card search was played")
    print(f"{variant}, {','.join(seats)}, {games} games: {len(searches)} drawn-card searches, "
          f"{statistics.median(s[2] for s in searches):.0f} worlds each (median)")
    print("gap between the two best candidates' means:", quartiles([s[0] for s in searches]))
    print("sd of their difference in one world:       ", quartiles([s[1] for s in searches]))


if __name__ == "__main__":
    main(sys.argv[1:])
