"""Cabanga!'s AI: honest (a seat's choice depends only on what it may see), deterministic for a
seed, and the solid player beats the easy ones."""

import random

import pytest

from cabo_desktop.games.cabanga.ai import EasyAgent, SolidAgent
from cabo_desktop.games.cabanga.ai.agents import unseen_cards
from cabo_desktop.games.cabanga.rules import apply, legal_actions, load_builtin, new_game, observe

V = load_builtin()


def positions(seats=4, seed=3, count=60):
    """Table positions of a random game (state, seat to act)."""
    state, _ = new_game(V, seats, seed)
    rng = random.Random(seed)
    out = []
    while not state.over and len(out) < count:
        out.append(state)
        state, _ = apply(state, rng.choice(legal_actions(state)))
    return out


def shuffled_hidden(state, rng):
    """The same table for the seat to act, with every card it cannot see dealt anew: the other
    hands (same sizes) and the penalty pile share the unseen cards at random."""
    me = state.to_act
    hidden = [c for s, h in enumerate(state.hands) if s != me for c in h] + list(state.penalty)
    rng.shuffle(hidden)
    hands, k = [], 0
    for s, h in enumerate(state.hands):
        if s == me:
            hands.append(h)
        else:
            hands.append(tuple(sorted(hidden[k:k + len(h)])))
            k += len(h)
    return state.__class__(**{**state.__dict__, "hands": tuple(hands), "penalty": tuple(hidden[k:])})


@pytest.mark.parametrize("agent_cls", [EasyAgent, SolidAgent])
def test_a_choice_never_depends_on_cards_the_seat_cannot_see(agent_cls):
    rng = random.Random(11)
    for state in positions():
        me = state.to_act
        other = shuffled_hidden(state, rng)
        assert observe(state, me) == observe(other, me)
        a = agent_cls(seed=5).choose(observe(state, me), legal_actions(state), random.Random(1))
        b = agent_cls(seed=5).choose(observe(other, me), legal_actions(other), random.Random(1))
        assert a == b


def test_the_unseen_cards_are_what_the_seat_has_not_seen():
    for state in positions(count=20):
        obs = observe(state, state.to_act)
        unseen = set(unseen_cards(obs))
        others = {c for s, h in enumerate(state.hands) if s != state.to_act for c in h} | set(state.penalty)
        assert unseen == others


def test_the_solid_player_avoids_opening_a_gap_the_easy_one_does_not_mind():
    wins = 0
    for g in range(40):
        state, _ = new_game(V, 4, 500 + g)
        agents = [SolidAgent(seed=g)] + [EasyAgent(seed=g * 4 + k) for k in range(1, 4)]
        rng = random.Random(g)
        while not state.over:
            seat = state.to_act
            state, _ = apply(state, agents[seat].choose(observe(state, seat), legal_actions(state), rng))
        wins += 0 in state.winners
    assert wins >= 20  # 50% of 40 games (measured: 92% over 1,000 with benchmarks/cabanga_arena.py)
