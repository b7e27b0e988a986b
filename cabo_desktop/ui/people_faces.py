"""The people at the table (you, hot-seat players, friends at other computers) as faces drawn in
code, in the flat style of the games' AI personas (issue 40, a reviewer's fix 5): eight friendly
people with their own skin tones and hair (short, long, curly, a bun, bald with a beard, a ponytail,
glasses, a beanie), each in a shirt of one of the people's colours. A name always gets the same
person and shirt (picked by its crc32), so two hot-seat players differ and a name keeps its face."""

from __future__ import annotations

import math
import zlib
from typing import Callable

import pygame

INK = (40, 34, 30)
WHITE = (252, 250, 244)
CREAM = (246, 238, 218)
CHEEK = (236, 140, 130)

Point = Callable[[float, float], tuple[int, int]]


def pick(name: str, colours: int) -> tuple[int, int]:
    """Which person (0..len(FACES)-1) and which of `colours` shirt colours a name gets: both from
    the name's crc32 (the colour from its low bits, as the initial's backdrop was picked before;
    the person from bits 15 up, where the default hot-seat names "You", "Player 2" and "Player 3"
    get three different people in English, French and Ukrainian), so a name keeps its face."""
    crc = zlib.crc32(name.encode())
    return (crc >> 15) % len(FACES), crc % colours


