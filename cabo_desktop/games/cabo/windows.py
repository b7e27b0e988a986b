"""CABO's moves the session makes by itself (core/session.py): kaboo's snap window, passed at once
for a person alone at the screen who knows no matching card, and passed by the session when
nobody has snapped within the window's seconds; the AI's quick answer in a snap window."""

from __future__ import annotations

from typing import Any, Iterable

from .rules import actions as A
from .rules.snapping import snap_matches
from .rules.state import Phase


def snap_window_open(state: Any) -> bool:
    """Whether the seat to act is asked to snap or pass (kaboo's snap window)."""
    return not state.over and state.round.phase == Phase.SNAP


def known_snap(observation: Any, legal: Iterable[Any]) -> A.Snap | None:
    """A snap of a card the observing seat knows to match the top discard (its own cards first),
    from its own observation and the actions it may play; None when it knows none."""
    top = observation.top_discard
    if top is None:
        return None
    allowed = set(legal)
    me = observation.seat
    for seat in [me] + [s for s in range(observation.n_seats) if s != me]:
        for slot, view in enumerate(observation.hands[seat]):
            if view.card is not None and snap_matches(observation.variant, view.card, top):
                action = A.Snap(seat, slot)
                if action in allowed:
                    return action
    return None


def forced_action(game: Any, state: Any, alone: bool) -> Any:
    """A snap window for a person alone at the screen who knows no matching card passes at once:
    there is nothing to decide. At a hot-seat table every window waits its whole time, whatever
    the person knows: how soon it closed would tell the others that they knew no card."""
    if not alone or not snap_window_open(state):
        return None
    seat = state.to_act
    if known_snap(game.observe(state, seat), game.legal_actions(state)) is None:
        return A.PASS_SNAP
    return None


def window_timeout(state: Any) -> Any:
    """A snap window nobody answers passes by itself (after the `snap_seconds` setting)."""
    return A.PASS_SNAP if snap_window_open(state) else None


def quick_turn(state: Any) -> bool:
    """An AI snaps or passes after the short pause."""
    return snap_window_open(state)
