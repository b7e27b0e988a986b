"""Kobito's table between your turns and its small cards (a review, s51: "a large empty space at
the right of the hand tray" while another plays; "The Fox's 11, 12 about 20 px wide: nearly
unreadable")."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.conftest import table_of


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_buttons_show_disabled_while_another_plays(tour_app, size):
    """The Fox's turn: End turn and New rainbow still stand at the tray's right end, drawn (their
    tabs differ from the bare walnut there), neither live (no button may be pressed)."""
    app = tour_app("kobito_pot")
    table = table_of(app)
    app.screen = pygame.Surface(size)
    app.relayout()
    assert not table.human_to_act() or table.animating
    table.draw(app.screen)
    lay = table.layout()
    bare = table.hud.felt_picture(lay)
    box = lay.buttons
    changed = sum(app.screen.get_at((x, y))[:3] != bare.get_at((x - lay.play.x, y - lay.play.y))[:3]
                  for x in range(box.x, box.right, 4) for y in range(box.y, box.bottom, 4))
    assert changed >= 0.5 * (box.w // 4) * (box.h // 4), (size, changed)


def numeral_rows(chip: pygame.Surface) -> int:
    """How many rows of the chip's panel hold a light numeral's pixel (its middle, clear of the stock)."""
    w, h = chip.get_size()
    return sum(any(min(chip.get_at((x, y))[:3]) > 215 for x in range(w // 6, w - w // 6)) for y in range(h // 7, h - h // 7))


@pytest.mark.parametrize("size", [(30, 42), (34, 50)])
def test_an_opponents_workshop_card_shows_its_number_taller_than_the_face_does(tour_app, size):
    """A chip of the table's face, its number large and condensed to the chip's width (two digits
    on a narrow chip): taller than the lane's face scaled down to the chip shows it (by a sixth at
    least), the chip still the table's card (its colour's panel)."""
    tour_app("kobito")
    from cabo_desktop.games.kobito.rules.cards import rainbow_deck
    from cabo_desktop.games.kobito.table import art
    card = next(c for c in rainbow_deck(12, 6, 0, 0) if c.number == 11 and art.ink_of(c) == art.PAPER)
    w, h = size
    chip = art.workshop_chip(card, size).convert_alpha()
    k = max(2, -(-60 // w))
    face = pygame.transform.smoothscale(art.card_face(card, (w * k, h * k), ahead=False).convert_alpha(), size)
    assert numeral_rows(chip) >= 1.15 * numeral_rows(face), (size, numeral_rows(chip), numeral_rows(face))
