"""Shared helpers for the AI tests: variants for any seat count and hidden-card permutations."""

from __future__ import annotations

from cabo_desktop.games.cabo.rules import load_builtin
from tests.hidden_cards import permute_hidden  # noqa: F401  (re-exported for the AI tests)

VARIANTS = ("official", "classic", "kaboo")
FAST_LEVELS = ("beginner", "casual", "skilled", "reference")
ALL_LEVELS = FAST_LEVELS + ("expert",)
_CACHE: dict = {}


def variant_for(name: str, seats: int):
    key = (name, seats > 4)
    if key not in _CACHE:
        variant = load_builtin(name)
        if seats > variant.players.max:
            variant = variant.with_settings({"players.allow_stretch": True})
        _CACHE[key] = variant
    return _CACHE[key]


class CheckedAgent:
    """Wraps an agent: asserts every choice is legal."""

    def __init__(self, agent):
        self.agent = agent
        self.name = agent.name
        self.needs_observation = agent.needs_observation
        self.count = 0

    def choose(self, obs, legal, rng):
        action = self.agent.choose(obs, legal, rng)
        assert action in legal, f"{self.agent.name} chose illegal {action!r}"
        self.count += 1
        return action

    def notify(self, seat, event):
        self.agent.notify(seat, event)
