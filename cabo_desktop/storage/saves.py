"""Saved games: the autosave ("Continue"), named saves, and finished games for the replay viewer.

Every save is a game record (rules.records, docs/records.md): the variant, seats, seed or stacked
decks and the actions so far. Loading replays the actions, so a loaded game is exactly the game
that was saved, mid-round included. Files live in the per-user data folder:

    <data>/autosave.json          the current game, rewritten after every action
    <data>/saves/<name>.json      games saved under a name
    <data>/finished/<...>.json    finished games, for the replay viewer

Each write is atomic and keeps the previous good copy as `<file>.bak` (storage.files). A file
that cannot be read (damaged, truncated, from a newer version, an illegal action inside) is
moved aside to `<file>.broken-<timestamp>`, logged, and reported as a message; nothing raises.

The record's `meta` holds a summary for the load list (`meta["summary"]`: variant title, players,
round, totals ...), so listing saves does not replay them. It is built only from public facts
(names, round number, totals): never a card, so a save list cannot reveal a hidden hand.
"""

from __future__ import annotations

import logging
import re
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Sequence

from ..core.player_files import located
from ..core.records import GameRecord, RecordError, Replay, Seat, record_from_data, replay
from ..games import DEFAULT_GAME
from ..i18n import N_, _
from . import paths
from .files import (BadFile, Loaded, Wording, backup_path, clean_leftovers, convert_checked, read_file,
                    remove_with_backup, write_json, write_problem)

log = logging.getLogger("cabo_desktop.storage")

AUTOSAVE_NAME = "autosave.json"
SUMMARY_VERSION = 1

AUTOSAVE = Wording(
    N_("The autosaved game was written by a newer version of Cabo Desktop: it is left as it is, and this version "
       "runs without it."),
    N_("The autosaved game could not be read: {reason}. It was kept as {moved}."),
    N_("The autosaved game could not be read: {reason}. It was left at {path}."),
    N_("The backup copy of the autosaved game is not usable either ({reason})."),
    N_("The previous copy of the autosaved game was used instead."),
)
# {name}: the save's name ('Sunday game') or its file's name (sunday-game.json)
SAVE = Wording(
    N_("The save {name} was written by a newer version of Cabo Desktop: it is left as it is, and this version "
       "runs without it."),
    N_("The save {name} could not be read: {reason}. It was kept as {moved}."),
    N_("The save {name} could not be read: {reason}. It was left at {path}."),
    N_("The backup copy of the save {name} is not usable either ({reason})."),
    N_("The previous copy of the save {name} was used instead."),
)
FINISHED = Wording(
    N_("The finished game {name} was written by a newer version of Cabo Desktop: it is left as it is, and this "
       "version runs without it."),
    N_("The finished game {name} could not be read: {reason}. It was kept as {moved}."),
    N_("The finished game {name} could not be read: {reason}. It was left at {path}."),
    N_("The backup copy of the finished game {name} is not usable either ({reason})."),
    N_("The previous copy of the finished game {name} was used instead."),
)


# ------------------------------------------------------------------ places


def autosave_path() -> Path:
    return paths.data_dir() / AUTOSAVE_NAME


def saves_dir() -> Path:
    return paths.data_dir() / "saves"


def finished_dir() -> Path:
    return paths.data_dir() / "finished"


# ------------------------------------------------------------------ records and summaries


def new_record(variant: Any, seats: Sequence[Seat | tuple[str, str]], seed: int, *,
               decks: Sequence[Sequence[str]] = (), start_seat: int | None = None,
               game: str = DEFAULT_GAME) -> GameRecord:
    """A fresh record for a new game (empty action list), with a game id and start time in `meta`."""
    seat_list = [s if isinstance(s, Seat) else Seat(s[0], s[1]) for s in seats]
    record = GameRecord.for_variant(variant, seat_list, seed, game=game, decks=[list(d) for d in decks],
                                    start_seat=start_seat)
    record.meta = {"game_id": uuid.uuid4().hex, "started_at": _now()}
    return record


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def variant_name(record: GameRecord) -> str:
    if isinstance(record.variant, str):
        return record.variant
    name = record.variant.get("name")
    return name if isinstance(name, str) else "custom"


