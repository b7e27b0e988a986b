"""Kobito's AI personas as portraits on the name plates (drawn by code, no image files, in the flat
style of CABO's): Pim the easy player, Grandpa Tomte the solid one and The Fox the strong one, each
on a colour of the game's rainbow; the yardstick keeps its initial on a colour. The shell's
`ui/portraits.py` draws them through `portrait_faces` (this game's table module exports it)."""

from __future__ import annotations

import math

import pygame

from ....ui.portraits import INK, Face
from ....ui.people_faces import head_box as _box
from ....ui.people_faces import head_points as _at

BACKDROPS = {"easy": (64, 160, 80), "solid": (48, 110, 210), "strong": (150, 80, 180)}
WHITE = (252, 250, 244)
HAT_RED = (214, 52, 52)


def _drawer(key: str):
    return lambda img, size: DRAW[key](img, size)


def _pim(img: pygame.Surface, b: int) -> None:
    """Pim: a small child kobito with big eyes and rosy cheeks, a little orange pointed hat with a
    yellow bobble, a blue tunic."""
    at, r = _at(b, 0.6)
    skin = (252, 218, 186)
    pygame.draw.ellipse(img, (48, 110, 210), (int(b * 0.22), int(b * 0.82), int(b * 0.56), int(b * 0.5)))
    for side in (-1, 1):  # round ears
        pygame.draw.circle(img, skin, at(side * 0.92, 0.1), int(r * 0.22))
    pygame.draw.circle(img, skin, at(0, 0.05), int(r * 0.92))
    for side in (-1, 1):  # hair peeping out under the hat
        pygame.draw.ellipse(img, (150, 92, 40), _box(at, side * 0.62 - 0.3, -0.55, 0.6, 0.5, r))
    # the little pointed hat, its tip bent over, a bobble at the end
    pygame.draw.polygon(img, (240, 136, 40), [at(-0.95, -0.42), at(0.95, -0.42), at(0.3, -1.45), at(0.0, -1.5)])
    pygame.draw.polygon(img, (206, 104, 24), [at(0.3, -0.42), at(0.95, -0.42), at(0.3, -1.45)])
    pygame.draw.polygon(img, (240, 136, 40), [at(0.0, -1.5), at(0.3, -1.45), at(0.72, -1.2), at(0.5, -1.15)])
    pygame.draw.ellipse(img, (206, 104, 24), _box(at, -1.05, -0.62, 2.1, 0.4, r))  # its rolled brim
    pygame.draw.circle(img, (236, 200, 40), at(0.7, -1.12), int(r * 0.19))
    for side in (-1, 1):
        eye = at(side * 0.38, 0.08)
        pygame.draw.circle(img, INK, eye, max(2, int(r * 0.17)))
        pygame.draw.circle(img, WHITE, (eye[0] + int(r * 0.06), eye[1] - int(r * 0.06)), max(1, int(r * 0.06)))
        pygame.draw.circle(img, (246, 156, 150), at(side * 0.58, 0.42), int(r * 0.14))
    pygame.draw.arc(img, INK, _box(at, -0.22, 0.22, 0.44, 0.42, r), math.pi * 1.15, math.pi * 1.85, max(2, int(r * 0.08)))


