"""Several room servers sharing their rooms in Redis (issue 39, docs/server.md): `ClusterRoomServer`.

HAProxy sends every connection of one room code to one process (the room path hashed
consistently). The process that serves a room holds its **lease** in Redis (`SET ... PX`, taken
only when nobody else holds it, renewed every third of its life, released on a clean stop), so a
room has one owner at a time:

- A connection for a room this process does not serve: the lease is taken (the room is then
  rebuilt from its stored record, every seat held for its token: clients resume at the stored
  action count), or, when another live process holds it, the connection is **relayed** to that
  owner (its address is in the lease), so whatever HAProxy decides, every client of a room reaches
  the one process that serves it (a server back after a restart gets its rooms' connections again
  from HAProxy, and passes them on while the room's owner lives).
- The owner killed with `kill -9`: its lease runs out (CABO_DESKTOP_LEASE_MS, 5 s by default);
  HAProxy's health checks send the room's next connections to another process, which takes the
  lease. A relay to an owner that does not answer is closed with 1013 (try again): the client
  reconnects with its token until the lease has run out.
- A lease lost while alive (renewal refused: this process was paused longer than the lease): the
  room is dropped here, its clients reconnect and reach the new owner. Every append is checked in
  Redis against the room's count and lease (net/store_redis.py): of two processes applying an
  action to one room exactly one wins; the other drops the room and its clients resume.

**Handover: ownership follows HAProxy's route.** A new room is made by the least busy process X
(`/rooms/new`), but its clients' `/rooms/<CODE>` connections hash to some process Y, X only one
time in N. Relaying them all Y -> X would double the work of most rooms. So Y, reached by a join
for a room a live X holds, first asks X to hand the room over (`GET /cluster/handover/<CODE>` on
X's address, with the servers' shared secret from Redis): X takes the room's lock (no action is
half done: every action is stored before it is announced), passes the lease to Y in one Redis
step, drops the room and closes its clients with 1012 (`MOVED`); they resume with their tokens
through HAProxy and reach Y, which rebuilds the room from its record. The host's client moves
this way when the first guest joins, in the lobby. The relay stays the fallback: an owner that
does not answer, or a room taken over less than HANDOVER_HOLD seconds ago (HAProxy changing its
mind while a server comes and goes must not bounce a room back and forth).

Rooms are rebuilt on demand (the first connection), not all at start: with several processes a
room is rebuilt by the one its clients reach. HAProxy's health checks (and handover requests)
are not logged at INFO.
"""

from __future__ import annotations

import asyncio
import hmac
import http
import logging
import os
import re
import secrets
from pathlib import Path
from typing import Any, Callable

from redis.exceptions import RedisError
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from ..core.wire import dumps
from . import protocol as P
from .rooms import Room
from .server import Connection, RoomServer, run_until_stopped
from .store_redis import RedisRoomStore

log = logging.getLogger("cabo_desktop.net")
LEASE_MS = 5000  # a room's lease; renewed every third of it
RELAY_OPEN_SECONDS = 2.0
HEALTH_PATH = "/health"
HANDOVER_PATH = "/cluster/handover/"
HANDOVER_SECONDS = 2.0  # the wait for an owner's answer to a handover request
HANDOVER_HOLD = 2.0  # seconds a room taken over here is not handed on (no room bounced back and forth)
MOVED = 1012  # the close code of a room's clients when it is handed over: reconnect at once
_CODE = re.compile(r"[%s]{%d}" % (P.CODE_ALPHABET, P.CODE_LENGTH))


class QuietChecks(logging.Filter):
    """Drops websockets' INFO lines about HAProxy's health checks and the servers' handover
    requests (two a check, every few seconds from each HAProxy); warnings and errors pass."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno > logging.INFO:
            return True
        request = getattr(getattr(record, "websocket", None), "request", None)
        path = getattr(request, "path", "")
        return not (path == HEALTH_PATH or path.startswith(HANDOVER_PATH))


def lease_ms() -> int:
    """The lease's life in ms: CABO_DESKTOP_LEASE_MS (500 to 60000), else 5000."""
    try:
        value = int(os.environ.get("CABO_DESKTOP_LEASE_MS", LEASE_MS))
    except ValueError:
        return LEASE_MS
    return min(60_000, max(500, value))


