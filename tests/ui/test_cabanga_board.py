"""Cabanga!'s board as runs of cards on the felt (issue 40, the fresh-eyed review: "the four 1-18
strips dominate like a spreadsheet"): each pile's cards drawn as an overlapping run from its lane's
end, the top card where the layout says, whole; the gap the open felt between the two top cards,
lit and measured when it is this turn's; a slim ruler marking every value once; a played card
landing where its pile's top card is then drawn; a click anywhere on a lane's half choosing its
pile; nothing overlapping at any window size and seat count."""

import random

import pygame
import pytest

from cabo_desktop.games.cabanga.rules.cards import COLOURS
from cabo_desktop.games.cabanga.table import art, board
from cabo_desktop.games.cabanga.table.layout import RUN_SHOWN, STACK_EDGES, compute_layout, open_gap, run_slots
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table
from cabo_desktop.ui.theme import GOLD

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
DT = 1 / 60


@pytest.fixture
def app():
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def key(ch):
    return pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, f"K_{ch}"), mod=0, unicode=ch, scancode=0)


def play_until(app, table, done, limit=20000, seed=1):
    """AI and person play (the person with the keys) until `done(table)` holds at a still frame."""
    rng = random.Random(seed)
    for _ in range(limit):
        if not table.animating and done(table):
            table.hud.clear_speech()  # the board as it lies: a moment's show (its dimmed table) over
            app.step(0, events=[])
            return True
        if table.human_to_act() and not table.animating:
            if table.state.thrower >= 0:
                app.step(0, events=[key("t") if rng.random() < 0.7 else key("p")])
            else:
                hand = table.model.hands[table.viewer]
                app.step(0, events=[key(str(rng.randrange(min(9, len(hand))) + 1))])
                app.step(0, events=[key(rng.choice("lr"))])
        app.step(DT, events=[])
        if table.state.over:
            return False
    return False


def grown(table) -> bool:
    """Some pile holds three cards or more (its run shows cards under its top)."""
    return bool(table.model.piles) and max(len(s) for row in table.model.piles for s in row) >= 3


def same(a, b, tolerance=6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(tuple(a)[:3], tuple(b)[:3]))


