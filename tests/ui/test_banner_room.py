"""Banners, speech bubbles and the network table's chip sit in free felt, never over a card
(issue 40, item 3): each game's tour moment (CABO called, the kaboo snap, a Cabanga! throw, a pot
of gold, a friend away at a network table) reached once, then drawn at 1024x600, 1280x720 and
1920x1080 with a long shout and a bubble at every seat; every rectangle drawn is checked against
the cards as each game's layout places them (listed here, not read through ui/free_felt)."""

import random

import pygame
import pytest

from cabo_desktop.ui import free_felt, tour
from cabo_desktop.ui.app import App
from tests.ui.conftest import table_of

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
LONG_SHOUT = "DR. OKAFOR CALLED CABO!"
LONG_LINE = "Dr. Okafor: “As calculated, and then some.”"


def cabo_cards(table, lay) -> list:
    cards = [lay.deck, lay.discard]
    for sl in lay.seats.values():
        cards += list(sl.slots)
    return cards


def cabanga_cards(table, lay) -> list:
    from cabo_desktop.games.cabanga.table.board import run_rects
    cards = [lay.penalty, lay.thrown, lay.hand] + run_rects(table, lay)  # every card of the lanes' runs
    for row in lay.rows:
        cards += [row.left, row.right]
    cards += [place.fan for place in lay.seats.values()]
    return cards


def kobito_board(table, lay) -> list:
    """The cards and every place of every pot's lane, empty or not, and the workshops."""
    return kobito_cards(table, lay) + [pot.row for pot in lay.pots] + [lay.workshop]


def kobito_cards(table, lay) -> list:
    cards = [lay.deck, lay.discard, lay.hand]
    for k, pot in enumerate(lay.pots):
        cards.append(pot.gold)
        length = table.place_length(("pot", k))
        cards += [table.spot_rect(("pot", k), i, length) for i in range(len(table.place_rainbow(("pot", k))))]
    for seat in range(table.n):
        cards.append(lay.seats[seat].fan)
        for w, rainbow in enumerate(table.model.workshops[seat]):
            length = table.place_length(("ws", seat, w))
            cards += [table.spot_rect(("ws", seat, w), i, length) for i in range(len(rainbow))]
    return cards


def cabanga_stage(table, lay) -> list:
    """What Cabanga!'s big ribbon, across the board's middle (a review s51: "a weak payoff"; s52: "a
    thin ribbon"), never covers: the hands, the plates, the side piles' and the lanes' cards (a review
    s52 round 8: it hid the penalty pile's foot and the thrown card's top) and the lit gap's words (the printed lanes and rulers
    it may cover for its second and a half)."""
    from cabo_desktop.games.cabanga.table.board import run_rects
    cards = [lay.hand, lay.mat] + [place.fan for place in lay.seats.values()]
    cards += [place.plate for place in lay.seats.values()]
    edged = run_rects(table, lay) + [lay.penalty, lay.thrown] + list(table.hud.lit_gap(lay))
    return cards + edged


CARDS = {"cabo": cabo_cards, "kaboo": cabo_cards, "cabanga_throw": cabanga_cards, "kobito_pot": kobito_cards}
# what the moment's banner never covers: it may lie over the printed board (Kobito's empty places)
# between the cards rather than leave the table; Cabanga!'s over the lanes clear of the gap's
BOARD = dict(CARDS, cabanga_throw=cabanga_stage)


@pytest.fixture(scope="module")
def moments():
    """Each tour moment's app and table, reached once (a whole game each: a few seconds)."""
    reached = {}

    def get(screen):
        if screen not in reached:
            app = App((1280, 720), headless=True)
            app.catch_errors = False
            tour.reach(app, screen, 3)
            reached[screen] = (app, table_of(app))
        return reached[screen]
    yield get
    pygame.quit()


def draw_at(app, table, size):
    app.screen = pygame.Surface(size)
    app.relayout()
    table.draw(app.screen)


def clear_of(rect, cards, what):
    hits = [card for card in cards if rect.colliderect(card)]
    assert not hits, f"{what} {rect} covers cards {hits}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("screen", list(CARDS))
