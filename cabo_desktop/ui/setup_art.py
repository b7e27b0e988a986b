"""The New game screen's pictures (issue 40, item 4): the games as small posters (the title's
ground, ribbon and fan, shell_art), the variants as ribbon tabs, each seat as a card (a large
portrait medallion, the name, Person or AI between arrows, an AI's level as a chip, its persona's
line), the + / - coins by the Players header, the chips of the 5-6 players stretch and the rule options, and the
options as rows when they are open. Every static piece is composed once per size and state and
kept in `assets.surfaces`; a frame blits them (a person's name plate: setup_plate)."""

from __future__ import annotations

import math
import re

import pygame

from . import assets
from .shell_art import GameLook, draw_fan, has_poster, key_cap, poster_ground, poster_look, ribbon, tag_plate
from .switch_art import switch_track
from .theme import GOLD, INK, WHITE, px, ui_scale
from .widgets import balanced_lines, draw_focus, plate, rounded, soft_shadow, wrap_text

_LOOKS: dict[str, GameLook] = {}
CREAM = (244, 236, 214)
HINT_INK = (226, 216, 190)  # the setup's helper words: a soft cream, a step under CREAM (s52 round 7: "grey")


def _cached(key: tuple, make) -> pygame.Surface:
    """assets.surfaces[key], made by `make()` the first time."""
    key = key + (ui_scale(),)
    surf = assets.surfaces.get(key)
    if surf is None:
        assets.surfaces[key] = surf = assets.fast(make())
    return surf


def game_look(name: str) -> GameLook:
    """A game's poster contents (its title, its cards through the registry), made once."""
    if name not in _LOOKS:
        _LOOKS[name] = GameLook(name)
    return _LOOKS[name]


def first_sentence(text: str) -> str:
    """The first sentence of a description (the whole text when it has one)."""
    parts = re.split(r"(?<=[.!?\u3002])\s+", text.strip(), maxsplit=1)
    return parts[0] if parts else ""


# ------------------------------------------------------------------ the games as small posters


