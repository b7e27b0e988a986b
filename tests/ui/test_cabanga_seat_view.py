"""Cabanga!'s table draws and takes input from its seat's view alone (issue 37, item 3): the
authoritative state, the match (the session), its agents, the actions played and the seed are out
of the table code's reach (properties that record and raise when code under games/cabanga/table/
asks for them), and whole games are played through the real scenes: every seat an AI, a person
with the keys, the hint, a refused move and the gap preview, hot-seat with its hand-offs, a saved
game continued, the replay viewer and the tutorial. Whatever the table still read of the game
would be caught here."""

import ast
import random
from pathlib import Path

import pygame
import pytest

from cabo_desktop.games.cabanga import table as cabanga_table
from cabo_desktop.games.cabanga.ai.agents import SolidAgent
from cabo_desktop.games.cabanga.rules.actions import PASS, Play, Throw
from cabo_desktop.games.cabanga.rules.cards import COLOURS, Card
from cabo_desktop.storage.saves import continue_game
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.hand_off import HandOffScene
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui.tables import make_table, new_table, resume_table
from cabo_desktop.ui.tutorial import TutorialEndScene
from tests.ui.seat_view_guard import GUARDED, LEFT_TO_THE_SESSION, guarded_scenes, peeks, played, truth

DT = 1 / 60
TABLE_CODE = str(Path(cabanga_table.__file__).parent)
SeatViewOnly, GuardedReplay, GuardedTutorial = guarded_scenes(cabanga_table)


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(cabanga_table, "TableScene", SeatViewOnly)  # what Game.ui() builds tables from
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


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def act_like_a_person(app, table, agent, rng) -> None:
    """The person at the screen makes the solid AI's move from their own view, with the keys: a
    card by its number then L or R; in a throw window the cards by their numbers, then T or P."""
    action = agent.choose(table.view, list(table.legal_now()), rng)
    before = len(played(table))
    app.step(0, events=[])  # the buttons and the choice of the moment
    hand = table.controls.hand()
    if isinstance(action, Play):
        app.step(0, events=[letter(str(hand.index(action.card) + 1))])
        app.step(0, events=[letter("l" if action.side == "left" else "r")])
    elif isinstance(action, Throw):
        for card in set(table.controls.chosen) ^ set(action.cards):  # the window's choice made the move's
            app.step(0, events=[letter(str(hand.index(card) + 1))])
        app.step(0, events=[letter("t")])
    else:
        app.step(0, events=[letter("p")])
    assert len(played(table)) == before + 1 and played(table)[-1] == action


def test_a_whole_ai_game_is_drawn_from_the_view_alone(app):
    table = make_table(app, "standard", 4, seed=6, human=None, levels=["solid", "easy", "strong"],
                       speed="instant", auto_continue=0.01, game="cabanga")
    assert isinstance(table, SeatViewOnly)
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    for _ in range(80000):
        if table.finished or peeks(table):
            break
        app.step(DT, events=[])
    assert peeks(table) == []
    assert truth(table).over and table.finished and app.scenes.top.route == "game_over"
    assert table.model.totals == truth(table).totals and len(table.scores) == len(truth(table).history)
    assert app.scenes.top.report.sheet.totals == truth(table).totals


def test_a_person_plays_a_whole_game_from_the_view_alone(app):
    table = make_table(app, "standard", 3, seed=4, human=0, levels=["solid", "easy"], speed="instant",
                       auto_continue=0.01, save=True, game="cabanga")
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    agent, rng = SolidAgent(seed=4), random.Random(4)
    moves = hinted = refused = previewed = 0
    for _ in range(80000):
        if table.finished or peeks(table):
            break
        if table.human_to_act() and not table.animating:
            view = table.view
            if not hinted:  # H: the solid AI's advice, from the person's own view
                app.step(0, events=[letter("h")])
                hinted = bool(table.controls.hint_text)
            if view.thrower < 0 and not refused:  # a card the person does not hold: refused in words
                stranger = next(Card(c, v) for c in COLOURS for v in range(1, 19) if Card(c, v) not in view.hand)
                before = len(played(table))
                table.controls.submit(Play(stranger, "left"))
                refused = len(played(table)) == before and table.notice == (
                    "you can only play a card from your hand, onto the left or right pile of its row")
            if view.thrower < 0 and not previewed:  # the gap a chosen card would open, on the banner
                card = view.hand[0]
                app.step(0, events=[letter("1")])
                app.step(0, events=[move(table.layout().rows[COLOURS.index(card.colour)].left.center)])
                previewed = "gap" in table.prompt()
                table.controls.selected = None
            act_like_a_person(app, table, agent, rng)
            moves += 1
        app.step(DT, events=[])
    assert peeks(table) == []
    assert hinted and refused and previewed
    assert truth(table).over and table.finished and moves > 10 and app.scenes.top.route == "game_over"
    assert app.scenes.top.report.sheet.totals == truth(table).totals


