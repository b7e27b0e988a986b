"""The frame's still ground (issue 40, frame p99 <= 4 ms): the felt with its mark, trays and plates
and the rail are one opaque window-sized picture (ui/table_rail.ground), blitted first and once
a frame, composed again only when what it shows changes (the drawer opening lights the rail's
tab) and never again on the next frame. No timed assertions: these count blits and compositions."""

import pygame
import pytest

from cabo_desktop.i18n import current_language
from cabo_desktop.ui import table_rail, table_trays
from cabo_desktop.ui.theme import px
from cabo_desktop.ui.app import App
from cabo_desktop.ui.motion import WaitUntil
from cabo_desktop.ui.tables import make_table

GAMES = [("cabo", "official"), ("cabo", "kaboo"), ("cabanga", "standard"), ("kobito", "standard")]


class Counting(pygame.Surface):
    """The window's surface that notes every blit: (the source's size, where it went)."""

    def __init__(self, size, like):
        super().__init__(size, 0, like)
        self.blits: list[tuple[tuple[int, int], tuple[int, int]]] = []
        self.sources: list[pygame.Surface] = []

    def blit(self, source, dest, *args, **kwargs):
        at = dest.topleft if isinstance(dest, (pygame.Rect, pygame.FRect)) else tuple(dest)[:2]
        self.blits.append((source.get_size(), (int(at[0]), int(at[1]))))
        self.sources.append(source)
        return super().blit(source, dest, *args, **kwargs)


@pytest.fixture
def app():
    return App((1280, 720), headless=True)


def still_table(app, game: str, variant: str, seed: int = 3):
    """A table with nothing moving: the deal and the first moves shown, every card landed (at
    the person's turn, or a window waiting for them)."""
    table = make_table(app, variant, 4, seed=seed, human=0, levels=["random"], speed="instant", game=game)
    app.scenes.clear_to(table)
    def still() -> bool:  # kaboo's first look at your cards waits for you (a barrier)
        return not table.flyers and (not table.animating or isinstance(table.current_anim, WaitUntil))

    for k in range(600):
        app.step(1 / 60, events=[])
        if k > 30 and still():
            break
    assert still()
    return table


def frame(app, table) -> Counting:
    surface = Counting(app.screen.get_size(), app.screen)
    table.draw(surface)
    return surface


def drawer_of(table):
    return table.hud.drawer  # the history drawer (ui/log_drawer.py), CABO's HUD's or the shared TableHud's


