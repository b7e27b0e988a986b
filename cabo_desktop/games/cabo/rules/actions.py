"""Actions a seat can take, as frozen values, and their text notation for records.

The acting seat is never part of an action: it is always `state.to_act`. Slots are 0-based
positions in a hand; seats are 0-based too. The notation is documented in docs/records.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, Union

from ....core.notation import ascii_number, quoted
from ....i18n import _

End = Literal["left", "right"]


@dataclass(frozen=True, slots=True)
class InitialPeek:
    """Look at some of your own cards once, right after the deal."""

    slots: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DrawFromDeck:
    """Take the top card of the draw pile and look at it."""


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Take the top card of the discard pile; it must be exchanged."""


@dataclass(frozen=True, slots=True)
class CallCabo:
    """End your turn by calling CABO: every other player has one more turn."""


@dataclass(frozen=True, slots=True)
class Exchange:
    """Exchange one card, or several equal cards, for the drawn card."""

    slots: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DiscardDrawn:
    """Put the card drawn from the deck on the discard pile without using its ability."""


@dataclass(frozen=True, slots=True)
class Peek:
    """Discard the drawn card and look at one of your own face-down cards."""

    slot: int


@dataclass(frozen=True, slots=True)
class Spy:
    """Discard the drawn card and look at a face-down card of another player."""

    seat: int
    slot: int


@dataclass(frozen=True, slots=True)
class Swap:
    """Exchange two cards of two different seats without looking at them.

    Used both for the swap ability (discarding the drawn card) and to finish a look-and-swap.
    """

    seat_a: int
    slot_a: int
    seat_b: int
    slot_b: int


@dataclass(frozen=True, slots=True)
class LookAndSwap:
    """Discard the drawn card, look at another player's card, then decide whether to swap it."""

    seat: int
    slot: int


@dataclass(frozen=True, slots=True)
class KeepCards:
    """After a look-and-swap look: leave both cards where they are."""


@dataclass(frozen=True, slots=True)
class PlaceAtEnd:
    """Put a card (the drawn card after a failed match, or a penalty card) at an end of your line."""

    end: End


@dataclass(frozen=True, slots=True)
class Snap:
    """Snap a card that matches the top of the discard pile, from any hand."""

    seat: int
    slot: int


@dataclass(frozen=True, slots=True)
class PassSnap:
    """Let the snap window go by."""


@dataclass(frozen=True, slots=True)
class GiveCard:
    """After snapping an opponent's card, give them one of your own cards."""

    slot: int


Action = Union[
    InitialPeek, DrawFromDeck, TakeDiscard, CallCabo, Exchange, DiscardDrawn, Peek, Spy, Swap,
    LookAndSwap, KeepCards, PlaceAtEnd, Snap, PassSnap, GiveCard,
]

# Actions without fields are shared singletons: cheap to return from legal_actions.
DRAW_FROM_DECK = DrawFromDeck()
TAKE_DISCARD = TakeDiscard()
CALL_CABO = CallCabo()
DISCARD_DRAWN = DiscardDrawn()
KEEP_CARDS = KeepCards()
PASS_SNAP = PassSnap()
PLACE_LEFT = PlaceAtEnd("left")
PLACE_RIGHT = PlaceAtEnd("right")


class NotationError(ValueError):
    """A line of action notation cannot be read. Its message may reach a player (a save that
    cannot be read names the bad action), so it is translated; the notation itself is not."""


def format_action(action: Action) -> str:
    """The record notation of an action, e.g. 'exchange 0 2' or 'spy seat=2 card=1'."""
    match action:
        case InitialPeek(slots):
            return "look " + " ".join(map(str, slots))
        case DrawFromDeck():
            return "draw deck"
        case TakeDiscard():
            return "draw discard"
        case CallCabo():
            return "cabo"
        case Exchange(slots):
            return "exchange " + " ".join(map(str, slots))
        case DiscardDrawn():
            return "discard"
        case Peek(slot):
            return f"discard use peek card={slot}"
        case Spy(seat, slot):
            return f"discard use spy seat={seat} card={slot}"
        case LookAndSwap(seat, slot):
            return f"discard use look seat={seat} card={slot}"
        case Swap(seat_a, slot_a, seat_b, slot_b):
            return f"swap seat={seat_a} card={slot_a} seat={seat_b} card={slot_b}"
        case KeepCards():
            return "keep"
        case PlaceAtEnd(end):
            return f"place {end}"
        case Snap(seat, slot):
            return f"snap seat={seat} card={slot}"
        case PassSnap():
            return "pass"
        case GiveCard(slot):
            return f"give card={slot}"
    raise NotationError(f"not an action: {action!r}")


