"""Fuzzed player files (issue 35): mutated saves, autosaves, records, variants, settings and
statistics of all three games, each read the way the game reads it, then shown on every menu
screen. None may raise, take over two seconds, or lose the player's file. The examples are
bounded here; `python benchmarks/fuzz_files.py --count N` runs the same harness at length."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tests import fuzz_files
from tests.fuzz_files import GAMES, KINDS

EXAMPLES = int(os.environ.get("CABO_FUZZ_EXAMPLES", "40"))
CASES = [(kind, game) for kind in KINDS for game in GAMES if kind != "settings" or game == "cabo"]
BASES: dict = {}


def base(kind: str, game: str):
    if (kind, game) not in BASES:
        BASES[kind, game] = fuzz_files.seed_data(kind, game)
    return BASES[kind, game]


@pytest.mark.parametrize("kind, game", CASES, ids=[f"{k}-{g}" for k, g in CASES])
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), steps=st.integers(1, 5))
def test_a_fuzzed_file_is_read_or_refused_quickly_and_kept(home, kind, game, seed, steps):
    import random
    fuzz_files.clear(home)
    raw = fuzz_files.mutate(base(kind, game), random.Random(seed), steps)
    outcome = fuzz_files.try_file(kind, game, raw, home)
    assert outcome.result in ("read", "refused"), outcome
    assert not outcome.lost, outcome


@settings(max_examples=max(2, EXAMPLES // 3), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_every_menu_screen_shows_fuzzed_files_of_every_kind(home, seed):
    import random
    fuzz_files.clear(home)
    rng = random.Random(seed)
    for kind in ("save", "autosave", "variant", "settings", "stats"):
        game = rng.choice(GAMES)
        path = fuzz_files._where(kind)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(fuzz_files.mutate(base(kind, game), rng, rng.randint(1, 4)))
    finished, _ = fuzz_files.random_record(rng.choice(GAMES), 0, seed=seed % 1000, over=True)
    data = finished.to_data()
    (fuzz_files.saves.finished_dir()).mkdir(parents=True, exist_ok=True)
    (fuzz_files.saves.finished_dir() / "f.json").write_bytes(fuzz_files.mutate(data, rng, 2))
    fuzz_files.draw_every_menu()