def summary_of(record: GameRecord, state: Any) -> dict[str, Any]:
    """The public facts of a game for the save list. Never a card: names, round, totals only."""
    variant = state.variant
    return {
        "version": SUMMARY_VERSION,
        "game": record.game,
        "actions": len(record.actions),
        "variant": variant.name,
        "variant_title": variant.title,
        "players": [seat.name for seat in record.seats],
        "kinds": [seat.kind for seat in record.seats],
        "round": state.round_no,
        "totals": list(state.totals),
        "over": state.over,
        "winners": list(state.winners),
    }


@dataclass(frozen=True)
class SaveSummary:
    """One line of a load list: where, when, which variant, who, which round, the totals."""

    path: Path
    name: str
    saved_at: str  # ISO 8601 local time ('' when unknown)
    variant: str  # the variant's name (official, classic, kaboo, or a custom name)
    variant_title: str
    players: tuple[str, ...]
    kinds: tuple[str, ...]  # 'human' or an AI level, per seat
    round_no: int
    totals: tuple[int, ...]
    over: bool
    winners: tuple[int, ...]
    actions: int
    game: str = DEFAULT_GAME  # the registry name of the game

    @property
    def when(self) -> datetime | None:
        try:
            return datetime.fromisoformat(self.saved_at)
        except ValueError:
            return None


@dataclass
class LoadedGame:
    """A save that was read and replayed: the record, the replay, and the state to resume."""

    path: Path
    record: GameRecord
    replay: Replay

    @property
    def state(self) -> Any:
        return self.replay.final

    @property
    def variant(self) -> Any:
        return self.replay.variant

    @property
    def summary(self) -> SaveSummary:
        return _summary_from(self.path, self.record, summary_of(self.record, self.state))


@dataclass
class Listing:
    """Saves found in a folder (newest first) and messages about files that had to be moved aside."""

    saves: list[SaveSummary] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    moved: list[Path] = field(default_factory=list)


def _record_check(data: Any, path: Path) -> GameRecord:
    return record_from_data(data, str(path))


def _game_from_data(data: Any, path: Path) -> LoadedGame:
    record = record_from_data(data, str(path))
    check_seat_kinds(record, path)
    return LoadedGame(path, record, replay(record))  # RecordError names the bad action


def check_seat_kinds(record: GameRecord, path: Path) -> None:
    """A game to be played on needs every seat to be a person or one of the game's AI levels: a
    save naming another level ("expert" at a Cabanga! table) is refused before it is played, so
    that it is moved aside instead of failing the same way at every Continue."""
    rules = record.rules
    known = {"human", "random", *rules.ai_levels()}
    for seat, entry in enumerate(record.seats):
        if entry.kind.strip().lower() not in known:
            # TRANSLATORS: {kind} is a seat's kind in a saved game's file; {levels} the game's AI levels
            raise RecordError(located(str(path), _("seat {seat} is neither a person nor an AI level of {game} (it says "
                                                   "{kind}; the levels are {levels})").format(
                seat=seat, kind=repr(entry.kind), game=rules.display_title, levels=", ".join(rules.ai_levels()))))


def _summary_from(path: Path, record: GameRecord, summary: dict[str, Any]) -> SaveSummary:
    meta = record.meta
    saved_at = meta.get("saved_at")
    if not isinstance(saved_at, str):
        try:
            saved_at = datetime.fromtimestamp(path.stat().st_mtime).astimezone().isoformat(timespec="seconds")
        except OSError:
            saved_at = ""
    name = meta.get("name")
    return SaveSummary(
        path=path,
        name=name if isinstance(name, str) and name else path.stem,
        saved_at=saved_at,
        variant=str(summary["variant"]),
        variant_title=str(summary["variant_title"]),
        players=tuple(str(p) for p in summary["players"]),
        kinds=tuple(str(k) for k in summary["kinds"]),
        round_no=int(summary["round"]),
        totals=tuple(int(t) for t in summary["totals"]),
        over=bool(summary["over"]),
        winners=tuple(int(w) for w in summary.get("winners", ())),
        actions=int(summary["actions"]),
        game=record.game,
    )


def _cheap_summary(record: GameRecord, path: Path) -> SaveSummary | None:
    summary = record.meta.get("summary")
    if not isinstance(summary, dict) or summary.get("version") != SUMMARY_VERSION:
        return None
    if summary.get("actions") != len(record.actions):
        return None
    try:
        result = _summary_from(path, record, summary)
    except (KeyError, TypeError, ValueError):
        return None
    if len(result.players) != len(record.seats) or len(result.totals) != len(record.seats):
        return None
    return result


