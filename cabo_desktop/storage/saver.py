"""The table's saver: keeps the record of the game being played and autosaves it after every action."""

from __future__ import annotations

import logging
from typing import Any

from ..core.records import GameRecord, RecordError
from ..i18n import _
from .files import write_problem
from .saves import LoadedGame, SaveSummary, _write_game, autosave_path, finish_game, save_game

log = logging.getLogger("cabo_desktop.storage")


class GameSaver:
    """Keeps the record of the game being played and autosaves it after every action.

        saver = GameSaver(new_record(variant, [("Ann", "human"), ("Pip", "beginner")], seed))
        ...
        state, events = apply(state, action)
        messages = saver.after_action(action, state)   # show messages, if any
        if state.over:
            messages = saver.finish(state)
    """

    def __init__(self, record: GameRecord, state: Any = None, *, autosave_now: bool = True):
        self.record = record
        self.messages: list[str] = []
        self.rounds_seen = len(state.history) if state is not None else 0
        # why the game is not being saved (None: it is); said once, then shown as a status line
        self.problem: str | None = None
        if autosave_now:
            self.messages = self._autosave(state)

    def _autosave(self, state: Any) -> list[str]:
        """Autosave; the first failure is said once ("your game is not being saved"), later ones
        only keep `problem` up to date, and a success after them says saving works again."""
        path = autosave_path()
        try:
            _write_game(path, self.record, state, {})
        except (OSError, RecordError) as exc:
            log.error("could not write the autosave %s: %s", path, exc)
            first = self.problem is None
            self.problem = write_problem(exc)
            return [_("Your game is not being saved: {problem}.").format(problem=self.problem)] if first else []
        if self.problem is not None:
            self.problem = None
            return [_("Your game is being saved again.")]
        return []

    @classmethod
    def resume(cls, game: LoadedGame) -> "GameSaver":
        return cls(game.record, game.state, autosave_now=False)

    def after_action(self, action: Any, state: Any) -> list[str]:
        self.record.actions.append(action if isinstance(action, str) else self.record.rules.format_action(action))
        messages = self._autosave(state)
        if len(state.history) > self.rounds_seen and not state.over:  # a round was scored: count it now
            self.rounds_seen = len(state.history)
            from .stats import record_rounds
            messages += record_rounds(self.record, state).messages
        return messages

    def save_as(self, name: str, state: Any) -> tuple[SaveSummary | None, list[str]]:
        return save_game(name, self.record, state)

    def finish(self, state: Any, *, update_stats: bool = True) -> list[str]:
        return finish_game(self.record, state, update_stats=update_stats)
