"""The New game screen's pictures (issue 40, item 4): the games as small posters (the title's
ground, ribbon and fan, shell_art), the variants as ribbon tabs, each seat as a card (a large
portrait medallion, the name, Person or AI between arrows, an AI's level as a chip, its persona's
line), the + / - seat cards, the chips of the 5-6 players stretch and the rule options, and the
options as rows when they are open. Every static piece is composed once per size and state and
kept in `assets.surfaces`; a frame blits them and draws the name field's caret."""

from __future__ import annotations

import re

import pygame

from ..i18n import _, data_text
from . import assets
from .remote_words import PEOPLE, REMOTE
from .shell_art import GameLook, draw_fan, key_cap, poster_ground, ribbon, tag_plate
from .theme import DIM, GOLD, INK, WHITE, px, ui_scale
from .widgets import FOCUS, plate, rounded, soft_shadow, wrap_text

_LOOKS: dict[str, GameLook] = {}
CREAM = (244, 236, 214)


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
        draw_fan(surf, look, pygame.Rect(px(6), band_y + band_h + px(2), w - px(12), h - band_y - band_h - px(8)))
        if not chosen:
            k = 228 if hover else 150
            surf.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(title, title.get_rect(center=(w // 2, band_y + band_h // 2 + px(1))))
        rim = GOLD if chosen else (236, 228, 206) if hover else (100, 86, 60)
        pygame.draw.rect(surf, rim, surf.get_rect(), px(3 if chosen or hover else 2), border_radius=px(14))
        return surf
    return _cached(("setup tile", name, tuple(size), chosen, hover), make)


def draw_games(surface: pygame.Surface, names: list[str], rects: list[pygame.Rect], chosen: int,
               hover: int | None, focused: bool) -> None:
    """The games' posters at `rects` (a soft shadow under each; the chosen one lifted a little,
    ringed in gold, in the keyboard's colour when its row has the focus)."""
    for i, (name, rect) in enumerate(zip(names, rects)):
        lift = px(4) if i == chosen else 0
        surface.blit(soft_shadow(rect.size), (rect.x - px(6), rect.y - px(4) + lift))
        surface.blit(game_tile(name, rect.size, i == chosen, i == hover), rect.move(0, -lift))
        if i == chosen:
            pygame.draw.rect(surface, FOCUS if focused else GOLD, rect.move(0, -lift).inflate(px(8), px(8)),
                             px(3), border_radius=px(18))


# ------------------------------------------------------------------ the variants as ribbon tabs


def variant_tab(surface: pygame.Surface, rect: pygame.Rect, label: str, chosen: bool, hover: bool,
                error: bool) -> None:
    """A variant's tab at `rect`: a ribbon with a swallow-tail end, gold when chosen, leather
    otherwise (the ground built once per size and state), its label on it."""
    w, h = rect.size
    notch = max(4, h // 3)

    def make() -> pygame.Surface:
        if chosen:
            top, foot = (250, 214, 90), (206, 156, 40)
        else:
            top, foot = ((112, 82, 56), (76, 54, 36)) if hover else ((78, 58, 40), (50, 36, 25))
        strip = pygame.Surface((1, 2))
        strip.set_at((0, 0), top)
        strip.set_at((0, 1), foot)
        fill = pygame.transform.smoothscale(strip, (w, h))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(0, 0), (w, 0), (w - notch, h // 2), (w, h), (0, h)])
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(fill, (0, 0))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.line(surf, tuple(min(255, c + 50) for c in top), (px(4), 1), (w - notch, 1), 1)
        pygame.draw.line(surf, (30, 20, 12), (0, h - 1), (w - notch // 2, h - 1), 1)
        return surf
    surface.blit(_cached(("setup tab", (w, h), chosen, hover), make), rect)
    ink = INK if chosen else (176, 170, 160) if error else CREAM
    text = assets.fit_line(label, max(px(12), int(h * 0.5)), w - notch - px(20), ink, True)
    surface.blit(text, text.get_rect(midleft=(rect.x + px(12), rect.centery)))


# ------------------------------------------------------------------ chips and the seat cards


def chip(surface: pygame.Surface, midright: tuple[int, int], label: str, value: str, height: int,
         focused: bool, hover: bool, most: int) -> pygame.Rect:
    """A choice as a chip whose right end is at `midright`: its name in cream on leather, its
    value on a cream tag at the right; returns where it lies."""
    size = max(px(12), int(height * 0.46))
    name_w = min(assets.text_width(label, size), most // 2)
    value_w = min(assets.text_width(value, size, True) + px(16), most - name_w - px(24))
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
        pygame.draw.rect(surf, (248, 240, 214), tag, border_radius=tag.h // 2)
        return surf
    rect = pygame.Rect(0, 0, w, height)
    rect.midright = midright
    surface.blit(_cached(("setup chip", w, value_w, height, focused, hover), make), rect)
    name = assets.fit_line(label, size, name_w, CREAM)
    surface.blit(name, name.get_rect(midleft=(rect.x + px(12), rect.centery)))
    tag = pygame.Rect(rect.right - value_w - px(5), rect.y + px(4), value_w, height - px(8))
    text = assets.fit_line(value, size, tag.w - px(12), INK, True)
    surface.blit(text, text.get_rect(center=tag.center))
    return rect


def level_chip(surface: pygame.Surface, midleft: tuple[int, int], title: str, height: int) -> pygame.Rect:
    """An AI's level as a small dark chip with a gold edge, its left end at `midleft`."""
    label = assets.text(title, max(px(12), int(height * 0.6)), CREAM, True)
    w = label.get_width() + px(16)

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, height), pygame.SRCALPHA)
        r = surf.get_rect()
        pygame.draw.rect(surf, (84, 60, 40), r, border_radius=height // 2)
        pygame.draw.rect(surf, (196, 160, 80), r, px(1), border_radius=height // 2)
        return surf
    rect = pygame.Rect(0, 0, w, height)
    rect.midleft = midleft
    surface.blit(_cached(("setup level chip", w, height), make), rect)
    surface.blit(label, label.get_rect(center=rect.center))
    return rect


def arrow(size: int, right: bool, lit: bool) -> pygame.Surface:
    """A small round arrow button (◀ or ▶), lit under the mouse."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, (250, 214, 90) if lit else (52, 84, 64), (size // 2, size // 2), size // 2)
        pygame.draw.circle(surf, (20, 36, 26), (size // 2, size // 2), size // 2, px(1))
        c, r = size // 2, size // 4
        tip = [(c + r, c), (c - r // 2, c - r), (c - r // 2, c + r)] if right else \
            [(c - r, c), (c + r // 2, c - r), (c + r // 2, c + r)]
        pygame.draw.polygon(surf, INK if lit else WHITE, tip)
        return surf
    return _cached(("setup arrow", size, right, lit), make)


class SeatCard:
    """One seat as drawn: its card's parts' places (for clicks) and what it shows."""

    def __init__(self, rect: pygame.Rect):
        self.rect = rect
        w, h = rect.size
        self.face_side = max(px(36), min(int(w * 0.62), int(h * 0.4), px(230)))
        self.name_size = max(px(14), min(px(34), int(h * 0.075)))
        self.kind_h = max(px(22), min(px(44), int(h * 0.1)))
        body_size = max(px(12), min(px(22), int(h * 0.05)))
        need = self.face_side + int(self.name_size * 1.5) + self.kind_h + px(16) + 3 * int(body_size * 1.3)
        top = rect.y + max(px(22), (h - need) // 2)
        self.face = pygame.Rect(0, top, self.face_side, self.face_side)
        self.face.centerx = rect.centerx
        self.name = pygame.Rect(rect.x + px(8), self.face.bottom + px(6), w - px(16), int(self.name_size * 1.5))
        self.kind = pygame.Rect(rect.x + px(6), self.name.bottom + px(4), w - px(12), self.kind_h)
        self.minus = pygame.Rect(self.kind.x, self.kind.y, self.kind_h, self.kind_h)
        self.plus = pygame.Rect(self.kind.right - self.kind_h, self.kind.y, self.kind_h, self.kind_h)
        self.body = pygame.Rect(rect.x + px(10), self.kind.bottom + px(6), w - px(20), rect.bottom - px(8) - self.kind.bottom - px(6))


def seat_ground(size: tuple[int, int], number: int, focused: bool, hover: bool, person: bool) -> pygame.Surface:
    """A seat card's ground: a leather plate (its stitches gold when focused), a pool of light
    behind the medallion, a gold ring for the medallion and the seat's number on a cap."""
    def make() -> pygame.Surface:
        w, h = size
        surf = plate(size, lit=focused).copy()
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
    return _cached(("seat ground", tuple(size), number, focused, hover, person), make)


def seat_body(surface: pygame.Surface, card: SeatCard, words: str) -> None:
    """The persona's line (or a person's hint) wrapped in the card's body, the last line cut
    with … where the card is too small for all of it."""
    area = card.body
    text_size = max(px(12), min(px(22), int(card.rect.h * 0.05)))
    lines = wrap_text(words, text_size, area.w, indent="") if words else []
    line_h = assets.font(text_size).get_linesize()
    most = max(0, area.h // line_h)
    if len(lines) > most:
        lines = lines[:most]
        if lines:
            lines[-1] = assets.cut_to_width(lines[-1].rstrip() + "…", text_size, area.w)
    y = area.y
    for line in lines:
        img = assets.fit_line(line.strip(), text_size, area.w, (206, 214, 204))
        surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
        y += line_h


def add_remove_card(size: tuple[int, int], glyph: str, lit: bool) -> pygame.Surface:
    """A + or - seat card: a dashed ghost card with the sign in its middle."""
    def make() -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (250, 214, 90, 60) if lit else (0, 0, 0, 60), surf.get_rect(), border_radius=px(12))
        colour = GOLD if lit else (190, 200, 184)
        step = px(9)
        for x in range(px(10), w - px(10), step):
            for y in (px(1), h - px(3)):
                pygame.draw.line(surf, colour, (x, y), (min(w - px(10), x + step // 2), y), px(2))
        for y in range(px(10), h - px(10), step):
            for x in (px(1), w - px(3)):
                pygame.draw.line(surf, colour, (x, y), (x, min(h - px(10), y + step // 2)), px(2))
        arm, thick = min(w, h) // 4, max(px(3), min(w, h) // 12)
        c = (w // 2, h // 2)
        pygame.draw.line(surf, colour, (c[0] - arm, c[1]), (c[0] + arm, c[1]), thick)
        if glyph == "+":
            pygame.draw.line(surf, colour, (c[0], c[1] - arm), (c[0], c[1] + arm), thick)
        return surf
    return _cached(("seat add", tuple(size), glyph, lit), make)


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
    n = len(rows)
    gap = px(6)
    row_h = max(px(24), min(px(56), (area.h + gap) // max(1, n) - gap))
    label_size = max(px(14), min(px(24), int(row_h * 0.46)))
    label_w = min(area.w // 4, max(assets.text_width(r["label"], label_size, True) for r in rows) + px(12))
    value_w = min(max(px(260), area.w // 3), area.w // 2 - row_h)
    value_x = area.x + label_w + row_h + px(10)
    note_x = value_x + value_w + row_h + px(16)
    y = area.y
    for k, row in enumerate(rows):
        i = first + k
        focused = i == scene.focus
        label = assets.fit_line(row["label"], label_size, label_w, GOLD if focused else WHITE, True)
        surface.blit(label, label.get_rect(midleft=(area.x, y + row_h // 2)))
        value = pygame.Rect(value_x, y, value_w, row_h)
        minus = pygame.Rect(value_x - row_h - px(4), y, row_h, row_h)
        plus = pygame.Rect(value.right + px(4), y, row_h, row_h)
        row["minus"], row["value_rect"], row["plus"] = minus, value, plus
        for rect, right in ((minus, False), (plus, True)):
            lit = scene.hover == (i, "plus" if right else "minus")
            surface.blit(arrow(row_h, right, lit), rect)
        pygame.draw.rect(surface, (250, 240, 200) if focused else (232, 226, 205), value, border_radius=px(8))
        pygame.draw.rect(surface, GOLD if focused else (30, 30, 30), value, px(3 if focused else 1), border_radius=px(8))
        img = assets.fit_line(row["value"] or " ", int(row_h * 0.48), value.w - px(16), INK, True)
        surface.blit(img, img.get_rect(center=value.center))
        note = row.get("note")
        if note and area.right - note_x > px(80):
            size = max(px(12), min(px(16), row_h // 2 - px(2)))
            lines = wrap_text(note, size, area.right - note_x, indent="")[:2]
            step = assets.font(size).get_linesize() - px(2)
            ny = y + row_h // 2 - len(lines) * step // 2
            for line in lines:
                img = assets.fit_line(line.strip(), size, area.right - note_x, DIM)
                surface.blit(img, (note_x, ny))
                ny += step
        y += row_h + gap


# ------------------------------------------------------------------ the screen's parts, drawn


class SetupPictures:
    """The setup screen's drawing of its band (games, variants, the description's first sentence
    and the Rules link) and its seats (a mixin of SetupScene: it reads `rows`, `focus`, `hover`,
    `seat_kinds`, `seat_names`, `entries`, `game` and sets each row's rectangles for the clicks)."""

    def draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        """The games as posters at the left, the variants as ribbon tabs beside them, the chosen
        variant's first sentence under the tabs with the Rules link that shows all of it."""
        tile_w, gap = int(band.h * 0.8), px(14)
        rects = [pygame.Rect(band.x + k * (tile_w + gap), band.y + px(4), tile_w, band.h - px(4))
                 for k in range(len(self.game_names))]
        game_row = self.rows[0] if self.rows and self.rows[0]["id"] == "game" else None
        tile_hover = self.hover[1][1] if self.hover and self.hover[0] == 0 and isinstance(self.hover[1], tuple) \
            and game_row is not None else None
        draw_games(surface, self.game_names, rects, self.game_i, tile_hover,
                             game_row is not None and self.focus == 0)
        if game_row is not None:
            game_row["picks"] = list(zip(rects, range(len(rects))))
            game_row["pick"] = lambda k: self.change_game(k - self.game_i) if k != self.game_i else None
            game_row["minus"] = game_row["plus"] = None
            game_row["value_rect"] = rects[self.game_i]
        col = pygame.Rect(rects[-1].right + px(28), band.y, 0, band.h)
        col.w = band.right - col.x
        size = max(px(14), min(px(20), band.h // 9))
        line_h = assets.font(size).get_linesize()
        desc_h = 2 * line_h + px(12)
        vi = next(i for i, row in enumerate(self.rows) if row["id"] == "variant")
        row = self.rows[vi]
        tab_gap = px(5)
        room = band.h - desc_h - px(8)
        tab_h = max(px(24), min(px(46), band.h // 5, (room + tab_gap) // len(self.entries) - tab_gap))
        visible = max(1, min(len(self.entries), (room + tab_gap) // (tab_h + tab_gap)))
        first = max(0, min(self.variant_i - visible // 2, len(self.entries) - visible))
        over = visible < len(self.entries)
        arrows_w = tab_h + px(6) if over else 0
        stick = px(18)
        tabs_h = visible * (tab_h + tab_gap) - tab_gap
        y = band.y + max(0, (room - tabs_h) // 2)
        picks = []
        focused = self.focus == vi
        for k in range(first, first + visible):
            e = self.entries[k]
            label = data_text(e.variant.title) if e.variant and not e.path else e.label
            chosen = k == self.variant_i
            rect = pygame.Rect(col.x + (0 if chosen else stick), y, col.w - arrows_w - stick, tab_h)
            hot = self.hover == (vi, ("pick", k))
            variant_tab(surface, rect, label, chosen, hot, not e.ok)
            if chosen and focused:
                pygame.draw.rect(surface, FOCUS, rect.inflate(px(6), px(6)), px(2), border_radius=px(6))
            picks.append((rect, k))
            y += tab_h + tab_gap
        row["picks"], row["value_rect"] = picks, next(r for r, k in picks if k == self.variant_i)
        row["pick"] = lambda k: self.change_variant(k - self.variant_i) if k != self.variant_i else None
        row["minus"] = row["plus"] = None
        if over:  # more variants than tabs: arrows step through them
            x = col.right - tab_h
            row["minus"] = pygame.Rect(x, band.y + max(0, (room - tabs_h) // 2), tab_h, tab_h)
            row["plus"] = pygame.Rect(x, row["minus"].y + tabs_h - tab_h, tab_h, tab_h)
            for rect, part in ((row["minus"], "minus"), (row["plus"], "plus")):
                img = arrow(tab_h, part == "plus", self.hover == (vi, part))
                surface.blit(pygame.transform.rotate(img, -90), rect)
        plate_rect = pygame.Rect(col.x, band.bottom - desc_h, col.w, desc_h)
        surface.blit(tag_plate(plate_rect.size), plate_rect.topleft)
        self.rules_link.text_size = size
        link_w = self.rules_link.width(size)
        self.rules_link.rect = pygame.Rect(plate_rect.right - link_w - px(8), plate_rect.y, link_w, plate_rect.h)
        words = first_sentence(data_text(self.variant().description)) if self.entry.ok else self.entry.error
        text_w = self.rules_link.rect.x - px(14) - plate_rect.x
        lines = wrap_text(words, size, text_w, indent="") if words else []
        if len(lines) > 2:
            lines = [lines[0], assets.cut_to_width(" ".join(lines[1:]), size, text_w)]
        ink = (232, 236, 228) if self.entry.ok else (190, 190, 182)
        ty = plate_rect.centery - len(lines) * line_h // 2
        for line in lines:
            img = assets.fit_line(line.strip(), size, text_w, ink)
            surface.blit(img, (plate_rect.x + px(12), ty))
            ty += line_h
        self.rules_link.draw(surface, hover=self.hover == ("rules",), focused=False)

    def draw_seats(self, surface: pygame.Surface, area: pygame.Rect, first: int) -> None:
        """The header (Players, the seats this variant takes, the stretch's and options' chips)
        and a card per seat, then the + / - seat cards."""
        h = surface.get_height()
        header = pygame.Rect(area.x, area.y, area.w, max(px(26), min(px(40), h // 24)))
        x = header.right
        for i in range(first, len(self.rows)):
            row = self.rows[i]
            if row["id"] in ("stretch", "options"):
                rect = chip(surface, (x, header.centery), row["label"], row["value"], header.h, self.focus == i,
                            self.hover is not None and self.hover[0] == i, header.w // 3)
                row["value_rect"], row["minus"], row["plus"] = rect, None, None
                x = rect.x - px(12)
        ci = next(i for i, row in enumerate(self.rows) if row["id"] == "count")
        count = self.rows[ci]
        size = max(px(16), int(header.h * 0.62))
        label = assets.fit_line(count["label"], size, header.w // 4, GOLD if self.focus == ci else WHITE, True)
        lrect = surface.blit(label, label.get_rect(midleft=(header.x + px(4), header.centery)))
        note = assets.fit_line(count["note"], max(px(12), size - px(4)), max(px(20), x - lrect.right - px(24)), DIM)
        surface.blit(note, note.get_rect(midleft=(lrect.right + px(14), header.centery)))
        cards = pygame.Rect(area.x, header.bottom + px(10), area.w, area.bottom - header.bottom - px(10))
        n, gap = self.count, px(12)
        side_w = max(px(44), min(px(80), cards.w // 16))
        card_w = max(px(60), min((cards.w - side_w - gap * n) // n, int(cards.h * 0.9), px(340)))
        x = cards.centerx - (n * (card_w + gap) + side_w) // 2
        for i in range(ci + 1, len(self.rows)):
            self.draw_seat(surface, i, pygame.Rect(x, cards.y, card_w, cards.h))
            x += card_w + gap
        half = (cards.h - px(10)) // 2
        plus, minus = pygame.Rect(x, cards.y, side_w, half), pygame.Rect(x, cards.bottom - half, side_w, half)
        count["plus"] = plus if self.count < self.max_seats else None
        count["minus"] = minus if self.count > self.min_seats else None
        count["value_rect"] = lrect
        for rect, part, glyph in ((plus, "plus", "+"), (minus, "minus", "-")):
            if count[part] is not None:
                surface.blit(add_remove_card(rect.size, glyph, self.hover == (ci, part)), rect)
        if self.focus == ci:
            pygame.draw.rect(surface, FOCUS, pygame.Rect(x, cards.y, side_w, cards.h).inflate(px(8), px(8)), px(2),
                             border_radius=px(14))

    def draw_seat(self, surface: pygame.Surface, i: int, rect: pygame.Rect) -> None:
        """Row i's seat as a card: its number, its face in a gold ring, its name (a person's as a
        field), Person or AI between arrows, an AI's level as a chip, its line below."""
        from .portraits import portrait
        row, seat = self.rows[i], self.rows[i]["seat"]
        kind, focused = self.seat_kinds[seat], self.focus == i
        hover = self.hover is not None and self.hover[0] == i
        card = SeatCard(rect)
        row["value_rect"], row["minus"], row["plus"], row["face"] = rect, card.minus, card.plus, card.face
        surface.blit(soft_shadow(rect.size), (rect.x - px(6), rect.y - px(3)))
        surface.blit(seat_ground(rect.size, seat + 1, focused, hover, kind in PEOPLE), rect)
        face = portrait("human" if kind in PEOPLE else kind, row["who"] or "?", card.face_side, self.game)
        surface.blit(face, face.get_rect(center=card.face.center))
        if kind == "human":
            self._draw_name(surface, card.name, seat, focused, card.name_size)
        else:
            img = assets.fit_line(row["who"], card.name_size, card.name.w, WHITE, True)
            surface.blit(img, img.get_rect(center=card.name.center))
        for part, right in (("minus", False), ("plus", True)):
            surface.blit(arrow(card.kind_h, right, self.hover == (i, part)), row[part])
        room = card.kind.w - 2 * card.kind_h - px(8)
        size = max(px(12), int(card.kind_h * 0.52))
        if kind == "human":
            words = _("Person · {name}").split("{name}")[0].strip(" ·") or "·"
        elif kind == REMOTE:
            words = row["value"]
        else:
            words = _("AI · {name} ({level})").split("{name}")[0].strip(" ·") or "·"
        word = assets.fit_line(words, size, room, CREAM, True)
        if kind in PEOPLE:
            surface.blit(word, word.get_rect(center=card.kind.center))
        else:  # "AI" and the level's chip, side by side
            chip_h = max(px(18), card.kind_h - px(4))
            level_size = max(px(12), int(chip_h * 0.6))
            level = self.game.level_title(kind)
            if assets.text_width(level, level_size, True) + px(22) + word.get_width() > room:
                word = None  # a narrow card: the level's chip alone says it is an AI
            level = assets.cut_to_width(level, level_size, room - px(16) - (word.get_width() + px(6) if word else 0), True)
            chip_w = assets.text_width(level, level_size, True) + px(16)
            x = card.kind.centerx - (chip_w + (word.get_width() + px(6) if word else 0)) // 2
            if word is not None:
                surface.blit(word, word.get_rect(midleft=(x, card.kind.centery)))
                x += word.get_width() + px(6)
            level_chip(surface, (x, card.kind.centery), level, chip_h)
        if card.body.h > px(12):
            seat_body(surface, card, row["note"] or "")

    def _draw_name(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, focused: bool, size: int) -> None:
        """A person's name as a field on a cream tag: its text selected, or a caret, when focused."""
        name = self.seat_names[seat]
        selected = focused and self.name_selected and name
        pygame.draw.rect(surface, (250, 242, 214) if focused else (232, 224, 200), rect, border_radius=px(6))
        pygame.draw.rect(surface, GOLD if focused else (120, 98, 48), rect, px(2 if focused else 1), border_radius=px(6))
        img = assets.fit_line(name or " ", size, rect.w - px(14), WHITE if selected else INK, True)
        name_rect = img.get_rect(center=rect.center)
        if selected:
            pygame.draw.rect(surface, (52, 96, 170), name_rect.inflate(px(6), px(2)), border_radius=px(4))
        surface.blit(img, name_rect)
        if focused and not selected and (pygame.time.get_ticks() // 500) % 2 == 0:
            pygame.draw.line(surface, INK, (name_rect.right + px(2), name_rect.top + px(2)),
                             (name_rect.right + px(2), name_rect.bottom - px(2)), px(2))
