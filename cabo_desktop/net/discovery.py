"""Tables on the home network (docs/network.md, "Discovery"): a hosted room is announced with mDNS
(zeroconf, service type `_cabo-desktop._tcp.local.`, properties game, room, host, version and
protocol) and the Join screen lists what a `LanBrowser` finds.

    advertiser = RoomAdvertiser(port=8765, room="K7QX2M", game="kobito", host_name="Ann")
    advertiser.start()                  # never waits: zeroconf starts in a thread of its own
    browser = LanBrowser(); browser.start()
    browser.tables()                    # [FoundTable(...)], polled by the Join screen
    advertiser.close(); browser.close()

Switchable off: the environment variable CABO_DESKTOP_LAN=off (the test suite sets it) or the
setting `lan_discovery` false: then nothing is opened and no packet is sent. CABO_DESKTOP_LAN=
loopback keeps it to 127.0.0.1 (the tests and the packaging smoke test). What another computer
announces is read as hostile: a property that is not short text, a room that is no room code or a
port out of range and the table is not listed.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
from dataclasses import dataclass
from typing import Any

from .protocol import PROTOCOL_VERSION, is_code

log = logging.getLogger("cabo_desktop.net.discovery")

SERVICE_TYPE = "_cabo-desktop._tcp.local."
ENV = "CABO_DESKTOP_LAN"
OFF, LOOPBACK, ON = "off", "loopback", "on"
MAX_PROPERTY = 64  # characters of a property at most (a host's name is at most 24)
PROPERTIES = ("game", "room", "host", "version", "protocol")  # what an announcement of ours holds
LOOKUP_MS = 3000  # how long the browser asks for a found table's address and properties
MAX_TABLES = 64  # tables listed at most (a network that announces thousands is not believed)


def lan_mode(settings: Any = None) -> str:
    """OFF when the environment variable or the player's `lan_discovery` setting turns discovery
    off, LOOPBACK when the variable keeps it to 127.0.0.1, else ON (every interface)."""
    env = os.environ.get(ENV, "").strip().lower()
    if env in ("off", "0", "no", "false"):
        return OFF
    if settings is not None and not getattr(settings, "lan_discovery", True):
        return OFF
    return LOOPBACK if env == LOOPBACK else ON


def _zeroconf(mode: str) -> Any:
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf
    if mode == LOOPBACK:
        return Zeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)


def _addresses(mode: str) -> list[bytes]:
    """The IPv4 addresses a room is announced at: 127.0.0.1 on loopback, else the machine's own."""
    if mode != LOOPBACK:
        try:
            import ifaddr  # zeroconf's own dependency
            found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                     if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]
            if found:
                return [socket.inet_aton(ip) for ip in found]
        except (ImportError, OSError, ValueError):
            log.warning("the network interfaces could not be listed: the room is announced on loopback only")
    return [socket.inet_aton("127.0.0.1")]


@dataclass(frozen=True)
class FoundTable:
    """A room announced on this network: where to connect (`address`:`port`), its code, game,
    host's name and the host's Cabo Desktop version."""

    address: str
    port: int
    room: str
    game: str
    host: str
    version: str

    @property
    def endpoint(self) -> str:
        """"address:port", as the Join screen's address field takes it."""
        return f"{self.address}:{self.port}"


