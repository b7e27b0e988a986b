"""The title's drawn wordmark (issue 40, item 4: "no logo art"): gold lettering with a walnut
outline and a fan of three cards in the games' colours, above the posters, built once per size."""

import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.app import App
from cabo_desktop.ui.wordmark import CARD_COLOURS, GOLD_FOOT, OUTLINE, wordmark


@pytest.fixture
def title_app(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App((1280, 720), headless=True)
    app.nav.push("title")
    yield app
    pygame.quit()


def near(colour, target, tolerance=40):
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], target))


def test_the_title_shows_the_wordmark_above_the_posters(title_app):
    app = title_app
    app.step(0, events=[])
    title = app.scenes.top
    top = min(r.top for r in title.tile_rects)
    rail = assets.rail_width(app.screen.get_size()) + 4  # the felt inside its leather rail
    band = app.screen.subsurface(pygame.Rect(rail, rail, app.screen.get_width() - 2 * rail, top - rail))
    colours = [band.get_at((x, y)) for x in range(0, band.get_width(), 2) for y in range(0, band.get_height(), 2)]
    for card in CARD_COLOURS:  # the fan's three cards
        assert sum(near(c, card) for c in colours) > 20, card
    assert sum(near(c, OUTLINE, 24) for c in colours) > 100, "the letters' walnut outline"
    assert sum(near(c, GOLD_FOOT, 30) for c in colours) > 100, "the letters' gold"


def test_the_wordmark_is_built_once_per_size_and_grows_with_it(title_app):
    small, again, large = wordmark("Cabo Desktop", 40), wordmark("Cabo Desktop", 40), wordmark("Cabo Desktop", 80)
    assert small is again
    assert large.get_width() > 1.8 * small.get_width() and large.get_height() > 1.8 * small.get_height()
    assert ("wordmark", "Cabo Desktop", 40, 1.0) in assets.surfaces


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
def test_felt_between_the_wordmark_and_the_chosen_posters_frame(tmp_path, monkeypatch, size):
    """s52 review: 'the logo's card icon comes within about 2 px of the selected CABO panel's
    outline' at 1280: 12 px of felt at the least between the mark's drawn pixels and the gold
    frame (4 px off the poster)."""
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    try:
        app.nav.push("title")
        app.step(0, events=[])
        title = app.scenes.top
        w, h = size
        title_size, _ = title.layout(w, h)
        mark = wordmark("Cabo Desktop", title_size)
        at = mark.get_rect(center=(w // 2, h // 40 + int(title_size * 0.6)))
        drawn = mark.get_bounding_rect().move(at.topleft)
        frame_top = title.tile_rects[title.chosen].top - 4
        assert frame_top - drawn.bottom >= 12, (drawn.bottom, frame_top)
    finally:
        pygame.quit()
