"""Typed settings from plain data: the strict validation every game's variant files share.

A game describes its settings as frozen dataclasses whose fields are made with `setting(doc,
low=, high=, default=)`. `build(cls, data, source, error)` turns plain data (parsed YAML) into
those dataclasses and raises `error` (the game's VariantError) at the first problem, naming the
source, the dotted key and what is allowed: unknown keys, missing keys, wrong types, numbers out
of range and values outside a Literal or an Enum. `to_data` goes back to plain data.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import reprlib
import types
import typing
from dataclasses import field
from typing import Any, Literal, Mapping

from ..i18n import N_, _, n_
from .player_files import located

QUOTE_LIMIT = 60  # a value quoted in a message is cut to this many characters
# what every game's variant may list (the built-ins: 7 options, 4 values for one, 11 notes)
MAX_OPTIONS = 20
MAX_OPTION_VALUES = 20
MAX_NOTES = 40


def setting(doc: str, *, low: int | None = None, high: int | None = None, most: int | None = None,
            default: Any = dataclasses.MISSING):
    """A dataclass field with its documentation and, for numbers, its allowed range; `most` is the
    most entries a list or a mapping may hold (a variant may not ask for a game that grows without
    end: docs/records.md, "Bounds"). `doc` is shown to players when the key is missing: mark it
    with N_ (it is translated when shown)."""
    meta = {"doc": doc, "low": low, "high": high, "most": most}
    if default is dataclasses.MISSING:
        return field(metadata=meta)
    if isinstance(default, (dict, list)):
        return field(default_factory=lambda: copy.deepcopy(default), metadata=meta)
    return field(default=default, metadata=meta)


def options_setting():
    """The `options` field every game's variant ends with: the settings its setup screen offers."""
    return setting(N_("settings offered as options on the setup screen"), most=MAX_OPTIONS, default=())


def notes_setting():
    """The `notes` field every game's variant ends with: its readings of unclear rule text."""
    return setting(N_("readings of unclear rule text, shown on the rules screen"), most=MAX_NOTES, default=())


def seat_rules(most: int, module: str) -> type:
    """The `players` settings of a game whose variants seat 2 to at most `most` players and whose
    options never need more seats (Cabanga!, Kobito; CABO's stretch to more seats has its own): the
    fewest and the most seats, and `limit`, the most with the options chosen, which is the most.
    The class is named `PlayerRules` in `module` (the game's rules/variant.py)."""
    @dataclasses.dataclass(frozen=True, kw_only=True)
    class PlayerRules:
        """The fewest and the most seats of a variant."""

        min: int = setting(N_("fewest seats"), low=2, high=most)
        max: int = setting(N_("most seats"), low=2, high=most)

        @property
        def limit(self) -> int:
            """The most seats with the options chosen: the most."""
            return self.max
    PlayerRules.__qualname__, PlayerRules.__module__ = "PlayerRules", module
    return PlayerRules


@dataclasses.dataclass(frozen=True, kw_only=True)
class VariantHead:
    """The settings every game's variant begins with, in this order: its short name, the title
    players see and a paragraph for the rules screen (a game's `Variant` subclasses it, adds its
    own settings and ends with `options: ... = options_setting()`, `notes: ... = notes_setting()`)."""

    name: str = setting(N_("short identifier"))
    title: str = setting(N_("name shown to players"))
    description: str = setting(N_("one paragraph for the rules screen"), default="")


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxdict, _SHORT.maxstring, _SHORT.maxother = 2, 4, 4, QUOTE_LIMIT, QUOTE_LIMIT


def quote(value: Any) -> str:
    """A value for a message, cut short: a message never repeats a whole (possibly huge) value,
    and quoting never walks more of it than it shows."""
    return _cut(_SHORT.repr(value))


def _cut(text: str) -> str:
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"


