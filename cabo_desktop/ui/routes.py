"""Scene names → scene factories: the one module that imports the shell's scenes (scenes ask
`app.nav` for the next scene by name, so no scene imports another), and which of them are built
again when the player changes the language."""

from __future__ import annotations

from typing import Callable

from . import tables
from .scene import Scene
from .scenes.error import ErrorScene
from .scenes.game_over import GameOverScene
from .scenes.hand_off import HandOffScene
from .scenes.join import JoinScene
from .scenes.lobby import LobbyScene
from .scenes.help import HelpScene
from .scenes.pause import PauseScene
from .scenes.replays import ReplaysScene
from .scenes.round_end import RoundEndScene
from .scenes.rules import RulesScene
from .scenes.save_name import SaveNameScene
from .scenes.saves import SavesScene
from .scenes.settings import SettingsScene
from .scenes.setup import SetupScene
from .scenes.stats import StatsScene
from .scenes.title import TitleScene
from .scenes.tutorial_choice import TutorialChoiceScene

ROUTES: dict[str, Callable[..., Scene]] = {
    "title": TitleScene,
    "setup": SetupScene,
    "rules": RulesScene,
    "settings": SettingsScene,
    "stats": StatsScene,
    "saves": SavesScene,
    "replays": ReplaysScene,
    "pause": PauseScene,
    "help": HelpScene,
    "hand_off": HandOffScene,
    "round_end": RoundEndScene,
    "game_over": GameOverScene,
    "error": ErrorScene,
    "save_name": SaveNameScene,
    "tutorial_choice": TutorialChoiceScene,
    "join": JoinScene,
    "lobby": LobbyScene,
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
