"""Tutorial on the title screen: which game to learn, one poster each (the game's colours, name,
fan of cards and a line about it, as on the title; the game last set up has the focus), Back;
keys 1-3, arrows and Enter, Esc, or the mouse."""

from __future__ import annotations

import pygame

from ...i18n import _
from .. import assets
from ..scene import Intent, Scene
from ..shell_art import GameLook, PosterButton, tag_plate
from ..theme import GOLD, WHITE, px
from ..widgets import Button, Menu


class TutorialChoiceScene(Scene):
    fills_screen = True

    def __init__(self, app):
        super().__init__(app)
        from ..tables import tutorial_games
        self.games = tutorial_games()
        buttons = [PosterButton(GameLook(name), lambda name=name: self.start(name), k + 1)
                   for k, (name, _title, _about) in enumerate(self.games)]
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
        if intent.kind in ("left", "right"):  # the posters stand in a row
            intent = Intent("up" if intent.kind == "left" else "down")
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        """The title and the question, the games' posters in a row, Back under them."""
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        rail = assets.rail_width((w, h))
        title = assets.title_text(_("Tutorial"), max(px(30), h // 14), GOLD)
        surface.blit(title, title.get_rect(midtop=(w // 2, rail + h // 40)))
        size = max(px(16), min(px(24), h // 36))
        question = assets.fit_text(_("Which game would you like to learn?"), size, w - px(80), WHITE)
        spot = question.get_rect(midtop=(w // 2, rail + h // 40 + title.get_height() + px(6)))
        surface.blit(tag_plate(spot.inflate(px(28), px(10)).size), spot.inflate(px(28), px(10)).topleft)
        surface.blit(question, spot)
        back_h = max(px(36), min(px(52), h // 15))
        self.back.rect = pygame.Rect(0, 0, min(px(260), w // 4), back_h)
        self.back.rect.midbottom = (w // 2, h - rail - max(px(14), h // 30))
        top = spot.bottom + px(22)
        room = self.back.rect.top - px(24) - top
        count = len(self.games)
        gap = max(px(16), w // 50)
        tile_w = min(px(560), (w - 2 * (rail + px(20)) - gap * (count - 1)) // max(1, count))
        tile_h = min(room, int(tile_w * 1.25))
        left = w // 2 - (tile_w * count + gap * (count - 1)) // 2
        for k, button in enumerate(self.menu.buttons[:count]):
            button.rect = pygame.Rect(left + k * (tile_w + gap), top + (room - tile_h) // 2, tile_w, tile_h)
        self.menu.draw(surface)
