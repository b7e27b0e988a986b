"""Random damage to every kind of client message, sent into a running game: each is refused or
harmless, nothing changes (the count, the state, the store, the seats), the connection stays
open (a good message follows each bad one, and the client reads the answers) and the server logs no traceback."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from tests.net.conftest import log_text
from tests.net.test_hostile import mover, state, two_people

VALUES = [None, True, False, 0, -1, 1.5, 2 ** 63, "", "x" * 300, "\u202e", [], [1, [2]], {}, {"a": {"b": None}},
          "draw deck", "ABCDEF", 10 ** 30]


def damaged(base: dict, rng: random.Random) -> str:
    message = dict(base)
    how = rng.randrange(6)
    keys = list(message)
    if how == 0 and len(keys) > 1:
        del message[rng.choice([k for k in keys if k != "type"])]
    elif how == 1:
        message[rng.choice(["seat", "x", "Type", "token", "seq"])] = rng.choice(VALUES)
    elif how == 2:
        message[rng.choice(keys)] = rng.choice(VALUES)
    elif how == 3:
        message["type"] = rng.choice(["act ", "ACT", "join", "create", "start", "rematch", "over", "", 1])
    elif how == 4:
        text = json.dumps(message)
        cut = rng.randrange(len(text))
        return text[:cut] + rng.choice(["", "}", "\x00", "\\ud800", ",,", "]"]) + text[cut + 1:]
    else:
        return json.dumps([message]) if rng.random() < 0.5 else json.dumps(message) * 2
    return json.dumps(message)


@pytest.mark.asyncio
async def test_damaged_messages_change_nothing(server, net_log):
    server.message_rate = (1e6, 10 ** 6)  # this test sends as fast as it is answered
    host, guest, code = await two_people(server)
    actor, other = mover(host, guest)
    before = await state(server, code)
    bases = [{"type": "act", "seq": actor.seq, "action": actor.legal[0]}, {"type": "ready", "ready": True},
             {"type": "start"}, {"type": "rematch"}, {"type": "resync"},
             {"type": "join", "name": "Eve", "token": None, "spectate": False},
             {"type": "create", "name": "Eve", "game": "cabo", "variant": {}, "seats": ["host", "open"],
              "turn_seconds": None}]
    rng = random.Random(38)
    for n in range(300):
        client = actor if n % 2 else other
        text = damaged(rng.choice(bases), rng)
        if "act" in text and '"seq": %d' % actor.seq in text and actor.legal[0] in text and '"type": "act"' in text \
                and text.count('"type"') == 1 and all(k not in text for k in ('"seat"', '"x"', '"Type"', '"token"')):
            continue  # an undamaged act: it would play
        await client.send(text)
        await client.send({"type": "resync"})
        await client.expect("snapshot")  # paced: a client that floods faster than it reads is dropped
    await asyncio.sleep(0.3)
    assert await state(server, code) == before
    assert not host.closed.is_set() and not guest.closed.is_set()
    assert "Traceback" not in log_text(net_log)
    await actor.send({"type": "act", "seq": before[0], "action": actor.legal[0]})  # it still plays
    deadline = asyncio.get_running_loop().time() + 10
    while server.rooms[code].session.seq == before[0]:
        assert asyncio.get_running_loop().time() < deadline
        await asyncio.sleep(0.02)


@pytest.mark.asyncio
async def test_a_flood_of_messages_is_rate_limited_then_closed(server, net_log):
    from tests.net.wsclient import create, join
    host, code = await create(server.port, "cabo", ["host", "open"])
    guest = await join(server.port, code, "Bob")
    await guest.expect("lobby")
    for _ in range(200):  # in the lobby a resync is small: the flood, not the queue, is what counts
        try:
            await guest.send({"type": "resync"})
        except Exception:  # noqa: BLE001 - closed by the server
            break
    await asyncio.wait_for(guest.closed.wait(), 10)
    assert guest.ws.close_code == 1008
    keys = [json.loads(f).get("key") for f in guest.frames if json.loads(f)["type"] == "error"]
    assert keys == ["rate_limited"] * 3
    assert len([f for f in guest.frames if '"type":"lobby"' in f]) <= 62
    assert not host.closed.is_set()
    assert "Traceback" not in log_text(net_log)