def test_a_throw_outside_the_gap_is_refused_in_words(app):
    for seed in range(40):
        table = make_table(app, "standard", 2, seed=seed, human=0, levels=["easy"], speed="instant", game="cabanga")
        app.scenes.clear_to(table)
        agent, rng = SolidAgent(seed=1), random.Random(seed)
        for _ in range(3000):
            if truth(table).over or peeks(table):
                break
            if table.human_to_act() and not table.animating:
                view = table.view
                if view.thrower == 0 and len(table.legal_now()) > 1:
                    stranger = next(c for c in view.hand if Throw((c,)) not in table.legal_now())
                    before = len(played(table))
                    table.controls.submit(Throw((stranger,)))
                    assert len(played(table)) == before and table.notice == (
                        "only cards of the gap's colour strictly inside the gap, from your hand, may be thrown")
                    assert peeks(table) == []
                    return
                act_like_a_person(app, table, agent, rng)
            app.step(DT, events=[])
        assert peeks(table) == []
    raise AssertionError("no throw window with a card outside the gap reached the person")


def test_hot_seat_is_played_from_each_seat_view_alone(app):
    table = new_table(app, "cabanga", "standard", [("Ann", "human"), ("Bob", "human"), ("Owl", "strong")],
                      seed=5, speed="fast", auto_continue=0.01)
    assert isinstance(table, SeatViewOnly)
    app.scenes.push(table)
    agent, rng = SolidAgent(seed=1), random.Random(3)
    handoffs = windows = 0
    for _ in range(40000):
        if truth(table).over or len(played(table)) > 80 or peeks(table):
            break
        top = app.scenes.top
        if isinstance(top, HandOffScene):
            handoffs += 1
            windows += top.reason().startswith("Cabanga? ")  # the hand-off's words, from the public view
            app.step(0, events=[key(pygame.K_SPACE, " ")])
            continue
        if top is table and table.human_to_act() and not table.animating:
            act_like_a_person(app, table, agent, rng)
        app.step(DT, events=[])
    assert peeks(table) == []
    assert handoffs >= 10 and windows > 0 and len(played(table)) > 40


def test_a_saved_game_continues_from_the_seat_view_alone(app):
    table = make_table(app, "standard", 3, seed=21, human=0, levels=["solid"], speed="instant", save=True,
                       game="cabanga")
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    agent, rng = SolidAgent(seed=3), random.Random(3)
    for _ in range(20000):
        if len(played(table)) >= 12 and table.human_to_act() and not table.animating and table.view.thrower < 0:
            break
        if table.human_to_act() and not table.animating:
            act_like_a_person(app, table, agent, rng)
        app.step(DT, events=[])
    assert peeks(table) == []
    resumed = resume_table(app, continue_game().value)
    assert isinstance(resumed, SeatViewOnly) and truth(resumed) == truth(table)
    assert sorted(resumed.model.hands[0]) == sorted(truth(table).hands[0])
    assert resumed.log[-1] == f"Game resumed: round {truth(table).round_no}."
    app.nav.show(resumed)
    for _ in range(6000):
        if len(played(resumed)) >= 30 or peeks(resumed):
            break
        if resumed.human_to_act() and not resumed.animating:
            act_like_a_person(app, resumed, agent, rng)
        app.step(DT, events=[])
    assert peeks(resumed) == [] and len(played(resumed)) >= 30


