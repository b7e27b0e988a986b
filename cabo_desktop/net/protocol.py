"""The room server's protocol (docs/network.md): the checks of every client message, the
encoders of every server message, room codes, the subprotocol and the limits.

A client's message is read strictly: one JSON object, a known `type`, exactly its fields, each of
its type and size; anything else is a `BadMessage` (the server answers `error` with its key and
changes nothing). The server's messages are built here from the seat feed's items with the game's
own codec (`Game.wire()`) and written by `core.wire.dumps` (keys sorted, no spaces: equal
messages are equal bytes). Nothing here knows a connection or a room.
"""

from __future__ import annotations

import secrets
from typing import Any

from ..core.feed import Refusal, Snapshot, Update
from ..core.player_files import name_problem
from ..core.wire import MAX_ACTION, WireError, dumps, loads
from .tokens import looks_like_token

SUBPROTOCOL = "cabo-desktop.v1"
PROTOCOL_VERSION = 1
MAX_CLIENT_FRAME = 8 * 1024  # bytes: the server's max_size
MAX_SERVER_FRAME = 4 * 1024 * 1024  # a finished game's record
MAX_QUEUED = 64 * 1024  # bytes of unsent frames a connection may have on the server
MAX_NAME = 24  # characters of a player's name
MAX_SEQ = 10_000_000
TURN_SECONDS = (5, 600)  # the turn timer's range, when there is one
BAD_IN_A_ROW = 3  # refused messages in a row that close the connection (1008)

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
CODE_LENGTH = 6

# the error keys (a client words them)
BAD_MESSAGE, ROOM_NOT_FOUND, ROOM_FULL, RATE_LIMITED = "bad_message", "room_not_found", "room_full", "rate_limited"
BAD_TOKEN, NOT_HOST, NOT_READY, SERVER_FULL = "bad_token", "not_host", "not_ready", "server_full"
BAD_SEATS, BAD_STATE, STALE, BAD_ACTION = "bad_seats", "bad_state", "stale", "bad_action"

# client message type -> its fields (besides "type") and their checks
_FIELDS: dict[str, tuple[str, ...]] = {
    "create": ("name", "game", "variant", "seats", "turn_seconds"),
    "join": ("name", "token", "spectate"),
    "ready": ("ready",),
    "start": (),
    "act": ("seq", "action"),
    "resync": (),
    "rematch": (),
    "leave": (),
}
FIRST_TYPES = ("create", "join")  # the first message of a connection, by its path


class BadMessage(ValueError):
    """A client's message refused by the protocol: `key` for the client, `detail` for the log
    (never a card: it names the field and the problem, not the value)."""

    def __init__(self, key: str, detail: str = "", values: dict[str, Any] | None = None):
        super().__init__(detail or key)
        self.key = key
        self.detail = detail
        self.values = values or {}


# ----------------------------------------------------------------- room codes


def new_code() -> str:
    """A fresh room code: 6 characters from `secrets` over the alphabet without look-alikes."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def is_code(text: Any) -> bool:
    """Whether `text` is written as a room code is."""
    return isinstance(text, str) and len(text) == CODE_LENGTH and all(ch in CODE_ALPHABET for ch in text)


# ----------------------------------------------------------------- client -> server


def _check(condition: bool, detail: str) -> None:
    if not condition:
        raise BadMessage(BAD_MESSAGE, detail)


def _is_int(value: Any) -> bool:
    return type(value) is int


def parse_message(frame: Any) -> dict[str, Any]:
    """A client's frame as a message (a dict with `type` and exactly its fields, each checked for
    its type and size); BadMessage for anything else. A create's game and variant and a join's
    token are checked for their form here, for what they name by the room (`parse_create`)."""
    _check(isinstance(frame, str), "a binary frame")
    _check(len(frame.encode("utf-8", "replace")) <= MAX_CLIENT_FRAME, "a frame over 8 KiB")
    try:
        data = loads(frame)
    except WireError as exc:
        raise BadMessage(BAD_MESSAGE, f"not JSON ({exc})") from None
    _check(type(data) is dict, "not a JSON object")
    try:  # an escaped lone surrogate ("\\ud800") is JSON, but no text: it could be sent back to nobody
        dumps(data).encode("utf-8")
    except UnicodeEncodeError:
        raise BadMessage(BAD_MESSAGE, "a lone surrogate in a string") from None
    kind = data.get("type")
    _check(type(kind) is str and kind in _FIELDS, "an unknown type")
    assert isinstance(kind, str)
    _check(set(data) == {"type", *_FIELDS[kind]}, f"{kind}: missing or extra fields")
    if "name" in data:
        _check(not name_problem(data["name"], MAX_NAME), f"{kind}: a name that is empty, over {MAX_NAME} "
               "characters or holds control or format characters")
    if kind == "create":
        _check(type(data["game"]) is str and len(data["game"]) <= 32, "create: game is not a name")
        _check(type(data["variant"]) is dict, "create: variant is not an object")
        seats = data["seats"]
        _check(type(seats) is list and 2 <= len(seats) <= 16 and all(type(s) is str and len(s) <= 40 for s in seats),
               "create: seats is not a list of 2 to 16 seat kinds")
        turn = data["turn_seconds"]
        _check(turn is None or (_is_int(turn) and TURN_SECONDS[0] <= turn <= TURN_SECONDS[1]),
               f"create: turn_seconds is not null or a whole number from {TURN_SECONDS[0]} to {TURN_SECONDS[1]}")
    elif kind == "join":
        _check(data["token"] is None or looks_like_token(data["token"]), "join: token is not a token")
        _check(type(data["spectate"]) is bool, "join: spectate is not true or false")
    elif kind == "ready":
        _check(type(data["ready"]) is bool, "ready: ready is not true or false")
    elif kind == "act":
        _check(_is_int(data["seq"]) and 0 <= data["seq"] <= MAX_SEQ, "act: seq is not a count of actions")
        _check(type(data["action"]) is str and 0 < len(data["action"]) <= MAX_ACTION, "act: action is not notation")
    return data


def parse_create(data: dict[str, Any]) -> tuple[Any, Any, list[tuple[str, str | None]]]:
    """A create message's game, variant (fitted to its seats) and seats as (kind, level): kind
    "person" for the host, "open" or "ai". BadMessage (key bad_message or bad_seats) else."""
    from ..games import get_game, table_game_names
    _check(data["game"] in table_game_names(), "create: no such game")
    game = get_game(data["game"])
    try:
        variant = game.wire().variants.decode(data["variant"])
    except WireError as exc:
        raise BadMessage(BAD_MESSAGE, f"create: not a variant of the game ({exc})") from None
    seats: list[tuple[str, str | None]] = []
    levels = [level.key for level in game.offered_levels()]
    for index, text in enumerate(data["seats"]):
        if index == 0 or text == "host":
            if (index == 0) != (text == "host"):
                raise BadMessage(BAD_SEATS, "create: the host's seat is the first, and only the first")
            seats.append(("person", None))
        elif text == "open":
            seats.append(("open", None))
        elif text.startswith("ai:") and text[3:] in levels:
            seats.append(("ai", text[3:]))
        else:
            raise BadMessage(BAD_SEATS, "create: a seat that is not host, open or ai:<level>",
                             {"levels": ", ".join(levels)})
    try:
        variant = game.seats_for(variant, len(seats))
    except game.setup_error:
        raise BadMessage(BAD_SEATS, "create: a seat count the variant does not allow",
                         {"low": variant.players.min, "high": variant.players.limit}) from None
    return game, variant, seats


# ----------------------------------------------------------------- server -> client


def encode(message: dict[str, Any]) -> str:
    """A server message's frame (keys sorted, no spaces)."""
    return dumps(message)


