"""The game protocol's typed contracts (`typing.Protocol`s, checked by mypy): what each client may
use of a game, and what the shell may read of the values a game hands out.

`GameRules` (records, replays, the runner, the arena, the session), `GameVariants` (variant
files, records' bounds, the setup screen), `GameAi` (seats of the AI), `GamePresentation` (the
screens and the command line) and `GameStatistics` (the statistics screen, the arena) split the
game protocol by its clients; `GameProtocol` is all of them. `protocol.Game` is the base class
that gives their shared defaults (mypy checks it gives the whole protocol, below). A state gives
`StateFacts`, each item of its history `RoundFacts`, an observation `ObservationFacts`, an event
`SeatEvent`; the conformance suite (tests/conformance) checks every registered game's values
against them at run time.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, Sequence

from .protocol import AiLevel, Game


class RoundFacts(Protocol):
    """One finished round as the shell reads it (an item of a state's `history`)."""

    @property
    def round_no(self) -> int: ...
    @property
    def scores(self) -> tuple[int, ...]: ...
    @property
    def totals(self) -> tuple[int, ...]: ...  # after this round
    @property
    def winners(self) -> tuple[int, ...]: ...


class StateFacts(Protocol):
    """What the game-independent parts read of a game's (full, authoritative) state."""

    @property
    def variant(self) -> Any: ...
    @property
    def n_seats(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def over(self) -> bool: ...
    @property
    def to_act(self) -> int: ...  # -1 when the game is over
    @property
    def round_no(self) -> int: ...
    @property
    def totals(self) -> tuple[int, ...]: ...
    @property
    def winners(self) -> tuple[int, ...]: ...  # set when the game is over
    @property
    def history(self) -> Sequence[RoundFacts]: ...


class ObservationFacts(Protocol):
    """What the shell reads of one seat's observation (the seat feed's view of a table)."""

    @property
    def seat(self) -> int: ...  # the viewer (a seat outside the table sees no hand)
    @property
    def n_seats(self) -> int: ...
    @property
    def variant(self) -> Any: ...
    @property
    def to_act(self) -> int: ...
    @property
    def totals(self) -> tuple[int, ...]: ...


class SeatEvent(Protocol):
    """A rule event (`core.events.Event`): what happened, redacted for a seat with `for_seat`."""

    def for_seat(self, seat: int) -> Any: ...
    def visible_to(self, seat: int) -> bool: ...


class GameRules(Protocol):
    """The rules of a game, for records, replays, the runner, the arena and the session."""

    name: str
    illegal_action: type[Exception]
    setup_error: type[Exception]
    notation_error: type[Exception]

    def new_game(self, variant: Any, seats: int, seed: int, *, decks: Sequence[Sequence[str]] = (),
                 start_seat: int | None = None) -> tuple[Any, list]: ...
    def legal_actions(self, state: Any) -> Sequence[Any]: ...
    def is_legal(self, state: Any, action: Any) -> bool: ...
    def apply(self, state: Any, action: Any) -> tuple[Any, list]: ...
    def observe(self, state: Any, seat: int) -> Any: ...
    def observe_all(self, state: Any) -> Any: ...
    def shuffle_unseen(self, state: Any, seat: int, rng: random.Random) -> Any: ...
    def refusal(self, state: Any, action: Any) -> Any: ...
    def forced_action(self, state: Any, alone: bool) -> Any: ...
    def window_timeout(self, state: Any) -> Any: ...
    def quick_turn(self, state: Any) -> bool: ...
    def format_action(self, action: Any) -> str: ...
    def parse_action(self, text: str) -> Any: ...
    def wire(self) -> Any: ...  # the game's codec (core.wire.GameWire)


class GameVariants(Protocol):
    """A game's variants and the bounds of its records, for variant files, records and setup."""

    name: str
    default_variant: str
    builtin_variants: tuple[str, ...]
    variant_error: type[Exception]
    setup_error: type[Exception]
    max_seats: int
    max_decks: int
    max_deck_cards: int
    max_record_actions: int

    def load_builtin(self, name: str) -> Any: ...
    def variant_from_data(self, data: Any, source: str) -> Any: ...
    def variant_to_data(self, variant: Any) -> dict[str, Any]: ...
    def builtin_revision(self, name: str) -> int: ...
    def revision_settings(self, name: str, revision: int) -> dict[str, Any]: ...
    def with_settings(self, variant: Any, changes: dict[str, Any], source: str = "options") -> Any: ...
    def max_actions(self, variant: Any) -> int: ...
    def seats_for(self, variant: Any, seats: int) -> Any: ...


class GameAi(Protocol):
    """A game's AI seats, for the setup screen, the session and the arena."""

    default_level: str

    def ai_levels(self) -> dict[str, AiLevel]: ...
    def offered_levels(self) -> list[AiLevel]: ...
    def make_agent(self, level: str, seed: int = 0) -> Any: ...
    def random_agent(self) -> Any: ...
    def level_title(self, key: str) -> str: ...


class GamePresentation(Protocol):
    """What the screens and the command line show of a game: words, rules, replays, its table."""

    name: str
    title: str
    lower_total_wins: bool
    plays_in_rounds: bool

    @property
    def display_title(self) -> str: ...
    def rules_sections(self, variant: Any) -> list[tuple[str, list[str]]]: ...
    def rules_plain_text(self, variant: Any) -> str: ...
    def replay_summary(self, replay: Any) -> dict[str, Any]: ...
    def replay_lines(self, summary: dict[str, Any], title: str) -> list[str]: ...
    def ui(self) -> Any: ...


class GameStatistics(Protocol):
    """A game's own counters, for the statistics screen and the arena."""

    name: str
    stat_heads: tuple[str, ...]
    arena_columns: tuple[tuple[str, str, str, int], ...]

    def count_round(self, result: Any, seat: int) -> dict[str, int]: ...
    def stat_cells(self, counts: dict[str, int]) -> list[str]: ...
    def arena_counts(self, state: Any, seat: int) -> dict[str, int]: ...
    def arena_figures(self, counts: dict[str, int]) -> dict[str, Any]: ...


class GameProtocol(GameRules, GameVariants, GameAi, GamePresentation, GameStatistics, Protocol):
    """The whole game protocol: what a registered game is (`Game` below gives the defaults)."""


def _conforms(game: Game) -> GameProtocol:
    """Never called: mypy checks here that the base class gives the whole protocol."""
    return game
