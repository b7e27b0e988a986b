"""CABO's and kaboo's tables composed round a centre (issue 40, review problems 1 and 2): the
deck and the discard pile on the felt's middle axis, your hand centred at the foot with your plate
at its left end on its line, every opponent's hand held overlapped (a line across the table bowed
toward the centre) with its seat panel against it, and no quarter of the felt bare."""

import pygame
import pytest

from cabo_desktop.games.cabo.table.layout import compute_layout, drawn_box, overlaps

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def hull(sl) -> pygame.Rect:
    """The box round a seat's cards as drawn (a fan's turned cards reach past their slots)."""
    return drawn_box(sl)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_every_opponents_plate_is_a_seat_plate_against_its_cards(size, seats, square):
    """A review saw "opponents' hands as strips of tiny backs under flat name pills" and "name
    plates above some seats' cards and below others'": an opponent's plate is a seat panel (a
    larger portrait, its name, its cards and points; at least 2.5 pills tall) wherever it leaves
    the cards 0.9 of their size (every seat from 2 to 4 at 1280x720 and up), against its cards:
    beside a line across the table (at its left, within 12 px, level with its middle) or right
    above them (within a few pixels, across their middle); never apart from them."""
    from cabo_desktop.games.cabo.table.layout import NAME_H
    from cabo_desktop.ui.theme import px
    lay = compute_layout(size, (4,) * seats, 0, square)
    for seat in range(1, seats):
        sl = lay.seats[seat]
        box = hull(sl)
        if sl.name.right <= box.left:  # beside a line across the table
            assert sl.panel and sl.lift == (0, 1) and box.left - sl.name.right <= 12, (seat, sl.name, box)
            assert box.top <= sl.name.centery <= box.bottom, (seat, sl.name, box)
        else:
            assert 0 <= box.top - sl.name.bottom <= 8, (seat, sl.name, box)
            assert sl.name.left <= box.centerx <= sl.name.right, (seat, sl.name, box)
        if sl.panel:
            assert sl.name.h >= 2.5 * px(NAME_H), (seat, sl.name)
        if size[0] >= 1280 and seats <= 4:
            assert sl.panel, seat
    assert overlaps(lay) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_an_opponents_hand_is_held_as_one_even_fan(size, seats):
    """A review saw opponents' cards as "a grid of boxes", then their fans as sloppy ("the backs'
    oval cut off on every card but the last, the tilts and vertical offsets random"): an
    opponent's line in one row is one rigid fan, every card turned the same step more than the one
    before (symmetric about the middle, its left end clockwise), the cards' centres on one circle
    about a point above them (its ends higher, its middle nearer the piles), 0.75-0.85 of a card
    apart (the back's medallion shows nearly whole; a separate target still); your own cards lie
    apart and flat."""
    import math
    lay = compute_layout(size, (4,) * seats, 0, False)
    fans = 0
    for seat, sl in lay.seats.items():
        row = sorted(sl.slots, key=lambda r: r.x)
        if seat == 0:
            assert not sl.tilts and all(b.left > a.right for a, b in zip(row, row[1:])), seat
            continue
        assert len(sl.tilts) == len(sl.slots) == 4, (seat, sl.tilts)  # every opponent's four: the side seats' too
        steps = [b - a for a, b in zip(sl.tilts, sl.tilts[1:])]
        assert sl.tilts[0] < 0 < sl.tilts[-1] and max(steps) - min(steps) < 0.05 and min(steps) >= 4, sl.tilts
        assert all(abs(a + b) < 0.05 for a, b in zip(sl.tilts, reversed(sl.tilts))), sl.tilts
        w = sl.card_size[0]
        for a, b in zip(row, row[1:]):
            assert 0.75 * w <= math.dist(a.center, b.center) <= 0.85 * w, (seat, a, b)
        # one circle: the pivot where the end cards' axes meet, every centre as far from it (within rounding)
        turn = math.radians(sl.tilts[-1])
        pivot_y = row[-1].centery - (row[-1].centerx - (row[0].centerx + row[-1].centerx) / 2) / math.tan(turn)
        pivot = ((row[0].centerx + row[-1].centerx) / 2, pivot_y)
        radii = [math.dist(pivot, r.center) for r in row]
        assert pivot_y < min(r.top for r in row) and max(radii) - min(radii) <= 2, (seat, radii)
        assert row[0].centery == row[-1].centery < min(r.centery for r in row[1:-1]), (seat, row)
        fans += 1
    assert fans == seats - 1, (seats, fans)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_your_plate_sits_at_your_hands_left_end_on_its_line(size, seats, square):
    """A review saw "the 'You' plate floats left of your hand": it sits in one place at every size
    and seat count, right against your cards' left end (its slot within 12 logical px of them plus
    the portrait's room), level with their middle; your hand centred at the foot."""
    lay = compute_layout(size, (4,) * seats, 0, square)
    mine = lay.seats[0]
    box = hull(mine)
    assert mine.name.right < box.left and box.left - mine.name.right <= 20 + mine.name.h
    assert box.top < mine.name.centery < box.bottom
    group = box.union(mine.name)
    assert abs(group.centerx - lay.felt.centerx) <= 0.1 * lay.felt.w
    assert lay.felt.bottom - box.bottom <= 0.15 * lay.felt.h
    if size[0] >= 1280:  # your plate and hand one group on the piles' axis (your hand alone there left the
        # row 80 px left of the piles: a review saw the table lopsided)
        assert abs(group.centerx - lay.felt.centerx) <= 2 and abs(group.centerx - lay.deck.union(lay.discard).centerx) <= 4


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_the_deck_and_discard_are_the_centrepiece(size, seats, square):
    """The deck and the discard pile side by side on the felt's middle axis, between the seats
    across and your hand, at least the others' cards' size."""
    lay = compute_layout(size, (4,) * seats, 0, square)
    pair = lay.deck.union(lay.discard)
    assert lay.deck.top == lay.discard.top and lay.deck.right < lay.discard.left
    assert abs(pair.centerx - lay.felt.centerx) <= 0.02 * lay.felt.w
    assert pair.bottom < hull(lay.seats[0]).top
    across = [sl for sl in lay.seats.values() if sl.lift == (0, 1)]
    assert across and all(hull(sl).bottom < pair.top for sl in across)
    assert lay.pile_size[0] >= max(lay.seats[s].card_size[0] for s in range(1, seats))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_no_quarter_of_the_felt_is_bare(size, seats, square):
    """A review saw 35-40 % of the felt bare, whole corners of it: every quarter of the cloth now
    has at least 15 % of it under cards (the seats' and the piles'); kaboo's squares left 8-10 %."""
    lay = compute_layout(size, (4,) * seats, 0, square)
    f = lay.felt
    cards = [r for sl in lay.seats.values() for r in sl.slots] + [lay.deck, lay.discard]
    for qx in (0, 1):
        for qy in (0, 1):
            q = pygame.Rect(f.x + qx * f.w // 2, f.y + qy * f.h // 2, f.w // 2, f.h // 2)
            covered = sum(q.clip(r).w * q.clip(r).h for r in cards) / (q.w * q.h)
            assert covered >= 0.15, (qx, qy, round(covered, 3))


@pytest.mark.parametrize("size", SIZES + [(1366, 768)])
@pytest.mark.parametrize("seats", [2, 4, 6])
@pytest.mark.parametrize("square", [False, True])
def test_the_buttons_dock_in_the_corner_beside_your_hand(size, seats, square):
    """The action buttons (at most four: Draw, Take discard, CABO, Hint) stand in the bottom right
    corner beside your hand, on its foot's line, not in a row across the felt above the banner:
    that row's height went to the three bands (your cards at least 0.26 of the window's height at
    2-4 seats, they were 0.25 at 1280x720 with the row). A replay's six buttons keep the row."""
    from cabo_desktop.games.cabo.table.input import lay_out_dock
    from cabo_desktop.ui.widgets import Button

    lay = compute_layout(size, (4,) * seats, 0, square)
    mine = hull(lay.seats[0])
    dock = lay.buttons
    assert dock.left > mine.right and dock.right <= lay.felt.right and dock.bottom < lay.banner.top
    assert abs(dock.bottom - mine.bottom) <= 8 and dock.top > lay.deck.bottom
    assert overlaps(lay) == []
    if not square and seats <= 4:
        assert lay.seats[0].card_size[1] >= 0.26 * size[1], lay.seats[0].card_size
    buttons = [Button(label, lambda: None) for label in ("Draw", "Take discard", "CABO", "Hint")]
    lay_out_dock(buttons, dock)
    rects = [b.rect for b in buttons]
    assert all(dock.contains(r) for r in rects) and rects[-1].bottom == dock.bottom
    assert all(a.bottom < b.top for a, b in zip(rects, rects[1:])) and min(r.h for r in rects) >= 30
    row = compute_layout(size, (4,) * seats, 0, square, docked=False)
    assert row.buttons.w > size[0] // 2 and row.buttons.bottom < row.banner.top
    assert overlaps(row) == []


@pytest.mark.parametrize("variant", ["official", "kaboo"])
def test_your_plate_is_a_seat_plate_beside_your_hand(driver_factory, variant):
    """Your plate is a seat plate as Kobito's and Cabanga!'s "You" (a leather panel with a larger
    portrait, your name and points): against your cards' left end, level with their middle, clear
    of every card, button and other plate; the opponents' are panels too (their portraits larger
    than a pill), clear of your panel and of every card."""
    d = driver_factory(variant=variant, seats=4)
    d.until_human()
    lay = d.table.layout()
    painter = d.table.painter
    _text, panel, face, face_at = painter.name_plate(lay, 0)
    cards = hull(lay.seats[0])
    assert panel.h > 2 * lay.seats[0].name.h and face.get_height() > lay.seats[0].name.h + 10
    assert panel.contains(face_at) and 0 < cards.left - panel.right <= 20
    assert abs(panel.centery - cards.centery) <= 2 and lay.felt.contains(panel)
    others = [r for s, sl in lay.seats.items() for r in sl.slots] + [lay.buttons, lay.deck, lay.discard]
    others += [painter.name_plate(lay, s)[1] for s in range(1, 4)]
    assert panel.collidelist(others) < 0
    for s in range(1, 4):
        _text, plate, face, face_at = painter.name_plate(lay, s)
        assert face.get_height() > lay.seats[0].name.h + 10 and plate.contains(face_at), s
        assert plate.collidelist([r for sl in lay.seats.values() for r in sl.slots] + [lay.buttons]) < 0, s


def test_a_click_on_an_overlapped_hand_finds_the_card_it_shows(driver_factory):
    """An opponent's hand lies overlapped: a click where two of its cards overlap picks the one on
    top (drawn last), a click on the part of a card that shows picks that card: each card is still
    a separate target (peeks and swaps name them)."""
    d = driver_factory(seats=4)
    d.until_human()
    lay = d.table.layout()
    controls = d.table.controls
    seen = 0
    for seat in range(1, 4):
        slots = lay.seats[seat].slots
        for i, (a, b) in enumerate(zip(slots, slots[1:])):
            if not a.colliderect(b) or abs(a.y - b.y) > a.h // 4:  # (a square's rows: not neighbours)
                continue
            both = a.clip(b)
            assert controls.card_at(both.center) == (seat, i + 1), (seat, i)
            assert controls.card_at((a.left + 3, a.centery)) == (seat, i), (seat, i)
            seen += 1
    assert seen >= 6


def test_the_held_cards_badge_lies_off_its_face(driver_factory):
    """A review saw "You hold" over the held card's foot, over its index: the badge lies wholly
    under the card (or over its head where a plate is near), never on its face."""
    d = driver_factory(seats=4)
    d.until_human()
    lay = d.table.layout()
    pill = d.table.painter.badge_rect(60, lay.drawn, lay)
    assert pill.top >= lay.drawn.bottom or pill.bottom <= lay.drawn.top, (pill, lay.drawn)


def test_a_card_face_up_in_an_overlapped_hand_lies_on_top_and_takes_the_click(driver_factory):
    """A peeked card in an opponent's overlapped hand showed only its index under the next card:
    a card shown face up is drawn after the rest of its hand (on top, whole) and a click on its
    overlap with its neighbour picks it; face down, the neighbour on top takes that click. In a
    fanned hand (s52 round 8 review: "Marta's face-up card overlaps her second card more than the
    face-down cards overlap each other") a card face up keeps its place in the fan's overlap; a
    lifted one comes on top."""
    from cabo_desktop.games.cabo.rules.cards import Card
    from cabo_desktop.games.cabo.table.plates import drawing_order
    d = driver_factory(seats=4)
    d.until_human()
    t = d.table
    lay = t.layout()
    seat = next(s for s in range(1, 4) if len(lay.seats[s].slots) >= 2
                and lay.seats[s].slots[0].colliderect(lay.seats[s].slots[1]))
    a, b = lay.seats[seat].slots[:2]
    assert lay.seats[seat].tilts  # (an opponent's hand at 4 seats is fanned)
    hand = t.model.hands[seat]
    assert drawing_order(hand, len(hand)) == list(range(len(hand)))
    assert t.controls.card_at(a.clip(b).center) == (seat, 1)
    hand[0].reveal = Card("0", 0)  # shown face up (as a peek shows it)
    try:
        assert drawing_order(hand, len(hand))[-1] == 0  # an overlapped line: on top
        assert drawing_order(hand, len(hand), fanned=True) == list(range(len(hand)))  # a fan: in its place
        assert t.controls.card_at(a.clip(b).center) == (seat, 1)
        hand[0].lift = 0.5
        assert drawing_order(hand, len(hand), fanned=True)[-1] == 0
    finally:
        hand[0].reveal = None
        hand[0].lift = 0.0


@pytest.mark.parametrize("variant", ["official", "kaboo"])
def test_an_opponents_panel_is_as_wide_as_what_it_says(driver_factory, variant):
    """A review saw empty leather on an opponent's panel (it was as wide as "Name · thinking..."
    while nobody thought): its width is its portrait, its margins and its longest line; while an
    AI thinks "thinking..." takes its second line, so the panel keeps its size and place (and for a
    few seconds after a move, its words: review s52, as wide as the longest of them)."""
    d = driver_factory(variant=variant, seats=4)
    d.until_human()
    t = d.table
    lay = t.layout()
    for seat in range(1, 4):
        if not lay.seats[seat].panel:
            continue
        t.think_seat = None
        text, panel, face, face_at = t.painter.name_plate(lay, seat)
        top, under = (part[0] for part in text.parts)
        from cabo_desktop.games.cabo.table import moves, plates
        from cabo_desktop.ui import assets
        under_size = plates.info_size(max(14, min(26, lay.seats[seat].name.h * 3 // 10)))
        said = moves.widest(lambda words: assets.text_width(words, under_size))  # (its last move's words take the line)
        assert panel.w - (face_at.right - panel.x) - 10 - 14 <= max(top.get_width(), under.get_width(), said) + 2, seat
        t.think_seat = seat
        t.time = 2 / 3
        thinking, same, _face, same_at = t.painter.name_plate(lay, seat)
        assert same == panel and same_at == face_at, seat
        assert thinking.parts[0][0].get_width() == top.get_width(), seat  # its name stays on the first line
        assert thinking.parts[1][0].get_width() != under.get_width(), seat  # "thinking.." on the second


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [4, 5, 6])  # (3 seats: both across the table)
@pytest.mark.parametrize("square", [False, True])
def test_the_side_seats_sit_down_toward_the_piles(size, seats, square):
    """A review saw the side seats as a row along the top with bare felt under them: a side seat's
    cards come down toward the piles' level (their middle level with the deck's, or as low as
    their area lets them), its plate still above them, the layout still clean."""
    lay = compute_layout(size, (4,) * seats, 0, square)
    sides = [sl for sl in lay.seats.values() if sl.lift[0] != 0]
    assert sides and overlaps(lay) == []
    for sl in sides:
        cards = hull(sl)
        assert cards.centery >= lay.deck.centery - 1 or cards.bottom >= sl.area.bottom - 1, (sl.seat, cards, sl.area)
        assert cards.bottom > lay.deck.top and sl.name.bottom <= cards.top, (sl.seat, cards, sl.name)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("square", [False, True])
def test_the_prompts_ribbon_keeps_felt_under_it(size, square):
    """A review s50 saw the prompt's ribbon 10 px above the frame at 1280x720: it keeps
    layout.FOOT_ROOM (14 px) of felt under it, your cards still the largest and clear of it."""
    from cabo_desktop.games.cabo.table.layout import FOOT_ROOM

    lay = compute_layout(size, (4, 4, 4, 4), 0, square)
    assert lay.felt.bottom - lay.banner.bottom >= FOOT_ROOM == 14
    mine = lay.seats[0]
    assert all(r.bottom < lay.banner.top for r in mine.slots)
    assert mine.card_size[1] >= 0.25 * size[1], mine.card_size
