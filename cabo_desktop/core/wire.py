"""The wire: a game's observations, redacted events and actions as JSON-safe data and back.

Names no game: each game's `wire.py` builds a `GameWire` from its observation class, its events
(each under a stable name), its card type and its variant type, and `Game.wire()` reaches it
through the registry. The codec follows the dataclasses' fields and type hints by itself, so a
field added to an observation or an event travels without a change here. Decoding is strict:
anything that is not exactly a value of the game (a wrong type, an unknown event, a missing or
unknown key, a number beyond MAX_INT, a list longer than MAX_ITEMS) raises `WireError`, and
nothing is built from it. docs/wire.md describes the encoded forms.
"""

from __future__ import annotations

import hashlib
import json
import typing
from json.encoder import encode_basestring as _text_of  # dumps' writer of a string (ensure_ascii off)
from typing import Any

from .wire_forms import (MAX_ACTION, MAX_INT, MAX_ITEMS, MAX_MESSAGE, CardCodec, Decode, Encode, WireError,  # noqa: F401
                         _Compiler, _bounded, _fail, _mapping, _plain, _record_fields, _short, parsed_codes)

__all__ = ["CardCodec", "GameWire", "WireError", "dumps", "loads", "parsed_codes", "MAX_ACTION", "MAX_INT",
           "MAX_ITEMS", "MAX_MESSAGE"]
# what a game's own readers (variant_from_data, with_settings, parse_action) might raise on hostile
# data besides their error class: it becomes a WireError too, never a traceback
_GAME_CODE_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)
_CACHE = 32  # variants remembered by each direction of the variant codec
_TEXTS = 8192  # encoded texts of immutable values remembered by a game's codec (then forgotten at once)


# ----------------------------------------------------------------- JSON text


_JSON = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def dumps(data: Any) -> str:
    """The JSON text of encoded data: keys sorted, no spaces (the same value, the same bytes).
    One encoder made once (json.dumps with these options makes one every call)."""
    return _JSON.encode(data)


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise WireError("a key is repeated in a JSON object")
    return out


def _constant(name: str) -> Any:
    raise WireError(f"{name} is not a JSON number")


