"""Rule variants: frozen configuration loaded from YAML and validated strictly.

Every rule difference between variants is a setting here; the engine never asks a variant for
its name. Loading reports the first problem as one `VariantError` naming the file, the key and
what is allowed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Callable, Literal, NoReturn

from ....core import schema
from ....core.notation import ascii_number
from ....core.player_files import located
from ....core.variant_loading import VariantLoader, build_checked
from ....i18n import N_, _, n_
from ....core.schema import OptionSpec
from ....core.schema import setting as _spec
from .cards import JOKER, STANDARD_RANKS, SUITS, Ability, Card, standard_keys


class VariantError(ValueError):
    """A variant file or setting is not valid. The message is meant for players."""


# Bounds (docs/engine.md, "Bounds"): how big a deck and how long a game a variant may ask for. A
# record (a save) of a variant holds at most `max_actions(variant)` actions.
MAX_SEATS = 10
MAX_DECK_CARDS = 120  # a numbered deck (the CABO deck: 52; ten seats of eight cards need 82)
MAX_RANKS = 40  # keys of deck.counts, deck.values or deck.abilities (a standard deck names at most 40)
MAX_HAND = 8  # deal.hand_size
MAX_OVER = 200  # game_end.over; the built-ins end past 100 or 50
MAX_ACTIONS = 80_000  # a record; real games: under 1,500 (a table of Beginners only, in classic: docs/records.md)


@dataclass(frozen=True, kw_only=True)
class PlayerRules:
    min: int = _spec(N_("fewest seats"), low=2, high=MAX_SEATS)
    max: int = _spec(N_("most seats"), low=2, high=MAX_SEATS)
    stretch_max: int | None = _spec(N_("most seats when allow_stretch is on"), low=2, high=MAX_SEATS, default=None)
    allow_stretch: bool = _spec(N_("allow more seats than max (stretches the deck)"), default=False)

    @property
    def limit(self) -> int:
        return self.stretch_max if (self.allow_stretch and self.stretch_max) else self.max


@dataclass(frozen=True, kw_only=True)
class DeckRules:
    kind: Literal["numbered", "standard"] = _spec(N_("numbered CABO deck or standard 52-card deck"))
    counts: dict[str, int] = _spec(N_("numbered: copies of each value"), low=0, high=20, most=MAX_RANKS, default={})
    jokers: int = _spec(N_("standard: number of jokers"), low=0, high=4, default=0)
    values: dict[str, int] = _spec(N_("standard: points per rank (K_red/K_black refine K)"), low=-20, high=50,
                                   most=MAX_RANKS, default={})
    abilities: dict[str, Ability] = _spec(N_("rank -> ability when drawn from the deck and discarded"), most=MAX_RANKS,
                                          default={})


@dataclass(frozen=True, kw_only=True)
class DealRules:
    hand_size: int = _spec(N_("cards dealt to each player"), low=1, high=MAX_HAND)
    layout: Literal["line", "square"] = _spec(N_("how a hand lies on the table"), default="line")
    peek_count: int = _spec(N_("cards each player looks at after the deal"), low=0, high=8, default=2)
    peek_choice: Literal["any", "nearest"] = _spec(N_("'any': the player picks; 'nearest': the last peek_count slots"), default="any")


@dataclass(frozen=True, kw_only=True)
class TurnRules:
    take_discard_face_up: bool = _spec(N_("a card taken from the discard pile lies face up in the line"))
    exchange_max: int | None = _spec(N_("most cards exchanged for one drawn card (null: any number)"), low=1, high=8, default=None)
    on_mismatch: Literal["keep_drawn", "discard_drawn"] = _spec(
        N_("failed multi-exchange: keep the drawn card at an end of the line, or discard it and lose the turn"),
        default="keep_drawn",
    )
    mismatch_face_up: bool = _spec(N_("cards of a failed multi-exchange go back face up"), default=True)
    mismatch_penalty_from: int | None = _spec(
        N_("a failed multi-exchange of at least this many cards draws a penalty card (null: never)"), low=2, high=8, default=None
    )
    swap_between_opponents: bool = _spec(N_("a swap may exchange cards of two other players"), default=False)
    protect_caller: bool = _spec(N_("after the call, the caller's cards may not be spied, swapped or snapped"), default=False)
    deck_empty: Literal["end_round", "reshuffle"] = _spec(
        N_("when the draw pile runs out: the round ends, or the discard pile (all but its top card) is reshuffled"),
        default="end_round",
    )
    reshuffles_max: int | None = _spec(
        N_("with deck_empty: reshuffle, the most times the discard pile is reshuffled in one round; when the deck runs out after that, the round ends (null: no limit)"),
        low=1, high=20, default=None,
    )


@dataclass(frozen=True, kw_only=True)
class SnapRules:
    enabled: bool = _spec(N_("players may snap a matching card after each discard"), default=False)
    penalty_cards: int = _spec(N_("cards taken for a wrong snap"), low=0, high=4, default=2)
    match: Literal["rank", "value"] = _spec(N_("what must match the discard: rank (K with K) or points"), default="rank")


@dataclass(frozen=True, kw_only=True)
class Outcome:
    base: Literal["zero", "sum"] = _spec(N_("start from 0 or from the card sum"))
    add: int = _spec(N_("points added to the base"), low=-50, high=50, default=0)

    def score(self, total: int) -> int:
        return (0 if self.base == "zero" else total) + self.add


@dataclass(frozen=True, kw_only=True)
class Kamikaze:
    ranks: tuple[str, ...] = _spec(N_("the exact hand that triggers Kamikaze"), most=2 * MAX_HAND)  # penalties grow hands
    self_score: int = _spec(N_("the Kamikaze player's score"), low=-50, high=200, default=0)
    others_score: int = _spec(N_("every other player's score"), low=-50, high=200, default=50)


@dataclass(frozen=True, kw_only=True)
class ScoringRules:
    caller_lowest: Outcome = _spec(N_("caller with the strictly lowest sum"))
    caller_tied: Outcome = _spec(N_("caller tied for the lowest sum"))
    caller_not_lowest: Outcome = _spec(N_("caller without the lowest sum"))
    winners_score_zero: bool = _spec(N_("non-callers who win the round score 0"), default=False)
    caller_wins_ties: bool = _spec(N_("a caller tied for lowest is the only round winner"), default=True)
    kamikaze: Kamikaze | None = _spec(N_("Kamikaze hand (null: no Kamikaze)"), default=None)


@dataclass(frozen=True, kw_only=True)
class Reset:
    at: int = _spec(N_("a total of exactly this many points is reset"), low=1, high=1000)
    to: int = _spec(N_("the total after a reset"), low=0, high=1000)
    per_player: int | None = _spec(N_("resets allowed per player per game (null: unlimited)"), low=0, high=100, default=None)
    total: int | None = _spec(N_("resets allowed in one game for all players together (null: unlimited)"), low=0, high=100, default=None)


@dataclass(frozen=True, kw_only=True)
class GameEndRules:
    over: int = _spec(N_("the game ends when a total is higher than this"), low=1, high=MAX_OVER)
    reset: Reset | None = _spec(N_("score reset (null: none)"), default=None)
    next_start: Literal["lowest_round_score", "round_winner", "rotate"] = _spec(
        N_("who starts the next round"), default="lowest_round_score"
    )


@dataclass(frozen=True, kw_only=True)
class Variant(schema.VariantHead):
    """A variant of CABO: its name, title and description (schema.VariantHead), then its settings."""
    players: PlayerRules = _spec(N_("seats"))
    deck: DeckRules = _spec(N_("the cards"))
    deal: DealRules = _spec(N_("the deal and first look"))
    turn: TurnRules = _spec(N_("what a turn allows"))
    snap: SnapRules = _spec(N_("snapping (kaboo)"), default=SnapRules())
    scoring: ScoringRules = _spec(N_("round scoring"))
    game_end: GameEndRules = _spec(N_("game end and resets"))
    options: tuple[OptionSpec, ...] = schema.options_setting()
    notes: tuple[str, ...] = schema.notes_setting()

    # ----- derived, computed once -----
    @cached_property
    def faces(self) -> tuple[Card, ...]:
        """The deck's faces in a canonical order; a card id indexes this tuple."""
        return build_faces(self.deck)

    @cached_property
    def face_by_code(self) -> dict[str, Card]:
        return {face.code: face for face in self.faces}

    def with_settings(self, changes: dict[str, Any], source: str = "options") -> "Variant":
        """A copy with dotted settings changed, validated like a file."""
        return _LOADER.with_settings(self, changes, source)


