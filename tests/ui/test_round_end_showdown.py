"""The round's end as a showdown (issue 40, item 4): the revealed hands drawn as the game's real
faces, large, turned over one after another; the sums counted; the winner in a pool of light with
a lit plate; the caller's and the player out's stamps on their rows."""

import pygame
import pytest

from cabo_desktop.ui.showdown import FLIP_TIME, STAMPS, Timeline
from cabo_desktop.ui.score_sheet import RISE_TIME


def settled(app, size, age=None):
    """The round-end scene drawn afresh at `size` (at `age`, else its final state); the scene and
    the box its plan is placed in."""
    app.screen = pygame.Surface(size)
    app.relayout()
    scene = app.scenes.top
    scene.final.image = None
    scene.backdrop.image = None
    scene.age = scene.timeline.end + 1 if age is None else age
    app.scenes.draw(app.screen)
    box = pygame.Rect((0, 0), scene.plan().box)
    box.center = scene.table.play_area().center
    return scene, box


def test_the_timeline_turns_every_card_in_seat_order_then_counts_then_lights():
    t = Timeline.of((4, 0, 3, 5), RISE_TIME)
    firsts = [starts[0] for starts in t.starts if starts]
    assert firsts == sorted(firsts) and firsts[0] >= RISE_TIME
    assert all(t.flip(s, k, 0.0) == 0.0 for s, starts in enumerate(t.starts) for k in range(len(starts)))
    assert all(t.flip(s, k, t.end) == 1.0 for s, starts in enumerate(t.starts) for k in range(len(starts)))
    for seat, starts in enumerate(t.starts):  # a seat counts once its last card is face up
        if starts:
            assert t.counts[seat] >= starts[-1] + FLIP_TIME - 1e-9
        assert t.counted(seat, t.counts[seat]) == 0.0 and t.counted(seat, t.end) == 1.0
    assert t.light(max(t.counts)) == 0.0 and t.light(t.end) == 1.0
    assert t.end < 2.4, "the tour's still (2.5 s after the screen) must show the final state"
    many = Timeline.of((9, 9, 9, 9, 9, 9), RISE_TIME)  # many cards: a shorter stagger, not a longer wait
    assert many.end < 2.4


