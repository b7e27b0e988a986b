"""The registry of games: everything game-independent reaches a game through `get_game`.

A game is a package `cabo_desktop.games.<name>` whose `GAME` implements `protocol.Game`. The
registry imports a game only when it is first asked for, so starting the app or reading a
record of one game never loads the others.
"""

from __future__ import annotations

import importlib

from ..i18n import _
from .contracts import (GameAi, GamePresentation, GameProtocol, GameRules, GameStatistics, GameVariants,
                        ObservationFacts, StateFacts)
from .protocol import AiLevel, Game

DEFAULT_GAME = "cabo"
# name -> module; the order is the order of the setup screen
_MODULES = {
    "cabo": "cabo_desktop.games.cabo",
    "cabanga": "cabo_desktop.games.cabanga",
    "kobito": "cabo_desktop.games.kobito",
}
# the games whose table view is built: the screens (setup, rules, statistics) offer only these (a
# game joins when its table does); the command line and the variant files know every game above
_AT_THE_TABLE = ("cabo", "cabanga", "kobito")
_LOADED: dict[str, Game] = {}


class UnknownGame(ValueError):
    """No game of that name is registered."""


def game_names() -> tuple[str, ...]:
    return tuple(_MODULES)


def table_game_names() -> tuple[str, ...]:
    """The games a player can pick on the screens (their table exists), in the registry's order."""
    return tuple(name for name in _MODULES if name in _AT_THE_TABLE)


def get_game(name: str | None = None) -> Game:
    """The game registered as `name` (default: CABO); UnknownGame names the games there are."""
    key = DEFAULT_GAME if name is None else str(name).strip().lower()
    game = _LOADED.get(key)
    if game is None:
        if key not in _MODULES:
            # a record or variant file of a game this version does not know: players may see it
            raise UnknownGame(_("no game named {name}; the games are {games}").format(
                name=repr(name), games=", ".join(_MODULES)))
        game = _LOADED[key] = importlib.import_module(_MODULES[key]).GAME
    return game


def plays_in_rounds(name: str | None) -> bool:
    """Whether the game named in a save plays in rounds (Kobito does not); an unknown game is
    taken to, so its save still lists."""
    try:
        return get_game(name).plays_in_rounds
    except UnknownGame:
        return True


__all__ = ["AiLevel", "DEFAULT_GAME", "Game", "GameAi", "GamePresentation", "GameProtocol", "GameRules",
           "GameStatistics", "GameVariants", "ObservationFacts", "StateFacts", "UnknownGame", "game_names", "get_game",
           "plays_in_rounds", "table_game_names"]
