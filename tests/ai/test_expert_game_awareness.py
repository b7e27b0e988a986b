"""The Expert's game awareness: the chance of winning the game after a round, which its
rollouts add to the round objective (search_values.win_chance)."""

from __future__ import annotations

import pytest

from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.search_values import win_chance
from cabo_desktop.games.cabo.rules import load_builtin

OFFICIAL = load_builtin("official").game_end  # over 100; a total of exactly 100 resets to 50, once


def chance(totals, scores, me, used=(0, 0, 0, 0)):
    return win_chance(OFFICIAL, totals, used, me, scores, ExpertAgent.round_mean, ExpertAgent.round_sd)


def test_a_round_that_ends_the_game_is_a_win_or_a_loss():
    # seat 0 goes over 100: the game ends, seat 1 has the lowest total
    assert chance((95, 60, 70, 80), (10, 5, 3, 2), me=1) == 1.0
    assert chance((95, 60, 70, 80), (10, 5, 3, 2), me=2) == 0.0
    assert chance((95, 60, 70, 80), (10, 5, 3, 2), me=0) == 0.0


def test_a_shared_lowest_total_is_half_a_win():
    # seats 1 and 2 tie on 70 with the same last-round score: they share the win
    assert chance((99, 65, 65, 80), (5, 5, 5, 0), me=1) == pytest.approx(0.5)


def test_exactly_one_hundred_resets_before_the_game_end_is_judged():
    # seat 0 lands on exactly 100, which resets to 50; seat 3 goes over, so the game ends with
    # seat 0 lowest
    assert chance((90, 60, 70, 99), (10, 8, 8, 5), me=0) == 1.0
    # a reset already used: 100 stays 100, and seat 1 (68) is lowest
    assert chance((90, 60, 70, 99), (10, 8, 8, 5), me=0, used=(1, 0, 0, 0)) == 0.0


def test_a_game_that_goes_on_favours_the_leader_and_a_lower_round():
    lead = chance((20, 40, 40, 40), (5, 5, 5, 5), me=0)
    behind = chance((20, 40, 40, 40), (5, 5, 5, 5), me=1)
    assert 0.0 < behind < lead < 1.0
    # the same round with a lower own score is worth more, and more so near the end
    early = chance((10, 10, 10, 10), (2, 8, 8, 8), 0) - chance((10, 10, 10, 10), (8, 8, 8, 8), 0)
    late = chance((80, 80, 80, 80), (2, 8, 8, 8), 0) - chance((80, 80, 80, 80), (8, 8, 8, 8), 0)
    assert 0.0 < early < late


def test_the_expert_plays_with_game_awareness_on():
    assert ExpertAgent.game_weight > 0
