"""Round portraits for the name plates, drawn by the game (no image files): an AI persona's face as
its game draws it (`portrait_faces` of the game's table module: level key -> Face), a person at the
table as one of the people drawn in `people_faces` (with their initial as a badge when there is
room), and levels without a face as their initial on a colour of their own. Built once per size."""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from . import assets, people_faces

INK = (40, 34, 30)
RANDOM = (150, 140, 90)  # the backdrop of the game-independent random player
BADGE_FROM = 40  # px: a person's portrait this big or bigger also wears their initial as a badge
PEOPLE = [(214, 96, 70), (70, 140, 200), (200, 150, 40), (120, 170, 80), (170, 90, 180), (60, 160, 160)]


@dataclass(frozen=True)
class Face:
    """An AI persona's portrait as its game declares it: a backdrop colour, and what draws the face
    on a square of `size` px (`draw(img, size)`; None: the persona's initial on the backdrop)."""

    backdrop: tuple[int, int, int]
    draw: Callable[[pygame.Surface, int], None] | None = None


def faces(game: Any) -> dict[str, Face]:
    """A game's persona portraits by level key (none for a game whose table declares none)."""
    return getattr(game.ui(), "portrait_faces", {})


def portrait(key: str, name: str, size: int, game: Any = None) -> pygame.Surface:
    """A round portrait `size` px wide: `key` an AI level of `game` (a Game or its name; None: the
    registry's default game) with the face that game gives it, or "human" (then a person picked
    from `name`, wearing its initial as a badge from BADGE_FROM px)."""
    from ..games import get_game

    game = game if game is not None and not isinstance(game, str) else get_game(game)
    face = faces(game).get(key)
    cache_key = ("portrait", game.name, key, name if face is None or face.draw is None else "", size)
    surf = assets.surfaces.get(cache_key)
    if surf is None:
        surf = _draw(face, key, name, max(12, size))
        assets.surfaces[cache_key] = surf = assets.fast(surf)
    return surf


def _draw(face: Face | None, key: str, name: str, s: int) -> pygame.Surface:
    big = s * 3  # drawn large, then scaled down smoothly (soft edges)
    img = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big // 2
    person = face is None and key == "human"
    if face is not None and face.draw is not None:
        pygame.draw.circle(img, face.backdrop, (c, c), c)
        face.draw(img, big)
    elif person:  # a person at the table: one of the people drawn in people_faces, picked by the name
        which, colour_at = people_faces.pick(name, len(PEOPLE))
        pygame.draw.circle(img, people_faces.backdrop(PEOPLE[colour_at]), (c, c), c)
        people_faces.draw(img, big, which, PEOPLE[colour_at])
    else:
        colour = face.backdrop if face is not None else RANDOM if key == "random" else \
            PEOPLE[zlib.crc32(name.encode()) % len(PEOPLE)]
        pygame.draw.circle(img, colour, (c, c), c)
        initial = (name.strip()[:1] or "?").upper()
        letter = assets.text(initial, int(big * 0.55), (255, 255, 255), True, display=True)
        img.blit(letter, letter.get_rect(center=(c, c + big // 30)))
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c)
    img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if s >= 20:  # a medallion: a gold foil rim, lit at the top, in a dark bezel (issue 40, item 3)
        rim = max(3, big // 20)
        pygame.draw.circle(img, (64, 44, 20), (c, c), c, max(2, big // 40))
        pygame.draw.circle(img, (214, 172, 72), (c, c), c - max(2, big // 40), rim)
        pygame.draw.arc(img, (250, 226, 140), pygame.Rect(0, 0, big, big).inflate(-2 * max(2, big // 40), -2 * max(2, big // 40)),
                        0.5, 2.65, max(2, rim // 2))
        pygame.draw.circle(img, (90, 62, 24), (c, c), c - max(2, big // 40) - rim, max(1, big // 60))
    else:
        pygame.draw.circle(img, (245, 235, 200), (c, c), c, max(2, big // 24))
    if person and s >= BADGE_FROM:
        _badge(img, big, name, PEOPLE[people_faces.pick(name, len(PEOPLE))[1]])
    return pygame.transform.smoothscale(img, (s, s))


def _badge(img: pygame.Surface, big: int, name: str, colour: tuple[int, int, int]) -> None:
    """A person's initial in a small round badge at the lower right of their disc (two hot-seat
    players, or "You" beside them, still tell apart at a glance)."""
    centre, radius = (int(big * 0.81), int(big * 0.81)), int(big * 0.165)  # pinned over the rim
    pygame.draw.circle(img, (64, 44, 20), centre, radius)
    pygame.draw.circle(img, (250, 244, 226), centre, radius - max(2, big // 60))
    pygame.draw.circle(img, colour, centre, radius - max(3, big // 30))
    initial = (name.strip()[:1] or "?").upper()
    letter = assets.text(initial, int(radius * 1.25), (255, 255, 255), True, display=True)
    img.blit(letter, letter.get_rect(center=(centre[0], centre[1] + big // 120)))
