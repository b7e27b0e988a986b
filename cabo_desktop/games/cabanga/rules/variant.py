"""Cabanga! variants: frozen settings loaded from YAML and validated strictly (core/schema.py), as
CABO's are. Every rule the text leaves open is a setting here, and the reading chosen is written
in the built-in file's notes."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Callable, NoReturn

from ....core import schema
from ....core.variant_loading import VariantLoader, build_checked
from ....core.schema import OptionSpec
from ....core.schema import setting as _spec
from ....i18n import N_, _
from .cards import COLOURS, Card, number_cards


class VariantError(ValueError):
    """A variant file or setting is not valid. The message is meant for players."""


# Bounds (docs/cabanga.md, "Bounds"): how long a game may last. A record (a save) of a variant
# holds at most `max_actions(variant)` actions.
MAX_POINTS = 100  # game_end.points; the box plays to 18
MAX_ROUNDS = 50  # game_end.rounds
TOP_VALUE_MAX = 30  # deal.top_value: 120 number cards
MAX_SEATS = 6
MAX_DECK_CARDS = 2 * len(COLOURS) + len(COLOURS) * TOP_VALUE_MAX  # a stacked deck: the start cards, every number card
MAX_ACTIONS = 50_000  # whatever the variant (a real game of 50 rounds in the biggest variant: under 20,000)


PlayerRules = schema.seat_rules(MAX_SEATS, __name__)


@dataclass(frozen=True, kw_only=True)
class DealRules:
    hand_size: int = _spec(N_("number cards dealt to each player"), low=1, high=12)
    top_value: int = _spec(N_("number cards run from 1 to this value in each colour"), low=4, high=TOP_VALUE_MAX)
    start_values: tuple[int, ...] = _spec(N_("the values of the start cards, two for each row"), most=2 * len(COLOURS))
    # false: a stacked deck's k-th hand goes to seat k, as records made before revision 2 were dealt
    stacked_from_start: bool = _spec(N_("a stacked deck deals the first hand to the start player, then on "
                                        "clockwise (else to the first seat)"), default=False)


@dataclass(frozen=True, kw_only=True)
class TurnRules:
    same_colour_penalty: bool = _spec(N_("playing the colour the previous player played costs a penalty card"),
                                      default=True)


@dataclass(frozen=True, kw_only=True)
class ScoringRules:
    symbols: dict[str, int] = _spec(N_("penalty points (symbols) of each card value left in hand"), low=0, high=10,
                                    most=TOP_VALUE_MAX)


@dataclass(frozen=True, kw_only=True)
class GameEndRules:
    points: int | None = _spec(N_("the game ends when someone has at least this many points (null: no limit)"),
                               low=1, high=MAX_POINTS, default=18)
    rounds: int | None = _spec(N_("the game ends after this many rounds (null: no limit)"), low=1, high=MAX_ROUNDS,
                               default=None)


@dataclass(frozen=True, kw_only=True)
class Variant(schema.VariantHead):
    """A variant of Cabanga!: its name, title and description (schema.VariantHead), then its settings."""
    players: PlayerRules = _spec(N_("seats"))
    deal: DealRules = _spec(N_("the cards and the deal"))
    turn: TurnRules = _spec(N_("what a turn allows"), default=TurnRules())
    scoring: ScoringRules = _spec(N_("round scoring"))
    game_end: GameEndRules = _spec(N_("game end and resets"), default=GameEndRules())
    options: tuple[OptionSpec, ...] = schema.options_setting()
    notes: tuple[str, ...] = schema.notes_setting()

    @cached_property
    def deck(self) -> tuple[Card, ...]:
        """Every number card, in a canonical order (the deal shuffles this)."""
        return number_cards(self.deal.top_value)

    def symbols_of(self, card: Card) -> int:
        return self.scoring.symbols[str(card.value)]

    def with_settings(self, changes: dict[str, Any], source: str = "options") -> "Variant":
        """A copy with dotted settings changed, validated like a file."""
        return _LOADER.with_settings(self, changes, source)


def _check(variant: Variant, fail: Callable[..., NoReturn]) -> None:
    """The rules that tie several settings together (`fail(key, problem, **values)` raises)."""
    p, deal = variant.players, variant.deal
    if len(deal.start_values) != 2 * len(COLOURS):
        fail("deal.start_values", _("key '{key}': there should be {n} start values, two for each row"),
             n=2 * len(COLOURS))
    for value in deal.start_values:
        if not 1 <= value <= deal.top_value:
            fail("deal.start_values", _("key '{key}': {value} is not a card value from 1 to {top}"),
                 value=value, top=deal.top_value)
    if len(variant.deck) < p.max * deal.hand_size + 1:
        fail("deal.hand_size", _("key '{key}': the cards cannot deal {hand} each to {players} players"),
             hand=deal.hand_size, players=p.max)
    values = {str(v) for v in range(1, deal.top_value + 1)}
    if set(variant.scoring.symbols) != values:
        fail("scoring.symbols", _("key '{key}': give the points of every card value from 1 to {top}, and only those"),
             top=deal.top_value)
    if variant.game_end.points is None and variant.game_end.rounds is None:
        fail("game_end", _("key '{key}': the game needs an end (points or rounds)"))


def max_actions(variant: Variant) -> int:
    """The most actions a record of a game of this variant may hold: more than any real game
    plays, and few enough to replay in a moment (benchmarks/worst_replay.py), at most MAX_ACTIONS.
    A round has at most one turn per number card (a card played stays in its row until the round
    ends), each turn a card played and every other seat's answer. A game has at most `rounds`
    rounds; ended by points, someone has them after seats x (points - 1) + 1 rounds if every
    round costs someone a point."""
    seats = variant.players.max
    per_round = len(variant.deck) * seats
    end = variant.game_end
    rounds = [r for r in (end.rounds, None if end.points is None else seats * (end.points - 1) + 1) if r is not None]
    return min(MAX_ACTIONS, min(rounds) * per_round)


def variant_from_data(data: Any, source: str) -> Variant:
    return build_checked(Variant, data, source, VariantError, _check)


BUILTIN_NAMES = ("standard",)
# REVISION_UNDO[name][r]: the settings that turn revision r of a built-in back into r - 1, so a
# record made with an older revision replays as it began (as CABO's rules/variant.py does).
REVISION_UNDO: dict[str, dict[int, dict[str, Any]]] = {
    "standard": {2: {"deal.stacked_from_start": False}},  # stacked hands dealt from the start player, as Kobito's
}


_LOADER = VariantLoader(Path(__file__).resolve().parent.parent / "variants", BUILTIN_NAMES, variant_from_data,
                        VariantError, REVISION_UNDO)
(builtin_revision, revision_settings, load_variant_text, load_variant_file, builtin_path,
 load_builtin) = _LOADER.functions()
