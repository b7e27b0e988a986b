"""The server's snapshot and update frames are written piece by piece (protocol.snapshot/update,
the codec's observation_text and event_text, which keep the text of immutable parts by identity):
the bytes must be exactly those of `dumps` of the messages' data (the codec's *_to_data forms), for
every seat and the public view of many seeded games of each game, and for text that JSON escapes."""

from __future__ import annotations

import dataclasses
import typing

import pytest

from cabo_desktop.core.feed import PUBLIC_VIEW, Snapshot, Update
from cabo_desktop.core.wire import dumps
from cabo_desktop.games import game_names, get_game
from cabo_desktop.net import protocol as P
from tests.conformance.playing import play, random_tables

GAMES = game_names()


def reference(wire, kind: str, item) -> str:
    """The frame as it was written before the pieces: dumps of the whole message's data."""
    data = {"type": kind, "seq": item.seq, "observation": wire.observation_to_data(item.observation),
            "legal": [wire.action_to_data(a) for a in item.legal],
            "events": [wire.event_to_data(ev) for ev in item.events]}
    if kind == "update":
        data["actor"] = item.actor
    return dumps(data)


def frames_of(name: str, count: int, seed: int):
    """(update, snapshot) items of every viewer after every action of `count` random games."""
    game = get_game(name)
    for table in random_tables(name, count, seed):
        played = play(table)
        viewers = [*range(table.seats), PUBLIC_VIEW]
        steps = zip([played.initial, *played.states], [played.initial_events, *played.events])
        for seq, (state, events) in enumerate(steps):
            legal = tuple(game.legal_actions(state)) if not state.over else ()
            for viewer in viewers:
                seen = tuple(ev.for_seat(int(viewer)) for ev in events)
                mine = legal if viewer is not PUBLIC_VIEW and viewer == state.to_act else ()
                observation = game.observe(state, int(viewer))
                yield (Update(seq, state.to_act if seq else -1, seen, observation, mine),
                       Snapshot(seq, observation, mine, seen))


@pytest.mark.parametrize("name", GAMES)
def test_every_frame_of_many_seeded_games_is_the_same_bytes_as_dumps_of_its_data(name):
    wire = get_game(name).wire()
    count = 0
    for update, snapshot in frames_of(name, 16, seed=38):
        assert P.update(wire, update) == reference(wire, "update", update)
        assert P.snapshot(wire, snapshot) == reference(wire, "snapshot", snapshot)
        assert P.update(wire, update) == reference(wire, "update", update)  # the kept texts again
        count += 1
    assert count > 200


@pytest.mark.parametrize("name", GAMES)
def test_text_json_escapes_is_written_as_dumps_writes_it(name):
    game = get_game(name)
    wire = game.wire()
    data = game.variant_to_data(game.load_builtin(game.default_variant))
    data["name"], data["title"] = "mine", 'Ça « marche » "ici" \\ \t \u2028 🎲 \x7f'
    mine = game.variant_from_data(data, "mine.yaml")
    state, events = game.new_game(mine, mine.players.min, 7)
    observation = game.observe(state, 0)
    text = wire.observation_text(observation)
    assert "🎲" in text and text == dumps(wire.observation_to_data(observation))
    assert [wire.event_text(ev) for ev in events] == [dumps(wire.event_to_data(ev)) for ev in events]


def test_only_immutable_values_have_their_text_kept():
    wire = get_game("kobito").wire()
    immutable = wire._compile.immutable

    @dataclasses.dataclass(frozen=True)
    class Frozen:
        a: int
        b: tuple[str, ...]

    @dataclasses.dataclass
    class Open:
        a: int

    @dataclasses.dataclass(frozen=True)
    class HoldsAMapping:
        a: dict[str, int]

    assert immutable(Frozen) and immutable(tuple[Frozen, ...]) and immutable(frozenset[str])
    assert immutable(typing.Optional[Frozen])
    assert not immutable(Open) and not immutable(tuple[Open, ...]) and not immutable(HoldsAMapping)
    assert not immutable(dict[str, int]) and not immutable(tuple)


def test_a_changed_part_is_written_anew():
    game = get_game("kobito")
    wire = game.wire()
    state, _events = game.new_game(game.load_builtin(game.default_variant), 3, 11)
    before = game.observe(state, 0)
    first = wire.observation_text(before)
    after = dataclasses.replace(before, hand=before.hand[1:], discard=before.hand[:1] + before.discard)
    assert wire.observation_text(after) == dumps(wire.observation_to_data(after)) != first
    assert wire.observation_text(before) == first
