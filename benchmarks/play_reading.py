"""How true the bounds of ai/inference.py are: each bound it draws on an opponent's card, against
the true card (docs/ai.md, fifth round).

    PYTHONPATH=. python3 benchmarks/play_reading.py --games 30 [--variant official]

Plays the Expert against three Skilled players. After every action it reads, for each opponent
slot the Expert's `HandInference` has bounded, the true card from the game state (which only this
script sees): how many bounds were broken, and how far above the true card they sit on average.
"""

from __future__ import annotations

import argparse

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import load_builtin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--variant", default="official")
    args = parser.parse_args()
    variant = load_builtin(args.variant)
    bounded = broken = 0
    slack = 0.0
    for g in range(args.games):
        agents = [make_agent("expert", seed=g)] + [make_agent("skilled", seed=g + 100 * k) for k in (1, 2, 3)]
        reading = agents[0].inference

        def on_step(state, action, events):
            nonlocal bounded, broken, slack
            rs = state.round
            if rs is None:
                return
            for seat in range(1, 4):
                hand = rs.hands[seat]
                for slot, card in enumerate(hand):
                    cap = reading.cap(seat, slot, len(hand))
                    if cap is not None:
                        value = variant.faces[card].value
                        bounded += 1
                        broken += value > cap
                        slack += cap - value

        play_game(variant, agents, seed=g, on_step=on_step)
    print(f"{args.games} games: {bounded} bounded slot-steps, {broken / max(1, bounded):.1%} broken, "
          f"bound above the true card by {slack / max(1, bounded):.2f} on average")


if __name__ == "__main__":
    main()
