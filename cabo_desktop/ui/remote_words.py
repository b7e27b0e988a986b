"""The words of network play that several screens show: the room server's error keys
(docs/network.md), the connection's status, a seat of the lobby."""

from __future__ import annotations

from typing import Any

from ..i18n import _

REMOTE = "remote"  # New game's seat kind: a friend at another computer (this computer hosts the room)
PEOPLE = ("human", REMOTE)  # the seat kinds that are people, not AI personas


def error_words(key: str | None, values: dict | None = None) -> str:
    """What the player reads for an error key of the server (or of the client: unknown_game,
    protocol, not_connected); an unknown key still says something useful."""
    if not key:
        return ""
    words = {
        "bad_message": _("The server did not understand a message from this game."),
        "room_not_found": _("No room has this code. Check the code and the address."),
        "room_full": _("This room is full, or its game has already started."),
        "rate_limited": _("Too many tries: wait a minute before joining again."),
        "bad_token": _("This seat cannot be taken back (its key is no longer valid)."),
        "not_host": _("Only the host can do that."),
        "not_ready": _("Everyone must be ready before the game starts."),
        "stale": _("The table moved on before your move arrived: here is where it stands now."),
        "server_full": _("The server is full: try again later."),
        "bad_seats": _("The room's seats are not right: the host's seat comes first."),
        "bad_state": _("That cannot be done at this moment."),
        "bad_action": _("The server did not accept that move."),
        "unknown_game": _("This room plays a game this version does not have."),
        "protocol": _("The server speaks another version of the network protocol: update Cabo Desktop."),
        "not_connected": _("Not connected to the room."),
        "unreachable": _("No server answered at this address."),
        "host_failed": _("This computer could not host the game (no network port was free)."),
    }
    return words.get(key) or _("The server refused ({key}).").format(key=key)


def status_words(status: str | None) -> str:
    """The connection's status in words (connecting, connected, reconnecting, closed)."""
    words = {"connecting": _("Connecting…"), "connected": _("Online"),
             "reconnecting": _("Connection lost · reconnecting…"), "closed": _("Disconnected")}
    return words.get(status or "", words["closed"])


def seat_field(entry: Any, key: str, default: Any = None) -> Any:
    """A field of a lobby seat (net/client.py's SeatInfo, or a dict)."""
    if isinstance(entry, dict):
        return entry.get(key, default)
    return getattr(entry, key, default)


def seat_words(game: Any, entry: Any) -> tuple[str, str]:
    """A lobby seat's name and what it is: ("Ann", "person · connected · ready"), ("Marta", "AI · casual"),
    ("open seat", "waiting for a friend")."""
    kind = seat_field(entry, "kind")
    name = str(seat_field(entry, "name") or "")
    if kind == "open":
        return _("Open seat"), _("waiting for a friend to join")
    if kind == "ai":
        level = seat_field(entry, "level") or ""
        return name, _("AI · {level}").format(level=game.level_title(level) if level else "?")
    parts = [_("person")]
    if seat_field(entry, "away"):
        parts.append(_("away: the AI plays for now"))
    elif seat_field(entry, "connected"):
        parts.append(_("connected"))
    else:
        parts.append(_("not connected"))
    parts.append(_("ready") if seat_field(entry, "ready") else _("not ready"))
    return name, " · ".join(parts)


def remote_seat_words() -> tuple[str, str]:
    """New game's row of a seat a friend takes from another computer: its value and its note."""
    # TRANSLATORS: New game's seat kind: a person at another computer, who joins with the room code
    return _("Friend (remote)"), _("joins with the room code; this computer hosts · ◀ ▶")
