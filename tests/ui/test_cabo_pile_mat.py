"""CABO's piles lie on a printed mat with their captions (review s50: 'the piles float on bare
felt with no mats, slots or labels; the centre is empty')."""

import pygame
import pytest

from cabo_desktop.games.cabo.table import pile_mat
from cabo_desktop.games.cabo.table.layout import compute_layout
from cabo_desktop.ui import assets
from cabo_desktop.ui.theme import px


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_piles_lie_on_a_captioned_mat_clear_of_every_seat(size, seats):
    lay = compute_layout(size, (4,) * seats, 0, False)
    where = pile_mat.placed(lay)
    assert where is not None
    rect, captions = where
    assert captions  # room for "Draw pile" and "Discard pile" over the piles
    assert rect.contains(lay.deck) and rect.contains(lay.discard)
    if lay.drawn.left >= lay.discard.right:  # the held card's place in the piles' row: on the mat (review s50:
        assert rect.contains(lay.drawn)  # "the 'You hold' card floats outside the pile panel")
    else:
        assert not rect.colliderect(lay.drawn)  # elsewhere it stays off it
    assert not pile_mat._blocked(lay, rect)
    from cabo_desktop.games.cabo.table.pile_room import badge_height, stack_depth
    foot = lay.discard.bottom + stack_depth(lay.pile_size[1]) + px(1) + badge_height(lay.pile_size[1], lay.size[1])
    assert rect.bottom > foot  # the piles' badges wholly on it (kaboo's "SWAP 11" sat across its edge)


def test_the_mat_is_drawn_from_one_kept_picture():
    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        lay = compute_layout((1280, 720), (4, 4, 4), 0, False)
        rect, captions = pile_mat.placed(lay)
        assert pile_mat.picture(lay, rect, captions) is pile_mat.picture(lay, rect, captions)  # composed once, kept
        felt = pygame.Surface(lay.size)
        felt.blit(assets.felt(lay.play.size), lay.play)
        table = felt.copy()
        pile_mat.draw(table, lay)
        inside = (rect.x + 3 * rect.w // 4, rect.bottom - 3)  # cloth under the discard's foot
        assert sum(table.get_at(inside)[:3]) < sum(felt.get_at(inside)[:3])  # a shade darker
        # the captions' cream printed in the band over the deck
        band = pygame.Rect(lay.deck.x, rect.y, lay.deck.w, lay.deck.top - rect.y)
        light = sum(1 for x in range(band.left, band.right) for y in range(band.top, band.bottom)
                    if sum(table.get_at((x, y))[:3]) > 500)
        assert light > 30
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
def test_the_piles_marks_and_your_memory_tags_keep_off_the_mats_edge(size):
    """Review s50 (4th): "the '5♦' memory tag sits across the pile mat's bottom border" and, at
    1280, "SWAP 11" too: the discard's marks lie inside the mat's cream line, and your cards' tags
    (over their heads) come down over the card's head, in its column, clear of the mat's edge."""
    from cabo_desktop.games.cabo.table.pile_room import badge_height, stack_depth
    lay = compute_layout(size, (4, 4, 4, 4), 0, False)
    rect, _captions = pile_mat.kept(lay)
    foot = lay.discard.bottom + stack_depth(lay.pile_size[1]) + px(1) + badge_height(lay.pile_size[1], lay.size[1])
    assert rect.bottom - px(4) >= foot + px(3)  # the cream line px(4) inside the edge, clear under the marks
    crossed = 0
    for card in lay.seats[0].slots:
        h = max(px(11), lay.seats[0].card_size[1] * 2 // 11) * 3 // 2
        tag = pygame.Rect(0, 0, h * 2, h)
        tag.midbottom = (card.centerx, card.top - px(3))
        crossed += tag.top < rect.bottom <= tag.bottom
        placed = pile_mat.below(lay, tag)
        assert not (placed.top < rect.bottom <= placed.bottom) and placed.centerx == card.centerx
        assert placed.top <= card.top + card.h // 3  # still on the card's head
    assert crossed or size == (1024, 600)  # the case the review saw is the one tested
