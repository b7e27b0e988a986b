"""F1: the keys of the screen below (a table's own lines), over it; any key closes it."""

from __future__ import annotations

import pygame

from .. import assets
from ..scene import Intent, Scene
from ..theme import GOLD, WHITE
from ..widgets import dim, panel


class HelpScene(Scene):
    opaque = False

    def __init__(self, app, lines=()):
        super().__init__(app)
        self.lines = list(lines)

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("back", "help", "click", "confirm", "space"):
            self.app.nav.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - 40, 980), min(h - 20, 80 + 29 * len(self.lines)))
        box.center = (w // 2, h // 2)
        panel(surface, box)
        title = assets.text("Keys", 26, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
        y = box.y + 56
        for key, what in self.lines:
            surface.blit(assets.text(key, 17, GOLD, True), (box.x + 24, y))
            surface.blit(assets.fit_text(what, 17, box.w - 230, WHITE), (box.x + 200, y))
            y += 29
