"""CABO's card backs, drawn with SVG (no image files): the game's own back (the night the unicorn
roams: one gold unicorn's head in a round medallion over the game's name in a cartouche, on a
starred lattice in a gold double frame) and kaboo's classic back of a standard deck. Each is
built once per size and chosen colour and kept in the shell's bounded surface cache, under the
light every card shares (card_art.lit)."""

from __future__ import annotations

from functools import lru_cache
from math import cos, sin

import pygame

from ....ui import assets, card_pictures as pictures
from ....ui.assets import THEME, blit_centered, fast as _fast, fit_text
from ....ui.card_art import back_cartouche, back_colours, back_frame, back_medallion, back_stock, faces, lit, sprite
from ....ui.card_svg import SUIT_PATHS, gradient, height_for, hexc, place, render, shade


# the lattice's stars: two crossed lozenges drawn from one outline (a concave star's outline took
# the SVG reader ten times as long: 1.2 ms a back; star_points per star took Python 3 ms)
STAR = "l.9 2.6l-.9 2.6l-.9 -2.6zm-2.6 2.6l2.6 -.8l2.6 .8l-2.6 .8z"
GOLD, GOLD_LIGHT = (214, 178, 86), (240, 215, 120)
WORDED = 56  # px: a back narrower than this shows the medallion alone, larger, without the name
EMBLEM = pictures.unicorn_head()


@lru_cache(maxsize=16)
def _night(height: float, fill: tuple, line: tuple, ray_y: float) -> str:
    """The back's night, in a box 100 wide and `height` units tall in the back colours (`fill`,
    `line`): the colour brightening toward the middle, a fine lattice in the pattern colour with
    a star at every other crossing, and gold rays from the medallion's centre (`ray_y` units
    down) fading before the frame (written once per shape and colour)."""
    ink, gold = hexc(line), hexc(GOLD)
    step = 12.5
    cx, cy = 50, ray_y
    out = [f'<defs><radialGradient id="cabonight" cx="50%" cy="50%" r="60%">'
           f'<stop offset="0" stop-color="{hexc(shade(fill, 1.3))}"/>'
           f'<stop offset="1" stop-color="{hexc(shade(fill, 0.85))}"/></radialGradient></defs>'
           f'<rect x="0" y="0" width="100" height="{height:.2f}" fill="url(#cabonight)"/>']
    starts = [k * step - height for k in range(int((100 + height) / step) + 2)]
    out.append(f'<path d="{"".join(f"M{x:.1f} 0 l{height:.1f} {height:.1f} M{x + height:.1f} 0 l{-height:.1f} {height:.1f}" for x in starts)}" '
               f'stroke="{ink}" stroke-opacity=".75" stroke-width="0.9" fill="none"/>')
    stars = []
    for k1 in range(len(starts)):  # the crossing of the k1-th line down to the right and the k2-th up
        for k2 in range(k1 % 2, len(starts) + 1, 2):
            x, y = ((k1 + k2) * step - height) / 2, ((k2 - k1) * step + height) / 2
            if 2 < x < 98 and 2 < y < height - 2:
                stars.append(f"M{x:.1f} {y - 2.6:.1f}{STAR}")
    out.append(f'<path d="{"".join(stars)}" fill="{hexc(shade(line, 1.4))}"/>')
    rays = []
    for k in range(36):
        a = k * 3.14159 / 18
        r0, r1 = 26, (64 if k % 2 == 0 else 48)
        rays.append(f"M{cx + r0 * cos(a):.2f} {cy + r0 * 1.15 * sin(a):.2f} L{cx + r1 * cos(a):.2f} {cy + r1 * 1.15 * sin(a):.2f}")
    out.append(f'<defs><radialGradient id="caborays" cx="50%" cy="50%" r="50%">'
               f'<stop offset=".3" stop-color="{gold}" stop-opacity=".7"/>'
               f'<stop offset="1" stop-color="{gold}" stop-opacity="0"/></radialGradient></defs>'
               f'<path d="{"".join(rays)}" stroke="url(#caborays)" stroke-width="1.1" fill="none"/>')
    return "".join(out)


