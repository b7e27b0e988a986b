"""The round end's right column (issue 40 review: "empty between the score sheet and Continue"):
the standings fill it, from the leader down, each player with a medallion, over the game's goal,
their plate reaching down to the Continue tab; the cards as large as with the old narrow sheet."""
import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.round_plan import figures, lay_out, sheet_size
from cabo_desktop.ui.scenes.round_end import goal_words
from cabo_desktop.ui.score_sheet import (EVEN_ROW, HEAD_GAP, STANDINGS_FILL, ScoreSheet, SheetRound,
                                          draw_standings, standings_face, standings_order)
from cabo_desktop.ui.theme import GOLD, px

SCENES = ["round_end", "cabanga_round_end"]


def opened(tour_app, scene, size):
    app = tour_app(scene)
    app.screen = pygame.Surface(size)
    app.relayout()
    panel = app.scenes.top
    app.step(1 / 60, events=[])
    return panel


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scene", SCENES)
def test_the_standings_fill_the_column_down_to_continue(tour_app, scene, size):
    panel = opened(tour_app, scene, size)
    plan = panel.plan()
    assert plan.sheet.w, "the standings beside the rows"
    assert plan.sheet.top == plan.rows[0].lane.top  # their top on the first row's
    assert 0 < plan.tab.top - plan.sheet.bottom <= px(24)  # down to just above the tab
    assert plan.sheet.h > plan.rows[-1].lane.bottom - plan.rows[0].lane.top - plan.tab.h - px(30)
    assert all(not any(head == "Total" for head, _cell in figures(panel.report, row, totals=False))
               for row in panel.report.rows)  # the totals on the standings, not twice
    assert goal_words(panel.table)  # the game's goal at their foot


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scene", SCENES)
def test_the_cards_stay_as_large_as_beside_the_old_sheet(tour_app, scene, size):
    panel = opened(tour_app, scene, size)
    plan = panel.plan()
    play = panel.table.play_area()
    w = plan.box[0]
    size_px = px(sheet_size(plan.steps))
    old = lay_out(panel.report, play, plan.steps, plan.steps.body / 18, panel.sheet_width(size_px, w),
                  panel.tab_width(w))  # the old narrow sheet of rounds beside the rows
    assert plan.card[1] >= old.card[1] * 0.95, (plan.card, old.card)


def test_a_penalty_stands_beside_the_callers_stamp_clear_of_the_sum(tour_app):
    """Review s51: "the '+10' badge crowds Marta's sum ring": the penalty on the caller's plate."""
    panel = opened(tour_app, "round_end", (1920, 1080))
    rows = [row for row in panel.report.rows if any(kind == "penalty" for kind, _w in row.marks)]
    assert rows, "the tour's CABO round has a caller's penalty"
    lines = panel.stamp_lines(rows[0], px(panel.plan().steps.small), 400, 200, False)
    kinds = [kind for line in lines for kind, _g, _i in line]
    assert "caller" in kinds and "penalty" in kinds


def test_the_standings_run_from_the_leader_down_with_each_medallion():
    pygame.init()
    try:
        sheet = ScoreSheet(("Ann", "Bob", "Cy"), (SheetRound(1, (9, 2, 5)),), (9, 2, 5))
        assert standings_order(sheet) == [1, 2, 0]
        assert standings_order(ScoreSheet(sheet.names, sheet.rounds, sheet.totals, lower_wins=False)) == [0, 2, 1]
        surf = pygame.Surface((320, 300))
        faces = []

        def face(seat, d):
            faces.append(seat)
            disc = pygame.Surface((d, d))
            disc.fill((0, 0, 200))
            return disc

        draw_standings(surf, pygame.Rect(10, 10, 300, 280), sheet, 18, face)
        assert faces == [1, 2, 0]  # a medallion a player, the leader's first
        blue = [y for y in range(300) if surf.get_at((40, y))[2] == 200]
        assert blue and max(blue) - min(blue) > 150  # spread down the column, not bunched at its top
        gold = [y for y in range(300) for x in range(250, 310) if surf.get_at((x, y))[:3] == GOLD]
        assert gold and max(gold) < min(blue) + 60  # the leader's total lit gold, on the first row
    finally:
        assets.clear_caches()
        pygame.quit()


