"""The pause menu and the keys overlay framed like the rest (issue 40, item 4): the pause names the
game it paused (variant and round) above a gold rule; each key of the help sits on a leather cap."""

import pygame
import pytest

from cabo_desktop.ui import assets, tour
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.help import KEYCAP
from cabo_desktop.ui.scenes.pause import PauseScene

DT = 1 / 60


@pytest.fixture
def reach(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))

    def go(screen):
        app = App((1024, 600), headless=True)
        app.catch_errors = False
        tour.reach(app, screen)
        app.step(DT, events=[])
        return app
    yield go
    assets.text_surfaces = None
    pygame.quit()


def test_the_pause_names_the_variant_and_the_round(reach):
    seen: dict = {}
    assets.text_surfaces = seen
    assets.text.cache_clear()
    app = reach("pause")
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    context = pause.context()
    assert "Round 1" in context and str(pause.table.variant.title) in context
    assert context in seen.values()
    top = min(b.rect.top for b in pause.menu.buttons)
    title = next(b for b in pause.menu.buttons if b.primary)
    assert title.rect.top == top  # the line and the rule are above the buttons, not over them


def test_each_key_of_the_help_sits_on_a_leather_cap(reach):
    app = reach("help")
    help_scene = app.scenes.top
    box, _height, _size = help_scene.box(app.screen)
    column = pygame.Rect(box.x + 20, box.y + 56, 4, box.h - 100)  # just left of where each key's text starts
    caps = pygame.mask.from_threshold(app.screen.subsurface(column), (*KEYCAP, 255), (3, 3, 3, 255)).count()
    assert caps > len(help_scene.lines) * 4
