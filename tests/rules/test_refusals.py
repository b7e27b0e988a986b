"""CABO's refusals (issue 37, item 3): `GAME.refusal(state, action)` is None exactly when the rules
accept the action, and otherwise a stable key (never the catch-all for an action of CABO) with
numbers only, never a card: the seat feed carries it and the table words it."""

from __future__ import annotations

import random

import pytest

from cabo_desktop.core.feed import GAME_OVER, Refusal
from cabo_desktop.games import get_game
from cabo_desktop.games.cabo.rules import actions as A
from cabo_desktop.games.cabo.rules import apply, legal_actions, load_builtin, new_game
from cabo_desktop.games.cabo.rules.changes import IllegalAction
from cabo_desktop.games.cabo.rules.refusals import ILLEGAL, reason_of

GAME = get_game("cabo")


def candidates(state) -> list:
    """Every kind of action, for every seat and slot of the table and a few beyond it."""
    n, sizes = state.n_seats, [len(h) for h in state.round.hands]
    seats, slots = range(-1, n + 1), range(-1, max(sizes) + 2)
    found = [A.DRAW_FROM_DECK, A.TAKE_DISCARD, A.CALL_CABO, A.DISCARD_DRAWN, A.KEEP_CARDS, A.PASS_SNAP,
             A.PLACE_LEFT, A.PLACE_RIGHT, A.InitialPeek((0, 1)), A.InitialPeek((0, 0)), A.InitialPeek((0,)),
             A.Exchange(()), A.Exchange((0, 0)), A.Exchange((0,)), A.Exchange((0, 1)), A.Exchange(tuple(range(6)))]
    for slot in slots:
        found += [A.Peek(slot), A.GiveCard(slot)]
        for seat in seats:
            found += [A.Spy(seat, slot), A.LookAndSwap(seat, slot), A.Snap(seat, slot)]
    for sa in range(n):
        for sb in range(n):
            found += [A.Swap(sa, 0, sb, 1), A.Swap(sa, 5, sb, 0)]
    return found


def accepted(state, action) -> bool:
    try:
        apply(state, action)
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("variant_name", ["official", "classic", "kaboo"])
def test_a_refusal_is_given_exactly_when_the_rules_refuse(variant_name):
    variant = load_builtin(variant_name)
    keys = set()
    for seed in range(4):
        rng = random.Random(seed)
        state, _ = new_game(variant, 2 + seed % 3, seed=seed)
        for _step in range(400):
            if state.over:
                break
            for action in candidates(state):
                refused = GAME.refusal(state, action)
                assert (refused is None) == accepted(state, action), (action, refused)
                if refused is not None:
                    assert isinstance(refused, Refusal)
                    assert refused.key != ILLEGAL, (action, refused)  # every reason has its key
                    assert all(isinstance(v, int) for v in refused.values.values()), refused
                    keys.add(refused.key)
            state, _ = apply(state, rng.choice(list(legal_actions(state))))
    assert {"cabo.not_now", "cabo.no_such_card", "cabo.exchange_twice"} <= keys, keys


def test_after_the_game_every_action_is_refused_as_game_over():
    variant = load_builtin("official")
    state, _ = new_game(variant, 2, seed=3)
    rng = random.Random(3)
    while not state.over:
        state, _ = apply(state, rng.choice(list(legal_actions(state))))
    assert GAME.refusal(state, A.DRAW_FROM_DECK) == Refusal(GAME_OVER)


def test_reasons_become_keys_with_their_numbers():
    assert reason_of("at most 3 cards can be exchanged at once") == Refusal("cabo.exchange_too_many", {"most": 3})
    assert reason_of("the deck is empty") == Refusal("cabo.deck_empty")
    assert reason_of("something nobody wrote") == Refusal(ILLEGAL)
    # a card in the engine's words never reaches the refusal
    assert reason_of("the drawn 7 has no spy ability") == Refusal("cabo.no_such_ability")
