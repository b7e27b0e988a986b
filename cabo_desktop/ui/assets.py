"""Assets: the shipped fonts, and card faces, backs and felt drawn once with pygame and cached.

Nothing is loaded at import time. `assets_dir()` finds the top-level `assets/` folder whether the
game runs from source, from an installed wheel or from a PyInstaller bundle. Every surface is
built once per size and kept (card art is small: about 70 faces per size in use).
"""

from __future__ import annotations

import math
import os
import sys
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

import pygame

from ..games.cabo.rules.cards import JOKER, SUIT_SYMBOLS, Ability, Card

FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"


def _candidates() -> list[Path]:
    here = Path(__file__).resolve().parent  # cabo_desktop/ui
    found = []
    env = os.environ.get("CABO_DESKTOP_ASSETS")
    if env:
        found.append(Path(env))
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        found.append(Path(meipass) / "assets")
    found += [
        here.parent / "assets",  # packaged inside the package (wheel with package data)
        here.parent.parent / "assets",  # source checkout: repo/assets
        Path(sys.prefix) / "share" / "cabo-desktop" / "assets",  # wheel data-files
    ]
    return found


@lru_cache(maxsize=1)
def assets_dir() -> Path:
    """The folder holding fonts/ and icons/: from source, a wheel or a bundle.

    Order: $CABO_DESKTOP_ASSETS, sys._MEIPASS/assets (PyInstaller), cabo_desktop/assets,
    <repo>/assets, <prefix>/share/cabo-desktop/assets. Raises FileNotFoundError naming them all.
    """
    candidates = _candidates()
    for path in candidates:
        if (path / "fonts" / FONT_REGULAR).is_file():
            return path
    raise FileNotFoundError("Cabo Desktop assets not found; looked in: " + ", ".join(map(str, candidates)))


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def icon_path(size: int = 64) -> Path:
    """The application icon as a PNG of `size` px: the smallest shipped size at or above it, else
    the largest (the icons/ folder holds cabo-desktop-N.png, drawn by packaging/make_icon.py)."""
    shipped = sorted(int(p.stem.rsplit("-", 1)[1]) for p in asset_path("icons").glob("cabo-desktop-*.png"))
    size = next((s for s in shipped if s >= size), shipped[-1] if shipped else size)
    return asset_path("icons", f"cabo-desktop-{size}.png")


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The shipped DejaVu Sans at `size` pixels (cached; has the suit glyphs)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path("fonts", FONT_BOLD if bold else FONT_REGULAR)), max(6, int(size)))


@lru_cache(maxsize=2048)
def text(content: str, size: int, color: tuple = (240, 240, 235), bold: bool = False) -> pygame.Surface:
    """Rendered text, cached: a label is rendered once per change, never per frame."""
    return _fast(font(size, bold).render(content, True, color))


