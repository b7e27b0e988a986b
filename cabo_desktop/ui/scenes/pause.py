"""Esc during a game: Resume, Save game, Rules, Settings, Quit to title, over the table."""

from __future__ import annotations

import pygame

from ...i18n import _
from .. import assets
from ..scene import Intent, Scene
from ..theme import GOLD, px
from ..widgets import Button, Menu, dim, lay_out_column, panel


class PauseScene(Scene):
    """`table` gives `saver` (None when the game is not saved), `game`, `variant` and
    `settings_changed()` (the speed and memory aid may have changed meanwhile)."""

    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        nav = app.nav
        buttons = [Button(_("Resume"), nav.pop, "r", primary=True)]
        if getattr(table, "saver", None) is not None:
            buttons.append(Button(_("Save game"), lambda: nav.push("save_name", table=table), "g"))
        buttons += [
            Button(_("Rules"), lambda: nav.push("rules", variant=table.variant, game=table.game.name), "u"),
            Button(_("Settings"), lambda: nav.push("settings"), "s"),
            Button(_("Quit to title"), lambda: nav.clear_to("title"), "q"),
        ]
        self.menu = Menu(buttons)
        self.message = ""

    def entered(self) -> None:
        self.table.settings_changed()

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.nav.pop()
            return
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, px(460), px(90 + 54 * len(self.menu.buttons) + (30 if self.message else 0)))
        box.center = (w // 2, h // 2)
        panel(surface, box)
        title = assets.title_text(_("Paused"), px(32), GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px(14))))
        lay_out_column(self.menu.buttons, (box.centerx, box.y + px(70 + (54 * len(self.menu.buttons)) // 2)),
                       px(320), px(44), px(10))
        self.menu.draw(surface)
        if self.message:
            img = assets.fit_text(self.message, px(15), box.w - px(30), (190, 240, 190))
            surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - px(10))))
