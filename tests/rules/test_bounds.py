"""Issue 35, item 6: what a variant may ask and what a record may hold are bounded, in every game, so
that any valid record or save replays in a moment (docs/records.md, "Bounds"; the worst case is
measured by benchmarks/worst_replay.py). Beyond a bound: the game's VariantError naming the key
and what is allowed, or a RecordError naming the record's key and the most it may hold."""

from __future__ import annotations

import copy

import pytest

from cabo_desktop.core.records import GameRecord, RecordError, Seat, action_lines, record_from_data, replay
from cabo_desktop.core.runner import play_game
from cabo_desktop.games import get_game

GAMES = ("cabo", "cabanga", "kobito")


def builtin_data(name: str, variant: str | None = None) -> dict:
    game = get_game(name)
    return copy.deepcopy(game.variant_to_data(game.load_builtin(variant or game.default_variant)))


def refusal(name: str, data: dict) -> str:
    game = get_game(name)
    with pytest.raises(game.variant_error) as info:
        game.variant_from_data(data, "house.yaml")
    message = str(info.value)
    assert message.startswith("house.yaml: ") and "\n" not in message
    return message


def changed(name: str, change, variant: str | None = None) -> dict:
    data = builtin_data(name, variant)
    change(data)
    return data


# ---------------------------------------------------------------- what a variant may ask


def _gold(n):
    return lambda d: d.__setitem__("gold", [{"length": 3, "points": 2}] * n)


def _set(section, key, value):
    return lambda d: d[section].__setitem__(key, value)


# (game, built-in to start from, the change, the key named, what the message says is allowed)
BEYOND = [
    ("kobito", None, _gold(61), "gold", "too long (61); expected at most 60 entries"),
    ("cabo", None, _set("game_end", "over", 201), "game_end.over", "expected a whole number from 1 to 200"),
    ("cabo", None, _set("deck", "counts", {str(r): 9 for r in range(14)}), "deck.counts",
     "too many cards (126); a deck holds at most 120 cards"),
    ("cabo", None, _set("deck", "counts", {str(r): 1 for r in range(41)}), "deck.counts", "at most 40 entries"),
    ("cabo", "kaboo", _set("deck", "values", {**{f"X{k}": 1 for k in range(40)}, "A": 1}), "deck.values",
     "at most 40 entries"),
    ("cabo", None, _set("deck", "abilities", {f"{k}": "peek" for k in range(41)}), "deck.abilities",
     "at most 40 entries"),
    ("cabo", None, _set("scoring", "kamikaze", {"ranks": ["12"] * 17}), "scoring.kamikaze.ranks",
     "at most 16 entries"),
    ("cabanga", None, _set("game_end", "points", 101), "game_end.points", "from 1 to 100"),
    ("cabanga", None, _set("game_end", "rounds", 51), "game_end.rounds", "from 1 to 50"),
    ("cabanga", None, _set("deal", "start_values", [1, 3, 5, 7, 12, 14, 16, 18, 2]), "deal.start_values",
     "too long (9); expected at most 8 entries"),
    ("cabanga", None, _set("scoring", "symbols", {str(v): 1 for v in range(1, 32)}), "scoring.symbols",
     "at most 30 entries"),
] + [
    (name, None, lambda d: d.__setitem__("options", [{"key": "players.min", "label": "Seats"}] * 21), "options",
     "too long (21); expected at most 20 entries") for name in GAMES
] + [
    (name, None, lambda d: d.__setitem__("notes", ["A reading."] * 41), "notes", "too long (41); expected at most 40 entries")
    for name in GAMES
] + [
    (name, None, lambda d: d.__setitem__("options", [{"key": "players.min", "label": "Seats",
                                                      "values": [str(k) for k in range(21)]}]),
     "options[0].values", "too long (21); expected at most 20 entries") for name in GAMES
]


@pytest.mark.parametrize("name, variant, change, key, allowed", BEYOND,
                         ids=[f"{case[0]}-{case[3]}" for case in BEYOND])
def test_a_variant_beyond_a_bound_is_refused_naming_the_key_and_the_bound(name, variant, change, key, allowed):
    message = refusal(name, changed(name, change, variant))
    assert f"key '{key}'" in message and allowed in message, message


@pytest.mark.parametrize("name, change", [
    ("kobito", _gold(60)),
    ("cabo", _set("game_end", "over", 200)),
    ("cabo", _set("deck", "counts", {str(r): 8 for r in range(14)} | {"0": 4, "13": 4})),  # a double CABO deck: 104
    ("cabanga", _set("game_end", "points", 100)),
    ("cabanga", _set("game_end", "rounds", 50)),
])
def test_a_variant_at_a_bound_loads(name, change):
    game = get_game(name)
    game.variant_from_data(changed(name, change), "house.yaml")


# ---------------------------------------------------------------- what a record may hold


def record_data(name: str, **changes) -> dict:
    game = get_game(name)
    record = GameRecord(game.default_variant, [Seat("Ann"), Seat("Bob")], 1, game=name,
                        variant_revision=game.builtin_revision(game.default_variant))
    return {**record.to_data(), **changes}


