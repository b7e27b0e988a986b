"""Safe per-user files: atomic writes that keep the previous good copy, reads that never crash.

Writing (`write_json`, `write_text`): the new content goes to a temporary file, is flushed and
fsynced, then renamed over the old file (rules.records.write_atomically). Before that, the old
file, when it is still good, is copied to `<name>.bak`, so there are always two good copies: a
crash at any moment leaves the file (old or new) or its backup readable.

Reading (`read_file`): a file that cannot be read or parsed is never deleted or overwritten; it
is moved aside to `<name>.broken-<timestamp>` (logged with both paths) and, when `<name>.bak` is
good, the backup is used instead (and copied back into place). Every step the player should hear
about comes back as a message in plain words for the UI, in the player's language: each kind of
file has its own `Wording` (whole sentences: "Your statistics could not be read: ...").
"""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Generic, TypeVar

from ..core.player_files import MAX_FILE_BYTES, load_json_text, load_yaml_text, located
from ..core.player_files import versioned as check_versioned
from ..core.records import write_atomically
from ..i18n import N_, _, n_, number

log = logging.getLogger("cabo_desktop.storage")

T = TypeVar("T")

BACKUP_SUFFIX = ".bak"
BROKEN_MARK = ".broken-"


class BadFile(ValueError):
    """A file's content is not what it should be; the message says what is wrong, for players."""


class NewerVersion(BadFile):
    """A file written by a newer Cabo Desktop: not damaged, so never moved aside or overwritten."""


class NewerFile(OSError):
    """Refused to overwrite a file that a newer Cabo Desktop wrote."""


@dataclass(frozen=True)
class Wording:
    """What `read_file` says about one kind of file: messages marked with N_ (translated when
    said), with {name} (the file's or the save's name), {reason}, {moved} and {path}."""

    newer: str  # a newer version wrote it
    kept: str  # unreadable, moved aside to {moved}
    left: str  # unreadable, could not be moved: still at {path}
    backup_bad: str  # its backup is no good either
    backup_used: str  # its backup was used

    @classmethod
    def of(cls, what: str) -> "Wording":
        """Wording for a file described in English only ("the test file"): tests and tools."""
        cap = what[:1].upper() + what[1:]
        return cls(f"{cap} was written by a newer version of Cabo Desktop: it is left as it is, and this "
                   "version runs without it.", cap + " could not be read: {reason}. It was kept as {moved}.",
                   cap + " could not be read: {reason}. It was left at {path}.",
                   f"The backup copy of {what} is not usable either ({{reason}}).",
                   f"The previous copy of {what} was used instead.")


FILE = Wording(
    N_("The file {name} was written by a newer version of Cabo Desktop: it is left as it is, and this version "
       "runs without it."),
    N_("The file {name} could not be read: {reason}. It was kept as {moved}."),
    N_("The file {name} could not be read: {reason}. It was left at {path}."),
    N_("The backup copy of the file {name} is not usable either ({reason})."),
    N_("The previous copy of the file {name} was used instead."),
)


@dataclass
class Loaded(Generic[T]):
    """The outcome of reading a file: the value (None when there is nothing usable), messages
    for the player, where bad files were moved, and whether the backup copy was used."""

    value: T | None
    messages: list[str] = field(default_factory=list)
    moved: list[Path] = field(default_factory=list)
    from_backup: bool = False
    newer: bool = False  # the file is from a newer version: left alone, and must not be overwritten

    @property
    def ok(self) -> bool:
        return self.value is not None


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def move_aside(path: Path, reason: str) -> Path | None:
    """Rename a bad file to `<name>.broken-<timestamp>` (never overwriting anything) and log it.

    Returns the new path, or None when the file could not be moved (that is logged too)."""
    base = path.with_name(f"{path.name}{BROKEN_MARK}{_stamp()}")
    target, n = base, 1
    while target.exists():
        n += 1
        target = base.with_name(f"{base.name}-{n}")
    try:
        os.replace(path, target)
    except OSError as exc:
        log.error("could not move the bad file %s aside (%s): %s", path, exc, reason)
        return None
    log.warning("moved the bad file %s to %s: %s", path, target, reason)
    return target


def parse_json(text: str, path: Path) -> Any:
    """JSON (or, for .yaml/.yml files, YAML) text as data; BadFile with a clear reason otherwise
    (sizes, nesting, aliases and numbers bounded as for any file a player could have edited)."""
    if not text.strip():
        raise BadFile(_("the file is empty"))
    if path.suffix in (".yaml", ".yml"):
        return load_yaml_text(text, "", BadFile)
    return load_json_text(text, "", BadFile)