def test_the_replay_viewer_draws_from_the_view_alone(app, tmp_path):
    from cabo_desktop import cli
    from cabo_desktop.storage.saves import load_game
    assert cli.main(["simulate", "--game", "cabanga", "--players", "3", "--games", "1", "--records", str(tmp_path)]) == 0
    viewer = GuardedReplay(app, load_game(next(tmp_path.glob("*.json"))).value)
    app.scenes.push(viewer)
    for _ in range(12):
        viewer.step_forward()
        for _ in range(200):
            app.step(DT, events=[])
            if not viewer.animating:
                break
    viewer.jump(viewer.last)
    app.step(DT, events=[])
    assert peeks(viewer) == [] and viewer.index == viewer.last and truth(viewer).over


def test_the_tutorial_is_played_from_the_view_alone(app):
    tutorial = GuardedTutorial(app, speed="instant")
    app.scenes.push(TitleScene(app))
    app.scenes.push(tutorial)
    for _ in range(40000):
        if peeks(tutorial) or isinstance(app.scenes.top, TutorialEndScene):
            break
        step = tutorial.persons_step()
        if step is not None and app.scenes.top is tutorial:
            action = step.action
            app.step(0, events=[])  # the buttons of the moment
            if isinstance(action, Play):
                wrong = next((c for c in tutorial.controls.hand() if c != action.card), None)
                if wrong is not None:  # another card is refused with the coach's hint
                    app.step(0, events=[letter(str(tutorial.controls.hand().index(wrong) + 1))])
                app.step(0, events=[letter(str(tutorial.controls.hand().index(action.card) + 1))])
                app.step(0, events=[letter("l" if action.side == "left" else "r")])
            else:
                app.step(0, events=[letter("t" if isinstance(action, Throw) else "p")])
        app.step(DT, events=[])
    assert peeks(tutorial) == []
    assert isinstance(app.scenes.top, TutorialEndScene) and tutorial.done and tutorial.refusals > 0


def test_no_module_of_the_table_names_the_state_the_match_or_the_engine():
    """The same, read from the source: no `.state`, `.match`, `.actions_taken`, `.seed` or
    `game.apply` and no import of the engine under games/cabanga/table/ (the methods the session
    takes over aside)."""
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
    table = make_table(app, "standard", 2, seed=1, human=0, levels=["solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    namespace = {}
    exec(compile("def peek(t):\n    return t.state.round_no\n", str(Path(TABLE_CODE) / "scene.py"), "exec"),
         namespace)
    with pytest.raises(AssertionError, match="state read by scene.py:peek"):
        namespace["peek"](table)
    assert peeks(table) == ["state read by scene.py:peek"]
    assert table.view.round_no == truth(table).round_no == 1 and PASS not in table.legal_now()


def test_every_refusal_is_a_key_the_table_words_as_the_engine_did():
    """Game.refusal is None exactly when the rules accept the action; else its key, worded by the
    table, says what the engine's refusal says (nothing a player reads changed)."""
    from cabo_desktop.games.cabanga import GAME
    from cabo_desktop.games.cabanga.rules.variant import load_builtin
    from cabo_desktop.games.cabanga.table.controls import REFUSAL_WORDS, refusal_words

    variant = load_builtin("standard")
    cards = sorted(set(variant.deck))
    keys = set()
    for seed in range(6):
        state, _events = GAME.new_game(variant, 3 + seed % 3, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.over:
                break
            tried = [PASS] + [Play(c, side) for c in rng.sample(cards, 6) for side in ("left", "right")]
            tried += [Throw((c,)) for c in rng.sample(cards, 4)] + list(GAME.legal_actions(state))
            for action in tried:
                refusal = GAME.refusal(state, action)
                assert (refusal is None) == GAME.is_legal(state, action), action
                if refusal is None:
                    continue
                keys.add(refusal.key)
                assert refusal.key in REFUSAL_WORDS
                with pytest.raises(GAME.illegal_action) as refused:
                    GAME.apply(state, action)
                assert refusal_words(refusal) == str(refused.value)
            state, _events = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        if state.over:
            assert GAME.refusal(state, PASS).key == "cabanga.game_over"
    assert len(keys) >= 4
