"""The standard deck's faces, drawn as vector art at the size shown: the classic pip layouts of the
Ace to the 10, court cards (ui/card_court: a King, Queen and Jack, double-headed, each with its
attribute: a sword, a rose, a halberd) and the jester of the jokers. A game
gives the ink and the index letters (they change with the language and the four-colour deck) and
keeps the faces; the parts they share (the blank stock of a size, each pip) are kept here, all in
the shell's bounded surface cache."""

from __future__ import annotations

import pygame

from . import assets
from .assets import blit_centered, fast, fit_text, text
from .card_art import rank_text
from .card_court import GLYPH_SUITS, GOLD, GOLD_DARK, SKIN, court_figure  # noqa: F401 (GLYPH_SUITS: the deck's)
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
