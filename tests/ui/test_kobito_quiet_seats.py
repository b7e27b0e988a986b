"""Kobito's opponents' seats kept plain (a review, s51: "unlabelled badges (the '2' on the Fox's
avatar)"; "the Fox's workshop cards 11 and 12 are shrunk and stuck to the top of an oversized box").
"""

import pygame
import pytest

from cabo_desktop.ui import tour
from cabo_desktop.ui.app import App


@pytest.fixture(scope="module")
def moment():
    """The tour's Kobito moment (the Fox's workshop holds a rainbow), reached once."""
    app = App((1280, 720), headless=True)
    app.catch_errors = False
    tour.reach(app, "kobito", 3)
    table = app.scenes.top
    yield app, table
    pygame.quit()


def drawn(app, table) -> pygame.Surface:
    app.screen = pygame.Surface((1280, 720))
    app.relayout()
    table.controls.reset()
    table.hud.callouts.clear()
    table.hud.shout_alpha = 0
    table.draw(app.screen)
    return app.screen.copy()


def test_a_new_empty_rainbow_leaves_the_workshops_chips_their_size(moment):
    """While an opponent's new rainbow holds no card yet, its workshop's chips keep their size
    (the empty rainbow took a second row: the chips in two half-height lines at the tray's top)."""
    app, table = moment
    m = table.model
    seat = next(s for s in range(len(m.workshops)) if s != table.viewer and m.workshops[s])
    before = [table.spot_rect(("ws", seat, w), i, 2) for w, rb in enumerate(m.workshops[seat]) for i in range(len(rb))]
    m.workshops[seat].append([])
    try:
        after = [table.spot_rect(("ws", seat, w), i, 2) for w, rb in enumerate(m.workshops[seat]) for i in range(len(rb))]
    finally:
        m.workshops[seat].pop()
    assert before and after == before


def test_no_unlabelled_badge_round_an_opponents_medallion(moment):
    """A pot won shows on the plaque ("2 pts · 1 pot"), not as a coin stamped with its points on the
    medallion's rim (read as an unlabelled badge): the medallion's surroundings above its plaque
    draw alike with and without a pot won."""
    app, table = moment
    m = table.model
    seat = next(s for s in range(len(m.gold_won)) if s != table.viewer)
    won = list(m.gold_won[seat])
    m.gold_won[seat] = []
    try:
        bare = drawn(app, table)
        m.gold_won[seat] = [0, 1]
        table.hud.lanes.clear()
        shown = drawn(app, table)
    finally:
        m.gold_won[seat] = won
    parts = table.layout().seats[seat].parts
    med = parts.medallion
    box = med.inflate(med.w, med.h // 2).clip(pygame.Rect(0, 0, 1280, parts.plaque.top))
    differ = sum(bare.get_at((x, y)) != shown.get_at((x, y)) for x in range(box.x, box.right, 2)
                 for y in range(box.y, box.bottom, 2))
    assert differ == 0, (seat, box, differ)
