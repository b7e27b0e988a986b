"""The scores-and-history drawer (issue 40, interim fix 2): on walnut, sliding out over the felt
from under the side rail (ui/table_rail.py), the game's name and round on its head plate, the
score pad, then the table's log in words (ui/table_log.draw_log). The rail's history tab or J
opens it; J, Esc or a click outside closes it; the mouse wheel scrolls back through the log; the
rail's help and menu tabs act as F1 and Esc. Composed once per opening, scroll, score and log
change; each frame blits it."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ..i18n import _, current_language
from . import assets
from .scene import Intent
from .table_log import draw_log, log_rows
from .theme import DIM, GOLD, px

KEY = "j"  # free at every game's table (the games' keys: D T X A C K P S L R H E W, digits)
SLIDE = 0.25  # seconds the drawer takes to open or close (docs/look.md, Motion)


class LogDrawer:
    """The drawer of one table (`table`: its `log`, `eye`, `time`, `layout()`); `face(seat, h)` is
    a seat's portrait and `chip(card, size)` a small card, as the panel's log drew them; `head`
    draws the head plate and the score pad at the top of a rect and returns the y under them,
    `head_key()` says when what it draws changed (the hud's)."""

    def __init__(self, table, face: Callable[[int, int], pygame.Surface], chip: Callable[[Any, tuple[int, int]], pygame.Surface],
                 head: Callable[[pygame.Surface, pygame.Rect], int] | None = None,
                 head_key: Callable[[], tuple] | None = None):
        self.table = table
        self.face = face
        self.chip = chip
        self.head = head
        self.head_key = head_key
        self.open = False
        self.changed = -10.0  # table time of the last opening or closing
        self.tab: pygame.Rect | None = None  # the rail's history tab, in window coordinates
        self.tabs: dict[str, pygame.Rect] = {}  # every rail tab by name (history, help, menu), window coordinates
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
        if kind == "click" and intent.pos is not None:
            hit = next((name for name, rect in self.tabs.items() if rect.collidepoint(intent.pos)), None)
            if hit is None and self.tab is not None and self.tab.collidepoint(intent.pos):
                hit = "history"
            if hit == "history":
                self.toggle()
                return True
            if hit in ("help", "menu"):  # as F1 and Esc (the table's own handling)
                self.set_open(False)
                self.table.handle(Intent("help" if hit == "help" else "back"))
                return True
        if not self.open:
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
        """The open drawer's place: the window's height but a margin, its right edge on the rail's
        left edge, 300 px wide at 600 px tall to 380 at 1080 (within the felt)."""
        panel, play = lay.panel, lay.play
        m = px(6)
        w = min(play.w - px(24), max(px(300), min(px(380), int(panel.h * 0.47))))
        return pygame.Rect(panel.x - w, panel.y + m, w, panel.h - 2 * m)

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
        key = (tuple(size), len(log), log[-1] if log else "", id(log), current_language(), self.scroll,
               self.head_key() if self.head_key is not None else ())
        if self._image is None or key != self._key:
            self._key, self._image = key, self.compose(size, log[:len(log) - self.scroll])
        return self._image

    def compose(self, size: tuple[int, int], log) -> pygame.Surface:
        """The drawer's picture at `size`: walnut with a dark rim, the head plate and the score pad
        (`head`), "History" in gold and how to close it, then the log in words (newest at the
        bottom)."""
        from .table_kit import side_panel
        w, h = size
        surf = pygame.Surface(size).convert()
        surf.blit(side_panel(size), (0, 0))
        pygame.draw.rect(surf, (24, 15, 9), surf.get_rect(), px(2))
        pygame.draw.line(surf, GOLD, (px(10), px(2)), (w - px(10), px(2)), px(1))
        big = max(px(16), min(px(24), h // 34))
        y = self.head(surf, pygame.Rect(0, 0, w, h)) + px(4) if self.head is not None else 0
        title = assets.fit_line(_("History"), big, w - px(24), GOLD, True)
        surf.blit(title, (px(14), y + px(10)))
        # TRANSLATORS: how to close the history drawer: its key, Esc, or a click outside it
        hint = assets.fit_line(_("J or Esc closes"), max(px(12), big - px(4)), w - px(40) - title.get_width(), DIM)
        surf.blit(hint, hint.get_rect(bottomright=(w - px(14), y + px(10) + title.get_height() - px(2))))
        top = y + px(14) + title.get_height()
        pygame.draw.line(surf, (118, 86, 52), (px(12), top), (w - px(12), top), px(1))
        body = max(px(14), min(px(18), h // 44))
        area = pygame.Rect(0, top + px(4), w - px(4), h - top - px(14))
        draw_log(surf, area, body, log, self.face, self.chip)
        line_h = assets.font(body).get_linesize()
        _rows, room = log_rows(log, body, area, lambda card: self.chip(card, (max(px(12), line_h), line_h + px(2))).get_width())
        self.whole = room == 0 and len(log) <= 60  # draw_log shows at most the last 60 lines
        return surf
