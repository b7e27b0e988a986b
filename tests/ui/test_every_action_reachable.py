"""Every legal action of the human seat can be made with synthetic mouse and keyboard events.

A random legal action is chosen for the human, performed only through pygame events (keys and
clicks on the drawn table), and the action the engine received must be exactly that one.
"""

import random

import pygame
import pytest

from cabo_desktop.games.cabo.rules import actions as A
from cabo_desktop.games.cabo.rules.state import Phase


def perform(d, action):
    t = d.table
    phase = d.state.round.phase
    match action:
        case A.InitialPeek(slots):
            for slot in slots:
                d.click_card(0, slot)
        case A.DrawFromDeck():
            d.key(pygame.K_d)
        case A.TakeDiscard():
            d.key(pygame.K_t)
        case A.CallCabo():
            d.key(pygame.K_c)
        case A.DiscardDrawn():
            d.key(pygame.K_d)
        case A.Exchange(slots):
            for slot in slots:
                d.click_card(0, slot)
            d.key(pygame.K_x)
        case A.Peek(slot):
            d.key(pygame.K_a)
            d.click_card(0, slot)
        case A.Spy(seat, slot) | A.LookAndSwap(seat, slot):
            d.key(pygame.K_a)
            d.click_card(seat, slot)
        case A.Swap(sa, a, sb, b) if phase == Phase.DECIDE_SWAP:
            d.click_card(sa, a)
        case A.Swap(sa, a, sb, b):
            d.key(pygame.K_a)
            d.click_card(sa, a)
            d.click_card(sb, b)
        case A.KeepCards():
            d.key(pygame.K_k)
        case A.PlaceAtEnd(end):
            d.key(pygame.K_l if end == "left" else pygame.K_r)
        case A.Snap(seat, slot):
            d.click_card(seat, slot)
        case A.PassSnap():
            d.key(pygame.K_p)
        case A.GiveCard(slot):
            d.click_card(0, slot)
        case _:
            raise AssertionError(f"no input for {action}")


@pytest.mark.parametrize("variant,seats,seed", [("official", 3, 1), ("classic", 2, 2), ("kaboo", 3, 3), ("kaboo", 2, 8)])
def test_random_human_actions_through_events(driver_factory, variant, seats, seed):
    d = driver_factory(variant=variant, seats=seats, seed=seed, start_seat=0)
    rng = random.Random(seed)
    kinds = set()
    for _ in range(120):
        d.until_human()
        if d.state.over:
            break
        legal = list(d.table.controls.legal())
        if isinstance(legal[0], A.DrawFromDeck) and A.CALL_CABO in legal and rng.random() > 0.05:
            legal.remove(A.CALL_CABO)
        by_kind = {}
        for a in legal:
            by_kind.setdefault(type(a), []).append(a)
        kind = rng.choice(list(by_kind))  # every kind of action gets its chance
        choices = by_kind[kind]
        if kind is A.Exchange and len(d.state.round.hands[0]) >= 5:
            # keep hands short: the engine lists every subset of a long hand as an exchange
            choices = [a for a in choices if len(a.slots) == 1]
        action = rng.choice(choices)
        before = len(d.table.actions_taken)
        perform(d, action)
        assert len(d.table.actions_taken) == before + 1, f"{action} was not made ({d.table.notice!r})"
        assert d.table.actions_taken[-1] == action
        kinds.add(type(action).__name__)
    assert {"DrawFromDeck", "Exchange"} <= kinds
