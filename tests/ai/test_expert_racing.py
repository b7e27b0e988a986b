"""The budget of the Expert's searches. Racing (docs/ai.md, thirteenth round): every candidate is
played out on `samples` worlds; a close choice then gets up to `race_factor` times as many, and a
candidate is dropped once it trails the leader by `race_z` standard errors of their paired
difference. Heads-up every search plays `heads_up_worlds` times the worlds (fourteenth round)."""

from __future__ import annotations

import random

from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.search_values import race_survivors
from cabo_desktop.games.cabo.ai.skilled import Assessment
from cabo_desktop.games.cabo.rules import Phase, actions as A, apply, legal_actions, new_game, observe

from test_expert_take_search import OFFICIAL, find


def test_a_candidate_far_behind_the_leader_is_dropped_and_a_close_one_kept():
    rng = random.Random(4)
    base = [rng.gauss(10.0, 3.0) for _ in range(100)]
    leader = list(base)
    far = [x + 4.0 + rng.gauss(0.0, 0.5) for x in base]  # 4 points worse in every world
    close = [x + rng.gauss(0.1, 3.0) for x in base]  # 0.1 worse on average, very noisy
    values = [far, leader, close]
    assert race_survivors([0, 1, 2], values, {}, 2.0) == [1, 2]


def test_the_race_judges_the_paired_difference_not_the_spread_of_the_worlds():
    """Common random numbers: a move 0.3 points worse in every world is beaten, however much the
    worlds themselves differ (their spread, 5 points, would hide it from unpaired means)."""
    rng = random.Random(8)
    worlds = [rng.gauss(10.0, 5.0) for _ in range(100)]
    worse = [x + 0.3 + rng.gauss(0.0, 0.1) for x in worlds]
    assert race_survivors([0, 1], [worlds, worse], {}, 2.0) == [0]


def test_the_offsets_count_in_who_leads():
    values = [[5.0 + 0.01 * i for i in range(50)], [4.0 + 0.01 * i for i in range(50)]]
    assert race_survivors([0, 1], values, {}, 2.0) == [1]
    assert race_survivors([0, 1], values, {0: -3.0}, 2.0) == [0]  # 3 points of credit: now it leads


def test_two_candidates_that_cannot_be_told_apart_both_stay():
    values = [[float(i % 7) for i in range(60)], [float(i % 7) for i in range(60)]]
    assert race_survivors([0, 1], values, {}, 2.0) == [0, 1]


class CountingExpert(ExpertAgent):
    """The Expert, counting the worlds its searches deal."""

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.worlds = 0

    def _sample(self, obs, a, rng):
        self.worlds += 1
        return super()._sample(obs, a, rng)


def search(agent: ExpertAgent, obs, candidates: list) -> object:
    """Search `candidates` as the Expert's searches do: an Exchange puts the top discard in our hand;
    "kings" makes every card of ours a 13 (a move far worse than any other, in every world)."""
    a = Assessment(obs)
    top = obs.top_discard.value

    def apply(sim, candidate):
        if candidate == "kings":
            sim.vals[obs.seat] = [13] * len(sim.vals[obs.seat])
        else:
            agent._apply_root(sim, obs, candidate, top, a)
        return True

    return agent._evaluate(obs, a, candidates, agent.samples, {}, apply)


def test_a_clear_choice_costs_the_plain_budget_and_a_close_one_the_whole_race():
    obs, _ = find(lambda o: o.top_discard.value <= 3)
    take = A.Exchange((0,))

    agent = CountingExpert(seed=3)
    agent.samples, agent.race_factor = 40, 4
    assert search(agent, obs, ["kings", take]) == take
    assert agent.worlds == 40  # settled after the first 40 worlds

    agent.worlds = 0
    assert search(agent, obs, [take, take]) == take
    assert agent.worlds == 160  # the same move twice can never be told apart: the whole race

    agent.worlds, agent.race_factor = 0, 1
    search(agent, obs, [take, take])
    assert agent.worlds == 40  # race_factor 1: the plain search


def test_the_race_gives_the_same_answer_for_the_same_seed():
    obs, _ = find(lambda o: o.top_discard.value <= 3)
    hand = obs.my_hand
    candidates = [A.Exchange((j,)) for j in range(len(hand))]
    answers = set()
    for _ in range(2):
        agent = CountingExpert(seed=9)
        agent.samples, agent.race_factor = 30, 4
        answers.add((search(agent, obs, candidates), agent.worlds))
    assert len(answers) == 1


def test_the_cabo_search_races_too():
    """A call bias far beyond the worlds' spread settles the race at the first check either way."""
    obs, _ = find(lambda o: True)
    for bias, answer in ((-100.0, A.CALL_CABO), (100.0, A.DRAW_FROM_DECK)):
        agent = CountingExpert(seed=2)
        agent.cabo_samples, agent.race_factor, agent.call_bias = 30, 4, bias
        assert agent._cabo_search(obs, Assessment(obs), A.DRAW_FROM_DECK) == answer
        assert agent.worlds == 30


def heads_up_turn(seed: int):
    state, _ = new_game(OFFICIAL, 2, seed)
    while state.round.phase == Phase.INITIAL_PEEK:
        state, _ = apply(state, legal_actions(state)[0])
    return observe(state, state.round.to_act)


def test_heads_up_searches_play_more_worlds():
    """A heads-up world costs half a four-seat one, so heads-up every search plays
    `heads_up_worlds` times the worlds; at four seats the plain budget."""
    four, _ = find(lambda o: True)
    two = heads_up_turn(1)
    assert two.n_seats == 2 and four.n_seats == 4
    counts = {}
    for obs in (four, two):
        agent = CountingExpert(seed=5)
        agent.samples, agent.race_factor = 30, 1  # no race: the plain budget
        take = A.Exchange((0,))
        search(agent, obs, [take, A.Exchange((1,))])
        counts[obs.n_seats] = agent.worlds
    assert counts == {4: 30, 2: 30 * ExpertAgent.heads_up_worlds}
    assert ExpertAgent.heads_up_worlds > 1
