"""The room server: websockets connections -> rooms and seats (docs/network.md).

`RoomServer` serves `/rooms/new` (create a room) and `/rooms/<CODE>` (join one) over WebSockets with
the subprotocol `cabo-desktop.v1` (a handshake without it is refused), client frames of at most 8
KiB, and a bounded queue of unsent frames per connection: a reader that stops reading is dropped
(its seat held), it never stalls its room. Joins are rate-limited per address. At start it rebuilds
every live room from the store (after a `kill -9` the clients resume with their tokens at the same
action count); the AI's decisions run in a thread pool, so one room's strong AI never blocks the
event loop. `run(...)` is `cabo-desktop serve`: it stops cleanly on SIGTERM.
"""

from __future__ import annotations

import asyncio
import http
import logging
import re
import signal
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from . import protocol as P
from .room_parts import room_spec
from .rooms import Room, RoomConfig, SeatInfo
from .store import RoomStore, SqliteRoomStore

log = logging.getLogger("cabo_desktop.net")
_PATH = re.compile(r"/rooms/(new|[%s]{%d})" % (P.CODE_ALPHABET, P.CODE_LENGTH))
FIRST_MESSAGE_SECONDS = 15.0
RATE_WINDOW = 60.0  # seconds
RATE_FAILURES = 20  # unknown codes or bad tokens from one address in a window, then rate_limited
CREATIONS_A_MINUTE = 10  # rooms one address (not this computer) makes in a window, then rate_limited
IDLE_ROOM_SECONDS = 30 * 60  # a room nobody is connected to, not in a game, closes after this
MAX_ROOMS = 20_000
MAX_ADDRESSES = 100_000  # addresses the rate limiter remembers
MAX_CONNECTIONS = 20_000  # then a handshake is refused (503 server_full)
MESSAGE_RATE = (30.0, 60)  # a connection's costly messages a second, and its burst (3 refused in a row: closed)


def _loopback(address: str) -> bool:
    """Whether a connection comes from this computer (127.0.0.0/8, ::1)."""
    import ipaddress
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


class RateLimit:
    """Events per address (failed joins: unknown room codes, bad tokens; or rooms made): more than
    `most` in a minute and the address is refused (those events) for a minute."""

    def __init__(self, clock: Callable[[], float], most: int = RATE_FAILURES):
        self.clock, self.most = clock, most
        self.failures: dict[str, deque] = {}
        self.blocked: dict[str, float] = {}

    def limited(self, address: str) -> bool:
        until = self.blocked.get(address)
        if until is None:
            return False
        if until > self.clock():
            return True
        del self.blocked[address]
        return False

    def fail(self, address: str) -> None:
        now = self.clock()
        if len(self.failures) > MAX_ADDRESSES:
            self.failures.clear()
        times = self.failures.setdefault(address, deque())
        times.append(now)
        while times and times[0] < now - RATE_WINDOW:
            times.popleft()
        if len(times) >= self.most:  # the most-th one is the last let through
            self.blocked[address] = now + RATE_WINDOW
            times.clear()
            log.warning("rate limit: an address is refused for a minute (too many failed joins, or rooms made)")


