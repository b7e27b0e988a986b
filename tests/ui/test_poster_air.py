"""Review s52 (title at 1280): "the Cabanga! poster's three-line blurb is tight to its box's top":
every poster's line has the same air above and below its ink on its plate, and some air."""

import pygame
import pytest

from cabo_desktop.ui import shell_art
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.title import TitleScene

PLATE = (1, 2, 3)  # the plate painted in a colour nothing else on a poster has


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_posters_line_is_centred_on_its_plate_with_air(tmp_path, monkeypatch, size):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    a = App(size, headless=True)
    a.catch_errors = False
    try:
        title = TitleScene(a)
        a.scenes.push(title)
        a.step(1 / 60, events=[])
        monkeypatch.setattr(shell_art, "tag_plate", lambda plate_size, alpha=178: _solid(plate_size))
        tile = title.tile_rects[0].size
        for name in ("cabo", "cabanga", "kobito"):
            look = shell_art.GameLook(name)
            image, _fan = shell_art.draw_poster(look, tile, True, False, 1)
            w, h = image.get_size()
            column = [y for y in range(h) if tuple(image.get_at((w // 2 - w // 3, y)))[:3] == PLATE]
            top, foot = min(column), max(column) + 1
            ink = [y for y in range(top, foot) if any(sum(image.get_at((x, y))[:3]) > 600 for x in range(20, w - 20))]
            above, below = ink[0] - top, foot - 1 - ink[-1]
            assert min(above, below) >= size[1] // 60 and abs(above - below) <= 3, (name, above, below)
    finally:
        pygame.quit()


def _solid(size):
    surf = pygame.Surface(size)
    surf.fill(PLATE)
    return surf
