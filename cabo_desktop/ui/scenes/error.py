"""An unexpected error: a friendly screen with the log's path; the autosave is kept."""

from __future__ import annotations

import pygame

from ...i18n import _
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WHITE, px
from ..widgets import Button, Menu, lay_out_row, wrap_text


class ErrorScene(Scene):
    fills_screen = True

    def __init__(self, app, exc: BaseException, log_path=None):
        super().__init__(app)
        self.exc = exc
        self.log_path = log_path
        self.menu = Menu([
            Button(_("Title screen"), lambda: app.nav.clear_to("title"), "t"),
            Button(_("Quit"), app.quit, "q"),
        ])

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.nav.clear_to("title")
            return
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((40, 22, 22))
        box = pygame.Rect(0, 0, min(w - px(60), px(960)), min(h - px(60), px(460)))
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, (26, 16, 16), box, border_radius=px(14))
        pygame.draw.rect(surface, (230, 140, 110), box, px(2), border_radius=px(14))
        y = box.y + px(20)
        title = assets.fit_text(_("Sorry — something went wrong"), px(32), box.w - px(40), (255, 200, 170), True, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, y)))
        y += title.get_height() + px(16)
        what = f"{type(self.exc).__name__}: {self.exc}"
        paras = [
            (_("Cabo Desktop hit an unexpected error and stopped this screen instead of closing."), WHITE),
            (_("Your game was autosaved after the last move: choose Continue on the title screen to go on."), WHITE),
            (_("The details are in the log file:"), DIM),
            (str(self.log_path) if self.log_path else _("(the log could not be written)"), GOLD),
            (what[:300], DIM),
        ]
        for text, colour in paras:
            for line in wrap_text(text, px(17), box.w - px(48)):
                surface.blit(assets.text(line.strip(), px(17), colour), (box.x + px(24), y))
                y += px(23)
            y += px(8)
        row = pygame.Rect(box.x + px(20), box.bottom - px(62), box.w - px(40), px(44))
        lay_out_row(self.menu.buttons, row, 240)
        self.menu.draw(surface)
