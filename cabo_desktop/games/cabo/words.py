"""CABO in words (no pygame): the table's log of rule events, the actions of a replay, and the
scoring of a round explained, each line written for one reader ("you"), in the player's language.

Every line is one whole message (docs/i18n.md): where the English changes with who acts and whose
card it is ("You spied Bob's 2nd card", "Bob spied your 2nd card", "Bob spied their 2nd card"),
each case is a message of its own, picked from a small table by `_case`."""

from __future__ import annotations

from typing import Sequence

from ...i18n import N_, _, and_list, n_, p_
from ...core.log_line import LogLine
from .card_names import card_label, rank_letter, with_article
from .rules import actions as A
from .rules import events as E

def ordinal(n: int) -> str:
    """A card's place in a hand (1-based) as an ordinal in the player's language: "1st", "23rd".
    Sentences get both `nth` (this) and `n` (the number), so a language may write either."""
    if n == 1:
        # TRANSLATORS: a card's place in a hand, as in "your 1st card" (a card is feminine in
        # French: "1re"; Ukrainian may write "№1")
        return p_("card ordinal", "1st")
    if not 10 <= n % 100 <= 20:
        if n % 10 == 1:
            # TRANSLATORS: 21st, 31st... (a card's place in a hand)
            return p_("card ordinal", "{n}st").format(n=n)
        if n % 10 == 2:
            # TRANSLATORS: 2nd, 22nd... (a card's place in a hand)
            return p_("card ordinal", "{n}nd").format(n=n)
        if n % 10 == 3:
            # TRANSLATORS: 3rd, 23rd... (a card's place in a hand)
            return p_("card ordinal", "{n}rd").format(n=n)
    # TRANSLATORS: 4th, 5th, 11th... (a card's place in a hand)
    return p_("card ordinal", "{n}th").format(n=n)


def count_word(n: int) -> str:
    """How many cards slid out, in words ("two"), as the object of "slid out"."""
    # TRANSLATORS: a number of cards in words ("slid out two 5s"): a card is feminine in Ukrainian
    words = {2: p_("number of cards", "two"), 3: p_("number of cards", "three"),
             4: p_("number of cards", "four"), 5: p_("number of cards", "five"),
             6: p_("number of cards", "six")}
    return words.get(n, str(n))


# ------------------------------------------------------------------ the messages, by case
# A case names who acts and whose card it is: "you.your" (you, your own card), "you.other"
# (you, {owner}'s card), "name.your" ({name}, your card), "name.their" ({name}, their own card),
# "name.other" ({name}, {owner}'s card).

PEEKED = {  # (reason, subject, card shown)
    ("initial", "you", True): N_("You looked at your {nth} card: {card}."),
    ("initial", "you", False): N_("You looked at your {nth} card."),
    ("initial", "name", True): N_("{name} looked at their {nth} card: {card}."),
    ("initial", "name", False): N_("{name} looked at their {nth} card."),
    ("peek", "you", True): N_("You peeked at your {nth} card: {card}."),
    ("peek", "you", False): N_("You peeked at your {nth} card."),
    ("peek", "name", True): N_("{name} peeked at their {nth} card: {card}."),
    ("peek", "name", False): N_("{name} peeked at their {nth} card."),
}

