"""What the scripted tutorials of every game share, without pygame: a step of the script (the seat
that acts, its action, what the coach says and the hint after a refused move), the steps of a
tutorial's game record found by replaying it, and the opponent that plays its script.

A tutorial is a small game record (docs/records.md): a stacked deck and the actions in the game's
notation. The person is seat 0, the scripted opponent seat 1. Every coach line is an English
message marked with N_ where the script is written and translated when shown; {name} in it is
the opponent's name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..games import GameProtocol, GameVariants
from ..i18n import _, p_

HUMAN, BOT = 0, 1


def bot_name() -> str:
    """The opponent's name in the player's language."""
    # TRANSLATORS: the tutorial opponent's first name (keep it or use a familiar name)
    return p_("tutorial opponent", "Robin")


@dataclass(frozen=True)
class Line:
    """One action of a tutorial as written in its script: the action in record notation and the
    coach's words (English messages marked with N_)."""

    action: str
    coach: str
    hint: str = ""  # after a refused move
    then: str = ""  # once the first half of the move is made (its card chosen)
    by_hand: bool = True  # False: the table makes this move for the person (nothing to decide)


@dataclass(frozen=True)
class Step:
    seat: int
    action: Any
    coach_id: str  # what the coach panel says while this step is expected (the English message)
    hint_id: str = ""  # the friendly hint when the player does something else (the English message)
    then_id: str = ""  # what the coach says once the move is half made (a card chosen)
    by_hand: bool = True  # False: a move the table makes for the person (not numbered, nothing asked)

    @property
    def coach(self) -> str:
        """The coach's words in the player's language."""
        return _(self.coach_id).format(name=bot_name()) if self.coach_id else ""

    @property
    def hint(self) -> str:
        """The hint after a refused move in the player's language ("" when there is none)."""
        return _(self.hint_id).format(name=bot_name()) if self.hint_id else ""

    @property
    def then(self) -> str:
        """The coach's words once the move is half made ("": the step's own words stay)."""
        return _(self.then_id).format(name=bot_name()) if self.then_id else ""

    @property
    def asks_the_person(self) -> bool:
        """Whether the person makes this move (a numbered step of the coach)."""
        return self.seat == HUMAN and self.by_hand


def record_variant(game: GameVariants, record: dict) -> Any:
    """The variant a tutorial record is played with: its built-in, with its settings changed."""
    variant = game.load_builtin(record["variant"])
    return game.with_settings(variant, record["settings"]) if record.get("settings") else variant


def script_steps(game: GameProtocol, record: dict, lines: Sequence[Line]) -> list[Step]:
    """The steps of a tutorial: each line's action with the seat that acts (found by replaying
    the record's game, so a script that does not fit its deck fails here, at once)."""
    state, _events = game.new_game(record_variant(game, record), len(record["seats"]), record["seed"],
                                   decks=record["decks"], start_seat=record["start_seat"])
    steps = []
    for line in lines:
        action = game.parse_action(line.action)
        steps.append(Step(state.to_act, action, line.coach, line.hint, line.then, line.by_hand))
        state, _events = game.apply(state, action)
    return steps


def full_deck(prefix: Sequence[str], every_card: Sequence[str]) -> list[str]:
    """A stacked deck: its first cards as written, then the rest of the game's cards in order."""
    rest = list(every_card)
    for code in prefix:
        rest.remove(code)
    return list(prefix) + rest


class ScriptedAgent:
    """The opponent: plays the tutorial's next scripted action (or its first legal one, should the
    script ever not fit, so the table never stalls)."""

    needs_observation = False

    def __init__(self, scene=None):  # the tutorial scene, set once it exists
        self.scene = scene

    def choose(self, obs, legal, rng):
        step = self.scene.step if self.scene is not None else None
        if step is not None and step.action in legal:
            return step.action
        return legal[0]
