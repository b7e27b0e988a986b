"""Your plate on Kobito's table (Cabanga!'s own_seat lays its own out, with these colours and the
turn's light, `lit_round`) (issue 40, a fresh-eyed review: "a big empty
leather box with 'You' and '6 cards · 0 pts'"): your portrait large in the seats' gold medallion at
its head, your name under it (gold on your turn), and your standing as figures with icons on one
dark strip (each game gives its own: Cabanga!'s cards and penalty points, Kobito's points and pots
of gold). Composed once per change and kept (draw only)."""

from __future__ import annotations

from typing import Sequence

import pygame

from . import assets
from . import table_trays as trays
from . import turn_marks
from .theme import GOLD, WHITE, px

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


def draw(surface: pygame.Surface, table, plate: pygame.Rect, lay, figures: Sequence[tuple], current: bool,
         tag: str) -> None:
    """Your plate's face, name and `figures` ((key, icon of a height, number) each: the key names
    the icon for the cache), kept as one picture per what it shows."""
    seat = table.viewer
    who = (table.level_of(seat), table.name(seat), getattr(table.game, "name", table.game))
    shown = tuple((key, number) for key, _icon, number in figures)
    key = (tag + "-own-seat", who, shown, current, plate.size, lay.name_size, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface(plate.size, pygame.SRCALPHA)
        local = plate.move(-plate.x, -plate.y)
        face, name_line, strip = parts(local, lay.name_size)
        medal = trays.medallion(table, seat, face.w)
        surf.blit(medal, medal.get_rect(center=face.center))
        name = assets.fit_line(who[1], lay.name_size, name_line.w, GOLD if current else WHITE, True)
        surf.blit(name, name.get_rect(center=name_line.center))
        icon_h = strip.h - px(6)
        draw_figures(surf, strip, lay.name_size, [(icon(icon_h), number) for _key, icon, number in figures])
        assets.surfaces[key] = surf = assets.fast(surf)
    surface.blit(surf, plate)


def lit(surface: pygame.Surface, plate: pygame.Rect, name_size: int | None, now_ms: int | None) -> None:
    """Your plate on your turn, before its face is drawn over it (ui/turn_marks, the opponents'
    treatment): lit and glowing, and, when it shows your medallion (`name_size` given), the bright
    halo round it and the gold arrow pointing at it, all breathing by the table's time `now_ms`."""
    lit_round(surface, plate, parts(plate, name_size)[0] if name_size is not None else None, px(8), now_ms)


def lit_round(surface: pygame.Surface, plate: pygame.Rect, face: pygame.Rect | None, arrow_in: int,
              now_ms: int | None) -> None:
    """A plate of yours lit on your turn, and round its medallion at `face` (None: none shown) the
    halo and the gold arrow from `arrow_in` px inside the plate's left edge, breathing by `now_ms`."""
    k = trays.pulse(now_ms)
    turn_marks.lit_plate(surface, plate, k)
    if face is not None:
        turn_marks.halo(surface, face, k)
        turn_marks.point_at(surface, face, plate.x + arrow_in, k)


def draw_figures(surf: pygame.Surface, strip: pygame.Rect, size: int, figures: Sequence[tuple]) -> list[pygame.Rect]:
    """The figures ((icon, number) each), an icon beside its number in equal parts of a dark strip
    with a fine brass rim and a rule between them; returns the icons' places (for the tests)."""
    pygame.draw.rect(surf, STRIP + (225,), strip, border_radius=strip.h // 2)
    pygame.draw.rect(surf, RIM + (200,), strip, max(1, px(1)), border_radius=strip.h // 2)
    n = max(1, len(figures))
    for k in range(1, n):
        x = strip.x + k * strip.w // n
        pygame.draw.line(surf, RIM + (150,), (x, strip.y + px(5)), (x, strip.bottom - px(6)), max(1, px(1)))
    icons = []
    for k, (image, number) in enumerate(figures):
        part = pygame.Rect(strip.x + k * strip.w // n, strip.y, strip.w // n, strip.h)
        figure = assets.text(str(number), size, FIGURE, True)
        w = image.get_width() + px(6) + figure.get_width()
        spot = image.get_rect(midleft=(part.centerx - w // 2, part.centery))
        surf.blit(image, spot)
        surf.blit(figure, figure.get_rect(midleft=(spot.right + px(6), part.centery)))
        icons.append(spot)
    return icons