SPIED = {  # (reason, case, card shown)
    ("spy", "you.your", True): N_("You spied your {nth} card: {card}."),
    ("spy", "you.your", False): N_("You spied your {nth} card."),
    ("spy", "you.other", True): N_("You spied {owner}'s {nth} card: {card}."),
    ("spy", "you.other", False): N_("You spied {owner}'s {nth} card."),
    ("spy", "name.your", True): N_("{name} spied your {nth} card: {card}."),
    ("spy", "name.your", False): N_("{name} spied your {nth} card."),
    ("spy", "name.their", True): N_("{name} spied their {nth} card: {card}."),
    ("spy", "name.their", False): N_("{name} spied their {nth} card."),
    ("spy", "name.other", True): N_("{name} spied {owner}'s {nth} card: {card}."),
    ("spy", "name.other", False): N_("{name} spied {owner}'s {nth} card."),
    ("look", "you.your", True): N_("You looked at your {nth} card: {card}."),
    ("look", "you.your", False): N_("You looked at your {nth} card."),
    ("look", "you.other", True): N_("You looked at {owner}'s {nth} card: {card}."),
    ("look", "you.other", False): N_("You looked at {owner}'s {nth} card."),
    ("look", "name.your", True): N_("{name} looked at your {nth} card: {card}."),
    ("look", "name.your", False): N_("{name} looked at your {nth} card."),
    ("look", "name.their", True): N_("{name} looked at their {nth} card: {card}."),
    ("look", "name.their", False): N_("{name} looked at their {nth} card."),
    ("look", "name.other", True): N_("{name} looked at {owner}'s {nth} card: {card}."),
    ("look", "name.other", False): N_("{name} looked at {owner}'s {nth} card."),
}

SWAPPED = {  # (subject, whose first card, whose second card)
    ("you", "your", "your"): N_("You swapped your {nth_a} card with your {nth_b} card."),
    ("you", "your", "other"): N_("You swapped your {nth_a} card with {owner_b}'s {nth_b} card."),
    ("you", "other", "your"): N_("You swapped {owner_a}'s {nth_a} card with your {nth_b} card."),
    ("you", "other", "other"): N_("You swapped {owner_a}'s {nth_a} card with {owner_b}'s {nth_b} card."),
    ("name", "your", "your"): N_("{name} swapped your {nth_a} card with your {nth_b} card."),
    ("name", "your", "their"): N_("{name} swapped your {nth_a} card with their {nth_b} card."),
    ("name", "your", "other"): N_("{name} swapped your {nth_a} card with {owner_b}'s {nth_b} card."),
    ("name", "their", "your"): N_("{name} swapped their {nth_a} card with your {nth_b} card."),
    ("name", "their", "their"): N_("{name} swapped their {nth_a} card with their {nth_b} card."),
    ("name", "their", "other"): N_("{name} swapped their {nth_a} card with {owner_b}'s {nth_b} card."),
    ("name", "other", "your"): N_("{name} swapped {owner_a}'s {nth_a} card with your {nth_b} card."),
    ("name", "other", "their"): N_("{name} swapped {owner_a}'s {nth_a} card with their {nth_b} card."),
    ("name", "other", "other"): N_("{name} swapped {owner_a}'s {nth_a} card with {owner_b}'s {nth_b} card."),
}

SNAPPED = {  # (hit, case)
    (True, "you.your"): N_("You snapped your {card}: hit!"),
    (True, "you.other"): N_("You snapped {owner}'s {card}: hit!"),
    (True, "name.your"): N_("{name} snapped your {card}: hit!"),
    (True, "name.their"): N_("{name} snapped their {card}: hit!"),
    (True, "name.other"): N_("{name} snapped {owner}'s {card}: hit!"),
    (False, "you.your"): N_("You snapped your {card}: miss!"),
    (False, "you.other"): N_("You snapped {owner}'s {card}: miss!"),
    (False, "name.your"): N_("{name} snapped your {card}: miss!"),
    (False, "name.their"): N_("{name} snapped their {card}: miss!"),
    (False, "name.other"): N_("{name} snapped {owner}'s {card}: miss!"),
}

SLID_OUT = {  # (subject, outcome: None while unknown, "match", "up" or "down": how they went back)
    # TRANSLATORS: {cards} is what slid out, e.g. "two 5s" or "three cards worth 10"
    ("you", None): N_("You slid out {cards}"),
    ("name", None): N_("{name} slid out {cards}"),
    ("you", "match"): N_("You slid out {cards}: match!"),
    ("name", "match"): N_("{name} slid out {cards}: match!"),
    ("you", "up"): N_("You slid out {cards}: no match, they went back face up."),
    ("name", "up"): N_("{name} slid out {cards}: no match, they went back face up."),
    ("you", "down"): N_("You slid out {cards}: no match, they went back face down."),
    ("name", "down"): N_("{name} slid out {cards}: no match, they went back face down."),
}
OUTCOME_ALONE = {  # the outcome of a slide-out whose line is not the last one of the log
    "match": N_("The cards slid out match!"),
    "up": N_("The cards slid out do not match: they went back face up."),
    "down": N_("The cards slid out do not match: they went back face down."),
}

