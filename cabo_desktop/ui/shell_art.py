"""Designed pieces of the shell's screens (issue 40, item 4): the title's game posters (the game's
own ground: its accent colour and the pattern of its back, its name on a ribbon in the display
face, its line on a plate of its own) and the quiet link items of secondary actions (a key cap and
a label on a dark strip, no box of equal tabs). Everything is built once per size and kept in
`assets.surfaces`; a frame only blits."""

from __future__ import annotations

import math
from typing import Callable

import pygame

from ..i18n import _
from . import assets
from .key_caps import keyboard_mode
from .hints import strip as link_strip  # noqa: F401  (the links' strip: the keys lines' own)
from .link_icons import icon as link_icon
from .theme import GOLD, INK, WHITE, px, ui_scale
from .widgets import Button, draw_focus, rounded, soft_shadow
from .poster_words import POSTER_ROWS, poster_lines, poster_words  # noqa: F401  (a poster's line)

# ------------------------------------------------------------------ each game's poster colours


class PosterLook:
    """A game's poster: its sky (top, foot), the tint of its back's pattern, its ribbon (top,
    foot, ink), the colour bands laid across it and whether a rainbow rises behind its fan."""

    def __init__(self, sky, pattern, ribbon, bands=(), rainbow=False):
        self.sky, self.pattern, self.ribbon, self.bands, self.rainbow = sky, pattern, ribbon, bands, rainbow


RAINBOW = ((214, 48, 49), (240, 128, 40), (246, 206, 60), (70, 170, 80), (48, 130, 210), (80, 70, 190), (150, 80, 190))
PLAIN = PosterLook(((30, 60, 44), (10, 22, 16)), (160, 200, 170), ((96, 68, 46), (66, 45, 30), WHITE))
_LOOKS: dict[str, PosterLook] = {}


def poster_look(name: str) -> PosterLook:
    """A game's poster colours, as its table package declares them (`POSTER`: docs/look.md, each
    game's character); a game without them, or no game, the room's green and leather."""
    look = _LOOKS.get(name)
    if look is None:
        from ..games import UnknownGame, get_game
        try:
            spec = getattr(get_game(name).ui(), "POSTER", None)
        except UnknownGame:
            spec = None
        look = _LOOKS[name] = PosterLook(**spec) if isinstance(spec, dict) else PLAIN
    return look


def has_poster(name: str | None) -> bool:
    """Whether the game declares poster colours of its own."""
    return name is not None and poster_look(name) is not PLAIN


def _gradient(size: tuple[int, int], top: tuple, foot: tuple) -> pygame.Surface:
    """A vertical gradient from `top` to `foot`."""
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), foot)
    return pygame.transform.smoothscale(strip, (max(1, size[0]), max(1, size[1])))


