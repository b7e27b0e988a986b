"""Statistics: exact numbers from a stacked three-round game, counting once, per variant and
per opponent level, and a damaged file moved aside."""

from __future__ import annotations

import json

import pytest

from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.core.records import GameRecord, Seat, replay
from cabo_desktop.storage.saver import GameSaver
from cabo_desktop.storage import saves, stats

from storage_helpers import deck_for, play_random

# Official rules, but the game ends when a total passes 60 (three short rounds).
VARIANT = load_builtin("official").with_settings({"game_end.over": 60})


def cabo_counts(tally: stats.Tally) -> tuple[int, int, int]:
    """CABO's own counters of a tally: calls, successful calls, Kamikazes."""
    return tuple(tally.counts.get(key, 0) for key in ("cabo_calls", "cabo_successes", "kamikazes"))


def _stacked_game() -> GameRecord:
    """Three rounds, Ann (human, seat 0) against Dr. Okafor (skilled, seat 1):

    1. Ann holds 0 1 1 2 (sum 4) and calls CABO at once; Bot holds 5 6 7 8 (26).
       Ann is lowest: round scores (0, 26).            CABO success, round won.
    2. Ann starts (lowest score). She holds 10 11 12 13 (46) and calls CABO; Bot holds 0 0 1 1.
       Ann is not lowest: 46 + 10. Round scores (56, 2). Failed CABO, round lost.
    3. Bot starts (lowest score) and calls CABO with 0 0 1 1; Ann holds 12 12 13 13: Kamikaze.
       Round scores (0, 50). Totals (56, 78): the game is over, Ann wins.
    """
    r1 = deck_for(VARIANT, [["0", "1", "1", "2"], ["5", "6", "7", "8"]], "9", ["3"], start_seat=0)
    r2 = deck_for(VARIANT, [["10", "11", "12", "13"], ["0", "0", "1", "1"]], "9", ["3"], start_seat=0)
    r3 = deck_for(VARIANT, [["12", "12", "13", "13"], ["0", "0", "1", "1"]], "9", ["3"], start_seat=1)
    actions = (
        ["look 0 1", "look 0 1", "cabo", "draw deck", "discard"]  # round 1: Ann starts
        + ["look 0 1", "look 0 1", "cabo", "draw deck", "discard"]  # round 2: Ann starts
        + ["look 0 1", "look 0 1", "cabo", "draw deck", "discard"]  # round 3: Bot starts
    )
    return GameRecord.for_variant(VARIANT, [Seat("Ann", "human"), Seat("Dr. Okafor", "skilled")], 1,
                                  decks=[r1, r2, r3], start_seat=0, actions=actions)


def test_the_stacked_game_goes_as_described():
    final = replay(_stacked_game()).final
    assert final.over and final.winners == (0,)
    assert [r.scores for r in final.history] == [(0, 26), (56, 2), (0, 50)]
    assert [r.caller for r in final.history] == [0, 0, 1] and final.history[2].kamikaze == 0


def test_statistics_count_a_finished_game_exactly():
    record = _stacked_game()
    update = stats.record_game(record)
    assert update.counted and update.messages == []
    s = stats.load_stats().value.of("cabo")
    for tally in (s.overall, s.by_variant["official"], s.by_level["skilled"]):
        assert (tally.games, tally.games_won, tally.rounds, tally.rounds_won) == (1, 1, 3, 2)
        assert (tally.score_sum, tally.best_round) == (56, 0)
        assert tally.average_round_score == pytest.approx(56 / 3)
        calls, successes, kamikazes = cabo_counts(tally)
        assert (calls, successes, successes / calls) == (2, 1, 0.5)
        assert kamikazes == 1
    assert set(s.by_level) == {"skilled"} and set(s.by_variant) == {"official"}
    assert s.recent_scores == [0, 56, 0]
    assert [r.won for r in s.recent] == [True, False, True]


def test_a_game_is_counted_once():
    record = _stacked_game()
    stats.record_game(record)
    again = stats.record_game(record)
    assert not again.counted and again.stats.of("cabo").overall.games == 1


def test_the_other_seat_can_be_counted_instead():
    s = stats.Stats()
    record = _stacked_game()
    assert stats.add_game(s, record, replay(record).final, seats=[1])
    t = s.of("cabo").overall
    assert (t.games, t.games_won, t.rounds, t.rounds_won, t.score_sum, t.best_round) == (1, 0, 3, 1, 78, 2)
    assert cabo_counts(t) == (1, 0, 0)


def test_an_unfinished_game_or_one_without_humans_is_not_counted():
    s = stats.Stats()
    record, state = play_random(load_builtin("official"), 2, seed=3, actions=30)
    assert not stats.add_game(s, record, state)
    record, state = play_random(load_builtin("official"), 2, seed=3, actions=10_000, kinds=["random", "random"])
    assert state.over and not stats.add_game(s, record, state)
    assert s.of("cabo").overall.games == 0


