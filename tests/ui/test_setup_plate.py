"""A person's name plate on the New game screen (review s52: "the Player 1 name box looks like a
default text field"): an engraved dark slot rimmed in brass, with a pen at its right end, in the
seat card's own materials; the setup screen draws it under the person's portrait with the name in
cream on it."""

import pygame
import pytest

from cabo_desktop.ui import setup_plate
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.setup_plate import name_plate, pen_room


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    yield
    pygame.quit()


@pytest.mark.parametrize("focused", [False, True])
def test_the_plate_is_a_brass_rimmed_dark_slot_with_a_pen(focused):
    w, h = 220, 30
    plate = name_plate((w, h), focused)
    assert plate.get_size() == (w, h)
    r, g, b, _a = plate.get_at((w // 2, 1))  # the rim: brass, warm and lit
    assert r > 120 and r > b + 40, (r, g, b)
    middle = [plate.get_at((x, h // 2 - 2))[:3] for x in range(w // 4, w // 2)]
    assert all(sum(c) < 220 for c in middle), "the slot is dark, not a cream field"
    pen = [plate.get_at((x, y)) for x in range(w - pen_room(h), w - 4) for y in range(4, h - 4)]
    assert sum(1 for c in pen if c.r > 150 and c.r > c.b + 50) > 8, "the brass pen at the right end"
    assert name_plate((w, h), focused) is plate  # composed once


def test_the_setup_draws_the_plate_under_the_persons_portrait(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    drawn = []
    real = setup_plate.name_plate
    from cabo_desktop.ui import setup_parts
    monkeypatch.setattr(setup_parts, "name_plate", lambda size, focused: drawn.append(size) or real(size, focused))
    app = App((1280, 720), headless=True)
    app.scenes.push(SetupScene(app))
    app.step(0, events=[])
    assert drawn and drawn[0][0] >= 150, drawn
