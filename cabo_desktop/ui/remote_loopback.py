"""A link for the network screens without a network: one seat's feed of a local Session, with the
surface of net/remote_seat.py's RemoteSeat (`poll`, `feed`, `submit`, `status`, `welcome`,
`lobby`, `seat`, `record`, `ready`, `start`, `leave`, `close`). The screenshot tour draws the
lobby and the remote table with it; the network tests use the real room server."""

from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from ..core.session import Session
from ..games import get_game
from ..net.client import Lobby, SeatInfo, Welcome
from .tables import make_agents

STEP = 1 / 60  # the session's clock moves a frame per poll
TOUR_CODE = "K7Q2M9"  # a room code of the screenshots (no two letters side by side: no word to translate)


class SessionLink:
    """Seat `seat` of a local game of `game` (the others AI levels `levels`), as a client sees it.
    `away`: seats shown as people who dropped (the AI plays for them); `started`: the game has
    begun (else the lobby shows its seats)."""

    def __init__(self, game: str, name: str, levels: Sequence[str], seat: int = 0, seed: int = 3,
                 away: Sequence[tuple[int, str]] = (), started: bool = True):
        rules = get_game(game)
        variant = rules.load_builtin(rules.default_variant)
        ai, ai_names = make_agents(rules, list(levels), seed)
        agents: list[Any] = list(ai)
        agents.insert(seat, None)
        names = list(ai_names)
        names.insert(seat, name)
        kinds: list[str | None] = list(levels)
        kinds.insert(seat, None)
        seats = [SeatInfo(names[k], "person" if kinds[k] is None else "ai", kinds[k], True, True)
                 for k in range(len(names))]
        for k, person in away:  # a person of the room who dropped: the server's AI plays for them
            names[k] = person
            seats[k] = SeatInfo(person, "person", kinds[k], False, True, True)
        self.session = Session(rules, variant, agents, names, seed, think_times=(0.3, 0.2))
        self.seat = seat
        self.status = "connected"
        self.error: str | None = None
        self.record: str | None = None
        self.welcome = Welcome(TOUR_CODE, seat, rules.name)
        self.lobby = Lobby(tuple(seats), 0, rules.name, variant, None, started)
        self.now = 0.0
        self.sent: list = []
        self.feed = self.session.feed(seat)

    def poll(self) -> list:
        """The server's side moves on: the AI seats play (what arrives is in the feed)."""
        if self.lobby.started:
            self.now += STEP
            self.session.advance(self.now)
        return []

    def submit(self, action: Any) -> None:
        self.sent.append(action)
        self.session.submit(self.seat, action)

    def ready(self, ready: bool = True) -> None:
        seats = list(self.lobby.seats)
        seats[self.seat] = dataclasses.replace(seats[self.seat], ready=ready)
        self.lobby = dataclasses.replace(self.lobby, seats=tuple(seats))

    def start(self) -> None:
        self.lobby = dataclasses.replace(self.lobby, started=True)

    def rematch(self) -> None:
        self.start()

    def leave(self) -> None:
        self.status = "closed"

    def close(self, wait: float = 0.0) -> None:
        self.status = "closed"
