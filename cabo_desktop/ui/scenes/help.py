"""F1: the keys of the screen below (a table's own lines), over its table and never its side
panel; Esc, F1, Space or a click closes it, as its last line says."""

from __future__ import annotations

import pygame

from ...i18n import N_, _
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WHITE, px
from ..widgets import dim, panel, wrap_text

KEYCAP, KEYCAP_RIM = (70, 50, 34), (150, 122, 66)  # a key's leather cap and its rim (docs/look.md)
CLOSE_HINT = N_("Esc, F1, Space or a click closes this help")  # translated where drawn


class HelpScene(Scene):
    """The keys overlay: each key on a leather cap, what it does beside it, wrapped to the panel."""

    opaque = False

    def __init__(self, app, lines=(), area: pygame.Rect | None = None):
        super().__init__(app)
        self.lines = list(lines)
        self.area = area  # where to draw (a table's felt); None: the whole window

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("back", "help", "click", "confirm", "space"):
            self.app.nav.pop()

    def box(self, surface: pygame.Surface) -> tuple[pygame.Rect, int, int]:
        """The panel, the height of its rows (all of them) and the text size: the largest size at
        which every line, wrapped, fits the area (never smaller than a legible 13 px)."""
        area = self.area if self.area is not None else surface.get_rect()
        width = min(area.w - px(30), px(980))
        for size in (px(17), px(15), px(14), px(13)):
            rows = self.rows(size, width)
            height = sum(len(lines) for _key, lines in rows) * assets.font(size).get_linesize() + px(6) * len(rows)
            if px(110) + height <= area.h - px(20) or size == px(13):
                break
        box = pygame.Rect(0, 0, width, min(area.h - px(20), px(110) + height))
        box.center = area.center
        return box, height, size

    def rows(self, size: int, width: int) -> list[tuple[str, list[str]]]:
        """Each key with its words wrapped to the panel (Ukrainian words are long: they wrap, they
        are not shrunk out of sight)."""
        key_w = max((assets.font(size, True).size(key)[0] for key, _what in self.lines), default=0) + px(24)
        return [(key, [line.strip() for line in wrap_text(what, size, width - px(48) - key_w, indent="")])
                for key, what in self.lines]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, rect=self.area)
        box, _height, size = self.box(surface)
        panel(surface, box)
        title = assets.title_text(_("Keys"), px(28), GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px(12))))
        key_w = max((assets.font(size, True).size(key)[0] for key, _what in self.lines), default=0) + px(24)
        line_h = assets.font(size).get_linesize()
        rule_y = box.y + px(52)
        pygame.draw.line(surface, (176, 146, 76), (box.x + px(40), rule_y), (box.right - px(40), rule_y), px(1))
        y = box.y + px(56)
        for key, lines in self.rows(size, box.w):
            cap = assets.text(key, size, GOLD, True)  # the key on a leather keycap
            chip = cap.get_rect(topleft=(box.x + px(24), y)).inflate(px(10), px(2))
            pygame.draw.rect(surface, KEYCAP, chip, border_radius=px(5))
            pygame.draw.rect(surface, KEYCAP_RIM, chip, px(1), border_radius=px(5))
            surface.blit(cap, (box.x + px(24), y))
            for line in lines:
                surface.blit(assets.fit_line(line, size, box.w - px(48) - key_w, WHITE), (box.x + px(24) + key_w, y))
                y += line_h
            y += px(6)
        hint = assets.text(_(CLOSE_HINT), px(15), DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - px(10))))