class _Worker:
    """A daemon thread that opens zeroconf, runs `begin`, waits for close(), then `end`s and
    closes it; none of it on the caller's thread."""

    def __init__(self, mode: str | None, settings: Any):
        self.mode = mode if mode is not None else lan_mode(settings)
        self.error: str | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def enabled(self) -> bool:
        """Whether discovery is on (else start() does nothing)."""
        return self.mode != OFF

    def start(self) -> None:
        """Start in the background (nothing at all when discovery is off)."""
        if self.enabled and self._thread is None:
            self._thread = threading.Thread(target=self._run, daemon=True, name=f"cabo-{type(self).__name__}")
            self._thread.start()

    def close(self, wait: float = 0.0) -> None:
        """Stop (the thread says goodbye on the network and ends; waits at most `wait` seconds)."""
        self._stop.set()
        if self._thread is not None and wait > 0:
            self._thread.join(wait)

    def _run(self) -> None:
        zc = None
        try:
            zc = _zeroconf(self.mode)
            state = self.begin(zc)
            self._stop.wait()
            self.end(zc, state)
        except Exception as exc:  # noqa: BLE001 - no network, a busy port: the game goes on without it
            self.error = str(exc)[:200] or type(exc).__name__
            log.warning("LAN discovery (%s) stopped: %s", type(self).__name__, self.error)
        finally:
            if zc is not None:
                try:
                    zc.close()
                except Exception:  # noqa: BLE001 - closing: nothing is left to tell
                    pass

    def begin(self, zc: Any) -> Any:
        """What to do once zeroconf is open (returns what `end` needs)."""
        raise NotImplementedError

    def end(self, zc: Any, state: Any) -> None:
        """What to undo before zeroconf closes."""


class RoomAdvertiser(_Worker):
    """Announces one hosted room on the home network while it is open."""

    def __init__(self, *, port: int, room: str, game: str, host_name: str, version: str | None = None,
                 mode: str | None = None, settings: Any = None):
        super().__init__(mode, settings)
        from .. import __version__
        self.port, self.room = port, room
        self.properties = {"game": game, "room": room, "host": host_name[:MAX_PROPERTY],
                           "version": version or __version__, "protocol": str(PROTOCOL_VERSION)}
        self.registered = threading.Event()

    def begin(self, zc: Any) -> Any:
        """Register the room's service."""
        from zeroconf import ServiceInfo
        info = ServiceInfo(SERVICE_TYPE, f"Cabo Desktop {self.room}.{SERVICE_TYPE}",
                           addresses=_addresses(self.mode), port=self.port, properties=self.properties,
                           server=f"cabo-{self.room.lower()}.local.")
        zc.register_service(info, allow_name_change=True)
        self.registered.set()
        return info

    def end(self, zc: Any, state: Any) -> None:
        """Say goodbye (the browsers drop the room at once)."""
        zc.unregister_service(state)


class LanBrowser(_Worker):
    """Finds the rooms announced on the home network; `tables()` lists them (any thread)."""

    def __init__(self, *, mode: str | None = None, settings: Any = None):
        super().__init__(mode, settings)
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()

    def tables(self) -> list[FoundTable]:
        """The tables found so far, by host name and room."""
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.host.lower(), t.room))

    def begin(self, zc: Any) -> Any:
        """Browse for the service type."""
        from zeroconf import ServiceBrowser
        return ServiceBrowser(zc, SERVICE_TYPE, handlers=[self._changed])

    def end(self, zc: Any, state: Any) -> None:
        """Stop browsing."""
        state.cancel()

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        table = None
        try:
            table = _table(zeroconf.get_service_info(service_type, name, LOOKUP_MS))
        except Exception as exc:  # noqa: BLE001 - a stranger's broken announcement is not our failure
            log.info("an announcement on the network was not read: %s", str(exc)[:200])
        with self._lock:
            if table is None:
                self._found.pop(name, None)
            elif name in self._found or len(self._found) < MAX_TABLES:
                self._found[name] = table


def _table(info: Any) -> FoundTable | None:
    """The table an announcement describes, or None if it is not one of ours as we write them."""
    if info is None or not isinstance(info.port, int) or not 0 < info.port < 65536:
        return None
    props: dict[str, str] = {}
    raw = info.properties or {}
    for key in PROPERTIES:  # each short printable text, or the announcement is not ours
        value = raw.get(key.encode())
        try:
            text = value.decode("utf-8") if isinstance(value, bytes) and len(value) <= 4 * MAX_PROPERTY else None
        except UnicodeDecodeError:
            text = None
        if text is None or len(text) > MAX_PROPERTY or not text.isprintable():
            return None
        props[key] = text
    addresses = info.parsed_addresses()
    if not addresses or not is_code(props["room"]) or not props["game"].isidentifier() \
            or props["protocol"] != str(PROTOCOL_VERSION):
        return None
    return FoundTable(addresses[0], info.port, props["room"], props["game"], props["host"], props["version"])