def game_tile(name: str, size: tuple[int, int], chosen: bool, hover: bool) -> pygame.Surface:
    """A game's small poster: its ground, its name on its ribbon, its fan; the ones not chosen
    darker (the one under the mouse less so), the chosen one with a gold rim."""
    def make() -> pygame.Surface:
        look, (w, h) = game_look(name), size
        surf = poster_ground(name, getattr(look.ui, "card_back", None), size).copy()
        band_h = max(px(26), min(px(60), h // 5))
        band_y = max(px(6), h // 24)
        surf.blit(ribbon((w + px(4), band_h), name), (-px(2), band_y))
        from .shell_art import poster_look
        ink = poster_look(name).ribbon[2]
        title = assets.fit_text(look.title, int(band_h * 0.64), w - 2 * band_h // 3 - px(10), ink, True, True)
        draw_fan(surf, look, pygame.Rect(px(6), band_y + band_h + px(2), w - px(12), h - band_y - band_h - px(8)),
                 spread=0.5, least=1.0, count=3)  # a small tile: three cards as large as it allows
        # (five left CABO's at 1280 too small for their pictures and too close for their numbers)
        if not chosen:
            k = 228 if hover else 150
            surf.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(title, title.get_rect(center=(w // 2, band_y + band_h // 2 + px(1))))
        rim = GOLD if chosen else (236, 228, 206) if hover else (100, 86, 60)
        pygame.draw.rect(surf, rim, surf.get_rect(), px(3 if chosen or hover else 2), border_radius=px(14))
        return surf
    return _cached(("setup tile", name, tuple(size), chosen, hover), make)


def on_felt(surface: pygame.Surface, area: pygame.Rect, key: tuple, paint) -> None:
    """Blit at `area` a picture composed once on the felt beneath it: `paint(picture, origin)`
    draws into a copy of that piece of the felt (origin: `area`'s top-left, to subtract), and the
    opaque result is kept per `key` and felt, so a frame blits one opaque picture instead of
    its shadows and alpha layers."""
    area = pygame.Rect(area).clip(surface.get_rect())
    ground = assets.felt(surface.get_size())

    def make() -> pygame.Surface:
        picture = ground.subsurface(area).copy()
        paint(picture, area.topleft)
        return picture
    full = ("on felt", id(ground), tuple(area)) + key + (ui_scale(),)
    picture = assets.surfaces.get(full)
    if picture is None:
        assets.surfaces[full] = picture = assets.fast(make(), alpha=False)
    surface.blit(picture, area)


def draw_games(surface: pygame.Surface, names: list[str], rects: list[pygame.Rect], chosen: int,
               hover: int | None, focused: bool) -> None:
    """The games' posters at `rects` (a soft shadow under each; the chosen one lifted a little,
    ringed in gold, the keyboard's focus around it when its row has the focus), composed once a state."""
    def paint(picture: pygame.Surface, origin: tuple[int, int]) -> None:
        for i, (name, rect) in enumerate(zip(names, rects)):
            lift = px(4) if i == chosen else 0
            rect = rect.move(-origin[0], -origin[1])
            picture.blit(soft_shadow(rect.size), (rect.x - px(6), rect.y - px(4) + lift))
            picture.blit(game_tile(name, rect.size, i == chosen, i == hover), rect.move(0, -lift))
            if i == chosen:  # its gold frame; the keyboard's focus (its glow and rim) around it
                if focused:
                    draw_focus(picture, rect.move(0, -lift), px(20), px(8))
                pygame.draw.rect(picture, GOLD, rect.move(0, -lift).inflate(px(8), px(8)), px(3), border_radius=px(18))
    area = rects[0].unionall(rects).inflate(px(40), px(40))  # room for the shadows (a clipped one shows a hard edge)
    cut = rects[0].y - px(20)  # not over the title above (room for the focus's glow)
    area.h, area.y = area.bottom - max(area.y, cut), max(area.y, cut)
    on_felt(surface, area, ("setup games", tuple(names), tuple(map(tuple, rects)), chosen, hover, focused), paint)


# ------------------------------------------------------------------ the variants as ribbon tabs


def tab_ground(size: tuple[int, int], chosen: bool, hover: bool) -> pygame.Surface:
    """A variant's tab: a ribbon with a swallow-tail end, gold when chosen, leather otherwise
    (its label is set on it by the caller), built once per size and state."""
    w, h = size

    def make() -> pygame.Surface:
        if chosen:
            top, foot = (250, 214, 90), (206, 156, 40)
        else:
            top, foot = ((112, 82, 56), (76, 54, 36)) if hover else ((78, 58, 40), (50, 36, 25))
        strip = pygame.Surface((1, 2))
        strip.set_at((0, 0), top)
        strip.set_at((0, 1), foot)
        fill = pygame.transform.smoothscale(strip, (w, h))
        notch = max(4, h // 3)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(0, 0), (w, 0), (w - notch, h // 2), (w, h), (0, h)])
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(fill, (0, 0))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.line(surf, tuple(min(255, c + 50) for c in top), (px(4), 1), (w - notch, 1), 1)
        pygame.draw.line(surf, (30, 20, 12), (0, h - 1), (w - notch // 2, h - 1), 1)
        return surf
    return _cached(("setup tab", (w, h), chosen, hover), make)


# ------------------------------------------------------------------ chips and the seat cards


def chip(surface: pygame.Surface, midright: tuple[int, int], label: str, value: str, height: int,
         focused: bool, hover: bool, most: int, switch: bool | None = None) -> pygame.Rect:
    """A choice as a chip whose right end is at `midright`: its name in cream on leather, its
    value on a cream tag at the right, or for a yes/no (`switch`) a switch: a sunken track and a
    cream knob, the track gold and the knob at the right when on; returns where it lies."""
    size = max(px(12), int(height * 0.46))
    name_w = min(assets.text_width(label, size), most // 2)
    knob, word = (0, size) if switch is None else (height - px(8), max(px(11), int(size * 0.85)))  # a switch: its knob's room
    value_w = min(max(assets.text_width(value, word, True) + knob + px(16 - 4 * bool(knob)), 2 * knob), most - name_w - px(24))
    w = name_w + value_w + px(24)

    def make() -> pygame.Surface:
        top, foot = ((122, 88, 58), (80, 56, 36)) if hover or focused else ((86, 62, 42), (56, 40, 27))
        strip = pygame.Surface((1, 2))
        strip.set_at((0, 0), top)
        strip.set_at((0, 1), foot)
        surf = rounded(pygame.transform.smoothscale(strip, (w, height)), height // 2)
        pygame.draw.rect(surf, GOLD if focused else (176, 146, 76), surf.get_rect(), px(2 if focused else 1),
                         border_radius=height // 2)
        tag = pygame.Rect(w - value_w - px(5), px(4), value_w, height - px(8))
        if switch is None:
            pygame.draw.rect(surf, (248, 240, 214), tag, border_radius=tag.h // 2)
        else:
            switch_track(surf, tag, switch)
        return surf
    rect = pygame.Rect(0, 0, w, height)
    rect.midright = midright
    surface.blit(_cached(("setup chip", w, value_w, height, focused, hover, switch), make), rect)
    name = assets.fit_line(label, size, name_w, CREAM)
    surface.blit(name, name.get_rect(midleft=(rect.x + px(12), rect.centery)))
    tag = pygame.Rect(rect.right - value_w - px(5), rect.y + px(4), value_w, height - px(8))
    if switch is None:
        text = assets.fit_line(value, size, tag.w - px(12), INK, True)
        surface.blit(text, text.get_rect(center=tag.center))
    else:  # the word on the track's free side, away from the knob
        free = tag.inflate(-tag.h - px(6), 0).move((-tag.h // 2 - px(1)) if switch else (tag.h // 2 + px(1)), 0)
        text = assets.fit_line(value, word, free.w, INK if switch else CREAM, True)
        surface.blit(text, text.get_rect(center=free.center))
    return rect


def level_chip(surface: pygame.Surface, midleft: tuple[int, int], title: str, height: int) -> pygame.Rect:
    """An AI's level as a small brass plaque (lit at its top, a dark engraved word), its left end
    at `midleft`: a part of the seat card, not an app's dark pill."""
    label = assets.text(title, max(px(12), int(height * 0.6)), (44, 30, 12), True)
    w = label.get_width() + px(16)

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, height), pygame.SRCALPHA)
        r = surf.get_rect()
        gradient = pygame.Surface((1, 2))
        gradient.set_at((0, 0), (236, 200, 116))
        gradient.set_at((0, 1), (168, 126, 54))
        pygame.draw.rect(surf, (255, 255, 255), r, border_radius=px(5))
        surf.blit(pygame.transform.smoothscale(gradient, r.size), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.line(surf, (255, 240, 196), (px(4), 1), (w - px(5), 1), 1)  # the lit top edge
        pygame.draw.rect(surf, (96, 66, 26), r, px(1), border_radius=px(5))
        return surf
    rect = pygame.Rect(0, 0, w, height)
    rect.midleft = midleft
    surface.blit(_cached(("setup level plaque", w, height), make), rect)
    surface.blit(label, label.get_rect(center=rect.center))
    return rect


def stud(size: int, lit: bool, enabled: bool = True) -> pygame.Surface:
    """The setup's round button: a walnut leather stud sunk in a dark bezel with a brass rim (gold
    under the mouse, dull when it does nothing), the seats' arrows and the Players' + and - alike
    (s52 round 7 review: "the controls mix four styles": one family, the pills' leather and brass)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (20, 14, 8), (c, c), c)  # the bezel (and its shadow's edge)
    face = (250, 214, 90) if lit else (92, 66, 45) if enabled else (58, 46, 36)
    pygame.draw.circle(surf, face, (c, c - px(1)), c - px(1))
    if enabled and not lit:  # a lit top edge: raised leather
        pygame.draw.arc(surf, (150, 116, 84), pygame.Rect(px(3), px(2), size - px(6), size - px(6)), 0.6, 2.5, px(1))
    rim = GOLD if lit else (176, 146, 76) if enabled else (104, 92, 70)
    pygame.draw.circle(surf, rim, (c, c - px(1)), c - px(1), max(1, px(1)))
    return surf


def arrow(size: int, right: bool, lit: bool) -> pygame.Surface:
    """A small round arrow button (◀ or ▶) on the setup's stud, lit under the mouse."""
    def make() -> pygame.Surface:
        surf = stud(size, lit)
        c, r = size // 2, size // 4
        tip = [(c + r, c), (c - r // 2, c - r), (c - r // 2, c + r)] if right else \
            [(c - r, c), (c + r // 2, c - r), (c + r // 2, c + r)]
        pygame.draw.polygon(surf, INK if lit else CREAM, tip)
        return surf
    return _cached(("setup arrow", size, right, lit), make)


class SeatCard:
    """One seat as drawn: its card's parts' places (for clicks) and what it shows."""

    def __init__(self, rect: pygame.Rect):
        self.rect = rect
        w, h = rect.size
        # a low card (1024x600) gives its face a little less, its words keep two lines
        self.name_size = max(px(14), min(px(34), int(h * 0.075)))
        self.kind_h = max(px(32), min(px(44), int(h * 0.1)))  # its arrows something to hit: 32 px at least
        line = int(words_size(h) * 1.3)  # body_size's lines
        parts = int(self.name_size * 1.5) + self.kind_h + px(24)
        # a tall card (1920x1080) gives its face the room three lines of words and the margins leave
        # (a face sized by the height alone left a band of bare leather under two lines of words)
        least = min(int(w * 0.62), int(h * (0.35 if h < px(260) else 0.36)), px(230))
        self.face_side = max(px(36), least, min(int(w * 0.62), px(230), h - parts - 3 * line - 2 * px(22)))
        need = self.face_side + parts + 5 * line // 2  # centred on two lines and a half: most lines are two
        top = rect.y + max(px(16), (h - need) // 2)  # 16 px: two lines of 15 px words keep their stars at 720
        self.face = pygame.Rect(0, top, self.face_side, self.face_side)
        self.face.centerx = rect.centerx
        # clear of the medallion's ring and the person's badge (s51 review: the field butted against them)
        self.name = pygame.Rect(rect.x + px(8), self.face.bottom + px(14), w - px(16), int(self.name_size * 1.5))
        # the arrows inside the card's gold line, with air (s51 review: they straddled its border)
        inset = max(px(9), min(px(18), (w - px(150)) // 6), (w - max(px(280), w * 2 // 3)) // 2)  # near the words
        self.kind = pygame.Rect(rect.x + inset, self.name.bottom + px(4), w - 2 * inset, self.kind_h)
        self.minus = pygame.Rect(self.kind.x, self.kind.y, self.kind_h, self.kind_h)
        self.plus = pygame.Rect(self.kind.right - self.kind_h, self.kind.y, self.kind_h, self.kind_h)
        self.body = pygame.Rect(rect.x + px(10), self.kind.bottom + px(6), w - px(20), rect.bottom - px(8) - self.kind.bottom - px(6))
        # an AI's strength as a row of stars at the card's foot (s51 review: the feet were empty)
        self.star = max(px(14), min(px(26), int(h * 0.055)))
        self.stars = pygame.Rect(self.kind.x, rect.bottom - px(16) - self.star, self.kind.w, self.star)  # off the edge


def seat_ground(size: tuple[int, int], number: int, focused: bool, hover: bool, person: bool,
                game: str | None = None) -> pygame.Surface:
    """A seat card's ground: a leather plate (its stitches gold when focused) under a wash of the
    chosen game's poster sky (CABO's night blue, Cabanga!'s plum, Kobito's indigo), a pool of
    light behind the medallion, a gold ring for the medallion and the seat's number on a cap."""
    def make() -> pygame.Surface:
        w, h = size
        surf = plate(size, lit=focused).copy()
        if game is not None and has_poster(game):
            top, foot = poster_look(game).sky
            wash = pygame.Surface((1, 2))
            wash.set_at((0, 0), tuple(min(255, c + 18) for c in top))
            wash.set_at((0, 1), foot)
            wash = pygame.transform.smoothscale(wash, (w - px(8), h - px(8)))
            wash.set_alpha(150)
            inner = rounded(wash.convert() if pygame.display.get_surface() else wash, px(11))
            inner.set_alpha(170)
            surf.blit(inner, (px(4), px(4)))
            pygame.draw.rect(surf, GOLD if focused else (176, 146, 76), surf.get_rect().inflate(-px(9), -px(9)), 1,
                             border_radius=px(10))
        card = SeatCard(pygame.Rect(0, 0, w, h))
        glow = pygame.Surface((card.face_side + px(40), card.face_side + px(40)), pygame.SRCALPHA)
        g = glow.get_width() // 2
        for r in range(g, 0, -max(1, g // 12)):
            a = int(46 * (1 - r / g))
            pygame.draw.circle(glow, (255, 230, 170, a) if person else (200, 230, 255, a), (g, g), r)
        surf.blit(glow, glow.get_rect(center=card.face.center))
        if hover and not focused:
            surf.fill((22, 22, 18), special_flags=pygame.BLEND_RGB_ADD)
        pygame.draw.circle(surf, (214, 178, 86), card.face.center, card.face_side // 2 + px(3), px(3))
        cap = key_cap(str(number), max(px(20), h // 18), True)
        surf.blit(cap, (px(8), px(8)))
        return surf
    return _cached(("seat ground", tuple(size), number, focused, hover, person, game), make)


def words_size(h: int) -> int:
    """The size of the words on a seat card `h` high: 15 px at the least (s52 round 7: "the grey
    helper text is small"), but on a low card (1024x600) 12, so a persona's line keeps two lines."""
    return max(px(15) if h >= px(250) else px(12), min(px(22), int(h * 0.05)))


def body_size(card: SeatCard) -> int:
    """The size of a seat card's words (the persona's line, a person's hint)."""
    return words_size(card.rect.h)


def seat_body(surface: pygame.Surface, card: SeatCard, words: str, strength: tuple[int, int] | None = None) -> None:
    """The persona's line (or a person's hint) wrapped in the card's body, its lines evened out
    (widgets.balanced_lines: no word alone on a line), the last line cut with … where the card is
    too small for all of it; an AI's `strength` (its level's rank, of how many) as a row of stars
    at the card's foot, under its words where they leave room for it."""
    area = card.body
    text_size = body_size(card)
    lines = balanced_lines(words, text_size, area.w) if words else []
    line_h = assets.font(text_size).get_linesize()
    ink_h = (len(lines) - 1) * line_h + assets.font(text_size).get_height() if lines else 0  # to the last line's foot
    if strength and ink_h <= card.stars.top - px(2) - area.y:
        row = stars(*strength, card.star)
        surface.blit(row, row.get_rect(center=card.stars.center))
    most = max(0, area.h // line_h)
    if len(lines) > most:
        lines = lines[:most]
        if lines:
            lines[-1] = assets.cut_to_width(lines[-1].rstrip() + "…", text_size, area.w)
    y = area.y
    for line in lines:
        img = arrow_line(line.strip(), text_size, area.w, HINT_INK)
        surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
        y += line_h


def stars(lit: int, count: int, side: int) -> pygame.Surface:
    """`count` small stars `side` tall in a row, the first `lit` gold, the rest dark outlines: an
    AI level's strength as games show a difficulty."""
    def make() -> pygame.Surface:
        gap = max(px(2), side // 4)
        surf = pygame.Surface((count * side + (count - 1) * gap, side), pygame.SRCALPHA)
        r, c = side / 2, side / 2
        outline = [(c + (r if k % 2 == 0 else r * 0.45) * math.sin(k * math.pi / 5),
                    c + px(1) - (r if k % 2 == 0 else r * 0.45) * math.cos(k * math.pi / 5)) for k in range(10)]
        for i in range(count):
            points = [(x + i * (side + gap), y) for x, y in outline]
            if i < lit:
                pygame.draw.polygon(surf, (250, 214, 90), points)
                pygame.draw.polygon(surf, (120, 84, 24), points, 1)
            else:
                pygame.draw.polygon(surf, (40, 34, 40), points)
                pygame.draw.polygon(surf, (150, 128, 80), points, 1)
        return surf
    return _cached(("setup stars", lit, count, side), make)


def rules_pill(size: tuple[int, int], hover: bool, book_x: int | None) -> pygame.Surface:
    """The Rules link's ground: a leather pill with a brass rim (as the chips beside the Players
    header), an open book at `book_x` in its key cap's place (None: keyboard mode shows the cap):
    bare words did not look like a button (s50 review round 4)."""
    w, h = size

    def make() -> pygame.Surface:
        top, foot = ((122, 88, 58), (80, 56, 36)) if hover else ((86, 62, 42), (56, 40, 27))
        strip = pygame.Surface((1, 2))
        strip.set_at((0, 0), top)
        strip.set_at((0, 1), foot)
        surf = rounded(pygame.transform.smoothscale(strip, (w, h)), h // 2)
        pygame.draw.rect(surf, GOLD if hover else (176, 146, 76), surf.get_rect(), px(1), border_radius=h // 2)
        if book_x is not None:  # two cream pages either side of a dark spine
            half, tall, c = max(px(5), h * 2 // 9), max(px(7), h * 2 // 5), h // 2
            for side in (-1, 1):
                outer = book_x + side * half
                pygame.draw.polygon(surf, CREAM, [(book_x, c - tall // 2 + px(2)), (outer, c - tall // 2),
                                                  (outer, c + tall // 2 - px(2)), (book_x, c + tall // 2)])
            pygame.draw.line(surf, (86, 62, 42), (book_x, c - tall // 2 + px(2)), (book_x, c + tall // 2), max(1, px(1)))
        return surf
    return _cached(("rules pill", w, h, hover, book_x), make)


def arrow_line(line: str, size: int, width: int, colour: tuple) -> pygame.Surface:
    """`line` in the text face with its ◀ and ▶ drawn as small triangles (Lato has no arrows: the
    whole line was set in DejaVu, another face, wider and letter-spaced: s50 review round 4); a
    line too wide for `width` is left to fit_line (cached)."""
    if "◀" not in line and "▶" not in line:
        return assets.fit_line(line, size, width, colour)
    parts = [p for p in re.split("([◀▶])", line) if p]
    face = assets.font(size)
    side = max(px(5), face.get_ascent() // 2)  # a triangle about a lower-case letter's size
    words = [assets.text(p, size, colour) if p not in "◀▶" else None for p in parts]
    w = sum(img.get_width() if img else side + px(4) for img in words)
    if w > width:
        return assets.fit_line(line, size, width, colour)

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, max((img.get_height() for img in words if img), default=face.get_height())),
                              pygame.SRCALPHA)
        x, mid = 0, face.get_ascent() * 62 // 100  # the middle of the lower-case letters
        for part, img in zip(parts, words):
            if img is not None:
                surf.blit(img, (x, 0))
                x += img.get_width()
                continue
            tip, back = (x + px(2) + side, x + px(2)) if part == "▶" else (x + px(2), x + px(2) + side)
            pygame.draw.polygon(surf, colour, [(tip, mid), (back, mid - side * 3 // 5), (back, mid + side * 3 // 5)])
            x += side + px(4)
        return surf
    return _cached(("arrow line", line, size, colour), make)


def seat_coin(d: int, glyph: str, lit: bool, enabled: bool = True) -> pygame.Surface:
    """A + or - button beside the Players header: the seats' arrows' stud `d` px across (at least
    32, something to hit), the sign on it in cream; lit under the mouse, dull when the variant
    takes no more (or no fewer) seats (s50 review: the tall dashed + / - boxes beside the seats
    looked odd; s52 round 7: brass coins beside leather studs mixed the controls' styles)."""
    def make() -> pygame.Surface:
        surf = stud(d, lit, enabled)
        c = d // 2
        ink = INK if lit else CREAM if enabled else (120, 108, 88)
        arm, thick = d // 5, max(px(3), d // 11)
        pygame.draw.line(surf, ink, (c - arm, c - px(1)), (c + arm, c - px(1)), thick)
        if glyph == "+":
            pygame.draw.line(surf, ink, (c, c - px(1) - arm), (c, c - px(1) + arm), thick)
        return surf
    return _cached(("seat coin", d, glyph, lit, enabled), make)


def draw_about(surface: pygame.Surface, area: pygame.Rect, heading: str, words: str) -> None:
    """The variant's whole description on a plate filling `area` (the Rules link opens it in
    place of the seats), the type as large as lets it fit."""
    surface.blit(soft_shadow(area.size), (area.x - px(6), area.y - px(4)))
    surface.blit(tag_plate(area.size), area.topleft)
    title = assets.fit_line(heading, max(px(16), min(px(28), area.h // 8)), area.w - px(40), GOLD, True)
    surface.blit(title, title.get_rect(midtop=(area.centerx, area.y + px(10))))
    y0 = area.y + px(18) + title.get_height()
    size = max(px(12), min(px(26), area.h // 8))
    lines = wrap_text(words, size, area.w - px(48), indent="")
    while size > px(12) and len(lines) * assets.font(size).get_linesize() > area.bottom - px(10) - y0:
        size -= 1
        lines = wrap_text(words, size, area.w - px(48), indent="")
    y = y0
    for line in lines:
        img = assets.text(line.strip(), size, (232, 236, 228))
        surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
        y += assets.font(size).get_linesize()


def draw_option_rows(scene, surface: pygame.Surface, area: pygame.Rect, rows: list[dict], first: int) -> None:
    """The variant's options (and a hosted game's turn timer) as rows in `area`: the option's
    short name, ◀ its value ▶, and its sentence beside it (two lines at most)."""
    from .shell_art import row_plate
    n = len(rows)
    gap = px(6)
    row_h = max(px(26), min(px(56), (area.h + gap) // max(1, n) - gap))
    inner = row_h - px(6)  # the arrows and the value's chip inside the row's leather strip
    label_size = max(px(14), min(px(24), int(row_h * 0.44)))
    label_w = min(area.w // 4, max(assets.text_width(r["label"], label_size, True) for r in rows) + px(12))
    value_w = min(max(px(240), area.w // 4), area.w // 2 - row_h)
    value_x = area.x + px(12) + label_w + inner + px(10)
    note_x = value_x + value_w + inner + px(18)
    y = area.y
    for k, row in enumerate(rows):
        i = first + k
        focused = i == scene.focus
        strip = pygame.Rect(area.x, y, area.w, row_h)
        surface.blit(row_plate(strip.size, scene.hover is not None and scene.hover[0] == i), strip)
        if focused:
            draw_focus(surface, strip, px(10), px(2))
        label = assets.fit_line(row["label"], label_size, label_w, GOLD if focused else WHITE, True)
        surface.blit(label, label.get_rect(midleft=(area.x + px(12), strip.centery)))
        value = pygame.Rect(value_x, y + px(3), value_w, inner)
        minus = pygame.Rect(value_x - inner - px(4), y + px(3), inner, inner)
        plus = pygame.Rect(value.right + px(4), y + px(3), inner, inner)
        row["minus"], row["value_rect"], row["plus"] = minus, value, plus
        for rect, right in ((minus, False), (plus, True)):
            lit = scene.hover == (i, "plus" if right else "minus")
            surface.blit(arrow(inner, right, lit), rect)
        pygame.draw.rect(surface, (252, 242, 204) if focused else (240, 232, 206), value, border_radius=inner // 2)
        img = assets.fit_line(row["value"] or " ", int(inner * 0.5), value.w - px(16), INK, True)
        surface.blit(img, img.get_rect(center=value.center))
        note = row.get("note")
        room = area.right - px(12) - note_x
        if note and room > px(80):
            size = max(px(12), min(px(16), row_h // 2 - px(2)))
            lines = wrap_text(note, size, room, indent="")
            if len(lines) > 2:  # two lines at most, the second cut with …
                lines = [lines[0], assets.cut_to_width(" ".join(line.strip() for line in lines[1:]), size, room)]
            step = assets.font(size).get_linesize() - px(2)
            ny = y + row_h // 2 - len(lines) * step // 2
            for line in lines:
                img = assets.fit_line(line.strip(), size, room, (196, 206, 196))
                surface.blit(img, (note_x, ny))
                ny += step
        y += row_h + gap
