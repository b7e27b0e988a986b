"""The tables' side rail (issue 40, interim fix 2: the felt gets the width): a slim strip of dark
walnut at the window's right edge with three stacked tabs drawn in code, each a leather tab with
a clear icon and its key on a small ivory cap: the scores and history (J: the drawer,
ui/log_drawer.py), the help (F1) and the menu (Esc). Composed once per size, language and lit
tab; a frame blits it. Under the tabs, the rail's lower part is designed furniture too: the
round's badge (a small "Round" caption over the round's number, big, on a brass-rimmed disc) and,
at its foot, a brass finial (issue 40: "the rail is mostly empty leather"; "no round display at a
glance")."""

from __future__ import annotations

import pygame

from ..i18n import _, current_language, p_
from . import assets
from .felt_light import BRASS as INLAY, WOOD, wood_strip
from .rail_badge import rim_of
from .table_banner import CAP_INK, cap_size, key_cap
from .theme import GOLD, px

TABS = ("history", "help", "menu")  # top to bottom
ICON_INK = (238, 226, 200)  # the icons' cream on the tab's leather
PAPER = (244, 236, 214)


def keys() -> dict[str, str]:
    """Each tab's key as its cap shows it."""
    return {"history": "J", "help": "F1", "menu": _("Esc")}


def words() -> dict[str, str]:
    """Each tab's caption under its icon (review s50: "the icons have no text labels")."""
    # TRANSLATORS: captions under the side rail's tab icons, on a narrow tab: keep them short
    return {"history": p_("side rail", "Scores"), "help": p_("side rail", "Help"), "menu": p_("side rail", "Menu")}


def side_of(w: int) -> int:
    """A tab's width on a rail `w` wide: it grows with the rail, the leather well's width less a
    hair (51 px at 1280, 83 at 1920, at most 90: room for 15 px captions and 18 px keys at 1280,
    reviews s51 and s52)."""
    return max(px(30), min(px(90), w - px(11)))


def caption_size(side: int) -> int:
    """The captions' largest type size on tabs `side` wide (17 px at 1280, 18 at 1920; review s52:
    14 px at 1280 still read as small secondary text)."""
    return max(px(assets.LEAST_LEGIBLE), min(px(18), side // 3))


def captions(side: int) -> dict[str, pygame.Surface]:
    """The tabs' captions set for tabs `side` wide, each within the tab: the largest size (down to
    the legible 12 px) at which all three fit, bold or else regular, narrowed to 85 % at most
    where that lets them stay a size larger (a slightly condensed word reads better than a smaller
    one); none where even the 12 px ones would be crushed (then no tab has one, so the three stay
    alike). Kept per size and language."""
    key = ("rail captions", side, current_language(), px(1))
    kept = assets.surfaces.get(key)
    if kept is None:
        room, least = side - px(6), px(assets.LEAST_LEGIBLE)
        kept = {}
        for size, bold in [(size, bold) for size in range(caption_size(side), least - 1, -1) for bold in (True, False)]:
            kept = {name: assets.text(word, size, ICON_INK, bold) for name, word in words().items()}
            if max(img.get_width() for img in kept.values()) * 0.85 <= room:
                break
        widest = max(img.get_width() for img in kept.values())
        if widest > room:
            kept = {} if widest * 0.8 > room else {
                name: pygame.transform.smoothscale(img, (min(img.get_width(), room), img.get_height()))
                for name, img in kept.items()}
        assets.surfaces[key] = kept
    return kept


def tab_rects(size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """Where the tabs lie on a rail of `size` (the rail's own coordinates): taller than wide (the
    icon, its caption, its key), stacked from the top; in a wide column (a tutorial's, under its
    coach) side by side."""
    w = size[0]
    side = side_of(w)
    across = w >= len(TABS) * px(91) + px(14)  # a column wide enough for three 80 px tabs abreast
    if across:
        side = min(side, (w - px(14)) // len(TABS) - max(px(10), side // 7))
    gap = max(px(10), side // 7)
    x = (w - len(TABS) * side - (len(TABS) - 1) * gap) // 2 if across else (w - side) // 2 + px(1)
    set_in = captions(side)  # the line the captions were set at (their size is the largest that fits)
    tall = side + px(14) + (next(iter(set_in.values())).get_height() - px(2) if set_in else 0)
    rects = {}
    y = px(12) if across else drawer(size, 0).y + px(8)  # in the rail: under the frame's top rim, in its drawer
    for name in TABS:
        rects[name] = pygame.Rect(x, y, side, tall)
        if across:
            x += side + gap
        else:
            y += tall + gap
    return rects


def rail(size: tuple[int, int], lit: bool, round_no: int = 0, mark: str = "") -> pygame.Surface:
    """The rail's picture at `size`, its history tab gold-rimmed while the drawer is open (`lit`),
    the round `round_no` on its badge (none: 0, a game without rounds), the game's name `mark`
    down its spine."""
    round_no = 1 if round_no > 0 else 0  # the badge's disc (its number is drawn each frame: draw_round)
    key = ("table rail", tuple(size), lit, round_no, mark, current_language(), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface(size).convert()
        tabs = tab_rects(size)
        _frame(surf)
        _inlay(surf, drawer(size, max(rect.bottom for rect in tabs.values())))
        for name, rect in tabs.items():
            draw_tab(surf, rect, name, lit and name == "history")
        from .rail_badge import draw_lower
        draw_lower(surf, tab_rects(size), round_no, mark)
        assets.surfaces[key] = surf
    return surf


def drawer(size: tuple[int, int], below: int) -> pygame.Rect:
    """The leather drawer set into the rail of `size` under the frame's top rim, down to `below`
    (the tabs' foot) and a little more: the tabs lie in it (review s52d: 'a frame inside a frame';
    the drawer holds the tabs only, the round's badge sits on the frame's wood, clear of any
    stitching)."""
    w, h = size
    m = max(px(3), w // 20)
    top = rim_of(h) + px(4)
    return pygame.Rect(m, top, w - 2 * m, max(px(40), below + px(9) - top))


def _frame(surf: pygame.Surface) -> None:
    """The rail's wood as the table frame's own (review s52d: 'the rail looks like a toolbar attached
    to the side; a frame inside a frame'): the frame's walnut (felt_light.WOOD) with its grain down
    the board, and the frame's top and bottom rims (their profile, brass inlay and light, as
    felt_light.rim draws them round the felt) carried on across the rail to the window's edge, so
    the felt and the rail are one frame and the rail's drawer is set into it."""
    import random
    w, h = surf.get_size()
    rng = random.Random(13)  # the same board every time
    small = pygame.Surface((24, 12))
    for x in range(24):
        streak = 0.8 + 0.25 * rng.random()
        for y in range(12):
            k = streak * (0.92 - 0.12 * y / 11) * (0.95 + 0.1 * rng.random())
            small.set_at((x, y), tuple(max(0, min(255, int(c * k))) for c in WOOD))
    surf.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))
    for _ in range(max(2, w // 8)):  # dark lines of grain down the board
        x = rng.randrange(w)
        pygame.draw.line(surf, tuple(int(c * 0.55) for c in WOOD), (x, 0), (x + rng.randrange(-2, 3), h))
    r = rim_of(h)
    inlay = int(r * 0.62), max(1, r // 12)
    for seed, light, y in ((3, 1.16, 0), (5, 0.78, h - r)):  # the felt's top and bottom rims, continued
        strip = wood_strip(w + r, r, light, seed).subsurface((r, 0, w, r)).copy()
        pygame.draw.line(strip, INLAY, (0, inlay[0]), (w - 1, inlay[0]), inlay[1])
        pygame.draw.line(strip, (255, 226, 150), (0, inlay[0] - 1), (w - 1, inlay[0] - 1))  # its lit edge
        pygame.draw.line(strip, (40, 24, 12), (0, inlay[0] + inlay[1]), (w - 1, inlay[0] + inlay[1]))
        surf.blit(pygame.transform.flip(strip, False, y > 0), (0, y))
    for k in range(px(3)):  # the joint against the felt's rim, and the board's shade under the top rim
        shade = 70 - 60 * k // px(3)
        surf.fill((shade, shade, shade), pygame.Rect(k, r, 1, h - 2 * r), special_flags=pygame.BLEND_RGB_SUB)
    for k in range(px(3)):  # the rims' shadow on the board, their inner edges as the felt's
        shade = 60 - 50 * k // px(3)
        surf.fill((shade, shade, shade), pygame.Rect(0, r + k, w, 1), special_flags=pygame.BLEND_RGB_SUB)
    pygame.draw.line(surf, (30, 18, 10), (0, r - 1), (w, r - 1))
    pygame.draw.line(surf, (30, 18, 10), (0, h - r), (w, h - r))
    pygame.draw.line(surf, (24, 14, 8), (0, r), (0, h - r))  # the joint (the rims run on over it)
    pygame.draw.line(surf, (24, 14, 8), (0, 0), (w, 0))  # the outer edges, as the felt's rim
    pygame.draw.line(surf, (24, 14, 8), (0, h - 1), (w, h - 1))


def _inlay(surf: pygame.Surface, well: pygame.Rect) -> None:
    """The rail's drawer `well`: a strip of the seats' saddle leather with its cream stitches
    (table_kit.leather_plate) sunk into the frame's walnut (a shadow inside its upper and left
    edges, a lit lip along its foot)."""
    if well.w < px(16) or well.h < px(40):
        return
    surf.blit(_leather(well.size), well)
    for k in range(px(3)):  # sunk: the wood's edge shades the leather's top and left
        shade = pygame.Surface((well.w - k, 1), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120 - 105 * k // px(3)))  # 120, 85, 50 at 1x; as finely stepped at 2x
        surf.blit(shade, (well.x + k, well.y + k))
        surf.blit(pygame.transform.rotate(shade, 90).subsurface((0, 0, 1, min(well.h - k, shade.get_width()))),
                  (well.x + k, well.y + k))
    pygame.draw.line(surf, (150, 108, 66), (well.x + px(6), well.bottom), (well.right - px(6), well.bottom))  # lit lip


def _leather(size: tuple[int, int]) -> pygame.Surface:
    """The strip's saddle leather at `size`, as the seats' plates (table_kit.leather_plate: lit
    from its top, a lit bevel, a dark rim, cream stitches inside it) but grained with the felt's
    fibres (felt_light.grain_tiles, already made for the cloth): no pixel drawn one at a time
    (the plates' own grain cost the first frame 5 ms on a rail this long)."""
    from .felt_light import grain_tiles
    from .table_kit import LEATHER, stitched_edge
    w, h = size
    radius = px(14)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=radius)
    shade = pygame.Surface((1, 2))
    shade.set_at((0, 0), LEATHER[0])
    shade.set_at((0, 1), LEATHER[1])
    surf.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    lighter, darker = grain_tiles()
    for y in range(0, h, lighter.get_height()):
        surf.blit(lighter, (0, y), special_flags=pygame.BLEND_RGB_ADD)
        surf.blit(darker, (0, y), special_flags=pygame.BLEND_RGB_SUB)
    stitched_edge(surf, radius)
    return surf


_grounds: list[tuple[tuple, pygame.Surface, pygame.Surface, pygame.Surface]] = []  # (places, felt, rail, ground)


def ground(size: tuple[int, int], felt: pygame.Surface, felt_at: tuple[int, int], panel: pygame.Rect,
           lit: bool, round_no: int = 0, mark: str = "") -> pygame.Surface:
    """The frame's whole still ground in one opaque picture in the display's format: the play
    area's felt picture `felt` (with its mark, trays and plates) at `felt_at` and the rail at
    `panel` (its history tab lit while the drawer is open, the round's badge where `round_no` is
    a round, its number drawn over it each frame by `draw_round`, the game's name `mark` down
    it), on a window of `size`. The frame blits it first, once (one contiguous copy is several times
    cheaper than the felt and the slim rail blitted apart, row by row); composed again only when
    the felt picture, the rail or their places change, or the language
    (the keys on the caps: the last two kept, the drawer opening and closing swaps them)."""
    round_no = 1 if round_no > 0 else 0  # the badge, not its number (draw_round): composed once a game, not a round
    shows = (tuple(size), tuple(felt_at), tuple(panel), lit, round_no, mark, current_language(), px(1))  # and the felt
    for kept in _grounds:
        if kept[0] == shows and kept[1] is felt:
            return kept[3]
    strip = rail(panel.size, lit, round_no, mark)
    surf = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    surf.blit(felt, felt_at)
    surf.blit(strip, panel.topleft)
    del _grounds[1:]
    _grounds.insert(0, (shows, felt, strip, surf))
    return surf


_discs: dict = {}  # (rail size, language, scale) -> the badge disc's place on the rail, or None


def draw_round(surface: pygame.Surface, panel: pygame.Rect, round_no: int) -> None:
    """The round's number on the rail's badge (the rail at `panel`; none for round 0: a game
    without rounds), over the frame's ground: one small blit a frame."""
    if round_no <= 0:
        return
    key = (tuple(panel.size), current_language(), px(1))
    if key not in _discs:
        from .rail_badge import disc_spot
        _discs[key] = disc_spot(tab_rects(panel.size), panel.size)
    disc = _discs[key]
    if disc is not None:
        from .rail_badge import draw_number
        draw_number(surface, disc.move(panel.topleft), round_no)


def draw_tab(surf: pygame.Surface, rect: pygame.Rect, name: str, lit: bool) -> None:
    """One tab: leather lit from its top with a dark rim (gold when `lit`), its key cap at the foot,
    its caption over the key (where the rail has room for captions) and its icon in the room above."""
    top, foot = ((112, 80, 40), (66, 44, 20)) if lit else ((88, 60, 40), (48, 31, 20))
    shade = pygame.Surface((1, 2))
    shade.set_at((0, 0), top)
    shade.set_at((0, 1), foot)
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = px(8)
    pygame.draw.rect(body, (255, 255, 255, 255), body.get_rect(), border_radius=radius)
    body.blit(pygame.transform.smoothscale(shade, rect.size), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.line(body, (150, 112, 76), (radius, px(1)), (rect.w - radius, px(1)), max(1, px(1)))
    pygame.draw.rect(body, GOLD if lit else (26, 16, 9), body.get_rect(), px(2) if lit else max(1, px(1)),
                     border_radius=radius)
    surf.blit(assets.drop_shadow(rect.size, px(3), 110), (rect.x - px(2), rect.y))
    surf.blit(body, rect)
    letter = keys()[name]
    # the key legible on the tab at every size (its letter 18 px at 1280, 22 at 1920; reviews s51
    # and s52: 13, then 15 px at 1280 read as small)
    size = max(px(14), min(px(27), rect.w // 3 + px(5)))
    img = assets.text(letter, cap_size(size), CAP_INK, True)
    cap = key_cap(letter, size)
    h = max(cap.get_height(), img.get_height() - px(2))  # the letter's whole height on the ivory
    w = min(rect.w - px(4), max(cap.get_width(), img.get_width() + px(8)))
    if (w, h) != cap.get_size():
        cap = pygame.transform.smoothscale(cap, (w, h))
    spot = cap.get_rect(midbottom=(rect.centerx, rect.bottom - px(4)))
    surf.blit(cap, spot)
    if img.get_width() > spot.w - px(4):  # a long key name ("Échap") on a narrow rail
        img = pygame.transform.smoothscale(img, (spot.w - px(4), img.get_height()))
    ink = img.get_bounding_rect()  # the glyphs' own box, centred on the cap's face (above its foot)
    if ink.h > spot.h - px(5):
        cap = pygame.transform.smoothscale(cap, (spot.w, ink.h + px(7)))
        spot = cap.get_rect(midbottom=spot.midbottom)
        surf.blit(cap, spot)
    surf.blit(img, (spot.centerx - ink.centerx, spot.centery - px(1) - ink.centery))
    caption = captions(rect.w).get(name)
    above = spot.top
    if caption is not None:  # between the icon and the key
        at = caption.get_rect(midbottom=(rect.centerx, spot.top + px(1)))
        surf.blit(caption, at)
        above = at.top + caption.get_height() // 8  # the line's empty top: the glyphs start lower
    room = pygame.Rect(rect.x, rect.y + px(5), rect.w, above - px(3) - rect.y - px(5))
    icon = pygame.Rect(0, 0, rect.w - rect.w // 3, min(room.h, rect.w - px(8) - rect.w // 3))
    icon.center = room.center
    ICONS[name](surf, icon, GOLD if lit else ICON_INK)


def _history(surf: pygame.Surface, r: pygame.Rect, ink) -> None:
    """A score pad: a sheet of paper with ruled lines and a red margin."""
    sheet = pygame.Rect(0, 0, int(r.w * 0.78), r.h).move(r.x + r.w // 9, r.y)
    pygame.draw.rect(surf, PAPER if ink != GOLD else (250, 236, 196), sheet, border_radius=px(2))
    pygame.draw.rect(surf, (60, 40, 24), sheet, max(1, px(1)), border_radius=px(2))
    for k in range(1, 5):
        y = sheet.y + k * sheet.h // 5
        pygame.draw.line(surf, (110, 140, 176), (sheet.x + px(3), y), (sheet.right - px(4), y), max(1, px(1)))
    x = sheet.x + sheet.w // 4
    pygame.draw.line(surf, (206, 84, 76), (x, sheet.y + px(2)), (x, sheet.bottom - px(3)), max(1, px(1)))


def _help(surf: pygame.Surface, r: pygame.Rect, ink) -> None:
    """A question mark in a ring."""
    radius = min(r.w, r.h) // 2
    pygame.draw.circle(surf, ink, r.center, radius, max(2, px(2)))
    mark = assets.text("?", max(px(12), int(radius * 1.45)), ink, True)
    surf.blit(mark, mark.get_rect(center=(r.centerx, r.centery + px(1))))


def _menu(surf: pygame.Surface, r: pygame.Rect, ink) -> None:
    """Three bars."""
    bar = max(2, px(3))
    for k in range(3):
        y = r.y + r.h // 6 + k * (r.h * 2 // 6) - bar // 2
        pygame.draw.rect(surf, ink, pygame.Rect(r.x + px(1), y, r.w - px(2), bar), border_radius=bar // 2)


ICONS = {"history": _history, "help": _help, "menu": _menu}