_PAIR = re.compile(r"(seat|card)=(.*)")  # the number is read by ascii_number: ASCII digits only


def _ints(words: list[str], text: str) -> tuple[int, ...]:
    numbers = [ascii_number(w) for w in words]
    if not numbers or None in numbers:
        # TRANSLATORS: {text} is a line of a saved game's record; 'exchange 0 2' is notation: keep it
        raise NotationError(_("{text}: expected card numbers, e.g. 'exchange 0 2'").format(text=quoted(text)))
    return tuple(numbers)


def _pairs(words: list[str], text: str, expected: list[str]) -> list[int]:
    found = []
    for word in words:
        match = _PAIR.fullmatch(word)
        number = ascii_number(match.group(2)) if match else None
        if number is None:
            # TRANSLATORS: {text} is a line of a saved game's record, {word} a part of it, {expected} the notation
            raise NotationError(_("{text}: cannot read {word}; expected {expected}").format(
                text=quoted(text), word=quoted(word), expected=" ".join(k + "=N" for k in expected)))
        found.append((match.group(1), number))
    if [k for k, _value in found] != expected:
        # TRANSLATORS: {text} is a line of a saved game's record, {expected} the notation it needs
        raise NotationError(_("{text}: expected {expected}").format(
            text=quoted(text), expected=" ".join(k + "=N" for k in expected)))
    return [v for _key, v in found]


def parse_action(text: str) -> Action:
    """Read one action from its notation; raises NotationError with the reason."""
    words = text.strip().lower().split()
    if not words:
        raise NotationError(_("empty action"))
    head, rest = words[0], words[1:]
    if head == "look":
        return InitialPeek(_ints(rest, text))
    if head == "draw" and rest in (["deck"], ["discard"]):
        return DRAW_FROM_DECK if rest == ["deck"] else TAKE_DISCARD
    if head == "cabo" and not rest:
        return CALL_CABO
    if head == "exchange":
        return Exchange(_ints(rest, text))
    if head == "discard" and not rest:
        return DISCARD_DRAWN
    if head == "discard" and len(rest) >= 2 and rest[0] == "use":
        ability, args = rest[1], rest[2:]
        if ability == "peek":
            return Peek(*_pairs(args, text, ["card"]))
        if ability == "spy":
            return Spy(*_pairs(args, text, ["seat", "card"]))
        if ability == "look":
            return LookAndSwap(*_pairs(args, text, ["seat", "card"]))
        if ability == "swap":
            return Swap(*_pairs(args, text, ["seat", "card", "seat", "card"]))
        # TRANSLATORS: peek, spy, swap and look are words of the record notation: keep them in English
        raise NotationError(_("{text}: unknown ability {ability}; expected peek, spy, swap or look").format(
            text=quoted(text), ability=quoted(ability)))
    if head == "swap":
        return Swap(*_pairs(rest, text, ["seat", "card", "seat", "card"]))
    if head == "keep" and not rest:
        return KEEP_CARDS
    if head == "place" and rest in (["left"], ["right"]):
        return PLACE_LEFT if rest == ["left"] else PLACE_RIGHT
    if head == "snap":
        return Snap(*_pairs(rest, text, ["seat", "card"]))
    if head == "pass" and not rest:
        return PASS_SNAP
    if head == "give":
        return GiveCard(*_pairs(rest, text, ["card"]))
    raise NotationError(_("cannot read action {text}; see docs/records.md for the notation").format(text=quoted(text)))
