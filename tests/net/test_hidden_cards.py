"""Hidden cards on the wire: two games that differ only in cards seat s cannot see send seat s the
same bytes. Game A is played by scripted clients; game B starts from A's table with every card s
cannot see dealt anew (`Game.shuffle_unseen`, or one such card swapped with another: a hand's
and the deck's, or two other hands'), chosen so that another seat's view does change, and
replays A's actions for as long as s's own view (its observation, its redacted events, its legal
actions, computed by the rules) stays the same in both. Over that stretch every frame the server
sent s is byte-identical (with seed 1234567 and these scripted players the stretch was 7 actions
of CABO, 61 of Cabanga! and the whole 80 of Kobito played).
Also: the seed never appears in a frame before the game is over."""

from __future__ import annotations

import asyncio
import random

import pytest

from cabo_desktop.net.rooms import Room
from tests.net.wsclient import create, join, play_to_the_end

SEAT = 0  # the seat whose frames are compared (the host)
STEPS = 80  # actions played in game A
SEED_A = SEED_B = 1234567  # the same deal (start seat, deal events); the twin changes the cards


async def open_room(server, game, n):
    host, code = await create(server.port, game, ["host"] + ["open"] * (n - 1))
    guests = []
    for k in range(n - 1):
        guest = await join(server.port, code, f"Guest{k}")
        await guest.expect("welcome")
        await guest.send({"type": "ready", "ready": True})
        guests.append(guest)
    for _ in range(2 * (n - 1)):
        await host.expect("lobby")
    return code, [host, *guests]


def same_view_steps(game, start, twin, actions):
    """How many of `actions` the twin table follows with seat SEAT's view unchanged, and whether
    another seat's view differed on the way (the twin must change something someone sees)."""
    a, b = start, twin
    seats = range(start.n_seats)
    differs = any(game.observe(a, o) != game.observe(b, o) for o in seats if o != SEAT)
    if game.observe(a, SEAT) != game.observe(b, SEAT):
        return -1, differs
    for step, action in enumerate(actions):
        if not game.is_legal(b, action):
            return step, differs
        legal_a = game.legal_actions(a) if a.to_act == SEAT else ()
        legal_b = game.legal_actions(b) if b.to_act == SEAT else ()
        if list(legal_a) != list(legal_b):
            return step, differs
        a, events_a = game.apply(a, action)
        b, events_b = game.apply(b, action)
        if ([ev.for_seat(SEAT) for ev in events_a] != [ev.for_seat(SEAT) for ev in events_b]
                or game.observe(a, SEAT) != game.observe(b, SEAT) or a.to_act != b.to_act):
            return step, differs
        differs = differs or any(game.observe(a, o) != game.observe(b, o) for o in seats if o != SEAT)
    return len(actions), differs


