"""CABO's piles are the centre of its table (issue 40, item 3): at least as large as the other
players' cards, the deck a stack with its count on a badge, kaboo's square centred under them; a
set of cards going to the pile together is one gesture; a lifted card's shadow is larger, softer
and fainter than a resting card's."""

import pygame
import pytest

from cabo_desktop.games.cabo.table.layout import compute_layout, overlaps
from cabo_desktop.games.cabo.table.view import TableView
from cabo_desktop.ui import assets


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("square", [False, True])
def test_the_piles_are_at_least_the_size_of_the_others_cards(size, seats, square):
    """A review saw the deck and the discard pile smaller than the opponents' cards."""
    lay = compute_layout(size, (4,) * seats, 0, square)
    theirs = max(lay.seats[s].card_size[0] for s in range(1, seats))
    assert lay.pile_size[0] >= theirs, (lay.pile_size, theirs)
    assert lay.pile_size[0] <= lay.seats[0].card_size[0]  # your hand stays the nearest and largest
    if seats <= 4:
        assert lay.pile_size[0] >= 1.05 * theirs  # a touch larger: the centre of the game
    assert lay.deck.size == lay.discard.size == lay.pile_size
    assert overlaps(lay) == []


def seen_texts(d) -> list[str]:
    """The texts drawn in one frame of the table."""
    assets.text.cache_clear()
    assets.text_surfaces = {}
    try:
        d.table.draw(d.app.screen)
        return list(assets.text_surfaces.values())
    finally:
        assets.text_surfaces = None


def test_the_deck_shows_its_count_on_a_badge_and_no_captions(driver_factory):
    d = driver_factory(variant="official", seats=3, speed="instant")
    d.until_human()
    m = d.table.model
    assert m.deck_size > 0
    texts = seen_texts(d)
    assert str(m.deck_size) in texts
    assert not any(t.startswith("Deck") for t in texts) and "Discard" not in texts
    # the badge is drawn across the deck's foot: its leather shows under the deck's lower edge
    lay = d.table.layout()
    d.table.draw(d.app.screen)
    below = d.app.screen.get_at((lay.deck.centerx, lay.deck.bottom + 3))[:3]
    felt = d.app.screen.get_at((lay.deck.left - 30, lay.deck.bottom + 3))[:3]
    assert below != felt


def test_a_set_slid_out_together_is_one_gesture_aimed_at_the_discard_pile(driver_factory):
    from cabo_desktop.games.cabo.table import gesture
    d = driver_factory(variant="official", seats=2, speed="instant")
    d.until_human()
    t = d.table
    lay = t.layout()
    for i in (0, 1):
        t.model.slot(0, i).lift = 1.0
    view = t.painter
    assert gesture.of(view, lay, 0) is None  # two cards lifted to look at them are no gesture
    t.director.gesture = (0, (0, 1))
    group, cards = gesture.of(view, lay, 0)
    assert len(cards) == 2
    assert group.contains(view.lifted(0, 0, lay.seats[0].slots[0], lay))
    surface = pygame.Surface(lay.size)
    surface.fill((0, 0, 0))
    gesture.draw(view, surface, lay, (group, cards))
    r, g, b = surface.get_at((cards[0].centerx, cards[0].top - 4))[:3]
    assert r > 100 and g > 80 and b < r  # the gold glow under each card of the set reaches past its edge
    edge = sum(surface.get_at((cards[0].centerx, cards[0].top - 8))[:3])
    corner = sum(surface.get_at((cards[0].left - 8, cards[0].top - 8))[:3])
    assert corner < edge * 0.6, (corner, edge)  # fainter off its rounded corner: not a flat box (review s50)
    ring = surface.get_at((lay.discard.centerx, lay.discard.top - 4))[:3]
    assert ring != (0, 0, 0)  # the pile it goes to is ringed
    t.model.slot(0, 1).lift = 0.0  # once the cards are down, the gesture is over
    assert gesture.of(view, lay, 0) is None


def test_a_lifted_card_casts_a_larger_softer_fainter_shadow():
    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        card = pygame.Rect(100, 100, 120, 168)
        shapes = []
        for height in (0.0, 0.8):
            surface = pygame.Surface((400, 400), pygame.SRCALPHA)
            TableView.shadow(surface, card, height)
            box = surface.get_bounding_rect()
            darkest = max(surface.get_at((x, y))[3] for x in range(box.left, box.right, 3)
                          for y in range(box.top, box.bottom, 3))
            shapes.append((box, darkest))
        (rest, rest_alpha), (lifted, lifted_alpha) = shapes
        assert lifted.w > rest.w + 10 and lifted.h > rest.h + 10  # larger and softer
        assert lifted_alpha < rest_alpha  # fainter
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("square", [False, True])
def test_your_plate_beside_your_hand_has_room_for_the_longest_plate(size, seats, square):
    """Your plate beside your hand (kaboo's row too) is given the room of "Name (you)   12 pts" and
    its portrait (layout.PLATE_BESIDE) on the felt, clear of every other seat's cards."""
    from cabo_desktop.games.cabo.table.layout import PLATE_BESIDE
    lay = compute_layout(size, (4,) * seats, 0, square)
    for seat, sl in lay.seats.items():
        if seat != 0:
            continue  # the others' plates sit above their cards (test_composition)
        hull = sl.slots[0].unionall(list(sl.slots[1:]))
        room = pygame.Rect(hull.left - 12 - PLATE_BESIDE, sl.name.y, 12 + PLATE_BESIDE, sl.name.h)
        assert sl.name.right < hull.left and lay.felt.contains(room), (seat, room)
        others = [r for k, o in lay.seats.items() if k != seat for r in o.slots]
        assert room.collidelist(others) < 0, seat


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_held_cards_badge_keeps_clear_of_every_name_plate(size, language):
    """Issue 40, item 7: the drawn card's "You hold" sat crammed against the right seat's plate;
    it goes over the card's head when its foot would crowd a plate, never over another card."""
    from cabo_desktop.i18n import _, set_language
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.tables import make_table
    from cabo_desktop.games.cabo.table.view import BADGE_CLEAR
    from cabo_desktop.ui.theme import px
    app = App(size, headless=True)
    try:
        set_language(language)
        for seats in (2, 3, 4):
            t = make_table(app, "official", seats, seed=1, human=0, levels=["random"], speed="instant")
            app.scenes.push(t)
            app.step(1 / 60, events=[])
            lay = t.layout()
            label = assets.fit_line(_("You hold"), 14, lay.drawn.w + 40, (255, 255, 255), True)
            pill = t.painter.badge_rect(label.get_width(), lay.drawn, lay)
            for seat in lay.seats:
                _plate, back, _face, face_at = t.painter.name_plate(lay, seat)
                assert not pill.colliderect(back.union(face_at).inflate(2 * px(BADGE_CLEAR) - 2, 0)), (seats, seat)
                assert pill.collidelist(list(lay.seats[seat].slots)) < 0, (seats, seat)
            assert pill.top >= lay.drawn.bottom - pill.h or pill.bottom <= lay.drawn.top  # off the card's face
            app.scenes.pop()
    finally:
        set_language("en")
        pygame.quit()
