"""The marks every button shares, on the tables and in the shell alike (docs/look.md, the keyboard):
a key on an ivory cap at a button's top-right corner ("End turn (E)" is drawn "End turn" with an E
on a cap; the caption, the model, is as it was), and the keyboard's focus, one gold treatment
everywhere: a warm glow standing out around the thing focused and a cream rim on a dark hairline.
Everything is built once per size and kept in `assets.surfaces`; a frame only blits."""

from __future__ import annotations

import re

import pygame

from . import assets
from .theme import px, ui_scale

CAP_FACE, CAP_FOOT, CAP_INK = (242, 232, 206), (176, 156, 120), (44, 32, 22)  # an ivory key
BUTTON_KEY = re.compile(r"\s?\(([A-Z0-9])\)\s*$")  # a caption's key mark at its end: "End turn (E)"
FOCUS = (255, 236, 176)  # the keyboard's rim: cream gold (its glow warmer, FOCUS_GLOW)
FOCUS_GLOW = (255, 200, 84)
FOCUS_LINE = (46, 32, 14)  # the dark hairline inside the rim: it reads on a gold or cream ground too


def split_key(caption: str) -> tuple[str, str]:
    """A button's caption without its key mark, and the key ("" when it names none)."""
    m = BUTTON_KEY.search(caption)
    return (caption[:m.start()].rstrip(), m.group(1)) if m and m.start() > 0 else (caption, "")