@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_hands_are_real_faces_large_and_face_up_at_the_end(tour_app, screen):
    app = tour_app(screen)
    heights = []
    for size in [(1280, 720), (1920, 1080)]:
        scene, box = settled(app, size)
        report, plan = scene.report, scene.plan()
        heights.append(plan.card[1])
        shown = 0
        for row, where in zip(report.rows, plan.rows):
            for card, rect in zip(row.cards, where.cards):
                rect = rect.move(box.topleft)
                face = report.card_image(card, rect.size)
                assert face.get_size() == rect.size
                spot = (rect.w // 2, rect.h // 3)
                drawn = app.screen.get_at((rect.x + spot[0], rect.y + spot[1]))[:3]
                want = face.get_at(spot)[:3]
                # every hand in full colour: only the losers' plates are veiled, never their faces
                assert all(abs(d - w) <= 2 for d, w in zip(drawn, want)), (drawn, want)
                shown += 1
        assert shown == sum(len(row.cards) for row in report.rows) > 0
    assert heights[0] >= 95, heights  # large at 1280x720 (the sheet-and-notes plate below is low)
    assert heights[1] >= 1.5 * heights[0], heights  # and larger on a larger window


def test_before_its_flip_a_card_shows_the_back(tour_app):
    app = tour_app("round_end")
    scene, box = settled(app, (1280, 720), age=RISE_TIME)  # risen, nothing turned yet
    report, plan = scene.report, scene.plan()
    rect = plan.rows[-1].cards[0].move(box.topleft)
    back = report.card_back(rect.size)
    face = report.card_image(report.rows[-1].cards[0], rect.size)
    spot = (rect.w // 2, rect.h // 2)
    drawn = app.screen.get_at((rect.x + spot[0], rect.y + spot[1]))[:3]
    assert drawn == back.get_at(spot)[:3] != face.get_at(spot)[:3]


@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_winner_is_lit_and_the_others_dim(tour_app, screen):
    app = tour_app(screen)
    scene, box = settled(app, (1280, 720))
    rows, plan = scene.report.rows, scene.plan()
    winners = [i for i, row in enumerate(rows) if row.highlight]
    assert winners

    def light(rect):
        area = app.screen.subsurface(rect.move(box.topleft))
        r, g, b, _a = pygame.transform.average_color(area)
        return r + g + b

    def gap(where):  # the felt between the plate and the first card: the pool of light or the veil
        return pygame.Rect(where.plate.right + 4, where.plate.y + where.plate.h // 3, 12, where.plate.h // 3)

    lit = [light(plan.rows[i].plate) for i in winners]
    dark = [light(where.plate) for i, where in enumerate(plan.rows) if i not in winners]
    assert min(lit) > 1.5 * max(dark), (lit, dark)
    assert min(light(gap(plan.rows[i])) for i in winners) > max(
        light(gap(where)) for i, where in enumerate(plan.rows) if i not in winners)


def test_the_stamps_tell_the_caller_and_the_player_out(tour_app):
    cabo = tour_app("round_end").scenes.top
    event = cabo.event
    if event.caller is not None:
        kinds = [kind for kind, _words in cabo.report.rows[event.caller].marks]
        assert "caller" in kinds
        if event.caller not in event.winners:
            assert "penalty" in kinds
    assert all(("winner" in [k for k, _w in row.marks]) == row.highlight for row in cabo.report.rows)
    cabanga = tour_app("cabanga_round_end").scenes.top
    for row, hand in zip(cabanga.report.rows, cabanga.event.hands):
        assert ("out" in [k for k, _w in row.marks]) == (not hand)


def test_a_winner_out_of_cards_gets_a_large_stamp_where_the_cards_would_be(tour_app):
    app = tour_app("cabanga_round_end")
    scene, box = settled(app, (1280, 720))
    rows, plan = scene.report.rows, scene.plan()
    empty = [i for i, row in enumerate(rows) if not row.cards and scene.out_words(row)]
    assert empty, "the tour's Cabanga! round ends with a player out of cards"
    where = plan.rows[empty[0]]
    area = pygame.Rect(where.plate.right + 24, where.plate.y, where.medal.left - where.plate.right - 48,
                       where.plate.h).move(box.topleft)
    ink, ground = STAMPS["out"]  # the "out" stamp's words
    assert ground[0] > ground[1] > ground[2]  # walnut, not green (review s51: off-palette on the red board)
    near = sum(1 for x in range(area.x, area.right) for y in range(area.y, area.bottom)
               if all(abs(a - b) <= 24 for a, b in zip(app.screen.get_at((x, y))[:3], ink)))
    assert near > 400, near  # large words, not a bare strip of light


def test_a_players_plate_is_stitched_leather_not_a_dark_pill():
    """helper-81 (the review, problem 5: 'dark pills everywhere'): the round end's and the game
    over's player plates are saddle leather (warmer than near-black) with a dashed thread
    stitched a little inside the edge, along the top and down the sides."""
    from cabo_desktop.ui.showdown import row_plate
    pygame.init()
    try:
        plate = row_plate((300, 100), False)
        r, g, b, _a = plate.get_at((150, 30))
        assert r >= 50 and r > b + 15, (r, g, b)  # brown leather, lit from above
        ground = plate.get_at((150, 50))[:3]
        inset = max(3, 5)
        top = [plate.get_at((x, inset))[:3] for x in range(20, 280)]
        side = [plate.get_at((inset, y))[:3] for y in range(20, 80)]
        for line in (top, side):
            thread = [c for c in line if sum(c) > sum(ground) + 120]
            assert len(line) // 4 < len(thread) < len(line) * 0.9, len(thread)  # dashed, not a rim
    finally:
        pygame.quit()