def _summary_check(data: Any, path: Path) -> SaveSummary:
    """The list line of a save: from its stored summary when it is current, else by replaying."""
    record = record_from_data(data, str(path))
    cheap = _cheap_summary(record, path)
    if cheap is not None:
        return cheap
    game = LoadedGame(path, record, replay(record))
    return game.summary


def _write_game(path: Path, record: GameRecord, state: Any, extra_meta: dict[str, Any]) -> None:
    if state is None:
        state = replay(record).final
    data = record.to_data()
    meta = dict(record.meta)
    meta.update(extra_meta)
    meta["saved_at"] = _now()
    meta["summary"] = summary_of(record, state)
    from .. import __version__

    meta["app_version"] = __version__
    data["meta"] = meta
    write_json(path, data, check=_record_check)


def _failed_write(message: str, path: Path, exc: BaseException, **values: Any) -> list[str]:
    """The player's message for a write that failed: `message` (translated, with {path} and
    {problem}), and whether the copy already there is kept."""
    log.error("could not write %s: %s", path, exc)
    said = message.format(path=path, problem=write_problem(exc), **values)
    if path.exists():
        said += " " + _("The copy already there is kept.")
    return [said]


# ------------------------------------------------------------------ autosave and Continue


def autosave(record: GameRecord, state: Any = None) -> list[str]:
    """Write the current game (call after every action). `state` is the state after the
    record's last action (replayed when omitted). Returns messages; empty when all went well."""
    path = autosave_path()
    try:
        _write_game(path, record, state, {})
    except (OSError, RecordError) as exc:
        return _failed_write(_("Could not write the autosave to {path}: {problem}."), path, exc)
    return []


def has_autosave() -> bool:
    """Whether "Continue" has something to offer (it may still turn out unreadable)."""
    path = autosave_path()
    return path.exists() or backup_path(path).exists()


def autosave_summary() -> Loaded[SaveSummary]:
    """The autosave's list line for the title screen (a bad autosave is moved aside)."""
    return read_file(autosave_path(), _summary_check, AUTOSAVE)


def continue_game() -> Loaded[LoadedGame]:
    """Load and replay the autosave. `.value` is None when there is none or it is unreadable
    (then `.messages` says why; a bad file was moved aside and the previous autosave, one action
    earlier, is used when it is good). Leftovers of an interrupted autosave are cleaned up."""
    path = autosave_path()
    if path.parent.is_dir():
        clean_leftovers(path.parent)
    loaded = read_file(path, _game_from_data, AUTOSAVE)
    if loaded.value is not None and loaded.value.state.over:
        # a game that ended but was never filed (a crash or a full disk between its last autosave
        # and its end): file it now, exactly once (statistics count a game id once)
        game = loaded.value
        messages = loaded.messages + finish_game(game.record, game.state)
        messages.append(_("Your last game had already ended: it is now in Replays and Statistics."))
        return Loaded(None, messages)
    return loaded


def discard_autosave() -> None:
    """Forget the autosave (a finished or abandoned game). Use `finish_game` for finished games."""
    remove_with_backup(autosave_path())


# ------------------------------------------------------------------ named saves


def _slug(name: str) -> str:
    slug = re.sub(r"[^\w.-]+", "-", name.strip(), flags=re.UNICODE).strip("-.").lower()
    return slug[:60] or "save"


def save_path(name: str) -> Path:
    """The file a save of this name goes to (two names that differ only in case or punctuation share it)."""
    return saves_dir() / f"{_slug(name)}.json"


def save_exists(name: str) -> bool:
    return save_path(name).exists()


def save_game(name: str, record: GameRecord, state: Any = None) -> tuple[SaveSummary | None, list[str]]:
    """Save the game under a name (replacing a save of that name; its previous copy is kept as
    .bak). Returns the list line of the new save and messages."""
    path = save_path(name)
    try:
        _write_game(path, record, state, {"name": name.strip() or "save"})
    except (OSError, RecordError) as exc:
        return None, _failed_write(_("Could not write the save {name} to {path}: {problem}."), path, exc,
                                   name=repr(name))
    loaded = read_file(path, _summary_check, SAVE, repr(name))
    return loaded.value, loaded.messages


