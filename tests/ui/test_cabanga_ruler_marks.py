"""Cabanga!'s lanes made legible (issue 40, a fresh-eyed review: "the 1-18 track digits are about
11-12 px; marker circles and small diamonds carry meaning with no legend; white base cards peek
out behind coloured cards; the 'Cabanga!' banner lands on the red row while the gap is in violet";
"highlighted number circles are clipped by the track's edges"): the ruler's numerals larger, its
markers inside its strip, only the piles' tops and the gap marked, a pile's start card a thin
edge under its run, the shout on the lane of the open gap when it is nearly as large there."""

import pygame
import pytest

from cabo_desktop.games.cabanga.table import art, board
from cabo_desktop.games.cabanga.table.layout import STACK_EDGES, compute_layout, run_slots
from cabo_desktop.ui import assets
from cabo_desktop.ui.theme import px


def ink_height(surf: pygame.Surface) -> int:
    """The height of the ink in a numeral's picture (its cap height, anti-aliased edges included)."""
    return surf.get_bounding_rect(min_alpha=128).h


@pytest.mark.parametrize("size, cap", [((1280, 720), 15), ((1920, 1080), 20), ((1024, 600), 11)])
def test_the_rulers_digits_are_large_and_their_markers_inside_the_strip(small_window, size, cap):
    """The numerals' ink at least `cap` tall (a review s50 read the 18 px numerals' 14 px ink at
    1280x720 as "tiny", a review s52 the 21 px ones condensed as "10-18 have almost no spacing":
    16 px now, uncondensed, a quarter of a marker of felt between two bold ones at 720 and 1080); each
    marker inside its ruler's dark strip with room above and below it (never touching its edges),
    the strip clear of the lane's border at its foot; two numerals never touching."""
    lay = compute_layout(size, 4, 0)
    for row in lay.rows:
        font = board.ruler_size(row)
        assert ink_height(assets.text("18", font, (255, 255, 255))) >= cap, (size, font)
        room = int(row.ruler.w / len(row.cells)) - px(board.NUMERAL_GAP)  # as draw_ruler sets them (condensed if need be)
        widest = max(board.numeral(v, font, (255, 255, 255), True, room).get_bounding_rect().w for v in range(10, 19))
        for cell in row.cells:
            assert row.ruler.contains(cell)
            assert cell.top - row.ruler.top >= px(2) and row.ruler.bottom - cell.bottom >= px(2), (cell, row.ruler)
            assert cell.w >= widest + px(2), (size, cell.w, widest)  # "10111213" kept apart
            if size[1] >= 720:  # clear air between two numerals, not a condensed squeeze
                assert row.ruler.w / len(row.cells) - widest >= 0.25 * row.ruler.w / len(row.cells), (size, widest)
        assert row.strip.bottom - row.ruler.bottom >= px(3)  # off the lane's border


def drawn_ruler(colour: str, states: dict[int, str]) -> tuple[pygame.Surface, object]:
    """Row 0's ruler at 1280x720 drawn with `states` on a plain ground."""
    lay = compute_layout((1280, 720), 4, 0)
    row = lay.rows[0]
    surf = pygame.Surface(row.rect.size)
    surf.fill((40, 30, 30))
    board.draw_ruler(surf, row, colour, states, row.rect.topleft)
    return surf, row


