"""Memory stays flat: a finished table is let go once the next game starts (nothing keeps a list
of old tables), and the caches of drawn surfaces and text are bounded."""

import gc
import weakref

import pygame

from cabo_desktop.ui import assets
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


def _play_out(app, table, limit=60_000):
    for _ in range(limit):
        if table.finished:
            break
        app.step(DT, events=[])
    assert table.finished
    app.step(DT, events=[])  # the game-over screen


def test_a_finished_table_is_collected_after_the_next_game_starts():
    app = App((1024, 600), headless=True)
    try:
        first = make_table(app, "official", 2, seed=3, human=None, levels=["random"], speed="instant",
                           auto_continue=0.01)
        app.scenes.clear_to(first)
        _play_out(app, first)
        gone = weakref.ref(first)
        model = weakref.ref(first.model)
        del first
        second = make_table(app, "kaboo", 3, seed=4, human=None, levels=["random"], speed="instant",
                            auto_continue=0.01)
        app.scenes.clear_to(second)
        app.step(DT, events=[])
        gc.collect()
        assert gone() is None and model() is None, gc.get_referrers(gone()) if gone() else None
    finally:
        pygame.quit()


def test_the_caches_stay_within_their_bounds_over_many_games():
    app = App((1280, 720), headless=True)
    try:
        for number in range(6):
            table = make_table(app, ("official", "classic", "kaboo")[number % 3], 2 + number % 3, seed=number,
                               human=None, levels=["random"], speed="instant", auto_continue=0.01)
            app.scenes.clear_to(table)
            _play_out(app, table)
        sizes = assets.cache_sizes()
        assert sizes["faces"] <= assets.FACE_CACHE_SIZE and sizes["face_bytes"] <= assets.FACE_CACHE_BYTES
        assert sizes["text"] <= assets.text.cache_info().maxsize and sizes["felt"] <= 4
    finally:
        pygame.quit()