def describe(tp: Any, meta: Mapping[str, Any] | None = None) -> str:
    """What a setting of type `tp` accepts, in words (with its range, when `meta` gives one)."""
    origin = typing.get_origin(tp)
    if origin is Literal:
        return _("one of {choices}").format(choices=", ".join(str(a) for a in typing.get_args(tp)))
    if origin in (typing.Union, types.UnionType):
        (inner,) = [a for a in typing.get_args(tp) if a is not type(None)]
        # TRANSLATORS: {expected} is what a setting accepts ("a whole number from 1 to 8"); null is YAML's word
        return _("{expected} or null").format(expected=describe(inner, meta))
    if dataclasses.is_dataclass(tp):
        return _("a mapping with keys {keys}").format(keys=", ".join(f.name for f in dataclasses.fields(tp)))
    if origin is dict:
        return _("a mapping")
    if origin is tuple:
        return _("a list")
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _("one of {choices}").format(choices=", ".join(str(m.value) for m in tp))
    if tp is int:
        low, high = (meta or {}).get("low"), (meta or {}).get("high")
        if low is not None and high is not None:
            return _("a whole number from {low} to {high}").format(low=low, high=high)
        return _("a whole number")
    if tp is bool:
        # TRANSLATORS: true and false are YAML's words: keep them in English
        return _("true or false")
    if tp is str:
        return _("text")
    return str(tp)


def found(value: Any) -> str:
    """What kind of value a file holds where another was expected ("a list"), in words."""
    if isinstance(value, bool):
        return _("true or false")
    if isinstance(value, int):
        return _("a whole number")
    if isinstance(value, float):
        return _("a decimal number")
    if isinstance(value, str):
        return _("text")
    if isinstance(value, list):
        return _("a list")
    if isinstance(value, dict):
        return _("a mapping")
    if value is None:
        return _("nothing")
    return type(value).__name__


def _convert(tp: Any, value: Any, key: str, meta: Mapping[str, Any], source: str, error: type[Exception]) -> Any:
    def fail(problem: str, **values: Any) -> typing.NoReturn:
        raise error(located(source, problem.format(key=key, value=quote(value), **values)))

    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        (inner,) = [a for a in typing.get_args(tp) if a is not type(None)]
        return _convert(inner, value, key, meta, source, error)
    if value is None:
        fail(_("key '{key}': must not be empty; expected {expected}"), expected=describe(tp, meta))
    if origin is Literal:
        allowed = typing.get_args(tp)
        if not isinstance(value, (str, int)) or value not in allowed:
            fail(_("key '{key}': {value} is not allowed; expected {expected}"), expected=describe(tp))
        return value
    if tp is bool:
        if not isinstance(value, bool):
            # TRANSLATORS: true and false are YAML's words: keep them in English
            fail(_("key '{key}': {value} is not true or false"))
        return value
    if tp is int:
        low, high = meta.get("low"), meta.get("high")
        if isinstance(value, bool) or not isinstance(value, int):
            if low is not None and high is not None:
                fail(_("key '{key}': {value} is not a whole number from {low} to {high}"), low=low, high=high)
            fail(_("key '{key}': {value} is not a whole number"))
        if (low is not None and value < low) or (high is not None and value > high):
            fail(_("key '{key}': {value} is out of range; expected {expected}"), expected=describe(tp, meta))
        return value
    if tp is str:
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            fail(_("key '{key}': {value} is not text"))
        return str(value)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(value)
        except (ValueError, TypeError):
            fail(_("key '{key}': {value} is not allowed; expected {expected}"), expected=describe(tp))
    if origin is dict:
        if not isinstance(value, dict):
            fail(_("key '{key}': expected a mapping, got {found}"), found=found(value))
        _check_length(value, meta, fail)
        _key, value_type = typing.get_args(tp)
        return {str(k): _convert(value_type, v, f"{key}.{k}", meta, source, error) for k, v in value.items()}
    if origin is tuple:
        if not isinstance(value, list):
            fail(_("key '{key}': expected a list, got {found}"), found=found(value))
        _check_length(value, meta, fail)
        (item_type, _rest) = typing.get_args(tp)
        return tuple(_convert(item_type, v, f"{key}[{i}]", meta, source, error) for i, v in enumerate(value))
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _build(tp, value, key, source, error)
    raise AssertionError(f"unhandled setting type {tp}")  # a programming error, not a file error


