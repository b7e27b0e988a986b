"""The game's own screenshot mode: named screens reached through the real scenes, for reviews, docs
and tests (`cabo-desktop screenshot PATH --scene NAME`).

Menus are pushed over the title screen as a player reaches them. Each game declares its table
screens and its tutorial's screen (`Game.tour_tables`, `Game.tour_tutorial`: games/tour_screens.py).
A table screen is a 4-seat game with a person at seat 0 (played here by the game's default AI level
from that seat's own observation, with a preference for the move the screen is about) and the frames
run until the wanted event has been animating for a moment or the wanted overlay is up; an impact
moment's screen (a snap, a throw, a pot won, CABO called) catches its effect mid-flight.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

from ..i18n import _

DT = 1 / 60
FAST_FORWARD = 8
MENUS = ("title", "setup", "rules", "settings", "stats", "saves", "replays", "tutorial_choice")
NETWORK = ("join", "lobby", "remote_table")  # network play: a loopback link stands in for the server


def _games() -> list:
    from ..games import get_game, table_game_names
    return [get_game(name) for name in table_game_names()]


def tutorials() -> dict[str, str]:
    """Each game's tutorial (its first step): screen name -> game, in the registry's order."""
    return {game.tour_tutorial: game.name for game in _games() if game.tour_tutorial}


def tables() -> dict:
    """Each game's table screens (games/tour_screens.py): screen name -> (game, TourTable)."""
    return {screen.name: (game.name, screen) for game in _games() for screen in game.tour_tables}


def screens() -> tuple[str, ...]:
    """Every screen the tour reaches: the menus, help and pause, each game's tutorial and tables."""
    return MENUS + ("help", "pause") + tuple(tutorials()) + ("hand_off",) + tuple(tables()) + NETWORK


TUTORIALS = tutorials()
TABLES = tables()
SCREENS = screens()


def table_levels(game, n: int) -> list[str]:
    """The AI levels of a table's first `n` AI seats: the game's default level, then the others it
    offers, in its order (as the setup screen seats them: Game.seat_levels)."""
    return game.seat_levels()[:n]


def _run_table(app, screen: str, seed: int, max_frames: int = 40_000):
    """Play the table until `screen`'s moment; returns the table."""
    from ..games import get_game
    from .scene import Intent
    from .tables import make_table

    name, shown = tables()[screen]
    game = get_game(name)
    wait, after = shown.wait, shown.after
    # an impact moment's screen draws its effects (ui/effects.py), by the table's clock stepped
    # DT a frame and the effects' own seed: deterministic, as every screen of the tour
    app.impacts = shown.impacts
    table = make_table(app, shown.variant, 4, seed=seed, human=0, levels=table_levels(game, 3), speed="normal",
                       human_name=_("You"), game=name)
    app.nav.show(table)
    # the default level plays seat 0 from seat 0's own observation
    person = table.game.make_agent(table_levels(game, 1)[0], seed=seed)
    rng = random.Random(seed)
    fired: dict = {}  # the moment (an event class, "scene:ROUTE") -> the frame it came
    app.event_hooks.append(lambda started: fired.setdefault(started, app.frame))
    moment = wait if isinstance(wait, str) else ""
    for _frame in range(max_frames):
        # up to the moment, one frame in FAST_FORWARD is drawn (a whole game to its last screen
        # costs a few seconds, not a minute); from the moment on, every frame
        app.draw_every = 1 if wait in fired or moment.startswith("frame:") else FAST_FORWARD
        top = app.scenes.top
        if moment.startswith("frame:") and app.frame >= int(moment[6:]):
            return table
        if moment.startswith("scene:") and getattr(top, "route", "") == moment[6:]:
            fired.setdefault(wait, app.frame)
        if wait in fired and app.frame >= fired[wait] + after:
            app.draw_every = 1
            return table
        if top is table and getattr(table.director, "peek_holding", None) is not None and app.frame % 90 == 0:
            app.scenes.handle(Intent("space"))  # done remembering the first look
        elif top is table and table.human_to_act() and not table.animating and not (
                shown.settle and moment.startswith("frame:") and app.frame >= int(moment[6:]) - shown.settle):
            legal = list(table.match.legal())
            table.play(shown.preferred(legal) or person.choose(table.match.observe(0), legal, rng))
        elif getattr(top, "route", "") == "round_end" and wait != "scene:round_end" and top.age > 1.0:
            top.close()
        app.step(DT, events=[])
    raise RuntimeError(f"the screen {screen!r} was not reached in {max_frames} frames")


