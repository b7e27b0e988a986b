"""Kobito on the wire (core/wire.py): its observation, its events under stable names, its cards by
their codes ('5r', 'K1', 'X2') and its actions in the record notation."""

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
    "game_started": E.GameStarted, "cards_drawn": E.CardsDrawn, "turn_started": E.TurnStarted,
    "card_played": E.CardPlayed, "workshop_started": E.WorkshopStarted, "cards_moved": E.CardsMoved,
    "kobito_swapped": E.KobitoSwapped, "card_replaced": E.CardReplaced, "pot_won": E.PotWon,
    "pot_refilled": E.PotRefilled, "deck_reshuffled": E.DeckReshuffled,
    "score_pile_penalty": E.ScorePilePenalty, "game_over": E.GameOver,
}


def make_wire(game: Any) -> GameWire:
    """Kobito's codec (reached through `Game.wire()`)."""
    return GameWire(game, observation=Observation, events=EVENTS, card=parsed_codes(Card, parse_card), variant_type=Variant)
