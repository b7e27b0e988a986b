"""CABO in words (no pygame): the table's log of rule events, the actions of a replay, and the
scoring of a round explained, each line written for one reader ("you")."""

from __future__ import annotations

from typing import Sequence

from .rules import actions as A
from .rules import events as E


class _Ordinals:
    def __getitem__(self, index: int) -> str:
        n = index + 1
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"


ORDINAL = _Ordinals()  # ORDINAL[0] == "1st"
NBSP = "\u00a0"  # "a 12" never broken across two lines of the log


def with_article(label: str) -> str:
    """The article before a card's name, joined to it: "an 8", "an 11", "an A♠", "a 12"."""
    return ("an" if label.startswith(("8", "11", "18", "A")) else "a") + NBSP + label
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def plural(label: str) -> str:
    return label + ("es" if label.endswith(("x", "s")) else "s")


class LogLine(str):
    """A line of the log: its words, plus what the table may draw with them: the cards it names
    (as small cards) or, for a heading, the seat whose turn begins (`turn_of`)."""

    cards: tuple = ()
    turn_of: int | None = None

    def __new__(cls, text: str, cards: Sequence = (), turn_of: int | None = None) -> "LogLine":
        line = super().__new__(cls, text)
        line.cards = tuple(card for card in cards if card is not None)
        line.turn_of = turn_of
        return line

    def __add__(self, more: str) -> "LogLine":  # "…: match!" keeps the line's cards
        return LogLine(str(self) + more, self.cards, self.turn_of)


