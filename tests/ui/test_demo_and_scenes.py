"""Headless demos of whole games per variant, the menus, and what the table may show."""

import pygame
import pytest

from cabo_desktop.games.cabo.rules import events as E
from cabo_desktop.ui import demo
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table
from cabo_desktop.ui.scenes.game_over import GameOverScene
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.games.cabo.table import TableScene
from cabo_desktop.games.cabo.table.director import Director


@pytest.mark.parametrize("variant", ["official", "classic", "kaboo"])
def test_headless_demo_plays_a_full_game(variant, tmp_path):
    shot = tmp_path / "end.png"
    result = demo.run_demo(headless=True, games=1, variant=variant, seed=11, seats=3, levels=["random"],
                           screenshot=shot)
    assert result.games == 1
    assert len(result.winners[0]) >= 1
    assert max(result.totals[0]) > 100
    assert shot.is_file() and shot.stat().st_size > 10_000


def test_screenshot_at_an_event(tmp_path):
    shot = tmp_path / "deal.png"
    result = demo.run_demo(headless=True, variant="official", seed=2, seats=2, levels=["random"], speed="normal",
                           screenshot=shot, at="CardDrawn", after_frames=5, stop_after_screenshot=True)
    assert result.screenshots == [shot] and shot.is_file()


def test_table_only_ever_sees_redacted_events_and_its_own_observation(monkeypatch):
    seen_cards = []
    original_animate = Director.animate

    def checked_animate(self, ev):
        if getattr(ev, "card", None) is not None:
            assert ev.visible_to(self.table.eye), f"{ev} reached the table unredacted"
            seen_cards.append(ev)
        return original_animate(self, ev)

    original_sync = Director.synced

    def checked_sync(self, obs):
        assert obs.seat == self.table.eye
        return original_sync(self, obs)

    monkeypatch.setattr(Director, "animate", checked_animate)
    monkeypatch.setattr(Director, "synced", checked_sync)
    result = demo.run_demo(headless=True, variant="kaboo", seed=5, seats=4, levels=["random"])
    assert result.games == 1 and seen_cards


def test_redacted_opponent_draws_are_drawn_face_down():
    app = App((1280, 720), headless=True)
    try:
        table = make_table(app, "official", 2, seed=3, human=None, levels=["random"], speed="instant", auto_continue=0.01)
        app.scenes.push(table)
        hidden_draws = 0
        for _ in range(400):
            app.step(1 / 60, events=[])
            m = table.model
            if m.holding and m.held_seat == 1 and table.state.round.drawn_from == 0:
                assert m.held is None  # seat 1's deck draw is never shown to seat 0
                hidden_draws += 1
        assert hidden_draws >= 0
    finally:
        pygame.quit()


def test_title_setup_start_and_game_over_flow():
    app = App((1280, 720), headless=True)
    try:
        app.scenes.push(TitleScene(app))
        app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)])
        assert isinstance(app.scenes.top, SetupScene)
        app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s", scancode=0)])
        assert isinstance(app.scenes.top, TableScene)
        app.scenes.top.speed_name = "instant"
        app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
        assert type(app.scenes.top).__name__ == "PauseScene"
        app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
        assert isinstance(app.scenes.top, TableScene)
    finally:
        pygame.quit()
