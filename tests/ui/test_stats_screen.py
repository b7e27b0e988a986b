"""The statistics screen with little data and with several variants (issue 36, item 20): a chart
sized to what it shows, and no average mixing variants that do not score alike."""

from __future__ import annotations

import random

import pygame
import pytest

from cabo_desktop.core.records import GameRecord, Seat
from cabo_desktop.games import get_game
from cabo_desktop.storage import stats
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.stats import StatsScene, chart_rect


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    window = App((1280, 720), headless=True)
    yield window
    pygame.quit()


def counted_games(variants: list[str]) -> None:
    """Whole random games of CABO in these variants, counted into the statistics file."""
    game = get_game("cabo")
    counted = stats.Stats()
    for i, name in enumerate(variants):
        variant = game.load_builtin(name)
        record = GameRecord.for_variant(variant, [Seat("Ann", "human"), Seat("Bo", "random")], i, game="cabo")
        state, _ = game.new_game(variant, 2, i)
        agent, rng = game.random_agent(), random.Random(i)
        while not state.over:
            action = agent.choose(None, list(game.legal_actions(state)), rng)
            state, _ = game.apply(state, action)
            record.actions.append(game.format_action(action))
        stats.add_game(counted, record, state)
    stats.save_stats(counted)


def test_all_games_gives_no_average_across_variants_that_score_differently(app):
    counted_games(["official", "kaboo"])
    screen = StatsScene(app)
    app.scenes.push(screen)
    app.step(0, events=[])
    overall = screen.row_values(screen.stats.overall, overall=True)
    assert overall[4:6] == ["–", "–"]  # average and best round
    for tally in screen.stats.by_variant.values():  # each variant keeps its own
        assert screen.row_values(tally)[4] != "–"


def test_one_variant_keeps_its_average_under_all_games(app):
    counted_games(["official"])
    screen = StatsScene(app)
    app.scenes.push(screen)
    app.step(0, events=[])
    assert screen.row_values(screen.stats.overall, overall=True)[4] != "–"


def test_the_chart_is_sized_to_the_scores_it_shows():
    table = pygame.Rect(50, 90, 1180, 160)
    empty, few, many = (chart_rect(table, 270, 400, n) for n in (0, 3, 40))
    assert empty.h <= 100 and few.w < table.w // 2 and few.h <= 200
    assert many.w == table.w and many.h == 400
    assert few.centerx == table.centerx
    assert chart_rect(table, 270, 60, 3).h >= 90  # a small window still shows it