ADDED_AT_END = {  # (subject, what, end)
    ("you", "drawn", "left"): N_("You added the drawn card at the left end."),
    ("you", "drawn", "right"): N_("You added the drawn card at the right end."),
    ("you", "penalty", "left"): N_("You added a penalty card at the left end."),
    ("you", "penalty", "right"): N_("You added a penalty card at the right end."),
    ("name", "drawn", "left"): N_("{name} added the drawn card at the left end."),
    ("name", "drawn", "right"): N_("{name} added the drawn card at the right end."),
    ("name", "penalty", "left"): N_("{name} added a penalty card at the left end."),
    ("name", "penalty", "right"): N_("{name} added a penalty card at the right end."),
}

CALLED = {  # how the caller's sum compared, and what the call did to the score
    ("lowest", "none"): N_("{name} called CABO with the lowest sum ({sum}) and scores {score}."),
    ("lowest", "bonus"): N_("{name} called CABO with the lowest sum ({sum}) and scores {score}: "
                            "a bonus of {diff}."),
    ("lowest", "penalty"): N_("{name} called CABO with the lowest sum ({sum}) and scores {score}: "
                              "a penalty of +{diff}."),
    ("tied", "none"): N_("{name} called CABO and tied for the lowest sum ({sum}) and scores {score}."),
    ("tied", "bonus"): N_("{name} called CABO and tied for the lowest sum ({sum}) and scores {score}: "
                          "a bonus of {diff}."),
    ("tied", "penalty"): N_("{name} called CABO and tied for the lowest sum ({sum}) and scores {score}: "
                            "a penalty of +{diff}."),
    ("higher", "none"): N_("{name} called CABO but did not have the lowest sum ({sum} against {low}) "
                           "and scores {score}."),
    ("higher", "bonus"): N_("{name} called CABO but did not have the lowest sum ({sum} against {low}) "
                            "and scores {score}: a bonus of {diff}."),
    ("higher", "penalty"): N_("{name} called CABO but did not have the lowest sum ({sum} against {low}) "
                              "and scores {score}: a penalty of +{diff}."),
}

# What each AI persona says at the table (shown over its cards for a moment): when it calls
# CABO, when it wins a round, and when someone spies on one of its cards.
REACTIONS: dict[str, dict[str, str]] = {
    "beginner": {"cabo": N_("CABO! I think…"), "win": N_("I won? I won!"), "spied": N_("Hey, no peeking!")},
    "casual": {"cabo": N_("CABO, dear."), "win": N_("Just like Sundays."), "spied": N_("Curious, are we?")},
    "skilled": {"cabo": N_("CABO. The numbers agree."), "win": N_("As calculated."), "spied": N_("Noted.")},
    "expert": {"cabo": N_("CABO. I have seen how this ends."), "win": N_("Foreseen."),
               "spied": N_("Look all you like.")},
}


def reaction(level: str | None, moment: str) -> str:
    """The line an AI persona says at `moment` ("cabo", "win", "spied"); "" for people."""
    line = REACTIONS.get(level or "", {}).get(moment, "")
    return _(line) if line else ""


class Narrator:
    """Lines for the log of one table. `me` is the seat read as "you" (None: nobody, the public
    view or the demo)."""

    def __init__(self, names: Sequence[str]):
        self.names = list(names)

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    @staticmethod
    def _subject(seat: int, me: int | None) -> str:
        return "you" if seat == me else "name"

    @staticmethod
    def _whose(seat: int, owner: int, me: int | None) -> str:
        """Whose card, as the sentence says it: "your", "their" (the actor's own) or "other"."""
        if owner == me:
            return "your"
        return "their" if owner == seat else "other"

    def _case(self, seat: int, owner: int, me: int | None) -> str:
        return f"{self._subject(seat, me)}.{self._whose(seat, owner, me)}"

    def _slid_out(self, ev: E.CardsSlidOut, me: int | None, outcome: str | None) -> str:
        cards, n = ev.cards, len(ev.cards)
        count = count_word(n)
        if len({c.rank for c in cards}) == 1:
            # TRANSLATORS: what slid out (after "slid out"): "two 5s"; {count} is a number in words
            what = n_("{count} {rank}", "{count} {rank}s", n).format(count=count, n=n, rank=rank_letter(cards[0].rank))
        elif len({c.value for c in cards}) == 1:
            # TRANSLATORS: what slid out (after "slid out"): "two cards worth 10"
            what = n_("{count} card worth {value}", "{count} cards worth {value}", n).format(
                count=count, n=n, value=cards[0].value)
        else:
            # TRANSLATORS: what slid out (after "slid out"): "three cards (5, 6, 7)"
            what = n_("{count} card ({cards})", "{count} cards ({cards})", n).format(
                count=count, n=n, cards=", ".join(card_label(c) for c in cards))
        return _(SLID_OUT[self._subject(ev.seat, me), outcome]).format(name=self.name(ev.seat), cards=what)

    def describe(self, ev: E.Event, me: int | None) -> str | None:
        """One line of the log, in words and in the past tense ("Bruno spied your 3rd card")."""
        name = self.name

        def subject(seat: int) -> str:
            return self._subject(seat, me)

        match ev:
            case E.RoundStarted(round_no, start, _hands):
                if start == me:
                    return _("Round {round_no} begins; you start.").format(round_no=round_no)
                return _("Round {round_no} begins; {name} starts.").format(round_no=round_no, name=name(start))
            case E.DiscardStarted(card):
                return _("The discard pile starts with {card}.").format(card=with_article(card))
            case E.CardPeeked(seat, slot, reason, card, _seen):
                key = ("initial" if reason == "initial" else "peek", subject(seat), card is not None)
                return _(PEEKED[key]).format(name=name(seat), nth=ordinal(slot + 1), n=slot + 1,
                                             card=with_article(card) if card is not None else "")
            case E.CardSpied(seat, target, slot, reason, card, _seen):
                key = ("spy" if reason == "spy" else "look", self._case(seat, target, me), card is not None)
                return _(SPIED[key]).format(name=name(seat), owner=name(target), nth=ordinal(slot + 1), n=slot + 1,
                                            card=with_article(card) if card is not None else "")
            case E.CardDrawn(seat, source, card, _seen):
                you = seat == me
                if source == "discard":
                    label = card_label(card) if card is not None else "?"
                    if you:
                        return _("You took the\u00a0{card} from the discard pile.").format(card=label)
                    return _("{name} took the\u00a0{card} from the discard pile.").format(name=name(seat), card=label)
                if card is not None:
                    if you:
                        return _("You drew from the deck ({card}).").format(card=with_article(card))
                    return _("{name} drew from the deck ({card}).").format(name=name(seat), card=with_article(card))
                return _("You drew from the deck.") if you else _("{name} drew from the deck.").format(name=name(seat))
            case E.CardDiscarded(seat, card, slot):
                you, label = seat == me, card_label(card)
                if slot is None:
                    if you:
                        return _("You discarded the\u00a0{card}.").format(card=label)
                    return _("{name} discarded the\u00a0{card}.").format(name=name(seat), card=label)
                if you:
                    return _("You exchanged your {nth} card; the\u00a0{card} went to the pile.").format(
                        nth=ordinal(slot + 1), n=slot + 1, card=label)
                return _("{name} exchanged their {nth} card; the\u00a0{card} went to the pile.").format(
                    name=name(seat), nth=ordinal(slot + 1), n=slot + 1, card=label)
            case E.CardsSlidOut():
                return self._slid_out(ev, me, None)
            case E.CardAddedAtEnd(seat, end, _slot, reason, _up, _card, _seen):
                key = (subject(seat), "drawn" if reason == "drawn" else "penalty", "left" if end == "left" else "right")
                return _(ADDED_AT_END[key]).format(name=name(seat))
            case E.CardsSwapped(seat, sa, a, sb, b):
                key = (subject(seat), self._whose(seat, sa, me), self._whose(seat, sb, me))
                return _(SWAPPED[key]).format(name=name(seat), owner_a=name(sa), owner_b=name(sb),
                                              nth_a=ordinal(a + 1), n_a=a + 1, nth_b=ordinal(b + 1), n_b=b + 1)
            case E.SwapDeclined(seat):
                if seat == me:
                    return _("You kept the cards where they were.")
                return _("{name} kept the cards where they were.").format(name=name(seat))
            case E.CaboCalled(seat):
                if seat == me:
                    return _("You called CABO! Everyone else has one more turn.")
                return _("{name} called CABO! Everyone else has one more turn.").format(name=name(seat))
            case E.DeckReshuffled(size):
                return n_("The discard pile was shuffled into a new deck of {size} card.",
                          "The discard pile was shuffled into a new deck of {size} cards.", size).format(size=size)
            case E.SnapHit(seat, target, _slot, card) | E.SnapMissed(seat, target, _slot, card):
                key = (isinstance(ev, E.SnapHit), self._case(seat, target, me))
                return _(SNAPPED[key]).format(name=name(seat), owner=name(target), card=card_label(card))
            case E.CardGiven(seat, _slot, to_seat, _to_slot):
                if seat == me:
                    return _("You gave {target} a card.").format(target=name(to_seat))
                if to_seat == me:
                    return _("{name} gave you a card.").format(name=name(seat))
                return _("{name} gave {target} a card.").format(name=name(seat), target=name(to_seat))
            case E.RoundEnded(reason):
                if reason == "cabo":
                    return _("The round ended: CABO was called.")
                return _("The round ended: the deck ran out.")
            case E.RoundScored(round_no, _hands, _sums, scores, totals, _caller, _kamikaze, _winners):
                parts = ", ".join(f"{name(s)} {scores[s]:+d} ({totals[s]})" for s in range(len(self.names)))
                # TRANSLATORS: {scores} lists each player's score of the round and total: "Ann +5 (23), Bob +0 (12)"
                return _("Round {round_no} scores: {scores}").format(round_no=round_no, scores=parts)
            case E.ScoreReset(seat, old, new):
                if seat == me:
                    return _("You hit exactly {old}: back to {new}!").format(old=old, new=new)
                return _("{name} hit exactly {old}: back to {new}!").format(name=name(seat), old=old, new=new)
            case E.GameOver(winners, _totals):
                if not winners:
                    return _("Game over.")
                return n_("Game over: {names} won!", "Game over: {names} won!", len(winners)).format(
                    names=and_list([name(s) for s in winners]))
        return None

    def log_into(self, lines: list[str], ev: E.Event, me: int | None) -> None:
        """Add the line of an event (already redacted for the log's reader) to a log."""
        if isinstance(ev, (E.ExchangeMatched, E.ExchangeFailed)):
            outcome = "match" if isinstance(ev, E.ExchangeMatched) else ("up" if ev.face_up else "down")
            last = lines[-1] if lines else None
            if isinstance(last, LogLine) and isinstance(last.event, E.CardsSlidOut):
                # the slide-out's line, told again with its outcome
                lines[-1] = LogLine(self._slid_out(last.event, me, outcome), last.cards, last.turn_of, last.event)
            elif lines:
                lines.append(LogLine(_(OUTCOME_ALONE[outcome])))
            return
        if isinstance(ev, E.TurnStarted):  # the log is grouped by turn under a heading
            if ev.seat == me:
                heading = p_("log heading", "Your turn")
            else:
                heading = p_("log heading", "{name}'s turn").format(name=self.name(ev.seat))
            lines.append(LogLine(heading, turn_of=ev.seat))
            return
        line = self.describe(ev, me)
        if line:
            lines.append(LogLine(line, (getattr(ev, "card", None),), event=ev))

    def action(self, action: A.Action, seat: int) -> str:
        """An action in words ("Ann drew from the deck"), for the replay viewer's banner."""
        who = self.name(seat)
        name = self.name
        match action:
            case A.InitialPeek(slots):
                return n_("{name} looked at card {cards}", "{name} looked at cards {cards}", len(slots)).format(
                    name=who, cards=and_list([str(s + 1) for s in slots]))
            case A.DrawFromDeck():
                return _("{name} drew from the deck").format(name=who)
            case A.TakeDiscard():
                return _("{name} took the top of the discard pile").format(name=who)
            case A.CallCabo():
                return _("{name} called CABO").format(name=who)
            case A.Exchange(slots):
                return n_("{name} exchanged card {cards}", "{name} exchanged cards {cards}", len(slots)).format(
                    name=who, cards=", ".join(str(s + 1) for s in slots))
            case A.DiscardDrawn():
                return _("{name} discarded the drawn card").format(name=who)
            case A.Peek(slot):
                return _("{name} discarded to peek at their card {n}").format(name=who, n=slot + 1)
            case A.Spy(s, slot):
                return _("{name} discarded to spy on {owner}'s card {n}").format(name=who, owner=name(s), n=slot + 1)
            case A.LookAndSwap(s, slot):
                return _("{name} discarded to look at {owner}'s card {n}").format(name=who, owner=name(s), n=slot + 1)
            case A.Swap(sa, a, sb, b):
                return _("{name} swapped {owner_a}'s card {n_a} with {owner_b}'s card {n_b}").format(
                    name=who, owner_a=name(sa), n_a=a + 1, owner_b=name(sb), n_b=b + 1)
            case A.KeepCards():
                return _("{name} kept the cards where they were").format(name=who)
            case A.PlaceAtEnd(end):
                if end == "left":
                    return _("{name} placed the card at the left end").format(name=who)
                return _("{name} placed the card at the right end").format(name=who)
            case A.Snap(s, slot):
                return _("{name} snapped {owner}'s card {n}").format(name=who, owner=name(s), n=slot + 1)
            case A.PassSnap():
                return _("{name} passed the snap").format(name=who)
            case A.GiveCard(slot):
                return _("{name} gave away their card {n}").format(name=who, n=slot + 1)
        return f"{who}: {A.format_action(action)}"  # the record's notation, not words

    def round_notes(self, ev: E.RoundScored, resets: Sequence[E.ScoreReset], variant) -> list[str]:
        """The round's scoring in words: the caller's bonus or penalty, Kamikaze, resets (what
        happened, no rules: the round end is no rules paragraph)."""
        name = self.name
        notes: list[str] = []
        if ev.kamikaze is not None:
            k = variant.scoring.kamikaze
            ranks = " ".join(rank_letter(r) for r in k.ranks) if k else ""
            notes.append(_("Kamikaze! {name} holds exactly {ranks}: {name} scores {own_score} and everyone else "
                           "{others_score}.").format(name=name(ev.kamikaze), ranks=ranks,
                                                     own_score=k.self_score if k else 0,
                                                     others_score=k.others_score if k else 50))
        elif ev.caller is not None:
            c = ev.caller
            others = [ev.sums[s] for s in range(len(ev.sums)) if s != c]
            low = min(others) if others else ev.sums[c]
            how = "lowest" if ev.sums[c] < low else ("tied" if ev.sums[c] == low else "higher")
            diff = ev.scores[c] - ev.sums[c]
            effect = "none" if diff == 0 else ("bonus" if diff < 0 else "penalty")
            notes.append(_(CALLED[how, effect]).format(name=name(c), sum=ev.sums[c], low=low, score=ev.scores[c],
                                                       diff=diff))
        else:
            notes.append(_("Nobody called CABO: the deck ran out, everyone scores their sum."))
        for r in resets:
            notes.append(_("{name} reached exactly {old}: the total is reset to {new}!").format(
                name=name(r.seat), old=r.old_total, new=r.new_total))
        return notes  # what happened only: the game's end is a rule, told by the rules screen (F1)
