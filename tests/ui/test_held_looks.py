"""A look the person holds (their first look, a peek, a spy) shows the cards flat and full width:
the flip that turned them over has played out, nothing is left narrowed as if mid-turn (issue 40).
Driven frame by frame through the real table; the rects are where the table draws the cards."""

import random

import pygame
import pytest

from cabo_desktop.games.cabo.rules.actions import Peek, Spy
from cabo_desktop.ui import tour
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


def space():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)


def held_rects(table):
    """Each held card's drawn rect beside its slot's rect, for the look being held."""
    lay = table.layout()
    seat = table.director.peek_owner
    held = [i for i, s in enumerate(table.model.hands[seat]) if s.reveal is not None]
    return [(table.painter.drawn_rect(seat, i), lay.seats[seat].slots[i]) for i in held]


@pytest.mark.parametrize("kind,speed", [(None, "normal"), (Peek, "normal"), (Spy, "fast")])
def test_a_held_look_is_drawn_at_its_slots_full_width(kind, speed):
    app = App((1280, 720), headless=True)
    try:
        table = make_table(app, "official", 2, seed=5, human=0, levels=["casual"], speed=speed, game="cabo")
        app.nav.show(table)
        person = table.game.make_agent("casual", seed=5)
        rng = random.Random(5)
        looked = None  # the ability played (None: waiting for the first look)
        narrowest = 1.0  # the narrowest the looked-at cards were drawn on the way (share of the slot)
        for _ in range(60000):
            director = table.director
            holding = director.peek_holding is not None
            if holding and (kind is None or looked is not None):
                break
            if holding:
                app.step(DT, events=[space()])  # a look of another kind: seen
                continue
            if kind is None or looked is not None:
                seat, slot = (looked.seat, looked.slot) if isinstance(looked, Spy) else (0, getattr(looked, "slot", 0))
                drawn = table.painter.drawn_rect(seat, slot)
                if drawn is not None:
                    narrowest = min(narrowest, drawn.w / table.layout().seats[seat].slots[slot].w)
            if getattr(app.scenes.top, "route", "") == "round_end":
                app.scenes.top.close()
            elif table.human_to_act() and not table.animating:
                legal = list(table.match.legal())
                wanted = [a for a in legal if kind is not None and isinstance(a, kind)]
                looked = wanted[0] if wanted else None
                table.play(looked or person.choose(table.match.observe(0), legal, rng))
            app.step(DT, events=[])
        assert table.director.peek_holding is not None, "the look never came"
        assert narrowest < 0.6, "the turn over never narrowed the card: the rect does not follow the flip"
        for _ in range(30):  # held: nothing turns while the person remembers
            app.step(DT, events=[])
        rects = held_rects(table)
        assert len(rects) == (2 if kind is None else 1)
        for drawn, slot in rects:
            assert drawn.size == slot.size
    finally:
        pygame.quit()


def test_the_tours_table_screen_shows_the_first_look_held_face_up():
    app = App((1280, 720), headless=True)
    try:
        app.catch_errors = False
        tour.reach(app, "table")
        app.step(tour.DT, events=[])  # the frame the screenshot saves
        table = app.scenes.top
        assert table.director.peek_holding is not None, "the screen is not the held first look"
        rects = held_rects(table)
        assert len(rects) == 2 and all(drawn.size == slot.size for drawn, slot in rects)
    finally:
        pygame.quit()
