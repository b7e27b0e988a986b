"""Review s52 (setup at 1920x1080: "empty right and bottom"; the seat cards sat in the middle
under a far wider band of posters and variants): the seat cards span the band above them, at
1280 and at 1920, centred on the window's axis, and an AI's arrows stay near its words."""

import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.scenes.title import TitleScene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_seat_cards_span_the_band_above_them(tmp_path, monkeypatch, size):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    try:
        app.scenes.push(TitleScene(app))
        app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)])
        setup = app.scenes.top
        assert isinstance(setup, SetupScene)
        app.step(0, events=[])
        left, right = setup.band_span
        seats_left, seats_right = setup.seats_span
        assert seats_right - seats_left >= 0.85 * (right - left), (setup.seats_span, setup.band_span)
        assert abs((seats_left + seats_right) // 2 - size[0] // 2) <= 2
        seats = [r for r in setup.rows if r.get("seat") is not None]
        for r in seats:  # on a wide card the arrows round the Person / AI words, not at its far edges
            if r["value_rect"].w >= 420:
                assert r["plus"].right - r["minus"].x <= 0.7 * r["value_rect"].w
    finally:
        assets.text_surfaces = None
        pygame.quit()
