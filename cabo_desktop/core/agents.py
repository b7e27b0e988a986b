"""What every agent is, in every game: `choose(observation, legal_actions, rng) -> action`.

An agent sees its seat's observation (never a state) and the events its seat may see (already
redacted with `event.for_seat`); `RandomAgent` is the game-independent yardstick.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, Sequence

from .events import Event


class Agent(Protocol):
    name: str
    needs_observation: bool  # False only for agents that look at nothing but the legal actions

    def choose(self, observation: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        """The action to take; `legal` is never empty."""
        ...

    def notify(self, seat: int, event: Event) -> None:
        """An event as this agent's seat may see it (already redacted with event.for_seat)."""
        ...


_CHECKPOINT: list = [None]


def checkpoint() -> None:
    """Where a long decision may pause: a searching agent calls it between its samples. The
    table's worker thread waits here while a frame is being drawn (ui/thinking.py), so the frame
    never shares the interpreter with the search; anywhere else it does nothing."""
    hook = _CHECKPOINT[0]
    if hook is not None:
        hook()


def set_checkpoint(hook) -> None:
    """Install what `checkpoint()` does (None: nothing)."""
    _CHECKPOINT[0] = hook


class RandomAgent:
    """Any legal action, uniformly: a game's own random agent may weigh kinds of actions."""

    name = "Random"
    needs_observation = False

    def choose(self, observation: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return legal[rng.randrange(len(legal))]


class SeatAgent:
    """What a game's own agents share: it reads its seat's observation, keeps the seed of its own
    randomness, and remembers no event (an agent with a memory overrides `notify`)."""

    needs_observation = True

    def __init__(self, seed: int = 0):
        self.seed = seed

    def notify(self, seat: int, event: Event) -> None:
        """An event as the seat may see it: nothing to remember here."""
