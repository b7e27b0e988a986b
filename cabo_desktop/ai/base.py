"""What every agent is: `choose(observation, legal_actions, rng) -> action`."""

from __future__ import annotations

import random
from typing import Protocol, Sequence

from ..rules.actions import Action
from ..rules.events import Event
from ..rules.observation import Observation


class Agent(Protocol):
    name: str
    needs_observation: bool  # False only for agents that look at nothing but the legal actions

    def choose(self, observation: Observation | None, legal: Sequence[Action], rng: random.Random) -> Action:
        """The action to take; `legal` is never empty."""
        ...

    def notify(self, seat: int, event: Event) -> None:
        """An event as this agent's seat may see it (already redacted with event.for_seat)."""
        ...
