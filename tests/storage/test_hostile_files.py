"""Files an attacker (or a very unlucky disk) could hand the game, kept as fixtures: each gets one
clear line or message naming the problem, quickly, never a hang or a traceback."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cabo_desktop.core.records import RecordError, load_record
from cabo_desktop.games import get_game
from cabo_desktop.storage import paths, saves, settings

HOSTILE = Path(__file__).resolve().parent.parent / "fixtures" / "hostile"
ROOT = Path(__file__).resolve().parent.parent.parent


def test_a_yaml_alias_bomb_among_the_players_variants_is_refused_by_name():
    from cabo_desktop.core.variant_files import variant_entries
    folder = paths.user_variants_dir()
    folder.mkdir(parents=True)
    shutil.copy(HOSTILE / "bomb.yaml", folder / "bomb.yaml")
    entries = {e.key: e for e in variant_entries(get_game("cabo"), folder)}
    bomb = next(e for key, e in entries.items() if "bomb" in key)
    assert not bomb.ok and "aliases" in bomb.error and len(bomb.error) < 300


@pytest.mark.parametrize("name, problem", [
    ("deep.json", "nested too deeply"),
    ("deep.yaml", "nested too deeply"),
    ("huge-seed.json", "a number is far too long"),
    ("nul-name-record.json", "control character"),
])
def test_hostile_records_are_refused_with_a_reason(name, problem):
    with pytest.raises(RecordError, match=problem):
        load_record(HOSTILE / name)


@pytest.mark.parametrize("command", ["replay", "variants"])
@pytest.mark.parametrize("name", ["deep.json", "deep.yaml", "huge-seed.json", "nul-name-record.json", "bomb.yaml"])
def test_every_command_ends_with_one_clear_line(tmp_path, name, command):
    home = tmp_path / "home"
    (home / "data" / "variants").mkdir(parents=True)
    args = [sys.executable, "-m", "cabo_desktop", command]
    if command == "replay":
        args.append(str(HOSTILE / name))
    else:
        shutil.copy(HOSTILE / name, home / "data" / "variants" / "hostile.yaml")
    result = subprocess.run(args, capture_output=True, text=True, cwd=ROOT, timeout=60,
                            env={"CABO_DESKTOP_HOME": str(home), "PATH": "/usr/bin:/bin"})
    assert "Traceback" not in result.stderr + result.stdout
    if command == "replay":
        assert result.returncode != 0 and len(result.stderr.strip().splitlines()) == 1, result.stderr
    else:
        assert result.returncode == 0 and "NOT USABLE" in result.stdout


def test_a_file_too_large_to_be_ours_is_not_even_read(tmp_path):
    from cabo_desktop.core.player_files import MAX_FILE_BYTES
    big = tmp_path / "big.json"
    big.write_text("[" + "0," * (MAX_FILE_BYTES // 2) + "0]")
    with pytest.raises(RecordError, match="too large"):
        load_record(big)


def test_a_name_with_a_nul_in_the_settings_is_refused_and_the_default_used():
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(HOSTILE / "nul-name-settings.json", path)
    loaded = settings.load_settings()
    assert "\x00" not in loaded.value.player_name
    assert any("control character" in m for m in loaded.messages), loaded.messages


def test_a_save_and_a_finished_game_with_a_nul_name_are_listed_as_unreadable():
    for folder in (saves.saves_dir(), saves.finished_dir()):
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy(HOSTILE / "nul-name-record.json", folder / "nul.json")
    for listing in (saves.list_saves(), saves.list_finished()):
        assert listing.saves == [] and any("control character" in m for m in listing.messages)
