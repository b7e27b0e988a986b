"""Card drawing every game shares (the back of the cards), cached in the shell's surface cache."""

from __future__ import annotations

import pygame

from . import assets
from .assets import THEME, blit_centered, fast, fit_text, rounded


def lattice_back(size: tuple[int, int], word: str) -> pygame.Surface:
    """A card back: a fine lattice in the chosen colour inside a gold double frame, small
    diamonds in the corners, and a medallion with the game's name `word` (cached per size)."""
    fill, line = assets.CARD_BACKS[THEME["back"]]
    key = ("back", THEME["back"], size, word)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        radius = max(4, w // 10)
        gold, pale = (214, 178, 86), (240, 215, 120)
        surf = rounded((w, h), fill, (235, 235, 240), radius, 2)
        inner = pygame.Rect(0, 0, w, h).inflate(-max(8, w // 6), -max(8, w // 6))
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(5, w // 8)
        for x in range(-inner.h, inner.w, step):
            pygame.draw.line(pattern, line, (x, 0), (x + inner.h, inner.h), 1)
            pygame.draw.line(pattern, line, (x + inner.h, 0), (x, inner.h), 1)
        surf.blit(pattern, inner)
        pygame.draw.rect(surf, gold, inner, 2, border_radius=max(2, radius - 3))
        if w >= 40:  # a second, thin frame and the corner diamonds where there is room for them
            pygame.draw.rect(surf, gold, inner.inflate(-6, -6), 1, border_radius=max(2, radius - 5))
            d = max(3, w // 16)
            for cx, cy in ((inner.left + 3 * d, inner.top + 3 * d), (inner.right - 3 * d, inner.top + 3 * d),
                           (inner.left + 3 * d, inner.bottom - 3 * d), (inner.right - 3 * d, inner.bottom - 3 * d)):
                pygame.draw.polygon(surf, pale, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
        medal = pygame.Rect(0, 0, int(inner.w * 0.86), int(h * 0.3))
        medal.center = (w // 2, h // 2)
        pygame.draw.ellipse(surf, fill, medal)
        pygame.draw.ellipse(surf, gold, medal, max(1, w // 40))
        blit_centered(surf, fit_text(word, int(h * 0.15), int(medal.w * 0.8), pale, True, display=True), medal.center)
        assets.surfaces[key] = surf = fast(surf)
    return surf


def rank_text(rank: str, size: int, colour, bold: bool = True) -> pygame.Surface:
    """A card's rank as printed on it, in the display face: 6 and 9 underlined, as on real cards,
    so that a card seen upside down never reads as the other."""
    img = assets.text(rank, size, colour, bold, display=True)
    if rank not in ("6", "9"):
        return img
    thick = max(1, size // 12)
    out = pygame.Surface((img.get_width(), img.get_height() + thick), pygame.SRCALPHA)
    out.blit(img, (0, 0))
    base = int(img.get_height() * 0.86)
    pygame.draw.rect(out, colour, (int(img.get_width() * 0.12), base, max(2, int(img.get_width() * 0.76)), thick))
    return out
