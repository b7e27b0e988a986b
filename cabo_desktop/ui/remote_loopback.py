"""A link for the remote table without a network: one seat's feed of a local Session, with the
surface of net/client.py's RemoteSeat (`poll`, `feed`, `submit`, `status`, `lobby`, `seat`,
`record`). The screenshot tour draws the remote table with it; the server's own tests use the
real room server."""

from __future__ import annotations

from typing import Any, Sequence

from ..core.session import Session
from ..games import get_game
from .tables import make_agents

AWAY_NAME = "Sam"  # the away person of the screenshot
STEP = 1 / 60  # the session's clock moves a frame per poll


class SessionLink:
    """Seat `seat` of a local game of `game` (the others AI levels `levels`), as a client sees it."""

    def __init__(self, game: str, name: str, levels: Sequence[str], seat: int = 0, seed: int = 3,
                 away: Sequence[int] = ()):
        rules = get_game(game)
        variant = rules.load_builtin(rules.default_variant)
        ai, ai_names = make_agents(rules, list(levels), seed)
        agents: list[Any] = list(ai)
        agents.insert(seat, None)
        names = list(ai_names)
        names.insert(seat, name)
        self.session = Session(rules, variant, agents, names, seed, think_times=(0.3, 0.2))
        self.seat = seat
        self.variant = variant
        self.status = "connected"
        self.record = None
        self.now = 0.0
        self.sent: list = []
        levels = list(levels)
        levels.insert(seat, None)
        self.lobby = {"game": rules.name, "host": 0, "started": True, "rematch": 0, "turn_seconds": None,
                      "variant": variant,
                      "seats": [{"name": names[k], "kind": "person" if levels[k] is None else "ai",
                                 "level": levels[k], "connected": True, "ready": True, "away": k in away}
                                for k in range(len(names))]}
        for k in away:  # a person of the room who dropped: the server's AI plays for them
            self.lobby["seats"][k].update(name=AWAY_NAME, kind="person")
            self.session.names[k] = names[k] = AWAY_NAME
        self.feed = self.session.feed(seat)

    def poll(self) -> list:
        """The server's side moves on: the AI seats play (what arrives is in the feed)."""
        self.now += STEP
        self.session.advance(self.now)
        return []

    def submit(self, action: Any) -> None:
        self.sent.append(action)
        self.session.submit(self.seat, action)
