"""Plays a game's tutorial from the title screen with synthetic pygame events (the Tutorial button,
the game chooser, then each step by keys or clicks), checking every frame's coach panel."""

import pygame

from cabo_desktop import i18n
from cabo_desktop.ui import assets
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui.tutorial import SideCoach, TutorialEndScene, fit_coach

DT = 1 / 60
KEYS = {ch: getattr(pygame, f"K_{ch}") for ch in "123456789abcdeflprstw"}


class TutorialDriver:
    def __init__(self, game_key: str, size=(1280, 720), speed="instant"):
        self.app = App(size, headless=True)
        self.app.catch_errors = False
        self.app.settings["speed"] = speed
        self.title = TitleScene(self.app)
        self.app.scenes.push(self.title)
        self.frames(2)
        self.key("t")  # the title screen's Tutorial button
        assert getattr(self.app.scenes.top, "route", "") == "tutorial_choice"
        self.key(game_key)  # which game
        self.table = self.app.scenes.top
        self.coach_rects: list = []

    def frames(self, n=1, events=None, dt=DT):
        for i in range(n):
            self.app.step(dt, events=events if i == 0 else [])
            if hasattr(self, "table") and getattr(self.table, "result", 1) is None:
                self.check_coach()

    def key(self, ch):
        code = KEYS[ch] if len(ch) == 1 else getattr(pygame, f"K_{ch.upper()}")
        self.frames(1, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=ch, scancode=0)], dt=0)

    def click(self, pos):
        self.frames(1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(pos[0]), int(pos[1])))], dt=0)

    def point(self, pos):
        self.frames(1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                           buttons=(0, 0, 0))], dt=0)

    def until_asked(self, limit=6000):
        """Frames until the person is asked for a step (or the end panel is up)."""
        t = self.table
        for _ in range(limit):
            if isinstance(self.app.scenes.top, TutorialEndScene) or t.persons_step() is not None:
                self.frames(1)  # the buttons of the moment are built and drawn
                return
            self.frames(1)
        raise AssertionError(f"the person was never asked (step {t.index})")

    def check_coach(self) -> None:
        """The coach panel lies in the side panel's column, its text inside it."""
        t = self.table
        panel = t.column_layout().panel  # the column right of the table (the rail's place, widened)
        rect, size, lines, _hinted = t.coach_box(panel)
        assert panel.contains(rect), (rect, panel)
        line_h = assets.font(size).get_linesize()
        assert 36 + line_h * len(lines) <= rect.h, ("the text runs out of the panel", t.coach_words())
        assert all(assets.font(size).size(line)[0] <= rect.w - 24 for line in lines), t.coach_words()
        assert t.layout().panel.top >= rect.bottom, "the side panel runs under the coach"
        self.coach_rects.append(rect)

    def finish(self) -> None:
        """Space on the end panel: back to the title the tutorial was started from."""
        assert isinstance(self.app.scenes.top, TutorialEndScene)
        self.frames(20)
        assert "title" in self.table.prompt()
        self.key("space")
        assert self.app.scenes.stack == [self.title]
        assert not self.app.errors

    def close(self):
        pygame.quit()


def every_text_fits(table) -> None:
    """Every step's words (its coach line, its hint, its next words) fit the coach panel."""
    panel = table.column_layout().panel.inflate(-12, -16)  # the coach's room in its column
    room = int(panel.h * SideCoach.COACH_SHARE)
    texts = [text for s in table.steps for text in (s.coach, s.hint, s.then) if text]
    assert len(texts) > 10
    for text in texts:
        size, lines, need = fit_coach(text, panel.w - 24, room)
        assert need <= room, (text, table.app.size)
        assert all(assets.font(size).size(line)[0] <= panel.w - 24 for line in lines), text


def leaks(lines) -> list[str]:
    """Words of plain ASCII letters in text shown in the pseudo-locale: they bypassed translation."""
    import re
    return [w for line in lines for w in re.findall(r"[A-Za-z]{2,}", line)]


def in_pseudo_locale(make_texts) -> list[str]:
    i18n.set_language(i18n.PSEUDO)
    try:
        return make_texts()
    finally:
        i18n.set_language("en")
