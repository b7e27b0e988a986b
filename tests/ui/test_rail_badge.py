"""The side rail's lower part (ui/rail_badge.py, issue 40: "the rail is mostly empty leather", "no
round display at a glance"): the round's badge under the tabs, the game's name down the spine,
the finial at the foot; composed into the rail once per round, not per frame."""

import pygame
import pytest

from cabo_desktop.i18n import set_language
from cabo_desktop.ui import assets, rail_badge, table_rail
from cabo_desktop.ui.table_kit import panel_width
from cabo_desktop.ui.theme import GOLD

SIZES = [(46, 600), (52, 600), (60, 720), (92, 1080), (300, 500)]  # 1024x600 to 1080p, and a tutorial's column


@pytest.fixture
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    assets.clear_caches()
    yield
    set_language("en")
    assets.set_theme()
    pygame.quit()


def _gold(surf: pygame.Surface, rect: pygame.Rect) -> int:
    """How many of `rect`'s pixels are the badge number's gold."""
    rect = rect.clip(surf.get_rect())
    return sum(1 for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)
               if (lambda c: abs(c[0] - GOLD[0]) < 30 and abs(c[1] - GOLD[1]) < 30 and c[2] < 150)(surf.get_at((x, y))))


@pytest.mark.parametrize("size", SIZES)
def test_the_badge_shows_the_round_under_the_tabs_inside_the_rail(display, size):
    tabs = table_rail.tab_rects(size)
    badge = rail_badge.badge_rect(tabs, size)
    assert badge.top > max(rect.bottom for rect in tabs.values())  # under the tabs, clear of them
    assert badge.bottom < size[1] - 100  # room left for the spine and the finial
    d = rail_badge.disc_size(size[0])
    assert d <= size[0] - 10  # the disc inside the narrow rail
    rail = table_rail.rail(size, False, 3)
    assert table_rail.rail(size, False, 4) is rail  # composed once a game: the number is drawn each frame
    panel = pygame.Rect((0, 0), size)
    third, fourth = rail.copy(), rail.copy()
    table_rail.draw_round(third, panel, 3)
    table_rail.draw_round(fourth, panel, 4)
    none = table_rail.rail(size, False, 0).copy()
    table_rail.draw_round(none, panel, 0)
    differs = [(x, y) for y in range(badge.top, badge.bottom) for x in range(size[0])
               if third.get_at((x, y)) != fourth.get_at((x, y))]
    assert differs  # the number changes with the round
    xs = [x for x, _y in differs]
    assert min(xs) >= (size[0] - d) // 2 and max(xs) < (size[0] + d) // 2  # on the disc only
    assert _gold(third, badge) > 20 and _gold(none, badge) == 0  # no badge in a game without rounds
    elsewhere = [(x, y) for y in range(0, size[1], 3) for x in range(0, size[0], 3)
                 if not badge.collidepoint(x, y) and third.get_at((x, y)) != rail.get_at((x, y))]
    assert not elsewhere  # the number touches nothing but its disc


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
def test_the_caption_fits_the_narrowest_rail_legibly(display, language):
    set_language(language)
    size = SIZES[0]
    tabs = table_rail.tab_rects(size)
    badge = rail_badge.badge_rect(tabs, size)
    surf = table_rail.rail(size, False, 2)
    plain = table_rail.rail(size, False, 0)
    caption = pygame.Rect(0, badge.top, size[0], badge.h - rail_badge.disc_size(size[0]))
    ink = [(x, y) for y in range(caption.top, caption.bottom) for x in range(size[0])
           if surf.get_at((x, y)) != plain.get_at((x, y))]
    xs, ys = [x for x, _y in ink], [y for _x, y in ink]
    assert ink and min(xs) >= 3 and max(xs) <= size[0] - 4  # inside the rail's leather
    assert max(ys) - min(ys) >= 6  # capitals still legible, not shrunk to a line


def test_the_game_name_runs_down_the_spine_and_the_ground_keys_it(display):
    size = (52, 720)
    bare = table_rail.rail(size, False, 1)
    named = table_rail.rail(size, False, 1, "CABO")
    tabs = table_rail.tab_rects(size)
    badge = rail_badge.badge_rect(tabs, size)
    rows = {y for y in range(size[1]) for x in range(size[0]) if bare.get_at((x, y)) != named.get_at((x, y))}
    assert rows and min(rows) > badge.bottom and max(rows) < size[1] - 40  # between the badge and the finial
    assert max(rows) - min(rows) > 80  # tall: read down the rail
    felt = pygame.Surface((1000, 720))
    panel = pygame.Rect(1000, 0, *size)
    first = table_rail.ground((1052, 720), felt, (0, 0), panel, False, 1, "CABO")
    assert table_rail.ground((1052, 720), felt, (0, 0), panel, False, 1, "CABO") is first
    assert table_rail.ground((1052, 720), felt, (0, 0), panel, False, 2, "CABO") is first  # a new round: its number is drawn each frame
    assert table_rail.ground((1052, 720), felt, (0, 0), panel, False, 0, "CABO") is not first  # no rounds: no badge


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
def test_the_caption_has_one_form_at_every_size(display, monkeypatch, language):
    """Review s51 round 2: 'Round' at 1280 but 'ROUND' at 1920 (capitals where they fitted): the
    caption is the word as written at every rail width, in every language, its size growing with
    the rail."""
    from cabo_desktop.i18n import p_
    set_language(language)
    chosen = {}
    real = assets.text

    def spy(words, size, *args, **kwargs):
        chosen[width] = (words, size)
        return real(words, size, *args, **kwargs)
    monkeypatch.setattr(assets, "text", spy)
    small, mid, large = (panel_width(w) for w in (1024, 1280, 1920))
    for width in (small, mid, large):
        surf = pygame.Surface((width, 400))
        rail_badge._badge(surf, pygame.Rect(0, 100, width, 120))
    monkeypatch.undo()  # (before the display's teardown clears the text cache)
    assert {words for words, _size in chosen.values()} == {p_("saves list", "Round")}, chosen
    assert chosen[small][1] <= chosen[mid][1] <= chosen[large][1] and chosen[mid][1] >= 14, chosen


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
@pytest.mark.parametrize("width", [1280, 1920])
def test_the_round_caption_has_air_inside_its_label(display, language, width):
    """Review s52: 'the Round text touches its label box': at least 6 px of the dark label each
    side of the word's ink, the label inside the rail."""
    set_language(language)
    w = panel_width(width)
    surf = pygame.Surface((w, 400))
    green = (0, 200, 0)
    surf.fill(green)
    at = pygame.Rect(0, 100, w, 140)
    rail_badge._badge(surf, at)
    disc_top = at.bottom - rail_badge.disc_size(w)
    bright = [(x, y) for y in range(at.top - 40, disc_top - 3) for x in range(w) if sum(surf.get_at((x, y))[:3]) > 420]
    assert bright  # the word
    ys = sorted({y for _x, y in bright})
    mid = ys[len(ys) // 2]
    label = [x for x in range(w) if surf.get_at((x, mid))[:3] != green]
    ink = [x for x, _y in bright]
    assert min(label) >= 2 and max(label) <= w - 3  # inside the rail
    assert min(ink) - min(label) >= 6 and max(label) - max(ink) >= 6, (min(label), min(ink), max(ink), max(label))
