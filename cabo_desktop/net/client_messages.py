"""What a room server says, as the client reads it (docs/network.md, "Messages, server -> client"):
small frozen records for the room (Welcome, Lobby, Seats, Over, ServerError), the connection's
Status, and the seat feed's own items (core.feed Snapshot, Update, Refused) decoded with the
game's codec (`Game.wire()`, chosen by the welcome).

The reader trusts nothing: a message that is not exactly one of the protocol's (a wrong type, a
missing field, an unknown seat kind, an observation or event the game's wire refuses) raises
ProtocolError or core.wire.WireError, and nothing is built from it. Extra fields are let pass (a
newer server may add some).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.feed import Refusal, Refused, Snapshot, Update
from ..core.wire import WireError, loads
from .protocol import PROTOCOL_VERSION as PROTOCOL

STATUSES = ("connecting", "connected", "reconnecting", "closed")
SEAT_KINDS = ("person", "ai", "open")
MESSAGE_TYPES = frozenset(("welcome", "lobby", "seats", "snapshot", "update", "refused", "over", "error"))
MAX_TEXT = 20_000  # a name, a key, a level or a room code longer than this is no message of ours


class JoinRefused(Exception):
    """The server (or the way to it) refused to seat us: `key` as the `error` message names it."""

    def __init__(self, key: str, values: dict | None = None):
        super().__init__(key)
        self.key, self.values = key, dict(values or {})


class ProtocolError(ValueError):
    """A server message that is not one of the protocol's."""


# ------------------------------------------------------------------ what the server says


@dataclass(frozen=True)
class Welcome:
    """We have a seat (`seat`; None for a spectator) at room `room` of game `game`."""

    room: str
    seat: int | None
    game: str
    protocol: int = PROTOCOL


@dataclass(frozen=True)
class SeatInfo:
    """One seat as the lobby shows it: `kind` person/ai/open, the AI's `level`, whether its
    person is `connected`, `ready`, or `away` (the AI plays for them)."""

    name: str
    kind: str
    level: str | None = None
    connected: bool = False
    ready: bool = False
    away: bool = False


@dataclass(frozen=True)
class Lobby:
    """The room: its seats, the host's seat, the game and variant, the turn timer, whether the
    game has started and how many rematches were played."""

    seats: tuple[SeatInfo, ...]
    host: int
    game: str
    variant: Any
    turn_seconds: float | None = None
    started: bool = False
    rematch: int = 0


@dataclass(frozen=True)
class Seats:
    """The seats changed during a game (someone dropped, went away or came back)."""

    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Over:
    """The game is over: its whole record (docs/records.md), seed and all."""

    record: str


@dataclass(frozen=True)
class ServerError:
    """A refusal that is no action's: `key` (bad_message, not_host, ...) with its `values`."""

    key: str
    values: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Status:
    """The connection's status changed (one of STATUSES); `key` says why when it closed."""

    status: str
    key: str = ""


def _take(data: dict, key: str, kinds: tuple, optional: bool = False) -> Any:
    value = data.get(key)
    if value is None and optional:
        return None
    if type(value) not in kinds or (type(value) is str and len(value) > MAX_TEXT):
        raise ProtocolError(f"{key}: expected {'/'.join(k.__name__ for k in kinds)}, got {str(value)[:40]!r}")
    return value


def _seat_infos(data: Any) -> tuple[SeatInfo, ...]:
    if type(data) is not list or not 1 <= len(data) <= 16:
        raise ProtocolError("seats: expected a list of 1 to 16 seats")
    infos = []
    for seat in data:
        if type(seat) is not dict:
            raise ProtocolError("seats: expected objects")
        kind = _take(seat, "kind", (str,))
        if kind not in SEAT_KINDS:
            raise ProtocolError(f"seats: unknown kind {kind[:20]!r}")
        infos.append(SeatInfo(_take(seat, "name", (str,)), kind, _take(seat, "level", (str,), True),
                              *(_take(seat, key, (bool,)) for key in ("connected", "ready", "away"))))
    return tuple(infos)