def chip_pixels(surf: pygame.Surface, row, value: int, colour: tuple) -> int:
    """How many pixels of `value`'s marker (off its numeral: the marker's left and right edges)
    are within 30 of `colour`."""
    cell = row.cells[value - 1].move(-row.rect.x, -row.rect.y)
    spots = [(x, y) for x in (cell.x + 1, cell.x + 2, cell.right - 3, cell.right - 2)
             for y in range(cell.y + cell.h // 4, cell.bottom - cell.h // 4)]
    return sum(1 for p in spots if max(abs(a - b) for a, b in zip(surf.get_at(p)[:3], colour)) <= 30)


def test_only_the_tops_and_the_gap_are_marked_and_a_top_is_a_chip_in_the_lanes_colour(small_window):
    """A pile's top, its start card's too, on a chip in the lane's colour; a value gone or in your
    hand no chip; the scale a designed one (a review s52: "four 1-18 number strips look like a
    spreadsheet"): numerals at its ends, every fifth and between the tops, every other value a dot
    in the lane's colour family, a gone value's a ring in a deeper tint."""
    states = {3: "start", 15: "top", 14: "out", 7: "mine", 9: "", 10: ""}
    surf, row = drawn_ruler("red", states)
    base = art.colour_of("red")
    assert chip_pixels(surf, row, 3, base) > 10 and chip_pixels(surf, row, 15, base) > 10  # both tops alike
    for value in (14, 7, 9):
        assert chip_pixels(surf, row, value, base) == 0, value

    def ink(value):
        cell = row.cells[value - 1].move(-row.rect.x, -row.rect.y)
        return [(x, y) for x in range(cell.x, cell.right) for y in range(cell.y, cell.bottom)
                if sum(surf.get_at((x, y))[:3]) > 250]
    for value in (7, 9, 14):  # a dot, not a numeral: a few px across
        xs = [x for x, _ in ink(value)]
        assert xs and max(xs) - min(xs) <= 2 * max(2, board.px(3)) + 1, value
    ten = [x for x, _ in ink(10)]
    assert max(ten) - min(ten) > 2 * max(2, board.px(3)) + 2  # every fifth a numeral
    for value in (7, 9):  # in the lane's colour family (reddish), not grey
        p = surf.get_at(min(ink(value), key=lambda q: abs(q[0] - row.cells[value - 1].centerx + row.rect.x)))
        assert p.r > p.g + 40, (value, p)
    middle = row.cells[13].move(-row.rect.x, -row.rect.y).center
    assert sum(surf.get_at(middle)[:3]) < 250  # a gone value's ring, hollow

    def brightest(value):
        return max(sum(surf.get_at(p)[:3]) for p in ink(value))
    assert brightest(14) < brightest(9) - 60  # a card gone: the deepest tint


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
def test_a_piles_cards_under_its_top_are_a_neat_stack_of_edges(size):
    """A pile of several cards a neat stack at its lane's end: under the top card at most
    STACK_EDGES edges, each the same few px (never a sliver a numeral could be cut in)."""
    lay = compute_layout(size, 4, 0)
    row = lay.rows[0]
    for side in ("left", "right"):
        for count in (2, 4, 9):
            slots = run_slots(row, count, side)
            w = slots[0].w
            steps = [abs(b.x - a.x) for a, b in zip(slots, slots[1:]) if b.x != a.x]
            assert len(steps) == min(count - 1, STACK_EDGES) and len(set(steps)) == 1, (side, count, steps)
            assert 3 <= steps[0] <= w * 0.12 and slots[0] == (row.left if side == "left" else row.right)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_shout_leaves_the_open_gaps_words_and_ruler_showing(thrown, size):
    """The tour's throw (the gap in violet, lower left): the ribbon across the board's middle, over
    the upper pair of lanes' rulers, its foot over the violet lane's top edge at most (its gap's
    words, its cards' faces and its ruler showing)."""
    app, table = thrown
    hud = table.hud
    hud.shout("Cabanga!")
    app.screen = pygame.Surface(size)
    app.relayout()
    table.draw(app.screen)
    lay = table.layout()
    lit = hud.lit_gap(lay)
    assert lit, "the tour's throw has a gap open"
    lane = next(row for row in lay.rows if row.rect.colliderect(lit[0]))
    shout = hud.shout_rect
    assert shout is not None and shout.bottom <= lane.left.top, (shout, lane.rect)  # over no card's face
    assert shout.bottom > lane.rect.top and not shout.colliderect(lane.ruler), (shout, lane.rect)
    assert all(shout.top <= row.ruler.top and shout.bottom >= row.ruler.bottom for row in lay.rows[:2])


def test_the_rulers_numerals_at_1280_are_larger_and_in_the_lanes_colours(small_window):
    """A review s52: "dimmed numbers (13, 14, 17) are grey on near-black": the numerals 17 px at
    1280x720, each a tint of its lane's colour (never grey), the values to come at 7:1 or more on
    the ruler's dark strip, the gone ones still over 4.5:1."""
    from cabo_desktop.games.cabanga.rules.cards import COLOURS
    from tests.ui.test_cabanga_lanes import luminance
    lay = compute_layout((1280, 720), 4, 0)
    assert all(board.ruler_size(row) >= 17 for row in lay.rows)
    dark = luminance(board.RULER)
    for colour in COLOURS:
        for state, least in (("", 7), ("gap", 4.5), ("out", 4.5)):
            ink = board.ruler_ink(colour, state)
            assert (luminance(ink) + 0.05) / (dark + 0.05) >= least, (colour, state, ink)
            assert max(ink) - min(ink) >= 30, (colour, state, ink)  # a tint, not a grey
