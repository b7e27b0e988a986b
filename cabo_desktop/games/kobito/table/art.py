"""Kobito's card art, drawn with pygame (no image files): rainbow cards in their seven colours with
their number, the Kobito (a little gnome's hat on a star), the replacement card (a paint brush),
the gold cards (a pot with its points and the length it asks for), the back, and small cards for
lists. Each surface is built once per size and kept in the shell's bounded surface cache."""

from __future__ import annotations

import pygame

from ....ui import assets
from ....ui.assets import blit_centered, fast, rounded, text
from ....ui.card_art import lattice_back, rank_text
from ....ui.table_kit import face_panel, fit_rank, label_chip
from ..rules.cards import KOBITO, REPLACEMENT, Card

INK = (28, 28, 34)
PAPER = (250, 247, 238)
RAINBOW = {"r": (214, 52, 52), "o": (240, 136, 40), "y": (236, 200, 40), "g": (64, 160, 80),
           "b": (48, 110, 210), "i": (84, 70, 170), "v": (150, 80, 180)}
GOLD = (232, 186, 60)


def fill_of(card: Card) -> tuple[int, int, int]:
    if card.kind == KOBITO:
        return (40, 150, 140)
    if card.kind == REPLACEMENT:
        return (200, 200, 205)
    return RAINBOW.get(card.colour, (150, 150, 150))


def ink_of(card: Card) -> tuple[int, int, int]:
    return INK if card.kind == REPLACEMENT or card.colour in ("y", "o") else PAPER


def _hat(surf: pygame.Surface, center, r: int) -> None:
    """The Kobito's mark: a pointed gnome's hat over a round face."""
    cx, cy = center
    pygame.draw.circle(surf, (250, 220, 190), (cx, cy + r // 3), int(r * 0.55))
    pygame.draw.polygon(surf, (220, 60, 60), [(cx - r, cy), (cx + r, cy), (cx + r // 4, cy - int(r * 1.6))])
    pygame.draw.circle(surf, PAPER, (cx + r // 4, cy - int(r * 1.6)), max(2, r // 5))
    pygame.draw.circle(surf, PAPER, (cx, cy + int(r * 0.95)), int(r * 0.45))  # the beard


def _brush(surf: pygame.Surface, center, r: int) -> None:
    cx, cy = center
    pygame.draw.line(surf, (120, 80, 40), (cx - r, cy + r), (cx + r // 3, cy - r // 3), max(2, r // 4))
    pygame.draw.polygon(surf, (60, 60, 70), [(cx + r // 3, cy - r // 3), (cx + r, cy - r), (cx + r // 2, cy)])


def card_face(card: Card, size: tuple[int, int], number: int | None = None) -> pygame.Surface:
    """The face of `card`; a Kobito on the table shows the `number` it stands for."""
    key = ("kobito", card.kind, card.number, card.colour, tuple(size), number)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        surf, inner = face_panel(size, PAPER, fill_of(card))
        ink = ink_of(card)
        if card.kind == KOBITO:
            _hat(surf, (w // 2, int(h * 0.5)), max(5, w // 4))
            if number is not None and w >= 30:
                tag = text(str(number), max(9, int(h * 0.16)), PAPER, True, display=True)
                surf.blit(tag, (inner.x + 3, inner.y + 1))
        elif card.kind == REPLACEMENT:
            _brush(surf, (w // 2, int(h * 0.45)), max(5, w // 4))
            if w >= 30:
                label = text("=", max(9, int(h * 0.2)), INK, True)
                blit_centered(surf, label, (w / 2, h * 0.8))
        else:
            label = str(card.number)
            big = fit_rank(rank_text(label, max(10, int(h * (0.46 if len(label) == 1 else 0.4))), ink), inner)
            blit_centered(surf, big, (w / 2, h / 2))
            if w >= 34:
                small = rank_text(label, max(9, int(h * 0.15)), ink)
                surf.blit(small, (inner.x + 3, inner.y + 1))
                surf.blit(pygame.transform.rotate(small, 180), small.get_rect(bottomright=(inner.right - 3, inner.bottom - 1)))
        assets.surfaces[key] = surf = fast(surf)
    return surf


def card_chip(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """A small card for lists (the log, the game's end): its number (K, = for the special cards), large."""
    label = "K" if card.kind == KOBITO else "=" if card.kind == REPLACEMENT else str(card.number)
    return label_chip(("kobito-chip", card.kind, card.number, card.colour, tuple(size)), size, fill_of(card),
                      ink_of(card), label)


def card_back(size: tuple[int, int]) -> pygame.Surface:
    return lattice_back(size, "Kobito")


def gold_face(points: int, length: int, size: tuple[int, int]) -> pygame.Surface:
    """A gold card: a pot of gold with its points, and the length of rainbow it asks for."""
    key = ("kobito-gold", points, length, tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        surf = rounded((w, h), (40, 34, 20), GOLD, max(4, w // 9), 2)
        pot = pygame.Rect(0, 0, int(w * 0.7), int(h * 0.42))
        pot.midbottom = (w // 2, int(h * 0.78))
        pygame.draw.ellipse(surf, (30, 30, 34), pot)
        for k in range(5):
            pygame.draw.circle(surf, GOLD, (pot.x + pot.w * (k + 1) // 6, pot.y + 2), max(3, w // 12))
        blit_centered(surf, text(str(points), max(10, int(h * 0.26)), PAPER, True, display=True), pot.center)
        arc = pygame.Rect(int(w * 0.12), int(h * 0.06), int(w * 0.76), int(h * 0.5))
        for k, colour in enumerate(RAINBOW.values()):
            pygame.draw.arc(surf, colour, arc.inflate(-3 * k, -3 * k), 0.15, 3.0, 2)
        blit_centered(surf, text(f"×{length}", max(9, int(h * 0.15)), GOLD, True), (w / 2, h * 0.9))
        assets.surfaces[key] = surf = fast(surf)
    return surf
