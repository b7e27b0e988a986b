"""Review s50 (4th): "the two peeked cards are a little smaller and sit about 25 px higher than the
face-down cards ... it reads as either a bug or a false selection", and "the centre tray has an
unlabelled empty third slot that looks like a missing card". Your first look turns the cards over
in their own places (same size, same line), marked by a gold rim and an eye; the piles' mat prints
no slot where the held card lies when there is none."""

import pygame
import pytest

from cabo_desktop.games.cabo.table import pile_mat
from cabo_desktop.games.cabo.table.layout import compute_layout
from cabo_desktop.ui.theme import px
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


def key(code, char):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0)


def space():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_first_look_shows_the_cards_face_up_in_their_own_places(size):
    app = App(size, headless=True)
    try:
        table = make_table(app, "official", 3, seed=7, human=0, levels=["casual"], speed="normal", game="cabo")
        app.nav.show(table)
        for _ in range(3000):
            if table.director.peek_holding is not None:
                break
            if table.human_to_act() and not table.animating:  # choose the two cards to look at
                chosen = len(table.controls.selection)
                app.step(DT, events=[key(pygame.K_1 + chosen, str(chosen + 1))])
            app.step(DT, events=[])
        assert table.director.peek_holding is not None, "no first look"
        for _ in range(60):  # well after the cards have turned over
            app.step(DT, events=[])
        lay = table.layout()
        sl = lay.seats[0]
        hand = table.model.hands[0]
        looked = [i for i, s in enumerate(hand) if s.shown_card() is not None]
        assert len(looked) == len(table.director.peek_holding) >= 1
        for i in looked:
            s = hand[i]
            assert s.looked and s.lift == 0.0  # marked as looked at, not lifted
            assert table.painter.lifted(0, i, sl.slots[i], lay) == sl.slots[i]  # its own place and size
        others = [i for i in range(len(hand)) if i not in looked]
        assert others and all(sl.slots[i].bottom == sl.slots[looked[0]].bottom for i in others)  # one line
        app.step(DT, events=[space()])
        for _ in range(120):
            app.step(DT, events=[])
        assert not any(s.looked for s in hand) and all(s.shown_card() is None for s in hand)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_mat_prints_no_empty_slot_where_the_held_card_lies(size):
    """The held card's place is bare felt beside the mat (review s50, 4th: a printed empty slot
    there 'looks like a missing card'; review s51: a mat opened to it was lopsided)."""
    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        lay = compute_layout(size, (4, 4, 4, 4), 0, False)
        rect, captions = pile_mat.kept(lay)
        assert pile_mat.opened(lay) == rect and not rect.colliderect(lay.drawn.inflate(px(8), 0))
        mat = pile_mat.picture(lay, rect, captions)
        assert mat.get_size() == rect.size  # nothing printed beyond the pair's mat
    finally:
        pygame.quit()


@pytest.mark.parametrize("width", [80, 110, 136, 175, 210])
def test_the_first_looks_eye_lies_inside_the_cards_corner_over_its_picture(width):
    """Review s51: "the eye badges clip the card corners": the eye lies wholly inside the card,
    clear of its rounded edge, over the band's picture printed in its top right corner (beside
    it, the two crowded each other), and clear of the big numeral."""
    from cabo_desktop.games.cabo.table import art, plates
    from cabo_desktop.ui.theme import px
    size = (width, int(width * 1.4))
    side, centre = plates._eye_spot(size)
    eye = pygame.Rect(0, 0, side, side)
    eye.center = centre
    assert pygame.Rect((0, 0), size).inflate(-2 * px(3), -2 * px(3)).contains(eye), (eye, size)
    parts = art.numbered_layout("12", *size, True)
    if parts.get("pip") is not None:
        assert eye.contains(parts["pip"]) or eye.collidepoint(parts["pip"].center)
        assert not eye.colliderect(parts["big"])
