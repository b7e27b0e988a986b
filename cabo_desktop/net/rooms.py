"""A room of the room server: its lobby seats, the `core.session.Session` of its game, each
connection's seat feed, the AI for seats whose person is away, the turn timer and the rematch.

The room is the only authority of its table. A connection's seat comes from the connection (the
`Peer` the server gives), never from a message. Every accepted action is appended to the store
before any connection hears of it: the session buffers its feeds' items, the room stores the
actions the session played and only then encodes each feed for its own viewer and sends it. The
seed is drawn from `secrets` and stays in the store while the game runs; the finished game's
record (seed and all) goes to everyone at the end.

Nothing here knows websockets: a `Peer` has `send(frame)` (queued, never waits) and `drop()`.
Every public coroutine takes the room's lock, so one room's messages are handled one at a time.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from concurrent.futures import Future
from typing import Any, Callable

from ..core.feed import PUBLIC_VIEW, Refusal
from ..core.session import REMOTE, Seat
from ..core.wire import WireError
from . import protocol as P
from .room_parts import SPEC_VERSION, Peer, RoomConfig, RoomSession, SeatInfo, record_text, restore, room_spec
from .store import RoomStore, StoredRoom
from .tokens import new_token, token_matches

__all__ = ["Peer", "Room", "RoomConfig", "SeatInfo", "SPEC_VERSION"]
log = logging.getLogger("cabo_desktop.net")
POLL = 0.05  # seconds between looks at an AI that is still thinking


class Room:
    """A room: see the module's docstring."""

    def __init__(self, code: str, game: Any, variant: Any, seats: list[SeatInfo], turn_seconds: int | None,
                 store: RoomStore, config: RoomConfig):
        self.code, self.game, self.variant, self.seats = code, game, variant, seats
        self.store, self.config, self.turn_seconds = store, config, turn_seconds
        self.wire = game.wire()
        self.spectators: list[Any] = []
        self.lock = asyncio.Lock()
        self.session: RoomSession | None = None
        self.game_no = 0
        self.seed: int | None = None
        self.decks: list = []
        self.over, self.closed = False, False  # closed: handed over or closed, nothing changes here any more
        self.all_events: list = []
        self.unsaved: list = []
        self.stand_ins: dict[int, Any] = {}
        self.timer_seat: int | None = None  # a seat whose one move the AI plays (its turn ran out)
        self._turn: tuple[int, int, float] | None = None  # (seq, seat, since) of a person's turn
        self._wake = asyncio.Event()
        self.idle_since: float | None = None

    # ------------------------------------------------------------ what the room looks like

    @property
    def started(self) -> bool:
        return self.session is not None

    def seat_of(self, peer: Any) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.peer is peer), None)

    def peers(self) -> list[Any]:
        return [s.peer for s in self.seats if s.peer is not None] + list(self.spectators)

    def public_seats(self) -> list[dict[str, Any]]:
        return [s.public() for s in self.seats]

    def lobby_frame(self) -> str:
        return P.lobby(seats=self.public_seats(), host=0, game=self.game.name,
                       variant=self.wire.variants.encode(self.variant), turn_seconds=self.turn_seconds,
                       started=self.started and not self.over, rematch=max(0, self.game_no - 1))

    def _to_all(self, frame: str, but: Any = None) -> None:
        for peer in (p for p in self.peers() if p is not but):
            peer.send(frame)

    def _snapshot_frame(self, viewer: int) -> str:
        assert self.session is not None
        return P.snapshot(self.wire, self.session.snapshot(viewer))

    def _send_state(self, peer: Any, viewer: int) -> None:
        """Where the room stands, to one connection: the lobby, and the game's snapshot (the
        record too when it is over)."""
        peer.send(self.lobby_frame())
        if self.session is not None:
            peer.send(self._snapshot_frame(viewer))
            if self.over:
                peer.send(P.over(record_text(self)))

    def _seats_changed(self, but: Any = None) -> None:  # `but` was just sent the whole state
        self._to_all(P.seats_message(self.public_seats()) if self.started and not self.over else self.lobby_frame(), but)

    # ------------------------------------------------------------ joining

    async def join_host(self, peer: Any, name: str) -> None:
        """The creator takes seat 0 (the room was just stored)."""
        async with self.lock:
            await self._take(peer, 0, name)
            self.seats[0].ready = True
            await self.store.save_spec(self.code, room_spec(self))
            self._send_state(peer, 0)

    async def join(self, peer: Any, name: str, token: str | None, spectate: bool) -> str | None:
        """A connection joins: back to its seat with its token, a spectator, or the first open
        seat of a room in its lobby. Returns an error key (nothing changed) or None."""
        async with self.lock:
            if self.closed:
                return P.ROOM_NOT_FOUND
            if token is not None:
                seat = next((i for i, s in enumerate(self.seats) if token_matches(token, s.token_hash)), None)
                if seat is None:
                    return P.BAD_TOKEN
                old = self.seats[seat].peer
                await self._take(peer, seat, None)
                if old is not None and old is not peer:
                    old.drop()
                if self.seats[seat].away and not self.seats[seat].left:
                    self._come_back(seat)
                log.info("room %s: seat %d resumed", self.code, seat)
            elif spectate:
                if len(self.spectators) >= 16:
                    return P.ROOM_FULL
                self.spectators.append(peer)
                self._sync_feeds()
                peer.send(P.welcome(self.code, None, None, self.game.name))
                self._send_state(peer, PUBLIC_VIEW)
                return None
            else:
                seat = next((i for i, s in enumerate(self.seats) if s.kind == "open"), None)
                if seat is None or self.started:
                    return P.ROOM_FULL
                self.seats[seat].kind = "person"
                self.seats[seat].ready = False
                await self._take(peer, seat, name)
                log.info("room %s: seat %d taken", self.code, seat)
            await self.store.save_spec(self.code, room_spec(self))
            self._send_state(peer, seat)
            self._seats_changed(but=peer)
            self._wake.set()
            return None

    async def _take(self, peer: Any, seat: int, name: str | None) -> None:
        """`peer` sits at `seat` with a new resume token (stored hashed before it is sent)."""
        token, hashed = new_token()
        await self.store.set_token_hash(self.code, seat, hashed)
        info = self.seats[seat]
        info.token_hash, info.peer, info.dropped_at = hashed, peer, None
        self._sync_feeds()
        if name is not None:
            info.name = name
        peer.send(P.welcome(self.code, seat, token, self.game.name))

    async def dropped(self, peer: Any) -> None:
        """A connection closed: its seat is held (the AI plays it after away_seconds)."""
        async with self.lock:
            if peer in self.spectators:
                self.spectators.remove(peer)
                self._sync_feeds()
                return
            seat = self.seat_of(peer)
            if seat is None:
                return
            info = self.seats[seat]
            info.peer, info.dropped_at = None, self.config.clock()
            self._sync_feeds()
            log.info("room %s: seat %d dropped", self.code, seat)
            self._seats_changed()
            self._wake.set()

    # ------------------------------------------------------------ the lobby

    async def set_ready(self, peer: Any, ready: bool) -> str | None:
        """A person in the lobby is ready (or not)."""
        async with self.lock:
            if self.closed:  # moved to another server while it waited: its store is not ours to write
                return None
            seat = self.seat_of(peer)
            if seat is None or self.started:
                return P.BAD_STATE
            self.seats[seat].ready = ready or seat == 0
            await self.store.save_spec(self.code, room_spec(self))
            self._to_all(self.lobby_frame())
            return None

    async def start(self, peer: Any) -> str | None:
        """The host starts the game: every person connected and ready; the AI fills open seats."""
        async with self.lock:
            if self.closed:  # moved to another server while it waited: its store is not ours to write
                return None
            seat = self.seat_of(peer)
            if seat != 0:
                return P.NOT_HOST if seat is not None else P.BAD_STATE
            if self.started:
                return P.BAD_STATE
            if any(s.kind == "person" and (s.peer is None or not s.ready) for s in self.seats):
                return P.NOT_READY
            levels = self.game.ai_levels()
            for info in self.seats:
                if info.kind == "open":
                    info.kind, info.level = "ai", self.game.default_level
                if info.kind == "ai" and not info.name:
                    info.name = levels[info.level].persona if info.level in levels else str(info.level)
            await self._begin()
            return None

    async def _begin(self) -> None:
        """A new game in the room (the first or a rematch), stored before anyone hears of it."""
        self.game_no += 1
        self.seed, self.decks = self.config.dealer(self.code, self.game_no)
        self.over, self.timer_seat, self._turn = False, None, None
        self._new_session()
        await self.store.start_game(self.code, room_spec(self))
        log.info("room %s: game %d of %s started with %d seats", self.code, self.game_no, self.game.name,
                 len(self.seats))
        for seat, info in enumerate(self.seats):
            if info.peer is not None:
                self._send_state(info.peer, seat)
        for peer in self.spectators:
            self._send_state(peer, PUBLIC_VIEW)
        self._wake.set()

    def _new_session(self) -> None:
        agents = [self.game.make_agent(s.level, seed=secrets.randbits(32)) if s.kind == "ai" else None
                  for s in self.seats]
        assert self.seed is not None
        self.all_events, self.unsaved, self.stand_ins = [], [], {}
        session = RoomSession(self.game, self.variant, agents, [s.name for s in self.seats], seed=self.seed,
                               decks=self.decks, agent_seed=secrets.randbits(63), executor=self._executor,
                               think_times=self.config.think_times)
        session.room = self
        session.seats = [Seat(REMOTE) if agent is None else seat for agent, seat in zip(agents, session.seats)]
        self.all_events = list(session.initial_events)
        self.session = session
        self._sync_feeds()
        for seat, info in enumerate(self.seats):
            if info.kind == "person" and info.away:
                self._play_for(seat)

    def _sync_feeds(self) -> None:
        """Feeds only for the viewers someone is connected as (the public view: spectators), so no
        other view is worked out for every action; one who connects gets a snapshot."""
        session = self.session
        if session is None:
            return
        wanted = {seat for seat, info in enumerate(self.seats) if info.peer is not None}
        if self.spectators:
            wanted.add(PUBLIC_VIEW)
        for viewer in list(session.feeds):
            if viewer not in wanted:
                del session.feeds[viewer]
        for viewer in wanted:
            if viewer not in session.feeds:
                session.feed(viewer).drain()

    def _executor(self, decide: Callable[[], Any]) -> Future:
        future = self.config.executor(decide)
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return future
        future.add_done_callback(lambda _f: loop.call_soon_threadsafe(self._wake.set))
        return future

    # ------------------------------------------------------------ the game

    async def act(self, peer: Any, seq: int, text: str) -> str | None:
        """A seat's action: refused (with a snapshot when `seq` is stale) or played, stored, sent."""
        async with self.lock:
            if self.closed:  # handed over (or closed) while it waited for the lock: not played
                return None  # here; its connection is being closed (MOVED) and resumes at the owner
            seat = self.seat_of(peer)
            session = self.session
            if seat is None or session is None:
                return P.BAD_STATE
            if seq != session.seq:
                peer.send(P.refused(session.seq, text, Refusal(P.STALE, {"seq": session.seq})))
                peer.send(self._snapshot_frame(seat))
                return None
            try:
                action = self.wire.action_from_data(text)
            except WireError:
                peer.send(P.refused(session.seq, text, Refusal(P.BAD_ACTION)))
                return None
            why = session.refusal(seat, action)
            if why is not None:
                peer.send(P.refused(session.seq, text, why))
                return None
            if self.timer_seat == seat:  # the person beat the AI to the move
                self._hand_back(seat)
            session.play(action)
            await self._commit()
            self._wake.set()
            return None

    async def resync(self, peer: Any) -> None:
        """A fresh snapshot (the lobby before the game) for one connection."""
        async with self.lock:
            seat = self.seat_of(peer)
            viewer = PUBLIC_VIEW if seat is None else seat
            self._send_state(peer, viewer)

    async def leave(self, peer: Any) -> str | None:
        """The seat is given up: in the lobby it opens again; in a game the AI plays it to the
        end. The host leaving the lobby closes the room."""
        async with self.lock:
            if self.closed:  # moved to another server while it waited: its store is not ours to write
                return None
            seat = self.seat_of(peer)
            if seat is None:
                if peer in self.spectators:
                    self.spectators.remove(peer)
                    self._sync_feeds()
                return None
            info = self.seats[seat]
            info.peer, info.token_hash = None, None
            self._sync_feeds()
            await self.store.set_token_hash(self.code, seat, None)
            if not self.started:
                if seat == 0:
                    await self._close_room()
                    return None
                self.seats[seat] = SeatInfo("open")
            else:  # the AI plays it to the end; after the end, in a rematch, it is an AI seat
                info.left = True
                if not self.over and not info.away:
                    self._play_for(seat)
            await self.store.save_spec(self.code, room_spec(self))
            self._seats_changed()
            self._wake.set()
            return None

    async def rematch(self, peer: Any) -> str | None:
        """The host starts a new game after the end: same room, same seats, a new seed."""
        async with self.lock:
            if self.closed:  # moved to another server while it waited: its store is not ours to write
                return None
            seat = self.seat_of(peer)
            if seat != 0:
                return P.NOT_HOST if seat is not None else P.BAD_STATE
            if not self.over:
                return P.BAD_STATE
            for info in self.seats:
                if info.kind == "person" and info.left:  # gave the seat up: an AI seat now
                    info.kind, info.level, info.away, info.left = "ai", self.game.default_level, False, False
            await self._begin()
            return None

    def _stand_in(self, seat: int) -> Any:
        """The agent that plays for a person's seat, told every event of the game as the seat saw it."""
        agent = self.stand_ins.get(seat)
        if agent is None:
            agent = self.game.make_agent(self.game.default_level, seed=secrets.randbits(32))
            if hasattr(agent, "notify"):
                for ev in self.all_events:
                    agent.notify(seat, ev.for_seat(seat))
            self.stand_ins[seat] = agent
        return agent

    def _play_for(self, seat: int) -> None:
        """The AI plays a person's seat (away, or gone) until it is handed back."""
        assert self.session is not None
        info = self.seats[seat]
        info.away, info.level = True, self.game.default_level
        self.session.agents[seat] = self._stand_in(seat)
        log.info("room %s: the AI plays for seat %d", self.code, seat)

    def _come_back(self, seat: int) -> None:
        info = self.seats[seat]
        info.away, info.level = False, None
        if self.session is not None:
            self._hand_back(seat)

    def _hand_back(self, seat: int) -> None:
        assert self.session is not None
        self.session.agents[seat] = None
        # its decision may still run in a worker: it is told nothing more (a new one learns it all)
        self.stand_ins.pop(seat, None)
        if self.timer_seat == seat:
            self.timer_seat = None

    async def _commit(self) -> None:
        """Store the actions played, then send every feed's new items to its viewers."""
        session = self.session
        assert session is not None
        first = session.seq - len(self.unsaved)
        for offset, action in enumerate(self.unsaved):
            if not await self.store.append(self.code, first + offset, self.wire.action_to_data(action)):
                log.error("room %s: the store refused action %d (another server holds the room?)", self.code,
                          first + offset)
                await self._close_room(stored=False)
                return
        self.unsaved.clear()
        if self.timer_seat is not None and not self.seats[self.timer_seat].away:
            self._hand_back(self.timer_seat)
        for viewer, feed in session.feeds.items():
            items = feed.drain()
            peers = self.spectators if viewer is PUBLIC_VIEW else [self.seats[viewer].peer]
            peers = [p for p in peers if p is not None]
            for item in items:
                if peers:
                    frame = P.update(self.wire, item) if hasattr(item, "actor") else P.snapshot(self.wire, item)
                    for peer in peers:
                        peer.send(frame)
        if session.over and not self.over:
            self.over = True
            await self.store.save_spec(self.code, room_spec(self))
            log.info("room %s: game %d over after %d actions", self.code, self.game_no, session.seq)
            self._to_all(P.over(record_text(self)))
            self._to_all(self.lobby_frame())

    # ------------------------------------------------------------ the room's clock

    def next_wake(self, now: float) -> float | None:
        """Seconds until the room has something to do by itself (None: nothing until a message)."""
        waits: list[float] = []
        away = self.config.away_seconds
        playing = self.started and not self.over
        for seat, info in enumerate(self.seats):
            if (info.kind == "person" and info.peer is None and not info.away and info.dropped_at is not None
                    and (playing or (not self.started and seat != 0))):  # what _drive does with it
                waits.append(info.dropped_at + away - now)
        session = self.session
        if session is not None and not self.over:
            seat = session.to_act
            if session.agents[seat] is not None:
                waits.append(POLL)
            else:
                left = session.window_left(now)
                if left is not None:
                    waits.append(left)
                if self.turn_seconds and self._turn is not None:
                    waits.append(self._turn[2] + self.turn_seconds - now)
                elif self.turn_seconds:
                    waits.append(0.0)
        return max(0.0, min(waits)) if waits else None

    async def run(self) -> None:
        """The room's own clock: away seats, the turn timer, the AI's moves (a task per room)."""
        while not self.closed:
            wait = self.next_wake(self.config.clock())
            try:
                await asyncio.wait_for(self._wake.wait(), wait)
            except asyncio.TimeoutError:
                pass
            self._wake.clear()
            async with self.lock:
                if not self.closed:
                    await self._drive()

    async def _drive(self) -> None:
        now = self.config.clock()
        for seat, info in enumerate(self.seats):
            if (info.kind == "person" and info.peer is None and not info.away and info.dropped_at is not None
                    and now - info.dropped_at >= self.config.away_seconds):
                if not self.started:  # gone from the lobby: the seat opens again
                    if seat != 0:
                        self.seats[seat] = SeatInfo("open")
                        await self.store.set_token_hash(self.code, seat, None)
                        await self.store.save_spec(self.code, room_spec(self))
                        self._seats_changed()
                elif not self.over:
                    self._play_for(seat)
                    self._seats_changed()
        session = self.session
        if session is None or self.over:
            return
        for _step in range(64):  # then the loop's other rooms get their turn
            self._turn_timer(now)
            if not session.advance(now):
                return
            await self._commit()
            if self.over or self.closed:
                return
        self._wake.set()

    def _turn_timer(self, now: float) -> None:
        """When the person to act has let the turn timer run out, the AI plays that one move."""
        session = self.session
        assert session is not None
        if not self.turn_seconds or session.over:
            return
        seat = session.to_act
        if session.agents[seat] is not None:
            self._turn = None
            return
        if self._turn is None or self._turn[:2] != (session.seq, seat):
            self._turn = (session.seq, seat, now)
        elif now - self._turn[2] >= self.turn_seconds:
            self.timer_seat = seat
            session.agents[seat] = self._stand_in(seat)
            log.info("room %s: seat %d's turn timer ran out", self.code, seat)

    async def _close_room(self, stored: bool = True) -> None:
        self.closed = True
        if stored:
            await self.store.close_room(self.code)
        for peer in self.peers():
            if stored:  # not stored: another server holds the room (issue 39); the clients reconnect to it
                peer.send(P.error("room_closed"))
            peer.drop()
        self._wake.set()

    async def close(self) -> None:
        """The server stops: the room's task ends (the room stays in the store)."""
        self.closed = True
        self._wake.set()

    # ------------------------------------------------------------ after a restart

    @classmethod
    def from_stored(cls, stored: StoredRoom, store: RoomStore, config: RoomConfig) -> "Room":
        """The room rebuilt from the store: its game replayed to the stored action count (every
        connection is gone: seats are held and resumed with their tokens)."""
        return restore(cls, stored, store, config)
