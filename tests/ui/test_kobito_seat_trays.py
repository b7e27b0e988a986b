"""Kobito's seats as the fifth round of issue 40 asked: an opponent's workshop in its own labelled
tray apart from its hand's fan, and a plaque wide enough for every persona's name at the names'
size (no "Grandpa Tomte" set smaller than "Pim")."""

from __future__ import annotations

import pytest

from cabo_desktop.games.kobito.ai.levels import LEVELS
from cabo_desktop.games.kobito.table.layout import compute_layout, fan_slots, row_slots, workshop_rows
from cabo_desktop.i18n import _, current_language, set_language
from cabo_desktop.ui import assets, seat_fan
from cabo_desktop.ui.table_trays import PLAQUE_MARGIN
from cabo_desktop.ui.theme import px

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


@pytest.fixture(params=["en", "fr", "uk"])
def language(request):
    """The table in each language (French and Ukrainian persona names are longer: wider plaques)."""
    before = current_language()
    set_language(request.param)
    yield request.param
    set_language(before)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_an_opponents_workshop_lies_in_its_own_tray_clear_of_its_fan(size, seats, language):
    """The Fox's workshop cards sat over its fan and read as part of its hand: up to four seats
    at 1280x720 and wider, each opponent's workshop is a tray right of its fan (a fan of up to
    nine cards never reaching it), its label's band at its top above the rainbows, the rainbows'
    chips inside it and shaped as cards (taller than wide), however many rainbows it holds."""
    lay = compute_layout(size, seats, 0, 3, False)
    for seat, place in lay.seats.items():
        if seat == 0:
            continue
        tray = place.shop_tray
        assert tray.w >= px(56) and place.plate.contains(tray), (size, seats, tray)
        for count in (1, 5, 9):
            fan = seat_fan.place(place.fan, count, lay.small_card)
            cards = fan_slots(place, count, lay.small_card, False)
            assert fan.right <= tray.left and all(card.right <= tray.left for card in cards), (size, count)
        assert place.workshop.top - tray.top >= lay.text_size and tray.contains(place.workshop)
        for places in ([2], [3, 2], [2, 2, 2], [4, 3, 2, 2]):
            rows = workshop_rows(place.workshop, places, lay.tiny_card[0])
            for row, n in zip(rows, places):
                assert place.workshop.contains(row), (size, places, row)
                for chip in row_slots(row, n, lay.tiny_card, tiles=True):
                    assert chip.h > chip.w >= px(8) and place.workshop.contains(chip), (size, places, chip)


@pytest.mark.parametrize("size", SIZES + [(1024, 600)])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_every_persona_name_fits_its_plaque_at_the_names_size(size, seats, language):
    """ "Grandpa Tomte" was set smaller than the other names on a plaque too narrow for it at
    1920x1080: every offered persona's name fits a plaque's room (its margins kept) at the
    layout's name size, at four seats and fewer (at 1024x600 in English only: the French names are
    longer than half a seat); the plaque never more than half its seat."""
    lay = compute_layout(size, seats, 0, 3, False)
    widest = max(assets.text_width(_(level.persona), lay.name_size, True) for level in LEVELS.values() if level.offered)
    for seat, place in lay.seats.items():
        if seat == 0:
            continue
        plaque = place.parts.plaque
        if seats <= 4 and (size[0] >= 1280 or language == "en"):  # (at 1024x600 a French name may shrink)
            assert plaque.w - 2 * px(PLAQUE_MARGIN) >= widest, (size, seats, plaque, widest)
        assert plaque.w <= 0.5 * place.plate.w + 1 and plaque.right <= place.fan.left
        assert place.parts.medallion.centerx == plaque.centerx
