"""The learned end-of-round value (ai/round_value.py, docs/ai.md, fifteenth round): the position it
reads from a rollout world, the solver that fits it, and how a world is finished with it."""

from __future__ import annotations

import random

from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.rollout import RoundSim
from cabo_desktop.games.cabo.ai.round_value import (N_FEATURES, VALUE_TABLES, features, finish_round, predict,
                                                     ridge_solve, tables_for)
from cabo_desktop.games.cabo.rules import Phase, apply, legal_actions, load_builtin, new_game, observe

OFFICIAL = load_builtin("official")


def test_features_read_the_seat_and_its_lowest_opponent():
    vals = [[9, 2, 7, 0], [1, 1, 3, 8], [12, 13, 4, 5]]
    kn = [[True, True, False, False], [False, True, True, True], [True] * 4]
    x = features(vals, kn, 0, 1, 4.0, 20, 6.5)
    assert len(x) == N_FEATURES
    s_i, n_i, u_i, hidden = x[1:5]
    assert (s_i, n_i, u_i, hidden) == (18, 4.0, 2.0, 7)  # the 7 and the 0 are unknown to their owner
    s_j, n_j, u_j = x[5:8]
    assert (s_j, n_j, u_j) == (13, 4.0, 1.0)  # seat 1 is the lowest opponent (13 against 34)
    d = x[8]
    assert d == 5 and x[9:14] == [11, 8, 5, 2, 0]  # the hinges at -6, -3, 0, 3 and 6
    belief = (11 + 2 * 6.5) - (12 + 1 * 6.5)
    assert abs(x[14] - belief) < 1e-9 and abs(x[15] - belief) < 1e-9
    assert x[16:20] == [4.0, 4.0 * 18 / 10, 4.0 * 5 / 10, 2.0]  # the turn, its products, the deck
    assert features(vals, kn, 0, 1, 22.0, 20, 6.5)[16] == 15.0  # the turn is capped
    assert x[20] == 0.0 and features(vals, kn, 1, 1, 4.0, 20, 6.5)[20] == 1.0  # who moves next
    assert x[21] == 3.0  # the table's size


def test_the_solver_recovers_a_linear_law():
    rng = random.Random(3)
    truth = [rng.uniform(-2, 2) for _ in range(5)]
    xtx = [[0.0] * 5 for _ in range(5)]
    xty = [0.0] * 5
    for _ in range(400):
        x = [1.0] + [rng.uniform(-5, 5) for _ in range(4)]
        y = predict(truth, x) + rng.gauss(0.0, 0.01)
        for a in range(5):
            xty[a] += x[a] * y
            for b in range(5):
                xtx[a][b] += x[a] * x[b]
    fitted = ridge_solve(xtx, xty, 0.0)
    assert max(abs(f - t) for f, t in zip(fitted, truth)) < 0.01


def _obs():
    """Seat 0's observation at the first turn of a heads-up official round (turn 1)."""
    state, _ = new_game(OFFICIAL, 2, 3)
    while state.round.phase == Phase.INITIAL_PEEK:
        state, _ = apply(state, legal_actions(state)[0])
    return observe(state, 0)


def _world(caller: int, deck: list[int], top: int = 5, call_thr: float = 7.0) -> RoundSim:
    vals = [[3, 9, 4, 1], [10, 2, 8, 6]]
    kn = [[True, True, False, False], [True, False, True, True]]
    return RoundSim(vals, kn, deck, top, caller, 2, 6.5, {}, False, random.Random(1), call_thr, OFFICIAL.scoring, None)


def _only(index: int) -> tuple[float, ...]:
    """A table that reads one feature alone."""
    return tuple(1.0 if i == index else 0.0 for i in range(N_FEATURES))


def test_a_called_round_is_played_to_its_end_not_valued():
    """After a call the rest of the round is one turn: it is played, so the world's score is exact."""
    table = (tuple(100 * c for c in _only(0)),) * 2  # a value that would score everyone 100
    sim, same = _world(0, [5, 6, 7]), _world(0, [5, 6, 7])
    scores = finish_round(sim, 1, 0, _obs(), table)
    same.run(1)
    assert scores == same.scores() and 100.0 not in scores


def test_a_call_made_in_the_turns_played_ends_the_world_by_play():
    """A seat that calls during the turns played (here the opponent, whose threshold everyone's
    hand meets) is followed to the end of the round: no seat is valued."""
    sim = _world(-1, [13] * 10, top=13, call_thr=99.0)
    scores = finish_round(sim, 1, 4, _obs(), (tuple(100 * c for c in _only(0)),) * 2)
    assert sim.caller == 1 and 100.0 not in scores and scores == sim.scores()


def test_an_open_round_is_valued_after_the_turns_played():
    """Values by role: our seat by the first table, the others by the second (here: the hand's
    true sum, and twice it)."""
    mine = _only(1)
    theirs = tuple(2 * c for c in _only(1))
    sim = _world(-1, [13] * 10, top=13)  # every card a 13: the greedy players draw and discard them
    scores = finish_round(sim, 1, 2, _obs(), (mine, theirs))
    assert scores == [sum(sim.vals[0]), 2.0 * sum(sim.vals[1])]
    assert len(sim.deck) == 8  # two turns were played before the value was read


def test_the_value_reads_the_turn_deck_and_mover_as_the_fit_does():
    """Our turn is obs.turn; after our move and h more turns the world stands at the start of turn
    obs.turn + 1 + h, counted a seat at a time as the fit counts the engine's turns."""
    obs = _obs()
    assert obs.turn == 1
    for h in (0, 2, 3):
        sim = _world(-1, [13] * 10, top=13)
        turn = finish_round(sim, 1, h, obs, (_only(16), _only(16)))
        assert turn == [(obs.turn + 1 + h) / 2] * 2
        deck = finish_round(_world(-1, [13] * 10, top=13), 1, h, obs, (_only(19), _only(19)))
        assert deck == [(10 - h) / 10] * 2
        mover = finish_round(_world(-1, [13] * 10, top=13), 1, h, obs, (_only(20), _only(20)))
        assert mover == ([0.0, 1.0] if h % 2 == 0 else [1.0, 0.0])  # seat 1 moves after our move


def test_the_shipped_table_covers_heads_up_official_for_both_roles():
    assert tables_for("official", 2) is not None
    assert all(len(VALUE_TABLES[key]) == N_FEATURES for key in VALUE_TABLES)
    assert ExpertAgent.value_turns is None  # an experiment: off, the full rollouts decide


class _ValueExpert(ExpertAgent):
    value_turns = 2
    samples = 8
    cabo_samples = 16
    heads_up_worlds = 1


def test_an_expert_searching_with_the_value_plays_a_legal_game_and_reads_the_value(monkeypatch):
    """Every search of a heads-up official game ends its open worlds on the value (counted), and
    every action it chooses is legal (the engine refuses any other)."""
    import cabo_desktop.games.cabo.ai.expert as expert_module
    from cabo_desktop.core.runner import play_game
    from cabo_desktop.games.cabo.ai.levels import make_agent

    reads = []
    real = expert_module.finish_round

    def counted(*args):
        reads.append(1)
        return real(*args)

    monkeypatch.setattr(expert_module, "finish_round", counted)
    run = play_game(OFFICIAL, [_ValueExpert(seed=5), make_agent("skilled", 6)], seed=11)
    assert run.state.winners and len(reads) > 100