@pytest.mark.parametrize("game,variant", GAMES)
def test_the_ground_is_the_first_and_only_window_sized_blit(app, game, variant):
    table = still_table(app, game, variant)
    frame(app, table)  # the first frame composes what it must
    surface = frame(app, table)
    size = surface.get_size()
    assert surface.blits[0] == (size, (0, 0))  # the felt, its furniture and the rail: one opaque picture
    assert table_rail._grounds[0][3].get_alpha() is None and not table_rail._grounds[0][3].get_flags() & pygame.SRCALPHA
    big = [b for b in surface.blits if b[0][0] * b[0][1] >= size[0] * size[1] // 4]
    assert big == surface.blits[:1], big  # nothing else as large as a quarter of the window
    lay = table.layout()
    rail = [b for b in surface.blits[1:] if b[1][0] >= lay.panel.x]
    disc = table_rail._discs.get((tuple(lay.panel.size), current_language(), px(1)))
    # the rail is in the ground, not blitted again: only the round's number on its badge's disc, each frame
    assert all(disc is not None and disc.move(lay.panel.topleft).contains(pygame.Rect(at, size)) for size, at in rail)
    assert len(rail) <= 1


@pytest.mark.parametrize("game,variant", GAMES)
def test_a_still_frame_composes_nothing_and_blits_few_surfaces(app, game, variant):
    table = still_table(app, game, variant)
    frame(app, table)
    before = table_rail._grounds[0][3]
    surface = frame(app, table)
    assert table_rail._grounds[0][3] is before  # not composed again
    assert len(surface.blits) <= 100, len(surface.blits)  # 38-41 CABO and kaboo, 80 Cabanga!, 67 Kobito (2026-11-28)


@pytest.mark.parametrize("game,variant", GAMES)
def test_the_drawer_opening_composes_the_ground_once_with_its_tab_lit(app, game, variant):
    table = still_table(app, game, variant)
    closed = frame(app, table).sources[0]
    drawer_of(table).set_open(True)
    opened = frame(app, table).sources[0]
    assert opened is not closed  # composed again in the frame the drawer opened
    assert frame(app, table).sources[0] is opened  # and not on the next frame
    lay = table.layout()
    tab = table_rail.tab_rects(lay.panel.size)["history"].move(lay.panel.topleft)
    rim = (tab.centerx, tab.top)  # the tab's top rim: gold while the drawer is open
    assert opened.get_at(rim) != closed.get_at(rim)
    assert opened.get_at(lay.play.center) == closed.get_at(lay.play.center)
    drawer_of(table).set_open(False)
    assert frame(app, table).sources[0] is closed  # closed again: the kept picture, not a new one


@pytest.mark.parametrize("game,variant", [("cabanga", "standard"), ("kobito", "standard")])
def test_the_next_game_finds_its_backdrop_composed(app, game, variant, monkeypatch):
    """The felt with its trays and plates is kept by what it shows, not by the table or its
    layout object: the next game's table (the same seats and window) composes nothing."""
    first = still_table(app, game, variant, seed=3)
    frame(app, first)
    copies = []
    real = table_trays.seat_plate

    def counting(*args, **kwargs):
        copies.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(table_trays, "seat_plate", counting)
    picture = first.hud.backdrop.composed
    second = still_table(app, game, variant, seed=4)
    frame(app, second)
    again = second.hud.backdrop.composed
    assert again is picture
    assert not [c for c in copies if c and c[0] is not None and c[0].get_size() == picture.get_size()]


def test_free_felt_finds_the_spot_the_plain_search_finds():
    """free_felt's search (each band's obstacles found in C, bands with no gap wide enough and
    edges farther than the spot found skipped: issue 40's frame cost) answers as the plain search
    over every candidate edge, nearest first, did."""
    import random

    from cabo_desktop.ui import free_felt

    def plain(size, area, prefer, blocked):
        w, h = size
        if w > area.w or h > area.h:
            return None
        px0, py0 = prefer[0] - w // 2, prefer[1] - h // 2
        lo, hi = area.left, area.right - w
        best, best_d = None, None
        for y in sorted(free_felt._ys(h, area, prefer, blocked), key=lambda y: abs(y - py0)):
            dy = (y - py0) ** 2
            if best_d is not None and dy >= best_d:
                break
            band = [r for r in blocked if r.top < y + h and r.bottom > y]
            xs = {max(lo, min(hi, px0))}
            for r in band:
                xs.update((r.right, r.left - w))
            for x in sorted((x for x in xs if lo <= x <= hi), key=lambda x: abs(x - px0)):
                d = dy + (x - px0) ** 2
                if best_d is not None and d >= best_d:
                    break
                if pygame.Rect(x, y, w, h).collidelist(band) < 0:
                    best, best_d = pygame.Rect(x, y, w, h), d
                    break
        return best

    rng = random.Random(40)
    area = pygame.Rect(10, 10, 1200, 700)
    found = 0
    for _ in range(400):
        blocked = [pygame.Rect(rng.randrange(-40, 1250), rng.randrange(-40, 750), rng.randrange(12, 220),
                               rng.randrange(12, 220)) for _ in range(rng.randrange(0, 70))]
        size = (rng.randrange(20, 420), rng.randrange(20, 220))
        prefer = (rng.randrange(0, 1220), rng.randrange(0, 720))
        want = plain(size, area, prefer, blocked)
        assert free_felt._first_free(size, area, prefer, blocked) == want
        found += want is not None
    assert 50 < found < 390  # both kinds of answer were asked
