"""Issue 35: a throw window offers the fitting cards, not every set of them (2^K - 1 sets froze the
game on a save whose thrower held 22 fitting cards); any set the thrower chooses is still checked
and accepted, by the rules, by the game protocol and by the table's Match."""

import random
from dataclasses import replace
from itertools import combinations, permutations

import pytest

from cabo_desktop.core.session import Session as Match
from cabo_desktop.games import get_game
from cabo_desktop.games.cabanga.ai.agents import EasyAgent, SolidAgent
from cabo_desktop.games.cabanga.rules import (PASS, Card, IllegalAction, Play, Throw, apply, format_action,
                                              is_legal, legal_actions, load_builtin, new_game, observe,
                                              parse_action)

GAME = get_game("cabanga")
# cards run to 30, so that one colour can fill a wide gap; every value costs a point
WIDE = load_builtin().with_settings({"deal.top_value": 30, "scoring.symbols": {str(v): 1 for v in range(1, 31)}})
STARTS = ["S1", "S18", "S3", "S16", "S7", "S14", "S5", "S12"]  # the red row's left pile is the start card 1


def red(*values):
    return tuple(Card("red", v) for v in values)


def window(fitting: int, variant=WIDE):
    """Seat 0 plays the red 25 beside the start card 1: the gap 2..24 opens and seat 1, holding the
    red 2 and up (`fitting` cards) and the blue 1, decides. The red 24 is in the gap but in the
    penalty pile; every number card is somewhere once."""
    state, _ = new_game(variant, 2, seed=1, decks=[STARTS + [c.code for c in variant.deck]], start_seat=0)
    hands = (red(25) + (Card("blue", 2),), red(*range(2, 2 + fitting)) + (Card("blue", 1),))
    penalty = tuple(c for c in variant.deck if c not in hands[0] + hands[1])
    state = replace(state, hands=tuple(tuple(sorted(h)) for h in hands), penalty=penalty)
    state, _ = apply(state, Play(Card("red", 25), "right"))
    assert state.thrower == 1 and state.gap == ("red", 1, 25)
    return state


def test_a_throw_window_offers_pass_each_fitting_card_and_all_of_them_not_every_set():
    state = window(5)
    fits = red(2, 3, 4, 5, 6)
    assert legal_actions(state) == [PASS] + [Throw((c,)) for c in fits] + [Throw(fits)]  # was 1 + 31


def test_a_single_fitting_card_is_offered_once():
    assert legal_actions(window(1)) == [PASS, Throw(red(2))]


def test_twenty_two_fitting_cards_offer_twenty_four_actions_and_any_set_of_them_is_thrown():
    state = window(22)
    offered = legal_actions(state)
    assert len(offered) == 22 + 2 and len(set(offered)) == len(offered)
    eleven = red(*range(2, 24, 2))
    assert is_legal(state, Throw(eleven)) and Throw(eleven) not in offered
    after, events = apply(state, parse_action(format_action(Throw(eleven))))
    assert after.thrown == eleven and not set(eleven) & set(after.hands[1])
    assert len(after.hands[0]) == 1 + 11  # the player draws a penalty card for each card thrown


@pytest.mark.parametrize("cards", [
    red(24),  # inside the gap, but not in the thrower's hand
    red(3, 24),
    red(25),  # the card just played: not inside the gap
    (Card("blue", 1),),  # the thrower's, but not of the gap's colour
    red(5, 5),  # the same card twice
    red(6, 5),  # not in the notation's order: the thrown pile (and a renewed penalty pile) would differ
    (),
])
def test_a_throw_of_a_card_not_fitting_not_held_or_twice_is_refused(cards):
    state = window(22)
    assert not is_legal(state, Throw(cards))
    with pytest.raises(IllegalAction, match="inside the gap"):
        apply(state, Throw(cards))


def test_no_throw_outside_a_throw_window():
    state = window(3)
    state, _ = apply(state, PASS)
    assert state.thrower == -1 and not is_legal(state, Throw(red(2)))


def test_the_sets_accepted_are_exactly_those_the_old_rules_listed():
    """Old records replay the same: every set of fitting cards the rules used to list (each, in
    the notation's order) is accepted, and nothing else, whatever the order or repeats."""
    state = window(4)
    fits = red(2, 3, 4, 5)
    listed = {Throw(combo) for k in range(1, 5) for combo in combinations(fits, k)}
    candidates = fits + red(24, 25) + (Card("blue", 1),)
    for k in range(1, 4):
        for cards in permutations(candidates, k):
            assert is_legal(state, Throw(cards)) == (Throw(cards) in listed), cards
    assert all(is_legal(state, throw) for throw in listed)


def test_the_game_protocol_and_the_tables_match_accept_a_set_that_is_not_listed():
    state = window(22)
    chosen = Throw(red(3, 7, 11))
    assert GAME.is_legal(state, chosen) and chosen not in GAME.legal_actions(state)
    match = Match(GAME, WIDE, [None, None], ["Ann", "Bob"], seed=1, decks=[STARTS + [c.code for c in WIDE.deck]])
    match.state = state
    assert match.is_legal(chosen) and match.is_legal(PASS) and not match.is_legal(Throw(red(24)))
    match.play(chosen)
    assert match.state.thrown == chosen.cards


def test_every_other_game_answers_is_legal_from_its_legal_actions():
    for name in ("cabo", "kobito"):
        game = get_game(name)
        variant = game.load_builtin(game.default_variant)
        state, _ = game.new_game(variant, 2, 1)
        legal = list(game.legal_actions(state))
        assert all(game.is_legal(state, a) for a in legal) and not game.is_legal(state, Throw(red(2)))


def test_the_ai_still_throws_every_fitting_card():
    state = window(22)
    for agent in (SolidAgent(), EasyAgent()):
        rng = random.Random(1)  # its first draw, 0.13, is one with which Easy notices the gap
        assert agent.choose(observe(state, 1), legal_actions(state), rng) == Throw(red(*range(2, 24)))
