"""CABO's legal actions never list every subset of a long hand (issue 35: legal actions must not
grow exponentially): exchanges of up to four cards are listed, a larger one is legal where the
variant allows it without being listed, and old records replay the same."""

from __future__ import annotations

from cabo_desktop.games import get_game
from cabo_desktop.games.cabo.rules import actions as A
from cabo_desktop.games.cabo.rules import apply, legal_actions, load_builtin, new_game

GAME = get_game("cabo")


def drawn_with_a_hand_of(size: int):
    """Seat 0 with `size` cards, having drawn from the deck, in a variant with no exchange limit."""
    variant = load_builtin("classic").with_settings({"turn.exchange_max": None, "deal.hand_size": size,
                                                     "deal.peek_count": 2})
    state, _ = new_game(variant, 2, seed=4)
    for action in ([A.InitialPeek((0, 1))] * 2):
        state, _ = apply(state, action)
    state, _ = apply(state, A.DRAW_FROM_DECK)
    return state


def test_a_long_hand_lists_exchanges_of_up_to_four_cards_only():
    state = drawn_with_a_hand_of(8)
    legal = legal_actions(state)
    exchanges = [a for a in legal if isinstance(a, A.Exchange)]
    assert max(len(a.slots) for a in exchanges) == 4
    assert len(exchanges) == 8 + 28 + 56 + 70  # every set of one to four cards (2^8 - 1 = 255 before)


def test_a_larger_exchange_is_still_legal_where_the_variant_allows_it():
    state = drawn_with_a_hand_of(8)
    five = A.Exchange((0, 1, 2, 3, 4))
    assert five not in legal_actions(state)
    assert GAME.is_legal(state, five)
    after, events = apply(state, five)  # a failed match: the rules take it as before
    assert events
    assert not GAME.is_legal(state, A.Exchange((0, 0, 1)))  # a card twice is no exchange
    assert not GAME.is_legal(state, A.Exchange(tuple(range(9))))  # more cards than the hand holds
