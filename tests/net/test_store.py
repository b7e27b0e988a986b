"""SqliteRoomStore and RedisRoomStore (a redis-server of the test's own) keep the RoomStore contract: an action is appended only at the next index,
a new game clears the old one's actions, tokens are kept as given (hashes), closed rooms are not
live, and everything survives reopening the file."""

from __future__ import annotations

import sqlite3

import pytest

from cabo_desktop.net.store import SqliteRoomStore
from cabo_desktop.net.tokens import new_token, token_hash, token_matches
from tests.net.cluster_parts import Redis, need


@pytest.fixture(params=["sqlite", "redis"])
def open_store(request, tmp_path):
    """A function opening the test's store (again: the same file, the same Redis)."""
    if request.param == "sqlite":
        yield lambda: SqliteRoomStore(tmp_path / "rooms.sqlite3")
        return
    need("redis-server")
    from cabo_desktop.net.store_redis import RedisRoomStore
    redis = Redis(tmp_path / "redis")
    yield lambda: RedisRoomStore(redis.url)
    redis.kill()


@pytest.mark.asyncio
async def test_append_only_at_the_next_index_and_everything_survives_reopening(open_store, tmp_path):
    path = tmp_path / "rooms.sqlite3"
    store = open_store()
    assert await store.create_room("ABCDEF", {"v": 1, "x": 1})
    assert not await store.create_room("ABCDEF", {"v": 1, "x": 2})  # the code is taken
    assert await store.append("ABCDEF", 0, "draw deck")
    assert not await store.append("ABCDEF", 0, "draw deck")  # a repeated index
    assert not await store.append("ABCDEF", 2, "discard")  # a gap
    assert await store.append("ABCDEF", 1, "discard")
    await store.set_token_hash("ABCDEF", 0, "ab" * 32)
    await store.close()
    if isinstance(store, SqliteRoomStore):
        assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    again = open_store()
    room = await again.load_room("ABCDEF")
    assert room.spec == {"v": 1, "x": 1} and room.actions == ["draw deck", "discard"]
    assert room.token_hashes == {0: "ab" * 32}
    await again.start_game("ABCDEF", {"v": 1, "x": 3})
    room = await again.load_room("ABCDEF")
    assert room.actions == [] and room.spec["x"] == 3
    assert await again.list_live_rooms() == ["ABCDEF"]
    await again.close_room("ABCDEF")
    assert await again.list_live_rooms() == []
    assert await again.load_room("NOPE22") is None
    await again.close()


def test_tokens_are_long_random_and_stored_hashed():
    token, hashed = new_token()
    assert len(token) >= 43 and hashed == token_hash(token) and token not in hashed
    assert token_matches(token, hashed)
    assert not token_matches(token[:-1] + ("A" if token[-1] != "A" else "B"), hashed)
    assert not token_matches(token, None)
    assert new_token()[0] != token
