"""Every legal move at Kobito's table can be made with the mouse (issue 36, item 7): in random
positions of real games, each legal action of the person is reached through clicks on the drawn
table (a hand card, a workshop card, once or twice, where it shows in its overlapping run, a lit
place, a button), and the click lands on exactly that action."""

from __future__ import annotations

import random

import pygame
import pytest

from cabo_desktop.games.kobito.rules.actions import End, Move, Play, Replace, Start, Swap
from cabo_desktop.games.kobito.table.layout import hand_slots
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scene import Intent
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


def click(c, pos) -> None:
    c.handle(Intent("click", pos=(int(pos[0]), int(pos[1]))))


def click_hand_card(table, card) -> None:
    hand = table.controls.hand()
    rect = hand_slots(table.layout(), len(hand))[hand.index(card)]
    click(table.controls, rect.move(0, -int(rect.h * 0.15 * table.controls.lift_of(card))).center)


def target_under_click(c, action):
    """The action a click on `action`'s lit place would make (None: it is not lit)."""
    targets = c.targets()
    rect = next((r for r, a in targets if a == action), None)
    if rect is None:
        return None
    return next(a for r, a in targets if r.collidepoint(rect.center))


def reached(table, action) -> bool:
    """Whether clicks alone make `action` (the controls are left as they were found)."""
    c = table.controls
    c.reset()
    try:
        if isinstance(action, (Play, Swap, Replace)):
            click_hand_card(table, action.card)
            return target_under_click(c, action) == action
        if isinstance(action, Move):
            size = len(table.model.workshops[table.viewer][action.rainbow])
            for k in range(size):  # the person tries the cards of that rainbow, each once or twice
                for _ in range(2):
                    rect = c.card_rect(("ws", table.viewer, action.rainbow), k)  # its part not under the next card
                    click(c, rect.center)
                    if c.block == (action.rainbow, action.end, action.count):
                        return target_under_click(c, action) == action
                c.reset()
            return False
        if isinstance(action, Start):
            for card in action.cards:
                click_hand_card(table, card)
            return c.start_action() == action  # the New rainbow button plays start_action()
        if isinstance(action, End):
            for card in action.penalty:
                click_hand_card(table, card)
            return c.end_action() == action
    finally:
        c.reset()
    raise AssertionError(f"unknown action {action}")


@pytest.mark.parametrize("seed", range(6))
def test_every_legal_move_of_random_positions_has_its_clicks(seed):
    app = App((1280, 720), headless=True)
    try:
        table = make_table(app, game="kobito", variant="standard", seats=3, seed=seed, human=0,
                           levels=["random", "random"], speed="instant")
        app.scenes.push(table)
        rng, checked, positions = random.Random(seed), 0, 0
        for _ in range(20_000):
            if table.state.over or positions >= 25:
                break
            if table.human_to_act() and not table.animating:
                legal = list(table.match.legal())
                missing = [a for a in legal if not reached(table, a)]
                assert not missing, f"no clicks make {missing[:4]}"
                checked += len(legal)
                positions += 1
                table.play(rng.choice(legal))
            app.step(DT, events=[])
        assert positions >= 10 and checked >= 50
    finally:
        pygame.quit()
