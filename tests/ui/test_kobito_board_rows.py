"""Kobito's board read as designed at every number of pots (issue 40, the review of
/tmp/shots_s50a/kobito_*.png): the lanes under the piles as one set with those beside them, the gold card's colour
strip at 720 as at 1080, an empty opponent workshop not an empty box, and the prompt's ribbon
clear of the rail at the foot."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop.games.kobito.table import art
from cabo_desktop.games.kobito.table.layout import FOOT_ROOM, compute_layout
from cabo_desktop.ui import assets
from cabo_desktop.ui.theme import px
from tests.ui.conftest import table_of

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("pots", [2, 3, 4, 5])
def test_the_lanes_fill_the_felt_in_rows_right_of_the_piles_well(size, seats, pots):
    """A review (s51): "the hierarchy is backwards: the central piles are big, while the rainbow
    rows are small cards among mostly empty slots". The piles' well at the felt's left, every lane
    right of it, in one to three rows, each row's lanes in order, a little apart, the row spanning
    the lanes' block from the well to the felt's right end (a shorter row from its left: s52),
    the well as tall as the block (one composition), inside the felt, clear of your row, every
    lane's cards inside it."""
    lay = compute_layout(size, seats, 0, pots)
    areas = [p.area for p in lay.pots]
    well = lay.pile_well
    rows = sorted({a.y for a in areas})
    assert 1 <= len(rows) <= 3 and abs(well.left - lay.play.x - (lay.play.right - max(a.right for a in areas))) <= px(4)
    assert well.top <= rows[0] + px(2) and well.bottom >= max(a.bottom for a in areas) - px(2), (size, pots, well)
    fullest = max(sum(a.y == y for a in areas) for y in rows)
    for y in rows:
        row = [a for a in areas if a.y == y]
        assert row == sorted(row, key=lambda r: r.x) and len({a.h for a in row}) == 1
        if len(row) == fullest:  # a fuller row spans the block; a shorter one under its left lanes (s52)
            assert abs(row[0].left - (well.right + px(10))) <= 1 and row[-1].right == max(a.right for a in areas), (size, row)
        else:
            assert abs(row[0].left - (well.right + px(10))) <= 1, (size, row)  # from the block's left (s52: no lone box centred)
        for a, b in zip(row, row[1:]):
            assert 0 < b.left - a.right <= px(16), (size, pots, a, b)
    assert [a.y for a in areas] == sorted(a.y for a in areas)  # the pots in reading order
    assert areas[-1].bottom < lay.mat.top and well.bottom < lay.mat.top
    for pot in lay.pots:  # every lane's cards inside it
        assert pot.area.contains(pot.gold) and pot.area.contains(pot.row)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4])
def test_the_top_row_keeps_felt_between_it_and_the_rail(size, seats):
    """The review: "the Fox's '2' badge touches the top frame". Every opponent's plate, medallion
    and the highest of its pots' coins (table_trays.gold_tokens, drawn) TOP_ROOM under the rail."""
    from cabo_desktop.games.kobito.table.layout import TOP_ROOM
    from cabo_desktop.ui.table_trays import gold_tokens
    lay = compute_layout(size, seats, 0, 3)
    rail = lay.play.y + assets.rail_width(lay.play.size)
    canvas = pygame.Surface(size)
    for seat, place in lay.seats.items():
        if seat == 0:
            continue
        coins = gold_tokens(canvas, place.parts.medallion, [5, 7, 3], lay.text_size)
        highest = min([place.plate.top, place.parts.medallion.top, place.fan.top] + [c.top for c in coins])
        assert highest - rail >= px(TOP_ROOM), (size, seat, highest, rail)


@pytest.mark.parametrize("size", SIZES)
def test_the_prompts_ribbon_keeps_felt_between_it_and_the_rail(size):
    """The review: the prompt's ribbon sat 7 px from the frame at 720. FOOT_ROOM of felt under it,
    your row above it, your hand's cards as large as before (the middle gives the room)."""
    lay = compute_layout(size, 4, 0, 3)
    felt_bottom = lay.play.bottom - assets.rail_width(lay.play.size)
    assert felt_bottom - lay.banner.bottom >= px(FOOT_ROOM), (size, lay.banner, felt_bottom)
    assert lay.mat.bottom <= lay.banner.top and lay.hand_card[1] >= 0.15 * size[1]


def strip_colours(face: pygame.Surface) -> int:
    """How many of the rainbow's colours show in a gold card's strip (its band at 0.74-0.82)."""
    w, h = face.get_size()
    found = set()
    for y in range(int(h * 0.74), int(h * 0.82)):
        for x in range(w):
            c = face.get_at((x, y))
            for name, colour in art.RAINBOW.items():
                if sum(abs(a - b) for a, b in zip(c[:3], colour)) <= 60:
                    found.add(name)
    return len(found)


@pytest.mark.parametrize("size", [(62, 89), (70, 100), (110, 157)])
def test_a_gold_cards_colour_strip_shows_wherever_the_card_is_60_px_wide(size):
    """The review: the strip (a little card of each colour, one per card the pot asks for) showed
    on the 1080 gold cards, not on the 70 px ones at 720."""
    assert strip_colours(art.gold_face(5, 7, size)) >= 5, size


