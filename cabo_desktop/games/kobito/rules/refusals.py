"""Why Kobito's rules refuse an action: the first thing that is wrong (the card is not held, no
such rainbow, another player's workshop, a full pot ...), as a key with values
(`reason`, a core.feed.Refusal that the seat feed carries), and in words for players (`words`:
where it is shown, and the IllegalAction the engine raises)."""

from __future__ import annotations

from ....core.feed import Refusal
from ....i18n import _, n_
from .actions import Action, End, Move, Play, Replace, Start, Swap
from .cards import REPLACEMENT


class IllegalAction(ValueError):
    """An action the rules do not allow now. The message is meant for players."""


def refusal(state, action: Action) -> IllegalAction:
    """Why `action` is refused now (it is not legal), as an IllegalAction to raise."""
    return IllegalAction(words(reason(state, action)))


def reason(state, action: Action) -> Refusal:
    """Why `action` is refused now (it is not legal), as a key with values."""
    if state.over:
        return Refusal("kobito.over")
    if isinstance(action, End):
        return Refusal("kobito.end_short", {"n": state.required - state.played})
    if isinstance(action, Start):
        return Refusal("kobito.start", {"n": state.variant.table.workshop_max})
    if isinstance(action, Move):
        return Refusal("kobito.move")
    return _refuse_card(state, action)


def _refuse_card(state, action: Action) -> Refusal:
    """Why a card of the hand cannot go there, by the first thing that is wrong (a playtest read
    "does not continue that rainbow" for a card not even held)."""
    seat, hand = state.current, state.hands[state.current]
    card = getattr(action, "card", None)
    place = getattr(action, "place", None)
    if isinstance(action, Replace) and not any(c.kind == REPLACEMENT for c in hand):
        return Refusal("kobito.no_replacement")
    if card not in hand:
        return Refusal("kobito.not_held")
    rainbow = state.rainbow_at(place) if isinstance(place, tuple) and place else None
    if rainbow is None:
        return Refusal("kobito.no_rainbow")
    if isinstance(action, (Play, Replace)) and place[0] == "ws" and place[1] != seat:
        return Refusal("kobito.not_your_workshop")
    if isinstance(action, Swap):
        return Refusal("kobito.swap")
    if isinstance(action, Replace):
        return Refusal("kobito.replace")
    if place[0] == "pot" and len(rainbow) >= state.variant.gold[state.pots[place[1]][0]].length:
        return Refusal("kobito.pot_full")
    return Refusal("kobito.no_fit")


def words(refused: Refusal) -> str:
    """A refusal in the player's language (Kobito's keys, the session's "game_over"; any other key:
    a plain "not allowed now")."""
    key, n = refused.key, refused.values.get("n", 0)
    if key == "kobito.end_short":
        return n_("you must play {n} more card before ending your turn, or give up exactly the "
                  "cards still due when none can be played",
                  "you must play {n} more cards before ending your turn, or give up exactly the "
                  "cards still due when none can be played", n).format(n=n)
    if key == "kobito.start":
        return _("a workshop rainbow starts with two consecutive cards from your hand, at most {n} "
                 "rainbows").format(n=n)
    return {
        "kobito.over": _("the game is over"),
        "game_over": _("the game is over"),  # the session's own refusal (core.feed.GAME_OVER)
        "kobito.move": _("cards move from an end of your workshop rainbow onto the end of a pot's rainbow "
                         "they continue, leaving at least two cards or none behind"),
        "kobito.no_replacement": _("you have no replacement card in your hand"),
        "kobito.not_held": _("you do not hold that card"),
        "kobito.no_rainbow": _("there is no such rainbow on the table"),
        "kobito.not_your_workshop": _("cards go onto the pots or your own workshop, not onto another player's "
                                      "workshop"),
        "kobito.swap": _("a Kobito can only be swapped for a card from your hand with its number"),
        "kobito.replace": _("a replacement card goes on a numbered card of the table with the number of the card "
                            "from your hand"),
        "kobito.pot_full": _("that pot's rainbow is already as long as its gold card asks"),
        "kobito.no_fit": _("that card does not continue that rainbow"),
    }.get(key, _("that is not allowed now"))
