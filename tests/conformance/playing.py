"""Random games of any registered game, for the conformance suite: tables of every built-in variant
with random options and seat counts, played by the game's own random agent, every step kept."""

from __future__ import annotations

import functools
import random
import typing
from dataclasses import dataclass, field
from typing import Any

from cabo_desktop.games import game_names, get_game
from cabo_desktop.games.protocol import option_choices, option_values


@dataclass
class Table:
    """One random table of a game: its variant (options chosen), seat count and seed."""

    game: str
    variant: Any
    seats: int
    seed: int


@dataclass
class Played:
    """A game played to its end: the deal, then each action with the state and events after it."""

    table: Table
    initial: Any
    initial_events: list
    actions: list = field(default_factory=list)
    states: list = field(default_factory=list)
    events: list = field(default_factory=list)

    @property
    def final(self) -> Any:
        return self.states[-1] if self.states else self.initial

    def before(self, step: int) -> Any:
        """The state in which action `step` was chosen."""
        return self.states[step - 1] if step else self.initial


def protocol_members(proto: type) -> list[str]:
    """The names a typing.Protocol asks for (its attributes and methods, bases included)."""
    names: set[str] = set()
    for cls in proto.__mro__:
        if cls is typing.Protocol or cls is typing.Generic or cls is object or not getattr(cls, "_is_protocol", False):
            continue
        names.update(n for n in vars(cls) if not n.startswith("_"))
        names.update(n for n in getattr(cls, "__annotations__", {}) if not n.startswith("_"))
    return sorted(names)


def random_tables(name: str, count: int, seed: int) -> list[Table]:
    """`count` tables of game `name`, cycling through its built-in variants; each option is given
    a random value of those the setup screen offers (a combination the rules refuse keeps the
    variant's own), and the seat count is random within what the variant allows."""
    game = get_game(name)
    rng = random.Random(seed)
    tables = []
    for k in range(count):
        variant = game.load_builtin(game.builtin_variants[k % len(game.builtin_variants)])
        values = option_values(variant)
        for option in variant.options:
            if k % 3 == 0:
                break  # a third of the tables play the built-in as it ships
            value = rng.choice(option_choices(option, values[option.key]))
            try:
                variant = game.with_settings(variant, {option.key: value})
            except game.variant_error:
                pass
        seats = rng.randint(variant.players.min, variant.players.limit)
        tables.append(Table(name, game.seats_for(variant, seats), seats, rng.randrange(1 << 30)))
    return tables


def play(table: Table, check=None) -> Played:
    """Play `table` to its end with the game's random agent at every seat; `check(played)` runs
    after the deal and after every action."""
    game = get_game(table.game)
    state, events = game.new_game(table.variant, table.seats, table.seed)
    played = Played(table, state, events)
    agent = game.random_agent()
    rng = random.Random(table.seed)
    most = game.max_actions(table.variant)
    if check:
        check(played)
    while not state.over:
        assert len(played.actions) < most, f"{table}: no end after {most} actions (max_actions)"
        legal = game.legal_actions(state)
        assert legal, f"{table}: no legal action while the game is not over"
        action = agent.choose(game.observe(state, state.to_act), legal, rng)
        state, events = game.apply(state, action)
        played.actions.append(action)
        played.states.append(state)
        played.events.append(events)
        if check:
            check(played)
    return played


@functools.lru_cache(maxsize=None)
def sample_games(name: str) -> tuple[Played, ...]:
    """The conformance suite's fast sample of random games of `name` (played once per process)."""
    return tuple(play(table) for table in random_tables(name, 12, seed=sum(map(ord, name))))


GAMES = game_names()
