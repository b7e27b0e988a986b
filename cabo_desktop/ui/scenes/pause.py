"""Esc during a game: Resume, Save game, Rules, Settings, Quit to title, over the table."""

from __future__ import annotations

import pygame

from ...i18n import _, data_text
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, px
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

    def context(self) -> str:
        """The game paused, in a line: its variant and round ("CABO (official 2019 rules) · Round 2")."""
        variant = getattr(self.table, "variant", None)
        words = [data_text(variant.title)] if getattr(variant, "title", None) else []
        round_no = getattr(getattr(self.table, "view", None), "round_no", None)
        if isinstance(round_no, int) and round_no > 0:
            words.append(_("Round {n}").format(n=round_no))
        return " · ".join(words)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        w, h = surface.get_size()
        context = self.context()
        top = px(104 if context else 76)  # the title, the game's line under it and a gold rule
        box = pygame.Rect(0, 0, px(460), top + px(54 * len(self.menu.buttons) + 14 + (30 if self.message else 0)))
        box.center = (w // 2, h // 2)
        panel(surface, box)
        title = assets.title_text(_("Paused"), px(36), GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px(14))))
        if context:
            line = assets.fit_line(context, px(15), box.w - px(48), DIM)
            surface.blit(line, line.get_rect(midtop=(box.centerx, box.y + px(14) + title.get_height() + px(2))))
        rule_y = box.y + top - px(12)
        pygame.draw.line(surface, (176, 146, 76), (box.x + px(40), rule_y), (box.right - px(40), rule_y), px(1))
        lay_out_column(self.menu.buttons, (box.centerx, box.y + top + px((54 * len(self.menu.buttons)) // 2)),
                       px(320), px(44), px(10))
        self.menu.draw(surface)
        if self.message:
            img = assets.fit_text(self.message, px(15), box.w - px(30), (190, 240, 190))
            surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - px(10))))