class ClusterRoomServer(RoomServer):
    """A room server among several on one Redis: see the module's docstring. `advertise` is the
    host:port the other processes reach this one at (default: the address listened on)."""

    def __init__(self, store: RedisRoomStore, host: str = "127.0.0.1", port: int = 0, *,
                 advertise: str | None = None, lease: int | None = None, **kwargs: Any):
        super().__init__(store, host, port, **kwargs)
        self.redis_store = store
        self.advertise = advertise
        self.lease_ms = lease if lease is not None else lease_ms()
        self.owner = ""
        self.held: set[str] = set()  # the codes whose lease this process has taken
        self._renewer: asyncio.Task | None = None
        self._claiming: dict[str, asyncio.Lock] = {}
        self._taken_at: dict[str, float] = {}  # code -> when taken over here (HANDOVER_HOLD)
        self._closing: set[asyncio.Task] = set()
        self.secret = ""
        self.relays = 0  # connections passed on to another process
        self.handovers = 0  # rooms handed to the process HAProxy routes them to

    # ------------------------------------------------------------ start and stop

    async def start(self) -> None:
        """Listen (rooms are rebuilt on demand), then renew the leases held."""
        list_live = self.store.list_live_rooms
        self.store.list_live_rooms = _no_rooms  # type: ignore[method-assign]  # no eager rebuild
        try:
            await super().start()
        finally:
            self.store.list_live_rooms = list_live  # type: ignore[method-assign]
        where = self.advertise or _address(self.host, self.port)
        self.owner = f"{secrets.token_hex(8)} {where}"
        self.redis_store.owner, self.redis_store.lease_ms = self.owner, self.lease_ms
        self.secret = await self.redis_store.cluster_secret()
        quiet = logging.getLogger("cabo_desktop.net.websockets")
        if not any(isinstance(f, QuietChecks) for f in quiet.filters):
            quiet.addFilter(QuietChecks())
        self._renewer = asyncio.create_task(self._renew())

    async def stop(self) -> None:
        """Stop as RoomServer does, releasing this process's leases first (its rooms move at once)."""
        if self._renewer is not None:
            self._renewer.cancel()
        try:
            await self.redis_store.release_leases(list(self.rooms), self.owner)
        except Exception as exc:  # noqa: BLE001 - Redis gone: the leases run out by themselves
            log.warning("the leases could not be released (%s); they run out", type(exc).__name__)
        await super().stop()

    async def _renew(self) -> None:
        while True:
            await asyncio.sleep(self.lease_ms / 3000)
            codes = [code for code in self.held if code in self.rooms and not self.rooms[code].closed]
            try:
                kept = await self.redis_store.renew_leases(codes, self.owner, self.lease_ms)
            except Exception as exc:  # noqa: BLE001 - Redis unreachable for a moment: try again
                log.warning("leases not renewed (%s)", type(exc).__name__)
                continue
            for code, ok in zip(codes, kept):
                if not ok:
                    log.warning("room %s: its lease is another process's now; dropped here", code)
                    await self._let_go(code)

    async def _let_go(self, code: str) -> None:
        """The room is not served here any more (it stays in the store): its clients reconnect."""
        room = self.rooms.get(code)
        if room is not None:
            room.closed = True
            for peer in room.peers():
                peer.drop()
        self._forget(code)

    def _forget(self, code: str) -> None:
        super()._forget(code)
        self.held.discard(code)
        self._taken_at.pop(code, None)
        if self.owner:
            asyncio.get_running_loop().create_task(self._release(code))

    async def _release(self, code: str) -> None:
        if code not in self.rooms:
            self.held.discard(code)
        try:
            await self.redis_store.release_leases([code], self.owner)
        except Exception:  # noqa: BLE001 - it runs out by itself
            pass

    def _add(self, room: Room) -> None:
        """A room made here (its lease taken by the store's create_room, in the same script) or
        taken over (_claim took its lease): renewed from now on."""
        super()._add(room)
        self.held.add(room.code)

    # ------------------------------------------------------------ connections

    def _check_request(self, connection: Any, request: Any) -> Any:
        """GET /health answers 200 (HAProxy's health checks); /cluster/handover/ another server's
        request for a room (see _handover_asked); a player's address rate-limited is
        refused (its address as HAProxy forwards it); the rest as RoomServer does."""
        if request.path == HEALTH_PATH:  # the counts for benchmarks/net_load.py in headers
            answer = connection.respond(http.HTTPStatus.OK, "ok\n")
            answer.headers["X-Cabo-Counts"] = f"rooms={len(self.rooms)} relays={self.relays} handovers={self.handovers}"
            return answer
        if request.path.startswith(HANDOVER_PATH):
            return self._handover_asked(connection, request)
        player = forwarded_for(request.headers)
        if player is not None and self.rate.limited(player):
            return connection.respond(http.HTTPStatus.TOO_MANY_REQUESTS, "rate_limited\n")
        return super()._check_request(connection, request)

    async def _first(self, peer: Connection, path: str, message: dict[str, Any]) -> Room | None:
        """A join of a room not served here: its lease taken and the room rebuilt, or the
        connection relayed to the process holding it."""
        player = forwarded_for(peer.ws.request.headers) if peer.ws.request is not None else None
        if player is not None:  # behind HAProxy every connection comes from its address: the player's is this
            peer.address = player
        code = path.rsplit("/", 1)[-1]
        if code != "new" and message["type"] == "join" and not self.rate.limited(peer.address):
            lock = self._claiming.setdefault(code, asyncio.Lock())
            try:
                async with lock:  # one claim of a room at a time: its clients often come back together
                    room = self.rooms.get(code)
                    if room is not None and room.closed:  # closed by a refused append: it may live on
                        RoomServer._forget(self, code)  # its lease kept: it is claimed again just below
                        room = None
                    holder = await self._claim(code) if room is None else ""
                    if holder and await self._ask_handover(holder, code):
                        holder = await self._claim(code)  # the lease is this process's now
            finally:
                if not lock.locked():
                    self._claiming.pop(code, None)
            if holder:
                await self._relay(peer, holder.split(" ", 1)[-1], code, message)
                return None
        return await super()._first(peer, path, message)

    async def _message(self, room: Room, peer: Connection, message: dict[str, Any]) -> str | None:
        """As RoomServer; when Redis does not take a change (down, restarting) the room is dropped
        here, its actions not stored with it: no client heard of them, and every client comes back
        to the room rebuilt from what Redis holds."""
        try:
            return await super()._message(room, peer, message)
        except RedisError as exc:
            log.warning("room %s: Redis did not take a change (%s); rebuilt from the store when asked",
                        room.code, type(exc).__name__)
            await self._let_go(room.code)
            return None

    async def _claim(self, code: str) -> str:
        """Take the room's lease and rebuild it from the store: '' (served here now, or no such
        live room: the join is refused as usual), or the owner holding it."""
        stored = await self.store.load_room(code)
        if stored is None or stored.closed:
            return ""
        holder = await self.redis_store.take_lease(code, self.owner, self.lease_ms)
        if holder:
            return holder
        self.held.add(code)
        stored = await self.store.load_room(code)  # read again under the lease
        if stored is None or stored.closed:
            await self._release(code)
            return ""
        try:
            room = Room.from_stored(stored, self.store, self.config)
        except Exception as exc:  # noqa: BLE001 - a damaged room is left in the store
            log.warning("room %s cannot be rebuilt (%s); left in the store", code, type(exc).__name__)
            await self._release(code)
            return ""
        self._add(room)
        self._taken_at[code] = self.clock()
        log.info("room %s taken over at action %d", code, len(stored.actions))
        return ""

    async def _room_failed(self, room: Room, exc: Exception) -> None:
        """As RoomServer; an AI move Redis does not take (down, restarting) drops the room here
        with one line said (no traceback): its clients resume from what Redis holds."""
        if not isinstance(exc, RedisError):
            await super()._room_failed(room, exc)
            return
        log.warning("room %s: Redis did not take an AI move (%s); rebuilt from the store when asked",
                    room.code, type(exc).__name__)
        room.closed = True
        for peer in room.peers():
            peer.drop()
        if self.rooms.get(room.code) is room:
            self.rooms.pop(room.code, None)  # its task is this one, ending: not cancelled
            self.tasks.pop(room.code, None)
            self.held.discard(room.code)
            self._taken_at.pop(room.code, None)
            asyncio.get_running_loop().create_task(self._release(room.code))

    # ------------------------------------------------------------ handover (see the module's docstring)

    async def _ask_handover(self, holder: str, code: str) -> bool:
        """Ask the live owner `holder` to hand the room to this process: True when it has (the
        lease is this process's), False when it keeps it or does not answer (then: the relay)."""
        host, _, port = holder.split(" ", 1)[-1].rpartition(":")
        request = (f"GET {HANDOVER_PATH}{code} HTTP/1.1\r\nHost: cluster\r\nX-Cabo-Cluster: {self.secret}\r\n"
                   f"X-Cabo-To: {self.owner}\r\nConnection: close\r\n\r\n")
        try:
            async with asyncio.timeout(HANDOVER_SECONDS):
                reader, writer = await asyncio.open_connection(host.strip("[]"), int(port))
                try:
                    writer.write(request.encode())
                    status = await reader.readline()
                finally:
                    writer.close()
        except (OSError, ValueError, asyncio.TimeoutError):
            return False
        return status.split()[1:2] == [b"200"]

    async def _handover_asked(self, connection: Any, request: Any) -> Any:
        """GET /cluster/handover/<CODE> from another server of the cluster (its secret shown):
        200 when the room is handed over, 409 when kept, 403 for anyone else."""
        code = request.path[len(HANDOVER_PATH):]
        to = request.headers.get("X-Cabo-To", "")
        shown = request.headers.get("X-Cabo-Cluster", "")
        if not self.secret or not hmac.compare_digest(shown.encode(), self.secret.encode()) \
                or not _CODE.fullmatch(code) or not to or len(to) > 300:
            return connection.respond(http.HTTPStatus.FORBIDDEN, "forbidden\n")
        if await self._hand_over(code, to):
            return connection.respond(http.HTTPStatus.OK, "handed over\n")
        return connection.respond(http.HTTPStatus.CONFLICT, "kept\n")

    async def _hand_over(self, code: str, to: str) -> bool:
        """Pass the room and its lease to the process `to` (under the room's lock: every action
        announced is stored), drop it here and close its clients with MOVED."""
        room = self.rooms.get(code)
        if room is None or room.closed or code not in self.held or to == self.owner:
            return False
        if self.clock() - self._taken_at.get(code, -HANDOVER_HOLD) < HANDOVER_HOLD:
            return False
        async with room.lock:
            if room.closed:
                return False
            try:
                if not await self.redis_store.pass_lease(code, self.owner, to, self.lease_ms):
                    return False
            except RedisError:
                return False
            room.closed = True
        self.handovers += 1
        peers = room.peers()
        RoomServer._forget(self, code)
        self.held.discard(code)
        self._taken_at.pop(code, None)
        for peer in peers:
            task = asyncio.create_task(peer.close(MOVED, "moved"))
            self._closing.add(task)
            task.add_done_callback(self._closing.discard)
        log.info("room %s handed over to %s", code, to.split(" ", 1)[-1])
        return True

    async def _relay(self, peer: Connection, where: str, code: str, message: dict[str, Any]) -> None:
        """Pass the connection on to the room's owner, frame for frame, until either side closes."""
        self.relays += 1
        try:
            upstream = await connect(f"ws://{where}/rooms/{code}", subprotocols=[P.SUBPROTOCOL], compression=None,
                                     proxy=None, max_size=P.MAX_SERVER_FRAME, open_timeout=RELAY_OPEN_SECONDS,
                                     additional_headers={"X-Forwarded-For": peer.address})
        except (OSError, asyncio.TimeoutError, WebSocketException):
            await peer.close(1013, "try again")  # the owner is not answering: its lease runs out
            return
        try:
            await upstream.send(dumps(message))
            up = asyncio.create_task(_pump_up(peer, upstream))
            try:
                async for frame in upstream:
                    peer.send(frame if isinstance(frame, str) else frame.decode("utf-8", "replace"))
            except ConnectionClosed:
                pass
            up.cancel()
            code_out = upstream.close_code
            if code_out in (1000, 1008, MOVED):
                await peer.close(code_out, upstream.close_reason or "")
            else:
                await peer.close(1013, "try again")
        finally:
            await upstream.close()
            peer.closed = True


