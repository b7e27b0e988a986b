"""Small labels on CABO's table, drawn once per look and cached: the memory aid's tag naming a
face-down card you have seen (a brass-framed label pinned over the card, review s52: the plain
cream pill "looks like a debug sticker"), and the help to set a line of text by its ink rather than
by its font box (a digit sat high in the pile's "SWAP 11" badge: the box keeps room for
descenders)."""

from __future__ import annotations

import pygame

from ....ui import assets

BRASS = (198, 158, 74)
BRASS_LIGHT = (238, 206, 128)
BRASS_DARK = (96, 66, 26)
INLAY = (255, 247, 222)
INLAY_LINE = (176, 140, 60)


def blit_ink_centred(dst: pygame.Surface, words: pygame.Surface, centre) -> None:
    """`words` blitted with the middle of its ink (not of its font box) on `centre`."""
    ink = words.get_bounding_rect()
    if ink.w == 0 or ink.h == 0:
        ink = words.get_rect()
    dst.blit(words, (round(centre[0] - ink.centerx), round(centre[1] - ink.centery)))


def memory_mark(label: str, size: int, ink: tuple[int, int, int] = (20, 20, 24)) -> pygame.Surface:
    """The memory aid's tag over a face-down card the player has seen (cached): `label` in the
    card's own ink on a cream inlay in a brass frame with a rivet at each end and a short point
    toward the card below; every margin a share of `size` (it grows with the cards)."""
    key = ("memory tag", label, size, tuple(ink))
    surf = assets.surfaces.get(key)
    if surf is None:
        words = assets.text(label, size, ink, True)
        box = words.get_bounding_rect()
        box = box if box.w and box.h else words.get_rect()
        frame = max(2, size // 8)  # the brass's width along the top and the foot
        end = max(5, size * 2 // 5)  # the brass's width at the ends, where the rivets are
        pad_x, pad_y = max(3, size // 4), max(2, size // 6)
        w = box.w + 2 * (pad_x + end)
        body_h = box.h + 2 * (pad_y + frame)
        point = max(3, size // 5)
        surf = pygame.Surface((w, body_h + point), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, w, body_h)
        radius = max(3, body_h // 4)
        cx = w // 2
        tip = [(cx - point - 1, body_h - 2), (cx + point + 1, body_h - 2), (cx, body_h + point - 1)]
        pygame.draw.polygon(surf, BRASS_DARK, tip)  # the point toward the card, under the frame
        pygame.draw.polygon(surf, BRASS, [(cx - point + 1, body_h - 2), (cx + point - 1, body_h - 2),
                                          (cx, body_h + point - 3)])
        pygame.draw.rect(surf, BRASS_DARK, body, border_radius=radius)
        pygame.draw.rect(surf, BRASS, body.inflate(-2, -2), border_radius=radius - 1)
        top = pygame.Rect(2, 1, w - 4, max(1, body_h // 2 - 1))  # light along the brass's upper half
        pygame.draw.rect(surf, BRASS_LIGHT, top, border_top_left_radius=radius - 1, border_top_right_radius=radius - 1)
        pygame.draw.rect(surf, BRASS, pygame.Rect(2, body_h // 3, w - 4, body_h - body_h // 3 - 2),
                         border_bottom_left_radius=radius - 1, border_bottom_right_radius=radius - 1)
        inlay = pygame.Rect(end, frame, w - 2 * end, body_h - 2 * frame)
        pygame.draw.rect(surf, BRASS_DARK, inlay.inflate(2, 2), border_radius=max(2, radius // 2))
        pygame.draw.rect(surf, INLAY, inlay, border_radius=max(2, radius // 2))
        pygame.draw.line(surf, INLAY_LINE, (inlay.x + 2, inlay.bottom - 2), (inlay.right - 3, inlay.bottom - 2))
        r = max(1, min(end // 3, body_h // 6))
        for x in (end // 2, w - end // 2 - 1):  # a rivet at each end: dark rim, brass head, a glint
            pygame.draw.circle(surf, BRASS_DARK, (x, body_h // 2), r + 1)
            pygame.draw.circle(surf, BRASS_LIGHT, (x, body_h // 2), r)
            if r >= 2:
                pygame.draw.circle(surf, (255, 244, 200), (x - r // 2, body_h // 2 - r // 2), max(1, r // 2))
        blit_ink_centred(surf, words, inlay.center)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf
