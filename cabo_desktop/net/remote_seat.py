"""A seat at a room server for the pygame loop: a `RoomClient` in a daemon thread of its own, so the
loop never waits on the network (docs/network.md).

    seat = RemoteSeat("192.168.1.20:8765", name="Ann", code="K7QX2M")
    for item in seat.poll():        # once a frame: what arrived since (Welcome, Lobby, Snapshot, ...)
        ...
    seat.feed                       # a core.feed.SeatFeed, as a local table's (from the first snapshot)
    seat.submit(action)             # the answer comes back as an Update or a Refused
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import queue
import threading
from typing import Any

from ..core.feed import PUBLIC_VIEW, Refused, SeatFeed, Snapshot, Update
from .client import RoomClient
from .client_messages import JoinRefused, Lobby, Over, SeatInfo, Seats, ServerError, Status, Welcome

log = logging.getLogger("cabo_desktop.net.client")


class RemoteSeat:
    """A RoomClient in a daemon thread. The UI thread calls `poll()` once a frame: it returns the
    items that arrived since, and brings `.status` (connecting/connected/reconnecting/closed),
    `.lobby` (its seats kept current by `seats` messages), `.seats`, `.error` (the latest error
    key), `.welcome`, `.record` and `.feed` up to them, so what they say is what poll returned. `submit`, `ready`, `start`, `resync`, `rematch`,
    `leave` and `close` only hand their work to the thread: none of them waits.

    Seat with `create=dict(game=..., variant=..., seats=[...], turn_seconds=None)` (the host) or
    with a room `code` (and a `token` to come back, or `spectate`)."""

    def __init__(self, address: str, *, name: str, code: str | None = None, token: str | None = None,
                 spectate: bool = False, create: dict | None = None, **client_options: Any):
        if (code is None) == (create is None):
            raise ValueError("a RemoteSeat either creates a room or joins one (code)")
        self.status = "connecting"
        self.error: str | None = None
        self.lobby: Lobby | None = None
        self.seats: tuple[SeatInfo, ...] = ()
        self.welcome: Welcome | None = None
        self.record: str | None = None
        self.feed: SeatFeed | None = None
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._loop = asyncio.new_event_loop()
        self._stopped = asyncio.Event()
        self._client = RoomClient(address, name=name, **client_options)
        self._seating = (create, code, token, spectate)
        self._thread = threading.Thread(target=self._run, daemon=True, name="cabo-remote-seat")
        self._thread.start()

    def __repr__(self) -> str:
        return f"RemoteSeat(status={self.status!r}, welcome={self.welcome!r})"

    @property
    def token(self) -> str | None:
        """The seat's latest resume token (to come back after the program ends)."""
        return self._client.token

    @property
    def game(self) -> Any:
        """The room's game (once welcomed)."""
        return self._client.game

    @property
    def seat(self) -> int | None:
        """Our seat (None for a spectator, or before the welcome)."""
        return self.welcome.seat if self.welcome is not None else None

    @property
    def alive(self) -> bool:
        """Whether the thread still runs."""
        return self._thread.is_alive()

    # ----- the thread
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        except Exception:  # noqa: BLE001 - a bug must not pass silently, nor kill the program
            log.exception("remote seat: the network thread failed")
            self._inbox.put(Status("closed", "bad_message"))
        finally:
            self._loop.close()

    async def _until_stopped(self, awaitable: Any) -> tuple[bool, Any]:
        """(True, its result), or (False, None) when close() came first."""
        task = asyncio.ensure_future(awaitable)
        stopper = asyncio.ensure_future(self._stopped.wait())
        done, _ = await asyncio.wait({task, stopper}, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            stopper.cancel()
            return True, task.result()
        task.cancel()
        return False, None

    async def _main(self) -> None:
        client = self._client
        create, code, token, spectate = self._seating
        seating = client.create(**create) if create is not None else client.join(code, token, spectate)
        try:
            seated, _ = await self._until_stopped(seating)
        except JoinRefused as exc:
            self._inbox.put(ServerError(exc.key, exc.values))
            self._inbox.put(Status("closed", exc.key))
            return
        while seated:
            seated, item = await self._until_stopped(client.items.get())
            if seated:
                self._inbox.put(item)
                if isinstance(item, Status) and item.status == "closed":
                    return
        await client.close()
        while not client.items.empty():  # with the Status that says it closed
            self._inbox.put(client.items.get_nowait())

    def _call(self, method: str, *args: Any) -> None:
        async def run() -> None:
            try:
                await getattr(self._client, method)(*args)
            except JoinRefused as exc:
                self._inbox.put(ServerError(exc.key, exc.values))
            except Exception:  # noqa: BLE001 - the UI thread must hear of it, not the thread die
                log.exception("remote seat: %s failed", method)
                self._inbox.put(ServerError("bad_message"))

        try:
            self._loop.call_soon_threadsafe(lambda: self._loop.create_task(run()))
        except RuntimeError:  # the loop is closed: the seat is gone
            self._inbox.put(ServerError("not_connected"))

    # ----- the UI thread
    def poll(self) -> list:
        """The items that arrived since the last poll, oldest first (never waits)."""
        items = []
        while True:
            try:
                item = self._inbox.get_nowait()
            except queue.Empty:
                break
            items.append(item)
            self._note(item)
        return items

    def _note(self, item: Any) -> None:
        if isinstance(item, Status):
            self.status = item.status
            if item.key and item.key != "closed":
                self.error = item.key
        elif isinstance(item, ServerError):
            self.error = item.key
        elif isinstance(item, Welcome):
            self.welcome = item
        elif isinstance(item, Lobby):
            self.lobby, self.seats = item, item.seats
        elif isinstance(item, Seats):  # the lobby record stays the room's whole picture
            self.seats = item.seats
            if self.lobby is not None:
                self.lobby = dataclasses.replace(self.lobby, seats=item.seats)
        elif isinstance(item, Over):
            self.record = item.record
        elif isinstance(item, (Snapshot, Update, Refused)):
            if self.feed is not None:
                self.feed.push(item)
            elif isinstance(item, Snapshot):  # nothing to stand on before the first snapshot
                seat = self.welcome.seat if self.welcome is not None else None
                self.feed = SeatFeed(PUBLIC_VIEW if seat is None else seat, item)

    def submit(self, action: Any) -> None:
        """Play `action` for our seat."""
        self._call("act", action)

    def ready(self, ready: bool = True) -> None:
        """Ready (or not) in the lobby."""
        self._call("ready", ready)

    def start(self) -> None:
        """Start the game (the host)."""
        self._call("start")

    def resync(self) -> None:
        """Ask for a fresh snapshot."""
        self._call("resync")

    def rematch(self) -> None:
        """Play again in the same room (the host, after the game)."""
        self._call("rematch")

    def leave(self) -> None:
        """Give the seat up and close."""
        self._call("leave")

    def close(self, wait: float = 0.0) -> None:
        """Close the connection and end the thread (waiting at most `wait` seconds for it)."""
        self.status = "closed"
        try:
            self._loop.call_soon_threadsafe(self._stopped.set)
        except RuntimeError:
            pass  # the thread has ended already
        if wait > 0:
            self._thread.join(wait)