def _fast(surf: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """The surface in the display's pixel format (much faster to blit), when a display exists."""
    if pygame.display.get_surface() is None:
        return surf
    try:
        return surf.convert_alpha() if alpha else surf.convert()
    except pygame.error:
        return surf


def fit_text(content: str, size: int, width: int, color: tuple = (240, 240, 235), bold: bool = False) -> pygame.Surface:
    """`text` shrunk (down to 9 px) until it fits in `width` (the size found is cached too)."""
    return text(content, _fit_size(content, size, width, bold), color, bold)


@lru_cache(maxsize=2048)
def _fit_size(content: str, size: int, width: int, bold: bool) -> int:
    while size > 9 and font(size, bold).size(content)[0] > width:
        size -= 1
    return size


# ------------------------------------------------------------------ colours

INK = (28, 28, 34)
RED_INK = (196, 30, 44)
# the colour-blind friendly "four-colour deck": every suit its own colour and shape
FOUR_COLOUR_INK = {"S": INK, "H": RED_INK, "D": (30, 90, 200), "C": (20, 130, 60)}

# The look the player chose in the settings (set_theme); part of every cache key it affects.
CARD_BACKS = {  # name -> (fill, pattern)
    "blue": ((36, 52, 120), (70, 92, 170)),
    "red": ((128, 28, 40), (178, 70, 82)),
    "green": ((24, 88, 52), (62, 140, 92)),
}
TABLE_COLOURS = {  # name -> the felt's centre colour
    "green": (30, 110, 62),
    "blue": (28, 72, 122),
    "red": (112, 32, 40),
    "grey": (74, 78, 84),
}
THEME = {"back": "blue", "table": "green", "colour_blind": False}


def set_theme(card_back: str = "blue", table_colour: str = "green", colour_blind: bool = False) -> None:
    """Use this card back, table colour and card marks from now on (cached per theme)."""
    THEME["back"] = card_back if card_back in CARD_BACKS else "blue"
    THEME["table"] = table_colour if table_colour in TABLE_COLOURS else "green"
    THEME["colour_blind"] = bool(colour_blind)
PAPER = (250, 247, 238)
ABILITY_COLOURS = {
    Ability.PEEK: (40, 120, 200),
    Ability.SPY: (140, 70, 180),
    Ability.SWAP: (210, 120, 20),
    Ability.LOOK_AND_SWAP: (30, 140, 110),
}
ABILITY_LABEL = {Ability.PEEK: "PEEK", Ability.SPY: "SPY", Ability.SWAP: "SWAP", Ability.LOOK_AND_SWAP: "LOOK"}  # look, then maybe swap


def _value_colour(value: int) -> tuple[int, int, int]:
    """CABO deck: a hue from calm green (0) to hot red (13)."""
    t = max(0.0, min(1.0, value / 13))
    c = pygame.Color(0)
    c.hsva = (140 - 140 * t, 55, 92, 100)
    return (c.r, c.g, c.b)


def _rounded(size: tuple[int, int], fill, border, radius: int, width: int = 2) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, border, rect, width, border_radius=radius)
    return surf


def _blit_centered(dst: pygame.Surface, src: pygame.Surface, center) -> None:
    dst.blit(src, src.get_rect(center=(int(center[0]), int(center[1]))))


