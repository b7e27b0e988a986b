"""Kobito in words (no pygame): the table's log of rule events, the actions of a replay and the
hints, each line written for one reader ("you") as whole messages (docs/i18n.md). Pots are
numbered from 1 for players."""

from __future__ import annotations

from typing import Sequence

from ...core.log_line import LogLine
from ...i18n import _, and_list, n_, p_
from .rules import actions as A
from .rules import events as E
from .rules.cards import KOBITO, REPLACEMENT, Card


def card_name(card: Card, number: int | None = None) -> str:
    if card.kind == KOBITO:
        if number is None:
            return p_("card name", "a Kobito")
        return p_("card name", "a Kobito (as {n})").format(n=number)
    if card.kind == REPLACEMENT:
        return p_("card name", "a replacement card")
    return str(card.number)


def where(place, me: int | None, seat: int) -> str:
    """A place in words: "pot 2", "your workshop", "their workshop", "Ann's workshop"."""
    if place[0] == "pot":
        return _("pot {n}").format(n=place[1] + 1)
    if place[1] == me:
        return _("your workshop")
    if place[1] == seat:
        return _("their workshop")
    return _("another workshop")


class Narrator:
    def __init__(self, names: Sequence[str], variant=None):
        self.names = list(names)
        self.variant = variant

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def describe(self, ev, me: int | None) -> str | None:
        you = getattr(ev, "seat", None) == me
        name = self.name(getattr(ev, "seat", -1))
        if isinstance(ev, E.GameStarted):
            return _("The game begins: you start.") if ev.start == me else \
                _("The game begins: {name} starts.").format(name=self.name(ev.start))
        if isinstance(ev, E.CardsDrawn):
            if you:
                return n_("You drew {n} card.", "You drew {n} cards.", ev.count).format(n=ev.count)
            return n_("{name} drew {n} card.", "{name} drew {n} cards.", ev.count).format(n=ev.count, name=name)
        if isinstance(ev, E.CardPlayed):
            card, place = card_name(ev.card, ev.number), where(ev.place, me, ev.seat)
            if you:
                return _("You played {card} on {place}.").format(card=card, place=place)
            return _("{name} played {card} on {place}.").format(card=card, place=place, name=name)
        if isinstance(ev, E.WorkshopStarted):
            cards = and_list(str(n) for n in ev.numbers)
            if you:
                return _("You started a workshop rainbow: {cards}.").format(cards=cards)
            return _("{name} started a workshop rainbow: {cards}.").format(cards=cards, name=name)
        if isinstance(ev, E.CardsMoved):
            k, pot = len(ev.cards), ev.pot + 1
            if you:
                return n_("You moved {n} workshop card to pot {pot}.", "You moved {n} workshop cards to pot {pot}.",
                          k).format(n=k, pot=pot)
            return n_("{name} moved {n} workshop card to pot {pot}.", "{name} moved {n} workshop cards to pot {pot}.",
                      k).format(n=k, pot=pot, name=name)
        if isinstance(ev, E.KobitoSwapped):
            card = card_name(ev.card)
            if you:
                return _("You swapped a Kobito for your {card}.").format(card=card)
            return _("{name} swapped a Kobito for their {card}.").format(card=card, name=name)
        if isinstance(ev, E.CardReplaced):
            card = card_name(ev.card)
            if you:
                return _("You laid a replacement card and your {card} on a {card}.").format(card=card)
            return _("{name} laid a replacement card and their {card} on a {card}.").format(card=card, name=name)
        if isinstance(ev, E.PotWon):
            points = self.variant.gold[ev.gold].points if self.variant else 0
            if you:
                return n_("You won a pot of gold: {n} point!", "You won a pot of gold: {n} points!", points).format(n=points)
            return n_("{name} won a pot of gold: {n} point!", "{name} won a pot of gold: {n} points!", points).format(
                n=points, name=name)
        if isinstance(ev, E.PotRefilled):
            gold = self.variant.gold[ev.gold] if self.variant else None
            if gold is None:
                return None
            return n_("A new pot: {points} points for a rainbow of {n} card.",
                      "A new pot: {points} points for a rainbow of {n} cards.", gold.length).format(
                points=gold.points, n=gold.length)
        if isinstance(ev, E.DeckReshuffled):
            return _("The discard pile was shuffled into a new deck.")
        if isinstance(ev, E.ScorePilePenalty):
            k = len(ev.cards)
            if you:
                return n_("You could not play {n} card: it goes to your score pile.",
                          "You could not play {n} cards: they go to your score pile.", k).format(n=k)
            return n_("{name} could not play {n} card: it goes to their score pile.",
                      "{name} could not play {n} cards: they go to their score pile.", k).format(n=k, name=name)
        if isinstance(ev, E.GameOver):
            if tuple(ev.winners) == (me,):
                return _("You win the game!")
            return n_("{names} wins the game!", "{names} win the game!", len(ev.winners)).format(
                names=and_list(self.name(s) for s in ev.winners))
        return None

    def log_into(self, lines: list[str], ev, me: int | None) -> None:
        if isinstance(ev, E.TurnStarted):
            heading = p_("log heading", "Your turn") if ev.seat == me else \
                p_("log heading", "{name}'s turn").format(name=self.name(ev.seat))
            lines.append(LogLine(heading, turn_of=ev.seat))
            return
        text = self.describe(ev, me)
        if text:
            cards: tuple = ()
            if isinstance(ev, E.CardPlayed):
                cards = (ev.card,)
            elif isinstance(ev, (E.WorkshopStarted, E.CardsMoved, E.ScorePilePenalty)):
                cards = tuple(ev.cards)
            elif isinstance(ev, E.CardsDrawn) and ev.cards:
                cards = tuple(ev.cards)
            lines.append(LogLine(text, cards, event=ev))

    def action(self, action, seat: int, you: bool = False) -> str:
        """An action in words: the replay's banner ("Ann played 5 on pot 2."), or a hint (`you`)."""
        name = self.name(seat)
        if isinstance(action, A.Play):
            card, place = card_name(action.card), where(action.place, seat if you else None, seat)
            return (_("play {card} on {place}") if you else _("{name} played {card} on {place}.")).format(
                card=card, place=place, name=name)
        if isinstance(action, A.Start):
            return _("start a workshop rainbow") if you else _("{name} started a workshop rainbow.").format(name=name)
        if isinstance(action, A.Move):
            return (_("move workshop cards to pot {pot}") if you else _("{name} moved workshop cards to pot {pot}.")
                    ).format(pot=action.pot + 1, name=name)
        if isinstance(action, A.Swap):
            return _("swap a Kobito") if you else _("{name} swapped a Kobito.").format(name=name)
        if isinstance(action, A.Replace):
            return _("lay a replacement card") if you else _("{name} laid a replacement card.").format(name=name)
        return _("end your turn") if you else _("{name} ended the turn.").format(name=name)
