"""Scene names → scene factories: the one module that imports the shell's scenes (scenes ask
`app.nav` for the next scene by name, so no scene imports another), and which of them are built
again when the player changes the language."""

from __future__ import annotations

import importlib
from typing import Callable

from . import tables
from .scene import Scene
from .scenes.error import ErrorScene
from .scenes.game_over import GameOverScene
from .scenes.hand_off import HandOffScene
from .scenes.help import HelpScene
from .scenes.pause import PauseScene
from .scenes.round_end import RoundEndScene
from .scenes.save_name import SaveNameScene
from .scenes.title import TitleScene


def _later(module: str, name: str) -> Callable[..., Scene]:
    """The scene class `name` of ui/scenes/`module`.py, imported when the scene is first built:
    start-up imports the title, the error screen and what a table opens over itself mid-game
    (pause, help, hand-off, round end, game over, saving: never an import in a game's frame), not
    the screens reached from the title by a click, the network ones above all (asyncio, ssl)."""
    def make(*args, **kwargs) -> Scene:
        return getattr(importlib.import_module(f"{__package__}.scenes.{module}"), name)(*args, **kwargs)
    make.__name__ = make.__qualname__ = name
    return make


ROUTES: dict[str, Callable[..., Scene]] = {
    "title": TitleScene,
    "setup": _later("setup", "SetupScene"),
    "rules": _later("rules", "RulesScene"),
    "settings": _later("settings", "SettingsScene"),
    "stats": _later("stats", "StatsScene"),
    "saves": _later("saves", "SavesScene"),
    "replays": _later("replays", "ReplaysScene"),
    "pause": PauseScene,
    "help": HelpScene,
    "hand_off": HandOffScene,
    "round_end": RoundEndScene,
    "game_over": GameOverScene,
    "error": ErrorScene,
    "save_name": SaveNameScene,
    "tutorial_choice": _later("tutorial_choice", "TutorialChoiceScene"),
    "join": _later("join", "JoinScene"),
    "lobby": _later("lobby", "LobbyScene"),
    # a game's own scenes, built through the game registry
    "table": tables.new_table,
    "resume": tables.resume_table,
    "replay": tables.replay_viewer,
    "tutorial": tables.tutorial,
}

# The shell's screens that make their words (buttons, rows) when they are built: when the language
# changes, those on the stack are built again with the same arguments (App.switch_language). The
# others are kept: a game's scenes carry a game in play and draw their words in the new language.
RELABELLED = frozenset({"title", "setup", "settings", "stats", "saves", "replays", "pause", "rules",
                        "tutorial_choice"})