def _medallion(fill, cx: float, cy: float, r: float, fine: bool) -> str:
    """The unicorn's medallion (card_art.back_medallion): a disc of the back's colour lit from its
    middle in a gold ring, the gold unicorn's head whole inside it, a little high and large."""
    return back_medallion(fill, cx, cy, r, EMBLEM, fine, gold_rgb=GOLD, light=(1.45, 0.7), emblem_at=(-0.05, 0.1, 1.62),
                          lit_at="40%", ident="cabomedal")


def _cartouche(fill, cy: float, half: float) -> str:
    """The name's cartouche across the card at `cy` (card_art.back_cartouche, in CABO's gold)."""
    return back_cartouche(fill, cy, half, gold_rgb=GOLD, inset=11, ident="cabocart")


def _moon(cy: float) -> str:
    """Under the name, a gold crescent moon between two small stars: the night the unicorn roams."""
    gold = hexc(GOLD_LIGHT)
    return (f'<path d="M53 {cy - 8:.2f} A8 8 0 1 0 53 {cy + 8:.2f} A6 8 0 1 1 53 {cy - 8:.2f} Z" fill="{gold}"/>'
            + "".join(f'<polygon points="{pictures.star_points(x, cy + dy, r, 0.32, 4)}" fill="{gold}"/>'
                      for x, dy, r in ((34, 2, 3.6), (66, 2, 3.6), (24, -2, 2), (76, -2, 2))))


