"""A pot's starting card when the deck holds no numbered card (engine._no_starting_card): the same
deck, the same events and the same answer as the 999 tries the rules made one state at a time
(records and saves replay the same), without a new state each try (issue 40's frame p99: 20 ms
of a frame late in a game)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cabo_desktop.games.kobito.rules import engine, load_builtin, new_game
from cabo_desktop.games.kobito.rules.cards import RAINBOW


def _tried_one_state_at_a_time(state, evs):
    """The rules' loop as it was (before the list)."""
    for attempt in range(1, 1000):
        if not any(c.kind == RAINBOW for c in state.deck + state.discard):
            return state, None
        state, card = engine._take(state, evs)
        if card.kind == RAINBOW:
            return state, card
        deck = list(state.deck)
        deck.insert(random.Random(f"{state.seed}:back:{len(deck)}:{attempt}").randrange(len(deck) + 1), card)
        state = replace(state, deck=tuple(deck))
    return state, None


def _late_state(seed: int, deck_numbered: int, discard_numbered: int):
    """A game whose deck holds `deck_numbered` numbered cards among its others and whose discard
    pile holds `discard_numbered`."""
    state, _events = new_game(load_builtin(), 3, seed)
    rng = random.Random(seed)
    every = list(state.deck + state.discard)
    numbered = [c for c in every if c.kind == RAINBOW]
    others = [c for c in every if c.kind != RAINBOW]
    rng.shuffle(numbered)
    rng.shuffle(others)
    deck = others[: rng.randint(3, len(others))] + numbered[:deck_numbered]
    rng.shuffle(deck)
    discard = numbered[deck_numbered: deck_numbered + discard_numbered]
    return replace(state, deck=tuple(deck), discard=tuple(discard))


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("deck_numbered, discard_numbered", [(0, 4), (0, 0), (2, 3), (1, 0)])
def test_a_pot_starts_as_it_did_one_state_at_a_time(seed, deck_numbered, discard_numbered):
    state = _late_state(seed, deck_numbered, discard_numbered)
    old_events: list = []
    new_events: list = []
    expected = _tried_one_state_at_a_time(state, old_events)
    got = engine._starting_card(state, new_events)
    assert got == expected
    assert new_events == old_events
    if deck_numbered == 0 and discard_numbered:
        assert got[1] is None and got[0].deck != state.deck  # the tries moved the deck's cards round
