"""The built-in variants' parsed JSON (issue 40, first frame): opening a table reads each built-in
from the JSON beside its YAML, made from that very YAML text, without importing PyYAML."""

from __future__ import annotations

import importlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cabo_desktop.core.variant_loading import VariantLoader, builtin_yaml_files, parsed_text, text_digest
from cabo_desktop.games import game_names, get_game

ROOT = Path(__file__).resolve().parents[2]


def _loader(game: str) -> VariantLoader:
    return importlib.import_module(f"cabo_desktop.games.{game}.rules.variant")._LOADER


def test_every_builtin_has_its_parsed_json_up_to_date():
    files = builtin_yaml_files()
    assert len(files) >= 5
    for path in files:
        beside = path.with_suffix(".json")
        assert beside.is_file(), f"{beside} missing: run python -m cabo_desktop.core.variant_loading"
        assert beside.read_text(encoding="utf-8") == parsed_text(path), (
            f"{beside} is stale: run python -m cabo_desktop.core.variant_loading")


@pytest.mark.parametrize("game", game_names())
def test_a_builtin_read_from_its_json_is_the_variant_its_yaml_makes(game):
    loader = _loader(game)
    for name in get_game(game).builtin_variants:
        assert loader._read_builtin(loader.path(name)) == loader.from_file(loader.path(name))


def _copy(tmp_path: Path) -> VariantLoader:
    real = _loader("kobito")
    folder = tmp_path / "variants"
    shutil.copytree(real.folder, folder)
    return VariantLoader(folder, real.names, real.build, real.error, real.revisions)


def test_the_json_is_what_is_read_when_made_from_the_same_yaml_text(tmp_path):
    loader = _copy(tmp_path)
    beside = loader.path("standard").with_suffix(".json")
    parsed = json.loads(beside.read_text(encoding="utf-8"))
    parsed["data"]["title"] = "Read from the JSON"
    beside.write_text(json.dumps(parsed), encoding="utf-8")
    assert loader.builtin("standard").title == "Read from the JSON"


@pytest.mark.parametrize("damage", ["stale", "garbled", "missing", "no data"])
def test_a_json_made_from_other_yaml_text_or_damaged_is_ignored(tmp_path, damage):
    loader = _copy(tmp_path)
    path = loader.path("standard")
    beside = path.with_suffix(".json")
    text = path.read_text(encoding="utf-8").replace("title: Kobito (the boxed game)", "title: Edited YAML")
    assert "Edited YAML" in text
    path.write_text(text, encoding="utf-8")
    if damage == "garbled":
        beside.write_text("{not json", encoding="utf-8")
    elif damage == "missing":
        beside.unlink()
    elif damage == "no data":
        beside.write_text(json.dumps({"sha256": text_digest(text)}), encoding="utf-8")
    assert loader.builtin("standard").title == "Edited YAML"


def test_loading_every_builtin_imports_no_yaml_parser():
    code = ("import sys\nfrom cabo_desktop.games import game_names, get_game\n"
            "for g in game_names():\n"
            "    game = get_game(g)\n"
            "    for name in game.builtin_variants:\n"
            "        game.load_builtin(name)\n"
            "print('yaml' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
