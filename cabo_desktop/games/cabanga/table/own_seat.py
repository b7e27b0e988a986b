"""Your plate on Cabanga!'s table: your medallion at its upper left, your name beside it, and under
them your standing in words on a dark strip with a brass rim, a line each: "[a card back] 6 cards",
"[a grumpy face] 0 penalty points" (a review s51: the bare icons with 6 and 0 told nobody what they
counted). Your name a step over the seats' names, a little under the medallion's middle, on a fine
brass rule. Your short bubble ("Cabanga!") lies right of the medallion over your name with air
between (a review s51: it crowded "You"), its tail at the medallion's rim, inside the plate (a
review s51: on the medallion's crown it hid its top and crossed the plate's edge). Composed once per change and kept (draw only)."""

from __future__ import annotations

import pygame

from ....i18n import n_
from ....ui import assets, card_pictures, turn_marks
from ....ui import table_trays as trays
from ....ui.card_art import sprite
from ....ui.own_plate import FIGURE, RIM, STRIP, lit_round
from ....ui.theme import GOLD, WHITE, px
from . import art

ARROW_ROOM = 26  # logical px from the plate's edge to the medallion: your turn's gold arrow (at least 14 px tall) between


def figure_size(name_size: int) -> int:
    """The figures' words' type: a step under your name's, never under 13 px (a review s51: the
    plate's secondary text read small at 1280x720)."""
    return max(px(13), name_size - px(2))


