"""Never run, only type-checked (pyproject.toml's [tool.mypy] lists it): every registered game's
class gives the whole typed game protocol of games/contracts.py, with its own signatures.
tests/test_type_check.py fails when a registered game is missing here."""

from cabo_desktop.games.cabanga import CabangaGame
from cabo_desktop.games.cabo import CaboGame
from cabo_desktop.games.contracts import GameProtocol
from cabo_desktop.games.kobito import KobitoGame

REGISTERED: dict[str, GameProtocol] = {"cabo": CaboGame(), "cabanga": CabangaGame(), "kobito": KobitoGame()}
