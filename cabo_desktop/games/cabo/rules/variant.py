"""Rule variants: frozen configuration loaded from YAML and validated strictly.

Every rule difference between variants is a setting here; the engine never asks a variant for
its name. Loading reports the first problem as one `VariantError` naming the file, the key and
what is allowed.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Literal

from ....core import schema
from ....core.player_files import load_yaml_text, read_player_file
from ....core.schema import setting as _spec
from .cards import JOKER, STANDARD_RANKS, SUITS, Ability, Card, standard_keys


class VariantError(ValueError):
    """A variant file or setting is not valid. The message is meant for players."""


@dataclass(frozen=True, kw_only=True)
class PlayerRules:
    min: int = _spec("fewest seats", low=2, high=10)
    max: int = _spec("most seats", low=2, high=10)
    stretch_max: int | None = _spec("most seats when allow_stretch is on", low=2, high=10, default=None)
    allow_stretch: bool = _spec("allow more seats than max (stretches the deck)", default=False)

    @property
    def limit(self) -> int:
        return self.stretch_max if (self.allow_stretch and self.stretch_max) else self.max


@dataclass(frozen=True, kw_only=True)
class DeckRules:
    kind: Literal["numbered", "standard"] = _spec("numbered CABO deck or standard 52-card deck")
    counts: dict[str, int] = _spec("numbered: copies of each value", low=0, high=20, default={})
    jokers: int = _spec("standard: number of jokers", low=0, high=4, default=0)
    values: dict[str, int] = _spec("standard: points per rank (K_red/K_black refine K)", low=-20, high=50, default={})
    abilities: dict[str, Ability] = _spec("rank -> ability when drawn from the deck and discarded", default={})


@dataclass(frozen=True, kw_only=True)
class DealRules:
    hand_size: int = _spec("cards dealt to each player", low=1, high=8)
    layout: Literal["line", "square"] = _spec("how a hand lies on the table", default="line")
    peek_count: int = _spec("cards each player looks at after the deal", low=0, high=8, default=2)
    peek_choice: Literal["any", "nearest"] = _spec("'any': the player picks; 'nearest': the last peek_count slots", default="any")


@dataclass(frozen=True, kw_only=True)
class TurnRules:
    take_discard_face_up: bool = _spec("a card taken from the discard pile lies face up in the line")
    exchange_max: int | None = _spec("most cards exchanged for one drawn card (null: any number)", low=1, high=8, default=None)
    on_mismatch: Literal["keep_drawn", "discard_drawn"] = _spec(
        "failed multi-exchange: keep the drawn card at an end of the line, or discard it and lose the turn",
        default="keep_drawn",
    )
    mismatch_face_up: bool = _spec("cards of a failed multi-exchange go back face up", default=True)
    mismatch_penalty_from: int | None = _spec(
        "a failed multi-exchange of at least this many cards draws a penalty card (null: never)", low=2, high=8, default=None
    )
    swap_between_opponents: bool = _spec("a swap may exchange cards of two other players", default=False)
    protect_caller: bool = _spec("after the call, the caller's cards may not be spied, swapped or snapped", default=False)
    deck_empty: Literal["end_round", "reshuffle"] = _spec(
        "when the draw pile runs out: the round ends, or the discard pile (all but its top card) is reshuffled",
        default="end_round",
    )


@dataclass(frozen=True, kw_only=True)
class SnapRules:
    enabled: bool = _spec("players may snap a matching card after each discard", default=False)
    penalty_cards: int = _spec("cards taken for a wrong snap", low=0, high=4, default=2)
    match: Literal["rank", "value"] = _spec("what must match the discard: rank (K with K) or points", default="rank")


@dataclass(frozen=True, kw_only=True)
class Outcome:
    base: Literal["zero", "sum"] = _spec("start from 0 or from the card sum")
    add: int = _spec("points added to the base", low=-50, high=50, default=0)

    def score(self, total: int) -> int:
        return (0 if self.base == "zero" else total) + self.add


@dataclass(frozen=True, kw_only=True)
class Kamikaze:
    ranks: tuple[str, ...] = _spec("the exact hand that triggers Kamikaze")
    self_score: int = _spec("the Kamikaze player's score", low=-50, high=200, default=0)
    others_score: int = _spec("every other player's score", low=-50, high=200, default=50)


@dataclass(frozen=True, kw_only=True)
class ScoringRules:
    caller_lowest: Outcome = _spec("caller with the strictly lowest sum")
    caller_tied: Outcome = _spec("caller tied for the lowest sum")
    caller_not_lowest: Outcome = _spec("caller without the lowest sum")
    winners_score_zero: bool = _spec("non-callers who win the round score 0", default=False)
    caller_wins_ties: bool = _spec("a caller tied for lowest is the only round winner", default=True)
    kamikaze: Kamikaze | None = _spec("Kamikaze hand (null: no Kamikaze)", default=None)


@dataclass(frozen=True, kw_only=True)
class Reset:
    at: int = _spec("a total of exactly this many points is reset", low=1, high=1000)
    to: int = _spec("the total after a reset", low=0, high=1000)
    per_player: int | None = _spec("resets allowed per player per game (null: unlimited)", low=0, high=100, default=None)
    total: int | None = _spec("resets allowed in one game for all players together (null: unlimited)", low=0, high=100, default=None)


@dataclass(frozen=True, kw_only=True)
class GameEndRules:
    over: int = _spec("the game ends when a total is higher than this", low=1, high=10000)
    reset: Reset | None = _spec("score reset (null: none)", default=None)
    next_start: Literal["lowest_round_score", "round_winner", "rotate"] = _spec(
        "who starts the next round", default="lowest_round_score"
    )


@dataclass(frozen=True, kw_only=True)
class OptionSpec:
    key: str = _spec("dotted setting this option changes, e.g. turn.swap_between_opponents")
    label: str = _spec("what the setup screen shows")
    values: tuple[str, ...] = _spec("suggested values as YAML text (empty: a yes/no toggle)", default=())


@dataclass(frozen=True, kw_only=True)
class Variant:
    name: str = _spec("short identifier")
    title: str = _spec("name shown to players")
    description: str = _spec("one paragraph for the rules screen", default="")
    players: PlayerRules = _spec("seats")
    deck: DeckRules = _spec("the cards")
    deal: DealRules = _spec("the deal and first look")
    turn: TurnRules = _spec("what a turn allows")
    snap: SnapRules = _spec("snapping (kaboo)", default=SnapRules())
    scoring: ScoringRules = _spec("round scoring")
    game_end: GameEndRules = _spec("game end and resets")
    options: tuple[OptionSpec, ...] = _spec("settings offered as options on the setup screen", default=())
    notes: tuple[str, ...] = _spec("readings of unclear rule text, shown on the rules screen", default=())

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
        data = to_data(self)
        for key, value in changes.items():
            schema.set_dotted(data, key, value, source, VariantError)
        return variant_from_data(data, source)


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


def _check(variant: Variant, source: str) -> None:
    """Rules that tie several settings together."""

    def fail(key: str, what: str) -> typing.NoReturn:
        raise VariantError(f"{source}: key '{key}': {what}")

    p, deck, deal = variant.players, variant.deck, variant.deal
    if p.min > p.max:
        fail("players.min", f"{p.min} is more than players.max ({p.max})")
    if p.stretch_max is not None and p.stretch_max < p.max:
        fail("players.stretch_max", f"{p.stretch_max} is less than players.max ({p.max})")
    if deck.kind == "numbered":
        if not deck.counts:
            fail("deck.counts", "a numbered deck needs its card counts")
        for rank in deck.counts:
            if not rank.lstrip("-").isdigit():
                fail(f"deck.counts.{rank}", "numbered ranks must be whole numbers")
    else:
        needed = [r for r in STANDARD_RANKS] + ([JOKER] if deck.jokers else [])
        for rank in needed:
            if not any(k in deck.values for k in standard_keys(rank, "S") + standard_keys(rank, "H")):
                fail("deck.values", f"no value for rank {rank}")
            if rank != JOKER and not all(
                any(k in deck.values for k in standard_keys(rank, s)) for s in SUITS
            ):
                fail("deck.values", f"rank {rank} needs a value for both colours")
    ranks = {face.rank for face in build_faces(deck)}
    known_keys = ranks | {f"{r}_{c}" for r in ranks for c in ("red", "black")}
    for rank in deck.abilities:
        if rank not in known_keys:
            fail(f"deck.abilities.{rank}", f"no card of rank {rank} in this deck")
    if deal.peek_count > deal.hand_size:
        fail("deal.peek_count", f"{deal.peek_count} is more than deal.hand_size ({deal.hand_size})")
    cards = len(build_faces(deck))
    if cards < p.limit * deal.hand_size + 2:
        fail("deal.hand_size", f"{cards} cards cannot deal {deal.hand_size} each to {p.limit} players and keep a deck")
    kamikaze = variant.scoring.kamikaze
    if kamikaze:
        for rank in kamikaze.ranks:
            if rank not in ranks:
                fail("scoring.kamikaze.ranks", f"no card of rank {rank} in this deck")
    for option in variant.options:
        try:
            schema.get_dotted(to_data(variant), option.key)
        except KeyError:
            fail("options", f"option '{option.key}' names no setting")


def to_data(variant: Variant) -> dict[str, Any]:
    """Plain data (YAML-ready) for a variant."""
    return schema.to_data(variant)


def variant_from_data(data: Any, source: str) -> Variant:
    if isinstance(data, dict) and "extends" in data:
        parent_name = data["extends"]
        if parent_name not in BUILTIN_NAMES:
            raise VariantError(
                f"{source}: key 'extends': {parent_name!r} is not a built-in variant; "
                f"expected one of {', '.join(BUILTIN_NAMES)}"
            )
        rest = {k: v for k, v in data.items() if k != "extends"}
        data = schema.merge(to_data(load_builtin(parent_name)), rest)
    variant = schema.build(Variant, data, source, VariantError)
    _check(variant, source)
    return variant


def load_variant_text(text: str, source: str) -> Variant:
    data = load_yaml_text(text, source, VariantError)
    if data is None:
        raise VariantError(f"{source}: the file is empty")
    return variant_from_data(data, source)


def load_variant_file(path: str | Path) -> Variant:
    path = Path(path)
    return load_variant_text(read_player_file(path, VariantError, "no such variant file"), str(path))


# ---------------------------------------------------------------- built-ins

BUILTIN_NAMES = ("official", "classic", "kaboo")
# A built-in's revision goes up whenever a change to its file changes how a game plays; the
# settings of REVISION_SETTINGS[name][r] turn the file as it is now back into revision r, so a
# save or record made with an older revision plays on exactly as it began (core/records.py).
REVISIONS = {"kaboo": 2}  # kaboo 2: the game ends past 50 points (1: past 100, as official)
REVISION_SETTINGS = {"kaboo": {1: {"game_end.over": 100}}}
_BUILTIN_CACHE: dict[str, Variant] = {}


def builtin_path(name: str) -> Path:
    return Path(__file__).resolve().parent.parent / "variants" / f"{name}.yaml"


def load_builtin(name: str) -> Variant:
    if name not in BUILTIN_NAMES:
        raise VariantError(f"no built-in variant named {name!r}; built-in variants: {', '.join(BUILTIN_NAMES)}")
    if name not in _BUILTIN_CACHE:
        _BUILTIN_CACHE[name] = load_variant_file(builtin_path(name))
    return _BUILTIN_CACHE[name]
