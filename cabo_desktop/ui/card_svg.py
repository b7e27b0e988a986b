"""Vector card drawing: SVG written in code and rasterised by pygame-ce at the size it is drawn
(crisp and antialiased at every size), with the four suits' outlines and small colour helpers.

Every picture is composed in a box 100 units wide; a caller gives the height its shape needs.
Nothing here caches: the games' art keeps what it builds in the shell's bounded surface cache.
"""

from __future__ import annotations

import io

import pygame

Colour = tuple  # (r, g, b) or (r, g, b, a)

# The four suits in a 100 x 100 box, point (heart, spade) or stem (club, spade) down at y ~ 96.
SUIT_PATHS = {
    "H": "M50 94 C36 78 4 58 4 30 C4 14 16 4 29 4 C39 4 46 10 50 20 C54 10 61 4 71 4 C84 4 96 14 96 30"
         " C96 58 64 78 50 94 Z",
    "D": "M50 2 Q66 28 88 50 Q66 72 50 98 Q34 72 12 50 Q34 28 50 2 Z",
    "S": "M50 3 C60 22 96 40 96 63 C96 77 86 85 74 85 C65 85 58 80 54 73 C55 84 60 92 70 98 L30 98"
         " C40 92 45 84 46 73 C42 80 35 85 26 85 C14 85 4 77 4 63 C4 40 40 22 50 3 Z",
    "C": "M50 4 C63 4 72 14 72 26 C72 33 69 38 65 43 C70 40 74 39 78 39 C90 39 98 49 98 61 C98 73 89 82 77 82"
         " C67 82 59 77 55 70 C56 84 61 92 70 98 L30 98 C39 92 44 84 45 70 C41 77 33 82 23 82 C11 82 2 73 2 61"
         " C2 49 10 39 22 39 C26 39 30 40 35 43 C31 38 28 33 28 26 C28 14 37 4 50 4 Z",
}


