"""A card of an opponent's fan keeps its turn when it is lifted or ringed (issue 40: the fan is
one rigid shape): its ring (chosen, under the mouse, a target) is turned with it, drawn once per
size, colour and angle (`plates.ring`), and flat where the card lies flat."""

import pygame

from cabo_desktop.games.cabo.table import plates
from cabo_desktop.ui import assets


def ink_box(surface: pygame.Surface) -> pygame.Rect:
    return surface.get_bounding_rect()


def test_a_ring_turns_with_its_card_and_is_drawn_once(small_window, monkeypatch):
    card = pygame.Rect(100, 100, 80, 112)
    flat = pygame.Surface((400, 400), pygame.SRCALPHA)
    plates.ring(flat, card, 0.0, (255, 200, 0), 8, 3)
    turned = pygame.Surface((400, 400), pygame.SRCALPHA)
    plates.ring(turned, card, 9.0, (255, 200, 0), 8, 3)
    a, b = ink_box(flat), ink_box(turned)
    assert abs(a.w - 88) <= 2 and abs(a.h - 120) <= 2, a  # flat: the card's rect grown by 8
    assert b.w >= a.w + 12 and b.h >= a.h + 6, (a, b)  # turned: its corners reach past the flat box
    assert abs(b.centerx - card.centerx) <= 2 and abs(b.centery - card.centery) <= 2, b  # about the card's centre
    # the card's middle stays clear (an outline, not a fill), at any angle
    assert turned.get_at(card.center).a == 0 and flat.get_at(card.center).a == 0
    made = []
    real = pygame.transform.rotozoom
    monkeypatch.setattr(pygame.transform, "rotozoom", lambda *a: made.append(1) or real(*a))
    for _ in range(3):
        plates.ring(turned, card.move(30, 0), 9.0, (255, 200, 0), 8, 3)
    assert made == [] and any(k[0] == "cabo ring" for k in assets.surfaces.keys())


def test_a_ring_and_a_glow_follow_the_cards_rounded_corners(small_window):
    """Review s51: the glow round chosen cards had tighter corners than the cards, leaving felt-coloured
    notches at each corner: a ring's and a rim's corners are the card's (plates.card_radius) grown by
    how far out they sit, so the bit of felt just outside the card's own rounded corner is covered."""
    card = pygame.Rect(100, 100, 100, 140)
    assert plates.card_radius(card.w) == 10
    flat = pygame.Surface((400, 400), pygame.SRCALPHA)
    plates.ring(flat, card, 0.0, (255, 200, 0), 8, 3)
    assert flat.get_at((card.x + 1, card.y + 1)).a > 0  # the notch between card corner and ring: inked
    assert flat.get_at((card.x - 3, card.y - 3)).a == 0  # the ring's own corner rounded as the card's
    margin = 8
    rim = plates.glow(card.size, margin, hole=True)
    at = (2 * margin + 1, 2 * margin + 1)  # just outside the card's rounded corner, inside its box
    assert rim.get_at(at).a > 100, rim.get_at(at)
    assert rim.get_at((2 * margin + 20, 2 * margin + 20)).a == 0  # the card's middle stays clear
