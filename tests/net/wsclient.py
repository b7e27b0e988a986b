"""A tiny test client of the room server: a real websockets connection that records every raw
frame it receives, and a scripted player that picks its actions from its `legal` list."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from websockets.asyncio.client import connect

SUBPROTOCOL = "cabo-desktop.v1"
WAIT = 20.0  # seconds a test waits for a message before it fails


class Client:
    """One connection: `frames` holds every raw text frame received, in order."""

    def __init__(self, ws: Any):
        self.ws = ws
        self.frames: list[str] = []
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.closed = asyncio.Event()
        self.reader = asyncio.create_task(self._read())
        self.seat: int | None = None
        self.token: str | None = None
        self.seq = 0
        self.legal: list[str] = []
        self.over = False  # an `over` frame came (read or not yet): the game ended, nobody acts again

    @classmethod
    async def open(cls, port: int, path: str, *, host: str = "127.0.0.1", subprotocol: bool = True,
                   **kwargs: Any) -> "Client":
        ws = await connect(f"ws://{host}:{port}{path}", subprotocols=[SUBPROTOCOL] if subprotocol else None,
                           max_size=8 * 1024 * 1024, compression=None, open_timeout=10, **kwargs)
        return cls(ws)

    async def _read(self) -> None:
        try:
            async for frame in self.ws:
                self.frames.append(frame)
                message = json.loads(frame)
                if isinstance(message, dict) and message.get("type") == "over":
                    self.over = True
                self.inbox.put_nowait(message)
        except Exception:  # noqa: BLE001 - a closed connection ends the reader
            pass
        finally:
            self.closed.set()

    async def send(self, message: Any) -> None:
        await self.ws.send(message if isinstance(message, (str, bytes)) else json.dumps(message))

    async def recv(self, timeout: float = WAIT) -> dict:
        message = await asyncio.wait_for(self.inbox.get(), timeout)
        self._note(message)
        return message

    async def expect(self, kind: str, timeout: float = WAIT) -> dict:
        """Read until a message of `kind` (the ones before it are noted and skipped)."""
        while True:
            message = await self.recv(timeout)
            if message["type"] == kind:
                return message

    def _note(self, message: dict) -> None:
        if message["type"] == "welcome":
            self.seat, self.token = message["seat"], message["token"]
        elif message["type"] in ("snapshot", "update"):
            self.seq, self.legal = message["seq"], message["legal"]

    async def close(self) -> None:
        await self.ws.close()
        self.reader.cancel()

    def where(self) -> str:
        """Where this client stands, for a stall's message: its count, its legal list's length,
        whether its connection is closed, what it has not read yet, its last three frames."""
        return (f"count {self.seq}, {len(self.legal)} legal, closed: {self.closed.is_set()}, over: {self.over}, "
                f"{self.inbox.qsize()} unread, last frames: {[frame[:160] for frame in self.frames[-3:]]}")


async def create(port: int, game: str, seats: list[str], *, name: str = "Ann", variant: Any = None,
                 turn_seconds: int | None = None) -> tuple[Client, str]:
    """A host's connection to a new room, and the room's code."""
    from cabo_desktop.games import get_game
    g = get_game(game)
    if variant is None:
        variant = g.wire().variants.encode(g.load_builtin(g.default_variant))
    host = await Client.open(port, "/rooms/new")
    await host.send({"type": "create", "name": name, "game": game, "variant": variant, "seats": seats,
                     "turn_seconds": turn_seconds})
    welcome = await host.expect("welcome")
    await host.expect("lobby")
    return host, welcome["room"]


async def join(port: int, code: str, name: str, token: str | None = None, spectate: bool = False,
               **kwargs: Any) -> Client:
    client = await Client.open(port, f"/rooms/{code}", **kwargs)
    await client.send({"type": "join", "name": name, "token": token, "spectate": spectate})
    return client


async def ready_room(port: int, game: str, seats: list[str], *, rejoin: bool = False,
                     **options: Any) -> tuple[Client, Client, str]:
    """A room of the host (Ann) and a guest (Bob) who has joined and is ready, still in its lobby
    (the host has read lobbies up to the one that shows the guest ready, as a host's Start button
    waits for it): (host, guest, code). `rejoin`: the host moves to the room's own path with its
    token at once (behind HAProxy: the room is handed over to the process its path is routed to,
    net/lease.py, before the guest comes)."""
    host, code = await create(port, game, seats, **options)
    if rejoin:
        made, host = host, await join(port, code, "Ann", token=host.token)
        await host.expect("welcome")
        await host.expect("lobby")
        await made.close()
    guest = await join(port, code, "Bob")
    await guest.expect("welcome")
    await guest.send({"type": "ready", "ready": True})
    # not a count of lobbies: after a rejoin the host's second lobby was the guest's arrival, and
    # its `start` could reach the server before the guest's `ready` (refused not_ready: a cluster
    # run under load then stalled at action 0)
    while not (await host.expect("lobby"))["seats"][guest.seat]["ready"]:
        pass
    return host, guest, code


async def start_room(port: int, game: str, seats: list[str], *, rejoin: bool = False,
                     **options: Any) -> tuple[Client, Client, str]:
    """`ready_room`, and the host has asked to start (the snapshots are still to be read)."""
    host, guest, code = await ready_room(port, game, seats, rejoin=rejoin, **options)
    await host.send({"type": "start"})
    return host, guest, code


async def play_to_the_end(client: Client, seed: int, stop_after: int | None = None) -> str | None:
    """Play from `legal` (a seeded choice) until `over` (its record text returned) or, with
    `stop_after`, until the server's count reaches it (None returned)."""
    rng = random.Random(seed)
    acted_at = None
    while True:
        if stop_after is not None and client.seq >= stop_after:
            return None
        if client.legal and client.inbox.empty() and acted_at != client.seq:
            acted_at = client.seq  # once per count: a refusal brings a snapshot, which asks again
            await client.send({"type": "act", "seq": client.seq, "action": rng.choice(client.legal)})
        try:
            message = await client.recv()
        except asyncio.TimeoutError:  # a stall says where it stood (a cluster run under load stalled here once)
            raise AssertionError(f"no message for {WAIT} s at count {client.seq}, acted there: "
                                 f"{acted_at == client.seq}, {len(client.legal)} legal; last frames: "
                                 f"{[frame[:160] for frame in client.frames[-4:]]}") from None
        if message["type"] == "over":
            return message["record"]
        if message["type"] in ("snapshot", "refused"):
            acted_at = None