def _check_length(value: list | dict, meta: Mapping[str, Any], fail: Any) -> None:
    """A list or mapping longer than its setting's `most` is refused before any entry is read."""
    most = meta.get("most")
    if most is not None and len(value) > most:
        # TRANSLATORS: {size} is how many entries a list (or mapping) of a variant file holds
        fail(n_("key '{key}': too long ({size}); expected at most {most} entry",
                "key '{key}': too long ({size}); expected at most {most} entries", most), size=len(value), most=most)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def _build(cls: type, data: Any, prefix: str, source: str, error: type[Exception]) -> Any:
    if not isinstance(data, dict):
        if prefix:
            problem = _("key '{key}': expected {expected}, got {found}")
        else:
            # TRANSLATORS: the whole file holds the wrong kind of data ("expected a mapping with keys ..., got a list")
            problem = _("the top level: expected {expected}, got {found}")
        raise error(located(source, problem.format(key=prefix, expected=describe(cls), found=found(data))))
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    for name in data:
        if name not in fields:
            raise error(located(source, _("unknown key '{key}'; allowed keys here: {keys}").format(
                key=f"{prefix + '.' if prefix else ''}{_cut(str(name))}", keys=", ".join(fields))))
    hints = _hints(cls)
    values = {}
    for name, f in fields.items():
        key = f"{prefix}.{name}" if prefix else name
        if name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                doc = f.metadata.get("doc", "")
                if doc:
                    # TRANSLATORS: {doc} says what the key is for ("round scoring")
                    problem = _("missing key '{key}' ({doc})").format(key=key, doc=_(doc))
                else:
                    problem = _("missing key '{key}'").format(key=key)
                raise error(located(source, problem))
            continue
        values[name] = _convert(hints[name], data[name], key, f.metadata, source, error)
    return cls(**values)


def build(cls: type, data: Any, source: str, error: type[Exception]) -> Any:
    """The dataclass `cls` from plain data; `error(message)` at the first problem."""
    return _build(cls, data, "", source, error)


def to_data(value: Any) -> Any:
    """Plain data (YAML-ready) for a settings dataclass (enums by value, tuples as lists)."""
    if dataclasses.is_dataclass(value):
        return {f.name: to_data(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, dict):
        return {k: to_data(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [to_data(v) for v in value]
    return value


def get_dotted(data: dict, key: str) -> Any:
    """`data["a"]["b"]` for key "a.b"; KeyError when a part is missing."""
    node: Any = data
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            raise KeyError(key)
        node = node[part]
    return node


def set_dotted(data: dict, key: str, value: Any, source: str, error: type[Exception]) -> None:
    """Set an existing dotted setting in plain data (an empty optional section is created)."""
    parts = key.split(".")
    node: Any = data
    for part in parts[:-1]:
        if not isinstance(node, dict) or part not in node:
            raise error(located(source, _("unknown setting '{key}'").format(key=key)))
        if node[part] is None:
            node[part] = {}
        node = node[part]
    if not isinstance(node, dict) or parts[-1] not in node:
        raise error(located(source, _("unknown setting '{key}'").format(key=key)))
    node[parts[-1]] = value


def merge(base: dict, extra: dict) -> dict:
    """`extra` laid over `base`, mappings merged key by key (for `extends:`)."""
    merged = copy.deepcopy(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def dotted_changes(base: Any, mine: Any, prefix: str = "") -> dict[str, Any]:
    """The dotted settings in which `mine` differs from `base` (plain data of the same shape)."""
    if isinstance(base, dict) and isinstance(mine, dict) and base.keys() == mine.keys():
        changes: dict[str, Any] = {}
        for key in base:
            changes.update(dotted_changes(base[key], mine[key], f"{prefix}{key}."))
        return changes
    return {} if base == mine else {prefix.rstrip("."): mine}


@dataclasses.dataclass(frozen=True, kw_only=True)
class OptionSpec:
    """A setting a variant offers on the setup screen (every game's variants share this shape)."""

    key: str = setting(N_("dotted setting this option changes, e.g. turn.swap_between_opponents"))
    label: str = setting(N_("what the setup screen shows"))
    short: str = setting(N_("a name of a few words for the option's row (the label is shown beside it)"), default="")
    values: tuple[str, ...] = setting(N_("suggested values as YAML text (empty: a yes/no toggle)"), most=MAX_OPTION_VALUES,
                                      default=())

