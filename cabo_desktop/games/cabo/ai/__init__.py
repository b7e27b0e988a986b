"""Agents that choose actions from what their seat may see. No pygame here.

`LEVELS` (level key -> class, persona, flavour, description) and `make_agent(level, seed)` are the
entry points for the UI and the arena; see docs/ai.md.
"""

from .levels import LEVELS, Level, make_agent, offered_levels

__all__ = ["LEVELS", "Level", "make_agent", "offered_levels"]
