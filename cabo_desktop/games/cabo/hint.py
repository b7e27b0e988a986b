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

from .rules import actions as A
from .rules.observation import Observation

HINT_SEED = 20240517


def _ordinal(i: int) -> str:
    n = i + 1
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


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


def _value_text(obs: Observation, seat: int, slot: int, avg: float) -> tuple[str, float]:
    view = obs.hands[seat][slot]
    if view.card is not None:
        return f"a {view.card.label()} you know", float(view.card.value)
    return f"unknown, est. {avg:.0f}", avg


def _hand_estimate(obs: Observation, avg: float) -> float:
    return sum(v.card.value if v.card is not None else avg for v in obs.hands[obs.seat])


def explain(obs: Observation, action: A.Action, avg: float | None = None, names: Sequence[str] | None = None) -> str:
    """One line saying what to do and why, from the observation only."""
    avg = unseen_average(obs) if avg is None else avg
    me = obs.seat

    def whose(seat: int) -> str:
        if seat == me:
            return "your"
        return f"{names[seat]}'s" if names and seat < len(names) else f"seat {seat + 1}'s"

    held = obs.drawn.label() if obs.drawn is not None else "the drawn card"
    est = _hand_estimate(obs, avg)
    if action == A.CALL_CABO:
        return f"Call CABO: your hand looks low (est. sum {est:.0f})."
    if action == A.DRAW_FROM_DECK:
        top = obs.discard[-1].label() if obs.discard else "nothing"
        return f"Draw from the deck: the discard ({top}) would not improve your hand (est. sum {est:.0f})."
    if action == A.TAKE_DISCARD:
        top = obs.discard[-1].label() if obs.discard else "?"
        return f"Take the {top} from the discard: it is lower than one of your cards."
    if action == A.DISCARD_DRAWN:
        return f"Discard the {held}: none of your cards is clearly higher (unknown cards est. {avg:.0f})."
    if isinstance(action, A.Exchange):
        if len(action.slots) == 1:
            slot = action.slots[0]
            what, _ = _value_text(obs, me, slot, avg)
            return f"Your {_ordinal(slot)} card is likely high ({what}); swap it for the {held} you drew."
        names = " and ".join(_ordinal(s) for s in action.slots)
        return f"Exchange your {names} cards together for the {held}: they look like a matching set."
    if isinstance(action, A.Peek):
        return f"Use the ability: peek at your {_ordinal(action.slot)} card, which you have not seen."
    if isinstance(action, A.Spy):
        return f"Use the ability: spy on {whose(action.seat)} {_ordinal(action.slot)} card to learn their hand."
    if isinstance(action, A.Swap):
        mine = action.slot_a if action.seat_a == me else action.slot_b
        what, _ = _value_text(obs, me, mine, avg)
        return f"Use the ability: swap your {_ordinal(mine)} card ({what}) with an opponent's card."
    if action == A.KEEP_CARDS:
        return "Keep both cards where they are: the swap would not help you."
    if action == A.PASS_SNAP:
        return "Pass: you know no card that matches the discard."
    if isinstance(action, A.Snap):
        return f"Snap {whose(action.seat)} {_ordinal(action.slot)} card: it should match the discard."
    return f"{type(action).__name__}: the Expert's choice here."


def hint_for(obs: Observation, legal: Sequence[A.Action], salt: int = 0,
             names: Sequence[str] | None = None) -> tuple[A.Action, str]:
    """The Expert's action for this observation and a one-line reason. Deterministic for the
    observation, the legal actions and `salt` (the number of actions so far)."""
    from .ai.levels import make_agent
    agent = make_agent("expert", HINT_SEED + salt)
    action = agent.choose(obs, list(legal), random.Random(HINT_SEED * 31 + salt))
    return action, explain(obs, action, names=names)
