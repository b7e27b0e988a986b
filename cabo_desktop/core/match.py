"""A game being played at the table, without any drawing: the state, the seats' agents, every
action applied (and told to the agents as their seats may see it), the legal actions of the seat
to act, and the autosave after each action."""

from __future__ import annotations

import random
from typing import Any, Sequence

from ..games import Game


EVENTS_KEPT = 200  # the events a table's logs can be written again from (a new language)


class Match:
    """The rules side of one table. `agents[seat]` is None for a person at this computer.

    The table scene owns a Match and asks it to `play(action)`; the Match applies the action,
    tells every agent the events as its seat may see them, keeps the record's autosave up to date
    (`saver`, a storage GameSaver, when the game is saved) and returns the events for the table
    to animate. It never draws and never waits."""

    def __init__(self, game: Game, variant: Any, agents: Sequence, names: Sequence[str], seed: int = 0,
                 decks: Sequence[Sequence[str]] = (), start_seat: int | None = None, resume=None,
                 agent_seed: int | None = None):
        self.game = game
        self.variant = variant
        self.agents = list(agents)
        self.names = list(names)
        self.seed = seed
        # the agents' own randomness: from `agent_seed` when given (a real table draws a fresh one,
        # so that the game's seed, which saves hold, does not tell how the AI will play)
        self.rng = random.Random((seed if agent_seed is None else agent_seed) ^ 0x5EED)
        self.saver = None  # storage GameSaver: autosave after every action
        self.actions_taken: list = []
        if resume is not None:
            self.state, self.initial_events = resume.replay.initial, resume.replay.initial_events
        else:
            self.state, self.initial_events = game.new_game(variant, len(self.agents), seed, decks=decks,
                                                            start_seat=start_seat)
        self.notify_agents(self.initial_events)
        self.events: list = list(self.initial_events)[-EVENTS_KEPT:]  # the latest events, for the logs
        self._legal_key: int | None = None
        self._legal: tuple = ()
        self._legal_set: frozenset = frozenset()

    @property
    def n(self) -> int:
        return len(self.agents)

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def to_act(self) -> int:
        return self.state.to_act

    def observe(self, seat: int) -> Any:
        return self.game.observe(self.state, seat)

    def notify_agents(self, events: list) -> None:
        for seat, agent in enumerate(self.agents):
            if agent is not None and hasattr(agent, "notify"):
                for ev in events:
                    agent.notify(seat, ev.for_seat(seat))

    def replay_into_agents(self, game) -> list:
        """Resume a saved game (storage LoadedGame): tell the agents every past action's events,
        take its state and actions; returns every event so far, in order."""
        everything = list(self.initial_events)
        for action, events in zip(game.replay.actions, game.replay.events):
            self.notify_agents(events)
            self.actions_taken.append(action)
            everything.extend(events)
        self.state = game.state
        self.events = everything[-EVENTS_KEPT:]
        return everything

    def legal(self) -> tuple:
        """The legal actions of the seat to act (cached per action: a long hand has many)."""
        key = len(self.actions_taken)
        if self._legal_key != key:
            self._legal_key = key
            self._legal = tuple(self.game.legal_actions(self.state)) if not self.state.over else ()
            self._legal_set = frozenset(self._legal)
        return self._legal

    def is_legal(self, action: Any) -> bool:
        """Whether the rules allow `action` now: the listed actions answer from the cache, the
        rest is asked of the game (it may allow more than it lists: Cabanga!'s throws)."""
        self.legal()
        return action in self._legal_set or (not self.state.over and self.game.is_legal(self.state, action))

    def play(self, action: Any) -> tuple[list, list[str]]:
        """Apply an action of the seat to act; returns its events and the saver's messages."""
        self.state, events = self.game.apply(self.state, action)
        self.actions_taken.append(action)
        self.events.extend(events)
        del self.events[:-EVENTS_KEPT]
        self.notify_agents(events)
        messages: list[str] = []
        if self.saver is not None:
            messages += self.saver.after_action(action, self.state)
            if self.state.over:
                messages += self.saver.finish(self.state)
                self.saver = None
        return events, messages

    def ai_choice(self) -> Any:
        """The action the agent of the seat to act chooses, from its own observation only."""
        seat = self.state.to_act
        agent = self.agents[seat]
        observation = self.observe(seat) if getattr(agent, "needs_observation", True) else None
        return agent.choose(observation, list(self.legal()), self.rng)
