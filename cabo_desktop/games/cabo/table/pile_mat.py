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
from .pile_room import label_size, mat_extent, mat_margin

INK = (236, 222, 186)  # the captions' cream, printed
_last: list = [None, None]  # (the layout, its mat's place) last drawn


def words() -> tuple[str, str]:
    """The captions over the deck and the discard pile (Kobito's msgids)."""
    return _("Draw pile"), _("Discard pile")


def _margin(pile_w: int) -> int:
    return mat_margin(pile_w)


def caption_size(lay) -> int:
    """The captions' text size: the piles' badges' (the type scale's Small step, growing with the window)."""
    return max(px(12), label_size(lay.pile_size[1], lay.size[1]))


def mat_rect(lay, captions: bool = True) -> pygame.Rect:
    """The mat's box (window coordinates): snug round the deck and the discard pile at every
    moment, reaching under the deck's stack and its count's badge, with a band over the piles for
    the captions. The held card lies on the felt beside it, outside it (review s51, three times:
    a mat opening to the held card's place was a third empty before, lopsided while it opened
    to one side, half empty while it opened to both)."""
    m = _margin(lay.pile_size[0])
    up, down = mat_extent(lay.pile_size, lay.size[1])  # (its captions' band over the piles; under them
    # the whole of the piles' badges: kaboo's "SWAP 11" sat across the mat's edge, review s50, its
    # cream line clear below them: at 1280 "SWAP 11" still sat across it, review s50 4th)
    top = lay.deck.top - (up if captions else m)
    bottom = lay.deck.bottom + down
    return pygame.Rect(lay.deck.left - m, top, lay.discard.right - lay.deck.left + 2 * m, bottom - top)


def caption_foot(lay) -> int | None:
    """The window's y just under the captions printed over the piles, or None (no captions)."""
    where = kept(lay)
    if where is None or not where[1]:
        return None
    middle = (lay.deck.top - where[0].y + px(4)) // 2
    return where[0].y + middle + (caption_size(lay) * 5 // 4 + 1) // 2


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
    """(the mat's box round the deck and the discard pile, whether its captions fit), or None
    where even a bare mat would lie under a seat (a crowded window)."""
    for captions in (True, False):
        rect = mat_rect(lay, captions)
        if not _blocked(lay, rect):
            return rect, captions
    return None


def opened(lay) -> pygame.Rect | None:
    """The mat's box while a card is held: the same snug box (the held card lies beside it)."""
    where = kept(lay)
    return None if where is None else where[0]


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
    mat = opened(lay)  # (the mat as it opens to the held card: the tags stay put between turns)
    if mat is None or not rect.colliderect(mat) or not rect.top < mat.bottom <= rect.bottom:
        return rect  # (only a tag across the mat's bottom edge)
    return rect.move(0, mat.bottom + px(3) - rect.top)


def draw(surface: pygame.Surface, lay) -> None:
    """The piles' mat with its captions on the felt of `lay`, under the piles, snug round the deck
    and the discard pile whether or not a card is held: one blit of a picture composed once per
    box, captions and language."""
    where = kept(lay)
    if where is not None:
        surface.blit(picture(lay, where[0], where[1]), where[0])


def rect_radius(rect: pygame.Rect) -> int:
    return min(rect.h // 5, px(16))


def picture(lay, rect: pygame.Rect, captions: bool, cloth: bool = True) -> pygame.Surface:
    """The mat of box `rect` (its captions over the piles of `lay` when `captions`; `cloth` False:
    the captions alone), cached."""
    key = ("cabo pile mat", tuple(rect), captions, cloth, tuple(lay.deck), tuple(lay.discard), tuple(lay.drawn),
           current_language(), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = _paint(rect.size, rect_radius(rect)) if cloth else pygame.Surface(rect.size, pygame.SRCALPHA)
        if captions:
            size = caption_size(lay)
            middle = (lay.deck.top - rect.y + px(4)) // 2  # the band over the piles
            for pile, caption in zip((lay.deck, lay.discard), words()):
                label = assets.fit_line(caption, size, pile.w + _margin(lay.pile_size[0]), INK, True)
                surf.blit(label, label.get_rect(center=(pile.centerx - rect.x, middle)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def held_box(lay) -> pygame.Rect | None:
    """The held card's own inlay (review s52: "the 'You hold' card floats with nothing anchoring
    it"): the mat's cloth round the held card's place, as tall as the piles' mat (its holder's
    badge under the card on it), a felt's gap right of the mat; None where it would lie on a
    seat or touch the mat."""
    where = kept(lay)
    if where is None:
        return None
    mat, m = where[0], _margin(lay.pile_size[0])
    for margin in (m, m // 2):  # (snugger where a seat's place is near)
        box = pygame.Rect(lay.drawn.left - margin, mat.top, lay.drawn.w + 2 * margin, mat.h)
        if box.left >= mat.right + px(8) and not _blocked(lay, box):
            return box
    return None


def draw_held(surface: pygame.Surface, lay) -> None:
    """The held card's inlay under the held card, a felt's gap right of the piles' mat and no
    bridge of cloth across that gap (review s52 round 8: "the double-line strut between the pile
    panel and 'You hold' looks like a rendering artefact"): one blit of a picture composed once
    per box."""
    box = held_box(lay)
    if box is not None:
        surface.blit(_held_picture(box.size), box)


def _held_picture(size: tuple[int, int]) -> pygame.Surface:
    key = ("cabo held inlay", size, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = _paint(size, rect_radius(pygame.Rect((0, 0), size)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf
