"""Kobito variants: frozen settings loaded from YAML and validated strictly (core/schema.py), as
CABO's and Cabanga's are. Every rule the text leaves open is a setting, and the reading chosen is
written in the built-in file's notes."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Callable, Literal, NoReturn

from ....core import schema
from ....core.variant_loading import VariantLoader, build_checked
from ....core.schema import OptionSpec
from ....core.schema import setting as _spec
from ....i18n import N_, _
from .cards import COLOURS, Card, rainbow_deck


class VariantError(ValueError):
    """A variant file or setting is not valid. The message is meant for players."""


# Bounds (docs/kobito.md, "Bounds"): the game lasts until the gold cards run out, so their number
# bounds its length; a record (a save) of a variant holds at most `max_actions(variant)` actions.
MAX_GOLD = 60  # the box has 18
MAX_SEATS = 6
MAX_TOP = 20  # deck.top
MAX_SPECIAL = 10  # deck.kobitos, deck.replacements
MAX_CARDS = MAX_TOP * len(COLOURS) + 2 * MAX_SPECIAL  # the biggest rainbow deck: 160 cards
ACTIONS_AT_LEAST = 500  # with ACTIONS_PER_GOLD: the standard game 1,400 (its longest real games: under 200)
ACTIONS_PER_GOLD = 50  # a player keeping the biggest variant going as long as possible: about 28 a gold card
MAX_ACTIONS = ACTIONS_AT_LEAST + ACTIONS_PER_GOLD * MAX_GOLD  # 3,500


PlayerRules = schema.seat_rules(MAX_SEATS, __name__)


@dataclass(frozen=True, kw_only=True)
class DeckRules:
    top: int = _spec(N_("rainbow cards are numbered from 1 to this"), low=4, high=MAX_TOP)
    colours: int = _spec(N_("how many colours each number comes in (one card each)"), low=1, high=len(COLOURS))
    kobitos: int = _spec(N_("Kobito cards (jokers) in the rainbow deck"), low=0, high=MAX_SPECIAL)
    replacements: int = _spec(N_("replacement cards in the rainbow deck"), low=0, high=MAX_SPECIAL)
    wrap: bool = _spec(N_("the highest number and 1 follow each other in a rainbow"), default=True)


@dataclass(frozen=True, kw_only=True)
class GoldCard:
    length: int = _spec(N_("the length of the rainbow that wins this pot"), low=2, high=12)
    points: int = _spec(N_("the points of this pot of gold"), low=1, high=50)


@dataclass(frozen=True, kw_only=True)
class TableRules:
    hand_size: int = _spec(N_("cards in hand after every turn"), low=2, high=10)
    pots: int = _spec(N_("pots of gold on the table"), low=1, high=5)
    workshop_max: int = _spec(N_("the most rainbows a workshop may hold"), low=0, high=6)


@dataclass(frozen=True, kw_only=True)
class ScoringRules:
    score_pile_penalty: int = _spec(N_("points lost for each card put in the score pile"), low=0, high=20)
    penalised: Literal["rainbow", "all"] = _spec(
        N_("which cards in the score pile lose points: rainbow cards only, or all of them"), default="all")


@dataclass(frozen=True, kw_only=True)
class Variant(schema.VariantHead):
    """A variant of Kobito: its name, title and description (schema.VariantHead), then its settings."""
    players: PlayerRules = _spec(N_("seats"))
    deck: DeckRules = _spec(N_("the rainbow deck"))
    gold: tuple[GoldCard, ...] = _spec(N_("the gold cards: the length each asks for and its points"), most=MAX_GOLD)
    table: TableRules = _spec(N_("the table"))
    scoring: ScoringRules = _spec(N_("the score"))
    options: tuple[OptionSpec, ...] = schema.options_setting()
    notes: tuple[str, ...] = schema.notes_setting()

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        d = self.deck
        return rainbow_deck(d.top, d.colours, d.kobitos, d.replacements)

    def with_settings(self, changes: dict[str, Any], source: str = "options") -> "Variant":
        """A copy with dotted settings changed, validated like a file."""
        return _LOADER.with_settings(self, changes, source)


def _check(variant: Variant, fail: Callable[..., NoReturn]) -> None:
    """The rules that tie several settings together (`fail(key, problem, **values)` raises)."""
    p, t = variant.players, variant.table
    if len(variant.gold) < t.pots:
        fail("gold", _("key '{key}': there should be at least {n} gold cards, one for each pot"), n=t.pots)
    numbered = variant.deck.top * variant.deck.colours
    if numbered < p.max * t.hand_size + t.pots + 1:
        fail("deck", _("key '{key}': the rainbow deck cannot deal {hand} cards each to {players} players"),
             hand=t.hand_size, players=p.max)
    for k, gold in enumerate(variant.gold):
        if gold.length > variant.deck.top:
            fail(f"gold[{k}].length", _("key '{key}': a rainbow cannot be longer than {top} cards"), top=variant.deck.top)


def max_actions(variant: Variant) -> int:
    """The most actions a record of a game of this variant may hold: far more than any real game
    plays, and few enough to replay in a moment (benchmarks/worst_replay.py)."""
    return ACTIONS_AT_LEAST + ACTIONS_PER_GOLD * len(variant.gold)


def variant_from_data(data: Any, source: str) -> Variant:
    return build_checked(Variant, data, source, VariantError, _check)


BUILTIN_NAMES = ("standard",)
_LOADER = VariantLoader(Path(__file__).resolve().parent.parent / "variants", BUILTIN_NAMES, variant_from_data,
                        VariantError)
# every built-in at revision 1 so far
(builtin_revision, revision_settings, load_variant_text, load_variant_file, builtin_path,
 load_builtin) = _LOADER.functions()
