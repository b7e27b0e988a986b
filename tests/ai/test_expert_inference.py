"""Reading an opponent's play (ai/inference.py): the bounds a table of players would draw from what
an opponent throws away and what it keeps, and the Expert's sampler dealing within them."""

from __future__ import annotations

import random

from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.inference import HandInference
from cabo_desktop.games.cabo.ai.skilled import Assessment
from cabo_desktop.games.cabo.rules import Phase, apply, events as E, legal_actions, load_builtin, new_game, observe

OFFICIAL = load_builtin("official")
ME, THEM = 0, 1


def card(value: int):
    return next(face for face in OFFICIAL.faces if face.value == value)


def dealt_reading() -> HandInference:
    """A heads-up round in which the opponent looked at its slots 2 and 3."""
    reading = HandInference()
    for event in (E.RoundStarted(1, 0, (4, 4)), E.CardPeeked(THEM, 2, "initial", None, 1 << THEM),
                  E.CardPeeked(THEM, 3, "initial", None, 1 << THEM)):
        reading.on_event(ME, event)
    return reading


def feed(reading: HandInference, *events) -> None:
    for event in events:
        reading.on_event(ME, event)


def test_throwing_away_a_drawn_card_bounds_the_cards_the_owner_knows():
    reading = dealt_reading()
    feed(reading, E.CardDrawn(THEM, "deck", None, 1 << THEM), E.CardDiscarded(THEM, card(5), None))
    assert [reading.cap(THEM, slot, 4) for slot in range(4)] == [None, None, 5, 5]
    # a later, lower throw tightens the bound; a higher one does not loosen it
    feed(reading, E.CardDrawn(THEM, "deck", None, 1 << THEM), E.CardDiscarded(THEM, card(3), None))
    feed(reading, E.CardDrawn(THEM, "deck", None, 1 << THEM), E.CardDiscarded(THEM, card(6), None))
    assert reading.cap(THEM, 2, 4) == 3


def test_a_card_thrown_for_its_ability_leaves_some_slack():
    reading = dealt_reading()
    feed(reading, E.CardDrawn(THEM, "deck", None, 1 << THEM), E.CardDiscarded(THEM, card(7), None))
    assert reading.cap(THEM, 2, 4) == 7 + reading.ability_slack


def test_a_card_taken_from_the_discard_pile_and_not_kept_says_nothing():
    reading = dealt_reading()
    feed(reading, E.CardDrawn(THEM, "discard", card(4), -1), E.CardDiscarded(THEM, card(4), None))
    assert reading.cap(THEM, 2, 4) is None


def test_a_drawn_card_put_in_place_of_a_known_one_is_lower_and_of_an_unknown_one_low():
    reading = dealt_reading()
    feed(reading, E.CardDrawn(THEM, "deck", None, 1 << THEM), E.CardDiscarded(THEM, card(9), 2),
         E.CardPlaced(THEM, 2, False, None, 1 << THEM))
    assert reading.cap(THEM, 2, 4) == 8
    feed(reading, E.CardDrawn(THEM, "deck", None, 1 << THEM), E.CardDiscarded(THEM, card(11), 0),
         E.CardPlaced(THEM, 0, False, None, 1 << THEM))
    assert reading.cap(THEM, 0, 4) == reading.unknown_cap
    # the placed card is now known to its owner, so a later throw bounds it too
    feed(reading, E.CardDrawn(THEM, "deck", None, 1 << THEM), E.CardDiscarded(THEM, card(2), None))
    assert [reading.cap(THEM, slot, 4) for slot in range(4)] == [2, None, 2, 2]


def test_a_swap_or_a_reshaped_hand_ends_the_reading():
    reading = dealt_reading()
    feed(reading, E.CardDrawn(THEM, "deck", None, 1 << THEM), E.CardDiscarded(THEM, card(5), None))
    feed(reading, E.CardsSwapped(ME, ME, 0, THEM, 2))
    assert reading.cap(THEM, 2, 4) is None and reading.cap(THEM, 3, 4) == 5
    feed(reading, E.CardsSlidOut(THEM, (0, 1), (card(4), card(5))))
    assert reading.cap(THEM, 3, 4) is None and reading.cap(THEM, 3, 3) is None
    feed(reading, E.RoundStarted(2, 1, (4, 4)))
    assert all(reading.cap(seat, slot, 4) is None for seat in (ME, THEM) for slot in range(4))


def test_the_sampler_deals_an_owner_known_card_within_its_bound():
    state, events = new_game(OFFICIAL, 2, 3)
    agent = ExpertAgent(seed=3)
    agent.read_play = True  # an option, off by default (docs/ai.md)
    for event in events:
        agent.notify(ME, event.for_seat(ME))
    while state.round.phase == Phase.INITIAL_PEEK:
        state, events = apply(state, legal_actions(state)[0])
        for event in events:
            agent.notify(ME, event.for_seat(ME))
    obs = observe(state, ME)
    kept = [slot for slot, view in enumerate(obs.hands[THEM]) if THEM in view.known_by]
    assert kept, "the opponent looked at two cards"
    feed(agent.inference, E.CardDrawn(THEM, "deck", None, 1 << THEM), E.CardDiscarded(THEM, card(1), None))
    a, rng = Assessment(obs), random.Random(1)
    dealt = [agent._sample(obs, a, rng).vals[THEM][slot] for _ in range(400) for slot in kept]
    assert max(dealt) <= 1
    agent.read_play = False  # without the reading the same sampler deals them higher
    unread = [agent._sample(obs, a, rng).vals[THEM][slot] for _ in range(400) for slot in kept]
    assert max(unread) > 1