# ---------------------------------------------------------------- building the deck


def build_faces(deck: DeckRules) -> tuple[Card, ...]:
    faces: list[Card] = []
    if deck.kind == "numbered":
        for rank, count in deck.counts.items():
            ability = deck.abilities.get(rank)
            faces.extend(Card(rank, int(rank), None, ability) for _ in range(count))
        return tuple(faces)
    for suit in SUITS:
        for rank in STANDARD_RANKS:
            keys = standard_keys(rank, suit)
            value = next(deck.values[k] for k in keys if k in deck.values)
            ability = next((deck.abilities[k] for k in keys if k in deck.abilities), None)
            faces.append(Card(rank, value, suit, ability))
    faces.extend(Card(JOKER, deck.values[JOKER], None, deck.abilities.get(JOKER)) for _ in range(deck.jokers))
    return tuple(faces)


# ---------------------------------------------------------------- loading and validation


def _check(variant: Variant, fail: Callable[..., NoReturn]) -> None:
    """The rules that tie several settings together (`fail(key, problem, **values)` raises)."""
    # TRANSLATORS: {key} and {other} are keys of a variant file (deal.peek_count, deal.hand_size): keep them as they are
    more = N_("key '{key}': {value} is more than {other} ({limit})")
    no_rank = N_("key '{key}': no card of rank {rank} in this deck")
    p, deck, deal = variant.players, variant.deck, variant.deal
    if p.stretch_max is not None and p.stretch_max < p.max:
        fail("players.stretch_max", _("key '{key}': {value} is less than {other} ({limit})"),
             value=p.stretch_max, other="players.max", limit=p.max)
    if deck.kind == "numbered":
        if not deck.counts:
            fail("deck.counts", _("key '{key}': a numbered deck needs its card counts"))
        for rank in deck.counts:
            if ascii_number(rank.removeprefix("-")) is None:  # not '²' nor '٣' (isdigit takes those)
                fail(f"deck.counts.{rank}", _("key '{key}': numbered ranks must be whole numbers"))
    else:
        needed = [r for r in STANDARD_RANKS] + ([JOKER] if deck.jokers else [])
        for rank in needed:
            if not any(k in deck.values for k in standard_keys(rank, "S") + standard_keys(rank, "H")):
                fail("deck.values", _("key '{key}': no value for rank {rank}"), rank=rank)
            if rank != JOKER and not all(
                any(k in deck.values for k in standard_keys(rank, s)) for s in SUITS
            ):
                fail("deck.values", _("key '{key}': rank {rank} needs a value for both colours"), rank=rank)
    ranks = {face.rank for face in build_faces(deck)}
    known_keys = ranks | {f"{r}_{c}" for r in ranks for c in ("red", "black")}
    for rank in deck.abilities:
        if rank not in known_keys:
            fail(f"deck.abilities.{rank}", _(no_rank), rank=rank)
    if deal.peek_count > deal.hand_size:
        fail("deal.peek_count", _(more), value=deal.peek_count, other="deal.hand_size", limit=deal.hand_size)
    cards = len(build_faces(deck))
    if deck.kind == "numbered" and cards > MAX_DECK_CARDS:
        # TRANSLATORS: {cards} is how many cards the variant's counts add up to
        fail("deck.counts", n_("key '{key}': too many cards ({cards}); a deck holds at most {most} card",
                               "key '{key}': too many cards ({cards}); a deck holds at most {most} cards",
                               MAX_DECK_CARDS), cards=cards, most=MAX_DECK_CARDS)
    if cards < p.limit * deal.hand_size + 2:
        # TRANSLATORS: {hand} is the number of cards dealt to each of the {players} players
        fail("deal.hand_size", n_("key '{key}': {cards} card cannot deal {hand} each to {players} players and keep a deck",
                                  "key '{key}': {cards} cards cannot deal {hand} each to {players} players and keep a deck",
                                  cards), cards=cards, hand=deal.hand_size, players=p.limit)
    kamikaze = variant.scoring.kamikaze
    if kamikaze:
        for rank in kamikaze.ranks:
            if rank not in ranks:
                fail("scoring.kamikaze.ranks", _(no_rank), rank=rank)


