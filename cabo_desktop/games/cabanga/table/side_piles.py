"""Cabanga!'s side piles drawn (draw only): the penalty pile (a little stack of backs) and the
thrown cards, each with a count badge, lying on the bare felt between the lanes (a review s52:
"boxes in boxes": their column's inlaid frame is gone), their captions on dark chips, the thrown
pile's place a printed slot while it is empty."""

from __future__ import annotations

import pygame

from ....i18n import p_
from ....ui import assets
from ....ui.card_art import sprite
from ....ui.table_kit import count_badge
from ....ui.theme import px
from ....ui.widgets import wrap_text
from . import art
from .board import PILL
from .layout import Layout, caption_size

BADGE = (44, 28, 16)
CREAM = (236, 226, 204)  # the side piles' print


def badge(count: int, size: int) -> pygame.Surface:
    """A pile's count on a round dark badge with a gold rim (table_kit's, in walnut)."""
    return count_badge(count, size, BADGE)


def empty_pile(size: tuple[int, int]) -> pygame.Surface:
    """An empty pile's place printed on the column's inlay (cached), as a commercial table prints
    a slot (a review: the old recess read as "an empty black well"): a card-shaped panel a shade
    lighter than the inlay, rimmed in an unbroken cream rule with a fine rule inside it, the four
    colours' shapes (the backs' emblem) printed quietly in its middle; its caption says what lies
    there."""
    key = slot_key(size)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        box = surf.get_rect()
        radius = max(4, w // 9)
        pygame.draw.rect(surf, CREAM + (24,), box, border_radius=radius)  # the printed panel, a shade lighter
        shade = pygame.Surface((w, h), pygame.SRCALPHA)  # a soft shade under its top edge: printed into the inlay
        pygame.draw.rect(shade, (0, 0, 0, 60), pygame.Rect(0, 0, w, max(2, h // 8)), border_top_left_radius=radius,
                         border_top_right_radius=radius)
        surf.blit(pygame.transform.gaussian_blur(shade, max(1, px(3))), (0, 0))
        inset = max(3, px(5))
        pygame.draw.rect(surf, CREAM + (70,), box.inflate(-2 * inset, -2 * inset), max(1, px(1)),
                         border_radius=max(2, radius - inset // 2))  # the fine rule inside
        pygame.draw.rect(surf, CREAM + (165,), box, max(1, px(2)), border_radius=radius)  # the rim, unbroken
        side = max(8, min(w, h) * 11 // 20)
        emblem = sprite(("cabanga-slot-emblem", side), art.EMBLEM, (side, side)).copy()
        emblem.set_alpha(110)  # printed quietly: the slot, not a card
        surf.blit(emblem, emblem.get_rect(center=box.center))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def slot_key(size: tuple[int, int]) -> tuple:
    """The cache's key of `empty_pile` at `size`."""
    return ("cabanga-empty-pile", tuple(size), px(1))


def slot_ahead(size: tuple[int, int]) -> None:
    """An empty pile's slot at `size` built in a frame's spare time before it first shows (a pile
    emptied: the thrown pile turned into the penalty pile), not inside that frame (its blurred
    shade and emblem cost a few ms); a lookup when it is built."""
    if slot_key(size) not in assets.surfaces:
        assets.prebuild.want(slot_key(size), lambda: empty_pile(size))


def caption_chip(words: str, size: int, width: int) -> pygame.Surface:
    """A side pile's caption on a dark chip rimmed in cream (two lines when one does not fit the
    column; cached)."""
    key = ("cabanga-caption-chip", words, size, width)
    surf = assets.surfaces.get(key)
    if surf is None:
        room = width - px(14)
        labels = [assets.fit_text(line.strip(), size, room, CREAM) for line in wrap_text(words, size, room)]
        w = max(label.get_width() for label in labels) + px(14)
        h = sum(label.get_height() for label in labels) + px(4)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, PILL, surf.get_rect(), border_radius=min(h // 2, px(12)))
        pygame.draw.rect(surf, CREAM + (150,), surf.get_rect(), px(1), border_radius=min(h // 2, px(12)))
        y = px(2)
        for label in labels:
            surf.blit(label, label.get_rect(midtop=(w // 2, y)))
            y += label.get_height()
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def draw_side_piles(surface, table, lay: Layout) -> None:
    """The penalty pile (a little stack of backs) and the thrown cards, each with its count on a
    badge at its corner, over its caption on a chip, on the felt between the lanes."""
    m = table.model
    column = lay.side_column
    for rect, count, face, caption in (
            (lay.penalty, m.penalty, None, p_("cabanga pile", "Penalty pile")),
            (lay.thrown, len(m.thrown), m.thrown[-1] if m.thrown else None, p_("cabanga pile", "Thrown"))):
        if count:
            for depth in range(min(3, count - 1), 0, -1):  # the cards beneath, offset
                under = art.card_back(rect.size) if face is None else art.card_face(m.thrown[-1 - depth], rect.size)
                surface.blit(under, rect.move(-px(2) * depth, px(2) * depth))
            surface.blit(assets.drop_shadow(rect.size, px(5), 110), (rect.x - px(5) + px(2), rect.y - px(5) + px(4)))
            surface.blit(art.card_back(rect.size) if face is None else art.card_face(face, rect.size), rect)
            slot_ahead(rect.size)  # its slot ready for when the pile empties
        else:
            surface.blit(empty_pile(rect.size), rect)
        if count:
            chip = badge(count, lay.text_size)
            surface.blit(chip, chip.get_rect(center=(rect.right - px(3), rect.top + px(3))))
        label = caption_chip(caption, caption_size(lay.text_size), column.w - px(6))
        surface.blit(label, label.get_rect(midtop=(column.centerx, rect.bottom + px(8))))
