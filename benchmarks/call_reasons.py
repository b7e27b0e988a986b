"""Why Skilled players call CABO, and how their calls end (docs/ai.md, eleventh round).

    PYTHONPATH=. python3 benchmarks/call_reasons.py [--variant classic] [--seats 4] [--games 60]

Plays `--games` games of Skilled players only and sorts every call by its reason: a call the rule
chose, or one forced by the long-round limit (`SkilledAgent.long_round` turns a seat, where only a
call can end a round). For each it prints how many left the caller strictly lowest, tied for
lowest, or not lowest, and the mean turn a seat at the call.
"""

from __future__ import annotations

import argparse
from collections import Counter

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import actions as A, events as E, load_builtin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    variant = load_builtin(args.variant)
    ends: Counter = Counter()
    turns: Counter = Counter()
    for g in range(args.games):
        agents = [make_agent("skilled", seed=g * 10 + i) for i in range(args.seats)]
        reason: dict[int, tuple[str, int]] = {}

        def watch(agent, seat):
            choose = agent.choose

            def choosing(obs, legal, rng):
                action = choose(obs, legal, rng)
                if action is A.CALL_CABO:
                    why = "long round" if agent.round_dragging(obs) else "chosen"
                    reason[seat] = (why, obs.turn // obs.n_seats)
                return action
            agent.choose = choosing

        for seat, agent in enumerate(agents):
            watch(agent, seat)

        def on_step(state, action, events):
            for event in events:
                if isinstance(event, E.RoundScored):
                    if event.caller in reason:
                        why, turn = reason[event.caller]
                        low = min(event.sums)
                        mine = event.sums[event.caller]
                        end = "not lowest" if mine != low else ("lowest" if event.sums.count(low) == 1 else "tied")
                        ends[why, end] += 1
                        turns[why] += turn
                    reason.clear()

        play_game(variant, agents, seed=g, on_step=on_step)
    print(f"{args.games} games of {args.seats} Skilled players, {args.variant}")
    for why in ("chosen", "long round"):
        n = sum(ends[why, end] for end in ("lowest", "tied", "not lowest"))
        if n:
            print(f"{why:11} {n:5d} calls at turn {turns[why] / n:5.1f} a seat: lowest {ends[why, 'lowest']}, "
                  f"tied {ends[why, 'tied']}, not lowest {ends[why, 'not lowest']}")


if __name__ == "__main__":
    main()
