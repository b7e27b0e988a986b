"""The title screen's Tutorial button asks which game to learn (issue 36, item 13): every game at
the table has a tutorial; keys 1-3, the arrows and Enter, or a click start one; the game last set
up has the focus; Esc goes back."""

import pygame
import pytest

from cabo_desktop.games import table_game_names
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui.tables import tutorial_games

DT = 1 / 60


@pytest.fixture
def app():
    a = App((1024, 600), headless=True)
    a.catch_errors = False
    a.scenes.push(TitleScene(a))
    a.step(DT, events=[])
    yield a
    pygame.quit()


def press(app, code, ch=""):
    app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=ch, scancode=0)])


def test_every_game_at_the_table_has_a_tutorial():
    assert [name for name, _title, _about in tutorial_games()] == list(table_game_names())
    assert all(about for _name, _title, about in tutorial_games())


def test_keys_arrows_and_esc(app):
    press(app, pygame.K_t, "t")
    chooser = app.scenes.top
    assert chooser.route == "tutorial_choice"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene) and len(app.scenes.stack) == 1
    press(app, pygame.K_t, "t")
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    table = app.scenes.top
    assert table.game.name == "kobito" and type(table).__name__ == "TutorialScene"
    assert [type(s).__name__ for s in app.scenes.stack] == ["TitleScene", "TutorialScene"]  # the chooser made way


def test_the_game_last_set_up_has_the_focus_and_a_click_starts_one(app):
    app.prefs = app.prefs.changed(default_game="cabanga")
    press(app, pygame.K_t, "t")
    chooser = app.scenes.top
    app.step(DT, events=[])  # drawn: the buttons have their places
    assert chooser.menu.focus == 1 and chooser.menu.buttons[1].primary
    press(app, pygame.K_RETURN)
    assert app.scenes.top.game.name == "cabanga"
    app.scenes.pop()
    press(app, pygame.K_t, "t")
    chooser = app.scenes.top
    app.step(DT, events=[])
    target = chooser.menu.buttons[0].rect.center
    app.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=target)])
    assert app.scenes.top.game.name == "cabo"
    assert not app.errors


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_each_game_is_a_poster_in_a_row_and_the_arrows_walk_them(size):
    """The chooser shows the games as the title does (issue 40, item 4): a poster each, side by
    side, filling the window's width, Back below; Left/Right move the focus along the row."""
    from cabo_desktop.ui.shell_art import PosterButton
    a = App(size, headless=True)
    try:
        a.catch_errors = False
        chooser = a.nav.push("tutorial_choice")
        a.step(DT, events=[])
        posters = chooser.menu.buttons[:-1]
        assert all(isinstance(p, PosterButton) for p in posters) and len(posters) == 3
        assert len({p.rect.y for p in posters}) == 1 and all(p.rect.w >= size[0] * 0.25 for p in posters)
        assert all(p.rect.h >= size[1] * 0.55 for p in posters)
        assert all(chooser.back.rect.top > p.rect.bottom for p in posters)
        assert pygame.Rect((0, 0), size).contains(posters[0].rect.unionall([p.rect for p in posters]))
        chooser.menu.focus = 0
        press(a, pygame.K_RIGHT)
        press(a, pygame.K_RIGHT)
        assert chooser.menu.focus == 2
        press(a, pygame.K_LEFT)
        assert chooser.menu.focus == 1
        a.step(DT, events=[])
        focused = pygame.transform.average_color(a.screen, posters[1].rect.inflate(-20, -20))
        press(a, pygame.K_LEFT)
        a.step(DT, events=[])
        plain = pygame.transform.average_color(a.screen, posters[1].rect.inflate(-20, -20))
        assert sum(focused[:3]) > sum(plain[:3]) + 20  # the focused poster is the lit one
    finally:
        pygame.quit()
