"""Play whole games of any game between agents: the same rules and agents the table scene uses."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..games import GameRules, get_game
from .agents import Agent
from .events import Event

MAX_ACTIONS_PER_GAME = 200_000  # a safety net against agents that never end a round


class RunawayGame(RuntimeError):
    """A game ran far longer than any real game; a bug in an agent or the engine."""


@dataclass
class GameRun:
    state: Any
    actions: list
    seed: int


def _tell(listeners: Sequence[tuple[int, Callable[[int, Event], None]]], events: list[Event]) -> None:
    for seat, notify in listeners:
        for event in events:
            notify(seat, event.for_seat(seat))


def play_game(
    variant: Any,
    agents: Sequence[Agent],
    seed: int,
    *,
    decks: Sequence[Sequence[str]] = (),
    on_step: Callable[[Any, Any, list[Event]], None] | None = None,
    game: GameRules | None = None,
) -> GameRun:
    """Play one game of `game` (default: CABO) to its end. Agent randomness comes from a generator
    seeded from `seed`."""
    game = game or get_game()
    apply, legal_actions, observe = game.apply, game.legal_actions, game.observe
    state, events = game.new_game(variant, len(agents), seed, decks=decks)
    listeners = [(seat, agent.notify) for seat, agent in enumerate(agents) if hasattr(agent, "notify")]
    _tell(listeners, events)
    rng = random.Random(seed ^ 0x5EED)
    taken: list = []
    wants_observation = [agent.needs_observation for agent in agents]
    while state.to_act >= 0:  # -1 once the game is over
        seat = state.to_act
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
