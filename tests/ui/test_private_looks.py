"""A card a person looks at with an ability (a peek at their own, a spy at another's) stays face
up until they say they have seen it, as the first look does, at any animation speed; and the
banner names whose card it is. Driven frame by frame through the real table."""

import random

import pygame
import pytest

from cabo_desktop.games.cabo.rules.actions import Peek, Spy
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


def space():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)


@pytest.mark.parametrize("kind,speed", [(Spy, "instant"), (Peek, "fast")])
def test_a_look_with_an_ability_waits_for_the_person(kind, speed):
    app = App((1280, 720), headless=True)
    try:
        table = make_table(app, "official", 2, seed=5, human=0, levels=["casual"], speed=speed, game="cabo")
        app.nav.show(table)
        person = table.game.make_agent("casual", seed=5)
        rng = random.Random(5)
        looked = None
        for _ in range(60000):
            director = table.director
            if director.peek_holding is not None and looked is None:
                app.step(DT, events=[space()])  # a first look, or a look of the other kind: seen
                continue
            if looked is not None and director.peek_holding is not None:
                break
            if getattr(app.scenes.top, "route", "") == "round_end":
                app.scenes.top.close()
            elif table.human_to_act() and not table.animating:
                legal = list(table.match.legal())
                wanted = [a for a in legal if isinstance(a, kind)]
                looked = wanted[0] if wanted else None
                table.play(looked or person.choose(table.match.observe(0), legal, rng))
            app.step(DT, events=[])
        assert looked is not None, "the person never had the ability"
        owner = looked.seat if kind is Spy else 0
        slot = table.model.slot(owner, looked.slot)
        for _ in range(600):  # ten seconds later the card is still face up
            app.step(DT, events=[])
        assert director.peek_holding is not None and slot.shown_card() is not None
        prompt = table.hud.prompt()
        assert (table.name(owner) in prompt) == (kind is Spy) and "Remember" in prompt
        app.step(DT, events=[space()])
        for _ in range(120):
            app.step(DT, events=[])
        assert director.peek_holding is None and slot.shown_card() is None and not table.animating
    finally:
        pygame.quit()


@pytest.mark.parametrize("aid", [False, True])
def test_without_the_memory_aid_the_log_keeps_no_card_the_person_must_remember(aid):
    """Official rules, memory aid off: the person's own looks and draws are logged without their
    value (the rule sheet makes remembering them part of the game); with the aid on, with it.
    Other seats' public moves (a discard) are always logged with their card."""
    app = App((1280, 720), headless=True)
    app.settings["memory_aid"] = aid
    try:
        table = make_table(app, "official", 3, seed=2, human=0, levels=["casual", "casual"], speed="instant",
                           auto_continue=0.01, game="cabo")
        app.nav.show(table)
        person = table.game.make_agent("casual", seed=2)
        rng = random.Random(2)
        for _ in range(20000):
            if getattr(app.scenes.top, "route", "") in ("round_end", "game_over") or table.state.over:
                break
            if table.human_to_act() and not table.animating:
                legal = list(table.match.legal())
                table.play(person.choose(table.match.observe(0), legal, rng))
            app.step(DT, events=[])
        lines = [str(line) for line in table.log]
        private = [line for line in lines if line.startswith(("You looked at", "You peeked at", "You spied",
                                                               "You drew from the deck"))]
        valued = [line for line in private if ":" in line or "(" in line]
        assert len(private) >= 3, lines
        assert bool(valued) == aid and (not aid or valued == private), private
        assert any("discarded the" in line for line in lines)  # public cards keep their value
    finally:
        pygame.quit()
