"""A frame followed by a pause (the window's loop: App.idle) builds nothing ahead after its flip:
the pause does (issue 40, frame p99: the building ahead counted in the frame's time). Frames
back to back, with no pause, still build ahead in their first 3 ms."""

from __future__ import annotations

import time

import pygame

from cabo_desktop.ui import assets
from cabo_desktop.ui.app import App


def _queued(count: int, built: list) -> None:
    for k in range(count):
        assets.prebuild.want(("test pause", k), lambda k=k: built.append(k))


def test_a_frame_with_a_pause_after_it_leaves_the_building_to_the_pause():
    app = App((640, 400), headless=True)
    try:
        app.pauses = True
        built: list = []
        _queued(3, built)
        app.step(1 / 60, events=[])
        assert built == []
        app.idle(time.perf_counter())
        assert built == [0, 1, 2]
    finally:
        assets.prebuild.clear()
        pygame.quit()


def test_frames_back_to_back_build_ahead_themselves(monkeypatch):
    from cabo_desktop.ui import app as app_module
    monkeypatch.setattr(app_module, "PREBUILD_UNTIL", 60.0)  # a busy machine's frame may outlast 3 ms
    app = App((640, 400), headless=True)
    try:
        assert app.pauses is False
        built: list = []
        _queued(1, built)
        app.step(1 / 60, events=[])
        assert built == [0]
    finally:
        assets.prebuild.clear()
        pygame.quit()
