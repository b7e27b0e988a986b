"""Game records: a versioned file that is a whole game of any registered game (its name, variant,
seats, seed or stacked decks, and the actions in the game's notation; docs/records.md). Saves,
bug reports and replays all use it.

Version 2 added the `game` key. A version-1 record (written before the table hosted several
games) is a CABO record: `upgrade` reads it as one, so old saves and records replay exactly.
Version 3 added `variant_revision`: a record naming a built-in variant plays with that variant
as it was when the game began, whatever its file says now (a version-2 record: revision 1).
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from ..games import DEFAULT_GAME, Game, UnknownGame, get_game
from ..i18n import _, data_text, n_, p_
from .player_files import (MAX_NAME, NAME_CONTROL, NAME_EMPTY, clean_text, located, load_json_text, load_yaml_text,
                           name_problem, read_player_file, versioned)
from .schema import dotted_changes

RECORD_FORMAT = "cabo-desktop-record"
RECORD_VERSION = 3
MAX_SEAT_KIND = 24  # characters (a seat's name: player_files.MAX_NAME)


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
    game: str = DEFAULT_GAME  # the registry name of the game
    # the revision of the built-in variant the game was played with (None: an inline variant, or
    # the built-in as it is now); a later change to the built-in's file never changes how it plays
    variant_revision: int | None = None

    @property
    def rules(self) -> Game:
        """The game this record is of (RecordError when it is not registered)."""
        try:
            return get_game(self.game)
        except UnknownGame as exc:
            raise RecordError(str(exc)) from None

    @classmethod
    def for_variant(cls, variant: Any, seats: list[Seat], seed: int, *, game: str = DEFAULT_GAME,
                    **kwargs: Any) -> "GameRecord":
        """A record naming a built-in when the variant is one (with its changed settings), else inline."""
        rules = get_game(game)
        if variant.name in rules.builtin_variants:
            builtin = rules.load_builtin(variant.name)
            changes = dotted_changes(rules.variant_to_data(builtin), rules.variant_to_data(variant))
            try:
                if rules.with_settings(builtin, changes) == variant:
                    return cls(variant.name, seats, seed, settings=changes, game=game,
                               variant_revision=rules.builtin_revision(variant.name), **kwargs)
            except rules.variant_error:
                pass  # not expressible as settings on the built-in: store it inline
        return cls(rules.variant_to_data(variant), seats, seed, game=game, **kwargs)

    def build_variant(self) -> Any:
        rules = self.rules
        try:
            if isinstance(self.variant, str):
                variant = rules.load_builtin(self.variant)
                revision = self.variant_revision  # None: the built-in as it is now
                if revision is not None and revision < rules.builtin_revision(self.variant):  # as it was then
                    # TRANSLATORS: where settings came from, named before a problem with them ("official revision 1: ...")
                    where = p_("where settings came from", "{variant} revision {revision}").format(
                        variant=self.variant, revision=revision)
                    variant = rules.with_settings(variant, rules.revision_settings(self.variant, revision), where)
            else:
                # TRANSLATORS: where settings came from: the variant written inside a saved game
                variant = rules.variant_from_data(self.variant, p_("where settings came from", "record variant"))
            if not self.settings:
                return variant
            # TRANSLATORS: where settings came from: the options chosen for a saved game
            return rules.with_settings(variant, self.settings, p_("where settings came from", "record settings"))
        except rules.variant_error as exc:
            raise RecordError(str(exc)) from None

    def to_data(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "variant": self.variant,
            "variant_revision": self.variant_revision,
            "settings": self.settings,
            "seats": [s.to_data() for s in self.seats],
            "seed": self.seed,
            "decks": self.decks,
            "start_seat": self.start_seat,
            "actions": self.actions,
            "meta": self.meta,
        }


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Record data of any older version as the current version (a copy; the input is untouched).
    Version 1 had no `game` key: every version-1 record is a CABO record. Version 2 had no
    `variant_revision`: a built-in variant it names is that variant's first revision."""
    data = dict(data)
    if data.get("version") == 1:
        data["game"] = "cabo"
        data["version"] = 2
    if data.get("version") == 2:
        data["variant_revision"] = 1 if isinstance(data.get("variant"), str) else None
        data["version"] = 3
    return data


def _name_problem(problem: str, seat: int, most: int, kind: bool) -> str:
    """Why a seat's name (or kind) cannot be used, in a whole sentence."""
    if kind:
        if problem == NAME_EMPTY:
            return _("seat {seat}'s kind should be a non-empty name").format(seat=seat)
        if problem == NAME_CONTROL:
            return _("seat {seat}'s kind contains a control character").format(seat=seat)
        return n_("seat {seat}'s kind should be at most {n} character", "seat {seat}'s kind should be at most {n} characters",
                  most).format(seat=seat, n=most)
    if problem == NAME_EMPTY:
        return _("seat {seat}'s name should be a non-empty name").format(seat=seat)
    if problem == NAME_CONTROL:
        return _("seat {seat}'s name contains a control character").format(seat=seat)
    return n_("seat {seat}'s name should be at most {n} character", "seat {seat}'s name should be at most {n} characters",
              most).format(seat=seat, n=most)


