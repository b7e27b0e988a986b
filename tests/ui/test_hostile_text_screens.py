"""Text from files reaches the screens unchecked no more (issue 35, items 2 and 3): a NUL, an
unpaired surrogate, a zero-width or format character, or a lone combining mark in a save's stored
summary, a variant's title or notes, a statistics key or a settings key is drawn (or left out),
never a crash of the title, Saved games, Replays, Statistics, New game, Rules or the table."""

from __future__ import annotations

import json

import pygame
import pytest

from cabo_desktop.core.records import GameRecord
from cabo_desktop.games import get_game
from cabo_desktop.storage import paths, saves, settings, stats
from cabo_desktop.ui import assets, tour
from cabo_desktop.ui.app import App
from tests.fuzz_files import random_record

DT = 1 / 60
HOSTILE = ["\x00", "\ud800", "\u200b", "\u034f", "\u202e", "A\x00\ud800\u200b\u202eB"]
GAMES = ("cabo", "cabanga", "kobito")


def recorded_game(game_name: str, actions: int, seed: int = 5):
    return random_record(game_name, actions, seed, over=actions > 10 ** 5, names=("Ann", "Bo"))


def write_json(path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")  # surrogates and NULs as \\u escapes


def hostile_home(bad: str) -> None:
    """Every per-user file a screen lists, each holding `bad` where it shows text."""
    for i, game in enumerate(GAMES):
        record, state = recorded_game(game, 6)
        summary = saves.summary_of(record, state)
        summary.update(players=[bad, "Bo" + bad], variant_title=bad, variant=bad)
        record.meta.update(name=bad, summary=summary, saved_at="2026-01-01T00:00:00" + bad)
        write_json(saves.saves_dir() / f"{game}.json", record.to_data())
        if i == 0:
            write_json(saves.autosave_path(), record.to_data())
        finished, end = recorded_game(game, 10 ** 6, seed=7)
        finished.meta.update(name=bad, summary={**saves.summary_of(finished, end), "players": [bad, bad]})
        write_json(saves.finished_dir() / f"{game}.json", finished.to_data())
    data = stats.Stats().to_data()
    data["games"] = {game: {"by_variant": {bad: {"games": 2, "rounds": 3}, "official" + bad: {"games": 1}},
                            "by_level": {bad: {"games": 1}},
                            "recent": [{"score": 3, "variant": bad, "won": True, "when": bad}]} for game in GAMES}
    write_json(stats.stats_path(), data)
    prefs = settings.Settings().to_data()
    prefs["unknown" + bad] = bad
    write_json(settings.settings_path(), prefs)
    folder = paths.user_variants_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        rules = get_game(game)
        data = rules.variant_to_data(rules.load_builtin(rules.default_variant))
        text = json.dumps({"game": game, **data, "name": f"mine-{game}", "title": "Mine " + bad,
                           "notes": ["notes " + bad], "description": bad})
        (folder / f"mine-{game}.yaml").write_text(text, encoding="utf-8")
        from cabo_desktop.core.variant_files import variant_entries
        mine = [e for e in variant_entries(rules, folder) if e.key == f"mine-{game}"]
        assert mine and mine[0].ok, [e.error for e in mine]  # the hostile title does reach the screens


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    yield
    pygame.quit()


def run(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(DT, events=[])
    app.draw()


@pytest.mark.parametrize("bad", HOSTILE, ids=[f"U+{ord(b[0]):04X}" if len(b) == 1 else "mixed" for b in HOSTILE])
@pytest.mark.parametrize("screen", tour.MENUS)
def test_every_menu_screen_draws_hostile_text_from_files(app, screen, bad):
    hostile_home(bad)
    window = App((1024, 600), headless=True)
    window.catch_errors = False  # a crash fails the test instead of showing the error screen
    tour.reach(window, screen)
    run(window)
    if screen == "setup":  # every game's setup, with the hostile variant chosen
        for _ in range(len(GAMES)):
            window.scenes.top.change_game(1)
            for _ in range(6):
                window.scenes.top.change_variant(1)
                run(window, 1)
    if screen == "rules":
        for _ in range(12):
            window.step(DT, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="",
                                                       scancode=0)])
            window.draw()


@pytest.mark.parametrize("game", GAMES)
def test_a_table_with_a_hostile_variant_title_and_notes_draws(app, game):
    bad = HOSTILE[-1]
    rules = get_game(game)
    variant = rules.variant_from_data({**rules.variant_to_data(rules.load_builtin(rules.default_variant)),
                                       "title": "T" + bad, "notes": [bad], "description": bad}, "test")
    record, state = recorded_game(game, 4)
    record = GameRecord.for_variant(variant, record.seats, record.seed, game=game)
    record.actions = recorded_game(game, 4)[0].actions
    record.meta["name"] = bad
    write_json(saves.autosave_path(), record.to_data())
    window = App((1024, 600), headless=True)
    window.catch_errors = False
    window.nav.push("title")
    run(window)
    window.scenes.top.continue_game()
    run(window, 30)
    table = window.scenes.top
    assert getattr(table, "game", None) is not None and table.game.name == game, type(table)
    window.nav.push("pause", table=table)
    run(window)


def test_typing_a_lone_combining_mark_as_a_name_on_new_game_starts_a_game(app):
    window = App((1280, 720), headless=True)
    window.catch_errors = False
    window.nav.push("title")
    window.nav.push("setup")
    setup = window.scenes.top
    seat_row = next(i for i, row in enumerate(setup.rows) if row.get("seat") == 0)
    setup.set_focus(seat_row)
    window.step(DT, events=[pygame.event.Event(pygame.TEXTINPUT, text="\u034f")])
    window.step(DT, events=[pygame.event.Event(pygame.TEXTINPUT, text="\u200b\x00")])  # dropped at the keyboard
    run(window)
    name, kind = setup.seats()[0]
    assert kind == "human" and name.strip("\u034f") == name and name  # the default name, not the mark
    setup.start()
    run(window, 10)
    assert getattr(window.scenes.top, "game", None) is not None, type(window.scenes.top)


@pytest.mark.parametrize("content", ["\x00", "\ud800", "\u200b", "\u034f", "a\x00b\ud800"])
def test_the_font_renderer_takes_any_text(app, content):
    pygame.init()
    surface = assets.text(content, 18)
    assert surface.get_height() > 0
    assert assets.font(18).size(content)[1] > 0
    assert assets.fit_text(content * 50, 18, 40).get_width() <= max(40, assets.text(content * 50, 9).get_width())
