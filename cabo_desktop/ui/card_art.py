"""Card drawing every game shares (the backs of the cards, the printed ranks), cached in the
shell's surface cache."""

from __future__ import annotations

import time
from math import cos, pi, sin
from typing import Callable

import pygame

from ..i18n import current_language
from . import assets
from .card_pictures import star_points
from .assets import THEME, blit_centered, fast, fit_text
from .card_svg import gradient, height_for, hexc, place, render, shade


def rank_text(rank: str, size: int, colour, bold: bool = True) -> pygame.Surface:
    """A card's rank as printed on it, in the display face: 6 and 9 underlined, as on real cards,
    so that a card seen upside down never reads as the other."""
    img = assets.text(rank, size, colour, bold, display=True)
    if rank not in ("6", "9"):
        return img
    thick = max(1, size // 12)
    out = pygame.Surface((img.get_width(), img.get_height() + thick), pygame.SRCALPHA)
    out.blit(img, (0, 0))
    base = int(img.get_height() * 0.86)
    pygame.draw.rect(out, colour, (int(img.get_width() * 0.12), base, max(2, int(img.get_width() * 0.76)), thick))
    return out


# Under the card back "own" (the default) each game's back its own colour, (fill, pattern) by the word
# game_back prints on it, so that the three games' decks never look alike: Cabanga!'s a deep scarlet (a
# red brighter than its wine felt), Kobito's a deep emerald (against its plum felt; bluer, it neared its teal gnome);
# CABO's own back and kaboo's standard deck keep the midnight blue ("blue")
OWN_BACKS = {"Cabanga!": ((150, 26, 38), (196, 70, 80)), "Kobito": ((22, 98, 62), (66, 154, 106))}


def back_colours(game: str | None = None) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The card back's (fill, pattern) colours: the player's choice, or under "own" the game's own
    (OWN_BACKS, by the word `game` prints on its back; the midnight blue for CABO and kaboo)."""
    return assets.CARD_BACKS[THEME["back"]] or OWN_BACKS.get(game, assets.CARD_BACKS["blue"])


def back_stock(fill: tuple[int, int, int], size: tuple[int, int]) -> pygame.Surface:
    """A back's card stock in `fill`, lit from above, its thickness at its foot and a white edge
    (the picture every back is drawn on)."""
    height = height_for(size)
    box = f'x="0.8" y="0.8" width="98.4" height="{height - 1.6:.2f}" rx="10"'
    return render(f'<defs>{gradient("backfill", shade(fill, 1.18), shade(fill, 0.8))}</defs>'
                  f'<rect {box} fill="{hexc(shade(fill, 0.45))}"/>'  # the card's thickness at its foot
                  f'<rect x="0.8" y="0.8" width="98.4" height="{height - 3.4:.2f}" rx="10" fill="url(#backfill)"/>'
                  f'<rect {box} fill="none" stroke="#ebebf0" stroke-width="1.8"/>', size)


def game_back(size: tuple[int, int], word: str, pattern: Callable[[float], str], emblem: str = "",
              tile: float = 0.0) -> pygame.Surface:
    """A game's own card back (cached per size, game and chosen colour), one family with CABO's
    (cabo/table/backs): the chosen colour lit from above, the game's `pattern` inside a gold double
    frame with a gold star in each corner (pattern(height) gives SVG for a box 100 wide and `height`
    tall, see card_svg; with `tile`, the pattern's period in card units, 100 the card's width:
    pattern(100) is one period in a 100 x 100 box, drawn once and repeated), gold rays from a round
    beaded medallion above the middle holding the game's `emblem` whole (SVG in a 100 x 100 box),
    the game's name `word` in a gold-edged cartouche across the medallion's foot and a small gold
    flourish below; a back narrower than WORDED px, the medallion alone, larger, in the middle."""
    key = ("back", THEME["back"], size, word, pattern, emblem)
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = faces.stand_in(word, "back", size, lambda s: ("back", THEME["back"], s, word, pattern, emblem),
                              lambda s: game_back(s, word, pattern, emblem, tile))
    if surf is None:
        surf = _build_back(size, word, pattern, emblem, tile)
        assets.surfaces[key] = surf
        # the back is one of the faces a table shows: built at every size it draws, ahead of need
        faces.drawn(word, ("back", pattern, emblem, tile), size, lambda s: game_back(s, word, pattern, emblem, tile))
    return surf


def _build_back(size: tuple[int, int], word: str, pattern: Callable[[float], str], emblem: str,
                tile: float) -> pygame.Surface:
    """game_back's picture, built (uncached)."""
    w, h = size
    fill, _line = back_colours(word)
    height = height_for(size)
    surf = back_stock(fill, size)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(8, w // 6), -max(8, w // 6))
    if tile:
        side = max(3, round(w * tile / 100))
        cell = sprite(("back-tile", THEME["back"], pattern, side), pattern(100), (side, side))
        clip = surf.get_clip()
        surf.set_clip(inner)
        for y in range(inner.top, inner.bottom, side):
            for x in range(inner.left, inner.right, side):
                surf.blit(cell, (x, y))
        surf.set_clip(clip)
    else:
        surf.blit(render(pattern(height_for(inner.size)), inner.size), inner)
    scale = 100 / max(1, w)
    x, y, iw, ih = (v * scale for v in inner)
    worded = w >= WORDED
    my = height * (0.43 if worded else 0.5)
    r = min(27.0, ih * 0.2) if worded else min(iw * 0.42, ih * 0.3)
    body = [back_frame(x, y, iw, ih, w)]
    if worded:
        body.append(_back_rays(50, my, r, "backrays"))
    body.append(back_medallion(fill, 50, my, r, emblem, w >= 60))
    word_y = my + r + 2
    if worded:
        body.append(back_cartouche(fill, word_y, 10.5) + back_flourish(min(height * 0.84, y + ih - 11)))
    surf.blit(render("".join(body), size), (0, 0))
    if worded:
        image = fit_text(word, int(h * 0.115), int(w * 0.62), BACK_GOLD_LIGHT, True, display=True)
        blit_centered(surf, image, (w / 2, word_y / scale))
    return fast(lit(surf))


BACK_GOLD, BACK_GOLD_LIGHT = (214, 178, 86), (240, 215, 120)
WORDED = 56  # px: a back narrower than this shows its medallion alone, larger, without the name


def _back_rays(cx: float, cy: float, r: float, ident: str) -> str:
    """Gold rays spreading from a back's medallion (centre cx, cy, radius r), long and short in
    turn, fading out before the frame."""
    gold = hexc(BACK_GOLD)
    rays = []
    for k in range(36):
        a = k * pi / 18
        r1 = r + (34 if k % 2 == 0 else 20)
        rays.append(f"M{cx + (r + 2) * cos(a):.2f} {cy + (r + 2) * sin(a):.2f} L{cx + r1 * cos(a):.2f} {cy + r1 * sin(a):.2f}")
    return (f'<defs><radialGradient id="{ident}" cx="50%" cy="50%" r="50%">'
            f'<stop offset=".4" stop-color="{gold}" stop-opacity=".6"/>'
            f'<stop offset="1" stop-color="{gold}" stop-opacity="0"/></radialGradient></defs>'
            f'<path d="{"".join(rays)}" stroke="url(#{ident})" stroke-width="1.1" fill="none"/>')


def back_frame(x: float, y: float, iw: float, ih: float, w: int, gold_rgb=BACK_GOLD) -> str:
    """A back's gold frame round its pattern (the box x, y, iw, ih in card units, on a card `w` px
    wide): on a card 40 px wide or more, a second, finer line inside it and a gold star in each
    of its corners."""
    gold = hexc(gold_rgb)
    out = [f'<rect x="{x:.2f}" y="{y:.2f}" width="{iw:.2f}" height="{ih:.2f}" rx="4" fill="none" '
           f'stroke="{gold}" stroke-width="{max(1.6, 200 / max(1, w)):.2f}"/>']
    if w >= 40:
        out.append(f'<rect x="{x + 3:.2f}" y="{y + 3:.2f}" width="{iw - 6:.2f}" height="{ih - 6:.2f}" rx="3" '
                   f'fill="none" stroke="{gold}" stroke-width="0.9"/>')
        out += [f'<polygon points="{star_points(fx, fy, 4.2, 0.32, 4)}" fill="{gold}"/>'
                for fx, fy in ((x + 6, y + 6), (x + iw - 6, y + 6), (x + 6, y + ih - 6), (x + iw - 6, y + ih - 6))]
    return "".join(out)


def back_medallion(fill, cx: float, cy: float, r: float, emblem: str, fine: bool, *, gold_rgb=BACK_GOLD,
                   light: tuple[float, float] = (1.25, 0.5), emblem_at: tuple[float, float, float] = (0.0, 0.0, 1.42),
                   lit_at: str = "42%", ident: str = "backmedal") -> str:
    """A back's medallion: a disc of the back's colour, deep, lit from its middle (`light`: its
    middle's and rim's shades of the colour, `lit_at` the light's height), in a gold ring (a ring of gold beads round it and a
    fine line inside when `fine`), the game's `emblem` (SVG in a 100 x 100 box) whole inside it
    (`emblem_at`: its offset from the middle and its size, in radii). CABO's back
    (games/cabo/table/backs.py) draws its own with its gold and light."""
    gold = hexc(gold_rgb)
    out = [f'<defs><radialGradient id="{ident}" cx="50%" cy="{lit_at}" r="60%"><stop offset="0" '
           f'stop-color="{hexc(shade(fill, light[0]))}"/><stop offset="1" stop-color="{hexc(shade(fill, light[1]))}"/>'
           f'</radialGradient></defs>'
           f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r:.2f}" fill="url(#{ident})" stroke="{gold}" stroke-width="1.8"/>']
    if fine:
        out.append(f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r + 3:.2f}" fill="none" stroke="{gold}" stroke-width="1.4" '
                   f'stroke-dasharray="0.01 2.7" stroke-linecap="round"/>'
                   f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r - 2.4:.2f}" fill="none" stroke="{gold}" stroke-width=".6" '
                   f'stroke-opacity=".8"/>')
    if emblem:
        dx, dy, size = emblem_at
        out.append(place(emblem, cx + r * dx, cy + r * dy, r * size))
    return "".join(out)


def back_cartouche(fill, cy: float, half: float, *, gold_rgb=BACK_GOLD, inset: float = 9, ident: str = "backcart") -> str:
    """A back's name plate across the card at `cy`, `half` units tall each side of it, `inset`
    units from the card's sides: a lozenge-ended plate of the back's colour lit from above, edged
    in gold with a fine line inside."""
    gold = hexc(gold_rgb)

    def outline(x0: float, x1: float, d: float) -> str:
        return (f"M{x0:.2f} {cy:.2f} L{x0 + 6:.2f} {cy - d:.2f} L{x1 - 6:.2f} {cy - d:.2f} L{x1:.2f} {cy:.2f} "
                f"L{x1 - 6:.2f} {cy + d:.2f} L{x0 + 6:.2f} {cy + d:.2f} Z")
    return (f'<defs>{gradient(ident, shade(fill, 1.4), shade(fill, 0.72))}</defs>'
            f'<path d="{outline(inset, 100 - inset, half)}" fill="url(#{ident})" stroke="{gold}" stroke-width="1.8" '
            f'stroke-linejoin="round"/>'
            f'<path d="{outline(inset + 4, 96 - inset, half - 2.6)}" fill="none" stroke="{gold}" stroke-width=".6" '
            f'stroke-opacity=".85"/>')


def back_flourish(cy: float) -> str:
    """Under the name, a small gold flourish: a four-pointed star between two lozenges, on a fine
    rule that fades at its ends."""
    gold = hexc(BACK_GOLD_LIGHT)
    return (f'<defs><linearGradient id="backrule" x1="0%" y1="0%" x2="100%" y2="0%">'
            f'<stop offset="0" stop-color="{gold}" stop-opacity="0"/><stop offset=".5" stop-color="{gold}"/>'
            f'<stop offset="1" stop-color="{gold}" stop-opacity="0"/></linearGradient></defs>'
            f'<rect x="22" y="{cy - 0.45:.2f}" width="56" height=".9" fill="url(#backrule)"/>'
            f'<polygon points="{star_points(50, cy, 6.5, 0.3, 4)}" fill="{gold}"/>'
            + "".join(f'<polygon points="{x - 2.6},{cy} {x},{cy - 2.6} {x + 2.6},{cy} {x},{cy + 2.6}" fill="{gold}"/>'
                      for x in (37, 63)))


LIGHT_KINDS = ("added", "shaded", "lifted")


def light_maps(size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Surface, pygame.Surface]:
    """The light every card of every deck is printed under, at `size` (built once per size):
    (added, multiplied, lifted). One soft key light from the top left (look.md, Lighting): the
    card's colours lifted by up to a third in its top left corner, fading out before the middle
    ("lifted": a colour gains its own value times this, so dark ink stays dark and an index in
    that corner stays crisp), the stock turning a shade darker toward the bottom right, and the
    bevel of its edge: a thin bright line along its top and left sides ("added"), a darker one
    along its bottom and right (in "shaded", with the shade)."""
    keys = [("card light", tuple(size), kind) for kind in LIGHT_KINDS]
    maps = tuple(assets.surfaces.get(key) for key in keys)
    if None in maps:
        w, h = size
        height, unit = height_for(size), 100 / max(1, w)  # unit: one pixel in card units
        stroke = max(1.0, 1.15 * unit)  # the bevel: a pixel wide at least, crisp at every size
        inset = 0.6 + max(1.0, unit) + stroke / 2  # just inside the printed edge
        bevel = (f'x="{inset:.2f}" y="{inset:.2f}" width="{100 - 2 * inset:.2f}" height="{height - 2 * inset:.2f}" '
                 f'rx="{max(2.0, 9.4 - inset):.2f}" fill="none" stroke-width="{stroke:.2f}"')
        body = ('<defs><linearGradient id="rim" x1="0%" y1="0%" x2="100%" y2="100%">'
                '<stop offset="0" stop-color="#ffffff" stop-opacity=".95"/>'
                '<stop offset=".5" stop-color="#ffffff" stop-opacity=".35"/>'
                '<stop offset=".62" stop-color="#ffffff" stop-opacity="0"/></linearGradient>'
                '<linearGradient id="lip" x1="0%" y1="0%" x2="100%" y2="100%">'
                '<stop offset=".42" stop-color="#000000" stop-opacity="0"/>'
                '<stop offset=".7" stop-color="#000000" stop-opacity=".25"/>'
                '<stop offset="1" stop-color="#000000" stop-opacity=".5"/></linearGradient></defs>'
                f'<rect {bevel} stroke="url(#lip)"/><rect {bevel} stroke="url(#rim)"/>')
        picture = render(body, size)
        added = pygame.Surface(size, 0, 32)  # the bevel's light: white over black (the shade's black adds nothing)
        added.blit(picture, (0, 0))
        shaded = _ramp(size, lambda x, y: 1 - 0.16 * max(0.0, x + y - 1))  # a shade darker toward the bottom right
        shaded.blit(picture, (0, 0))  # and the bevel's dark side (its light side lies where there is no shade)
        maps = added, shaded, _lift(size)  # 32-bit already: no conversion (it cost more than the drawing)
        for key, surf in zip(keys, maps):
            assets.surfaces[key] = surf
    return maps


def _ramp(size: tuple[int, int], value: Callable[[float, float], float]) -> pygame.Surface:
    """A smooth grey map of `size`: value(x, y) (0 to 1, x and y from 0 at the top left to 1 at
    the bottom right) at a few points, smoothly scaled (far cheaper than rasterising a gradient)."""
    cols, rows = 5, 7
    tiny = pygame.Surface((cols, rows), 0, 32)
    for i in range(cols):
        for j in range(rows):
            tiny.set_at((i, j), (round(255 * max(0.0, min(1.0, value(i / (cols - 1), j / (rows - 1))))),) * 3)
    return pygame.transform.smoothscale(tiny, size)


def _lift(size: tuple[int, int]) -> pygame.Surface:
    """The key light's pool as a grey map (255: a colour doubled): 30 % at the top left corner,
    falling off smoothly to nothing by the middle (within 3/4 of the width and 2/3 of the height:
    lit lays it only there)."""
    return _ramp(size, lambda x, y: 0.3 * max(0.0, 1 - (x * x + (y * 1.15) ** 2) ** 0.5 / 0.74) ** 1.4)


def lit(surf: pygame.Surface) -> pygame.Surface:
    """`surf` (a card's face or back, drawn at its size) under the light every card shares
    (light_maps), changed in place and returned: only its colours change, never its shape (the
    light falls only where the card is, whatever its corners). Each map is laid only where it
    does something (the pool in the top left, the bevel's light along the edges, the shade on
    the lower and right halves): a third of the work of laying them whole."""
    added, shaded, lifted = light_maps(surf.get_size())
    w, h = surf.get_size()
    pool = pygame.Rect(0, 0, -(-w * 3 // 4), -(-h * 2 // 3))
    glow = surf.subsurface(pool).copy()
    glow.blit(lifted, (0, 0), pool, special_flags=pygame.BLEND_RGB_MULT)
    surf.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    band = min(w, h, int(w * 0.115) + 3)  # the bevel and its round corners
    for strip in ((0, 0, w, band), (0, band, band, h - band), (w - band, band, band, h // 4), (band, h - band, w // 4, band)):
        surf.blit(added, strip[:2], strip, special_flags=pygame.BLEND_RGB_ADD)
    for half in ((w // 2, 0, w - w // 2, h // 2), (0, h // 2, w, h - h // 2)):
        surf.blit(shaded, half[:2], half, special_flags=pygame.BLEND_RGB_MULT)
    return surf


def sprite(key: tuple, body: str | Callable[[], str], size: tuple[int, int]) -> pygame.Surface:
    """SVG `body` (card_svg: a box 100 wide) rendered at `size`, drawn once per `key` and kept:
    the parts many faces share (a blank face of a colour, a corner mark, a point symbol). `body`
    may be a callable giving the SVG, called only when `key` is not kept (writing a patterned
    face's SVG costs more than looking it up: issue 40, frame cost)."""
    surf = assets.surfaces.get(key)
    if surf is None:
        assets.surfaces[key] = surf = fast(render(body() if callable(body) else body, size))
    return surf


class FaceBook:
    """What a game's faces have been drawn at, to build the rest ahead of need (assets.prebuild):
    a face drawn at one size is soon drawn at the game's other sizes (a card flies from a hand to
    the pile, is shown at the round's end; a hand that grows or shrinks is laid out at a new size),
    and a size a face or a back was drawn at soon shows the other faces seen. Bounded: the last
    `sizes` sizes and `cards` faces of each game.

    In a live window's frame (`in_frame`, set by the app) a face missing at a new size is shown
    for a frame or two as a `stand_in`: the same face built at a near size, scaled (0.05 ms, where
    rasterising it costs 0.3-1.5 ms), while the exact one is built first in the next pause (`settle`)."""

    NEAR = 0.25  # a stand-in's source differs from the size asked by at most this much (each side)
    FAR = 2.2  # or is larger, up to this many times (scaled down: as sharp; Kobito's workshop shrinks by steps)
    STAND_IN_USES = 20  # frames a stand-in may be drawn in before the exact face is built in the frame

    def __init__(self, sizes: int = 16, cards: int = 160):
        self.most_sizes, self.most_cards = sizes, cards
        self.sizes: dict[str, list[tuple[int, int]]] = {}
        self.cards: dict[str, dict] = {}
        self.built_for: tuple = ()  # the cache's generation and the look the sizes were built in
        self.in_frame = False  # drawing a live window's frame: stand-ins allowed (App.step sets it)
        self.standing: dict = {}  # exact face's key -> [stand-in surface, frames drawn in, redraw, size, last frame]
        self.frame = 0  # live frames begun (App.step counts): a stand-in's uses are frames, not draws
        self.stand_in_ids: set[int] = set()  # id() of the stand-ins handed out (is_stand_in)
        self.stood_in = 0  # stand-ins made (for the tests and the frame benchmark)

    def stand_in(self, game: str, ident, size: tuple[int, int], key_of: Callable[[tuple[int, int]], tuple],
                 redraw: Callable[[tuple[int, int]], object]) -> pygame.Surface | None:
        """`game`'s face `ident` is not cached at `size` (its cache key is key_of(size)): in a
        frame, the face cached at the nearest size of the game's within NEAR (or larger, up to
        FAR times: a face scaled down stays sharp), scaled to `size`,
        the exact one built first in the next pause (`settle`; `redraw(size)` builds it);
        None outside a frame, when no size is near, or when a stand-in has been drawn
        STAND_IN_USES times (the frame builds the exact face)."""
        if not self.in_frame:
            return None
        size = tuple(size)
        key = key_of(size)
        standing = self.standing.get(key)
        if standing is not None:
            if standing[4] != self.frame:  # a hand draws one face many times a frame: count frames
                standing[1], standing[4] = standing[1] + 1, self.frame
            if standing[1] > self.STAND_IN_USES:  # the pauses never built it (a busy cache): now
                self.stand_in_ids.discard(id(self.standing.pop(key)[0]))
                return None
            return standing[0]
        w, h = size
        best, gap = None, None
        for other in self.sizes.get(game, ()):
            near = abs(other[0] - w) <= w * self.NEAR and abs(other[1] - h) <= h * self.NEAR
            larger = w <= other[0] <= w * self.FAR and h <= other[1] <= h * self.FAR
            if other == size or not (near or larger):
                continue
            source = assets.surfaces.get(key_of(other))
            off = abs(other[0] - w) + abs(other[1] - h) - (0.5 if other[0] > w else 0)  # ties: scale down
            if source is not None and source.get_size() == other and (gap is None or off < gap):
                best, gap = source, off
        if best is None:
            return None
        if len(self.standing) > 200:
            self.standing.clear()
            self.stand_in_ids.clear()
        surf = fast(pygame.transform.smoothscale(best, size))
        self.standing[key] = [surf, 1, redraw, size, self.frame]
        self.stand_in_ids.add(id(surf))
        self.stood_in += 1
        self.size_seen(game, size)
        return surf

    def settle(self, deadline: float) -> int:
        """Build the exact faces of the stand-ins shown, oldest first, while the time.perf_counter()
        `deadline` is not past (the app calls it in the pause after a frame, before building
        ahead): even with the cache near its budget, as these are drawn now. The number built."""
        done = 0
        while self.standing and time.perf_counter() < deadline:
            key = next(iter(self.standing))
            surf, _uses, redraw, size, _frame = self.standing.pop(key)
            self.stand_in_ids.discard(id(surf))
            self.exact(redraw, size)
            done += 1
        return done

    def is_stand_in(self, surf: pygame.Surface) -> bool:
        """Whether `surf` is a stand-in: a cache of composed pictures (a card with its shadow)
        must not keep one, or the scaled face would outlive the frame or two it stands in for."""
        return id(surf) in self.stand_in_ids

    def exact(self, redraw: Callable[[tuple[int, int]], object], size: tuple[int, int]) -> None:
        """Build a face at `size` (`redraw(size)`) exactly, never as a stand-in."""
        was, self.in_frame = self.in_frame, False
        try:
            redraw(size)
        finally:
            self.in_frame = was

    def drawn(self, game: str, ident, size: tuple[int, int], redraw: Callable[[tuple[int, int]], object]) -> None:
        """`game`'s face `ident` was just drawn at `size`; `redraw(size)` draws it at another."""
        self.expect(game, ident, redraw, size)
        self.size_seen(game, size)

    def expect(self, game: str, ident, redraw: Callable[[tuple[int, int]], object], drawn_at=None) -> None:
        """`game` will show its face `ident` (a table names its deck's faces as it opens: each is
        built at every size the game draws, ahead of its first showing); `redraw(size)` draws it."""
        faces = self.cards.setdefault(game, {})
        if ident in faces:
            return
        faces[ident] = redraw
        while len(faces) > self.most_cards:
            faces.pop(next(iter(faces)))
        for other in self.sizes.get(game, ()):
            if other != drawn_at:
                assets.prebuild.want((game, ident, other), lambda s=other: redraw(s))

    def size_seen(self, game: str, size: tuple[int, int]) -> None:
        """`game` drew a face or a back at `size`: every face seen is built at it ahead of need."""
        size = tuple(size)
        now = (assets.surfaces.generation, THEME["back"], THEME["colour_blind"], current_language())
        if now != self.built_for:  # the caches were emptied, or the look changed: every size anew
            self.built_for = now
            self.sizes.clear()
            self.standing.clear()
            self.stand_in_ids.clear()
        known = self.sizes.setdefault(game, [])
        if size in known:
            return
        known.append(size)
        del known[:-self.most_sizes]
        for ident, redraw in self.cards.get(game, {}).items():
            assets.prebuild.want((game, ident, size), lambda s=size, r=redraw: r(s))


faces = FaceBook()
