"""The join screen's panel is as tall as what it holds (issue 40, item 4): a review saw a tall
plate with an empty middle running onto the rail; now the fields and the buttons sit together,
inside the felt, at every window size."""

import pygame
import pytest

from cabo_desktop.ui import assets, tour
from cabo_desktop.ui.app import App

DT = 1 / 60


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_panel_holds_its_fields_and_buttons_without_an_empty_middle(tmp_path, monkeypatch, size):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    try:
        app.catch_errors = False
        tour.reach(app, "join")
        app.step(DT, events=[])
        join = app.scenes.top
        assert join.route == "join"
        fields = list(join.field_rects.values())
        buttons = [b.rect for b in join.buttons]
        gap = min(b.top for b in buttons) - max(f.bottom for f in fields)
        assert 0 < gap <= 110, gap  # room for two message lines, not a void
        felt = pygame.Rect((0, 0), size).inflate(-2 * assets.rail_width(size), -2 * assets.rail_width(size))
        assert all(felt.contains(r) for r in fields + buttons)
        assert max(b.bottom for b in buttons) < felt.bottom - 8
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_lobby_panel_ends_under_its_buttons_inside_the_felt(tmp_path, monkeypatch, size):
    """The network room's panel likewise: its seats, note and buttons together, the panel's
    foot inside the felt (it ran onto the rail)."""
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    try:
        app.catch_errors = False
        tour.reach(app, "lobby")
        app.step(DT, events=[])
        lobby = app.scenes.top
        buttons = [b.rect for b in lobby.menu.buttons]
        felt = pygame.Rect((0, 0), size).inflate(-2 * assets.rail_width(size), -2 * assets.rail_width(size))
        assert all(felt.contains(r) for r in buttons)
        assert max(b.bottom for b in buttons) < felt.bottom - 20
        assert min(b.top for b in buttons) < size[1] * 0.9
    finally:
        pygame.quit()
