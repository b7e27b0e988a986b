"""Where the room server keeps its rooms: `RoomStore` (the contract) and `SqliteRoomStore`.

A room is stored as a small JSON-safe `spec` (the game, the variant's wire form, the seats, the
seed while a game runs, the game's number in the room), the actions of its current game in the
game's notation, and each seat's resume token as a SHA-256 hash (never the token). Every accepted
action is appended before any client hears of it; `append(code, index, action)` succeeds only when
`index` is the room's next index, atomically, so two processes can never both play one action of
a room (issue 39 puts the same contract on Redis).

`SqliteRoomStore` is one SQLite file in WAL mode (`rooms.sqlite3` in the per-user data folder by
default). Its writes are a few tens of microseconds and run in the event loop's thread: a process
killed with `kill -9` loses nothing it had committed (WAL with synchronous=NORMAL gives up only the
last transactions on a power cut, never on a crash of the process).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

STORE_NAME = "rooms.sqlite3"


@dataclass
class StoredRoom:
    """A room as the store holds it: its spec, the actions of its current game (notation, in
    order), each seat's token hash and whether the room is closed."""

    code: str
    spec: dict[str, Any]
    actions: list[str] = field(default_factory=list)
    token_hashes: dict[int, str] = field(default_factory=dict)
    closed: bool = False


class RoomStore(Protocol):
    """The contract every room store keeps (SQLite here; Redis in issue 39)."""

    async def create_room(self, code: str, spec: dict[str, Any]) -> bool:
        """Store a new room; False (and nothing changes) when the code is taken."""
        ...

    async def save_spec(self, code: str, spec: dict[str, Any]) -> None:
        """Replace a room's spec (seats filled, ready, ...); its actions stay."""
        ...

    async def start_game(self, code: str, spec: dict[str, Any]) -> None:
        """A new game in the room (the first, or a rematch): the spec replaced, the actions cleared."""
        ...

    async def append(self, code: str, index: int, action: str) -> bool:
        """See RoomStore: one statement (atomic in SQLite) writes the row only when `index` is the
        count stored; the primary key refuses a repeated index besides."""
        try:
            cursor = self.db.execute(
                "INSERT INTO actions (code, idx, action) SELECT ?, ?, ? "
                "WHERE (SELECT COALESCE(MAX(idx) + 1, 0) FROM actions WHERE code = ?) = ?",
                (code, index, action, code, index))
        except sqlite3.IntegrityError:
            return False
        return cursor.rowcount == 1

    async def set_token_hash(self, code: str, seat: int, token_hash: str | None) -> None:
        """The seat's resume token hash (None: the seat has no token any more)."""
        ...

    async def load_room(self, code: str) -> StoredRoom | None:
        """The stored room, or None."""
        ...

    async def list_live_rooms(self) -> list[str]:
        """The codes of the rooms not closed (a restarted server rebuilds them)."""
        ...

    async def close_room(self, code: str) -> None:
        """The room is gone (abandoned): it is not rebuilt after a restart."""
        ...

    async def close(self) -> None:
        """Release the store (the server stops)."""
        ...


_SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (code TEXT PRIMARY KEY, spec TEXT NOT NULL, closed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS actions (code TEXT NOT NULL, idx INTEGER NOT NULL, action TEXT NOT NULL,
                                    PRIMARY KEY (code, idx)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tokens (code TEXT NOT NULL, seat INTEGER NOT NULL, hash TEXT NOT NULL,
                                   PRIMARY KEY (code, seat)) WITHOUT ROWID;
"""


def default_store_path() -> Path:
    """`rooms.sqlite3` in the per-user data folder."""
    from ..storage.paths import data_dir
    return data_dir() / STORE_NAME


class SqliteRoomStore:
    """The rooms in one SQLite file (WAL mode). See the module's docstring."""

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else default_store_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.db.executescript(_SCHEMA)

    async def create_room(self, code: str, spec: dict[str, Any]) -> bool:
        """See RoomStore."""
        try:
            self.db.execute("INSERT INTO rooms (code, spec) VALUES (?, ?)", (code, json.dumps(spec)))
        except sqlite3.IntegrityError:
            return False
        return True

    async def save_spec(self, code: str, spec: dict[str, Any]) -> None:
        """See RoomStore."""
        self.db.execute("UPDATE rooms SET spec = ? WHERE code = ?", (json.dumps(spec), code))

    async def start_game(self, code: str, spec: dict[str, Any]) -> None:
        """See RoomStore."""
        with self._transaction():
            self.db.execute("DELETE FROM actions WHERE code = ?", (code,))
            self.db.execute("UPDATE rooms SET spec = ? WHERE code = ?", (json.dumps(spec), code))

    async def append(self, code: str, index: int, action: str) -> bool:
        """See RoomStore: the count is read and the row written in one transaction."""
        with self._transaction():
            (count,) = self.db.execute("SELECT COALESCE(MAX(idx) + 1, 0) FROM actions WHERE code = ?",
                                       (code,)).fetchone()
            if count != index:
                return False
            self.db.execute("INSERT INTO actions (code, idx, action) VALUES (?, ?, ?)", (code, index, action))
        return True

    async def set_token_hash(self, code: str, seat: int, token_hash: str | None) -> None:
        """See RoomStore."""
        if token_hash is None:
            self.db.execute("DELETE FROM tokens WHERE code = ? AND seat = ?", (code, seat))
        else:
            self.db.execute("INSERT OR REPLACE INTO tokens (code, seat, hash) VALUES (?, ?, ?)",
                            (code, seat, token_hash))

    async def load_room(self, code: str) -> StoredRoom | None:
        """See RoomStore."""
        row = self.db.execute("SELECT spec, closed FROM rooms WHERE code = ?", (code,)).fetchone()
        if row is None:
            return None
        actions = [a for (a,) in self.db.execute("SELECT action FROM actions WHERE code = ? ORDER BY idx", (code,))]
        hashes = {seat: h for seat, h in self.db.execute("SELECT seat, hash FROM tokens WHERE code = ?", (code,))}
        return StoredRoom(code, json.loads(row[0]), actions, hashes, bool(row[1]))

    async def list_live_rooms(self) -> list[str]:
        """See RoomStore."""
        return [code for (code,) in self.db.execute("SELECT code FROM rooms WHERE closed = 0 ORDER BY code")]

    async def close_room(self, code: str) -> None:
        """See RoomStore: the room's actions and tokens go, its row stays marked closed (its code
        is not given again)."""
        with self._transaction():
            self.db.execute("UPDATE rooms SET closed = 1 WHERE code = ?", (code,))
            self.db.execute("DELETE FROM actions WHERE code = ?", (code,))
            self.db.execute("DELETE FROM tokens WHERE code = ?", (code,))

    async def close(self) -> None:
        """See RoomStore."""
        self.db.close()

    def _transaction(self) -> "_Transaction":
        return _Transaction(self.db)


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT (ROLLBACK on an exception): the write lock is taken at once."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, value, traceback) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
