"""Each registered game's codec (`Game.wire()`): every event has a stable name, a sample of random
games crosses the wire unchanged, the variant travels by a built-in's name and settings (or whole
when it is a player's own), and hostile data is refused with WireError, never anything else."""

from __future__ import annotations

import copy
import inspect
import json
import random

import pytest

from cabo_desktop.core.events import Event
from cabo_desktop.core.schema import get_dotted
from cabo_desktop.core.wire import MAX_INT, WireError, dumps, loads
from cabo_desktop.games import game_names, get_game
from tests.conformance.playing import play, random_tables
from tests.wire.streams import redactions, soak, viewers

GAMES = game_names()


def sample(name: str, count: int = 6, seed: int = 5):
    return [play(table) for table in random_tables(name, count, seed)]


@pytest.mark.parametrize("name", GAMES)
def test_every_event_of_the_game_has_one_stable_wire_name(name):
    game = get_game(name)
    wire = game.wire()
    module = inspect.getmodule(next(iter(wire.event_names.values())))
    defined = {cls for _n, cls in inspect.getmembers(module, inspect.isclass)
               if issubclass(cls, Event) and cls is not Event and cls.__module__ == module.__name__}
    assert set(wire.event_names.values()) == defined
    assert len(set(wire.event_names.values())) == len(wire.event_names)


@pytest.mark.parametrize("name", GAMES)
def test_a_sample_of_random_games_crosses_the_wire_unchanged_and_tells_no_seat_its_unseen_cards(name):
    totals: dict[str, int] = {}
    for table in random_tables(name, 4, seed=5):
        for key, value in soak(table, every=2, leak_every=4).items():
            totals[key] = totals.get(key, 0) + value
    assert totals["observations"] > 40 and totals["events"] > 200 and totals["actions"] > 80, totals
    assert totals["changed"] > totals["leak_lines"] // 10 > 10, totals


@pytest.mark.parametrize("name", GAMES)
def test_the_leak_check_finds_a_leak(name):
    """Events sent unredacted carry the cards a seat cannot see: the byte comparison must say so."""
    with pytest.raises(AssertionError, match="other cards unseen"):
        for table in random_tables(name, 6, seed=5):
            soak(table, every=50, leak_every=50, view=lambda event, seat: event)


@pytest.mark.parametrize("name", GAMES)
def test_every_builtin_variant_travels_by_name_and_changed_settings(name):
    game = get_game(name)
    wire = game.wire()
    for table in random_tables(name, 12, seed=11):
        form = wire.variants.encode(table.variant)
        assert set(form) == {"builtin", "revision", "settings"}, form
        assert wire.variants.decode(json.loads(dumps(form))) == table.variant
    changed = [t for t in random_tables(name, 12, seed=11) if wire.variants.encode(t.variant)["settings"]]
    assert changed or not game.load_builtin(game.default_variant).options


@pytest.mark.parametrize("name", GAMES)
def test_a_players_own_variant_travels_whole(name):
    game = get_game(name)
    wire = game.wire()
    data = game.variant_to_data(game.load_builtin(game.default_variant))
    data["name"], data["title"] = "mine", "My table"
    mine = game.variant_from_data(data, "mine.yaml")
    form = wire.variants.encode(mine)
    assert set(form) == {"data"}
    assert wire.variants.decode(json.loads(dumps(form))) == mine


def test_a_variant_of_an_older_revision_travels_and_a_newer_one_is_refused():
    game = get_game("cabo")
    wire = game.wire()
    old = game.with_settings(game.load_builtin("kaboo"), game.revision_settings("kaboo", 1))
    assert wire.variants.decode(json.loads(dumps(wire.variants.encode(old)))) == old
    as_sent_then = {"builtin": "kaboo", "revision": 1, "settings": {}}  # by a peer whose kaboo is revision 1
    assert wire.variants.decode(as_sent_then) == old
    with pytest.raises(WireError, match="revision"):
        wire.variants.decode({"builtin": "kaboo", "revision": game.builtin_revision("kaboo") + 1, "settings": {}})


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("form", [{"builtin": "nope", "revision": 1, "settings": {}},
                                  {"builtin": None, "revision": 1, "settings": {}},
                                  {"builtin": "DEFAULT", "revision": 0, "settings": {}},
                                  {"builtin": "DEFAULT", "revision": True, "settings": {}},
                                  {"builtin": "DEFAULT", "revision": 1, "settings": {"no.such.key": 1}},
                                  {"builtin": "DEFAULT", "revision": 1, "settings": {"players.max": "many"}},
                                  {"builtin": "DEFAULT", "revision": 1, "settings": []},
                                  {"builtin": "DEFAULT", "revision": 1},
                                  {"data": {"name": "x"}}, {"data": []}, {"data": None},
                                  {"data": {"extends": ["official"]}}, {"data": {"extends": {"a": 1}}},
                                  {"data": {}, "builtin": "DEFAULT"}, [], "DEFAULT", None])
def test_a_variant_that_is_not_one_is_a_wire_error(name, form):
    game = get_game(name)
    form = json.loads(json.dumps(form).replace("DEFAULT", game.default_variant))
    with pytest.raises(WireError):
        game.wire().variants.decode(form)


# ----- hostile data: a real observation or event with one thing changed

