"""The title's drawn wordmark (issue 40, item 4): "Cabo Desktop" in the display face as lettering,
not a line of text: gold lit from above (a light top, a deep foot), a dark walnut outline, a
thin highlight along the letters' tops and a soft shadow on the felt; beside it a small fan of
three cards in the three games' colours (CABO's night blue, Cabanga!'s red, Kobito's gold),
each with a cream rim and a star. Built once per size and kept in `assets.surfaces`."""

from __future__ import annotations

import pygame

from . import assets
from .theme import px, ui_scale

GOLD_TOP, GOLD_FOOT = (255, 240, 170), (214, 150, 30)
OUTLINE = (58, 34, 18)
CARD_COLOURS = ((40, 64, 150), (186, 38, 48), (232, 178, 44))  # the three games' colours


def _gold_letters(words: str, size: int) -> pygame.Surface:
    """`words` in the display face filled with the gold gradient (its alpha the letters')."""
    shape = assets.title_text(words, size, (255, 255, 255))
    w, h = shape.get_size()
    strip = pygame.Surface((1, 3))
    strip.set_at((0, 0), GOLD_TOP)
    strip.set_at((0, 1), (250, 208, 84))
    strip.set_at((0, 2), GOLD_FOOT)
    fill = pygame.transform.smoothscale(strip, (w, h)).convert_alpha() if pygame.display.get_surface() \
        else pygame.transform.smoothscale(strip, (w, h))
    letters = shape.copy()
    letters.blit(fill, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return letters


def _mini_card(colour: tuple, w: int, h: int) -> pygame.Surface:
    """A small card in `colour`: a cream rim, a darker inner frame and a cream star in its middle."""
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(2, w // 7)
    pygame.draw.rect(card, (246, 238, 216), card.get_rect(), border_radius=r)
    inner = card.get_rect().inflate(-max(3, w // 7), -max(3, w // 7))
    pygame.draw.rect(card, colour, inner, border_radius=max(1, r - 2))
    pygame.draw.rect(card, tuple(max(0, c - 50) for c in colour), inner.inflate(-max(2, w // 9), -max(2, w // 9)),
                     max(1, w // 24), border_radius=max(1, r - 3))
    cx, cy, big, small = w / 2, h / 2, w * 0.24, w * 0.1
    import math
    star = [(cx + (big if k % 2 == 0 else small) * math.sin(k * math.pi / 5),
             cy - (big if k % 2 == 0 else small) * math.cos(k * math.pi / 5)) for k in range(10)]
    pygame.draw.polygon(card, (250, 242, 220), star)
    pygame.draw.rect(card, (150, 116, 50), card.get_rect(), max(1, w // 30), border_radius=r)
    return card


def _fan(height: int) -> pygame.Surface:
    """The three cards fanned (-16, 0, +16 degrees), each casting a soft shadow."""
    ch = height
    cw = int(ch / 1.4)
    canvas = pygame.Surface((int(cw * 2.7), int(ch * 1.3)), pygame.SRCALPHA)
    centre = (canvas.get_width() // 2, canvas.get_height() // 2 + ch // 16)
    for k, colour in enumerate(CARD_COLOURS):
        angle = 18 - 18 * k
        card = pygame.transform.rotozoom(_mini_card(colour, cw, ch), angle, 1.0)
        offset = (k - 1) * cw * 0.56
        rect = card.get_rect(center=(int(centre[0] + offset), int(centre[1] + abs(offset) * 0.18)))
        shadow = pygame.mask.from_surface(card, 127).to_surface(setcolor=(0, 0, 0, 90), unsetcolor=(0, 0, 0, 0))
        canvas.blit(shadow, rect.move(max(1, cw // 16), max(2, cw // 10)))
        canvas.blit(card, rect)
    return canvas


def wordmark(words: str, size: int) -> pygame.Surface:
    """The wordmark for `words` (the app's name) at a display size of `size` px: the card fan,
    then the lettering with its outline, highlight and shadow; cached per size."""
    key = ("wordmark", words, size, ui_scale())
    surf = assets.surfaces.get(key)
    if surf is not None:
        return surf
    letters = _gold_letters(words, size)
    shape = assets.title_text(words, size, OUTLINE)
    edge = max(2, size // 22)
    lw, lh = letters.get_size()
    fan = _fan(int(lh * 0.8))
    gap = max(px(10), size // 4)
    pad = edge + max(px(4), size // 10)
    w = fan.get_width() + gap + lw + 2 * pad
    h = max(lh, fan.get_height()) + 2 * pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(fan, fan.get_rect(midleft=(0, h // 2)))
    at = (fan.get_width() + gap + pad - edge, (h - lh) // 2)
    # a soft shadow on the felt, then the walnut outline (the letters stamped around), the gold
    shadow = pygame.transform.gaussian_blur(assets.title_text(words, size, (0, 0, 0)), max(2, size // 14))
    shadow.set_alpha(150)
    surf.blit(shadow, (at[0] + edge, at[1] + edge * 2))
    for dx in range(-edge, edge + 1):
        for dy in range(-edge, edge + 1):
            if dx * dx + dy * dy <= edge * edge + 1:
                surf.blit(shape, (at[0] + dx, at[1] + dy + 1))
    surf.blit(letters, at)
    # a thin highlight along the letters' tops: the letters' own shape, lighter, cut to their upper edge
    light = assets.title_text(words, size, (255, 252, 226))
    top = pygame.Surface((lw, lh), pygame.SRCALPHA)
    top.blit(light, (0, 0))
    top.blit(shape, (0, max(1, size // 30)), special_flags=pygame.BLEND_RGBA_SUB)
    top.set_alpha(150)
    surf.blit(top, at)
    assets.surfaces[key] = surf = assets.fast(surf)
    return surf
