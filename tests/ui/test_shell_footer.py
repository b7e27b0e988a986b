"""The shell's keys line is one designed strip (s50 review: plain words on the felt at the title,
setup and hand-off while the tables use a ribbon): a slim dark strip sized to its words, its
foot at least 14 px of felt above the wooden frame, its words on it, not on the cloth."""
import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.hints import FRAME_AIR, draw_hint, hint_room, hint_size

FELT = (20, 90, 50)
HINT = "↑/↓ choose a row · Enter starts · Esc back"


@pytest.fixture
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    yield
    assets.surfaces.clear()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_keys_line_sits_on_a_dark_strip_clear_of_the_frame(display, size):
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(FELT)
    draw_hint(surface, HINT, 8, felt=True)
    rail = assets.rail_width(size)
    column = [tuple(surface.get_at((w // 2, y)))[:3] for y in range(h)]
    touched = [y for y, c in enumerate(column) if c != FELT]
    assert touched, "nothing drawn"
    top, foot = min(touched), max(touched)
    assert h - rail - foot - 1 >= FRAME_AIR, f"the strip's foot {h - rail - foot - 1} px from the frame"
    assert foot - top + 1 >= hint_size(h), "a strip as tall as its words at least"
    dark = sum(1 for c in column[top:foot + 1] if sum(c) < 120)
    assert dark >= (foot - top) // 3, "a dark strip under the words, not words on the felt"
    left = next(x for x in range(w) if tuple(surface.get_at((x, (top + foot) // 2)))[:3] != FELT)
    assert left > rail + 40, "sized to its words, not the window's width"
    assert hint_room(size, HINT) >= h - rail - top, "hint_room covers the strip and the felt under it"
