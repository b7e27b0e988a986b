"""The replay viewer: a finished AI game is kept, listed under Title → Replays, opened, and stepped
forward (animated) and back (jumps); the table shows the recorded true state at every step with
every card face up, the action in words in the banner and the log."""

import os

import pygame
import pytest

from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.core.records import action_lines, replay as replay_record
from cabo_desktop.storage.saves import keep_finished, list_finished, new_record
from cabo_desktop.games.cabo.table import art
from cabo_desktop.ui.app import App, save_screenshot
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.games.cabo import GAME
from cabo_desktop.games.cabo.table.replay import ReplayScene
from cabo_desktop.ui.scenes.replays import ReplaysScene

DT = 1 / 60


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def finished_game(variant="official", seed=7, levels=("beginner", "random")):
    v = load_builtin(variant)
    agents = [make_agent(level, seed + i) for i, level in enumerate(levels)]
    run = play_game(v, agents, seed)
    record = new_record(v, [(f"Bot{i + 1}", level) for i, level in enumerate(levels)], seed)
    record.actions = action_lines(run.actions)
    path, messages = keep_finished(record, run.state)
    assert path is not None and not messages
    return record, run


@pytest.fixture
def app():
    a = App((1280, 720), headless=True)
    a.settings["speed"] = "fast"
    yield a
    pygame.quit()


def press(app, k, frames=1):
    app.step(0, events=[key(k)])
    for _ in range(frames - 1):
        app.step(DT, events=[])


def hands_of(state):
    return [[state.face(c) for c in hand] for hand in state.round.hands]


def shown_hands(viewer):
    return [[s.shown_card() for s in hand] for hand in viewer.model.hands]


def assert_shows(viewer, state):
    assert viewer.state == state
    assert not viewer.animating
    assert viewer.face_up_everywhere()  # every card of every hand drawn face up
    assert shown_hands(viewer) == hands_of(state)
    assert viewer.model.totals == state.totals
    assert viewer.model.round_no == state.round.round_no
    assert viewer.model.deck_size == len(state.round.deck)
    assert viewer.model.discard == [state.face(c) for c in state.round.discard]


def open_viewer(app):
    app.scenes.push(TitleScene(app))
    app.step(DT, events=[])
    press(app, pygame.K_p)  # Title → Replays
    listing = app.scenes.top
    assert isinstance(listing, ReplaysScene)
    assert len(listing.games) == 1
    app.step(DT, events=[])
    press(app, pygame.K_RETURN)  # open the chosen game
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene)
    return listing, viewer


def test_list_shows_finished_games_with_winner():
    record, run = finished_game()
    listing = list_finished()
    assert len(listing.saves) == 1
    sm = listing.saves[0]
    assert sm.over and sm.players == ("Bot1", "Bot2") and sm.totals == run.state.totals
    assert sm.winners == run.state.winners


