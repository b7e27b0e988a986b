"""`RedisRoomStore`: the RoomStore contract (net/store.py) on Redis, for several room servers
sharing their rooms (issue 39, docs/server.md).

Keys (under a prefix, `cabo:` by default), per room code:
  `room:{CODE}`    a hash: `spec` (the JSON spec), `closed` ("0"/"1"), `version` (raised by every
                   change of the actions: an append, a new game)
  `actions:{CODE}` a list: the current game's actions in the game's notation, in order
  `tokens:{CODE}`  a hash: seat -> the seat's resume token's SHA-256 (never the token)
  `lease:{CODE}`   the lease of the process serving the room (net/lease.py): its owner id, a TTL
and `live`, the set of the codes not closed, and `cluster`, the secret the servers ask each other
for a room's handover with (made by the first server started, never sent to a player).

`append` is one Lua script, so atomic on the Redis server: the room exists and is open, the index
is the list's length, the lease (when the store has an `owner`) is nobody else's; then the action
is pushed and the version raised. Of two processes appending the same index exactly one wins.
The leases' own scripts (take, renew, release, pass to another owner: compare-and-set on the
owner id) are here too.

Redis holds the seeds and every action, so every hidden card: it must sit on a private network
behind a password (the URL's, or REDIS_PASSWORD), with `appendonly yes` and `appendfsync always`
so an action a client was told of survives a restart of Redis.
"""

from __future__ import annotations

import json
import os
from typing import Any
from urllib.parse import urlsplit

from .store import StoredRoom

PREFIX = "cabo:"
POOL = 64  # connections to Redis a process opens at most

_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'spec', ARGV[1], 'closed', '0', 'version', '0')
redis.call('SADD', KEYS[2], ARGV[2])
if ARGV[3] ~= '' then redis.call('SET', KEYS[3], ARGV[3], 'PX', ARGV[4]) end
return 1
"""

_APPEND = """
if redis.call('HGET', KEYS[1], 'closed') ~= '0' then return 0 end
if ARGV[3] ~= '' then
  local owner = redis.call('GET', KEYS[3])
  if owner and owner ~= ARGV[3] then return 0 end
end
if redis.call('LLEN', KEYS[2]) ~= tonumber(ARGV[1]) then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('HINCRBY', KEYS[1], 'version', 1)
return 1
"""

_START = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('DEL', KEYS[2])
redis.call('HSET', KEYS[1], 'spec', ARGV[1])
redis.call('HINCRBY', KEYS[1], 'version', 1)
return 1
"""

_CLOSE = """
redis.call('HSET', KEYS[1], 'closed', '1')
redis.call('DEL', KEYS[2], KEYS[3])
redis.call('SREM', KEYS[4], ARGV[1])
return 1
"""

_TAKE = """
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] then return owner end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ''
"""

_RENEW = """
local kept = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    kept[i] = 1
  else
    kept[i] = 0
  end
end
return kept
"""

