"""A network room's lobby (issue 38): the room code, large and copyable, the seats filling (name,
person/AI/open, connected, ready), Ready, the host's Start, Leave. The game's table opens over it
when the game starts; after the game a rematch comes back here and keeps the room.

Keys: R ready / not ready, S start (the host), C copy the code, Up/Down/Tab between the buttons,
Enter the focused one, Esc leave."""

from __future__ import annotations

import logging

import pygame

from ...core.feed import Snapshot
from ...i18n import _
from .. import assets
from ..remote_host import announce, leave_room
from ..remote_words import error_words, seat_field, seat_words, status_words
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WARN, WHITE, px
from ..widgets import Button, Menu, draw_title, lay_out_row, panel

log = logging.getLogger(__name__)


class LobbyScene(Scene):
    """The lobby of the window's network room (`app.net_room`)."""

    fills_screen = True

    def __init__(self, app):
        super().__init__(app)
        self.room = getattr(app, "net_room", None)
        self.messages: list[str] = []
        self.ready_button = Button(_("Ready"), self.toggle_ready, "r", primary=True)
        self.start_button = Button(_("Start"), self.start, "s", enabled=False, hint=_("only the host starts"))
        self.menu = Menu([self.ready_button, self.start_button, Button(_("Copy the code"), self.copy_code, "c"),
                          Button(_("Leave"), self.leave, "escape")])
        self.ready = False
        self.table = None  # the table of the game under way (shown over the lobby)
        self.played = False  # a game was played in this room: Start is a rematch

    @property
    def link(self):
        return self.room.link if self.room is not None else None

    # ------------------------------------------------------------ the room

    def lobby(self):
        return getattr(self.link, "lobby", None)

    def seats(self) -> tuple:
        lobby = self.lobby()
        return tuple(getattr(lobby, "seats", ()) or ())

    def is_host(self) -> bool:
        lobby, link = self.lobby(), self.link
        return lobby is not None and link is not None and getattr(link, "seat", None) == lobby.host

    def code(self) -> str:
        welcome = getattr(self.link, "welcome", None)
        return welcome.room if welcome is not None else ""

    def can_start(self) -> bool:
        """The host may start once every other person seated is connected and ready (the AI takes
        the open seats)."""
        if not self.is_host() or getattr(self.lobby(), "started", False):
            return False
        if self.played:
            return True  # a rematch: the same seats
        me = self.link.seat
        return all(seat_field(s, "kind") != "person" or k == me or
                   (seat_field(s, "connected") and seat_field(s, "ready")) for k, s in enumerate(self.seats()))

    # ------------------------------------------------------------ actions

    def toggle_ready(self) -> None:
        if self.link is None:
            return
        self.ready = not self.ready
        self.link.ready(self.ready)

    def start(self) -> None:
        """The host starts (ready at once: pressing Start says so); a rematch after a game."""
        if not self.can_start():
            self.messages = [_("Everyone must be ready before the game starts.")]
            return
        if self.played:
            self.link.rematch()
            return
        self.ready = True
        self.link.ready(True)
        self.link.start()

    def copy_code(self) -> None:
        code = self.code()
        if not code:
            return
        try:
            if not pygame.scrap.get_init():
                pygame.scrap.init()
            pygame.scrap.put_text(code)
            self.messages = [_("The code {code} is copied: paste it to your friends.").format(code=code)]
        except (pygame.error, AttributeError, NotImplementedError):
            self.messages = [_("The code is {code}: tell it to your friends.").format(code=code)]

    def leave(self) -> None:
        if self.link is not None:
            self.link.leave()
        leave_room(self.app)
        self.app.nav.clear_to("title")

    # ------------------------------------------------------------ frames

    def update(self, dt: float) -> None:
        link = self.link
        if link is None:
            return
        for item in link.poll():
            key = getattr(item, "key", None)
            if key and type(item).__name__ == "ServerError":
                self.messages = [error_words(key, getattr(item, "values", None))]
        keeper = self.room.extra.get("keeper")
        if keeper is not None:  # our seat's newest token, to take it back after a restart
            keeper.keep(link)
        if self.table is not None:  # back from a game: its record is kept if it came after the end
            self.table.keep_record()
        if self.room.server is not None and self.code():
            announce(self.room, self.code())
        lobby = self.lobby()
        feed = getattr(link, "feed", None)
        self.start_button.enabled = self.can_start()
        self.start_button.hint = "" if self.is_host() else _("only the host starts")
        self.ready_button.label = _("Not ready") if self.ready else _("Ready")
        if self.is_host() and self.ready_button.enabled:  # the host is ready by hosting: Start is theirs
            self.ready_button.enabled, self.ready_button.primary, self.start_button.primary = False, False, True
            self.menu.focus = self.menu.buttons.index(self.start_button)
        if self.played:
            self.start_button.label = _("Play again")
        if lobby is not None and getattr(lobby, "started", False) and feed is not None and link.seat is not None \
                and any(isinstance(item, Snapshot) for item in feed.items):
            self.open_table()

    def open_table(self) -> None:
        """The game started (or a rematch): its table over the lobby."""
        from ..remote_table import remote_table
        self.ready = False
        try:
            self.table = remote_table(self.app, self.link)
        except (ValueError, LookupError) as exc:  # a room of a game or variant this window cannot draw
            log.warning("the room's table cannot be drawn: %s", exc)
            self.messages = [error_words("unknown_game")]
            self.link.feed.drain()
            return
        self.played = True
        self.app.nav.show(self.table)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.leave()
            return
        self.menu.handle(intent)

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        top = draw_title(surface, _("Network room"))
        # the panel as tall as what it holds (the code, the seats, the note, two message lines and
        # the buttons), in the room under the title, inside the felt: no empty plate
        big_size = max(px(40), min(px(64), h // 10))
        need = (px(26) + assets.font(px(16)).get_linesize() + assets.font(big_size, True, True).get_linesize()
                + px(40) * len(self.seats()) + px(24) + px(48) + px(60))
        room = h - top - px(16) - assets.rail_width((w, h))
        box = pygame.Rect(0, 0, min(w - px(40), px(860)), min(room, need))
        box.midtop = (w // 2, top + px(8) + max(0, room - need) // 3)
        panel(surface, box)
        link = self.link
        status = getattr(link, "status", "closed")
        code = self.code()
        y = box.y + px(10)
        label = assets.fit_text(_("Room code"), px(16), box.w // 2 - px(30), DIM)
        surface.blit(label, (box.x + px(24), y))
        big = assets.title_text(code or "······", big_size, GOLD)
        surface.blit(big, (box.x + px(24), y + label.get_height()))
        right = pygame.Rect(box.centerx + px(10), y + px(4), box.w // 2 - px(34), 0)
        for k, line in enumerate(self.where_lines(status)):
            img = assets.fit_text(line, px(16), right.w, WHITE if k == 0 else DIM)
            surface.blit(img, (right.x, right.y + px(22) * k))
        y += label.get_height() + big.get_height() + px(8)
        pygame.draw.line(surface, (70, 100, 80), (box.x + px(16), y), (box.right - px(16), y), px(1))
        y += px(8)
        row_h = max(px(30), min(px(40), (box.bottom - y - px(132)) // max(1, len(self.seats()))))
        game = self.game()
        for k, entry in enumerate(self.seats()):
            self.draw_seat(surface, pygame.Rect(box.x + px(20), y, box.w - px(40), row_h - px(4)), k, entry, game)
            y += row_h
        note = _("Open seats are played by the AI if nobody takes them when the host starts.")
        img = assets.fit_text(note, px(14), box.w - px(40), DIM)
        surface.blit(img, (box.x + px(24), y + px(4)))
        lay_out_row(self.menu.buttons, pygame.Rect(box.x + px(20), box.bottom - px(52), box.w - px(40), px(40)), 200)
        self.menu.draw(surface)
        lines = self.messages[-2:] or ([error_words(link.error)] if link is not None and link.error else [])
        for k, line in enumerate(lines):
            img = assets.fit_text(line, px(15), box.w - px(40), WARN)
            surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - px(58 + 20 * k))))

    def game(self):
        from ...games import get_game
        lobby = self.lobby()
        return get_game(lobby.game) if lobby is not None else get_game()

    def where_lines(self, status: str) -> list[str]:
        """The connection, where friends join, the game."""
        lines = [status_words(status)]
        room = self.room
        if room is not None and room.server is not None:
            lines.append(_("Friends join this computer's address, port {port}").format(port=room.server.port))
        elif room is not None and room.address:
            lines.append(_("Server {address}").format(address=room.address))
        lobby = self.lobby()
        if lobby is not None:
            timer = getattr(lobby, "turn_seconds", None)
            lines.append(self.game().display_title if not timer else
                         _("{game} · turn timer {n} s").format(game=self.game().display_title, n=timer))
        return lines

    def draw_seat(self, surface: pygame.Surface, rect: pygame.Rect, k: int, entry, game) -> None:
        name, what = seat_words(game, entry)
        mine = k == getattr(self.link, "seat", None)
        host = self.lobby() is not None and k == self.lobby().host
        fill = (40, 70, 55) if mine else (28, 52, 42)
        pygame.draw.rect(surface, fill, rect, border_radius=px(8))
        dot = (140, 230, 150) if seat_field(entry, "ready") or seat_field(entry, "kind") == "ai" else (120, 130, 120)
        pygame.draw.circle(surface, dot, (rect.x + px(14), rect.centery), px(6))
        if mine:
            name = _("{name} (you)").format(name=name)
        if host:
            name = _("{name} · host").format(name=name)
        size = max(px(14), min(px(18), rect.h // 2))
        img = assets.fit_text(name, size, rect.w // 2 - px(40), WHITE, True)
        surface.blit(img, img.get_rect(midleft=(rect.x + px(30), rect.centery)))
        img = assets.fit_text(what, size - px(2), rect.w // 2 - px(10), DIM)
        surface.blit(img, img.get_rect(midleft=(rect.centerx, rect.centery)))
