"""Honesty: an agent's choice depends only on what its seat may know.

For many random situations (mixed tables, every variant, 2-6 seats), every card the acting seat
cannot know is replaced by a permutation of those hidden cards; each level, with the same memory
(a deep copy) and the same generator state, must choose the same action.
"""

from __future__ import annotations

import copy
import random

import pytest

from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import apply, legal_actions, new_game, observe

from ai_helpers import ALL_LEVELS, VARIANTS, permute_hidden, variant_for


def _situations(variant_name: str, level: str, games: int, per_game: int, seed: int):
    """Yield (state, agent, seat) at random decision points of games where `level` holds every seat."""
    rng = random.Random(seed)
    for g in range(games):
        seats = 2 + (g + seed) % 5
        variant = variant_for(variant_name, seats)
        gseed = rng.randrange(1 << 30)
        state, events = new_game(variant, seats, gseed)
        agents = [make_agent(level, gseed + s) for s in range(seats)]
        for s, agent in enumerate(agents):
            for e in events:
                agent.notify(s, e.for_seat(s))
        play_rng = random.Random(gseed)
        # probe mostly at decisions with a choice, spread over the game
        probes = set(rng.sample(range(1, 400), per_game))
        step = 0
        while not state.over and step < 400:
            seat = state.to_act
            legal = legal_actions(state)
            step += 1
            if step in probes and len(legal) > 1:
                yield state, agents[seat], seat, play_rng.getstate()
            action = agents[seat].choose(observe(state, seat), legal, play_rng)
            state, events = apply(state, action)
            for s, agent in enumerate(agents):
                for e in events:
                    agent.notify(s, e.for_seat(s))


@pytest.mark.parametrize("variant_name", VARIANTS)
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_choice_ignores_hidden_cards(variant_name, level):
    games, per_game = (3, 6) if level == "expert" else (6, 12)
    checked = 0
    shuffle_rng = random.Random(99)
    for state, agent, seat, rng_state in _situations(variant_name, level, games, per_game, seed=ALL_LEVELS.index(level) * 101 + VARIANTS.index(variant_name)):
        legal = legal_actions(state)
        base_rng = random.Random()
        base_rng.setstate(rng_state)
        expected = copy.deepcopy(agent).choose(observe(state, seat), legal, base_rng)
        for _ in range(2):
            other = permute_hidden(state, seat, shuffle_rng)
            assert observe(other, seat) == observe(state, seat)
            other_rng = random.Random()
            other_rng.setstate(rng_state)
            got = copy.deepcopy(agent).choose(observe(other, seat), legal_actions(other), other_rng)
            assert got == expected, f"{level} in {variant_name}: {got} != {expected} after permuting hidden cards"
        checked += 1
    assert checked >= games * 2


def test_permutation_changes_hidden_cards():
    variant = variant_for("official", 4)
    state, _ = new_game(variant, 4, 5)
    other = permute_hidden(state, 0, random.Random(1))
    assert other.round.hands[0] != state.round.hands[0] or other.round.deck != state.round.deck
    assert observe(other, 0) == observe(state, 0)


def test_the_check_catches_a_cheater():
    """The permutation check has teeth: a policy reading a hidden card changes its choice."""
    from cabo_desktop.games.cabo.rules import actions as A

    variant = variant_for("official", 2)
    state, _ = new_game(variant, 2, 11)
    state, _ = apply(state, legal_actions(state)[0])
    state, _ = apply(state, legal_actions(state)[0])  # both seats looked; seat to act draws

    def cheat(gs):  # draws from the deck only if the hidden top card is low
        return A.DRAW_FROM_DECK if gs.variant.faces[gs.round.deck[-1]].value < 6 else A.TAKE_DISCARD

    seat = state.to_act
    shuffle_rng = random.Random(3)
    choices = {cheat(permute_hidden(state, seat, shuffle_rng)) for _ in range(30)}
    assert len(choices) == 2
