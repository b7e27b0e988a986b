"""CABO's card art, drawn by the game with pygame (no image files): the numbered CABO deck with its
value colours and ability bands, the standard deck with jokers, the back, and the small marks
(an eye on a card being looked at, the memory aid's value tag). Every surface is built once per
size and kept in the shell's bounded surface cache."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ....i18n import current_language, p_
from ....ui import assets
from ....ui.card_art import lattice_back, rank_text
from ....ui.assets import THEME, blit_centered as _blit_centered, fast as _fast, fit_text, rounded as _rounded, text
from ..card_names import rank_letter
from ..rules.cards import JOKER, SUIT_SYMBOLS, Ability, Card

INK = (28, 28, 34)
RED_INK = (196, 30, 44)
# the colour-blind friendly "four-colour deck": every suit its own colour and shape
FOUR_COLOUR_INK = {"S": INK, "H": RED_INK, "D": (30, 90, 200), "C": (20, 130, 60)}

PAPER = (250, 247, 238)
ABILITY_COLOURS = {
    Ability.PEEK: (40, 120, 200),
    Ability.SPY: (140, 70, 180),
    Ability.SWAP: (210, 120, 20),
    Ability.LOOK_AND_SWAP: (30, 140, 110),
}


def band_label(ability: Ability, size: int, width: int, height: int = 0) -> pygame.Surface:
    """The ability word's ink sized to its band: shrunk as text down to 9 px, then scaled, so a
    long word ("ПІДГЛЯД") on a small card stays inside the card and an accent ("ÉCHANGE") inside
    the band (`height`; 0: any), where the paper around it would hide it."""
    label = fit_text(ability_label(ability), size, width, PAPER, True)
    ink = label.get_bounding_rect()
    if ink.w and ink.h:
        label = label.subsurface(ink).copy()
    room_w, room_h = max(1, width), max(1, height - 2) if height else label.get_height()
    scale = min(1.0, room_w / label.get_width(), room_h / label.get_height())
    if scale < 1.0:
        label = pygame.transform.smoothscale(label, (max(1, int(label.get_width() * scale)),
                                                     max(1, int(label.get_height() * scale))))
    return label


def ability_label(ability: Ability) -> str:
    """The word printed in a card's ability band, in the player's language."""
    if ability is Ability.PEEK:
        # TRANSLATORS: the words printed in capitals in the coloured band of a card with an ability
        # (PEEK, SPY, SWAP, LOOK); keep each to one short word: it must fit the band of a small card
        return p_("card ability band", "PEEK")
    if ability is Ability.SPY:
        return p_("card ability band", "SPY")
    if ability is Ability.SWAP:
        return p_("card ability band", "SWAP")
    return p_("card ability band", "LOOK")  # look, then maybe swap


def _value_colour(value: int) -> tuple[int, int, int]:
    """CABO deck: a hue from calm green (0) to hot red (13)."""
    t = max(0.0, min(1.0, value / 13))
    c = pygame.Color(0)
    c.hsva = (140 - 140 * t, 55, 92, 100)
    return (c.r, c.g, c.b)


def _eye(surf: pygame.Surface, center, r: int, colour) -> None:
    cx, cy = center
    pts = [(cx - r, cy), (cx - r // 2, cy - r // 2), (cx + r // 2, cy - r // 2), (cx + r, cy),
           (cx + r // 2, cy + r // 2), (cx - r // 2, cy + r // 2)]
    pygame.draw.polygon(surf, colour, pts, max(1, r // 5))
    pygame.draw.circle(surf, colour, (cx, cy), max(2, r // 3))


def numbered_layout(rank: str, w: int, h: int, ability: bool) -> dict[str, Any]:
    """Where a CABO card's parts sit: the top and bottom (upside-down) indices, the ability band
    between the big numeral and the bottom index, and the big numeral, none over another
    ("big": where its ink lies; "big_image" drawn at "big_at"; see big_numeral)."""
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 10), -max(4, w // 10))
    corner = rank_text(rank, max(9, int(h * 0.14)), INK).get_rect(topleft=(inner.x + 3, inner.y + 2))
    bottom = corner.copy()
    bottom.bottomright = (inner.right - 3, inner.bottom - 2)
    parts = {"inner": inner, "corner": corner, "bottom": bottom}
    if ability:
        band = pygame.Rect(inner.x, bottom.top - 2 - int(h * 0.14), inner.w, int(h * 0.14))
        box = pygame.Rect(inner.x + 2, corner.bottom + 1, inner.w - 4, band.top - 2 - corner.bottom)
        parts["band"] = band
        parts["big_image"], parts["big_at"], parts["big"] = big_numeral(rank, int(h * 0.38), box)
    else:
        box = pygame.Rect(0, 0, inner.w - 4, inner.h - 2 * corner.h)
        box.center = (w // 2, h // 2)
        parts["big_image"], parts["big_at"], parts["big"] = big_numeral(rank, int(h * 0.42), box)
    return parts


def big_numeral(rank: str, size: int, box: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
    """The big numeral at `size`, or smaller until its ink (an underline included) fits `box`,
    centred in it: (its surface, where the surface goes, where its ink lies). Small cards used to
    push a 9's underline into the ability band."""
    while True:
        img = rank_text(rank, size, INK)
        ink = img.get_bounding_rect()
        if size <= 9 or (ink.h <= box.h and ink.w <= box.w):
            break
        size -= 1
    at = img.get_rect(topleft=(box.centerx - ink.centerx, box.centery - ink.centery))
    return img, at, ink.move(at.topleft)