def _list(folder: Path, what: Wording) -> Listing:
    listing = Listing()
    if not folder.is_dir():
        return listing
    for path in sorted(folder.glob("*.json")):
        loaded = read_file(path, _summary_check, what)
        listing.messages.extend(loaded.messages)
        listing.moved.extend(loaded.moved)
        if loaded.value is not None:
            listing.saves.append(loaded.value)
    listing.saves.sort(key=lambda s: (s.when.timestamp() if s.when else 0.0, s.path.name), reverse=True)
    return listing


def list_saves() -> Listing:
    """The named saves, newest first, with date, variant, players, round and totals. Unreadable
    files are moved aside and reported in `.messages`."""
    return _list(saves_dir(), SAVE)


def load_game(path: str | Path) -> Loaded[LoadedGame]:
    """Load and replay a save (a path from a SaveSummary). Never raises for a bad file."""
    path = Path(path)
    return read_file(path, _game_from_data, SAVE)


def load_named(name: str) -> Loaded[LoadedGame]:
    return load_game(save_path(name))


def delete_save(path: str | Path) -> bool:
    """Delete a save and its backup (the player asked for it). False if it was not there."""
    path = Path(path)
    existed = path.exists()
    remove_with_backup(path)
    if existed:
        log.info("deleted the save %s", path)
    return existed


# ------------------------------------------------------------------ finished games


def keep_finished(record: GameRecord, state: Any = None) -> tuple[Path | None, list[str]]:
    """Store a finished game's record for the replay viewer. Returns its path and messages."""
    game_id = record.meta.get("game_id")
    known = isinstance(game_id, str) and bool(game_id)
    tag = game_id[:8] if known else uuid.uuid4().hex[:8]
    path = _filed_as(game_id) if known else None
    if path is None:
        path = finished_dir() / f"{time.strftime('%Y%m%d-%H%M%S')}-{_slug(variant_name(record))}-{tag}.json"
    try:
        _write_game(path, record, state, {"finished": True})
    except (OSError, RecordError) as exc:
        return None, _failed_write(_("Could not write the finished game to {path}: {problem}."), path, exc)
    return path, []


def _filed_as(game_id: str) -> Path | None:
    """The finished file already holding this game (a game filed again, say after a crash, replaces
    its file instead of appearing twice in Replays, even when the clock has moved on)."""
    folder = finished_dir()
    if not folder.is_dir():
        return None
    ending = f"-{game_id[:8]}.json"
    for path in sorted(p for p in folder.glob("*.json") if p.name.endswith(ending)):
        try:  # the bounded reader every stored file goes through; a bad file is not this game
            data = convert_checked(path, lambda data, _path: data)
        except BadFile:
            continue
        meta = data.get("meta") if isinstance(data, dict) else None
        if isinstance(meta, dict) and meta.get("game_id") == game_id:
            return path
    return None


def list_finished() -> Listing:
    """Finished games for the replay viewer, newest first."""
    return _list(finished_dir(), FINISHED)


def load_finished(path: str | Path) -> Loaded[LoadedGame]:
    """A finished game, replayed: `.value.replay` has every state, action and event for stepping."""
    path = Path(path)
    return read_file(path, _game_from_data, FINISHED)


def finish_game(record: GameRecord, state: Any = None, *, update_stats: bool = True) -> list[str]:
    """A game has ended: keep its record for the replay viewer, add it to the statistics, and
    remove the autosave (only once the record is safely kept). Returns messages."""
    if state is None:
        try:
            state = replay(record).final
        except RecordError as exc:
            log.error("the finished game cannot be replayed: %s", exc)
            return [_("The finished game could not be kept: {problem}").format(problem=exc)]
    kept, messages = keep_finished(record, state)
    if update_stats:
        from .stats import record_game

        messages.extend(record_game(record, state).messages)
    if kept is not None:
        discard_autosave()
    return messages


__all__ = [
    "Listing", "Loaded", "LoadedGame", "SaveSummary", "autosave", "autosave_path",
    "autosave_summary", "continue_game", "delete_save", "discard_autosave", "finish_game",
    "finished_dir", "has_autosave", "keep_finished", "list_finished", "list_saves", "load_finished",
    "load_game", "load_named", "new_record", "save_exists", "save_game", "save_path", "saves_dir",
    "summary_of", "variant_name",
]
