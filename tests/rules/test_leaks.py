"""Hidden information is a security boundary: changing any card a seat cannot see must leave
what that seat observes, and every event it is shown, unchanged."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cabo_desktop.games.cabo.ai.random_agent import RandomAgent
from cabo_desktop.games.cabo.rules import Card, apply, legal_actions, load_builtin, new_game, observe
from cabo_desktop.games.cabo.rules.state import Phase
from tests.hidden_cards import permute_hidden


def _states(name: str, games: int, every: int):
    variant = load_builtin(name)
    for seed in range(games):
        seats = 2 + seed % 3
        state, _ = new_game(variant, seats, seed)
        agents = [RandomAgent(snap_chance=0.3, multi_chance=0.3) for _ in range(seats)]
        rng = random.Random(seed)
        step = 0
        while not state.over:
            if step % every == 0:
                yield state
            state, _ = apply(state, agents[state.to_act].choose(None, legal_actions(state), rng))
            step += 1


@pytest.mark.parametrize("name", ["official", "classic", "kaboo"])
def test_observation_does_not_change_when_unseen_cards_change(name):
    rng = random.Random(99)
    checked = changed_cards = 0
    for state in _states(name, games=40, every=7):
        for seat in range(state.n_seats):
            other = permute_hidden(state, seat, rng)
            changed_cards += other.round.hands != state.round.hands or other.round.deck != state.round.deck
            assert observe(other, seat) == observe(state, seat)
            checked += 1
    assert checked > 200 and changed_cards > 100  # the test really changed cards


def _card_fields(event) -> list[Card]:
    found = []
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        if isinstance(value, Card):
            found.append(value)
        elif isinstance(value, tuple):
            found += [v for v in value if isinstance(v, Card)]
            found += [c for v in value if isinstance(v, tuple) for c in v if isinstance(c, Card)]
    return found


@pytest.mark.parametrize("name", ["official", "classic", "kaboo"])
def test_events_shown_to_a_seat_carry_only_cards_it_may_see(name):
    """Every card in an event as a seat sees it is public or known to that seat afterwards."""
    variant = load_builtin(name)
    hidden_events = 0
    for seed in range(30):
        seats = 2 + seed % 3
        state, _ = new_game(variant, seats, seed)
        agents = [RandomAgent(snap_chance=0.3, multi_chance=0.3) for _ in range(seats)]
        rng = random.Random(seed)
        while not state.over:
            state, events = apply(state, agents[state.to_act].choose(None, legal_actions(state), rng))
            for event in events:
                for seat in range(seats):
                    seen = event.for_seat(seat)
                    if not event.visible_to(seat):
                        hidden_events += 1
                        assert getattr(seen, "card", None) is None, f"{event} leaks to seat {seat}"
                    for card in _card_fields(seen):
                        assert isinstance(card, Card)
    assert hidden_events > 1000


def test_an_opponents_deck_draw_is_hidden_but_its_discard_is_not():
    variant = load_builtin("official")
    state, _ = new_game(variant, 2, 5, start_seat=0)
    while state.round.phase == Phase.INITIAL_PEEK:
        state, _ = apply(state, legal_actions(state)[0])
    state, events = apply(state, legal_actions(state)[0])  # seat 0 draws from the deck
    drawn = events[0]
    assert drawn.for_seat(0).card is not None and drawn.for_seat(1).card is None
    assert observe(state, 0).drawn is not None and observe(state, 1).drawn is None
    assert observe(state, 1).holding
