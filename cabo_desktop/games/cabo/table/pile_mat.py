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


def mat_rect(lay, captions: bool = True, held: bool = False) -> pygame.Rect:
    """The mat's box (window coordinates): round the deck and the discard pile, reaching under
    the deck's stack and its count's badge, with a band over the piles for the captions; `held`:
    opened to take the held card's place too (where it lies in the piles' row), and as far on the
    left, so the mat stays centred on the piles' pair (review s51: opening to the right alone it
    went off-centre when "You hold" appeared)."""
    m = _margin(lay.pile_size[0])
    up, down = mat_extent(lay.pile_size, lay.size[1])  # (its captions' band over the piles; under them
    # the whole of the piles' badges: kaboo's "SWAP 11" sat across the mat's edge, review s50, its
    # cream line clear below them: at 1280 "SWAP 11" still sat across it, review s50 4th)
    top = lay.deck.top - (up if captions else m)
    bottom = lay.deck.bottom + down
    left, right = lay.deck.left, lay.discard.right
    drawn = getattr(lay, "drawn", None)  # the held card's place: the mat opens to it while a card is held
    if held and drawn is not None and drawn.left >= lay.discard.right and abs(drawn.centery - lay.deck.centery) < m:
        right = drawn.right  # (review s51: a third of bare mat between turns read as 'a grid, not a scene')
        left -= right - lay.discard.right
    return pygame.Rect(left - m, top, right - left + 2 * m, bottom - top)


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
    """The mat's box opened to the held card's place (kept per layout), or None (no mat)."""
    where = kept(lay)
    if where is None:
        return None
    wide = mat_rect(lay, where[1], True)
    return where[0] if _blocked(lay, wide) else wide  # (crowded: the held card beside the mat, as before)


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


SWING = 0.22  # seconds the mat takes to open to the held card's place, or close again


def draw(surface: pygame.Surface, lay, held: bool = False, time: float | None = None) -> None:
    """The piles' mat with its captions on the felt of `lay`, under the piles, snug round the deck
    and the discard pile, opened (eased over SWING seconds from `time` to `time`) to the held
    card's place while a card is `held`: the piles never move, only the mat's two ends. Blits of
    pictures composed once per box, captions and language (the opened mat cut in two pieces, its
    captions apart, while it swings: no picture composed per frame)."""
    where = kept(lay)
    if where is None:
        return
    snug, captions = where
    wide = opened(lay)
    last = _swing[1]
    step = 1.0 if time is None or last is None or not 0 <= time - last < 0.5 else (time - last) / SWING
    _swing[:] = [max(0.0, min(1.0, _swing[0] + (step if held else -step))), time]
    if wide.w == snug.w or _swing[0] <= 0:
        surface.blit(picture(lay, snug, captions), snug)
        return
    if _swing[0] >= 1:
        surface.blit(picture(lay, wide, captions), wide)
        return
    ease = _swing[0] * _swing[0] * (3 - 2 * _swing[0])
    now = pygame.Rect(snug.x + round((wide.x - snug.x) * ease), wide.y, 0, wide.h)
    now.w = snug.right + round((wide.right - snug.right) * ease) - now.x
    cap = min(rect_radius(wide) + px(6), snug.w // 2)
    bare = picture(lay, wide, False)  # (its left end and plain cloth, then its right end)
    surface.blit(bare, now.topleft, pygame.Rect(0, 0, now.w - cap, wide.h))
    surface.blit(bare, (now.right - cap, wide.y), pygame.Rect(wide.w - cap, 0, cap, wide.h))
    if captions:
        surface.blit(picture(lay, wide, True, cloth=False), wide)


_swing: list = [0.0, None]  # (how far the mat is open, 0 to 1; the time it was last drawn)


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
        # the held card's place is bare cloth: no printed slot (review s50, 4th: an unlabelled empty
        # slot there 'looks like a missing card'); the held card lies on it when drawn
        if captions:
            size = caption_size(lay)
            middle = (lay.deck.top - rect.y + px(4)) // 2  # the band over the piles
            for pile, caption in zip((lay.deck, lay.discard), words()):
                label = assets.fit_line(caption, size, pile.w + _margin(lay.pile_size[0]), INK, True)
                surf.blit(label, label.get_rect(center=(pile.centerx - rect.x, middle)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf
