"""Review s52 (table 7.5): "Pip's fan is ~20 px from the frame" while the side seats had 24 px,
and "'4 cards · 0 pts' small and faded at 1280"."""

import pytest

from cabo_desktop.games.cabo.table import plates
from cabo_desktop.games.cabo.table.layout import compute_layout, drawn_box
from cabo_desktop.ui.theme import DIM, px


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_seats_across_keep_the_side_seats_air_off_the_rail(size, seats):
    lay = compute_layout(size, (4,) * seats, 0, False)
    across = [sl for seat, sl in lay.seats.items() if seat and sl.lift == (0, 1) and sl.slots]
    assert across
    for sl in across:
        top = min(drawn_box(sl).top, sl.name.top)
        assert top - lay.felt.top >= max(px(24), size[1] // 30), (sl, lay.felt)


def test_a_plates_second_line_is_cream_and_readable():
    assert plates.info_size(px(18)) >= px(15)  # the size a plate's name takes at 1280x720
    assert plates.INFO_INK != DIM and min(plates.INFO_INK) > 180  # cream, not the faded grey-green
