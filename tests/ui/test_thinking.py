"""AI decisions off the frame: with the window's threaded AI, an agent chooses in the table's
worker while frames go on, and a seed still gives the very same game as when it decides in the
frame (only when the answer arrives depends on the clock, never what it is)."""

import threading
import time

import pygame
import pytest

from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


class SlowAgent:
    """Chooses only once it is allowed to (an Event), recording the thread it runs in."""

    needs_observation = False

    def __init__(self):
        self.go = threading.Event()
        self.threads = []

    def choose(self, observation, legal, rng):
        self.threads.append(threading.current_thread())
        self.go.wait(10)
        return legal[0]


def test_frames_go_on_while_an_ai_thinks_in_the_worker():
    app = App((1024, 600), headless=True)
    app.threaded_ai = True
    try:
        table = make_table(app, "official", 2, seed=1, human=None, levels=["random"], speed="instant",
                           auto_continue=0.01)
        slow = SlowAgent()
        table.match.agents[table.state.to_act] = slow
        app.nav.show(table)
        before = app.frame
        for _ in range(30):  # the agent is still "thinking": the frames are not held up
            app.step(DT, events=[])
        assert app.frame == before + 30
        assert slow.threads and all(t is not threading.main_thread() for t in slow.threads)
        assert len(table.actions_taken) == 0
        slow.go.set()
        deadline = time.monotonic() + 30  # generous: a loaded CI machine must not fail this
        while not table.actions_taken and time.monotonic() < deadline:
            app.step(DT, events=[])
            time.sleep(0.001)
        assert table.actions_taken, "the answer was never played"
    finally:
        pygame.quit()


def _game(threaded: bool, frames: int = 4000) -> list:
    app = App((1024, 600), headless=True)
    app.threaded_ai = threaded
    try:
        table = make_table(app, "official", 3, seed=11, human=None, levels=["expert", "skilled", "casual"],
                           speed="instant", auto_continue=0.01)
        app.nav.show(table)
        # the worker's pace depends on the machine's load: wait by the clock (generously), not by a
        # frame count, for its 40 actions
        deadline = time.monotonic() + 120
        for _ in range(frames if not threaded else 10**9):
            if len(table.actions_taken) >= 40 or table.finished or time.monotonic() > deadline:
                break
            app.step(DT, events=[])
            if threaded:
                time.sleep(0.0005)  # a window's loop sleeps between frames: the worker runs then
        return list(table.actions_taken[:40])
    finally:
        pygame.quit()


def test_a_seed_gives_the_same_game_whether_the_ai_thinks_in_the_worker_or_in_the_frame():
    in_frame, in_worker = _game(False), _game(True)
    assert len(in_frame) == 40 and in_worker == in_frame


@pytest.mark.parametrize("fast, slow", [("fast", "slow"), ("instant", "normal")])
def test_the_ai_speed_setting_paces_the_ai_and_not_the_person(fast, slow):
    """An AI-speed setting beside the animation speed: the AI's thinking pause and the showing of
    its moves follow it (measured in frames of 1/60 s for the AI's first ten actions)."""
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.tables import make_table

    def frames_for_ai_moves(ai_speed: str) -> int:
        app = App((1280, 720), headless=True)
        try:
            app.settings["ai_speed"] = ai_speed
            t = make_table(app, "official", 3, seed=3, human=None, levels=["random", "random", "random"],
                           speed="normal")
            app.scenes.push(t)
            for frame in range(20_000):
                if len(t.actions_taken) >= 10:
                    return frame
                app.step(1 / 60, events=[])
            raise AssertionError("the AI never moved")
        finally:
            pygame.quit()
    assert frames_for_ai_moves(fast) * 1.5 < frames_for_ai_moves(slow)