def reach(app, screen: str = "title", seed: int = 3) -> None:
    """Bring an app (a new one, over nothing) to one named screen (see SCREENS) through the real
    scenes, as a player would; the caller draws or saves it."""
    if screen not in screens():
        raise ValueError(f"no screen named {screen!r}; screens: {', '.join(screens())}")
    app.nav.push("title")
    if screen in MENUS[1:]:
        app.nav.push(screen)
    elif screen in tutorials():  # the first step, once the deal has been shown
        app.nav.push("tutorial", game=tutorials()[screen])
        for _frame in range(240):
            app.step(DT, events=[])
    elif screen in tables():
        _run_table(app, screen, seed)
    elif screen == "hand_off":  # hot-seat: two people and an AI; the screen between two people's turns
        from ..games import get_game
        from .tables import new_table
        game = get_game()  # the registry's default game, at its default variant
        # two people and an AI, named as the setup screen names them (and so the same portraits):
        # its first seat's person, its second seat turned to a person, its third seat's AI
        setup = app.nav.push("setup", game=game.name)
        setup.seat_kinds[1] = "human"
        setup.count = 3
        seats = setup.seats()
        app.nav.pop()
        app.nav.show(new_table(app, game.name, game.default_variant, seats, seed=seed, speed="normal"))
        for _frame in range(600):
            if getattr(app.scenes.top, "route", "") == "hand_off":
                break
            app.step(DT, events=[])
        else:
            raise RuntimeError("the hand-off screen was not reached")
    elif screen in NETWORK:
        _reach_network(app, screen, seed)
    elif screen in ("help", "pause"):
        table = _run_table(app, next(iter(tables())), seed)  # the first table screen
        app.nav.push(screen, **({"lines": table.help_lines(), "area": table.play_area()} if screen == "help"
                                 else {"table": table}))


def _reach_network(app, screen: str, seed: int) -> None:
    """Join (LAN discovery as the settings say), a host's lobby with a friend not ready yet, or a
    remote table where a friend is away, from a link to a local game (ui/remote_loopback.py)."""
    from ..games import get_game
    from .remote_host import NetRoom, enter_room
    from .remote_loopback import SessionLink
    from .remote_table import remote_table
    if screen == "join":
        app.nav.push("join")
        return
    game = get_game()
    levels = table_levels(game, 3)
    friend = _("Player {n}").format(n=2)
    link = SessionLink(game.name, _("Player {n}").format(n=1), levels[:2], seed=seed, started=screen != "lobby",
                       away=((1, friend),) if screen == "remote_table" else ())
    if screen == "lobby":  # the friend is connected, not ready; the last seat is still open
        seats = list(link.lobby.seats)
        seats[1] = seats[1].__class__(friend, "person", None, True, False)
        seats.append(seats[1].__class__("", "open"))
        link.lobby = link.lobby.__class__(tuple(seats), 0, game.name, link.lobby.variant)
    enter_room(app, NetRoom(link, address="192.168.1.20:8765"))
    if screen == "lobby":
        app.nav.push("lobby")
        return
    app.nav.show(remote_table(app, link))
    for _frame in range(240):
        app.step(DT, events=[])


def take(path: str | Path, screen: str = "title", size: tuple[int, int] = (1280, 720), seed: int = 3,
         headless: bool = True, language: str | None = None) -> Path:
    """Save a PNG of one named screen (see SCREENS) and return its path. `language`: a code of
    i18n.LANGUAGES (default: the player's setting)."""
    import pygame

    from .app import App, save_screenshot

    if screen not in screens():
        raise ValueError(f"no screen named {screen!r}; screens: {', '.join(screens())}")
    app = App(size, headless=headless)
    app.catch_errors = False
    if language is not None:
        from .. import i18n
        i18n.set_language(language)
    try:
        reach(app, screen, seed)
        # what a window's pauses between frames would have built by now (a moment's rays, faces at
        # a new size): a headless app builds ahead only in its frames' spare 3 ms, and a busy moment at
        # 1920x1080 left the shot without its rays
        from .assets import prebuild
        prebuild.run(time.perf_counter() + 5.0)
        app.step(DT, events=[])
        return save_screenshot(app.screen, path)
    finally:
        pygame.quit()