def band_motif(value: int, ability, size: tuple[int, int], colour) -> pygame.Surface:
    """The faint picture behind a CABO card's numeral, one per value band: the unicorn's horn
    (0), stars (1-4), waves (5-6), an eye (Peek), a magnifying glass (Spy), two crossing arrows
    (Swap), a crown (13)."""
    w, h = size
    m = pygame.Surface((w, h), pygame.SRCALPHA)
    c, r = (w // 2, h // 2), max(4, min(w, h) // 3)
    line = max(2, w // 16)
    if value == 0:
        pygame.draw.polygon(m, colour, [(c[0] - r // 3, c[1] + r), (c[0] + r // 3, c[1] + r), (c[0] + r // 6, c[1] - r)])
        for k in range(4):
            y = c[1] + r - k * r // 2
            pygame.draw.line(m, (0, 0, 0, 0), (c[0] - r // 3, y), (c[0] + r // 3, y - r // 5), max(1, line // 2))
    elif ability is Ability.PEEK:
        _eye(m, c, r, colour)
    elif ability is Ability.SPY:
        pygame.draw.circle(m, colour, (c[0] - r // 4, c[1] - r // 4), int(r * 0.6), line)
        pygame.draw.line(m, colour, (c[0] + r // 5, c[1] + r // 5), (c[0] + r, c[1] + r), line + 2)
    elif ability in (Ability.SWAP, Ability.LOOK_AND_SWAP):
        for sign in (1, -1):
            start, end = (c[0] - r, c[1] - sign * r // 2), (c[0] + r, c[1] + sign * r // 2)
            pygame.draw.line(m, colour, start, end, line)
            pygame.draw.polygon(m, colour, [end, (end[0] - r // 2, end[1] - sign * r // 6 - r // 5),
                                            (end[0] - r // 2 + r // 6, end[1] + sign * r // 3)])
    elif value >= 13:
        pts = [(c[0] - r, c[1] + r // 2), (c[0] - r, c[1] - r // 2), (c[0] - r // 2, c[1]), (c[0], c[1] - r),
               (c[0] + r // 2, c[1]), (c[0] + r, c[1] - r // 2), (c[0] + r, c[1] + r // 2)]
        pygame.draw.polygon(m, colour, pts)
    elif value >= 5:
        for k in (-1, 0, 1):
            arc = pygame.Rect(c[0] - r, c[1] + k * r // 2 - r // 4, r, r // 2)
            pygame.draw.arc(m, colour, arc, 0, math.pi, line)
            pygame.draw.arc(m, colour, arc.move(r, 0), math.pi, 2 * math.pi, line)
    else:
        for dx, dy, k in ((-r // 2, -r // 2, 0.5), (r // 2, -r // 4, 0.35), (0, r // 2, 0.45)):
            _star(m, (c[0] + dx, c[1] + dy), int(r * k), colour)
    return m


def _star(surf: pygame.Surface, centre, r: int, colour) -> None:
    cx, cy = centre
    pts = []
    for k in range(10):
        angle = -math.pi / 2 + k * math.pi / 5
        rad = r if k % 2 == 0 else r * 0.45
        pts.append((cx + rad * math.cos(angle), cy + rad * math.sin(angle)))
    pygame.draw.polygon(surf, colour, pts)


def _numbered_face(card: Card, w: int, h: int) -> pygame.Surface:
    radius = max(4, w // 10)
    surf = _rounded((w, h), PAPER, (60, 60, 60), radius)
    parts = numbered_layout(card.rank, w, h, card.ability is not None)
    tint = _value_colour(card.value)
    pygame.draw.rect(surf, tint, parts["inner"], border_radius=radius - 1)
    if w >= 36:  # the band's picture as corner pips, top right and (upside down) bottom left
        shade = tuple(max(0, int(ch * 0.62)) for ch in tint) + (255,)
        side = max(10, int(w * 0.26))
        motif = band_motif(card.value, card.ability, (side, side), shade)
        inner = parts["inner"]
        surf.blit(motif, motif.get_rect(topright=(inner.right - 2, inner.top + 2)))
        surf.blit(pygame.transform.rotate(motif, 180), motif.get_rect(bottomleft=(inner.left + 2, inner.bottom - 2)))
    corner = rank_text(card.rank, max(9, int(h * 0.14)), INK)
    surf.blit(corner, parts["corner"])
    surf.blit(pygame.transform.rotate(corner, 180), parts["bottom"])
    if card.ability is not None:
        band = parts["band"]
        pygame.draw.rect(surf, ABILITY_COLOURS[card.ability], band)
        _blit_centered(surf, band_label(card.ability, max(9, int(h * 0.11)), band.w - 4, band.h), band.center)
    surf.blit(parts["big_image"], parts["big_at"])
    return surf


def _standard_face(card: Card, w: int, h: int) -> pygame.Surface:
    radius = max(4, w // 10)
    surf = _rounded((w, h), PAPER, (60, 60, 60), radius)
    if card.rank == JOKER:
        colour = (120, 40, 160)
        _blit_centered(surf, text("\u2605", int(h * 0.42), colour, True), (w / 2, h * 0.42))
        word = rank_letter(JOKER).upper()  # JOKER, ДЖОКЕР
        _blit_centered(surf, fit_text(word, int(h * 0.15), w - 6, colour, True), (w / 2, h * 0.74))
    else:
        colour = (FOUR_COLOUR_INK.get(card.suit, INK) if THEME["colour_blind"]
                  else RED_INK if card.is_red else INK)
        sym = SUIT_SYMBOLS[card.suit]
        corner = rank_text(rank_letter(card.rank), max(9, int(h * 0.16)), colour)  # R, D, V in French
        surf.blit(corner, (4, 2))
        small = text(sym, max(9, int(h * 0.13)), colour)
        surf.blit(small, (5, 2 + corner.get_height() - 2))
        if card.rank in ("J", "Q", "K"):
            frame = pygame.Rect(int(w * 0.2), int(h * 0.12), int(w * 0.6), int(h * 0.6))
            surf.blit(court_figure(card.rank, sym, colour, frame.size), frame)
        else:
            _blit_centered(surf, text(sym, int(h * 0.40), colour), (w / 2, h * 0.45))
    # value badge (kaboo values differ from the rank: red King 0, joker -1) and ability band
    badge = text(f"{card.value}", max(9, int(h * 0.12)), PAPER, True)
    brect = badge.get_rect(bottomright=(w - 7, h - 5)).inflate(6, 2)  # inside the card's border
    pygame.draw.rect(surf, (70, 70, 80), brect, border_radius=4)
    _blit_centered(surf, badge, brect.center)
    if card.ability is not None:
        band = pygame.Rect(4, int(h * 0.76), brect.x - 8, int(h * 0.13))
        pygame.draw.rect(surf, ABILITY_COLOURS[card.ability], band, border_radius=3)
        _blit_centered(surf, band_label(card.ability, max(9, int(h * 0.1)), band.w - 2, band.h), band.center)
    return surf


def court_figure(rank: str, symbol: str, colour, size: tuple[int, int]) -> pygame.Surface:
    """A court card's picture, drawn by the game: a framed bust in the suit's colour wearing the
    rank's headgear (King: a tall crown, Queen: a jewelled crown, Jack: a feathered cap), with
    the suit beside it, mirrored top to bottom as on a real court card."""
    w, h = size
    half_h = h // 2
    half = pygame.Surface((w, half_h), pygame.SRCALPHA)
    half.fill((240, 226, 180))
    skin, gold = (250, 232, 205), (220, 170, 40)
    cx = w // 2
    head_r = max(3, int(min(w, half_h) * 0.2))
    head_c = (cx, int(half_h * 0.56))
    # rounded shoulders in the suit's colour with a gold collar
    shoulders = pygame.Rect(int(w * 0.1), int(half_h * 0.8), int(w * 0.8), int(half_h * 0.7))
    pygame.draw.ellipse(half, colour, shoulders)
    collar = [(cx - head_r, int(half_h * 0.82)), (cx + head_r, int(half_h * 0.82)), (cx, half_h)]
    pygame.draw.polygon(half, gold, collar)
    if rank == "Q":  # hair falling to the shoulders
        pygame.draw.ellipse(half, (120, 70, 30), pygame.Rect(cx - int(head_r * 1.3), head_c[1] - head_r,
                                                               int(head_r * 2.6), int(head_r * 2.5)))
    pygame.draw.circle(half, skin, head_c, head_r)
    pygame.draw.circle(half, (60, 50, 40), head_c, head_r, 1)
    eye = max(1, head_r // 5)
    for dx in (-head_r // 2.5, head_r // 2.5):
        pygame.draw.circle(half, (40, 40, 40), (int(cx + dx), head_c[1] - head_r // 6), eye)
    pygame.draw.line(half, (150, 60, 60), (cx - head_r // 3, head_c[1] + head_r // 2),
                     (cx + head_r // 3, head_c[1] + head_r // 2), 1)
    if rank == "K":  # a beard under a tall crown
        pygame.draw.arc(half, (90, 60, 30), pygame.Rect(cx - head_r, head_c[1] - head_r // 3, 2 * head_r,
                                                        int(head_r * 1.5)), 3.4, 6.0, max(2, head_r // 3))
    top = head_c[1] - head_r
    if rank == "K":
        crown = [(cx - head_r, top + 3), (cx - head_r, top - head_r), (cx - head_r // 2, top - head_r // 3),
                 (cx, top - int(head_r * 1.2)), (cx + head_r // 2, top - head_r // 3), (cx + head_r, top - head_r),
                 (cx + head_r, top + 3)]
        pygame.draw.polygon(half, gold, crown)
        pygame.draw.polygon(half, (120, 80, 10), crown, 1)
    elif rank == "Q":
        band = pygame.Rect(cx - head_r, top - head_r // 3, 2 * head_r, head_r // 2 + 2)
        pygame.draw.rect(half, gold, band)
        for dx in (-head_r, 0, head_r):
            pygame.draw.circle(half, (250, 250, 250), (cx + dx, band.y), max(2, head_r // 4))
            pygame.draw.circle(half, (120, 80, 10), (cx + dx, band.y), max(2, head_r // 4), 1)
    else:
        cap = pygame.Rect(cx - int(head_r * 1.25), top - head_r // 3, int(head_r * 2.5), int(head_r * 0.9))
        pygame.draw.ellipse(half, colour, cap)
        pygame.draw.line(half, gold, (cx + head_r // 2, cap.centery), (cx + int(head_r * 1.7), top - head_r), 2)
    pip = text(symbol, max(8, int(half_h * 0.3)), colour)
    half.blit(pip, (3, 2))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(half, (0, 0))
    out.blit(pygame.transform.rotate(half, 180), (0, h - half_h))
    pygame.draw.line(out, colour, (2, half_h), (w - 3, half_h), 1)
    pygame.draw.rect(out, colour, out.get_rect(), max(1, w // 40))
    return out


def _shape_mark(surf: pygame.Surface, value: int, w: int, h: int) -> None:
    """Colour-blind mark on a CABO card: a circle for low (0-4), a triangle for middle (5-9), a
    square for high values (10-13), so the value band never depends on the tint alone."""
    r = max(3, int(w * 0.08))
    cx, cy = int(w - w * 0.2), int(h * 0.13)
    if value <= 4:
        pygame.draw.circle(surf, INK, (cx, cy), r)
    elif value <= 9:
        pygame.draw.polygon(surf, INK, [(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)])
    else:
        pygame.draw.rect(surf, INK, (cx - r, cy - r, 2 * r, 2 * r))


def card_face(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """The face of `card` at `size` (w, h), drawn once and cached (bounded LRU)."""
    cb = THEME["colour_blind"]
    key = (card.rank, card.suit, card.value, card.ability, size, cb, current_language())  # its words and letters
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        surf = _numbered_face(card, w, h) if card.suit is None and card.rank != JOKER else _standard_face(card, w, h)
        if cb and card.suit is None and card.rank != JOKER:
            _shape_mark(surf, card.value, w, h)
        assets.surfaces[key] = surf = _fast(surf)
    return surf


def card_chip(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """A small card for lists (the round's hands, the log): its colour and its rank, large; a
    standard card's suit under its rank, or, in a chip no taller than a line (the log), beside it
    in a wider chip (stacked there, both were too small to read); readable from about 14 px wide
    (cached)."""
    cb = THEME["colour_blind"]
    key = ("chip", card.rank, card.suit, card.value, size, cb, current_language())
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        numbered = card.suit is None and card.rank != JOKER
        if not numbered and card.rank != JOKER and h < w * 1.3:  # a line's height: no room to stack them
            return _wide_chip(card, size, key, cb)
        fill = _value_colour(card.value) if numbered else PAPER
        surf = _rounded((w, h), fill, (40, 40, 40), max(2, w // 6), 1)
        if card.rank == JOKER:
            colour, label = (120, 40, 160), "\u2605"
        elif numbered:
            colour, label = INK, card.rank
        else:
            colour = (FOUR_COLOUR_INK.get(card.suit, INK) if cb else RED_INK if card.is_red else INK)
            label = rank_letter(card.rank)  # court cards and the Ace in the player's language
        rank = rank_text(label, int(h * (0.62 if numbered or card.rank == JOKER else 0.42)), colour)
        if rank.get_width() > w - 2:
            rank = pygame.transform.smoothscale(rank, (w - 2, max(1, int(rank.get_height() * (w - 2) / rank.get_width()))))
        if numbered or card.rank == JOKER:
            _blit_centered(surf, rank, (w / 2, h / 2))
        else:
            _blit_centered(surf, rank, (w / 2, h * 0.34))
            _blit_centered(surf, text(SUIT_SYMBOLS[card.suit], int(h * 0.36), colour), (w / 2, h * 0.72))
        assets.surfaces[key] = surf = _fast(surf)
    return surf


def _wide_chip(card: Card, size: tuple[int, int], key: tuple, cb: bool) -> pygame.Surface:
    """A standard card's chip: "A♠" on one line, as tall as a numbered chip's numeral."""
    _w, h = size
    colour = FOUR_COLOUR_INK.get(card.suit, INK) if cb else RED_INK if card.is_red else INK
    rank = rank_text(rank_letter(card.rank), int(h * 0.62), colour)
    suit = text(SUIT_SYMBOLS[card.suit], int(h * 0.72), colour)  # the symbol is small in its face
    w = rank.get_width() + suit.get_width() + 5
    surf = _rounded((w, h), PAPER, (40, 40, 40), max(2, h // 6), 1)
    _blit_centered(surf, rank, (2 + rank.get_width() / 2, h / 2))
    _blit_centered(surf, suit, (w - 2 - suit.get_width() / 2, h / 2))
    assets.surfaces[key] = surf = _fast(surf)
    return surf


def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of every CABO card: the shared lattice back with the game's name."""
    return lattice_back(size, "CABO")


def eye_marker(size: int) -> pygame.Surface:
    key = ("eye", size)
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, (255, 240, 120), (size // 2, size // 2), size // 2)
        _eye(surf, (size // 2, size // 2), int(size * 0.4), INK)
        assets.surfaces[key] = surf = _fast(surf)
    return surf


def memory_mark(label: str, size: int) -> pygame.Surface:
    """The memory aid's small value mark on a face-down card the player has seen (cached)."""
    key = ("mark", label, size)
    surf = assets.surfaces.get(key)
    if surf is None:
        tag = text(label, size, INK, True)
        surf = pygame.Surface((tag.get_width() + 10, tag.get_height() + 2), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 245, 200), surf.get_rect(), border_radius=6)
        pygame.draw.rect(surf, (150, 120, 40), surf.get_rect(), 1, border_radius=6)
        _blit_centered(surf, tag, surf.get_rect().center)
        assets.surfaces[key] = surf = _fast(surf)
    return surf


