"""An opponent's plaque and your plate on Cabanga!'s and Kobito's tables (issue 40, the review of
helper-83): the medallion stands on the plaque's rim, never on its words; a long name keeps its
margins; your plate's lines stay well inside its stitches."""

import pygame
import pytest

from cabo_desktop.ui import table_trays
from cabo_desktop.ui.theme import px


def _rows_equal(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect) -> bool:
    return all(a.get_at((x, y)) == b.get_at((x, y)) for x in range(area.x, area.right) for y in range(area.y, area.bottom))


def test_the_medallion_stands_on_the_plaques_rim_and_the_words_lie_below_it(small_window):
    for seat in (pygame.Rect(20, 10, 420, 110), pygame.Rect(0, 0, 360, 90), pygame.Rect(0, 0, 600, 160)):
        parts = table_trays.seat_parts(seat, 17, 14)
        sink = parts.medallion.bottom - parts.plaque.y
        assert 0 < sink <= px(table_trays.SINK)  # the medallion's foot on the rim only
        assert parts.plaque.h - sink >= 17 + 14 + px(8)  # both lines and a margin below it
        assert seat.contains(parts.medallion) and seat.contains(parts.plaque)
        words = table_trays.plaque("Uncle Rémi", "2 pts · 1 pot", parts.plaque.size, 17, 14, False, sink)
        bare = table_trays.plaque("", "", parts.plaque.size, 17, 14, False, sink)
        # no letter under the medallion's foot (the rows it covers, between the rim's ends)
        under = pygame.Rect(px(12), 0, parts.plaque.w - 2 * px(12), sink + px(1))
        assert _rows_equal(words, bare, under)
        assert not _rows_equal(words, bare, pygame.Rect(0, sink, parts.plaque.w, parts.plaque.h - sink))


def test_a_long_name_keeps_its_margins_on_the_plaque(small_window):
    parts = table_trays.seat_parts(pygame.Rect(0, 0, 420, 110), 17, 14)
    assert parts.plaque.w >= px(table_trays.PLAQUE_LEAST)
    for name in ("Grandpa Tomte", "Grand-père Tomte", "Дідусь Томте"):
        words = table_trays.plaque(name, "0 pts · 0 pots", parts.plaque.size, 17, 14, True, px(5))
        bare = table_trays.plaque("", "", parts.plaque.size, 17, 14, True, px(5))
        margin = px(table_trays.PLAQUE_MARGIN) - 1
        h = parts.plaque.h
        assert _rows_equal(words, bare, pygame.Rect(0, 0, margin, h))  # nothing at the left end
        assert _rows_equal(words, bare, pygame.Rect(parts.plaque.w - margin, 0, margin, h))  # nor the right


def test_your_plates_lines_stay_well_inside_its_stitches(small_window):
    for plate in (pygame.Rect(14, 400, 124, 110), pygame.Rect(20, 520, 186, 104), pygame.Rect(30, 800, 280, 160)):
        head = plate.inflate(-px(16), -px(12))  # the head both tables give your plate
        lines = table_trays.own_lines(head)
        stitches = plate.inflate(-px(10), -px(10))  # table_kit.leather_plate: the stitches px(5) in
        assert lines.x >= stitches.x + px(10) and lines.right <= stitches.right - px(10)


def test_a_bubble_never_leaves_one_word_alone_on_its_last_line(small_window):
    from cabo_desktop.ui import assets
    from cabo_desktop.ui.table_hud import balanced
    from cabo_desktop.ui.widgets import wrap_text
    words = "The Fox wins the pot!"
    width = assets.font(17).size("The Fox wins the")[0]
    assert wrap_text(words, 17, width, "")[-1] == "pot!"  # greedy wrapping: the case the review saw
    lines = balanced(words, 17, width)
    assert len(lines) == 2 and all(len(line.split()) >= 2 for line in lines), lines
    assert balanced("Cabanga!", 17, width) == ["Cabanga!"]


