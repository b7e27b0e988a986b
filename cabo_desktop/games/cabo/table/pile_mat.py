"""The mat printed on CABO's (and KABOO's) felt under the draw and discard piles (review s50: 'the
piles float on bare felt with no mats, slots or labels; the centre is empty'): as Kobito's piles'
cell, the cloth a shade darker inside a crisp rounded edge with a fine cream line just inside it,
and over each pile its caption printed in the mat's top band ("Draw pile", "Discard pile": Kobito's
words). Composed once per its box and language (`picture`) and blitted under the piles (`draw`)."""

from __future__ import annotations

import pygame

from ....i18n import _, current_language
from ....ui import assets
from ....ui.theme import px
from . import fan
from .pile_room import badge_height, label_size, stack_depth

INK = (236, 222, 186)  # the captions' cream, printed
_last: list = [None, None]  # (the layout, its mat's place) last drawn


def words() -> tuple[str, str]:
    """The captions over the deck and the discard pile (Kobito's msgids)."""
    return _("Draw pile"), _("Discard pile")


def _margin(pile_w: int) -> int:
    return max(px(10), pile_w // 5)


def caption_size(lay) -> int:
    """The captions' text size: the piles' badges' (the type scale's Small step, growing with the window)."""
    return max(px(12), label_size(lay.pile_size[1], lay.size[1]))


def mat_rect(lay, captions: bool = True) -> pygame.Rect:
    """The mat's box (window coordinates): round the deck and the discard pile, reaching under
    the deck's stack and its count's badge, with a band over the piles for the captions."""
    m = _margin(lay.pile_size[0])
    pile_h = lay.pile_size[1]
    top = lay.deck.top - m // 2 - ((caption_size(lay) * 5 // 4 + px(6)) if captions else m // 2)
    # under the whole of the piles' badges (kaboo's "SWAP 11" sat across the mat's edge, review s50)
    # its cream line clear below them (at 1280 "SWAP 11" still sat across it, review s50 4th)
    bottom = lay.deck.bottom + stack_depth(pile_h) + badge_height(pile_h, lay.size[1]) + px(6) + m // 3
    right = lay.discard.right
    drawn = getattr(lay, "drawn", None)  # the held card's place in the piles' row: on the mat too (review
    if drawn is not None and drawn.left >= lay.discard.right and abs(drawn.centery - lay.deck.centery) < m:
        right = drawn.right  # s50: "the 'You hold' card floats outside the pile panel")
    return pygame.Rect(lay.deck.left - m, top, right + m - (lay.deck.left - m), bottom - top)


def _blocked(lay, rect: pygame.Rect) -> bool:
    """Whether `rect` lies on a seat's cards or plate (or leaves the felt)."""
    felt = lay.felt or lay.play
    if not felt.contains(rect):
        return True
    for seat in lay.seats.values():
        if seat.name.colliderect(rect):
            return True
        if seat.slots and fan.box(seat.slots, seat.tilts, seat.card_size).colliderect(rect):
            return True
    return False


def placed(lay) -> tuple[pygame.Rect, bool] | None:
    """(the mat's box, whether its captions fit), or None where even a bare mat would lie under
    a seat (a crowded window)."""
    rect = mat_rect(lay)
    if not _blocked(lay, rect):
        return rect, True
    rect = mat_rect(lay, False)
    return None if _blocked(lay, rect) else (rect, False)


def _paint(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The mat itself: the cloth darker inside a dark rounded edge, a fine cream line inside it."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 10, 14, 84), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (0, 0, 0, 90), surf.get_rect(), max(1, px(1)), border_radius=radius)
    inset = px(4)
    line = surf.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(surf, (255, 226, 160, 96), line, max(1, px(1)), border_radius=max(2, radius - inset))
    return surf


def kept(lay) -> tuple[pygame.Rect, bool] | None:
    """`placed(lay)`, worked out once per layout, not in every frame."""
    if _last[0] is not lay:
        _last[:] = [lay, placed(lay)]
    return _last[1]


def below(lay, rect: pygame.Rect) -> pygame.Rect:
    """`rect` (a tag over a card's head: your cards' memory tags) moved down clear of the mat's
    edge where it would lie across it (review s50: "the '5♦' tag sits across the pile mat's
    bottom border"), so over the card's head in its own column; else `rect` as it is."""
    where = kept(lay)
    if where is None or not rect.colliderect(where[0]) or not rect.top < where[0].bottom <= rect.bottom:
        return rect  # (only a tag across the mat's bottom edge)
    return rect.move(0, where[0].bottom + px(3) - rect.top)


def draw(surface: pygame.Surface, lay) -> None:
    """The piles' mat with its captions on the felt of `lay`, under the piles: one blit of a picture
    composed once per its box, captions and language (kept: the piles move a little as the hands
    grow and shrink; composing it into the ground instead made the whole ground again each time)."""
    where = kept(lay)
    if where is not None:
        surface.blit(picture(lay, *where), where[0])


def picture(lay, rect: pygame.Rect, captions: bool) -> pygame.Surface:
    """The mat of box `rect` (its captions over the piles of `lay` when `captions`), cached."""
    key = ("cabo pile mat", tuple(rect), captions, tuple(lay.deck), tuple(lay.discard), tuple(lay.drawn),
           current_language(), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = _paint(rect.size, min(rect.h // 5, px(16)))
        # the held card's place (the mat's third part) is bare cloth: no printed slot (review s50, 4th:
        # an unlabelled empty slot there 'looks like a missing card'); the held card lies on it when drawn
        if captions:
            size = caption_size(lay)
            middle = (lay.deck.top - rect.y + px(4)) // 2  # the band over the piles
            for pile, caption in zip((lay.deck, lay.discard), words()):
                label = assets.fit_line(caption, size, pile.w + _margin(lay.pile_size[0]), INK, True)
                surf.blit(label, label.get_rect(center=(pile.centerx - rect.x, middle)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf
