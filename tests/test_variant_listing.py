"""Listing the player's variant files parses each file once, and again only when it changes (issue 35:
a 4 MB file made Rules take seconds to open and New game seconds per game switch)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cabo_desktop.core import variant_files
from cabo_desktop.games import get_game, table_game_names

HOUSE = "extends: official\nname: house\ntitle: House rules\n"
BROKEN = "extends: official\nturn: {exchange_max: zero}\n"


def kobito_file() -> str:
    """Kobito's built-in file (Kobito has no `extends`) as a player's own, with its own title."""
    import cabo_desktop.games.kobito as kobito
    text = (Path(kobito.__file__).parent / "variants" / "standard.yaml").read_text(encoding="utf-8")
    return "game: kobito\n" + text.replace("title: Kobito (the boxed game)", "title: My Kobito")


@pytest.fixture
def parses(monkeypatch):
    """Counts the YAML parses of each file, by source, through the real loader."""
    counts: dict[str, int] = {}
    real = variant_files.load_yaml_text

    def counting(text, source, error):
        counts[source] = counts.get(source, 0) + 1
        return real(text, source, error)

    monkeypatch.setattr(variant_files, "load_yaml_text", counting)
    return counts


def list_every_game(folder):
    """What the Rules screen lists: every table game's variants."""
    return {name: variant_files.variant_entries(get_game(name), folder) for name in table_game_names()}


def titles(entries) -> list[str]:
    return [e.variant.title if e.ok else e.label for e in entries]


def test_listing_again_parses_no_file_again(tmp_path, parses):
    (tmp_path / "house.yaml").write_text(HOUSE)
    (tmp_path / "broken.yaml").write_text(BROKEN)
    first = list_every_game(tmp_path)
    second = list_every_game(tmp_path)
    assert parses == {str(tmp_path / "house.yaml"): 1, str(tmp_path / "broken.yaml"): 1}
    assert {g: titles(e) for g, e in first.items()} == {g: titles(e) for g, e in second.items()}
    cabo = {e.key: e for e in second["cabo"]}
    assert cabo["house"].variant.title == "House rules"
    assert not cabo["broken"].ok and "turn.exchange_max" in cabo["broken"].error


def test_a_changed_file_is_parsed_again(tmp_path, parses):
    path = tmp_path / "house.yaml"
    path.write_text(HOUSE)
    list_every_game(tmp_path)
    before = path.stat().st_mtime_ns
    path.write_text(HOUSE.replace("House rules", "New house rules"))
    os.utime(path, ns=(before + 10**9, before + 10**9))  # a later time, whatever the clock's grain
    entries = {e.key: e for e in variant_files.variant_entries(get_game("cabo"), tmp_path)}
    assert parses[str(path)] == 2
    assert entries["house"].variant.title == "New house rules"


def test_a_file_that_became_usable_or_changed_game_is_listed_as_it_is_now(tmp_path, parses):
    path = tmp_path / "mine.yaml"
    path.write_text(BROKEN)
    assert not list_every_game(tmp_path)["cabo"][-1].ok
    path.write_text(kobito_file())  # another size: read again even within the clock's grain
    listed = list_every_game(tmp_path)
    assert [e.key for e in listed["cabo"]] == list(get_game("cabo").builtin_variants)
    assert listed["kobito"][-1].variant.title == "My Kobito"
    assert parses[str(path)] == 2


def test_a_deleted_file_disappears_and_is_forgotten(tmp_path, parses):
    path = tmp_path / "house.yaml"
    path.write_text(HOUSE)
    assert "house" in [e.key for e in variant_files.variant_entries(get_game("cabo"), tmp_path)]
    path.unlink()
    assert "house" not in [e.key for e in variant_files.variant_entries(get_game("cabo"), tmp_path)]
    assert path not in variant_files._READ


def test_the_messages_of_a_bad_file_follow_the_language(tmp_path, parses):
    """What was read is kept with the language its messages were written in."""
    from cabo_desktop import i18n

    (tmp_path / "broken.yaml").write_text(BROKEN)
    english = variant_files.variant_entries(get_game("cabo"), tmp_path)[-1].error
    if i18n.set_language("fr") != "fr":
        pytest.skip("the French catalog is not compiled here")
    french = variant_files.variant_entries(get_game("cabo"), tmp_path)[-1].error
    assert french != english