def welcome(room: str, seat: int | None, token: str | None, game: str) -> str:
    """The first answer to create or join: the seat and its new resume token (to this connection only)."""
    return encode({"type": "welcome", "room": room, "seat": seat, "token": token, "game": game,
                   "protocol": PROTOCOL_VERSION})


def error(key: str, values: dict[str, Any] | None = None) -> str:
    """A refused message: its key (the client words it) and values."""
    return encode({"type": "error", "key": key, "values": plain_values(values or {})})


def plain_values(values: dict[str, Any]) -> dict[str, Any]:
    """A refusal's values as JSON-safe data (anything but a number, text, truth value or null as text)."""
    out: dict[str, Any] = {}
    for key, value in values.items():
        if value is None or type(value) in (int, str, bool) or (type(value) is float and value == value):
            out[str(key)] = value
        else:
            out[str(key)] = str(value)
    return out


# A snapshot's and an update's frames are written as the text `encode` would write of their data
# ({"type": "update", "seq": ..., "actor": ..., "events": [event_to_data...], "observation":
# observation_to_data(...), "legal": [action_to_data...]}), piece by piece in its key order, so the
# game's codec writes each part a table shares once (tests/net/test_frame_text.py: the same bytes).


def _number(value: Any) -> str:
    return int.__repr__(value) if type(value) is int else dumps(value)


def snapshot(wire: Any, item: Snapshot) -> str:
    """A seat feed's snapshot as a frame (its events already redacted for the seat)."""
    return ('{"events":[' + ",".join([wire.event_text(ev) for ev in item.events])
            + '],"legal":' + dumps([wire.action_to_data(a) for a in item.legal])
            + ',"observation":' + wire.observation_text(item.observation)
            + ',"seq":' + _number(item.seq) + ',"type":"snapshot"}')


def update(wire: Any, item: Update) -> str:
    """A seat feed's update as a frame (its events already redacted for the seat)."""
    return ('{"actor":' + _number(item.actor) + ',"events":[' + ",".join([wire.event_text(ev) for ev in item.events])
            + '],"legal":' + dumps([wire.action_to_data(a) for a in item.legal])
            + ',"observation":' + wire.observation_text(item.observation)
            + ',"seq":' + _number(item.seq) + ',"type":"update"}')


def refused(seq: int, action: str, refusal: Refusal) -> str:
    """An action refused (nothing changed): the server's count, the action as sent, why."""
    return encode({"type": "refused", "seq": seq, "action": action, "key": refusal.key,
                   "values": plain_values(dict(refusal.values))})


def seats_message(seats: list[dict[str, Any]]) -> str:
    """The seats' list during a game (a seat connected, dropped, away, back)."""
    return encode({"type": "seats", "seats": seats})


def over(record_text: str) -> str:
    """The finished game's record, seed and all."""
    return encode({"type": "over", "record": record_text})


def lobby(*, seats: list[dict[str, Any]], host: int, game: str, variant: Any, turn_seconds: int | None,
          started: bool, rematch: int) -> str:
    """The room as its lobby shows it."""
    return encode({"type": "lobby", "seats": seats, "host": host, "game": game, "variant": variant,
                   "turn_seconds": turn_seconds, "started": started, "rematch": rematch})
