"""Shared drawing and input helpers of every screen: buttons, menus, panels, messages, wrapped
text, pick lists, the score sheet, and dates as every screen shows them. Public functions only: scenes share these, never each other's private
helpers."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

import pygame

from ..i18n import p_
from . import assets
from .key_caps import FOCUS, cap_room, draw_corner_cap, draw_focus, keyboard_mode, split_key  # noqa: F401  (FOCUS: the screens take it here)
from .hints import draw_hint, hint_lines, hint_size  # noqa: F401  (the keys line: the scenes take it from here)
from .wrapping import balanced_lines, wrap_text  # noqa: F401  (the scenes take them from here)
from .scene import Intent
from .theme import DIM, GOLD, INK, PANEL, PANEL_FOOT, PANEL_LIT, PANEL_RIM, WARN, WHITE, px, ui_scale

# ------------------------------------------------------------------ buttons and menus


class Button:
    """A clickable, keyboard-reachable button; `hot` key shown in its label. `primary`: the
    screen's main action, drawn in the accent colour."""

    def __init__(self, label: str, action: Callable[[], None], key: str | None = None, enabled: bool = True,
                 hint: str = "", primary: bool = False):
        self.label = label
        self.action = action
        self.key = key
        self.enabled = enabled
        self.hint = hint  # why it is disabled, for the banner
        self.primary = primary
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cap = ""  # a key named on its corner cap when it is no letter ("Enter", "Esc"), translated

    def caption(self) -> str:
        return f"{self.label} ({self.key.upper()})" if self.key and len(self.key) == 1 else self.label

    def state(self, hover: bool) -> str:
        """normal, hover, pressed (the mouse held down on it) or disabled."""
        if not self.enabled:
            return "disabled"
        if hover:
            return "pressed" if pygame.mouse.get_pressed()[0] else "hover"
        return "normal"

    def draw(self, surface: pygame.Surface, hover: bool = False, focused: bool = False) -> None:
        """The tab at its rect, its key (if a letter) on an ivory cap set into its right end (over
        its top-right corner where the caption leaves no room) rather than "(K)" in its caption, only
        in keyboard mode (key_caps.keyboard_mode), and the keyboard's focus (key_caps: one look everywhere)."""
        state = self.state(hover)
        text, letter = split_key(self.caption())
        letter = (letter or self.cap) if keyboard_mode() else ""  # the key shows while the keyboard is used
        room = self.cap_room(text, letter)
        face = button_face(self.rect.size, text, state, self.primary, max(0, room or 0))
        shift = px(2) if state == "pressed" else 0
        if state != "pressed":
            blur = px(4)
            shadow = assets.drop_shadow(self.rect.size, blur, 80, radius=px(10))
            surface.blit(shadow, (self.rect.x - blur + px(1), self.rect.y - blur + px(3)))
        if focused and self.enabled:  # the keyboard's place, whatever the mouse does: its glow under the tab
            draw_focus(surface, self.rect.move(0, shift))
        surface.blit(face, (self.rect.x, self.rect.y + shift))
        if letter:
            draw_corner_cap(surface, self.rect, letter, self.enabled, shift, inside=room is not None)

    def cap_room(self, text: str, letter: str) -> int | None:
        """Where the key's cap goes: None, over the corner (no letter, or no room for it inside);
        0, inside at the right end beside the centred caption; else that many px kept clear at the
        right end, the caption centred in the rest (at 85 % of its size or more)."""
        if not letter:
            return None
        w, h = self.rect.size
        key = (text, letter, w, h, ui_scale())
        if getattr(self, "_cap_room", (None,))[0] != key:  # measured once per caption and size, not per frame
            size, room = max(px(12), int(h * 0.42)), cap_room((w, h), letter)  # the size button_face sets
            if (w - assets.text_width(text, size, True)) // 2 >= room + px(8):
                place = 0
            else:
                place = room if assets.fit_size(text, size, w - room - px(22), True) >= size * 0.85 else None
            self._cap_room = (key, place)
        return self._cap_room[1]


