"""The seats' plates at CABO's table (issue 40, review problem 3): your panel (`you_panel`) and an
opponent's, a stitched leather panel as yours with a larger portrait, the player's name (gold on
their turn) and a line under it saying how many cards they hold and their points ("thinking…"
while an AI thinks), beside a line across the table or above a side seat's fan
(layout.SeatLayout.panel). Its text is composed once per what it says and size (assets.surfaces),
never in every frame; and a fanned hand's turned cards (`tilted`), once per card, size and angle."""

from __future__ import annotations

import pygame

from ....i18n import _, current_language, n_
from ....ui import assets, table_trays, turn_marks
from ....ui.table_kit import brass_plaque, seat_plate
from ....ui.widgets import soft_shadow
from ....ui.portraits import portrait
from ....ui.theme import GOLD, WHITE, px
from . import art
from . import pile_mat
from . import moves as M
from .layout import COLUMN_LEAST, badge_height, label_height, label_size


class Lines(pygame.Surface):
    """The panel's two lines in one surface, and the two texts it was made of with their places
    (`parts`), which the frame blits one by one (each a text the shell knows: the checks that every
    text fits and none overlaps find them)."""

    parts: tuple = ()


INFO_INK = (236, 222, 186)  # a panel's second line ("4 cards · 0 pts"): cream on the dark leather (DIM read faded, review s52)


