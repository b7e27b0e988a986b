"""Hot-seat: two people and an AI share one window. Driven frame by frame with synthetic events:
no frame shown while a person is at the screen shows a card only another seat may know, the
public view (AI turns between people) shows only what everyone may know, and the hand-off screen
covers the table completely (nothing of it is drawn, no card face at all)."""

import random
from collections import Counter

import pygame
import pytest

from cabo_desktop.games.cabo.rules.actions import CALL_CABO, InitialPeek
from cabo_desktop.games.cabo.rules.state import Phase
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import new_table
from cabo_desktop.games.cabo.table.art import PAPER
from cabo_desktop.ui.scenes.hand_off import HandOffScene
from cabo_desktop.games.cabo.table import HELP_LINES
from cabo_desktop.ui.table_base import PUBLIC_EYE
from tests.hidden_cards import allowed_faces

DT = 1 / 60


def paper_pixels(surface) -> int:
    """Pixels of the card faces' paper colour: every card face has a border of it."""
    return pygame.mask.from_threshold(surface, (*PAPER, 255), (1, 1, 1, 255)).count()


def space():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)


def digit(n):
    return pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, f"K_{n}"), mod=0, unicode=str(n), scancode=0)


@pytest.mark.parametrize("variant,seed", [("official", 3), ("kaboo", 8)])
def test_two_people_and_an_ai_never_see_each_others_cards(variant, seed):
    app = App((1280, 720), headless=True)
    app.settings["memory_aid"] = True  # the memory aid marks a person's known cards: must not leak either
    app.prefs = app.prefs.changed(confirm_cabo=False)
    try:
        table = new_table(app, "cabo", variant, [("Ann", "human"), ("Bob", "human"), ("Pip", "casual")],
                                   seed=seed, speed="fast", auto_continue=0.01, save=True)
        app.scenes.push(table)
        assert table.hotseat and table.humans == (0, 1) and table.human is None
        draws = {"n": 0}
        original_draw = table.draw

        def counting_draw(surface):
            draws["n"] += 1
            return original_draw(surface)

        table.draw = counting_draw
        rng = random.Random(seed)
        known = {0: Counter(), 1: Counter(), PUBLIC_EYE: Counter()}
        last = {k: Counter() for k in known}
        round_no = None
        handoffs, at_screen, private_peeks = Counter(), Counter(), Counter()
        faces_checked = paper_on_table = 0
        events = []
        for _ in range(30000):
            if table.state.over or len(table.state.history) >= 2:
                break
            before = draws["n"]
            app.step(DT, events=events)
            events = []
            top = app.scenes.top
            if table.state.round.round_no != round_no:
                round_no = table.state.round.round_no
                last = known
                known = {k: Counter() for k in known}
            for k in known:
                known[k] |= allowed_faces(table.state, k)
            if isinstance(top, HandOffScene):
                # the hand-off frame: the table is not drawn under it, and no card face is on screen
                assert draws["n"] == before, "the table was drawn under the hand-off screen"
                assert app.scenes.base() is top
                assert paper_pixels(app.screen) == 0
                assert table.human is None and table.eye == PUBLIC_EYE  # the last view was hidden first
                handoffs[top.seat] += 1
                events = [space()]
                continue
            eye = table.eye
            assert eye == (PUBLIC_EYE if table.human is None else table.human)
            may_know = known[eye] | last[eye]
            shown = Counter(card for _, card in table.model.face_up_cards())
            remembered = Counter(s.card for hand in table.model.hands for s in hand if s.card is not None)
            for what in (shown, remembered):
                excess = what - may_know
                assert not excess, f"frame {app.frame}: eye {eye} is shown {dict(excess)}"
            faces_checked += sum(shown.values())
            if table.human is not None:
                at_screen[table.human] += 1
                if table.director.peek_holding is not None:
                    private_peeks[table.human] += 1
                if sum(shown.values()) and top is table:
                    paper_on_table += paper_pixels(app.screen) > 0
            if table.human_to_act() and not table.animating:
                phase = table.state.round.phase
                if phase == Phase.INITIAL_PEEK:
                    events = [digit(1), digit(2)]  # the peek, by keys, behind the hand-off screen
                else:
                    legal = [a for a in table.controls.legal() if a != CALL_CABO or len(table.actions_taken) > 40]
                    table.play(rng.choice(legal))
        assert handoffs[0] >= 2 and handoffs[1] >= 2
        assert at_screen[0] > 50 and at_screen[1] > 50
        assert faces_checked > 100 and paper_on_table > 0  # the pixel check does see card faces
        # each person's first look happened while they alone were at the screen (chosen by keys in
        # the official variant; dealt automatically in kaboo and shown after the hand-off)
        assert private_peeks[0] > 0 and private_peeks[1] > 0
        if variant == "official":
            assert len([a for a in table.actions_taken if isinstance(a, InitialPeek)]) >= 3
    finally:
        pygame.quit()


