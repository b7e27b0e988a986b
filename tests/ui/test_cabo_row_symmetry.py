"""CABO's table reads symmetric (issue 40, round 2 of the fresh-eyed review: "your hand plus name
plate is centred about 80 px left of the deck and discard", "Pip's top fan sits about 10 px from
the frame", "'thinking..' uses two dots while the status bar uses '…'", "the '5♦' tag sits over the
card's top edge"): your plate and your cards one group centred under the deck and the discard
pile, as laid out and as drawn; the seats across kept off the rail, their plates flush against
their fans; an AI's plate says "thinking…"."""

import pygame
import pytest

from cabo_desktop.games.cabo.table import plates
from cabo_desktop.games.cabo.table.layout import compute_layout, drawn_box
from cabo_desktop.ui.theme import px

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def cards_of(sl) -> pygame.Rect:
    return sl.slots[0].unionall(list(sl.slots[1:]))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_your_row_is_centred_under_the_piles(size, seats, square):
    lay = compute_layout(size, (4,) * seats, 0, square)
    mine = lay.seats[0]
    cards = cards_of(mine)
    assert mine.name.right < cards.left  # the plate beside the cards, its slot as wide as it is drawn
    row = (mine.name.left + cards.right) / 2
    piles = (lay.deck.left + lay.discard.right) / 2
    assert abs(row - piles) <= 3, (row, piles)
    assert abs(piles - lay.felt.centerx) <= 0.02 * lay.felt.w  # and the piles on (or right by) the felt's axis
    if size[0] >= 1280:
        assert abs(row - lay.felt.centerx) <= 2, (row, lay.felt.centerx)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_the_seats_across_keep_off_the_rail(seats, square):
    for size in SIZES:
        lay = compute_layout(size, (4,) * seats, 0, square)
        for seat, sl in lay.seats.items():
            if seat and sl.slots and sl.lift == (0, 1):
                assert drawn_box(sl).top - lay.felt.top >= (px(20) if size[1] >= 720 else px(16)), (size, seat, lay.felt)


@pytest.mark.parametrize("variant", ["official", "kaboo"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_your_plate_as_drawn_is_the_row_centred_under_the_piles(driver_factory, variant, seats):
    d = driver_factory(variant=variant, seats=seats)
    t = d.table
    for size in [(1280, 720), (1920, 1080)]:
        lay = compute_layout(size, (4,) * seats, 0, variant == "kaboo")
        _text, panel, _face, _at = t.painter.name_plate(lay, 0)
        cards = cards_of(lay.seats[0])
        row = (panel.left + cards.right) / 2
        assert abs(row - (lay.deck.left + lay.discard.right) / 2) <= 3, (size, panel, cards)


@pytest.mark.parametrize("variant", ["official", "kaboo"])
def test_a_top_seats_panel_is_flush_against_its_fan_at_its_middle(driver_factory, variant):
    d = driver_factory(variant=variant, seats=2)
    t = d.table
    for size in [(1280, 720), (1920, 1080)]:
        lay = compute_layout(size, (4, 4), 0, variant == "kaboo")
        sl = lay.seats[1]
        assert sl.panel and sl.tilts
        _text, panel, _face, _at = t.painter.name_plate(lay, 1)
        assert abs(panel.centery - drawn_box(sl).centery) <= 2, size
        assert 0 < sl.slots[0].left - panel.right <= px(8), (size, panel, sl.slots[0])


def test_an_ai_plate_says_thinking_with_the_status_bars_ellipsis(driver_factory, monkeypatch):
    said = []
    original = plates.lines

    def spy(name, info, *rest):
        said.append(info)
        return original(name, info, *rest)

    monkeypatch.setattr(plates, "lines", spy)
    d = driver_factory(seats=4)
    d.until_human()
    t = d.table
    lay = t.layout()
    seat = next(s for s in range(1, 4) if lay.seats[s].panel)
    t.think_seat = seat
    for k in range(3):
        t.time = k / 3
        t.painter.name_plate(lay, seat)
    thinking = [s for s in said if s.startswith("thinking")]
    assert thinking and all(s == "thinking…" for s in thinking), said


@pytest.mark.parametrize("variant", ["official", "kaboo"])
def test_a_known_cards_tag_lies_wholly_above_its_head(driver_factory, monkeypatch, variant):
    """The memory aid's tag over a face-down card you know (the '5♦'): above its head, not over it
    (a near-row card in kaboo keeps its tag across its foot)."""
    from cabo_desktop.games.cabo.table import art, pile_mat

    def mark(_label, size, *_ink):
        tag = pygame.Surface((size * 2, size))
        tag.fill((255, 0, 255))
        return tag

    monkeypatch.setattr(art, "memory_mark", mark)
    d = driver_factory(variant=variant, seats=2, memory_aid=True)
    d.until_human()
    d.key(pygame.K_1)
    d.key(pygame.K_2)
    d.until_human()
    t = d.table
    lay = t.layout()
    surface = pygame.Surface(lay.size)
    t.painter._draw_seat(surface, lay, 0)
    checked = 0
    for i, slot in enumerate(lay.seats[0].slots):
        column = [y for y in range(max(0, slot.top - slot.h // 2), slot.bottom)
                  if surface.get_at((slot.centerx, y))[:3] == (255, 0, 255)]
        if not column or column[-1] > slot.top + slot.h // 2:
            continue  # no tag, or a near row's across its foot
        checked += 1
        if column[-1] >= slot.top:  # brought down over its head, clear of the piles' mat's edge (pile_mat.below)
            mat = pile_mat.kept(lay)
            assert mat is not None and mat[0].bottom < column[0] <= slot.top + slot.h // 3, (i, slot, column)
        else:
            assert column[-1] < slot.top, (i, slot, column[-1])
    assert checked, "no tag above a card was drawn"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("square", [False, True])
def test_the_seat_across_and_its_plate_are_one_group_centred(size, square):
    """Review s50 (table): "Pip's nameplate sits off to the side of his cards": the one seat across
    between the side seats (4 seats) has its plate and cards centred as a group, as your row."""
    lay = compute_layout(size, (4,) * 4, 0, square)
    across = [sl for seat, sl in lay.seats.items() if seat and sl.lift == (0, 1) and sl.panel]
    assert len(across) == 1
    sl = across[0]
    cards = cards_of(sl)
    assert sl.name.right <= cards.left  # the plate beside the cards
    group = (sl.name.left + cards.right) / 2
    assert abs(group - sl.area.centerx) <= 6, (group, sl.area.centerx)  # (a fan's tilted corners)
