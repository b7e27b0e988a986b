"""Shared plumbing for the rule-based agents: phase dispatch and small helpers.

An agent subclasses `PhaseAgent` and implements one method per phase. `choose` always returns a
member of `legal` (it falls back to the first legal action if a policy ever proposes something
else), so a policy bug can weaken an agent but never stall a game.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..rules import actions as A
from ..rules.events import Event, RoundStarted, TurnStarted
from ..rules.observation import Observation
from ..rules.snapping import snap_matches as rules_snap_matches
from ..rules.state import Phase


class PhaseAgent:
    name = "agent"
    needs_observation = True

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = random.Random(seed)  # the agent's own randomness (memory, mistakes)
        self.turn = 0  # the round's turn counter, from TurnStarted events
        self.round_no = 0
        self.fallbacks = 0

    # ----- protocol

    def notify(self, seat: int, event: Event) -> None:
        if isinstance(event, TurnStarted):
            self.turn = event.turn
        elif isinstance(event, RoundStarted):
            self.turn = 0
            self.round_no = event.round_no
            self.new_round(seat, event)
        self.on_event(seat, event)

    def new_round(self, seat: int, event: RoundStarted) -> None:
        pass

    def on_event(self, seat: int, event: Event) -> None:
        pass

    def choose(self, obs: Observation | None, legal: Sequence[A.Action], rng: random.Random) -> A.Action:
        if len(legal) == 1:
            return legal[0]
        phase = obs.phase
        if phase == Phase.TURN:
            action = self.on_turn(obs, legal, rng)
        elif phase == Phase.DRAWN:
            if obs.drawn_from == "discard":
                action = self.on_taken(obs, legal, rng)
            else:
                action = self.on_drawn(obs, legal, rng)
        elif phase == Phase.SNAP:
            action = self.on_snap(obs, legal, rng)
        elif phase == Phase.SNAP_GIVE:
            action = self.on_give(obs, legal, rng)
        elif phase == Phase.DECIDE_SWAP:
            action = self.on_decide_swap(obs, legal, rng)
        elif phase == Phase.INITIAL_PEEK:
            action = self.on_initial_peek(obs, legal, rng)
        else:  # PLACE_DRAWN, PLACE_PENALTY: either end will do
            action = legal[0]
        if action is None or (action not in legal):
            self.fallbacks += 1  # a policy proposed something illegal; tests check this stays 0
            return legal[0]
        return action

    # ----- defaults

    def on_initial_peek(self, obs, legal, rng):
        return legal[0]

    def on_turn(self, obs, legal, rng):
        return A.DRAW_FROM_DECK if A.DRAW_FROM_DECK in legal else legal[0]

    def on_taken(self, obs, legal, rng):
        return legal[0]

    def on_drawn(self, obs, legal, rng):
        return A.DISCARD_DRAWN

    def on_snap(self, obs, legal, rng):
        return A.PASS_SNAP

    def on_give(self, obs, legal, rng):
        return legal[0]

    def on_decide_swap(self, obs, legal, rng):
        return A.KEEP_CARDS


# ----- helpers over observations


def face_down_unknown(obs: Observation, seat: int) -> list[int]:
    """Slots of `seat` that lie face down and that this observation's seat does not know."""
    return [i for i, v in enumerate(obs.hands[seat]) if v.card is None and not v.face_up]


def others(obs: Observation) -> list[int]:
    """Other seats whose cards may be targeted (the protected caller excluded)."""
    protect = obs.variant.turn.protect_caller
    return [s for s in range(obs.n_seats) if s != obs.seat and not (protect and s == obs.caller)]


def snap_matches(obs: Observation, card, top) -> bool:
    return rules_snap_matches(obs.variant, card, top)


def single_exchanges(legal: Sequence[A.Action]) -> list[A.Exchange]:
    return [a for a in legal if type(a) is A.Exchange and len(a.slots) == 1]


def ability_kind(legal: Sequence[A.Action]) -> type | None:
    for a in legal:
        t = type(a)
        if t is A.Peek or t is A.Spy or t is A.Swap or t is A.LookAndSwap:
            return t
    return None
