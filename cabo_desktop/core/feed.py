"""What one viewer of a table receives (the seat feed): its observation, the events redacted for it,
the legal actions when it is to act, and a refused action's reason as a key with values, worded
and translated only where it is shown (never on the authority's side).

A viewer is a seat (an int) or the named public viewer `PUBLIC_VIEW`: the public view of a
hot-seat table while no person's private view may be on the screen, or a spectator. A feed's
items are plain values (observations, events, actions, refusals, ints), in the order the session
sent them, so the same feed can be served in-process (the local table) or over a socket.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any


class PublicViewer(int):
    """The public viewer: nobody's seat. It sees what every seat sees and no more (the cards it
    may see are the ones events show to everyone, `seen_by` PUBLIC, and the observation of a seat
    outside the table). It is an int for the games' `observe(state, seat)` and `event.for_seat`:
    a seat number no table has (16 seats at most, games have 6), so no seat's knowledge is in it."""

    def __new__(cls) -> "PublicViewer":
        return super().__new__(cls, 15)

    def __repr__(self) -> str:
        return "PUBLIC_VIEW"

    __str__ = __repr__


PUBLIC_VIEW = PublicViewer()


def is_public(viewer: Any) -> bool:
    """Whether `viewer` is the public viewer (nobody's seat)."""
    return isinstance(viewer, PublicViewer)


def redact(event: Any, viewer: int) -> Any:
    """`event` as `viewer` may see it (a seat's hidden cards blanked for the others; for the public
    viewer every card that not everybody may see)."""
    return event.for_seat(int(viewer))


@dataclass(frozen=True)
class Refusal:
    """Why the authority refused an action: `key` names the reason (a game's refusal key, e.g.
    "kobito.too_few_cards", or the session's own: "not_your_turn", "game_over"), `values` fill its
    words where the table shows it."""

    key: str
    values: dict[str, Any] = field(default_factory=dict)


NOT_YOUR_TURN = "not_your_turn"  # a seat acted while another one is to act
GAME_OVER = "game_over"  # an action after the end of the game


@dataclass(frozen=True)
class Snapshot:
    """Where the game stands for a viewer that joins (or resumes) it: `seq` actions played so far,
    its observation, its legal actions if it is to act, and the latest events as it saw them (its
    log can be written from them)."""

    seq: int
    observation: Any
    legal: tuple = ()
    events: tuple = ()


@dataclass(frozen=True)
class Update:
    """One accepted action as a viewer sees it: `seq` is the number of actions played with it,
    `actor` the seat that played it (-1 for the deal), its events redacted for the viewer, the
    viewer's observation after it and its legal actions when it is to act now."""

    seq: int
    actor: int
    events: tuple
    observation: Any
    legal: tuple = ()


@dataclass(frozen=True)
class Refused:
    """An action of this viewer that the session refused (nothing changed): why, as a Refusal."""

    seq: int
    action: Any
    refusal: Refusal


class SeatFeed:
    """The items one viewer receives, in order (`drain()` takes those not read yet), and the
    latest of them kept: its observation, its legal actions and the count of actions played."""

    def __init__(self, viewer: int, first: Snapshot):
        self.viewer = viewer
        self.items: deque = deque()
        self.observation: Any = None
        self.legal: tuple = ()
        self.seq = 0
        self.push(first)

    def push(self, item: Any) -> None:
        """An item from the session (a Snapshot, an Update or a Refused)."""
        if isinstance(item, (Snapshot, Update)):
            self.observation, self.legal, self.seq = item.observation, tuple(item.legal), item.seq
        self.items.append(item)

    def drain(self) -> list:
        """The items received since the last drain, oldest first."""
        out = list(self.items)
        self.items.clear()
        return out