def _too_many(key: str, size: int, most: int, rules: Game, title: str | None = None) -> str:
    """Why a record holding `size` seats, stacked decks or actions (`key`) is refused: at most
    `most` in a record of the game (or, given its `title`, of the variant)."""
    values = {"key": key, "size": size, "most": most, "game": title or rules.display_title}
    if key == "seats":
        # TRANSLATORS: '{key}' is a key of a saved game's file: keep it as it is; {size} is how many it holds, {game} the game's name
        return n_("'{key}': too many seats ({size}); a record of {game} has at most {most} seat",
                  "'{key}': too many seats ({size}); a record of {game} has at most {most} seats", most).format(**values)
    if key == "decks":
        # TRANSLATORS: '{key}' is a key of a saved game's file: keep it as it is; {size} is how many it holds, {game} the game's name
        return n_("'{key}': too many stacked decks ({size}); a record of {game} has at most {most} stacked deck",
                  "'{key}': too many stacked decks ({size}); a record of {game} has at most {most} stacked decks",
                  most).format(**values)
    # TRANSLATORS: '{key}' is a key of a saved game's file: keep it as it is; {size} is how many it holds, {game} the name of the game or of its variant
    return n_("'{key}': too many actions ({size}); a record of {game} has at most {most} action",
              "'{key}': too many actions ({size}); a record of {game} has at most {most} actions", most).format(**values)


def record_from_data(data: Any, source: str = "record") -> GameRecord:
    def fail(problem: str) -> RecordError:
        return RecordError(located(source, problem))

    versioned(data, RECORD_FORMAT, RECORD_VERSION, fail, not_mapping=_("not a game record (expected a mapping)"),
              wrong_format=_("not a game record (format should be {format})"))
    data = upgrade(data)
    game = data.get("game")
    if not isinstance(game, str):
        # TRANSLATORS: '{key}' (and '{other}') are keys of a saved game's file: keep them as they are
        raise fail(_("'{key}' must be the name of a game").format(key="game"))
    try:
        rules = get_game(game)
    except UnknownGame as exc:
        raise fail(str(exc)) from None
    variant = data.get("variant")
    if not isinstance(variant, (str, dict)):
        raise fail(_("'{key}' must be a variant name or its settings").format(key="variant"))
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not seats_data:
        raise fail(_("'{key}' must be a list of seats").format(key="seats"))
    if len(seats_data) > rules.max_seats:
        raise fail(_too_many("seats", len(seats_data), rules.max_seats, rules))
    seats = []
    for i, seat in enumerate(seats_data):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            raise fail(_("seat {seat} needs a name").format(seat=i))
        problem = name_problem(seat["name"])
        if problem:
            raise fail(_name_problem(problem, i, MAX_NAME, kind=False))
        kind = str(seat.get("kind", "human"))
        problem = name_problem(kind, MAX_SEAT_KIND)
        if problem:
            raise fail(_name_problem(problem, i, MAX_SEAT_KIND, kind=True))
        seats.append(Seat(seat["name"], kind))
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 64:
        raise fail(_("'{key}' must be a whole number from {low} to {high}").format(key="seed", low=0, high="2^64 - 1"))
    decks = data.get("decks") or []
    if not isinstance(decks, list) or not all(isinstance(d, list) for d in decks):
        raise fail(_("'{key}' must be a list of card lists").format(key="decks"))
    if len(decks) > rules.max_decks:
        raise fail(_too_many("decks", len(decks), rules.max_decks, rules))
    for index, deck in enumerate(decks):
        if len(deck) > rules.max_deck_cards:
            # TRANSLATORS: '{key}' is a key of a saved game's file: keep it as it is; {size} is how many cards the stacked deck holds
            raise fail(n_("'{key}': stacked deck {index} is too long ({size}); a stacked deck of {game} holds at most {most} card",
                          "'{key}': stacked deck {index} is too long ({size}); a stacked deck of {game} holds at most {most} cards",
                          rules.max_deck_cards).format(key="decks", index=index, size=len(deck),
                                                      game=rules.display_title, most=rules.max_deck_cards))
    start = data.get("start_seat")
    if start is not None and (isinstance(start, bool) or not isinstance(start, int)):
        raise fail(_("'{key}' must be a seat number or null").format(key="start_seat"))
    actions = data.get("actions") or []
    if not isinstance(actions, list):
        raise fail(_("'{key}' must be a list of action lines").format(key="actions"))
    if len(actions) > rules.max_record_actions:  # whatever the variant (replay() checks the variant's own bound)
        raise fail(_too_many("actions", len(actions), rules.max_record_actions, rules))
    if not all(isinstance(a, str) for a in actions):
        raise fail(_("'{key}' must be a list of action lines").format(key="actions"))
    settings = data.get("settings") or {}
    meta = data.get("meta") or {}
    if not isinstance(settings, dict) or not isinstance(meta, dict):
        raise fail(_("'{key}' and '{other}' must be mappings").format(key="settings", other="meta"))
    revision = data.get("variant_revision")
    if revision is not None and (isinstance(revision, bool) or not isinstance(revision, int) or revision < 1):
        raise fail(_("'{key}' must be a whole number from {low}, or null").format(key="variant_revision", low=1))
    # a built-in named without its revision is its first (upgrade() pins version-2 records so too)
    return GameRecord(variant, seats, seed, settings, [[str(c) for c in d] for d in decks], start, actions, meta,
                      game, (revision or 1) if isinstance(variant, str) else None)