def test_no_shout_or_bubble_covers_a_card(moments, screen, size):
    app, table = moments(screen)
    hud = table.hud
    hud.shout(LONG_SHOUT)
    for seat in range(table.n):
        hud.callout(seat, LONG_LINE)
    draw_at(app, table, size)
    lay = table.layout()
    cards = CARDS[screen](table, lay)
    shout = hud.shout_rect
    assert shout is not None and (lay.play.contains(shout) or lay.panel.colliderect(shout)), (shout, lay.play)
    assert pygame.Rect((0, 0), size).contains(shout)
    clear_of(shout, BOARD[screen](table, lay), "the shout")
    assert shout.h >= 30, "the shout shrank out of sight"
    if screen == "cabanga_throw":  # shouted on the table, over the rows: not on the side panel
        assert lay.play.contains(shout) and lay.rows[0].strip.top < shout.centery < lay.rows[-1].strip.bottom, shout
    if screen == "kobito_pot":  # on the table over the lanes' block, never the piles' well (a review, s51:
        well = lay.pile_well  # "the celebration floats off to one side")
        lanes = lay.pots[0].area.unionall([p.area for p in lay.pots])
        board = pygame.Rect(lanes.x, lanes.y, lanes.w, lay.mat.top - lanes.y)  # (s52: a shorter row of lanes centred:
        # the shout may lie over its lane's foot and the felt beside and under it, still on the board)
        assert lay.play.contains(shout) and board.collidepoint(shout.center) and shout.colliderect(lanes), shout
        assert not shout.colliderect(well) and not shout.colliderect(lay.mat), shout
    if screen in ("cabanga_throw", "kobito_pot"):
        bubbles = list(hud.bubble_rects.values())
        assert len(bubbles) == table.n
    else:
        bubbles = []
        for seat, sl in lay.seats.items():
            plate = table.painter.name_plate(lay, seat)[1]
            from cabo_desktop.games.cabo.table.hud import bubble_place
            pill = hud.callouts[seat][0]
            bubbles.append(bubble_place(lay, sl, pill.get_size(), plate)[0])
    for k, bubble in enumerate(bubbles):
        clear_of(bubble, cards, f"bubble {k}")
        assert lay.play.contains(bubble)
    for k, a in enumerate(bubbles):  # bubbles of two seats never on each other (the newer tables)
        if screen in ("cabanga_throw", "kobito_pot") and size[0] >= 1280:
            assert not any(a.colliderect(b) for b in bubbles[k + 1:]), bubbles


@pytest.mark.parametrize("size", SIZES)
def test_the_network_tables_chip_and_away_panel_cover_no_card(size):
    app = App((1280, 720), headless=True)
    app.catch_errors = False
    try:
        tour.reach(app, "remote_table", 3)
        table = app.scenes.top
        draw_at(app, table, size)
        rects = table.status_rects
        assert len(rects) == 2, "a friend is away: the chip and the away panel"
        lay = table.layout()
        for rect in rects:
            clear_of(rect, cabo_cards(table, lay), "the status")
            assert (getattr(lay, "felt", None) or lay.play).contains(rect), "on the table's rail"
        assert not rects[0].colliderect(rects[1])
    finally:
        pygame.quit()


def test_place_moves_off_cards_then_shrinks_then_covers_least():
    area = pygame.Rect(0, 0, 400, 300)
    card = pygame.Rect(150, 100, 100, 100)
    spot = free_felt.place((120, 40), area, card.center, [card])
    assert not spot.colliderect(card.inflate(2 * free_felt.GAP, 2 * free_felt.GAP))
    assert spot.size == (120, 40) and area.contains(spot)
    # a felt with a band 50 px tall left free: the banner shrinks to fit it
    cards = [pygame.Rect(0, 0, 400, 120), pygame.Rect(0, 170, 400, 130)]
    spot = free_felt.place((300, 70), area, (200, 150), cards, least=0.5)
    assert spot.h < 70 and not any(spot.colliderect(c) for c in cards)
    # a plate (soft) is avoided while there is room, covered before a card is
    plate = pygame.Rect(0, 126, 400, 38)
    spot = free_felt.place((300, 40), area, (200, 150), cards, [plate], least=1.0)
    assert not any(spot.colliderect(c) for c in cards) and spot.colliderect(plate)
    # nowhere free: the full size where it covers least, inside the area
    full = [pygame.Rect(0, 0, 400, 300)]
    assert free_felt.place((100, 40), area, (200, 150), full).size == (100, 40)
    # wider than the felt: shrunk to it, never hanging out of the window
    assert area.contains(free_felt.place((2000, 80), area, (200, 150), [card]))


def test_obstacles_read_cards_and_plates_from_any_layout():
    from cabo_desktop.games.cabo.table.layout import compute_layout
    lay = compute_layout((1280, 720), (4, 4, 4), 0, False)
    hard, soft = free_felt.obstacles(lay)
    for sl in lay.seats.values():
        assert all(slot in hard for slot in sl.slots)
        assert sl.name in soft and sl.area not in hard
    assert lay.deck in hard and lay.play not in hard and lay.banner in soft
    rng = random.Random(5)
    for _ in range(50):  # whatever the preference, the answer is free of every card
        prefer = (rng.randrange(lay.play.w), rng.randrange(lay.play.h))
        spot = free_felt.place((260, 40), lay.play, prefer, hard, soft)
        assert spot.collidelist(list(hard)) < 0
