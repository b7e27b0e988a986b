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

from ..i18n import _, n_, number

MAX_FILE_BYTES = 4 * 1024 * 1024  # a record of a very long game is well under 1 MB
MAX_DEPTH = 40  # mappings and lists inside each other; real files need fewer than 10


def located(source: str, problem: str) -> str:
    """A problem with the file or place it is in: "house.yaml: the file is empty" (no source: the
    problem alone). Every message about a player's file is one of these."""
    if not source:
        return problem
    # TRANSLATORS: {source} is a file (or where settings came from), {problem} what is wrong there
    return _("{source}: {problem}").format(source=source, problem=problem)


def read_player_file(path: Path, error: type[Exception], missing: str) -> str:
    """A text file a player gave us; any failure becomes `error` with a message naming the file.
    `missing` is what to say when there is no such file (translated: "no such variant file")."""
    try:
        size = path.stat().st_size
        if not path.is_file():  # a device or a pipe has no size to check and may be read without end
            raise error(located(str(path), _("not an ordinary file (a folder, a device or a pipe cannot be read)")))
        if size > MAX_FILE_BYTES:
            raise error(located(str(path), n_("too large to be a Cabo Desktop file ({size} byte; at most {most})",
                                              "too large to be a Cabo Desktop file ({size} bytes; at most {most})",
                                              size).format(size=number(size), most=number(MAX_FILE_BYTES))))
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error(located(str(path), missing)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise error(located(str(path), _("cannot be read ({error})").format(error=exc))) from None


def _safe_loader():
    """PyYAML's SafeLoader, refusing aliases (the "billion laughs")."""
    import yaml

    class NoAliasLoader(yaml.SafeLoader):
        def compose_node(self, parent, index):
            if self.check_event(yaml.AliasEvent):
                event = self.peek_event()
                raise yaml.composer.ComposerError(None, None, _("aliases (*name) are not allowed here"),
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
        # the parser's own words (English): what it expected where
        detail = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if mark:
            # TRANSLATORS: {detail} is the YAML parser's own explanation (in English, but for aliases)
            problem = _("not valid YAML at line {line}, column {column}: {detail}").format(
                line=mark.line + 1, column=mark.column + 1, detail=detail)
        else:
            problem = _("not valid YAML: {detail}").format(detail=detail)
        raise error(located(source, problem)) from None
    except RecursionError:
        raise error(located(source, _too_deep())) from None
    except ValueError as exc:  # a number with more digits than Python converts
        raise error(located(source, _short(exc))) from None
    return checked(data, source, error)


def load_json_text(text: str, source: str, error: type[Exception]) -> Any:
    """Plain data from JSON text, with bounded nesting and numbers, or `error` saying why."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        # TRANSLATORS: {detail} is the JSON reader's own explanation, in English ("Expecting value")
        raise error(located(source, _("damaged or truncated ({detail} at line {line})").format(
            detail=exc.msg, line=exc.lineno))) from None
    except RecursionError:
        raise error(located(source, _too_deep())) from None
    except ValueError as exc:
        raise error(located(source, _short(exc))) from None
    return checked(data, source, error)


def _too_deep() -> str:
    return n_("nested too deeply (at most {n} level)", "nested too deeply (at most {n} levels)",
              MAX_DEPTH).format(n=MAX_DEPTH)


def _short(exc: BaseException) -> str:
    text = str(exc).split(";")[0]
    return _("a number is far too long") if "digits" in text else text[:120]


def checked(data: Any, source: str, error: type[Exception]) -> Any:
    """Parsed data made safe to keep: `error` when mappings and lists nest deeper than MAX_DEPTH,
    and every text (values and keys) without unpaired UTF-16 surrogates, which JSON's "\\ud800"
    and YAML's escapes let in and which no file can be written with (each becomes U+FFFD). This is
    the one place where text read from any file is cleaned. Walked without recursion."""
    if isinstance(data, str):
        return clean_text(data)
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH or (value and depth == MAX_DEPTH):  # what it holds would be deeper still
            raise error(located(source, _too_deep()))
        if isinstance(value, dict):
            if any(isinstance(k, str) and not _encodable(k) for k in value):
                cleaned = {clean_text(k) if isinstance(k, str) else k: v for k, v in value.items()}
                value.clear()
                value.update(cleaned)
            for k, v in value.items():
                if isinstance(v, str):
                    if not _encodable(v):
                        value[k] = clean_text(v)
                elif isinstance(v, (dict, list)):
                    stack.append((v, depth + 1))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                if isinstance(v, str):
                    if not _encodable(v):
                        value[i] = clean_text(v)
                elif isinstance(v, (dict, list)):
                    stack.append((v, depth + 1))
    return data


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def clean_text(text: str) -> str:
    """`text` with every unpaired surrogate replaced by U+FFFD (the replacement character)."""
    if _encodable(text):
        return text
    return "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text)


MAX_NAME = 40  # a name on a plate, a list row, a score sheet


# why a value cannot be a name (name_problem); each caller says it in its own whole sentence
NAME_EMPTY, NAME_TOO_LONG, NAME_CONTROL = "empty", "too long", "control character"


def name_problem(value: Any, most: int = MAX_NAME) -> str:
    """Why `value` cannot be a name shown to players ("" when it can): NAME_EMPTY (not text, empty,
    or nothing visible: only spaces and combining marks), NAME_TOO_LONG (more than `most`
    characters) or NAME_CONTROL (a control or format character: a NUL, a line break, an escape, a
    zero-width space or a right-to-left override break or disguise every screen that draws it)."""
    import unicodedata
    if not isinstance(value, str) or not value.strip():
        return NAME_EMPTY
    if len(value) > most:
        return NAME_TOO_LONG
    # format characters (U+200B, U+202E, U+FEFF ...) are invisible, and can turn a name around
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") for ch in value):
        return NAME_CONTROL
    if not any(unicodedata.category(ch) not in INVISIBLE for ch in value):  # only marks and spaces
        return NAME_EMPTY
    return ""


# what draws nothing by itself: spaces, and marks that only change the character before them
INVISIBLE = frozenset(("Zs", "Zl", "Zp", "Mn", "Me", "Cf"))


def versioned(data: Any, fmt: str, newest: int, fail: Callable[[str], Exception], *, not_mapping: str,
              wrong_format: str) -> dict[str, Any]:
    """Check a versioned mapping (records, saves, statistics): the right `format` and a `version`
    this app can read; `fail(message)` is the exception raised otherwise. `not_mapping` and
    `wrong_format` (with {format}) say, translated, what the data is not ("not a game record ...")."""
    if not isinstance(data, dict):
        raise fail(not_mapping)
    if data.get("format") != fmt:
        raise fail(wrong_format.format(format=repr(fmt)))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise fail(_("no valid version number"))
    if version > newest:
        error = fail(_("written by a newer Cabo Desktop (version {version}; this one reads up to {newest})")
                     .format(version=version, newest=newest))
        setattr(error, "newer", True)  # storage leaves such a file untouched (it is not damaged)
        raise error
    return data


def settings_from_yaml(text: str, source: str, error: type[Exception], build: Callable[[Any, str], Any]) -> Any:
    """A game's settings (a variant) from YAML text: parsed, then `build(data, source)`; `error`
    (the game's variant error) names an empty file."""
    data = load_yaml_text(text, source, error)
    if data is None:
        raise error(located(source, _("the file is empty")))
    return build(data, source)


def settings_from_file(path: str | Path, error: type[Exception], build: Callable[[Any, str], Any]) -> Any:
    """The same from a player's file (read with the size and encoding checks of read_player_file)."""
    path = Path(path)
    return settings_from_yaml(read_player_file(path, error, _("no such variant file")), str(path), error, build)