def test_every_pile_is_a_run_of_its_cards_with_the_top_card_whole_where_the_layout_says(app):
    """The top card of every pile drawn whole where run_slots puts it; the cards under it a neat
    stack: at most STACK_EDGES plain card edges a few px wide (a review s50: the old edges with
    their values read as "clipped slivers with cut-off numbers")."""
    table = make_table(app, "standard", 3, seed=9, human=0, levels=["solid", "solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    assert play_until(app, table, grown)
    lay, screen, m = table.layout(), app.screen, table.model
    checked_under = 0
    for r, row in enumerate(lay.rows):
        for s, side in enumerate(("left", "right")):
            pile = m.piles[r][s]
            slots = run_slots(row, len(pile), side)
            top = slots[-1]
            assert top == board.top_rect(table, lay, r, side)
            face = art.card_face(pile[-1], top.size)
            for fx, fy in ((0.5, 0.5), (0.3, 0.3), (0.7, 0.75), (0.5, 0.2)):  # the top card whole, as its face
                x, y = int(top.w * fx), int(top.h * fy)
                assert same(screen.get_at((top.x + x, top.y + y)), face.get_at((x, y))), (r, side, fx, fy)
            edges = [k for k in range(len(pile) - 1) if slots[k + 1] != slots[k]]
            assert len(edges) == min(len(pile) - 1, STACK_EDGES)  # a neat stack: a few plain edges
            for k in edges:  # each shows a plain edge (stock and colour, no numeral) a few px wide
                under, above = slots[k], slots[k + 1]
                shown = abs(above.x - under.x)
                assert 3 <= shown <= under.w * 0.12, (r, side, k, shown)
                x = under.x + shown // 2 if side == "left" else under.right - 1 - shown // 2
                y = under.centery
                face = board.stack_edge(pile[k], under.size)
                assert same(screen.get_at((x, y)), face.get_at((x - under.x, y - under.y)), 30), (r, side, k)  # under the top card's shadow
                checked_under += 1
            assert row.strip.contains(top) and not top.colliderect(row.ruler)
    assert checked_under > 0


def test_the_gap_is_the_open_felt_between_the_two_top_cards_lit_when_it_is_this_turns(app):
    """A gap open for throws: the felt between its lane's two top cards, measured by a gold line;
    the banner keeps clear of it."""
    table = make_table(app, "standard", 3, seed=4, human=0, levels=["solid", "solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    assert play_until(app, table, lambda t: t.model.gap is not None and t.model.gap[1] + 1 < t.model.gap[2])
    lay, screen, m = table.layout(), app.screen, table.model
    r = COLOURS.index(m.gap[0])
    row = lay.rows[r]
    counts = (len(m.piles[r][0]), len(m.piles[r][1]))
    gap = open_gap(row, counts)
    left, right = board.top_rect(table, lay, r, "left"), board.top_rect(table, lay, r, "right")
    assert gap.left == left.right and gap.right == right.left and gap.w > 2 * left.w
    # the gold line runs from one top card to the other, its words in the middle
    golds = [x for x in range(gap.x, gap.right) if same(screen.get_at((x, gap.centery)), GOLD, 30)]
    assert golds and golds[0] - gap.x <= 12 and gap.right - golds[-1] <= 12
    assert table.hud.lit_gap(lay) == (gap,) and gap in table.hud.shout_cards(lay)
    for other, orow in enumerate(lay.rows):  # no other lane is lit
        if other != r:
            og = open_gap(orow, (len(m.piles[other][0]), len(m.piles[other][1])))
            assert not any(same(screen.get_at((x, og.centery)), GOLD, 30) for x in range(og.x + 4, og.x + 30))


def test_the_ruler_marks_every_value_once(app):
    """18 markers in order along each lane's foot, each drawn, the played values marked, no card on them."""
    table = make_table(app, "standard", 3, seed=9, human=0, levels=["solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    assert play_until(app, table, grown)
    lay, screen, m = table.layout(), app.screen, table.model
    for r, row in enumerate(lay.rows):
        assert len(row.cells) == 18 and all(row.ruler.contains(c) for c in row.cells)
        assert all(a.right <= b.left for a, b in zip(row.cells, row.cells[1:]))  # in order, never on each other
        states = board.ruler_states(table, r)
        played = {c.value for side in m.piles[r] for c in side if c.colour == COLOURS[r]}
        assert all(states[v] in ("out", "top") for v in played)
        ground = screen.get_at((row.ruler.x + 1, row.ruler.y + 1))
        for cell in row.cells:  # each value's marker is drawn (its numeral over the felt)
            pixels = [screen.get_at((x, y)) for x in range(cell.x, cell.right) for y in range(cell.y, cell.bottom)]
            assert any(not same(p, ground, 40) for p in pixels)
        runs = [rect for s, side in enumerate(("left", "right")) for rect in run_slots(row, len(m.piles[r][s]), side)]
        assert not any(rect.colliderect(row.ruler) for rect in runs)


def test_a_card_lands_where_its_pile_then_shows_its_top_and_a_click_on_a_lane_chooses_its_pile(app):
    """The flyer's target is the run's next place, where the pile's top then is; a lane's half,
    its ruler included, chooses that half's pile."""
    table = make_table(app, "standard", 2, seed=12, human=0, levels=["solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    assert play_until(app, table, lambda t: t.human_to_act() and t.state.thrower < 0)
    lay, m = table.layout(), table.model
    card = m.hands[0][0]
    r = COLOURS.index(card.colour)
    target = table.director.pile_rect(card.colour, "right")
    assert target == run_slots(lay.rows[r], len(m.piles[r][1]) + 1, "right")[-1]
    controls = table.controls
    row = lay.rows[r]
    assert controls.pile_at((row.left_run.right - 2, row.ruler.centery)) == (r, "left")  # the lane's half, its ruler too
    assert controls.pile_at((row.right_run.x + 2, row.strip.y + 4)) == (r, "right")
    assert controls.pile_at(board.top_rect(table, lay, r, "right").center) == (r, "right")
    controls.selected = card
    controls.play_on("right")
    for _ in range(600):
        if m.piles[r][1] and m.piles[r][1][-1] == card:
            break
        app.step(DT, events=[])
    assert m.piles[r][1][-1] == card and board.top_rect(table, lay, r, "right") == target


@pytest.mark.parametrize("size", SIZES + [(1366, 768)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_lanes_runs_ruler_and_side_piles_never_overlap(size, seats):
    """At every size and seat count the lanes, runs of up to 19 cards, rulers and side piles keep apart."""
    lay = compute_layout(size, seats, 0)
    plates = [p.plate for p in lay.seats.values()] + [lay.mat, lay.banner]
    for k, row in enumerate(lay.rows):
        assert lay.rows_tray.contains(row.rect) and not any(row.rect.colliderect(p) for p in plates)
        assert all(not row.rect.colliderect(other.rect) for other in lay.rows[k + 1:])
        assert row.strip.contains(row.ruler) and row.left_run.bottom <= row.ruler.top
        for count in range(1, 20):  # a pile of 19 cards still keeps to its half, short of the middle
            for side, half in (("left", row.left_run), ("right", row.right_run)):
                slots = run_slots(row, count, side)
                assert all(half.contains(s) for s in slots) and not slots[-1].colliderect(row.middle)
                # a neat stack at the lane's end: its top card a few plain edges in, whatever its count
                spread = abs(slots[-1].x - slots[0].x)
                assert len(set(s.x for s in slots)) == min(count, STACK_EDGES + 1)
                assert spread <= STACK_EDGES * slots[0].w * 0.12
        assert row.middle.w >= 120
    column = lay.side_column
    assert column.contains(lay.penalty) and column.contains(lay.thrown)
    # the piles' column the centrepiece's middle: two lanes either side of it, none over it
    assert lay.rows_tray.contains(column) and not any(column.colliderect(row.rect) for row in lay.rows)
    assert [row.rect.centerx < column.centerx for row in lay.rows] == [True, False, True, False]
    assert lay.penalty.bottom + 2 * lay.text_size + 10 <= lay.thrown.top  # the caption under the penalty pile
    assert lay.thrown.bottom + 2 * lay.text_size + 8 <= column.bottom + 4
    assert lay.penalty.h >= 0.8 * lay.pile_card[1]  # the side piles big beside the lanes' cards


def test_a_throw_window_names_whose_gap_it_is_and_lights_the_throwers_plaque(app):
    """While another seat may throw into the gap, the banner names both the player whose gap it is
    (lit in gold) and the thrower, whose plaque is rimmed in blue (a review s51: "Lulu is
    highlighted while the ribbon talks about The Owl")."""
    from cabo_desktop.games.cabanga.table.view import THROWER
    table = make_table(app, "standard", 3, seed=9, human=0, levels=["solid", "solid"], speed="normal", game="cabanga")  # a window lasts a while
    app.scenes.push(table)

    def others_window(t) -> bool:
        v = t.view
        return v.thrower >= 0 and v.thrower != t.viewer and v.current != t.viewer and not t.human_to_act()
    assert play_until(app, table, others_window)
    view = table.view
    words = table.table_prompt()
    assert words.startswith(table.name(view.current) + " ") and f": {table.name(view.thrower)} " in words, words
    table.draw(app.screen)
    plaque = table.layout().seats[view.thrower].parts.plaque
    rim = [tuple(app.screen.get_at((x, plaque.top - board.px(2))))[:3] for x in range(plaque.x + 20, plaque.right - 20)]
    assert sum(same(c, THROWER, 20) for c in rim) > 0.8 * len(rim), rim[:5]
    other = table.layout().seats[view.current].parts.plaque  # whose gap it is: its own (gold) marks
    assert not any(same(app.screen.get_at((x, other.top - board.px(2))), THROWER, 20)
                   for x in range(other.x + 20, other.right - 20))
