"""A line set in two faces: the text face for the characters it has, a fallback face (DejaVu Sans)
for the ones it lacks (a suit symbol, an arrow), the runs side by side on one baseline. Used by
assets.SafeFont, so that one "♦" never sets a whole line in the fallback face."""

from __future__ import annotations

from functools import lru_cache

import pygame


def split(content: str, lacking: set, own: pygame.font.Font, other: pygame.font.Font) -> list[tuple]:
    """`content` cut into (face, run) pairs: `other` sets the characters in `lacking`."""
    runs: list[tuple] = []
    for ch in content:
        face = other if ch in lacking else own
        if runs and runs[-1][0] is face:
            runs[-1] = (face, runs[-1][1] + ch)
        else:
            runs.append((face, ch))
    return runs


def laid(runs: list[tuple]) -> tuple[int, int, int]:
    """(width, height, baseline) of the runs on one baseline."""
    faces = {face for face, _ in runs}
    baseline = max(face.get_ascent() for face in faces)
    height = max(baseline - face.get_ascent() + _drawn_height(face) for face in faces)
    return sum(pygame.font.Font.size(face, run)[0] for face, run in runs), height, baseline


@lru_cache(maxsize=64)
def _drawn_height(face: pygame.font.Font) -> int:
    """The height of a line the face draws (pygame may draw it taller than Font.size says)."""
    return pygame.font.Font.render(face, "x", True, (0, 0, 0)).get_height()


def render(runs: list[tuple], antialias: bool, color, bgcolor=None) -> pygame.Surface:
    """The runs drawn side by side on one baseline (see `laid`)."""
    width, height, baseline = laid(runs)
    surf = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    # a transparent fill in the text's own colour: the antialiased edges blend to it, not to black
    surf.fill((*pygame.Color(bgcolor)[:3], 255) if bgcolor is not None else (*pygame.Color(color)[:3], 0))
    x = 0
    for face, run in runs:
        run_width = pygame.font.Font.size(face, run)[0]
        if run_width:
            surf.blit(pygame.font.Font.render(face, run, antialias, color, bgcolor), (x, baseline - face.get_ascent()))
        x += run_width
    return surf
