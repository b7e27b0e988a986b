"""AI against AI through the real scenes, for tests, screenshots and machines without a screen.

    run_demo(headless=True, games=1, variant="official", seed=0)

plays whole games with every seat an AI, the table drawn from seat 0's view (so the demo shows
only what seat 0 may see), the round-end sheet closing by itself. `screenshot` saves the window
at a frame number or when an event of a given class (e.g. CABO's CardsSlidOut or RoundScored) has
been animating for a few frames.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DEMO_DT = 1 / 60


@dataclass
class DemoResult:
    games: int = 0
    rounds: int = 0  # rounds scored over all games
    frames: int = 0
    winners: list = field(default_factory=list)
    totals: list = field(default_factory=list)
    screenshots: list = field(default_factory=list)
    seconds: float = 0.0
    errors: list = field(default_factory=list)  # what went wrong in a scene (the demo stops there)


def run_demo(headless: bool = True, games: int = 1, variant: Any = None, seed: int = 0, seats: int = 4,
             levels: list[str] | None = None, speed: str = "instant", size: tuple[int, int] = (1280, 720),
             screenshot: str | Path | None = None, at: int | str | None = None, after_frames: int = 12,
             stop_after_screenshot: bool = False, max_frames: int = 2_000_000,
             rounds: int | None = None, game: str = "cabo") -> DemoResult:
    """Play `games` AI-only games of `game` through its table scene; returns what happened.

    headless: dummy video/audio drivers and a fixed 1/60 s step (no real-time waiting); otherwise
    a real window at 60 fps. variant: a Variant of `game` or a built-in's name (default: the
    game's). speed: slow / normal / fast / instant animations. screenshot/at: save the window
    to `screenshot` (PNG) at frame `at` (int), or `after_frames` frames after the first event
    of class `at` (an event class of the game's rules, or its name as a command line gives it) starts
    animating (use speed "normal" to catch a move mid-animation). stop_after_screenshot ends the demo then.
    rounds: end each game after this many rounds have been scored (None: play games to the end).
    """
    import pygame

    from .app import App, save_screenshot
    from .tables import make_table

    start = time.perf_counter()
    app = App(size, headless=headless)
    result = DemoResult()
    trigger = {"frame": at if isinstance(at, int) else None}
    wanted = event_class(game, at) if isinstance(at, str) else at

    def hook(started: type) -> None:
        if isinstance(wanted, type) and issubclass(started, wanted) and trigger["frame"] is None:
            trigger["frame"] = app.frame + after_frames

    app.event_hooks.append(hook)
    taken = False
    try:
        for g in range(games):
            table = make_table(app, variant, seats, seed=seed + g, human=None, levels=levels, speed=speed,
                               auto_continue=0.01 if speed == "instant" else 2.0, game=game)
            app.scenes.clear_to(table)
            while not table.finished and app.running and app.frame < max_frames and not app.errors:
                if headless:
                    app.step(DEMO_DT)
                else:
                    app.step(min(app.clock.tick(60) / 1000.0, 0.1))
                if screenshot and not taken and trigger["frame"] is not None and app.frame >= trigger["frame"]:
                    result.screenshots.append(save_screenshot(app.screen, screenshot))
                    taken = True
                    if stop_after_screenshot:
                        break
                if rounds is not None and len(table.state.history) >= rounds:
                    result.rounds += len(table.state.history)
                    break
            if table.finished:
                result.rounds += len(table.state.history)
                result.games += 1
                result.winners.append(tuple(table.state.winners))
                result.totals.append(tuple(table.state.totals))
            if (taken and stop_after_screenshot) or app.errors:
                break
            app.step(DEMO_DT)  # draw the game-over screen once
        if screenshot and not taken:
            result.screenshots.append(save_screenshot(app.screen, screenshot))
    finally:
        result.errors = [f"{type(exc).__name__}: {exc}" for exc in app.errors]
        result.frames = app.frame
        result.seconds = time.perf_counter() - start
        pygame.quit()
    return result


def event_class(game: str, name: str) -> type:
    """The rule event class of `game` that a command line names (`--at CardsSlidOut`)."""
    import importlib

    from ..core.events import Event
    from ..games import get_game

    found = getattr(importlib.import_module(f"{get_game(game).package}.rules.events"), name, None)
    if not (isinstance(found, type) and issubclass(found, Event)):
        raise ValueError(f"{game} has no rule event named {name!r}")
    return found


def screenshot_scene(path: str | Path, scene: str = "title", size: tuple[int, int] = (1280, 720),
                     headless: bool = True, **demo_options) -> Path:
    """Save a PNG of a scene: 'title', 'setup', 'rules', 'settings', or 'table' (a demo table at
    the event/frame given by `at=` in demo_options, as for run_demo)."""
    import pygame

    from .app import App, save_screenshot

    if scene == "table":
        options = {"speed": "normal", "at": 240, "stop_after_screenshot": True}
        options.update(demo_options)
        run_demo(headless=headless, size=size, screenshot=path, **options)
        return Path(path)
    app = App(size, headless=headless)
    try:
        app.nav.push("title")
        if scene != "title":
            app.nav.push(scene)
        app.step(DEMO_DT, events=[])
        return save_screenshot(app.screen, path)
    finally:
        pygame.quit()


def run_bench(seats: int = 4, variant: str = "official", seed: int = 0, frames: int = 1500,
              size: tuple[int, int] = (1280, 720)) -> dict:
    """Headless autoplay at instant animation speed: frame time p50/p99/max (ms) and the time
    from creating the app to the first drawn frame (s). Returns the figures as a dict."""
    import pygame

    from .app import App
    from .tables import make_table

    t0 = time.perf_counter()
    app = App(size, headless=True)
    times: list[float] = []
    first_frame = None
    try:
        game = 0
        table = None
        while len(times) < frames:
            if table is None or table.finished:
                table = make_table(app, variant, seats, seed=seed + game, human=None, levels=["random"],
                                   speed="instant", auto_continue=0.01)
                app.scenes.clear_to(table)
                game += 1
            start = time.perf_counter()
            app.step(DEMO_DT, events=[])
            end = time.perf_counter()
            if first_frame is None:
                first_frame = end - t0
            times.append((end - start) * 1000)
    finally:
        pygame.quit()
    ordered = sorted(times)

    def pct(p: float) -> float:
        return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]

    return {"frames": len(times), "p50_ms": round(pct(50), 2), "p99_ms": round(pct(99), 2),
            "max_ms": round(ordered[-1], 2), "first_frame_s": round(first_frame or 0.0, 3)}