def backdrop(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The disc behind a person: their colour paled toward cream (AI personas sit on loud colours)."""
    return tuple(int(a * 0.38 + b * 0.62) for a, b in zip(colour, CREAM))  # type: ignore[return-value]


def draw(img: pygame.Surface, b: int, person: int, shirt: tuple[int, int, int]) -> None:
    """Person number `person` on a square of `b` px (its disc already filled), in a `shirt`."""
    FACES[person % len(FACES)](img, b, shirt)


def head_points(b: int, cy: float = 0.55, r: float = 0.27) -> tuple[Point, float]:
    """For every drawn face (people here, the games' personas): a point maker for a square of `b`
    px, (x, y) in head radii from the head's centre -> pixels, and the head's radius in pixels."""
    cx, cy, r = b / 2, b * cy, b * r
    return (lambda x, y: (int(cx + x * r), int(cy + y * r))), r


def head_box(at: Point, x: float, y: float, w: float, h: float, r: float) -> pygame.Rect:
    """A rectangle from its top left corner and size, all in head radii (see head_points)."""
    left, top = at(x, y)
    return pygame.Rect(left, top, max(1, int(w * r)), max(1, int(h * r)))


def _at(b: int, cy: float = 0.56) -> tuple[Point, float]:
    return head_points(b, cy)


_box = head_box


def _body(img: pygame.Surface, b: int, at: Point, r: float, shirt: tuple[int, int, int],
          skin: tuple[int, int, int]) -> None:
    """The shoulders in the shirt, a neck and a round collar."""
    pygame.draw.ellipse(img, shirt, (int(b * 0.17), int(b * 0.8), int(b * 0.66), int(b * 0.5)))
    pygame.draw.rect(img, skin, _box(at, -0.32, 0.6, 0.64, 0.5, r))
    pygame.draw.ellipse(img, skin, _box(at, -0.4, 0.85, 0.8, 0.45, r))
    dark = tuple(int(v * 0.75) for v in shirt)
    pygame.draw.arc(img, dark, _box(at, -0.45, 0.72, 0.9, 0.62, r), math.pi * 1.05, math.pi * 1.95, max(2, int(r * 0.1)))


def _head(img: pygame.Surface, at: Point, r: float, skin: tuple[int, int, int], ears: bool = True) -> None:
    """The head (and its ears)."""
    if ears:
        for side in (-1, 1):
            pygame.draw.circle(img, skin, at(side * 0.95, 0.12), int(r * 0.2))
    pygame.draw.circle(img, skin, at(0, 0.05), int(r * 0.95))


def _hairline(img: pygame.Surface, at: Point, r: float, skin: tuple[int, int, int], hair: tuple[int, int, int]) -> None:
    """Short hair: the hair's round over the skull, the face below a curved hairline, the ears."""
    pygame.draw.ellipse(img, hair, _box(at, -0.95, -1.0, 1.9, 1.3, r))
    for side in (-1, 1):
        pygame.draw.circle(img, skin, at(side * 0.95, 0.14), int(r * 0.2))
    pygame.draw.ellipse(img, skin, _box(at, -0.9, -0.52, 1.8, 1.4, r))
    pygame.draw.circle(img, skin, at(0, 0.12), int(r * 0.88))


def _features(img: pygame.Surface, at: Point, r: float, cheeks: bool = True, smile: bool = True) -> None:
    """Two eyes with a glint, rosy cheeks and a smile."""
    for side in (-1, 1):
        eye = at(side * 0.38, 0.0)
        pygame.draw.circle(img, INK, eye, max(2, int(r * 0.13)))
        pygame.draw.circle(img, WHITE, (eye[0] + int(r * 0.04), eye[1] - int(r * 0.05)), max(1, int(r * 0.045)))
        if cheeks:
            pygame.draw.circle(img, CHEEK, at(side * 0.6, 0.36), int(r * 0.14))
    if smile:
        pygame.draw.arc(img, INK, _box(at, -0.38, -0.1, 0.76, 0.7, r), math.pi * 1.18, math.pi * 1.82, max(2, int(r * 0.09)))


def _short(img: pygame.Surface, b: int, shirt) -> None:
    """Sam: short dark brown hair with a quiff, warm brown skin."""
    at, r = _at(b)
    skin, hair = (198, 136, 98), (62, 40, 28)
    _body(img, b, at, r, shirt, skin)
    _hairline(img, at, r, skin, hair)
    pygame.draw.ellipse(img, hair, _box(at, -0.6, -1.2, 1.3, 0.72, r))  # the quiff
    for side in (-1, 1):  # the sideburns
        pygame.draw.rect(img, hair, _box(at, side * 0.86 - (0.16 if side > 0 else 0), -0.4, 0.16, 0.42, r))
    _features(img, at, r, cheeks=False)


def _long(img: pygame.Surface, b: int, shirt) -> None:
    """Lena: long straight blonde hair to the shoulders, a side-swept fringe, fair skin."""
    at, r = _at(b)
    skin, hair = (252, 222, 194), (232, 188, 92)
    pygame.draw.rect(img, hair, _box(at, -1.12, -0.3, 2.24, 1.65, r), border_radius=int(r * 0.35))
    _body(img, b, at, r, shirt, skin)
    pygame.draw.circle(img, hair, at(0, -0.08), int(r * 1.12))
    _head(img, at, r, skin, ears=False)
    pygame.draw.polygon(img, hair, [at(-0.98, -0.1), at(-0.92, -0.72), at(-0.3, -1.08), at(0.6, -1.0),
                                    at(0.98, -0.45), at(0.95, -0.05), at(0.55, -0.55), at(-0.15, -0.5)])
    pygame.draw.arc(img, (200, 150, 60), _box(at, -0.7, -1.0, 1.4, 0.9, r), math.pi * 0.2, math.pi * 0.7, max(2, int(r * 0.06)))
    _features(img, at, r)


def _curly(img: pygame.Surface, b: int, shirt) -> None:
    """Kofi: a round cloud of tight black curls, deep brown skin, a wide smile."""
    at, r = _at(b, 0.58)
    skin, hair = (112, 72, 50), (34, 26, 24)
    _body(img, b, at, r, shirt, skin)
    for k in range(11):  # the curls round the top of the head
        a = math.pi * (0.95 + k * 0.11)
        pygame.draw.circle(img, hair, at(math.cos(a) * 0.98, -0.25 + math.sin(a) * 0.9), int(r * 0.42))
    pygame.draw.circle(img, hair, at(0, -0.45), int(r * 0.95))
    _head(img, at, r, skin)
    pygame.draw.ellipse(img, hair, _box(at, -0.9, -0.98, 1.8, 0.62, r))
    for x in (-0.55, -0.15, 0.25, 0.62):  # the curls' edge over the brow
        pygame.draw.circle(img, hair, at(x, -0.42), int(r * 0.22))
    _features(img, at, r, cheeks=False, smile=False)
    mouth = _box(at, -0.36, 0.24, 0.72, 0.44, r)  # an open smile with teeth
    pygame.draw.ellipse(img, (130, 30, 40), mouth)
    pygame.draw.rect(img, WHITE, (mouth.left + mouth.w // 6, mouth.centery - mouth.h // 8, mouth.w * 2 // 3, mouth.h // 5))
    pygame.draw.rect(img, skin, (mouth.left, mouth.top, mouth.w, mouth.h // 2))


def _bun(img: pygame.Surface, b: int, shirt) -> None:
    """Rosie: auburn hair up in a bun, freckles, fair skin, small earrings."""
    at, r = _at(b, 0.58)
    skin, hair = (248, 212, 182), (172, 72, 38)
    _body(img, b, at, r, shirt, skin)
    pygame.draw.circle(img, hair, at(0, -1.28), int(r * 0.5))
    pygame.draw.circle(img, hair, at(0, -0.12), int(r * 1.05))
    _head(img, at, r, skin)
    pygame.draw.ellipse(img, hair, _box(at, -0.98, -1.0, 1.96, 0.82, r))
    pygame.draw.arc(img, (130, 50, 24), _box(at, -0.45, -1.7, 0.9, 0.85, r), math.pi * 0.2, math.pi * 0.9, max(2, int(r * 0.07)))
    for side in (-1, 1):
        pygame.draw.circle(img, (240, 196, 60), at(side * 0.97, 0.38), max(2, int(r * 0.09)))
        for dx, dy in ((0.52, 0.25), (0.66, 0.33), (0.56, 0.42)):
            pygame.draw.circle(img, (196, 120, 80), at(side * dx, dy), max(1, int(r * 0.045)))
    _features(img, at, r, cheeks=False)


def _beard(img: pygame.Surface, b: int, shirt) -> None:
    """Hugo: bald and shining on top, a full grey-brown beard, tanned skin."""
    at, r = _at(b)
    skin, beard = (214, 160, 118), (118, 96, 84)
    _body(img, b, at, r, shirt, skin)
    _head(img, at, r, skin)
    pygame.draw.ellipse(img, (240, 200, 168), _box(at, -0.4, -0.8, 0.5, 0.26, r))  # the shine
    for side in (-1, 1):  # what hair is left, above the ears
        pygame.draw.ellipse(img, beard, _box(at, side * 0.9 - 0.14, -0.35, 0.28, 0.55, r))
    pygame.draw.ellipse(img, beard, _box(at, -0.92, -0.05, 1.84, 1.3, r))
    pygame.draw.ellipse(img, skin, _box(at, -0.78, -0.55, 1.56, 0.98, r))
    mouth = _box(at, -0.3, 0.36, 0.6, 0.4, r)  # a smile in the beard, under the moustache
    pygame.draw.ellipse(img, (150, 60, 56), mouth)
    pygame.draw.rect(img, beard, (mouth.left, mouth.top, mouth.w, mouth.h // 2))
    pygame.draw.circle(img, (200, 132, 96), at(0, 0.22), int(r * 0.16))  # the nose
    for side in (-1, 1):
        pygame.draw.arc(img, beard, _box(at, side * 0.38 - 0.25, -0.5, 0.5, 0.3, r), math.pi * 0.15, math.pi * 0.85, max(2, int(r * 0.1)))
    _features(img, at, r, cheeks=False, smile=False)


def _ponytail(img: pygame.Surface, b: int, shirt) -> None:
    """Mila: dark brown hair in a high ponytail with a tie, olive skin."""
    at, r = _at(b)
    skin, hair = (226, 182, 142), (76, 46, 30)
    pygame.draw.polygon(img, hair, [at(0.5, -0.95), at(1.2, -1.0), at(1.55, 0.2), at(1.3, 0.95), at(1.0, 0.4)])  # the tail
    _body(img, b, at, r, shirt, skin)
    _head(img, at, r, skin)
    pygame.draw.ellipse(img, hair, _box(at, -1.0, -1.05, 2.0, 1.0, r))
    pygame.draw.polygon(img, hair, [at(-0.98, -0.3), at(-0.5, -0.75), at(0.6, -0.85), at(0.98, -0.3), at(0.4, -0.5)])
    pygame.draw.circle(img, tuple(255 - v // 2 for v in shirt), at(0.78, -0.82), int(r * 0.16))  # the hair tie
    _features(img, at, r)


def _glasses(img: pygame.Surface, b: int, shirt) -> None:
    """Theo: neat black hair swept to one side, square glasses, light brown skin."""
    at, r = _at(b)
    skin, hair = (232, 186, 146), (28, 26, 30)
    _body(img, b, at, r, shirt, skin)
    _hairline(img, at, r, skin, hair)
    pygame.draw.polygon(img, hair, [at(-0.88, -0.38), at(-0.5, -0.72), at(0.3, -0.78), at(0.88, -0.3), at(0.4, -0.5),
                                    at(-0.3, -0.52)])  # the fringe, swept to the right
    _features(img, at, r, cheeks=False)
    thick = max(2, int(r * 0.08))
    for side in (-1, 1):
        pygame.draw.rect(img, INK, _box(at, side * 0.38 - 0.27, -0.22, 0.54, 0.42, r), thick, border_radius=int(r * 0.08))
    pygame.draw.line(img, INK, at(-0.11, -0.05), at(0.11, -0.05), thick)


def _beanie(img: pygame.Surface, b: int, shirt) -> None:
    """Noor: a knitted beanie with a pom-pom, black curls below it, dark skin."""
    at, r = _at(b, 0.58)
    skin, hair = (92, 60, 44), (30, 22, 20)
    hat = tuple(255 - v // 2 for v in shirt[::-1])
    _body(img, b, at, r, shirt, skin)
    for side in (-1, 1):
        pygame.draw.circle(img, hair, at(side * 0.82, 0.2), int(r * 0.36))
    _head(img, at, r, skin, ears=False)
    pygame.draw.circle(img, WHITE, at(0, -1.55), int(r * 0.3))  # the pom-pom
    pygame.draw.ellipse(img, hat, _box(at, -1.05, -1.45, 2.1, 1.4, r))
    pygame.draw.rect(img, hat, _box(at, -1.05, -0.8, 2.1, 0.4, r))
    brim = tuple(int(v * 0.78) for v in hat)
    pygame.draw.rect(img, brim, _box(at, -1.08, -0.7, 2.16, 0.38, r), border_radius=int(r * 0.1))
    for x in (-0.7, -0.35, 0.0, 0.35, 0.7):  # the knit's ribs
        pygame.draw.line(img, hat, at(x, -0.66), at(x, -0.38), max(1, int(r * 0.05)))
    _features(img, at, r, cheeks=False)


FACES = [_short, _long, _curly, _bun, _beard, _ponytail, _glasses, _beanie]
