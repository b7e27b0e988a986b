"""The game's own screenshot mode reaches every named screen through the real scenes."""

import pygame
import pytest

from cabo_desktop.cli import main
from cabo_desktop.ui import tour


@pytest.mark.parametrize("screen", tour.SCREENS)
def test_every_named_screen_is_reached_and_drawn(tmp_path, screen):
    path = tour.take(tmp_path / f"{screen}.png", screen, size=(1024, 600))
    image = pygame.image.load(str(path))
    assert image.get_size() == (1024, 600)
    # a drawn screen, not a blank window: many distinct colours in a coarse sample
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1024, 16) for y in range(0, 600, 16)}
    # (the hand-off screen hides the table on purpose: plain text on a dark ground)
    least = 12 if screen == "hand_off" else 40
    assert len(colours) > least, f"{screen}: only {len(colours)} colours"


def test_the_command_names_the_screens_and_refuses_a_bad_size(tmp_path, capsys):
    assert main(["screenshot", str(tmp_path / "t.png"), "--scene", "rules", "--size", "800x600"]) == 0
    assert "screenshot saved" in capsys.readouterr().out
    assert main(["screenshot", str(tmp_path / "t.png"), "--size", "huge"]) != 0
    assert "WIDTHxHEIGHT" in capsys.readouterr().err