NASTY = [None, True, False, 0, -1, 1.5, MAX_INT + 1, -(10**30), "", "x" * 40, "R7", "K1", "10H", "7", [], [0], [[]],
         {}, {"a": 1}, ["pot", 0]]


def _deep(levels: int) -> list:
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


def _places(data, path=()):
    """Every (path, value) inside plain data."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _places(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _places(value, path + (i,))


def _mutate(data, rng: random.Random):
    data = copy.deepcopy(data)
    places = list(_places(data))
    path, value = rng.choice(places[1:])
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    what = rng.randrange(6)
    if what == 0 and isinstance(parent, dict):
        del parent[path[-1]]
    elif what == 1 and isinstance(parent, dict):
        parent[rng.choice(["card", "x", "seen_by", "event", "__class__"])] = rng.choice(NASTY)
    elif what == 2 and isinstance(value, list):
        value.append(copy.deepcopy(value[0]) if value else rng.choice(NASTY))
    elif what == 3:
        parent[path[-1]] = _deep(rng.choice([50, 5000]))
    else:
        parent[path[-1]] = rng.choice(NASTY)
    return data


def _decoded_or_refused(decode, encode, data) -> bool:
    """Decoding changed data either refuses it with WireError or gives a value whose encoding is
    exactly that data (nothing half valid is accepted). True when it was refused."""
    try:
        value = decode(data)
    except WireError:
        return True
    assert json.loads(dumps(encode(value))) == json.loads(dumps(data)), data
    return False


@pytest.mark.parametrize("name", GAMES)
def test_changed_observations_and_events_are_refused_or_exact(name):
    wire = get_game(name).wire()
    rng = random.Random(37)
    refused = tried = 0
    for played in sample(name, count=3, seed=9):
        variant = played.table.variant
        game = get_game(name)
        states = [played.initial] + played.states
        events = [e for batch in [played.initial_events] + played.events for e in batch]
        for _ in range(150):
            state = rng.choice(states)
            obs = json.loads(dumps(wire.observation_to_data(game.observe(state, rng.choice(viewers(state.n_seats))))))
            refused += _decoded_or_refused(wire.observation_from_data, wire.observation_to_data, _mutate(obs, rng))
            event = rng.choice(redactions(rng.choice(events), played.table.seats))
            data = json.loads(dumps(wire.event_to_data(event)))
            refused += _decoded_or_refused(lambda d: wire.event_from_data(d, variant), wire.event_to_data,
                                           _mutate(data, rng))
            tried += 2
    assert refused > tried * 0.6, (refused, tried)


@pytest.mark.parametrize("name", GAMES)
def test_an_encoded_observation_with_bytes_changed_is_refused_or_exact(name):
    """The JSON text itself damaged: cut, a character changed, a number made huge."""
    game = get_game(name)
    wire = game.wire()
    rng = random.Random(4)
    played = sample(name, count=1, seed=2)[0]
    text = dumps(wire.observation_to_data(game.observe(played.states[len(played.states) // 2], 0)))
    for k in range(300):
        i = rng.randrange(len(text))
        damaged = [text[:i], text[:i] + rng.choice('{}[]",:0x-') + text[i + 1:],
                   text[:i] + "9" * 5000 + text[i:], text[:i] + "[" * 3000 + text[i:]][k % 4]
        try:
            data = loads(damaged)
        except WireError:
            continue
        _decoded_or_refused(wire.observation_from_data, wire.observation_to_data, data)


@pytest.mark.parametrize("name", GAMES)
def test_an_action_that_is_not_the_games_notation_is_a_wire_error(name):
    wire = get_game(name).wire()
    for bad in (None, 5, ["pass"], {"a": "pass"}, "", "   ", "fly away", "x" * 1001, "play", "\x00",
                "play R" + "9" * 30 + " left", "play " + "9" * 30 + "r pot1 high", "swap pot" + "9" * 30 + " 1 5r",
                "exchange " + "9" * 6000):
        with pytest.raises(WireError):
            wire.action_from_data(bad)


@pytest.mark.parametrize("name", GAMES)
def test_a_variant_is_read_only_as_the_wire_writes_it(name):
    """Settings that change nothing, or a built-in sent whole, are refused: one form a variant."""
    game = get_game(name)
    wire = game.wire()
    builtin = game.load_builtin(game.default_variant)
    key = builtin.options[0].key if builtin.options else "players.max"
    same = get_dotted(game.variant_to_data(builtin), key)
    for form in ({"builtin": builtin.name, "revision": game.builtin_revision(builtin.name), "settings": {key: same}},
                 {"data": game.variant_to_data(builtin)}):
        with pytest.raises(WireError, match="as the wire writes it"):
            wire.variants.decode(json.loads(dumps(form)))


@pytest.mark.parametrize("name", GAMES)
def test_a_damaged_variant_is_refused_or_exact(name):
    """A player's own variant sent whole, then damaged at random: the game's own reading of it
    may only end in WireError."""
    game = get_game(name)
    wire = game.wire()
    data = game.variant_to_data(game.load_builtin(game.default_variant))
    data["name"] = "mine"
    form = json.loads(dumps(wire.variants.encode(game.variant_from_data(data, "mine.yaml"))))
    rng = random.Random(8)
    refused = sum(_decoded_or_refused(wire.variants.decode, wire.variants.encode, _mutate(form, rng)) for _ in range(150))
    assert refused > 100
