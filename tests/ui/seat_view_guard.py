"""What the seat-view tests of the games' tables share (issue 37, item 3): a table whose
authoritative state, session (match), agents, actions played and seed are out of reach of the
table's own code. A read from a module of the game's `table/` package is recorded and raises; the
shell's code still uses them (it is the authority's side at this computer)."""

from __future__ import annotations

import sys
from pathlib import Path

# scene methods the session helper moves out of the table (issue 37, item 1): not the table's reads
LEFT_TO_THE_SESSION = frozenset({"quick_decision", "forced_action"})
GUARDED = ("state", "match", "session", "agents", "actions_taken", "seed")


class SeatViewGuard:
    """Mixed in before a game's TableScene: `table_code` is the folder of that game's table."""

    table_code = ""

    def _guard(self, what: str) -> None:
        code = sys._getframe(2).f_code  # 0: here, 1: the property, 2: who asked
        if code.co_filename.startswith(self.table_code) and code.co_name not in LEFT_TO_THE_SESSION:
            where = f"{what} read by {Path(code.co_filename).name}:{code.co_name}"
            self.__dict__.setdefault("peeks", []).append(where)
            raise AssertionError(where)

    @property
    def match(self):
        self._guard("match")
        return self.__dict__["_match"]

    @match.setter
    def match(self, value) -> None:
        self.__dict__["_match"] = value

    @property
    def session(self):  # the same object as the match (TableBase sets both)
        self._guard("session")
        return self.__dict__["_match"]

    @session.setter
    def session(self, value) -> None:
        self.__dict__["_match"] = value

    @property
    def agents(self) -> list:
        self._guard("agents")
        return self.__dict__["_match"].agents

    @property
    def state(self):
        self._guard("state")
        return self.__dict__["_match"].state

    @state.setter
    def state(self, value) -> None:  # the replay viewer jumps between recorded states
        self.__dict__["_match"].state = value

    @property
    def actions_taken(self) -> list:
        self._guard("actions_taken")
        return self.__dict__["_match"].actions_taken

    @property
    def seed(self):
        self._guard("seed")
        return self.__dict__["_seed"]

    @seed.setter
    def seed(self, value) -> None:
        self.__dict__["_seed"] = value


def guarded_scenes(table_module) -> tuple[type, type, type]:
    """The game's table, replay viewer and tutorial, each on the guarded table."""
    code = str(Path(table_module.__file__).parent)
    table = type("SeatViewOnly", (SeatViewGuard, table_module.TableScene), {"table_code": code})
    replay = type("GuardedReplay", (table_module.ReplayScene, table), {})
    tutorial = type("GuardedTutorial", (table_module.TutorialScene, table), {})
    return table, replay, tutorial


def truth(table):
    """The authoritative state, for the test's own checks (never the table's)."""
    return table.__dict__["_match"].state


def played(table) -> list:
    return table.__dict__["_match"].actions_taken


def peeks(table) -> list:
    return table.__dict__.get("peeks", [])
