"""How CABO rounds end and how long they last (docs/ai.md, thirteenth round).

    PYTHONPATH=. python3 benchmarks/round_lengths.py [--variant kaboo] [--seats skilled,skilled,skilled,skilled]
                                                    [--games 60] [--revision R]

Plays `--games` seeded games between the given AI levels and prints the rounds a game, the turns a
seat in a round and in a game, how many reshuffles the rounds ended after, and how many ended by
the deck and at the AI's long-round limit (`SkilledAgent.long_round` turns a seat, where the
players' hands were then, for a few). `--revision R` plays a built-in as an older revision of its
file (as a save of that revision would; kaboo 2: the stockpile reshuffled without limit).
"""

from __future__ import annotations

import argparse
from collections import Counter

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.ai.skilled import SkilledAgent
from cabo_desktop.games import get_game
from cabo_desktop.games.cabo.rules import events as E, load_builtin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="kaboo")
    parser.add_argument("--seats", default="skilled,skilled,skilled,skilled")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--revision", type=int, default=None)
    args = parser.parse_args()
    variant = load_builtin(args.variant)
    if args.revision is not None:
        variant = variant.with_settings(get_game("cabo").revision_settings(args.variant, args.revision))
    levels = args.seats.split(",")
    n = len(levels)
    rounds: list[tuple[int, int, str, tuple[int, ...]]] = []  # (turns, reshuffles, how it ended, sums)
    now = {"turn": 0, "reshuffles": 0, "reason": ""}
    for g in range(args.games):
        agents = [make_agent(level, seed=g * 10 + i) for i, level in enumerate(levels)]

        def on_step(state, action, events):
            for event in events:
                if isinstance(event, E.TurnStarted):
                    now["turn"] = event.turn
                elif isinstance(event, E.DeckReshuffled):
                    now["reshuffles"] += 1
                elif isinstance(event, E.RoundEnded):
                    now["reason"] = event.reason
                elif isinstance(event, E.RoundScored):
                    rounds.append((now["turn"], now["reshuffles"], now["reason"], event.sums))
                    now.update(turn=0, reshuffles=0, reason="")

        play_game(variant, agents, seed=g, on_step=on_step)
    count = len(rounds)
    turns = sum(r[0] for r in rounds)
    revision = f", revision {args.revision}" if args.revision is not None else ""
    print(f"{args.variant}{revision}, {args.seats}, {args.games} games: {count / args.games:.2f} rounds a game, "
          f"{turns / count / n:.2f} turns a seat a round, {turns / args.games / n:.1f} turns a seat a game")
    after = Counter(r[1] for r in rounds)
    print("rounds ended after " + ", ".join(f"{k} reshuffles: {after[k]}" for k in sorted(after)))
    deck = [r for r in rounds if r[2] == "deck"]
    limit = [r for r in rounds if r[0] >= SkilledAgent.long_round * n]
    for label, chosen in (("by the deck", deck), ("at the long-round limit", limit)):
        if chosen:
            print(f"ended {label}: {len(chosen)} ({len(chosen) / count:.1%}) at turn "
                  f"{sum(r[0] for r in chosen) / len(chosen) / n:.1f} a seat; hands e.g. {[r[3] for r in chosen[:4]]}")
        else:
            print(f"ended {label}: none")


if __name__ == "__main__":
    main()
