"""Cabanga!'s and Kobito's table layouts at every window size and seat count: everything inside
the felt's rail and clear of the side panel, the seats' names never under their cards, nothing
overlapping, and the cards growing with the window (no large empty band at 1920x1080)."""

import pygame
import pytest

from cabo_desktop.games.cabanga.table.layout import compute_layout as cabanga_layout, fan_slots, hand_slots
from cabo_desktop.games.kobito.table.layout import compute_layout as kobito_layout, row_slots
from cabo_desktop.ui.table_trays import rail_inset

SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080)]


def inside(rect, area):
    return area.contains(rect)


def felt_inside(lay):
    inset = rail_inset(lay.play) - 6  # the rail itself
    return lay.play.inflate(-2 * inset, -2 * inset)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_cabanga_table_fits_inside_the_rail_and_nothing_overlaps(size, seats):
    lay = cabanga_layout(size, seats, 0)
    felt = felt_inside(lay)
    others = [place for seat, place in lay.seats.items() if seat != 0]
    parts = [lay.mat, lay.rows_tray, lay.side_column, lay.seats[0].plate] + [p.plate for p in others]
    assert lay.seats[0].plate.contains(lay.buttons)  # a throw window's buttons over your plate
    for part in parts:
        assert inside(part, felt), (part, felt)
        assert not part.colliderect(lay.panel)
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for place in others:
        for card in fan_slots(place, 8, lay.small_card):  # the cards below the name line, inside the plate
            assert card.top >= place.head.bottom and place.plate.contains(card)
    for row in lay.rows:
        assert lay.rows_tray.contains(row.left) and lay.rows_tray.contains(row.right)
        assert all(row.strip.contains(cell) for cell in row.cells)
    assert lay.side_column.contains(lay.penalty) and lay.side_column.contains(lay.thrown)
    for card in hand_slots(lay, 9):
        assert lay.mat.contains(card)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_kobito_table_fits_inside_the_rail_and_nothing_overlaps(size, seats):
    lay = kobito_layout(size, seats, 0)
    felt = felt_inside(lay)
    others = [place for seat, place in lay.seats.items() if seat != 0]
    parts = [lay.mat, lay.pile_well, lay.buttons, lay.seats[0].plate] + [p.area for p in lay.pots] + [
        p.plate for p in others]
    for part in parts:
        assert inside(part, felt), (part, felt)
        assert not part.colliderect(lay.panel)
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for place in others:
        assert place.fan.top >= place.head.bottom and not place.fan.colliderect(place.workshop)
        assert place.plate.contains(place.fan) and place.plate.contains(place.workshop)
        for card in row_slots(place.fan, 8, lay.small_card):
            assert card.top >= place.head.bottom
    assert lay.pile_well.contains(lay.deck) and lay.pile_well.contains(lay.discard)
    assert lay.mat.contains(lay.workshop) and lay.mat.contains(lay.workshop_label)
    for pot in lay.pots:
        assert pot.area.contains(pot.gold) and pot.area.contains(pot.row)


def vertical_gaps(rects, top, bottom):
    """The bands of the height [top, bottom) that no rect covers."""
    spans = sorted((r.top, r.bottom) for r in rects)
    gaps, y = [], top
    for a, b in spans:
        if a > y:
            gaps.append(a - y)
        y = max(y, b)
    if bottom > y:
        gaps.append(bottom - y)
    return gaps


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_at_1920x1080_the_cards_use_the_space(seats):
    """A review saw empty felt below Cabanga!'s rows and a big empty strip in Kobito at 1920x1080:
    the parts stack down the table with no band over 3 % of its height between them, and the
    hand's cards are at least a sixth of the window's height."""
    h = 1080
    lay = cabanga_layout((1920, h), seats, 0)
    parts = [lay.rows_tray, lay.mat, lay.banner] + [p.plate for s, p in lay.seats.items() if s != 0]
    assert max(vertical_gaps(parts, felt_inside(lay).top, felt_inside(lay).bottom)) <= 0.03 * h
    # the lanes' cards (runs of up to 19 over each lane's ruler: issue 40) and the side piles, larger
    assert lay.hand_card[1] >= h / 6 and lay.small_card[1] >= 0.08 * h and lay.pile_card[1] >= 0.095 * h
    assert lay.penalty.h >= 0.14 * h
    lay = kobito_layout((1920, h), seats, 0)
    parts = [lay.mat, lay.banner, lay.buttons] + [p.area for p in lay.pots] + [
        p.plate for s, p in lay.seats.items() if s != 0]
    assert max(vertical_gaps(parts, felt_inside(lay).top, felt_inside(lay).bottom)) <= 0.03 * h
    assert lay.hand_card[1] >= h / 6 and lay.pot_card[1] >= 0.1 * h and lay.small_card[1] >= 0.08 * h