def test_a_narrow_gold_card_leaves_the_strip_out():
    assert strip_colours(art.gold_face(5, 7, (44, 63))) <= 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_an_empty_opponent_workshop_shows_its_first_two_places(tour_app, size):
    """The review: empty "Workshop" trays read as empty boxes, then (s52) "the empty workshop places
    read as stray marks", then (s52, later) "the empty workshop slots look like placeholders". Each
    opponent's empty tray shows the two places its first rainbow's chips will take side by side
    inside it, each a card's ghost in a dashed outline (its top edge lit in dashes, not a solid
    line), faint inside, a small hammer at its middle."""
    app = tour_app("kobito")
    table = table_of(app)
    app.screen = pygame.Surface(size)
    app.relayout()
    lay = table.layout()
    empty = [seat for seat in range(table.n) if seat != table.viewer and not table.model.workshops[seat]
             and lay.seats[seat].shop_tray.w]
    assert empty, "the moment has an opponent with an empty workshop"
    table.draw(app.screen)
    for seat in empty:
        tray = lay.seats[seat].shop_tray
        one, two = table.hud.empty_shop(lay, seat)
        assert tray.contains(one) and tray.contains(two) and one.right < two.left and one.y == two.y
        assert one.w >= px(12) and one.h >= 1.2 * one.w
        ground = table.hud.felt_picture(lay)  # the table's ground: the tray's recess without them
        def lift(x, y):
            drawn, bare = app.screen.get_at((x, y)), ground.get_at((x - lay.play.x, y - lay.play.y))
            return sum(drawn[:3]) - sum(bare[:3])
        for slot in (one, two):
            edge = [lift(x, slot.y) for x in range(slot.x + slot.w // 6, slot.right - slot.w // 6)]
            assert max(edge) - min(edge) > 60, (size, seat, slot, edge)  # a dashed outline: lit, then not
            inside = lift(slot.x + slot.w // 6, slot.bottom - slot.h // 6)
            assert 0 <= inside < 70, (size, seat, slot, inside)  # a faint ghost
            mark = [lift(x, y) for x in range(slot.centerx - slot.w // 5, slot.centerx + slot.w // 5)
                    for y in range(slot.centery - slot.h // 5, slot.centery + slot.h // 5)]
            assert max(mark) > inside + 60, (size, seat, slot)  # the hammer at its middle


@pytest.mark.parametrize("size", SIZES)
def test_the_places_a_run_lacks_are_ghost_cards_side_by_side_to_the_runs_end(size):
    """The reviews: "empty-slot outlines overlap", "hard to count how many cards are still needed",
    then (s52) "a player can't tell at a glance how far each pot is from being won", then (s52 round
    8) "pot 1's five empty slots are squashed and smaller than the cards". A run of eight in a lane,
    one card laid, and one of three: ghost cards each exactly a run card's size, side by side a
    little apart, the first clear of the laid card, one for each place while the row holds them
    whole (the count in words says the rest), all inside the row."""
    from cabo_desktop.games.kobito.table.layout import ghost_places, lane_slots
    lay = compute_layout(size, 4, 0, 3)
    pot = lay.pots[0]
    for length in (8, 3):
        run = lane_slots(pot.row, length + 2, lay.pot_card, 1)[1:-1]
        room = ghost_places(pot.row, 1, length, lay.pot_card)
        assert {r.size for r in room} == {run[0].size}, (size, room)
        assert len(room) == length - 1 or room[-1].right + px(6) + room[-1].w > pot.row.right, (size, room)
        assert length > 3 or len(room) == 2, (size, room)
        assert room[0].h > room[0].w >= px(8)
        assert len({b.x - a.x for a, b in zip(room, room[1:])}) <= 1  # evenly spaced
        assert all(b.x > a.right for a, b in zip(room, room[1:]))  # apart, none on another
        assert room[0].x > run[0].right and pot.row.contains(room[0].unionall(room))


def test_the_buttons_grow_with_the_window(tour_app):
    """The review: "'End turn' / 'New rainbow' are relatively smaller at 1920". The buttons' room
    keeps its share of the window's height, and each button is drawn as tall as its half of it."""
    small, large = compute_layout((1280, 720), 4, 0, 3), compute_layout((1920, 1080), 4, 0, 3)
    assert large.buttons.h / 1080 >= 0.9 * small.buttons.h / 720 and large.buttons.w / 1920 >= 0.9 * small.buttons.w / 1280
    app = tour_app("kobito")
    table = table_of(app)
    app.screen = pygame.Surface((1920, 1080))
    app.relayout()
    table.draw(app.screen)
    rects = [b.rect for b in table.controls.buttons]
    assert len(rects) == 2 and all(r.h >= 0.06 * 1080 for r in rects), rects
    assert all(table.layout().buttons.contains(r) for r in rects) and not rects[0].colliderect(rects[1])
