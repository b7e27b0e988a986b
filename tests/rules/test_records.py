"""Game records: every simulated game replays to the identical final state; bad records get
one clear message naming the problem (and the action, for an illegal one)."""

from __future__ import annotations

import json

import pytest

from cabo_desktop.games.cabo.ai.random_agent import RandomAgent
from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.core.records import (
    RECORD_VERSION, GameRecord, RecordError, Seat, action_lines, load_record, replay, save_record,
)


def _record_of(variant, seats: int, seed: int):
    run = play_game(variant, [RandomAgent() for _ in range(seats)], seed)
    record = GameRecord.for_variant(variant, [Seat(f"P{i}", "random") for i in range(seats)], seed,
                                    actions=action_lines(run.actions))
    return run, record


@pytest.mark.parametrize("name", ["official", "classic", "kaboo"])
def test_simulated_games_replay_to_the_identical_final_state(name, tmp_path):
    variant = load_builtin(name)
    for seed in range(60):
        run, record = _record_of(variant, 2 + seed % 3, seed)
        path = tmp_path / f"{seed}.json"
        save_record(record, path)
        again = replay(load_record(path))
        assert again.final == run.state
        assert again.final.over and again.actions == run.actions


def test_a_variant_with_options_is_recorded_as_name_plus_settings(tmp_path):
    variant = load_builtin("classic").with_settings({"turn.swap_between_opponents": True, "game_end.reset.to": 70})
    run, record = _record_of(variant, 3, 4)
    assert record.variant == "classic"
    assert record.settings == {"turn.swap_between_opponents": True, "game_end.reset.to": 70}
    save_record(record, tmp_path / "r.json")
    assert replay(load_record(tmp_path / "r.json")).final == run.state


def test_a_custom_variant_is_recorded_inline(tmp_path):
    from cabo_desktop.games.cabo.rules.variant import load_variant_text

    custom = load_variant_text("extends: official\nname: quick\ntitle: Quick\ngame_end: {over: 30}\n", "quick.yaml")
    run, record = _record_of(custom, 2, 8)
    assert isinstance(record.variant, dict) and record.variant["game_end"]["over"] == 30
    save_record(record, tmp_path / "q.json")
    assert replay(load_record(tmp_path / "q.json")).final == run.state


def _stacked(first: list[str]) -> list[str]:
    """A full official deck, top card first, that starts with `first`."""
    rest = [str(v) for v in range(14) for _ in range(2 if v in (0, 13) else 4)]
    for code in first:
        rest.remove(code)
    return first + rest


def test_a_stacked_deck_record_deals_exactly_that_deck(tmp_path):
    deck = _stacked(["1", "2", "3", "4", "5", "6", "7", "8", "9"])
    record = GameRecord("official", [Seat("A"), Seat("B")], decks=[deck], start_seat=0, actions=["look 0 1", "look 2 3"])
    path = tmp_path / "stacked.json"
    save_record(record, path)
    result = replay(load_record(path))
    faces = result.variant.faces
    hands = [[faces[c].code for c in hand] for hand in result.final.round.hands]
    assert hands == [["1", "3", "5", "7"], ["2", "4", "6", "8"]]
    assert faces[result.final.round.discard[-1]].code == "9"
    assert faces[result.final.round.deck[-1]].code == deck[9]


def _write(tmp_path, data) -> str:
    path = tmp_path / "bad.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def _good() -> dict:
    return GameRecord("official", [Seat("A"), Seat("B")], seed=3, start_seat=0, actions=["look 0 1", "look 0 1", "draw deck", "discard"]).to_data()


@pytest.mark.parametrize(
    "mangle, message",
    [
        (lambda d: "{not json", "damaged or truncated"),
        (lambda d: json.dumps(d)[:40], "damaged or truncated"),
        (lambda d: "", "empty"),
        (lambda d: {**d, "format": "chess"}, "not a game record"),
        (lambda d: {**d, "version": RECORD_VERSION + 1}, "newer Cabo Desktop"),
        (lambda d: {**d, "variant": "poker"}, "no built-in variant named 'poker'"),
        (lambda d: {**d, "seats": [{"name": "A"}]}, "for 2 to 4 players, not 1"),
        (lambda d: {**d, "seats": "A,B"}, "'seats' must be a list"),
        (lambda d: {**d, "decks": [["99"]]}, "'99' is not a card"),
        (lambda d: {**d, "settings": {"turn.nope": 1}}, "unknown setting 'turn.nope'"),
        (lambda d: {**d, "actions": d["actions"] + ["draw deck", "draw deck"]}, "action 5 ('draw deck')"),
        (lambda d: {**d, "actions": ["look 0 1", "fly away"]}, "action 1 ('fly away'): cannot read action"),
        (lambda d: {**d, "actions": ["look 0 9", "look 0 1"]}, "action 0 ('look 0 9'): your card 9 does not exist"),
    ],
)
def test_bad_records_give_a_clear_message(tmp_path, mangle, message):
    path = _write(tmp_path, mangle(_good()))
    with pytest.raises(RecordError) as error:
        replay(load_record(path))
    assert message in str(error.value)


def test_an_illegal_action_names_its_index(tmp_path):
    data = _good()
    data["actions"] = ["look 0 1", "look 0 1", "draw deck", "draw deck"]
    with pytest.raises(RecordError) as error:
        replay(load_record(_write(tmp_path, data)))
    assert error.value.action_index == 3 and "is not possible now" in str(error.value)


def test_missing_record_file(tmp_path):
    with pytest.raises(RecordError, match="no such file"):
        load_record(tmp_path / "nothing.json")


def test_yaml_records_are_read_too(tmp_path):
    import yaml

    path = tmp_path / "game.yaml"
    path.write_text(yaml.safe_dump(_good()))
    assert len(replay(load_record(path)).actions) == 4
