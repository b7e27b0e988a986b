"""The client's reader of server messages (net/client_messages.py) on real frames, as the room
server's own encoders (net/protocol.py) write them from a played game, and on those frames
damaged at random: each is read back exactly, or refused with ProtocolError/WireError/
JoinRefused; never another exception, never an item of the wrong kind."""

from __future__ import annotations

import copy
import json
import random

import pytest

from cabo_desktop.core.feed import PUBLIC_VIEW, Refusal, Refused, Snapshot, Update
from cabo_desktop.core.session import Session
from cabo_desktop.core.wire import WireError
from cabo_desktop.games import get_game
from cabo_desktop.net import protocol as P
from cabo_desktop.net.client_messages import (JoinRefused, Lobby, Over, ProtocolError, Seats, ServerError, Welcome,
                                              _Decoder)

ITEM_OF = {"welcome": Welcome, "lobby": Lobby, "seats": Seats, "snapshot": Snapshot, "update": Update,
           "refused": Refused, "over": Over, "error": ServerError}
JUNK = [None, True, 0, -1, 2 ** 60, 1.5, "", "x" * 30_000, "ZZ9", [], [1], {}, {"v": 1}, "R7", "draw deck"]


def frames_of_a_game(name: str, seed: int) -> list[str]:
    """The frames a seat of a two-seat game receives, and the room's own messages."""
    game = get_game(name)
    variant = game.load_builtin(game.default_variant)
    session = Session(game, variant, [None, None], ["Ann", "Bob"], seed)
    wire, rng = game.wire(), random.Random(seed)
    seats = [{"name": "Ann", "kind": "person", "level": None, "connected": True, "ready": True, "away": False},
             {"name": "Bob", "kind": "ai", "level": "easy", "connected": False, "ready": True, "away": True}]
    frames = [P.welcome("ABCDEF", 1, "t" * 43, name),
              P.lobby(seats=seats, host=0, game=name, variant=wire.variants.encode(variant), turn_seconds=30,
                      started=True, rematch=0),
              P.seats_message(seats), P.error("not_host", {"n": 1}),
              P.refused(3, "draw deck", Refusal("kobito.too_few_cards", {"n": 2}))]
    feed = session.feed(1)
    for _ in range(40):
        if session.over:
            break
        session.play(rng.choice(list(session.legal())))
    for item in feed.drain():
        frames.append(P.snapshot(wire, item) if isinstance(item, Snapshot) else P.update(wire, item))
    frames.append(P.snapshot(wire, session.snapshot(PUBLIC_VIEW)))
    frames.append(P.over("{}"))
    return frames


def damaged(data, rng: random.Random):
    """`data` with one value replaced, one key dropped or one key added, somewhere inside."""
    data = copy.deepcopy(data)
    spots = []

    def walk(node):
        if isinstance(node, dict):
            for key in node:
                spots.append((node, key))
                walk(node[key])
        elif isinstance(node, list):
            for k in range(len(node)):
                spots.append((node, k))
                walk(node[k])

    walk(data)
    node, key = rng.choice(spots)
    roll = rng.random()
    if roll < 0.7:
        node[key] = rng.choice(JUNK)
    elif roll < 0.85 and isinstance(node, dict):
        del node[key]
    elif isinstance(node, dict):
        node["extra" if rng.random() < 0.5 else "event"] = rng.choice(JUNK)
    else:
        node.append(rng.choice(JUNK))
    return data


@pytest.mark.parametrize("name", ["cabo", "cabanga", "kobito"])
def test_real_frames_read_back_and_damaged_ones_are_refused_cleanly(name):
    frames = frames_of_a_game(name, seed=7)
    decoder = _Decoder()
    for frame in frames:
        kind = json.loads(frame)["type"]
        item = decoder.decode(frame)
        assert type(item) is ITEM_OF[kind], (kind, item)
    rng = random.Random(11)
    read = refused = 0
    for _ in range(1500):
        frame = rng.choice(frames)
        data = damaged(json.loads(frame), rng)
        text = json.dumps(data)
        try:
            item = decoder.decode(text)
        except (ProtocolError, WireError, JoinRefused):
            refused += 1
            continue
        assert type(item) is ITEM_OF[data["type"]], (data["type"], item)
        read += 1
    assert refused > 300 and read > 100  # both ways are taken: the damage is not all harmless


def test_a_refused_welcome_changes_nothing():
    decoder = _Decoder()
    good = json.loads(P.welcome("ABCDEF", 1, "t" * 43, "kobito"))
    assert decoder.decode(json.dumps(good)) == Welcome("ABCDEF", 1, "kobito") and decoder.token == "t" * 43
    for bad in ({**good, "game": "cabo", "room": 5}, {**good, "game": "cabo", "seat": "1"},
                {**good, "game": "cabo", "token": 7}, {**good, "game": "chess"}, {**good, "protocol": 2}):
        with pytest.raises((ProtocolError, JoinRefused)):
            decoder.decode(json.dumps(bad))
        assert decoder.game.name == "kobito" and decoder.token == "t" * 43
