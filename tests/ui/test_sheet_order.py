"""The game's final score sheet lists the players in the game's ranking, the winner first, as its
podium stands (a fresh-eyed review: "the rows are not in rank order, the winner listed last");
a sheet drawn without an order keeps the seats' order (the round end's rows match its plates)."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop.ui.score_sheet import LIT_ROW, ScoreSheet, SheetRound, draw_sheet
from cabo_desktop.ui.theme import px

SHEET = ScoreSheet(("Ann", "Bob", "Cleo"), (SheetRound(1, (30, 12, 4)),), (30, 12, 4))  # Cleo leads


pytestmark = pytest.mark.usefixtures("small_window")


def lit_rows(order=()) -> list[int]:
    """The y of each pixel row of the leader's lit band, left of the names (the band reaches 8 px out)."""
    surface = pygame.Surface((600, 300))
    rect = pygame.Rect(40, 10, 500, 280)
    draw_sheet(surface, rect, SHEET, 16, order=order)
    x = rect.x - px(4)
    return [y for y in range(surface.get_height()) if tuple(surface.get_at((x, y)))[:3] == LIT_ROW]


def test_the_leader_row_comes_first_in_the_ranking_order():
    seats = lit_rows()
    ranked = lit_rows(order=(2, 1, 0))
    assert seats and ranked
    line = 16 + px(8)  # a row's height at 16 px
    assert min(seats) - min(ranked) == 2 * line  # the third seat's row moved up to the first


def test_the_game_over_screen_tells_its_moments_not_the_sheet_again(monkeypatch):
    """Kobito's game end (the tour's): under the podium, which ranks the players, no second score
    sheet repeating its totals (review s51: "the game over's table repeats the podium") but the
    game's moments, each naming one player (end_facts)."""
    from cabo_desktop.ui import score_sheet, tour
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.scenes import game_over
    drawn, sheets = [], []
    real = game_over.draw_fact

    def recording(surface, rect, fact, name, face, k):
        drawn.append((fact, name))
        return real(surface, rect, fact, name, face, k)

    monkeypatch.setattr(game_over, "draw_fact", recording)
    monkeypatch.setattr(score_sheet, "draw_sheet", lambda *a, **k: sheets.append(a) or 0)
    app = App((1280, 720), headless=True)
    tour.reach(app, "kobito_game_over", seed=3)
    for _frame in range(30):
        app.step(1 / 60, events=[])
    assert drawn and not sheets
    names = app.scenes.top.report.sheet.names
    assert all(name == names[fact.seat] and fact.caption and fact.value for fact, name in drawn)
    assert not any(fact.caption in ("Total", "Gold", "Score pile") for fact, _n in drawn)  # no column again


def test_a_roomy_sheet_parts_its_rows():
    """Review s50 (kobito_game_over): 'no spacing between rows': with `leading` the rows stand that
    much further apart, each parted from the next by a faint rule."""
    from cabo_desktop.ui.score_sheet import FAINT_RULE, sheet_height

    def drawn(leading):
        surface = pygame.Surface((600, 300))
        used = draw_sheet(surface, pygame.Rect(40, 10, 500, 280), SHEET, 16, compact=True, leading=leading,
                          order=(2, 1, 0))  # the leader's lit row first
        rules = [y for y in range(300) if tuple(surface.get_at((60, y)))[:3] == FAINT_RULE]
        return used, rules

    tight, no_rules = drawn(0)
    roomy, rules = drawn(px(10))
    assert roomy - tight == 3 * px(10)  # three rows, each 10 px further apart
    assert not no_rules and len(rules) == 2  # a rule between each two rows, none without leading
    assert sheet_height(3, 16, True, px(10)) - sheet_height(3, 16, True) == 3 * px(10)
