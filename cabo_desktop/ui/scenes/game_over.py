"""The end of the game, over the table: the winner, the final score sheet, New game or Title."""

from __future__ import annotations

import pygame

from ...i18n import _
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD
from ..score_sheet import draw_sheet
from ..widgets import Backdrop, Button, Menu, lay_out_row, panel


class GameOverScene(Scene):
    """`table` gives `game_over_report()`, `play_area()` and `help_lines()`."""

    @property
    def opaque(self) -> bool:  # once the table below is kept as a backdrop, it need not be drawn
        return self.backdrop.ready(self.app.size)

    fills_screen = opaque  # ... and the backdrop covers the whole window

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.backdrop = Backdrop()
        self.age = 0.0
        self.report = table.game_over_report()
        back_to_room = getattr(table, "back_to_room", None)  # a network game: its room stays open
        self.menu = Menu([
            Button(_("Back to the room"), back_to_room, "n", primary=True) if back_to_room is not None else
            Button(_("New game"), self._new_game, "n", primary=True),
            # TRANSLATORS: the button back to the title screen
            Button(_("Title"), lambda: app.nav.clear_to("title"), "t"),
        ])
        app.play_sound("round_end")

    def _new_game(self) -> None:
        self.app.nav.clear_to("title")
        self.app.nav.push("setup", game=self.table.game.name)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "help":
            self.app.nav.push("help", lines=self.table.help_lines(), area=self.table.play_area())
            return
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        self.age += dt
        after_the_end = getattr(self.table, "after_the_end", None)  # a network game still hears its room
        if after_the_end is not None:
            after_the_end()

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, 150, keep=self.age > 0.15)
        w, h = surface.get_size()
        play = self.table.play_area()
        report = self.report
        box = pygame.Rect(0, 0, min(play.w - 40, 860), min(h - 40, 190 + 25 * (len(report.sheet.names) + 1)))
        box.center = play.center
        panel(surface, box)
        img = assets.fit_text(report.headline, 38, box.w - 30, GOLD, True, display=True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 16)))
        sub = assets.fit_text(report.subline, 16, box.w - 30, DIM)
        surface.blit(sub, sub.get_rect(midtop=(box.centerx, box.y + 16 + img.get_height() + 4)))
        y = box.y + 30 + img.get_height() + sub.get_height()
        draw_sheet(surface, pygame.Rect(box.x + 30, y, box.w - 60, box.bottom - y - 70), report.sheet, 17)
        row = pygame.Rect(box.x + 20, box.bottom - 58, box.w - 40, 42)
        lay_out_row(self.menu.buttons, row, 220)
        self.menu.draw(surface)
