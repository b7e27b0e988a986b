"""Kobito's replay viewer: a finished game stepped through on the table with every hand face up
(nothing is secret once a game is over); the viewer itself is the shell's (ui/replay_base.py)."""

from __future__ import annotations

from ....ui.replay_base import ObservedReplay
from .scene import TableScene


class ReplayScene(ObservedReplay, TableScene):
    """A finished game (storage LoadedGame) on Kobito's table."""
