"""Text a file may hold that no screen or writer could take (issue 35, items 1, 3 and 4): unpaired
UTF-16 surrogates (JSON's "\\ud800"), format characters that draw nothing, names of nothing
visible, and seats whose kind the game does not know. Each is cleaned where files are read,
refused with a clear message, or written safely; nothing stops the game or loses a file."""

from __future__ import annotations

import json

import pytest

from cabo_desktop.core.player_files import NAME_CONTROL, NAME_EMPTY, load_json_text, load_yaml_text, name_problem
from cabo_desktop.core.records import write_atomically
from cabo_desktop.games import get_game
from cabo_desktop.storage.saver import GameSaver
from cabo_desktop.storage import paths, saves, settings, stats
from cabo_desktop.storage.files import BROKEN_MARK
from tests.fuzz_files import random_record

SURROGATE = "\ud800"
GAMES = ("cabo", "cabanga", "kobito")


def write_raw(path, data) -> None:
    """Write data as JSON the way a hostile editor would: surrogates as \\u escapes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


# ------------------------------------------------------------------ surrogates: cleaned when read


def test_json_and_yaml_readers_replace_unpaired_surrogates_in_keys_and_values():
    data = load_json_text('{"a\\ud800": ["x\\udfff", {"k": "\\ud83d"}], "ok": "\\ud83d\\ude00"}', "f", ValueError)
    assert data == {"a\ufffd": ["x\ufffd", {"k": "\ufffd"}], "ok": "\U0001f600"}  # a real pair is kept
    assert load_yaml_text('title: "A\\ud800"\n', "f", ValueError) == {"title": "A\ufffd"}
    json.dumps(data, ensure_ascii=False).encode("utf-8")  # writable again


def test_nesting_is_still_bounded():
    from cabo_desktop.core.player_files import MAX_DEPTH
    deep = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    with pytest.raises(ValueError, match="nested too deeply"):
        load_json_text(deep, "f", ValueError)
    load_json_text("[" * MAX_DEPTH + "]" * MAX_DEPTH, "f", ValueError)  # the deepest allowed


def test_a_writer_handed_a_surrogate_writes_readable_utf8_instead_of_failing(tmp_path):
    path = tmp_path / "x.json"
    write_atomically(path, json.dumps({"name": "A" + SURROGATE}, ensure_ascii=False))
    assert json.loads(path.read_bytes().decode("utf-8")) == {"name": "A\ufffd"}


@pytest.mark.parametrize("game", GAMES)
def test_an_ended_unfiled_autosave_with_a_surrogate_in_its_meta_is_filed_at_start(game):
    """It used to stop `cabo-desktop play` at every start (UnicodeEncodeError while filing it)."""
    record, state = random_record(game, 0, over=True)
    record.meta["note"] = "broken " + SURROGATE
    data = record.to_data()
    write_raw(saves.autosave_path(), data)
    loaded = saves.continue_game()
    assert loaded.value is None and any("already ended" in m for m in loaded.messages), loaded.messages
    assert not saves.has_autosave()
    [filed] = saves.list_finished().saves
    assert filed.game == game
    assert stats.load_stats().value.of(game).overall.games == 1


@pytest.mark.parametrize("game", GAMES)
def test_continue_with_a_surrogate_in_the_save_keeps_autosaving(game):
    record, state = random_record(game, 4)
    record.meta["name"] = "mine " + SURROGATE
    write_raw(saves.autosave_path(), record.to_data())
    loaded = saves.continue_game()
    assert loaded.value is not None, loaded.messages
    saver = GameSaver.resume(loaded.value)
    game_rules = get_game(game)
    action = game_rules.legal_actions(loaded.value.state)[0]
    new_state, _ = game_rules.apply(loaded.value.state, action)
    assert saver.after_action(action, new_state) == []  # no "could not autosave" message
    again = saves.continue_game().value
    assert len(again.record.actions) == len(record.actions) + 1
    assert again.record.meta["name"] == "mine \ufffd"


def test_statistics_with_a_surrogate_key_load_count_and_save():
    """It used to stop the game at start: the statistics writer met the key and raised."""
    record, state = random_record("cabo", 0, over=True)
    data = stats.Stats().to_data()
    data["games"]["cabo"] = {"by_variant": {"house" + SURROGATE: {"games": 1}}, "by_level": {}, "recent": []}
    write_raw(stats.stats_path(), data)
    loaded = stats.load_stats()
    assert loaded.value is not None and not loaded.moved, loaded.messages
    assert "house\ufffd" in loaded.value.of("cabo").by_variant
    update = stats.record_game(record, state)
    assert not any("could not" in m.lower() for m in update.messages), update.messages
    again = stats.load_stats().value.of("cabo")
    assert again.overall.games == 1 and "house\ufffd" in again.by_variant


def test_a_variant_file_with_a_surrogate_in_its_title_is_usable():
    from cabo_desktop.core.variant_files import variant_entries
    folder = paths.user_variants_dir()
    folder.mkdir(parents=True)
    (folder / "odd.yaml").write_text('extends: official\nname: odd\ntitle: "Odd \\ud800"\n', encoding="utf-8")
    entries = [e for e in variant_entries(get_game("cabo"), folder) if "odd" in e.key]
    assert entries and entries[0].ok, [e.error for e in entries]
    assert "\ufffd" in entries[0].variant.title


# ------------------------------------------------------------------ names that draw nothing


@pytest.mark.parametrize("name, problem", [
    ("\u200b", NAME_CONTROL), ("\u202eAnn", NAME_CONTROL), ("\ufeffAnn", NAME_CONTROL), ("A\u200dB", NAME_CONTROL),
    ("\u034f", NAME_EMPTY), ("\u0301\u0301", NAME_EMPTY), ("\u00a0", NAME_EMPTY),
    ("Zoë", ""), ("Zoe\u0308", ""), ("Олена", ""), ("Ann Lee", ""),
])
def test_a_name_must_show_something_and_hide_nothing(name, problem):
    assert name_problem(name) == problem


@pytest.mark.parametrize("name", ["\u200b", "\u202e", "\ufeff", "\u034f"])
def test_settings_with_an_invisible_player_name_use_the_default(name):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = settings.Settings().to_data()
    data["player_name"] = name
    write_raw(path, data)
    loaded = settings.load_settings()
    assert loaded.value.player_name == settings.Settings().player_name
    assert loaded.messages


@pytest.mark.parametrize("game", GAMES)
def test_a_save_with_an_invisible_seat_name_is_refused_and_kept_aside(game):
    record, _ = random_record(game, 2)
    data = record.to_data()
    data["seats"][1]["name"] = "\u200b"
    write_raw(saves.autosave_path(), data)
    loaded = saves.continue_game()
    assert loaded.value is None and any("control character" in m for m in loaded.messages), loaded.messages
    assert list(saves.autosave_path().parent.glob(f"*{BROKEN_MARK}*"))  # kept, not deleted


# ------------------------------------------------------------------ seats the game does not know


@pytest.mark.parametrize("game, kind", [("cabanga", "expert"), ("kobito", "beginner"), ("cabo", "solid")])
def test_a_save_with_another_games_ai_level_is_moved_aside_with_a_clear_message(game, kind):
    record, _ = random_record(game, 2, kinds=("human", kind))
    write_raw(saves.autosave_path(), record.to_data())
    loaded = saves.continue_game()
    assert loaded.value is None
    assert any(repr(kind) in m and "AI level" in m for m in loaded.messages), loaded.messages
    assert list(saves.autosave_path().parent.glob(f"*{BROKEN_MARK}*"))
    assert saves.continue_game().value is None and not saves.has_autosave()  # asked once, not every time


@pytest.mark.parametrize("game", GAMES)
def test_a_save_with_the_games_own_levels_still_continues(game):
    levels = [key for key, level in get_game(game).ai_levels().items() if level.offered]
    record, _ = random_record(game, 2, kinds=("human", levels[0].upper()))
    write_raw(saves.autosave_path(), record.to_data())
    assert saves.continue_game().value is not None


def test_a_record_for_replay_only_is_not_refused_for_its_kinds(tmp_path):
    from cabo_desktop.core.records import load_record, replay
    record, _ = random_record("cabanga", 3, kinds=("human", "expert"))
    path = tmp_path / "r.json"
    write_raw(path, record.to_data())
    assert len(replay(load_record(path)).actions) == 3  # replays need no AI
