"""Why Cabanga!'s rules refuse an action, as a key with values (core.feed.Refusal): the table
words it where it shows it, in the player's language (the authority words nothing)."""

from __future__ import annotations

from ....core.feed import Refusal
from .actions import Action, Play
from .engine import GameState, is_legal

GAME_OVER = "cabanga.game_over"
NO_PLAY_IN_WINDOW = "cabanga.no_play_in_window"  # a card played while the others may throw
OUTSIDE_GAP = "cabanga.outside_gap"  # a throw of cards that do not fit the gap, or not held
PLAY_FROM_HAND = "cabanga.play_from_hand"  # a card not held, or onto another row
NO_GAP = "cabanga.no_gap"  # a throw or a pass with no gap open


def refusal(state: GameState, action: Action) -> Refusal | None:
    """Why `action` is refused now, or None when the rules allow it (as the engine's own refusal
    reads the same facts: the first thing that is wrong)."""
    if is_legal(state, action):
        return None
    if state.over:
        return Refusal(GAME_OVER)
    if state.thrower >= 0:
        return Refusal(NO_PLAY_IN_WINDOW if isinstance(action, Play) else OUTSIDE_GAP)
    return Refusal(PLAY_FROM_HAND if isinstance(action, Play) else NO_GAP)
