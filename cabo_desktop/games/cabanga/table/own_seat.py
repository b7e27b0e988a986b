"""Your plate on Cabanga!'s table, a tile of the family of CABO's and Kobito's (a review s52: "the
player plate differs in each game ... three designers' work"): your medallion at its head, your
name under it, and under that your standing in words, a line each with its icon, "[a card back] 6
cards", "[a grumpy face] 0 penalty points" (a review s51: bare icons with 6 and 0 told nobody what
they counted), straight on the leather: no rule under the name, no box inside the box (a review
s52: the figures' box sat tight against the plate's foot). Your short bubble ("Cabanga!") lies right
of the medallion on the tray's leather between your plate and your cards, its tail at the
medallion's rim, above your name. Composed once per change and kept (draw only)."""

from __future__ import annotations

import pygame

from ....i18n import n_
from ....ui import assets, card_pictures, turn_marks
from ....ui import table_trays as trays
from ....ui.card_art import sprite
from ....ui.own_plate import FIGURE, lit_round
from ....ui.theme import GOLD, WHITE, px
from . import art
from .layout import colours_of, hand_slots

ARROW_ROOM = 26  # logical px from the plate's edge to the medallion at least: your turn's gold arrow (at least 14 px tall) between


def figure_size(name_size: int) -> int:
    """The figures' words' type: a px under your name's (16 px at 1280x720; reviews s51 and s52: the
    plate's "6 cards / 0 penalty points" read small at 1280x720, 13-14 px)."""
    return max(px(13), name_size - px(1))


def parts(plate: pygame.Rect, name_size: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Your tile's medallion, name line and figures (two lines), top to bottom, centred in it and
    well inside its stitches and your tray's rim (view.own_tray: the plate lies on the tray's
    lining); the medallion as large as the rest leaves, a turn arrow's room left of it."""
    rim = (plate.w - trays.mat_floor(plate).w) // 2
    inner = plate.inflate(-2 * max(px(10), rim + px(4)), -2 * max(px(9), rim))
    name_h = name_type(name_size) + px(6)
    line = figure_size(name_size) + px(6)
    gap = px(5)
    d = max(px(24), min(inner.h - name_h - 2 * line - 2 * gap, inner.w - 2 * px(ARROW_ROOM - 10)))
    block = d + gap + name_h + gap + 2 * line
    face = pygame.Rect(0, inner.y + max(0, (inner.h - block) // 2), d, d)
    face.centerx = inner.centerx
    name = pygame.Rect(inner.x, face.bottom + gap, inner.w, name_h)
    strip = pygame.Rect(inner.x, name.bottom + gap, inner.w, 2 * line)
    return face, name, strip


BUBBLE_AIR = 6  # logical px between your bubble and your name (a review s51: "the speech bubble crowds 'You'")


def name_type(name_size: int) -> int:
    """Your name's type on your tile: the seats' names' (the three games' tiles alike)."""
    return name_size


def bubble_room(lay, reach: int | None = None) -> pygame.Rect:
    """Where your short bubble lies: right of your medallion, from your plate's top down to the
    medallion's middle (well above your name), on the tray's leather up to `reach` (the x your
    hand's first card starts at; by default a card into the hand's place), never over the
    medallion, your name, your figures or the lanes."""
    plate = lay.seats[lay_viewer(lay)].plate
    face = parts(plate, lay.name_size)[0]
    if reach is None:
        reach = lay.hand.x + lay.hand_card[0] // 2
    top = plate.top + px(7)
    left = face.right + px(2)
    return pygame.Rect(left, top, max(0, reach - px(6) - left), face.centery + px(4) - top)


def bubble_speaker(lay, rect: pygame.Rect) -> pygame.Rect:
    """What your bubble at `rect` points its tail at: the medallion's right rim level with it."""
    face = parts(lay.seats[lay_viewer(lay)].plate, lay.name_size)[0]
    y = max(face.top + px(4), min(face.bottom - px(4), rect.centery))
    return pygame.Rect(face.right - px(8), y - px(1), px(2), px(2))


def lay_viewer(lay) -> int:
    """The viewer's seat in `lay`: the one without an opponent's parts."""
    return next(seat for seat, place in lay.seats.items() if place.parts is None)


def hand_reach(lay, hand) -> int:
    """Where your bubble's room ends: the x your hand's first card starts at (`bubble_room`)."""
    slots = hand_slots(lay, len(hand), colours_of(hand))
    return slots[0].x if slots else lay.hand.right


def bubble_type(lay, text: str, reach: int | None = None) -> int:
    """The type size of your bubble saying `text`: grown with the table (a review s50: at 1920x1080
    it was tiny beside your medallion), as large as keeps its pill in `bubble_room`, down to a
    step under your name's size (if even that does not fit, it lies elsewhere: view.place_bubble)."""
    room = bubble_room(lay, reach)
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
        surf.blit(name, name.get_rect(center=name_line.center))
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
    """Your two figures in words under your name, a line each with its icon, each line (icon and
    words) centred on the tile under your medallion and name (a review s52 round 8: "the stats are
    left-aligned under a centred avatar"), straight on its leather (no box: a review s52); returns
    the two icons' places (for the tests)."""
    half = strip.h // 2
    size = figure_size(name_size)
    icon_h = min(half - px(2), size + px(4))
    images = (_back(icon_h), _grumpy(icon_h))
    icon_w = max(image.get_width() for image in images)
    texts = [assets.fit_line(words, size, strip.w - icon_w - px(6), FIGURE, True) for words in figure_lines(cards, points)]
    icons = []
    for k, (image, text) in enumerate(zip(images, texts)):
        y = strip.y + k * half + half // 2
        x = strip.centerx - (image.get_width() + px(6) + text.get_width()) // 2  # this line, centred
        spot = image.get_rect(midleft=(x, y))
        surf.blit(image, spot)
        surf.blit(text, text.get_rect(midleft=(spot.right + px(6), y)))
        icons.append(spot)
    return icons
