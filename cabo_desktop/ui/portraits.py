"""Round portraits for the name plates, drawn by the game (no image files): an AI persona's face as
its game draws it (`portrait_faces` of the game's table module: level key -> Face), a person at the
table as one of the people drawn in `people_faces` (with their initial as a badge when there is
room), and levels without a face as their initial on a colour of their own; each disc lit, sunk
in a bevelled gold ring (20 px and more). Built once per size."""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from ..i18n import _
from ..storage.settings import DEFAULT_PLAYER_NAME
from . import assets, people_faces

INK = (40, 34, 30)
RANDOM = (150, 140, 90)  # the backdrop of the game-independent random player
BADGE_FROM = 40  # px: a person's portrait this big or bigger also wears their initial as a badge
LIGHT = 0.36  # the backdrop's light: from 1 - LIGHT/2 of its colour at the rim to 1 + LIGHT/2 in its pool
PEOPLE = [(214, 96, 70), (70, 140, 200), (200, 150, 40), (120, 170, 80), (170, 90, 180), (60, 160, 160)]


@dataclass(frozen=True)
class Face:
    """An AI persona's portrait as its game declares it: a backdrop colour, and what draws the face
    on a square of `size` px (`draw(img, size)`; None: the persona's initial on the backdrop)."""

    backdrop: tuple[int, int, int]
    draw: Callable[[pygame.Surface, int], None] | None = None


def face_name(name: str) -> str:
    """The name a person's face is picked by: the first seat's untouched default names ("You" at a
    table of one person, "Player" or "Player 1" on the setup, the hand-off and a hot-seat table)
    are one person, the one "You" picks (s50 review: a child on the setup, a bearded man at the table)."""
    first = {_("You"), DEFAULT_PLAYER_NAME, _("Player"), _("Player {n}").format(n=1)}
    return _("You") if name.strip() in first else name


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
        _backdrop(img, face.backdrop)
        face.draw(img, big)
    elif person:  # a person at the table: one of the people drawn in people_faces, picked by the name
        which, colour_at = people_faces.pick(face_name(name), len(PEOPLE))
        _backdrop(img, people_faces.backdrop(PEOPLE[colour_at]))
        people_faces.draw(img, big, which, PEOPLE[colour_at])
    else:
        colour = face.backdrop if face is not None else RANDOM if key == "random" else \
            PEOPLE[zlib.crc32(name.encode()) % len(PEOPLE)]
        _backdrop(img, colour)
        initial = (name.strip()[:1] or "?").upper()
        letter = assets.text(initial, int(big * 0.55), (255, 255, 255), True, display=True)
        img.blit(letter, letter.get_rect(center=(c, c + big // 30)))
    if s >= 20:  # a medallion (issue 40): the disc sunk in a bevelled gold ring in a dark bezel
        bezel, rim = max(2, big // 40), max(3, big // 20)
        _inner_shadow(img, c - bezel - rim)
        _clip_round(img, c)
        pygame.draw.circle(img, (64, 44, 20), (c, c), c, bezel)
        _bevelled_ring(img, c - bezel, rim)
        pygame.draw.circle(img, (90, 62, 24), (c, c), c - bezel - rim, max(1, big // 60))
    else:
        _clip_round(img, c)
        pygame.draw.circle(img, (245, 235, 200), (c, c), c, max(2, big // 24))
    if person and s >= BADGE_FROM:
        _badge(img, big, name, PEOPLE[people_faces.pick(face_name(name), len(PEOPLE))[1]])
    return pygame.transform.smoothscale(img, (s, s))


def _clip_round(img: pygame.Surface, c: int) -> None:
    """Everything outside the disc of radius `c` round the square's middle made clear."""
    mask = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c)
    img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _ramp(colours: list[tuple[int, ...]], size: tuple[int, int]) -> pygame.Surface:
    """A smooth vertical ramp through `colours` (RGBA, top to bottom), `size` px (a few pixels
    smoothly scaled: cheap, and built once per portrait size)."""
    tiny = pygame.Surface((1, len(colours)), pygame.SRCALPHA)
    for y, colour in enumerate(colours):
        tiny.set_at((0, y), colour)
    return pygame.transform.smoothscale(pygame.transform.scale(tiny, (2, len(colours) * 2)), size)


def _backdrop(img: pygame.Surface, colour: tuple[int, int, int]) -> None:
    """The disc behind a face in `colour`, lit: a soft pool of light above the middle, the colour
    deepening toward the rim (rings of the colour, each a shade lighter, drawn inward)."""
    big = img.get_width()
    c, steps = big // 2, 14
    light_at = (c, int(big * 0.4))
    for k in range(steps):  # from the rim (k = 0, 1 - LIGHT/2 of the colour) to the pool (1 + LIGHT/2)
        t = k / (steps - 1)
        tone = tuple(min(255, int(v * (1 - LIGHT / 2 + LIGHT * t ** 1.3))) for v in colour)
        r = int(c * (1 - t * 0.92))
        centre = (int(c + (light_at[0] - c) * t), int(c + (light_at[1] - c) * t))
        pygame.draw.circle(img, tone, centre, max(1, r))


def _inner_shadow(img: pygame.Surface, r: int) -> None:
    """A soft shade just inside the ring of radius `r`: deepest at the top (the ring's lip casts
    it, the light coming from above), over the face as well as the backdrop."""
    big = img.get_width()
    c = big // 2
    shade = pygame.Surface((big, big), pygame.SRCALPHA)
    width, steps = max(3, r // 10), 8  # within the outer sixth of the disc: clear of the face's middle
    for k in range(steps):  # rings from the rim inward, each fainter and drawn a little lower
        t = k / steps
        pygame.draw.circle(shade, (20, 12, 4, int(90 * (1 - t) ** 1.6)), (c, c + int(width * t * 0.5)),
                           r - int(width * t), max(1, width // steps + 1))
    img.blit(shade, (0, 0))


def _bevelled_ring(img: pygame.Surface, outer: int, width: int) -> None:
    """The gold ring `width` px wide inside radius `outer`: a bevel, its foil lit at the top and
    dark at the foot, a bright line along its inner edge at the foot (the bevel's other side)."""
    big = img.get_width()
    c = big // 2
    gold = _ramp([(252, 232, 150, 255), (226, 186, 84, 255), (176, 130, 48, 255), (120, 84, 28, 255)], (big, big))
    hole = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(hole, (255, 255, 255, 255), (c, c), outer)
    pygame.draw.circle(hole, (0, 0, 0, 0), (c, c), outer - width)
    gold.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    img.blit(gold, (0, 0))
    box = pygame.Rect(0, 0, 2 * (outer - width), 2 * (outer - width))
    box.center = (c, c)
    pygame.draw.arc(img, (255, 236, 160), box, 3.6, 5.8, max(1, width // 4))  # the inner edge lit at the foot
    box = pygame.Rect(0, 0, 2 * outer, 2 * outer)
    box.center = (c, c)
    pygame.draw.arc(img, (255, 246, 200), box.inflate(-width // 3, -width // 3), 0.7, 2.45, max(1, width // 4))


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
