"""CABO's table: your plate tied to your hand (issue 40; the lead saw a small pill floating at the
far left of the hand): a slim column level with your cards right against their left end, at least as
prominent as an opponent's panel, clear of everything else at every size and seat count."""

import pygame
import pytest

from cabo_desktop.games.cabo.table.layout import compute_layout

SIZES = [(1024, 600), (1280, 720), (1600, 900), (1920, 1080)]


def hull(sl) -> pygame.Rect:
    return sl.slots[0].unionall(list(sl.slots[1:]))


@pytest.mark.parametrize("variant, seats", [("official", n) for n in (2, 3, 4)] + [("kaboo", n) for n in (2, 3, 4, 5, 6)])
def test_your_plate_is_a_column_against_your_hand_clear_of_all_else(driver_factory, variant, seats):
    d = driver_factory(variant=variant, seats=seats)
    t = d.table
    columns = 0
    for size in SIZES:
        lay = compute_layout(size, (4,) * seats, 0, variant == "kaboo")
        text, panel, face, face_at = t.painter.name_plate(lay, 0)
        cards = hull(lay.seats[0])
        where = (variant, seats, size)
        assert (lay.felt or lay.play).contains(panel), where
        others = [r for s, sl in lay.seats.items() if s != 0 for r in sl.slots]
        others += [lay.deck, lay.discard, lay.buttons, lay.banner]
        others += [t.painter.name_plate(lay, s)[1] for s in range(1, seats)]
        assert panel.collidelist(others) < 0, where
        if panel.h <= panel.w:  # (cards under 110 px: the one-line panel level with their middle)
            continue
        columns += 1
        # tied to your hand: level with your cards' middle, right against their left end; slim (review
        # s50: a column as tall as the cards and 3/4 of their height wide read as an oversized tile)
        assert abs(panel.centery - cards.centery) <= 1 and cards.top < panel.top and panel.bottom < cards.bottom, where
        assert panel.w <= max(130, cards.h * 0.6), where
        assert 0 < cards.left - panel.right <= 20, where
        # your portrait at its head, centred, your words under it
        assert panel.contains(face_at) and face_at.centerx == panel.centerx, where
        assert face_at.top < panel.centery and len(text.parts) == 2, where
        # at least as prominent as an opponent's panel: larger, its portrait larger
        _o_text, o_panel, o_face, _o_at = t.painter.name_plate(lay, 1)
        assert panel.w * panel.h >= o_panel.w * o_panel.h and face.get_height() >= o_face.get_height(), where
        # your points read at a glance: their figures taller than your name's
        name, points = text.parts[0][0], text.parts[1][0]
        assert points.get_height() > name.get_height(), where
    assert columns >= 3  # the column at most sizes, not just the fallback
