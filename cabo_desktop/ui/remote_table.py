"""A table played over the network: the game's own table scene, run from a seat of a room server
(docs/network.md) instead of a local Session.

`RemoteSource` gives TableBase the surface it uses of a Session (`feed`, `submit`, `refusal`,
`advance`, `window_left`, `issued_action`, `events`, ...) from a client link (net/client.py's
RemoteSeat: `poll()`, `feed`, `submit(action)`, `status`, `lobby`, `record`). It never holds a
state: only its seat's feed, exactly as the server sent it. Saves of a network game are the
server's (the table keeps no autosave); when the game is over, the record the server sends with
`over` goes to this player's replays and statistics.

`RemoteTable` is mixed in front of a game's own table scene (`remote_table(app, link)`): it draws
the connection's status and whose turn it is (a chip over the table) and who is away ("Ann is
away — The Unicorn plays in her place"); its seat source is the RemoteSource.
"""

from __future__ import annotations

import json
import logging
from collections import deque
from typing import Any

import pygame

from ..core.feed import GAME_OVER, NOT_YOUR_TURN, Refusal, Refused, SeatFeed, Snapshot, Update
from ..games import get_game
from ..i18n import _
from . import assets
from .free_felt import obstacles, place
from .remote_words import error_words, seat_field, status_words
from .theme import GOLD, WARN, WHITE, px
from .widgets import wrap_text

log = logging.getLogger(__name__)
EVENTS_KEPT = 200


class RemoteAi:
    """Stands for an AI seat of the room (the server plays it): only its level, for the portrait."""

    def __init__(self, level: str):
        self.level = level


class ActionCount:
    """`actions_taken` of a remote table: its length is the count of actions played; the actions
    themselves are the server's (None here)."""

    def __init__(self) -> None:
        self.seq = 0

    def __len__(self) -> int:
        return self.seq

    def __getitem__(self, index: int) -> None:
        return None


def lobby_of(link: Any) -> dict:
    """The link's latest lobby as a dict (seats, host, game, variant ...)."""
    lobby = getattr(link, "lobby", None) or {}
    if not isinstance(lobby, dict):
        lobby = {key: getattr(lobby, key) for key in ("seats", "host", "game", "variant", "turn_seconds",
                                                       "started", "rematch") if hasattr(lobby, key)}
    return lobby


class RemoteSource:
    """TableBase's seat source for a seat of a room server (see the module's docstring)."""

    def __init__(self, link: Any, game: Any, seat: int, agents: list):
        self.link = link
        self.game = game
        self.seat = seat
        self.agents = agents
        self.saver = None  # a network game is saved by its server
        self.messages: list[str] = []
        self.window_seconds = 0.0
        self.actions_taken = ActionCount()
        self.pending: deque = deque()
        self.refused: list[Refusal] = []
        self.resynced = False
        self.sent_at: int | None = None  # the seq an action was sent at (one action per turn)
        first = None
        for item in self._incoming():
            if isinstance(item, Snapshot):
                first, self.pending = item, deque()
            elif first is not None:
                self.pending.append(item)
        if first is None:
            raise ValueError("the link has no snapshot yet")
        self.own = SeatFeed(seat, first)
        self.own.drain()
        self.actions_taken.seq = first.seq
        self.first = first
        self.initial_events = list(first.events) if first.seq == 0 else []
        self.events: list = list(first.events)

    def _incoming(self) -> list:
        feed = getattr(self.link, "feed", None)
        return feed.drain() if feed is not None else []

    # ------------------------------------------------------------ what TableBase asks

    @property
    def state(self) -> None:
        """A remote table holds no state (the server does)."""
        return None

    @property
    def to_act(self) -> int:
        return self.own.observation.to_act

    @property
    def over(self) -> bool:
        return bool(self.own.observation.over)

    @property
    def seq(self) -> int:
        return self.own.seq

    def feed(self, viewer: int) -> SeatFeed:
        """The seat's own feed: the only one a remote table has."""
        if viewer != self.seat:
            raise LookupError("a remote table has its own seat's feed only")
        return self.own

    def legal(self) -> tuple:
        return self.own.legal

    def refusal(self, seat: int, action: Any) -> Refusal | None:
        """None when the server listed `action`; an action of a listed kind is left to the server
        (some games allow more than they list); anything else is refused here."""
        if self.over:
            return Refusal(GAME_OVER)
        if seat != self.seat or self.to_act != self.seat:
            return Refusal(NOT_YOUR_TURN, {"seat": self.to_act})
        legal = self.own.legal
        if action in legal or any(type(action) is type(other) for other in legal):
            return None
        return Refusal("illegal")

    def submit(self, seat: int, action: Any) -> Refusal | None:
        """Send the seat's action to the server (its answer comes as an update, or a refusal)."""
        why = self.refusal(seat, action)
        if why is not None:
            return why
        if self.sent_at != self.own.seq:  # a doubled click does not send twice
            self.sent_at = self.own.seq
            self.link.submit(action)
        return None

    def replay_into_agents(self, _game: Any) -> list:
        """Joining a game under way: the latest events as this seat saw them (nothing animated)."""
        return list(self.first.events)

    def resync(self) -> None:
        """Nothing to do: the server sends a fresh snapshot when one is needed."""

    def issued_action(self) -> None:
        return None

    def window_left(self, now: float | None = None) -> None:
        return None  # the server times the windows

    def advance(self, now: float, ready: bool = True, pace: float = 1.0, thought: float | None = None) -> bool:
        """Take what the server sent; when the table is ready, one update at a time goes into the
        feed (each move is shown before the next, as at a local table). Returns whether one did."""
        poll = getattr(self.link, "poll", None)
        if poll is not None:
            poll()
        self.pending.extend(self._incoming())
        while ready and self.pending:
            item = self.pending.popleft()
            if isinstance(item, Refused):
                self.refused.append(item.refusal)
                self.sent_at = None
                continue
            self.own.push(item)
            self.actions_taken.seq = self.own.seq
            if isinstance(item, Snapshot):  # back in step after a stale action or a resume
                self.own.drain()
                self.resynced = True
                self.sent_at = None
                continue
            if isinstance(item, Update):
                self.events.extend(item.events)
                del self.events[:-EVENTS_KEPT]
                return True
        return False


