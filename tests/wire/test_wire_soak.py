"""The long soak of the wire (marked slow; CI runs it): for every game, 2,000 random games over all
its built-in variants (24 tables of random options and seat counts, each dealt with 2,000 / 24
seeds; random legal actions) cross the wire
unchanged, and in the first of them the encoded stream each seat receives does not change by
one byte when every card it cannot see does. One pass plays each game once for both checks."""

from __future__ import annotations

import pytest

from cabo_desktop.games import game_names, get_game
from tests.wire.streams import many_tables, soak

GAMES = game_names()
GAMES_EACH = 2000  # per game, over all its built-in variants
OBSERVE_EVERY = 25  # one viewer's observation at every 25th step (every event and every action: all)
LEAK_GAMES = 16  # the first 16 games: every seat's whole stream, its observation at every 4th step
LEAK_EVERY = 4
TEXT_GAMES = 100  # the first 100 games through JSON text; the others as data (the same forms)


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_2000_random_games_cross_the_wire_unchanged_and_a_seats_bytes_never_tell_its_unseen_cards(name):
    totals: dict[str, int] = {}
    tables = many_tables(name, GAMES_EACH, seed=2037)
    assert {t.variant.name for t in tables} == set(get_game(name).builtin_variants)
    sent: set = set()
    for k, table in enumerate(tables):
        if len(sent) > 100_000:
            sent.clear()
        counts = soak(table, every=OBSERVE_EVERY, leak_every=LEAK_EVERY if k < LEAK_GAMES else 0,
                      text=k < TEXT_GAMES, sent=sent)
        for key, value in counts.items():
            totals[key] = totals.get(key, 0) + value
    assert totals["actions"] > 20 * GAMES_EACH and totals["observations"] > 1 * GAMES_EACH, totals
    assert totals["changed"] > totals["leak_lines"] // 10 > 100, totals  # the leak check really changed cards
