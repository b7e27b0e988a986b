"""Hosting from the game (issue 38): the room server (net/server.py) run in a thread of this
program, the host's own seat joining it over loopback like any client, and the room announced on
the home network (net/discovery.py) unless discovery is off. Also the one network room this
window is in (`app.net_room`), closed when the player goes back to the title screen.

Where the server listens follows the LAN discovery setting: every interface (0.0.0.0, port
DEFAULT_PORT, or any free one) when it is on, so that friends on the home network can reach it;
127.0.0.1 on a free port when it is off (the test suite's case: nothing leaves the machine).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)
DEFAULT_PORT = 8765
START_SECONDS = 10.0  # how long the host waits for its server to listen


class HostedServer:
    """A RoomServer running in a daemon thread with its own asyncio loop. `start()` waits until
    it listens (then `port` is set) or fails (`error`)."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, store_path: Any = None,
                 away_seconds: float = 45.0, think_times: tuple[float, float] | None = None):
        self.host, self.port = host, port
        self.store_path = store_path
        self.away_seconds = away_seconds
        self.think_times = think_times
        self.error: str | None = None
        self.server: Any = None
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, daemon=True, name="cabo-hosted-server")

    def start(self, timeout: float = START_SECONDS) -> bool:
        """Start the server; True once it listens."""
        self._thread.start()
        self._ready.wait(timeout)
        return self.server is not None and self.error is None and self._ready.is_set()

    def _run(self) -> None:
        loop = self._loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._main())
        except Exception as exc:  # noqa: BLE001 - told to the host's screen, never a traceback
            log.exception("the hosted room server failed")
            self.error = type(exc).__name__
        finally:
            self._ready.set()
            loop.close()

    async def _main(self) -> None:
        from ..net.server import RoomServer
        from ..net.store import SqliteRoomStore
        self._stop = asyncio.Event()
        options: dict[str, Any] = {"away_seconds": self.away_seconds}
        if self.think_times is not None:
            options["think_times"] = self.think_times
        server = RoomServer(SqliteRoomStore(self.store_path), self.host, self.port, **options)
        try:
            await server.start()
        except OSError:
            if self.port == 0:
                raise
            server = RoomServer(SqliteRoomStore(self.store_path), self.host, 0, **options)  # the port is taken
            await server.start()
        self.server, self.port = server, server.port
        self._ready.set()
        try:
            await self._stop.wait()
        finally:
            await server.stop()

    def stop(self, wait: float = 2.0) -> None:
        """Stop listening and close every room's connections."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None:
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                return  # the loop is closed: stopped already
            self._thread.join(wait)

    @property
    def address(self) -> str:
        """Where the host's own seat connects: always loopback."""
        return f"127.0.0.1:{self.port}"


@dataclass
class NetRoom:
    """The network room this window is in: its seat (`link`, a RemoteSeat), and when this
    computer hosts it, the server and the LAN announcement."""

    link: Any
    server: HostedServer | None = None
    advertiser: Any = None
    address: str = ""
    extra: dict = field(default_factory=dict)

    def close(self) -> None:
        """Leave the room: the seat's connection, the announcement, then the server."""
        for part, how in ((self.link, "close"), (self.advertiser, "close"), (self.server, "stop")):
            if part is not None:
                try:
                    getattr(part, how)()
                except Exception:  # noqa: BLE001 - leaving never fails on the player's screen
                    log.exception("closing the network room's %s failed", type(part).__name__)


def enter_room(app, room: NetRoom) -> None:
    """The window is in `room` now (the room it was in before is left)."""
    leave_room(app)
    app.net_room = room


def leave_room(app) -> None:
    """Leave the window's network room, if any (back at the title screen)."""
    room = getattr(app, "net_room", None)
    if room is not None:
        app.net_room = None
        room.close()


def host_address(settings: Any) -> tuple[str, int]:
    """Where a hosted server listens: every interface on DEFAULT_PORT when LAN discovery is on,
    127.0.0.1 on a free port when it is off."""
    from ..net.discovery import ON, lan_mode
    return ("0.0.0.0", DEFAULT_PORT) if lan_mode(settings) == ON else ("127.0.0.1", 0)


def host_room(app, name: str, game: str, variant: Any, seats: list[str], turn_seconds: int | None = None,
              listen: tuple[str, int] | None = None, **server_options: Any) -> tuple[NetRoom | None, str]:
    """Start a server here and open a room on it as its host (seat 0): the room, or None and the
    error key. `seats`: the `create` message's ("host", "open", "ai:<level>"); `listen`: (host,
    port), by default per the LAN discovery setting (host_address)."""
    from ..net.discovery import RoomAdvertiser
    from ..net.remote_seat import RemoteSeat
    prefs = getattr(app, "prefs", None)
    host, port = listen or host_address(prefs)
    server = HostedServer(host, port, **server_options)
    if not server.start():
        server.stop()
        return None, "host_failed"
    link = RemoteSeat(server.address, name=name,
                      create={"game": game, "variant": variant, "seats": seats, "turn_seconds": turn_seconds})
    room = NetRoom(link, server, address=f"{host}:{server.port}")
    room.extra["announce"] = lambda code: RoomAdvertiser(port=server.port, room=code, game=game, host_name=name,
                                                          settings=prefs)
    return room, ""


def announce(room: NetRoom, code: str) -> None:
    """Announce the room on the home network once its code is known (nothing when discovery is off)."""
    make = room.extra.pop("announce", None)
    if make is None:
        return
    try:
        room.advertiser = make(code)
        room.advertiser.start()
    except Exception:  # noqa: BLE001 - a room not announced can still be joined by its address
        log.exception("the room could not be announced on the network")


def create_seats(kinds: list[str]) -> list[str] | None:
    """The `create` message's seats from the setup screen's kinds ("human" at seat 0: the host;
    "remote" or another "human": an open seat a friend takes; an AI level: "ai:<level>"), or None
    when seat 1 is not a person (the host plays the first seat)."""
    if not kinds or kinds[0] != "human":
        return None
    return ["host"] + ["open" if kind in ("human", "remote") else f"ai:{kind}" for kind in kinds[1:]]


def host_from_setup(app, name: str, game: str, variant: Any, kinds: list[str],
                    turn_seconds: int | None = None) -> list[str]:
    """New game with a friend's seat: host the room here, enter it and open its lobby (nothing to
    say), or the words of what went wrong."""
    from ..i18n import _
    from .remote_words import error_words
    seats = create_seats(kinds)
    if seats is None:
        return [_("In a network game the first seat is yours: make it a person.")]
    room, key = host_room(app, name, game, variant, seats, turn_seconds)
    if room is None:
        return [error_words(key)]
    enter_room(app, room)
    app.nav.replace("lobby")
    return []