def parts(plate: pygame.Rect, name_size: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Your plate's medallion (upper left, a turn arrow's room left of it), name line (beside the
    medallion, level with its middle) and figures' strip (two lines, across the plate's foot), well
    inside its stitches and your tray's rim (view.own_tray: the plate lies on the tray's lining)."""
    rim = (plate.w - trays.mat_floor(plate).w) // 2
    inner = plate.inflate(-2 * max(px(10), rim + px(4)), -2 * max(px(9), rim))
    line = figure_size(name_size) + px(8)
    strip = pygame.Rect(inner.x, inner.bottom - 2 * line - px(4), inner.w, 2 * line + px(4))
    head_h = strip.top - px(6) - inner.y
    d = max(px(24), min(head_h, int(inner.w * 0.42)))
    face = pygame.Rect(plate.x + px(ARROW_ROOM), inner.y + (head_h - d) // 2, d, d)
    name_h = name_type(name_size) + px(6)
    column = pygame.Rect(face.right + px(10), 0, inner.right - face.right - px(10), name_h)
    column.centery = face.centery + px(NAME_DROP)
    return face, column, strip


NAME_DROP = 12  # logical px your name's line lies under the medallion's middle: your bubble above it with air
BUBBLE_AIR = 6  # logical px between your bubble and your name (a review s51: "the speech bubble crowds 'You'")


def name_type(name_size: int) -> int:
    """Your name's type on your plate: a step over the seats' names (a review s51: "the You panel is
    mostly empty space"), underlined by a fine brass rule across its column."""
    return name_size + px(3)


def bubble_room(lay) -> pygame.Rect:
    """Where your short bubble lies: right of your medallion, above your name, inside your plate
    (never over the medallion's top, the plate's edge, the lanes, your name or your figures)."""
    plate = lay.seats[lay_viewer(lay)].plate
    face, name, _strip = parts(plate, lay.name_size)
    top = plate.top + px(7)
    return pygame.Rect(name.x - px(2), top, plate.right - px(8) - name.x + px(2), name.top - px(BUBBLE_AIR) - top)


def bubble_speaker(lay, rect: pygame.Rect) -> pygame.Rect:
    """What your bubble at `rect` points its tail at: the medallion's right rim level with it."""
    face = parts(lay.seats[lay_viewer(lay)].plate, lay.name_size)[0]
    y = max(face.top + px(4), min(face.bottom - px(4), rect.centery))
    return pygame.Rect(face.right - px(8), y - px(1), px(2), px(2))


def lay_viewer(lay) -> int:
    """The viewer's seat in `lay`: the one without an opponent's parts."""
    return next(seat for seat, place in lay.seats.items() if place.parts is None)


def bubble_type(lay, text: str) -> int:
    """The type size of your bubble saying `text`: grown with the table (a review s50: at 1920x1080
    it was tiny beside your medallion), as large as keeps its pill in `bubble_room`, down to a
    step under your name's size (if even that does not fit, it lies elsewhere: view.place_bubble)."""
    room = bubble_room(lay)
    least = max(px(15), lay.name_size * 7 // 8)
    size = max(px(19), lay.name_size * 5 // 4)
    while size > least and (assets.text(text, size, bold=True).get_height() + px(10) > room.h
                              or assets.text(text, size, bold=True).get_width() + px(24) > room.w):
        size -= 1
    return size


def _back(icon_h: int) -> pygame.Surface:
    return art.card_back((max(6, int(icon_h * 0.7)), icon_h))


def _grumpy(icon_h: int) -> pygame.Surface:
    side = icon_h - px(2)
    return sprite(("cabanga-own-point", side), lambda: card_pictures.grumpy((236, 226, 204), (70, 30, 30)), (side, side))


def figure_lines(cards: int, points: int) -> tuple[str, str]:
    """Your standing in words: your hand's count and your penalty points."""
    return (n_("{n} card", "{n} cards", cards).format(n=cards),
            n_("{n} penalty point", "{n} penalty points", points).format(n=points))


def draw(surface: pygame.Surface, table, plate: pygame.Rect, lay, cards: int, points: int, current: bool) -> None:
    """Your plate's face, name and figures, kept as one picture per what it shows."""
    seat = table.viewer
    who = (table.level_of(seat), table.name(seat), getattr(table.game, "name", table.game))
    key = ("cabanga-own-seat", who, figure_lines(cards, points), current, plate.size, lay.name_size, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface(plate.size, pygame.SRCALPHA)
        face, name_line, strip = parts(plate.move(-plate.x, -plate.y), lay.name_size)
        medal = trays.medallion(table, seat, face.w)
        surf.blit(medal, medal.get_rect(center=face.center))
        name = assets.fit_line(who[1], name_type(lay.name_size), name_line.w, GOLD if current else WHITE, True)
        surf.blit(name, name.get_rect(midleft=name_line.midleft))
        y = name_line.bottom + px(2)  # a fine brass rule under it, across its column: a nameplate's
        pygame.draw.line(surf, RIM + (170,), (name_line.x, y), (name_line.right - px(2), y), max(1, px(1)))
        draw_figures(surf, strip, lay.name_size, cards, points)
        assets.surfaces[key] = surf = assets.fast(surf)
    surface.blit(surf, plate)


def lit(surface: pygame.Surface, plate: pygame.Rect, name_size: int | None, now_ms: int | None,
        tray: pygame.Rect | None = None) -> None:
    """Your plate on your turn, before its face is drawn over it (the opponents' treatment): lit and
    glowing, and, when it shows your medallion (`name_size` given), the halo round it and the gold
    arrow pointing at it from its left, all breathing by the table's time `now_ms`. In the `tray` it
    lies in, when given, the tray's whole edge breathes in gold instead (one lit tray, not a lit box
    inside it; an outline, not a tray-wide glow and wash blended every frame)."""
    face = parts(plate, name_size)[0] if name_size is not None else None
    if tray is None:
        lit_round(surface, plate, face, px(6), now_ms)
        return
    trays.seat_plate(surface, tray, True, laid=True, now_ms=now_ms)
    if face is not None:
        k = trays.pulse(now_ms)
        turn_marks.halo(surface, face, k)
        turn_marks.point_at(surface, face, plate.x + px(6), k)


def draw_figures(surf: pygame.Surface, strip: pygame.Rect, name_size: int, cards: int, points: int) -> list[pygame.Rect]:
    """Your two figures in words, a line each with its icon, on their dark strip with a fine brass
    rim and a rule between the lines; returns the two icons' places (for the tests)."""
    pygame.draw.rect(surf, STRIP + (225,), strip, border_radius=px(8))
    pygame.draw.rect(surf, RIM + (200,), strip, max(1, px(1)), border_radius=px(8))
    half = strip.h // 2
    pygame.draw.line(surf, RIM + (120,), (strip.x + px(8), strip.y + half), (strip.right - px(9), strip.y + half),
                     max(1, px(1)))
    size = figure_size(name_size)
    icon_h = half - px(5)
    icons = []
    for k, (image, words) in enumerate(zip((_back(icon_h), _grumpy(icon_h)), figure_lines(cards, points))):
        line = pygame.Rect(strip.x, strip.y + k * half, strip.w, half)
        spot = image.get_rect(center=(strip.x + px(12) + icon_h // 2, line.centery))
        surf.blit(image, spot)
        left = spot.right + px(7)
        text = assets.fit_line(words, size, strip.right - px(8) - left, FIGURE, True)
        surf.blit(text, text.get_rect(midleft=(left, line.centery)))
        icons.append(spot)
    return icons
