"""The side rail is part of the table's frame (review s52d: 'the rail looks like a toolbar attached
to the side; a frame inside a frame'; 'the Round tag covers the rail's dashed edges'; 'at 1280 the
Scores button is crammed against the top edge'): the felt's top and bottom rims carry on across
the rail, its tabs lie in a leather drawer set under the top rim, and the round's badge sits on the
frame's wood below the drawer, with air each side."""

import pygame
import pytest

from cabo_desktop.i18n import set_language
from cabo_desktop.ui import assets, felt_light, rail_badge, table_rail
from cabo_desktop.ui.table_kit import panel_width

WINDOWS = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    assets.clear_caches()
    yield
    set_language("en")
    pygame.quit()


@pytest.mark.parametrize("window", WINDOWS)
def test_the_felt_s_rims_run_on_across_the_rail(display, window):
    w, h = window
    r = assets.rail_width(window)
    assert rail_badge.rim_of(h) == r  # the rail knows the felt's rim
    rail = table_rail.rail((panel_width(w), h), False, 1)
    inlay = int(r * 0.62)  # the brass inlay's row on the felt's top rim (felt_light.rim)
    for y in (inlay, h - 1 - inlay):
        row = [rail.get_at((x, y))[:3] for x in range(rail.get_width())]
        assert all(c == felt_light.BRASS for c in row), (y, row[:4])


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
@pytest.mark.parametrize("window", WINDOWS)
def test_the_tabs_lie_in_the_drawer_under_the_rim_evenly_spaced(display, window, language):
    set_language(language)
    size = (panel_width(window[0]), window[1])
    tabs = [table_rail.tab_rects(size)[name] for name in table_rail.TABS]
    well = table_rail.drawer(size, tabs[-1].bottom)
    assert tabs[0].top >= 14 and tabs[0].top >= rail_badge.rim_of(size[1]) + 6  # clear of the frame's top
    assert all(well.contains(tab) for tab in tabs)
    gaps = {b.top - a.bottom for a, b in zip(tabs, tabs[1:])}
    assert len(gaps) == 1  # evenly spaced
    badge = rail_badge.badge_rect(table_rail.tab_rects(size), size)
    assert badge.top > well.bottom + 8  # the badge on the wood, not on the stitched leather


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
@pytest.mark.parametrize("window", WINDOWS)
def test_the_round_tag_and_disc_keep_air_from_the_rail_s_edges(display, window, language):
    set_language(language)
    size = (panel_width(window[0]), window[1])
    tabs = table_rail.tab_rects(size)
    badge = rail_badge.badge_rect(tabs, size)
    with_badge = table_rail.rail(size, False, 1)
    plain = table_rail.rail(size, False, 0)
    drawn = [x for y in range(badge.top - 2, badge.bottom + 6) for x in range(size[0])
             if with_badge.get_at((x, y)) != plain.get_at((x, y))]
    assert drawn and min(drawn) >= 4 and max(drawn) <= size[0] - 5, (min(drawn), max(drawn), size)
