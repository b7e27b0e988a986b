"""The game's own screenshot mode: named screens reached through the real scenes, for reviews, docs
and tests (`cabo-desktop screenshot PATH --scene NAME`).

Menus are pushed over the title screen as a player reaches them. Table screens are a 4-seat game
with a person at seat 0 (played here by the Casual AI from that seat's own observation, with a
preference for the move the screen is about) and the frames run until the wanted event has been
animating for a moment or the wanted overlay is up.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Callable

from ..i18n import _

DT = 1 / 60
FAST_FORWARD = 8
MENUS = ("title", "setup", "rules", "settings", "stats", "saves", "replays", "tutorial_choice")
# each game's tutorial: screen name -> game
TUTORIALS = {"tutorial": "cabo", "cabanga_tutorial": "cabanga", "kobito_tutorial": "kobito"}
# name -> (game, variant, what the person prefers to do, the event or scene to wait for, frames after it)
TABLES: dict[str, tuple[str, str, tuple[str, ...], str, int]] = {
    "table": ("cabo", "official", (), "frame:420", 0),
    "kaboo": ("cabo", "kaboo", (), "frame:520", 0),
    "peek": ("cabo", "official", ("Peek",), "CardPeeked", 40),
    "spy": ("cabo", "official", ("Spy",), "CardSpied", 40),
    "swap": ("cabo", "official", ("Swap",), "CardsSwapped", 14),
    "multi": ("cabo", "official", ("Exchange2",), "CardsSlidOut", 16),
    "cabo": ("cabo", "official", ("CallCabo",), "CaboCalled", 20),
    "round_end": ("cabo", "official", (), "scene:round_end", 150),
    "game_over": ("cabo", "official", (), "scene:game_over", 60),
    "cabanga": ("cabanga", "standard", (), "frame:900", 0),
    "cabanga_throw": ("cabanga", "standard", ("Throw",), "CardsThrown", 18),
    "cabanga_round_end": ("cabanga", "standard", (), "scene:round_end", 150),
    "cabanga_game_over": ("cabanga", "standard", (), "scene:game_over", 60),
    "kobito": ("kobito", "standard", ("Start",), "frame:700", 0),
    "kobito_pot": ("kobito", "standard", (), "PotWon", 30),
    "kobito_game_over": ("kobito", "standard", (), "scene:game_over", 60),
}
# the AI levels of the other three seats of a table screen, per game
TABLE_LEVELS = {"cabo": ["casual", "beginner", "skilled"], "cabanga": ["solid", "easy", "strong"],
                "kobito": ["solid", "easy", "strong"]}
# the level that plays the person's seat (from that seat's own observation)
PERSON_LEVEL = {"cabo": "casual", "cabanga": "solid", "kobito": "solid"}
SCREENS = MENUS + ("help", "pause") + tuple(TUTORIALS) + ("hand_off",) + tuple(TABLES)


def _prefer(kinds: tuple[str, ...]) -> Callable[[list], object | None]:
    """The first legal action of a preferred kind ("Exchange2": an exchange of 2+ cards)."""
    def pick(legal: list):
        for kind in kinds:
            for action in legal:
                name = type(action).__name__
                if kind == "Exchange2" and name == "Exchange" and len(action.slots) >= 2:
                    return action
                if name == kind:
                    return action
        return None
    return pick


def _run_table(app, screen: str, seed: int, max_frames: int = 40_000):
    """Play the table until `screen`'s moment; returns the table."""
    from .scene import Intent
    from .tables import make_table

    game, variant, kinds, wait, after = TABLES[screen]
    table = make_table(app, variant, 4, seed=seed, human=0, levels=TABLE_LEVELS[game], speed="normal",
                       human_name=_("You"), game=game)
    app.nav.show(table)
    person = table.game.make_agent(PERSON_LEVEL[game], seed=seed)  # plays seat 0 from seat 0's observation
    prefer, rng = _prefer(kinds), random.Random(seed)
    fired: dict[str, int] = {}
    app.event_hooks.append(lambda name: fired.setdefault(name, app.frame))
    for _frame in range(max_frames):
        # up to the moment, one frame in FAST_FORWARD is drawn (a whole game to its last screen
        # costs a few seconds, not a minute); from the moment on, every frame
        app.draw_every = 1 if wait in fired or wait.startswith("frame:") else FAST_FORWARD
        top = app.scenes.top
        if wait.startswith("frame:") and app.frame >= int(wait[6:]):
            return table
        if wait.startswith("scene:") and getattr(top, "route", "") == wait[6:]:
            fired.setdefault(wait, app.frame)
        if wait in fired and app.frame >= fired[wait] + after:
            app.draw_every = 1
            return table
        if top is table and getattr(table.director, "peek_holding", None) is not None and app.frame % 90 == 0:
            app.scenes.handle(Intent("space"))  # done remembering the first look
        elif top is table and table.human_to_act() and not table.animating:
            legal = list(table.match.legal())
            table.play(prefer(legal) or person.choose(table.match.observe(0), legal, rng))
        elif getattr(top, "route", "") == "round_end" and wait != "scene:round_end" and top.age > 1.0:
            top.close()
        app.step(DT, events=[])
    raise RuntimeError(f"the screen {screen!r} was not reached in {max_frames} frames")


def reach(app, screen: str = "title", seed: int = 3) -> None:
    """Bring an app (a new one, over nothing) to one named screen (see SCREENS) through the real
    scenes, as a player would; the caller draws or saves it."""
    if screen not in SCREENS:
        raise ValueError(f"no screen named {screen!r}; screens: {', '.join(SCREENS)}")
    app.nav.push("title")
    if screen in MENUS[1:]:
        app.nav.push(screen)
    elif screen in TUTORIALS:  # the first step, once the deal has been shown
        app.nav.push("tutorial", game=TUTORIALS[screen])
        for _frame in range(240):
            app.step(DT, events=[])
    elif screen in TABLES:
        _run_table(app, screen, seed)
    elif screen == "hand_off":  # hot-seat: two people and an AI; the screen between two people's turns
        from ..i18n import _
        from .tables import new_table
        seats = [(_("You"), "human"), (_("Player {n}").format(n=2), "human"), (_("Player {n}").format(n=3), "casual")]
        app.nav.show(new_table(app, "cabo", "official", seats, seed=seed, speed="normal"))
        for _frame in range(600):
            if getattr(app.scenes.top, "route", "") == "hand_off":
                break
            app.step(DT, events=[])
        else:
            raise RuntimeError("the hand-off screen was not reached")
    elif screen in ("help", "pause"):
        table = _run_table(app, "table", seed)
        app.nav.push(screen, **({"lines": table.help_lines(), "area": table.play_area()} if screen == "help"
                                 else {"table": table}))


def take(path: str | Path, screen: str = "title", size: tuple[int, int] = (1280, 720), seed: int = 3,
         headless: bool = True, language: str | None = None) -> Path:
    """Save a PNG of one named screen (see SCREENS) and return its path. `language`: a code of
    i18n.LANGUAGES (default: the player's setting)."""
    import pygame

    from .app import App, save_screenshot

    if screen not in SCREENS:
        raise ValueError(f"no screen named {screen!r}; screens: {', '.join(SCREENS)}")
    app = App(size, headless=headless)
    app.catch_errors = False
    if language is not None:
        from .. import i18n
        i18n.set_language(language)
    try:
        reach(app, screen, seed)
        app.step(DT, events=[])
        return save_screenshot(app.screen, path)
    finally:
        pygame.quit()
