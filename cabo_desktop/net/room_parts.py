"""The parts of a room (net/rooms.py) that are not its messages: a connection as the room sees
it (`Peer`), how the server runs rooms (`RoomConfig`), a seat (`SeatInfo`), the room's session,
the finished game's record and a room rebuilt from the store after a restart."""

from __future__ import annotations

import json
import secrets
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from ..core.session import QUICK_THINK_TIME, THINK_TIME, Session, decide_now
from .store import RoomStore, StoredRoom

SPEC_VERSION = 1


class Peer(Protocol):
    """A connection as a room sees it."""

    address: str

    def send(self, frame: str) -> None:
        """Queue a frame for the connection (never waits; a reader too slow is dropped)."""
        ...

    def drop(self) -> None:
        """Close the connection (its seat is held, as for any drop)."""
        ...


@dataclass
class RoomConfig:
    """How the server runs its rooms: `away_seconds` before the AI plays a dropped seat, the AI's
    thinking pauses, the executor of its decisions (`decide -> Future`), and the dealer of each
    game's seed and stacked decks (by default a seed from `secrets`, no decks)."""

    away_seconds: float = 45.0
    think_times: tuple[float, float] = (THINK_TIME, QUICK_THINK_TIME)
    executor: Callable[[Callable[[], Any]], Future] = decide_now
    dealer: Callable[[str, int], tuple[int, list]] = lambda code, game_no: (secrets.randbits(63), [])
    clock: Callable[[], float] = field(default=None)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.clock is None:
            import time
            self.clock = time.monotonic


@dataclass
class SeatInfo:
    """One seat of a room: who sits there and how they are connected."""

    kind: str  # "person", "ai" or "open"
    name: str = ""
    level: str | None = None  # an AI seat's level; a person's stand-in's while it plays for them
    token_hash: str | None = None
    peer: Any = None
    ready: bool = False
    away: bool = False  # the AI plays for the person (dropped for away_seconds, or left)
    left: bool = False  # the person gave the seat up: the AI plays it to the end
    dropped_at: float | None = None

    def public(self) -> dict[str, Any]:
        """The seat as every client sees it (docs/network.md, `lobby`)."""
        return {"name": self.name, "kind": self.kind, "level": self.level, "connected": self.peer is not None,
                "ready": self.ready, "away": self.away}

    def to_spec(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level, "ready": self.ready, "left": self.left}


class RoomSession(Session):
    """The session of a room: it keeps every event of the game (a stand-in learns the seat's past
    from them) and the actions played but not stored yet."""

    room: Any  # the net.rooms.Room it serves

    def play(self, action: Any) -> tuple[list, list[str]]:
        events, messages = super().play(action)
        room = self.room
        room.all_events.extend(events)
        room.unsaved.append(action)
        for seat, agent in room.stand_ins.items():
            if self.agents[seat] is not agent and hasattr(agent, "notify"):
                for ev in events:
                    agent.notify(seat, ev.for_seat(seat))
        return events, messages


def room_spec(room: Any) -> dict[str, Any]:
    """What the store keeps of a room (its JSON-safe spec; the seed too, which no client gets
    while the game runs)."""
    return {"v": SPEC_VERSION, "game": room.game.name, "variant": room.wire.variants.encode(room.variant),
            "turn_seconds": room.turn_seconds, "seats": [s.to_spec() for s in room.seats],
            "game_no": room.game_no, "seed": room.seed, "decks": room.decks, "started": room.started,
            "over": room.over}


def record_text(room: Any) -> str:
    """The game's record (docs/records.md), seed and all."""
    from ..core.records import GameRecord, Seat as RecordSeat
    assert room.session is not None and room.seed is not None
    seats = [RecordSeat(s.name or f"Seat {i + 1}", "human" if s.kind == "person" else str(s.level))
             for i, s in enumerate(room.seats)]
    record = GameRecord.for_variant(room.variant, seats, room.seed, game=room.game.name, decks=room.decks,
                                    actions=[room.wire.action_to_data(a) for a in room.session.actions_taken],
                                    meta={"room": room.code})
    return json.dumps(record.to_data(), indent=1) + "\n"


def restore(cls: Any, stored: StoredRoom, store: RoomStore, config: RoomConfig) -> Any:
    """A room (of class `cls`) rebuilt from the store: its game replayed to the stored count."""
    from ..games import get_game
    spec = stored.spec
    if spec.get("v") != SPEC_VERSION:
        raise ValueError(f"room spec version {spec.get('v')!r}")
    game = get_game(spec["game"])
    variant = game.wire().variants.decode(spec["variant"])
    seats = [SeatInfo(s["kind"], s["name"], s["level"], ready=s["ready"], left=s["left"]) for s in spec["seats"]]
    room = cls(stored.code, game, variant, seats, spec["turn_seconds"], store, config)
    for seat, hashed in stored.token_hashes.items():
        if 0 <= seat < len(seats):
            seats[seat].token_hash = hashed
    now = config.clock()
    for info in seats:
        if info.kind == "person":
            info.dropped_at = now
    room.game_no = spec["game_no"]
    if spec["started"]:
        room.seed, room.decks = spec["seed"], spec["decks"]
        for seat, info in enumerate(seats):
            if info.left:
                info.away = False  # _new_session plays for it again below
        room._new_session()
        session = room.session
        assert session is not None
        for seat, info in enumerate(seats):
            if info.left:
                room._play_for(seat)
        for text in stored.actions:
            session.play(room.wire.action_from_data(text))
        room.unsaved.clear()
        for feed in session.feeds.values():
            feed.drain()
        room.over = session.over
    return room
