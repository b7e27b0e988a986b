"""Assets are found from source and from a PyInstaller bundle, and drawn once per size."""

import shutil
import sys

import pygame
import pytest

from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.ui import assets
from cabo_desktop.games.cabo.table import art


@pytest.fixture
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    assets.clear_caches()
    yield
    pygame.quit()


def test_assets_dir_from_source_has_fonts_and_licence():
    assets.assets_dir.cache_clear()
    folder = assets.assets_dir()
    assert (folder / "fonts" / "DejaVuSans.ttf").is_file()
    assert (folder / "fonts" / "DejaVuSans-Bold.ttf").is_file()
    assert (folder / "fonts" / "LICENSE-DejaVu.txt").is_file()
    for name in ("Lato-Regular.ttf", "Lato-Bold.ttf", "LICENSE-Lato.txt"):
        assert (folder / "fonts" / name).is_file()
    assert "Open Font License" in (folder / "fonts" / "LICENSE-Lato.txt").read_text()


def test_assets_dir_falls_back_to_pyinstaller_bundle(tmp_path, monkeypatch):
    shutil.copytree(assets.assets_dir(), tmp_path / "assets")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assets.assets_dir.cache_clear()
    try:
        assert assets.assets_dir() == tmp_path / "assets"
    finally:
        assets.assets_dir.cache_clear()


def test_every_face_is_drawn_once_per_size(display):
    for name in ("official", "kaboo"):
        for face in load_builtin(name).faces:
            first = art.card_face(face, (60, 84))
            assert art.card_face(face, (60, 84)) is first
            assert first.get_size() == (60, 84)
    assert art.card_back((60, 84)) is art.card_back((60, 84))
    assert assets.text("Hello", 14) is assets.text("Hello", 14)
    assert assets.font(20).size("\u2660\u2665\u2666\u2663")[0] > 0  # suit glyphs exist in the font


def test_text_still_renders_after_pygame_quit_and_init_without_clearing_the_caches():
    # A font made before pygame.quit() is dead ("font module quit since font created"): the cache
    # must notice rather than hand it out (a test order once failed on exactly that)
    pygame.init()
    before = assets.font(17, bold=True, display=True)
    pygame.quit()
    pygame.init()
    try:
        after = assets.font(17, bold=True, display=True)
        assert after is not before and after.get_height() > 0
        assert assets.text("0", 19, display=True).get_width() > 0
        assert assets.missing_glyphs("♠", display=True) == ["♠"]
    finally:
        pygame.quit()
