"""What players do at a table, a round at a time: snaps, spies, swaps, and how fast totals grow.

    PYTHONPATH=. python3 benchmarks/table_habits.py --variant kaboo --seats skilled,skilled,skilled,skilled --games 10

Plays `--games` games of the given seats (CABO levels) and prints, per round, how many snaps took
the snapper's own card or another player's, spies, peeks (the deal's looks included), swaps and
declined swaps, calls and reshuffles; then the mean and spread of one player's round score and the
leader's gain per round (what the Expert's game-end term assumes: `round_mean`, `round_sd`). The
eighth tuning round (docs/ai.md) used it to find that Skilled players snap 3.3 opponents' cards a
round at a four-seat kaboo table, which the Expert's rollouts did not play.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import events as E, load_builtin

COUNTED = {E.CardSpied: "spies and black-King looks", E.CardPeeked: "peeks (deal included)", E.CardsSwapped: "swaps",
           E.SwapDeclined: "swaps declined", E.CaboCalled: "calls", E.DeckReshuffled: "reshuffles",
           E.SnapMissed: "wrong snaps"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="kaboo")
    parser.add_argument("--seats", default="skilled,skilled,skilled,skilled")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    variant, seats = load_builtin(args.variant), args.seats.split(",")
    counts: Counter = Counter()
    scores: list[int] = []
    leader_gain: list[int] = []

    def count(state, action, events) -> None:
        for event in events:
            kind = type(event)
            if kind is E.SnapHit:
                counts["snaps of one's own card" if event.seat == event.target_seat else "snaps of another's card"] += 1
            elif kind in COUNTED:
                counts[COUNTED[kind]] += 1

    for game in range(args.games):
        agents = [make_agent(level, seed=game * 10 + i) for i, level in enumerate(seats)]
        run = play_game(variant, agents, seed=args.seed + game, on_step=count)
        before = [0] * len(seats)
        for result in run.state.history:
            scores.extend(result.scores)
            leader_gain.append(max(result.totals) - max(before))
            before = list(result.totals)
    rounds = len(leader_gain)
    print(f"{args.variant}, {args.seats}: {args.games} games, {rounds} rounds")
    for name, n in sorted(counts.items()):
        print(f"  {name:26} {n / rounds:6.2f} a round")
    print(f"  round score {statistics.fmean(scores):.2f} (spread {statistics.pstdev(scores):.2f}); "
          f"leader's gain {statistics.fmean(leader_gain):.2f} a round")


if __name__ == "__main__":
    main()
