"""The AI's thinking pause at the session's pace (issue 37, "nothing a player sees changes"): it is
counted in the thinking time the caller gives each step (a table: its frames' own seconds times its
speed factors, subtracted frame by frame as the table did before the session, ba7f5cb), not in the
differences of the caller's clock, whose rounding grows with the clock and moved an AI's move a
frame sooner once a table had been open for a few seconds."""

from __future__ import annotations

import pytest

from cabo_desktop.core.session import QUICK_THINK_TIME, THINK_TIME, Session
from cabo_desktop.games import get_game

CABO = get_game("cabo")
FRAME = 1 / 60


class FirstLegal:
    """Plays the first legal action."""

    def choose(self, observation, legal, rng):
        return legal[0]


def frames_to_think(pause: float, step: float) -> int:
    """The frames a pause lasts when each frame subtracts `step` from what is left, the first
    frame included, until nothing is left (the table's arithmetic before the session)."""
    left, frames = pause, 0
    while left > 0:
        left -= step
        frames += 1
    return frames


@pytest.mark.parametrize("origin", [0.0, 8.65, 1000.0])
@pytest.mark.parametrize("tick", [lambda t: t + FRAME, lambda t: t, lambda t: t + 100.0],
                         ids=["clock-in-step", "clock-stopped", "clock-jumping"])
def test_the_pause_lasts_the_thinking_time_given_whatever_the_clock_says(origin, tick):
    session = Session(CABO, CABO.load_builtin("official"), [FirstLegal(), FirstLegal()], ["A", "B"], seed=3)
    assert not CABO.quick_turn(session.state)
    now, played_at = origin, None
    for frame in range(1, 200):
        if session.advance(now, thought=FRAME):
            played_at = frame
            break
        now = tick(now)
    assert played_at == frames_to_think(THINK_TIME, FRAME) == 34  # 0.55 s: the 34th frame, as before


def test_a_table_open_for_a_while_moves_its_ai_on_the_same_frames_as_a_new_one():
    """The very frames of a pre-session table: a quick answer (0.25 s) on the 16th frame of 1/60 s,
    at clock 0 and at clock 8.65 (where differences of the clock had it on the 15th)."""
    assert frames_to_think(QUICK_THINK_TIME, FRAME) == 16
    for origin in (0.0, 8.65):
        session = Session(CABO, CABO.load_builtin("official"), [FirstLegal(), FirstLegal()], ["A", "B"], seed=3,
                          think_times=(QUICK_THINK_TIME, QUICK_THINK_TIME))
        now = origin
        for frame in range(1, 40):
            if session.advance(now, thought=FRAME):
                break
            now += FRAME
        assert frame == 16, origin


def test_without_a_thinking_time_the_pause_is_the_clock_times_the_pace():
    session = Session(CABO, CABO.load_builtin("official"), [FirstLegal(), FirstLegal()], ["A", "B"], seed=3)
    assert not session.advance(0.0, pace=2.0)
    assert not session.advance(0.27, pace=2.0) and session.seq == 0  # 0.54 of 0.55 s
    assert session.advance(0.28, pace=2.0) and session.seq == 1
