"""How much better than Solid can a Cabanga! player be? Two players that cheat, against three
Solid players (seats rotating), as yardsticks for the Strong level (issue 16 asks Strong >= 40%):

- `oracle`: Solid's rule, but it counts the cards really in the other hands (it sees them all);
- `oracle-strong`: Strong's search dealt the true hands (only the penalty pile's order is
  shuffled), instead of tables drawn from its tracker.

    PYTHONPATH=. python3 benchmarks/cabanga_ceiling.py --games 1000

They are measurements only: no player at the table ever sees what its seat may not.
"""

from __future__ import annotations

import argparse
import random

from cabo_desktop.games.cabanga.ai.agents import SolidAgent, other_pile_top
from cabo_desktop.games.cabanga.ai.strong import StrongAgent
from cabo_desktop.games.cabanga.rules import apply, legal_actions, load_builtin, new_game, observe

TABLE: dict = {}  # the true state of the game being played, for the cheaters only


class Oracle(SolidAgent):
    def cost(self, obs, play):
        state = TABLE["state"]
        card, other = play.card, other_pile_top(obs, play.card, play.side)
        low, high = min(card.value, other), max(card.value, other)
        thrown = sum(1 for seat, hand in enumerate(state.hands) if seat != obs.seat for c in hand
                     if c.colour == card.colour and low < c.value < high)
        if obs.variant.turn.same_colour_penalty and obs.last_colour == card.colour:
            thrown += 1
        return thrown * self.mean_points(obs) - obs.variant.symbols_of(card)


class OracleStrong(StrongAgent):
    def track(self, obs):
        tracker = super().track(obs)
        state = TABLE["state"]

        def true_hands(rng):
            pile = list(state.penalty)
            rng.shuffle(pile)
            return {s: list(h) for s, h in enumerate(state.hands) if s != obs.seat}, pile

        tracker.sample = true_hands
        return tracker


def share(cls, games: int, seed: int) -> float:
    variant = load_builtin()
    wins = 0.0
    for g in range(games):
        k = g % 4
        agents = [SolidAgent(seed=g * 4 + i) for i in range(4)]
        agents[k] = cls(seed=g)
        state, _ = new_game(variant, 4, seed * 1_000_003 + g)
        rng = random.Random(g)
        while not state.over:
            TABLE["state"] = state
            seat = state.to_act
            state, _ = apply(state, agents[seat].choose(observe(state, seat), legal_actions(state), rng))
        if k in state.winners:
            wins += 1 / len(state.winners)
    return wins / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--only", choices=("oracle", "oracle-strong"), default=None)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    for name, cls in (("oracle", Oracle), ("oracle-strong", OracleStrong)):
        if args.only not in (None, name):
            continue
        print(f"{name:<14} {share(cls, args.games, args.seed):6.1%} of {args.games} games against three Solid")


if __name__ == "__main__":
    main()
