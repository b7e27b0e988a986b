"""CABO's shout is placed once per what its place depends on, compared by value: a layout object
made again with the same value (at the fastest speed the hand sizes change the layout object
most frames, coming back to a few) does not place it again (issue 40, speed)."""

import pygame

from cabo_desktop.games.cabo.table.layout import _layout, _settled, compute_layout


def test_the_shout_is_placed_once_per_layout_value(driver_factory, monkeypatch):
    d = driver_factory(variant="official", seats=4)
    d.until_human()
    t = d.table
    hud = t.hud
    calls = []
    real = hud.shout_text
    monkeypatch.setattr(hud, "shout_text", lambda lay: calls.append(lay) or real(lay))
    hud.shout("ANN CALLED CABO!")
    surface = pygame.Surface(t.app.size)
    first = t.layout()
    hud.draw_shout(surface, first)
    placed = hud.shout_rect
    _settled.cache_clear()
    _layout.cache_clear()
    again = t.layout()
    assert again is not first and again == first
    hud.draw_shout(surface, again)
    assert len(calls) == 1 and hud.shout_rect == placed
    other = compute_layout(t.app.size, (4, 4, 5, 4), t.viewer, t.square, t.docked)  # another value: placed again
    hud.draw_shout(surface, other)
    hud.draw_shout(surface, again)  # and the first kept
    assert len(calls) == 2 and hud.shout_rect == placed
    hud.shout("SNAP!", "discard")  # what it says changed: placed again
    hud.draw_shout(surface, again)
    assert len(calls) == 3


def test_with_a_pause_after_each_frame_a_new_shout_is_placed_in_the_pause(driver_factory, monkeypatch):
    """A window's loop pauses after each frame (App.pauses): a new shout's place and ribbon are
    worked out in that pause (assets.prebuild), not in the frame; the next frame draws it."""
    import time

    from cabo_desktop.ui.assets import prebuild

    d = driver_factory(variant="official", seats=4)
    d.until_human()
    t = d.table
    hud = t.hud
    calls = []
    real = hud.shout_text
    monkeypatch.setattr(hud, "shout_text", lambda lay: calls.append(lay) or real(lay))
    monkeypatch.setattr(t.app, "pauses", True)
    prebuild.clear()
    hud.shout("ANN CALLED CABO!")
    surface = pygame.Surface(t.app.size)
    lay = t.layout()
    hud.draw_shout(surface, lay)
    assert calls == [] and hud.shout_rect is None  # not placed in the frame
    prebuild.run(time.perf_counter() + 1.0)  # the pause
    assert len(calls) == 1
    before = surface.copy()
    hud.banner_big_alpha = 1.0 - 0.05 / hud.SHOUT_LIFE  # a frame later, the ribbon coming in
    hud.draw_shout(surface, lay)
    assert len(calls) == 1 and hud.shout_rect is not None  # drawn from the place worked out in the pause
    ribbon = hud.shout_rect
    assert any(surface.get_at(p) != before.get_at(p) for p in
               ((ribbon.centerx + dx, ribbon.centery) for dx in range(-40, 41, 8)))
    hud.shout("SNAP!", "discard")  # a new shout: worked out in the pauses again, but at most AHEAD_FRAMES late
    for _frame in range(hud.AHEAD_FRAMES):
        hud.draw_shout(surface, lay)
    assert len(calls) == 1
    hud.draw_shout(surface, lay)  # no pause came in time: placed in the frame
    assert len(calls) == 2
