"""Thousands of seeded random games per variant, checked after every action:
every card accounted for exactly once, exactly one seat to act (or the game over), knowledge
consistent, and every round's scores equal to the rule texts applied to the revealed cards.
"""

from __future__ import annotations

import random

import pytest

from cabo_desktop.games.cabo.ai.random_agent import RandomAgent
from cabo_desktop.games.cabo.rules import apply, legal_actions, load_builtin, new_game
from cabo_desktop.games.cabo.rules import events as E

from invariants import check_invariants
from oracle import after_resets, card_points, round_scores

GAMES_PER_VARIANT = 2000


def _variant(name: str):
    variant = load_builtin(name)
    return variant.with_settings({"players.allow_stretch": True}) if variant.players.stretch_max else variant


def play_checked(variant, seats: int, seed: int) -> int:
    """Play one random game, checking invariants and scores; returns the number of actions."""
    state, _ = new_game(variant, seats, seed)
    agents = [RandomAgent() for _ in range(seats)]
    rng = random.Random(seed)
    totals, used = [0] * seats, [0] * seats
    over = variant.game_end.over  # the game end the rule texts give (kaboo: our reading, docs)
    actions = 0
    check_invariants(state)
    while not state.over:
        state, events = apply(state, agents[state.to_act].choose(None, legal_actions(state), rng))
        actions += 1
        check_invariants(state)
        for event in events:
            if isinstance(event, E.RoundScored):
                hands = [[card_points(variant.name, c.rank, c.suit) for c in hand] for hand in event.hands]
                ranks = [[c.rank for c in hand] for hand in event.hands]
                expected = round_scores(variant.name, hands, ranks, event.caller)
                assert list(event.scores) == expected, f"seed {seed}: scores {event.scores} != {expected}"
                assert list(event.sums) == [sum(h) for h in hands]
                totals = [t + s for t, s in zip(totals, expected)]
                assert list(event.totals) == totals
                totals = after_resets(variant.name, totals, used)
            if isinstance(event, E.GameOver):
                assert max(totals) > over and list(event.totals) == totals
    assert list(state.totals) == totals
    assert max(totals) > over, f"the game ended although nobody passed {over}"
    return actions


@pytest.mark.parametrize("name", ["official", "classic", "kaboo"])
def test_random_games_keep_every_invariant(name):
    variant = _variant(name)
    low, high = variant.players.min, variant.players.limit
    actions = 0
    for seed in range(GAMES_PER_VARIANT):
        actions += play_checked(variant, low + seed % (high - low + 1), seed)
    assert actions > GAMES_PER_VARIANT * 20  # whole games were played, not stubs
