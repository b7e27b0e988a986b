"""Cabanga!'s lanes read, and nothing looks clipped (issue 40, the interim review: "the lanes are
low-contrast (red 'RED' on green, grey 1-18 scale), and the stacked end cards are clipped at the
right edge"; "the 'Thrown' slot is an empty grey box"): every run card inside its lane and the
felt, each card under a pile's top showing a whole card's edge with its value upright; each lane
a dark inlay bordered in its colour, its name on a chip in a contrast of at least 4.5; the ruler's
numerals at least 14 px in a contrast of at least 4.5; the empty thrown pile a printed outline
with the four colours' shapes."""

from collections import Counter

import pygame
import pytest

from cabo_desktop.games.cabanga.rules.cards import COLOURS, START, Card
from cabo_desktop.games.cabanga.rules_text import colour_name
from cabo_desktop.games.cabanga.table import art, board, side_piles
from cabo_desktop.games.cabanga.table.layout import compute_layout, run_slots
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table
from cabo_desktop.ui.table_trays import rail_inset
from tests.ui.test_cabanga_board import grown, play_until

SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080)]


def luminance(c) -> float:
    """WCAG's relative luminance of an sRGB colour."""
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in tuple(c)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def ink_contrast(screen, rect) -> float:
    """The contrast of the print in `rect` against what is under it: the commonest colour there is
    the ground, the pixel furthest from it in contrast the ink's core."""
    pixels = [tuple(screen.get_at((x, y)))[:3] for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)]
    ground = Counter(pixels).most_common(1)[0][0]
    return max(contrast(p, ground) for p in pixels)


@pytest.fixture
def app():
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_every_run_card_lies_inside_its_lane_and_the_felt(size, seats):
    """Runs of 1 to 19 cards at both ends of every lane: each card (with its shadow's offset) inside
    the lane's printed band and the felt inside the rail, at both ends, at every size."""
    lay = compute_layout(size, seats, 0)
    inset = rail_inset(lay.play) - 6
    felt = lay.play.inflate(-2 * inset, -2 * inset)
    for row in lay.rows:
        for count in range(1, 20):
            for side in ("left", "right"):
                for card in run_slots(row, count, side):
                    assert row.strip.contains(card) and row.rect.contains(card) and felt.contains(card), \
                        (size, seats, count, side, card, row.strip)


