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
from typing import Any, Literal

QUOTE_LIMIT = 60  # a value quoted in a message is cut to this many characters


def setting(doc: str, *, low: int | None = None, high: int | None = None, default: Any = dataclasses.MISSING):
    """A dataclass field with its documentation and, for numbers, its allowed range."""
    meta = {"doc": doc, "low": low, "high": high}
    if default is dataclasses.MISSING:
        return field(metadata=meta)
    if isinstance(default, (dict, list)):
        return field(default_factory=lambda: copy.deepcopy(default), metadata=meta)
    return field(default=default, metadata=meta)


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxdict, _SHORT.maxstring, _SHORT.maxother = 2, 4, 4, QUOTE_LIMIT, QUOTE_LIMIT


def quote(value: Any) -> str:
    """A value for a message, cut short: a message never repeats a whole (possibly huge) value,
    and quoting never walks more of it than it shows."""
    return _cut(_SHORT.repr(value))


def _cut(text: str) -> str:
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"


def describe(tp: Any) -> str:
    """What a setting of type `tp` accepts, in words."""
    origin = typing.get_origin(tp)
    if origin is Literal:
        return "one of " + ", ".join(str(a) for a in typing.get_args(tp))
    if origin in (typing.Union, types.UnionType):
        parts = [describe(a) for a in typing.get_args(tp) if a is not type(None)]
        return " or ".join(parts) + " or null"
    if dataclasses.is_dataclass(tp):
        return "a mapping with keys " + ", ".join(f.name for f in dataclasses.fields(tp))
    if origin is dict:
        return "a mapping"
    if origin is tuple:
        return "a list"
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return "one of " + ", ".join(str(m.value) for m in tp)
    return {int: "a whole number", bool: "true or false", str: "text"}.get(tp, str(tp))


def _range_text(meta: dict) -> str:
    low, high = meta.get("low"), meta.get("high")
    if low is not None and high is not None:
        return f" from {low} to {high}"
    return ""


def _convert(tp: Any, value: Any, key: str, meta: dict, source: str, error: type[Exception]) -> Any:
    def fail(what: str) -> typing.NoReturn:
        raise error(f"{source}: key '{key}': {what}")

    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        (inner,) = [a for a in typing.get_args(tp) if a is not type(None)]
        return _convert(inner, value, key, meta, source, error)
    if value is None:
        fail(f"must not be empty; expected {describe(tp)}{_range_text(meta)}")
    if origin is Literal:
        allowed = typing.get_args(tp)
        if not isinstance(value, (str, int)) or value not in allowed:
            fail(f"{quote(value)} is not allowed; expected one of {', '.join(map(str, allowed))}")
        return value
    if tp is bool:
        if not isinstance(value, bool):
            fail(f"{quote(value)} is not true or false")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            fail(f"{quote(value)} is not a whole number{_range_text(meta)}")
        low, high = meta.get("low"), meta.get("high")
        if (low is not None and value < low) or (high is not None and value > high):
            fail(f"{quote(value)} is out of range; expected a whole number{_range_text(meta)}")
        return value
    if tp is str:
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            fail(f"{quote(value)} is not text")
        return str(value)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(value)
        except (ValueError, TypeError):
            fail(f"{quote(value)} is not allowed; expected {describe(tp)}")
    if origin is dict:
        if not isinstance(value, dict):
            fail(f"expected a mapping, got {type(value).__name__}")
        _, value_type = typing.get_args(tp)
        return {str(k): _convert(value_type, v, f"{key}.{k}", meta, source, error) for k, v in value.items()}
    if origin is tuple:
        if not isinstance(value, list):
            fail(f"expected a list, got {type(value).__name__}")
        (item_type, _) = typing.get_args(tp)
        return tuple(_convert(item_type, v, f"{key}[{i}]", meta, source, error) for i, v in enumerate(value))
    if dataclasses.is_dataclass(tp):
        return _build(tp, value, key, source, error)
    raise AssertionError(f"unhandled setting type {tp}")  # a programming error, not a file error


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def _build(cls: type, data: Any, prefix: str, source: str, error: type[Exception]) -> Any:
    where = prefix or "the top level"
    if not isinstance(data, dict):
        raise error(f"{source}: key '{where}': expected {describe(cls)}, got {type(data).__name__}")
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    for name in data:
        if name not in fields:
            raise error(
                f"{source}: unknown key '{prefix + '.' if prefix else ''}{_cut(str(name))}'; "
                f"allowed keys here: {', '.join(fields)}"
            )
    hints = _hints(cls)
    values = {}
    for name, f in fields.items():
        key = f"{prefix}.{name}" if prefix else name
        if name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:  # type: ignore[misc]
                raise error(f"{source}: missing key '{key}' ({f.metadata.get('doc', '')})")
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
            raise error(f"{source}: unknown setting '{key}'")
        if node[part] is None:
            node[part] = {}
        node = node[part]
    if not isinstance(node, dict) or parts[-1] not in node:
        raise error(f"{source}: unknown setting '{key}'")
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
