"""The wire's machinery on values of its own (core/wire.py, core/wire_forms.py): every kind of
field round-trips, and anything that is not exactly such a value raises WireError, never another
error, and builds nothing."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from typing import Literal, NamedTuple

import pytest

from cabo_desktop.core.wire import MAX_INT, MAX_ITEMS, MAX_MESSAGE, CardCodec, GameWire, WireError, dumps, loads


class Kind(str, enum.Enum):
    PEEK = "peek"
    SPY = "spy"


class Phase(enum.IntEnum):
    TURN = 1
    OVER = 8


@dataclass(frozen=True)
class Chip:
    code: str


class Result(NamedTuple):
    round_no: int
    scores: tuple[int, ...]


@dataclass(frozen=True)
class Slot:
    chip: Chip | None
    known_by: frozenset[int]


@dataclass(frozen=True)
class Everything:
    n: int
    flag: bool
    name: str
    ratio: float
    maybe: int | None
    side: Literal["left", "right"]
    kind: Kind
    phase: Phase
    seats: tuple[int, ...]
    pair: tuple[str, int]
    place: tuple
    slots: tuple[tuple[Slot, ...], ...]
    words: dict[str, int]
    by_seat: dict[int, str]
    history: tuple[Result, ...]
    chip: Chip


@dataclass(frozen=True)
class Ping:
    seat: int
    chip: Chip | None


class ToyGame:
    """Just enough of a game for a GameWire: actions are words."""

    builtin_variants = ()
    notation_error = ValueError

    def format_action(self, action: str) -> str:
        return action

    def parse_action(self, text: str) -> str:
        if not text.isalpha():
            raise ValueError("not a word")
        return text


CHIPS = CardCodec(Chip, lambda c: c.code, lambda code, _v: Chip(code) if code in ("a", "b", "c") else None)
WIRE = GameWire(ToyGame(), observation=Everything, events={"ping": Ping}, card=CHIPS, variant_type=None)
VALUE = Everything(
    n=-7, flag=True, name="Zoë «x»", ratio=0.25, maybe=None, side="left", kind=Kind.SPY, phase=Phase.OVER,
    seats=(3, 1, 2), pair=("x", 4), place=("ws", 1, 0),
    slots=((Slot(Chip("a"), frozenset({2, 0})), Slot(None, frozenset())), ()), words={"b": 2, "a": 1},
    by_seat={3: "x", -1: "y"}, history=(Result(1, (5, -2)),), chip=Chip("c"))


def test_every_kind_of_field_round_trips_through_json():
    text = dumps(WIRE.observation_to_data(VALUE))
    assert WIRE.observation_from_data(loads(text)) == VALUE
    assert WIRE.observation_from_data(json.loads(text)) == VALUE


def test_the_same_value_is_the_same_bytes_whatever_the_order_of_a_set_in_memory():
    a = Everything(**{**VALUE.__dict__, "slots": ((Slot(None, frozenset(range(40))),),)})
    b = Everything(**{**VALUE.__dict__, "slots": ((Slot(None, frozenset(reversed(range(40)))),),)})
    assert dumps(WIRE.observation_to_data(a)) == dumps(WIRE.observation_to_data(b))
    assert WIRE.observation_to_data(a)["slots"][0][0]["known_by"] == list(range(40))


def test_an_event_carries_its_stable_name_and_the_version():
    data = WIRE.event_to_data(Ping(2, Chip("b")))
    assert data == {"event": "ping", "v": 1, "seat": 2, "chip": "b"}
    assert WIRE.event_from_data(data, None) == Ping(2, Chip("b"))


def _good() -> dict:
    return json.loads(dumps(WIRE.observation_to_data(VALUE)))


BAD = [
    ("n", True), ("n", 1.0), ("n", "1"), ("n", MAX_INT + 1), ("n", -MAX_INT - 1), ("n", None),
    ("flag", 1), ("flag", "true"), ("name", 5), ("name", "x" * 20_001), ("ratio", "0.5"), ("ratio", float("nan")),
    ("ratio", float("inf")), ("maybe", "3"), ("side", "middle"), ("side", 0), ("kind", "look"), ("kind", 1),
    ("phase", 2), ("phase", "OVER"), ("phase", True), ("seats", [1, "2"]), ("seats", {"0": 1}), ("seats", "123"),
    ("seats", [0] * (MAX_ITEMS + 1)), ("pair", ["x"]), ("pair", ["x", 4, 5]), ("pair", [4, "x"]),
    ("place", [["nested"]]), ("place", [True]), ("place", list(range(17))), ("slots", [[{"chip": "a"}]]),
    ("slots", [[{"chip": "z", "known_by": []}]]), ("slots", [[{"chip": None, "known_by": [1, 1]}]]),
    ("slots", [[{"chip": None, "known_by": [2, 1]}]]), ("slots", [[{"chip": 7, "known_by": []}]]),
    ("slots", [[{"chip": "a" * 40, "known_by": []}]]), ("slots", [[{"chip": None, "known_by": [], "x": 1}]]),
    ("words", {"a": "1"}), ("words", [["a", 1]]), ("by_seat", {"one": "x"}), ("by_seat", {"1" * 20: "x"}),
    ("by_seat", {"٣": "x"}), ("history", [[1, [2]]]), ("history", [{"round_no": 1}]), ("chip", {"code": "a"}),
]


@pytest.mark.parametrize("key,value", BAD, ids=[f"{k}={str(v)[:20]}" for k, v in BAD])
def test_a_wrong_value_anywhere_is_a_wire_error_naming_where(key, value):
    data = _good()
    data[key] = value
    with pytest.raises(WireError) as caught:
        WIRE.observation_from_data(data)
    assert str(caught.value).startswith(key)


def test_missing_and_unknown_keys_and_versions_are_wire_errors():
    for change in ({"n": None}, {"extra": 1}, {"v": 2}, {"v": True}, {"v": None}):
        data = _good()
        for key, value in change.items():
            if value is None and key != "v":
                del data[key]
            else:
                data[key] = value
        with pytest.raises(WireError):
            WIRE.observation_from_data(data)
    for bad in (None, [], "x", 5, {"v": 1}):
        with pytest.raises(WireError):
            WIRE.observation_from_data(bad)


def test_deep_nesting_stops_at_the_first_level_that_does_not_fit():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    data = _good()
    data["slots"] = deep
    with pytest.raises(WireError):
        WIRE.observation_from_data(data)


@pytest.mark.parametrize("data", [None, [], {"event": "ping"}, {"event": "pong", "v": 1, "seat": 1, "chip": None},
                                  {"event": ["ping"], "v": 1}, {"event": "ping", "v": 1, "seat": 1},
                                  {"event": "ping", "v": 1, "seat": 1, "chip": None, "card": "a"},
                                  {"event": "ping", "v": 0, "seat": 1, "chip": None}])
def test_an_event_that_is_not_one_is_a_wire_error(data):
    with pytest.raises(WireError):
        WIRE.event_from_data(data, None)


@pytest.mark.parametrize("text", ["[" * 200_000 + "]" * 200_000, "1" * 5000, "NaN", "[Infinity]", '{"a":1,"a":2}',
                                  "{", "", " " * (MAX_MESSAGE + 1), b"\xff\xfe", 12, None])
def test_json_text_that_is_not_json_or_too_big_is_a_wire_error(text):
    with pytest.raises(WireError):
        loads(text)


def test_actions_are_their_notation_and_bad_notation_is_a_wire_error():
    assert WIRE.action_to_data("pass") == "pass" and WIRE.action_from_data("pass") == "pass"
    for bad in ("two words", 7, None, ["pass"], "x" * 1001):
        with pytest.raises(WireError):
            WIRE.action_from_data(bad)


def test_a_field_of_a_type_the_wire_has_no_form_for_fails_when_the_codec_is_made():
    @dataclass(frozen=True)
    class Odd:
        values: list[int]

    with pytest.raises(TypeError, match="no form"):
        GameWire(ToyGame(), observation=Odd, events={}, card=None, variant_type=None)
    with pytest.raises(TypeError, match="snake_case"):
        GameWire(ToyGame(), observation=Ping, events={"Ping": Ping}, card=None, variant_type=None)


def test_the_fingerprint_follows_the_fields():
    @dataclass(frozen=True)
    class Ping2:
        seat: int
        chip: Chip | None
        loud: bool

    same = GameWire(ToyGame(), observation=Everything, events={"ping": Ping}, card=CHIPS, variant_type=None)
    other = GameWire(ToyGame(), observation=Everything, events={"ping": Ping2}, card=CHIPS, variant_type=None)
    assert same.fingerprint() == WIRE.fingerprint() != other.fingerprint()
