"""The settings as a designed panel (issue 40, item 4): rows of a setting's name and its value on
a chip, in two columns (one in a narrow window), growing with the window, instead of a stack of
seventeen thin tabs; every row still reached by its key, the mouse and the arrows."""

import pygame
import pytest

from cabo_desktop.ui.app import App
from cabo_desktop.ui.shell_art import SettingRow

DT = 1 / 60


def settings_at(tmp_path, monkeypatch, size):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    app.catch_errors = False
    settings = app.nav.push("settings")
    app.step(DT, events=[])
    return app, settings


@pytest.mark.parametrize("size, columns, least_row", [((1024, 600), 2, 34), ((1280, 720), 2, 44),
                                                      ((1920, 1080), 2, 64), ((800, 600), 1, 22)])
def test_rows_in_columns_that_grow_with_the_window(tmp_path, monkeypatch, size, columns, least_row):
    app, settings = settings_at(tmp_path, monkeypatch, size)
    try:
        rows = settings.menu.buttons[:-1]
        assert all(isinstance(r, SettingRow) for r in rows) and len(rows) >= 16
        assert len({r.rect.x for r in rows}) == columns
        assert min(r.rect.h for r in rows) >= least_row, (size, rows[0].rect)
        window = pygame.Rect((0, 0), size)
        every = [r.rect for r in settings.menu.buttons]
        assert all(window.contains(r) for r in every)
        assert not any(a.colliderect(b) for k, a in enumerate(every) for b in every[k + 1:])
        back = settings.menu.buttons[-1]
        assert back.rect.top > max(r.rect.bottom for r in rows)
    finally:
        pygame.quit()


def test_a_row_shows_its_name_and_its_value_apart(tmp_path, monkeypatch):
    app, settings = settings_at(tmp_path, monkeypatch, (1280, 720))
    try:
        back = next(r for r in settings.menu.buttons if r.key == "b")
        assert back.parts() == ("Card back", "each game's own")  # the default: each game its own back
        assert SettingRow("Back", lambda: None).parts() == ("Back", "")  # no colon: all name
        before = app.screen.copy()
        app.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=back.rect.center)])
        app.step(DT, events=[])
        back = next(r for r in settings.menu.buttons if r.key == "b")
        assert back.parts()[1] != "each game's own" and app.prefs.card_back != "own"  # the click changed it
        chip = pygame.Rect(back.rect.right - 60, back.rect.y + 8, 50, back.rect.h - 16)
        assert pygame.image.tobytes(before.subsurface(chip), "RGB") != \
            pygame.image.tobytes(app.screen.subsurface(chip), "RGB")  # and the chip shows the new value
        app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_k, mod=0, unicode="k", scancode=0)])
        assert app.prefs.colour_blind_marks
    finally:
        pygame.quit()
