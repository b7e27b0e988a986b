"""A diagnostic, never a player: what the Expert's searches would gain by seeing hidden cards.

    PYTHONPATH=. python3 benchmarks/oracle_expert.py [--variant official] [--games 400] [--seed 7]
        [--sees nothing|mine|opponents|everything] [--during drawn,cabo,snap,swap] [--jobs 2]

Plays an Expert against Skilled heads-up (seats alternate game by game). In the searches named by
`--during` (the drawn-card search, the CABO search, the kaboo snap and black-King searches) its
sampled worlds hold the true cards: its own hidden cards (`mine`), the opponent's (`opponents`), or
every hand and the deck's order (`everything`). What it knows of its cards in those worlds, its
observation and the rest of its play stay as they are. `--sees nothing` is the honest Expert on the
same games. docs/ai.md (tenth and eleventh rounds) reads from it where not knowing a card costs the
Expert most. Prints the Expert's win share with its 95% interval and the wall time.
"""

from __future__ import annotations

import argparse
import math
import time
from multiprocessing import Pool

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import load_builtin


def _searching(phase: str, method):
    """`method`, noting first which search its samples are for."""
    def searched(self, *args):
        self.phase = phase
        return method(self, *args)
    return searched


class SeeingExpert(ExpertAgent):
    """The Expert with the true cards dealt into the worlds of the searches in `during`."""

    def __init__(self, seed: int, sees: str, during: frozenset[str]):
        super().__init__(seed)
        self.sees, self.during = sees, during
        self.state = None  # the game's true state at this decision, kept up to date by the game loop
        self.phase = ""

    on_drawn = _searching("drawn", ExpertAgent.on_drawn)
    _cabo_search = _searching("cabo", ExpertAgent._cabo_search)
    on_snap = _searching("snap", ExpertAgent.on_snap)
    on_decide_swap = _searching("swap", ExpertAgent.on_decide_swap)

    def _sample(self, obs, a, rng):
        sim = super()._sample(obs, a, rng)
        if self.phase not in self.during or self.sees == "nothing":
            return sim
        faces, hands = self.state.variant.faces, self.state.round.hands
        for seat, hand in enumerate(hands):
            if self.sees == "everything" or (seat == obs.seat) == (self.sees == "mine"):
                sim.vals[seat] = [faces[card].value for card in hand]
        if self.sees == "everything":
            sim.deck = [faces[card].value for card in self.state.round.deck]
        return sim


def play(job: tuple) -> float:
    """One game; the seeing Expert's share of the win."""
    variant_name, g, seed, sees, during = job
    game_seed = seed * 100_003 + g
    expert = SeeingExpert(game_seed * 10, sees, during)
    agents = [expert, make_agent("skilled", seed=game_seed * 10 + 1)]
    if g % 2:
        agents.reverse()

    def on_step(state, action, events):
        expert.state = state

    run = play_game(load_builtin(variant_name), agents, seed=game_seed, on_step=on_step)
    me = agents.index(expert)
    winners = run.state.winners
    return 1.0 / len(winners) if me in winners else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="official")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--sees", choices=("nothing", "mine", "opponents", "everything"), default="mine")
    parser.add_argument("--during", default="drawn,cabo,snap,swap")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    during = frozenset(args.during.split(","))
    start = time.time()
    jobs = [(args.variant, g, args.seed, args.sees, during) for g in range(args.games)]
    with Pool(args.jobs) as pool:
        share = sum(pool.imap_unordered(play, jobs)) / args.games
    half = 196 * math.sqrt(share * (1 - share) / args.games)
    print(f"{args.variant}, expert seeing {args.sees} during {','.join(sorted(during))} vs skilled, "
          f"{args.games} games, seed {args.seed}: {100 * share:.1f}% +-{half:.1f}  ({time.time() - start:.0f} s)")


if __name__ == "__main__":
    main()