async def _pump_up(peer: Connection, upstream: Any) -> None:
    try:
        async for frame in peer.ws:
            await upstream.send(frame)
    except ConnectionClosed:
        pass
    await upstream.close()


def forwarded_for(headers: Any) -> str | None:
    """The player's address as the proxy in front (HAProxy's `option forwardfor`, or the relaying
    server) wrote it: the last X-Forwarded-For entry, the one the nearest proxy added. Trusted
    because a cluster's servers are reachable only from HAProxy and each other (docs/server.md)."""
    values = headers.get_all("X-Forwarded-For")
    if not values:
        return None
    last = values[-1].rsplit(",", 1)[-1].strip()
    import ipaddress
    try:
        return str(ipaddress.ip_address(last))
    except ValueError:
        return None


def _address(host: str, port: int) -> str:
    """host:port the other processes can reach (a name for 0.0.0.0 or ::, brackets for IPv6)."""
    if host in ("0.0.0.0", "::", ""):
        import socket
        host = socket.gethostname()
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


async def _no_rooms() -> list[str]:
    return []


async def serve_cluster_until_stopped(url: str, host: str, port: int, away_seconds: float,
                                      port_file: Path | None = None, advertise: str | None = None,
                                      announce: Callable[[str], None] = print) -> None:
    """`cabo-desktop serve --store redis://...`: run until SIGTERM or SIGINT."""
    store = RedisRoomStore(url)
    await store.redis.ping()  # unreachable or a wrong password: said at once
    server = ClusterRoomServer(store, host, port, advertise=advertise, away_seconds=away_seconds)
    await run_until_stopped(server, port_file, announce,
                            about=f"rooms in Redis, this process's id {server.owner}")
