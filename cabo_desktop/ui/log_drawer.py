"""The history drawer: the table's whole log in words (ui/table_log.draw_log), on walnut, sliding
out over the felt from under the side panel. The panel's History tab or J opens it; J, Esc or a
click outside closes it; the mouse wheel scrolls back through the log. Composed once per opening,
scroll and log change; each frame blits it."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ..i18n import _, current_language
from . import assets
from .scene import Intent
from .table_log import draw_log, log_rows
from .theme import DIM, GOLD, px

KEY = "j"  # free at every game's table (the games' keys: D T X A C K P S L R H E W, digits)
SLIDE = 0.18  # seconds the drawer takes to open or close


class LogDrawer:
    """The drawer of one table (`table`: its `log`, `eye`, `time`, `layout()`); `face(seat, h)` is
    a seat's portrait and `chip(card, size)` a small card, as the panel's log drew them."""

    def __init__(self, table, face: Callable[[int, int], pygame.Surface], chip: Callable[[Any, tuple[int, int]], pygame.Surface]):
        self.table = table
        self.face = face
        self.chip = chip
        self.open = False
        self.changed = -10.0  # table time of the last opening or closing
        self.tab: pygame.Rect | None = None  # the panel's History tab, in window coordinates
        self.rect: pygame.Rect | None = None  # where the open drawer lies
        self.scroll = 0  # lines of the log's end scrolled past (the wheel), 0: the newest at the foot
        self.whole = True  # the lines drawn reach back to the log's first (nothing further back)
        self._eye: Any = None
        self._key: tuple = ()
        self._image: pygame.Surface | None = None

    # ------------------------------------------------------------ opening and closing

    def toggle(self) -> None:
        """Open it when closed, close it when open."""
        self.set_open(not self.open)

    def set_open(self, value: bool) -> None:
        """Open or close it (it slides from where it is now)."""
        if value != self.open:
            self.open, self.scroll = value, 0
            self.changed = self.table.time
            self._eye = getattr(self.table, "eye", None)

    def shown(self) -> float:
        """How far out it is: 0 closed, 1 open (easing out as it slides)."""
        k = min(1.0, max(0.0, (self.table.time - self.changed) / SLIDE))
        k = 1 - (1 - k) ** 3
        return k if self.open else 1 - k

    def handle(self, intent: Intent) -> bool:
        """The drawer's key, its tab, Esc and a click outside it while open; True when the intent
        was the drawer's (the table does nothing else with it)."""
        kind = intent.kind
        if kind == "key" and intent.key == KEY:
            self.toggle()
            return True
        if not self.open:
            if kind == "click" and self.tab is not None and intent.pos is not None and self.tab.collidepoint(intent.pos):
                self.set_open(True)
                return True
            return False
        if kind == "back":
            self.set_open(False)
            return True
        if kind == "wheel":  # back through the log (up) or toward its end (down), 3 lines a notch
            if intent.key == "up" and self.whole:
                return True  # the first line already shows
            most = max(0, len(self.table.log) - 1)
            self.scroll = max(0, min(most, self.scroll + (3 if intent.key == "up" else -3)))
            return True
        if kind == "click":
            inside = self.rect is not None and intent.pos is not None and self.rect.collidepoint(intent.pos)
            if not inside:
                self.set_open(False)
            return True
        return False

    # ------------------------------------------------------------ drawing

    def area(self, lay) -> pygame.Rect:
        """The open drawer's place: as tall as the side panel, its right edge on the panel's left
        edge, about one and a half panels wide (within the felt)."""
        panel, play = lay.panel, lay.play
        w = min(play.w - px(24), max(px(380), int(panel.w * 1.55)))
        return pygame.Rect(panel.x - w, panel.y, w, panel.h)

    def draw(self, surface: pygame.Surface, lay) -> None:
        """The drawer as far out as it is now; nothing when closed (another person at the screen
        closes it: each sees their own log)."""
        if self.open and getattr(self.table, "eye", None) != self._eye:
            self.open, self.changed = False, -10.0
        out = self.shown()
        if out <= 0:
            self.rect = None
            return
        rect = self.area(lay)
        image = self.image(rect.size)
        x = lay.panel.x - int(rect.w * out)
        self.rect = pygame.Rect(x, rect.y, rect.w, rect.h)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, 0, lay.panel.x, surface.get_height()).clip(clip))
        shadow = assets.drop_shadow((rect.w, rect.h), px(10), 150, px(10))
        surface.blit(shadow, (x - px(10) - px(6), rect.y - px(10) + px(4)))
        surface.blit(image, (x, rect.y))
        surface.set_clip(clip)

    def image(self, size: tuple[int, int]) -> pygame.Surface:
        """The drawer's picture, composed again only when the log, the size or the language changes."""
        t = self.table
        log = t.log
        key = (tuple(size), len(log), log[-1] if log else "", id(log), current_language(), self.scroll)
        if self._image is None or key != self._key:
            self._key, self._image = key, self.compose(size, log[:len(log) - self.scroll])
        return self._image

    def compose(self, size: tuple[int, int], log) -> pygame.Surface:
        """The drawer's picture at `size`: walnut with a dark rim, "History" in gold and how to
        close it, then the log in words as the panel drew it before (newest at the bottom)."""
        from .table_kit import side_panel
        w, h = size
        surf = pygame.Surface(size).convert()
        surf.blit(side_panel(size), (0, 0))
        pygame.draw.rect(surf, (24, 15, 9), surf.get_rect(), px(2))
        pygame.draw.line(surf, GOLD, (px(10), px(2)), (w - px(10), px(2)), px(1))
        big = max(px(16), min(px(24), h // 34))
        title = assets.fit_line(_("History"), big, w - px(24), GOLD, True)
        surf.blit(title, (px(14), px(10)))
        # TRANSLATORS: how to close the history drawer: its key, Esc, or a click outside it
        hint = assets.fit_line(_("J or Esc closes"), max(px(12), big - px(4)), w - px(40) - title.get_width(), DIM)
        surf.blit(hint, hint.get_rect(bottomright=(w - px(14), px(10) + title.get_height() - px(2))))
        top = px(14) + title.get_height()
        pygame.draw.line(surf, (118, 86, 52), (px(12), top), (w - px(12), top), px(1))
        body = max(px(14), min(px(18), h // 44))
        area = pygame.Rect(0, top + px(4), w - px(4), h - top - px(14))
        draw_log(surf, area, body, log, self.face, self.chip)
        line_h = assets.font(body).get_linesize()
        _rows, room = log_rows(log, body, area, lambda card: self.chip(card, (max(px(12), line_h), line_h + px(2))).get_width())
        self.whole = room == 0 and len(log) <= 60  # draw_log shows at most the last 60 lines
        return surf
