"""Cabanga!'s table uses its room and keeps its celebrations placed (issue 40, review problems 1,
4 and 5): your hand spread across its tray at the tray's height; the 1-18 rulers at 14 px at
least; the lanes sunk into the felt; the "Cabanga!" ribbon over a lane's open felt, never over a
ruler, a card or a plate; your "Cabanga!" bubble clear of the side piles' column and every card;
opponents' hands of 8 to 12 cards inside their plates' stitches; a lane composed again only in
the layer that changed."""

import pygame
import pytest

from cabo_desktop.games.cabanga.table import board, layout as cl
from cabo_desktop.games.cabanga.table.layout import compute_layout, fan_slots, hand_slots, key_cap_h
from cabo_desktop.ui import seat_fan
from cabo_desktop.ui.theme import px
from tests.ui.test_cabanga_lanes import luminance

SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080)]
HANDS = {  # a hand's colours as the table sorts them
    6: ["red", "blue", "blue", "blue", "violet", "violet"],
    7: ["red", "red", "blue", "blue", "blue", "violet", "violet"],
    9: ["red", "red", "blue", "blue", "violet", "violet", "yellow", "yellow", "yellow"],
    12: ["red"] * 3 + ["blue"] * 3 + ["violet"] * 3 + ["yellow"] * 3,
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", sorted(HANDS))
def test_your_hand_fills_its_tray(size, count):
    """The cards as tall as the tray's floor allows (their key caps over their tops inside the
    tray), each colour's cards a tight group (one gap), the colours three such gaps apart but at
    most a third of a card (a review s52: wider "look like missing cards"), the hand centred as one
    row, overlapping only when they cannot lie apart, all inside the hand's place."""
    lay = compute_layout(size, 4, 0)
    colours = HANDS[count]
    slots = hand_slots(lay, count, colours)
    assert lay.hand_card[1] >= lay.hand.h - lay.key_rise - 2
    cap = key_cap_h(lay.text_size)
    assert all(lay.hand.contains(s) for s in slots) and all(s.y - cap // 2 >= lay.mat.y for s in slots)
    assert slots[-1].right - slots[0].left >= min(0.6 * lay.hand.w, count * slots[0].w), (size, count, lay.hand)
    gaps = [b.x - a.right for a, b in zip(slots, slots[1:])]
    if min(gaps) >= 0:  # lying apart: a colour's cards closer than two colours
        within = [g for k, g in enumerate(gaps) if colours[k] == colours[k + 1]]
        between = [g for k, g in enumerate(gaps) if colours[k] != colours[k + 1]]
        assert max(within) < min(between), gaps
        # deliberate gaps (issue 40: "uneven spacing"): one gap within the colours, one between them,
        # clearly apart (three times), the hand centred on its tray
        assert len(set(within)) == 1 and len(set(between)) == 1 and between[0] == cl.GROUP_GAP * within[0], gaps
        assert within[0] >= 1 and between[0] <= slots[0].w / 3, (size, gaps)  # a small, clearly intended gap
        assert abs((slots[0].left - lay.hand.left) - (lay.hand.right - slots[-1].right)) <= 1
    else:  # too many: evenly overlapped, every card's index still showing
        assert max(gaps) - min(gaps) <= 1 and all(b.x - a.x >= 0.5 * a.w for a, b in zip(slots, slots[1:]))
    assert len(hand_slots(lay, count)) == count  # the colours unknown: evenly spaced


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_opponents_hands_of_eight_and_more_stay_inside_their_seats(size, seats):
    """8 to 12 cards in an opponent's fan keep inside its seat, clear of its medallion and plaque:
    the fan spreads no wider (its cards lie closer) rather than run over them (issue 40: a hand
    ran over its plate's stitches at 1920x1080)."""
    lay = compute_layout(size, seats, 0)
    for seat, place in lay.seats.items():
        if seat == 0:
            continue
        for count in range(8, 13):
            cards = fan_slots(place, count, lay.small_card) + [seat_fan.place(place.fan, count, lay.small_card)]
            assert all(place.plate.contains(c) and not c.colliderect(place.head) for c in cards), (size, seats, count)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_rulers_numerals_are_14_px_at_least_growing_with_the_window_and_the_lanes_sunk_into_the_felt(size):
    """The 1-18 numerals at least the type scale's Small (14 px) at 720 and proportionally larger
    at 1080 (a review read 13 px as dim and small); each lane's inlay darker just inside its rim
    than in its middle (a shadow inside the rim: sunk into the felt, not a flat band)."""
    lay = compute_layout(size, 4, 0)
    for row in lay.rows:
        assert board.ruler_size(row) >= max(14, round(14 * size[1] / 720))
        assert row.ruler.h >= board.ruler_size(row)
    row = lay.rows[0]
    for colour in ("red", "blue", "violet", "yellow"):
        tint = board.lane_tint(colour, row.strip.size)
        ground = pygame.Surface(tint.get_size())
        ground.fill((104, 30, 46))
        ground.blit(tint, (0, 0))
        y = ground.get_height() // 2
        assert luminance(ground.get_at((px(4), y))) < 0.9 * luminance(ground.get_at((ground.get_width() // 2, y)))


def cards_and_plates(table, lay) -> list:
    rects = [lay.penalty, lay.thrown] + board.run_rects(table, lay)
    m = table.model
    for seat, place in lay.seats.items():
        if seat < table.n:
            rects.append(place.plate)
            if seat != table.viewer:
                rects += fan_slots(place, len(m.hands[seat]), lay.small_card)
    rects += hand_slots(lay, len(m.hands[table.viewer]), cl.colours_of(m.hands[table.viewer]))
    return rects


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_cabanga_ribbon_lies_across_the_boards_middle_and_your_bubble_clear_of_the_thrown_panel(thrown, size):
    """The moment's ribbon as the game's big moment (a review s51: "confined to the violet row at
    about the size of one row"; s52: "a thin ribbon"): across the board's middle, at least 0.6 of
    the board (the lanes and the side column) wide and 60 px tall at 1280x720 (the band between the cards), on the board, over
    no card (a review s52 round 8: it hid the penalty pile's foot and the thrown card's top), clear of the plates, the fans and your
    hand, and of the lit gap's words, its entrance too; your "Cabanga!" bubble clear of
    the side piles' column (the Thrown caption), of every card and of your figures (a review: it
    hid "You" and the figures), over your medallion's crown: clear of your name (a third review
    s50: across your name's line it hid "You"), your figures and the lanes (a second review s50:
    it touched the lane above; at 1920x1080 it was tiny), its type grown with the table."""
    app, table = thrown
    hud = table.hud
    hud.shout("Cabanga!")
    app.screen = pygame.Surface(size)
    app.relayout()
    from cabo_desktop.games.cabanga.table import own_seat
    type_size = own_seat.bubble_type(table.layout(), "Cabanga!")
    assert type_size >= px(15) and (size[1] < 1080 or type_size >= px(21)), type_size  # was 19 at every size
    hud.callout(table.viewer, "Cabanga!", size=type_size)
    table.draw(app.screen)
    lay = table.layout()
    shout = hud.shout_rect
    stage = hud.shout_stage(lay)
    assert shout is not None and stage.contains(shout), (shout, stage)
    assert shout.w >= 0.6 * stage.w and shout.h >= (70 if size[1] >= 1080 else 60), (shout, stage)
    from cabo_desktop.games.cabanga.table import board
    assert shout.collidelist(card_middles(board.run_rects(table, lay))) < 0, shout  # no card
    assert abs(shout.centerx - stage.centerx) <= 2  # over the middle, across both pairs of lanes
    lit = hud.lit_gap(lay)
    seats = [r for r in cards_and_plates(table, lay) if r in [p.plate for p in lay.seats.values()] or
             lay.mat.contains(r) or r.bottom <= stage.top]  # the plates, the fans, your hand
    keep = seats + [lay.mat] + card_middles(lit)
    assert shout.collidelist(keep) < 0, (shout, [k for k in keep if shout.colliderect(k)])
    start = hud._shout_start  # noqa: SLF001 (how large its entrance starts)
    big = pygame.Rect(0, 0, int(shout.w * start), int(shout.h * start))
    big.center = shout.center
    assert big.collidelist(seats + [lay.mat] + board.run_rects(table, lay) + [lay.penalty, lay.thrown]) < 0 and stage.contains(big)
    bubble = hud.bubble_rects[table.viewer]
    cards = [r for r in cards_and_plates(table, lay) if r not in [p.plate for p in lay.seats.values()]]
    assert not bubble.colliderect(lay.side_column) and bubble.collidelist(cards) < 0, bubble
    plate = lay.seats[table.viewer].plate
    face, name, strip = own_seat.parts(plate, lay.name_size)
    assert not bubble.colliderect(name) and not bubble.colliderect(strip), (bubble, name, strip)  # "You", figures
    # beside your medallion, never over its top, on your tray short of your cards (a review s51: on
    # the medallion's crown it hid its top and crossed the plate's edge)
    from cabo_desktop.games.cabanga.table.view import own_tray
    assert not bubble.colliderect(face) and own_tray(lay, table.viewer).inflate(-px(10), -px(10)).contains(bubble), \
        (bubble, face, plate)
    assert bubble.left >= face.right and bubble.bottom <= name.top, (bubble, face, name)
    assert bubble.h >= px(26)  # its pill not squeezed
    assert bubble.collidelist([row.rect for row in lay.rows]) < 0  # the lanes' borders


def test_a_lane_is_composed_again_only_in_the_layer_that_changed(thrown):
    """Drawn twice unchanged, a lane is the same picture; a changed ruler (a value now seen)
    redraws the ruler over the kept gap and runs, into the same buffer."""
    app, table = thrown
    app.screen = pygame.Surface((1280, 720))
    app.relayout()
    table.draw(app.screen)
    lay = table.layout()
    b = table.hud.board
    felt = table.hud.felt_picture(lay)
    first = b.lane(table, lay, 0, felt)
    top = b.tops[0][1]
    assert b.lane(table, lay, 0, felt) is first
    key, picture = b.lanes[0]
    b.lanes[0] = (key[:-1] + ((),), picture)  # as if a ruler marker had changed
    again = b.lane(table, lay, 0, felt)
    assert again is first and b.tops[0][1] is top
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(board.compose_lane(
        lay, lay.rows[0], "red", table.model.piles[0], board.ruler_states(table, 0), table.model.gap is not None
        and table.model.gap[0] == "red", b.tops[0][0][5], felt), "RGB")


@pytest.mark.parametrize("size", SIZES)
def test_the_lanes_your_plate_and_tray_keep_clear_of_the_frame(size):
    """A review s51: panels 14 px from the frame (they lay 3 px inside the felt, 8-12 px from the
    wood): every lane, the side column, your plate and your tray at least SIDE_AIR inside the felt."""
    from cabo_desktop.ui import assets
    lay = compute_layout(size, 4, 0)
    rim = assets.rail_width(lay.play.size)
    felt = lay.play.inflate(-2 * rim, -2 * rim)
    air = px(cl.SIDE_AIR)
    for part in [row.rect for row in lay.rows] + [lay.side_column, lay.seats[0].plate, lay.mat]:
        assert part.left - felt.left >= air and felt.right - part.right >= air, (size, part, felt)


@pytest.mark.parametrize("colour", ["red", "blue", "violet", "yellow"])
def test_the_ribbon_leaves_the_gaps_lane_whole_whichever_lane_it_is(thrown, colour):
    """Whichever lane the gap opens in, the ribbon leaves the lit gap's words showing and every
    lane's card whole (a review s52: "the ribbon hides the red and blue rows"), on the board, 60 px
    tall (the band between the cards)."""
    app, table = thrown
    app.screen = pygame.Surface((1280, 720))
    app.relayout()
    m = table.model
    saved = m.gap
    try:
        m.gap = (colour,) + tuple(saved[1:])
        hud = table.hud
        hud.shout("Cabanga!")
        lay = table.layout()
        spot, _start = hud.place_shout(lay, px(80), hud.shout_stage(lay).center, hud.shout_stage(lay).w)
        lit = hud.lit_gap(lay)
        assert lit and spot.collidelist(card_middles(lit)) < 0 and hud.shout_stage(lay).contains(spot), (colour, spot)
        assert spot.collidelist(card_middles(board.run_rects(table, lay))) < 0 and spot.h >= px(60), (colour, spot)
    finally:
        m.gap = saved


def card_middles(rects) -> list:
    """Each of `rects` (a lane's cards, the lit gap) whole: the shout's ribbon covers no card's face
    (a review s52 round 8: it hid the penalty pile's foot and the thrown card's top)."""
    return list(rects)
