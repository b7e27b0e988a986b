"""Variant files: the built-ins load, user files extend them, and every bad file gives one clear
VariantError naming the file, the key and what is allowed."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import yaml

from cabo_desktop.games.cabo.rules import (
    BUILTIN_NAMES, VariantError, apply, legal_actions, load_builtin, load_variant_file, new_game,
)
from cabo_desktop.core.variant_files import resolve_variant
from cabo_desktop.games import get_game
from cabo_desktop.games.cabo.rules.variant import builtin_path, to_data, variant_from_data

RULES_DIR = Path(__file__).resolve().parents[2] / "cabo_desktop" / "games" / "cabo" / "rules"
CABO = get_game("cabo")


def write(tmp_path: Path, text: str, name: str = "house.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def load_error(tmp_path: Path, text: str, name: str = "house.yaml") -> str:
    path = write(tmp_path, text, name)
    with pytest.raises(VariantError) as info:
        load_variant_file(path)
    message = str(info.value)
    assert name in message, message
    assert "\n" not in message.strip(), "one clear line"
    return message


# ---------------------------------------------------------------- built-ins and user files


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_each_builtin_variant_loads(name):
    """Every built-in loads from its own file, names itself and documents its readings."""
    variant = load_builtin(name)
    assert variant.name == name and builtin_path(name).name == f"{name}.yaml"
    assert variant.title and variant.notes
    assert load_variant_file(builtin_path(name)) == variant
    assert resolve_variant(CABO, name) is variant


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_each_builtin_option_is_a_valid_setting(name):
    """Options offered on the setup screen change real settings to valid values."""
    variant = load_builtin(name)
    for option in variant.options:
        values = [yaml.safe_load(v) for v in option.values] or [True, False]
        for value in values:
            changed = variant.with_settings({option.key: value})
            node = to_data(changed)
            for part in option.key.split("."):
                node = node[part]
            assert node == value, option.key


def test_user_file_extending_official_with_overrides_loads(tmp_path):
    """A user variant names a built-in in `extends:` and overrides a few settings."""
    path = write(
        tmp_path,
        "extends: official\nname: house\ntitle: House rules\ndeal:\n  hand_size: 6\n  peek_count: 3\n"
        "game_end:\n  over: 150\n",
    )
    variant = load_variant_file(path)
    official = load_builtin("official")
    assert (variant.name, variant.title) == ("house", "House rules")
    assert (variant.deal.hand_size, variant.deal.peek_count) == (6, 3)
    assert variant.game_end.over == 150 and variant.game_end.reset == official.game_end.reset
    assert variant.turn == official.turn and variant.faces == official.faces
    state, _ = new_game(variant, 2, seed=4)
    assert [len(h) for h in state.round.hands] == [6, 6]
    assert resolve_variant(CABO, "house", user_dir=tmp_path) == variant


def test_load_variant_file_on_a_missing_path(tmp_path):
    """A missing file is a VariantError naming the path, not a FileNotFoundError."""
    path = tmp_path / "nowhere.yaml"
    with pytest.raises(VariantError, match="nowhere.yaml: no such variant file"):
        load_variant_file(path)


# ---------------------------------------------------------------- bad files


def test_unknown_top_level_key(tmp_path):
    """A misspelt top-level key is named, with the keys allowed there."""
    message = load_error(tmp_path, "extends: official\ncolour: red\n")
    assert "unknown key 'colour'" in message
    assert "allowed keys here: name, title" in message and "scoring" in message


def test_unknown_nested_key(tmp_path):
    """A misspelt key inside a section is named with its dotted path."""
    message = load_error(tmp_path, "extends: official\nturn:\n  double_draw: true\n")
    assert "unknown key 'turn.double_draw'" in message and "protect_caller" in message


@pytest.mark.parametrize(
    "text, key, allowed",
    [
        ("deal:\n  hand_size: four\n", "deal.hand_size", "not a whole number from 1 to 8"),
        ("deal:\n  hand_size: true\n", "deal.hand_size", "not a whole number"),
        ("turn:\n  protect_caller: 3\n", "turn.protect_caller", "not true or false"),
        ("turn: 5\n", "turn", "expected a mapping with keys take_discard_face_up"),
        ("deck:\n  counts: [1, 2]\n", "deck.counts", "expected a mapping"),
        ("notes: one note\n", "notes", "expected a list"),
        ("deal:\n  hand_size: null\n", "deal.hand_size", "must not be empty"),
    ],
)
def test_wrong_type(tmp_path, text, key, allowed):
    """A value of the wrong type names the key and the type expected."""
    message = load_error(tmp_path, "extends: official\n" + text)
    assert f"key '{key}'" in message and allowed in message


@pytest.mark.parametrize(
    "text, key, allowed",
    [
        ("deal:\n  hand_size: 20\n", "deal.hand_size", "out of range; expected a whole number from 1 to 8"),
        ("players:\n  min: 1\n", "players.min", "from 2 to 10"),
        ("game_end:\n  over: 0\n", "game_end.over", "from 1 to 200"),
        ("deck:\n  counts: {5: 99}\n", "deck.counts.5", "from 0 to 20"),
    ],
)
def test_out_of_range_value(tmp_path, text, key, allowed):
    """A number out of range names the key and the allowed range."""
    message = load_error(tmp_path, "extends: official\n" + text)
    assert f"key '{key}'" in message and allowed in message


@pytest.mark.parametrize(
    "text, key, allowed",
    [
        ("deal:\n  layout: circle\n", "deal.layout", "'circle' is not allowed; expected one of line, square"),
        ("turn:\n  deck_empty: stop\n", "turn.deck_empty", "expected one of end_round, reshuffle"),
        ("scoring:\n  caller_lowest: {base: half}\n", "scoring.caller_lowest.base", "expected one of zero, sum"),
        ("deck:\n  abilities: {7: fly}\n", "deck.abilities.7", "expected one of peek, spy, swap, look_and_swap"),
    ],
)
def test_bad_choice_value(tmp_path, text, key, allowed):
    """A value that is not one of the choices lists the choices."""
    message = load_error(tmp_path, "extends: official\n" + text)
    assert f"key '{key}'" in message and allowed in message


@pytest.mark.parametrize(
    "text, key, allowed",
    [
        ("deal:\n  peek_count: 5\n", "deal.peek_count", "more than deal.hand_size (4)"),
        ("players:\n  min: 4\n  max: 3\n", "players.min", "more than players.max (3)"),
        ("deal:\n  hand_size: 7\nplayers:\n  max: 8\n  stretch_max: 8\n", "deal.hand_size", "cannot deal 7 each to 8"),
        ("players:\n  max: 7\n", "players.stretch_max", "6 is less than players.max (7)"),
        ("scoring:\n  kamikaze: {ranks: ['14']}\n", "scoring.kamikaze.ranks", "no card of rank 14"),
    ],
)
def test_settings_that_contradict_each_other(tmp_path, text, key, allowed):
    """Settings that cannot work together name the key to change."""
    message = load_error(tmp_path, "extends: official\n" + text)
    assert f"key '{key}'" in message and allowed in message


def test_invalid_yaml(tmp_path):
    """A YAML syntax error names the file, line and column."""
    message = load_error(tmp_path, "extends: official\ndeal: [1, 2\n")
    assert re.search(r"not valid YAML at line \d+, column \d+", message)


def test_empty_file(tmp_path):
    """An empty file (or only comments) says so."""
    assert "the file is empty" in load_error(tmp_path, "")
    assert "the file is empty" in load_error(tmp_path, "# only a comment\n", "comment.yaml")


def test_missing_key(tmp_path):
    """A complete file (without extends) must give every required key."""
    data = to_data(load_builtin("official"))
    del data["scoring"]
    message = load_error(tmp_path, yaml.safe_dump(data))
    assert "missing key 'scoring'" in message and "round scoring" in message
    data = to_data(load_builtin("official"))
    del data["deal"]["hand_size"]
    assert "missing key 'deal.hand_size'" in load_error(tmp_path, yaml.safe_dump(data), "nested.yaml")


def test_extends_an_unknown_variant(tmp_path):
    """`extends:` must name a built-in variant; the built-ins are listed."""
    message = load_error(tmp_path, "extends: grandma\n")
    assert "key 'extends'" in message and "'grandma'" in message
    assert "expected one of official, classic, kaboo" in message


def test_a_list_instead_of_a_mapping(tmp_path):
    """The file must be a mapping of settings."""
    message = load_error(tmp_path, "- official\n- classic\n")
    assert "expected a mapping" in message


def test_with_settings_validates_like_a_file():
    """Options go through the same validation; the source is named instead of a file."""
    official = load_builtin("official")
    with pytest.raises(VariantError, match=r"options: key 'deal.hand_size': 0 is out of range"):
        official.with_settings({"deal.hand_size": 0})
    with pytest.raises(VariantError, match=r"options: unknown setting 'deal.hand'"):
        official.with_settings({"deal.hand": 5})


# ---------------------------------------------------------------- rules are settings, not names


@pytest.mark.parametrize("module", ["engine.py", "changes.py", "rounds.py", "turn.py", "snapping.py", "scoring.py",
                                    "observation.py", "state.py", "actions.py", "events.py"])
def test_rules_code_never_asks_for_a_variant_by_name(module):
    """Every rule difference between variants is a setting: the rules code names no variant."""
    source = (RULES_DIR / module).read_text(encoding="utf-8").lower()
    for name in BUILTIN_NAMES:
        assert name not in source, f"{module} mentions {name!r}"


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_renaming_a_variant_changes_no_rule(name):
    """The same settings under another name play exactly the same games (long ones: past 200
    points, the most a variant may ask, one after another until 400 random actions are compared)."""
    original = load_builtin(name).with_settings({"game_end.over": 200})
    data = to_data(original)
    data["name"], data["title"] = "renamed", "Renamed"
    renamed = variant_from_data(data, "renamed.yaml")
    runs = []
    for variant in (original, renamed):
        rng = random.Random(7)
        log, taken, seed = [], 0, 11
        while taken < 400:
            state, events = new_game(variant, 3, seed=seed)
            log += events
            while not state.over and taken < 400:
                legal = legal_actions(state)
                state, more = apply(state, legal[rng.randrange(len(legal))])
                log += more
                taken += 1
            seed += 1
        runs.append(log)
    assert len(runs[0]) > 100 and runs[0] == runs[1]
