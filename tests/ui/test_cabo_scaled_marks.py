"""CABO's and KABOO's table marks grow with the cards, and the discard pile a chosen set goes to
has one designed rim (review s50: "Snap!" and the peek tag stayed small at 1920; a thin double
gold outline round the discard read as a debug frame)."""

import pygame
import pytest

from cabo_desktop.games.cabo.table import art, plates
from cabo_desktop.games.cabo.table.layout import compute_layout


def test_the_speech_bubble_grows_with_the_piles(driver_factory):
    d = driver_factory(variant="kaboo", seats=3)
    d.frames(2)
    t = d.table
    heights = {}
    for size in ((1280, 720), (1920, 1080)):
        lay = compute_layout(size, t.model.hand_sizes(), t.viewer, t.square, t.docked)
        t.layout = lambda lay=lay: lay
        t.hud.callout(1, "Snap!")
        heights[size] = t.hud.callouts[1][0].get_height()
    assert heights[(1920, 1080)] >= 1.35 * heights[(1280, 720)], heights


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_memory_tag_keeps_its_share_of_the_card(size):
    """The tag's size is a share of the card's height (view.py asks memory_mark for 2/11 of it):
    its label keeps proportion with the card at every size, margins included."""
    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        card_h = compute_layout(size, (4, 4, 4), 0, True).seats[0].card_size[1]
        font = card_h * 2 // 11
        tag = art.memory_mark("5\u2666", font)
        assert 0.19 * card_h <= tag.get_height() <= 0.3 * card_h, (tag.get_size(), card_h)
        words = art.text("5\u2666", font, art.INK, True)
        assert tag.get_width() - words.get_width() >= font // 2  # its margins in proportion (a fixed 10 px had)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(104, 146), (167, 233)])
def test_the_discard_pile_has_one_rim_in_a_soft_glow_and_its_face_clear(size):
    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        margin = 12
        halo = plates.glow(size, margin, hole=True)
        assert halo is plates.glow(size, margin, hole=True)  # composed once
        w, h = size
        ox = oy = 2 * margin
        assert halo.get_at((ox + w // 2, oy + h // 2)).a == 0  # the card's face is not covered
        assert halo.get_at((ox + 10, oy + h // 2)).a == 0
        row = [halo.get_at((x, oy + h // 2)).a for x in range(0, ox)]
        peak = max(range(len(row)), key=row.__getitem__)
        assert row[peak] == 255 and peak >= ox - 4  # the bright rim hugs the card
        rising = row[:peak + 1]  # one rim: the glow rises steadily toward it, no second outline outside
        assert all(b >= a - 2 for a, b in zip(rising, rising[1:])), rising
        assert 0 < row[ox - margin] < 255  # a soft glow, not a hard line
    finally:
        pygame.quit()


def test_a_red_suits_memory_tag_prints_in_red():
    """kaboo's memory tag "5♦" in the diamond's red, as the card's face (a review saw a black
    diamond beside the discard's red J♦); a spade's stays black."""
    from cabo_desktop.games.cabo.rules.cards import Card

    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        def reds(card):
            tag = art.memory_mark("5" + ("\u2666" if card.is_red else "\u2660"), 30, art.suit_ink(card))
            return sum(1 for x in range(tag.get_width()) for y in range(tag.get_height())
                       if (c := tag.get_at((x, y))).r > 150 and c.g < 90 and c.b < 90)
        diamond, spade = Card("5", 5, "D"), Card("5", 5, "S")
        assert diamond.is_red and reds(diamond) > 20
        assert reds(spade) == 0
    finally:
        pygame.quit()
