"""The card faces drawn as vector art (issue 40, item 2): the standard deck's classic pip layouts,
a back per game in the chosen colour, the unicorn on CABO's 0, Kobito's gold cards, every face
at exactly the size asked, and faces that still show their numbers where SVG cannot be read."""

import itertools

import pygame
import pytest

from cabo_desktop.games.cabanga.rules.cards import Card as CabangaCard
from cabo_desktop.games.cabanga.table import art as cabanga_art
from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.games.cabo.table import art
from cabo_desktop.games.kobito.rules.cards import rainbow_deck
from cabo_desktop.games.kobito.table import art as kobito_art
from cabo_desktop.ui import assets, card_standard


pytestmark = pytest.mark.usefixtures("small_window")


@pytest.mark.parametrize("size", [(60, 84), (75, 105), (140, 196)])
def test_the_pips_of_two_to_ten_sit_in_their_classic_places_none_over_another(size):
    w, h = size
    area = card_standard.pip_area(w, h, 14, int(h * 0.8))
    for rank in map(str, range(2, 11)):
        places = card_standard.pip_places(rank, area)
        assert len(places) == int(rank), rank
        for x, y, side, _turned in places:
            box = pygame.FRect(0, 0, side, side)
            box.center = (x, y)
            assert area.inflate(2, 2).contains(box), (rank, size)
        for (x1, y1, s, _), (x2, y2, _, _) in itertools.combinations(places, 2):
            assert max(abs(x1 - x2), abs(y1 - y2)) >= s * 0.98, (rank, size, "two pips overlap")
        # the pips of the lower half are printed upside down, the upper ones upright
        assert all(turned == (y > area.centery + 1) for x, y, _, turned in places if abs(y - area.centery) > 1)
    # the classic places: a 4 in the corners, a 5 with one in the middle, a 3 down the middle
    xs = sorted({round(x) for x, _, _, _ in card_standard.pip_places("4", area)})
    assert len(xs) == 2 and all(abs(x - area.centerx) <= 1 for x, _, _, _ in card_standard.pip_places("3", area))
    assert any(abs(x - area.centerx) <= 1 and abs(y - area.centery) <= 1 for x, y, _, _ in card_standard.pip_places("5", area))


def test_a_standard_card_shows_its_pips_in_the_suits_ink():
    kaboo = load_builtin("kaboo")
    ten = next(f for f in kaboo.faces if f.rank == "10" and f.suit == "H")
    w, h = 90, 126
    face = art.card_face(ten, (w, h))
    corner = art.rank_text("10", card_standard.index_size(h), art.RED_INK)
    area = card_standard.pip_area(w, h, min(corner.get_width(), max(8, int(w * 0.17))), art.standard_layout(ten, w, h)["bottom"])
    for x, y, _side, _turned in card_standard.pip_places("10", area):
        r, g, b, _a = face.get_at((round(x), round(y)))
        assert r > 150 and r - max(g, b) > 100, (x, y, (r, g, b))  # red ink where each pip is (lit from the top left)


@pytest.mark.parametrize("size", [(48, 67), (64, 90), (96, 134), (150, 210)])
def test_the_kaboo_marks_sit_in_the_foot_margin_clear_of_the_court(size):
    """Issue 40's review: the SWAP badge over the court art. The band and the value's badge share
    one slim row along the foot, under the court's frame, inside the card."""
    w, h = size
    jack = next(f for f in load_builtin("kaboo").faces if f.rank == "J")
    parts = art.standard_layout(jack, w, h)
    card = pygame.Rect(0, 0, w, h)
    assert card.contains(parts["band"]) and card.contains(parts["badge"])
    assert parts["band"].top >= parts["bottom"] + 2 and parts["badge"].top >= parts["bottom"] + 2
    assert not parts["band"].colliderect(parts["badge"])
    assert parts["band"].h <= max(12, h * 0.13)
    assert parts["bottom"] >= h * (0.78 if h >= 120 else 0.7)  # the court keeps its height (0.74 h before)


