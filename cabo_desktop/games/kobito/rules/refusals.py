"""Why Kobito's rules refuse an action, in words for players: the first thing that is wrong (the
card is not held, no such rainbow, another player's workshop, a full pot ...)."""

from __future__ import annotations

from ....i18n import _, n_
from .actions import Action, End, Move, Play, Replace, Start, Swap
from .cards import REPLACEMENT


class IllegalAction(ValueError):
    """An action the rules do not allow now. The message is meant for players."""


def refusal(state, action: Action) -> IllegalAction:
    """Why `action` is refused now (it is not legal), as an IllegalAction to raise."""
    if state.over:
        return IllegalAction(_("the game is over"))
    if isinstance(action, End):
        short = state.required - state.played
        return IllegalAction(n_("you must play {n} more card before ending your turn, or give up exactly the "
                                "cards still due when none can be played",
                                "you must play {n} more cards before ending your turn, or give up exactly the "
                                "cards still due when none can be played", short).format(n=short))
    if isinstance(action, Start):
        return IllegalAction(_("a workshop rainbow starts with two consecutive cards from your hand, at most {n} "
                               "rainbows").format(n=state.variant.table.workshop_max))
    if isinstance(action, Move):
        return IllegalAction(_("cards move from an end of your workshop rainbow onto the end of a pot's rainbow "
                               "they continue, leaving at least two cards or none behind"))
    return _refuse_card(state, action)


def _refuse_card(state, action: Action) -> IllegalAction:
    """Why a card of the hand cannot go there, by the first thing that is wrong (a playtest read
    "does not continue that rainbow" for a card not even held)."""
    seat, hand = state.current, state.hands[state.current]
    card = getattr(action, "card", None)
    place = getattr(action, "place", None)
    if isinstance(action, Replace) and not any(c.kind == REPLACEMENT for c in hand):
        return IllegalAction(_("you have no replacement card in your hand"))
    if card not in hand:
        return IllegalAction(_("you do not hold that card"))
    rainbow = state.rainbow_at(place) if isinstance(place, tuple) and place else None
    if rainbow is None:
        return IllegalAction(_("there is no such rainbow on the table"))
    if isinstance(action, (Play, Replace)) and place[0] == "ws" and place[1] != seat:
        return IllegalAction(_("cards go onto the pots or your own workshop, not onto another player's workshop"))
    if isinstance(action, Swap):
        return IllegalAction(_("a Kobito can only be swapped for a card from your hand with its number"))
    if isinstance(action, Replace):
        return IllegalAction(_("a replacement card goes on a numbered card of the table with the number of the card "
                               "from your hand"))
    if place[0] == "pot" and len(rainbow) >= state.variant.gold[state.pots[place[1]][0]].length:
        return IllegalAction(_("that pot's rainbow is already as long as its gold card asks"))
    return IllegalAction(_("that card does not continue that rainbow"))
