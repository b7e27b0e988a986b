"""The wire's forms (core/wire.py): encode and decode functions made from type hints, once per
type: numbers, text, true/false, X | None, Literal, enums, tuples, frozensets, mappings, nested
dataclasses and NamedTuples, a game's card (by its code) and its variant (by core/wire.py's
variant codec). Decoding checks every value and raises WireError at the first that does not fit.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import keyword
import math
import types
import typing
from dataclasses import dataclass
from typing import Any, Callable, Literal

MAX_INT = 2**53 - 1  # the integers a JSON number holds exactly everywhere
MAX_ITEMS = 4096  # entries of one list or mapping
MAX_TEXT = 20_000  # characters of one string (a variant's description)
MAX_CODE = 32  # characters of one card code
MAX_ACTION = 1000  # characters of one action's notation
MAX_MESSAGE = 2_000_000  # characters of one JSON text that `loads` reads
MAX_PLAIN_DEPTH = 12  # nesting of plain data (a variant's settings)


class WireError(ValueError):
    """Data from the wire that is not a value of this game: one message naming where and what
    (for logs and developers; a table words its own message for players)."""

    def __init__(self, problem: str, path: list | None = None):
        super().__init__(problem)
        self.problem = problem
        self.path: list = path or []

    def __str__(self) -> str:
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in self.path).lstrip(".")
        return f"{where}: {self.problem}" if where else self.problem


def _short(value: Any) -> str:
    from .schema import quote
    return quote(value)


def _fail(expected: str, value: Any) -> typing.NoReturn:
    raise WireError(f"expected {expected}, got {_short(value)}")


Encode = Callable[[Any], Any]
Decode = Callable[[Any, Any], Any]  # (data, the variant in use) -> value


@dataclass(frozen=True)
class CardCodec:
    """A game's card on the wire: `to_code(card)` is its short code, `from_code(code, variant)`
    the card again, or None when the code is no card of that variant."""

    type: type
    to_code: Callable[[Any], str]
    from_code: Callable[[str, Any], Any]
    context_free: bool = False  # from_code ignores the variant: codes read are remembered


def parsed_codes(card_type: type, parse_card: Callable[[str], Any]) -> CardCodec:
    """Cards whose code says everything (`parse_card(code)` -> card or None), written one way only
    (a code read back must be the code again: no lower case, spaces or leading zeros)."""
    def from_code(code: str, variant: Any) -> Any:
        card = parse_card(code)
        return card if card is not None and card.code == code and _bounded(card) else None
    return CardCodec(card_type, lambda card: card.code, from_code, context_free=True)


def _int(v: Any, ctx: Any) -> int:
    if type(v) is not int or not -MAX_INT <= v <= MAX_INT:
        _fail(f"a whole number from {-MAX_INT} to {MAX_INT}", v)
    return v


def _bool(v: Any, ctx: Any) -> bool:
    if type(v) is not bool:
        _fail("true or false", v)
    return v


def _str(v: Any, ctx: Any) -> str:
    if type(v) is not str or len(v) > MAX_TEXT:
        _fail(f"text of at most {MAX_TEXT} characters", v)
    return v


def _float(v: Any, ctx: Any) -> float:
    if type(v) not in (int, float) or not math.isfinite(v) or abs(v) > MAX_INT:
        _fail("a number", v)
    return float(v)


def _none(v: Any, ctx: Any) -> None:
    if v is not None:
        _fail("null", v)


def _same(v: Any) -> Any:
    return v


def _list(v: Any, most: int = MAX_ITEMS) -> list:
    if type(v) is not list or len(v) > most:
        _fail(f"a list of at most {most} entries", v)
    return v


def _scalar(v: Any, ctx: Any) -> Any:
    if type(v) is str:
        return _str(v, ctx)
    if type(v) is int:
        return _int(v, ctx)
    _fail("a whole number or text", v)


def _bare_tuple(v: Any, ctx: Any) -> tuple:
    """An untyped tuple (Kobito's places: ("pot", 1)): whole numbers and text only."""
    return tuple(_each(_list(v, 16), _scalar, ctx))


def _each(items: list, dec: Decode, ctx: Any) -> list:
    out = []
    for i, item in enumerate(items):
        try:
            out.append(dec(item, ctx))
        except WireError as exc:
            exc.path.insert(0, i)
            raise
    return out


def _plain(v: Any, depth: int = 0) -> Any:
    """Checks plain JSON data (a variant's settings): bounded in size, depth, numbers and text."""
    if depth > MAX_PLAIN_DEPTH:
        raise WireError(f"plain data nested deeper than {MAX_PLAIN_DEPTH}")
    if v is None or type(v) is bool:
        return v
    if type(v) is int:
        return _int(v, None)
    if type(v) is float:
        return _float(v, None)
    if type(v) is str:
        return _str(v, None)
    if type(v) is list:
        return [_plain(x, depth + 1) for x in _list(v)]
    if type(v) is dict:
        if len(v) > MAX_ITEMS:
            _fail(f"a mapping of at most {MAX_ITEMS} entries", v)
        return {_str(k, None): _plain(x, depth + 1) for k, x in v.items()}
    _fail("plain data", v)


def _mapping(v: Any, most: int = MAX_ITEMS) -> dict:
    if type(v) is not dict or len(v) > most:
        _fail(f"a mapping of at most {most} entries", v)
    return v


def _record_fields(cls: Any) -> list[str]:
    if dataclasses.is_dataclass(cls):
        return [f.name for f in dataclasses.fields(cls) if f.init]
    return list(cls._fields)  # a NamedTuple


def _is_record(tp: Any) -> bool:
    return isinstance(tp, type) and (dataclasses.is_dataclass(tp) or (issubclass(tp, tuple) and hasattr(tp, "_fields")))


def _bounded(value: Any, depth: int = 0) -> bool:
    """Whether every number inside a value (a parsed action, a card) is within MAX_INT."""
    kind = type(value)
    if kind is int:
        return -MAX_INT <= value <= MAX_INT
    if kind is str or value is None or kind is bool:
        return True
    if depth >= 8:
        return False
    if kind is tuple or kind is list or kind is frozenset:
        return all(_bounded(x, depth + 1) for x in value)
    names = _FIELDS.get(kind)
    if names is None:
        names = _FIELDS[kind] = tuple(_record_fields(kind)) if _is_record(kind) else ()
    return all(_bounded(getattr(value, n), depth + 1) for n in names)


_FIELDS: dict[type, tuple[str, ...]] = {}


def _in_order(items: list) -> list:
    """Encoded set members in the one order they are written in (numbers or text: by value)."""
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=lambda d: json.dumps(d, sort_keys=True))


