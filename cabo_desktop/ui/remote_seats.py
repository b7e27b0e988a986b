"""The seats this player holds in network rooms, remembered across runs of the program: for each
(server address, room code), the seat's latest resume token (docs/network.md: it is replaced in
every welcome). Join gives it back to the server, so a player whose program closed mid-game takes
their seat back by joining the same room again; never by a name or a seat number.

One small JSON file in the per-user data folder, written atomically; a damaged file is moved
aside (storage.files) and nothing is remembered. At most MOST rooms, the latest first."""

from __future__ import annotations

from pathlib import Path
from typing import Any

MOST = 8
FILE = "network_seats.json"


def seats_path() -> Path:
    from ..storage.paths import data_dir
    return data_dir() / FILE


def _read() -> list[dict[str, str]]:
    from ..storage.files import read_file
    loaded = read_file(seats_path(), _checked)
    return loaded.value if loaded.value is not None else []


def _checked(data: Any, path: Path) -> list[dict[str, str]]:
    if not isinstance(data, dict) or data.get("version") != 1 or not isinstance(data.get("seats"), list):
        raise ValueError(f"{path.name}: not a list of network seats")
    return [s for s in data["seats"] if isinstance(s, dict) and all(isinstance(s.get(k), str)
                                                                     for k in ("address", "code", "token"))][:MOST]


def token_for(address: str, code: str) -> str | None:
    """The remembered resume token of our seat in room `code` at `address`, or None."""
    return next((s["token"] for s in _read() if s["address"] == address and s["code"] == code), None)


def remember(address: str, code: str, token: str | None) -> None:
    """Keep `token` as our seat's in that room (None: forget the room); never raises."""
    from ..storage.files import write_json
    seats = [s for s in _read() if (s["address"], s["code"]) != (address, code)]
    if token:
        seats.insert(0, {"address": address, "code": code, "token": token})
    try:
        write_json(seats_path(), {"version": 1, "seats": seats[:MOST]})
    except OSError:
        pass  # a seat not remembered is only a seat not taken back after a restart


class SeatKeeper:
    """Writes a room's latest token whenever the link has a new one (call `keep(link)` each frame)."""

    def __init__(self, address: str):
        self.address = address
        self.kept: str | None = None

    def keep(self, link: Any) -> None:
        token = getattr(link, "token", None)
        welcome = getattr(link, "welcome", None)
        if token and welcome is not None and token != self.kept and self.address:
            self.kept = token
            remember(self.address, welcome.room, token)
