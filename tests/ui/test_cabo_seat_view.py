"""CABO's table works from its seat's view alone (issue 37, item 3): while these games are played
through the real scenes, the game's state, match and session cannot be reached from any code under
games/cabo/table/ (reading them there fails the test), so what the table draws and offers comes
only from `view` (the eye's observation), `legal_now()`, `refusal(action)` and the events it is
given. A remote player's window will have nothing else."""

from __future__ import annotations

import os
import random
import sys

import pygame
import pytest

from cabo_desktop.games.cabo.rules import actions as A
from cabo_desktop.games.cabo.table import scene as scene_module
from cabo_desktop.storage.saves import continue_game
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table, new_table, resume_table
from tests.ui.test_every_action_reachable import perform

DT = 1 / 60
TABLE_CODE = os.sep + os.path.join("games", "cabo", "table") + os.sep
# the session's own moves, still in scene.py while they move out to the session (issue 37, item 1)
SESSION_METHODS = frozenset({"forced_action", "quick_decision", "snap_offered", "known_snap",
                             "snap_seconds_left", "snap_wait"})
GUARDED = ("state", "match", "session")


class Unreachable:
    """A data descriptor put on CABO's TableScene for one attribute of the shell's table: read
    from code under games/cabo/table/ it fails (and is noted); read from anywhere else (the shell,
    this test) it answers as the attribute does."""

    def __init__(self, name: str, owner: type, reads: list):
        self.name, self.owner, self.reads = name, owner, reads

    def base(self, obj):
        mro = type(obj).__mro__
        for klass in mro[mro.index(self.owner) + 1:]:
            if self.name in vars(klass):
                return vars(klass)[self.name]
        return None

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        caller = sys._getframe(1)
        code = caller.f_code
        if TABLE_CODE in code.co_filename and code.co_name not in SESSION_METHODS:
            where = f"{os.path.basename(code.co_filename)}:{caller.f_lineno} {code.co_name}() reads .{self.name}"
            self.reads.append(where)
            raise AssertionError(where)
        if self.name in obj.__dict__:
            return obj.__dict__[self.name]
        base = self.base(obj)
        if base is not None and hasattr(base, "__get__"):
            return base.__get__(obj, type(obj))
        raise AttributeError(self.name)

    def __set__(self, obj, value):
        base = self.base(obj)
        if base is not None and hasattr(base, "__set__"):
            base.__set__(obj, value)
        else:
            obj.__dict__[self.name] = value


@pytest.fixture
def reads(monkeypatch):
    """The state, match and session of every CABO table built from now on are out of the table
    code's reach; the list collects every attempt to read them (an AssertionError may be caught)."""
    found: list[str] = []
    table = scene_module.TableScene
    for name in GUARDED:
        monkeypatch.setattr(table, name, Unreachable(name, table, found), raising=False)
    return found


@pytest.fixture
def app():
    a = App((1280, 720), headless=True)
    a.prefs = a.prefs.changed(confirm_cabo=False)
    yield a
    pygame.quit()


def run(app, table, until, limit=60000, person=None):
    """Frames until `until()`; `person(table)` plays the person's turns through keys and clicks."""
    for _ in range(limit):
        if until():
            return
        top = app.scenes.top
        if getattr(top, "route", "") == "hand_off":
            app.step(DT, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ",
                                                    scancode=0)])
            continue
        if person is not None and top is table and table.human_to_act() and not table.animating:
            app.step(DT, events=[])
            person(table)
        app.step(DT, events=[])
    raise AssertionError("the game did not get there")


@pytest.mark.parametrize("variant,seats,seed", [("official", 3, 5), ("kaboo", 4, 6)])
def test_an_ai_game_plays_to_its_end_with_nothing_but_the_view(app, reads, variant, seats, seed):
    table = make_table(app, variant, seats, seed=seed, human=None, levels=["casual", "beginner", "skilled"],
                       speed="instant", auto_continue=0.01)
    app.scenes.push(table)
    run(app, table, lambda: table.finished)
    assert table.state.over and len(table.scores) == len(table.state.history)  # every round was shown
    assert table.model.totals == table.state.totals
    assert not reads


class Keys:
    """What `perform` drives: keys and clicks (after the mouse moved there) on this app's table."""

    def __init__(self, app, table):
        self.app, self.table = app, table

    @property
    def state(self):
        return self.table.state

    def key(self, k) -> None:
        self.app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])

    def click_card(self, seat: int, slot: int) -> None:
        pos = self.table.layout().seats[seat].slots[slot].center
        self.app.step(0, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        self.app.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])


