"""The moment's banner ("Cabanga!", "Pot of gold!", "CABO!", a snap), designed and solid (issue 40,
item 3 of the review): the game's own ribbon, in the colours of its poster on the title screen
(its colour lit from the top, swallow-tail ends, gold foil edges), laid opaque on the table with a
soft shadow under it, the words in the display face in the ribbon's ink with a shadow of their own.

It arrives with impact (docs/look.md, Motion): in 0.25 s it drops from 1.25 times its size to its
size with ease-out-back, fading in over the first 0.1 s; it holds; it fades out over its last
0.2 s. The ribbon and its words are built once per size (`assets.surfaces`); each step of the
entrance is a scaled copy kept there too, so a frame only blits.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import assets
from .shell_art import poster_look
from .theme import WHITE, px
from .tween import ease_out_back

ENTER = 0.25  # seconds: the drop from ENTER_SCALE to 1
FADE_IN = 0.1
OUT = 0.2  # seconds: the fade at the end
ENTER_SCALE = 1.25
STEPS = 10  # the entrance's scaled copies (each built once)


def ribbon_colours(game) -> tuple:
    """A game's ribbon: top, foot and ink, as its table package declares its poster (`POSTER`,
    read by shell_art.poster_look: calm night blue, loud red, bright gold)."""
    return tuple(poster_look(game).ribbon) if game else PLAIN


PLAIN = ((96, 68, 46), (66, 45, 30), WHITE)  # a game without its own: the room's leather
FOIL = (214, 178, 86)


def ink(game: str) -> tuple:
    """The banner's letters: the ink of the game's ribbon (gold on night blue, white on red,
    dark ink on gold)."""
    return tuple(ribbon_colours(game)[2])


def ribbon(size: tuple[int, int], game: str) -> pygame.Surface:
    """The game's ribbon at `size`: its colour lit from the top, swallow-tail ends, a gold foil
    edge above and below and a lit line under the top one. Cached per size."""
    key = ("moment ribbon", game, tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        top, foot, _ink = ribbon_colours(game)
        strip = pygame.Surface((1, 2))
        strip.set_at((0, 0), tuple(min(255, c + 24) for c in top))
        strip.set_at((0, 1), foot)
        notch = max(4, h // 3)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(surf, (255, 255, 255, 255),
                            [(0, 0), (w, 0), (w - notch, h // 2), (w, h), (0, h), (notch, h // 2)])
        surf.blit(pygame.transform.smoothscale(strip, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        edge = px(2)
        for y in (edge // 2, h - edge):
            pygame.draw.line(surf, FOIL, (notch // 2, y), (w - notch // 2 - 1, y), edge)
        pygame.draw.line(surf, tuple(min(255, c + 70) for c in top), (notch, edge + px(1)), (w - notch, edge + px(1)), 1)
        assets.surfaces[key] = surf
    return surf


def measure(words: str, size: int, width: int) -> tuple[int, int]:
    """The ribbon's size for `words` in the display face at `size`, no wider than `width` (the
    words shrink to fit)."""
    h = _height(size)
    words_w = assets.fit_text(words, size, max(px(20), width - 2 * _ends(h)), (255, 255, 255), True, True).get_width()
    return min(width, words_w + 2 * _ends(h)), h


def fitted(words: str, size: int, width: int) -> tuple[int, int]:
    """The ribbon's size for `words` at `size` or smaller, whole, no wider than `width` (the ribbon
    shrinks with its words: never a tall ribbon round small words)."""
    while size > px(20):
        h = _height(size)
        if assets.font(size, True, True).size(words)[0] + 2 * _ends(h) <= width:
            break
        size = max(px(20), int(size * 0.92))
    return measure(words, size, width)


def _height(size: int) -> int:
    return int(assets.font(size, True, True).get_height() * 1.2)  # the words and the ribbon's edges


@lru_cache(maxsize=64)
def _size_for(h: int) -> int:
    """The largest display size whose ribbon is at most `h` tall."""
    size = max(6, int(h / 1.6))
    while _height(size + 1) <= h:
        size += 1
    return size


def _ends(h: int) -> int:
    return max(px(14), int(h * 0.7))  # a swallow-tail and the air before the words, each side


def banner(words: str, game: str, size: tuple[int, int]) -> pygame.Surface:
    """The whole banner at `size` (the ribbon's): its shadow, the ribbon, the words (cached)."""
    key = ("moment banner", words, game, tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(px(40), size[0]), max(px(16), size[1])
        pad = px(10)  # room for the shadow below and around
        band = ribbon((w, h), game)
        surf = _shadow(band, pad)
        surf.blit(band, (pad, pad))
        colour = ink(game)
        dark_ink = sum(colour) < 300
        text_size, room = _size_for(h), max(px(20), w - 2 * _ends(h) + px(8))
        face = assets.fit_text(words, text_size, room, colour, True, True)
        shade = assets.fit_text(words, text_size, room,
                                (255, 236, 170) if dark_ink else (0, 0, 0), True, True).copy()
        shade.set_alpha(110 if dark_ink else 150)
        at = face.get_rect(center=(pad + w // 2, pad + h // 2 + px(1)))
        surf.blit(shade, at.move(0, px(1) if dark_ink else px(2)))
        surf.blit(face, at)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def _shadow(band: pygame.Surface, pad: int) -> pygame.Surface:
    """The ribbon's own outline in black, blurred and fallen a little down and right, on a
    surface `pad` wider each side (the light is above the table, docs/look.md, Lighting)."""
    w, h = band.get_size()
    shape = pygame.mask.from_surface(band, 127).to_surface(setcolor=(0, 0, 0, 160), unsetcolor=(0, 0, 0, 0))
    ground = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    ground.blit(shape, (pad + px(2), pad + px(4)))
    small = pygame.transform.smoothscale(ground, (max(2, ground.get_width() // 3), max(2, ground.get_height() // 3)))
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, 2), ground.get_size())


def pad() -> int:
    """How far the banner's picture reaches beyond the ribbon on every side (its shadow)."""
    return px(10)


def draw(surface: pygame.Surface, words: str, game: str, rect: pygame.Rect, age: float, life: float,
         start: float = ENTER_SCALE) -> None:
    """The banner on `rect` (the ribbon's place) `age` seconds into its `life`: dropping from
    `start` times its size, held, fading out."""
    if not words or age >= life or rect.w <= 0 or rect.h <= 0:
        return
    image = banner(words, game, rect.size)
    scale = 1.0
    if age < ENTER and start > 1.0:
        step = min(STEPS, int(age / ENTER * STEPS))
        scale = 1.0 + (start - 1.0) * (1.0 - ease_out_back(step / STEPS))
    if abs(scale - 1.0) > 0.004:
        key = ("moment banner step", words, game, tuple(rect.size), round(scale, 3))
        scaled = assets.surfaces.get(key)
        if scaled is None:
            size = (max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale)))
            assets.surfaces[key] = scaled = pygame.transform.smoothscale(image, size)
        image = scaled
    alpha = min(1.0, age / FADE_IN if FADE_IN > 0 else 1.0, (life - age) / OUT)
    image.set_alpha(max(0, min(255, int(255 * alpha))))
    surface.blit(image, image.get_rect(center=rect.center))
    image.set_alpha(None)


def entrance_room(rect: pygame.Rect, hard, bounds: pygame.Rect) -> float:
    """How large the entrance may start (at most ENTER_SCALE) with the ribbon still clear of every
    rectangle of `hard` and inside `bounds`: it never sweeps over a card, even for a moment."""
    for scale in (ENTER_SCALE, 1.18, 1.12, 1.06):
        big = pygame.Rect(0, 0, int(rect.w * scale), int(rect.h * scale))
        big.center = rect.center
        if bounds.contains(big) and big.collidelist(list(hard)) < 0:
            return scale
    return 1.0
