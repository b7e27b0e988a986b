"""Round portraits for the name plates, drawn by the game (no image files): one per AI persona
(by level key) and, for people, their initial on a colour of their own. Built once per size."""

from __future__ import annotations

import math
import zlib

import pygame

from . import assets

INK = (40, 34, 30)
SKINS = {"beginner": (250, 214, 180), "casual": (240, 205, 175), "skilled": (128, 84, 56), "expert": (250, 250, 255)}
BACKDROPS = {"beginner": (86, 150, 214), "casual": (196, 120, 150), "skilled": (70, 120, 96),
             "expert": (150, 110, 210), "reference": (110, 110, 110), "random": (150, 140, 90)}
PEOPLE = [(214, 96, 70), (70, 140, 200), (200, 150, 40), (120, 170, 80), (170, 90, 180), (60, 160, 160)]


def portrait(key: str, name: str, size: int) -> pygame.Surface:
    """A round portrait `size` px wide: `key` an AI level (beginner, casual, skilled, expert...)
    or "human" (then `name`'s initial on a colour picked from the name)."""
    cache_key = ("portrait", key, name if key not in SKINS else "", size)
    surf = assets.surfaces.get(cache_key)
    if surf is None:
        surf = _draw(key, name, max(12, size))
        assets.surfaces[cache_key] = surf = assets.fast(surf)
    return surf


def _draw(key: str, name: str, s: int) -> pygame.Surface:
    big = s * 3  # drawn large, then scaled down smoothly (soft edges)
    img = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big // 2
    if key in SKINS:
        pygame.draw.circle(img, BACKDROPS[key], (c, c), c)
        _face(img, key, big)
    else:
        colour = BACKDROPS.get(key) or PEOPLE[zlib.crc32(name.encode()) % len(PEOPLE)]
        pygame.draw.circle(img, colour, (c, c), c)
        initial = (name.strip()[:1] or "?").upper()
        letter = assets.text(initial, int(big * 0.55), (255, 255, 255), True, display=True)
        img.blit(letter, letter.get_rect(center=(c, c + big // 30)))
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c)
    img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(img, (245, 235, 200), (c, c), c, max(2, big // 24))
    return pygame.transform.smoothscale(img, (s, s))


def _face(img: pygame.Surface, key: str, b: int) -> None:
    """The persona's face: Pip (a kid in a cap), Marta (grey bun, round glasses), Dr. Okafor
    (glasses, bow tie), The Unicorn (a white unicorn with a golden horn)."""
    skin = SKINS[key]
    cx, cy = b // 2, int(b * 0.55)
    r = int(b * 0.27)
    # shoulders
    pygame.draw.ellipse(img, {"beginner": (230, 90, 60), "casual": (120, 60, 110), "skilled": (40, 50, 80),
                              "expert": (240, 240, 250)}[key], (int(b * 0.18), int(b * 0.8), int(b * 0.64), int(b * 0.5)))
    if key == "expert":
        # a unicorn: long head turned a little, mane, golden horn
        pygame.draw.polygon(img, (250, 120, 200), [(cx - r, cy - r), (cx - int(r * 1.4), cy + r), (cx - r // 3, cy)])
        pygame.draw.ellipse(img, skin, (cx - r, cy - r, int(r * 2.0), int(r * 2.3)))
        pygame.draw.ellipse(img, skin, (cx - r // 2, cy + r // 2, int(r * 1.8), int(r * 1.1)))
        pygame.draw.polygon(img, (240, 190, 40), [(cx - r // 4, cy - r + 4), (cx + r // 4, cy - r + 4), (cx + r // 3, cy - int(r * 2.1))])
        for k in range(3):
            y = cy - r - int(r * 0.3) - k * int(r * 0.35)
            pygame.draw.line(img, (190, 140, 20), (cx - r // 5, y + r // 8), (cx + r // 4, y), 2)
        pygame.draw.circle(img, INK, (cx + r // 2, cy + r // 8), max(2, r // 7))
        pygame.draw.circle(img, (200, 170, 190), (cx + int(r * 1.1), cy + int(r * 0.95)), max(2, r // 8))
        return
    if key == "casual":  # grey hair in a bun, behind the head
        pygame.draw.circle(img, (190, 190, 195), (cx, cy - int(r * 1.05)), int(r * 0.5))
        pygame.draw.circle(img, (190, 190, 195), (cx, cy - r // 5), int(r * 1.12))
    pygame.draw.circle(img, skin, (cx, cy), r)
    eye_y, dx = cy - r // 6, int(r * 0.42)
    for x in (cx - dx, cx + dx):
        pygame.draw.circle(img, INK, (x, eye_y), max(2, r // 9))
    smile = pygame.Rect(cx - r // 2, cy - r // 6, r, int(r * 0.8))
    pygame.draw.arc(img, INK, smile, math.pi * 1.15, math.pi * 1.85, max(2, r // 12))
    if key in ("casual", "skilled"):  # round glasses
        for x in (cx - dx, cx + dx):
            pygame.draw.circle(img, INK, (x, eye_y), int(r * 0.3), max(2, r // 14))
        pygame.draw.line(img, INK, (cx - dx + int(r * 0.3), eye_y), (cx + dx - int(r * 0.3), eye_y), max(2, r // 14))
    if key == "beginner":  # a cap with a peak
        pygame.draw.ellipse(img, (230, 90, 60), (cx - r, cy - int(r * 1.25), 2 * r, int(r * 1.1)))
        pygame.draw.ellipse(img, (200, 70, 40), (cx - int(r * 0.2), cy - int(r * 0.55), int(r * 1.5), int(r * 0.35)))
    if key == "skilled":  # short dark hair and a bow tie
        pygame.draw.arc(img, (30, 24, 20), (cx - r, cy - r, 2 * r, 2 * r), math.pi * 0.15, math.pi * 0.85, max(3, r // 4))
        tie_y = int(b * 0.86)
        pygame.draw.polygon(img, (200, 40, 50), [(cx, tie_y), (cx - r // 2, tie_y - r // 4), (cx - r // 2, tie_y + r // 4)])
        pygame.draw.polygon(img, (200, 40, 50), [(cx, tie_y), (cx + r // 2, tie_y - r // 4), (cx + r // 2, tie_y + r // 4)])
