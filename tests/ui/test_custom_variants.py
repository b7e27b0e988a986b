"""The setup screen lists the player's own variant files from user_variants_dir(): a good file
starts a table with that variant; a bad file is listed with its message and cannot start."""

import pygame
import pytest

from cabo_desktop.storage.paths import user_variants_dir
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.rules import RulesScene
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.games.cabo.rules_text import rules_plain_text
from cabo_desktop.games.cabo.table import TableScene
from cabo_desktop.core.variant_files import variant_entries as entries_of
from cabo_desktop.games import get_game


def variant_entries():
    return entries_of(get_game("cabo"), user_variants_dir())

GOOD = """extends: official
name: highstakes
title: High stakes CABO
description: The official rules, but a wrong call costs 20.
scoring:
  caller_not_lowest: {base: sum, add: 20}
"""

BAD = """extends: official
name: broken
title: Broken
turn:
  deck_empty: explode
"""


def keydown(key):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def write_files():
    folder = user_variants_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "highstakes.yaml").write_text(GOOD, encoding="utf-8")
    (folder / "broken.yml").write_text(BAD, encoding="utf-8")
    (folder / "notes.txt").write_text("not a variant", encoding="utf-8")
    (folder / "empty.yaml").write_text("", encoding="utf-8")


def draw_text_seen(app):
    """Every string one frame draws with assets.text / fit_text."""
    from cabo_desktop.ui import assets
    from cabo_desktop.games.cabo.table import art
    seen = []
    text, fit = assets.text, assets.fit_text
    with pytest.MonkeyPatch.context() as mp:  # its own undo: the home folder setting stays
        mp.setattr(assets, "text", lambda content, *a, **k: seen.append(content) or text(content, *a, **k))
        mp.setattr(assets, "fit_text", lambda content, *a, **k: seen.append(content) or fit(content, *a, **k))
        app.step(0, events=[])
    return " ".join(seen)


def open_setup(app):
    app.scenes.push(TitleScene(app))
    app.step(0, events=[keydown(pygame.K_n)])
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    return setup


def variant_row(setup) -> int:
    """The variant row's place (after the game row, which the table has since it has two games)."""
    return [row["id"] for row in setup.rows].index("variant")


def choose(app, setup, key):
    assert setup.focus == 0 and setup.rows[0]["id"] == "game" and setup.game.name == "cabo"
    while setup.focus < variant_row(setup):
        app.step(0, events=[keydown(pygame.K_DOWN)])
    for _ in range(len(setup.entries)):
        if setup.entry.key == key:
            return
        app.step(0, events=[keydown(pygame.K_RIGHT)])
    raise AssertionError(f"{key} is not offered")


def test_listing_without_a_folder_is_the_builtins():
    assert [e.key for e in variant_entries()] == ["official", "classic", "kaboo"]


def test_listing_has_good_and_bad_files():
    write_files()
    entries = {e.key: e for e in variant_entries()}
    assert set(entries) == {"official", "classic", "kaboo", "highstakes", "broken", "empty"}
    assert entries["highstakes"].ok and entries["highstakes"].variant.scoring.caller_not_lowest.add == 20
    assert not entries["broken"].ok and "turn.deck_empty" in entries["broken"].error
    assert not entries["empty"].ok and "empty" in entries["empty"].error


def test_a_good_user_file_starts_a_table_with_that_variant():
    write_files()
    app = App((1280, 720), headless=True)
    try:
        setup = open_setup(app)
        choose(app, setup, "highstakes")
        assert setup.rows[variant_row(setup)]["value"].startswith("High stakes CABO")
        app.step(0, events=[])
        app.step(0, events=[keydown(pygame.K_RETURN)])
        table = app.scenes.top
        assert isinstance(table, TableScene)
        assert table.variant.name == "highstakes"
        assert table.variant.scoring.caller_not_lowest.add == 20
        assert app.prefs.default_variant == "highstakes"  # remembered, and offered first next time
        again = SetupScene(app)
        assert again.entry.key == "highstakes"
        rules = RulesScene(app, table.variant)  # the pause menu's rules for this table
        assert "plus 20 (+20)" in rules_plain_text(rules.variant)
    finally:
        pygame.quit()


def test_a_bad_user_file_is_listed_with_its_message_and_cannot_start():
    write_files()
    app = App((1280, 720), headless=True)
    try:
        setup = open_setup(app)
        choose(app, setup, "broken")
        error = setup.entry.error
        assert "deck_empty" in error and "explode" in error
        shown = draw_text_seen(app)
        assert "broken.yml (cannot be used)" in shown
        assert "explode" in shown  # the message is under the row
        assert not setup.buttons[0].enabled
        app.step(0, events=[keydown(pygame.K_RETURN)])  # Start is refused ...
        assert app.scenes.top is setup
        assert setup.messages and "explode" in setup.messages[-1]
        shown = draw_text_seen(app)
        assert "This variant cannot be used" in shown  # ... with the message in view
        app.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=setup.buttons[0].rect.center)])
        assert app.scenes.top is setup
        app.step(0, events=[keydown(pygame.K_RIGHT)])  # the next entry can start again
        assert setup.entry.key != "broken" and not setup.messages
    finally:
        pygame.quit()


def test_rules_screen_offers_good_user_files():
    write_files()
    app = App((1280, 720), headless=True)
    try:
        scene = RulesScene(app, "highstakes")
        assert scene.variant.name == "highstakes"
        assert "broken" not in scene.names
        app.scenes.push(scene)
        app.step(0, events=[])
    finally:
        pygame.quit()
