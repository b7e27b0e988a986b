"""The side rail's lower part (issue 40: "the rail is mostly empty leather", "CABO has no round
display at a glance"): under the tabs a brass fleuron, then the round's badge, its small
"Round" caption over the round's number, big, on the showdown's brass-rimmed disc; the game's
name tooled in brass down the rail, as on a book's spine; and at the rail's foot a brass
finial, so the rail reads as furniture down its whole length. Drawn into
the rail's picture (ui/table_rail.rail), composed once per size and language; only the round's
number is drawn each frame (draw_number: one small blit)."""

from __future__ import annotations

import pygame

from ..i18n import p_
from . import assets
from .showdown import medallion
from .theme import GOLD, px

BRASS = (196, 158, 84)  # the fleurons' old brass
BRASS_SHADOW = (34, 22, 12)  # pressed into the leather: a dark line under each stroke
CAPTION = (222, 204, 168)  # the badge's caption: the icons' cream, a little dimmer


def badge_rect(tabs: dict[str, pygame.Rect], size: tuple[int, int]) -> pygame.Rect:
    """Where the round's badge lies on a rail of `size` under its tabs (`tabs`, table_rail.tab_rects):
    the caption and the disc, centred across the rail."""
    w = size[0]
    below = max(rect.bottom for rect in tabs.values())
    disc = disc_size(w)
    caption_h = assets.font(caption_size(w), True).get_height()
    return pygame.Rect(0, below + px(38), w, caption_h + px(2) + disc)


def disc_size(w: int) -> int:
    """The badge disc's diameter on a rail `w` wide."""
    return max(px(24), min(int(w * 0.8), w - px(14), px(80)))  # 46 px at 1280, 73 at 1920