def corner_cap(letter: str, height: int, lit: bool) -> pygame.Surface:
    """The key cap on a button's corner: the prompt's ivory key with its letter, dimmed on a
    disabled button (cached)."""
    key = ("button key cap", letter, height, lit, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        size = max(px(assets.LEAST_LEGIBLE), int(height * 0.64))
        label = assets.text(letter, size, CAP_INK if lit else (62, 52, 42), True)  # dimmed, >= 3.6:1
        w = max(height, label.get_width() + px(8))
        surf = pygame.Surface((w, height), pygame.SRCALPHA)
        r = max(2, height // 4)
        face, foot = (CAP_FACE, CAP_FOOT) if lit else ((150, 140, 124), (110, 100, 86))
        pygame.draw.rect(surf, foot, surf.get_rect(), border_radius=r)
        top = pygame.Rect(0, 0, w, height - max(2, px(3)))
        pygame.draw.rect(surf, face, top, border_radius=r)
        pygame.draw.rect(surf, (52, 36, 22), surf.get_rect(), max(1, px(1)), border_radius=r)
        ink = label.get_bounding_rect()
        surf.blit(label, (top.centerx - ink.centerx, top.centery - ink.centery))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def cap_height(button_h: int) -> int:
    """The one height of a button's key cap (and the title posters' number caps beside them)."""
    return max(px(18), min(px(24), button_h * 2 // 5))


def cap_room(size: tuple[int, int], letter: str) -> int:
    """How much of a button's right end (of `size`) its key cap takes when set into it."""
    cap = corner_cap(letter, cap_height(size[1]), True)
    return cap.get_width() + max(px(10), (size[1] - cap.get_height()) // 2)


def draw_corner_cap(surface: pygame.Surface, rect: pygame.Rect, letter: str, lit: bool, shift: int = 0,
                    inside: bool = False) -> None:
    """`letter`'s cap on a button at `rect` (`shift`: pressed down): `inside`, set into the tab at
    its right end, level with the caption (s50 review round 2: caps over the corners read as
    developer hints; the caller leaves it room, `cap_room`); else over its top-right corner."""
    cap = corner_cap(letter, cap_height(rect.h), lit)
    if inside:
        inset = max(px(10), (rect.h - cap.get_height()) // 2)
        surface.blit(cap, cap.get_rect(midright=(rect.right - inset, rect.centery + shift)))
    else:
        surface.blit(cap, cap.get_rect(center=(rect.right - px(6) - cap.get_width() // 2, rect.top + shift + px(2))))


def focus_glow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The focus's glow around a ring of `size`: a warm halo fading out over glow_spread() px on
    every side, strongest at the ring (drawn once per size as rings of falling alpha; cached)."""
    key = ("focus glow", tuple(size), radius, ui_scale())
    surf = assets.surfaces.get(key)
    if surf is None:
        spread = glow_spread()
        w, h = max(2, size[0] + 2 * spread), max(2, size[1] + 2 * spread)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        ring = pygame.Rect(spread, spread, max(1, size[0]), max(1, size[1]))
        for k in range(spread, -1, -1):  # outermost first: each ring nearer the rim a little stronger
            alpha = int(190 * (1 - k / (spread + 1)) ** 1.8)
            pygame.draw.rect(surf, FOCUS_GLOW + (alpha,), ring.inflate(2 * k, 2 * k), 2, border_radius=radius + k)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def glow_spread() -> int:
    """How far the focus's glow reaches beyond its rim."""
    return px(10)


def draw_focus(surface: pygame.Surface, rect: pygame.Rect, radius: int | None = None, stand: int | None = None) -> None:
    """The keyboard's focus on the thing at `rect`: a warm gold glow, then a cream rim `stand` px
    off it (4 px unless told) with a dark hairline inside it, its corners `radius` round."""
    stand = px(4) if stand is None else stand
    ring = rect.inflate(2 * stand, 2 * stand)
    radius = px(13) if radius is None else radius
    spread = glow_spread()
    surface.blit(focus_glow(ring.size, radius), (ring.x - spread, ring.y - spread))
    pygame.draw.rect(surface, FOCUS_LINE, ring.inflate(-2 * px(2), -2 * px(2)), max(1, px(1)),
                     border_radius=max(0, radius - px(2)))
    pygame.draw.rect(surface, FOCUS, ring, max(2, px(3)) if ring.h >= px(30) else px(2), border_radius=radius)


# ------------------------------------------------------------------ keyboard mode
# Key caps show only while the player uses the keyboard, as consumer games do (s50 review round 3:
# caps on every control read as a developer build): on after any key, off once the mouse moves or
# clicks. The App notes each intent where events become intents (`noted`); the rail's tab captions
# (J, F1, Esc) are labels and always show.

POINTER_KINDS = frozenset({"point", "click", "wheel"})
KEY_KINDS = frozenset({"key", "left", "right", "up", "down", "confirm", "space", "back", "help", "next",
                       "home", "end", "delete", "text", "backspace"})
_mode = {"keyboard": False}


def number_cap(number: int, size: int, ground: tuple[int, int, int]) -> pygame.Surface:
    """A hand card's number key (1-9) at `size` on a small cap of the table's `ground` colour,
    rimmed in cream, as tall as `number_cap_h(size)` (Cabanga!'s and Kobito's hands; cached)."""
    h = number_cap_h(size)
    key = ("number cap", number, size, tuple(ground), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        label = assets.text(str(number), size, (236, 226, 204), True)
        w = max(h, label.get_width() + px(10))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, ground, surf.get_rect(), border_radius=h // 2)
        pygame.draw.rect(surf, (236, 226, 204, 170), surf.get_rect(), px(1), border_radius=h // 2)
        surf.blit(label, label.get_rect(center=(w // 2, h // 2)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def number_cap_h(size: int) -> int:
    """The height of a number cap whose numeral is `size` px."""
    return int(size * 1.25) + px(2)


def keyboard_mode() -> bool:
    """True while the player is using the keyboard: the buttons' key caps and the keys lines show."""
    return _mode["keyboard"]


def set_keyboard_mode(on: bool) -> None:
    _mode["keyboard"] = bool(on)


def noted(intent):
    """`intent` (a scene.Intent), noted: a key turns keyboard mode on, the mouse turns it off (a
    window's resize, a screenshot or quitting leave it as it is)."""
    if intent.kind in KEY_KINDS:
        _mode["keyboard"] = True
    elif intent.kind in POINTER_KINDS:
        _mode["keyboard"] = False
    return intent