_PASS = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1
"""

_RELEASE = """
local n = 0
for _, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then n = n + redis.call('DEL', key) end
end
return n
"""


def is_redis_url(text: str) -> bool:
    """Whether a `--store` value names Redis (redis://, rediss://) rather than a file."""
    return text.startswith(("redis://", "rediss://"))


def check_redis_url(text: str) -> str:
    """The URL if it is redis://[:PASSWORD@]HOST[:PORT][/DB] (or rediss://); ValueError saying why not."""
    parts = urlsplit(text)
    if parts.scheme not in ("redis", "rediss") or not parts.hostname:
        raise ValueError("expected redis://HOST:PORT/DB")
    try:
        port = parts.port
    except ValueError:
        raise ValueError("the port is not a number from 1 to 65535") from None
    if port == 0:
        raise ValueError("the port is not a number from 1 to 65535")
    db = parts.path.strip("/")
    if db and not (db.isdigit() and int(db) < 16):
        raise ValueError("the database is a number from 0 to 15")
    if parts.query or parts.fragment:
        raise ValueError("no ?query or #fragment")
    return text


class RedisRoomStore:
    """The rooms in Redis (see the module's docstring). `owner`: the id of this process's leases
    (set by net/lease.py); while set, a room made is under its lease from the same script (nobody
    can join it elsewhere before), and an append is refused when another process holds the room."""

    def __init__(self, url: str, *, prefix: str = PREFIX, owner: str = "", client: Any = None):
        import redis.asyncio as aioredis
        self.url = check_redis_url(url)
        password = None if urlsplit(url).password else os.environ.get("REDIS_PASSWORD") or None
        if client is None:  # a room waits for a free connection rather than failing (20,000 rooms, 64 connections)
            pool = aioredis.BlockingConnectionPool.from_url(
                url, password=password, decode_responses=True, socket_connect_timeout=5, health_check_interval=10,
                max_connections=POOL, timeout=10)
            client = aioredis.Redis.from_pool(pool)
        self.redis = client
        self.prefix = prefix
        self.owner = owner
        self.lease_ms = 5000  # a room made with an owner set is that owner's lease at once, for this long
        self._create = self.redis.register_script(_CREATE)
        self._append = self.redis.register_script(_APPEND)
        self._start = self.redis.register_script(_START)
        self._close = self.redis.register_script(_CLOSE)
        self._take = self.redis.register_script(_TAKE)
        self._renew = self.redis.register_script(_RENEW)
        self._release = self.redis.register_script(_RELEASE)
        self._pass = self.redis.register_script(_PASS)

    def _keys(self, code: str) -> tuple[str, str, str, str]:
        p = self.prefix
        return f"{p}room:{code}", f"{p}actions:{code}", f"{p}tokens:{code}", f"{p}lease:{code}"

    async def create_room(self, code: str, spec: dict[str, Any]) -> bool:
        """See RoomStore."""
        room, _a, _t, lease = self._keys(code)
        return bool(await self._create(keys=[room, self.prefix + "live", lease],
                                       args=[json.dumps(spec), code, self.owner, self.lease_ms]))

    async def save_spec(self, code: str, spec: dict[str, Any]) -> None:
        """See RoomStore."""
        await self.redis.hset(self._keys(code)[0], "spec", json.dumps(spec))

    async def start_game(self, code: str, spec: dict[str, Any]) -> None:
        """See RoomStore: the actions cleared and the spec replaced in one script."""
        room, actions, _t, _l = self._keys(code)
        await self._start(keys=[room, actions], args=[json.dumps(spec)])

    async def append(self, code: str, index: int, action: str) -> bool:
        """See RoomStore: one Lua script checks and appends (atomic in Redis)."""
        room, actions, _t, lease = self._keys(code)
        return bool(await self._append(keys=[room, actions, lease], args=[index, action, self.owner]))

    async def set_token_hash(self, code: str, seat: int, token_hash: str | None) -> None:
        """See RoomStore."""
        key = self._keys(code)[2]
        if token_hash is None:
            await self.redis.hdel(key, str(seat))
        else:
            await self.redis.hset(key, str(seat), token_hash)

    async def load_room(self, code: str) -> StoredRoom | None:
        """See RoomStore (read in one MULTI, so the actions match the spec)."""
        room, actions, tokens, _l = self._keys(code)
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.hmget(room, "spec", "closed")
            pipe.lrange(actions, 0, -1)
            pipe.hgetall(tokens)
            (spec, closed), listed, hashes = await pipe.execute()
        if spec is None:
            return None
        return StoredRoom(code, json.loads(spec), list(listed), {int(k): v for k, v in hashes.items()},
                          closed == "1")

    async def list_live_rooms(self) -> list[str]:
        """See RoomStore."""
        return sorted(await self.redis.smembers(self.prefix + "live"))

    async def close_room(self, code: str) -> None:
        """See RoomStore: the hash stays marked closed (the code is not given again)."""
        room, actions, tokens, _l = self._keys(code)
        await self._close(keys=[room, actions, tokens, self.prefix + "live"], args=[code])

    async def close(self) -> None:
        """See RoomStore."""
        await self.redis.aclose()

    # ------------------------------------------------------------ leases (net/lease.py)

    async def take_lease(self, code: str, owner: str, ms: int) -> str:
        """Take (or keep) the room's lease for `ms` milliseconds: '' when it is `owner`'s now,
        else the id of the live owner that holds it."""
        return await self._take(keys=[self._keys(code)[3]], args=[owner, ms])

    async def renew_leases(self, codes: list[str], owner: str, ms: int) -> list[bool]:
        """Extend the leases `owner` still holds; False for each that is not its own any more."""
        if not codes:
            return []
        kept = await self._renew(keys=[self._keys(c)[3] for c in codes], args=[owner, ms])
        return [bool(k) for k in kept]

    async def release_leases(self, codes: list[str], owner: str) -> None:
        """Give up the leases `owner` holds (a clean stop, a room forgotten)."""
        if codes:
            await self._release(keys=[self._keys(c)[3] for c in codes], args=[owner])

    async def pass_lease(self, code: str, owner: str, to: str, ms: int) -> bool:
        """Give the room's lease from `owner` to `to` for `ms` milliseconds, in one step (nobody
        else can take it in between); False when it is not `owner`'s."""
        return bool(await self._pass(keys=[self._keys(code)[3]], args=[owner, to, ms]))

    async def cluster_secret(self) -> str:
        """The servers' shared secret for handovers: made once (by whichever server comes first)."""
        import secrets
        key = self.prefix + "cluster"
        await self.redis.set(key, secrets.token_hex(24), nx=True)
        return await self.redis.get(key)
