"""Tutorial on the title screen: which game to learn, one button each with a line about it (the
game last set up has the focus), Back; keys 1-3, arrows and Enter, Esc, or the mouse."""

from __future__ import annotations

import pygame

from ...i18n import _
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WHITE, px
from ..widgets import Button, Menu, panel, wrap_text


class TutorialChoiceScene(Scene):
    fills_screen = True

    def __init__(self, app):
        super().__init__(app)
        from ..tables import tutorial_games
        self.games = tutorial_games()
        buttons = [Button(title, lambda name=name: self.start(name), str(k + 1))
                   for k, (name, title, _about) in enumerate(self.games)]
        self.back = Button(_("Back"), app.nav.pop, "escape")
        self.menu = Menu(buttons + [self.back])
        last = getattr(getattr(app, "prefs", None), "default_game", None)  # the game last set up
        names = [name for name, _title, _about in self.games]
        self.menu.focus = names.index(last) if last in names else 0
        buttons[self.menu.focus].primary = True  # Enter starts it

    def start(self, game: str) -> None:
        # the chooser makes way for the tutorial: its end goes back to the title below
        self.app.nav.replace("tutorial", game=game)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.nav.pop()
            return
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        button_h = max(px(36), min(px(48), h // 14))
        box_w = min(w - px(40), px(640))
        abouts = [wrap_text(about, px(14), box_w - px(40), indent="")[:2] for _name, _title, about in self.games]
        line_h = assets.font(px(14)).get_linesize()
        row_h = button_h + 2 * line_h + px(12)
        box = pygame.Rect(0, 0, box_w, px(120) + row_h * len(self.games) + button_h + px(20))
        box.center = (w // 2, h // 2)
        panel(surface, box)
        title = assets.title_text(_("Tutorial"), max(px(30), h // 20), GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px(14))))
        question = assets.fit_text(_("Which game would you like to learn?"), px(17), box.w - px(40), WHITE)
        surface.blit(question, question.get_rect(midtop=(box.centerx, box.y + px(24) + title.get_height())))
        y = box.y + px(100)
        button_w = min(box.w - px(80), px(420))
        for button, lines in zip(self.menu.buttons, abouts):
            button.rect = pygame.Rect(box.centerx - button_w // 2, y, button_w, button_h)
            for k, words in enumerate(lines):
                line = assets.fit_text(words, px(14), box.w - px(40), DIM)
                surface.blit(line, line.get_rect(midtop=(box.centerx, button.rect.bottom + px(4) + k * line_h)))
            y += row_h
        self.back.rect = pygame.Rect(box.centerx - px(90), y + px(4), px(180), button_h - px(4))
        self.menu.draw(surface)