def info_size(size: int) -> int:
    """The second line's text size under a name of `size`: 15 px at least (14 read small at 1280, review s52)."""
    return max(px(15), size * 5 // 6)


def lines(name: str, info: str, size: int, colour: tuple, width: int) -> pygame.Surface:
    """The panel's two lines, the name over `info` (smaller, cream), at most `width` wide (a
    `Lines`); composed once per text and size."""
    key = ("cabo panel lines", name, info, size, colour, width)
    image = assets.surfaces.get(key)
    if image is None:
        top = assets.fit_line(name, size, width, colour, True)
        under = assets.fit_line(info, info_size(size), width, INFO_INK)
        image = Lines((max(top.get_width(), under.get_width()), top.get_height() + under.get_height()), pygame.SRCALPHA)
        image.parts = ((top, (0, 0)), (under, (0, top.get_height())))
        assets.surfaces[key] = image
    return image


def opponent_panel(table, lay, seat: int, room: tuple[int, int], kept: dict | None = None):
    """(text, panel, portrait, its place) of an opponent's seat plate in its slot `lay.seats[seat].name`:
    against its cards' left end (beside a line) or centred over them, inside the x range `room`.
    Its width is that of its longest line (its name, its cards and points, "thinking…" which
    takes the second line's place while an AI thinks, or for a few seconds after a move that
    move's words: moves.py), so neither it nor its portrait moves."""
    sl = lay.seats[seat]
    m = table.model
    dots = 1 if table.think_seat == seat and not table.animating else 0  # "thinking…", as the status bar says it
    total = m.totals[seat] if seat < len(m.totals) else 0
    count = len(m.hands[seat]) if seat < len(m.hands) else 0
    moves = getattr(getattr(table, "director", None), "moves", None)  # its last move for a few seconds (moves.py)
    move = moves.shown(seat, table.time) if moves is not None and not dots else None
    key = ("panel", seat, dots, seat == m.current, total, count, move, current_language())  # (`kept`: per layout)
    if kept is not None and key in kept:
        return kept[key]
    h = sl.name.h
    face = portrait(table.level_of(seat), table.name(seat), h - px(14), table.game)
    name = table.name(seat)
    # TRANSLATORS: the second line of an AI player's seat panel while it thinks, under its name
    # (animated dots follow)
    thinking = _("thinking")
    info = n_("{n} card · {points} pts", "{n} cards · {points} pts", count).format(n=count, points=total)
    size = max(px(14), min(px(26), h * 3 // 10))
    most = room[1] - room[0] - px(14) - face.get_width() - px(10) - px(14)
    under = info_size(size)
    widest = max(assets.text_width(info, under), assets.text_width(thinking + "…", under) if seat not in table.humans
                 else 0, M.widest(lambda words: assets.text_width(words, under)))  # (its last move: moves.py)
    text_w = min(most, max(assets.text_width(name, size, True), widest))  # as wide as it says: no empty leather
    panel = pygame.Rect(0, 0, px(14) + face.get_width() + px(10) + text_w + px(14), h)
    cards = sl.slots[0].unionall(list(sl.slots[1:])) if sl.slots else sl.name
    if sl.name.right <= cards.left:  # beside its line: right against the cards' left end
        panel.midright = (cards.left - px(6), sl.name.centery)  # flush: its corner just clear of the turned first card
    else:
        panel.center = sl.name.center
    panel.x = max(room[0], min(panel.x, room[1] - panel.w))
    text = lines(name, thinking + "…" if dots else move or info, size, GOLD if seat == m.current else WHITE, text_w)
    found = text, panel, face, face.get_rect(midleft=(panel.x + px(14), panel.centery))
    if kept is not None:
        kept[key] = found
    return found


def tilted(resting, card, size: tuple[int, int], standard: bool, angle: float) -> pygame.Surface:
    """A card of a fanned hand lying on the table with its shadow (`resting`: TableView.resting),
    turned `angle` degrees, made once per card, size and angle (a few: a hand's places)."""
    key = ("rest tilted", card, size, assets.THEME["back"], assets.THEME["colour_blind"], current_language(),
           standard, angle)
    image = assets.surfaces.get(key)
    if image is None:
        combined, _at = resting(card, size, standard) if standard else resting(card, size)
        image = pygame.transform.rotozoom(combined, angle, 1.0)
        assets.surfaces[key] = image = assets.fast(image)
    return image


def card_radius(w: int) -> int:
    """A card's corner radius at `w` px wide (its picture's rx 10 of 100): every ring and glow round
    a card follows it, grown by how far out it sits (review s51: tighter corners left teal notches)."""
    return max(4, w // 10)


def ring(surface: pygame.Surface, rect: pygame.Rect, tilt: float, colour, grow: int, width: int) -> None:
    """A rounded outline `grow` px round a card (chosen, under the mouse, a target), its corners the
    card's grown by `grow` / 2, turned `tilt` degrees with its card in a fan: the turned outline
    drawn once per size, colour and angle."""
    radius = card_radius(rect.w) + grow // 2
    if not tilt:
        pygame.draw.rect(surface, colour, rect.inflate(grow, grow), width, border_radius=radius)
        return
    key = ("cabo ring", rect.size, tuple(colour), grow, width, radius, tilt)
    image = assets.surfaces.get(key)
    if image is None:
        flat = pygame.Surface((rect.w + grow + 2, rect.h + grow + 2), pygame.SRCALPHA)
        pygame.draw.rect(flat, colour, flat.get_rect().inflate(-2, -2), width, border_radius=radius)
        assets.surfaces[key] = image = assets.fast(pygame.transform.rotozoom(flat, tilt, 1.0))
    surface.blit(image, image.get_rect(center=rect.center))


def glow(size: tuple[int, int], margin: int, hole: bool = False) -> pygame.Surface:
    """A soft gold glow round a box of `size` (a chosen set of cards, the discard pile they go to),
    reaching `margin` px out of it, in a surface 2 `margin` larger on every side; `hole`: the box's
    own middle left clear, so drawn over a card it lights only its edges (the pile's one designed
    rim, not a thin double outline). Composed once per size (the frame only sets its alpha)."""
    key = ("cabo glow", size, margin, hole)
    image = assets.surfaces.get(key)
    if image is None:
        w, h = size
        image = pygame.Surface((w + 4 * margin, h + 4 * margin), pygame.SRCALPHA)
        corner = card_radius(w)  # (every outline's corners the card's, grown by how far out it sits)
        pygame.draw.rect(image, (*GOLD, 230), (margin, margin, w + 2 * margin, h + 2 * margin),
                         border_radius=corner + margin)
        image = pygame.transform.gaussian_blur(image, max(1, margin // 2))
        if hole:  # a bright rim just round the box, then its middle cut out
            rim = pygame.Rect(2 * margin - px(3), 2 * margin - px(3), w + px(6), h + px(6))
            pygame.draw.rect(image, (255, 226, 130, 255), rim, px(3), border_radius=corner + px(3))
            pygame.draw.rect(image, (0, 0, 0, 0), (2 * margin, 2 * margin, w, h), border_radius=corner)
        assets.surfaces[key] = image = assets.fast(image)
    return image


def looked(surface: pygame.Surface, card: pygame.Rect) -> None:
    """A card of your first look, face up in its own place: a soft gold rim round it (the glow with
    its middle clear) and a small eye tag on its top corner, so it reads as 'being looked at', not
    lifted or chosen (a chosen card rises with a gold ring), inside its corner. Both pictures composed once per size."""
    margin = px(3) + card.w // 24
    surface.blit(glow(card.size, margin, hole=True), (card.x - 2 * margin, card.y - 2 * margin))
    side, at = _eye_spot(card.size)
    eye = art.eye_marker(side)
    surface.blit(eye, eye.get_rect(center=(card.x + at[0], card.y + at[1])))


_eye_spots: dict = {}


def _eye_spot(size: tuple[int, int]) -> tuple[int, tuple[int, int]]:
    """(the first look's eye's size, its centre in the card) for a card of `size`: inside its top
    right corner over the band's picture printed there (review s51: half off the corner, the eye
    clipped it; beside the picture it crowded it), worked out once per size."""
    if size not in _eye_spots:
        w, h = size
        pips = [p for rank in ("1", "10") if (p := art.numbered_layout(rank, w, h, True).get("pip")) is not None]
        pip = pips[0].unionall(pips[1:]) if pips else None  # (a narrow numeral leaves a larger picture)
        side = max(px(16), w // 4)
        if pip is not None:
            big = max(art.numbered_layout(rank, w, h, True)["big"].right for rank in ("10", "12"))
            side = max(side, min(w * 2 // 5, max(pip.size) + px(8)))
            side = min(side, 2 * (pip.centerx - big - max(px(4), w // 30)))  # clear of the widest numeral ("12")
            _eye_spots[size] = side, pip.center
        else:
            inset = px(4) + w // 40
            _eye_spots[size] = side, (w - inset - side // 2, inset + side // 2)
    return _eye_spots[size]


def you_panel(t, lay, sl, plate: pygame.Surface, cards: pygame.Rect):
    """(panel, portrait, its place, its text): your plate as a seat plate tied to your hand (the
    leather panel with its stitches): as tall as your cards and right against their left end, your
    portrait at its head, your name under it and your points in large bold figures under that
    (`column`, read at a glance; an opponent's panel is smaller); where your cards are too low for
    that column, the one-line panel level with their middle (`plate` beside a larger portrait,
    text None). None where it would leave the felt (the pill stays)."""
    felt = (lay.felt or lay.play).inflate(-px(8), -px(8))
    found = column(t, lay, cards, felt)
    if found is not None:
        return found
    h = max(px(56), sl.name.h * 5 // 2)
    face = portrait(t.level_of(t.viewer), t.name(t.viewer), h - px(14), t.game)
    planned = sl.name.w if sl.name.right <= cards.left else 0  # (layout.you_plate_w: your row centred on the piles)
    panel = pygame.Rect(0, 0, max(planned, px(14) + face.get_width() + px(10) + plate.get_width() + px(18)), h)
    panel.midright = (cards.left - px(12), cards.centery)
    if not felt.contains(panel):
        return None
    return panel, face, face.get_rect(midleft=(panel.x + px(14), panel.centery)), None


def column(t, lay, cards: pygame.Rect, felt: pygame.Rect):
    """`you_panel`'s column beside your cards, or None where they are too low or it finds no room."""
    h = cards.h
    if h < px(COLUMN_LEAST):
        return None
    m = t.model
    seat = t.viewer
    total = m.totals[seat] if seat < len(m.totals) else 0
    name = t.name(seat)
    name_size = max(px(15), min(px(28), h // 11))  # (slim: your cards the star, review s50)
    points_size = max(px(18), min(px(32), h // 9))
    room = cards.left - px(12) - felt.left  # the panel's width at most
    text_w = room - 2 * px(12)
    # TRANSLATORS: (reused) your points on your seat plate at CABO's table, in large figures
    points = n_("{n} point", "{n} points", abs(total)).format(n=total)
    colour = GOLD if seat == m.current else WHITE
    key = ("cabo you column", name, points, name_size, points_size, colour, text_w)
    text = assets.surfaces.get(key)
    if text is None:
        top = assets.fit_line(name, name_size, text_w, colour, True)
        under = assets.fit_line(points, points_size, text_w, WHITE, True)
        w = max(top.get_width(), under.get_width())
        text = Lines((w, top.get_height() + under.get_height()), pygame.SRCALPHA)
        text.parts = ((top, ((w - top.get_width()) // 2, 0)), (under, ((w - under.get_width()) // 2, top.get_height())))
        assets.surfaces[key] = text
    face_d = min(int(h * 0.36), h - 2 * px(10) - px(6) - text.get_height(), room - 2 * px(12))
    if face_d < px(40):
        return None
    face = portrait(t.level_of(seat), name, face_d, t.game)
    planned = lay.seats[seat].name.w if lay.seats[seat].name.right <= cards.left else 0  # (layout.you_plate_w)
    w = max(px(130), face.get_width() + 2 * px(16), text.get_width() + 2 * px(14), min(planned, room))
    if w > room:
        return None
    h = min(h, face.get_height() + px(6) + text.get_height() + 2 * max(px(14), h // 18))  # as tall as it holds
    panel = pygame.Rect(0, 0, w, h)
    panel.midright = (cards.left - px(12), cards.centery)  # level with your cards' middle
    if not felt.contains(panel):
        return None
    spare = h - face.get_height() - px(6) - text.get_height()  # the portrait and the words centred down the panel
    face_at = face.get_rect(midtop=(panel.centerx, panel.y + spare // 2))
    return panel, face, face_at, text


def ground(size: tuple[int, int]) -> pygame.Surface:
    """A panel's soft shadow and leather composed once per size (one blit a frame, not two; the
    frame draws only its turn edge over it: table_trays.seat_plate(laid=True)), drawn at its rect
    moved by (-px(8), -px(8))."""
    key = ("cabo panel ground", size)
    image = assets.surfaces.get(key)
    if image is None:
        shadow = soft_shadow(size)
        image = pygame.Surface((max(shadow.get_width() + px(2), size[0] + px(8)),
                                max(shadow.get_height() + px(4), size[1] + px(8))), pygame.SRCALPHA)
        image.blit(shadow, (px(2), px(4)))
        image.blit(brass_plaque(size), (px(8), px(8)))
        assets.surfaces[key] = image = assets.fast(image)
    return image


def seat(surface: pygame.Surface, back: pygame.Rect, face_at: pygame.Rect, laid: bool, turn: bool,
         time: float, least_x: int) -> None:
    """A seat's panel under its portrait and text (`laid`: an opponent's, its shadow and leather
    one kept picture); on its turn the turn's marks of Cabanga!'s and Kobito's tables (ui/turn_marks):
    the plate lit (warmer leather, a thick bright gold rim) in a breathing gold glow, a gold halo
    round the portrait and a small gold arrow pointing at it from the felt left of the plate (never
    left of `least_x`), or inside a column plate where the felt leaves no room; all composed once,
    only their alpha and the arrow's nudge follow the table's `time`."""
    if laid:
        surface.blit(ground(back.size), (back.x - px(8), back.y - px(8)))
    table_trays.seat_plate(surface, back, False, laid=laid)
    if not turn:
        return
    k = table_trays.pulse(int(time * 1000))
    turn_marks.lit_plate(surface, back, k)
    turn_marks.halo(surface, face_at, k)
    outside = face_at.copy()
    outside.x = back.x - px(2)  # the arrow's tip just clear of the lit rim, pointing in at the portrait
    if turn_marks.point_at(surface, outside, least_x, k) is None and face_at.x - back.x >= px(30):
        turn_marks.point_at(surface, face_at, back.x + px(8), k)


def drawing_order(hand, count: int, fanned: bool = False) -> list[int]:
    """The order a seat's first `count` cards are drawn in, the last on top: in the line's order,
    but a card shown face up (peeked, revealed), marked by an eye or lifted comes after the rest, so
    in an overlapped hand it lies on top and reads whole, not just its index. In a `fanned` hand
    only a lifted card does: one face up keeps its place in the fan's overlap, as the backs overlap
    each other (s52 round 8 review: "Marta's face-up card overlaps her second card more than the
    face-down cards overlap each other"; a fan shows 0.77 of each card, its index and picture). A
    click runs the same order backward (input.card_at), so it picks the card seen on top."""
    n = min(count, len(hand))
    if fanned:
        return sorted(range(n), key=lambda i: (hand[i].lift > 0, i))
    return sorted(range(n), key=lambda i: (hand[i].shown_card() is not None or hand[i].eye or hand[i].lift > 0, i))


def free_x(lay, seat: int, margin: int) -> tuple[int, int]:
    """The x range a seat's plate (with its portrait) may use, `margin` logical px from the rail and
    the side panel, clear of any other seat's cards level with it (view.TableView._plate_room)."""
    felt = lay.felt or lay.play
    name = lay.seats[seat].name.inflate(0, px(14))  # the portrait is a little taller than the plate
    left, right = felt.left + px(margin), felt.right - px(margin)
    label = label_height(lay.pile_size[1], lay.size[1])
    piles = [pile.inflate(0, 2 * label) for pile in (lay.deck, lay.discard, lay.drawn)]
    for other, sl in lay.seats.items():
        for slot in list(sl.slots) + piles if other != seat else ():
            if slot.bottom <= name.top or slot.top >= name.bottom:
                continue
            if slot.centerx < name.centerx:
                left = max(left, slot.right + px(6))
            else:
                right = min(right, slot.left - px(6))
    for slot in lay.seats[seat].slots:  # its own cards, when the plate sits beside them (your line)
        if slot.top < name.centery < slot.bottom and slot.left >= name.centerx:
            right = min(right, slot.left - px(6))
    return left, right


SET_AIR, SET_GAP = 4, 3  # px between the piles' mat and a set's badge, and between the badge and its cards


def _set_room(lay, top: int, group: pygame.Rect) -> tuple[int, int]:
    """(the badge's height, its top) over cards whose tops are at `top`: in the air between them and
    the piles' mat above (review s52: "the ×2 bracket is drawn on top of the card art, not above
    them"), as tall as a pile's badge times 1.4 where that room allows, 20 px at the least."""
    full = badge_height(lay.pile_size[1], lay.size[1]) * 7 // 5  # (the set's size read at a glance)
    air, gap = px(SET_AIR), px(SET_GAP)
    mat = pile_mat.opened(lay)
    if mat is None or group.right <= mat.left or group.left >= mat.right or mat.bottom >= top:
        return full, top - gap - full
    h = max(px(20), min(full, top - mat.bottom - air - gap))
    spare = top - mat.bottom - h
    return h, (top - gap - h if spare >= air + gap else mat.bottom + max(0, spare) // 2)


def set_ceiling(lay, slot: pygame.Rect) -> int:
    """The highest top a card of a set going together may be lifted to from `slot`: its badge's
    room kept between it and the piles' mat above (a set under the mat barely lifts: its glow and
    badge mark it)."""
    mat = pile_mat.opened(lay)
    if mat is None or slot.right <= mat.left or slot.left >= mat.right or mat.bottom >= slot.top:
        return -10 ** 6  # nothing above it to keep room from
    h, _at = _set_room(lay, slot.top, slot)
    return min(slot.top, mat.bottom + px(SET_AIR) + h + px(SET_GAP))


def set_badge(surface: pygame.Surface, lay, cards: list) -> None:
    """A set's "×3" badge: a gold bracket above its cards' tops, from the first card's middle to the
    last's, a leg down onto each end card's top edge, the count's pill in its middle, all in the air
    between the cards and what is above them (review s52: over the cards it was "drawn on top of
    the card art"; s51: on the last card's corner it read as that card's alone; a hairline bracket
    read thin and crude, so a bar a fifth of the pill tall, at least 3 px, dark-edged with rounded
    ends). The whole badge composed once per count, span and size (`_set_badge`)."""
    group = cards[0].unionall(cards[1:])
    top = min(c.top for c in cards)
    h, at = _set_room(lay, top, group)
    y = at + h // 2  # the bar's middle
    left, right = min(c.centerx for c in cards), max(c.centerx for c in cards)
    size = min(label_size(lay.pile_size[1], lay.size[1]) * 7 // 5, h * 4 // 5)
    image = _set_badge(len(cards), right - left, h, max(h // 2, top - y + 1 - max(1, h // 12)), size)  # (its dark edge)
    surface.blit(image, image.get_rect(midtop=((left + right) // 2, at)))


def _set_badge(n: int, span: int, h: int, leg: int, size: int) -> pygame.Surface:
    """The "×n" badge's picture: its bracket `span` px between its legs' middles, the legs `leg` px
    below the bar's middle, the pill centred on the bar. Composed once per these (assets.surfaces)."""
    key = ("cabo set badge", n, span, h, leg, size)
    image = assets.surfaces.get(key)
    if image is None:
        label = assets.text(f"\u00d7{n}", size, GOLD, True)
        pill = pygame.Rect(0, 0, max(h, label.get_width() + px(16)), h)
        bar, edge = max(3, h // 5), max(1, h // 12)  # (its dark edge)
        width = max(span + bar + 2 * edge, pill.w)
        image = pygame.Surface((width, h // 2 + leg + edge), pygame.SRCALPHA)
        y = h // 2
        x0 = (width - span) // 2
        dark, light = (50, 30, 8), (255, 226, 130)
        frame = pygame.Rect(x0 - bar // 2, y - bar // 2, span + bar, bar)
        for rect, colour, grow in ((frame, dark, edge), (frame, GOLD, 0)):
            pygame.draw.rect(image, colour, rect.inflate(2 * grow, 2 * grow), border_radius=bar // 2 + grow)
            for x in (x0, x0 + span):  # the legs onto the end cards, rounded at their feet
                foot = pygame.Rect(x - bar // 2, y - bar // 2, bar, leg + bar // 2)
                pygame.draw.rect(image, colour, foot.inflate(2 * grow, 2 * grow), border_radius=bar // 2 + grow)
        pygame.draw.line(image, light, (frame.left + bar // 2, frame.top), (frame.right - bar // 2, frame.top))
        pill.center = (width // 2, y)
        image.blit(seat_plate(pill.size, True), pill)
        image.blit(label, label.get_rect(center=pill.center))
        assets.surfaces[key] = image = assets.fast(image)
    return image
