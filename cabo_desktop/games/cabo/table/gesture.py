"""A set of a seat's cards going to the discard pile together, as one gesture: which cards, where
they are drawn, their glow and their "×n" badge (split from view.py)."""

from __future__ import annotations

import math

import pygame

from ....ui.theme import px
from . import pile_mat, plates
from .layout import TableLayout


def members(table, seat: int) -> tuple[int, ...]:
    """The slots of `seat` in a set going together (two or more): a set slid out for a
    multi-exchange (the director's `gesture`) or the cards you have chosen to exchange for the
    card you hold; else none."""
    marked = getattr(table.director, "gesture", None)
    if marked is not None and marked[0] == seat:
        return tuple(marked[1]) if len(marked[1]) >= 2 else ()
    m = table.model
    if seat == table.human and m.holding and table.human_to_act() and len(table.controls.selection) >= 2:
        return tuple(table.controls.selection)
    return ()


def of(painter, lay: TableLayout, seat: int) -> tuple[pygame.Rect, int] | None:
    """The set of a seat's cards going to the discard pile together, as one gesture: (where its
    lifted cards are drawn, how many), or None. A set slid out for a multi-exchange (the
    director's `gesture`, while its cards are up) or the cards you have chosen to exchange for
    the card you hold; two cards or more."""
    t = painter.table
    m = t.model
    slots = lay.seats[seat].slots
    chosen = sorted(members(t, seat))
    marked = getattr(t.director, "gesture", None)
    if marked is not None and marked[0] == seat:  # (slid out: while its cards are up)
        chosen = [i for i in chosen if (s := m.slot(seat, i)) is not None and s.lift > 0.2 and not s.hidden]
    rects = [painter.lifted(seat, i, slots[i], lay) for i in chosen if i < len(slots)]
    if len(rects) < 2:
        return None
    return rects[0].unionall(rects[1:]), rects


def draw(painter, surface, lay: TableLayout, gesture: tuple[pygame.Rect, list], count: bool = False,
         ring: bool = True) -> None:
    """A chosen set's soft gold glow under its cards and (`ring`: while you choose; a set slid out may
    not match, review s51) round the discard pile, with one bright rim (both breathing), or
    (`count`) its "×3" badge in the middle of a gold bar across the set's top."""
    _group, cards = gesture
    pulse = 0.85 + 0.15 * math.sin(painter.table.time * 4.0)
    if count:
        plates.set_badge(surface, lay, cards)
        return
    for card in cards:  # each card's own soft glow, following its rounded corners (review s50: the
        margin = px(4) + card.w // 20  # set's one glow read as 'a flat yellow rectangle')
        glow = plates.glow(card.size, margin)
        glow.set_alpha(int(170 * pulse))
        surface.blit(glow, (card.x - 2 * margin, card.y - 2 * margin))
    if not ring:
        return
    pile = lay.discard  # where the set goes: the same breathing glow round it, one bright rim (no thin double outline)
    margin = px(4) + pile.w // 20
    halo = plates.glow(pile.size, margin, hole=True)
    halo.set_alpha(int(255 * pulse))
    mat = pile_mat.kept(lay)  # kept on the piles' mat (review s50: it bled over the mat's edge at 1280)
    clip = surface.get_clip()
    if mat is not None:
        surface.set_clip(mat[0].inflate(-px(4), -px(4)).clip(clip))
    surface.blit(halo, (pile.x - 2 * margin, pile.y - 2 * margin))
    surface.set_clip(clip)
