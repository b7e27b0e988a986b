"""The player's end of network play (docs/network.md): `RoomClient` talks to a room server over one
WebSocket (asyncio); net/remote_seat.py's `RemoteSeat` runs one in a thread for the pygame loop.

    client = RoomClient("127.0.0.1:8765", name="Ann")
    welcome = await client.create("kobito", variant, ["host", "open", "ai:easy"])   # or .join(code)
    item = await client.next_item()        # Welcome, Lobby, Seats, Snapshot, Update, Refused, Over,
    await client.act(action)               # ServerError or Status, decoded with Game.wire()

What arrives is read by net/client_messages.py. The client trusts nothing it receives: a message
that does not decode is dropped (and, once the
game runs, a fresh snapshot asked for), never a traceback. It keeps the seat's resume token (only
in `.token`, never in an item or a repr) and, when the connection drops, reconnects with it after
a growing pause; the server then sends the seat's snapshot. The errors it makes itself, besides the
server's keys: `unreachable` (no server there), `protocol` (not a room server of this version),
`not_connected` (sent while the connection was down), `bad_message` (the server sent nonsense).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import websockets
from websockets.asyncio.client import ClientConnection, connect

from ..core.feed import Snapshot, Update
from ..core.wire import WireError, dumps
from .client_messages import (JoinRefused, Lobby, Over, ProtocolError, SeatInfo, Seats,  # noqa: F401 (the items)
                              ServerError, Status, Welcome, _Decoder)
from .protocol import MAX_SERVER_FRAME, SUBPROTOCOL, is_code

log = logging.getLogger("cabo_desktop.net.client")

MOVED = 1012  # the server handed the room to another process (net/lease.py): reconnect at once
BACKOFF = (0.2, 0.5, 1.0, 2.0, 4.0, 5.0)  # pauses before each reconnection attempt; then 5 s each
CLOSE_SECONDS = 2.0  # a closing handshake waits no longer: a dead link is noticed soon
FINAL_ERRORS = {"bad_token", "room_not_found", "room_full", "room_closed", "protocol", "unknown_game"}  # not retried


# ------------------------------------------------------------------ the asyncio client


def ws_url(address: str, path: str) -> str:
    """`ws://host:port/path` from "host:port" (an IPv6 host in brackets: "[::1]:8765"); an address
    written "wss://host:port" keeps TLS (a server behind a TLS proxy, issue 39)."""
    address = address.strip()
    scheme = "ws"
    if "://" in address:
        written, address = address.split("://", 1)
        scheme = "wss" if written.lower() in ("wss", "https") else "ws"
    return f"{scheme}://{address.rstrip('/')}{path}"


class RoomClient:
    """One seat's connection to a room server (asyncio). `create` or `join` first; then
    `next_item()` gives what arrives, decoded, and `act`/`ready`/`start`/... send."""

    def __init__(self, address: str, *, name: str, ping_interval: float | None = 10, open_timeout: float = 10,
                 backoff: tuple[float, ...] = BACKOFF):
        self.address, self.name = address, name
        self.ping_interval, self.open_timeout, self.backoff = ping_interval, open_timeout, backoff
        self.status = "connecting"
        self.room: str | None = None
        self.seat: int | None = None
        self.spectator = False
        self.token: str | None = None
        self.seq: int | None = None  # the count of actions played, once the game runs
        self.lobby: Lobby | None = None
        self.record: str | None = None
        self.items: asyncio.Queue = asyncio.Queue()
        self.bad_messages = 0
        self._decoder = _Decoder()
        self._ws: ClientConnection | None = None
        self._reader: asyncio.Task | None = None
        self._closing = False

    def __repr__(self) -> str:
        return f"RoomClient({self.address!r}, room={self.room!r}, seat={self.seat!r}, status={self.status!r})"

    @property
    def game(self) -> Any:
        """The game of the room (after the welcome)."""
        return self._decoder.game

    @property
    def wire(self) -> Any:
        """The game's codec (after the welcome)."""
        return self._decoder.wire

    # ----- seating
    async def create(self, game: str, variant: Any, seats: list[str], turn_seconds: int | None = None) -> Welcome:
        """Open a new room as its host (seat 0): `seats` "host" first, then "open" or "ai:<level>";
        `turn_seconds` whole seconds or None (no turn timer). JoinRefused if the server says no."""
        self._decoder.use(game)
        message = {"type": "create", "name": self.name, "game": self._decoder.game.name,
                   "variant": self._decoder.wire.variants.encode(variant), "seats": list(seats),
                   "turn_seconds": None if turn_seconds is None else int(turn_seconds)}
        return await self._seat("/rooms/new", message)

    async def join(self, code: str, token: str | None = None, spectate: bool = False) -> Welcome:
        """Take a seat of room `code` (the first open one, or back with our `token`); a code that
        cannot be one is room_not_found without a connection."""
        code = code.strip().upper() if isinstance(code, str) else ""
        if not is_code(code):
            raise JoinRefused("room_not_found")
        self.spectator, self.token = spectate, token
        return await self._seat(f"/rooms/{code}", self._join_message())

    def _join_message(self) -> dict:
        return {"type": "join", "name": self.name, "token": self.token, "spectate": self.spectator}

    async def _seat(self, path: str, message: dict) -> Welcome:
        welcome = await self._open(path, message)
        await self.items.put(welcome)
        self._set_status("connected")
        self._reader = asyncio.create_task(self._read())
        return welcome

    async def _open(self, path: str, message: dict) -> Welcome:
        """Connect, send the first message and wait for the welcome (JoinRefused otherwise)."""
        try:
            ws = await connect(ws_url(self.address, path), subprotocols=[SUBPROTOCOL], compression=None,
                               proxy=None, max_size=MAX_SERVER_FRAME, open_timeout=self.open_timeout,
                               ping_interval=self.ping_interval, ping_timeout=self.ping_interval,
                               close_timeout=CLOSE_SECONDS)
        except (OSError, ValueError, asyncio.TimeoutError, websockets.exceptions.InvalidURI) as exc:  # or no address
            raise JoinRefused("unreachable", {"reason": str(exc)[:200]}) from None
        except websockets.exceptions.InvalidStatus as exc:  # refused at the handshake
            status = exc.response.status_code  # 502-504: a proxy with no server for the room yet (issue 39)
            key = "rate_limited" if status == 429 else "unreachable" if status in (502, 503, 504) else "protocol"
            raise JoinRefused(key, {"reason": str(exc)[:200]}) from None
        except websockets.exceptions.WebSocketException as exc:
            raise JoinRefused("protocol", {"reason": str(exc)[:200]}) from None
        try:
            if ws.subprotocol != SUBPROTOCOL:
                raise JoinRefused("protocol")
            await ws.send(dumps(message))
            async with asyncio.timeout(self.open_timeout):
                reply = await ws.recv()
            item = self._decoder.decode(reply)
            if isinstance(item, ServerError):
                raise JoinRefused(item.key, item.values)
            if not isinstance(item, Welcome):
                raise JoinRefused("protocol")
        except (websockets.exceptions.ConnectionClosed, OSError, asyncio.TimeoutError):
            await ws.close()
            raise JoinRefused("unreachable") from None
        except (WireError, ProtocolError):
            await ws.close()
            raise JoinRefused("protocol") from None
        except JoinRefused:
            await ws.close()
            raise
        self._ws, self.token, self.room, self.seat = ws, self._decoder.token, item.room, item.seat
        return item

    # ----- receiving
    async def next_item(self, timeout: float | None = None) -> Any:
        """The next item that arrived (asyncio.TimeoutError after `timeout` seconds)."""
        if timeout is None:
            return await self.items.get()
        async with asyncio.timeout(timeout):
            return await self.items.get()

    async def _read(self) -> None:
        while not self._closing:
            ws = self._ws
            try:
                assert ws is not None
                async for frame in ws:
                    await self._received(frame)
                code = ws.close_code
            except websockets.exceptions.ConnectionClosed as exc:
                code = exc.rcvd.code if exc.rcvd is not None else None
            except OSError:
                code = None
            except Exception:  # a bug of ours: said and logged, never a reader dead in silence
                log.exception("the room client stopped reading")
                if ws is not None:
                    await ws.close()
                self._set_status("closed", "bad_message")
                return
            if self._closing or code in (1000, 1008):  # we or the server ended it: not a drop
                self._set_status("closed", "closed" if code != 1008 else "bad_message")
                return
            if not await self._reconnect(pause=code != MOVED):
                return

    async def _received(self, frame: Any) -> None:
        try:
            item = self._decoder.decode(frame)
        except (WireError, ProtocolError, JoinRefused) as exc:
            self.bad_messages += 1
            log.warning("a server message was dropped: %s", exc)
            if self.seq is not None:
                try:
                    await self.resync()
                except JoinRefused:
                    pass  # the link is down: the reconnection brings a snapshot anyway
            return
        if isinstance(item, Welcome):  # a server may seat us anew: the new token is the one that counts
            self.token, self.room, self.seat = self._decoder.token, item.room, item.seat
        elif isinstance(item, (Snapshot, Update)):
            self.seq = item.seq
        elif isinstance(item, Lobby):
            self.lobby = item
        elif isinstance(item, Over):
            self.record = item.record
        await self.items.put(item)

    async def _reconnect(self, pause: bool = True) -> bool:
        """After a drop: connect again with the resume token, pausing longer each time, until it
        works (True) or the server refuses us for good or we are closed (False). A room handed to
        another server of a cluster (close code MOVED) is reconnected to without the first pause."""
        self._set_status("reconnecting")
        attempt = 0
        while not self._closing:
            if pause or attempt:
                await asyncio.sleep(self.backoff[min(attempt, len(self.backoff) - 1)])
            attempt += 1
            if self._closing:
                break
            try:
                welcome = await self._open(f"/rooms/{self.room}", self._join_message())
            except JoinRefused as exc:
                if exc.key in FINAL_ERRORS:
                    await self.items.put(ServerError(exc.key, exc.values))
                    self._set_status("closed", exc.key)
                    return False
                continue
            await self.items.put(welcome)
            self._set_status("connected")
            return True
        return False

    def _set_status(self, status: str, key: str = "") -> None:
        if status != self.status:
            self.status = status
            self.items.put_nowait(Status(status, key))

    # ----- sending
    async def _send(self, message: dict) -> None:
        ws = self._ws
        if ws is None or self.status != "connected":
            raise JoinRefused("not_connected")
        try:
            await ws.send(dumps(message))
        except websockets.exceptions.ConnectionClosed:
            raise JoinRefused("not_connected") from None

    async def act(self, action: Any) -> None:
        """Play `action` (an action of the game, or its notation) for our seat."""
        notation = action if isinstance(action, str) else self.wire.action_to_data(action)
        await self._send({"type": "act", "seq": self.seq or 0, "action": notation})

    async def ready(self, ready: bool = True) -> None:
        """Say we are (or are not) ready, in the lobby."""
        await self._send({"type": "ready", "ready": bool(ready)})

    async def start(self) -> None:
        """Start the game (the host, when every seat is taken and ready)."""
        await self._send({"type": "start"})

    async def resync(self) -> None:
        """Ask for a fresh snapshot."""
        await self._send({"type": "resync"})

    async def rematch(self) -> None:
        """Play again in the same room (the host, after the game)."""
        await self._send({"type": "rematch"})

    async def leave(self) -> None:
        """Give the seat up (the AI plays it to the end) and close."""
        try:
            await self._send({"type": "leave"})
        finally:
            await self.close()

    async def close(self) -> None:
        """Close the connection for good (no reconnection)."""
        self._closing = True
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None and self._reader is not asyncio.current_task():
            self._reader.cancel()
            try:
                await self._reader
            except (asyncio.CancelledError, Exception):  # noqa: BLE001 - closing: nothing is left to tell
                pass
        self._set_status("closed", "closed")
