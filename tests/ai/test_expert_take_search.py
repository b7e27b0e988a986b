"""Take the discard or draw: when Skilled's two estimates are close, the Expert can play both out in
its rollouts (search_take, docs/ai.md ninth round). The search must pick the clear take, give the
same answer for the same seed, and answer only with one of the two legal actions."""

from __future__ import annotations

import random

from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.skilled import Assessment, SkilledAgent
from cabo_desktop.games.cabo.rules import Phase, actions as A, apply, legal_actions, load_builtin, new_game, observe

OFFICIAL = load_builtin("official")


def first_turn(seed: int):
    state, _ = new_game(OFFICIAL, 4, seed)
    while state.round.phase == Phase.INITIAL_PEEK:
        state, _ = apply(state, legal_actions(state)[0])
    me = state.round.to_act
    return observe(state, me), [x for x in legal_actions(state) if x is not A.CALL_CABO]


def find(condition):
    for seed in range(400):
        obs, legal = first_turn(seed)
        if condition(obs):
            return obs, legal
    raise AssertionError("no deal found")


def searcher(seed: int = 1) -> ExpertAgent:
    agent = ExpertAgent(seed=seed)
    agent.search_take, agent.take_search_margin, agent.samples = True, 99.0, 200
    return agent


def take_or_draw(agent: ExpertAgent, obs, legal, rng) -> A.Action:
    """The Expert's take-or-draw decision, given Skilled's answer as the Expert's turn gives it."""
    return agent._take_or_draw(obs, Assessment(obs), legal, SkilledAgent.on_turn(agent, obs, legal, rng))


def known_high(obs) -> int:
    return max((v.card.value for v in obs.hands[obs.seat] if v.card is not None), default=-1)


def test_the_search_takes_a_low_discard_for_a_high_known_card():
    obs, legal = find(lambda o: o.top_discard.value <= 1 and known_high(o) >= 10)
    assert A.TAKE_DISCARD in legal and A.DRAW_FROM_DECK in legal
    assert take_or_draw(searcher(), obs, legal, random.Random(3)) is A.TAKE_DISCARD


def test_the_search_draws_rather_than_take_a_high_discard():
    obs, legal = find(lambda o: o.top_discard.value >= 11 and known_high(o) <= 8)
    assert take_or_draw(searcher(), obs, legal, random.Random(3)) is A.DRAW_FROM_DECK


def test_the_take_search_is_deterministic_and_legal():
    for seed in (5, 6, 7):
        obs, legal = first_turn(seed)
        answers = {take_or_draw(searcher(seed), obs, legal, random.Random(seed)) for _ in range(2)}
        assert len(answers) == 1 and answers <= {A.TAKE_DISCARD, A.DRAW_FROM_DECK}


def test_the_call_bias_moves_the_cabo_search_toward_or_away_from_the_call():
    """call_bias (docs/ai.md, tenth round) is added to the call branch's mean: a large one in either
    direction decides, whatever the worlds say; none leaves the search's own answer."""
    obs, legal = first_turn(11)
    agent = ExpertAgent(seed=2)
    agent.cabo_samples = 24
    other = A.DRAW_FROM_DECK
    answers = {}
    for bias in (-100.0, 100.0):
        agent.call_bias = bias
        answers[bias] = agent._cabo_search(obs, Assessment(obs), other)
    assert answers == {-100.0: A.CALL_CABO, 100.0: other}
