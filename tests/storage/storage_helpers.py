"""Games to save: random play with RandomAgent up to a given number of actions, and stacked decks."""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from cabo_desktop.games.cabo.ai.random_agent import RandomAgent
from cabo_desktop.games.cabo.rules import Variant, apply, legal_actions, new_game
from cabo_desktop.games.cabo.rules.actions import format_action
from cabo_desktop.core.records import GameRecord, Seat
from cabo_desktop.games.cabo.rules.state import GameState


def play_random(variant: Variant, seats: int, seed: int, actions: int,
                kinds: Sequence[str] | None = None) -> tuple[GameRecord, GameState]:
    """A record and the state after `actions` random actions (fewer if the game ends first)."""
    kinds = list(kinds or ["human"] + ["random"] * (seats - 1))
    record = GameRecord.for_variant(variant, [Seat(f"P{i}", kinds[i]) for i in range(seats)], seed)
    state, _ = new_game(variant, seats, seed)
    agent, rng = RandomAgent(), random.Random(seed)
    while len(record.actions) < actions and not state.over:
        action = agent.choose(None, legal_actions(state), rng)
        state, _ = apply(state, action)
        record.actions.append(format_action(action))
    return record, state


def deck_for(variant: Variant, hands: Sequence[Sequence[str]], discard: str, deck_top: Sequence[str] = (),
             start_seat: int = 0) -> list[str]:
    """The full stacked deck (top card first) that deals exactly these hands (seat 0 first)."""
    n, size = len(hands), variant.deal.hand_size
    dealt = [hands[(start_seat + k) % n][slot] for slot in range(size) for k in range(n)]
    named = dealt + [discard] + list(deck_top)
    free = Counter(face.code for face in variant.faces)
    free.subtract(Counter(named))
    assert all(left >= 0 for left in free.values()), "more of a card than the deck has"
    rest = [face.code for face in variant.faces]
    for code in named:
        rest.remove(code)
    return named + rest
