"""Kobito's row along the foot (issue 40, items 1, 4 and 8): on the tour's Kobito moment, drawn at
three window sizes, your workshop's rainbows lie as runs of real cards in your walnut tray beside
your hand (the screen's pixels are the cards' own, clear of your hand and the buttons), the lanes
do not move when it fills, End turn and New rainbow are tabs at the tray's right end, an
opponent with no workshop rainbow has its hand centred across its plate, and a disabled button
is a leather tab, not a grey slab."""

import pygame
import pytest

from cabo_desktop.games.kobito.table import art
from cabo_desktop.ui import tour
from cabo_desktop.ui.app import App
from cabo_desktop.ui.widgets import button_face
from tests.ui.test_kobito_board import drawn, same  # the table alone at a size; a pixel match

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def moment():
    """The tour's Kobito moment, reached once; your workshop given two rainbows of an opponent's
    cards (the Fox's) for the tests that need it, then taken back."""
    app = App((1280, 720), headless=True)
    app.catch_errors = False
    tour.reach(app, "kobito", 3)
    yield app, app.scenes.top
    pygame.quit()


def share_of_face(screen, rect, visible, face) -> float:
    """The share of points of a card's showing part where the screen is the card's own face."""
    points = [(x, y) for x in range(visible.x + 2, visible.right - 2, max(1, visible.w // 5))
              for y in range(rect.y + rect.h // 5, rect.bottom - rect.h // 5, max(1, rect.h // 8))]
    hits = sum(same(screen.get_at(p), face.get_at((p[0] - rect.x, p[1] - rect.y))) for p in points)
    return hits / max(1, len(points))


def with_workshop(table):
    """Your workshop holding the rainbows of the first opponent that has one (twice)."""
    donor = next(ws for seat, ws in enumerate(table.model.workshops) if seat != table.viewer and ws)
    table.model.workshops[table.viewer] = [list(donor[0]), list(donor[0])]


@pytest.mark.parametrize("size", SIZES)
def test_your_workshops_rainbows_are_runs_of_cards_in_your_tray_and_the_lanes_stay(moment, size):
    app, table = moment
    kept = list(table.model.workshops[table.viewer])
    drawn(app, table, size)
    before = table.layout()
    try:
        with_workshop(table)
        screen = drawn(app, table, size)
        lay = table.layout()
        assert [(p.area, p.gold, p.row) for p in lay.pots] == [(p.area, p.gold, p.row) for p in before.pots]
        assert lay.mat == before.mat and lay.buttons == before.buttons
        for w, rainbow in enumerate(table.model.workshops[table.viewer]):
            place = ("ws", table.viewer, w)
            length = table.place_length(place)
            rects = [table.spot_rect(place, i, length) for i in range(len(rainbow))]
            assert all(a.left < b.left < a.right for a, b in zip(rects, rects[1:]))  # a run: each on the one before
            for i, (spot, rect) in enumerate(zip(rainbow, rects)):
                assert lay.shop_box.contains(rect) and not rect.colliderect(lay.hand) and not rect.colliderect(lay.buttons)
                assert rect.h >= 0.06 * size[1], (size, rect)  # real cards, not chips
                visible = table.controls.card_rect(place, i)
                face = art.card_face(spot.top, rect.size, spot.number)
                assert share_of_face(screen, rect, visible, face) >= 0.9, (size, w, i)
    finally:
        table.model.workshops[table.viewer] = kept
        drawn(app, table, (1280, 720))


@pytest.mark.parametrize("size", SIZES)
def test_the_buttons_are_tabs_at_the_trays_right_end(moment, size):
    app, table = moment
    drawn(app, table, size)
    lay = table.layout()
    rects = [b.rect for b in table.controls.buttons]
    assert len(rects) == 2
    for rect in rects:
        assert lay.mat.contains(rect) and rect.left > lay.shop_box.right and rect.left > lay.hand.right
        assert lay.mat.right - rect.right <= 0.05 * lay.mat.w  # at its right end


@pytest.mark.parametrize("size", SIZES)
def test_an_opponent_without_a_workshop_has_its_hand_beside_its_plaque(moment, size):
    """A review saw the opponents' plates with their fans at the right and the left half empty;
    the next saw panels (issue 40, review problem 3): the hand is a fan right beside the seat's
    medallion and plaque (a tenth of the seat at most between), inside the seat, clear of them."""
    from cabo_desktop.games.kobito.table.layout import fan_slots
    app, table = moment
    drawn(app, table, size)
    lay = table.layout()
    checked = 0
    for seat, place in lay.seats.items():
        if seat == table.viewer or table.model.workshops[seat]:
            continue
        cards = fan_slots(place, len(table.model.hands[seat]), lay.small_card, False)
        assert 0 <= min(c.left for c in cards) - place.parts.plaque.right <= 0.1 * place.plate.w, (size, seat)
        assert all(place.plate.contains(c) and not c.colliderect(place.head) for c in cards)
        checked += 1
    assert checked >= 1


def test_a_disabled_button_is_a_dark_leather_tab_not_a_grey_slab():
    """Kobito's New rainbow, disabled, was a flat grey slab (issue 40, item 8): a leather tab,
    darker than the enabled one, brown (red over blue), its caption dimmer."""
    pygame.init()
    on, off = button_face((180, 44), "New rainbow", "normal"), button_face((180, 44), "New rainbow", "disabled")
    mid_on, mid_off = on.get_at((90, 40)), off.get_at((90, 40))
    assert mid_off.r > mid_off.b + 10 and sum(mid_off[:3]) < sum(mid_on[:3])