@pytest.mark.parametrize("width", [210, 229, 369])
def test_the_rounds_column_is_kept_in_a_narrow_column(monkeypatch, width):
    """Review s50: 'the standings table has an R1 column at 1920 but not at 1280' (229 px wide at
    1280x720, 369 at 1920x1080): the latest round's column is kept, every name at one size."""
    pygame.init()
    try:
        sheet = ScoreSheet(("You", "Marta", "Pip", "Dr. Okafor"), (SheetRound(1, (14, 19, 15, 7)),), (14, 19, 15, 7))
        drawn = []
        fit_text = assets.fit_text

        def spy(content, size, *args, **kwargs):
            drawn.append((content, size))
            return fit_text(content, size, *args, **kwargs)

        monkeypatch.setattr(assets, "fit_text", spy)
        text = assets.text

        def spy_text(content, size, *args, **kwargs):
            drawn.append((content, size))
            return text(content, size, *args, **kwargs)

        monkeypatch.setattr(assets, "text", spy_text)
        size = 18 if width < 300 else 27
        draw_standings(pygame.Surface((width + 20, 320)), pygame.Rect(10, 10, width, 300), sheet, size, None)
        assert any(content == "R1" for content, _size in drawn)  # the round's head
        ranks = [content for content, _size in drawn if content in ("1", "2", "3", "4")]
        assert ranks == ["1", "2", "3", "4"]  # the rank numbers kept too (review s51: lost at 1280)
        names = {size for content, size in drawn if content in sheet.names}
        assert len(names) == 1 and min(names) >= 12  # one size for all the names, legible
    finally:
        monkeypatch.undo()  # the cached text function back before its cache is cleared
        assets.clear_caches()
        pygame.quit()


def test_the_standings_are_a_compact_banded_table():
    """Review s51: "the score panel's rows are widely spaced ... floating rows with big gaps" (s52
    round 7: "the standings rows are very tall"): in a very tall column the lines stay at most
    STANDINGS_FILL medallions (as drawn) apart, the table centred in the column, every other line
    on a lighter band."""
    pygame.init()
    try:
        sheet = ScoreSheet(("Ann", "Bob", "Cy", "Di"), (SheetRound(1, (9, 2, 5, 7)),), (9, 2, 5, 7))
        surf = pygame.Surface((340, 1000))
        surf.fill((29, 23, 18))
        blue = (0, 0, 200)

        def face(seat, d):
            disc = pygame.Surface((d, d))
            disc.fill(blue)
            return disc

        draw_standings(surf, pygame.Rect(20, 10, 300, 980), sheet, 18, face)
        d = standings_face(18)
        column = [y for y in range(1000) if surf.get_at((20 + 26 + d // 2, y))[:3] == blue]
        second = min(b for a, b in zip(column, column[1:]) if b > a + 1)  # the second line's medallion
        drawn = len([y for y in column if y < second])  # the first medallion's height, as drawn
        pitch = second - min(column)
        assert pitch <= STANDINGS_FILL * drawn + 1, (pitch, drawn)  # compact lines
        head_h = 18 + 8 + HEAD_GAP
        middle = (min(column) + max(column)) / 2  # the lines' middle: the table's, below its heads
        assert abs(middle - (10 + 980 / 2 + head_h / 2)) <= 3, middle  # centred in its column
        assert surf.get_at((320, second + d // 2))[:3] == EVEN_ROW  # its band, to the table's right edge
    finally:
        assets.clear_caches()  # pygame left up: the tour's apps after it keep their display



def test_the_standings_lines_grow_down_a_column_leaving_no_empty_band():
    """Review s52: "the standings leave an empty band" between their rows and the goal's rule: in a
    column up to STANDINGS_FILL medallions a line tall, the last line's band ends near its foot."""
    pygame.init()
    try:
        sheet = ScoreSheet(("Ann", "Bob", "Cy", "Di"), (SheetRound(1, (9, 2, 5, 7)),), (9, 2, 5, 7))
        d = standings_face(18)
        room = pygame.Rect(20, 10, 300, 18 + 8 + HEAD_GAP + 4 * int(2.1 * d))  # lines a little under the most
        surf = pygame.Surface((340, room.bottom + 40))
        surf.fill((29, 23, 18))
        draw_standings(surf, room, sheet, 18, None)
        banded = [y for y in range(room.y, surf.get_height()) if surf.get_at((room.right - 2, y))[:3] == EVEN_ROW]
        assert banded and max(banded) >= room.bottom - d // 2, (max(banded), room.bottom)
        assert max(banded) <= room.bottom
    finally:
        assets.clear_caches()
