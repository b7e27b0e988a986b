"""The Hint button (H): what the Expert AI would do from the human's own observation, in words.

`hint_for(observation, legal, salt)` builds a fresh Expert agent with a fixed seed and asks it to
choose from the observation alone, so the hint can only depend on what that seat may know (the
observation is the rules' redacted view; the hint-honesty test changes hidden cards and checks
the hint stays the same). The one-line reason uses the same observation: known cards, and for an
unknown card the average of the cards this seat has not seen.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from ...i18n import _, n_, and_list
from .card_names import card_label, with_article
from .rules import actions as A
from .rules.observation import Observation
from .words import ordinal

HINT_SEED = 20240517


def unseen_average(obs: Observation) -> float:
    """The average value of the cards this seat has not seen (what an unknown card is worth)."""
    pool = Counter(face for face in obs.variant.faces)
    seen = [v.card for hand in obs.hands for v in hand if v.card is not None] + list(obs.discard)
    if obs.drawn is not None:
        seen.append(obs.drawn)
    for card in seen:
        if pool[card] > 0:
            pool[card] -= 1
    total = sum(pool.values())
    if total <= 0:
        return 6.5
    return sum(card.value * k for card, k in pool.items()) / total


def _known(obs: Observation, seat: int, slot: int):
    """The card in that place when this seat knows it, else None."""
    return obs.hands[seat][slot].card


def _hand_estimate(obs: Observation, avg: float) -> float:
    return sum(v.card.value if v.card is not None else avg for v in obs.hands[obs.seat])


def explain(obs: Observation, action: A.Action, avg: float | None = None, names: Sequence[str] | None = None) -> str:
    """One line saying what to do and why, from the observation only."""
    avg = unseen_average(obs) if avg is None else avg
    me = obs.seat

    def whose(seat: int) -> str:
        """Whose card: "your", "name" ({owner}'s) or "seat" (seat {seat}'s, when names are not known)."""
        if seat == me:
            return "your"
        return "name" if names and seat < len(names) else "seat"

    def owner(seat: int) -> str:
        return names[seat] if names and seat < len(names) else ""

    def about_card(messages: dict[str, str], seat: int, slot: int) -> str:
        """The message for whose card it is ("your", "name", "seat"), with the card's place."""
        return messages[whose(seat)].format(owner=owner(seat), seat=seat + 1, nth=ordinal(slot + 1), n=slot + 1)

    held = card_label(obs.drawn) if obs.drawn is not None else "?"
    est = f"{_hand_estimate(obs, avg):.0f}"
    unknown = f"{avg:.0f}"
    if action == A.CALL_CABO:
        return _("Call CABO: your hand looks low (est. sum {est}).").format(est=est)
    if action == A.DRAW_FROM_DECK:
        if not obs.discard:
            return _("Draw from the deck: the discard (nothing) would not improve your hand (est. sum {est}).").format(
                est=est)
        return _("Draw from the deck: the discard ({top}) would not improve your hand (est. sum {est}).").format(
            top=card_label(obs.discard[-1]), est=est)
    if action == A.TAKE_DISCARD:
        top = card_label(obs.discard[-1]) if obs.discard else "?"
        return _("Take the {card} from the discard: it is lower than one of your cards.").format(card=top)
    if action == A.DISCARD_DRAWN:
        return _("Discard the {card}: none of your cards is clearly higher (unknown cards est. {est}).").format(
            card=held, est=unknown)
    if isinstance(action, A.Exchange):
        if len(action.slots) == 1:
            slot = action.slots[0]
            known = _known(obs, me, slot)
            if known is not None:
                return _("Your {nth} card is likely high ({card} you know); swap it for the {held} you drew.").format(
                    nth=ordinal(slot + 1), n=slot + 1, card=with_article(known), held=held)
            # an unseen card for one no higher than its average: the gain is knowing it (a playtest
            # read "likely high (est. 5); swap it for the 5" as advice that gains nothing)
            return _("Swap your {nth} card, which you have not seen (about {est} on average), for the {held} "
                     "you drew, which you know.").format(nth=ordinal(slot + 1), n=slot + 1, est=unknown, held=held)
        # TRANSLATORS: {nths} are the places of the cards: "1st and 3rd"
        return _("Exchange your {nths} cards together for the {held}: they look like a matching set.").format(
            nths=and_list([ordinal(s + 1) for s in action.slots]), held=held)
    if isinstance(action, A.Peek):
        return _("Use the ability: peek at your {nth} card, which you have not seen.").format(
            nth=ordinal(action.slot + 1), n=action.slot + 1)
    if isinstance(action, A.Spy):
        spy = {"your": _("Use the ability: spy on your {nth} card to learn their hand."),
               "name": _("Use the ability: spy on {owner}'s {nth} card to learn their hand."),
               "seat": _("Use the ability: spy on seat {seat}'s {nth} card to learn their hand.")}
        return about_card(spy, action.seat, action.slot)
    if isinstance(action, A.Swap):
        mine = action.slot_a if action.seat_a == me else action.slot_b
        known = _known(obs, me, mine)
        if known is not None:
            return _("Use the ability: swap your {nth} card ({card} you know) with an opponent's card.").format(
                nth=ordinal(mine + 1), n=mine + 1, card=with_article(known))
        return _("Use the ability: swap your {nth} card (unknown, est. {est}) with an opponent's card.").format(
            nth=ordinal(mine + 1), n=mine + 1, est=unknown)
    if action == A.KEEP_CARDS:
        return _("Keep both cards where they are: the swap would not help you.")
    if action == A.PASS_SNAP:
        return _("Pass: you know no card that matches the discard.")
    if isinstance(action, A.Snap):
        snap = {"your": _("Snap your {nth} card: it should match the discard."),
                "name": _("Snap {owner}'s {nth} card: it should match the discard."),
                "seat": _("Snap seat {seat}'s {nth} card: it should match the discard.")}
        return about_card(snap, action.seat, action.slot)
    if isinstance(action, A.InitialPeek):
        return n_("Look at your {nths} card now, and remember it.", "Look at your {nths} cards now, and remember them.",
                  len(action.slots)).format(nths=and_list([ordinal(s + 1) for s in action.slots]))
    if isinstance(action, A.LookAndSwap):
        look = {"your": _("Use the ability: look at your {nth} card, then decide whether to swap."),
                "name": _("Use the ability: look at {owner}'s {nth} card, then decide whether to swap."),
                "seat": _("Use the ability: look at seat {seat}'s {nth} card, then decide whether to swap.")}
        return about_card(look, action.seat, action.slot)
    if isinstance(action, A.PlaceAtEnd):
        return (_("Put the card at the left end of your cards.") if action.end == "left"
                else _("Put the card at the right end of your cards."))
    if isinstance(action, A.GiveCard):
        return _("Give away your {nth} card: it is the worst you can give.").format(
            nth=ordinal(action.slot + 1), n=action.slot + 1)
    # TRANSLATORS: {action} is the name of an action in the program (CamelCase, not translated)
    return _("{action}: the Expert's choice here.").format(action=type(action).__name__)


def hint_for(obs: Observation, legal: Sequence[A.Action], salt: int = 0,
             names: Sequence[str] | None = None) -> tuple[A.Action, str]:
    """The Expert's action for this observation and a one-line reason. Deterministic for the
    observation, the legal actions and `salt` (the number of actions so far)."""
    from .ai.levels import make_agent
    agent = make_agent("expert", HINT_SEED + salt)
    action = agent.choose(obs, list(legal), random.Random(HINT_SEED * 31 + salt))
    return action, explain(obs, action, names=names)
