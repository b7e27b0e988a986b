"""The end screens' finish (issue 40, the review: "the end screens lack finish"): the winner's
name and total the largest on the podium and every name on a plate; the podium's medals in gold,
silver and bronze; the confetti round the winner and never over the score sheet; Kobito's
rainbow smooth; the round end one board: rows of one width, the figures in a column on plates."""

import pygame
import pytest

from cabo_desktop.ui.score_sheet import RISE_TIME
from cabo_desktop.ui.showdown import SPARK_TIME
from cabo_desktop.ui.theme import px

from tests.ui.test_game_over_podium import draw_at as draw_game_over  # the end screen drawn afresh at a size and age


def covered(app, bare, rect, inset=4) -> float:
    """The share of a rect's inner ring whose pixels differ from the bared table under it."""
    ring = rect.inflate(-2 * inset, -2 * inset)
    spots = [(x, y) for x in range(ring.left, ring.right, 3) for y in (ring.top, ring.bottom - 1)]
    spots += [(x, y) for y in range(ring.top, ring.bottom, 3) for x in (ring.left, ring.right - 1)]
    return sum(1 for spot in spots if app.screen.get_at(spot) != bare.get_at(spot)) / len(spots)


@pytest.mark.parametrize("screen", ["game_over", "kobito_game_over", "cabanga_game_over"])
def test_the_winners_label_is_the_largest_and_every_label_lies_on_a_plate(tour_app, screen):
    app = tour_app(screen)
    for size in [(1024, 600), (1280, 720), (1920, 1080)]:
        scene = draw_game_over(app, size, 10.0)
        k, _box = scene.measure(scene.table.play_area())
        body, big, win_name, win_total = scene.label_fonts(k)
        assert win_name > body and win_total > big, (size, scene.label_fonts(k))  # the largest type there
        labels = scene.podium_labels
        assert labels[0].w > max(labels[1].w, labels[2].w), (size, labels)
        bare = scene.backdrop.image
        for place, rect in labels.items():  # an opaque plate under the words, not words on the felt
            assert covered(app, bare, rect.inflate(-2 * (rect.h // 3 if place == 0 else 0), 0)) > 0.97, (size, place)


def test_the_podiums_medals_are_gold_silver_and_bronze():
    pygame.init()
    from cabo_desktop.ui.podium_art import medal
    colours = []
    for place in range(3):
        disc = medal(80, place)
        r, g, b, _a = disc.get_at((40, 22))  # the field's upper part, clear of the numeral
        colours.append((r, g, b))
    (gr, gg, gb), (sr, sg, sb), (br, bg, bb) = colours
    assert gr > gg > gb + 40, colours[0]  # gold: warm yellow
    assert max(sr, sg, sb) - min(sr, sg, sb) < 30 and sr > 140, colours[1]  # silver: a bright grey
    assert br > bg + 30 > bb + 30, colours[2]  # bronze: a red-brown
    assert medal(80, 0) is medal(80, 0)  # built once


def test_kobitos_rainbow_is_smooth():
    """Anti-aliased (drawn large once and smoothed down): its edges are soft, in many steps of
    transparency, where pygame's thick arcs were all or nothing."""
    pygame.init()
    from cabo_desktop.ui.podium_art import rainbow
    arch = rainbow(80, 3)
    alphas = [arch.get_at((x, y)).a for x in range(arch.get_width()) for y in range(arch.get_height())]
    soft = sum(1 for a in alphas if 16 < a < 240)
    solid = sum(1 for a in alphas if a >= 240)
    assert solid > 500 and soft > 150, (solid, soft)
    assert rainbow(80, 3) is arch


@pytest.mark.parametrize("screen", ["game_over", "kobito_game_over"])
def test_the_celebration_frames_the_winner_and_never_lies_on_the_score_sheet(tour_app, screen, monkeypatch):
    from cabo_desktop.ui import showdown
    from cabo_desktop.ui.scenes import game_over
    monkeypatch.setattr(game_over, "draw_sparks", lambda *a, **k: None)
    app = tour_app(screen)
    for size in [(1280, 720), (1920, 1080)]:
        for age in (RISE_TIME + SPARK_TIME * 0.6, 10.0):
            scene = draw_game_over(app, size, age)
            with_pieces = app.screen.copy()
            real, showdown.confetti = showdown.confetti, lambda count=0: ()
            try:
                draw_game_over(app, size, age)
            finally:
                showdown.confetti = real
            k, box = scene.measure(scene.table.play_area())
            band_h = scene.heights(k)[2]
            sheet = pygame.Rect(box.x, scene.sheet_rect.bottom - band_h - px(12), box.w, band_h + px(12))
            assert (pygame.image.tobytes(with_pieces.subsurface(sheet), "RGB")
                    == pygame.image.tobytes(app.screen.subsurface(sheet), "RGB")), (size, age)
            frame = scene.celebration.inflate(px(40), px(40))
            changed = [(x, y) for x in range(0, size[0], 3) for y in range(0, size[1], 3)
                       if with_pieces.get_at((x, y)) != app.screen.get_at((x, y))]
            assert changed, (size, age)
            assert all(frame.collidepoint(spot) for spot in changed), (size, age, scene.celebration)
            winner = scene.podium_steps[0]
            assert scene.celebration.w <= 3 * winner.w and abs(scene.celebration.centerx - winner.centerx) <= 2


@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_round_end_is_one_board_on_one_grid(tour_app, screen):
    app = tour_app(screen)
    for size in [(1024, 600), (1280, 720), (1920, 1080)]:
        app.screen = pygame.Surface(size)
        app.relayout()
        scene = app.scenes.top
        scene.final.image = None
        scene.backdrop.image = None
        scene.age = scene.timeline.end + 1
        app.scenes.draw(app.screen)
        plan = scene.plan()
        lanes = [row.lane for row in plan.rows]
        assert len({(lane.x, lane.w) for lane in lanes}) == 1, (size, lanes)  # rows of one width, aligned
        assert len({(row.plate.x, row.plate.w) for row in plan.rows}) == 1, size
        figures = [row.figures for row in plan.rows if row.figures.w]
        # a tidy column; none only where the standings beside the rows hold the totals (Cabanga!'s
        # only figure) rather than each row repeating them
        assert (figures or plan.sheet.w) and len({(f.x, f.w) for f in figures}) <= 1, (size, figures)
        for row in plan.rows:
            for rect in (row.plate, row.medal, row.figures, *row.cards):
                assert row.lane.contains(rect), (size, rect, row.lane)
            assert row.plate.right < min([c.left for c in row.cards] + [row.medal.left])
        box = pygame.Rect((0, 0), plan.box)
        box.center = scene.table.play_area().center
        bare = scene.backdrop.image
        for row in plan.rows:  # the figures on their plate, not loose on the felt
            if row.figures.w:
                assert covered(app, bare, row.figures.move(box.topleft), inset=2) > 0.97, size
        if plan.sheet.w:  # the sheet beside the rows: its top on the first row's, the tab's foot on the last's
            assert abs(plan.sheet.top - lanes[0].top) <= 1 and abs(plan.tab.bottom - lanes[-1].bottom) <= 1, size
            assert plan.sheet.left > lanes[0].right
    assert plan.card[1] >= 150, plan.card  # the space of 1920x1080 used: large cards
