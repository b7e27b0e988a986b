"""Your plate on Cabanga!'s table (issue 40, a fresh-eyed review: "a big empty leather box with
'You' and '6 cards · 0 pts'"): your portrait large in the seats' gold medallion at its head, your
name under it (gold on your turn), and your standing as figures with icons on one dark strip: the
cards in your hand (a small card back) and your penalty points (a grumpy face, as the cards print
a point). Composed once per change and kept (draw only)."""

from __future__ import annotations

import pygame

from ....ui import assets, card_pictures
from ....ui import table_trays as trays
from ....ui.card_art import sprite
from ....ui.theme import GOLD, WHITE, px
from . import art

STRIP = (22, 14, 10)  # the figures' dark strip on the leather
FIGURE = (244, 236, 218)  # the figures: warm white
RIM = (150, 116, 64)  # the strip's fine brass rim


def parts(plate: pygame.Rect, name_size: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Your plate's medallion, name line and figures' strip, top to bottom, centred in it and well
    inside its stitches (the medallion as large as the rest leaves, at most 0.62 of the plate's width)."""
    inner = plate.inflate(-px(20), -px(18))
    name_h = name_size + px(6)
    strip_h = name_size + px(12)
    gaps = px(6) * 2
    d = max(px(24), min(int(inner.w * 0.62), inner.h - name_h - strip_h - gaps))
    block = d + name_h + strip_h + gaps
    top = inner.y + max(0, (inner.h - block) // 2)
    face = pygame.Rect(0, top, d, d)
    face.centerx = inner.centerx
    name = pygame.Rect(inner.x, face.bottom + px(6), inner.w, name_h)
    strip = pygame.Rect(inner.x, name.bottom + px(6), inner.w, strip_h)
    return face, name, strip


def draw(surface: pygame.Surface, table, plate: pygame.Rect, lay, cards: int, points: int, current: bool) -> None:
    """Your plate's face, name and figures (see the module's docstring), kept as one picture."""
    seat = table.viewer
    who = (table.level_of(seat), table.name(seat), getattr(table.game, "name", table.game))
    key = ("cabanga-own-seat", who, cards, points, current, plate.size, lay.name_size, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface(plate.size, pygame.SRCALPHA)
        local = plate.move(-plate.x, -plate.y)
        face, name_line, strip = parts(local, lay.name_size)
        medal = trays.medallion(table, seat, face.w)
        surf.blit(medal, medal.get_rect(center=face.center))
        name = assets.fit_line(who[1], lay.name_size, name_line.w, GOLD if current else WHITE, True)
        surf.blit(name, name.get_rect(center=name_line.center))
        draw_figures(surf, strip, lay.name_size, cards, points)
        assets.surfaces[key] = surf = assets.fast(surf)
    surface.blit(surf, plate)


def draw_figures(surf: pygame.Surface, strip: pygame.Rect, size: int, cards: int, points: int) -> list[pygame.Rect]:
    """The two figures, each an icon beside its number, in the two halves of a dark strip with a
    fine brass rim and a rule between them; returns the two icons' places (for the tests)."""
    pygame.draw.rect(surf, STRIP + (225,), strip, border_radius=strip.h // 2)
    pygame.draw.rect(surf, RIM + (200,), strip, max(1, px(1)), border_radius=strip.h // 2)
    mid = strip.centerx
    pygame.draw.line(surf, RIM + (150,), (mid, strip.y + px(5)), (mid, strip.bottom - px(6)), max(1, px(1)))
    icon_h = strip.h - px(6)
    back = art.card_back((max(6, int(icon_h * 0.7)), icon_h))
    face_side = icon_h - px(2)
    grumpy = sprite(("cabanga-own-point", face_side),
                    lambda: card_pictures.grumpy((236, 226, 204), (70, 30, 30)), (face_side, face_side))
    icons = []
    for k, (icon, number) in enumerate(((back, cards), (grumpy, points))):
        half = pygame.Rect(strip.x + k * (strip.w // 2), strip.y, strip.w // 2, strip.h)
        figure = assets.text(str(number), size, FIGURE, True)
        w = icon.get_width() + px(6) + figure.get_width()
        x = half.centerx - w // 2
        spot = icon.get_rect(midleft=(x, half.centery))
        surf.blit(icon, spot)
        surf.blit(figure, figure.get_rect(midleft=(spot.right + px(6), half.centery)))
        icons.append(spot)
    return icons
