"""Kobito's actions (frozen values) and their record notation. A turn is several actions: each card
played is one, then `end`. Places: `pot1` (pot 1), `ws2.0` (seat 2's workshop rainbow 0); ends
`low` / `high`; numbers from 0.

    play 5r pot1 high     add the red 5 at the high end of pot 1's rainbow
    play K1 ws0.1 low     add a Kobito at the low end of your workshop rainbow 1 (seat 0)
    start 4r 5g           start a workshop rainbow with two consecutive cards (low, then high)
    move ws0.1 high 2 pot2   move the 2 cards at the high end of your workshop rainbow 1 to pot 2
    swap pot1 3 5r        take the Kobito in place 3 of pot 1's rainbow, put your 5 there
    replace pot0 2 7b     a replacement card, then your 7, on place 2 of pot 0's rainbow
    end                   end the turn (`end 3r 9b`: short of cards to play, these go to the score pile)
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.notation import ascii_number, quoted
from ....i18n import _
from .cards import Card, parse_card

ENDS = ("low", "high")
Place = tuple  # ("pot", pot) or ("ws", seat, rainbow)


class NotationError(ValueError):
    """A line of a record that is not an action. The message is meant for players."""


@dataclass(frozen=True, slots=True)
class Play:
    card: Card
    place: Place
    end: str


@dataclass(frozen=True, slots=True)
class Start:
    cards: tuple[Card, Card]  # low, then high


@dataclass(frozen=True, slots=True)
class Move:
    rainbow: int  # the mover's own workshop rainbow
    end: str
    count: int
    pot: int


@dataclass(frozen=True, slots=True)
class Swap:
    place: Place
    slot: int
    card: Card


@dataclass(frozen=True, slots=True)
class Replace:
    place: Place
    slot: int
    card: Card


@dataclass(frozen=True, slots=True)
class End:
    penalty: tuple[Card, ...] = ()  # sorted


Action = Play | Start | Move | Swap | Replace | End


def format_place(place: Place) -> str:
    return f"pot{place[1]}" if place[0] == "pot" else f"ws{place[1]}.{place[2]}"


def parse_place(word: str) -> Place | None:
    if word.startswith("pot") and (pot := ascii_number(word[3:])) is not None:
        return ("pot", pot)
    if word.startswith("ws"):
        seat, dot, index = word[2:].partition(".")
        seat_no, index_no = ascii_number(seat), ascii_number(index)
        if dot and seat_no is not None and index_no is not None:
            return ("ws", seat_no, index_no)
    return None


def format_action(action: Action) -> str:
    match action:
        case Play(card, place, end):
            return f"play {card.code} {format_place(place)} {end}"
        case Start(cards):
            return "start " + " ".join(c.code for c in cards)
        case Move(rainbow, end, count, pot):
            return f"move ws.{rainbow} {end} {count} pot{pot}"
        case Swap(place, slot, card):
            return f"swap {format_place(place)} {slot} {card.code}"
        case Replace(place, slot, card):
            return f"replace {format_place(place)} {slot} {card.code}"
    return " ".join(["end"] + [c.code for c in action.penalty])


def parse_action(text: str) -> Action:
    words = text.split()
    if not words:
        raise NotationError(_("an empty line is not an action"))
    action = _read(words[0].lower(), words[1:])
    if action is None:
        raise NotationError(_("cannot read the action {text}; expected play, start, move, swap, replace or end")
                            .format(text=quoted(text)))
    return action


def _read(verb: str, rest: list[str]) -> Action | None:
    """The action of a line's words, or None when they are not one."""
    if verb == "end":
        cards = [parse_card(w) for w in rest]
        return End(tuple(sorted(cards))) if all(cards) else None
    if verb == "play" and len(rest) == 3 and rest[2] in ENDS:
        card, place = parse_card(rest[0]), parse_place(rest[1])
        return Play(card, place, rest[2]) if card and place else None
    if verb == "start" and len(rest) == 2:
        a, b = parse_card(rest[0]), parse_card(rest[1])
        return Start((a, b)) if a and b else None
    if verb == "move" and len(rest) == 4 and rest[0].startswith("ws.") and rest[1] in ENDS:
        rainbow, count, pot = ascii_number(rest[0][3:]), ascii_number(rest[2]), parse_place(rest[3])
        if rainbow is not None and count is not None and pot and pot[0] == "pot":
            return Move(rainbow, rest[1], count, pot[1])
        return None
    if verb in ("swap", "replace") and len(rest) == 3:
        place, slot, card = parse_place(rest[0]), ascii_number(rest[1]), parse_card(rest[2])
        if place and slot is not None and card:
            return (Swap if verb == "swap" else Replace)(place, slot, card)
    return None