def load_record(path: str | Path) -> GameRecord:
    path = Path(path)
    text = read_player_file(path, RecordError, _("no such file"))
    if not text.strip():
        raise RecordError(located(str(path), _("the file is empty")))
    if path.suffix in (".yaml", ".yml"):
        data = load_yaml_text(text, str(path), RecordError)
    else:
        data = load_json_text(text, str(path), RecordError)
    return record_from_data(data, str(path))


def write_atomically(path: Path, text: str) -> None:
    """Write a file so that a crash leaves either the old or the new content, never half of one.

    Text that UTF-8 cannot hold (an unpaired surrogate: a bug's or a hostile file's) is written
    with U+FFFD in its place: every writer goes through here, and none may fail on content."""
    content = encoded(text)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
        sync_folder(path.parent)  # the rename itself reaches the disk (a power loss cannot undo it)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def encoded(text: str) -> bytes:
    """`text` as UTF-8; an unpaired surrogate becomes U+FFFD (and is logged) instead of an error."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        logging.getLogger("cabo_desktop.storage").warning("unpaired surrogates replaced on writing")
        return clean_text(text).encode("utf-8")


def sync_folder(folder: Path) -> None:
    """fsync a folder, so that a rename inside it is durable (POSIX; elsewhere nothing to do)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_record(record: GameRecord, path: str | Path) -> None:
    write_atomically(Path(path), json.dumps(record.to_data(), indent=1) + "\n")


@dataclass
class Replay:
    record: GameRecord
    variant: Any
    initial: Any  # the state after the deal
    initial_events: list
    states: list  # the state after each action
    actions: list
    events: list[list]  # the events of each action

    @property
    def final(self) -> Any:
        return self.states[-1] if self.states else self.initial

    @property
    def game(self) -> Game:
        return self.record.rules


def start(record: GameRecord) -> tuple[Any, Any, list]:
    """The record's variant, the state after its deal and the deal's events. A record holding
    more actions than a game of its variant may have is refused (docs/records.md, "Bounds")."""
    rules = record.rules
    variant = record.build_variant()
    most = rules.max_actions(variant)
    if len(record.actions) > most:
        raise RecordError(_too_many("actions", len(record.actions), most, rules, data_text(variant.title)))
    try:
        state, events = rules.new_game(
            variant, len(record.seats), record.seed, decks=record.decks, start_seat=record.start_seat
        )
    except rules.setup_error as exc:
        raise RecordError(_("the game cannot be set up: {problem}").format(problem=exc)) from None
    return variant, state, events


def steps(record: GameRecord, state: Any) -> Iterator[tuple[int, Any, Any, list]]:
    """Apply the record's actions one by one; stops with RecordError naming the bad action."""
    rules = record.rules
    for index, text in enumerate(record.actions):
        try:
            action = rules.parse_action(text)
            state, events = rules.apply(state, action)
        except (rules.notation_error, rules.illegal_action) as exc:
            # TRANSLATORS: {action} is the action's line in the file ('draw deck'), {problem} why it fails
            raise RecordError(_("action {index} ({action}): {problem}").format(index=index, action=repr(text),
                                                                            problem=exc), index) from None
        yield index, action, state, events


def replay(record: GameRecord) -> Replay:
    variant, state, events = start(record)
    result = Replay(record, variant, state, events, [], [], [])
    for _index, action, state, events in steps(record, state):
        result.states.append(state)
        result.actions.append(action)
        result.events.append(events)
    return result


def action_lines(actions: list, game: Game | None = None) -> list[str]:
    """The notation lines of actions of `game` (default: CABO)."""
    game = game or get_game(DEFAULT_GAME)
    return [game.format_action(a) for a in actions]
