"""The setup screen as a designed panel (issue 40, item 4): the chosen game's fan of cards beside
the title (through the registry, for each game), each seat's face at its box's left end, and an AI
seat's level as a chip; the rows' keys and clicks as before."""

import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.scenes.title import TitleScene


@pytest.fixture
def setup_app(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App((1024, 600), headless=True)
    app.scenes.push(TitleScene(app))
    app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)])
    assert isinstance(app.scenes.top, SetupScene)
    yield app, app.scenes.top
    assets.text_surfaces = None
    pygame.quit()


def seat_rows(setup):
    return [r for r in setup.rows if r.get("seat") is not None]


def test_each_games_fan_sits_beside_the_title_above_the_rows(setup_app):
    app, setup = setup_app
    for _game in setup.game_names:
        app.step(0, events=[])
        top = min(r["value_rect"].top for r in setup.rows)
        fan = setup.fan_rect
        assert fan is not None and fan.bottom < top and fan.w > fan.h, setup.game.name
        # the fan's cards are drawn there: the screen differs from the bare felt
        felt = assets.felt(app.screen.get_size()).subsurface(fan)
        shot = app.screen.subsurface(fan)
        differ = sum(1 for x in range(0, fan.w, 3) for y in range(0, fan.h, 3)
                     if shot.get_at((x, y))[:3] != felt.get_at((x, y))[:3])
        assert differ > fan.w * fan.h // 9 // 2, setup.game.name
        setup.change_game(1)


def test_seat_rows_show_a_face_and_an_ai_level_as_a_chip(setup_app):
    app, setup = setup_app
    seen: dict = {}
    assets.text_surfaces = seen
    assets.text.cache_clear()
    app.step(0, events=[])
    words = set(seen.values())
    ai = [r for r in seat_rows(setup) if setup.seat_kinds[r["seat"]] not in ("human", "remote")]
    assert ai, "the default table has AI seats"
    for r in ai:
        kind = setup.seat_kinds[r["seat"]]
        assert setup.game.level_title(kind) in words
        assert any(r["who"] in w and w.startswith("AI") for w in words)
    for r in seat_rows(setup):  # the face: the portrait's cream rim at the box's left end, not the box's beige
        box = r["value_rect"]
        left = app.screen.subsurface(pygame.Rect(box.x + 4, box.y + 4, box.h - 8, box.h - 8))
        colours = {left.get_at((x, y))[:3] for x in range(0, left.get_width(), 2) for y in range(0, left.get_height(), 2)}
        assert len(colours) > 12, r["id"]


def test_a_click_on_a_seats_face_still_cycles_or_focuses_its_row(setup_app):
    app, setup = setup_app
    app.step(0, events=[])
    r = next(r for r in seat_rows(setup) if setup.seat_kinds[r["seat"]] not in ("human", "remote"))
    before = setup.seat_kinds[r["seat"]]
    face = (r["value_rect"].x + r["value_rect"].h // 2, r["value_rect"].centery)
    app.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=face)])
    assert setup.seat_kinds[r["seat"]] != before


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_panel_grows_with_the_window(tmp_path, monkeypatch, size):
    """A review saw the setup's panel keep its 720 px size at 1920x1080, the bottom third of the
    window empty: its rows, their type and the fan grow with the window, the panel and the buttons
    reach down to the keys line, and nothing overlaps the description."""
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    try:
        setup = app.nav.push("setup")
        app.step(0, events=[])
        w, h = size
        box = setup.panel_rect
        assert box.h / h >= 0.5 and box.w / w >= 0.6, (box, size)
        lowest = max(b.rect.bottom for b in setup.buttons)
        assert lowest >= h * 0.8, (lowest, size)  # the buttons near the keys line, not a third up
        assert lowest < h - assets.rail_width(size) - 20  # and the keys line below them inside the rail
        row_h = setup.rows[0]["value_rect"].h
        assert row_h >= h // 16, (row_h, size)
        assert setup.fan_rect.bottom < box.top and setup.fan_rect.h >= h // 11
    finally:
        pygame.quit()