# ------------------------------------------------------------------ the table


class RemoteTable:
    """Mixed in front of a game's table scene (see `remote_table`): the seat source is the class's
    `SOURCE`; the status chip and the away seats are drawn over the table."""

    SOURCE: RemoteSource
    remote = True

    def open_session(self, *_args: Any) -> RemoteSource:
        return self.SOURCE

    @property
    def link(self) -> Any:
        return self.SOURCE.link

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        source = self.SOURCE
        if source.resynced:
            source.resynced = False
            self.reset_view()  # type: ignore[attr-defined]
        for refusal in source.refused:
            self.explain(refusal_text(refusal))  # type: ignore[attr-defined]
        source.refused.clear()
        room = getattr(self.app, "net_room", None)  # type: ignore[attr-defined]
        keeper = room.extra.get("keeper") if room is not None else None
        if keeper is not None:  # a resume after a drop brings a new token: kept for a restart
            keeper.keep(self.link)
        self.keep_record()

    def back_to_room(self) -> None:
        """After the game: back to the room's lobby (below the table), where the host may start a
        rematch in the same room."""
        nav = self.app.nav  # type: ignore[attr-defined]
        while nav.top is not None and getattr(nav.top, "route", "") != "lobby" and len(nav.scenes.stack) > 1:
            nav.pop()

    def after_the_end(self) -> None:
        """The game-over screen is up: the room is still heard (its record may come after the end)."""
        self.link.poll()
        self.keep_record()

    def keep_record(self) -> None:
        """The finished game's record (the server's `over`) goes to replays and statistics, once."""
        text = getattr(self.link, "record", None)
        if not text or getattr(self, "record_kept", False):
            return
        self.record_kept = True
        self.show_messages(file_record(text, self.SOURCE.seat))  # type: ignore[attr-defined]

    def status_line(self) -> tuple[str, tuple]:
        """The chip's words and colour: the connection, then whose turn it is."""
        status = str(getattr(self.link, "status", "connected") or "connected")
        words, colour = status_words(status), STATUS_COLOURS.get(status, WARN)
        view = self.view  # type: ignore[attr-defined]
        if status == "connected" and not view.over:
            seat = view.to_act
            turn = _("your turn") if seat == self.SOURCE.seat else \
                _("{name}'s turn").format(name=self.name(seat))  # type: ignore[attr-defined]
            return f"{words} · {turn}", colour
        return words, colour

    def away_lines(self) -> list[str]:
        """'Ann is away — The Unicorn plays in her place', one per away seat."""
        return away_lines(self.game, lobby_of(self.link).get("seats") or ())  # type: ignore[attr-defined]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        layout = getattr(self, "layout", None)
        lay = layout() if layout is not None else None
        avoid = obstacles(lay) if lay is not None else ((), ())
        felt = getattr(lay, "felt", None) or self.play_area()  # type: ignore[attr-defined]  # inside the rail
        self.status_rects = draw_status(surface, felt, self.status_line(),  # type: ignore[attr-defined]
                                        self.away_lines(), avoid)  # type: ignore[attr-defined]


STATUS_COLOURS = {"connecting": GOLD, "connected": (140, 230, 150)}  # else WARN


def away_lines(game: Any, seats: Any) -> list[str]:
    """A line for each away seat: who is away and which AI persona plays for them."""
    levels = game.ai_levels()
    out = []
    for entry in seats:
        if not seat_field(entry, "away"):
            continue
        level = levels.get(seat_field(entry, "level") or "") or levels.get(game.default_level or "")
        persona = level.persona if level is not None else _("The AI")
        out.append(_("{name} is away — {ai} plays in their place").format(
            name=seat_field(entry, "name", "?"), ai=persona))
    return out