def test_snap_rule_is_documented_in_the_help_overlay():
    text = " ".join(f"{k} {v}" for k, v in HELP_LINES).lower()
    assert "hot-seat" in text and "offered in turn" in text


def test_a_hot_seat_game_continues_behind_the_hand_off_screen():
    from cabo_desktop.storage.saves import continue_game
    from cabo_desktop.ui.tables import resume_table
    app = App((1280, 720), headless=True)
    app.prefs = app.prefs.changed(confirm_cabo=False)
    try:
        table = new_table(app, "cabo", "classic", [("Ann", "human"), ("Pip", "casual"), ("Bob", "human")],
                                   seed=4, speed="instant", auto_continue=0.01, save=True)
        app.scenes.push(table)
        rng = random.Random(1)
        for _ in range(20000):
            if len(table.actions_taken) >= 12 and table.human_to_act() and not table.animating:
                break
            if isinstance(app.scenes.top, HandOffScene):
                app.step(DT, events=[space()])
                continue
            if table.human_to_act() and not table.animating:
                table.play(rng.choice([a for a in table.controls.legal() if a != CALL_CABO]))
            app.step(DT, events=[])
        seat, state = table.human, table.state
        pygame.quit()
        app = App((1280, 720), headless=True)
        resumed = resume_table(app, continue_game().value)
        app.scenes.push(resumed)
        app.step(DT, events=[])
        assert resumed.state == state and resumed.hotseat
        top = app.scenes.top
        assert isinstance(top, HandOffScene) and top.seat == seat  # nobody's cards before the hand-off
        app.step(DT, events=[space()])
        assert resumed.human == seat and resumed.eye == seat and resumed.model.viewer == seat
    finally:
        pygame.quit()


def test_the_ai_randomness_of_a_real_table_is_not_derived_from_the_saved_seed():
    """The seed is in every save file; the AI's own random choices must not follow from it."""
    import pygame
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.tables import new_table
    app = App((1280, 720), headless=True)
    try:
        seats = [("Ann", "human"), ("Pip", "beginner"), ("Marta", "casual")]
        draws = set()
        for _ in range(3):  # the same game seed, as a save would replay it
            table = new_table(app, "cabo", "official", seats, seed=42)
            draws.add(table.match.rng.random())
        assert len(draws) == 3
        fixed = [new_table(app, "cabo", "official", seats, seed=42, agent_seed=7).match.rng.random() for _ in range(2)]
        assert fixed[0] == fixed[1]  # tests and the demo may still fix it
    finally:
        pygame.quit()


def test_a_cabo_call_is_told_to_the_next_person_as_theirs_to_answer_not_as_their_own():
    """Ann calls CABO with the keys (C, then C again to confirm); Bob is handed the screen. His
    hand-off names the call and his last turn, and neither Ann's shout ("YOU CALLED CABO!") nor her
    "Press C again" notice is left on his screen."""
    app = App((1280, 720), headless=True)
    try:
        table = new_table(app, "cabo", "official", [("Ann", "human"), ("Bob", "human")], seed=6, speed="fast")
        app.scenes.push(table)
        rng = random.Random(2)
        called, reason = False, None
        for _ in range(30000):
            top = app.scenes.top
            if isinstance(top, HandOffScene):
                if called:
                    reason = top.reason()
                    app.step(DT, events=[space()])
                    break
                app.step(DT, events=[space()])
                continue
            if table.human_to_act() and not table.animating:
                legal = table.controls.legal()
                if CALL_CABO in legal and table.human == 0 and len(table.actions_taken) > 6:
                    c = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0)
                    app.step(DT, events=[c])
                    assert table.notice_time > 0  # "Call CABO? ... Press C again"
                    app.step(DT, events=[c])
                    called = True
                else:
                    table.play(rng.choice([a for a in legal if a != CALL_CABO]))
            elif table.director.peek_holding is not None:
                app.step(DT, events=[space()])
                continue
            app.step(DT, events=[])
        assert called and reason is not None
        assert "Ann" in reason and "CABO" in reason
        assert table.human == 1 and table.hud.banner_big_alpha == 0 and table.notice_time <= 0
    finally:
        pygame.quit()