def _tomte(img: pygame.Surface, b: int) -> None:
    """Grandpa Tomte: a Nordic tomte, all hat and beard: a tall red pointed hat pulled down over
    his eyes, a big round nose and a great white beard over a grey coat."""
    at, r = _at(b, 0.52)
    pygame.draw.ellipse(img, (96, 104, 112), (int(b * 0.14), int(b * 0.8), int(b * 0.72), int(b * 0.5)))
    beard, shade = (250, 250, 246), (214, 214, 222)
    pygame.draw.polygon(img, shade, [at(-1.15, 0.1), at(1.15, 0.1), at(0.9, 1.1), at(0, 1.85), at(-0.9, 1.1)])
    pygame.draw.polygon(img, beard, [at(-1.05, 0.1), at(1.05, 0.1), at(0.8, 1.05), at(0, 1.72), at(-0.8, 1.05)])
    pygame.draw.ellipse(img, beard, _box(at, -1.15, -0.1, 2.3, 1.3, r))
    for side in (-1, 1):  # the moustache, curled at its ends
        pygame.draw.ellipse(img, shade, _box(at, -0.02 if side > 0 else -0.68, 0.32, 0.7, 0.34, r), max(2, int(r * 0.07)))
    # the hat: a tall cone, its tip leaning over, down to the nose
    pygame.draw.polygon(img, HAT_RED, [at(-1.2, 0.22), at(1.2, 0.22), at(0.7, -1.1), at(0.35, -2.0), at(-0.2, -1.6)])
    pygame.draw.polygon(img, (170, 34, 40), [at(0.45, 0.22), at(1.2, 0.22), at(0.7, -1.1), at(0.35, -2.0)])
    pygame.draw.ellipse(img, HAT_RED, _box(at, -1.25, -0.05, 2.5, 0.5, r))
    pygame.draw.arc(img, (170, 34, 40), _box(at, -1.25, -0.05, 2.5, 0.5, r), math.pi * 1.05, math.pi * 1.95,
                    max(2, int(r * 0.08)))
    pygame.draw.circle(img, (238, 160, 140), at(0, 0.42), int(r * 0.36))  # the nose
    pygame.draw.circle(img, (252, 206, 190), at(-0.1, 0.32), max(1, int(r * 0.1)))


def _fox(img: pygame.Surface, b: int) -> None:
    """The Fox: a red fox's head with tall pointed ears, white cheeks, narrow clever eyes and a
    black nose at the tip of its muzzle, a white bib below."""
    at, r = _at(b, 0.5)
    fur, dark = (228, 112, 36), (70, 36, 28)
    pygame.draw.ellipse(img, fur, (int(b * 0.16), int(b * 0.78), int(b * 0.68), int(b * 0.5)))
    pygame.draw.ellipse(img, WHITE, (int(b * 0.36), int(b * 0.8), int(b * 0.28), int(b * 0.4)))  # the bib
    for side in (-1, 1):  # the ears, dark inside
        pygame.draw.polygon(img, fur, [at(side * 0.3, -0.7), at(side * 1.2, -1.7), at(side * 1.25, -0.2)])
        pygame.draw.polygon(img, dark, [at(side * 0.55, -0.72), at(side * 1.12, -1.42), at(side * 1.1, -0.45)])
    # the head: a broad brow narrowing to the muzzle
    pygame.draw.ellipse(img, fur, _box(at, -1.25, -1.0, 2.5, 1.6, r))
    pygame.draw.polygon(img, fur, [at(-1.25, -0.1), at(1.25, -0.1), at(0.3, 1.2), at(-0.3, 1.2)])
    for side in (-1, 1):  # the white cheeks, sweeping down to the muzzle
        pygame.draw.polygon(img, WHITE, [at(side * 1.3, -0.05), at(side * 0.35, 0.3), at(side * 0.12, 1.22),
                                         at(side * 0.35, 1.2)])
        eye = at(side * 0.45, -0.28)
        pygame.draw.ellipse(img, INK, (eye[0] - int(r * 0.18), eye[1] - int(r * 0.1), int(r * 0.36), int(r * 0.2)))
        pygame.draw.circle(img, WHITE, (eye[0] + side * int(r * 0.05), eye[1] - int(r * 0.02)), max(1, int(r * 0.04)))
    pygame.draw.ellipse(img, INK, _box(at, -0.24, 1.0, 0.48, 0.32, r))  # the nose
    pygame.draw.line(img, dark, at(0, 0.7), at(0, 1.0), max(1, int(r * 0.04)))


DRAW = {"easy": _pim, "solid": _tomte, "strong": _fox}

# level key -> its portrait (the yardstick has none: its initial on a colour)
portrait_faces = {key: Face(backdrop, _drawer(key)) for key, backdrop in BACKDROPS.items()}
