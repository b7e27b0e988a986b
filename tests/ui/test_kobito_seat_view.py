"""Kobito's table draws and takes input from its seat's view alone (issue 37, item 3): the
authoritative state, the match (the session), its agents, the actions played and the seed are out
of the table code's reach (properties that record and raise when code under games/kobito/table/
asks for them), and whole games are played through the real scenes: a person through the keys and
clicks (with the hint and a refused move), hot-seat with its hand-offs, a saved game continued,
the replay viewer and the tutorial. Whatever the table still read of the game would be caught here."""

import ast
import random
from pathlib import Path

import pygame
import pytest

from cabo_desktop.games.kobito import table as kobito_table
from cabo_desktop.games.kobito.ai import SolidAgent
from cabo_desktop.games.kobito.rules.actions import End, Move, Play, Replace, Start, Swap
from cabo_desktop.games.kobito.rules.cards import Card
from cabo_desktop.games.kobito.tutorial_script import HUMAN
from cabo_desktop.storage.saves import continue_game
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.hand_off import HandOffScene
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui.tables import make_table, new_table, resume_table
from cabo_desktop.ui.tutorial import TutorialEndScene
from tests.ui.seat_view_guard import GUARDED, LEFT_TO_THE_SESSION, guarded_scenes, peeks, played, truth

DT = 1 / 60
TABLE_CODE = str(Path(kobito_table.__file__).parent)
SeatViewOnly, GuardedReplay, GuardedTutorial = guarded_scenes(kobito_table)


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(kobito_table, "TableScene", SeatViewOnly)  # what Game.ui() builds tables from
    a = App((1280, 720), headless=True)
    a.catch_errors = False  # a caught read fails the test where it happens, not on an error screen
    yield a
    pygame.quit()


def key(k, uni=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0)


def letter(ch):
    return key(getattr(pygame, f"K_{ch}"), ch)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(pos[0]), int(pos[1])))


def act_like_a_person(app, table, agent, rng) -> None:
    """The person at the screen makes the solid AI's move from their own view, by keys and clicks."""
    c = table.controls
    action = agent.choose(table.view, list(table.legal_now()), rng)
    hand = table.model.hands[table.viewer]
    before = len(played(table))
    if isinstance(action, (Play, Swap, Replace)):
        app.step(0, events=[letter(str(hand.index(action.card) + 1))])
        rect = next(r for r, a in c.targets() if a == action)
        app.step(0, events=[click(rect.center)])
    elif isinstance(action, Start):
        for card in action.cards:
            app.step(0, events=[letter(str(hand.index(card) + 1))])
        app.step(0, events=[letter("s")])
    elif isinstance(action, Move):
        for _ in range(20):
            if c.block == (action.rainbow, action.end, action.count):
                break
            app.step(0, events=[letter("w")])
        while c.targets()[c.focus][1] != action:
            app.step(0, events=[key(pygame.K_TAB)])
        app.step(0, events=[key(pygame.K_RETURN)])
    else:
        for card in action.penalty:
            app.step(0, events=[letter(str(hand.index(card) + 1))])
        app.step(0, events=[letter("e")])
    assert len(played(table)) == before + 1 and played(table)[-1] == action


def test_a_whole_game_is_played_from_the_seat_view_alone(app):
    table = make_table(app, "standard", 3, seed=11, human=0, levels=["solid", "easy"], speed="instant",
                       auto_continue=0.01, save=True, game="kobito")
    assert isinstance(table, SeatViewOnly)
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    agent, rng = SolidAgent(seed=4), random.Random(4)
    moves, hinted, refused = 0, False, False
    for _ in range(80000):
        if table.finished or peeks(table):
            break
        if table.human_to_act() and not table.animating:
            app.step(0, events=[])
            if not hinted:  # H: the solid AI's advice, from the person's own view
                app.step(0, events=[letter("h")])
                hinted = bool(table.controls.hint_text)
            if not refused:  # a card the person does not hold: refused in words, nothing played
                before = len(played(table))
                stranger = next(Card("rainbow", n, "r") for n in range(1, 20)
                                if Card("rainbow", n, "r") not in table.model.hands[0])
                table.controls.submit(Play(stranger, ("pot", 0), "high"))
                refused = len(played(table)) == before and table.notice == "you do not hold that card"
            act_like_a_person(app, table, agent, rng)
            moves += 1
        app.step(DT, events=[])
    assert peeks(table) == []
    assert hinted and refused
    assert truth(table).over and table.finished and moves > 20 and app.scenes.top.route == "game_over"
    sheet = app.scenes.top.report.sheet
    assert sheet.totals == truth(table).totals
    assert table.model.totals == truth(table).totals


def test_hot_seat_is_played_from_each_seat_view_alone(app):
    table = new_table(app, "kobito", "standard", [("Ann", "human"), ("Bob", "human"), ("Fox", "strong")],
                      seed=5, speed="fast", auto_continue=0.01)
    app.scenes.push(table)
    agent, rng = SolidAgent(seed=1), random.Random(3)
    handoffs = 0
    for _ in range(30000):
        if truth(table).over or len(played(table)) > 80 or peeks(table):
            break
        top = app.scenes.top
        if isinstance(top, HandOffScene):
            handoffs += 1
            app.step(0, events=[key(pygame.K_SPACE, " ")])
            continue
        if top is table and table.human_to_act() and not table.animating:
            app.step(0, events=[])
            act_like_a_person(app, table, agent, rng)
        app.step(DT, events=[])
    assert peeks(table) == []
    assert handoffs >= 4 and len(played(table)) > 40