def to_data(variant: Variant) -> dict[str, Any]:
    """Plain data (YAML-ready) for a variant."""
    return schema.to_data(variant)


def max_actions(variant: Variant) -> int:
    """The most actions a record of a game of this variant may hold: more than real games play,
    and few enough to replay in a moment (benchmarks/worst_replay.py). Nothing in the rules bounds
    a game (a round nobody calls goes on when the deck is reshuffled; a reset or a negative card
    keeps totals low), so it is the same for every variant; MAX_OVER keeps real games inside it
    (but for a table of Beginners only in classic: docs/records.md, "Bounds")."""
    return MAX_ACTIONS


def variant_from_data(data: Any, source: str) -> Variant:
    if isinstance(data, dict) and "extends" in data:
        parent_name = data["extends"]
        if parent_name not in BUILTIN_NAMES:
            raise VariantError(located(source, _("key '{key}': {value} is not a built-in variant; expected one of {choices}")
                                       .format(key="extends", value=schema.quote(parent_name),
                                               choices=", ".join(BUILTIN_NAMES))))
        rest = {k: v for k, v in data.items() if k != "extends"}
        data = schema.merge(to_data(load_builtin(parent_name)), rest)
    return build_checked(Variant, data, source, VariantError, _check)


# ---------------------------------------------------------------- built-ins

BUILTIN_NAMES = ("official", "classic", "kaboo")
# A built-in's revision goes up whenever a change to its file changes how a game plays.
# REVISION_UNDO[name][r] holds the settings that undo revision r's change (turn revision r back
# into r - 1), so a save or record made with an older revision plays on exactly as it began
# (core/records.py). A new revision adds one entry; the older ones stay as they are.
REVISION_UNDO: dict[str, dict[int, dict[str, Any]]] = {
    "kaboo": {
        2: {"game_end.over": 100},  # the game ends past 50 points (1: past 100, as official)
        3: {"turn.deck_empty": "reshuffle"},  # the round ends when the deck runs out, as official
        4: {"snap.match": "rank"},  # snaps match by value, as the rule text says (a red King is not a black one)
    },
}
_LOADER = VariantLoader(Path(__file__).resolve().parent.parent / "variants", BUILTIN_NAMES, variant_from_data,
                        VariantError, REVISION_UNDO)
(builtin_revision, revision_settings, load_variant_text, load_variant_file, builtin_path,
 load_builtin) = _LOADER.functions()
