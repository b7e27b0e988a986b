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