class _Decoder:
    """Server messages into items, through the game's wire (chosen by the welcome)."""

    def __init__(self) -> None:
        self.game: Any = None
        self.wire: Any = None
        self.token: str | None = None  # the latest welcome's resume token

    def use(self, name: str) -> None:
        from ..games import UnknownGame, get_game
        try:
            game = get_game(name)
        except UnknownGame:
            raise JoinRefused("unknown_game", {"game": name[:40]}) from None
        if game is not self.game:
            self.game, self.wire = game, game.wire()

    def decode(self, text: Any) -> Any:
        """The item of one frame; ProtocolError (or WireError) for anything else."""
        data = loads(text)
        if type(data) is not dict:
            raise ProtocolError("a message is a JSON object")
        kind = data.get("type")
        if type(kind) is not str or kind not in MESSAGE_TYPES:  # only these: a type is never looked up as a name
            raise ProtocolError(f"unknown message type {str(kind)[:40]!r}")
        reader = getattr(self, f"_{kind}")
        if self.wire is None and kind not in ("welcome", "error"):
            raise ProtocolError(f"a {kind} before the welcome")
        return reader(data)

    def _welcome(self, d: dict) -> Welcome:
        if _take(d, "protocol", (int,)) != PROTOCOL:
            raise JoinRefused("protocol")
        token = _take(d, "token", (str,), True)  # none for a spectator
        room, seat, game = _take(d, "room", (str,)), _take(d, "seat", (int,), True), _take(d, "game", (str,))
        self.use(game)  # last: a welcome refused for another field changes nothing
        self.token = token
        return Welcome(room, seat, self.game.name)

    def _lobby(self, d: dict) -> Lobby:
        if _take(d, "game", (str,)) != self.game.name:
            raise ProtocolError("the lobby of another game")
        timer = _take(d, "turn_seconds", (int, float), True)
        return Lobby(_seat_infos(d.get("seats")), _take(d, "host", (int,)), self.game.name,
                     self.wire.variants.decode(d.get("variant")), timer, _take(d, "started", (bool,)),
                     _take(d, "rematch", (int,)))

    def _seats(self, d: dict) -> Seats:
        return Seats(_seat_infos(d.get("seats")))

    def _feed_parts(self, d: dict) -> tuple[int, Any, tuple, tuple]:
        observation = self.wire.observation_from_data(d.get("observation"))
        variant = getattr(observation, "variant", None)
        events, legal = d.get("events"), d.get("legal")
        if type(events) is not list or type(legal) is not list:
            raise ProtocolError("events and legal are lists")
        return (_take(d, "seq", (int,)), observation, tuple(self.wire.action_from_data(a) for a in legal),
                tuple(self.wire.event_from_data(e, variant) for e in events))

    def _snapshot(self, d: dict) -> Snapshot:
        seq, observation, legal, events = self._feed_parts(d)
        return Snapshot(seq, observation, legal, events)

    def _update(self, d: dict) -> Update:
        seq, observation, legal, events = self._feed_parts(d)
        return Update(seq, _take(d, "actor", (int,)), events, observation, legal)

    def _refused(self, d: dict) -> Refused:
        sent = _take(d, "action", (str,))
        try:
            action: Any = self.wire.action_from_data(sent)
        except WireError:
            action = sent  # our own words came back: a refusal of something that was no action
        values = _take(d, "values", (dict,))
        return Refused(_take(d, "seq", (int,)), action, Refusal(_take(d, "key", (str,)), values))

    def _over(self, d: dict) -> Over:
        return Over(_take(d, "record", (str,)))

    def _error(self, d: dict) -> ServerError:
        values = d.get("values", {})
        if type(values) is not dict:
            raise ProtocolError("values: expected an object")
        return ServerError(_take(d, "key", (str,)), values)
