"""Cabanga!'s AI personas as portraits on the name plates (drawn by code, no image files, in the
flat style of CABO's): Lulu the easy player, Uncle Rémi the solid one and The Owl the strong one,
each on one of the game's loud colours; the yardstick keeps its initial on a colour. The shell's
`ui/portraits.py` draws them through `portrait_faces` (this game's table module exports it)."""

from __future__ import annotations

import math

import pygame

from ....ui.portraits import INK, Face
from ....ui.people_faces import head_box as _box
from ....ui.people_faces import head_points as _at

BACKDROPS = {"easy": (206, 48, 52), "solid": (134, 70, 178), "strong": (38, 104, 204)}
WHITE = (252, 250, 244)


def _drawer(key: str):
    return lambda img, size: DRAW[key](img, size)


def _lulu(img: pygame.Surface, b: int) -> None:
    """Lulu: a cheerful young girl, brown hair in two pigtails with yellow bows, rosy cheeks, a
    wide smile, a blue dress with a white collar."""
    at, r = _at(b, 0.56)
    hair, skin = (112, 64, 34), (250, 216, 184)
    pygame.draw.ellipse(img, (40, 96, 206), (int(b * 0.2), int(b * 0.8), int(b * 0.6), int(b * 0.5)))
    pygame.draw.polygon(img, WHITE, [at(-0.55, 1.0), at(0.55, 1.0), at(0, 1.45)])
    for side in (-1, 1):  # the pigtails, tied up high on each side
        pygame.draw.polygon(img, hair, [at(side * 0.9, -0.6), at(side * 1.75, 0.55), at(side * 1.2, 0.75)])
        pygame.draw.ellipse(img, hair, _box(at, side * 1.48 - 0.34, -0.1, 0.68, 1.0, r))
    pygame.draw.circle(img, hair, at(0, -0.08), int(r * 1.04))
    pygame.draw.circle(img, skin, at(0, 0.05), int(r * 0.95))
    pygame.draw.ellipse(img, hair, _box(at, -1.0, -1.12, 2.0, 0.78, r))  # the fringe
    for side in (-1, 1):  # the bows where the pigtails are tied
        knot = at(side * 1.05, -0.45)
        pygame.draw.polygon(img, (240, 192, 36), [knot, at(side * 1.05 - 0.38, -0.78), at(side * 1.05 - 0.38, -0.12)])
        pygame.draw.polygon(img, (240, 192, 36), [knot, at(side * 1.05 + 0.38, -0.78), at(side * 1.05 + 0.38, -0.12)])
        pygame.draw.circle(img, (214, 150, 20), knot, int(r * 0.12))
    for side in (-1, 1):
        eye = at(side * 0.4, 0.0)
        pygame.draw.circle(img, INK, eye, max(2, int(r * 0.14)))
        pygame.draw.circle(img, WHITE, (eye[0] + int(r * 0.05), eye[1] - int(r * 0.05)), max(1, int(r * 0.05)))
        pygame.draw.circle(img, (244, 150, 150), at(side * 0.6, 0.35), int(r * 0.15))
    mouth = _box(at, -0.38, 0.22, 0.76, 0.5, r)  # an open smile: a red half moon
    pygame.draw.ellipse(img, (170, 40, 50), mouth)
    pygame.draw.rect(img, skin, (mouth.left, mouth.top, mouth.width, mouth.height // 2))


def _remi(img: pygame.Surface, b: int) -> None:
    """Uncle Rémi: a retired post-office clerk in his old navy postman's cap with its yellow
    band, a grey walrus moustache, a round nose and a brown cardigan over a white shirt."""
    at, r = _at(b, 0.57)
    skin, grey, navy = (236, 196, 164), (214, 214, 218), (30, 44, 92)
    pygame.draw.ellipse(img, (130, 84, 50), (int(b * 0.16), int(b * 0.8), int(b * 0.68), int(b * 0.5)))
    pygame.draw.polygon(img, WHITE, [at(-0.42, 0.95), at(0.42, 0.95), at(0, 1.6)])
    pygame.draw.polygon(img, (150, 30, 40), [at(-0.1, 1.0), at(0.1, 1.0), at(0.06, 1.5), at(-0.06, 1.5)])  # a tie
    for y in (1.3, 1.62):  # the cardigan's buttons
        pygame.draw.circle(img, (240, 214, 150), at(0.28, y), max(1, int(r * 0.07)))
    for side in (-1, 1):  # the ears and grey hair at the temples
        pygame.draw.circle(img, skin, at(side * 0.98, 0.1), int(r * 0.2))
        pygame.draw.ellipse(img, grey, _box(at, side * 0.88 - 0.2, -0.45, 0.4, 0.62, r))
    pygame.draw.circle(img, skin, at(0, 0.05), int(r * 0.95))
    # the cap: a flat crown over a band and a black peak
    pygame.draw.ellipse(img, navy, _box(at, -1.15, -1.45, 2.3, 0.75, r))
    pygame.draw.rect(img, navy, _box(at, -0.98, -1.12, 1.96, 0.62, r))
    pygame.draw.rect(img, (240, 192, 36), _box(at, -0.98, -0.68, 1.96, 0.2, r))
    pygame.draw.ellipse(img, (20, 20, 26), _box(at, -1.02, -0.58, 2.04, 0.34, r))
    pygame.draw.circle(img, (240, 192, 36), at(0, -0.95), int(r * 0.14))  # the badge
    for side in (-1, 1):
        pygame.draw.circle(img, INK, at(side * 0.4, -0.06), max(2, int(r * 0.11)))
    pygame.draw.circle(img, (226, 150, 130), at(0, 0.2), int(r * 0.2))  # the nose
    for side in (-1, 1):  # the moustache, drooping at its ends
        pygame.draw.ellipse(img, grey, _box(at, -0.05 if side > 0 else -0.62, 0.3, 0.67, 0.34, r))
        pygame.draw.circle(img, grey, at(side * 0.62, 0.55), int(r * 0.13))
    pygame.draw.arc(img, INK, _box(at, -0.24, 0.42, 0.48, 0.4, r), math.pi * 1.2, math.pi * 1.8, max(2, int(r * 0.07)))


def _owl(img: pygame.Surface, b: int) -> None:
    """The Owl: a brown owl with ear tufts, a pale face disc, huge round amber eyes and a small
    hooked beak, its speckled breast below."""
    at, r = _at(b, 0.55)
    brown, dark, pale = (134, 90, 56), (92, 58, 34), (232, 204, 158)
    pygame.draw.ellipse(img, brown, _box(at, -1.55, 0.35, 3.1, 2.6, r))  # the body
    pygame.draw.ellipse(img, pale, _box(at, -0.8, 0.9, 1.6, 2.0, r))  # the breast, speckled
    for x, y in ((-0.4, 1.25), (0.0, 1.15), (0.4, 1.25), (-0.2, 1.55), (0.2, 1.55)):
        pygame.draw.arc(img, dark, _box(at, x - 0.14, y - 0.1, 0.28, 0.22, r), math.pi * 1.1, math.pi * 1.9, max(2, int(r * 0.06)))
    for side in (-1, 1):  # the ear tufts
        pygame.draw.polygon(img, dark, [at(side * 0.5, -0.7), at(side * 1.25, -1.55), at(side * 1.05, -0.35)])
    pygame.draw.ellipse(img, brown, _box(at, -1.3, -1.0, 2.6, 1.95, r))  # the head
    for side in (-1, 1):  # the face disc and the eyes
        eye = at(side * 0.5, -0.12)
        pygame.draw.circle(img, pale, eye, int(r * 0.6))
        pygame.draw.circle(img, (246, 176, 34), eye, int(r * 0.42))
        pygame.draw.circle(img, INK, eye, int(r * 0.22))
        pygame.draw.circle(img, WHITE, (eye[0] + int(r * 0.08), eye[1] - int(r * 0.09)), max(1, int(r * 0.08)))
    pygame.draw.polygon(img, (232, 140, 30), [at(-0.18, 0.22), at(0.18, 0.22), at(0, 0.62)])  # the beak
    for side in (-1, 1):  # the brows over the eyes, a wise V
        pygame.draw.line(img, dark, at(side * 0.08, -0.55), at(side * 0.95, -0.82), max(2, int(r * 0.1)))


DRAW = {"easy": _lulu, "solid": _remi, "strong": _owl}

# level key -> its portrait (the yardstick has none: its initial on a colour)
portrait_faces = {key: Face(backdrop, _drawer(key)) for key, backdrop in BACKDROPS.items()}
