"""Shared by the wire tests: what one viewer of a played game receives, encoded, and the checks
that a value survives the wire (encoded, written as JSON, read back, decoded)."""

from __future__ import annotations

import random
from typing import Any

from cabo_desktop.core.wire import dumps, loads
from cabo_desktop.games import get_game
from tests.conformance.playing import Played


def through(wire: Any, value: Any, kind: str, variant: Any = None) -> str:
    """Sends `value` (an observation, an event or an action) over the wire and back; asserts it
    arrives equal and that its JSON text is the same when sent again. Returns the text."""
    if kind == "observation":
        text = dumps(wire.observation_to_data(value))
        back = wire.observation_from_data(loads(text))
        again = dumps(wire.observation_to_data(back))
    elif kind == "event":
        text = dumps(wire.event_to_data(value))
        back = wire.event_from_data(loads(text), variant)
        again = dumps(wire.event_to_data(back))
    else:
        text = dumps(wire.action_to_data(value))
        back = wire.action_from_data(loads(text))
        again = dumps(wire.action_to_data(back))
    assert back == value, f"{kind} changed on the wire:\n{value!r}\n{back!r}"
    assert type(back) is type(value)
    assert again == text
    return text


def viewers(n_seats: int) -> range:
    """Every seat, and one viewer outside the table (a spectator, the public view of hot-seat)."""
    return range(n_seats + 1)


def redactions(event: Any, n_seats: int) -> list:
    """The event as each viewer sees it, each different view once."""
    views: list = []
    for seat in viewers(n_seats):
        seen = event.for_seat(seat)
        if not any(seen is v or seen == v for v in views):
            views.append(seen)
    return views


def round_trip(played: Played, every: int = 1) -> dict[str, int]:
    """Sends a played game over the wire: every event as every viewer sees it, every action, and
    the observation of one viewer (in turn) at every `every`-th step. Returns what it counted."""
    table = played.table
    wire = get_game(table.game).wire()
    game = get_game(table.game)
    counts = {"observations": 0, "events": 0, "actions": 0}
    rng = random.Random(table.seed)
    for step, events in enumerate([played.initial_events] + played.events):
        for event in events:
            for seen in redactions(event, table.seats):
                through(wire, seen, "event", table.variant)
                counts["events"] += 1
        if step % every == 0:
            state = played.before(step)
            seat = rng.choice(viewers(table.seats))
            through(wire, game.observe(state, seat), "observation")
            counts["observations"] += 1
    for action in played.actions:
        through(wire, action, "action")
        counts["actions"] += 1
    return counts
