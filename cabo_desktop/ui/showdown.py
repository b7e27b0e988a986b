"""The round's showdown (no scene): when each revealed card turns face up and each seat's count
runs (`Timeline`, pure arithmetic), and the pieces the round-end screen draws with it: a card
flipping (squashed in x, its back then its face: docs/look.md, Motion, a flip is linear), the warm
pool of light on the round's winner, a laurel round their portrait, the stamps on a row ("called
CABO", "+10") and the medallion the sum counts up in. Every surface is cached by its size; a flip's
frame is the cached face scaled in x (cheap for the twenty-odd cards of a round)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from . import assets, particles
from .theme import GOLD, px
from .end_frames import plate_shadow
from .widgets import dim

FLIP_TIME = 0.3  # one card turning over (normal speed)
STAGGER = 0.07  # between two cards' flips
FLIPS_AT_MOST = 0.75  # the seconds all the staggers may take together (many cards: a shorter stagger)
SEAT_GAP = 0.08  # a breath between two seats' hands
COUNT_TIME = 0.35  # a seat's sum counting up, once its cards are face up
LIGHT_TIME = 0.2  # the winner's light coming up, the others dimming
RAIL_DIM = 55  # how much the window outside the felt (the side rail) darkens under an end screen: it keeps
# 78 % of its light and reads as live (review s52: at 165, 35 % left, "the rail reads as disabled")

# a stamp's ink and ground per kind (gold only for the winner: docs/look.md, Palette)
STAMPS = {
    "caller": ((255, 236, 200), (150, 40, 44)),
    "penalty": ((255, 226, 210), (178, 52, 40)),
    "kamikaze": ((240, 226, 255), (104, 56, 150)),
    "out": ((246, 220, 150), (66, 46, 30)),  # cream-gold on walnut, on any felt (review s51: "the green sign is off-palette on the red board")
    "winner": ((40, 30, 10), GOLD),
    "": ((235, 235, 228), (70, 84, 78)),
}


@dataclass(frozen=True)
class Timeline:
    """When each card of the round's hands turns over and each seat's sum counts, in seconds
    from the screen's start (at the normal speed): the hands in seat order, a card after
    another, after the sheet has risen (`start`)."""

    starts: tuple[tuple[float, ...], ...]  # per seat, per card: its flip's start
    counts: tuple[float, ...]  # per seat: its count's start
    end: float  # every seat counted and the winner lit

    @staticmethod
    def of(hand_sizes: tuple[int, ...], start: float) -> "Timeline":
        total = sum(hand_sizes)
        stagger = min(STAGGER, FLIPS_AT_MOST / max(1, total - 1))
        t = start
        starts, counts = [], []
        for size in hand_sizes:
            mine = tuple(t + k * stagger for k in range(size))
            starts.append(mine)
            # the count starts as the seat's last card lands (at once for an empty hand)
            counts.append(mine[-1] + FLIP_TIME if mine else t)
            t = (mine[-1] + stagger if mine else t) + SEAT_GAP
        counted = max(counts, default=start) + COUNT_TIME
        return Timeline(tuple(starts), tuple(counts), counted + LIGHT_TIME)

    def flip(self, seat: int, card: int, age: float) -> float:
        """How far a card has turned: 0 (its back) to 1 (face up), linear."""
        return min(1.0, max(0.0, (age - self.starts[seat][card]) / FLIP_TIME))

    def counted(self, seat: int, age: float) -> float:
        """How far a seat's sum has counted up: 0 to 1."""
        return min(1.0, max(0.0, (age - self.counts[seat]) / COUNT_TIME))

    def light(self, age: float) -> float:
        """The winner's light (and the others' dimming): 0 until every seat is counted, then 1."""
        return 1.0 if age >= self.end else min(1.0, max(0.0, (age - (self.end - LIGHT_TIME)) / LIGHT_TIME))


def draw_flip(surface: pygame.Surface, rect: pygame.Rect, face: pygame.Surface | None,
              back: pygame.Surface | None, turned: float) -> None:
    """A card at `rect` turned `turned` of the way (0 its back, 1 its face): squashed in x about
    its centre, its back in the first half and its face in the second; its shadow under it."""
    squash = abs(1.0 - 2.0 * turned)
    image = back if turned < 0.5 else face
    if image is None:
        return
    shadow = plate_shadow(rect.size, px(5), 90, max(4, rect.w // 10))
    w = max(1, round(rect.w * squash))
    if turned >= 1.0 or turned <= 0.0:
        surface.blit(shadow, (rect.x - px(5) + px(2), rect.y - px(5) + px(3)))
        surface.blit(image, rect)
        return
    if w <= 1:
        return
    shadow_at = rect.x + (rect.w - w) // 2 - px(5) + px(2)
    surface.blit(pygame.transform.scale(shadow, (w + 2 * px(5), shadow.get_height())), (shadow_at, rect.y - px(5) + px(5)))
    surface.blit(pygame.transform.scale(image, (w, rect.h)), (rect.x + (rect.w - w) // 2, rect.y))


LIGHT_STEPS = 4  # the light's coming up in this many cached strengths
_LIGHT: list[pygame.Surface] = []  # the pool of light at 64x32, scaled to each size


def spotlight(size: tuple[int, int], strength: float = 1.0) -> pygame.Surface:
    """A warm pool of light, brightest at its centre, fading to nothing at its edge (cached; blit
    it additively over the winner's row); `strength` 0 to 1, in LIGHT_STEPS cached steps."""
    step = max(1, min(LIGHT_STEPS, math.ceil(strength * LIGHT_STEPS)))
    if step < LIGHT_STEPS:
        key = ("showdown_light", tuple(size), step)
        surf = assets.surfaces.get(key)
        if surf is None:
            surf = spotlight(size).copy()
            k = round(255 * step / LIGHT_STEPS)
            surf.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
            assets.surfaces[key] = surf
        return surf
    key = ("showdown_light", tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        if not _LIGHT:  # the pool's shape, small, once (2,048 pixels set one by one: 3 ms)
            small = pygame.Surface((64, 32))
            for y in range(32):
                for x in range(64):
                    d = math.hypot((x - 31.5) / 32.0, (y - 15.5) / 16.0)
                    k = max(0.0, 1.0 - d) ** 1.6
                    small.set_at((x, y), (round(150 * k), round(112 * k), round(40 * k)))
            _LIGHT.append(small)
        surf = pygame.transform.smoothscale(_LIGHT[0], (max(1, size[0]), max(1, size[1])))
        assets.surfaces[key] = surf = surf.convert() if pygame.display.get_surface() else surf
    return surf


def laurel_pad(size: int) -> int:
    """How far the laurel of a portrait `size` px wide reaches beyond it, each side."""
    return max(6, int(size * 0.3))


def laurel(size: int) -> pygame.Surface:
    """Two gold laurel branches curving up either side of a portrait `size` px wide: a thin stem,
    pointed leaves in pairs, the largest at the foot, tapering toward the brow (drawn at twice the
    size and smoothed down; cached)."""
    key = ("showdown_laurel", size)
    surf = assets.surfaces.get(key)
    if surf is None:
        side = size + 2 * laurel_pad(size)
        big = pygame.Surface((2 * side, 2 * side), pygame.SRCALPHA)
        c, r = side, size + max(6, size // 5)  # at twice the size
        stem = pygame.Rect(0, 0, 2 * r, 2 * r)
        stem.center = (c, c)
        dark = (150, 112, 36, 255)
        for sign in (-1, 1):  # t: 0 at the foot, 180 at the brow; the branch stops short of both
            arc = (math.radians(-68), math.radians(54)) if sign > 0 else (math.radians(126), math.radians(248))
            pygame.draw.arc(big, dark, stem, arc[0], arc[1], max(2, size // 24))
            for i in range(8):
                t = math.radians(22 + i * 17)
                grow = 1.0 - 0.45 * i / 7
                length, width = max(8, int(size * 0.44 * grow)), max(5, int(size * 0.17 * grow))
                leaf = pygame.Surface((length, width), pygame.SRCALPHA)
                tip = [(0, width / 2), (length * 0.35, 0), (length, width / 2), (length * 0.35, width)]
                pygame.draw.polygon(leaf, (*GOLD, 255), tip)
                pygame.draw.line(leaf, dark, (1, width / 2), (length - 2, width / 2), max(1, width // 6))
                x, y = c + sign * r * math.sin(t), c + r * math.cos(t)
                dx, dy = sign * math.cos(t), -math.sin(t)  # the way up the branch
                along = -math.degrees(math.atan2(dy, dx))
                for lean in (1, -1):  # a pair: one leaning out of the circle, one in
                    img = pygame.transform.rotate(leaf, along + 30 * lean)
                    off = length * 0.46
                    ox = math.cos(math.radians(along + 30 * lean)) * off
                    oy = -math.sin(math.radians(along + 30 * lean)) * off
                    big.blit(img, img.get_rect(center=(round(x + ox), round(y + oy))))
        surf = pygame.transform.smoothscale(big, (side, side))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def stamp(kind: str, words: str, size: int, width: int) -> tuple[pygame.Surface, pygame.Surface]:
    """A stamp on a player's row: its ground (a rounded plate in the kind's colour, with a rim),
    and its words fitted to `width` (separate surfaces, the words blitted centred on the ground)."""
    ink, ground = STAMPS.get(kind, STAMPS[""])
    text = assets.fit_line(words, size, width - px(14), ink, True)
    plate_size = (text.get_width() + px(14), text.get_height() + px(6))
    key = ("showdown_stamp", kind, plate_size)
    plate = assets.surfaces.get(key)
    if plate is None:
        plate = pygame.Surface(plate_size, pygame.SRCALPHA)
        rect = plate.get_rect()
        pygame.draw.rect(plate, (*ground, 235), rect, border_radius=px(5))
        rim = tuple(min(255, c + 50) for c in ground)
        pygame.draw.rect(plate, (*rim, 255), rect.inflate(-px(4), -px(4)), max(1, px(1)), border_radius=px(4))
        assets.surfaces[key] = plate = assets.fast(plate)
    return plate, text


def medallion(diameter: int, lit: bool) -> pygame.Surface:
    """The round counter a seat's sum counts up in: a dark disc lit from its top, its rim gold for
    the round's winner and old brass for the others (cached)."""
    key = ("showdown_medal", diameter, lit)
    surf = assets.surfaces.get(key)
    if surf is None:
        d = max(8, diameter)
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        r = d // 2
        for i in range(r, 0, -1):  # a little lighter toward the top
            k = i / r
            shade = (round(30 + 30 * (1 - k)), round(23 + 22 * (1 - k)), round(17 + 14 * (1 - k)))  # walnut, not green
            pygame.draw.circle(surf, (*shade, 255), (r, r - round((1 - k) * r * 0.25)), i)
        pygame.draw.circle(surf, (*(GOLD if lit else (150, 122, 60)), 255), (r, r), r, max(2, d // 18))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def row_plate(size: tuple[int, int], lit: bool = False) -> pygame.Surface:
    """A player's plate on the showdown: saddle leather lit from its top, stitched a little inside
    its edge (a dashed brass thread), a thin brass rim (gold, a warmer leather and a gold thread
    for the round's winner), corners rounded; cached."""
    key = ("showdown_plate", tuple(size), lit)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        top, foot = ((100, 72, 32), (54, 38, 16)) if lit else ((70, 50, 34), (34, 24, 16))
        gradient = pygame.Surface((1, 2))
        gradient.set_at((0, 0), top)
        gradient.set_at((0, 1), foot)
        fill = pygame.transform.smoothscale(gradient, (w, h))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = min(h // 2, px(14))
        pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=radius)  # opaque: coins lie behind it
        surf.blit(fill, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.line(surf, (255, 236, 200, 40), (radius, 1), (w - radius, 1), max(1, px(1)))  # the lit top edge
        thread, inset = (GOLD if lit else (170, 134, 78)), max(3, px(5))
        dash, gap = max(3, px(6)), max(2, px(4))
        for y in (inset, h - 1 - inset):  # the stitches along the top and the foot
            for x in range(radius, w - radius - dash, dash + gap):
                pygame.draw.line(surf, thread, (x, y), (x + dash, y), 1)
        for x in (inset, w - 1 - inset):  # and down the sides, clear of the rounded corners
            for y in range(radius, h - radius - dash, dash + gap):
                pygame.draw.line(surf, thread, (x, y), (x, y + dash), 1)
        pygame.draw.rect(surf, GOLD if lit else (120, 98, 60), surf.get_rect(), px(2) if lit else px(1),
                         border_radius=radius)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A dark veil laid over the rows of the players who did not win the round (cached)."""
    key = ("showdown_shade", tuple(size), alpha)
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, alpha), surf.get_rect(), border_radius=min(size[1] // 2, px(14)))
        assets.surfaces[key] = surf
    return surf


TRIMS = ((255, 206, 84), (206, 212, 222), (200, 128, 66))  # the first three plinths: gold, silver, bronze
PLAIN_TRIM = (120, 92, 58)  # a low step's (4th and below): the walnut's own darker edge


def plinth(size: tuple[int, int], place: int) -> pygame.Surface:
    """A step of the game-over podium: a block of walnut with a real grain (long wavering streaks
    and a knot or two, the same every time), its top a bevel lit from above and its foot in
    shadow, trimmed in gold, silver or bronze for the first three (`place` 0, 1, 2) and plain
    for the others; cached."""
    key = ("showdown_plinth", tuple(size), place)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        top, foot = ((152, 100, 50), (86, 54, 26)) if place == 0 else ((94, 62, 34), (46, 28, 15))
        gradient = pygame.Surface((1, 2))
        gradient.set_at((0, 0), top)
        gradient.set_at((0, 1), foot)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(pygame.transform.smoothscale(gradient, (w, h)), (0, 0))
        bevel = max(4, min(h // 5, px(10)))
        knots = [(w * (0.23 + 0.5 * ((place * 0.37 + j * 0.61) % 1.0)), bevel + (h - bevel) * (0.35 + 0.3 * j))
                 for j in range(2 if w > 3 * h else 1)]
        step = max(2, px(3))
        grain = pygame.Surface((w, h), pygame.SRCALPHA)
        for n, y in enumerate(range(bevel + step // 2, h, step)):  # streaks of grain, bending round the knots
            phase, amp = n * 1.93 + place, 0.8 + 0.9 * ((n * 0.618) % 1.0)
            wave = []
            for x in range(0, w + 6, 6):
                dy = amp * math.sin(x / max(10, w / 6) + phase) + 0.6 * math.sin(x / 7.0 + n)
                for kx, ky in knots:
                    d2 = ((x - kx) / max(6.0, h * 0.5)) ** 2 + ((y - ky) / max(4.0, h * 0.18)) ** 2
                    dy += (3.5 if y >= ky else -3.5) * math.exp(-d2)
                wave.append((x, y + dy))
            dark = (n * 7) % 5
            colour = (30, 16, 6, 34 + 10 * dark) if dark else (255, 214, 160, 26)
            pygame.draw.lines(grain, colour, False, wave, 1)
        for kx, ky in knots:  # the knots: dark rings
            for i in range(3):
                ring = pygame.Rect(0, 0, max(4, int(h * 0.16)) - i * 3, max(3, int(h * 0.07)) - i)
                ring.center = (round(kx), round(ky))
                pygame.draw.ellipse(grain, (34, 18, 8, 90), ring, 1)
        surf.blit(grain, (0, 0))  # blended onto the wood (drawn straight on, its alpha would hole it)
        lit = tuple(min(255, c + 56) for c in top)  # the top: a bevel lit from above, brightest at its edge
        bev = pygame.Surface((1, 2))
        bev.set_at((0, 0), lit)
        bev.set_at((0, 1), tuple(min(255, c + 22) for c in top))
        surf.blit(pygame.transform.smoothscale(bev, (w, bevel)), (0, 0))
        pygame.draw.line(surf, (240, 214, 170, 255), (1, 0), (w - 2, 0), 1)
        shadow = pygame.Surface((w, max(2, h // 6)), pygame.SRCALPHA)  # the foot in shadow
        for i in range(shadow.get_height()):
            pygame.draw.line(shadow, (0, 0, 0, round(90 * i / shadow.get_height())), (0, i), (w, i))
        surf.blit(shadow, (0, h - shadow.get_height()))
        trim = TRIMS[place] if 0 <= place < len(TRIMS) else PLAIN_TRIM
        band = max(2, px(3))
        pygame.draw.rect(surf, (*trim, 255), (0, bevel, w, band))
        pygame.draw.line(surf, (255, 255, 255, 120), (0, bevel), (w, bevel), 1)
        pygame.draw.rect(surf, (*trim, 255), (0, h - band, w, band))
        pygame.draw.rect(surf, (*trim, 255), surf.get_rect(), max(1, px(1)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


@dataclass(frozen=True)
class Spark:
    """One gold spark of the winner's celebration: its way out (unit vector), speed and size."""

    dx: float
    dy: float
    speed: float
    size: float


def sparks(count: int = 18, seed: int = 7) -> tuple[Spark, ...]:
    """The celebration's sparks, the same every time (no randomness between two games' ends)."""
    out = []
    for i in range(count):
        a = math.radians(190 + 160 * ((i * 0.618034) % 1.0))  # upward and out, spread over 160 degrees
        out.append(Spark(math.cos(a), math.sin(a), 0.7 + 0.6 * ((i * 0.414 + seed * 0.1) % 1.0),
                         0.6 + 0.8 * ((i * 0.7548) % 1.0)))
    return tuple(out)


SPARK_TIME = 0.55  # the sparks' flight, once (normal speed)


def draw_sparks(surface: pygame.Surface, centre: tuple[int, int], start: int, reach: int, t: float) -> None:
    """The sparks at `t` (0 to 1 of their flight), from `start` px round `centre`, flying `reach` px
    further out and falling a little, shrinking as they go; nothing at t >= 1. Each is a gold
    four-point glint on a soft core (`particles.glint`, cached by size in steps of 4 px)."""
    if not 0.0 <= t < 1.0:
        return
    for s in sparks():
        d = start + reach * s.speed * (1 - (1 - t) ** 2)
        x = centre[0] + s.dx * d
        y = centre[1] + s.dy * d + reach * 0.35 * t * t
        r = px(7) * s.size * (1 - t * t)
        if r >= 1:
            glint = particles.glint(max(8, 4 * round(r * 3.6 / 4)))
            surface.blit(glint, glint.get_rect(center=(round(x), round(y))))


CONFETTI_COLOURS = {"calm": (GOLD, (236, 236, 228), (196, 150, 70)),
                    "loud": ((220, 50, 60), (40, 110, 220), (150, 70, 200), (250, 200, 40)),
                    "cosy": (GOLD, (255, 226, 120), (214, 160, 52))}


@dataclass(frozen=True)
class Piece:
    """One piece of the game's end confetti (Kobito's: a coin): where it starts (0 to 1 across
    the area), where it comes to rest on the felt (0 to 1 across and down), when it drops (0 to
    0.3 of the burst), its size, its spin and its colour's index."""

    x0: float
    x1: float
    y1: float
    delay: float
    size: float
    spin: float
    colour: int


def confetti(count: int = 64) -> tuple[Piece, ...]:
    """The confetti, the same every time (no randomness between two games' ends)."""
    return tuple(Piece(0.5 + 0.3 * math.sin(i * 2.4), (i * 0.618034) % 1.0, 0.45 + 0.55 * ((i * 0.7548) % 1.0),
                       0.3 * ((i * 0.414) % 1.0), 0.7 + 0.6 * ((i * 0.377) % 1.0), 200 + 500 * ((i * 0.29) % 1.0), i)
                 for i in range(count))


def draw_confetti(surface: pygame.Surface, area: pygame.Rect, t: float, tone: str, clear=(), unit: int = 0,
                  count: int = 64) -> None:
    """The confetti (Kobito: gold coins) at `t` of the burst (0 to 1): out of the top of `area`,
    falling and turning, then lying still on the felt where they landed (t >= 1: all at rest);
    none where it would cross a rect of `clear` (the podium's names and totals: they pass behind).
    Kobito's coins are sized by `unit` (the podium's height) where given, else by the area's;
    `count`: the first pieces of `confetti()` only.
    Each piece is a cached picture (ui/particles.py): a lit paper with a bright and a shaded
    side turning over, or a struck coin tumbling."""
    colours = CONFETTI_COLOURS.get(tone, CONFETTI_COLOURS["calm"])
    for p in confetti()[:count]:
        u = min(1.0, max(0.0, (t - p.delay) / (1.0 - 0.3)))
        if u <= 0.0:
            continue
        x = area.x + area.w * (p.x0 + (p.x1 - p.x0) * (1 - (1 - u) ** 2))
        y = area.y - px(10) + (area.h * p.y1 + px(10)) * u * u
        r = max(2, round(px(6) * p.size))
        if tone == "cosy":  # coins that read as coins: in proportion to the podium (15-29 px wide at 720)
            r = max(2, round(max(px(6), (unit or area.h) // 34) * p.size))
        if tone == "cosy":  # a coin: lying seen from the side at rest, tumbling as it falls
            image = particles.coin_lying(2 * r, 0.55 if u >= 1.0 else abs(math.cos(math.radians(p.spin * u))))
        else:
            turn = round((p.spin * u + p.colour * 37) / (180 / particles.PAPER_TURNS))
            flip = 0 if u >= 1.0 else int(p.spin * u * 1.7 / (360 / particles.PAPER_FLIPS))
            image = particles.paper(colours[p.colour % len(colours)], px(12) if p.size < 1.0 else px(17), turn, flip)
        spot = image.get_rect(center=(round(x), round(y)))
        if spot.collidelist(clear) < 0:
            surface.blit(image, spot)


def bare_table(surface: pygame.Surface, backdrop, play: pygame.Rect, keep: bool, scene=None) -> None:
    """Under the round's and the game's end: the table dims and its felt is cleared of the cards
    (the bare baize, a little darker: the lamp lowered); kept in `backdrop` (a widgets.Backdrop)
    once `keep`, then blitted. `scene`: the end screen, which draws what it covers itself (its
    `opaque` is always True), only where the felt will not lie (`draw_below`)."""
    if backdrop.ready(surface.get_size()):
        surface.blit(backdrop.image, (0, 0))
        return
    if scene is not None:
        draw_below(surface, scene, play)
    dim(surface, RAIL_DIM)
    cloth = play.clip(surface.get_rect())
    if cloth.w > 0 and cloth.h > 0:
        surface.blit(assets.felt(play.size), play)
        dim(surface, 60, cloth)
    if keep:
        backdrop.take(surface)


def draw_below(surface: pygame.Surface, scene, play: pygame.Rect) -> None:
    """The scenes under `scene` (on the app's stack, from the top opaque one), drawn only outside
    `play` where that is one strip of the window (a table's side panel): the felt covers the rest
    at once, so a table's cards and seats need not be drawn (1-2 ms of an end screen's opening
    frame); the whole of them where the play area leaves no single strip; nothing where `surface`
    still shows the last frame of the scene under (the end screen opened over it in this frame)."""
    stack = scene.app.scenes.stack
    if scene not in stack:
        return
    below = stack[:stack.index(scene)]
    if still_shown(scene, surface):
        return  # `surface` still shows the last frame of the scene under: the strip is on it (its draw: 2-5 ms)
    first = len(below) - 1
    while first > 0 and not below[first].opaque:
        first -= 1
    window = surface.get_rect()
    rest = _beside(window, play.clip(window))
    if rest is not None and (rest.w <= 0 or rest.h <= 0):
        return  # the felt covers the window
    clip = surface.get_clip()
    if rest is not None:
        surface.set_clip(rest.clip(clip))
    try:
        for under in below[max(first, 0):]:
            under.draw(surface)
    finally:
        surface.set_clip(clip)


def still_shown(scene, surface: pygame.Surface | None = None) -> bool:
    """Whether `surface` (the app's screen unless told) still shows the last frame of the scene
    right under `scene` on the app's stack: the frame `scene` opened in, before anything cleared
    it (an end screen's `fills_screen` says so, so the app does not clear it)."""
    app = scene.app
    stack = app.scenes.stack
    if scene not in stack or stack.index(scene) == 0:
        return False
    drawn_on, drawn_top = getattr(app.scenes, "drawn", (None, None))
    return drawn_on is (surface if surface is not None else app.screen) and drawn_top is stack[stack.index(scene) - 1]


def _beside(window: pygame.Rect, play: pygame.Rect) -> pygame.Rect | None:
    """The part of `window` outside `play` when it is one strip (left, right, top or bottom), else None."""
    if play.top <= window.top and play.bottom >= window.bottom:
        if play.left <= window.left:
            return pygame.Rect(play.right, window.top, window.right - play.right, window.h)
        if play.right >= window.right:
            return pygame.Rect(window.left, window.top, play.left - window.left, window.h)
    if play.left <= window.left and play.right >= window.right:
        if play.top <= window.top:
            return pygame.Rect(window.left, play.bottom, window.w, window.bottom - play.bottom)
        if play.bottom >= window.bottom:
            return pygame.Rect(window.left, window.top, window.w, play.top - window.top)
    return None


def inner_box(play: pygame.Rect) -> pygame.Rect:
    """The felt inside the table's rail, where the end screens lay out their pieces."""
    inset = assets.rail_width(play.size) + px(4)
    return play.inflate(-2 * inset, -2 * inset)