CREAM = (244, 236, 214)  # the caption on a leather tab (the keyboard's FOCUS: key_caps)
BUTTON_FILLS = {  # state -> (top, bottom, ink): leather tabs pressed into the panels (docs/look.md)
    "normal": ((96, 68, 46), (66, 45, 30), CREAM),
    "hover": ((128, 92, 60), (92, 64, 42), (255, 246, 222)),
    "pressed": ((58, 40, 27), (84, 59, 40), CREAM),
    "disabled": ((58, 41, 29), (42, 29, 20), (168, 148, 120)),  # a darker leather, its caption dimmed (>= 4.7:1)
}
STITCH = {"normal": (190, 150, 96), "disabled": (100, 76, 52)}  # a tab's stitches (lit: brighter)
PRIMARY_FILLS = {  # the screen's main action: the gold one
    "normal": ((250, 214, 90), (214, 164, 40), INK),
    "hover": ((255, 232, 130), (236, 186, 58), INK),
    "pressed": ((206, 154, 34), (246, 204, 84), INK),
    "disabled": BUTTON_FILLS["disabled"],
}


def button_face(size: tuple[int, int], caption: str, state: str, primary: bool = False,
                room_right: int = 0) -> pygame.Surface:
    """A button drawn once per size, caption and state: a leather tab lit from above with a
    stitched edge and a darker rim (the primary one gold), the caption in bold (centred in all
    but `room_right` px at its right end: its key cap's place)."""
    key = ("button", tuple(size), caption, state, primary, room_right, ui_scale())
    face = assets.surfaces.get(key)
    if face is None:
        w, h = max(1, size[0]), max(1, size[1])
        top, bottom, ink = (PRIMARY_FILLS if primary else BUTTON_FILLS)[state]
        gradient = pygame.Surface((1, 2))
        gradient.set_at((0, 0), top)
        gradient.set_at((0, 1), bottom)
        fill = pygame.transform.smoothscale(gradient, (w, h))
        face = rounded(fill, px(10))
        rim = tuple(max(0, c - 60) for c in bottom)
        if h >= px(24) and state != "pressed":  # the light catches the tab's top edge
            pygame.draw.line(face, tuple(min(255, c + 40) for c in top), (px(8), px(2)), (w - px(9), px(2)), px(1))
        if (not primary or state == "disabled") and h >= px(26):  # the tab's stitches (dim on a disabled tab)
            _stitch(face, face.get_rect().inflate(-px(8), -px(8)), STITCH.get(state, (222, 184, 112)))
        pygame.draw.rect(face, rim, face.get_rect(), px(2), border_radius=px(10))
        draw_caption(face.subsurface((0, 0, max(1, w - room_right), h)), caption, max(px(12), int(h * 0.42)), ink)
        assets.surfaces[key] = face = assets.fast(face)
    return face


def draw_lines(surface: pygame.Surface, text: str, size: int, width: int, colour: tuple, at: tuple[int, int],
               most: int = 2, bold: bool = False) -> int:
    """`text` from `at` on as many lines as it needs, `most` at the most (the last cut with "…"),
    at `size` (12 px or more): a plate's or a panel's line that would otherwise shrink out of
    sight. Returns the height drawn."""
    size = max(size, px(assets.LEAST_LEGIBLE)) if assets.text_width(text, size, bold) > width else size
    lines = [line.strip() for line in wrap_text(text, size, width, indent="")] or [""]
    lines = lines[:most - 1] + [" ".join(lines[most - 1:])] if len(lines) > most else lines
    x, y = at
    for line in lines:
        image = assets.fit_line(line, size, width, colour, bold)
        surface.blit(image, (x, y))
        y += image.get_height()
    return y - at[1]


