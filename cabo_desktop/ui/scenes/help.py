"""F1: the keys of the screen below (a table's own lines), over its table and never its side
panel; Esc, F1, Space or a click closes it, as its last line says."""

from __future__ import annotations

import pygame

from ...i18n import N_, _
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WHITE
from ..widgets import dim, panel

CLOSE_HINT = N_("Esc, F1, Space or a click closes this help")  # translated where drawn


class HelpScene(Scene):
    opaque = False

    def __init__(self, app, lines=(), area: pygame.Rect | None = None):
        super().__init__(app)
        self.lines = list(lines)
        self.area = area  # where to draw (a table's felt); None: the whole window

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("back", "help", "click", "confirm", "space"):
            self.app.nav.pop()

    def box(self, surface: pygame.Surface) -> tuple[pygame.Rect, int, int]:
        """The panel, its row height and text size: every line fits the area."""
        area = self.area if self.area is not None else surface.get_rect()
        n = max(1, len(self.lines))
        row_h = max(18, min(29, (area.h - 20 - 110) // n))
        size = 17 if row_h >= 26 else 15 if row_h >= 22 else 13
        box = pygame.Rect(0, 0, min(area.w - 30, 980), min(area.h - 20, 110 + row_h * n))
        box.center = area.center
        return box, row_h, size

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, rect=self.area)
        box, row_h, size = self.box(surface)
        panel(surface, box)
        title = assets.title_text(_("Keys"), 28, GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
        key_w = max((assets.font(size, True).size(key)[0] for key, _what in self.lines), default=0) + 24
        y = box.y + 56
        for key, what in self.lines:
            surface.blit(assets.text(key, size, GOLD, True), (box.x + 24, y))
            surface.blit(assets.fit_text(what, size, box.w - 48 - key_w, WHITE), (box.x + 24 + key_w, y))
            y += row_h
        hint = assets.text(_(CLOSE_HINT), 15, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 10)))