def swapped_twins(state, count):
    """Twins that change less than a whole new deal (a new deal of every hidden card soon plays,
    in another seat's hand, a card it no longer holds: Kobito names every card played): one card
    of another seat's hand changes places with one of the deck's lower half or of a third seat's
    hand (hands kept sorted); CABO's cards are ids into its faces, and who knows each card goes
    with its place."""
    from dataclasses import replace
    rng = random.Random(5)
    cabo_round = getattr(state, "round", None)
    if cabo_round is not None and hasattr(cabo_round, "vis"):
        yield from _cabo_swaps(state, rng, count)
        return
    hands = getattr(state, "hands", None)
    if not isinstance(hands, tuple):
        return
    others = [t for t in range(len(hands)) if t != SEAT and hands[t]]
    deck = getattr(state, "deck", None)
    for _ in range(count):
        t = rng.choice(others)
        hand = list(hands[t])
        i = rng.randrange(len(hand))
        new_hands = list(hands)
        if isinstance(deck, tuple) and deck and rng.random() < 0.5:
            cards = list(deck)
            j = rng.randrange(len(cards) // 2, len(cards))
            hand[i], cards[j] = cards[j], hand[i]
            new_hands[t] = tuple(sorted(hand))
            yield replace(state, hands=tuple(new_hands), deck=tuple(cards))
        elif len(others) > 1:
            u = rng.choice([o for o in others if o != t])
            other = list(hands[u])
            j = rng.randrange(len(other))
            hand[i], other[j] = other[j], hand[i]
            new_hands[t], new_hands[u] = tuple(sorted(hand)), tuple(sorted(other))
            yield replace(state, hands=tuple(new_hands))


def _cabo_swaps(state, rng, count):
    """CABO: a card id of another seat's hand and one of the deck's lower half change places, each
    place keeping who knows its card."""
    r = state.round
    others = [t for t in range(len(r.hands)) if t != SEAT and r.hands[t]]
    for _ in range(count):
        t = rng.choice(others)
        hand, deck = list(r.hands[t]), list(r.deck)
        i, j = rng.randrange(len(hand)), rng.randrange(0, max(1, len(deck) // 2))  # the bottom half
        x, y = hand[i], deck[j]
        hand[i], deck[j] = y, x
        vis = list(r.vis)
        vis[x], vis[y] = vis[y], vis[x]
        hands = list(r.hands)
        hands[t] = tuple(hand)
        yield state._replace(round=r._replace(hands=tuple(hands), deck=tuple(deck), vis=tuple(vis)))


def compared(frames, last):
    """Seat SEAT's frames up to the count `last` and before the end (the welcome, which holds the
    room's code and the seat's own token, left out)."""
    import json
    out = []
    for frame in frames:
        message = json.loads(frame)
        if message["type"] == "welcome":
            continue
        if message["type"] == "over":  # the record, seed and all, is everybody's at the end
            break
        if message.get("seq", 0) > last:
            break
        out.append(frame)
    return out


async def replay_actions(client, actions, last):
    while client.seq < last:
        if client.legal and client.inbox.empty():
            await client.send({"type": "act", "seq": client.seq, "action": actions[client.seq]})
        await client.recv()


@pytest.mark.asyncio
@pytest.mark.parametrize("name", ["cabo", "cabanga", "kobito"])
async def test_cards_a_seat_cannot_see_never_change_its_bytes(server, monkeypatch, name):
    from cabo_desktop.games import get_game
    game = get_game(name)
    server.config.dealer = lambda code, number: (SEED_A, [])
    code_a, clients_a = await open_room(server, game.name, 3)
    await clients_a[0].send({"type": "start"})
    await clients_a[0].expect("snapshot")
    room_a = server.rooms[code_a]
    start = room_a.session.state
    await asyncio.gather(*(play_to_the_end(c, k, stop_after=STEPS) for k, c in enumerate(clients_a)))
    actions = [game.format_action(a) for a in room_a.session.actions_taken]
    parsed = [game.parse_action(t) for t in actions]
    best, twin = -1, None
    twins = [game.shuffle_unseen(start, SEAT, random.Random(r)) for r in range(100)]
    for candidate in twins + list(swapped_twins(start, 300)):
        if candidate == start:
            continue
        steps, differs = same_view_steps(game, start, candidate, parsed)
        if differs and steps > best:
            best, twin = steps, candidate
    assert best >= 3, f"no twin table of {name} keeps seat {SEAT}'s view for 3 actions"
    original = Room._new_session

    def dealt_anew(self):
        original(self)
        self.session.state = twin
        self.session._legal_key = None  # the legal actions were cached for the table before

    monkeypatch.setattr(Room, "_new_session", dealt_anew)
    server.config.dealer = lambda code, number: (SEED_B, [])
    code_b, clients_b = await open_room(server, game.name, 3)
    await clients_b[0].send({"type": "start"})
    await asyncio.gather(*(replay_actions(c, actions, best) for c in clients_b))
    frames_a = compared(clients_a[0].frames, best)
    frames_b = compared(clients_b[0].frames, best)
    assert len(frames_a) >= best + 3
    assert frames_a == frames_b
    # the other seats' streams do differ (what they can see was dealt anew)
    others_a = [compared(c.frames, best) for c in clients_a[1:]]
    others_b = [compared(c.frames, best) for c in clients_b[1:]]
    assert others_a != others_b
    for client in clients_a + clients_b:
        for frame in client.frames:
            if '"type":"over"' not in frame:
                assert str(SEED_A) not in frame and str(SEED_B) not in frame