@pytest.mark.parametrize("size", SIZES)
def test_kobito_deck_count_sits_between_the_deck_and_the_discard_pile(size):
    """At 1024x600 the discard pile covered the deck's count."""
    lay = kobito_layout(size, 4, 0)
    assert lay.deck.bottom + lay.text_size + 12 <= lay.discard.top


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_banner_sits_inside_the_felt_like_cabos(size):
    """A review saw Cabanga!'s and Kobito's banner run past the felt's rounded corner onto the
    rail (CABO's sits inside the cloth): it keeps clear of the rail, the hand above it."""
    from cabo_desktop.ui.assets import rail_width
    for lay in (cabanga_layout(size, 4, 0), kobito_layout(size, 4, 0)):
        rail = rail_width(lay.play.size)
        cloth = lay.play.inflate(-2 * rail - 8, -2 * rail - 8)
        assert cloth.contains(lay.banner), (size, lay.banner, cloth)
        assert lay.hand.bottom <= lay.banner.top


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("shop", [True, False])
def test_a_long_pots_places_spread_over_its_lane(size, shop):
    """A review saw Kobito's pot lanes end in a long empty band ("5 cards to go" alone at the far
    right, issue 40 item 3): a pot asking for 7 cards lays its 9 places (one free at each end)
    and its badge over at least 75 % of its lane (the gold card in it), never overlapping (the place in front of
    the first card is a target over the gold card's edge), its "cards to go" line after."""
    from cabo_desktop.games.kobito.table.layout import lane_note_w, lane_slots
    lay = kobito_layout(size, 4, 0, 3, shop)
    for pot in lay.pots:
        places = lane_slots(pot.row, 9, lay.pot_card)
        spread = places[-1].right + lane_note_w(lay.text_size) - pot.area.left  # its badge's column at the right end
        assert spread >= 0.75 * pot.area.w, (size, shop)
        assert all(a.right <= b.left for a, b in zip(places[1:], places[2:]))  # the front place: over the gold card
        assert places[-1].right + lane_note_w(lay.text_size) <= pot.area.right


@pytest.mark.parametrize("size", SIZES)
def test_an_empty_workshop_is_a_slim_tray_and_the_pots_take_the_height(size):
    """An empty workshop was a big blank walnut slab: it is a slim tray (under 8 % of the window's
    height) and the pots' cards are taller than when it holds rainbows."""
    used, empty = kobito_layout(size, 4, 0, 3, True), kobito_layout(size, 4, 0, 3, False)
    assert empty.mat.h <= 0.08 * size[1] < used.mat.h
    assert empty.pot_card[1] >= used.pot_card[1] + 0.01 * size[1]
    assert empty.workshop_label.h >= empty.text_size and empty.mat.contains(empty.workshop_label)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [4, 5, 6])
def test_cabanga_opponents_fans_fill_their_plates(size, seats):
    """A review saw Cabanga!'s opponents' plates as wide boxes with a small fan of seven backs
    squeezed in their middle (issue 40, item 3): seven cards span at least 70 % of the plate."""
    lay = cabanga_layout(size, seats, 0)
    for seat, place in lay.seats.items():
        if seat != 0:
            cards = fan_slots(place, 7, lay.small_card)
            assert cards[-1].right - cards[0].left >= 0.7 * place.plate.w, (size, seats, seat)
            assert all(place.plate.contains(card) for card in cards)


@pytest.mark.parametrize("size", SIZES)
def test_cabanga_hand_tray_runs_to_the_felts_right_end(size):
    """A review saw bare felt right of Cabanga!'s hand tray (the throw buttons' column, empty but
    in throw windows; issue 40, item 3): the tray runs from your plate to the band's right end,
    the buttons over your plate, two of them fitting in it."""
    lay = cabanga_layout(size, 4, 0)
    felt = felt_inside(lay)
    assert felt.right - lay.mat.right <= rail_inset(lay.play) + 2
    assert lay.mat.left - lay.seats[0].plate.right <= 16
    assert lay.seats[0].plate.contains(lay.buttons) and 2 * min(46, lay.buttons.h // 2 - 8) + 12 <= lay.buttons.h



@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("shop", [True, False])
def test_kobito_lanes_start_at_the_gold_card_and_their_badges_share_a_column(size, shop):
    """A review saw a card and a half of bare felt between a pot's gold card and its first card,
    and the "cards to go" lines wandering (issue 40, item 3): the first card lies just after the
    gold card (the place in front of it, a target only, over the gold card's edge), and every
    lane's badge sits in one right-hand column clear of its places."""
    from cabo_desktop.games.kobito.table.layout import lane_slots
    lay = kobito_layout(size, 4, 0, shop=shop)
    notes = {(pot.note.x, pot.note.right) for pot in lay.pots}
    assert len(notes) == 1
    for pot in lay.pots:
        places = lane_slots(pot.row, 9, lay.pot_card)
        first = places[1]
        assert 0 < first.left - pot.gold.right <= 0.25 * first.w, size
        assert places[0].right > pot.gold.right - first.w  # the place in front, near the gold card
        assert places[-1].right < pot.note.left and pot.area.contains(pot.note)
        assert all(a.right <= b.left for a, b in zip(places[1:], places[2:]))
