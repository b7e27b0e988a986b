"""Game records: a versioned file that is a whole game (variant, seats, seed or stacked decks,
actions in the notation of docs/records.md). Saves, bug reports and replays all use it.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from .actions import Action, NotationError, format_action, parse_action
from .engine import IllegalAction, SetupError, apply, new_game
from .events import Event
from .state import GameState
from .variant import (
    BUILTIN_NAMES, Variant, VariantError, load_builtin, read_player_file, to_data, variant_from_data,
)

RECORD_FORMAT = "cabo-desktop-record"
RECORD_VERSION = 1


class RecordError(ValueError):
    """A record cannot be read or replayed; the message names the problem (and the action)."""

    def __init__(self, message: str, action_index: int | None = None):
        super().__init__(message)
        self.action_index = action_index


@dataclass
class Seat:
    name: str
    kind: str = "human"  # "human", or an AI level such as "skilled"

    def to_data(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}


@dataclass
class GameRecord:
    variant: str | dict[str, Any]  # a built-in name, or the full settings inline
    seats: list[Seat]
    seed: int = 0
    settings: dict[str, Any] = field(default_factory=dict)  # options on top of a built-in
    decks: list[list[str]] = field(default_factory=list)  # stacked decks, top card first
    start_seat: int | None = None
    actions: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)  # free-form: saved-at time, app version ...

    @classmethod
    def for_variant(cls, variant: Variant, seats: list[Seat], seed: int, **kwargs: Any) -> "GameRecord":
        """A record naming a built-in when the variant is one (with its changed settings), else inline."""
        if variant.name in BUILTIN_NAMES:
            builtin = load_builtin(variant.name)
            changes = _dotted_changes(to_data(builtin), to_data(variant))
            try:
                if builtin.with_settings(changes) == variant:
                    return cls(variant.name, seats, seed, settings=changes, **kwargs)
            except VariantError:
                pass  # not expressible as settings on the built-in: store it inline
        return cls(to_data(variant), seats, seed, **kwargs)

    def build_variant(self) -> Variant:
        try:
            if isinstance(self.variant, str):
                variant = load_builtin(self.variant)
            else:
                variant = variant_from_data(self.variant, "record variant")
            return variant.with_settings(self.settings, "record settings") if self.settings else variant
        except VariantError as exc:
            raise RecordError(str(exc)) from None

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "variant": self.variant,
            "settings": self.settings,
            "seats": [s.to_data() for s in self.seats],
            "seed": self.seed,
            "decks": self.decks,
            "start_seat": self.start_seat,
            "actions": self.actions,
            "meta": self.meta,
        }
        return data


def _dotted_changes(base: Any, mine: Any, prefix: str = "") -> dict[str, Any]:
    if isinstance(base, dict) and isinstance(mine, dict) and base.keys() == mine.keys():
        changes: dict[str, Any] = {}
        for key in base:
            changes.update(_dotted_changes(base[key], mine[key], f"{prefix}{key}."))
        return changes
    return {} if base == mine else {prefix.rstrip("."): mine}


def record_from_data(data: Any, source: str = "record") -> GameRecord:
    def fail(what: str) -> RecordError:
        return RecordError(f"{source}: {what}")

    if not isinstance(data, dict):
        raise fail("not a game record (expected a mapping)")
    if data.get("format") != RECORD_FORMAT:
        raise fail(f"not a game record (format should be {RECORD_FORMAT!r})")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise fail("the record has no valid version number")
    if version > RECORD_VERSION:
        raise fail(f"the record is from a newer Cabo Desktop (version {version}; this one reads up to {RECORD_VERSION})")
    variant = data.get("variant")
    if not isinstance(variant, (str, dict)):
        raise fail("'variant' must be a variant name or its settings")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not seats_data:
        raise fail("'seats' must be a list of seats")
    seats = []
    for i, seat in enumerate(seats_data):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            raise fail(f"seat {i} needs a name")
        seats.append(Seat(seat["name"], str(seat.get("kind", "human"))))
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise fail("'seed' must be a whole number")
    decks = data.get("decks") or []
    if not isinstance(decks, list) or not all(isinstance(d, list) for d in decks):
        raise fail("'decks' must be a list of card lists")
    start = data.get("start_seat")
    if start is not None and (isinstance(start, bool) or not isinstance(start, int)):
        raise fail("'start_seat' must be a seat number or null")
    actions = data.get("actions") or []
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise fail("'actions' must be a list of action lines")
    settings = data.get("settings") or {}
    meta = data.get("meta") or {}
    if not isinstance(settings, dict) or not isinstance(meta, dict):
        raise fail("'settings' and 'meta' must be mappings")
    return GameRecord(variant, seats, seed, settings, [[str(c) for c in d] for d in decks], start, actions, meta)


def load_record(path: str | Path) -> GameRecord:
    path = Path(path)
    text = read_player_file(path, RecordError, "no such file")
    if not text.strip():
        raise RecordError(f"{path}: the file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as json_error:
        if path.suffix in (".yaml", ".yml"):
            import yaml

            try:
                data = yaml.safe_load(text)
            except yaml.YAMLError:
                raise RecordError(f"{path}: not valid YAML") from None
        else:
            raise RecordError(f"{path}: damaged or truncated ({json_error.msg} at line {json_error.lineno})") from None
    return record_from_data(data, str(path))


def write_atomically(path: Path, text: str) -> None:
    """Write a file so that a crash leaves either the old or the new content, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_record(record: GameRecord, path: str | Path) -> None:
    write_atomically(Path(path), json.dumps(record.to_data(), indent=1) + "\n")


@dataclass
class Replay:
    record: GameRecord
    variant: Variant
    initial: GameState
    initial_events: list[Event]
    states: list[GameState]  # the state after each action
    actions: list[Action]
    events: list[list[Event]]  # the events of each action

    @property
    def final(self) -> GameState:
        return self.states[-1] if self.states else self.initial


def start(record: GameRecord) -> tuple[Variant, GameState, list[Event]]:
    variant = record.build_variant()
    try:
        state, events = new_game(
            variant, len(record.seats), record.seed, decks=record.decks, start_seat=record.start_seat
        )
    except SetupError as exc:
        raise RecordError(f"the game cannot be set up: {exc}") from None
    return variant, state, events


def steps(record: GameRecord, state: GameState) -> Iterator[tuple[int, Action, GameState, list[Event]]]:
    """Apply the record's actions one by one; stops with RecordError naming the bad action."""
    for index, text in enumerate(record.actions):
        try:
            action = parse_action(text)
            state, events = apply(state, action)
        except (NotationError, IllegalAction) as exc:
            raise RecordError(f"action {index} ({text!r}): {exc}", index) from None
        yield index, action, state, events


def replay(record: GameRecord) -> Replay:
    variant, state, events = start(record)
    result = Replay(record, variant, state, events, [], [], [])
    for _, action, state, events in steps(record, state):
        result.states.append(state)
        result.actions.append(action)
        result.events.append(events)
    return result


def action_lines(actions: list[Action]) -> list[str]:
    return [format_action(a) for a in actions]
