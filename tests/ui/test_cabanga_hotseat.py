"""Cabanga! at a hot-seat table tells nobody what another person holds (issue 36, item 1): the
player who just opened a gap is still at the screen, so every other person is handed the screen
for every throw window, in the same words, whether or not a card of theirs fits."""

from __future__ import annotations

import random

import pygame

from cabo_desktop.games.cabanga.rules.actions import PASS
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.hand_off import HandOffScene
from cabo_desktop.ui.tables import new_table

DT = 1 / 60


def test_every_person_is_handed_every_throw_window_in_the_same_words():
    app = App((1280, 720), headless=True)
    try:
        table = new_table(app, "cabanga", "standard", [("Ann", "human"), ("Bob", "human"), ("Cy", "human")],
                          seed=7, speed="instant", auto_continue=0.01)
        app.scenes.push(table)
        rng = random.Random(1)
        handed = {True: 0, False: 0}  # throw windows handed over, by whether a card fitted
        words = set()
        for _ in range(60_000):
            if table.state.over or len(table.state.history) >= 1 or min(handed.values()) >= 3:
                break
            top = app.scenes.top
            if isinstance(top, HandOffScene):
                if table.state.thrower >= 0:
                    fits = table.match.legal() != (PASS,)
                    handed[fits] += 1
                    words.add(top.reason().replace(table.name(table.state.current), "NAME"))
                app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ",
                                                       scancode=0)])
                continue
            if top is table and table.human_to_act() and not table.animating:
                table.play(rng.choice(list(table.match.legal())))
            app.step(DT, events=[])
        assert handed[True] >= 1 and handed[False] >= 1, handed  # both kinds of window were handed over
        assert len(words) == 1, words  # in the same words
    finally:
        pygame.quit()
