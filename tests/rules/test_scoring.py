"""The pure scoring functions of cabo_desktop/rules/scoring.py, on hand-made hands."""

from __future__ import annotations

import pytest

from cabo_desktop.games.cabo.rules.scoring import apply_resets, game_winners, next_start_seat, score_round

from scenario import CLASSIC, KABOO, OFFICIAL


def cards(variant, *hands):
    return [[variant.face_by_code[code] for code in hand] for hand in hands]


def official(*hands, caller=None):
    return score_round(OFFICIAL.scoring, cards(OFFICIAL, *hands), caller)


def classic(*hands, caller=None):
    return score_round(CLASSIC.scoring, cards(CLASSIC, *hands), caller)


def kaboo(*hands, caller=None):
    return score_round(KABOO.scoring, cards(KABOO, *hands), caller)


KAMIKAZE = ["13", "12", "13", "12"]


# ---------------------------------------------------------------- score_round: official


def test_official_score_is_the_sum_of_cards_without_a_caller():
    """"Your score for the round is the sum of your remaining cards.\""""
    result = official(["0", "5", "13"], ["1", "1", "2", "2", "9"], [])
    assert result.sums == (18, 15, 0) and result.scores == (18, 15, 0)
    assert result.winners == (2,) and result.kamikaze is None


def test_official_caller_lowest_scores_zero():
    """"If you called CABO and have the lowest sum ... you score 0 points.\""""
    assert official(["1", "2"], ["5"], ["9"], caller=0).scores == (0, 5, 9)


def test_official_caller_tied_for_lowest_scores_zero_non_caller_keeps_sum():
    """"... (or are tied for it), you score 0 points.\""""
    result = official(["1", "2"], ["3"], ["9"], caller=1)
    assert result.scores == (3, 0, 9) and set(result.winners) == {0, 1}


def test_official_caller_not_lowest_scores_sum_plus_10_lowest_non_caller_keeps_sum():
    """"If you called CABO and do not have the lowest sum, you score the sum of your cards plus 10."
    The lowest non-caller still scores their sum."""
    assert official(["1", "2"], ["4"], caller=1).scores == (3, 14)


@pytest.mark.parametrize("caller", [None, 0, 1, 2])
def test_official_kamikaze_zero_for_the_player_fifty_for_all_others(caller):
    """"If a player ends the round with exactly two 13s and two 12s, and no other cards, they score
    0 points and each other player scores 50 points.\""""
    result = official(["0"], KAMIKAZE, ["3", "3"], caller=caller)
    assert result.kamikaze == 1 and result.scores == (50, 0, 50) and result.winners == (1,)
    assert result.sums == (0, 50, 6)


@pytest.mark.parametrize(
    "hand", [KAMIKAZE + ["0"], ["12", "12", "13"], ["12", "12", "12", "13"], ["12", "13", "13", "11"]]
)
def test_official_not_kamikaze_without_exactly_two_12s_and_two_13s(hand):
    """"... and no other cards": a fifth card or another mix is an ordinary hand."""
    result = official(["5"], hand, caller=1)
    assert result.kamikaze is None and result.scores[0] == 5 and result.scores[1] == sum(map(int, hand)) + 10


# ---------------------------------------------------------------- score_round: classic


def test_classic_lowest_scores_zero_others_their_sum():
    """"The player with the lowest score wins and receives 0 points. Everyone else receives the
    points in their hand.\""""
    assert classic(["1", "2"], ["4"], ["9"]).scores == (0, 4, 9)


def test_classic_caller_not_lowest_adds_5():
    """"If the player who called Cabo doesn't have the lowest score, he or she receives 5 penalty
    points on top of their score.\""""
    assert classic(["1", "2"], ["4"], caller=1).scores == (0, 9)


def test_classic_tie_with_caller_caller_wins_other_keeps_sum():
    """"In the event of a tie, the player who called Cabo wins.\""""
    result = classic(["3"], ["1", "2"], ["9"], caller=1)
    assert result.scores == (3, 0, 9) and result.winners == (1,)


def test_classic_tie_without_caller_both_score_zero():
    """"If neither player who tied called Cabo they both receive 0 points.\""""
    result = classic(["3"], ["1", "2"], ["9"], caller=2)
    assert result.scores == (0, 0, 14) and result.winners == (0, 1)


def test_classic_kamikaze_regardless_of_caller():
    """"Everyone else receives 50 points and you will receive 0 points regardless of who calls.\""""
    assert classic(KAMIKAZE, ["0"], caller=1).scores == (0, 50)


# ---------------------------------------------------------------- score_round: kaboo


def test_kaboo_values_and_sums():
    """Ace 1, Jack 11, Queen 12, black King 13, red King 0, joker -1."""
    result = kaboo(["AS", "JH", "QD", "KC"], ["KH", "KD", "JOKER", "JOKER"], ["10S"])
    assert result.sums == (37, -2, 10) and result.scores == (37, -2, 10)


