"""Cabanga! in words (no pygame): the table's log of rule events and the actions of a replay, each
line written for one reader ("you") as whole messages in the player's language (docs/i18n.md)."""

from __future__ import annotations

from typing import Sequence

from ...core.log_line import LogLine
from ...i18n import _, and_list, n_, p_
from .rules import actions as A
from .rules import events as E
from .rules.cards import Card


def card_name(card: Card) -> str:
    """A number card as a label ("red 7"), also inside sentences."""
    # TRANSLATORS: a Cabanga! card's name used inside sentences ("You played red 7 on the left pile")
    names = {"red": p_("card name", "red {value}"), "blue": p_("card name", "blue {value}"),
             "violet": p_("card name", "violet {value}"), "yellow": p_("card name", "yellow {value}")}
    return names.get(card.colour, "{value}").format(value=card.value)


def gap_words(gap: tuple[int, int]) -> str:
    """The values that may be thrown into a gap (strictly between its ends)."""
    low, high = gap[0] + 1, gap[1] - 1
    if low == high:
        # TRANSLATORS: the one value that may be thrown into a gap ("only 8")
        return _("only {value}").format(value=low)
    # TRANSLATORS: the values that may be thrown into a gap ("7 to 9")
    return _("{low} to {high}").format(low=low, high=high)


class Narrator:
    """Lines of the log for each reader; `names` are the seats' names."""

    def __init__(self, names: Sequence[str]):
        self.names = list(names)

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def describe(self, ev: E.Event, me: int | None) -> str | None:
        """The line of one event for the reader `me` (None: nobody's view); None: no line."""
        you = getattr(ev, "seat", None) == me
        if isinstance(ev, E.RoundStarted):
            if ev.start == me:
                return _("Round {n} begins: you start.").format(n=ev.round_no)
            return _("Round {n} begins: {name} starts.").format(n=ev.round_no, name=self.name(ev.start))
        if isinstance(ev, E.CardsDealt):
            if not you:
                return None
            return n_("You were dealt {n} card.", "You were dealt {n} cards.", ev.count).format(n=ev.count)
        if isinstance(ev, E.CardPlayed):
            return self._played(ev, you)
        if isinstance(ev, E.PenaltyDrawn):
            return self._drawn(ev.reason, 1, you, ev.seat)
        if isinstance(ev, E.CardsThrown):
            k = len(ev.cards)
            if you:
                return n_("Cabanga! You threw {n} card at {target}.", "Cabanga! You threw {n} cards at {target}.",
                          k).format(n=k, target=self.name(ev.target))
            if ev.target == me:
                return n_("Cabanga! {name} threw {n} card at you.", "Cabanga! {name} threw {n} cards at you.",
                          k).format(n=k, name=self.name(ev.seat))
            return n_("Cabanga! {name} threw {n} card at {target}.", "Cabanga! {name} threw {n} cards at {target}.",
                      k).format(n=k, name=self.name(ev.seat), target=self.name(ev.target))
        if isinstance(ev, E.PenaltyPileRenewed):
            return n_("The thrown pile was shuffled into a new penalty pile of {n} card.",
                      "The thrown pile was shuffled into a new penalty pile of {n} cards.", ev.size).format(n=ev.size)
        if isinstance(ev, E.RoundEnded):
            return _("Round {n} is over: the cards left in hand are counted.").format(n=ev.round_no)
        if isinstance(ev, E.GameOver):
            if tuple(ev.winners) == (me,):
                return _("You win the game!")
            return n_("{names} wins the game!", "{names} win the game!", len(ev.winners)).format(
                names=and_list(self.name(s) for s in ev.winners))
        return None  # a turn (a heading in the log) and a pass say nothing

    def _played(self, ev: E.CardPlayed, you: bool) -> str:
        card = card_name(ev.card)
        if you:
            line = (_("You played {card} on the left pile.") if ev.side == "left"
                    else _("You played {card} on the right pile.")).format(card=card)
        else:
            line = (_("{name} played {card} on the left pile.") if ev.side == "left"
                    else _("{name} played {card} on the right pile.")).format(card=card, name=self.name(ev.seat))
        if ev.gap is not None:
            # TRANSLATORS: after a card played: the values of its colour that may now be thrown ("7 to 9")
            line += " " + _("Gap open: {values}.").format(values=gap_words(ev.gap))
        return line

    def _drawn(self, reason: str, k: int, you: bool, seat: int) -> str:
        if reason == "colour":
            if you:
                return _("Same colour as the previous card: you drew a penalty card.")
            return _("Same colour as the previous card: {name} drew a penalty card.").format(name=self.name(seat))
        if you:
            return n_("You drew {n} penalty card.", "You drew {n} penalty cards.", k).format(n=k)
        return n_("{name} drew {n} penalty card.", "{name} drew {n} penalty cards.", k).format(n=k, name=self.name(seat))

    def log_into(self, lines: list[str], ev: E.Event, me: int | None) -> None:
        """Add the line of an event (already redacted for the log's reader) to a log."""
        if isinstance(ev, E.TurnStarted):  # the log is grouped by turn under a heading
            heading = p_("log heading", "Your turn") if ev.seat == me else \
                p_("log heading", "{name}'s turn").format(name=self.name(ev.seat))
            lines.append(LogLine(heading, turn_of=ev.seat))
            return
        if isinstance(ev, E.PenaltyDrawn) and ev.reason == "thrown":
            last = lines[-1] if lines else None
            if isinstance(last, LogLine) and isinstance(last.event, E.PenaltyDrawn) and last.event.seat == ev.seat \
                    and last.event.reason == "thrown":  # one line for the cards drawn after a throw
                k = len(getattr(last, "drawn", ())) + 1
                line = LogLine(self._drawn("thrown", k, ev.seat == me, ev.seat), last.cards + ((ev.card,) if ev.card else ()),
                               event=ev)
                line.drawn = last.drawn + (ev,)
                lines[-1] = line
                return
            line = LogLine(self._drawn("thrown", 1, ev.seat == me, ev.seat), (ev.card,), event=ev)
            line.drawn = (ev,)
            lines.append(line)
            return
        text = self.describe(ev, me)
        if text:
            cards: tuple = ()
            if isinstance(ev, E.CardPlayed) or isinstance(ev, E.PenaltyDrawn):
                cards = (ev.card,)
            elif isinstance(ev, E.CardsThrown):
                cards = ev.cards
            lines.append(LogLine(text, cards, event=ev))

    def action(self, action: A.Action, seat: int) -> str:
        """An action in words, for the replay viewer's banner."""
        who = self.name(seat)
        if isinstance(action, A.Play):
            return (_("{name} played {card} on the left pile.") if action.side == "left"
                    else _("{name} played {card} on the right pile.")).format(name=who, card=card_name(action.card))
        if isinstance(action, A.Throw):
            return _("{name} threw {cards}.").format(name=who, cards=and_list(card_name(c) for c in action.cards))
        return _("{name} passed.").format(name=who)

    def round_notes(self, ev: E.RoundEnded, variant) -> list[str]:
        """The round's scoring in words for the round-end screen: none. What each card left costs
        is on its face there (its penalty symbols) and in the rules (F1); the round end is no
        rules paragraph (issue 40, problem 5)."""
        return []