def _read_value(path: Path, convert: Callable[[Any, Path], T]) -> T:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise BadFile(n_("too large to be a Cabo Desktop file (at most {most} byte)",
                             "too large to be a Cabo Desktop file (at most {most} bytes)",
                             MAX_FILE_BYTES).format(most=number(MAX_FILE_BYTES)))
        raw = path.read_bytes()
    except OSError as exc:
        raise BadFile(_("cannot be read ({error})").format(error=exc.strerror or exc)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadFile(_("not a text file (it may be damaged)")) from None
    return convert(parse_json(text, path), path)


def _reason(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text


def read_file(path: str | Path, convert: Callable[[Any, Path], T], what: Wording | str = FILE,
              name: str | None = None) -> Loaded[T]:
    """Read `path` (JSON, or YAML by suffix) and turn its data into a value with `convert`.

    `convert(data, path)` raises ValueError (BadFile, RecordError ...) for content it refuses; its
    message is shown to the player. Nothing here raises for a bad or missing file: a missing file
    gives `Loaded(None)` (or the backup), a bad one is moved aside and the backup used if good.
    `what` is the kind of file's Wording (a plain English description is fine for tests); `name`
    fills its {name} (default: the file's name).
    """
    path = Path(path)
    wording = Wording.of(what) if isinstance(what, str) else what
    names = {"name": path.name if name is None else name, "path": path}

    def say(message: str, **values: Any) -> None:
        result.messages.append(_(message).format(**names, **values))

    result: Loaded[T] = Loaded(None)
    backup = backup_path(path)
    if path.exists():
        try:
            result.value = convert_checked(path, convert)
            return result
        except NewerVersion:
            result.newer = True
            say(wording.newer)
            log.warning("%s is from a newer version; left untouched", path)
            return result
        except BadFile as exc:
            reason = _reason(exc)
        moved = move_aside(path, reason)
        if moved is not None:
            result.moved.append(moved)
            say(wording.kept, reason=reason, moved=moved)
        else:
            say(wording.left, reason=reason)
    elif not backup.exists():
        return result
    if backup.exists():
        try:
            result.value = convert_checked(backup, convert)
        except BadFile as exc:
            log.warning("the backup %s is not usable either: %s", backup, _reason(exc))
            say(wording.backup_bad, reason=_reason(exc))
            return result
        result.from_backup = True
        say(wording.backup_used)
        log.warning("using the backup %s for %s", backup, path)
        if not path.exists():
            try:
                write_atomically(path, backup.read_text(encoding="utf-8"))
            except OSError as exc:
                log.error("could not restore %s from %s: %s", path, backup, exc)
    return result


def convert_checked(path: Path, convert: Callable[[Any, Path], T]) -> T:
    """`_read_value`, with every refusal of the content turned into BadFile (never a crash)."""
    try:
        return _read_value(path, convert)
    except BadFile as exc:
        if getattr(exc, "newer", False) and not isinstance(exc, NewerVersion):
            raise NewerVersion(str(exc)) from None
        raise
    except ValueError as exc:  # RecordError, VariantError, ... carry a message for players
        kind = NewerVersion if getattr(exc, "newer", False) else BadFile
        raise kind(_strip_source(_reason(exc), path)) from None
    except Exception as exc:  # a bug or a truly odd file: keep the game running, log the details
        log.exception("unexpected error reading %s", path)
        raise BadFile(_("unexpected problem ({error})").format(error=f"{type(exc).__name__}: {exc}")) from None


def _strip_source(message: str, path: Path) -> str:
    """The message without the file's name in front (the player's message names the file)."""
    prefix = located(str(path), "")
    return message[len(prefix):] if prefix and message.startswith(prefix) else message


def _current(path: Path, check: Callable[[Any, Path], Any] | None, stamp: tuple[Any, Any] | None) -> str:
    """What the file about to be replaced is, read once: "newer" (same format as `stamp`,
    a (format, version) pair, but a newer version), "good" (it parses and `check` accepts it)
    or "bad"."""
    try:
        data = _read_value(path, lambda data, _p: data)
    except BadFile:
        return "bad"
    if stamp is not None and isinstance(data, dict) and data.get("format") == stamp[0]:
        old, new = data.get("version"), stamp[1]
        if all(isinstance(v, int) and not isinstance(v, bool) for v in (old, new)) and old > new:
            return "newer"
    try:
        if check is not None:
            check(data, path)
        return "good"
    except Exception:
        return "bad"


def write_text(path: str | Path, text: str, check: Callable[[Any, Path], Any] | None = None,
               stamp: tuple[Any, Any] | None = None) -> None:
    """Write `text` atomically, first keeping the current file as `<name>.bak` if it is good.

    `check(data, path)` decides whether the current file is good (default: it parses); a bad
    current file is not copied over a good backup but moved aside (`<name>.broken-<time>`), and
    a current file that a newer version wrote (`stamp`: the new content's format and version) is
    not touched at all (NewerFile). Raises OSError when the disk refuses."""
    path = Path(path)
    if path.exists():
        current = _current(path, check, stamp)
        if current == "newer":
            raise NewerFile(_("{name} was written by a newer version of Cabo Desktop and is left as it is")
                            .format(name=path.name))
        if current == "good":
            keep_backup(path)
        else:  # never overwrite what we cannot read: it may be the player's only copy of something
            move_aside(path, "it could not be read when a new version was written")
    write_atomically(path, text)


def keep_backup(path: Path) -> None:
    """Make `<name>.bak` the current content of `path`, atomically: a hard link renamed over the
    old backup (no copy, nothing to fsync: the content is already on disk), or a copy where the
    file system has no hard links."""
    backup = backup_path(path)
    link = backup.with_name(f".{backup.name}.{os.getpid()}.link")
    try:
        try:
            link.unlink()
        except FileNotFoundError:
            pass
        os.link(path, link)
    except OSError:
        write_atomically(backup, path.read_text(encoding="utf-8"))
        return
    try:
        os.replace(link, backup)
    except BaseException:
        try:
            link.unlink()
        except OSError:
            pass
        raise


def write_json(path: str | Path, data: Any, check: Callable[[Any, Path], Any] | None = None) -> None:
    """`write_text` of data as JSON (indented, UTF-8, ends with a newline)."""
    stamp = (data.get("format"), data.get("version")) if isinstance(data, dict) else None
    write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n", check, stamp)


def clean_leftovers(folder: Path, older_than: float = 30.0) -> list[Path]:
    """Remove temporary files of interrupted writes (`.<name>.*.tmp`, `.<name>.bak.*.link`) older
    than `older_than` seconds (younger ones may belong to a write in progress). They only ever
    hold a copy of content that also lives in a complete file, or half of a new one."""
    removed = []
    now = time.time()
    for leftover in list(folder.glob(".*.tmp")) + list(folder.glob(".*.link")):
        try:
            if now - leftover.stat().st_mtime > older_than:
                leftover.unlink()
                removed.append(leftover)
        except OSError:
            continue
    if removed:
        log.info("removed %d temporary files of interrupted writes in %s", len(removed), folder)
    return removed


def clean_all_leftovers() -> list[Path]:
    """At start-up: the temporary files of writes a crash interrupted, in every per-user folder."""
    from . import paths
    data = paths.data_dir()
    removed: list[Path] = []
    for folder in (data, data / "saves", data / "finished", paths.config_dir()):
        if folder.is_dir():
            removed += clean_leftovers(folder)
    return removed


def remove_with_backup(path: str | Path) -> None:
    """Delete a file and its backup (a player's explicit delete); missing files are fine."""
    path = Path(path)
    for p in (path, backup_path(path)):
        try:
            p.unlink()
        except FileNotFoundError:
            pass


def versioned(data: Any, fmt: str, newest: int, *, not_mapping: str, wrong_format: str) -> dict[str, Any]:
    """Check a versioned mapping: the right `format` and a `version` this app can read (BadFile;
    NewerVersion for a file from a newer version). See core.player_files.versioned."""
    return check_versioned(data, fmt, newest, BadFile, not_mapping=not_mapping, wrong_format=wrong_format)


def write_problem(exc: BaseException) -> str:
    """Why a write failed, in a few plain words ("the disk is full", "the folder is read-only")."""
    import errno
    code = getattr(exc, "errno", None)
    if code == errno.ENOSPC:
        return _("the disk is full")
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return _("the folder cannot be written (read-only or no permission)")
    return str(getattr(exc, "strerror", None) or exc)