def poster_ground(name: str, back: Callable[[tuple[int, int]], pygame.Surface] | None,
                  size: tuple[int, int]) -> pygame.Surface:
    """A game's poster ground at `size`: its sky, its colour bands or rainbow, the pattern of its
    card back (drawn in grey and tinted with the game's colour, whatever back the player chose),
    a pool of light where its fan lies and darker edges; cut to a rounded tile. Cached per size."""
    key = ("poster ground", name, tuple(size), ui_scale())
    surf = assets.surfaces.get(key)
    if surf is not None:
        return surf
    look, (w, h) = poster_look(name), (max(8, size[0]), max(8, size[1]))
    ground = _gradient((w, h), *look.sky)
    if back is not None:  # the back's pattern, drawn small and grown (a faint texture)
        small = back((max(8, int(w * 0.45)), max(8, int(h * 0.45))))
        grey = pygame.transform.grayscale(small).convert_alpha() if pygame.display.get_surface() \
            else pygame.transform.grayscale(small)
        grey.fill(look.pattern + (255,), special_flags=pygame.BLEND_RGBA_MULT)
        grey = pygame.transform.smoothscale(grey, (int(w * 1.24), int(h * 1.24)))
        grey.set_alpha(34)  # a faint texture: stronger, its blur made the ground muddy (issue 40 review)
        ground.blit(grey, grey.get_rect(center=(w // 2, h // 2)))
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    if look.bands:  # loud colour bands across the poster, on a slant
        band = max(8, w // 5)
        for k in range(-2, 9):
            colour = look.bands[k % len(look.bands)]
            x = k * band
            pygame.draw.polygon(layer, colour + (62,), [(x, h), (x + band, h), (x + band + h // 2, 0), (x + h // 2, 0)])
            edge = tuple(min(255, c + 70) for c in colour) + (70,)  # a crisp lit edge on each band
            pygame.draw.line(layer, edge, (x, h), (x + h // 2, 0), max(1, px(2)))
    if look.rainbow:  # a rainbow rising behind the fan
        centre, outer = (w // 2, int(h * 0.84)), int(w * 0.6)  # its foot hidden behind the fan and the line
        thick = max(3, outer // 16)
        arc = pygame.Surface((w, h), pygame.SRCALPHA)
        for k, colour in enumerate(RAINBOW):
            radius = outer - k * thick
            pygame.draw.circle(arc, colour + (120,), centre, radius, thick, draw_top_left=True, draw_top_right=True)
        fade_h = max(2, int(outer * 0.4))  # its feet fade into the sky (a smaller fan showed them cut square)
        fade = pygame.Surface((1, 2), pygame.SRCALPHA)
        fade.fill((255, 255, 255, 255), (0, 0, 1, 1))
        fade.fill((255, 255, 255, 0), (0, 1, 1, 1))
        fade = pygame.transform.smoothscale(fade, (w, fade_h))
        arc.fill((255, 255, 255, 0), (0, centre[1], w, h - centre[1]))
        arc.blit(fade, (0, centre[1] - fade_h), special_flags=pygame.BLEND_RGBA_MULT)
        layer.blit(arc, (0, 0))
    if back is not None and not look.bands and not look.rainbow:  # a plain sky (CABO's night): faint stars
        import random  # (not behind words: the hand-off's plate passes no back)
        rng = random.Random(name)
        for _ in range(w * h // 2600):
            x, y = rng.randrange(w), rng.randrange(int(h * 0.8))
            pygame.draw.circle(layer, (255, 244, 210, rng.randrange(50, 140)), (x, y), max(1, px(rng.choice((1, 1, 1.5)))))
    ground.blit(layer, (0, 0))
    ground.blit(_glow((w, h)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    ground.blit(_vignette((w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    surf = rounded(ground, px(14))
    assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def _glow(size: tuple[int, int]) -> pygame.Surface:
    """A soft pool of warm light a little above the middle (added to the ground)."""
    w, h = size
    small = pygame.Surface((64, 64))
    for r in range(30, 0, -2):
        k = int(64 * (1 - r / 30) ** 1.4)
        pygame.draw.circle(small, (k, int(k * 0.9), int(k * 0.7)), (32, 30), r)
    return pygame.transform.smoothscale(small, (w, h))


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """A multiply layer that darkens the poster's edges by about a third."""
    small = pygame.Surface((32, 32))
    for y in range(32):
        for x in range(32):
            d = min(1.0, math.hypot((x - 15.5) / 16, (y - 14) / 18))
            k = int(255 - 84 * d ** 2.2)
            small.set_at((x, y), (k, k, k))
    return pygame.transform.smoothscale(small, size)


def ribbon(size: tuple[int, int], name: str) -> pygame.Surface:
    """A game's ribbon: a band in its colour, lit from the top, with swallow-tail ends and a thin
    gold edge above and below (the name is set on it by the caller). Cached per size."""
    key = ("poster ribbon", name, tuple(size), ui_scale())
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        top, foot, _ink = poster_look(name).ribbon
        fill = _gradient((w, h), tuple(min(255, c + 24) for c in top), foot)
        notch = max(4, h // 3)
        outline = [(0, 0), (w, 0), (w - notch, h // 2), (w, h), (0, h), (notch, h // 2)]
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(fill, (0, 0))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        edge = px(2)
        for y in (edge // 2, h - edge):
            pygame.draw.line(surf, (214, 178, 86), (notch // 2, y), (w - notch // 2 - 1, y), edge)
        pygame.draw.line(surf, tuple(min(255, c + 70) for c in top), (notch, edge + px(1)), (w - notch, edge + px(1)), 1)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def card_shadow(card: pygame.Surface) -> pygame.Surface:
    """The soft shadow of a (turned) card: its own outline in black, blurred (for pictures built
    once, such as a poster; not per frame)."""
    shape = pygame.mask.from_surface(card, 127).to_surface(setcolor=(0, 0, 0, 110), unsetcolor=(0, 0, 0, 0))
    small = pygame.transform.smoothscale(shape, (max(2, card.get_width() // 3), max(2, card.get_height() // 3)))
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, 2), card.get_size())


def tag_plate(size: tuple[int, int], alpha: int = 178) -> pygame.Surface:
    """The dark glass plate a poster's line sits on (text on a picture sits on a plate); `alpha`
    how much of the picture it hides."""
    key = ("poster plate", tuple(size), ui_scale(), alpha)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (6, 8, 14, alpha), surf.get_rect(), border_radius=px(10))
        pygame.draw.rect(surf, (255, 255, 255, 40), surf.get_rect(), 1, border_radius=px(10))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def key_cap(letter: str, size: int, lit: bool = True) -> pygame.Surface:
    """A small leather key cap with a letter on it: the key that presses a link or chooses a tile."""
    key = ("key cap", letter, size, lit, ui_scale())
    surf = assets.surfaces.get(key)
    if surf is None:
        label = assets.text(letter, max(px(12), int(size * 0.62)), (244, 236, 214) if lit else (150, 156, 150), True)
        w = max(size, label.get_width() + px(10))
        top, foot = ((122, 88, 58), (70, 48, 32)) if lit else ((70, 74, 72), (52, 56, 54))
        surf = rounded(_gradient((w, size), top, foot), px(5))
        pygame.draw.rect(surf, tuple(max(0, c - 40) for c in foot), surf.get_rect(), px(1), border_radius=px(5))
        surf.blit(label, label.get_rect(center=(w // 2, size // 2)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


# ------------------------------------------------------------------ a game's poster


class GameLook:
    """What a game's poster shows: its name, its line, and its fan of cards per card size (the
    cards come through the registry, `Game.ui()`, never from a game's table module)."""

    def __init__(self, name: str):
        from ..games import get_game
        game = get_game(name)
        self.name = name
        self.title = game.display_title
        self.ui = game.ui()  # the game's table package: its cards (imported once, when first drawn)
        about = getattr(getattr(self.ui, "TutorialScene", None), "about", "")
        self.about = _(about) if about else ""
        self._fans: dict[tuple[int, int], list[pygame.Surface]] = {}

    def fan(self, size: tuple[int, int]) -> list[pygame.Surface]:
        """The game's fan at a card size (its own title_fan, else its back three times), cached."""
        if size not in self._fans:
            make = getattr(self.ui, "title_fan", None)
            if make is not None:
                self._fans[size] = list(make(size))
            else:
                back = self.ui.card_back(size)
                self._fans[size] = [pygame.transform.rotozoom(back, 10 - 10 * i, 1.0) for i in range(3)]
        return self._fans[size]

def poster_band(size: tuple[int, int]) -> tuple[int, int]:
    """A poster's ribbon: its top and its height."""
    return max(px(10), size[1] // 28), max(px(34), min(px(104), size[1] // 6))


def poster_cap(size: tuple[int, int], number: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A poster's key (`number`) on the buttons' ivory cap and where it goes on the poster: set
    into the ribbon's left end (s50 review round 2: a cap floating in the poster's corner read as
    a developer hint). Blitted over the kept poster in keyboard mode only (key_caps.keyboard_mode;
    s50 review round 3): the poster is the same picture in either mode."""
    from .key_caps import cap_height, corner_cap
    band_y, band_h = poster_band(size)
    cap = corner_cap(str(number), cap_height(max(px(44), int(band_h * 0.8))), True)
    return cap, cap.get_rect(midleft=(max(4, band_h // 3) + px(6), band_y + band_h // 2))


def draw_poster(look: GameLook, size: tuple[int, int], chosen: bool, hover: bool,
                number: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A game's poster: its ground (its colours and its back's pattern), its name on a ribbon
    in the display face (kept clear of its key's cap, `poster_cap`, both sides; the cap is not
    drawn on it), a large fan of its cards, its line on a plate; the ones not chosen a little
    darker (the one under the mouse less so)."""
    w, h = size
    surf = poster_ground(look.name, getattr(look.ui, "card_back", None), size).copy()
    band_y, band_h = poster_band(size)
    band = ribbon((w + px(4), band_h), look.name)
    surf.blit(band, (-px(2), band_y))
    ink = poster_look(look.name).ribbon[2]
    cap_at = poster_cap(size, number)[1]
    name = assets.fit_text(look.title, int(band_h * 0.66), w - 2 * (cap_at.right + px(8)), ink, True, True)
    surf.blit(name, name.get_rect(center=(w // 2, band_y + band_h // 2 + px(1))))
    body, lines = poster_words(look.about, w, h)
    line_h = assets.font(body).get_linesize()
    # every poster's plate one height, with air round its fullest line (review s52: three lines sat
    # tight to the plate's top); its lines' ink centred in it, so each poster's margins are equal
    plate_h = line_h * POSTER_ROWS + max(px(20), line_h)
    plate_y = h - px(12) - plate_h
    fan = draw_fan(surf, look, pygame.Rect(
        px(10), band_y + band_h + px(4), w - px(20), plate_y - band_y - band_h - px(8)), backs=True)
    if not chosen:  # darker, but the game's name (and key: drawn over it) keep their ink: a tile not chosen is not disabled
        k = 240 if hover else 214  # (190 made their grounds muddy)
        surf.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(name, name.get_rect(center=(w // 2, band_y + band_h // 2 + px(1))))
    # its line after: the same white on every poster, on a plate dark enough that Cabanga!'s
    # stripes do not grey it (s51 review round 2: 'the Cabanga! blurb is greyer')
    surf.blit(tag_plate((w - px(24), plate_h), 222), (px(12), plate_y))
    imgs = [assets.fit_line(line, body, w - px(40), WHITE) for line in lines]
    if imgs:
        top = imgs[0].get_bounding_rect().top  # the block's ink: the first line's glyph top to the last's foot
        foot = line_h * (len(imgs) - 1) + imgs[-1].get_bounding_rect().bottom
        y = plate_y + (plate_h - (foot - top)) // 2 - top
        for img in imgs:
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += line_h
    rim = GOLD if chosen else (236, 228, 206) if hover else (100, 86, 60)
    pygame.draw.rect(surf, rim, surf.get_rect(), px(3 if chosen or hover else 2), border_radius=px(14))
    return surf, fan


FAN_STEP = 0.53  # the fan's cards this share of a card apart (closer, CABO's showed only their windows' white edges)
FAN_LEAST = 0.5  # ... where the cards stay at least this share of the size the height allows (else closer)


def draw_fan(surf: pygame.Surface, look: GameLook, area: pygame.Rect, spread: float = FAN_STEP,
             least: float = FAN_LEAST, backs: bool = False, count: int = 5) -> pygame.Rect:
    """The game's fan in `area`, its cards `spread` of a card apart while they keep `least` of the
    size the height allows, else closer (0.28 of a card at the tightest), on a gentle arc, centred
    in it (a small tile passes least=1: its cards as large as it allows); `backs`: where the area
    is taller than the fan (a poster at 1920), three of the game's backs fanned up behind it fill
    the room above (s50 review: bare bands above and below each fan); `count`: that many of the
    fan's five cards, evenly picked (the two ends and the middle for three: a small poster's cards
    large enough to show their faces). Returns the rectangle the cards cover."""
    # a card turned 16 degrees is about 1.35 card widths wide and 1.62 high; `step` apart
    tall = area.h / 1.72
    step_k = max(0.28, min(spread, (area.w / (tall * least) - 1.35) / (count - 1)))
    cw = min(tall, area.w / (1.35 + (count - 1) * step_k))
    cw = int(max(px(24), cw))
    cards = look.fan((cw, int(cw * 1.4)))
    if count < len(cards):
        cards = [cards[round(k * (len(cards) - 1) / max(1, count - 1))] for k in range(count)]
    step = cw * step_k
    mid_y = area.centery - int(step * 0.12)
    covered = None
    spare = area.h - int(cw * 1.62)
    back = getattr(look.ui, "card_back", None) if backs else None
    if back is not None and spare > cw * 0.5:
        rise = min(int(cw * 0.62), spare * 2 // 3)  # how far the backs stand above the fan
        mid_y += rise // 2
        image = back((cw, int(cw * 1.4)))
        for turn, dx in ((12, -0.62), (-12, 0.62), (0, 0.0)):
            img = pygame.transform.rotozoom(image, turn, 1.0)
            rect = img.get_rect(center=(int(area.centerx + dx * cw), mid_y - rise + int(abs(dx) * cw * 0.16)))
            surf.blit(card_shadow(img), rect.move(px(3), px(6)))
            surf.blit(img, rect)
            covered = rect if covered is None else covered.union(rect)
    for i, img in enumerate(cards):
        offset = (i - (len(cards) - 1) / 2) * step
        rect = img.get_rect(center=(int(area.centerx + offset), int(mid_y + abs(offset) * 0.12)))
        surf.blit(card_shadow(img), rect.move(px(3), px(6)))
        surf.blit(img, rect)
        covered = rect if covered is None else covered.union(rect)
    return covered if covered is not None else pygame.Rect(area.center, (0, 0))


class PosterButton(Button):
    """A game's poster as a button (the tutorial's chooser): the focused one is drawn chosen,
    the one under the mouse lit; built once per size and state (`number`: the key on its cap)."""

    def __init__(self, look: GameLook, action: Callable[[], None], number: int):
        super().__init__(look.title, action, str(number))
        self.look, self.number = look, number
        self._drawn: dict[tuple, pygame.Surface] = {}

    def draw(self, surface: pygame.Surface, hover: bool = False, focused: bool = False) -> None:
        """The poster at its rect (a soft shadow under it, the keyboard's focus round it)."""
        key = (tuple(self.rect.size), focused, hover and not focused, ui_scale())
        image = self._drawn.get(key)
        if image is None:
            if len(self._drawn) > 6:
                self._drawn.clear()
            image = self._drawn[key] = draw_poster(self.look, self.rect.size, focused, hover, self.number)[0]
        surface.blit(soft_shadow(self.rect.size), (self.rect.x - px(6), self.rect.y - px(4)))
        surface.blit(image, self.rect.topleft)
        if keyboard_mode():  # its key on its cap while the keyboard is used
            cap, at = poster_cap(self.rect.size, self.number)
            surface.blit(cap, at.move(self.rect.topleft))
        if focused:  # the keyboard's focus, as everywhere (key_caps)
            draw_focus(surface, self.rect, px(18))


# ------------------------------------------------------------------ the quiet links of secondary actions


class LinkButton(Button):
    """A secondary action drawn quietly: its key on a cap and its label, no tab; the mouse over it
    lights the label and underlines it in gold, the keyboard's focus rings it. Same model as a
    Button (Menu takes it as one)."""

    text_size = 16  # the label's size in pixels, set by the layout
    icon = ""  # a link_icons name: drawn in its key cap's place, the cap shown in keyboard mode (key_caps)
    as_tab = False  # drawn as a full leather (or gold) tab instead: the layout moved it into the main row

    def width(self, size: int) -> int:
        """The width it takes with its label at `size` (at least its caption's at 12 px bold, the
        size the screens' legibility check measures); measured at the logical size and scaled, so
        a window at twice the UI scale lays the links out at exactly twice the places."""
        logical = max(1, round(size / ui_scale()))
        cap = int(logical * 1.45) + 8 if self.key else 0
        return px(max(cap + assets.text_width(self.label, logical) + 14,
                      assets.text_width(self.caption(), 12, True) + 16))

    def draw(self, surface: pygame.Surface, hover: bool = False, focused: bool = False) -> None:
        """Its cap and label at its rect (hover: lit and underlined; focused: a ring)."""
        if self.as_tab:
            super().draw(surface, hover, focused)
            return
        r, size = self.rect, self.text_size
        on = self.enabled
        x = r.x + px(6)
        if self.key:
            cap = key_cap(self.key.upper(), min(r.h - px(4), int(size * 1.45)), on)
            mark = None if keyboard_mode() else link_icon(self.icon, cap.get_height(), (206, 190, 150) if on else (110, 116, 112))
            if mark is not None:  # a quiet icon in the cap's place; the key shows in keyboard mode (key_caps)
                surface.blit(mark, mark.get_rect(center=(x + cap.get_width() // 2, r.centery)))
            elif keyboard_mode():
                surface.blit(cap, cap.get_rect(midleft=(x, r.centery)))
            x += cap.get_width() + px(8)
        ink = WHITE if on and hover else (226, 222, 206) if on else (128, 136, 130)
        label = assets.fit_line(self.label, size, max(px(20), r.right - x - px(4)), ink)
        if self.key and not self.icon and not keyboard_mode():  # no cap, no icon: the label centred in its place
            x = max(r.x + px(4), r.centerx - label.get_width() // 2)
        surface.blit(label, label.get_rect(midleft=(x, r.centery)))
        if on and hover:
            y = r.centery + label.get_height() // 2
            pygame.draw.line(surface, GOLD, (x, y), (x + label.get_width(), y), px(2))
        if focused and on:
            draw_focus(surface, r.inflate(px(6), px(4)), px(8), 0)


def lay_out_links(links: list[LinkButton], area: pygame.Rect, size: int) -> list[list[LinkButton]]:
    """Place the links in rows inside `area` (one row when they fit, else as few as fit, the links
    shared out evenly between them), centred; returns the rows."""
    gap = px(18)
    rows: list[list[LinkButton]] = [[]]
    used = 0
    for link in links:
        link.text_size = size
        need = link.width(size) + (gap if rows[-1] else 0)
        if rows[-1] and used + need > area.w:
            rows.append([])
            used, need = 0, link.width(size)
        rows[-1].append(link)
        used += need
    if len(rows) > 1:  # as many rows, their links shared out evenly (not six and a lone Quit)
        per = -(-len(links) // len(rows))
        even = [links[k:k + per] for k in range(0, len(links), per)]
        if len(even) == len(rows) and all(sum(link.width(size) for link in row) + gap * (len(row) - 1) <= area.w
                                          for row in even):
            rows = even
    line_h = area.h // max(1, len(rows))
    for k, row in enumerate(rows):
        total = sum(link.width(size) for link in row) + gap * (len(row) - 1)
        x = area.centerx - total // 2
        for link in row:
            link.rect = pygame.Rect(x, area.y + k * line_h, link.width(size), line_h)
            x += link.rect.w + gap
    return rows


# ------------------------------------------------------------------ the settings' rows


class SettingRow(Button):
    """A setting drawn as a row: its key on a cap, its name, and its value on a cream chip at the
    right end ("Card back: blue" -> "Card back" and "blue"); the mouse over it lights the row, the
    keyboard's focus rings it. Same model as a Button (Menu takes it as one)."""

    def parts(self) -> tuple[str, str]:
        """The setting's name and its value (a label without a colon is all name)."""
        name, colon, value = self.label.partition(":")
        return (name.strip(), value.strip()) if colon and value.strip() else (self.label, "")

    def draw(self, surface: pygame.Surface, hover: bool = False, focused: bool = False) -> None:
        """The row at its rect."""
        r = self.rect
        surface.blit(row_plate(r.size, hover and self.enabled), r.topleft)
        size = max(px(14), min(px(24), int(r.h * 0.4)))
        x = r.x + px(10)
        if self.key and len(self.key) == 1:
            cap = key_cap(self.key.upper(), min(r.h - px(8), int(size * 1.5)))
            surface.blit(cap, cap.get_rect(midleft=(x, r.centery)))
            x += cap.get_width() + px(10)
        name, value = self.parts()
        room = r.right - px(10) - x
        if value:
            chip_w = min(assets.text_width(value, size, True) + px(22), int(room * 0.58))
            chip = pygame.Rect(r.right - px(8) - chip_w, r.y + px(5), chip_w, r.h - px(10))
            pygame.draw.rect(surface, (240, 232, 206) if not focused else (252, 242, 204), chip, border_radius=px(7))
            text = assets.fit_line(value, size, chip.w - px(14), INK, True)
            surface.blit(text, text.get_rect(center=chip.center))
            room = chip.x - px(10) - x
        ink = WHITE if hover or focused else (226, 222, 206)
        label = assets.fit_line(name, size, max(px(20), room), GOLD if focused else ink)
        surface.blit(label, label.get_rect(midleft=(x, r.centery)))
        if focused and self.enabled:
            draw_focus(surface, r, px(11), px(3))


def row_plate(size: tuple[int, int], lit: bool) -> pygame.Surface:
    """A setting row's ground: a walnut leather strip lit from the top (lighter under the mouse)."""
    key = ("row plate", tuple(size), lit, ui_scale())
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        top, foot = ((84, 66, 50), (52, 40, 30)) if lit else ((64, 50, 39), (38, 29, 22))  # walnut, as the panels
        surf = rounded(_gradient((w, h), top, foot), px(9))
        pygame.draw.line(surf, tuple(min(255, c + 36) for c in top), (px(8), 1), (w - px(9), 1), 1)
        pygame.draw.rect(surf, (16, 12, 9), surf.get_rect(), px(1), border_radius=px(9))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def lay_out_columns(rows: list[Button], area: pygame.Rect, columns: int, gap: int, most: int = 54) -> int:
    """Place `rows` top to bottom in `columns` equal columns filling `area` (the first column the
    longer one), rows at most `most` pixels high; returns the rows' height."""
    per = -(-len(rows) // max(1, columns))
    col_gap = px(24)
    col_w = (area.w - col_gap * (columns - 1)) // columns
    row_h = max(px(22), min(most, (area.h + gap) // max(1, per) - gap))
    for k, row in enumerate(rows):
        c, i = divmod(k, per)
        row.rect = pygame.Rect(area.x + c * (col_w + col_gap), area.y + i * (row_h + gap), col_w, row_h)
    return row_h