def test_kaboo_caller_strictly_lowest_minus_5():
    """"If a player calls kaboo and wins, they receive an additional -5 points.\""""
    assert kaboo(["AS"], ["2S"], caller=0).scores == (-4, 2)


@pytest.mark.parametrize("other, expected", [(["AH"], (6, 1)), (["JOKER"], (6, -1))])
def test_kaboo_caller_tied_or_worse_plus_5(other, expected):
    """"If they draw or worse, 5 points are added to their score.\""""
    assert kaboo(["AS"], other, caller=0).scores == expected


def test_kaboo_has_no_kamikaze():
    """Kaboo has no Kamikaze hand."""
    result = kaboo(["QS", "QH", "KS", "KC"], ["5S"])
    assert result.kamikaze is None and result.scores == (50, 5)


# ---------------------------------------------------------------- apply_resets


def test_official_reset_exactly_100_to_50_once_per_player():
    """"If a player's total score is ever exactly 100 points, their score is reset to 50 points.
    This may only happen one time per player per game.\""""
    totals, used, done = apply_resets(OFFICIAL.game_end, (100, 99, 100, 101), (0, 0, 1, 0))
    assert totals == (50, 99, 100, 101) and used == (1, 0, 1, 0) and done == [(0, 100, 50)]


def test_classic_reset_unlimited_and_its_options():
    """Classic: exactly 100 goes down to 50 every time; options limit it or change the target."""
    rules = CLASSIC.game_end
    assert apply_resets(rules, (100, 100), (7, 3))[:2] == ((50, 50), (8, 4))
    per_player = CLASSIC.with_settings({"game_end.reset.per_player": 2}).game_end
    assert apply_resets(per_player, (100, 100), (2, 1))[0] == (100, 50)
    total = CLASSIC.with_settings({"game_end.reset.total": 3}).game_end
    assert apply_resets(total, (100, 100), (1, 1))[:2] == ((50, 100), (2, 1))  # seat order decides
    seventy = CLASSIC.with_settings({"game_end.reset.to": 70}).game_end
    assert apply_resets(seventy, (100, 40), (0, 0))[2] == [(0, 100, 70)]


def test_kaboo_never_resets():
    """Kaboo has no reset: 100 stays 100."""
    assert apply_resets(KABOO.game_end, (100, 50), (0, 0)) == ((100, 50), (0, 0), [])


# ---------------------------------------------------------------- next_start_seat


def test_official_next_start_lowest_round_score():
    """"The player with the lowest score in the previous round is the new start player.\""""
    assert next_start_seat(OFFICIAL.game_end, 0, (7, 9, 3, 4), (0, 0, 0, 0), (2,)) == 2


@pytest.mark.parametrize("previous, expected", [(0, 1), (1, 1), (2, 3), (3, 3), (4, 1)])
def test_official_next_start_tie_closest_clockwise_from_previous_start(previous, expected):
    """"In case of a tie, the player closest to the previous start player becomes the new start
    player." Note: clockwise, the previous start player counting first."""
    scores = (9, 2, 9, 2, 9)
    assert next_start_seat(OFFICIAL.game_end, previous, scores, (0,) * 5, (1, 3)) == expected


def test_classic_next_start_round_winner_ties_lowest_total():
    """"The winner goes first ... In the case of a winning tie, the person with the lowest overall
    score goes first." Still tied: closest clockwise to the previous start player."""
    rules = CLASSIC.game_end
    assert next_start_seat(rules, 0, (5, 0, 0), (5, 0, 0), (1,)) == 1
    assert next_start_seat(rules, 0, (5, 0, 0), (5, 40, 30), (1, 2)) == 2
    assert next_start_seat(rules, 2, (5, 0, 0), (5, 30, 30), (1, 2)) == 2
    assert next_start_seat(rules, 0, (5, 0, 0), (5, 30, 30), (1, 2)) == 1


def test_kaboo_next_start_rotates():
    """Play starts left of the dealer and the deal passes on: the start seat moves clockwise."""
    assert next_start_seat(KABOO.game_end, 2, (0, 9, 9), (0, 0, 0), (0,)) == 0
    assert next_start_seat(KABOO.game_end, 0, (0, 9, 9), (0, 0, 0), (0,)) == 1


# ---------------------------------------------------------------- game_winners


def test_game_winner_lowest_total():
    """"The player with the lowest score wins.\""""
    assert game_winners((101, 40, 35), (20, 5, 10)) == (2,)


def test_game_winner_tie_goes_to_lowest_last_round_score():
    """"In case of a tie, the tied player with the lowest score in the last round wins.\""""
    assert game_winners((101, 40, 40), (20, 10, 5)) == (2,)
    assert game_winners((101, 40, 40, 39), (20, 10, 5, 30)) == (3,)


def test_game_winner_still_tied_share_the_win():
    """Note: "if still tied, they share the win.\""""
    assert game_winners((101, 40, 40), (20, 5, 5)) == (1, 2)