class Connection:
    """One client's connection as a room sees it (a `rooms.Peer`): frames are queued and sent by
    a task of its own; past MAX_QUEUED bytes queued the connection is dropped."""

    def __init__(self, ws: ServerConnection, limit: int = P.MAX_QUEUED):
        self.ws = ws
        remote = ws.remote_address
        self.address = str(remote[0]) if remote else "?"
        self.limit = limit
        self.queue: deque[str] = deque()
        self.queued = 0
        self.written = 0  # bytes written at once since the loop last turned
        self.closed = False
        self._more = asyncio.Event()
        self.task = asyncio.create_task(self._sender())

    def send(self, frame: str) -> None:
        """Write a frame at once when nothing waits before it and the socket takes more (no task
        woken, no turn of the loop: what every frame costs a busy server); else queue it for the
        connection's task. A connection that lets too much pile up is dropped."""
        if self.closed:
            return
        waiting = self.queued + self.ws.transport.get_write_buffer_size()  # not taken by the socket yet
        if waiting and waiting + len(frame) > self.limit:
            log.info("a connection that does not read is dropped (%d bytes queued)", waiting)
            self.drop()
            return
        if not self.queue and self._write_now(frame):
            # counted as queued until the loop turns, as a frame waiting for the task was: a
            # connection sent more than `limit` in one go (its own burst of messages) is dropped
            if not self.written:
                asyncio.get_running_loop().call_soon(self._turned)
            self.queued += len(frame)
            self.written += len(frame)
            return
        self.queue.append(frame)
        self.queued += len(frame)
        self._more.set()

    def _turned(self) -> None:
        self.queued -= self.written
        self.written = 0

    def _write_now(self, frame: str) -> bool:
        """The frame written to the socket's buffer as `ws.send` writes it, when the connection is
        open, sends no fragmented message and its buffer is not full; False: it must wait."""
        ws = self.ws
        # (websockets' own state, read with defaults: a version without one of them queues every frame)
        if getattr(ws, "paused", True) or getattr(ws, "send_in_progress", True) is not None \
                or ws.protocol.state is not State.OPEN or ws.transport.is_closing():
            return False
        try:
            data = frame.encode()
        except UnicodeEncodeError:  # a bug (protocol.parse_message refuses such text): skipped
            log.error("a frame that is not UTF-8 text was not sent")
            return True
        try:
            ws.protocol.send_text(data)
            ws.send_data()
        except (OSError, RuntimeError):  # the socket went away under it: as a drop
            self.drop()
        return True

    async def _sender(self) -> None:
        try:
            while not self.closed:
                await self._more.wait()
                self._more.clear()
                while self.queue and not self.closed:
                    frame = self.queue[0]
                    try:
                        await self.ws.send(frame)
                    except UnicodeEncodeError:  # a bug (protocol.parse_message refuses such text): skipped
                        log.error("a frame that is not UTF-8 text was not sent")
                    self.queue.popleft()
                    self.queued -= len(frame)
        except ConnectionClosed:
            pass

    def drop(self) -> None:
        """Close the connection at once (its seat is held)."""
        if not self.closed:
            self.closed = True
            self.queue.clear()
            self._more.set()
            self.ws.transport.abort()

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """Send what is queued (for a moment at most), then close."""
        try:
            await asyncio.wait_for(self._flushed(), 1.0)
        except asyncio.TimeoutError:
            pass
        self.closed = True
        self._more.set()
        try:
            await asyncio.wait_for(self.ws.close(code, reason), 2.0)
        except (asyncio.TimeoutError, ConnectionClosed):
            self.ws.transport.abort()

    async def _flushed(self) -> None:
        while self.queue and not self.closed:
            await asyncio.sleep(0.01)