def hexc(colour: Colour) -> str:
    """`colour` as SVG writes it (#rrggbb; any alpha is given apart, as an opacity)."""
    r, g, b = (max(0, min(255, int(c))) for c in colour[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


def alpha_of(colour: Colour) -> float:
    """The opacity of `colour` (1 when it has no alpha)."""
    return (colour[3] / 255) if len(colour) > 3 else 1.0


def paint(colour: Colour) -> str:
    """`fill` and `fill-opacity` attributes for `colour`."""
    a = alpha_of(colour)
    return f'fill="{hexc(colour)}"' + (f' fill-opacity="{a:.3f}"' if a < 1 else "")


def shade(colour: Colour, k: float) -> tuple[int, int, int]:
    """`colour` darkened (k < 1) or lightened towards white (k > 1)."""
    if k <= 1:
        return tuple(int(c * k) for c in colour[:3])
    t = min(1.0, k - 1)
    return tuple(int(c + (255 - c) * t) for c in colour[:3])


def mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    """The colour `t` of the way from `a` to `b`."""
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def place(body: str, x: float, y: float, size: float, turned: bool = False) -> str:
    """`body` (drawn in a 100 x 100 box) centred on (x, y) at `size` units, upside down if `turned`."""
    turn = " rotate(180)" if turned else ""
    return f'<g transform="translate({x:.2f},{y:.2f}){turn} scale({size / 100:.4f}) translate(-50,-50)">{body}</g>'


def suit(key: str, colour: Colour, outline: Colour | None = None) -> str:
    """A suit's outline ("S", "H", "D", "C") filled with `colour`, in the 100 x 100 box."""
    edge = f' stroke="{hexc(outline)}" stroke-width="3"' if outline else ""
    return f'<path d="{SUIT_PATHS.get(key, SUIT_PATHS["D"])}" {paint(colour)}{edge}/>'


def height_for(size: tuple[int, int]) -> float:
    """The height of a drawing's box for a surface of `size`: 100 units across, the same aspect."""
    w, h = size
    return 100 * max(1, h) / max(1, w)


def render(body: str, size: tuple[int, int]) -> pygame.Surface:
    """`body` (SVG elements in a box 100 wide and height_for(size) tall) rasterised at `size`
    pixels, with transparency; an empty surface of that size if this pygame cannot read SVG."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    doc = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'viewBox="0 0 100 {height_for((w, h)):.4f}">{body}</svg>')
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    try:
        img = pygame.image.load_sized_svg(io.BytesIO(doc.encode("utf-8")), (w, h))
    except (pygame.error, AttributeError, ValueError):  # a build without SVG support: no picture
        return out
    out.blit(img, img.get_rect(center=out.get_rect().center))
    return out


def gradient(name: str, top: Colour, bottom: Colour, horizontal: bool = False) -> str:
    """A linear gradient definition `name` from `top` to `bottom` (use it as fill="url(#name)"),
    its ends in percent of the shape's box: the SVG reader (nanosvg) takes bare fractions such as
    x2="1" for user units, and drew every gradient given so as its last colour, flat."""
    end = 'x2="100%" y2="0%"' if horizontal else 'x2="0%" y2="100%"'
    return (f'<linearGradient id="{name}" x1="0%" y1="0%" {end}><stop offset="0" stop-color="{hexc(top)}"/>'
            f'<stop offset="1" stop-color="{hexc(bottom)}"/></linearGradient>')


def card_stock(w_units: float, h_units: float, paper: Colour, edge: Colour = (60, 60, 60),
               radius: float = 9.0, foot: float = 1.8) -> str:
    """A card's stock: `paper` lit from above (a touch brighter at the top, warmer at the foot)
    inside a fine edge, filling the whole box, standing on its thickness: a darker lip of paper
    in shadow `foot` units tall along its foot (0: none), so a face reads as a card, not a flat
    rectangle."""
    box = f'x="0.6" y="0.6" width="{w_units - 1.2:.2f}" height="{h_units - 1.2:.2f}" rx="{radius}"'
    face = (f'<rect x="0.6" y="0.6" width="{w_units - 1.2:.2f}" height="{h_units - 1.2 - foot:.2f}" rx="{radius}" '
            f'fill="url(#stock)"/>')
    return (f'<defs>{gradient("stock", shade(paper, 1.25), mix(paper, (226, 214, 190), 0.35))}</defs>'
            f'<rect {box} fill="{hexc(mix(paper, (118, 100, 74), 0.5))}"/>' + (face if foot > 0 else "")
            + f'<rect {box} fill="none" stroke="{hexc(edge)}" stroke-width="1.2"/>')


def print_frame(x: float, y: float, w: float, h: float, colour: Colour, radius: float = 5.0,
                width: float = 0.9) -> str:
    """A thin printed border line, the rectangle (x, y, w, h) in card units, in `colour`."""
    a = alpha_of(colour)
    return (f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" rx="{radius}" fill="none" '
            f'stroke="{hexc(colour)}"' + (f' stroke-opacity="{a:.3f}"' if a < 1 else "")
            + f' stroke-width="{width:.2f}"/>')


def colour_panel(x: float, y: float, w: float, h: float, base: Colour, radius: float = 7.0,
                 detail: bool = True, lift: float = 0.16) -> str:
    """A colour panel printed on a card's stock, the rectangle (x, y, w, h) in card units: `base`
    lit from its top (±`lift`) with a darker rim, and, with `detail` (a card 40 px wide or more),
    a thin light border line printed just inside it."""
    body = (f'<defs>{gradient("panel", shade(base, 1 + lift), shade(base, 1 - lift))}</defs>'
            f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" rx="{radius}" fill="url(#panel)" '
            f'stroke="{hexc(shade(base, 0.72))}" stroke-width="0.7"/>')
    if detail:
        body += print_frame(x + 2.4, y + 2.4, w - 4.8, h - 4.8, shade(base, 1.55) + (210,), max(1.0, radius - 2), 0.8)
    return body
