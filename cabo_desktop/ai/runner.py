"""Play whole games between agents: the same engine and agents the table scene uses."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from ..rules import apply, legal_actions, new_game, observe
from ..rules.actions import Action
from ..rules.events import Event
from ..rules.state import GameState
from ..rules.variant import Variant
from .base import Agent

MAX_ACTIONS_PER_GAME = 200_000  # a safety net against agents that never end a round


class RunawayGame(RuntimeError):
    """A game ran far longer than any real game; a bug in an agent or the engine."""


@dataclass
class GameRun:
    state: GameState
    actions: list[Action]
    seed: int


def _tell(listeners: Sequence[tuple[int, Callable[[int, Event], None]]], events: list[Event]) -> None:
    for seat, notify in listeners:
        for event in events:
            notify(seat, event.for_seat(seat))


def play_game(
    variant: Variant,
    agents: Sequence[Agent],
    seed: int,
    *,
    decks: Sequence[Sequence[str]] = (),
    on_step: Callable[[GameState, Action, list[Event]], None] | None = None,
) -> GameRun:
    """Play one game to its end. Agent randomness comes from a generator seeded from `seed`."""
    state, events = new_game(variant, len(agents), seed, decks=decks)
    listeners = [(seat, agent.notify) for seat, agent in enumerate(agents) if hasattr(agent, "notify")]
    _tell(listeners, events)
    rng = random.Random(seed ^ 0x5EED)
    taken: list[Action] = []
    wants_observation = [agent.needs_observation for agent in agents]
    while state.round.to_act >= 0:  # -1 once the game is over
        seat = state.round.to_act
        legal = legal_actions(state)
        observation = observe(state, seat) if wants_observation[seat] else None
        action = agents[seat].choose(observation, legal, rng)
        state, events = apply(state, action)
        taken.append(action)
        if listeners:
            _tell(listeners, events)
        if on_step is not None:
            on_step(state, action, events)
        if len(taken) > MAX_ACTIONS_PER_GAME:
            raise RunawayGame(f"game with seed {seed} passed {MAX_ACTIONS_PER_GAME} actions")
    return GameRun(state, taken, seed)
