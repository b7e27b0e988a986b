"""Cabanga! on the wire (core/wire.py): its observation, its events under stable names, its cards
by their codes ('R7', 'S5') and its actions in the record notation."""

from __future__ import annotations

from typing import Any

from ...core.wire import GameWire, parsed_codes
from .rules import events as E
from .rules.cards import Card, parse_card
from .rules.observation import Observation
from .rules.variant import Variant

# The names events travel under: a name never changes once released (rename the class freely);
# a new event gets a new name here (tests/wire checks that every event has one).
EVENTS = {
    "round_started": E.RoundStarted, "cards_dealt": E.CardsDealt, "turn_started": E.TurnStarted,
    "card_played": E.CardPlayed, "penalty_drawn": E.PenaltyDrawn, "cards_thrown": E.CardsThrown,
    "throw_passed": E.ThrowPassed, "penalty_pile_renewed": E.PenaltyPileRenewed, "round_ended": E.RoundEnded,
    "game_over": E.GameOver,
}


def make_wire(game: Any) -> GameWire:
    """Cabanga!'s codec (reached through `Game.wire()`)."""
    return GameWire(game, observation=Observation, events=EVENTS, card=parsed_codes(Card, parse_card), variant_type=Variant)
