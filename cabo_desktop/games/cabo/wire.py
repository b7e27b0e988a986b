"""CABO on the wire (core/wire.py): its observation, its events under stable names, its cards by
their codes ('7', '10H', 'JOKER'), read back through the table's variant (a code's value and
ability are the variant's), and its actions in the record notation."""

from __future__ import annotations

from typing import Any

from ...core.wire import CardCodec, GameWire
from .rules import events as E
from .rules.cards import Card
from .rules.observation import Observation
from .rules.variant import Variant

# The names events travel under: a name never changes once released (rename the class freely);
# a new event gets a new name here (tests/wire checks that every event has one).
EVENTS = {
    "round_started": E.RoundStarted, "card_dealt": E.CardDealt, "discard_started": E.DiscardStarted,
    "turn_started": E.TurnStarted, "card_peeked": E.CardPeeked, "card_spied": E.CardSpied,
    "card_drawn": E.CardDrawn, "card_discarded": E.CardDiscarded, "card_placed": E.CardPlaced,
    "cards_slid_out": E.CardsSlidOut, "exchange_matched": E.ExchangeMatched,
    "exchange_failed": E.ExchangeFailed, "card_added_at_end": E.CardAddedAtEnd, "cards_swapped": E.CardsSwapped,
    "swap_declined": E.SwapDeclined, "cabo_called": E.CaboCalled, "deck_reshuffled": E.DeckReshuffled,
    "snap_window_opened": E.SnapWindowOpened, "snap_passed": E.SnapPassed, "snap_hit": E.SnapHit,
    "snap_missed": E.SnapMissed, "card_given": E.CardGiven, "round_ended": E.RoundEnded,
    "round_scored": E.RoundScored, "score_reset": E.ScoreReset, "game_over": E.GameOver,
}


def _card(code: str, variant: Any) -> Card | None:
    return variant.face_by_code.get(code) if isinstance(variant, Variant) else None


def make_wire(game: Any) -> GameWire:
    """CABO's codec (reached through `Game.wire()`)."""
    return GameWire(game, observation=Observation, events=EVENTS, card=CardCodec(Card, lambda c: c.code, _card), variant_type=Variant)