def loads(text: str | bytes) -> Any:
    """Plain data from JSON text; WireError for text that is too long, not JSON, nested too deep,
    with a repeated key, NaN or an integer too long to read."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * MAX_MESSAGE:
            raise WireError(f"a message of more than {MAX_MESSAGE} characters")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise WireError("a message that is not UTF-8") from exc
    if not isinstance(text, str):
        _fail("JSON text", text)
    if len(text) > MAX_MESSAGE:
        raise WireError(f"a message of more than {MAX_MESSAGE} characters")
    try:
        return json.loads(text, object_pairs_hook=_pairs, parse_constant=_constant)
    except WireError:
        raise
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, an integer of 4,300+ digits
        raise WireError(f"not JSON: {_short(str(exc))}") from exc


# ----------------------------------------------------------------- the variant


class _VariantCodec:
    """A variant by a built-in's name, revision and changed settings (as records name it), or by
    its whole data when it is no built-in; remembered both ways, so a table's observations pay
    for it once."""

    def __init__(self, game: Any):
        self.game = game
        self.encoded: dict[int, tuple[Any, Any]] = {}
        self.decoded: dict[str, Any] = {}

    def encode(self, variant: Any) -> Any:
        kept = self.encoded.get(id(variant))
        if kept is None or kept[0] is not variant:
            kept = (variant, self._form(variant))
            if len(self.encoded) >= _CACHE:
                self.encoded.pop(next(iter(self.encoded)))
            self.encoded[id(variant)] = kept
        return _copied(kept[1])

    def _form(self, variant: Any) -> Any:
        from .schema import dotted_changes
        game = self.game
        if variant.name in game.builtin_variants:
            builtin = game.load_builtin(variant.name)
            changes = dotted_changes(game.variant_to_data(builtin), game.variant_to_data(variant))
            try:
                if game.with_settings(builtin, changes, "wire") == variant:
                    return {"builtin": variant.name, "revision": game.builtin_revision(variant.name),
                            "settings": changes}
            except game.variant_error:
                pass
        return {"data": game.variant_to_data(variant)}

    def decode(self, v: Any, ctx: Any = None) -> Any:
        key = dumps(_plain(_mapping(v, 3)))
        found = self.decoded.get(key)
        if found is None:
            found = self._build(v)
            older = v.get("revision") != (self.game.builtin_revision(v["builtin"]) if "builtin" in v else None)
            if not older and dumps(self._form(found)) != key:  # one way to write each variant
                raise WireError("a variant not written as the wire writes it (settings that change "
                                "nothing, defaults spelt out, or a built-in sent whole)")
            if len(self.decoded) >= _CACHE:
                self.decoded.pop(next(iter(self.decoded)))
            self.decoded[key] = found
        return found

    def _build(self, v: dict) -> Any:
        game = self.game
        try:
            if set(v) == {"data"}:
                return game.variant_from_data(v["data"], "wire")
            if set(v) != {"builtin", "revision", "settings"}:
                raise WireError("expected a variant as {builtin, revision, settings} or {data}")
            name, revision, settings = v["builtin"], v["revision"], _mapping(v["settings"], 256)
            if name not in game.builtin_variants:
                _fail("a built-in variant of " + ", ".join(game.builtin_variants), name)
            now = game.builtin_revision(name)
            if type(revision) is not int or not 1 <= revision <= now:
                _fail(f"a revision from 1 to {now} of {name}", revision)
            variant = game.load_builtin(name)
            if revision < now:  # the sender's built-in is older: as it was then
                variant = game.with_settings(variant, game.revision_settings(name, revision), "wire")
            return game.with_settings(variant, settings, "wire") if settings else variant
        except (game.variant_error, *_GAME_CODE_ERRORS) as exc:  # the game's own reading of hostile data
            if isinstance(exc, WireError):
                raise
            raise WireError(f"not a variant: {_short(str(exc))}") from exc


def _copied(data: Any) -> Any:
    """A copy of plain data (what copy.deepcopy makes of it, without its bookkeeping)."""
    kind = type(data)
    if kind is dict:
        return {k: _copied(x) for k, x in data.items()}
    if kind is list:
        return [_copied(x) for x in data]
    if kind is tuple:
        return tuple(_copied(x) for x in data)
    return data


# ----------------------------------------------------------------- one game's codec


class GameWire:
    """One game's codec: observations, events by stable names, actions in the game's notation.

    `version` goes up when an encoded form changes in a way an older reader cannot follow; it
    is written in every observation and event, and a reader refuses another version.
    `fingerprint()` is a hash of every form (field names and types), for two ends to compare."""

    def __init__(self, game: Any, *, observation: type, events: dict[str, type], card: CardCodec | None,
                 variant_type: type | None, version: int = 1):
        self.game, self.version, self.observation_type = game, version, observation
        self.card_type = card.type if card is not None else None
        self.variants = _VariantCodec(game)
        variant = (self.variants.encode, self.variants.decode) if variant_type is not None else None
        self._compile = _Compiler(card, variant_type, variant)
        self._obs_enc, self._obs_dec = self._compile(observation)
        self._variant_field = next((name for name, tp in typing.get_type_hints(observation).items()
                                    if tp is variant_type and name in _record_fields(observation)), None)
        self.event_names = dict(events)
        self._events: dict[type, tuple[str, Encode]] = {}
        self._event_decoders: dict[str, Decode] = {}
        for name, cls in events.items():
            if not name.isidentifier() or name.lower() != name:
                raise TypeError(f"an event's wire name is snake_case: {name!r}")
            if cls in self._events:
                raise TypeError(f"{cls.__name__} has two wire names")
            if {"event", "v"} & set(_record_fields(cls)):
                raise TypeError(f"{cls.__name__} has a field named event or v")
            enc, dec = self._compile(cls)
            self._events[cls] = (name, enc)
            self._event_decoders[name] = dec
        self._texts: dict[int, tuple[Any, str]] = {}
        self._event_kept = {cls: self._compile.immutable(cls) for cls in self._events}
        self._obs_fields = self._text_fields(observation)

    # ----- observations
    def observation_to_data(self, observation: Any) -> dict[str, Any]:
        """A seat's observation as JSON-safe data (its fields, and `v`)."""
        data = self._obs_enc(observation)
        data["v"] = self.version
        return data

    def observation_from_data(self, data: Any) -> Any:
        """The observation again; WireError for anything else."""
        fields = self._versioned(data, "an observation")
        variant = None
        if self._variant_field is not None and self._variant_field in fields:
            variant = self._at(self._variant_field, self.variants.decode, fields[self._variant_field], None)
        return self._at(None, self._obs_dec, fields, variant)

    # ----- events
    def event_to_data(self, event: Any) -> dict[str, Any]:
        """An event as one seat sees it (redact it first: `event.for_seat(seat)`)."""
        try:
            name, enc = self._events[type(event)]
        except KeyError:
            raise TypeError(f"{type(event).__name__} has no wire name in this game's wire.py") from None
        data = enc(event)
        data["event"] = name
        data["v"] = self.version
        return data

    def event_from_data(self, data: Any, variant: Any) -> Any:
        """The event again (`variant`: the table's, from its observation); WireError else."""
        fields = self._versioned(data, "an event")
        name = fields.pop("event", None)
        dec = self._event_decoders.get(name) if type(name) is str else None
        if dec is None:
            raise WireError(f"unknown event {_short(name)}")
        return self._at(name, dec, fields, variant)

    # ----- actions
    def action_to_data(self, action: Any) -> str:
        """An action as its record notation ("draw deck")."""
        return self.game.format_action(action)

    def action_from_data(self, data: Any) -> Any:
        """The action of a line of notation; WireError for anything else (the rules, not the wire,
        decide whether it is legal)."""
        if type(data) is not str or len(data) > MAX_ACTION:
            _fail(f"an action's notation of at most {MAX_ACTION} characters", data)
        try:
            action = self.game.parse_action(data)
        except (self.game.notation_error, *_GAME_CODE_ERRORS) as exc:
            raise WireError(f"not an action: {_short(str(exc))}") from exc
        if not _bounded(action):
            raise WireError(f"a number beyond {MAX_INT} in {_short(data)}")
        return action

    # ----- JSON text (the server's frames): exactly dumps(...) of the data above
    def observation_text(self, observation: Any) -> str:
        """`dumps(self.observation_to_data(observation))`, with each immutable field's text
        written once for as long as the value lives (every seat's observation shares the table's
        parts, and a part unchanged by an action is the same object after it)."""
        if self._obs_fields is None:
            return dumps(self.observation_to_data(observation))
        parts = []
        for key, name, enc, kept in self._obs_fields:
            if name is None:
                parts.append(key)
                continue
            value = getattr(observation, name)
            kind = type(value)
            if kind is int:
                parts.append(key + int.__repr__(value))
            elif kind is str:
                parts.append(key + _text_of(value))
            elif value is None:
                parts.append(key + "null")
            elif kind is bool:
                parts.append(key + ("true" if value else "false"))
            elif kept:
                parts.append(key + self._kept_text(value, lambda v, enc=enc: dumps(enc(v))))
            else:
                parts.append(key + dumps(enc(value)))
        return "{" + ",".join(parts) + "}"

    def event_text(self, event: Any) -> str:
        """`dumps(self.event_to_data(event))`, written once for as long as an immutable event lives
        (an event every seat sees is one object in every seat's feed)."""
        if not self._event_kept.get(type(event), False):
            return dumps(self.event_to_data(event))
        return self._kept_text(event, lambda e: dumps(self.event_to_data(e)))

    def _kept_text(self, value: Any, write: Any) -> str:
        """The text `write(value)` gives, kept while the (immutable) value lives."""
        texts = self._texts
        kept = texts.get(id(value))
        if kept is not None and kept[0] is value:
            return kept[1]
        if len(texts) >= _TEXTS:
            texts.clear()
        text = write(value)
        texts[id(value)] = (value, text)  # the value is held: its id is not reused while kept
        return text

    def _text_fields(self, cls: type) -> list[tuple[str, str | None, Encode, bool]] | None:
        """The observation's fields in the order dumps writes them (and `v`): each one's key text,
        name, encoder and whether its text may be kept; None when a field is named v."""
        names = _record_fields(cls)
        if "v" in names:
            return None
        hints = typing.get_type_hints(cls)
        fields: list[tuple[str, str | None, Encode, bool]] = [
            (_text_of(name) + ":", name, self._compile(hints[name])[0], self._compile.immutable(hints[name]))
            for name in names]
        fields.append((_text_of("v") + ":" + str(self.version), None, _copied, False))  # written whole
        return sorted(fields, key=lambda f: f[1] or "v")  # dumps' sort_keys: by the key

    # ----- the forms
    def fingerprint(self) -> str:
        """A short hash of every encoded form (names, fields, types and the version)."""
        shapes = {"version": self.version, "records": self._compile.shapes,
                  "events": {name: f"{cls.__module__}.{cls.__qualname__}" for name, cls in self.event_names.items()}}
        return hashlib.sha256(json.dumps(shapes, sort_keys=True).encode()).hexdigest()[:16]

    def _versioned(self, data: Any, what: str) -> dict[str, Any]:
        if type(data) is not dict:
            raise WireError(f"expected {what} (a mapping), got {_short(data)}")
        if data.get("v") != self.version or type(data.get("v")) is not int:
            raise WireError(f"{what} of wire version {_short(data.get('v'))}; this version reads {self.version}")
        return {k: x for k, x in data.items() if k != "v"}

    @staticmethod
    def _at(where: str | None, dec: Decode, data: Any, ctx: Any) -> Any:
        try:
            return dec(data, ctx)
        except WireError as exc:
            if where is not None:
                exc.path.insert(0, where)
            raise
        except RecursionError as exc:
            raise WireError("nested too deep") from exc