def draw_caption(face: pygame.Surface, caption: str, size: int, ink: tuple) -> None:
    """A button's caption, centred: one line, shrunk down to 12 px; a longer one on two lines
    when the button is tall enough ("Nouvel arc-en-ciel (S)"), else cut with "…"."""
    w, h = face.get_size()
    width, least = w - px(14), px(assets.LEAST_LEGIBLE)
    if assets.fit_size(caption, size, width, True) >= least or h < px(34) or " " not in caption:
        label = assets.fit_line(caption, size, width, ink, True)
        face.blit(label, label.get_rect(center=(w // 2, h // 2)))
        return
    two = max(least, min(size, (h - px(6)) // 2 - px(2)))
    lines = [line.strip() for line in wrap_text(caption, two, width, indent="")]
    lines = lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]
    line_h = assets.font(two, True).get_linesize() - px(1)
    y = h // 2 - line_h * len(lines) // 2
    for line in lines:
        label = assets.fit_line(line, two, width, ink, True)
        face.blit(label, label.get_rect(midtop=(w // 2, y)))
        y += line_h


def lay_out_row(buttons: list[Button], area: pygame.Rect, most_w: int = 260) -> None:
    if not buttons:
        return
    gap, most_w = px(10), px(most_w)
    w = min(most_w, (area.w - gap * (len(buttons) - 1)) // len(buttons))
    total = w * len(buttons) + gap * (len(buttons) - 1)
    x = area.centerx - total // 2
    for b in buttons:
        b.rect = pygame.Rect(x, area.y, w, area.h)
        x += w + gap


def lay_out_column(buttons: list[Button], center: tuple[int, int], w: int, h: int, gap: int = 14) -> None:
    total = len(buttons) * h + (len(buttons) - 1) * gap
    y = center[1] - total // 2
    for b in buttons:
        b.rect = pygame.Rect(center[0] - w // 2, y, w, h)
        y += h + gap


class Menu:
    """A list of buttons with mouse hover and up/down/Enter focus, shared by the menu scenes.
    `framed`: its buttons sit on a leather panel of their own (a menu drawn on the bare felt)."""

    def __init__(self, buttons: list[Button]):
        self.buttons = buttons
        self.focus = next((i for i, b in enumerate(buttons) if b.enabled), 0)
        self.hover: int | None = None
        self.framed = False

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.hover = next((i for i, b in enumerate(self.buttons) if b.rect.collidepoint(intent.pos)), None)
            return False
        if intent.kind == "click":
            for b in self.buttons:
                if b.rect.collidepoint(intent.pos) and b.enabled:
                    b.action()
                    return True
            return False
        if intent.kind in ("up", "down", "next"):
            step = -1 if intent.kind == "up" else 1
            for _step in range(len(self.buttons)):
                self.focus = (self.focus + step) % len(self.buttons)
                if self.buttons[self.focus].enabled:
                    break
            return True
        if intent.kind in ("confirm", "space"):
            b = self.buttons[self.focus]
            if b.enabled:
                b.action()
            return True
        if intent.kind == "key":
            for b in self.buttons:
                if b.key == intent.key and b.enabled:
                    b.action()
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.framed and self.buttons:
            panel(surface, self.buttons[0].rect.unionall([b.rect for b in self.buttons]).inflate(px(32), px(14)))
        for i, b in enumerate(self.buttons):
            b.draw(surface, hover=i == self.hover, focused=i == self.focus)


# ------------------------------------------------------------------ panels and text


class Backdrop:
    """What an overlay covers, kept once: the scene below drawn and darkened on the overlay's
    first frames, then blitted instead of drawing that scene again every frame (the overlay's
    `opaque` follows `ready`). Taken again when the window's size changes; the buffer is made
    once per size and filled by a blit (cheaper than a copy of the window)."""

    def __init__(self):
        self.image: pygame.Surface | None = None  # made and filled together, by take()

    def ready(self, size: tuple[int, int]) -> bool:
        return self.image is not None and self.image.get_size() == tuple(size)

    def take(self, surface: pygame.Surface) -> None:
        if self.image is None or self.image.get_size() != surface.get_size():
            self.image = pygame.Surface(surface.get_size(), 0, surface)  # its format (convert(): 5 ms)
        self.image.blit(surface, (0, 0))

    def draw(self, surface: pygame.Surface, alpha: int = 170, rect: pygame.Rect | None = None,
             keep: bool = True) -> None:
        """Blit the kept backdrop, or darken what is drawn (and keep it when `keep`: an overlay
        that closes within a few frames need not keep anything)."""
        if self.ready(surface.get_size()):
            surface.blit(self.image, (0, 0))
            return
        dim(surface, alpha, rect)
        if keep:
            self.take(surface)


def dim(surface: pygame.Surface, alpha: int = 170, rect: pygame.Rect | None = None) -> None:
    """Darken what is drawn (a multiply in place: no full-window surface made per frame)."""
    k = max(0, 255 - alpha)
    surface.fill((k, k, k), rect, special_flags=pygame.BLEND_RGB_MULT)


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A framed panel of the menus and overlays: a walnut leather plate with a stitched gold edge
    and an inner shadow, casting a soft shadow (docs/look.md, Materials); drawn once per size."""
    rect = pygame.Rect(rect)
    if rect.w < 8 or rect.h < 8:
        return
    cast_shadow(surface, rect)
    surface.blit(plate(rect.size), rect.topleft)


def cast_shadow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A panel's `soft_shadow` laid on `surface` under the panel at `rect` (down and a little right
    of it, as the lamp casts it)."""
    surface.blit(soft_shadow(rect.size), (rect.x - px(8) + px(2), rect.y - px(8) + px(4)))


def soft_shadow(size: tuple[int, int]) -> pygame.Surface:
    """A panel's shadow on the cloth, 8 px wider on every side: a close contact shadow over a wide
    soft one (`panel_shadow.contact_shadow`: nine-sliced, no blur per size), cached per size."""
    from .panel_shadow import contact_shadow
    return contact_shadow(size)


def plate(size: tuple[int, int], lit: bool = False) -> pygame.Surface:
    """The leather plate of `panel` at `size` (`lit`: its stitches gold, the chosen one), cached."""
    key = ("plate", tuple(size), lit, ui_scale())
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        gradient = pygame.Surface((1, 2))
        gradient.set_at((0, 0), PANEL_LIT if lit else PANEL)
        gradient.set_at((0, 1), PANEL_FOOT)
        radius = px(14)
        surf = rounded(pygame.transform.smoothscale(gradient, (w, h)), radius)
        for k in range(1, px(2) + 1):  # the inner shadow along the rim
            pygame.draw.rect(surf, PANEL_RIM, surf.get_rect().inflate(-2 * k, -2 * k), 1, border_radius=radius - k)
        _stitch(surf, surf.get_rect().inflate(-px(9), -px(9)), GOLD if lit else (176, 146, 76))
        pygame.draw.rect(surf, GOLD if lit else (120, 98, 48), surf.get_rect(), px(2), border_radius=radius)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def rounded(fill: pygame.Surface, radius: int) -> pygame.Surface:
    """`fill` cut to a rounded rectangle (transparent corners)."""
    face = pygame.Surface(fill.get_size(), pygame.SRCALPHA)
    mask = pygame.Surface(fill.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    face.blit(fill, (0, 0))
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return face


def _stitch(surf: pygame.Surface, rect: pygame.Rect, colour: tuple) -> None:
    """A line of stitches along the straight parts of `rect`'s edges (strips of dashes, cached)."""
    inset, thick = px(8), px(1)
    across, down = (_dashes(n - 2 * inset, colour, up, ui_scale()) for n, up in ((rect.w, False), (rect.h, True)))
    for y in (rect.y, rect.bottom - thick):
        surf.blit(across, (rect.x + inset, y))
    for x in (rect.x, rect.right - thick):
        surf.blit(down, (x, rect.y + inset))


@lru_cache(maxsize=64)
def _dashes(length: int, colour: tuple, vertical: bool, scale: float = 1.0) -> pygame.Surface:
    """A 1 px strip of 5 px dashes 4 px apart, `length` long (logical pixels at the UI `scale`)."""
    thick, dash, step = px(1), px(4), px(9)
    strip = pygame.Surface((max(1, length), thick), pygame.SRCALPHA)
    for x in range(0, length - dash, step):
        strip.fill(colour, (x, 0, dash + 1, thick))
    return pygame.transform.rotate(strip, -90) if vertical else strip


def draw_messages(surface: pygame.Surface, messages: list[str], bottom: int, width: int,
                  colour=WARN, size: int = 15) -> None:
    """Messages from the storage layer (a bad file moved aside...) in a panel ending at `bottom`."""
    if not messages:
        return
    w = surface.get_width()
    lines: list[str] = []
    for m in messages[-4:]:
        lines.extend(wrap_text(m, px(size), width - px(30)))
    lines = lines[-6:]
    line_h = assets.font(px(size)).get_linesize()
    box = pygame.Rect(0, 0, width, line_h * len(lines) + px(16))
    box.midbottom = (w // 2, bottom)
    pygame.draw.rect(surface, (50, 20, 20), box, border_radius=px(10))
    pygame.draw.rect(surface, (220, 120, 100), box, px(2), border_radius=px(10))
    y = box.y + px(8)
    for line in lines:
        surface.blit(assets.text(line, px(size), colour), (box.x + px(14), y))
        y += line_h


def draw_title(surface: pygame.Surface, heading: str) -> int:
    """Felt and a big heading at the top of a full screen; returns the y under the heading."""
    w, h = surface.get_size()
    surface.blit(assets.felt((w, h)), (0, 0))
    title = assets.title_text(heading, max(px(32), h // 15), GOLD)
    surface.blit(title, title.get_rect(midtop=(w // 2, h // 40)))
    return h // 40 + title.get_height()


def draw_banner_text(surface: pygame.Surface, text: str, banner: pygame.Rect, colour: tuple) -> None:
    """A table's banner line: on one line at up to half the banner's height, shrunk no further
    than 13 px; a longer text goes on two lines (at 12 px or more), the second cut with "…" only
    when even that is not enough. Never the 9 px one line used to shrink to."""
    width = banner.w - px(20)
    size = max(px(13), banner.h // 2)
    if assets.text_width(text, assets.fit_size(text, size, width, True), True) <= width and \
            assets.fit_size(text, size, width, True) >= px(13):
        label = assets.fit_text(text, size, width, colour, True)
        surface.blit(label, label.get_rect(midleft=(banner.x + px(10), banner.centery)))
        return
    two = max(px(12), min(px(15), (banner.h - px(2)) // 2 - px(1)))
    lines = [line.strip() for line in wrap_text(text, two, width, indent="")]
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    line_h = assets.font(two, True).get_linesize() - px(2)
    y = banner.centery - line_h * len(lines) // 2
    for line in lines:
        label = assets.fit_line(line, two, width, colour, True)
        surface.blit(label, (banner.x + px(10), y))
        y += line_h


# ------------------------------------------------------------------ pick lists (saves, replays)


def handle_pick_list(scene, intent: Intent, count: int, button: Button, choose) -> None:
    """Shared keys and clicks of a list to pick from (saved games, replays): up/down/Tab move the
    focus, Enter/Space or `button` choose the focused row, a click focuses a row and a second
    click on it chooses it, Esc or the Back button leave. `choose(index=None)` opens a row."""
    k = intent.kind
    if k == "back":
        scene.app.nav.pop()
    elif k in ("up", "down", "next") and count:
        scene.focus = (scene.focus + (-1 if k == "up" else 1)) % count
    elif k in ("confirm", "space"):
        choose()
    elif k == "click":
        if scene.back.rect.collidepoint(intent.pos):
            scene.app.nav.pop()
        elif button.rect.collidepoint(intent.pos):
            choose()
        else:
            for i, rect in scene.row_rects:
                if rect.collidepoint(intent.pos):
                    if i == scene.focus:
                        choose(i)
                    scene.focus = i
                    return


def load_chosen(scene, items: list, index: int | None, load, unreadable: str):
    """Load the chosen row of a pick list with `load(path)`; a row that cannot be read is dropped
    from the list and the storage layer's message shown. Returns the loaded value or None."""
    if not items:
        return None
    summary = items[scene.focus if index is None else index]
    loaded = load(summary.path)
    if loaded.value is None:
        scene.messages = loaded.messages or [unreadable]
        items.remove(summary)
        scene.focus = min(scene.focus, max(0, len(items) - 1))
    return loaded.value


def list_page(surface: pygame.Surface, heading: str) -> pygame.Rect:
    """Felt and heading of a list screen; returns the panel rect (height 0) under the heading."""
    w = surface.get_width()
    bottom = draw_title(surface, heading)
    rect = pygame.Rect(0, bottom + px(14), min(w - px(40), px(1180)), 0)
    rect.centerx = w // 2
    return rect


def draw_list_rows(surface: pygame.Surface, area: pygame.Rect, focus: int, heads: Sequence[str],
                   cols: Sequence[float], count: int, cells: Callable[[int], list[str]],
                   empty: str | None, limit: int, row_h: int = 46) -> tuple[list, int]:
    """Column heads and up to `limit` rows (around `focus`) of a list screen's table in the drawn
    panel `area`; `cells(i)` gives row i's texts, only for the rows shown. `empty` is said when there
    are no rows. Returns the clickable (index, rect) pairs and the y under the last row."""
    for k, (c, head) in enumerate(zip(cols, heads)):
        right = area.x + int(area.w * (cols[k + 1] if k + 1 < len(cols) else 1.0)) - px(4)
        left = area.x + int(area.w * c) + px(8)
        surface.blit(assets.fit_text(head, px(15), right - left - px(6), DIM, True), (left, area.y + px(12)))
    row_rects, y, row_h = [], area.y + px(40), px(row_h)
    if not count and empty:
        surface.blit(assets.text(empty, px(17), WHITE), (area.x + px(20), y + px(12)))
    first = max(0, min(focus - limit // 2, count - limit))
    for i in range(first, min(count, first + limit)):
        rect = pygame.Rect(area.x + px(6), y, area.w - px(12), row_h - px(4))
        row_rects.append((i, rect))
        if i == focus:
            pygame.draw.rect(surface, (70, 60, 20), rect, border_radius=px(8))
            pygame.draw.rect(surface, GOLD, rect, px(2), border_radius=px(8))
        for k, (c, v) in enumerate(zip(cols, cells(i))):
            right = area.x + int(area.w * (cols[k + 1] if k + 1 < len(cols) else 1.0)) - px(4)
            left = area.x + int(area.w * c) + px(8)
            img = assets.fit_text(v, px(16), right - left - px(6), GOLD if i == focus else WHITE, k == 0)
            surface.blit(img, img.get_rect(midleft=(left, rect.centery)))
        y += row_h
    return row_rects, y


def draw_list_footer(surface: pygame.Surface, messages, action: Button, back: Button, has_rows: bool,
                     extra: Sequence[Button] = ()) -> None:
    """A list screen's messages and its bottom row: the action on the focused row, `extra` row
    actions (Delete), and Back."""
    w, h = surface.get_size()
    if messages:
        draw_messages(surface, messages, h - px(70), min(w - px(40), px(1100)))
    buttons = [action, *extra, back]
    row = pygame.Rect(0, h - px(60), px(260) * len(buttons), px(42))
    row.centerx = w // 2
    for b in (action, *extra):
        b.enabled = has_rows
    lay_out_row(buttons, row, 240)
    action.draw(surface, focused=has_rows)
    for b in (*extra, back):
        b.draw(surface)


def format_when(summary) -> str:
    """'07 Mar 2025 14:05' (the month in the player's language); '?' without a date."""
    when = summary.when
    if not when:
        return "?"
    return f"{when.day:02d} {month_abbr(when.month)} {when.year:04d} {when.hour:02d}:{when.minute:02d}"


def month_abbr(month: int) -> str:
    """A month's short name (1 = January) in the player's language: 'Mar', 'mars', 'бер.'."""
    # TRANSLATORS: the months' short names in dates ("07 Mar 2025 14:05")
    names = (p_("month", "Jan"), p_("month", "Feb"), p_("month", "Mar"), p_("month", "Apr"),
             p_("month", "May"), p_("month", "Jun"), p_("month", "Jul"), p_("month", "Aug"),
             p_("month", "Sep"), p_("month", "Oct"), p_("month", "Nov"), p_("month", "Dec"))
    return names[(month - 1) % 12]