class Person:
    """A person who plays random legal actions through keys and clicks (as a player would; at seat
    0), asks for a hint now and then and moves the mouse over the cards."""

    def __init__(self, app, seed):
        self.app, self.rng, self.kinds = app, random.Random(seed), set()

    def __call__(self, table) -> None:
        d = Keys(self.app, table)
        legal = [a for a in table.legal_now() if not (isinstance(a, A.Exchange) and len(a.slots) > 2)]
        if A.CALL_CABO in legal and len(legal) > 1 and len(table.actions_taken) < 60:
            legal.remove(A.CALL_CABO)
        if self.rng.random() < 0.1:
            d.key(pygame.K_h)  # the hint, from the person's own view
        action = self.rng.choice(legal)
        before = len(table.actions_taken)
        if table.human == 0:
            perform(d, action)  # the cards a person clicks are seat 0's: the one at the bottom here
        else:
            table.controls.attempt(action)  # another person of a hot-seat table: through the controls
        assert len(table.actions_taken) == before + 1 and table.actions_taken[-1] == action, (action, table.notice)
        self.kinds.add(type(action).__name__)


@pytest.mark.parametrize("variant,seed", [("official", 2), ("kaboo", 3)])
def test_a_person_plays_a_whole_game_through_the_table_with_nothing_but_the_view(app, reads, variant, seed):
    table = make_table(app, variant, 3, seed=seed, human=0, levels=["casual"], speed="instant", auto_continue=0.01)
    app.scenes.push(table)
    person = Person(app, seed)
    run(app, table, lambda: table.finished, person=person)
    assert {"DrawFromDeck", "Exchange"} <= person.kinds
    assert not reads


def test_a_hot_seat_game_and_a_resumed_one_with_nothing_but_the_view(app, reads):
    table = new_table(app, "cabo", "kaboo", [("Ann", "human"), ("Bob", "human"), ("Pip", "casual")], seed=8,
                      speed="instant", auto_continue=0.01, save=True)
    app.scenes.push(table)
    person = Person(app, 8)
    run(app, table, lambda: len(table.actions_taken) >= 40 and table.human is not None, person=person)
    assert table.hotseat and not reads
    saved = continue_game().value
    resumed = resume_table(app, saved)  # its logs, score sheet and picture from the feed's events
    assert resumed.model.hand_sizes() == tuple(len(h) for h in resumed.state.round.hands)
    resumed.auto_continue, resumed.speed_name = 0.01, "instant"  # the round-end screen closes by itself
    app.scenes.push(resumed)
    run(app, resumed, lambda: resumed.finished, person=Person(app, 9))  # to the end of the game
    assert not reads


def test_the_replay_viewer_steps_through_a_game_with_nothing_but_its_view(app, reads):
    from tests.ui.test_replay_viewer import finished_game, open_viewer
    finished_game("kaboo", seed=4, levels=("skilled", "casual", "beginner"))
    app.settings["speed"] = "instant"
    _listing, viewer = open_viewer(app)
    for _ in range(len(viewer.replay.actions)):
        viewer.step_forward()
        for _frame in range(200):
            if not viewer.animating:
                break
            app.step(DT, events=[])
    app.step(DT, events=[])
    assert viewer.index == viewer.last and viewer.face_up_everywhere()
    viewer.jump(3)
    app.step(DT, events=[])
    assert not reads


def test_a_read_of_the_state_from_table_code_is_caught(app, reads):
    """The guard itself: table code reading the state fails, the shell and this test may."""
    table = make_table(app, "official", 2, seed=1, human=0, speed="instant")
    assert table.state is not None  # a test may read it
    exec(compile("def peek(t):\n    return t.state\n", scene_module.__file__, "exec"), ns := {})
    with pytest.raises(AssertionError):
        ns["peek"](table)
    assert reads and "reads .state" in reads[-1]


def test_the_tutorial_round_plays_with_nothing_but_the_view(app, reads):
    from cabo_desktop.games.cabo.table.tutorial import TutorialScene
    from cabo_desktop.ui.scenes.title import TitleScene
    app.catch_errors = False
    scene = TutorialScene(app, speed="instant", auto_continue=0.01)
    app.scenes.push(scene)
    for _ in range(4000):
        if scene.done and isinstance(app.scenes.top, TitleScene):
            break
        if scene.director.peek_holding is not None:
            scene.director.peek_confirmed = True
        if scene.human_to_act() and not scene.animating:
            scene.controls.attempt(scene.step.action)  # the scripted step, through the controls
        app.step(DT, events=[])
    assert isinstance(app.scenes.top, TitleScene) and scene.result.scores[0] == 0
    assert not reads
