"""Title → Join a network game (issue 38): the tables found on this network (LAN discovery; when
it is off, a line says so and nothing is looked for), or a typed `address:port` and room code.

Keys: Tab / Up / Down between the found tables, the fields and the buttons; type in a field
(Backspace deletes); Enter joins (on a found table: that one); Esc goes back. A seat this
player held in that room is taken back with its remembered token (ui/remote_seats.py)."""

from __future__ import annotations

import pygame

from ...core.player_files import name_problem
from ...i18n import _
from ...storage.settings import shown_name
from .. import assets
from ..remote_host import NetRoom, enter_room
from ..remote_seats import SeatKeeper, remember, token_for
from ..remote_words import error_words, status_words
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, INK, WARN, WHITE, px
from ..widgets import Button, draw_focus, draw_title, lay_out_row, panel

FIELDS = ("address", "code", "name")
MAX_FIELD = {"address": 80, "code": 6, "name": 24}
MAX_LISTED = 5


class JoinScene(Scene):
    """Join a room: see the module's docstring. `browser`: a LanBrowser (tests give their own)."""

    fills_screen = True

    def __init__(self, app, browser=None):
        super().__init__(app)
        prefs = getattr(app, "prefs", None)
        from ...net.discovery import LanBrowser
        self.browser = browser if browser is not None else LanBrowser(settings=prefs)
        self.browser.start()
        name = shown_name((app.settings.get("player_name") or getattr(prefs, "player_name", "") or "").strip())
        self.values = {"address": "", "code": "", "name": name[:MAX_FIELD["name"]]}
        self.focus = 0  # over the found tables, then the fields, then the buttons
        self.messages: list[str] = []
        self.pending = None  # the RemoteSeat being seated
        self.buttons = [Button(_("Join"), self.join, "enter", primary=True), Button(_("Back"), self.back, "escape")]
        self.field_rects: dict[str, pygame.Rect] = {}
        self.table_rects: list[pygame.Rect] = []

    # ------------------------------------------------------------ the form

    def found(self) -> list:
        return list(self.browser.tables())[:MAX_LISTED] if self.browser.enabled else []

    def stops(self) -> list[tuple[str, object]]:
        """Where Tab goes, in order: each found table, each field, each button."""
        return ([("table", t) for t in self.found()] + [("field", f) for f in FIELDS]
                + [("button", b) for b in self.buttons])

    def focused(self) -> tuple[str, object]:
        stops = self.stops()
        self.focus %= len(stops)
        return stops[self.focus]

    def focus_on(self, kind: str, what: object) -> None:
        self.focus = next((k for k, stop in enumerate(self.stops()) if stop == (kind, what)), self.focus)

    def pick(self, table) -> None:
        """A found table fills the address and code, and is joined."""
        self.values["address"], self.values["code"] = table.endpoint, table.room
        self.join()

    def problem(self) -> str:
        """What keeps the form from joining ("" when nothing)."""
        from ...net.protocol import is_code
        if not self.values["address"].strip():
            return _("Type the server's address and port, e.g. 192.168.1.20:8765.")
        if not is_code(self.values["code"]):
            return _("A room code is 6 letters and digits, as the host's screen shows it.")
        if name_problem(self.values["name"].strip(), MAX_FIELD["name"]):
            return _("Type your name (up to 24 characters).")
        return ""

    def join(self) -> None:
        if self.pending is not None:
            return
        problem = self.problem()
        if problem:
            self.messages = [problem]
            return
        from ...net.remote_seat import RemoteSeat
        self.messages = []
        address, code = self.values["address"].strip(), self.values["code"]
        # our seat in that room, if we held one: the server gives it back for its token
        self.pending = RemoteSeat(address, name=self.values["name"].strip(), code=code,
                                  token=token_for(address, code))

    def back(self) -> None:
        if self.pending is not None:
            self.pending.close()
            self.pending = None
        self.browser.close()
        self.app.nav.pop()

    # ------------------------------------------------------------ frames and input

    def update(self, dt: float) -> None:
        link = self.pending
        if link is None:
            return
        link.poll()
        if link.welcome is not None and link.lobby is not None:
            self.pending = None
            self.browser.close()
            room = NetRoom(link, address=self.values["address"].strip())
            room.extra["keeper"] = SeatKeeper(room.address)
            enter_room(self.app, room)
            self.app.nav.replace("lobby")
        elif link.status == "closed":
            self.pending = None
            self.messages = [error_words(link.error or "unreachable")]
            link.close()
            if link.error == "bad_token":  # that seat is gone: the next Enter joins as a newcomer
                remember(self.values["address"].strip(), self.values["code"], None)

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        stop_kind, what = self.focused()
        if kind == "back":
            self.back()
        elif kind in ("next", "down", "up"):
            self.focus += -1 if kind == "up" else 1
            self.focused()
        elif kind == "confirm":
            if stop_kind == "table":
                self.pick(what)
            elif stop_kind == "button":
                what.action()  # type: ignore[attr-defined]
            else:
                self.join()
        elif kind == "text" and stop_kind == "field":
            self.type_into(str(what), intent.key or "")
        elif kind == "backspace" and stop_kind == "field":
            self.values[str(what)] = self.values[str(what)][:-1]
        elif kind == "click" and intent.pos is not None:
            self.click(intent.pos)

    def type_into(self, name: str, typed: str) -> None:
        if name == "code":
            typed = typed.upper()
        self.values[name] = (self.values[name] + typed)[:MAX_FIELD[name]]

    def click(self, pos: tuple[int, int]) -> None:
        for table, rect in zip(self.found(), self.table_rects):
            if rect.collidepoint(pos):
                self.pick(table)
                return
        for name, rect in self.field_rects.items():
            if rect.collidepoint(pos):
                self.focus_on("field", name)
                return
        for b in self.buttons:
            if b.rect.collidepoint(pos) and b.enabled:
                b.action()
                return

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        top = draw_title(surface, _("Join a network game"))
        # the panel as tall as what it holds (the tables found, three fields, two message lines,
        # the buttons), set a little above the middle of the room under the title: no empty plate
        listed = len(self.found()) if self.browser.enabled else 0
        need = (px(14) + assets.font(px(18), True).get_linesize() + px(6) + (px(34) * listed or px(24)) + px(10)
                + 3 * (px(40) + px(8)) + px(48) + px(60))
        room = h - top - px(16) - assets.rail_width((w, h))
        box = pygame.Rect(0, 0, min(w - px(40), px(760)), min(room, need))
        box.midtop = (w // 2, top + px(8) + max(0, room - need) // 3)
        panel(surface, box)
        stop = self.focused()
        y = box.y + px(14)
        head = assets.fit_text(_("Tables on this network"), px(18), box.w - px(40), GOLD, True)
        surface.blit(head, (box.x + px(20), y))
        y += head.get_height() + px(6)
        self.table_rects = []
        if not self.browser.enabled:
            line = _("Looking for tables on this network is off (Settings); type the address below.")
            img = assets.fit_text(line, px(15), box.w - px(40), DIM)
            surface.blit(img, (box.x + px(24), y))
            y += px(24)
        else:
            tables = self.found()
            if not tables:
                img = assets.fit_text(_("Looking for tables… none found yet."), px(15), box.w - px(40), DIM)
                surface.blit(img, (box.x + px(24), y))
                y += px(24)
            for table in tables:
                rect = pygame.Rect(box.x + px(20), y, box.w - px(40), px(30))
                self.table_rects.append(rect)
                focused = stop == ("table", table)
                pygame.draw.rect(surface, (40, 70, 55) if focused else (28, 52, 42), rect, border_radius=px(8))
                if focused:
                    draw_focus(surface, rect, px(8), 0)
                words = _("{host}'s table · {game} · code {code}").format(host=table.host, game=table.game,
                                                                          code=table.room)
                img = assets.fit_text(words, px(16), rect.w - px(20), WHITE)
                surface.blit(img, img.get_rect(midleft=(rect.x + px(10), rect.centery)))
                y += px(34)
        y += px(10)
        labels = {"address": _("Address and port"), "code": _("Room code"), "name": _("Your name")}
        self.field_rects = {}
        field_h = max(px(32), min(px(40), (box.bottom - y - px(120)) // 3))
        for name in FIELDS:
            label = assets.fit_text(labels[name], px(16), box.w // 3 - px(10), DIM)
            surface.blit(label, label.get_rect(midleft=(box.x + px(24), y + field_h // 2)))
            rect = pygame.Rect(box.x + box.w // 3, y, box.w * 2 // 3 - px(24), field_h)
            self.field_rects[name] = rect
            focused = stop == ("field", name)
            pygame.draw.rect(surface, (250, 240, 200), rect, border_radius=px(8))
            if focused:
                draw_focus(surface, rect, px(10), px(3))
            caret = "|" if focused and (pygame.time.get_ticks() // 500) % 2 == 0 else ""
            img = assets.fit_text(self.values[name] + caret, px(20), rect.w - px(20), INK, True)
            surface.blit(img, img.get_rect(midleft=(rect.x + px(10), rect.centery)))
            y += field_h + px(8)
        lay_out_row(self.buttons, pygame.Rect(box.x + px(20), box.bottom - px(52), box.w - px(40), px(40)), 220)
        for b in self.buttons:
            b.draw(surface, focused=stop == ("button", b))
        lines = list(self.messages[-2:])
        if self.pending is not None:
            lines = [status_words(self.pending.status)]
        for k, line in enumerate(lines):
            img = assets.fit_text(line, px(15), box.w - px(40), WARN if self.pending is None else WHITE)
            surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - px(58 + 20 * k))))