def test_hot_seat_games_count_under_human_and_each_level_separately():
    s = stats.Stats()
    record, state = play_random(load_builtin("classic"), 3, seed=7, actions=10_000, kinds=["human", "human", "casual"])
    assert stats.add_game(s, record, state)
    cabo = s.of("cabo")
    assert cabo.overall.games == 2 and cabo.by_level["casual"].games == 2  # each human seat is a game
    assert cabo.by_variant["classic"].rounds == 2 * len(state.history)
    record, state = play_random(load_builtin("kaboo"), 2, seed=8, actions=10_000, kinds=["human", "human"])
    assert stats.add_game(s, record, state)
    assert cabo.by_level["human"].games == 2 and cabo.by_variant["kaboo"].games == 2
    assert cabo.overall.games == 4


def test_finishing_a_game_updates_the_statistics():
    record = _stacked_game()
    state = replay(record).final
    assert saves.finish_game(record, state) == []
    assert stats.load_stats().value.of("cabo").overall.games_won == 1


def test_recent_rounds_keep_only_the_latest():
    s = stats.Stats()
    for seed in range(3):
        record, state = play_random(load_builtin("official"), 2, seed=seed, actions=10_000)
        stats.add_game(s, record, state)
    assert len(s.of("cabo").recent) == min(stats.RECENT_LIMIT, s.of("cabo").overall.rounds)


@pytest.mark.parametrize("content", ["{broken",
                                     '{"format": "cabo-desktop-stats", "version": 1, "overall": {"games": "many"}}',
                                     "[]"])
def test_a_damaged_statistics_file_is_moved_aside_and_counting_starts_afresh(content):
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    path.write_text(content)
    loaded = stats.load_stats()
    assert loaded.value == stats.Stats()
    assert "statistics could not be read" in loaded.messages[0] and "start afresh" in loaded.messages[-1]
    [moved] = loaded.moved
    assert moved.read_text() == content
    update = stats.record_game(_stacked_game())
    assert update.counted and update.stats.of("cabo").overall.games == 1
    assert json.loads(path.read_text())["games"]["cabo"]["overall"]["games"] == 1


def test_statistics_round_trip_through_the_file():
    stats.record_game(_stacked_game())
    first = stats.load_stats().value
    stats.save_stats(first)
    assert stats.load_stats().value == first


def test_rounds_count_as_they_are_played_and_the_game_end_counts_only_the_rest():
    """Three rounds played of an unfinished game show as three rounds (not zero); the game's
    end adds the game and its last round, never a round twice."""
    full = _stacked_game()
    record = saves.new_record(VARIANT, [("Ann", "human"), ("Dr. Okafor", "skilled")], 1,
                              decks=full.decks, start_seat=0)
    saver = GameSaver(record, replay(record).final)
    game = full.rules
    state = replay(record).final
    for text in full.actions:
        state, _ = game.apply(state, game.parse_action(text))
        saver.after_action(text, state)
        rounds_scored = len(state.history)
        if not state.over:
            tally = stats.load_stats().value.of("cabo").overall
            assert (tally.games, tally.rounds) == (0, rounds_scored)
    assert state.over and len(state.history) == 3
    saver.finish(state)
    s = stats.load_stats().value
    tally = s.of("cabo").overall
    assert (tally.games, tally.games_won, tally.rounds, tally.rounds_won) == (1, 1, 3, 2)
    assert cabo_counts(tally) == (2, 1, 1) and tally.score_sum == 56
    assert s.rounds_counted == {}
    assert not stats.record_game(record, state).counted  # counted once


def test_a_round_counted_in_play_is_not_counted_again_by_the_record():
    record = _stacked_game()
    final = replay(record).final
    s = stats.Stats()
    partial = replay(record).states[4]  # after round 1 only
    assert len(partial.history) == 1 and not partial.over
    assert stats.add_rounds(s, record, partial) and not stats.add_rounds(s, record, partial)
    assert stats.add_game(s, record, final)
    assert s.of("cabo").overall.rounds == 3


def test_statistics_from_a_newer_version_are_left_alone_and_never_overwritten():
    """A newer version's statistics (a player went back to an older version): not moved aside,
    not counted into, not written over; the player is told once, and the games still play."""
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    newer = json.dumps({"format": "cabo-desktop-stats", "version": stats.STATS_VERSION + 1, "games": {},
                        "counted": ["x"] * 321})
    path.write_text(newer)
    loaded = stats.load_stats()
    assert loaded.newer and loaded.moved == [] and "newer version" in loaded.messages[0]
    update = stats.record_game(_stacked_game())
    assert not update.counted and "newer version" in update.messages[0]
    assert stats.save_stats(stats.Stats()) and path.read_text() == newer
    assert not list(path.parent.glob("stats.json.broken-*"))