def _eye(surf: pygame.Surface, center, r: int, colour) -> None:
    cx, cy = center
    pts = [(cx - r, cy), (cx - r // 2, cy - r // 2), (cx + r // 2, cy - r // 2), (cx + r, cy),
           (cx + r // 2, cy + r // 2), (cx - r // 2, cy + r // 2)]
    pygame.draw.polygon(surf, colour, pts, max(1, r // 5))
    pygame.draw.circle(surf, colour, (cx, cy), max(2, r // 3))


def _numbered_face(card: Card, w: int, h: int) -> pygame.Surface:
    radius = max(4, w // 10)
    tint = _value_colour(card.value)
    surf = _rounded((w, h), PAPER, (60, 60, 60), radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 10), -max(4, w // 10))
    pygame.draw.rect(surf, tint, inner, border_radius=radius - 1)
    big = text(card.rank, int(h * 0.42), INK, True)
    _blit_centered(surf, big, (w / 2, h * (0.44 if card.ability else 0.5)))
    corner = text(card.rank, max(9, int(h * 0.14)), INK, True)
    surf.blit(corner, (inner.x + 3, inner.y + 2))
    flipped = pygame.transform.rotate(corner, 180)
    surf.blit(flipped, flipped.get_rect(bottomright=(inner.right - 3, inner.bottom - 2)))
    if card.ability is not None:
        band = pygame.Rect(inner.x, int(h * 0.70), inner.w, int(h * 0.16))
        pygame.draw.rect(surf, ABILITY_COLOURS[card.ability], band)
        label = fit_text(ABILITY_LABEL[card.ability], max(9, int(h * 0.12)), band.w - 4, PAPER, True)
        _blit_centered(surf, label, band.center)
    return surf


def _standard_face(card: Card, w: int, h: int) -> pygame.Surface:
    radius = max(4, w // 10)
    surf = _rounded((w, h), PAPER, (60, 60, 60), radius)
    if card.rank == JOKER:
        colour = (120, 40, 160)
        _blit_centered(surf, text("\u2605", int(h * 0.42), colour, True), (w / 2, h * 0.42))
        _blit_centered(surf, fit_text("JOKER", int(h * 0.15), w - 6, colour, True), (w / 2, h * 0.74))
    else:
        colour = (FOUR_COLOUR_INK.get(card.suit, INK) if THEME["colour_blind"]
                  else RED_INK if card.is_red else INK)
        sym = SUIT_SYMBOLS[card.suit]
        corner = text(card.rank, max(9, int(h * 0.16)), colour, True)
        surf.blit(corner, (4, 2))
        small = text(sym, max(9, int(h * 0.13)), colour)
        surf.blit(small, (5, 2 + corner.get_height() - 2))
        if card.rank in ("J", "Q", "K"):
            frame = pygame.Rect(int(w * 0.24), int(h * 0.2), int(w * 0.52), int(h * 0.5))
            pygame.draw.rect(surf, (235, 220, 170), frame, border_radius=4)
            pygame.draw.rect(surf, colour, frame, 1, border_radius=4)
            _blit_centered(surf, text(card.rank, int(h * 0.28), colour, True), (frame.centerx, frame.centery - h * 0.04))
            _blit_centered(surf, text(sym, int(h * 0.14), colour), (frame.centerx, frame.bottom - h * 0.09))
        else:
            _blit_centered(surf, text(sym, int(h * 0.40), colour), (w / 2, h * 0.45))
    # value badge (kaboo values differ from the rank: red King 0, joker -1) and ability band
    badge = text(f"{card.value}", max(9, int(h * 0.12)), PAPER, True)
    brect = badge.get_rect(bottomright=(w - 4, h - 4)).inflate(6, 2)
    pygame.draw.rect(surf, (70, 70, 80), brect, border_radius=4)
    _blit_centered(surf, badge, brect.center)
    if card.ability is not None:
        band = pygame.Rect(4, int(h * 0.76), brect.x - 8, int(h * 0.13))
        pygame.draw.rect(surf, ABILITY_COLOURS[card.ability], band, border_radius=3)
        _blit_centered(surf, fit_text(ABILITY_LABEL[card.ability], max(9, int(h * 0.1)), band.w - 2, PAPER, True), band.center)
    return surf


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


class _Lru(OrderedDict):
    """A bounded cache of surfaces: the least recently used go first once there are more than
    `most` entries or their pixels take more than `budget` bytes (a window resized many times,
    or many App instances in one test run, can never make it grow without bound)."""

    def __init__(self, most: int, budget: int):
        super().__init__()
        self.most = most
        self.budget = budget
        self.bytes = 0

    @staticmethod
    def _cost(surf) -> int:
        try:
            return surf.get_width() * surf.get_height() * 4
        except Exception:
            return 0

    def get(self, key, default=None):
        value = super().get(key, default)
        if value is not None:
            self.move_to_end(key)
        return value

    def __setitem__(self, key, value) -> None:
        if key in self:
            self.bytes -= self._cost(super().__getitem__(key))
        super().__setitem__(key, value)
        self.bytes += self._cost(value)
        self.move_to_end(key)
        while len(self) > 1 and (len(self) > self.most or self.bytes > self.budget):
            _, old = self.popitem(last=False)
            self.bytes -= self._cost(old)

    def clear(self) -> None:
        super().clear()
        self.bytes = 0


FACE_CACHE_SIZE = 700  # about five card sizes of a 70-face deck plus backs and markers
FACE_CACHE_BYTES = 48 * 1024 * 1024  # and at most this much pixel memory
_faces: _Lru = _Lru(FACE_CACHE_SIZE, FACE_CACHE_BYTES)


def card_face(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """The face of `card` at `size` (w, h), drawn once and cached (bounded LRU)."""
    cb = THEME["colour_blind"]
    key = (card.rank, card.suit, card.value, card.ability, size, cb)
    surf = _faces.get(key)
    if surf is None:
        w, h = size
        surf = _numbered_face(card, w, h) if card.suit is None and card.rank != JOKER else _standard_face(card, w, h)
        if cb and card.suit is None and card.rank != JOKER:
            _shape_mark(surf, card.value, w, h)
        _faces[key] = surf = _fast(surf)
    return surf


def cache_sizes() -> dict[str, int]:
    """How many entries each cache holds (for the memory tests)."""
    return {"faces": len(_faces), "face_bytes": _faces.bytes, "felt": len(_felt), "text": text.cache_info().currsize,
            "fit": _fit_size.cache_info().currsize}


def card_back(size: tuple[int, int]) -> pygame.Surface:
    fill, line = CARD_BACKS[THEME["back"]]
    key = ("back", THEME["back"], size)
    surf = _faces.get(key)
    if surf is None:
        w, h = size
        radius = max(4, w // 10)
        surf = _rounded((w, h), fill, (235, 235, 240), radius, 2)
        inner = pygame.Rect(0, 0, w, h).inflate(-max(8, w // 6), -max(8, w // 6))
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(6, w // 6)
        for x in range(-inner.h, inner.w, step):
            pygame.draw.line(pattern, line, (x, 0), (x + inner.h, inner.h), 2)
            pygame.draw.line(pattern, line, (x + inner.h, 0), (x, inner.h), 2)
        surf.blit(pattern, inner)
        pygame.draw.rect(surf, (200, 170, 80), inner, 2, border_radius=max(2, radius - 3))
        _blit_centered(surf, fit_text("CABO", int(h * 0.16), inner.w - 4, (240, 215, 120), True), (w / 2, h / 2))
        _faces[key] = surf = _fast(surf)
    return surf


def eye_marker(size: int) -> pygame.Surface:
    key = ("eye", size)
    surf = _faces.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, (255, 240, 120), (size // 2, size // 2), size // 2)
        _eye(surf, (size // 2, size // 2), int(size * 0.4), INK)
        _faces[key] = surf = _fast(surf)
    return surf


def memory_mark(label: str, size: int) -> pygame.Surface:
    """The memory aid's small value mark on a face-down card the player has seen (cached)."""
    key = ("mark", label, size)
    surf = _faces.get(key)
    if surf is None:
        tag = text(label, size, INK, True)
        surf = pygame.Surface((tag.get_width() + 10, tag.get_height() + 2), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 245, 200), surf.get_rect(), border_radius=6)
        pygame.draw.rect(surf, (150, 120, 40), surf.get_rect(), 1, border_radius=6)
        _blit_centered(surf, tag, surf.get_rect().center)
        _faces[key] = surf = _fast(surf)
    return surf


_felt: dict[tuple, pygame.Surface] = {}


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The green felt with a soft vignette, built once per window size (the last few kept)."""
    key = (tuple(size), THEME["table"])
    surf = _felt.get(key)
    if surf is None:
        if len(_felt) > 3:
            _felt.clear()
        w, h = size
        base = TABLE_COLOURS[THEME["table"]]
        small = pygame.Surface((64, 36))
        for y in range(36):
            for x in range(64):
                d = math.hypot((x - 32) / 32, (y - 18) / 18) / math.sqrt(2)
                k = 1.0 - 0.45 * d * d
                small.set_at((x, y), (int(base[0] * k), int(base[1] * k), int(base[2] * k)))
        surf = pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
        _felt[key] = surf = _fast(surf, alpha=False)
    return surf


def clear_caches() -> None:
    """Forget every cached font and surface (needed after pygame.quit(): fonts die with it)."""
    _faces.clear()
    _felt.clear()
    _fit_size.cache_clear()
    text.cache_clear()
    font.cache_clear()