def _record_encoder(cls: type, fields: list[tuple[str, Encode]]) -> Encode:
    """A record's encoder, written out for its fields ({"a": v.a, "b": e1(v.b)}: what a loop over
    them makes, without the loop; a field written as it is gets no call)."""
    scope: dict[str, Any] = {}
    items = []
    for i, (name, e) in enumerate(fields):
        if not name.isidentifier() or keyword.iskeyword(name):  # no class declares such a field
            raise TypeError(f"the wire has no form for {cls.__name__}'s field {name!r}")
        if e is _same:
            items.append(f"{name!r}: v.{name}")
        else:
            scope[f"e{i}"] = e
            items.append(f"{name!r}: e{i}(v.{name})")
    exec(f"def enc(v):\n    return {{{', '.join(items)}}}\n", scope)  # noqa: S102 - from field names only
    enc = scope["enc"]
    enc.__qualname__ = f"encode_{cls.__name__}"
    return enc


class _Compiler:
    """Turns type hints into encode and decode functions, once per type."""

    def __init__(self, card: CardCodec | None, variant_type: type | None, variant: tuple[Encode, Decode] | None):
        self.card, self.variant_type, self.variant = card, variant_type, variant
        self.done: dict[Any, tuple[Encode, Decode]] = {}
        self.shapes: dict[str, Any] = {}  # the schema, for the fingerprint
        self.frozen: dict[Any, bool] = {}

    def __call__(self, tp: Any) -> tuple[Encode, Decode]:
        key = tp
        if key not in self.done:
            self.done[key] = self._compile(tp)
        return self.done[key]

    def _compile(self, tp: Any) -> tuple[Encode, Decode]:
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if tp is int:
            return _same, _int
        if tp is bool:
            return _same, _bool
        if tp is str:
            return _same, _str
        if tp is float:
            return _same, _float
        if tp is type(None):
            return _same, _none
        if self.card is not None and tp is self.card.type:
            return self._card()
        if self.variant is not None and tp is self.variant_type:
            return self.variant
        if origin in (typing.Union, types.UnionType):
            return self._optional(tp, args)
        if origin is Literal:
            return self._literal(args)
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return self._enum(tp)
        if tp is tuple or (origin is tuple and not args):
            return list, _bare_tuple
        if origin is tuple:
            return self._tuple(args)
        if origin is frozenset:
            return self._frozenset(args[0])
        if origin is dict and args[0] in (str, int):
            return self._dict(*args)
        if _is_record(tp):
            return self._record(tp)
        raise TypeError(f"the wire has no form for {tp!r}")  # a programming error: add one here

    def immutable(self, tp: Any) -> bool:
        """Whether every value of type hint `tp` is immutable all the way down (numbers, text,
        enums, the variant, tuples and frozensets of such, frozen records of such): its encoded
        text may be kept by the value's identity (core/wire.py's texts)."""
        if tp not in self.frozen:
            self.frozen[tp] = False  # a record holding itself: not kept
            self.frozen[tp] = self._immutable(tp)
        return self.frozen[tp]

    def _immutable(self, tp: Any) -> bool:
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if tp in (int, bool, str, float, type(None)) or origin is Literal:
            return True
        if self.variant is not None and tp is self.variant_type:
            return True  # the variant codec keeps its form by identity already
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return True
        if origin in (typing.Union, types.UnionType):
            return all(self.immutable(a) for a in args)
        if origin is tuple and args:
            return all(self.immutable(a) for a in args if a is not Ellipsis)
        if origin is frozenset:
            return self.immutable(args[0])
        if _is_record(tp):
            frozen = issubclass(tp, tuple) or tp.__dataclass_params__.frozen
            hints = typing.get_type_hints(tp)
            return frozen and all(self.immutable(hints[name]) for name in _record_fields(tp))
        return False  # mappings, bare tuples (anything inside), anything else

    def _card(self) -> tuple[Encode, Decode]:
        card = self.card
        assert card is not None  # asked only for the game's card type
        to_code, from_code = card.to_code, card.from_code
        known: dict[str, Any] = {}  # codes read (context-free cards only), at most MAX_ITEMS

        def dec(v: Any, ctx: Any) -> Any:
            found = known.get(v) if type(v) is str else None
            if found is not None:
                return found
            if type(v) is not str or len(v) > MAX_CODE:
                _fail("a card code", v)
            found = from_code(v, ctx)
            if found is None:
                _fail("a card of this game", v)
            if card.context_free and len(known) < MAX_ITEMS:
                known[v] = found
            return found
        return to_code, dec

    def _optional(self, tp: Any, args: tuple) -> tuple[Encode, Decode]:
        inner = [a for a in args if a is not type(None)]
        if len(inner) != 1 or len(args) != 2:
            raise TypeError(f"the wire has no form for the union {tp!r} (only X | None)")
        enc_i, dec_i = self(inner[0])

        def enc(v: Any) -> Any:
            return None if v is None else enc_i(v)

        def dec(v: Any, ctx: Any) -> Any:
            return None if v is None else dec_i(v, ctx)
        return enc, dec

    def _literal(self, args: tuple) -> tuple[Encode, Decode]:
        allowed = {(type(a), a) for a in args}

        def dec(v: Any, ctx: Any) -> Any:
            if type(v) not in (str, int, bool) or (type(v), v) not in allowed:
                _fail("one of " + ", ".join(map(repr, args)), v)
            return v
        return _same, dec

    def _enum(self, tp: type[enum.Enum]) -> tuple[Encode, Decode]:
        by_value = {(type(m.value), m.value): m for m in tp}

        def enc(v: Any) -> Any:
            return v.value

        def dec(v: Any, ctx: Any) -> Any:
            try:
                return by_value[(type(v), v)]
            except (KeyError, TypeError):
                _fail("one of " + ", ".join(repr(m.value) for m in tp), v)
        return enc, dec

    def _tuple(self, args: tuple) -> tuple[Encode, Decode]:
        if len(args) == 2 and args[1] is Ellipsis:
            enc_i, dec_i = self(args[0])

            def enc_items(v: Any) -> Any:
                return [enc_i(x) for x in v]
            enc = list if enc_i is _same else enc_items  # items written as they are: no call for each

            def dec(v: Any, ctx: Any) -> Any:
                return tuple(_each(_list(v), dec_i, ctx))
            return enc, dec
        parts = [self(a) for a in args]
        n = len(parts)
        encs = [e for e, _d in parts]

        def enc_fixed(v: Any) -> Any:
            return [e(x) for e, x in zip(encs, v)]

        def dec_fixed(v: Any, ctx: Any) -> Any:
            if type(v) is not list or len(v) != n:
                _fail(f"a list of {n} entries", v)
            out = []
            for i, ((_e, d), x) in enumerate(zip(parts, v)):
                try:
                    out.append(d(x, ctx))
                except WireError as exc:
                    exc.path.insert(0, i)
                    raise
            return tuple(out)
        return enc_fixed, dec_fixed

    def _frozenset(self, item: Any) -> tuple[Encode, Decode]:
        enc_i, dec_i = self(item)

        def enc(v: Any) -> Any:  # sorted: the bytes never depend on a set's order in memory
            return _in_order([enc_i(x) for x in v])

        def dec(v: Any, ctx: Any) -> Any:
            out = frozenset(_each(_list(v), dec_i, ctx))
            if len(out) != len(v) or _in_order(list(v)) != v:
                _fail("a list in increasing order without repeats", v)
            return out
        return enc, dec

    def _dict(self, key: type, value: Any) -> tuple[Encode, Decode]:
        enc_v, dec_v = self(value)

        def enc(v: Any) -> Any:
            return {str(k): enc_v(x) for k, x in v.items()}

        def dec(v: Any, ctx: Any) -> Any:
            out = {}
            for k, x in _mapping(v).items():
                if key is int:
                    digits = k.removeprefix("-")
                    if not (digits.isascii() and digits.isdigit() and len(digits) <= 16):
                        _fail("a whole number as a key", k)
                try:
                    out[int(k) if key is int else k] = dec_v(x, ctx)
                except WireError as exc:
                    exc.path.insert(0, k)
                    raise
            return out
        return enc, dec

    def _record(self, cls: type) -> tuple[Encode, Decode]:
        names = _record_fields(cls)
        hints = typing.get_type_hints(cls)
        self.done[cls] = (None, None)  # type: ignore[assignment]  # a record holding itself: refused below
        fields = [(name, *self(hints[name])) for name in names]
        if any(e is None for _n, e, _d in fields):
            raise TypeError(f"the wire has no form for {cls.__name__}, which holds itself")
        self.shapes[f"{cls.__module__}.{cls.__qualname__}"] = [(name, repr(hints[name])) for name in names]
        wanted = frozenset(names)

        enc = _record_encoder(cls, [(name, e) for name, e, _d in fields])

        def dec(v: Any, ctx: Any) -> Any:
            if type(v) is not dict:
                _fail(f"a mapping with keys {', '.join(names)}", v)
            if len(v) != len(names) or not wanted.issuperset(v):
                missing = [n for n in names if n not in v]
                if missing:
                    raise WireError(f"missing key {missing[0]!r}")
                extra = next(k for k in v if k not in wanted)
                raise WireError(f"unknown key {_short(extra)}; expected {', '.join(names)}")
            values = {}
            for name, _e, d in fields:
                try:
                    values[name] = d(v[name], ctx)
                except WireError as exc:
                    exc.path.insert(0, name)
                    raise
            try:
                return cls(**values)
            except (TypeError, ValueError) as exc:  # a class that checks its values
                raise WireError(f"not a {cls.__name__}: {_short(str(exc))}") from exc
        return enc, dec


