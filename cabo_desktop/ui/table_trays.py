"""The designed surfaces of Cabanga!'s and Kobito's tables (docs/look.md, Materials and Lighting):
a seat's leather plate whose gold edge pulses slowly on the turn's seat (`seat_plate`), a
felt-inset tray sunk into the cloth (`tray`), a walnut tray for a player's own cards (`mat`), a
slot mark printed on the cloth where a card will lie (`slot_mark`) and a caption on a small dark
plate (`caption`). Each surface is built once per size and kept in `assets.surfaces`; only the
pulse's edge is drawn anew each frame (one rectangle)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import pygame

from . import assets, turn_marks
from .portraits import portrait
from .table_kit import ENAMEL, brass_plaque, hand_band, leather_grain, leather_plate, stitched_edge, table_frame
from .theme import DIM, GOLD, WHITE, px, ui_scale
from .widgets import cast_shadow, draw_lines, rounded

PULSE_S = 1.6  # one slow breath of the turn's gold edge
DULL_GOLD = (150, 112, 40)


def type_sizes(h: int) -> tuple[int, int]:
    """The seats' name and caption sizes for a window `h` tall (17 and 14 at 720 px, never under 14)."""
    return max(px(15), min(px(24), h * 17 // 720)), max(px(14), min(px(19), h * 14 // 720))


@dataclass(frozen=True)
class FootRow:
    """The frame of a table whose own seat is a row along its foot (Cabanga!, Kobito): the play
    area, side panel and banner (inside the felt, clear of the rail), the rail's inset, the type sizes, the row's band (`hand_h` of
    cards tall) and your plate at its left end."""

    play: pygame.Rect
    panel: pygame.Rect
    banner: pygame.Rect
    margin: int
    name_size: int
    text_size: int
    band: pygame.Rect
    own_plate: pygame.Rect
    hand_h: int


def foot_row(size: tuple[int, int], hand_share: float, plate_gap: int) -> FootRow:
    """The FootRow of a window of `size`: the hand `hand_share` of its height, your plate as tall
    as two names and three captions need, `plate_gap` short of the band."""
    h = size[1]
    _m, play, panel, banner = table_frame(size)
    margin = rail_inset(play)
    # the banner inside the felt like CABO's (games/cabo/table/layout.py): clear of the rail's
    # rounded inner corner, a little cloth between
    felt = play.inflate(-2 * assets.rail_width(play.size), -2 * assets.rail_width(play.size))
    pad = max(px(6), h // 100)
    banner = pygame.Rect(felt.x + pad, felt.bottom - pad - banner.h, felt.w - 2 * pad, banner.h)
    name_size, text_size = type_sizes(h)
    hand_h = int(h * hand_share)
    band = hand_band(banner, hand_h)
    band = pygame.Rect(margin, band.y, play.w - 2 * margin, band.h)
    plate_w = max(px(124), min(px(230), int(play.w * 0.15)))
    own_h = min(band.h - plate_gap, 2 * name_size + 3 * text_size + px(28))
    own_plate = pygame.Rect(band.x, band.centery - own_h // 2, plate_w, own_h)
    return FootRow(play, panel, banner, margin, name_size, text_size, band, own_plate, hand_h)


def rail_inset(play: pygame.Rect) -> int:
    """How far from the play area's edge cards and plates keep: clear of the felt's padded rail
    (`assets.felt`: min(size) // 48) with a little cloth between."""
    return max(px(8), min(play.size) // 48) + px(6)


def pulse(now_ms: int | None = None) -> float:
    """0..1, a slow breath (PULSE_S a cycle) from the clock (or `now_ms`)."""
    t = (pygame.time.get_ticks() if now_ms is None else now_ms) / 1000
    return 0.5 + 0.5 * math.sin(2 * math.pi * t / PULSE_S)


def seat_plate(surface: pygame.Surface, rect: pygame.Rect, current: bool = False, edge: tuple | None = None,
               laid: bool = False, now_ms: int | None = None) -> None:
    """A seat's plate: the green leather of the menus with its stitches and soft shadow; the turn's
    seat (`current`) has a gold edge breathing slowly (by the clock, or the table's time `now_ms`,
    so a picture of a moment is the same every time); `edge`, a colour, marks a
    seat another way (Cabanga!'s thrower) with a steady edge. `laid`: the plain plate is already
    in the table's `Backdrop`, only what marks the seat is drawn."""
    rect = pygame.Rect(rect)
    if rect.w < px(16) or rect.h < px(16):
        return
    if not laid:
        cast_shadow(surface, rect)
        surface.blit(leather_plate(rect.size), rect)  # saddle leather (ui/table_kit)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect.inflate(px(4), px(4)), px(3), border_radius=px(15))
    elif current:
        k = pulse(now_ms)
        colour = tuple(int(d + (g - d) * k) for d, g in zip(DULL_GOLD, GOLD))
        pygame.draw.rect(surface, colour, rect.inflate(px(4), px(4)), px(3), border_radius=px(15))


_composed: list[tuple[tuple, pygame.Surface, pygame.Surface]] = []  # (what it shows, felt, picture): shared


class Backdrop:
    """The table's still furniture (the felt with its trays, mat and seats' plain plates) composed
    once into one opaque picture per felt and places of its furniture, which the frame blits as
    its ground (`TableHud.felt_picture`) instead of the felt and a dozen translucent surfaces.
    Keyed by what it shows, not by the layout object (a table may make an equal layout again),
    and shared by the tables (the next game's table finds its picture composed: the last two
    kept)."""

    def __init__(self) -> None:
        self.composed: pygame.Surface | None = None
        self.asked: tuple = (None, None)  # the layout and felt it was last asked for (asked several times a frame)

    def picture(self, lay, trays_at: list, mat_at: list, plates_at: list,
                ground: pygame.Surface | None = None) -> pygame.Surface:
        """The felt of `lay` with its furniture (felt trays at `trays_at`, walnut mats at `mat_at`,
        plates at `plates_at`, all in window coordinates), composed again only when the felt or a
        place changed (a new window size, seat count or felt colour). `ground`: the felt to lay
        them on (the game's mark printed on it), else the bare felt."""
        felt = assets.felt(lay.play.size) if ground is None else ground
        if self.composed is not None and self.asked[0] is lay and self.asked[1] is felt:
            return self.composed
        self.asked = (lay, felt)
        shows = (tuple(lay.play), tuple(map(tuple, trays_at)), tuple(map(tuple, mat_at)),
                 tuple(map(tuple, plates_at)), ui_scale())
        for key, kept_felt, picture in _composed:
            if key == shows and kept_felt is felt:
                self.composed = picture
                return picture
        picture = felt.copy()
        offset = (-lay.play.x, -lay.play.y)
        for rect in trays_at:
            picture.blit(tray(rect.size), rect.move(offset))
        for rect in mat_at:  # your tray on a soft shadow: it stands on the cloth
            cast_shadow(picture, rect.move(offset))
            picture.blit(mat(rect.size), rect.move(offset))
        for rect in plates_at:
            seat_plate(picture, rect.move(offset))
        self.composed = picture.convert() if pygame.display.get_surface() else picture
        del _composed[1:]
        _composed.insert(0, (shows, felt, self.composed))
        return self.composed


def tray(size: tuple[int, int], radius: int | None = None) -> pygame.Surface:
    """A tray sunk into the felt at `size`: the cloth darkened inside, a shadow under its top rim
    (the light comes from above) and a faint lit lip along its foot (corners of `radius`, 12
    logical px unless told); cached."""
    radius = px(12) if radius is None else radius
    key = ("felt tray", tuple(size), radius)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 78), surf.get_rect(), border_radius=radius)
        for k in range(6):  # the inner shadow under the top rim, fading down
            band = pygame.Rect(k // 2, k, w - k, h - k)
            pygame.draw.rect(surf, (0, 0, 0, 26 - 4 * k), band, 1, border_radius=radius)
        pygame.draw.line(surf, (255, 244, 210, 34), (radius, h - 1), (w - radius, h - 1))
        pygame.draw.rect(surf, (0, 0, 0, 70), surf.get_rect(), 1, border_radius=radius)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def mat(size: tuple[int, int]) -> pygame.Surface:
    """A tray at `size` for a player's own cards, in the stitched saddle leather of your plate:
    lit from the top with a fine grain, a raised rim with its cream stitches and a light bevel,
    and the floor the cards lie on lined with the table's own felt (a wine or plum table's tray is not green); cached per size and felt."""
    lining = tuple(int(c * 0.5 + 9) for c in assets.felt_colour())  # the table's own cloth, in shadow
    key = ("leather tray", tuple(size), ui_scale(), lining)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(16, size[0]), max(16, size[1])
        sw, sh = max(2, w // 3), max(2, h // 3)  # the saddle leather of your plate (ui/table_kit), its grain
        hide = pygame.image.frombytes(leather_grain(sw, sh), (sw, sh), "RGB")
        wood = pygame.transform.smoothscale(hide, (w, h))
        rim = max(px(6), min(w, h) // 14)
        floor = pygame.Rect(rim, rim, w - 2 * rim, h - 2 * rim)
        pygame.draw.rect(wood, lining, floor, border_radius=px(8))  # the felt lining
        for k in range(px(4)):  # the lining in the rim's shadow at its top
            pygame.draw.line(wood, tuple(c // 2 for c in lining), (floor.x + px(6), floor.y + k), (floor.right - px(7), floor.y + k))
        pygame.draw.rect(wood, (150, 106, 66), floor.inflate(px(2), px(2)), px(1), border_radius=px(9))  # the bevel's light
        surf = rounded(wood, px(12))
        stitched_edge(surf, px(12))  # the lit top edge, the dark rim and the cream stitches round the rim
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def mat_floor(rect: pygame.Rect) -> pygame.Rect:
    """The part of a `mat` drawn at `rect` that its cards lie on (inside the rim)."""
    rim = max(px(6), min(rect.w, rect.h) // 14)
    return rect.inflate(-2 * rim, -2 * rim)


def slot_mark(size: tuple[int, int], label: str = "") -> pygame.Surface:
    """A card's place printed on the cloth at `size`: a faint cream card shape with a thin inner
    line and `label` (a place's number) small in its middle; cached."""
    key = ("slot mark", tuple(size), label, ui_scale())
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(6, size[0]), max(6, size[1])
        radius = max(3, w // 9)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 246, 214, 22), surf.get_rect(), border_radius=radius)
        if w >= 18:
            pygame.draw.rect(surf, (255, 246, 214, 46), surf.get_rect().inflate(-6, -6), 1,
                             border_radius=max(2, radius - 2))
        if label and w >= 20:
            image = assets.text(label, max(px(12), min(h // 4, px(22))), (255, 246, 214), True, display=True)
            image.set_alpha(70)
            surf.blit(image, image.get_rect(center=(w // 2, h // 2)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def caption(surface: pygame.Surface, words: str, size: int, center: tuple[int, int], width: int,
            colour: tuple = (240, 240, 235)) -> pygame.Rect:
    """`words` on a small dark plate centred at `center`, cut to `width`; returns the plate."""
    image = assets.fit_line(words, size, max(px(20), width - px(12)), colour, True)
    badge = image.get_rect(center=center).inflate(px(12), px(4))
    pygame.draw.rect(surface, (12, 22, 17), badge, border_radius=badge.h // 2)
    pygame.draw.rect(surface, (120, 98, 48), badge, 1, border_radius=badge.h // 2)
    surface.blit(image, image.get_rect(center=badge.center))
    return badge


def seat_head(surface: pygame.Surface, table, seat: int, head: pygame.Rect, lay, info: str, current: bool,
              fuller: str | None = None) -> None:
    """What a seat's plate says (Cabanga!'s and Kobito's tables): its portrait, its name (gold on
    its turn) and `info`. Your own plate: a larger portrait over your name, `fuller` (else `info`)
    wrapped under it; another's: a small portrait beside the name over one line, `fuller` where
    it fits."""
    if seat == table.viewer:
        face_h = own_face(head, lay.name_size).h
        surface.blit(portrait(table.level_of(seat), table.name(seat), face_h, table.game), (head.x + px(2), head.y + px(2)))
        name = assets.fit_line(table.name(seat), lay.name_size, head.w - face_h - px(10), GOLD if current else WHITE, True)
        surface.blit(name, name.get_rect(midleft=(head.x + face_h + px(10), head.y + px(2) + face_h // 2)))
        lines = own_lines(head)
        draw_lines(surface, fuller or info, lay.text_size, lines.w, DIM, (lines.x, head.y + face_h + px(8)))
        return
    face_h = max(px(20), min(head.h - px(2), px(52)))
    surface.blit(portrait(table.level_of(seat), table.name(seat), face_h, table.game), (head.x, head.y))
    x = head.x + face_h + px(8)
    name = assets.fit_line(table.name(seat), lay.name_size, head.right - x, GOLD if current else WHITE, True)
    surface.blit(name, (x, head.y))
    if fuller and assets.font(lay.text_size).size(fuller)[0] <= head.right - x:
        info = fuller
    surface.blit(assets.fit_line(info, lay.text_size, head.right - x, DIM), (x, head.y + name.get_height() + px(1)))


def own_face(head: pygame.Rect, name_size: int) -> pygame.Rect:
    """Where your portrait lies on your plate (`head`: the plate less px(8) a side)."""
    face_h = max(px(24), min(head.h - 2 * name_size - px(12), px(64), head.w // 2))
    return pygame.Rect(head.x + px(2), head.y + px(2), face_h, face_h)


def own_lines(head: pygame.Rect) -> pygame.Rect:
    """The columns of your plate's lines under your portrait (`head`: the plate less px(8) a side):
    OWN_MARGIN in from the head, so well inside the plate's stitches (px(5) in from its edge)."""
    return pygame.Rect(head.x + px(OWN_MARGIN), head.y, max(px(20), head.w - 2 * px(OWN_MARGIN)), head.h)


OWN_MARGIN = 8  # your plate's lines keep this far (logical px) in from its head: clear of the stitches


@dataclass(frozen=True)
class SeatParts:
    """An opponent's seat (issue 40, review problem 3: no panel, a seat as a card game stages it):
    a round portrait in a gold-ringed medallion, the name plaque over the medallion's foot (name
    and points), and the room beside them for the hand's fan (and Kobito's workshop)."""

    medallion: pygame.Rect
    plaque: pygame.Rect
    room: pygame.Rect

    @property
    def head(self) -> pygame.Rect:
        """The medallion and its plaque together."""
        return self.medallion.union(self.plaque)


PLAQUE_LEAST = 148  # a plaque's least width (logical px): a long name ("Grandpa Tomte") keeps its margins
SINK = 5  # the medallion's foot rests this far (logical px) into the plaque's top rim, above its words
PLAQUE_MARGIN = 12  # the plaque's words keep this far (logical px) from each end: clear of its gold rim


def seat_parts(seat: pygame.Rect, name_size: int, text_size: int) -> SeatParts:
    """The parts of an opponent's `seat`: the plaque (a name and a line of points) at its bottom
    left, the medallion as large as the seat's height leaves standing on the plaque's middle (its
    foot SINK into the plaque's rim, the words below it), the room right of the plaque."""
    plaque_h = name_size + text_size + px(12) + px(SINK)
    d = max(px(24), min(seat.h - plaque_h + px(SINK) - px(2), int(seat.w * 0.42)))
    plaque_w = min(int(seat.w * 0.5), max(d + px(40), px(PLAQUE_LEAST)))
    plaque = pygame.Rect(seat.x + px(2), seat.bottom - plaque_h, plaque_w, plaque_h)
    medallion = pygame.Rect(0, 0, d, d)
    medallion.midbottom = (plaque.centerx, plaque.y + px(SINK))
    room = pygame.Rect(plaque.right + px(8), seat.y, seat.right - plaque.right - px(8), seat.h)
    return SeatParts(medallion, plaque, room)


def medallion(table, seat: int, d: int) -> pygame.Surface:
    """The seat's portrait in a medallion `d` wide: a dark well, a bevelled gold ring lit from
    above, a soft shadow under it; cached per portrait and size."""
    who = (table.level_of(seat), table.name(seat), table.game)
    key = ("seat medallion", who[:2], getattr(who[2], "name", who[2]), d, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        pad = px(6)
        size = d + 2 * pad
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        shade = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(shade, (0, 0, 0, 120), (size // 2 + px(2), size // 2 + px(4)), d // 2)
        surf.blit(pygame.transform.gaussian_blur(shade, max(1, px(3))), (0, 0))
        c, r = size // 2, d // 2
        ring = max(px(3), d // 18)
        pygame.draw.circle(surf, (92, 62, 18), (c, c), r)  # the ring's dark foot
        pygame.draw.circle(surf, (226, 182, 84), (c, c - max(1, ring // 3)), r - 1)  # lit from above
        pygame.draw.circle(surf, (176, 128, 44), (c, c), r - ring // 2)
        pygame.draw.circle(surf, (24, 30, 26), (c, c), r - ring)  # the well
        face = portrait(who[0], who[1], 2 * (r - ring) - px(2), who[2])
        surf.blit(face, face.get_rect(center=(c, c)))
        pygame.draw.circle(surf, (255, 236, 170), (c, c), r - 1, max(1, px(1)), draw_top_left=True, draw_top_right=True)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def plaque(name: str, info: str, size: tuple[int, int], name_size: int, text_size: int, current: bool,
           top: int = 0) -> pygame.Surface:
    """A seat's name plaque at `size`: dark enamel in a bevelled brass rim lit along its top, the name
    (gold on its turn) over `info`, both below `top` (where the medallion stands) and PLAQUE_MARGIN
    clear of each end; cached per words and size."""
    key = ("seat plaque", name, info, tuple(size), name_size, text_size, current, top, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        radius = min(h // 2, px(12))
        # the enamel plaque in its brass rim (ui/table_kit); on its turn lit warmer, its rim thick and bright
        surf = brass_plaque((w, h), (turn_marks.LIT_TOP, turn_marks.LIT_FOOT) if current else ENAMEL, radius).copy()
        if current:
            pygame.draw.rect(surf, turn_marks.LIT_RIM, surf.get_rect(), max(2, px(3)), border_radius=radius)
        room = w - 2 * px(PLAQUE_MARGIN)
        head = assets.fit_line(name, name_size, room, GOLD if current else WHITE, True)
        low = assets.fit_line(info, text_size, room, (226, 214, 186))
        y = top + max(0, (h - top - head.get_height() - low.get_height() + px(1)) // 2)
        surf.blit(head, head.get_rect(midtop=(w // 2, y)))
        surf.blit(low, low.get_rect(midtop=(w // 2, y + head.get_height() - px(1))))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def opponent_head(surface: pygame.Surface, table, seat: int, parts: SeatParts, lay, infos: Sequence[str],
                  current: bool, edge: tuple | None = None, now_ms: int | None = None) -> None:
    """An opponent's medallion and plaque (its second line the first of `infos`, longest first,
    that fits it, else the last); on its turn (`current`) the turn's marks (ui/turn_marks: a
    bright gold halo round the medallion and a glow round the lit plaque, breathing by the table's
    time `now_ms` so two pictures of one moment are the same, and a gold arrow pointing at the
    medallion); `edge`, a colour, a steady halo instead (Cabanga!'s thrower)."""
    room = parts.plaque.w - 2 * px(PLAQUE_MARGIN)
    info = next((words for words in infos if assets.text_width(words, lay.text_size) <= room), infos[-1])
    med = parts.medallion
    current = current and edge is None
    if edge is not None:
        halo = halo_ring(med.w, edge)
        halo.set_alpha(255)
        surface.blit(halo, halo.get_rect(center=med.center))
    elif current:
        k = pulse(now_ms)
        turn_marks.glow_round(surface, parts.plaque, min(parts.plaque.h // 2, px(12)), k)
        turn_marks.halo(surface, med, k)
        turn_marks.point_at(surface, med, parts.plaque.x, k)
    plate = parts.plaque  # the plaque's soft shadow on the felt: it sits on the cloth
    cast_shadow(surface, plate)
    image = medallion(table, seat, med.w)
    surface.blit(image, image.get_rect(center=med.center))
    top = max(0, parts.medallion.bottom - parts.plaque.y)
    surface.blit(plaque(table.name(seat), info, parts.plaque.size, lay.name_size, lay.text_size, current, top),
                 parts.plaque)


def halo_ring(d: int, colour: tuple) -> pygame.Surface:
    """A soft ring of light `colour` round a medallion `d` wide (cached per size and colour)."""
    key = ("seat halo", d, tuple(colour), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        pad = px(12)
        size = d + 2 * pad
        ring = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*colour[:3], 200), (size // 2, size // 2), d // 2 + px(5), px(7))
        surf = pygame.transform.gaussian_blur(ring, max(1, px(3)))
        pygame.draw.circle(surf, (*colour[:3], 255), (size // 2, size // 2), d // 2 + px(2), max(1, px(3)))
        assets.surfaces[key] = surf  # its alpha is set each frame: not converted
    return surf


def gold_tokens(surface: pygame.Surface, med: pygame.Rect, points: Sequence[int], size: int) -> list[pygame.Rect]:
    """Kobito's pots won as small gold coins stamped with their points, round the medallion's
    right side from its top; returns their places."""
    d = max(px(18), min(med.w // 3, size * 2))
    r = med.w // 2 + d // 4
    out = []
    for k, value in enumerate(points[:6]):
        a = math.radians(-50 + 36 * k)
        centre = (int(med.centerx + r * math.cos(a)), int(med.centery + r * math.sin(a)))
        coin = gold_coin(value, d, size)
        spot = coin.get_rect(center=centre)
        surface.blit(coin, spot)
        out.append(spot)
    return out


def gold_coin(value: int, d: int, size: int) -> pygame.Surface:
    """A gold coin `d` wide stamped with `value` (cached)."""
    key = ("gold coin", value, d, size, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface((d + px(2), d + px(3)), pygame.SRCALPHA)
        c = d // 2
        pygame.draw.circle(surf, (0, 0, 0, 110), (c + px(1), c + px(2)), c)
        pygame.draw.circle(surf, (150, 102, 20), (c, c), c)
        pygame.draw.circle(surf, (250, 206, 90), (c, c - max(1, px(1))), c - max(1, px(1)))
        pygame.draw.circle(surf, (224, 168, 48), (c, c), c - max(2, d // 7))
        label = assets.fit_line(str(value), size, d - px(4), (92, 54, 8), True)
        surf.blit(label, label.get_rect(center=(c, c)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf
