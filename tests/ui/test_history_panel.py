"""The table without a text log (issue 40, problem 2): a slim rail of tabs beside the felt (no
prose, no card), and the whole log in words in a drawer with the score pad (J, the history tab;
J, Esc or a click outside closes it), which never shows a card the seat at the screen may not see."""

import random
from collections import Counter

import pygame
import pytest

from cabo_desktop.core.log_line import LogLine
from cabo_desktop.ui import assets, log_drawer
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table, new_table

DT = 1 / 60


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(pos[0]), int(pos[1])))


def play_some(game, variant=None, frames=900, size=(1280, 720)):
    app = App(size, headless=True)
    app.catch_errors = False
    table = make_table(app, variant, 4, seed=5, human=None, speed="fast", auto_continue=0.01, game=game)
    app.scenes.push(table)
    for _ in range(frames):
        app.step(DT, events=[])
        if len([line for line in table.log if getattr(line, "turn_of", None) is not None]) >= 5:
            break
    return app, table


@pytest.mark.parametrize("game", ["cabo", "cabanga", "kobito"])
def test_the_felt_gets_the_width_and_the_rail_shows_no_prose_and_no_card(game, monkeypatch):
    """Interim fix 2 of issue 40: the side panel is a slim rail of tabs (history J, help F1,
    menu Esc); the scores and the log are in the drawer, closed by default."""
    app, table = play_some(game)
    try:
        hud = table.hud
        texts: list = []
        real_text = assets.text

        def spy_text(content, *args, **kwargs):
            texts.append(str(content))
            return real_text(content, *args, **kwargs)

        spy_text.cache_clear, spy_text.cache_info = real_text.cache_clear, real_text.cache_info
        monkeypatch.setattr(assets, "text", spy_text)
        drawn_log = []
        monkeypatch.setattr(log_drawer, "draw_log", lambda *a, **k: drawn_log.append(a))
        assets.surfaces.clear()  # the rail composed again under the spies
        table.time += 1.0
        app.draw()
        assert not drawn_log and not hud.drawer.open, "a closed drawer drew the log in words"
        logged = {str(line) for line in table.log} | {str(line).split(". ")[0] + "." for line in table.log}
        assert not logged & set(texts), logged & set(texts)
        lay = table.layout()
        width = app.screen.get_width()
        assert lay.panel.w <= width * 0.06 and lay.play.w == width - lay.panel.w  # the felt gets the width
        tabs = hud.drawer.tabs
        assert sorted(tabs) == ["help", "history", "menu"] and hud.drawer.tab == tabs["history"]
        assert all(lay.panel.contains(rect) for rect in tabs.values())
        assert tabs["history"].bottom < tabs["help"].top < tabs["help"].bottom < tabs["menu"].top
    finally:
        pygame.quit()


def test_j_opens_and_closes_the_drawer_and_so_do_the_tab_esc_and_a_click_outside(drawn_texts):
    app, table = play_some("cabanga")
    try:
        drawer = table.hud.drawer
        assert not drawer.open
        table.speed_name = "slow"  # the table waits while the drawer is looked at
        drawn_texts.clear()
        app.step(0, events=[key(pygame.K_j)])
        assert drawer.open
        for _ in range(20):
            app.step(DT, events=[])
        lay = table.layout()
        assert drawer.rect is not None and drawer.rect.x >= lay.play.x and drawer.rect.right == lay.panel.x
        # the whole recent log in words: every word of its newest lines is drawn in the drawer
        words = {word for text in drawn_texts for word in text.split()}
        newest = [str(line) for line in table.log[-4:]]
        assert all(set(line.split()) <= words for line in newest), (newest, sorted(words))
        app.step(0, events=[key(pygame.K_j)])
        assert not drawer.open
        app.step(DT, events=[])
        app.step(0, events=[click(drawer.tab.center)])  # the History tab
        assert drawer.open and app.scenes.top is table
        for _ in range(20):
            app.step(DT, events=[])
        app.step(0, events=[click(drawer.rect.center)])  # a click inside keeps it open
        assert drawer.open
        app.step(0, events=[key(pygame.K_ESCAPE)])
        assert not drawer.open and app.scenes.top is table  # Esc closed the drawer, not the table
        app.step(0, events=[key(pygame.K_j)])
        app.step(0, events=[click((lay.play.x + 20, lay.play.bottom - 20))])  # outside
        assert not drawer.open and app.scenes.top is table
        for _ in range(20):
            app.step(DT, events=[])
        assert drawer.rect is None  # slid away
    finally:
        pygame.quit()


@pytest.mark.parametrize("game", ["cabo", "kobito"])
def test_the_rails_help_and_menu_tabs_open_the_help_and_the_pause_menu(game):
    """The rail's other tabs act as F1 and Esc; its history tab opens and closes the drawer, whose
    head and score pad name every seat."""
    app, table = play_some(game)
    try:
        app.step(DT, events=[])
        tabs = table.hud.drawer.tabs
        app.step(0, events=[click(tabs["help"].center)])
        assert getattr(app.scenes.top, "route", "") == "help", app.scenes.stack
        app.step(0, events=[key(pygame.K_ESCAPE)])
        assert app.scenes.top is table
        app.step(0, events=[click(tabs["menu"].center)])
        assert getattr(app.scenes.top, "route", "") == "pause", app.scenes.stack
        app.step(0, events=[key(pygame.K_ESCAPE)])
        assert app.scenes.top is table
        drawer = table.hud.drawer
        app.step(0, events=[click(tabs["history"].center)])
        assert drawer.open
        rows = []
        drawer.head = (lambda head: lambda surf, rect: rows.append(rect) or head(surf, rect))(drawer.head)
        drawer.changed = -10.0
        drawer._image = None
        app.step(DT, events=[])
        assert rows and rows[0].size == drawer.rect.size  # the head and score pad drawn across the drawer
        app.step(0, events=[click(tabs["history"].center)])
        assert not drawer.open
    finally:
        pygame.quit()


def test_the_help_lists_the_drawers_key_in_every_game():
    from cabo_desktop.games import get_game
    for name in ("cabo", "cabanga", "kobito"):
        lines = get_game(name).ui().HELP_LINES
        assert any("J" in k.split(" / ") and "history" in what for k, what in lines), name


def test_the_drawer_is_composed_once_per_log_change():
    app, table = play_some("kobito", frames=200)
    try:
        drawer = table.hud.drawer
        drawer.set_open(True)
        drawer.changed = -10.0  # all the way out
        composed = []
        real = drawer.compose
        drawer.compose = lambda size, log: composed.append(len(log)) or real(size, log)
        for _ in range(5):
            app.draw()
        assert len(composed) <= 1
        table.log.append(LogLine("A new line."))
        app.draw()
        app.draw()
        assert len(composed) <= 2 and composed[-1] == len(table.log)
    finally:
        pygame.quit()


def test_a_hot_seat_panel_and_drawer_show_no_card_the_seat_at_the_screen_may_not_see(monkeypatch):
    from cabo_desktop.games.cabo.rules.actions import CALL_CABO
    from cabo_desktop.games.cabo.rules.state import Phase
    from cabo_desktop.games.cabo.table import hud as cabo_hud
    from cabo_desktop.ui.scenes.hand_off import HandOffScene
    from cabo_desktop.ui.table_base import PUBLIC_EYE
    from tests.hidden_cards import allowed_faces

    app = App((1280, 720), headless=True)
    app.prefs = app.prefs.changed(confirm_cabo=False)
    try:
        table = new_table(app, "cabo", "official", [("Ann", "human"), ("Bob", "human"), ("Pip", "casual")],
                          seed=3, speed="fast", auto_continue=0.01)
        app.scenes.push(table)
        seen: list = []
        real = cabo_hud.card_chip

        def spy_chip(card, size):
            seen.append(card)
            return real(card, size)

        monkeypatch.setattr(cabo_hud, "card_chip", spy_chip)
        table.hud.drawer.chip = spy_chip
        rng = random.Random(3)
        known = {0: Counter(), 1: Counter(), PUBLIC_EYE: Counter()}
        checked = 0
        events: list = []
        for _ in range(6000):
            if table.state.over or table.state.history:
                break  # the first round only: what each eye may know is counted within it
            app.step(DT, events=events)
            events = []
            for k in known:
                known[k] |= allowed_faces(table.state, k)
            if isinstance(app.scenes.top, HandOffScene):
                table.hud.drawer.open = False
                events = [key(pygame.K_SPACE)]
                continue
            if table.human is not None and not table.hud.drawer.open:
                table.hud.drawer.set_open(True)  # the drawer open over each person's turn
            excess = set(seen) - set(known[table.eye])
            assert not excess, f"eye {table.eye} was shown {excess}"
            checked += len(seen)
            seen.clear()
            if table.human_to_act() and not table.animating:
                if table.state.round.phase == Phase.INITIAL_PEEK:
                    events = [key(pygame.K_1), key(pygame.K_2)]
                else:
                    legal = [a for a in table.controls.legal() if a != CALL_CABO]
                    table.play(rng.choice(legal))
        assert checked > 20
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
def test_the_drawers_words_fit_it_in_every_language_at_1024x600(language, monkeypatch):
    import sys
    from pathlib import Path
    from cabo_desktop import i18n
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
    import catalogs
    catalogs.compile_catalogs()
    i18n.set_language(language)
    try:
        app, table = play_some("cabanga", size=(1024, 600))
        drawer = table.hud.drawer
        drawer.set_open(True)
        drawer.changed = -10.0
        drawn: list = []
        real = assets.text

        def spy(content, size, *args, **kwargs):
            image = real(content, size, *args, **kwargs)
            drawn.append((content, size, image.get_width()))
            return image

        spy.cache_clear, spy.cache_info = real.cache_clear, real.cache_info
        monkeypatch.setattr(assets, "text", spy)
        app.draw()
        assert drawer.rect is not None and drawer.rect.x >= 0
        assert drawer.rect.right <= table.layout().panel.x
        words = [(c, s, w) for c, s, w in drawn if c.strip()]
        assert any(c == i18n._("History") for c, _s, _w in words)
        assert len(words) > 10  # the log's lines, not only the head
        too_wide = [(c, w) for c, _s, w in words if w > drawer.rect.w - 24]
        assert not too_wide, too_wide
        assert min(s for _c, s, _w in words) >= 12
    finally:
        i18n.set_language("en")
        pygame.quit()


def test_the_wheel_scrolls_the_drawer_back_through_a_long_log():
    app, table = play_some("cabanga", size=(1024, 600))
    try:
        for k in range(80):
            table.log.append(LogLine(f"Filler line number {k} of a long game."))
        drawer = table.hud.drawer
        drawer.set_open(True)
        drawer.changed = -10.0
        app.draw()
        assert drawer.scroll == 0 and not drawer.whole
        shown = []
        real = log_drawer.draw_log

        def spy(surface, area, size, log, face, chip):
            shown.append(list(log))
            return real(surface, area, size, log, face, chip)

        log_drawer.draw_log = spy
        try:
            wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            app.step(0, events=[wheel])
            assert drawer.scroll == 3
            app.draw()
        finally:
            log_drawer.draw_log = real
        assert shown and shown[-1][-1] == table.log[-4]  # the three newest lines scrolled past
        down = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        app.step(0, events=[down, down])
        assert drawer.scroll == 0
        app.step(0, events=[key(pygame.K_j)])
        app.step(0, events=[key(pygame.K_j)])
        assert drawer.open and drawer.scroll == 0  # opened again at the newest line
    finally:
        pygame.quit()