def test_a_saved_game_continues_from_the_seat_view_alone(app):
    table = make_table(app, "standard", 2, seed=8, human=0, levels=["solid"], speed="instant", save=True,
                       game="kobito")
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    agent, rng = SolidAgent(seed=3), random.Random(3)
    for _ in range(20000):
        if len(played(table)) >= 12 and table.human_to_act() and not table.animating:
            break
        if table.human_to_act() and not table.animating:
            act_like_a_person(app, table, agent, rng)
        app.step(DT, events=[])
    assert peeks(table) == []
    resumed = resume_table(app, continue_game().value)
    assert isinstance(resumed, SeatViewOnly) and truth(resumed) == truth(table)
    assert resumed.model.hands[0] == list(truth(table).hands[0]) and resumed.log[-1] == "Game resumed."
    app.nav.show(resumed)
    for _ in range(6000):
        if len(played(resumed)) >= 24 or peeks(resumed):
            break
        if resumed.human_to_act() and not resumed.animating:
            act_like_a_person(app, resumed, agent, rng)
        app.step(DT, events=[])
    assert peeks(resumed) == [] and len(played(resumed)) >= 24


def test_the_replay_viewer_draws_from_the_view_alone(app, tmp_path):
    from cabo_desktop import cli
    from cabo_desktop.storage.saves import load_game
    assert cli.main(["simulate", "--game", "kobito", "--players", "3", "--games", "1", "--records", str(tmp_path)]) == 0
    viewer = GuardedReplay(app, load_game(next(tmp_path.glob("*.json"))).value)
    app.scenes.push(viewer)
    for _ in range(12):
        viewer.step_forward()
        for _ in range(300):
            app.step(DT, events=[])
            if not viewer.animating:
                break
    viewer.jump(viewer.last)
    app.step(DT, events=[])
    assert peeks(viewer) == [] and viewer.index == viewer.last and truth(viewer).over
    assert "game over" in viewer.prompt()


def test_the_tutorial_is_played_from_the_view_alone(app):
    tutorial = GuardedTutorial(app, speed="instant")
    app.scenes.push(TitleScene(app))
    app.scenes.push(tutorial)
    wrong_tried = False
    for _ in range(40000):
        if peeks(tutorial) or isinstance(app.scenes.top, TutorialEndScene):
            break
        step = tutorial.persons_step()
        if step is not None and app.scenes.top is tutorial:
            app.step(0, events=[])  # the buttons of the moment
            hand = tutorial.controls.hand()
            if not wrong_tried and isinstance(step.action, Play):  # another card: the coach's hint
                wrong = next(k for k, c in enumerate(hand) if c != step.action.card)
                app.step(0, events=[letter(str(wrong + 1))])
                wrong_tried = True
            before = tutorial.index
            for _click in range(4):  # what the coach rings, as a person clicks it
                app.step(0, events=[click(tutorial.asked_rects()[0].center)])
                if tutorial.index > before:
                    break
        app.step(DT, events=[])
    assert peeks(tutorial) == []
    assert isinstance(app.scenes.top, TutorialEndScene) and tutorial.done and tutorial.refusals > 0
    assert truth(tutorial).over and truth(tutorial).winners == (HUMAN,)


def test_no_module_of_the_table_names_the_state_the_match_or_the_engine():
    """The same, read from the source: no `.state`, `.match`, `.session`, `.agents`,
    `.actions_taken`, `.seed` or `game.apply` and no import of the engine under
    games/kobito/table/ (the methods the session takes over aside)."""
    found = []
    for path in sorted(Path(TABLE_CODE).glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = {id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name in LEFT_TO_THE_SESSION
                for n in ast.walk(f)}
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.Attribute) and node.attr in GUARDED + ("apply", "illegal_action"):
                found.append(f"{path.name}:{node.lineno} .{node.attr}")
            if isinstance(node, ast.ImportFrom) and node.module and "engine" in node.module.split("."):
                found.append(f"{path.name}:{node.lineno} imports {node.module}")
    assert found == []


def test_the_guard_catches_a_read_of_the_state_by_the_table(app):
    """The guard itself: table code that reads the state is caught (so the tests above can fail)."""
    table = make_table(app, "standard", 2, seed=1, human=0, levels=["solid"], speed="instant", game="kobito")
    app.scenes.push(table)
    namespace = {}
    exec(compile("def peek(t):\n    return t.state.played\n", str(Path(TABLE_CODE) / "scene.py"), "exec"),
         namespace)
    with pytest.raises(AssertionError, match="state read by scene.py:peek"):
        namespace["peek"](table)
    assert peeks(table) == ["state read by scene.py:peek"]
    assert table.view.played == truth(table).played == 0
