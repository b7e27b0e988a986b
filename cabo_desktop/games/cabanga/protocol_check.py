"""Never imported by the game: mypy checks here (pyproject.toml's [tool.mypy] `files` takes every
`games/*/protocol_check.py`) that this game's class gives the whole typed game protocol of
games/contracts.py, with its own signatures. A new game copies this file into its package."""

from ..contracts import GameProtocol, RulesFunctions
from . import CabangaGame, rules

CHECKED: GameProtocol = CabangaGame()
RULES: RulesFunctions = rules  # the functions the class takes by their names