def test_the_empty_thrown_place_is_a_printed_slot_not_a_black_well(small_window):
    """The empty thrown pile's place (a review s50: "an empty black well"): an unbroken cream rim
    (no dashes), a panel lighter than the column's dark inlay under it, the four shapes printed
    quietly in its middle (in their colours, faint)."""
    from cabo_desktop.games.cabanga.table import art
    from cabo_desktop.games.cabanga.table.side_piles import empty_pile
    w, h = 70, 100
    slot = empty_pile((w, h)).convert_alpha()
    radius = max(4, w // 9)
    rim = [slot.get_at((x, 0)) for x in range(radius + 1, w - radius - 1)]
    assert all(c.a >= 100 and min(c[:3]) > 180 for c in rim), "a dashed or dark rim"  # one unbroken cream rule
    felt = pygame.Surface((w + 40, h + 40))  # the slot lies on the bare felt (a review s52: no column frame)
    felt.fill((104, 30, 46))
    ground = felt.copy()
    ground.blit(slot, (20, 20))
    inlay = ground.get_at((20 + w // 2, 20 + h - 12))
    bare = felt.get_at((20 + w // 2, 20 + h - 12))
    assert sum(inlay[:3]) > sum(bare[:3]) + 15  # lighter than the inlay: not a hole
    middle = [ground.get_at((x, y)) for x in range(20 + w // 4, 20 + 3 * w // 4) for y in range(20 + h // 3, 20 + 2 * h // 3)]
    red = art.COLOURS["red"]
    assert any(p.r > p.g + 25 and p.r > p.b + 20 for p in middle), "no shapes printed"  # the red circle, faint
    assert max(p.r for p in middle) < red[0]  # printed quietly, never a card's full colour


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_pots_bubbles_keep_off_the_runs_places_and_the_plates(tour_app, size):
    from cabo_desktop.ui.free_felt import obstacles
    from tests.ui.conftest import table_of
    app = tour_app("kobito_pot")
    table = table_of(app)
    table.hud.callout(2, "Pim says so!")
    table.hud.callout(3, "The Fox wins the pot!")  # (its plaque over a lane's bare felt)
    app.screen = pygame.Surface(size)
    app.relayout()
    table.draw(app.screen)
    lay = table.layout()
    places, panels = obstacles(lay)
    # (s51: a bubble may lie inside a lane, on its bare felt past the places its run still lacks, never
    # across the lane's rim: "The Fox wins the pot!" lay over the pot row's top border) the lanes' rows
    # give way to the places themselves: the run's cards, the gold card, the ghost and the pips' places
    rows = {tuple(p.row) for p in lay.pots}
    places = [r for r in places if tuple(r) not in rows] + [p.gold for p in lay.pots] + \
        table.hud.places_to_fill(lay) + list(table.hud.shout_cards(lay))
    rims = [p.area for p in lay.pots] + [lay.pile_well, lay.mat]
    assert table.hud.bubble_rects
    for seat, bubble in table.hud.bubble_rects.items():
        assert bubble.collidelist(places) < 0, (seat, bubble, places[bubble.collidelist(places)])
        assert bubble.collidelist(list(panels)) < 0, (seat, bubble)
    # (s52: "the 'The Fox wins the pot!' bubble's arrow points at an empty border") its bubble just under its
    # plaque, its tail's tip in the felt between them, under the plaque: it points at its speaker; it may lie
    # over a lane's top rim (the lanes all alike, a lane's run spans it), never inside a lane's card row
    from cabo_desktop.ui.table_hud import bubble_tail
    fox, plaque = table.hud.bubble_rects[3], lay.seats[3].parts.plaque
    assert 0 <= fox.top - plaque.bottom <= px(10), (fox, plaque)
    tip = bubble_tail(fox, table.hud.bubble_speaker(lay, 3, fox))[2]
    assert plaque.left <= tip[0] <= plaque.right and plaque.bottom - px(8) <= tip[1] < fox.top, (tip, plaque, fox)
    assert not any(p.row.colliderect(fox) for p in lay.pots) and all(not rim.collidepoint(tip) or rim.contains(fox) for rim in rims)


def test_an_opponents_workshop_card_is_a_small_framed_card(small_window):
    from cabo_desktop.games.kobito.rules.cards import rainbow_deck
    from cabo_desktop.games.kobito.table import art
    card = next(c for c in rainbow_deck(12, 6, 0, 0) if c.number == 11)
    w, h = 30, 42
    chip = art.workshop_chip(card, (w, h)).convert_alpha()
    edge, stock, panel = chip.get_at((0, h // 2)), chip.get_at((1, h // 2)), chip.get_at((w // 2, h // 5))
    assert min(edge[:3]) > 150 and edge.a > 200 and min(stock[:3]) > 150  # the card's light stock at its edge
    assert abs(sum(panel[:3]) - sum(art.fill_of(card))) < 90  # the coloured panel inside
    # (s50, third review: "flat tiles in a different style") the table's own face, scaled: its
    # colours on average those of the face a lane draws (the meadow, the rainbow, the clouds)
    face = pygame.transform.smoothscale(art.card_face(card, (70, 98), ahead=False).convert_alpha(), (w, h))
    mean = [sum(chip.get_at((x, y))[c] for x in range(w) for y in range(h)) / (w * h) for c in range(3)]
    want = [sum(face.get_at((x, y))[c] for x in range(w) for y in range(h)) / (w * h) for c in range(3)]
    assert all(abs(a - b) < 12 for a, b in zip(mean, want)), (mean, want)


def test_a_workshop_chip_of_any_small_size_is_drawn():
    """An opponent's workshop chip squeezed to a few pixels (a narrow seat, a long workshop) is
    still drawn: a whole game failed with 'Cannot scale to negative size' when its panel was
    narrower than the number's margins."""
    from cabo_desktop.games.kobito.rules.cards import Card as KobitoCard
    from cabo_desktop.games.kobito.table import art as kobito_art
    for w in range(2, 16):
        chip = kobito_art.workshop_chip(KobitoCard("rainbow", 12, "r"), (w, 3 * w))
        assert chip.get_size() == (w, 3 * w)
