"""Kobito's pots as runs of cards on the felt (issue 40, problem 1): on the tour's Kobito moment,
drawn at three window sizes, each pot's rainbow shows its cards in order from the gold card where
the layout puts them (the screen's pixels are the cards' own), each lane's cards in a pool of light
on the felt (the piles the same), the places still to fill faint ghosts of cards where the cards to
come will lie (room for that many more, the last rimmed in gold); each lane's picture (and your workshop's)
is composed once and reused frame after frame."""

import pygame
import pytest

from cabo_desktop.games.kobito.table import art
from cabo_desktop.games.kobito.table.layout import INLAY, TYPICAL, ghost_places, to_go_places
from cabo_desktop.ui import assets, tour
from cabo_desktop.ui.app import App
from cabo_desktop.ui.theme import px

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def moment():
    """The tour's Kobito moment (a few pots with cards laid), reached once."""
    app = App((1280, 720), headless=True)
    app.catch_errors = False
    tour.reach(app, "kobito", 3)
    table = app.scenes.top
    yield app, table
    pygame.quit()


def drawn(app, table, size) -> pygame.Surface:
    """The table alone at `size`: no choice lit, no bubble, no shout."""
    app.screen = pygame.Surface(size)
    app.relayout()
    table.controls.reset()
    table.hud.callouts.clear()
    table.hud.shout_alpha = 0
    table.draw(app.screen)
    return app.screen


def same(a, b, tolerance=6) -> bool:
    return sum(abs(x - y) for x, y in zip(tuple(a)[:3], tuple(b)[:3])) <= tolerance