def cabo_back(size: tuple[int, int]) -> pygame.Surface:
    """CABO's own back, the night the unicorn roams: the night (_night) in a gold double frame
    with a star in each corner, the unicorn's head in a round medallion above the middle and
    CABO in a gold-edged cartouche across its foot, a crescent moon between two stars below; a
    back narrower than WORDED px, the medallion alone, larger, in the middle. Cached per size and
    colour, built ahead at every size the table draws."""
    key = ("cabo back", THEME["back"], tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = faces.stand_in("CABO", "back", size, lambda s: ("cabo back", THEME["back"], tuple(s)), cabo_back)
    if surf is None:
        w, h = size
        fill, line = back_colours()
        height = height_for(size)
        worded = w >= WORDED
        my = height * (0.43 if worded else 0.5)
        surf = back_stock(fill, size)
        inner = pygame.Rect(0, 0, w, h).inflate(-max(8, w // 6), -max(8, w // 6))
        scale = 100 / max(1, w)
        x, y, iw, ih = (v * scale for v in inner)
        k = 100 / max(1, iw)  # the night's own box: 100 units across the frame
        surf.blit(sprite(("cabo night", THEME["back"], inner.size, worded),
                         lambda: _night(round(height_for(inner.size), 1), fill, line, round((my - y) * k, 1)), inner.size), inner)
        body = [back_frame(x, y, iw, ih, w, GOLD)]
        r = min(27.0, ih * 0.2) if worded else min(iw * 0.42, ih * 0.3)
        body.append(_medallion(fill, 50, my, r, w >= 60))
        word_y = my + r + 2
        if worded:
            body.append(_cartouche(fill, word_y, 10.5) + _moon(min(height * 0.83, y + ih - 12)))
        surf.blit(render("".join(body), size), (0, 0))
        if worded:
            image = fit_text("CABO", int(h * 0.125), int(w * 0.56), GOLD_LIGHT, True, display=True)
            blit_centered(surf, image, (w / 2, word_y / scale))
        assets.surfaces[key] = surf = _fast(lit(surf))
        faces.drawn("CABO", "back", size, cabo_back)  # built at every size the table draws, ahead of need
    return surf


def card_back(size: tuple[int, int], standard: bool = False) -> pygame.Surface:
    """The back of every CABO card (cabo_back); a `standard` deck's (kaboo) a classic back of its
    own (standard_back)."""
    return standard_back(size) if standard else cabo_back(size)


CROWN = ("M18 72 L12 34 L33 52 L50 22 L67 52 L88 34 L82 72 Z"
         "M18 78 L82 78 L82 88 L18 88 Z")  # the emblem's crown, in the 100 x 100 box


def _emblem(fill, line) -> str:
    """KABOO's emblem at the back's centre (a 100 x 100 box; review s52: the plain rosette read
    "generic next to CABO's unicorn back"): a medallion of the back's colour in a gold rim and a
    white ring beaded with 24 pearls, four white lozenge rays on the diagonals, the four suits at
    its quarters (spade up, heart right, club down, diamond left) and a gold-rimmed heart with a
    gold crown."""
    gold, dark = hexc(GOLD), hexc(shade(GOLD, 0.55))
    pearls = "".join(f'<circle cx="{50 + 44.6 * cos(a * 0.2618):.2f}" cy="{50 + 44.6 * sin(a * 0.2618):.2f}" r="1.25" '
                     f'fill="{line}"/>' for a in range(24))
    rays = "".join(f'<polygon points="50,50 {50 + 7 * cos(a + 0.79):.2f},{50 + 7 * sin(a + 0.79):.2f} '
                   f'{50 + 40 * cos(a):.2f},{50 + 40 * sin(a):.2f} {50 + 7 * cos(a - 0.79):.2f},{50 + 7 * sin(a - 0.79):.2f}" '
                   f'fill="{line}" fill-opacity=".38"/>' for a in (0.785, 2.356, 3.927, 5.498))
    suits = "".join(place(f'<path d="{SUIT_PATHS[k]}" fill="{line}"/>', x, y, 21)
                    for k, x, y in (("S", 50, 24), ("H", 76, 50), ("C", 50, 76), ("D", 24, 50)))
    return (f'<circle cx="50" cy="50" r="48" fill="{dark}"/>'
            f'<circle cx="50" cy="50" r="47" fill="{fill}" stroke="{gold}" stroke-width="2.6"/>'
            f'<circle cx="50" cy="50" r="42" fill="none" stroke="{line}" stroke-width="1.1"/>{pearls}{rays}{suits}'
            f'<circle cx="50" cy="50" r="13" fill="{fill}" stroke="{gold}" stroke-width="2.4"/>'
            + place(f'<path d="{CROWN}" fill="{gold}"/>', 50, 49.5, 19))


def _fleuron(line) -> str:
    """A panel corner's ornament (a 100 x 100 box, its corner at the top left): a gold quarter
    lozenge and a white one inside it."""
    return (f'<polygon points="0,0 100,0 0,100" fill="{hexc(GOLD)}"/>'
            f'<polygon points="0,0 62,0 0,62" fill="{line}"/>')


def _classic_tile(fill, paper: str, fine: bool) -> str:
    """One period of the classic back's print in a 100 x 100 box (standard_back repeats it): a
    diamond lattice in white and, when `fine` (a card 48 px wide or more), a white quatrefoil with
    a heart of the back's colour in each diamond and a white lozenge at each crossing."""
    out = f'<path d="M0 0 L100 100 M100 0 L0 100" stroke="{paper}" stroke-opacity=".55" stroke-width="5" fill="none"/>'
    if fine:
        out += "".join(f'<circle cx="{50 + dx}" cy="{50 + dy}" r="9.5" fill="{paper}" fill-opacity=".62"/>'
                       for dx, dy in ((-10, 0), (10, 0), (0, -10), (0, 10)))
        out += f'<circle cx="50" cy="50" r="5" fill="{hexc(fill)}"/>'
        out += "".join(f'<polygon points="{x},{y - 10} {x + 10},{y} {x},{y + 10} {x - 10},{y}" fill="{paper}" fill-opacity=".8"/>'
                       for x, y in ((0, 0), (100, 0), (0, 100), (100, 100)))
    return out


def standard_back(size: tuple[int, int]) -> pygame.Surface:
    """Kaboo's back, as an ordinary deck's: a white border round a panel in the chosen back colour
    printed in white with a fine classic pattern (a diamond lattice, a quatrefoil in each diamond,
    a lozenge at each crossing: _classic_tile), a gold line and a white one inside the panel's edge,
    a gold and white fleuron in each corner and KABOO's emblem in the middle (_emblem: the four
    suits round a gold crown in a beaded, gold-rimmed medallion).
    Cached per size and colour."""
    key = ("standard back", THEME["back"], tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = faces.stand_in("CABO", "back", size, lambda s: ("standard back", THEME["back"], tuple(s)),
                              standard_back)
    if surf is None:
        w, h = size
        fill, _line = back_colours()
        ink, paper = hexc(fill), "#fbfaf5"
        height, scale = height_for(size), w / 100
        m = 7.5  # the white border, in card units
        iw, ih = 100 - 2 * m, height - 2 * m
        surf = render(f'<defs>{gradient("kabooback", shade(fill, 1.2), shade(fill, 0.8))}</defs>'
                      f'<rect x="0.6" y="0.6" width="98.8" height="{height - 1.2:.2f}" rx="9" fill="#d8d4c8"/>'  # the stock's edge
                      f'<rect x="0.6" y="0.6" width="98.8" height="{height - 3.0:.2f}" rx="9" fill="{paper}" stroke="#c9c4b6" stroke-width="0.8"/>'
                      f'<rect x="{m}" y="{m}" width="{iw:.2f}" height="{ih:.2f}" rx="4" fill="url(#kabooback)"/>', size)
        panel = pygame.Rect(round(m * scale), round(m * scale), round(iw * scale), round(ih * scale)).inflate(-2, -2)
        side = max(5, round(w * (0.13 if w >= 48 else 0.16)))  # the print's period: finer on a larger card
        cell = sprite(("classic-tile", THEME["back"], side, w >= 48), _classic_tile(fill, paper, w >= 48), (side, side))
        surf.set_clip(panel)
        x0 = panel.centerx - side * (panel.w // (2 * side) + 1) - side // 2  # symmetric about the middle
        y0 = panel.centery - side * (panel.h // (2 * side) + 1) - side // 2
        for y in range(y0, panel.bottom, side):
            for x in range(x0, panel.right, side):
                surf.blit(cell, (x, y))
        surf.set_clip(None)
        line = max(0.8, 110 / max(1, w))
        body = (f'<rect x="{m + 2.4:.2f}" y="{m + 2.4:.2f}" width="{iw - 4.8:.2f}" height="{ih - 4.8:.2f}" rx="3" fill="none" '
                f'stroke="{hexc(GOLD)}" stroke-width="{line * 1.2:.2f}"/>')  # a gold line, as CABO's frame
        if w >= 48:  # a second, finer line inside it
            body += (f'<rect x="{m + 4.6:.2f}" y="{m + 4.6:.2f}" width="{iw - 9.2:.2f}" height="{ih - 9.2:.2f}" rx="2" fill="none" '
                     f'stroke="{paper}" stroke-width="{line * 0.5:.2f}"/>')
        if w >= 48:  # a fleuron in each of the panel's corners, inside the lines
            for x, y, turn in ((m + 5.2, m + 5.2, 0), (100 - m - 5.2, m + 5.2, 90),
                               (100 - m - 5.2, height - m - 5.2, 180), (m + 5.2, height - m - 5.2, 270)):
                body += f'<g transform="translate({x:.2f},{y:.2f}) rotate({turn}) scale(.09)">{_fleuron(paper)}</g>'
        if w >= 30:
            body += place(_emblem(ink, paper), 50, height / 2, min(iw * 0.66, ih * 0.46))
        surf.blit(render(body, size), (0, 0))
        assets.surfaces[key] = surf = _fast(lit(surf))
        faces.drawn("CABO", "standard back", size, standard_back)  # built at every size ahead, as the faces
    return surf
