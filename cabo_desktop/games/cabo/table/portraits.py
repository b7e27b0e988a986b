"""CABO's AI personas as portraits on the name plates (drawn by code, no image files): Pip the
Beginner, Marta the Casual, Dr. Okafor the Skilled and The Unicorn the Expert, each on a backdrop of
its own; the arena's reference player is its initial on grey. The shell's `ui/portraits.py` draws
them through `portrait_faces` (this game's table module exports it)."""

from __future__ import annotations

import math

import pygame

from ....ui.portraits import INK, Face

SKINS = {"beginner": (250, 214, 180), "casual": (240, 205, 175), "skilled": (128, 84, 56), "expert": (250, 250, 255)}
BACKDROPS = {"beginner": (86, 150, 214), "casual": (196, 120, 150), "skilled": (70, 120, 96),
             "expert": (150, 110, 210), "reference": (110, 110, 110)}


def _drawer(key: str):
    return lambda img, size: _face(img, key, size)


# level key -> its portrait (a level without a face: its persona's initial on the backdrop)
portrait_faces = {key: Face(backdrop, _drawer(key) if key in SKINS else None) for key, backdrop in BACKDROPS.items()}


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
