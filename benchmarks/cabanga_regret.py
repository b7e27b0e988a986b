"""How close are the Strong level's Cabanga! plays to the best play, measured play by play? A
sharper yardstick than the arena's win share, for tuning the search.

Positions are collected from games of Strong (seat 0) against three Solid players. At each, every
legal play is valued on the true table (the hands as they are, the penalty pile's order shuffled
`--shuffles` times, every seat playing on as Solid to the round's end): its mean own points at the
round's end. A player's regret at a position is the value of its play less the best value; the
script prints the mean regret of Solid and of Strong under each setting given (the trackers are
shared, so settings differ only in the search).

    PYTHONPATH=. python3 benchmarks/cabanga_regret.py --games 24 --shuffles 120 \\
        "" "rotations=100 budget=360 max_samples=140" "rotations=1 budget=360 max_samples=140"

A setting is Strong's class attributes as name=value ("" is Strong as shipped; rotations=100 plays
every play-out to the round's end). Measured figures are in docs/cabanga.md.
"""

from __future__ import annotations

import argparse
import ast
import copy
import random
import time

from cabo_desktop.games.cabanga.ai import SolidAgent, StrongAgent
from cabo_desktop.games.cabanga.ai.sim import SimRound, geometry_of, tops_of
from cabo_desktop.games.cabanga.rules import COLOURS, SIDES, apply, legal_actions, load_builtin, new_game, observe
from cabo_desktop.games.cabanga.rules.actions import Play


def true_values(state, plays, geo, shuffles: int, rng: random.Random) -> dict:
    """Each play's mean points for the seat to play at the round's end, on the true hands."""
    base = SimRound(geo, [geo.mask(h) for h in state.hands], tops_of(state.piles), [geo.bit(c) for c in state.penalty],
                    [geo.bit(c) for c in state.thrown], geo.public_mask(state.piles, state.thrown), state.current,
                    COLOURS.index(state.last_colour) if state.last_colour else -1, None)
    seeds = [rng.randrange(1 << 30) for _ in range(shuffles)]
    values = {}
    for play in plays:
        total = 0
        for seed in seeds:  # the same shuffles for every play
            shuffled = random.Random(seed)
            sim = base.copy(shuffled)
            shuffled.shuffle(sim.penalty)
            if sim.play(geo.bit(play.card), SIDES.index(play.side)):
                points = [geo.hand_points(h) for h in sim.hands]
            else:
                points = sim.run()
            total += points[state.current]
        values[play] = total / shuffles
    return values


def collect(games: int, shuffles: int, seed: int) -> list[tuple]:
    variant = load_builtin()
    geo = geometry_of(variant)
    positions = []
    for g in range(games):
        state, events = new_game(variant, 4, seed * 1_000_003 + g)
        agents = [StrongAgent(seed=g)] + [SolidAgent() for _ in range(3)]
        for event in events:
            agents[0].notify(0, event.for_seat(0))
        rng, value_rng = random.Random(g), random.Random(seed * 7_919 + g)
        while not state.over:
            seat, legal = state.to_act, legal_actions(state)
            obs = observe(state, seat)
            plays = [a for a in legal if isinstance(a, Play)]
            if seat == 0 and len(plays) > 1:
                # a copy of the Strong player as it is here (its tracker up to date), for every
                # setting to decide from; the variant and its geometry are shared, not copied
                agents[0].track(obs)
                clone = copy.deepcopy(agents[0], {id(variant): variant, id(geo): geo})
                clone.seed = len(positions)
                positions.append((clone, obs, legal, true_values(state, plays, geo, shuffles, value_rng)))
            state, events = apply(state, agents[seat].choose(obs, legal, rng))
            for event in events:
                agents[0].notify(0, event.for_seat(0))
    return positions


def regret(positions, choose) -> tuple[float, float, float]:
    """Mean regret, the share of best plays, and the decision time's 95th percentile (ms)."""
    total = hits = 0.0
    times = []
    for k, (agent, obs, legal, values) in enumerate(positions):
        started = time.perf_counter()
        action = choose(agent, obs, legal, random.Random(k))
        times.append(time.perf_counter() - started)
        best = min(values.values())
        total += values[action] - best
        hits += values[action] == best
    times.sort()
    return total / len(positions), hits / len(positions), times[int(0.95 * (len(times) - 1))] * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--shuffles", type=int, default=120)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--repeats", type=int, default=2, help="agent seeds per setting (its own randomness)")
    parser.add_argument("settings", nargs="*", default=[""])
    args = parser.parse_args()
    started = time.perf_counter()
    positions = collect(args.games, args.shuffles, args.seed)
    print(f"{len(positions)} positions from {args.games} games ({time.perf_counter() - started:.0f} s)")
    print(f"{'player':<44} {'regret':>7} {'best':>6} {'p95 ms':>7}")
    mean, hits, p95 = regret(positions, lambda agent, obs, legal, rng: SolidAgent().choose(obs, legal, rng))
    print(f"{'Solid':<44} {mean:7.3f} {hits:6.1%} {p95:7.1f}")
    defaults = dict(vars(StrongAgent))
    for setting in args.settings:
        values = dict(pair.split("=", 1) for pair in setting.split())
        for name, value in values.items():
            if name not in defaults:
                raise SystemExit(f"StrongAgent has no setting {name!r}")
            setattr(StrongAgent, name, ast.literal_eval(value))
        for repeat in range(args.repeats):
            def strong(agent, obs, legal, rng, repeat=repeat):
                agent.decisions, agent.seed = 0, agent.seed % 100_000 + 100_000 * repeat
                return agent.choose(obs, legal, rng)
            mean, hits, p95 = regret(positions, strong)
            print(f"{'Strong ' + (setting or '(as shipped)') + f' #{repeat}':<44} {mean:7.3f} {hits:6.1%} {p95:7.1f}")
        for name in values:
            setattr(StrongAgent, name, defaults[name])


if __name__ == "__main__":
    main()