@pytest.mark.parametrize("height", [45, 61, 72, 103])
def test_a_card_under_the_top_shows_a_plain_edge_without_its_numeral(height):
    """A card under its pile's top shows a plain card edge (a review s50: the old edges with the
    value read as "clipped slivers with cut-off numbers"): its own rim and stock as on its face,
    and no ink of its numeral anywhere (the face has its index in its top corners)."""
    size = (int(height * 0.7), height)
    w, h = size
    for card in (Card("violet", 1), Card("yellow", 14), Card(START, 12), Card("red", 18)):
        face = art.card_face(card, size)
        edge = board.stack_edge(card, size)
        blank = art.lit(art.blank_face(card.colour, size).copy())  # the face before its numerals

        def differ(a, b, inside):
            return sum(1 for x in range(inside.x, inside.right) for y in range(inside.y, inside.bottom)
                       if sum(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3])) > 90)
        inside = pygame.Rect(0, 0, w, h).inflate(-4, -4)  # all but its outline
        assert differ(face, blank, inside) >= h // 2, (card, height)  # the face's numerals ...
        assert differ(edge, blank, inside) <= 8, (card, height)  # ... none on the edge (its outline's round corners alone)
        for y in (h // 4, h // 2, 3 * h // 4):  # its stock beside the rim as on the face
            assert all(abs(a - b) <= 40 for a, b in zip(edge.get_at((2, y))[:3], face.get_at((2, y))[:3]))


def nearest_colour(rgb) -> str:
    """The lane colour whose hue `rgb` leans toward most (its channels' spread against each's)."""
    def lean(c):
        mean = sum(c) / 3
        return [v - mean for v in c]
    def cosine(a, b):
        return sum(x * y for x, y in zip(a, b)) / max(1e-9, (sum(x * x for x in a) * sum(y * y for y in b)) ** 0.5)
    return max(COLOURS, key=lambda colour: cosine(lean(rgb), lean(art.colour_of(colour))))


def test_each_lane_is_its_colours_deep_cloth_with_a_bar_in_the_colour_and_a_readable_ruler(app):
    """On Cabanga!'s own wine felt each lane's ground is its colour's deep cloth (a review s51: four
    identical dark boxes read as a grid; before that, "red on red", a light wash muddy): darker than
    the bare felt, lit from the top, nearer its own colour than any other lane's; a bar in the
    colour along its head that stands out from the felt beside it (the red lane's too); its name
    on a chip in a contrast of at least 4.5; every numeral of its ruler at least 14 px, in a
    contrast of at least 4.5."""
    table = make_table(app, "standard", 3, seed=9, human=0, levels=["solid", "solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    assert play_until(app, table, grown)
    table.hud.clear_speech()  # the lanes as they lie, no shout over them
    app.step(0, events=[])
    lay, screen, m = table.layout(), app.screen, table.model
    felt = table.hud.felt_picture(lay)
    for r, row in enumerate(lay.rows):
        colour = COLOURS[r]
        base = art.colour_of(colour)
        lit = m.gap is not None and m.gap[0] == colour
        x = row.middle.centerx + row.middle.w // 3  # open ground right of the name, off the track
        head, foot = (x, row.strip.y + row.strip.h // 4), (x, row.ruler.y - 4)
        for spot in (head, foot):
            bare = felt.get_at((spot[0] - lay.play.x, spot[1] - lay.play.y))
            drawn = tuple(screen.get_at(spot))[:3]
            assert luminance(drawn) < 0.8 * luminance(bare), (colour, drawn, tuple(bare))  # a deep inlay
            assert nearest_colour(drawn) == colour, (colour, drawn)  # the colour in the cloth
        assert luminance(screen.get_at(head)) > luminance(screen.get_at(foot))  # lit from the top
        edge_x = row.strip.centerx + row.strip.w // 4
        border = [tuple(screen.get_at((edge_x, row.strip.y + k)))[:3] for k in range(1, 5)]
        near = min(sum(abs(a - b) for a, b in zip(c, base)) for c in border)
        assert near < 90, (colour, border)  # the border in the colour
        texels = [tuple(screen.get_at((edge_x + k, row.strip.y - 5)))[:3] for k in range(-8, 9)]
        outside = tuple(sum(t[i] for t in texels) // len(texels) for i in range(3))  # the felt just above the lane
        bar = min(border, key=lambda c: sum(abs(a - b) for a, b in zip(c, base)))
        assert sum(abs(a - b) for a, b in zip(outside, bar)) > 100, (colour, outside, bar)  # red apart from the wine felt
        if not lit:  # the name on its chip
            chip = board.name_chip(colour, colour_name(colour).upper(), lay.text_size, row.middle.w - board.px(40))
            spot = chip.get_rect(center=row.middle.center).inflate(-8, -6)
            assert ink_contrast(screen, spot) >= 4.5, colour
        assert board.ruler_size(row) >= 14
        for value, cell in enumerate(row.cells, 1):
            assert ink_contrast(screen, cell) >= 4.5, (colour, value, board.ruler_states(table, r).get(value))


def test_the_empty_thrown_pile_is_a_printed_slot_on_the_column(app):
    """Before any throw the thrown pile's place is a printed card-shaped slot (a review s50: the
    old recess read as "an empty black well"; before it, "a dashed box with generic shapes"):
    lighter inside than the column round it, its rim brighter still, the four shapes printed
    quietly in its middle; the side piles' captions on chips inside their column in a contrast of
    at least 4.5."""
    table = make_table(app, "standard", 3, seed=9, human=0, levels=["solid", "solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    app.step(0, events=[])
    assert not table.model.thrown
    lay, screen = table.layout(), app.screen
    rect = lay.thrown
    ground = luminance(screen.get_at((rect.centerx, rect.y - 4)))  # the column just above the slot
    panel = luminance(screen.get_at((rect.centerx, rect.bottom - rect.h // 8)))  # the slot's panel, off its emblem
    rim = max(luminance(screen.get_at((rect.centerx, rect.bottom - k))) for k in range(1, 4))
    assert ground < panel < rim  # a printed panel on the inlay, rimmed in cream: no dark hole
    inside = [screen.get_at((rect.centerx + dx, rect.centery + dy)) for dx in range(-rect.w // 4, rect.w // 4)
              for dy in range(-rect.h // 6, rect.h // 6)]
    assert len({tuple(c) for c in inside}) > 20  # the emblem's shapes printed in it
    column = lay.side_column
    for pile in (lay.penalty, lay.thrown):  # each caption on its chip, inside the column, readable
        words = "Penalty pile" if pile is lay.penalty else "Thrown"
        chip = side_piles.caption_chip(words, lay.text_size, column.w - board.px(6)).get_rect(
            midtop=(column.centerx, pile.bottom + board.px(8)))
        assert column.contains(chip) and ink_contrast(screen, chip.inflate(-6, -4)) >= 4.5, words


def test_an_empty_piles_slot_is_built_ahead_while_its_pile_has_cards(app):
    """While the thrown pile holds cards its empty slot is queued to be built in a frame's spare
    time (helper-108: it was composed the first time the pile emptied, inside that frame), once:
    built, it is not queued again."""
    from cabo_desktop.ui import assets
    table = make_table(app, "standard", 3, seed=9, human=0, levels=["solid", "solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    app.step(0, events=[])
    table.model.thrown.append(Card("red", 5))
    lay = table.layout()
    key = side_piles.slot_key(lay.thrown.size)
    assets.surfaces.pop(key, None)
    assets.prebuild.clear()
    side_piles.draw_side_piles(app.screen, table, lay)
    assert key in assets.prebuild.tasks and key not in assets.surfaces
    assets.prebuild.tasks.pop(key)()  # the spare time's build
    assert key in assets.surfaces
    side_piles.draw_side_piles(app.screen, table, lay)
    assert key not in assets.prebuild.tasks