def record_refusal(data: dict) -> str:
    with pytest.raises(RecordError) as info:
        replay(record_from_data(data, "save.json"))
    return str(info.value)


@pytest.mark.parametrize("name", GAMES)
def test_a_record_with_more_actions_than_any_game_of_its_game_is_refused_before_replaying(name):
    game = get_game(name)
    most = game.max_record_actions
    with pytest.raises(RecordError) as info:
        record_from_data(record_data(name, actions=["end"] * (most + 1)), "save.json")
    message = str(info.value)
    assert message.startswith("save.json: ") and f"'actions': too many actions ({most + 1})" in message
    assert f"a record of {game.display_title} has at most {most} actions" in message


@pytest.mark.parametrize("name, settings", [
    ("kobito", {}),  # 18 gold cards: 1,400
    ("kobito", {"gold": [{"length": 3, "points": 2}] * 3}),  # 3: 650
    ("cabanga", {"game_end.points": None, "game_end.rounds": 1}),  # one round of 72 cards, 6 seats: 432
])
def test_a_record_longer_than_a_game_of_its_variant_is_refused(name, settings):
    game = get_game(name)
    variant = game.with_settings(game.load_builtin(game.default_variant), settings)
    most = game.max_actions(variant)
    assert most < game.max_record_actions
    data = record_data(name, settings=settings)
    with pytest.raises(RecordError) as info:
        replay(record_from_data({**data, "actions": ["end"] * (most + 1)}))
    assert info.value.action_index is None  # refused before any action was applied
    assert f"'actions': too many actions ({most + 1}); a record of {variant.title} has at most {most} actions" \
        in str(info.value)
    # at the bound itself the record is replayed (and stops at its first illegal action)
    with pytest.raises(RecordError) as info:
        replay(record_from_data({**data, "actions": ["end"] * most}))
    assert info.value.action_index == 0


@pytest.mark.parametrize("name", GAMES)
def test_a_record_with_more_seats_than_any_variant_allows_is_refused(name):
    game = get_game(name)
    seats = [{"name": f"P{k}", "kind": "random"} for k in range(game.max_seats + 1)]
    message = record_refusal(record_data(name, seats=seats))
    assert f"'seats': too many seats ({game.max_seats + 1}); a record of {game.display_title} has at most " \
           f"{game.max_seats} seats" in message


@pytest.mark.parametrize("name", GAMES)
def test_a_record_with_too_many_stacked_decks_or_cards_is_refused(name):
    game = get_game(name)
    message = record_refusal(record_data(name, decks=[["1"]] * (game.max_decks + 1)))
    assert f"'decks': too many stacked decks ({game.max_decks + 1})" in message
    assert f"at most {game.max_decks} stacked deck" in message
    message = record_refusal(record_data(name, decks=[["1"] * (game.max_deck_cards + 1)]))
    assert f"'decks': stacked deck 0 is too long ({game.max_deck_cards + 1}); a stacked deck of " \
           f"{game.display_title} holds at most {game.max_deck_cards} cards" in message


def test_each_game_declares_the_seats_of_its_largest_variant():
    import dataclasses
    from cabo_desktop.games.cabanga.rules import variant as cabanga
    from cabo_desktop.games.cabo.rules import variant as cabo
    from cabo_desktop.games.kobito.rules import variant as kobito
    for name, module in (("cabo", cabo), ("cabanga", cabanga), ("kobito", kobito)):
        most = {f.name: f.metadata["high"] for f in dataclasses.fields(module.PlayerRules) if f.name == "max"}["max"]
        assert get_game(name).max_seats == most
    assert kobito.max_actions(kobito.variant_from_data(changed("kobito", _gold(60)), "x")) == \
        get_game("kobito").max_record_actions


@pytest.mark.parametrize("name, variant, seats", [
    ("cabo", "classic", 6), ("cabo", "official", 4), ("cabo", "kaboo", 6),
    ("cabanga", "standard", 2), ("cabanga", "standard", 6),
    ("kobito", "standard", 2), ("kobito", "standard", 6),
])
def test_real_games_stay_far_below_their_bound(name, variant, seats):
    """Random players' whole games (`cabo-desktop simulate`) are a small part of the bound, and
    replay as they were played."""
    game = get_game(name)
    chosen = game.load_builtin(variant)
    if seats > chosen.players.max:
        chosen = game.with_settings(chosen, {"players.allow_stretch": True})
    longest = 0
    for seed in range(8):
        run = play_game(chosen, [game.random_agent() for _ in range(seats)], seed, game=game)
        longest = max(longest, len(run.actions))
        record = GameRecord.for_variant(chosen, [Seat(f"P{k}", "random") for k in range(seats)], seed, game=name,
                                        actions=action_lines(run.actions, game))
        assert replay(record_from_data(record.to_data())).final == run.state
    assert longest * 5 < game.max_actions(chosen)
