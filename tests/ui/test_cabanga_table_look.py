"""Cabanga!'s table as a fresh-eyed review saw it (issue 40, s50): a thrown card in sight the whole
way over the player's fan, the empty thrown pile's place printed, the opponents' plaques saying
the same at every size, the ruler's numerals kept apart, the top band even."""

import pygame
import pytest

from cabo_desktop.games.cabanga.rules.cards import Card
from cabo_desktop.games.cabanga.table.director import throw_flight
from cabo_desktop.games.cabanga.table.layout import compute_layout
from cabo_desktop.ui import assets, turn_marks
from cabo_desktop.ui.table_trays import PLAQUE_MARGIN
from cabo_desktop.ui.theme import px


def test_a_thrown_card_stays_in_flight_between_the_player_and_the_thrown_pile():
    """From take-off to landing on the thrown pile one card is in flight every frame, also while it
    lies over the player's fan after its burst (a review: it vanished there between two flights,
    its burst fading over the fan like a ghost behind the cards); it lands once, on the pile."""
    flyers, calls = [], []
    start, mid, end = pygame.Rect(400, 500, 60, 86), pygame.Rect(600, 40, 74, 107), pygame.Rect(570, 310, 70, 100)
    card = Card("violet", 4)
    flight = throw_flight(flyers, card, start, mid, end, before=lambda: calls.append("take"),
                          hit=lambda: calls.append("hit"), thud=lambda: calls.append("thud"),
                          after=lambda: calls.append("land"), spin=True)
    flight.update(0.0)
    seen, at_mid = [], 0
    while not flight.done:
        assert len(flyers) == 1 and flyers[0].card == card, calls
        rect = pygame.Rect(flyers[0].rect)
        at_mid += rect.center == mid.center
        seen.append(rect.center)
        flight.update(1 / 60)
    assert calls == ["take", "hit", "thud", "land"] and not flyers
    assert at_mid >= 8  # it lies over the fan for the pause (0.15 s and its settling), in sight
    assert seen[-1] == end.center


SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
def test_an_opponents_plaque_holds_its_cards_and_points_at_every_size(small_window, language):
    """The plaque's second line is its cards and points at every size (a review s50: "7 cards · 0
    pts" at 1280x720 but "0 points" at 1920x1080, where the plaque kept 720's width under larger
    words): a long line ("12 cards · 105 pts") fits inside its margins."""
    from cabo_desktop import i18n
    from cabo_desktop.i18n import n_
    try:
        i18n.set_language(language)
        for size in SIZES:
            lay = compute_layout(size, 4, 0)
            words = n_("{n} card · {points} pts", "{n} cards · {points} pts", 12).format(n=12, points=105)
            for seat, place in lay.seats.items():
                if place.parts is None:
                    continue
                room = place.parts.plaque.w - 2 * px(PLAQUE_MARGIN)
                assert assets.text_width(words, lay.text_size) <= room, (size, seat, words, room)
                assert place.parts.plaque.centerx == place.parts.medallion.centerx
                assert place.parts.plaque.right + px(8) <= place.fan.x  # the fan beside the plaque, never over it
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4])
def test_the_top_band_is_even_and_the_turns_arrow_whole(small_window, size, n):
    """The seats along the top with as much felt between two as at either end (a review s50: at
    1920x1080 "plaque, fan, plaque, fan" with the ends narrower), and the turn's arrow left of a
    medallion at its whole size, off the medallion (at 1920x1080 it was squeezed against it)."""
    lay = compute_layout(size, n, 0)
    plates = sorted((place.plate for place in lay.seats.values() if place.parts is not None), key=lambda r: r.x)
    gaps = [b.x - a.right for a, b in zip(plates, plates[1:])]
    ends = (plates[0].x - lay.rows[0].rect.x, lay.rows[1].rect.right - plates[-1].right)  # the lanes span the band
    assert all(abs(gap - ends[0]) <= 1 for gap in gaps + [ends[1]]), (ends, gaps)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    for place in lay.seats.values():
        if place.parts is None:
            continue
        med = place.parts.medallion
        whole = max(px(14), min(px(30), med.h * 2 // 5))
        for k in (0.0, 1.0):
            spot = turn_marks.point_at(surface, med, place.parts.plaque.x, k)
            assert spot is not None and spot.h >= whole - 1, (size, spot, med)  # not squeezed
            assert spot.right < med.x and spot.x >= place.parts.plaque.x, (size, spot, med)


@pytest.mark.parametrize("size", SIZES)
def test_the_rulers_numerals_keep_felt_between_them(small_window, size):
    """On a drawn ruler the felt between two neighbouring numerals' inks is at least NUMERAL_GAP
    wide, at every size, for the widest numerals (a review s50: at 1024x600 "10111213" nearly
    touched), while each numeral keeps its size's height (condensed, never shrunk)."""
    from cabo_desktop.games.cabanga.table import board
    lay = compute_layout(size, 4, 0)
    row = lay.rows[0]
    surf = pygame.Surface(row.rect.size)
    surf.fill((0, 0, 0))
    board.draw_ruler(surf, row, "red", {}, row.rect.topleft)
    y0, y1 = row.ruler.y - row.rect.y, row.ruler.bottom - row.rect.y
    inked = [any(surf.get_at((x, y))[0] > 110 for y in range(y0, y1)) for x in range(surf.get_width())]
    runs = []
    for cell in row.cells:  # each numeral's ink, from its first inked column to its last, in its marker
        cell = cell.move(-row.rect.x, -row.rect.y)
        xs = [x for x in range(cell.x, cell.right) if inked[x]]
        assert xs and not inked[cell.x - 1], (size, cell)  # inked, and within its marker
        runs.append((xs[0], xs[-1] + 1))
    gaps = [b[0] - a[1] for a, b in zip(runs, runs[1:])]
    assert min(gaps[8:]) >= px(board.NUMERAL_GAP) + 1, (size, gaps)  # the cores of their inks (before: 6 at 1024)
    font = board.ruler_size(row)
    plain = assets.text("18", font, (255, 255, 255)).get_bounding_rect()
    assert board.numeral(18, font, (255, 255, 255), False, 1).get_bounding_rect().h == plain.h


@pytest.mark.parametrize("size", SIZES)
def test_the_prompts_ribbon_keeps_felt_under_it(small_window, size):
    """The prompt's ribbon FOOT_ROOM (14 px) over the rail's inner edge (a review s50: 7 px at
    1280x720), your tray above it, the lanes above your tray."""
    from cabo_desktop.games.cabanga.table.layout import FOOT_ROOM
    lay = compute_layout(size, 4, 0)
    felt = lay.play.inflate(0, -2 * assets.rail_width(lay.play.size))
    assert felt.bottom - lay.banner.bottom >= px(FOOT_ROOM), (size, lay.banner, felt)
    assert lay.mat.bottom <= lay.banner.top and max(row.rect.bottom for row in lay.rows) <= lay.mat.top


@pytest.mark.parametrize("size", SIZES)
def test_the_top_medallions_keep_felt_above_them(small_window, size):
    """The opponents' medallions TOP_ROOM (10 px) under the rail's inner edge (a review s50: "the
    top-row avatars kiss the frame", 5 px at 1280x720), their plaques over the lanes."""
    from cabo_desktop.games.cabanga.table.layout import TOP_ROOM
    lay = compute_layout(size, 4, 0)
    felt = lay.play.inflate(0, -2 * assets.rail_width(lay.play.size))
    for place in lay.seats.values():
        if place.parts is not None:
            assert place.parts.medallion.top - felt.top >= px(TOP_ROOM), (size, place.parts.medallion, felt)
            assert place.parts.plaque.bottom < min(row.rect.top for row in lay.rows), size


def test_the_ruler_is_an_engraved_rule_with_ticks_between_its_numerals(small_window):
    """The 1-18 strip reads as a designed rule (a review s50: "utilitarian"): a brass rim, and
    after every fifth numeral a short engraved tick down from its top, none between the others (a
    review s51: the numerals tight at 1280x720); the ticks quieter than any numeral (darker than
    the faintest)."""
    from cabo_desktop.games.cabanga.table import board
    lay = compute_layout((1280, 720), 4, 0)
    row = lay.rows[0]
    surf = pygame.Surface(row.rect.size)
    surf.fill((0, 0, 0))
    board.draw_ruler(surf, row, "red", {}, row.rect.topleft)
    top = row.ruler.y - row.rect.y

    def tick_reach(x: int) -> int:
        return sum(1 for y in range(top + 2, top + row.ruler.h // 2) if surf.get_at((x, y))[0] >= 60)
    boundaries = [cell.x - px(1) - row.rect.x for cell in row.cells[1:]]
    reaches = [tick_reach(x) for x in boundaries]
    assert all(reaches[k] >= 2 for k in (4, 9, 14)), reaches  # after 5, 10 and 15
    assert all(r == 0 for k, r in enumerate(reaches) if k not in (4, 9, 14)), reaches  # nowhere else
    middle = (row.cells[0].right + row.cells[1].x) // 2 - row.rect.x
    assert max(surf.get_at((middle, y))[0] for y in range(top + 2, top + px(4))) < max(board.ruler_ink("red", "out"))
    rim = row.ruler.x - px(2) - row.rect.x
    assert surf.get_at((rim, top + row.ruler.h // 2))[0] >= 60  # the brass rim at its end


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_lanes_cards_share_the_side_piles_size(small_window, size):
    """At 1280x720 and 1920x1080 a lane's card is the penalty and thrown piles' size: one face size
    built for both (the ruler's smaller numerals, a review s51, kept its strip's height so as not to
    grow the lanes' cards by a pixel into a size of their own)."""
    from cabo_desktop.ui.theme import set_ui_scale, ui_scale
    before = ui_scale()
    set_ui_scale(size[1] / 720)  # as the window of `size` sets it
    try:
        lay = compute_layout(size, 4, 0)
        assert lay.pile_card == lay.penalty.size == lay.thrown.size, (size, lay.pile_card, lay.penalty)
    finally:
        set_ui_scale(before)
