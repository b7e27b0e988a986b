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
    if word.startswith("pot") and word[3:].isdigit():
        return ("pot", int(word[3:]))
    if word.startswith("ws"):
        seat, dot, index = word[2:].partition(".")
        if dot and seat.isdigit() and index.isdigit():
            return ("ws", int(seat), int(index))
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
    verb, rest = (words[0].lower(), words[1:]) if words else ("", [])
    try:
        if verb == "end":
            cards = [parse_card(w) for w in rest]
            if all(cards):
                return End(tuple(sorted(cards)))
        elif verb == "play" and len(rest) == 3 and rest[2] in ENDS:
            card, place = parse_card(rest[0]), parse_place(rest[1])
            if card and place:
                return Play(card, place, rest[2])
        elif verb == "start" and len(rest) == 2:
            a, b = parse_card(rest[0]), parse_card(rest[1])
            if a and b:
                return Start((a, b))
        elif verb == "move" and len(rest) == 4 and rest[0].startswith("ws.") and rest[1] in ENDS:
            pot = parse_place(rest[3])
            if pot and pot[0] == "pot":
                return Move(int(rest[0][3:]), rest[1], int(rest[2]), pot[1])
        elif verb in ("swap", "replace") and len(rest) == 3:
            place, card = parse_place(rest[0]), parse_card(rest[2])
            if place and card and rest[1].isdigit():
                return (Swap if verb == "swap" else Replace)(place, int(rest[1]), card)
    except ValueError:
        pass
    if not words:
        raise NotationError(_("an empty line is not an action"))
    raise NotationError(_("cannot read the action {text}; expected play, start, move, swap, replace or end")
                        .format(text=repr(text.strip())))
