"""The Expert's determinization: how it deals the hidden cards for its look-ahead.

Owners keep the low cards they know, so those slots are dealt low; every other hidden card (the
ones nobody chose: the deal's unseen cards, ours included, and the deck) must share what is left
alike. An earlier sampler dealt slots in seat order, so the higher cards the keepers passed over
landed in the next seats' unseen slots: it saw opponents about 1.3 points per unseen card higher
than they were and called CABO too readily."""

from __future__ import annotations

import dataclasses
import random
import statistics

import pytest

from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.skilled import Assessment, SkilledAgent
from cabo_desktop.games.cabo.rules import Phase, actions as A, apply, legal_actions, load_builtin, new_game, observe

SAMPLES = 3000


def after_initial_peek(variant_name: str, seed: int):
    """The first turn of a 4-seat game: every seat knows 2 of its 4 cards."""
    state, _ = new_game(load_builtin(variant_name), 4, seed)
    while state.round.phase == Phase.INITIAL_PEEK:
        state, _ = apply(state, legal_actions(state)[0])
    return state


def sampled_means(seed: int) -> dict[str, float]:
    state = after_initial_peek("official", seed)
    me = state.round.to_act
    obs = observe(state, me)
    agent = ExpertAgent(seed=seed)
    a = Assessment(obs)
    rng = random.Random(seed)
    dealt = {"kept": [], "unchosen": [], "mine": [], "deck": []}
    for _ in range(SAMPLES):
        sim = agent._sample(obs, a, rng)
        dealt["deck"].extend(sim.deck)
        for seat, hand in enumerate(obs.hands):
            for slot, view in enumerate(hand):
                if view.card is not None:
                    continue
                if seat == me:
                    dealt["mine"].append(sim.vals[seat][slot])
                elif seat in view.known_by:
                    dealt["kept"].append(sim.vals[seat][slot])
                else:
                    dealt["unchosen"].append(sim.vals[seat][slot])
    return {kind: statistics.fmean(values) for kind, values in dealt.items()}


def test_every_kind_of_hidden_slot_is_in_the_observation():
    state = after_initial_peek("official", 5)
    obs = observe(state, state.round.to_act)
    other = (obs.seat + 1) % 4
    assert sum(other in v.known_by for v in obs.hands[other]) == 2
    assert sum(v.card is None for v in obs.my_hand) == 2


def test_unchosen_hidden_cards_are_dealt_like_the_deck():
    for seed in (5, 6):
        means = sampled_means(seed)
        # 3,000 samples: the standard error of these means is well under 0.1 point
        assert abs(means["unchosen"] - means["deck"]) < 0.25, means
        assert abs(means["mine"] - means["deck"]) < 0.25, means


def test_cards_their_owners_know_are_dealt_low():
    means = sampled_means(5)
    assert means["kept"] < means["deck"] - 1.5, means


def mid_round(variant_name: str, seed: int, actions: int):
    """A state some way into a round played by Skilled players (exchanges, swaps, spies, and in
    classic multi-exchanges that change hand sizes), stopped at a turn start."""
    state, _ = new_game(load_builtin(variant_name), 4, seed)
    agents = [SkilledAgent(seed=s) for s in range(4)]
    rng = random.Random(seed)
    for _ in range(actions):
        seat = state.round.to_act
        state, _ = apply(state, agents[seat].choose(observe(state, seat), legal_actions(state), rng))
    while state.round.phase != Phase.TURN:
        seat = state.round.to_act
        state, _ = apply(state, agents[seat].choose(observe(state, seat), legal_actions(state), rng))
    return state


@pytest.mark.parametrize("state", [after_initial_peek("official", 9), mid_round("official", 4, 40),
                                   mid_round("classic", 8, 60)], ids=["deal", "official", "classic"])
def test_sampling_keeps_every_known_card_and_the_unseen_multiset(state):
    obs = observe(state, state.round.to_act)
    a = Assessment(obs)
    sim = ExpertAgent(seed=1)._sample(obs, a, random.Random(3))
    dealt = []
    for seat, hand in enumerate(obs.hands):
        for slot, view in enumerate(hand):
            if view.card is not None:
                assert sim.vals[seat][slot] == view.card.value
            else:
                dealt.append(sim.vals[seat][slot])
    assert sorted(dealt + sim.deck) == sorted(a.unseen)
    assert len(sim.deck) == obs.deck_size


# ----- a round only a call can end


def test_a_round_the_deck_cannot_end_is_called_after_long_play():
    state = after_initial_peek("classic", 2)
    seat = state.round.to_act
    obs = observe(state, seat)
    legal = legal_actions(state)
    assert A.CALL_CABO in legal
    # a hand no one would call on at the first turn ...
    assert SkilledAgent(seed=1).choose(obs, legal, random.Random(0)) != A.CALL_CABO
    # ... is called once the round has dragged on for long_round turns per seat
    dragged = dataclasses.replace(obs, turn=SkilledAgent.long_round * 4)
    for agent in (SkilledAgent(seed=1), ExpertAgent(seed=1)):
        assert agent.choose(dragged, legal, random.Random(0)) == A.CALL_CABO


def test_where_the_deck_ends_the_round_long_play_forces_no_call():
    state = after_initial_peek("official", 2)
    obs = observe(state, state.round.to_act)
    legal = legal_actions(state)
    dragged = dataclasses.replace(obs, turn=SkilledAgent.long_round * 4)
    assert not SkilledAgent(seed=1).round_dragging(dragged)
    assert SkilledAgent(seed=1).choose(dragged, legal, random.Random(0)) != A.CALL_CABO
