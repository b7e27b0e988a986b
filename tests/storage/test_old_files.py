"""Files written before the table hosted several games (record version 1, statistics version 1)
still load, replay and resume exactly. The fixtures in tests/fixtures/v1 are real files written
by that version (`*.replay.json` is what its `replay --json` printed for each record)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cabo_desktop.cli import main
from cabo_desktop.core.records import RECORD_VERSION, RecordError, load_record, replay
from cabo_desktop.storage.saver import GameSaver
from cabo_desktop.storage import paths, saves, settings, stats

V3 = Path(__file__).resolve().parent.parent / "fixtures" / "v3"
V2 = Path(__file__).resolve().parent.parent / "fixtures" / "v2"
V1 = Path(__file__).resolve().parent.parent / "fixtures" / "v1"
RECORDS = ["autosave", "save-sunday-game", "finished-kaboo", "record-classic"]


def test_the_fixtures_really_are_version_1():
    for name in RECORDS:
        data = json.loads((V1 / f"{name}.json").read_text())
        assert data["version"] == 1 and "game" not in data
    assert json.loads((V1 / "stats.json").read_text())["version"] == 1


def test_version_1_records_replay_exactly_as_they_did(capsys):
    for name in RECORDS:
        assert main(["replay", str(V1 / f"{name}.json"), "--json"]) == 0
        now = json.loads(capsys.readouterr().out)
        then = json.loads((V1 / f"{name}.replay.json").read_text())
        if not then["over"]:  # a game still being played: its face-down hands are no longer printed
            assert all(card == "?" for hand in now["state"]["hands"] for card in hand), name
            assert [len(h) for h in now["state"]["hands"]] == [len(h) for h in then["state"]["hands"]], name
            now["state"]["hands"] = then["state"]["hands"]
        assert now == then, name


def test_a_version_1_record_is_a_cabo_record_and_is_written_back_as_the_current_version(tmp_path):
    record = load_record(V1 / "record-classic.json")
    assert record.game == "cabo" and record.variant == "classic"
    data = record.to_data()
    assert data["version"] == RECORD_VERSION and data["game"] == "cabo" and data["variant_revision"] == 1
    assert replay(record).final == replay(load_record(V1 / "record-classic.json")).final


def test_a_version_1_autosave_continues_exactly_and_the_next_autosave_is_the_current_version():
    target = saves.autosave_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(V1 / "autosave.json", target)
    loaded = saves.continue_game()
    assert loaded.messages == [] and loaded.value is not None
    game = loaded.value
    expected = json.loads((V1 / "autosave.replay.json").read_text())["state"]
    state = game.state
    assert state.round.round_no == expected["round"] and state.to_act == expected["to_act"]
    assert [[state.face(c).code for c in hand] for hand in state.round.hands] == expected["hands"]
    assert state.round.drawn >= 0  # mid-turn: the drawn card is held, exactly where it stopped
    saver = GameSaver.resume(game)
    action = game.record.rules.legal_actions(state)[0]
    after, _ = game.record.rules.apply(state, action)
    assert saver.after_action(action, after) == []
    written = json.loads(target.read_text())
    assert written["version"] == RECORD_VERSION and written["game"] == "cabo" and written["variant_revision"] == 1
    assert written["actions"][:-1] == json.loads((V1 / "autosave.json").read_text())["actions"]


def test_a_version_1_named_save_is_listed_and_loads():
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(V1 / "save-sunday-game.json", folder / "sunday-game.json")
    listing = saves.list_saves()
    assert listing.messages == []
    [summary] = listing.saves
    assert (summary.name, summary.game, summary.players) == ("Sunday game", "cabo", ("Ann", "Marta", "Pip"))
    loaded = saves.load_game(summary.path)
    assert loaded.value is not None and loaded.value.state.to_act == 0


def test_version_1_statistics_are_upgraded_without_losing_a_number():
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(V1 / "stats.json", path)
    old = json.loads((V1 / "stats.json").read_text())
    loaded = stats.load_stats()
    assert loaded.messages == []
    cabo = loaded.value.of("cabo")
    for group, tally in [("overall", cabo.overall), ("kaboo", cabo.by_variant["kaboo"]),
                         ("skilled", cabo.by_level["skilled"])]:
        before = old["overall"] if group == "overall" else old["by_variant" if group == "kaboo" else "by_level"][group]
        assert (tally.games, tally.games_won, tally.rounds, tally.rounds_won, tally.score_sum, tally.best_round) == \
            tuple(before[k] for k in ("games", "games_won", "rounds", "rounds_won", "score_sum", "best_round"))
        assert tally.counts == {k: before[k] for k in ("cabo_calls", "cabo_successes", "kamikazes")}
    assert [r.score for r in cabo.recent] == [r["score"] for r in old["recent"]]
    assert loaded.value.counted == old["counted"]
    # written back in the newest version, it reads the same
    assert stats.save_stats(loaded.value) == []
    assert json.loads(path.read_text())["version"] == stats.STATS_VERSION
    assert stats.load_stats().value == loaded.value


def test_version_2_statistics_are_upgraded_without_losing_a_number():
    """A real version-2 file (written before rounds were counted as they are played)."""
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(V2 / "stats.json", path)
    old = json.loads(path.read_text())
    assert old["version"] == 2
    loaded = stats.load_stats()
    assert loaded.messages == []
    assert loaded.value.rounds_counted == {} and loaded.value.counted == old["counted"]
    for name, game in old["games"].items():
        mine = loaded.value.of(name)
        assert mine.overall.to_data() == game["overall"]
        assert {k: t.to_data() for k, t in mine.by_variant.items()} == game["by_variant"]
        assert {k: t.to_data() for k, t in mine.by_level.items()} == game["by_level"]
        assert [r.score for r in mine.recent] == [r["score"] for r in game["recent"]]


def test_version_1_settings_still_load():
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(V1 / "settings.json", path)
    loaded = settings.load_settings()
    assert loaded.messages == []
    assert (loaded.value.player_name, loaded.value.default_variant) == ("Ann", "kaboo")
    assert paths.config_dir() in path.parents


def test_a_version_2_kaboo_record_plays_on_with_the_game_end_it_began_with():
    """Kaboo's game end moved from 100 to 50 points (its revision 2): a real version-2 record,
    whose first round passed 50, still plays its second round and ends as it did."""
    from cabo_desktop.games import get_game
    from cabo_desktop.core.records import GameRecord, Seat
    record = load_record(V2 / "finished-kaboo.json")
    assert record.variant == "kaboo" and record.variant_revision == 1
    result = replay(record)
    expected = json.loads((V2 / "finished-kaboo.expected.json").read_text())
    assert result.variant.game_end.over == 100
    assert (len(result.final.history), list(result.final.totals), list(result.final.winners)) == \
        (expected["rounds"], expected["totals"], expected["winners"])
    assert max(result.final.history[0].totals) > 50  # under today's kaboo it would have ended there
    fresh = GameRecord.for_variant(get_game("cabo").load_builtin("kaboo"), [Seat("Ann"), Seat("Bob")], 1)
    assert fresh.variant_revision == 4 and fresh.build_variant().game_end.over == 50


def test_a_kaboo_record_of_revision_2_keeps_reshuffling_as_it_did():
    """Since kaboo's revision 3 the round ends when the stockpile runs out. A real record written
    with revision 2 (record version 3), whose first round reshuffled the discard pile twice and ran
    to the AI's long-round call at turn 123, still replays that round exactly."""
    from cabo_desktop.games.cabo.rules import events as E
    record = load_record(V3 / "stalled-kaboo.json")
    expected = json.loads((V3 / "stalled-kaboo.expected.json").read_text())
    assert record.variant == "kaboo" and record.variant_revision == 2
    assert record.build_variant().turn.deck_empty == "reshuffle"
    result = replay(record)
    reshuffles = sum(isinstance(e, E.DeckReshuffled) for events in result.events for e in events)
    last_turn = max(e.turn for events in result.events for e in events if isinstance(e, E.TurnStarted))
    assert (len(result.final.history), list(result.final.totals), reshuffles, last_turn, len(record.actions)) == \
        (expected["rounds"], expected["totals"], expected["reshuffles"], expected["turns"], expected["actions"])
    record.variant_revision = None  # today's kaboo: the round ends when the deck runs out
    with pytest.raises(RecordError):  # an action of then that today's rules refuse
        replay(record)
