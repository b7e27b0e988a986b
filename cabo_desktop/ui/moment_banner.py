"""The moment's banner ("Cabanga!", "Pot of gold!", "CABO!", a snap), designed and solid (issue 40,
item 3 of the review): the game's own ribbon, in the colours of its poster on the title screen
(its colour lit from the top, swallow-tail ends, gold foil edges), laid opaque on the table with a
soft shadow under it, the words in the display face in the ribbon's ink with a shadow of their own.

It arrives with impact (docs/look.md, Motion): in 0.25 s it drops from 1.25 times its size to its
size with ease-out-back, fading in over the first 0.1 s; it holds; it fades out over its last
0.2 s. The ribbon and its words are built once per size (`assets.surfaces`); each step of the
entrance is a scaled copy kept there too, so a frame only blits.

The moment is staged (issue 40, review problem 4: 'UNO and Hearthstone dim the table and stage a
short show'; the next: 'your hand goes grey, the picture muddy'): while it shows (`show`) the
table's cloth darkens toward its edges and top corners (ui/moment_stage: a vignette on the frame's
ground, every card at its full colours; `dim` where a table has no such ground) and a burst of warm rays and a glow stand behind the ribbon
(`rays`, built once per size), both fading in with the entrance and out with the ribbon; the
ribbon itself is shaded as a band of cloth curving toward the light. All by the moment's age (the table's time): the same picture every time.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from . import assets, moment_stage
from .shell_art import poster_look
from .theme import WHITE, px
from .tween import ease_out_back

ENTER = 0.25  # seconds: the drop from ENTER_SCALE to 1
FADE_IN = 0.1
OUT = 0.2  # seconds: the fade at the end
ENTER_SCALE = 1.25
STEPS = 10  # the entrance's scaled copies (each built once)
# The entrance's copies of the last moment or two: apart from the shared cache, where each moment's
# words (a name, a pot) left ten copies that crowded the card faces out (14 MB of 48 in a Kobito run)
_steps: dict = {}
SHOW_IN, SHOW_OUT = 0.18, 0.3  # the show's fade in and out (it ends with the ribbon)
RAYS = 18  # the burst's rays
RAY_LIGHT = (255, 222, 140)  # warm gold light (nothing glows white, docs/look.md)


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
        strip = pygame.Surface((1, 6))  # a band of cloth curving toward the light: lit high, deep at its foot
        for y, (c, k) in enumerate(((top, 1.12), (top, 1.22), (top, 1.0), (foot, 1.08), (foot, 0.92), (foot, 0.7))):
            strip.set_at((0, y), tuple(max(0, min(255, int(v * k + (14 if k > 1.1 else 0)))) for v in c))
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
    shrinks with its words: never a tall ribbon round small words); worked out once per question
    (a shout's place asks it for every lane at several sizes: 2 ms of text measured in its frame)."""
    return _fitted(words, size, width, px(100))


@lru_cache(maxsize=256)
def _fitted(words: str, size: int, width: int, _scale: int) -> tuple[int, int]:
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


def show(age: float, life: float) -> float:
    """How far a moment's show (the dim and the rays) is on, 0-1, `age` seconds into a moment of
    `life`: fading in over SHOW_IN with the ribbon's entrance, out over the ribbon's last SHOW_OUT
    (the ribbons live 1.6 s, CABO's until a second after the next turn begins: the show is as
    short as its moment, and never jumps off while its ribbon shows)."""
    if age < 0 or age >= life:
        return 0.0
    return max(0.0, min(1.0, age / SHOW_IN, (life - age) / SHOW_OUT))


def dim(surface: pygame.Surface, age: float, life: float, keep: tuple = ()) -> None:
    """The table behind a moment staged (`show`): its edges and corners darkened, the middle and
    the rectangles of `keep` (the player's hand and plate) clear (moment_stage: a vignette built
    once per size, about a third of the frame blitted)."""
    moment_stage.stage(surface, show(age, life), keep)


def rays_extent(size: tuple[int, int]) -> tuple[int, int]:
    """The size of the rays behind a ribbon of `size`: half again its width, a ribbon's height above
    and below it at most."""
    w, h = max(8, size[0]), max(8, size[1])
    return int(w * 1.45), max(int(h * 2.7), int(w * 0.5))


def rays(size: tuple[int, int]) -> pygame.Surface:
    """The burst behind a ribbon of `size`: warm gold rays from its middle and a glow round it,
    fading toward their ends (faint by the time they reach a plate beside it), as wide as half
    again the ribbon and reaching at most about a ribbon's height above and below it (built once
    per size from one drawing at 256 px)."""
    out = rays_extent(size)
    key = ("moment rays", out)
    surf = assets.surfaces.get(key)
    if surf is None:
        base = assets.surfaces.get(("moment rays", "base"))
        if base is None:
            n, c = 256, 128
            base = pygame.Surface((n, n), pygame.SRCALPHA)
            for k in range(RAYS):  # alternate long and short rays, each a thin wedge
                a = 2 * math.pi * (k + 0.25) / RAYS
                reach = c if k % 2 == 0 else c * 0.72
                spread = math.pi / RAYS * 0.42
                tip = (c + reach * math.cos(a), c + reach * math.sin(a))
                pygame.draw.polygon(base, RAY_LIGHT + (190,), [(c, c), (c + reach * math.cos(a - spread),
                                    c + reach * math.sin(a - spread)), tip, (c + reach * math.cos(a + spread),
                                    c + reach * math.sin(a + spread))])
            for r in range(c, 0, -2):  # the glow at the middle, under the ribbon's words
                alpha = int(120 * (1 - r / c) ** 2.2)
                glow = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
                pygame.draw.circle(glow, RAY_LIGHT + (alpha,), (r, r), r)
                base.blit(glow, (c - r, c - r))
            fade = pygame.Surface((n, n), pygame.SRCALPHA)  # the rays fading toward their ends
            for r in range(c, 0, -2):
                pygame.draw.circle(fade, (255, 255, 255, int(255 * (1 - r / c) ** 1.25)), (c, c), r)
            base.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            assets.surfaces[("moment rays", "base")] = base
        surf = assets.surfaces[key] = pygame.transform.smoothscale(base, out)
    return surf