class RoomServer:
    """The room server: see the module's docstring. `port=0` picks a free port (`self.port`)."""

    def __init__(self, store: RoomStore, host: str = "127.0.0.1", port: int = 0, *, away_seconds: float = 45.0,
                 think_times: tuple[float, float] | None = None, dealer: Callable[[str, int], tuple[int, list]] | None
                 = None, ai_threads: int = 2, clock: Callable[[], float] = time.monotonic, max_rooms: int = MAX_ROOMS,
                 message_rate: tuple[float, int] = MESSAGE_RATE, max_connections: int = MAX_CONNECTIONS):
        self.store, self.host, self.port = store, host, port
        self.pool = ThreadPoolExecutor(max_workers=ai_threads, thread_name_prefix="room-ai")
        config = RoomConfig(away_seconds=away_seconds, executor=self.pool.submit, clock=clock)
        if think_times is not None:
            config.think_times = think_times
        if dealer is not None:
            config.dealer = dealer
        self.config = config
        self.clock = clock
        self.max_rooms = max_rooms
        self.message_rate = message_rate
        self.max_connections = max_connections
        self.connections = 0
        self.rooms: dict[str, Room] = {}
        self.tasks: dict[str, asyncio.Task] = {}
        self.rate = RateLimit(clock)
        self.creations = RateLimit(clock, CREATIONS_A_MINUTE)  # rooms made by one address
        self.server: Any = None
        self._reaper: asyncio.Task | None = None

    # ------------------------------------------------------------ start and stop

    async def start(self) -> None:
        """Rebuild the live rooms from the store, then listen."""
        for code in await self.store.list_live_rooms():
            stored = await self.store.load_room(code)
            if stored is None:
                continue
            try:
                room = Room.from_stored(stored, self.store, self.config)
            except Exception as exc:  # noqa: BLE001 - a damaged room is left in the store, the others run
                log.warning("room %s cannot be rebuilt (%s); left in the store", code, type(exc).__name__)
                continue
            self._add(room)
        if self.rooms:
            log.info("%d room(s) rebuilt from the store", len(self.rooms))
        self.server = await serve(self._handler, self.host, self.port, subprotocols=[P.SUBPROTOCOL],
                                  max_size=P.MAX_CLIENT_FRAME, process_request=self._check_request,
                                  compression=None, logger=logging.getLogger("cabo_desktop.net.websockets"))
        self.port = self.server.sockets[0].getsockname()[1]
        self._reaper = asyncio.create_task(self._reap())
        log.info("room server listening on %s:%d", self.host, self.port)

    async def stop(self) -> None:
        """Stop listening, close every connection and room task, release the store."""
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        if self._reaper is not None:
            self._reaper.cancel()
        for room in self.rooms.values():
            await room.close()
        for task in self.tasks.values():
            task.cancel()
        await asyncio.gather(*self.tasks.values(), return_exceptions=True)
        self.pool.shutdown(wait=False, cancel_futures=True)
        await self.store.close()
        log.info("room server stopped")

    def _add(self, room: Room) -> None:
        self.rooms[room.code] = room
        self.tasks[room.code] = asyncio.create_task(self._run_room(room))

    async def _run_room(self, room: Room) -> None:
        try:
            await room.run()
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - see _room_failed
            await self._room_failed(room, exc)

    async def _room_failed(self, room: Room, exc: Exception) -> None:
        """A room's task stopped by an error: a bug here (logged with its traceback, the room's
        connections closed); net/lease.py also handles a Redis that does not answer."""
        log.error("room %s stopped by an unexpected error", room.code, exc_info=exc)
        room.closed = True
        for peer in room.peers():
            peer.drop()

    async def _reap(self) -> None:
        """Close rooms nobody has been connected to for IDLE_ROOM_SECONDS (not while a game runs)."""
        while True:
            await asyncio.sleep(60)
            now = self.clock()
            for code, room in list(self.rooms.items()):
                if room.closed:
                    self._forget(code)
                    continue
                if room.peers():
                    room.idle_since = None
                elif room.idle_since is None:
                    room.idle_since = now
                elif now - room.idle_since > IDLE_ROOM_SECONDS and (not room.started or room.over):
                    async with room.lock:
                        room.closed = True
                        await self.store.close_room(code)
                    self._forget(code)

    def _forget(self, code: str) -> None:
        self.rooms.pop(code, None)
        task = self.tasks.pop(code, None)
        if task is not None:
            task.cancel()

    # ------------------------------------------------------------ connections

    def _check_request(self, connection: ServerConnection, request: Any) -> Any:
        """Refuse at the handshake: an unknown path, no `cabo-desktop.v1` offered, a rate-limited address."""
        if not _PATH.fullmatch(request.path):
            return connection.respond(http.HTTPStatus.NOT_FOUND, "no such path: /rooms/new or /rooms/<CODE>\n")
        offered = ",".join(request.headers.get_all("Sec-WebSocket-Protocol"))
        if P.SUBPROTOCOL not in [p.strip() for p in offered.split(",")]:
            return connection.respond(http.HTTPStatus.BAD_REQUEST, f"the subprotocol {P.SUBPROTOCOL} is required\n")
        if self.connections >= self.max_connections:
            return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, "server_full\n")
        remote = connection.remote_address
        if remote and self.rate.limited(str(remote[0])):
            return connection.respond(http.HTTPStatus.TOO_MANY_REQUESTS, "rate_limited\n")
        return None

    async def _handler(self, ws: ServerConnection) -> None:
        self.connections += 1
        try:
            await self._serve_connection(ws)
        finally:
            self.connections -= 1

    async def _serve_connection(self, ws: ServerConnection) -> None:
        peer = Connection(ws)
        room: Room | None = None
        bad = 0
        rate, burst = self.message_rate
        tokens, last = float(burst), self.clock()
        try:
            path = ws.request.path if ws.request is not None else ""
            while True:
                timeout = FIRST_MESSAGE_SECONDS if room is None else None
                frame = await asyncio.wait_for(ws.recv(), timeout)
                # a token bucket: each message but an action played costs one (a resync, a refused
                # or stale action: work for the room that moves nothing); empty, rate_limited
                now = self.clock()
                tokens, last = min(float(burst), tokens + (now - last) * rate), now
                try:
                    if tokens < 1:
                        raise P.BadMessage(P.RATE_LIMITED, "more messages than a table needs")
                    tokens -= 1
                    message = P.parse_message(frame)
                    if room is None:
                        room = await self._first(peer, path, message)
                        key = None if room is not None else "refused"
                        if room is None and peer.closed:
                            return
                    else:
                        count = room.session.seq if room.session is not None else -1
                        key = await self._message(room, peer, message)
                        if room.session is not None and room.session.seq != count and message["type"] == "act":
                            tokens += 1  # played: free
                except P.BadMessage as exc:
                    log.info("refused a message: %s", exc.detail or exc.key)
                    peer.send(P.error(exc.key, exc.values))
                    key = exc.key
                bad = bad + 1 if key is not None else 0
                if bad >= P.BAD_IN_A_ROW:
                    await peer.close(1008, "too many refused messages")
                    return
                if peer.closed:
                    return
        except (ConnectionClosed, asyncio.TimeoutError):
            pass
        except Exception:  # a bug, never hostile input: logged with its traceback
            log.exception("a connection stopped by an unexpected error")
            peer.drop()
        finally:
            peer.closed = True
            peer.task.cancel()
            if room is not None:
                await room.dropped(peer)

    async def _first(self, peer: Connection, path: str, message: dict[str, Any]) -> Room | None:
        """A connection's first message: create on /rooms/new, join on /rooms/<CODE>. Returns
        the room it is in, or None (an error was sent)."""
        code = path.rsplit("/", 1)[-1]
        if code == "new":
            if message["type"] != "create":
                raise P.BadMessage(P.BAD_MESSAGE, "the first message on /rooms/new is create")
            return await self._create(peer, message)
        if message["type"] != "join":
            raise P.BadMessage(P.BAD_MESSAGE, "the first message on /rooms/<CODE> is join")
        if self.rate.limited(peer.address):
            peer.send(P.error(P.RATE_LIMITED))
            await peer.close(1008, "rate_limited")
            return None
        room = self.rooms.get(code)
        if room is None or room.closed:
            self.rate.fail(peer.address)
            peer.send(P.error(P.ROOM_NOT_FOUND))
            return None
        key = await room.join(peer, message["name"], message["token"], message["spectate"])
        if key is not None:
            if key == P.BAD_TOKEN:
                self.rate.fail(peer.address)
            peer.send(P.error(key))
            return None
        return room

    async def _create(self, peer: Connection, message: dict[str, Any]) -> Room | None:
        if len(self.rooms) >= self.max_rooms:
            peer.send(P.error(P.SERVER_FULL))
            return None
        game, variant, kinds = P.parse_create(message)
        if not _loopback(peer.address):  # this computer's own programs (a hosted game) are trusted
            if self.creations.limited(peer.address):
                peer.send(P.error(P.RATE_LIMITED))
                return None
            self.creations.fail(peer.address)
        levels = game.ai_levels()
        seats = [SeatInfo(kind, level=level, name=levels[level].persona if kind == "ai" else "")
                 for kind, level in kinds]
        for _attempt in range(100):
            code = P.new_code()
            room = Room(code, game, variant, seats, message["turn_seconds"], self.store, self.config)
            if code not in self.rooms and await self.store.create_room(code, room_spec(room)):
                break
        else:
            peer.send(P.error(P.SERVER_FULL))
            return None
        self._add(room)
        log.info("room %s created: %s, %d seats", code, game.name, len(seats))
        await room.join_host(peer, message["name"])
        return room

    async def _message(self, room: Room, peer: Connection, message: dict[str, Any]) -> str | None:
        """A message after the first: handled by the room; returns the error key sent, or None."""
        kind = message["type"]
        if kind == "act":
            key = await room.act(peer, message["seq"], message["action"])
        elif kind == "ready":
            key = await room.set_ready(peer, message["ready"])
        elif kind == "start":
            key = await room.start(peer)
        elif kind == "resync":
            key = await room.resync(peer)
        elif kind == "rematch":
            key = await room.rematch(peer)
        elif kind == "leave":
            key = await room.leave(peer)
            await peer.close(1000, "left")
        else:  # create or join again
            key = P.BAD_STATE
        if key is not None:
            peer.send(P.error(key))
        return key


# The collector's thresholds for a serving process. With the defaults (700, 10, 10) a game's
# states, which live one move (seconds), survive the young collections and are promoted, so full
# collections of every room's objects come often and stall every room for 0.1-0.6 s at 4,000
# connections. A larger first generation and a rarer second let them die young: net_load at 1,000
# rooms (Kobito, think 2 s) p99 564 -> 96 ms, think 4 s 295 -> 23 ms, same CPU per action.
SERVER_GC_THRESHOLDS = (50_000, 20, 10)


def tune_gc_for_serving() -> None:
    """Set the collector's thresholds of a process that only serves rooms (`cabo-desktop serve`)."""
    import gc
    gc.set_threshold(*SERVER_GC_THRESHOLDS)


async def serve_until_stopped(store_path: Path | None, host: str, port: int, away_seconds: float,
                              port_file: Path | None = None, announce: Callable[[str], None] = print) -> None:
    """Run a room server until SIGTERM or SIGINT (`cabo-desktop serve`)."""
    server = RoomServer(SqliteRoomStore(store_path), host, port, away_seconds=away_seconds)
    await run_until_stopped(server, port_file, announce)


async def run_until_stopped(server: RoomServer, port_file: Path | None, announce: Callable[[str], None],
                            about: str = "") -> None:
    """Start `server`, write its port to `port_file` (whole or not at all), say where it listens
    (and `about` it), serve until SIGTERM or SIGINT, then stop it cleanly."""
    await server.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C still ends asyncio.run
            pass
    if port_file is not None:
        partial = port_file.with_name(port_file.name + ".partial")
        partial.write_text(f"{server.port}\n", encoding="utf-8")
        partial.replace(port_file)
    announce(f"listening on {server.host}:{server.port}" + (f" ({about})" if about else ""))
    try:
        await stop.wait()
    finally:
        await server.stop()