class Narrator:
    """Lines for the log of one table. `me` is the seat read as "you" (None: nobody, the public
    view or the demo)."""

    def __init__(self, names: Sequence[str]):
        self.names = list(names)

    def who(self, seat: int, me: int | None, subject: bool = True) -> str:
        if seat == me:
            return "You" if subject else "you"
        return self.names[seat]

    def describe(self, ev: E.Event, me: int | None) -> str | None:
        """One line of the log, in words and in the past tense ("Bruno spied your 3rd card")."""
        name = self.names.__getitem__

        def w(seat: int, subject: bool = True) -> str:
            return self.who(seat, me, subject)

        def own(seat: int, owner: int) -> str:
            if owner == me:
                return "your"
            return "their" if owner == seat else f"{name(owner)}'s"

        match ev:
            case E.RoundStarted(round_no, start, _):
                return f"Round {round_no} begins; {'you start' if start == me else name(start) + ' starts'}."
            case E.DiscardStarted(card):
                return f"The discard pile starts with {with_article(card.label())}."
            case E.CardPeeked(seat, slot, reason, card, _):
                what = f": {with_article(card.label())}" if card is not None else ""
                verb = "looked at" if reason == "initial" else "peeked at"
                return f"{w(seat)} {verb} {own(seat, seat)} {ORDINAL[slot]} card{what}."
            case E.CardSpied(seat, target, slot, reason, card, _):
                what = f": {with_article(card.label())}" if card is not None else ""
                verb = "spied" if reason == "spy" else "looked at"
                return f"{w(seat)} {verb} {own(seat, target)} {ORDINAL[slot]} card{what}."
            case E.CardDrawn(seat, source, card, _):
                if source == "discard":
                    return f"{w(seat)} took the{NBSP}{card.label()} from the discard pile."
                what = f" ({with_article(card.label())})" if card is not None else ""
                return f"{w(seat)} drew from the deck{what}."
            case E.CardDiscarded(seat, card, slot):
                if slot is None:
                    return f"{w(seat)} discarded the{NBSP}{card.label()}."
                return f"{w(seat)} exchanged {own(seat, seat)} {ORDINAL[slot]} card; the{NBSP}{card.label()} went to the pile."
            case E.CardsSlidOut(seat, slots, cards):
                values = {c.value for c in cards}
                count = NUMBER_WORDS.get(len(cards), str(len(cards)))
                if len({c.rank for c in cards}) == 1:
                    return f"{w(seat)} slid out {count} {plural(cards[0].rank)}"
                if len(values) == 1:
                    return f"{w(seat)} slid out {count} cards worth {cards[0].value}"
                return f"{w(seat)} slid out {count} cards ({', '.join(c.label() for c in cards)})"
            case E.CardAddedAtEnd(seat, end, _, reason, _, card, _):
                thing = "the drawn card" if reason == "drawn" else "a penalty card"
                return f"{w(seat)} added {thing} at the {end} end."
            case E.CardsSwapped(seat, sa, a, sb, b):
                return f"{w(seat)} swapped {own(seat, sa)} {ORDINAL[a]} card with {own(seat, sb)} {ORDINAL[b]} card."
            case E.SwapDeclined(seat):
                return f"{w(seat)} kept the cards where they were."
            case E.CaboCalled(seat):
                return f"{w(seat)} called CABO! Everyone else has one more turn."
            case E.DeckReshuffled(size):
                return f"The discard pile was shuffled into a new deck of {size} cards."
            case E.SnapHit(seat, target, slot, card):
                return f"{w(seat)} snapped {own(seat, target)} {card.label()}: hit!"
            case E.SnapMissed(seat, target, slot, card):
                return f"{w(seat)} snapped {own(seat, target)} {card.label()}: miss!"
            case E.CardGiven(seat, slot, to_seat, _):
                return f"{w(seat)} gave {w(to_seat, False)} a card."
            case E.RoundEnded(reason):
                return "The round ended: " + ("CABO was called." if reason == "cabo" else "the deck ran out.")
            case E.RoundScored(round_no, _, sums, scores, totals, caller, kamikaze, winners):
                parts = [f"{name(s)} {scores[s]:+d} ({totals[s]})" for s in range(len(self.names))]
                return f"Round {round_no} scores: " + ", ".join(parts)
            case E.ScoreReset(seat, old, new):
                return f"{w(seat)} hit exactly {old}: back to {new}!"
            case E.GameOver(winners, totals):
                return "Game over: " + " and ".join(name(s) for s in winners) + (" won!" if winners else "")
        return None

    def log_into(self, lines: list[str], ev: E.Event, me: int | None) -> None:
        """Add the line of an event (already redacted for the log's reader) to a log."""
        if isinstance(ev, E.ExchangeMatched):
            if lines:
                lines[-1] += ": match!"
            return
        if isinstance(ev, E.ExchangeFailed):
            if lines:
                lines[-1] += ": no match, they went back " + ("face up." if ev.face_up else "face down.")
            return
        if isinstance(ev, E.TurnStarted):  # the log is grouped by turn under a heading
            lines.append(LogLine("Your turn" if ev.seat == me else f"{self.names[ev.seat]}'s turn", turn_of=ev.seat))
            return
        line = self.describe(ev, me)
        if line:
            lines.append(LogLine(line, (getattr(ev, "card", None),)))

    def action(self, action: A.Action, seat: int) -> str:
        """An action in words ("Ann drew from the deck"), for the replay viewer's banner."""
        who = self.names[seat] if 0 <= seat < len(self.names) else "?"
        names = self.names

        def card(s: int, slot: int) -> str:
            return f"{names[s]}'s card {slot + 1}" if 0 <= s < len(names) else f"card {slot + 1}"

        match action:
            case A.InitialPeek(slots):
                return f"{who} looked at cards " + " and ".join(str(s + 1) for s in slots)
            case A.DrawFromDeck():
                return f"{who} drew from the deck"
            case A.TakeDiscard():
                return f"{who} took the top of the discard pile"
            case A.CallCabo():
                return f"{who} called CABO"
            case A.Exchange(slots):
                return f"{who} exchanged card" + ("s " if len(slots) > 1 else " ") + ", ".join(str(s + 1) for s in slots)
            case A.DiscardDrawn():
                return f"{who} discarded the drawn card"
            case A.Peek(slot):
                return f"{who} discarded to peek at their card {slot + 1}"
            case A.Spy(s, slot):
                return f"{who} discarded to spy on {card(s, slot)}"
            case A.LookAndSwap(s, slot):
                return f"{who} discarded to look at {card(s, slot)}"
            case A.Swap(sa, a, sb, b):
                return f"{who} swapped {card(sa, a)} with {card(sb, b)}"
            case A.KeepCards():
                return f"{who} kept the cards where they were"
            case A.PlaceAtEnd(end):
                return f"{who} placed the card at the {end} end"
            case A.Snap(s, slot):
                return f"{who} snapped {card(s, slot)}"
            case A.PassSnap():
                return f"{who} passed the snap"
            case A.GiveCard(slot):
                return f"{who} gave away their card {slot + 1}"
        return f"{who}: {A.format_action(action)}"

    def round_notes(self, ev: E.RoundScored, resets: Sequence[E.ScoreReset], variant) -> list[str]:
        """The round's scoring in words: the caller's bonus or penalty, Kamikaze, resets."""
        name = self.names.__getitem__
        notes: list[str] = []
        if ev.kamikaze is not None:
            k = variant.scoring.kamikaze
            ranks = " ".join(k.ranks) if k else ""
            notes.append(f"Kamikaze! {name(ev.kamikaze)} holds exactly {ranks}: {name(ev.kamikaze)} scores "
                         f"{k.self_score if k else 0} and everyone else {k.others_score if k else 50}.")
        elif ev.caller is not None:
            c = ev.caller
            others = [ev.sums[s] for s in range(len(ev.sums)) if s != c]
            low = min(others) if others else ev.sums[c]
            if ev.sums[c] < low:
                how = f"with the lowest sum ({ev.sums[c]})"
            elif ev.sums[c] == low:
                how = f"and tied for the lowest sum ({ev.sums[c]})"
            else:
                how = f"but did not have the lowest sum ({ev.sums[c]} against {low})"
            diff = ev.scores[c] - ev.sums[c]
            effect = "" if diff == 0 else (f": a bonus of {diff}" if diff < 0 else f": a penalty of +{diff}")
            notes.append(f"{name(c)} called CABO {how} and scores {ev.scores[c]}{effect}.")
        else:
            notes.append("Nobody called CABO: the deck ran out, everyone scores their sum.")
        for r in resets:
            notes.append(f"{name(r.seat)} reached exactly {r.old_total}: the total is reset to {r.new_total}!")
        notes.append(f"The game ends when someone passes {variant.game_end.over} points.")
        return notes


# What each AI persona says at the table (shown over its cards for a moment): when it calls
# CABO, when it wins a round, and when someone spies on one of its cards.
REACTIONS: dict[str, dict[str, str]] = {
    "beginner": {"cabo": "CABO! I think…", "win": "I won? I won!", "spied": "Hey, no peeking!"},
    "casual": {"cabo": "CABO, dear.", "win": "Just like Sundays.", "spied": "Curious, are we?"},
    "skilled": {"cabo": "CABO. The numbers agree.", "win": "As calculated.", "spied": "Noted."},
    "expert": {"cabo": "CABO. I have seen how this ends.", "win": "Foreseen.", "spied": "Look all you like."},
}


def reaction(level: str | None, moment: str) -> str:
    """The line an AI persona says at `moment` ("cabo", "win", "spied"); "" for people."""
    return REACTIONS.get(level or "", {}).get(moment, "")

