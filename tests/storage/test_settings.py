"""Settings: defaults, round trip, key-by-key fallback, and a broken file kept aside."""

from __future__ import annotations

import json

import pytest

from cabo_desktop.storage import settings as S
from cabo_desktop.storage.files import backup_path


def _write(data) -> None:
    path = S.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data))


def test_no_file_gives_the_defaults_silently():
    loaded = S.load_settings()
    assert loaded.value == S.Settings() and loaded.messages == []
    d = loaded.value
    assert d.animation_speed == "normal" and 0 <= d.volume <= 100 and not d.muted and d.confirm_cabo
    assert len(S.CARD_BACKS) >= 2 and len(S.TABLE_COLOURS) >= 2


def test_settings_round_trip():
    mine = S.Settings().changed(animation_speed="fast", volume=35, muted=True, fullscreen=True,
                                window_size=(1600, 900), default_variant="kaboo",
                                seats=("human", "expert", "beginner", "human"), player_name="Zoë",
                                card_back="red", table_colour="blue", colour_blind_marks=True,
                                confirm_cabo=False, lan_discovery=False).with_memory_aid("classic", False)
    assert S.save_settings(mine) == []
    loaded = S.load_settings()
    assert loaded.value == mine and loaded.messages == []
    data = json.loads(S.settings_path().read_text())
    assert data["format"] == S.SETTINGS_FORMAT and data["version"] == S.SETTINGS_VERSION


def test_saving_keeps_the_previous_settings_as_backup():
    S.save_settings(S.Settings().changed(volume=10))
    S.save_settings(S.Settings().changed(volume=20))
    assert json.loads(backup_path(S.settings_path()).read_text())["volume"] == 10


def test_memory_aid_follows_the_players_choice_else_the_games_default():
    """The game's own rule (CABO: off in the official variant) comes as the default: see
    tests/ui/test_a_fourth_game.py."""
    d = S.Settings()
    assert not d.memory_aid_for("official", default=False)
    assert d.memory_aid_for("classic") and d.memory_aid_for("kaboo") and d.memory_aid_for("my-variant")
    on = d.with_memory_aid("official", True).with_memory_aid("kaboo", False)
    assert on.memory_aid_for("official", default=False) and not on.memory_aid_for("kaboo")
    assert on.memory_aid_for("classic", default=False) is False and on.memory_aid_for("classic")


def test_volume_fraction_respects_mute():
    assert S.Settings().changed(volume=50).volume_fraction == 0.5
    assert S.Settings().changed(volume=50, muted=True).volume_fraction == 0.0


@pytest.mark.parametrize("key, value", [("volume", 101), ("volume", "loud"), ("animation_speed", "warp"),
                                        ("window_size", (10, 10)), ("seats", ("human",)), ("player_name", "  "),
                                        ("muted", "yes"), ("card_back", "plaid"), ("nonsense", 1)])
def test_changed_refuses_bad_values(key, value):
    with pytest.raises(ValueError, match=key):
        S.Settings().changed(**{key: value})


def test_unknown_keys_are_ignored_with_a_note():
    _write({"format": S.SETTINGS_FORMAT, "version": 1, "volume": 40, "hologram_mode": True})
    loaded = S.load_settings()
    assert loaded.value == S.Settings().changed(volume=40)
    assert len(loaded.messages) == 1 and "'hologram_mode' is not a setting" in loaded.messages[0]
    assert S.settings_path().exists() and loaded.moved == []  # a usable file stays in place


BAD_VALUES = {
    "language": "klingon",
    "animation_speed": "ludicrous",
    "volume": 250,
    "music_volume": -5,
    "muted": "no",
    "fullscreen": 1,
    "window_size": [100, 100],
    "memory_aid": {"official": "sometimes"},
    "default_variant": 42,
    "default_game": "two words",
    "seats": ["human", "grandmaster"],
    "player_name": "",
    "people_names": ["Ben", "\u200b"],
    "snap_seconds": 5.0,
    "ai_speed": "warp",
    "card_back": "plaid",
    "table_colour": None,
    "colour_blind_marks": [],
    "confirm_cabo": "always",
    "lan_discovery": "off",
    "ui_scale": 175,  # not one of the offered sizes
}


def test_every_key_has_a_fallback_check():
    assert set(BAD_VALUES) == set(S.CHECKS) == {f for f in S.Settings.__dataclass_fields__}


@pytest.mark.parametrize("key", sorted(BAD_VALUES))
def test_a_bad_value_falls_back_to_its_default_and_keeps_the_rest(key):
    _write({"volume": 33, "player_name": "Ann", key: BAD_VALUES[key]} if key not in ("volume", "player_name")
           else {"card_back": "red", key: BAD_VALUES[key]})
    loaded = S.load_settings()
    assert getattr(loaded.value, key) == getattr(S.DEFAULTS, key)
    assert len(loaded.messages) == 1 and key in loaded.messages[0] and "using the default" in loaded.messages[0]
    if key not in ("volume", "player_name"):
        assert loaded.value.volume == 33 and loaded.value.player_name == "Ann"
    else:
        assert loaded.value.card_back == "red"


@pytest.mark.parametrize("content", ["volume = 30", '{"volume": 30', "", "[1, 2]", '"just a string"',
                                     '{"format": "someone-elses", "volume": 3}'])
def test_a_broken_file_falls_back_to_defaults_and_is_kept_aside(content):
    _write(content)
    loaded = S.load_settings()
    assert loaded.value == S.DEFAULTS
    assert "settings file could not be read" in loaded.messages[0] and "default settings" in loaded.messages[-1]
    [moved] = loaded.moved
    assert moved.read_text() == content and moved.name.startswith("settings.json.broken-")


def test_a_broken_file_falls_back_to_the_previous_good_settings():
    S.save_settings(S.Settings().changed(volume=11))
    S.save_settings(S.Settings().changed(volume=22))
    S.settings_path().write_text('{"volume": 2')  # damaged by hand
    loaded = S.load_settings()
    assert loaded.value.volume == 11 and loaded.from_backup


def test_settings_from_a_newer_version_are_used_as_far_as_known():
    _write({"format": S.SETTINGS_FORMAT, "version": 5, "volume": 9})
    loaded = S.load_settings()
    assert loaded.value.volume == 9 and "newer Cabo Desktop" in loaded.messages[0]


def test_a_new_player_gets_each_games_own_felt_and_an_old_file_keeps_its_colour():
    """Issue 40, helper-88: the table colour "own" (each game its felt) is the new default; a file
    that names a colour (every file written before it, as tests/fixtures/v1/settings.json) keeps
    that colour, and a file without the key gets "own"."""
    from pathlib import Path
    assert S.Settings().table_colour == "own" and "own" in S.TABLE_COLOURS
    old = json.loads((Path(__file__).parent.parent / "fixtures" / "v1" / "settings.json").read_text())
    _write(old)
    assert S.load_settings().value.table_colour == "green"
    for colour in ("blue", "red", "grey"):
        _write({**old, "table_colour": colour})
        assert S.load_settings().value.table_colour == colour
    _write({k: v for k, v in old.items() if k != "table_colour"})
    assert S.load_settings().value.table_colour == "own"
