"""Shared by the wire tests: random games sent over the wire as they are played, every value
checked to arrive unchanged, and each seat's encoded bytes checked not to change when the cards
it cannot see do."""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable

from cabo_desktop.core.events import PUBLIC
from cabo_desktop.core.wire import dumps, loads
from cabo_desktop.games import get_game
from tests.conformance.playing import Table, random_tables


def many_tables(name: str, count: int, seed: int, kinds: int = 24) -> list[Table]:
    """`count` random tables of game `name` on `kinds` random tables' variants and seat counts
    (every built-in variant, random options: tests/conformance/playing.py), each with a seed of
    its own: a variant is built and checked once, not once a game (a CABO variant with options
    takes milliseconds to validate), and the codec's memory of 32 variants holds them all."""
    kinds_made = random_tables(name, kinds, seed)
    rng = random.Random(seed)
    return [Table(name, kind.variant, kind.seats, rng.randrange(1 << 30))
            for kind in (kinds_made[k % kinds] for k in range(count))]


def through(wire: Any, value: Any, kind: str, variant: Any = None, text: bool = True) -> None:
    """Sends `value` (an observation, an event or an action) over the wire and back and asserts it
    arrives equal. With `text`, through its JSON text read by the strict `loads`, and sending what
    arrived must write the same text; without, the data straight back (the forms are made from
    the types, so a type whose values write as JSON once always do: the bulk of a soak skips it)."""
    if kind == "observation":
        encode, decode = wire.observation_to_data, wire.observation_from_data
    elif kind == "event":
        encode, decode = wire.event_to_data, (lambda data: wire.event_from_data(data, variant))
    else:
        encode, decode = wire.action_to_data, wire.action_from_data
    data = encode(value)
    written = dumps(data) if text else ""
    back = decode(loads(written) if text else data)
    assert back == value and type(back) is type(value), f"{kind} changed on the wire:\n{value!r}\n{back!r}"
    if text:
        assert dumps(encode(back)) == written


def viewers(n_seats: int) -> range:
    """Every seat, and one viewer outside the table (a spectator, the public view of hot-seat)."""
    return range(n_seats + 1)


def redactions(event: Any, n_seats: int) -> list:
    """The event as each viewer sees it, each different view once."""
    if getattr(event, "seen_by", PUBLIC) == PUBLIC:
        return [event]  # every viewer sees it whole
    views: list = []
    for seat in viewers(n_seats):
        seen = event.for_seat(seat)
        if not any(seen is v or seen == v for v in views):
            views.append(seen)
    return views


def cards_in(value: Any, card_type: type, found: set) -> None:
    """Every card inside a value (a dataclass's fields, tuples of them)."""
    if isinstance(value, card_type):
        found.add(value)
    elif isinstance(value, tuple):
        for item in value:
            cards_in(item, card_type, found)
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            cards_in(getattr(value, f.name), card_type, found)


def with_hidden_changed(event: Any, cards: list, rng: random.Random) -> Any:
    """The event with every hidden field (those `for_seat` blanks) holding other cards."""
    changes = {}
    for name in getattr(event, "hidden", ()):
        value = getattr(event, name, None)
        if isinstance(value, tuple):
            changes[name] = tuple(rng.choice(cards) for _ in value)
        elif value is not None:
            changes[name] = rng.choice(cards)
    return dataclasses.replace(event, **changes) if changes else event


def redacted(event: Any, seat: int) -> Any:
    return event.for_seat(seat)


def soak(table: Any, *, every: int, leak_every: int = 0, text: bool = True,
         view: Callable[[Any, int], Any] = redacted, sent: set | None = None) -> dict[str, int]:
    """Plays `table` with random legal actions, sending over the wire every event as every viewer
    sees it (each different value once: the codec is a function of the value), every
    action, and one viewer's observation (in turn, at random) at every `every`-th step (`text`:
    through JSON text, see `through`); `sent`
    holds the event values already sent, by earlier games too.

    With `leak_every`, also each seat's encoded stream: the bytes of every event as `view` shows
    it to the seat must not change when the event's hidden cards do, nor the bytes of its
    observation at every `leak_every`-th step when the state is dealt anew
    (`Game.shuffle_unseen`). Returns what it counted ("changed": states and events the change
    really changed)."""
    game = get_game(table.game)
    wire = game.wire()
    variant = table.variant
    rng = random.Random(table.seed)
    counts = dict.fromkeys(("observations", "events", "actions", "leak_lines", "changed"), 0)
    state, events = game.new_game(variant, table.seats, table.seed)
    pool: set = set()
    if leak_every:
        cards_in(game.observe_all(state), wire.card_type, pool)
    sent = set() if sent is None else sent  # values already sent (by earlier games too)
    step = 0
    while True:
        for event in events:
            for seen in redactions(event, table.seats):
                if seen not in sent:
                    sent.add(seen)
                    through(wire, seen, "event", variant, text)
                counts["events"] += 1
            if leak_every:
                cards_in(event, wire.card_type, pool)
        if step % every == 0:
            through(wire, game.observe(state, rng.choice(viewers(table.seats))), "observation", text=text)
            counts["observations"] += 1
        if leak_every:
            _leak_step(game, wire, table, state, events, step % leak_every == 0, sorted(pool, key=repr), rng, view,
                       counts)
        if state.over:
            return counts
        action = rng.choice(list(game.legal_actions(state)))
        through(wire, action, "action", text=text)
        counts["actions"] += 1
        state, events = game.apply(state, action)
        step += 1


def _leak_step(game, wire, table, state, events, observe: bool, cards: list, rng: random.Random, view, counts) -> None:
    for seat in range(table.seats):
        for event in events:
            if event.visible_to(seat):
                continue
            other = with_hidden_changed(event, cards, rng)
            counts["changed"] += other != event
            a, b = dumps(wire.event_to_data(view(event, seat))), dumps(wire.event_to_data(view(other, seat)))
            assert a == b, f"{table}: seat {seat} receives\n{a}\nor, other cards unseen,\n{b}"
            counts["leak_lines"] += 1
        if observe:
            shuffled = game.shuffle_unseen(state, seat, rng)
            counts["changed"] += shuffled != state
            a = dumps(wire.observation_to_data(game.observe(state, seat)))
            b = dumps(wire.observation_to_data(game.observe(shuffled, seat)))
            assert a == b, f"{table}: seat {seat} observes\n{a}\nor, other cards unseen,\n{b}"
            counts["leak_lines"] += 1
