"""Why CABO's rules refuse an action, as a key with values (a core.feed.Refusal the seat feed
carries to the seat that tried it; its words are the table's, in the player's language).

The engine's IllegalAction says why in the developers' English (records, the command line); this
turns the same reason into a stable key. Values hold numbers only, never a card: a refusal goes to
the seat that acted, but it is data, and a card in it would be one more thing to keep secret.
"""

from __future__ import annotations

import re

from ....core.feed import GAME_OVER, Refusal
from .actions import Action
from .changes import IllegalAction
from .engine import apply, legal_actions

# the engine's reason -> (key, the names of the numbers it holds), first match wins
_REASONS: tuple[tuple[re.Pattern, str, tuple[str, ...]], ...] = tuple(
    (re.compile(pattern), key, names) for pattern, key, names in (
        (r"is not possible now: seat \d+ must", "cabo.not_now", ()),
        (r"is not possible: the game is over", GAME_OVER, ()),
        (r"choose exactly (\d+) different cards to look at", "cabo.peek_count", ("count",)),
        (r"the deck is empty", "cabo.deck_empty", ()),
        (r"the discard pile is empty", "cabo.discard_empty", ()),
        (r"you have no card to exchange for the discard", "cabo.no_card_to_exchange", ()),
        (r"CABO has already been called this round", "cabo.already_called", ()),
        (r"choose at least one card to exchange", "cabo.exchange_none", ()),
        (r"each card can be chosen only once", "cabo.exchange_twice", ()),
        (r"at most (\d+) cards? can be exchanged at once", "cabo.exchange_too_many", ("most",)),
        (r"a card taken from the discard pile must be exchanged", "cabo.must_exchange", ()),
        (r"abilities work only for a card drawn from the deck", "cabo.ability_from_discard", ()),
        (r"has no .* ability", "cabo.no_such_ability", ()),
        (r"Peek needs one of your face-down cards", "cabo.peek_own", ()),
        (r"that card is face up", "cabo.face_up", ()),
        (r"that ability needs another player's card", "cabo.other_players_card", ()),
        (r"the caller's cards may not be touched", "cabo.caller_protected", ()),
        (r"a swap exchanges cards of two different players", "cabo.swap_two_players", ()),
        (r"one of the swapped cards must be yours", "cabo.swap_yours", ()),
        (r"swap one of your cards with the card you looked at", "cabo.swap_looked_at", ()),
        (r"is not an end of the line", "cabo.no_such_end", ()),
        (r"card (-?\d+) does not exist", "cabo.no_such_card", ("slot",)),
        (r"seat (-?\d+) does not exist", "cabo.no_such_seat", ("seat",)),
    ))
ILLEGAL = "cabo.illegal"  # any other reason


def refusal(gs, action: Action) -> Refusal | None:
    """Why the rules refuse `action` of the seat to act now, or None when it is legal (a listed
    action, or one the rules accept unlisted: an exchange of more than four cards)."""
    if gs.over:
        return Refusal(GAME_OVER)
    if action in legal_actions(gs):
        return None
    try:
        apply(gs, action)
    except IllegalAction as exc:
        return reason_of(str(exc))
    except (TypeError, ValueError, AttributeError, IndexError):  # not even an action of CABO
        return Refusal(ILLEGAL)
    return None


def reason_of(message: str) -> Refusal:
    """The key (and numbers) of the engine's reason `message`."""
    for pattern, key, names in _REASONS:
        found = pattern.search(message)
        if found:
            return Refusal(key, {name: int(value) for name, value in zip(names, found.groups())})
    return Refusal(ILLEGAL)
