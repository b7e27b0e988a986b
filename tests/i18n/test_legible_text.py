"""No text is shrunk out of sight (issue 36, item 14): on every menu screen, the F1 help, the pause
menu and every table screen, at the two smallest window sizes and in every language, each text
is drawn at 12 px or more (long text wraps, or is cut with "…", instead of shrinking to 9 px).
Card faces, card backs and portraits are pictures, not text to read."""

import os
import sys
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import catalogs  # noqa: E402

from cabo_desktop import i18n  # noqa: E402
from cabo_desktop.ui import assets, tour  # noqa: E402
from cabo_desktop.ui.app import App  # noqa: E402

LEAST = 12
# drawn text that is part of a picture (a card face, a portrait)
PICTURES = ("art.py", "backs.py", "card_art.py", "card_court.py", "card_standard.py", "card_pictures.py", "card_svg.py",
            "portraits.py")
SCREENS = tour.MENUS + ("help", "pause")


def caller_of_text() -> str:
    """The module (below assets) that asked for the text being rendered."""
    for frame in reversed(traceback.extract_stack()[:-2]):
        name = os.path.basename(frame.filename)
        if "cabo_desktop" in frame.filename and name != "assets.py":
            return os.path.relpath(frame.filename, ROOT)
    return "?"


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("screen", SCREENS)
def test_menu_text_is_never_shrunk_below_a_legible_size(tmp_path, monkeypatch, screen, size, language):
    assert_legible(tmp_path, monkeypatch, screen, size, language, tables_too=False)


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("screen", [name for name in tour.TABLES if not name.endswith(("round_end", "game_over"))])
def test_table_text_is_never_shrunk_below_a_legible_size(tmp_path, monkeypatch, screen, size, language):
    """The tables' plates, banner, side panel, buttons and log."""
    assert_legible(tmp_path, monkeypatch, screen, size, language, tables_too=True)


def assert_legible(tmp_path, monkeypatch, screen, size, language, tables_too: bool) -> None:
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    catalogs.compile_catalogs()
    real = assets.text
    small: list[tuple[str, int, str]] = []

    def spy(content, text_size, *args, **kwargs):
        if text_size < LEAST and content.strip():
            where = caller_of_text()
            if not where.endswith(PICTURES) and (tables_too or "/table/" not in where):
                small.append((content, text_size, where))
        return real(content, text_size, *args, **kwargs)

    spy.cache_clear, spy.cache_info = real.cache_clear, real.cache_info
    monkeypatch.setattr(assets, "text", spy)
    app = App(size, headless=True)
    try:
        app.catch_errors = False
        i18n.set_language(language)
        tour.reach(app, screen, seed=3)
        app.step(1 / 60, events=[])
        app.draw()
    finally:
        i18n.set_language("en")
        pygame.quit()
    assert not small, f"{screen} {size} {language}: {small[:5]}"


@pytest.mark.parametrize("width", [600, 790, 1100])
def test_a_long_banner_goes_on_two_lines_instead_of_shrinking(monkeypatch, width):
    """The tables' banner shrank long prompts (Ukrainian, the snap window's) to 9-10 px."""
    from cabo_desktop.ui.widgets import draw_banner_text
    pygame.init()
    sizes: list[int] = []
    real = assets.text

    def spy(content, text_size, *args, **kwargs):
        sizes.append(text_size)
        return real(content, text_size, *args, **kwargs)

    spy.cache_clear, spy.cache_info = real.cache_clear, real.cache_info
    monkeypatch.setattr(assets, "text", spy)
    try:
        surface = pygame.Surface((width + 20, 40))
        banner = pygame.Rect(0, 5, width, 30)
        long = ("Хлопнути? Клацніть будь-яку карту, що збігається з 7♦, або S — ту, яку знаєте, або "
                "«Пропустити» (P) · пропуск через 5 с")
        draw_banner_text(surface, long, banner, (255, 255, 255))
        assert sizes and min(sizes) >= LEAST
    finally:
        pygame.quit()
