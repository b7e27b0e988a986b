"""Reading files a player gave us (variant files, game records): any failure is one clear error.

The error class is the caller's (a game's VariantError, the records' RecordError), and every
message names the file and the problem; nothing here raises anything else for a bad file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable


def read_player_file(path: Path, error: type[Exception], missing: str) -> str:
    """A text file a player gave us; any failure becomes `error` with a message naming the file."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error(f"{path}: {missing}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise error(f"{path}: cannot be read ({exc})") from None


def load_yaml_text(text: str, source: str, error: type[Exception]) -> Any:
    """Plain data from YAML text (safe_load: no objects), or `error` naming the line."""
    import yaml  # imported here so that importing the rules stays cheap

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise error(f"{source}: not valid YAML{where}: {problem}") from None


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
