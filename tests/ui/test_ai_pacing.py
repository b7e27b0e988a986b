"""When an AI moves at a real table (issue 37, "nothing a player sees changes"): its thinking pause
counts only frames in which the previous moves have all been shown, never while they run, and lasts
the table's THINK_TIME (QUICK_THINK_TIME for a quick answer) at the table's and the AI's speed,
counted frame by frame in the frames' own seconds as before the session (ba7f5cb), whatever the
table's clock reads: a table open for minutes moves its AI on the same frames as a new one."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table
from cabo_desktop.ui.theme import speed_factor

DT = 1 / 60


def frames_to_think(pause: float, step: float) -> int:
    """The frames of a pause when each frame, the first included, subtracts `step` from it."""
    left, frames = pause, 0
    while left > 0:
        left -= step
        frames += 1
    return frames


@pytest.mark.parametrize("game,variant", [("cabanga", "standard"), ("cabo", "official"), ("kobito", "standard")])
@pytest.mark.parametrize("clock,ai_speed", [(0.0, "normal"), (600.0, "normal"), (8.65, "fast")])
def test_each_ai_move_comes_its_pause_after_the_animations_end(game, variant, clock, ai_speed):
    app = App((1024, 600), headless=True)
    try:
        app.settings["ai_speed"] = ai_speed
        table = make_table(app, variant, 4, seed=5, human=None, speed="normal", game=game)
        app.nav.show(table)
        table.time = clock  # a table open for a while (the session is told this clock)
        step = DT * speed_factor("normal") * speed_factor(ai_speed)
        shown = []  # per frame: whether the previous moves were all shown once the animations ran
        run_animations = table.run_animations
        table.run_animations = lambda sdt: (run_animations(sdt), shown.append(not table.animating))
        checked, ready_frames, pause = 0, 0, None
        for _frame in range(6000):
            if checked >= 12 or app.scenes.top is not table:
                break
            seq = len(table.actions_taken)
            table.update(DT)
            if shown[-1] and pause is None:  # the pause starts: the usual one or a quick answer's
                pause = table.QUICK_THINK_TIME if table.game.quick_turn(table.state) else table.THINK_TIME
            ready_frames += shown[-1]
            if len(table.actions_taken) > seq:
                # played after its pause, counted in the frames that had nothing left to show:
                # no earlier, no later
                assert ready_frames == frames_to_think(pause, step), (ready_frames, pause)
                checked, ready_frames, pause = checked + 1, 0, None
        assert checked >= 12
    finally:
        pygame.quit()