def refusal_text(refusal: Refusal) -> str:
    """The server's refusal of this seat's action, in words."""
    if refusal.key == NOT_YOUR_TURN:
        return _("It is not your turn.")
    if refusal.key in ("stale", "bad_action", "bad_state"):
        return error_words(refusal.key)
    return _("That move is not allowed now.")


def draw_status(surface: pygame.Surface, area: pygame.Rect, status: tuple[str, tuple], away: list[str],
                avoid: tuple = ((), ())) -> list[pygame.Rect]:
    """The status chip in free felt nearest the right end of the table's banner, the away lines
    above it: never over a card or a plate of `avoid` (free_felt.obstacles of the table's layout:
    cards, then plates), shrunk or moved when a card lies there. Returns the rectangles drawn."""
    from .table_kit import table_frame
    words, colour = status
    hard, soft = avoid
    banner = table_frame(surface.get_size())[3]
    felt = pygame.Rect(area.x + px(4), area.y + px(4), area.w - px(8), min(area.bottom, banner.top) - px(4) - area.y - px(4))
    size = max(px(12), min(px(15), banner.h // 2))
    img = assets.fit_text(words, size, max(px(120), banner.w // 2), WHITE, True)
    chip = pygame.Rect(0, 0, img.get_width() + px(30), img.get_height() + px(6))
    chip = place(chip.size, felt, (banner.right - px(4) - chip.w // 2, banner.top - px(5) - chip.h // 2), hard, soft,
                 least=1.0)
    pygame.draw.rect(surface, (16, 30, 24), chip, border_radius=chip.h // 2)
    pygame.draw.rect(surface, colour, chip, px(1), border_radius=chip.h // 2)
    pygame.draw.circle(surface, colour, (chip.x + px(12), chip.centery), px(5))
    surface.blit(img, img.get_rect(midleft=(chip.x + px(22), chip.centery)))
    widest = max(px(160), banner.right - px(10) - (area.centerx + area.w // 8))  # clear of the seat's plate
    if not away[:3]:
        return [chip]
    # the widest wrap that fits beside the cards without covering a plate; narrower wraps (more
    # lines) reach the free felt beside a hand, where one long line would sit on the player's plate
    for width in (widest, widest * 2 // 3, widest // 2, px(150)):
        lines = [part for line in away[:3] for part in wrap_text(line, size, max(px(120), width), "")]
        images = [assets.fit_text(line, size, max(px(120), width), GOLD) for line in lines]
        # one panel for all the lines (a wrapped line reads as one note, not as separate labels)
        panel = pygame.Rect(0, 0, max(img.get_width() for img in images) + px(16),
                            sum(img.get_height() for img in images) + px(2) * (len(images) - 1) + px(8))
        panel = place(panel.size, felt, (chip.right - panel.w // 2, chip.top - px(5) - panel.h // 2), hard,
                      tuple(soft) + (chip,), least=1.0)
        if panel.collidelist([pygame.Rect(r) for r in tuple(soft) + (chip,)]) < 0:
            break
    pygame.draw.rect(surface, (16, 30, 24), panel, border_radius=px(8))
    y = panel.top + px(4)
    for img in images:
        surface.blit(img, img.get_rect(topleft=(panel.x + px(8), y)))
        y += img.get_height() + px(2)
    return [chip, panel]


def file_record(text: str, seat: int) -> list[str]:
    """A finished network game's record (its text, from the server's `over`) kept for the replay
    viewer and counted in the statistics as `seat`'s game (this player's; the others count it on
    their computers); returns what to tell the player (never raises)."""
    from ..core.records import RecordError, record_from_data, replay
    from ..storage.saves import keep_finished
    from ..storage.stats import record_game
    try:
        record = record_from_data(json.loads(text), "network game")
        state = replay(record).final
    except (ValueError, RecordError) as exc:
        log.warning("the network game's record cannot be kept: %s", exc)
        return [_("The finished game could not be kept: {problem}").format(problem=exc)]
    _path, messages = keep_finished(record, state)
    return messages + list(record_game(record, state, seats=[seat]).messages)


def remote_table(app, link: Any) -> Any:
    """The table of the game the link's room plays, run from the link's seat (its feed only)."""
    lobby = lobby_of(link)
    game = get_game(lobby["game"])
    variant = lobby["variant"]  # decoded by the client
    seats = list(lobby.get("seats") or ())
    seat = int(link.seat)
    agents = [RemoteAi(seat_field(s, "level") or "random") if seat_field(s, "kind") == "ai" else None
              for s in seats]
    names = [str(seat_field(s, "name") or "?") for s in seats]
    source = RemoteSource(link, game, seat, agents)
    scene = game.ui().TableScene
    cls = type("Remote" + scene.__name__, (RemoteTable, scene), {"SOURCE": source})
    resume = source.first if source.first.seq > 0 else None  # a game under way: drawn as it stands
    return cls(app, variant, agents, names, seed=0, humans=[seat], speed=app.settings.get("speed", "normal"),
               resume=resume)
