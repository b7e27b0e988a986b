"""Where a matchup's points go: rounds by how they ended, and what each side scored (docs/ai.md).

    PYTHONPATH=. python3 benchmarks/round_outcomes.py --games 150 [--variant official] [--level expert]
        [--samples 36 --cabo-samples 80]   # the Expert's sample counts (the fourth round's here)

Plays `--level` against Skilled heads-up (seats alternate game by game) and sorts every round by
who called and whether the call left the caller strictly lowest; for each kind it prints the
share of rounds, both mean round scores, the mean turn at the end, and what the kind adds to the
per-round score gap (level minus Skilled). The fifth tuning round used it to see that Skilled's
early successful calls, not card play, cost the Expert most heads-up.
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import events as E, load_builtin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--variant", default="official")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--samples", type=int, help="the Expert's samples per drawn-card search")
    parser.add_argument("--cabo-samples", type=int, help="the Expert's samples per CABO search")
    args = parser.parse_args()
    if args.samples:
        ExpertAgent.samples = args.samples
    if args.cabo_samples:
        ExpertAgent.cabo_samples = args.cabo_samples
    variant = load_builtin(args.variant)
    kinds: dict = defaultdict(lambda: [0, 0.0, 0.0, 0.0])  # rounds, level's score, Skilled's, turn
    for g in range(args.games):
        agents = [make_agent(args.level, seed=g), make_agent("skilled", seed=g + 1000)]
        me = g % 2
        if me:
            agents.reverse()
        turn = [0]

        def on_step(state, action, events, me=me, turn=turn):
            for event in events:
                if isinstance(event, E.TurnStarted):
                    turn[0] = event.turn
                elif isinstance(event, E.RoundScored):
                    caller, low = event.caller, min(event.sums)
                    if caller is None:
                        kind = "the deck"
                    else:
                        who = args.level if caller == me else "skilled"
                        lowest = event.sums[caller] == low and event.sums.count(low) == 1
                        kind = f"{who}'s call, {'lowest' if lowest else 'not lowest'}"
                    row = kinds[kind]
                    row[0] += 1
                    row[1] += event.scores[me]
                    row[2] += event.scores[1 - me]
                    row[3] += turn[0]

        play_game(variant, agents, seed=g, on_step=on_step)
    rounds = sum(row[0] for row in kinds.values())
    print(f"{args.games} games, {rounds} rounds, {args.variant}, {args.level} vs skilled heads-up")
    for kind, (n, mine, theirs, turns) in sorted(kinds.items(), key=lambda kv: -kv[1][0]):
        print(f"{kind:28} {n / rounds:6.1%}  {args.level} {mine / n:5.2f}  skilled {theirs / n:5.2f}  "
              f"turn {turns / n:4.1f}  gap/round {(mine - theirs) / rounds:+.2f}")


if __name__ == "__main__":
    main()
