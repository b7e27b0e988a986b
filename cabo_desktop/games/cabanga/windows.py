"""Cabanga!'s moves the session makes by itself (core/session.py): a person alone at the screen
whose cards cannot fill the gap passes the throw window at once; an AI answers a throw window
after the short pause."""

from __future__ import annotations

from typing import Any

from .rules.actions import PASS


def forced_action(game: Any, state: Any, alone: bool) -> Any:
    """Alone at the screen, a person with nothing that fits the gap has nothing to decide: the
    session passes for them. At a hot-seat table every person is handed the screen for every
    throw window, whatever they hold: who gets a throw screen must not tell the one who just
    played what the others hold. (An AI seat thinks its usual moment either way, so its hand
    shows in no pause.)"""
    if alone and not state.over and state.thrower >= 0 and tuple(game.legal_actions(state)) == (PASS,):
        return PASS
    return None


def quick_turn(state: Any) -> bool:
    """An AI throws or passes in a throw window after the short pause."""
    return state.thrower >= 0
