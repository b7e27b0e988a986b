"""What each other seat did last, in a few words on its plate's second line for a few seconds
(review s52: "nothing shows what the opponents just did; a player who looks away loses track of
what the AI did"): read from the events the table animates, the rules deciding nothing here."""

from __future__ import annotations

from ....i18n import N_, _
from ..rules import events as E

SHOW = 5.0  # seconds a move stays on its seat's plate (its next move or its turn's thinking replaces it)


# TRANSLATORS: an opponent's last move, on their name plate's second line
TOOK = N_("took the discard")
# TRANSLATORS: an opponent's last move, on their name plate's second line
DREW = N_("drew a card")
# TRANSLATORS: an opponent's last move (swapped the card they drew from the deck into their hand)
SWAPPED_IN = N_("drew and swapped")
# TRANSLATORS: an opponent's last move (threw away the card they drew)
THREW = N_("drew and discarded")
# TRANSLATORS: an opponent's last move
PEEKED = N_("peeked at a card")
# TRANSLATORS: an opponent's last move (looked at another player's card)
SPIED = N_("spied on a card")
# TRANSLATORS: an opponent's last move (a blind swap of two players' cards)
SWAPPED = N_("swapped two cards")
CALLED = N_("called CABO")
# TRANSLATORS: an opponent's last move (a right snap)
SNAPPED = N_("snapped a card")
# TRANSLATORS: an opponent's last move (exchanged a set of matching cards)
EXCHANGED = N_("exchanged a set")
WORDS = (TOOK, DREW, SWAPPED_IN, THREW, PEEKED, SPIED, SWAPPED, CALLED, SNAPPED, EXCHANGED)  # (a plate is as wide as the longest)


def _words(ev, drawn: dict) -> str | None:
    """The move `ev` tells in words (untranslated msgid), or None for one that says nothing of its
    own (`drawn`: where each seat drew its card this turn, for the move that follows)."""
    if isinstance(ev, E.CardDrawn):
        drawn[ev.seat] = ev.source
        return TOOK if ev.source == "discard" else DREW
    if isinstance(ev, E.CardPlaced):
        return TOOK if drawn.get(ev.seat) == "discard" else SWAPPED_IN
    if isinstance(ev, E.CardDiscarded) and ev.slot is None:
        return THREW
    if isinstance(ev, E.CardPeeked) and ev.reason == "peek":
        return PEEKED
    if isinstance(ev, E.CardSpied) and ev.reason == "spy":
        return SPIED
    if isinstance(ev, E.CardsSwapped):
        return SWAPPED
    if isinstance(ev, E.CaboCalled):
        return CALLED
    if isinstance(ev, E.SnapHit):
        return SNAPPED
    if isinstance(ev, E.ExchangeMatched):
        return EXCHANGED
    return None


def widest(width) -> int:
    """How wide the longest move's words are in the player's language (`width`: a text's width)."""
    return max(width(_(words)) for words in WORDS)


class Moves:
    """Each seat's last move and when it was made, on the table's clock."""

    def __init__(self):
        self.last: dict[int, tuple[str, float]] = {}  # seat -> (msgid, when)
        self.drawn: dict[int, str] = {}  # seat -> where it drew this turn

    def note(self, ev, now: float) -> None:
        """An event starts animating: its seat's move, if it tells one."""
        if isinstance(ev, (E.RoundStarted, E.TurnStarted)):
            if isinstance(ev, E.RoundStarted):
                self.last.clear()
            self.drawn.pop(getattr(ev, "seat", None), None)
            return
        words = _words(ev, self.drawn)
        seat = getattr(ev, "seat", None)
        if words is not None and seat is not None:
            self.last[seat] = (words, now)

    def shown(self, seat: int, now: float) -> str | None:
        """The seat's last move in the player's language while it shows, else None."""
        found = self.last.get(seat)
        if found is None or not 0 <= now - found[1] < SHOW:
            return None
        return _(found[0])