def test_step_forward_and_back_shows_the_recorded_states_face_up(app):
    record, run = finished_game()
    rep = replay_record(record)
    listing, viewer = open_viewer(app)
    assert viewer.index == 0
    assert_shows(viewer, rep.initial)
    drawn_faces = []
    real_face = art.card_face
    n = 40
    for i in range(1, n + 1):
        press(app, pygame.K_RIGHT)
        assert viewer.index == i
        assert viewer.animating or not rep.events[i - 1]  # the table animates the action's events
        for _ in range(400):
            if not viewer.animating:
                break
            app.step(DT, events=[])
        app.step(DT, events=[])
        assert_shows(viewer, rep.states[i - 1])
        assert viewer.prompt().startswith(f"Replay · move {i}/{len(rep.actions)}")
        assert viewer.log and viewer.log[-len(viewer.step_lines[i]):] == viewer.step_lines[i]
    # what is drawn: every hand card is drawn as its face (never a back), through card_face or as a
    # card resting on the table with its shadow (TableView.resting: None there is a back), or such a
    # card turned in a fanned hand (plates.tilted, kept turned: it asks `resting` only once)
    from cabo_desktop.games.cabo.table import plates
    from cabo_desktop.games.cabo.table.view import TableView
    real_resting, real_tilted = TableView.resting, plates.tilted
    try:
        def spy_tilted(resting, card, *a, **kw):
            if card is not None:
                drawn_faces.append(card)
            return real_tilted(resting, card, *a, **kw)

        def spy(card, size, *a, **kw):
            drawn_faces.append(card)
            return real_face(card, size, *a, **kw)

        def spy_resting(card, size):
            if card is not None:
                drawn_faces.append(card)
            return real_resting(card, size)
        art.card_face = spy
        TableView.resting = staticmethod(spy_resting)
        plates.tilted = spy_tilted
        app.step(DT, events=[])
    finally:
        art.card_face = real_face
        TableView.resting = staticmethod(real_resting)
        plates.tilted = real_tilted
    for hand in hands_of(rep.states[n - 1]):
        for card in hand:
            assert card in drawn_faces
    shot = save_screenshot(app.screen, os.environ.get("CABO_REPLAY_SHOT") or
                           os.path.join(os.environ["CABO_DESKTOP_HOME"], "replay.png"))
    assert shot.exists()
    # back: jumps without animation
    for i in range(n - 1, n - 6, -1):
        press(app, pygame.K_LEFT)
        assert viewer.index == i and not viewer.animating
        assert_shows(viewer, rep.states[i - 1])
    # a quick press while animating finishes the running step first
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    app.step(DT, events=[])
    while viewer.animating:
        app.step(DT, events=[])
    assert viewer.index == n - 3
    assert_shows(viewer, rep.states[n - 4])
    press(app, pygame.K_END)
    assert viewer.index == len(rep.actions)
    assert_shows(viewer, rep.final)
    assert viewer.state.over and "game over" in viewer.prompt()
    press(app, pygame.K_RIGHT)  # nothing after the end
    assert viewer.index == len(rep.actions)
    press(app, pygame.K_HOME)
    assert viewer.index == 0
    assert_shows(viewer, rep.initial)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is listing
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)
    assert not app.errors


def test_every_step_of_a_whole_game_matches_and_clicks_work(app):
    record, run = finished_game(variant="kaboo", seed=3, levels=("random", "random", "beginner"))
    rep = replay_record(record)
    listing, viewer = open_viewer(app)
    app.step(DT, events=[])
    nxt = next(b for b in viewer.buttons if b.label.startswith("Next"))
    prev = next(b for b in viewer.buttons if b.label.startswith("< Prev"))
    for i in range(1, len(rep.actions) + 1):
        app.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=nxt.rect.center)])
        viewer._finish_animations()
        assert viewer.index == i
        assert_shows(viewer, rep.states[i - 1])
    app.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=prev.rect.center)])
    assert viewer.index == len(rep.actions) - 1
    assert_shows(viewer, rep.states[-2])
    assert not app.errors


def test_space_plays_the_game_to_its_end(app):
    record, run = finished_game(seed=11)
    rep = replay_record(record)
    app.settings["speed"] = "instant"
    listing, viewer = open_viewer(app)
    press(app, pygame.K_SPACE)
    assert viewer.playing
    for _ in range(len(rep.actions) * 40):
        if viewer.index == len(rep.actions) and not viewer.animating:
            break
        app.step(0.2, events=[])
    app.step(DT, events=[])
    assert not viewer.playing
    assert_shows(viewer, rep.final)


def test_full_observation_knows_every_card():
    record, run = finished_game()
    rep = replay_record(record)
    for state in (rep.initial, rep.states[len(rep.states) // 2], rep.final):
        obs = GAME.observe_all(state)  # the replay viewer's view of a finished game's step
        assert [[v.card for v in hand] for hand in obs.hands] == hands_of(state)
        assert all(v.face_up for hand in obs.hands for v in hand)
