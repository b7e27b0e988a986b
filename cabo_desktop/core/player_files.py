"""Reading files a player gave us (variant files, game records, saves): any failure is one clear error.

The error class is the caller's (a game's VariantError, the records' RecordError), and every
message names the file and the problem; nothing here raises anything else for a bad file. What a
file may cost is bounded before it is parsed or walked: its size (`MAX_FILE_BYTES`), its nesting
(`MAX_DEPTH`), YAML aliases (refused: ten nested aliases in a few hundred bytes expand to
billions of values) and numbers (no more digits than Python converts).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

MAX_FILE_BYTES = 4 * 1024 * 1024  # a record of a very long game is well under 1 MB
MAX_DEPTH = 40  # mappings and lists inside each other; real files need fewer than 10


def read_player_file(path: Path, error: type[Exception], missing: str) -> str:
    """A text file a player gave us; any failure becomes `error` with a message naming the file."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise error(f"{path}: too large to be a Cabo Desktop file ({size:,} bytes; at most {MAX_FILE_BYTES:,})")
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error(f"{path}: {missing}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise error(f"{path}: cannot be read ({exc})") from None


def _safe_loader():
    """PyYAML's SafeLoader, refusing aliases (the "billion laughs")."""
    import yaml

    class NoAliasLoader(yaml.SafeLoader):
        def compose_node(self, parent, index):
            if self.check_event(yaml.AliasEvent):
                event = self.peek_event()
                raise yaml.composer.ComposerError(None, None, "aliases (*name) are not allowed here",
                                                  event.start_mark)
            return super().compose_node(parent, index)

    return NoAliasLoader


_LOADER: list = []


def load_yaml_text(text: str, source: str, error: type[Exception]) -> Any:
    """Plain data from YAML text (safe: no objects, no aliases, bounded nesting), or `error`
    naming the line."""
    import yaml  # imported here so that importing the rules stays cheap

    if not _LOADER:
        _LOADER.append(_safe_loader())
    try:
        data = yaml.load(text, Loader=_LOADER[0])  # noqa: S506 (a SafeLoader subclass)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise error(f"{_at(source)}not valid YAML{where}: {problem}") from None
    except RecursionError:
        raise error(f"{_at(source)}nested too deeply (at most {MAX_DEPTH} levels)") from None
    except ValueError as exc:  # a number with more digits than Python converts
        raise error(f"{_at(source)}{_short(exc)}") from None
    check_depth(data, source, error)
    return data


def load_json_text(text: str, source: str, error: type[Exception]) -> Any:
    """Plain data from JSON text, with bounded nesting and numbers, or `error` saying why."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(f"{_at(source)}damaged or truncated ({exc.msg} at line {exc.lineno})") from None
    except RecursionError:
        raise error(f"{_at(source)}nested too deeply (at most {MAX_DEPTH} levels)") from None
    except ValueError as exc:
        raise error(f"{_at(source)}{_short(exc)}") from None
    check_depth(data, source, error)
    return data


def _at(source: str) -> str:
    """The message's prefix naming the file ("" when the caller names it itself)."""
    return f"{source}: " if source else ""


def _short(exc: BaseException) -> str:
    text = str(exc).split(";")[0]
    return "a number is far too long" if "digits" in text else text[:120]


def check_depth(data: Any, source: str, error: type[Exception]) -> None:
    """`error` when mappings and lists nest deeper than MAX_DEPTH (walked without recursion)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise error(f"{_at(source)}nested too deeply (at most {MAX_DEPTH} levels)")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


MAX_NAME = 40  # a name on a plate, a list row, a score sheet


def name_problem(value: Any, most: int = MAX_NAME) -> str:
    """Why `value` cannot be a name shown to players ("" when it can): text, not empty, at most
    `most` characters, and no control characters (a NUL, a line break, an escape: they break
    every screen that draws the name)."""
    import unicodedata
    if not isinstance(value, str) or not value.strip():
        return "should be a non-empty name"
    if len(value) > most:
        return f"should be at most {most} characters"
    if any(unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn") for ch in value):
        return "contains a control character"
    return ""


def versioned(data: Any, fmt: str, newest: int, what: str, fail: Callable[[str], Exception]) -> dict[str, Any]:
    """Check a versioned mapping (records, saves, statistics): the right `format` and a `version`
    this app can read; `fail(message)` is the exception raised otherwise."""
    if not isinstance(data, dict):
        raise fail(f"not {what} (expected a mapping)")
    if data.get("format") != fmt:
        raise fail(f"not {what} (format should be {fmt!r})")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise fail("no valid version number")
    if version > newest:
        error = fail(f"written by a newer Cabo Desktop (version {version}; this one reads up to {newest})")
        error.newer = True  # storage leaves such a file untouched (it is not damaged)
        raise error
    return data
