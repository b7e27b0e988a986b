"""Reading the numbers of record notation and stacked decks, shared by every game.

A record is written by this program, in ASCII digits. `str.isdigit()` and `int()` take more than
that: superscripts pass `isdigit()` and then break `int()` ('²'), other scripts' digits are read as
numbers ('٣' is 3), and a number of over 4,300 digits breaks `int()`. A line that holds any of
these is damaged or forged: it must be refused with the game's own error, never misread.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence, TypeVar

from ..i18n import _

C = TypeVar("C")
MAX_DIGITS = 9  # no count, seat, slot or card value of any game comes near this
_NUMBER = re.compile(rf"[0-9]{{1,{MAX_DIGITS}}}")
QUOTE_LIMIT = 60  # the characters of a bad line an error message repeats


def ascii_number(text: str) -> int | None:
    """The whole number `text` writes in ASCII digits (at most MAX_DIGITS of them), or None."""
    return int(text) if _NUMBER.fullmatch(text) else None


def quoted(text: str) -> str:
    """A bad line as an error message repeats it: quoted, cut short when it is long."""
    text = text.strip()
    return repr(text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT] + "…")


def stacked_cards(codes: Sequence[str], parse_card: Callable[[str], C | None], error: type[Exception]) -> list[C]:
    """The cards of a stacked deck's codes, read by the game's `parse_card`; the first code that is
    no card is named in the game's own setup `error`."""
    cards = []
    for code in codes:
        card = parse_card(code)
        if card is None:
            # TRANSLATORS: {code} is a card code of a stacked deck (a test or a save), quoted: 'R7'
            raise error(_("a stacked deck holds {code}, which is not a card code").format(code=quoted(code)))
        cards.append(card)
    return cards
