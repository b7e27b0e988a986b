"""How well the Expert's rollouts predict a round: each CABO search's forecast against what happened.

    PYTHONPATH=. python3 benchmarks/rollout_calibration.py official expert,skilled,skilled,skilled 100 [seed=1]
        [jobs=2] [name=value ...]

Arguments: variant, seats (the first is the Expert), games, then `seed`, `jobs`, or any class
attribute of `ExpertAgent` (as in benchmarks/expert_arena.py). At every CABO search (call, or play
on) the Expert's rollouts forecast, for the branch it takes, its round score, the mean opponent's,
the hands' final sums and who ends the round (the deck, our call, an opponent's call). When the
round is scored the script sets the forecasts beside the truth, per branch. A rollout world whose
players call far more often than the real ones, or that sees our own future too bright, shows up
as a gap between the columns (docs/ai.md, ninth round). Only this script reads the true outcome.
"""

from __future__ import annotations

import multiprocessing as mp
import sys
from collections import defaultdict

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import actions as A, events as E, load_builtin
from expert_arena import parse_settings  # this script's folder is on the path when it runs

ENDS = ("deck", "us", "opponent")


class Forecaster(ExpertAgent):
    """The Expert, recording what its rollouts foresaw in each CABO search."""

    def __init__(self, seed: int):
        super().__init__(seed=seed)
        self.forecasts: list[tuple[str, dict]] = []  # (branch taken, mean forecast), this round
        self._worlds: list | None = None

    def _objective(self, sim, obs, weight=None):
        if self._worlds is not None:
            scores, me = sim.scores(), obs.seat
            end = "deck" if sim.caller < 0 else ("us" if sim.caller == me else "opponent")
            others = [s for s in range(sim.n) if s != me]
            self._worlds.append({"my score": scores[me], "opponent score": sum(scores[s] for s in others) / len(others),
                                 "my sum": sum(sim.vals[me]),
                                 "opponent sum": sum(sum(sim.vals[s]) for s in others) / len(others), "end": end})
        return super()._objective(sim, obs, weight)

    def _cabo_search(self, obs, a, other):
        self._worlds = []
        choice = super()._cabo_search(obs, a, other)
        worlds, self._worlds = self._worlds, None
        called = choice is A.CALL_CABO
        taken = worlds[0 if called else 1::2]  # the branches alternate: call, then play on, per sample
        mean = {key: sum(w[key] for w in taken) / len(taken) for key in taken[0] if key != "end"}
        for end in ENDS:
            mean["ends: " + end] = sum(w["end"] == end for w in taken) / len(taken)
        self.forecasts.append(("call" if called else "play on", mean))
        return choice


def one_game(args: tuple) -> dict:
    g, seed, variant_name, levels, settings = args
    for name, value in settings.items():
        setattr(ExpertAgent, name, value)
    n = len(levels)
    owner = [(s + g) % n for s in range(n)]  # seats rotated, as in the arena
    agents = [Forecaster(g * 16 + s) if owner[s] == 0 else make_agent(levels[owner[s]], g * 16 + s) for s in range(n)]
    me = owner.index(0)
    expert = agents[me]
    totals: dict = defaultdict(lambda: defaultdict(float))

    def look(state, action, events):
        for event in events:
            if type(event) is not E.RoundScored:
                continue
            others = [s for s in range(n) if s != me]
            truth = {"my score": event.scores[me], "opponent score": sum(event.scores[s] for s in others) / len(others),
                     "my sum": event.sums[me], "opponent sum": sum(event.sums[s] for s in others) / len(others)}
            end = "deck" if event.caller is None else ("us" if event.caller == me else "opponent")
            for end_ in ENDS:
                truth["ends: " + end_] = float(end == end_)
            for branch, forecast in expert.forecasts:
                row = totals[branch]
                row["n"] += 1
                for key, value in forecast.items():
                    row[key + ", forecast"] += value
                    row[key + ", true"] += truth[key]
            expert.forecasts.clear()

    play_game(load_builtin(variant_name), agents, seed + g, on_step=look)
    return {branch: dict(row) for branch, row in totals.items()}


def main(argv: list[str]) -> None:
    if len(argv) < 3:
        sys.exit(__doc__)
    variant, levels, games = argv[0], tuple(argv[1].split(",")), int(argv[2])
    options, settings = parse_settings(argv[3:], {"seed": 1, "jobs": 2})
    seed, jobs = options["seed"], options["jobs"]
    work = [(g, seed, variant, levels, settings) for g in range(games)]
    if jobs > 1:
        with mp.Pool(jobs) as pool:
            results = pool.map(one_game, work)
    else:
        results = [one_game(w) for w in work]
    totals: dict = defaultdict(lambda: defaultdict(float))
    for result in results:
        for branch, row in result.items():
            for key, value in row.items():
                totals[branch][key] += value
    print(" ".join(argv))
    for branch in ("call", "play on"):
        row = totals.get(branch)
        if not row:
            continue
        n = row["n"]
        print(f"{branch}: {n:.0f} decisions")
        print(f"  {'':20s} {'forecast':>9s} {'true':>7s}")
        for key in ("my score", "opponent score", "my sum", "opponent sum") + tuple("ends: " + e for e in ENDS):
            print(f"  {key:20s} {row[key + ', forecast'] / n:9.2f} {row[key + ', true'] / n:7.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
