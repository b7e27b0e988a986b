"""Fixtures of the network tests: a real room server on 127.0.0.1, port 0, its store in tmp_path,
the AI's pauses off (its moves come as soon as it has decided), the log in the test's own home."""

from __future__ import annotations

import logging

import pytest
import pytest_asyncio

from cabo_desktop.net.server import RoomServer
from cabo_desktop.net.store import SqliteRoomStore


@pytest.fixture
def net_log(tmp_path, monkeypatch):
    """The server's log lines of this test, as text (checked for tracebacks and cards)."""
    path = tmp_path / "server.log"
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger("cabo_desktop")
    old = logger.level
    logger.setLevel(logging.INFO)
    logger.addHandler(handler)
    yield path
    logger.removeHandler(handler)
    logger.setLevel(old)
    handler.close()


@pytest_asyncio.fixture
async def server(tmp_path, net_log):
    """A started room server (stopped after the test)."""
    srv = RoomServer(SqliteRoomStore(tmp_path / "rooms.sqlite3"), "127.0.0.1", 0, away_seconds=30.0,
                     think_times=(0.0, 0.0))
    await srv.start()
    yield srv
    await srv.stop()


def log_text(path) -> str:
    """The log so far."""
    for handler in logging.getLogger("cabo_desktop").handlers:
        handler.flush()
    return path.read_text(encoding="utf-8") if path.exists() else ""