def draw(surface: pygame.Surface, words: str, game: str, rect: pygame.Rect, age: float, life: float,
         start: float = ENTER_SCALE, dimmed: bool = True, burst: bool = True,
         within: pygame.Rect | None = None) -> None:
    """The banner on `rect` (the ribbon's place) `age` seconds into its `life`: dropping from
    `start` times its size, held, fading out; the table behind it dimmed
    (unless the caller dimmed it under its own effects: `dimmed=False`) and a burst of rays
    behind it (`show`; `burst=False`: the ribbon alone), falling only on the cloth of `within` (the
    play area: inside its wooden rim, `felt_inside`, never on the rim or the rail beside it) when told."""
    if not words or age >= life or rect.w <= 0 or rect.h <= 0:
        return
    if dimmed:
        dim(surface, age, life)
    lit = show(age, life) if burst else 0.0
    light = made_rays(rect.size) if lit > 0 else None
    if light is not None:
        light.set_alpha(int(255 * lit))
        at = light.get_rect(center=rect.center)
        lands = at.clip(felt_inside(within)) if within is not None else at
        surface.blit(light, lands, lands.move(-at.x, -at.y))
        light.set_alpha(None)
    image = banner(words, game, rect.size)
    if age < ENTER and start > 1.0:
        step = min(STEPS, int(age / ENTER * STEPS))
        for later in range(STEPS - 1, step, -1):  # the entrance's next copies, built in the pauses ahead
            assets.prebuild.want(("moment step", words, game, tuple(rect.size), start, later),  # (the next first)
                                 lambda k=later, base=image: _step(base, words, game, tuple(rect.size), start, k),
                                 first=True)
        if burst:  # and its rays (none in the first frame: the show fades in from 0)
            assets.prebuild.want(("moment rays", tuple(rect.size)), lambda size=tuple(rect.size): rays(size), first=True)
        image = _step(image, words, game, tuple(rect.size), start, step)
    alpha = min(1.0, age / FADE_IN if FADE_IN > 0 else 1.0, (life - age) / OUT)
    image.set_alpha(max(0, min(255, int(255 * alpha))))
    surface.blit(image, image.get_rect(center=rect.center))
    image.set_alpha(None)


def made_rays(size: tuple[int, int]) -> pygame.Surface | None:
    """The rays of a ribbon of `size` if they are made, else None, and they are made in the pause
    after this frame (a size's first rays cost 2-3 ms: at the fastest speed a show starts whole,
    with no entrance to build them in; the frame shows the ribbon without them). Asked again with
    them still not made (no pause came, or the spare time builds nothing while the surface cache
    is near its budget), they are made in that frame: a show never goes on without its light."""
    extent = rays_extent(size)
    made = assets.surfaces.get(("moment rays", extent))
    if made is None:
        if extent in _rays_asked:
            _rays_asked.discard(extent)
            return rays(size)
        _rays_asked.add(extent)
        assets.prebuild.want(("moment rays", tuple(size)), lambda size=tuple(size): rays(size), first=True)
    return made


_rays_asked: set = set()  # the rays' sizes asked for once and queued for the spare time


def felt_inside(play: pygame.Rect) -> pygame.Rect:
    """The cloth of the play area `play`: inside the table's wooden rim (assets.rail_width, drawn
    over the felt's edge), where a moment's light may fall."""
    rim = assets.rail_width(play.size)
    return play.inflate(-2 * rim, -2 * rim)


def _step(image: pygame.Surface, words: str, game: str, size: tuple, start: float, step: int) -> pygame.Surface:
    """The banner `image` at step `step` of its entrance from `start` times its size: a scaled
    copy kept in `_steps` (the last two moments'), or `image` itself at its own size."""
    scale = 1.0 + (start - 1.0) * (1.0 - ease_out_back(step / STEPS))
    if abs(scale - 1.0) <= 0.004:
        return image
    key = (words, game, size, round(scale, 3), id(image))
    scaled = _steps.pop(key, None)
    if scaled is None:
        scaled = pygame.transform.smoothscale(image, (max(1, round(image.get_width() * scale)),
                                                      max(1, round(image.get_height() * scale))))
    _steps[key] = scaled  # the newest last; the oldest go: only the moment showing keeps its steps
    while len(_steps) > 2 * STEPS:
        del _steps[next(iter(_steps))]
    return scaled


def entrance_room(rect: pygame.Rect, hard, bounds: pygame.Rect) -> float:
    """How large the entrance may start (at most ENTER_SCALE) with the ribbon still clear of every
    rectangle of `hard` and inside `bounds`: it never sweeps over a card, even for a moment."""
    for scale in (ENTER_SCALE, 1.18, 1.12, 1.06):
        big = pygame.Rect(0, 0, int(rect.w * scale), int(rect.h * scale))
        big.center = rect.center
        if bounds.contains(big) and big.collidelist(list(hard)) < 0:
            return scale
    return 1.0
