"""CABO's small labels (review s52): the pile's "SWAP 11" badge sets its value in the middle of its
chip by its ink (the font's box set "11" high), and the memory tag is a brass-framed label, not a
plain cream pill."""

import pygame
import pytest

from cabo_desktop.games.cabo.rules.cards import Ability, Card
from cabo_desktop.games.cabo.table import art, tags


@pytest.fixture
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    yield
    pygame.quit()


def test_the_pile_badges_value_sits_in_the_middle_of_its_chip(display):
    jack = Card("J", 11, "D", Ability.SWAP)
    badge = art.pile_marks(jack, 30)
    h = badge.get_height()
    chip_x = badge.get_width() - 20  # inside the value's chip, right of the word
    paper = [y for y in range(h) for x in range(chip_x - 20, badge.get_width() - 4)
             if (c := badge.get_at((x, y))).a > 200 and c.r > 200 and c.g > 200 and c.b > 200]
    assert paper
    middle = (min(paper) + max(paper)) / 2
    assert abs(middle - (h - 1) / 2) <= 1.0, (min(paper), max(paper), h)


def test_the_memory_tag_is_brass_framed_with_the_card_ink_centred(display):
    tag = tags.memory_mark("5\u2666", 30, (200, 30, 40))
    w, h = tag.get_size()
    body_h = h - max(3, 30 // 5)
    brass = tag.get_at((3, body_h // 4))  # its end is brass, not cream
    assert brass.r > 150 and 90 < brass.g < 220 and brass.b < 150, brass
    assert tag.get_at((w // 2, h - 2)).a > 0 and tag.get_at((2, h - 2)).a == 0  # a point toward the card
    reds = [(x, y) for x in range(w) for y in range(h)
            if (c := tag.get_at((x, y))).a > 200 and c.r > 150 and c.g < 90 and c.b < 90]
    xs, ys = [p[0] for p in reds], [p[1] for p in reds]
    assert abs((min(xs) + max(xs)) / 2 - w / 2) <= 2 and abs((min(ys) + max(ys)) / 2 - body_h / 2) <= 2