def test_each_game_has_a_back_of_its_own_in_the_chosen_colour():
    size = (60, 84)
    backs = [art.card_back(size), cabanga_art.card_back(size), kobito_art.card_back(size)]
    pixels = [pygame.image.tobytes(b, "RGBA") for b in backs]
    assert len(set(pixels)) == 3
    assert all(b.get_size() == size for b in backs)
    assets.set_theme(card_back="red")
    reds = [art.card_back(size), cabanga_art.card_back(size), kobito_art.card_back(size)]
    for blue, red in zip(backs, reds):
        assert blue.get_at((3, 42)) != red.get_at((3, 42))  # the colour outside the frame follows the setting


def test_the_zero_carries_the_unicorn_and_the_one_does_not():
    faces = {f.value: f for f in load_builtin("official").faces}
    size = (96, 134)

    window = art.numbered_layout("0", *size, False)["picture"]  # the same window on both

    def white(card):
        img = art.card_face(card, size)
        return sum(1 for x in range(window.left, window.right) for y in range(window.top, window.bottom)
                   if min(img.get_at((x, y))[:3]) > 235)
    assert white(faces[0]) > 150  # the unicorn's white head in the window under the numeral
    assert white(faces[1]) < 20


def test_an_illustrated_cabo_card_prints_its_scene_under_its_numeral_not_behind_it():
    """Issue 40's review: "the unicorn's 0 numeral sits over the unicorn"; every value from 0 to 13 has
    a scene in colour of its own (not one flat colour behind a faint motif)."""
    faces = {f.value: f for f in load_builtin("official").faces}
    size = (96, 134)
    parts = art.numbered_layout("0", *size, False)
    zero = art.card_face(faces[0], size)

    def white(rect):
        return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
                   if min(zero.get_at((x, y))[:3]) > 235)
    assert white(parts["picture"]) > 150  # the unicorn's white head, in its window
    assert white(parts["big"]) < 10  # and none of it under the numeral's ink
    scenes = set()
    for value in range(14):
        face = art.card_face(faces[value], size)
        window = art.numbered_layout(faces[value].rank, *size, faces[value].ability is not None)["picture"]
        scenes.add(pygame.image.tobytes(face.subsurface(window), "RGBA"))
        colours = {tuple(c // 32 for c in face.get_at((x, y))[:3]) for x in range(window.left, window.right, 3)
                   for y in range(window.top, window.bottom, 3)}
        assert len(colours) >= 6, value  # a picture in colour, not a one-colour motif
    assert len(scenes) == 14


@pytest.mark.parametrize("w", [34, 44, 56, 60, 64, 70, 76, 96, 130, 180])
def test_cabangas_penalty_faces_touch_neither_the_index_nor_the_mark(w):
    """Issue 40's review: "Cabanga!'s penalty faces touch the corner index" (the round's sheet)."""
    size = (w, int(w * 1.4))
    for label in ("1", "9", "18"):
        for symbols in (1, 2, 3):
            parts = cabanga_art.face_layout(label, size, symbols)
            others = [r for r in (parts["index"], *parts["marks"]) if r is not None]
            assert len(parts["points"]) == symbols and parts["points"][0].w >= 4, (w, label, symbols)
            for spot in parts["points"]:
                assert pygame.Rect(0, 0, *size).contains(spot)
                assert not any(spot.inflate(2, 2).colliderect(r) for r in others), (w, label, symbols)


@pytest.mark.parametrize("w", [44, 62, 96])
def test_cabangas_penalty_faces_are_large_on_the_rounds_sheet(w):
    """A review saw "tiny penalty faces" on Cabanga!'s round end (its cards about 62x90 at 1280x720):
    on a card of 44 px or more up to three faces are each at least a ninth of its height, in a
    row under the numeral's ink, and the numeral clear of them."""
    size = (w, int(w * 1.45))
    for symbols in (1, 2, 3):
        parts = cabanga_art.face_layout("17", size, symbols)
        assert min(p.h for p in parts["points"]) >= size[1] / 9, (w, symbols, parts["points"])
    face = cabanga_art.card_face(CabangaCard("purple", 17), size, 3)
    plain = cabanga_art.card_face(CabangaCard("purple", 17), size)
    row = parts["points"][0].unionall(parts["points"][1:])
    assert pygame.image.tobytes(face.subsurface(row), "RGBA") != pygame.image.tobytes(plain.subsurface(row), "RGBA")


def test_each_cabanga_colour_is_printed_with_a_pattern_of_its_shape():
    """Issue 40's review: "flat colour blocks": a card's panel carries its shape small in rows."""
    size = (96, 134)
    face = cabanga_art.card_face(CabangaCard("blue", 5), size)
    strip = [face.get_at((x, y))[:3] for x in range(14, 82) for y in range(14, 24)]  # the panel above the emblem
    tones = {tuple(c // 12 for c in px) for px in strip}
    assert len(tones) >= 3  # the panel's light and the pattern's darker shapes, not one flat fill

    def lum(x, y):
        return sum(face.get_at((x, y))[:3])
    # the shapes: spots darker than the panel a few pixels each side (the light changes far slower)
    dips = sum(1 for x in range(26, 70) for y in range(14, 24) if lum(x, y) < 0.93 * max(lum(x - 4, y), lum(x + 4, y)))
    assert dips > 20


def test_a_kobito_rainbow_card_shows_a_rainbow_of_seven_colours_over_a_meadow():
    """Issue 40's review: Kobito's cards were "a flat colour with an arc"."""
    blue = next(c for c in rainbow_deck(12, 7, 2, 2) if c.kind == "rainbow" and c.colour == "b" and c.number == 1)
    w, h = 96, 134
    face = kobito_art.card_face(blue, (w, h))
    hues = set()
    for x in range(10, w - 10):
        for y in range(int(h * 0.3), int(h * 0.75)):
            colour = pygame.Color(face.get_at((x, y)))
            if colour.hsva[1] > 35 and colour.hsva[2] > 35:
                hues.add(int(colour.hsva[0] // 30))
    assert len(hues) >= 5  # the rainbow's colours on a blue card, not tones of blue
    sky, hill = face.get_at((w // 2, int(h * 0.22))), face.get_at((w // 6, int(h * 0.86)))
    assert sum(hill[:3]) < sum(sky[:3]) * 0.85  # the darker hills along the foot


def test_a_gold_card_shows_the_length_it_asks_for():
    a, b = kobito_art.gold_face(5, 3, (72, 100)), kobito_art.gold_face(5, 7, (72, 100))
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")
    assert kobito_art.gold_face(5, 3, (31, 44)).get_size() == (31, 44)  # the small one on the pots' rows


@pytest.mark.parametrize("size", [(23, 33), (37, 53), (61, 83), (97, 141)])
def test_every_face_is_drawn_at_exactly_the_size_asked(size):
    cards = [art.card_face(f, size) for f in set(load_builtin("kaboo").faces) | set(load_builtin("official").faces)]
    cards += [cabanga_art.card_face(CabangaCard(c, v), size, 2) for c in ("red", "yellow", "start") for v in (1, 18)]
    cards += [kobito_art.card_face(c, size) for c in rainbow_deck(12, 7, 2, 2)[::5]]
    cards += [kobito_art.gold_face(3, 5, size), art.card_back(size), cabanga_art.card_back(size), kobito_art.card_back(size)]
    assert {c.get_size() for c in cards} == {size}


def test_without_svg_support_a_face_still_shows_its_number(monkeypatch):
    def unreadable(*_args, **_kwargs):
        raise pygame.error("SVG images are not supported")
    monkeypatch.setattr(pygame.image, "load_sized_svg", unreadable)
    seven = next(f for f in load_builtin("official").faces if f.value == 7)
    face = art.card_face(seven, (75, 105))
    dark = sum(1 for x in range(75) for y in range(105) if max(face.get_at((x, y))[:3]) < 60)
    assert dark > 100  # the numeral's ink
    cabanga = cabanga_art.card_face(CabangaCard("red", 9), (75, 105), 1)
    assert cabanga.get_size() == (75, 105)


def test_colour_blind_marks_stand_alone_in_their_corner():
    """The mark of a CABO card's value band (circle, triangle, square) in the top right corner, where
    the band's picture stands without the marks (it would sit under the mark)."""
    faces = {f.value: f for f in load_builtin("official").faces}
    w, h = 60, 84
    r = max(3, int(w * 0.08))
    cx, cy = int(w - w * 0.2), int(h * 0.13)
    assets.set_theme(colour_blind=True)
    for value, square in ((2, False), (6, False), (11, True)):
        face = art.card_face(faces[value], (w, h))
        assert max(face.get_at((cx, cy))[:3]) < 60, value  # the mark's ink in its middle
        assert (max(face.get_at((cx - r + 1, cy - r + 1))[:3]) < 60) == square, value  # only a square fills its corner
        assert max(face.get_at((cx + r + 2, cy))[:3]) > 120, value  # nothing else beside it


def test_a_court_cards_ground_is_printed_not_flat(small_window):
    """A review saw kaboo's court cards "below the rest of the art": their ground is a printed
    lattice with gold studs (it was one flat cream), and gold figures are woven into the mantle."""
    img = card_standard.court_figure("K", "H", (196, 30, 44), (120, 168))
    w, h = img.get_size()
    ground = {tuple(img.get_at((x, y)))[:3] for x in range(int(w * 0.04), int(w * 0.25))
              for y in range(int(h * 0.13), int(h * 0.29))}
    assert len(ground) >= 6, ground
    gold = card_standard.GOLD
    mantle = [tuple(img.get_at((x, y)))[:3] for x in range(int(w * 0.2), int(w * 0.45))  # above the gold rule
              for y in range(int(h * 0.36), int(h * 0.47))]
    assert sum(1 for c in mantle if sum(abs(a - b) for a, b in zip(c, gold)) < 60) >= 8


@pytest.mark.parametrize("size", [(62, 125), (90, 180), (120, 168), (40, 70)])
def test_a_court_cards_both_figures_stand_whole_inside_its_frame(small_window, size):
    """A review (s51, kaboo): 'the J♦ lower half looks wrong: only the figure's head shows there, cut
    off at the bottom border'. Each half's figure, the headgear too, stands inside the frame: the
    rows just inside it, top and bottom, are the printed ground alone (no outline, no gold crown)."""
    w, h = size
    edge = max(1, w // 40)
    for rank in "JQK":
        for key, colour in (("D", (200, 30, 40)), ("S", (30, 30, 40))):
            img = card_standard.court_figure(rank, key, colour, size)
            for y in (edge + 1, edge + 2, h - edge - 3, h - edge - 2):
                ink = [x for x in range(int(w * 0.25), int(w * 0.75)) if sum(img.get_at((x, y))[:3]) < 420]
                assert not ink, (rank, key, y, ink)


def test_a_court_figure_narrows_to_its_waist_at_the_rule(small_window):
    """The half-figure is broad at the shoulders and narrow at the waist where the rule parts it
    from the half turned round (the two mantles once met in one blob with a head at each end, s51)."""
    from cabo_desktop.ui import card_court, card_svg
    colour = (200, 30, 40)
    for rank in "JQK":
        half = card_svg.render(card_court._court_half(rank, "D", colour, 100.0), (200, 200))
        widths = [sum(1 for x in range(200) if sum(abs(a - b) for a, b in zip(half.get_at((x, y))[:3], colour)) < 40)
                  for y in range(100, 199)]
        widest = max(widths)  # rows 100..198 of the half: the figure's chest to its waist
        assert widths.index(widest) < 58, (rank, widths)  # broadest at the shoulders, not round the hips
        assert widths[82] < 0.66 * widest, (rank, widths)  # and narrowing toward the waist