def caption_size(w: int) -> int:
    """The badge caption's type size on a rail `w` wide (16 px at 1280, 18 at 1920, as the tabs'
    captions; never under the legible 12 px; reviews s51 and s52: 12, then 14 px at 1280 read as
    small)."""
    return max(px(12), min(px(18), (w + px(36)) // 6))


def label_pad(w: int) -> int:
    """The air each side of the caption's word on its dark label, on a rail `w` wide: 6 px at
    1280, 7 from 1920 up, 5 on the narrowest rail (review s52: 'the Round text touches its label
    box')."""
    return max(px(4), min(px(7), w // 10))


def rim_of(h: int) -> int:
    """The table frame's rim on a window `h` tall (assets.rail_width: the window is wider than tall)."""
    return max(10, h // 40)


def _reach(tabs: dict[str, pygame.Rect], size: tuple[int, int]) -> tuple[int, int]:
    """(the tabs' foot, the finial's middle above the leather's lit lip) on a rail of `size`."""
    return max(rect.bottom for rect in tabs.values()), size[1] - rim_of(size[1]) - px(20)


def draw_lower(surf: pygame.Surface, tabs: dict[str, pygame.Rect], round_no: int, mark: str = "") -> None:
    """The fleuron under the tabs, the round's badge (where `round_no` is a round: not 0), the
    game's name `mark` down the spine and the finial at the foot, on the rail `surf`; each only
    where the rail has room for it."""
    w, h = surf.get_size()
    below, foot = _reach(tabs, (w, h))
    if foot - below < px(60):
        return
    _fleuron(surf, (w // 2, below + px(23)), min(w - px(20), int(w * 0.8)))  # under the drawer's lip
    top = below + px(38)
    if round_no > 0 and disc_spot(tabs, (w, h)) is not None:
        badge = badge_rect(tabs, (w, h))
        _badge(surf, badge)
        top = badge.bottom + px(16)
    if mark:
        _spine(surf, pygame.Rect(0, top, w, foot - px(30) - top), mark)
    _finial(surf, (w // 2, foot), min(w - px(16), px(64)))


def disc_spot(tabs: dict[str, pygame.Rect], size: tuple[int, int]) -> pygame.Rect | None:
    """Where the badge's disc lies on a rail of `size` (its own coordinates), None where the rail
    has no room for the badge (draw_lower leaves it out)."""
    below, foot = _reach(tabs, size)
    badge = badge_rect(tabs, size)
    if foot - below < px(60) or badge.bottom + px(40) >= foot:
        return None
    d = disc_size(size[0])
    return pygame.Rect(0, 0, d, d).move(badge.centerx - d // 2, badge.bottom - d)


def number(round_no: int, d: int) -> pygame.Surface:
    """The round's number for a disc `d` wide, in gold (kept per number and size)."""
    return assets.fit_text(str(round_no), max(px(12), int(d * 0.6)), d - px(10), GOLD, True, display=True)


def draw_number(surface: pygame.Surface, disc: pygame.Rect, round_no: int) -> None:
    """The round's number on the badge's disc `disc` (screen coordinates): drawn each frame, so the
    rail (in the frame's ground picture) is composed once a game, not once a round (at the fastest
    speed a round lasts about 30 frames: composing the ground again cost 3-8 ms)."""
    image = number(round_no, disc.w)
    ink = image.get_bounding_rect()  # the figures' own box on the disc's middle
    surface.blit(image, (disc.centerx - ink.centerx, disc.centery - ink.centery))


def _badge(surf: pygame.Surface, at: pygame.Rect) -> None:
    """The caption ("Round") and, under it, the brass-rimmed disc the round's number is drawn on
    (draw_number, each frame)."""
    w = at.w
    # TRANSLATORS: the same word as the saves list's column: the side rail's caption over the round's number
    words = p_("saves list", "Round")
    pad = label_pad(w)
    room = w - 2 * max(px(4), w // 16) - 2 * pad  # the plaque on the frame's wood, 4 px of air each side at least
    # one form at every size and in every language (s51 review round 2: 'Round' at 1280, 'ROUND' at
    # 1920): the word as written, bold, at the rail's size (caption_size), narrowed to 82 % at the
    # most where it is too wide ('Manche' at 1280), else regular, else a size smaller
    caption = None
    for size in range(caption_size(w), px(12) - 1, -1):
        for bold in (True, False):
            caption = assets.text(words, size, CAPTION, bold)
            if caption.get_width() * 0.82 <= room:
                break
        if caption.get_width() * 0.82 <= room:
            break
    if caption.get_width() > room:  # narrowed (composed once: the rail is kept)
        caption = pygame.transform.smoothscale(caption, (room, caption.get_height()))
    d = disc_size(w)
    disc = pygame.Rect(0, 0, d, d)
    disc.midbottom = at.midbottom  # the same place in every language (a long caption is set smaller)
    label = caption.get_rect(midbottom=(at.centerx, disc.top - px(3)))
    plaque = label.inflate(2 * pad, 0)  # a dark leather label over the strip's stitches, the word with air
    pygame.draw.rect(surf, (40, 26, 16), plaque, border_radius=px(3))
    pygame.draw.rect(surf, (112, 86, 52), plaque, max(1, px(1)), border_radius=px(3))
    surf.blit(caption, label)
    shadow = pygame.Surface((d + px(4), d + px(4)), pygame.SRCALPHA)  # a round shadow on the wood, not a box
    for k, alpha in ((0, 50), (px(1), 70), (px(2), 90)):
        pygame.draw.circle(shadow, (0, 0, 0, alpha), shadow.get_rect().center, shadow.get_width() // 2 - k)
    surf.blit(shadow, shadow.get_rect(center=(disc.centerx, disc.centery + px(2))))
    surf.blit(medallion(d, True), disc)


def _stroke(surf: pygame.Surface, points: list[tuple[int, int]], width: int = 0) -> None:
    """A brass shape pressed into the leather: its dark shadow a pixel below, the brass over it."""
    if width:
        pygame.draw.lines(surf, BRASS_SHADOW, False, [(x, y + px(1)) for x, y in points], width)
        pygame.draw.lines(surf, BRASS, False, points, width)
    else:
        pygame.draw.polygon(surf, BRASS_SHADOW, [(x, y + px(1)) for x, y in points])
        pygame.draw.polygon(surf, BRASS, points)


def _diamond(surf: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    x, y = centre
    _stroke(surf, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])


def _fleuron(surf: pygame.Surface, centre: tuple[int, int], span: int) -> None:
    """A brass rule with a diamond in its middle and a dot at each end: a line between parts."""
    x, y = centre
    r = max(3, px(4))
    for side in (-1, 1):
        _stroke(surf, [(x + side * (r + px(3)), y), (x + side * span // 2, y)], max(1, px(1)))
        end = (x + side * span // 2, y)
        pygame.draw.circle(surf, BRASS_SHADOW, (end[0], end[1] + px(1)), max(2, px(2)))
        pygame.draw.circle(surf, BRASS, end, max(2, px(2)))
    _diamond(surf, centre, r)


def _finial(surf: pygame.Surface, centre: tuple[int, int], span: int) -> None:
    """The rail's foot: two brass rules with a larger diamond between them, a small diamond above
    and below it, like the end of a cabinet's inlay."""
    x, y = centre
    r = max(4, px(7))
    for dy in (-px(3), px(3)):
        for side in (-1, 1):
            _stroke(surf, [(x + side * (r + px(4)), y + dy), (x + side * span // 2, y + dy)], max(1, px(1)))
    _diamond(surf, centre, r)
    pygame.draw.polygon(surf, (92, 66, 34), [(x, y - r + px(3)), (x + r - px(3), y), (x, y + r - px(3)),
                                             (x - r + px(3), y)])  # the large diamond's sunk face
    for dy in (-1, 1):
        _diamond(surf, (x, y + dy * (r + px(7))), max(2, px(3)))


def _spine(surf: pygame.Surface, room: pygame.Rect, mark: str) -> None:
    """The game's name in capitals tooled down the rail in `room` (read from the foot up, as a
    book's spine on a shelf), brass over a pressed shadow, between two small diamonds; nothing
    where it would be cramped."""
    if room.h < px(90):
        return
    letters = " ".join(mark.upper())  # spaced capitals, as tooled lettering
    size = max(px(12), min(px(40), int(room.w * 0.45)))
    length = room.h - px(44)
    brass = assets.fit_text(letters, size, length, BRASS, True, display=True)
    if brass.get_height() > room.w - px(16):
        return
    shadow = assets.fit_text(letters, size, length, BRASS_SHADOW, True, display=True)
    brass, shadow = pygame.transform.rotate(brass, 90), pygame.transform.rotate(shadow, 90)
    at = brass.get_rect(center=room.center)
    surf.blit(shadow, at.move(px(1), px(1)))
    surf.blit(brass, at)
    r = max(2, px(3))
    _diamond(surf, (room.centerx, at.top - px(12)), r)
    _diamond(surf, (room.centerx, at.bottom + px(12)), r)
