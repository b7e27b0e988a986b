"""Cards in the player's language (no pygame): the short label drawn on a card or in a line of
the log ("K♠" is "R♠" in French, "К♠" in Ukrainian) and the card with its article for a sentence
("an 8", "un 8", "8"). The rules keep their language-free codes; only the words change."""

from __future__ import annotations

from ...i18n import p_
from .rules.cards import JOKER, SUIT_SYMBOLS, Card


def rank_letter(rank: str) -> str:
    """The rank as printed on the card: numbers as they are, court letters translated."""
    # TRANSLATORS: the letter printed in a card's corner for the Ace, Jack, Queen and King
    letters = {"A": p_("card rank letter", "A"), "J": p_("card rank letter", "J"),
               "Q": p_("card rank letter", "Q"), "K": p_("card rank letter", "K")}
    if rank in letters:
        return letters[rank]
    if rank == JOKER:
        return p_("card", "Joker")
    return rank


def card_label(card: Card) -> str:
    """'7', '10♥', 'R♠', 'Joker': a card's short name in the player's language."""
    if card.rank == JOKER:
        return p_("card", "Joker")
    letter = rank_letter(card.rank)
    return letter if card.suit is None else letter + SUIT_SYMBOLS[card.suit]


def with_article(card: Card) -> str:
    """The card named in a sentence with its article (English: 'an 8', 'an 11', 'a 12', 'an A♠'),
    joined by a no-break space so a line of the log never breaks between them."""
    label = card_label(card)
    spoken_an = card.rank == "A" or (card.rank.isdigit() and (card.rank.startswith("8") or card.rank in ("11", "18")))
    if spoken_an:
        # TRANSLATORS: English says "an 8", "an 11", "an A♠"; translate like "a {label}"
        phrase = p_("card with article", "an {label}")
    else:
        # TRANSLATORS: a card named in a sentence ("Ann drew a 12"); {label} is the card's short name
        phrase = p_("card with article", "a {label}")
    return phrase.replace(" ", "\u00a0").format(label=label)