def card_pixels(screen, rect, visible, face) -> float:
    """The share of points of a card's showing part where the screen is the card's own face."""
    points = [(x, y) for x in range(visible.x + 2, visible.right - 2, max(1, visible.w // 6))
              for y in range(rect.y + rect.h // 5, rect.bottom - rect.h // 5, max(1, rect.h // 8))]
    hits = sum(same(screen.get_at(p), face.get_at((p[0] - rect.x, p[1] - rect.y))) for p in points)
    return hits / max(1, len(points))


@pytest.mark.parametrize("size", SIZES)
def test_each_pots_run_shows_its_cards_in_order_from_the_gold_card(moment, size):
    app, table = moment
    screen = drawn(app, table, size)
    lay = table.layout()
    runs = 0
    for k, (gold, spots) in enumerate(table.model.pots):
        length = table.place_length(("pot", k))
        rects = [table.spot_rect(("pot", k), i, length) for i in range(len(spots))]
        assert rects and 0 < rects[0].left - lay.pots[k].gold.right <= 0.25 * rects[0].w
        assert all(a.left < b.left for a, b in zip(rects, rects[1:]))  # in order, left to right
        # every lane alike, sized for TYPICAL cards (s52: balanced rows): a run asking no more lies side by
        # side, no card on another (a longer one each card on the one before, its corner index showing)
        assert length > TYPICAL or all(b.left >= a.right for a, b in zip(rects, rects[1:])), (size, rects)
        for i, (spot, rect) in enumerate(zip(spots, rects)):
            visible = table.controls.card_rect(("pot", k), i)
            assert visible.w >= 0.3 * rect.w and (i < len(spots) - 1 or visible == rect)  # the newest whole
            face = art.card_face(spot.top, rect.size, spot.number)
            assert card_pixels(screen, rect, visible, face) >= 0.9, (size, k, i, spot)
        gold_rect = lay.pots[k].gold
        g = table.variant.gold[gold]
        assert card_pixels(screen, gold_rect, gold_rect, art.gold_face(g.points, g.length, gold_rect.size)) >= 0.9
        runs += len(spots) > 1
    assert runs >= 1, "the moment shows a run of two cards or more"


def shade(colour) -> int:
    return sum(tuple(colour)[:3])


@pytest.mark.parametrize("size", SIZES)
def test_each_lane_is_a_crisp_inlay_with_ghosts_of_the_cards_to_come(moment, size):
    """The review read the lanes as short runs trailing loose dots into bare felt (issue 40, second
    round), the dark inlays with numbered outlines as boxes of a form (third round), then the pools
    of light as pale smears trailing behind the rows (fifth round): each lane (and the piles' cell)
    is printed on the felt as a board's place is, the cloth a shade darker inside a crisp edge (the
    felt just outside it untouched, the shade the same at its top and its foot: no fading) with a
    fine lighter line just inside the edge; the places the run lacks are faint ghosts of cards
    where those cards will lie, one for each, a little lighter than the inlay round them and no
    more, the last rimmed in gold."""
    app, table = moment
    screen = drawn(app, table, size)
    lay = table.layout()
    bare = table.hud.felt_picture(lay).copy()  # the board printed: the piles' cell in the felt picture, and
    inlays = [table.hud.lane_inlay(lay, k) for k in range(len(lay.pots))]  # each lane's printed inlay (s52: only as
    for printed in inlays:  # large as its gold card, its run and the next place) in the lane's own kept picture
        bare.blit(art.inlay(printed.size), printed.move(-lay.play.x, -lay.play.y))
    from cabo_desktop.ui.table_hud import TableHud
    felt = TableHud.felt_picture(table.hud, lay)  # the table's felt without Kobito's board printed on it
    for printed in inlays:  # the lanes drawn so: the screen at a lane's rim is that printed board's
        at = (printed.x + printed.w // 3, printed.y + px(2))
        assert same(screen.get_at(at), bare.get_at((at[0] - lay.play.x, at[1] - lay.play.y))), (size, printed)

    def lift(x, y):  # how light the printed board is against the bare felt at a table point (1: the felt)
        at = (x - lay.play.x, y - lay.play.y)
        return shade(bare.get_at(at)) / max(1, shade(felt.get_at(at)))
    for area in inlays + [lay.pile_well]:
        x = area.x + area.w // 3
        top, foot = lift(x, area.y + px(2)), lift(x, area.bottom - px(3))
        assert top <= 0.95 and foot <= 0.95 and abs(top - foot) <= 0.03, (size, area, top, foot)  # darker, evenly
        assert abs(lift(x, area.y - px(3)) - 1) <= 0.01 and abs(lift(x, area.bottom + px(2)) - 1) <= 0.01  # crisp
        assert lift(x, area.y + px(4)) >= top + 0.05, (size, area)  # the fine line printed inside the edge
    for k, (printed, pot) in enumerate(zip(inlays, lay.pots)):  # no empty box: bare felt past the full run
        laid, length = len(table.model.pots[k][1]), table.place_length(("pot", k))
        room = ghost_places(pot.row, laid, length, lay.pot_card)
        held = [pot.gold] + table.hud.rainbow_rects(("pot", k), laid, length) + room
        assert printed.right == max(r.right for r in held) + px(INLAY) or printed.right == pot.area.right, (size, k)
        if pot.area.right - printed.right > px(8):
            at = (printed.right + px(4), printed.y + px(2))  # the screen there is the bare felt
            assert same(screen.get_at(at), felt.get_at((at[0] - lay.play.x, at[1] - lay.play.y))), (size, k)
    for k, (gold, spots) in enumerate(table.model.pots):
        length = table.place_length(("pot", k))
        lack = table.variant.gold[gold].length - len(spots)
        room = to_go_places(lay.pots[k].row, len(spots), length, lay.pot_card)
        assert len(room) == lack > 0
        assert room == [table.spot_rect(("pot", k), i, length) for i in range(len(spots), length)]
        ghosts = ghost_places(lay.pots[k].row, len(spots), length, lay.pot_card)
        # each ghost a run card's size (s52 round 8: "pot 1's empty slots are squashed and smaller than the
        # cards"), the first where the next card lies, one for each card a pot lacks while the row holds them whole
        assert {g.size for g in ghosts} == {table.spot_rect(("pot", k), 0, length).size}, (size, k)
        assert ghosts[0] == room[0] and lay.pots[k].row.contains(ghosts[-1].union(ghosts[0])), (size, k)
        assert len(ghosts) == lack or ghosts[-1].right + px(6) + ghosts[-1].w > lay.pots[k].row.right, (size, k)
        for a, b in zip(ghosts, ghosts[1:]):
            assert b.x > a.right, (size, k, a, b)  # side by side, apart
        for place in ghosts:  # each a faint ghost of a card (s52: "can't tell how far each pot is from being won")
            p = (place.x + place.w // 4, place.y + place.h // 8 + 2)  # (over the count's chip)
            ghost, ground = shade(screen.get_at(p)), shade(bare.get_at((p[0] - lay.play.x, p[1] - lay.play.y)))
            assert ground + 3 < ghost < ground + 90, (size, k, ghost, ground)
        last = ghosts[-1]  # the last place as the others (was rimmed in gold: "one big gold outline")
        rim = [screen.get_at((last.centerx, y)) for y in range(last.y, last.y + 6)]
        assert not any(c.r > c.b + 60 and c.r > 120 for c in rim), (size, k, rim)


def test_each_lane_is_composed_once_and_reused(moment):
    app, table = moment
    drawn(app, table, (1280, 720))
    pictures = {k: kept[1] for k, kept in table.hud.lanes.items()}
    # your workshop too, and the buttons shown disabled while another plays (the moment: an opponent's turn)
    # (a lane spanning its row: its bare end a picture of its own, composed once)
    pictures_ = {k for k in pictures if k != "idle buttons" and k[0] != "pot end"}
    assert pictures_ == {("pot", k) for k in range(len(table.model.pots))} | {"shop"}
    table.draw(app.screen)
    assert all(table.hud.lanes[k][1] is picture for k, picture in pictures.items())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_gold_deck_lies_face_down_in_the_piles_tray_with_its_count(moment, size):
    """The piles' cell was a small tray in bare felt (issue 40, problem 1): the gold cards still
    to come lie there too, face down (gold backs: which comes next stays unseen), a count of them
    on a badge; a refilled pot's gold card flies from it."""
    app, table = moment
    screen = drawn(app, table, size)
    lay = table.layout()
    assert lay.gold_deck.w and table.model.gold_left > 0
    back = art.gold_back(lay.gold_deck.size)
    visible = lay.gold_deck.inflate(-lay.gold_deck.w // 4, -lay.gold_deck.h // 4)
    assert card_pixels(screen, lay.gold_deck, visible, back) >= 0.9
    gold = table.variant.gold[table.model.pots[0][0]]
    face = art.gold_face(gold.points, gold.length, lay.gold_deck.size)
    r = lay.gold_deck
    numbers = [(x, y) for x in range(visible.x, visible.right, 2) for y in range(visible.y, r.bottom - 4, 2)
               if not same(face.get_at((x - r.x, y - r.y)), back.get_at((x - r.x, y - r.y)), 60)]
    assert len(numbers) > 20  # where a face prints its points and length, the screen shows the back
    assert sum(same(screen.get_at(p), back.get_at((p[0] - r.x, p[1] - r.y))) for p in numbers) >= 0.9 * len(numbers)
