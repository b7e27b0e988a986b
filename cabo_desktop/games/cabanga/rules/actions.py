"""Cabanga!'s actions (frozen values) and their record notation.

    play R7 left     play the red 7 onto the left pile of the red row
    throw Y7 Y9      throw these cards into the gap just opened ("Cabanga!")
    pass             throw nothing this time
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.notation import quoted
from ....i18n import _
from .cards import SIDES, Card, parse_card


class NotationError(ValueError):
    """A line of a record that is not an action. The message is meant for players."""


@dataclass(frozen=True, slots=True)
class Play:
    card: Card
    side: str  # "left" or "right" of the row card


@dataclass(frozen=True, slots=True)
class Throw:
    cards: tuple[Card, ...]  # sorted, at least one


@dataclass(frozen=True, slots=True)
class Pass:
    pass


PASS = Pass()
Action = Play | Throw | Pass


def format_action(action: Action) -> str:
    if isinstance(action, Play):
        return f"play {action.card.code} {action.side}"
    if isinstance(action, Throw):
        return "throw " + " ".join(card.code for card in action.cards)
    return "pass"


def parse_action(text: str) -> Action:
    words = text.split()
    if not words:
        raise NotationError(_("an empty line is not an action"))
    verb, rest = words[0].lower(), words[1:]
    if verb == "pass" and not rest:
        return PASS
    if verb == "play" and len(rest) == 2 and rest[1].lower() in SIDES:
        card = parse_card(rest[0])
        if card is not None:
            return Play(card, rest[1].lower())
    if verb == "throw" and rest:
        cards = [parse_card(word) for word in rest]
        if all(cards) and len(set(cards)) == len(cards):
            return Throw(tuple(sorted(cards)))
    raise NotationError(_("cannot read the action {text}; expected play CARD left|right, throw CARDS or pass")
                        .format(text=quoted(text)))
