"""AI decisions off the frame: an agent chooses in a worker thread while the table keeps drawing.

Why a thread, not a worker process or a time-sliced search: an agent keeps its memory of the
game in the process (it is told every event its seat may see), so a process would have to copy
that memory for every decision or keep its own copy of every agent in step; a time-sliced
search would have to be written into every level. A thread runs the agent's own `choose`
unchanged, on the agent's own observation only (the honesty boundary is the same as before).
While a frame is drawn the search waits at its checkpoints (between samples; see
`core.agents.checkpoint`), and the switch interval is 1 ms, so a frame hardly shares the
interpreter with it; between frames (the window's loop sleeps) the search has the machine.

Determinism is unchanged: the agent and its random generator are the same objects, used in the
same order; only *when* the answer arrives depends on the clock, never *what* it is.
"""

from __future__ import annotations

import sys
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Callable

from ..core.agents import set_checkpoint

SWITCH_INTERVAL = 0.001  # seconds the interpreter lets one thread run before another may
_POOL: list[ThreadPoolExecutor] = []  # one worker for the whole app: one table thinks at a time
# set while no frame is being drawn: the worker's search waits at its checkpoints until it is
FRAME_FREE = threading.Event()
FRAME_FREE.set()
PAUSE_MOST = 0.05  # a frame never holds the worker back longer than this (a stalled loop cannot hang it)


def _pause_for_frames() -> None:
    if threading.current_thread() is not threading.main_thread():
        FRAME_FREE.wait(PAUSE_MOST)


def frame_begins() -> None:
    FRAME_FREE.clear()


def frame_ends() -> None:
    FRAME_FREE.set()


class Thinker:
    """One worker thread for a table's decisions (AI moves, the hint): at most one at a time.

    `threaded=False` (headless runs: tests, the demo, the arena of scenes) decides at once in the
    caller, so a run that steps frames as fast as it can gets its answers in the same frames
    every time; a window's loop sleeps between frames, which is when the worker runs."""

    def __init__(self, threaded: bool = True):
        self.threaded = threaded
        if threaded:
            if sys.getswitchinterval() > SWITCH_INTERVAL:
                sys.setswitchinterval(SWITCH_INTERVAL)
            set_checkpoint(_pause_for_frames)

    def start(self, decide: Callable[[], Any]) -> Future:
        """Run `decide()` in the worker; the Future holds its answer (or its exception)."""
        if not self.threaded:
            done: Future = Future()
            try:
                done.set_result(decide())
            except Exception as exc:  # noqa: BLE001 - handed to whoever asks for the result
                done.set_exception(exc)
            return done
        if not _POOL:
            _POOL.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="cabo-ai"))
        return _POOL[0].submit(decide)
