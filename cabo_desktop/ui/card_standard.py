"""The standard deck's faces, drawn as vector art at the size shown: the classic pip layouts of the
Ace to the 10, court cards (a King, Queen and Jack in robes of the suit's colour, mirrored top to
bottom, each with its attribute: a sword, a rose, a halberd) and the jester of the jokers. A game
gives the ink and the index letters (they change with the language and the four-colour deck) and
keeps the faces; the parts they share (the blank stock of a size, each pip) are kept here, all in
the shell's bounded surface cache."""

from __future__ import annotations

import pygame

from . import assets
from .assets import blit_centered, fast, fit_text, text
from .card_art import rank_text
from .card_svg import card_stock, height_for, hexc, paint, place, render, suit

# where the pips of 2 to 10 sit: (column 0 left / 1 middle / 2 right, row 0 top .. 1 bottom)
PIP_LAYOUTS = {
    "2": [(1, 0), (1, 1)],
    "3": [(1, 0), (1, 0.5), (1, 1)],
    "4": [(0, 0), (2, 0), (0, 1), (2, 1)],
    "5": [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    "6": [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    "7": [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    "8": [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)],
    "9": [(0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)],
    "10": [(0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)],
}
GLYPH_SUITS = {"\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C"}
SKIN, GOLD, GOLD_DARK = (247, 220, 194), (226, 178, 48), (138, 100, 16)
SMALL = 48  # px: narrower cards show one large pip, court cards too (the index says the rest)


def index_size(h: int) -> int:
    """The corner index's type size on a card `h` px tall: large on small cards, where it is
    what a player reads, never under 12 px."""
    return max(12, int(h * (0.16 if h < 70 else 0.13)))


def pip_area(w: int, h: int, index_w: int, bottom: int) -> pygame.Rect:
    """The rectangle the pips or the court frame fill: between the index columns, from under the
    card's top edge to `bottom` (the space the game keeps below for its marks)."""
    side = max(int(w * 0.16), index_w + 5)
    top = int(h * 0.07)
    return pygame.Rect(side, top, max(4, w - 2 * side), max(4, bottom - top))


def pip_places(rank: str, area: pygame.Rect) -> list[tuple[float, float, float, bool]]:
    """Where the pips of `rank` (A to 10) sit in `area`: (centre x, centre y, size, upside down),
    in px; the pips of the lower half are upside down, as printed."""
    if rank == "A":
        return [(area.centerx, area.centery, min(area.w * 0.95, area.h * 0.55), False)]
    layout = PIP_LAYOUTS.get(rank, [(1, 0.5)])
    size = min(area.w * 0.32, area.h * (0.21 if len(layout) > 8 else 0.24))  # the middle column clears the sides
    x0, x1 = area.x + size / 2, area.right - size / 2
    y0, y1 = area.y + size / 2, area.bottom - size / 2
    return [(x0 + (x1 - x0) * col / 2, y0 + (y1 - y0) * row, size, row > 0.5) for col, row in layout]


def pip(key: str, colour, size: int, turned: bool = False, ace: bool = False) -> pygame.Surface:
    """One suit pip `size` px square (the Ace of spades with its ring), drawn once and kept."""
    cache_key = ("pip", key, tuple(colour), size, turned, ace)
    surf = assets.surfaces.get(cache_key)
    if surf is None:
        ring = (f'<ellipse cx="50" cy="50" rx="47" ry="47" fill="none" stroke="{hexc(colour)}" stroke-width="1.6"/>'
                if ace and key == "S" else "")
        body = place(suit(key, colour) + ring, 50, 50, 100 * (0.86 if ring else 1.0), turned)
        assets.surfaces[cache_key] = surf = fast(render(body, (max(1, size), max(1, size))))
    return surf


def stock(size: tuple[int, int], paper) -> pygame.Surface:
    """A blank card of `size`: card stock (card_svg.card_stock), drawn once and kept; copy it to
    draw on it (the light is laid over the finished face: card_art.lit)."""
    key = ("stock", tuple(size), tuple(paper))
    surf = assets.surfaces.get(key)
    if surf is None:
        height = height_for(size)
        assets.surfaces[key] = surf = fast(render(card_stock(100, height, paper), size))
    return surf


def standard_face(size: tuple[int, int], rank: str, key: str, colour, index: str, bottom: int,
                  paper=(250, 247, 238)) -> pygame.Surface:
    """A standard card's face: card stock, the index (`index`: the rank as printed, over the suit)
    at the top left, and the pips or the court figure above `bottom` px."""
    w, h = size
    corner = rank_text(index, index_size(h), colour)
    narrow = max(8, int(w * 0.17))
    if corner.get_width() > narrow and w >= SMALL:  # a condensed "10", as printed on real cards
        corner = pygame.transform.smoothscale(corner, (narrow, corner.get_height()))
    pip_px = max(6, int(corner.get_height() * 0.62))
    index_w = max(corner.get_width(), pip_px)
    cx = 4 + index_w // 2
    surf = stock(size, paper).copy()
    surf.blit(pip(key, colour, pip_px), (cx - pip_px // 2, 2 + corner.get_height()))
    area = pip_area(w, h, index_w, bottom)
    court = rank in ("J", "Q", "K") and w >= SMALL  # a figure narrower than this is a sliver
    if court:
        surf.blit(court_figure(rank, key, colour, area.size), area)
    else:
        if w < SMALL:  # one large pip beside the index column
            area = pygame.Rect(index_w + 6, 4, max(4, w - index_w - 9), max(4, bottom - 4))
        places = ([(area.centerx, area.centery, min(area.w, area.h) * 0.85, False)] if w < SMALL
                  else pip_places(rank, area))
        for x, y, side, turned in places:
            image = pip(key, colour, int(round(side)), turned, rank == "A")
            surf.blit(image, image.get_rect(center=(round(x), round(y))))
    surf.blit(corner, corner.get_rect(midtop=(cx, 1)))
    return surf


def court_figure(rank: str, symbol: str, colour, size: tuple[int, int]) -> pygame.Surface:
    """A court card's picture: a framed bust in robes of the suit's colour with the rank's
    headgear and attribute (King: a crown and a sword; Queen: a jewelled crown and a rose; Jack:
    a feathered cap and a halberd) and the suit in the corner; the lower half is the upper one
    turned round, the two parted by a slanting line, as on a real court card. `symbol`: the
    suit's key or its glyph."""
    w, h = size
    key = GLYPH_SUITS.get(symbol, symbol)
    low, high = round(h * 0.58), round(h * 0.42)  # the parting line runs from (0, low) up to (w, high)
    top = render(_court_half(rank, key, colour, height_for((w, max(1, low)))), (w, max(1, low)))
    half = pygame.Surface((w, h), pygame.SRCALPHA)
    half.blit(top, (0, 0))
    pygame.draw.polygon(half, (0, 0, 0, 0), [(0, low), (w, high), (w, h), (0, h)])  # only above the line
    out = half.copy()
    out.blit(pygame.transform.rotate(half, 180), (0, 0))
    edge = max(1, w // 40)
    pygame.draw.aaline(out, colour, (0, low), (w, high))
    pygame.draw.rect(out, GOLD_DARK, out.get_rect(), edge)
    pygame.draw.rect(out, colour, out.get_rect().inflate(-2 * edge, -2 * edge), 1)
    return out


def _second(colour) -> tuple[int, int, int]:
    """The robe's second colour: blue under a red suit, red under a dark one."""
    r, g, b = colour[:3]
    return (44, 72, 160) if r > g + 60 and r > b + 60 else (192, 44, 52)


def _ground(ink: str, gold: str) -> str:
    """A court card's printed ground: a fine lattice in the suit's ink with gold studs where its
    lines cross, fading toward the figure, as the patterned grounds of real court cards."""
    lines = "".join(f"M{k} 0 L{k + 100} 100 M{k + 100} 0 L{k} 100 " for k in range(-100, 100, 12))
    studs = "".join(f'<circle cx="{x}" cy="{y}" r="1.1"/>' for x in range(6, 100, 12) for y in range(6, 100, 12)
                    if abs(x - 50) > 22 or y < 8)
    return (f'<path d="{lines}" stroke="{ink}" stroke-opacity=".13" stroke-width=".7" fill="none"/>'
            f'<g fill="{gold}" fill-opacity=".55">{studs}</g>'
            '<rect x="3" y="3" width="94" height="94" fill="none" stroke="#b8902c" stroke-opacity=".5" '
            'stroke-width=".8"/>')


def _brocade(gold: str) -> str:
    """Gold figures woven into the mantle's two sides (small quatrefoils), so the robe reads as
    cloth, not a flat fill."""
    spots = ((16, 84), (23, 75), (31, 68), (30, 84), (69, 64), (77, 68))  # above the parting line
    flower = '<path d="M50 20 C62 35 62 35 80 50 C62 65 62 65 50 80 C38 65 38 65 20 50 C38 35 38 35 50 20 Z"/>'
    return f'<g fill="{gold}">' + "".join(place(flower, x, y, 8) for x, y in spots) + "</g>"


def _court_half(rank: str, key: str, colour, height: float) -> str:
    """The upper half of a court figure in a 100 x 100 box, stretched to `height` units."""
    ink, second, gold = hexc(colour), hexc(_second(colour)), hexc(GOLD)
    dark, skin = hexc(GOLD_DARK), hexc(SKIN)
    hair = {"K": "#e4ddd0", "Q": "#b8682c", "J": "#7a4a24"}[rank]
    parts = ['<rect width="100" height="100" fill="#f4e8c8"/>', _ground(ink, gold)]
    if rank == "Q":  # long hair behind the shoulders
        parts.append(f'<path d="M31 36 C29 16 71 16 69 36 L73 64 C64 60 60 56 58 50 L42 50 C40 56 36 60 27 64 Z" fill="{hair}"/>')
    parts += [  # a mantle over the shoulders, the tunic between its sides, gold trim, the neck
        f'<path d="M36 60 L64 60 L72 100 L28 100 Z" fill="{second}"/>',
        f'<path d="M31 78 L69 78 M29.5 89 L70.5 89" stroke="{gold}" stroke-width="1.6"/>',
        "".join(place(f'<path d="M50 10 L80 50 L50 90 L20 50 Z" fill="{gold}"/>', x, y, 6)
                for x, y in ((50, 70), (42, 84), (58, 84), (50, 95))),
        f'<path d="M16 100 L9 82 C10 71 22 63 37 59 L40 100 Z" fill="{ink}"/>',
        f'<path d="M84 100 L91 82 C90 71 78 63 63 59 L60 100 Z" fill="{ink}"/>',
        _brocade(gold),
        f'<path d="M37 59 L40 100 M63 59 L60 100 M15 86 C20 77 27 70 36 66 M85 86 C80 77 73 70 64 66" '
        f'stroke="{gold}" stroke-width="2.2" fill="none"/>',
        f'<rect x="45" y="48" width="10" height="12" fill="{skin}"/>',
    ]
    if rank == "K":  # an ermine collar
        parts.append('<path d="M30 63 C40 71 60 71 70 63 L68 58 C58 65 42 65 32 58 Z" fill="#fbfbf6" stroke="#888" stroke-width=".5"/>')
        parts += [f'<circle cx="{x}" cy="{y}" r="1.1" fill="#222"/>' for x, y in ((38, 64), (50, 67), (62, 64))]
    else:
        parts.append(f'<path d="M36 60 Q50 72 64 60" stroke="{gold}" stroke-width="2.2" fill="none"/>')
    if rank != "Q":
        parts.append(f'<path d="M35 40 C34 22 66 22 65 40 L67 50 L33 50 Z" fill="{hair}"/>')
    parts += [  # the face
        f'<ellipse cx="50" cy="38" rx="13" ry="15" fill="{skin}" stroke="#7a5a40" stroke-width=".8"/>',
        '<ellipse cx="45" cy="37" rx="1.9" ry="1.3" fill="#2a2a30"/><ellipse cx="55" cy="37" rx="1.9" ry="1.3" fill="#2a2a30"/>',
        '<path d="M42 33.5 L47.5 32.8 M52.5 32.8 L58 33.5" stroke="#5a4030" stroke-width="1" fill="none"/>',
        '<path d="M50 38 L48.4 44 L51 44.6" stroke="#b08060" stroke-width=".9" fill="none"/>',
        '<circle cx="42.5" cy="43" r="2.4" fill="#f0a0a0" fill-opacity=".55"/><circle cx="57.5" cy="43" r="2.4" fill="#f0a0a0" fill-opacity=".55"/>',
        '<path d="M46.5 48 Q50 49.8 53.5 48" stroke="#b83040" stroke-width="1.2" fill="none"/>',
    ]
    if rank == "K":  # beard and moustache, a crown with jewels, a sword held up
        parts += [
            '<path d="M37 41 C38 58 46 64 50 64 C54 64 62 58 63 41 C60 48 56 50 50 50 C44 50 40 48 37 41 Z" '
            'fill="#ece6da" stroke="#9a9080" stroke-width=".6"/>',
            '<path d="M43 46.5 Q50 43 57 46.5 Q50 48 43 46.5 Z" fill="#ece6da" stroke="#9a9080" stroke-width=".5"/>',
            f'<path d="M34 27 L34 10 L40 18 L45 6 L50 16 L55 6 L60 18 L66 10 L66 27 Z" fill="{gold}" stroke="{dark}" stroke-width=".9"/>',
            f'<rect x="34" y="22" width="32" height="5" fill="{dark}"/>',
            '<circle cx="42" cy="24.5" r="1.7" fill="#d02030"/><circle cx="50" cy="24.5" r="1.7" fill="#2050d0"/>'
            '<circle cx="58" cy="24.5" r="1.7" fill="#d02030"/>',
            '<path d="M80.5 58 L80.5 12 L82.5 7 L84.5 12 L84.5 58 Z" fill="#dde1e8" stroke="#606878" stroke-width=".7"/>',
            f'<path d="M74 58 L91 58 L91 61.5 L74 61.5 Z M81 61.5 L84 61.5 L84 70 L81 70 Z" fill="{gold}" stroke="{dark}" stroke-width=".6"/>',
        ]
    elif rank == "Q":  # a crown with pearls, a rose
        parts += [
            f'<path d="M36 26 L37 15 L42 20 L46 12 L50 18 L54 12 L58 20 L63 15 L64 26 Z" fill="{gold}" stroke="{dark}" stroke-width=".9"/>',
            "".join(f'<circle cx="{x}" cy="{y}" r="1.7" fill="#fbfbf6" stroke="{dark}" stroke-width=".5"/>'
                    for x, y in ((37, 15), (46, 12), (54, 12), (63, 15))),
            '<path d="M25 72 C26 60 23 48 24 36" stroke="#3a8a40" stroke-width="2.4" fill="none"/>',
            '<path d="M25 56 C18 54 15 50 14 46 C20 47 24 50 25 56 Z" fill="#3a8a40"/>',
            "".join(f'<circle cx="{24 + dx}" cy="{31 + dy}" r="4.6" fill="#c8283c"/>'
                    for dx, dy in ((0, -4.5), (4.3, -1.4), (2.7, 3.6), (-2.7, 3.6), (-4.3, -1.4))),
            f'<circle cx="24" cy="31" r="2.4" fill="{gold}"/>',
        ]
    else:  # a cap with a feather, a halberd
        parts += [
            f'<path d="M62 20 C70 6 82 2 92 3 C84 8 76 14 66 24 Z" fill="#fbfbf6" stroke="{dark}" stroke-width=".7"/>',
            f'<path d="M31 29 C31 16 48 11 63 15 C71 17 71 24 69 29 Z" fill="{second}"/>',
            f'<rect x="32" y="27" width="37" height="4" fill="{gold}"/>',
            '<path d="M18 100 L20 9" stroke="#7a4a24" stroke-width="2.8"/>',
            '<path d="M20 12 L33 17 L33 29 L20 24 Z M20 9 L22 2 L21 9 Z" fill="#c8ccd4" stroke="#606878" stroke-width=".7"/>',
        ]
    parts.append(place(suit(key, colour), 11, 11, 15))
    return f'<g transform="scale(1,{height / 100:.4f})">{"".join(parts)}</g>'


def joker_face(size: tuple[int, int], word: str, colour, paper=(250, 247, 238)) -> pygame.Surface:
    """A joker: a laughing jester in a three-pointed cap with bells, and `word` (JOKER in the
    player's language) down its top left corner, letter under letter, as on real jokers."""
    w, h = size
    height = height_for(size)
    red, green, ink = hexc((204, 40, 52)), hexc((40, 140, 80)), hexc(colour)
    k = height / 140
    jester = (
        f'<g transform="translate(0,{(height - 140 * k * 0.78) / 2:.2f}) scale(0.78,{0.78 * k:.4f}) translate(22,0)">'
        f'<path d="M22 140 L30 100 L70 100 L78 140 Z" fill="{red}"/><path d="M50 100 L70 100 L78 140 L50 140 Z" fill="{green}"/>'
        + "".join(place(f'<path d="M50 6 L90 50 L50 94 L10 50 Z" {paint(GOLD)}/>', x, 118, 9) for x in (40, 60))
        + '<path d="M24 94 L30 102 L36 94 L42 102 L48 94 L54 102 L60 94 L66 102 L72 94 L76 100 L24 100 Z" '
          'fill="#fbfbf6" stroke="#888" stroke-width=".7"/>'
        f'<path d="M30 60 C20 50 11 40 8 24 C19 30 29 40 41 50 Z" fill="{red}"/>'
        f'<path d="M40 52 C40 36 46 22 50 8 C54 22 60 36 60 52 Z" fill="{ink}"/>'
        f'<path d="M60 50 C71 40 81 30 92 24 C89 40 80 50 70 60 Z" fill="{green}"/>'
        + "".join(f'<circle cx="{x}" cy="{y}" r="4" {paint(GOLD)} stroke="{hexc(GOLD_DARK)}" stroke-width=".8"/>'
                  for x, y in ((8, 24), (50, 8), (92, 24)))
        + f'<path d="M29 57 C40 49 60 49 71 57 L71 63 C60 56 40 56 29 63 Z" {paint(GOLD)}/>'
        f'<ellipse cx="50" cy="76" rx="16" ry="18" fill="{hexc(SKIN)}" stroke="#7a5a40" stroke-width=".8"/>'
        '<path d="M42 71 Q44.5 68 47 71 M53 71 Q55.5 68 58 71" stroke="#2a2a30" stroke-width="1.4" fill="none"/>'
        '<circle cx="50" cy="77" r="2.6" fill="#d83040"/>'
        '<path d="M40 82 Q50 93 60 82 Q50 87 40 82 Z" fill="#a02030" stroke="#a02030" stroke-width="1"/>'
        '<circle cx="40" cy="80" r="3" fill="#f08080" fill-opacity=".5"/><circle cx="60" cy="80" r="3" fill="#f08080" fill-opacity=".5"/>'
        '</g>')
    surf = render(card_stock(100, height, paper) + jester, size)
    letters = [ch for ch in word if not ch.isspace()][:6]
    line = max(9, min(int(h * 0.085), int(h * 0.5 / max(1, len(letters)))))
    y = 3
    for ch in letters:
        img = text(ch, line, colour, True)
        surf.blit(img, img.get_rect(midtop=(4 + line // 2, y)))
        y += int(img.get_height() * 0.82)
    if w < SMALL:  # too small for the letters and the jester to share the card: the word, large
        surf = render(card_stock(100, height, paper) + jester, size)
        blit_centered(surf, fit_text(word, int(h * 0.15), w - 6, colour, True), (w / 2, h * 0.86))
    return surf
