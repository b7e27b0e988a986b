"""The tables' prompt as a caption plate (issue 40, interim fix 6): not a full-width dark strip
but a plate sized to its words, centred in the banner's place at the felt's foot, in the table's
materials (dark lacquered leather lit from the top, a thin rim, a soft shadow under it). A key
the words mark as "(E)" is drawn as a small key cap instead of a letter in parentheses (in keyboard
mode, key_caps.keyboard_mode; else left out: the words read "Draw"); every
translated string stays as it is, only its marks are read. A notice keeps its rose and a hint
its blue, as the ink and the rim. The plate fades in over FADE seconds when the prompt changes
(a countdown's digits changing is not a change).

The tables' action buttons take the same caps: "End turn (E)" is drawn "End turn" with an E on a
cap at the button's top-right corner (`draw_button`); the button's caption, its model, is as it was.

The plate's layout and its ground are built once per text, colour and room (`plate`); a frame
blits the ground, the cached text runs (`assets.text`: the tests that read what is drawn see
them) and the caps.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from . import assets
from .theme import WHITE, px
from .key_caps import BUTTON_KEY, CAP_FACE, CAP_FOOT, CAP_INK, corner_cap, keyboard_mode, split_key  # noqa: F401  (re-exported)
from .widgets import Button

FADE = 0.2  # seconds: a new prompt's plate fades in
KEY_MARK = re.compile(r"\s?\(([A-Z0-9])\)")  # "(E)", "(D)": a key the words name, with its space
LACQUER = ((52, 36, 26), (26, 17, 11))  # the plate's leather, lit at its top and dark at its foot
RIM = (196, 160, 84)  # a dull gold: the plate is not what to look at, the cards are
_PLATES: dict = {}  # (text, colour, room, scale) -> Plate; bounded (PLATES_KEPT)
PLATES_KEPT = 48


def parse(text: str) -> list[tuple[str, str]]:
    """The words as pieces: ("t", words) and ("k", key letter) for each "(X)" key mark."""
    pieces: list[tuple[str, str]] = []
    at = 0
    for m in KEY_MARK.finditer(text):
        if m.start() > at:
            pieces.append(("t", text[at:m.start()]))
        pieces.append(("k", m.group(1)))
        at = m.end()
    if at < len(text):
        pieces.append(("t", text[at:]))
    return pieces


def _words(text: str) -> list[list[tuple[str, str]]]:
    """The pieces grouped in words (a cap belongs to the word before it: "deck [D],")."""
    words: list[list[tuple[str, str]]] = []
    for kind, part in parse(text):
        if kind == "k":
            if words:
                words[-1].append(("k", part))
            else:
                words.append([("k", part)])
            continue
        chunks = part.split(" ")
        for n, chunk in enumerate(chunks):
            if n == 0 and words and not part.startswith(" ") and chunk:
                words[-1].append(("t", chunk))  # ", take" after a cap: the comma stays with it
            elif chunk:
                words.append([("t", chunk)])
    return words


def cap_size(size: int) -> int:
    """The letter's size on a key cap beside text at `size` (12 px or more)."""
    return max(px(assets.LEAST_LEGIBLE), int(size * 0.82))


def cap_box(size: int) -> tuple[int, int]:
    """A key cap's size beside text at `size`."""
    line = assets.font(size, True).get_linesize() - px(2)
    h = min(line, int(cap_size(size) * 1.25) + px(2))  # the capital and some room: no taller than a line
    return max(h, int(h * 1.05)), h


def key_cap(letter: str, size: int) -> pygame.Surface:
    """A small ivory key cap with `letter` on it, for text at `size`: lit face, a darker foot
    (the key's depth) and a thin dark rim. Its letter is drawn over it apart (cached)."""
    w, h = cap_box(size)
    w = max(w, assets.text_width(letter, cap_size(size), True) + px(8))
    key = ("prompt key cap", w, h, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(2, h // 4)
        pygame.draw.rect(surf, CAP_FOOT, surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, CAP_FACE, pygame.Rect(0, 0, w, h - max(2, px(3))), border_radius=r)
        pygame.draw.rect(surf, (70, 52, 34), surf.get_rect(), max(1, px(1)), border_radius=r)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def _segments(line: list) -> list[tuple[str, str]]:
    """A line's words as what is drawn: runs of text (joined between caps) and caps."""
    segments: list[tuple[str, str]] = []
    text = ""
    for n, word in enumerate(line):
        for kind, part in ([("t", " ")] if n else []) + word:
            if kind == "t":
                text += part
                continue
            if text:
                segments.append(("t", text))
                text = ""
            segments.append(("k", part))
    if text:
        segments.append(("t", text))
    return segments


def _line_width(line: list, size: int) -> int:
    """How wide a line is drawn: its runs as set (a run with a suit sign is set in the fallback
    face whole, wider than its words one by one) and its caps with their air."""
    w = 0
    for n, (kind, part) in enumerate(_segments(line)):
        if kind == "k":
            w += key_cap(part, size).get_width() + (px(4) if n else 0)
        else:
            w += assets.text_width(part, size, True)
    return w


def _lines(words: list, size: int, width: int) -> list[list]:
    """The words filled into lines of `width` at `size` (a word wider than the line gets its own)."""
    lines: list[list] = []
    line: list = []
    for word in words:
        if line and _line_width(line + [word], size) > width:
            lines.append(line)
            line = []
        line.append(word)
    if line:
        lines.append(line)
    return lines


@dataclass
class Plate:
    """A prompt's plate as built: its ground (with the shadow's room round it, `pad`), and what
    goes on it at offsets from the plate's top-left: text runs and key caps with their letters."""

    ground: pygame.Surface
    pad: int  # the shadow's room on each side of the plate in `ground`
    size: tuple[int, int]  # the plate itself
    runs: list  # (surface, (x, y)): text and caps, in drawing order


def _ground(size: tuple[int, int], rim: tuple, pad: int) -> pygame.Surface:
    """The prompt's ribbon: a band of lacquered leather with swallowtail ends, folded under a
    little way in from each (a shadowed crease and a lit edge), gold stitching along its top and
    foot between the folds, a lit bevel, and its soft shadow on the felt."""
    w, h = size
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    notch, fold = folds(h)
    outline = [(0, 0), (w - 1, 0), (w - 1 - notch, h // 2), (w - 1, h - 1), (0, h - 1), (notch, h // 2)]
    for k in range(pad, 0, -2):  # a soft shadow in rings, down and a little right (no blur: cheap per text)
        ring = [(x + pad + px(1) + (k if x > w // 2 else -k) // 2, y + pad + px(3) + (k if y > h // 2 else -k) // 2)
                for x, y in outline]
        pygame.draw.polygon(surf, (0, 0, 0, 20), ring)
    gradient = pygame.Surface((1, 2))
    gradient.set_at((0, 0), LACQUER[0])
    gradient.set_at((0, 1), LACQUER[1])
    body = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(body, (255, 255, 255, 240), outline)
    body.blit(pygame.transform.smoothscale(gradient, size), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    for x in (fold, w - 1 - fold):
        pygame.draw.line(body, (8, 5, 3, 200), (x, 0), (x, h - 1), max(2, px(2)))  # the crease's shadow
        pygame.draw.line(body, (120, 90, 62, 180), (x + 2, 1), (x + 2, h - 2), 1)  # the band's lit edge
    pygame.draw.line(body, (112, 84, 58), (fold + 3, 1), (w - fold - 4, 1), 1)  # the lit bevel
    stitch, gap = max(3, px(6)), max(2, px(4))
    for y in (px(3), h - 1 - px(3)):  # the gold stitching, top and foot
        for x in range(fold + px(6), w - fold - px(6) - stitch, stitch + gap):
            pygame.draw.line(body, rim, (x, y), (x + stitch, y), max(1, px(1)))
    pygame.draw.polygon(body, (14, 9, 6), outline, max(1, px(1)) + 1)
    surf.blit(body, (pad, pad))
    return assets.fast(surf)


def folds(h: int) -> tuple[int, int]:
    """(the swallowtail's notch, where each end folds under the band) on a ribbon `h` tall."""
    notch = max(px(4), min(h // 3, px(14)))
    return notch, notch + max(px(8), h // 3)


AIR = 2.5  # the clear air between the words and each folded end, in type sizes (review s52: >= 1.5; s52d: 1.75 "nearly touches the ribbon's inner ends")


def end_room(rh: int, size: int) -> int:
    """How far the words keep from each end of a ribbon in a banner `rh` tall, set at `size`: the
    folded end (for the tallest ribbon the banner holds) and AIR type sizes of clear leather
    beyond its fold (review s51: "almost no side padding"; s52: "the status ribbon's text runs
    nearly to its ends")."""
    return folds(rh)[1] + int(AIR * size)


def build(text: str, colour: tuple, room: tuple[int, int], rim: tuple | None = None) -> Plate:
    """The plate for `text` in `colour` inside `room` (the banner's width and height): one line at
    about half the room's height (16-28 px at 720-1080), shrunk to 13 px at the least; else two
    lines at 12 px or more, the second cut with "…" when even that is not enough."""
    rw, rh = room
    base = max(px(13), min(px(28), rh // 2))  # (28: a tall banner at 1920x1080, review s51)
    side = end_room(rh, base)
    width = max(px(40), rw - 2 * side)
    words = _words(text)
    size = base
    while size > px(13) and _line_width(words, size) > width:
        size -= 1
    lines = [words] if _line_width(words, size) <= width else []
    if not lines:
        size = max(px(12), min(base, px(15), (rh - px(2)) // 2 - px(1)))
        lines = _lines(words, size, width)
        if len(lines) > 2:
            lines = [lines[0], _cut([w for line in lines[1:] for w in line], size, width)]
    line_h = max(assets.font(size, True).get_linesize() - px(2), cap_box(size)[1])
    text_w = max(_line_width(line, size) for line in lines) if lines else 0
    plate_w = min(rw, text_w + 2 * side)
    plate_h = min(rh, max(line_h * len(lines) + px(8), int(rh * 0.86)))
    runs: list = []
    y = (plate_h - line_h * len(lines)) // 2
    for line in lines:
        x = (plate_w - _line_width(line, size)) // 2
        x = _place_line(runs, line, size, colour, x, y, line_h)
        y += line_h
    pad = px(8)
    return Plate(_ground((plate_w, plate_h), rim or colour, pad), pad, (plate_w, plate_h), runs)


def _cut(words: list, size: int, width: int) -> list:
    """The words that fit `width` with "…" after them (the end of a prompt too long for two lines)."""
    kept: list = []
    for word in words:
        if _line_width(kept + [word], size) + assets.text_width("…", size, True) > width:
            break
        kept.append(word)
    return kept + [[("t", "…")]]


def _place_line(runs: list, line: list, size: int, colour: tuple, x: int, y: int, line_h: int) -> int:
    """One line's runs: the words' text joined between caps (one render per run), each cap with
    its letter centred on it; returns the x after it."""
    for n, (kind, part) in enumerate(_segments(line)):
        if kind == "t":
            x = _run(runs, part, size, colour, x, y, line_h)
            continue
        cap = key_cap(part, size)
        x += px(4) if n else 0
        top = y + (line_h - cap.get_height()) // 2
        runs.append((cap, (x, top)))
        letter = assets.text(part, cap_size(size), CAP_INK, True)
        ink = letter.get_bounding_rect()  # the letter's ink centred on the key's face
        face = pygame.Rect(x, top, cap.get_width(), cap.get_height() - max(2, px(3)))
        runs.append((letter, (face.centerx - ink.centerx, face.centery - ink.centery)))
        x += cap.get_width()
    return x


def _run(runs: list, text: str, size: int, colour: tuple, x: int, y: int, line_h: int) -> int:
    image = assets.text(text, size, colour, True)
    runs.append((image, (x, y + (line_h - image.get_height()) // 2)))
    return x + image.get_width()


def plate(text: str, colour: tuple, room: tuple[int, int], rim: tuple | None = None) -> Plate:
    """`build`, kept per text, colour, room and UI scale (the last PLATES_KEPT; anew once the
    surface cache is cleared: a new language, a new font size)."""
    key = (text, colour, tuple(room), rim, px(100), assets.surfaces.generation)
    found = _PLATES.get(key)
    if found is None:
        if len(_PLATES) >= PLATES_KEPT:
            _PLATES.pop(next(iter(_PLATES)))
        _PLATES[key] = found = build(text, colour, room, rim)
    return found


FADE_FROM = 0.5  # the plate's opacity as a new prompt comes: never a ghost, even for a frame


def fade_alpha(progress: float) -> int:
    """The plate's alpha `progress` (0-1) into its fade: from FADE_FROM, easing out (cubic)."""
    p = min(1.0, max(0.0, progress))
    return int(255 * (FADE_FROM + (1 - FADE_FROM) * (1 - (1 - p) ** 3)))


def fade_key(text: str) -> str:
    """What counts as the same prompt for the fade: its digits aside (a countdown ticking)."""
    return re.sub(r"\d+", "#", text)


class PromptPlate:
    """One table's prompt plate and its fade (the table's clock: `now`)."""

    def __init__(self) -> None:
        self.key = ""
        self.since = -1.0
        self.rect: pygame.Rect | None = None  # where the plate was last drawn (None: no prompt)

    def draw(self, surface: pygame.Surface, text: str, colour: tuple, banner: pygame.Rect, now: float,
             rim: tuple | None = None) -> None:
        """The plate for `text` centred in `banner` (never larger than it); nothing for no text."""
        if not text or not text.strip():
            self.rect, self.key = None, ""
            return
        key = fade_key(text)
        if key != self.key:
            self.key, self.since = key, now
        if not keyboard_mode():  # the keys the words name show in keyboard mode only: "Draw (D)" reads "Draw"
            text = KEY_MARK.sub("", text)
        built = plate(text, colour, banner.size, rim)
        rect = pygame.Rect((0, 0), built.size)
        rect.center = banner.center
        self.rect = rect
        alpha = 255 if now - self.since >= FADE else fade_alpha((now - self.since) / FADE)
        draw_plate(surface, built, rect.topleft, alpha)


def draw_plate(surface: pygame.Surface, built: Plate, at: tuple[int, int], alpha: int = 255) -> None:
    """A built plate with its top-left at `at`, at `alpha` (the shared text surfaces get their
    alpha back after)."""
    x, y = at
    built.ground.set_alpha(alpha)
    surface.blit(built.ground, (x - built.pad, y - built.pad))
    for image, (dx, dy) in built.runs:
        if alpha < 255:
            was = image.get_alpha()
            image.set_alpha(alpha)
            surface.blit(image, (x + dx, y + dy))
            image.set_alpha(was)
        else:
            surface.blit(image, (x + dx, y + dy))


def ink_and_rim(colour: tuple) -> tuple[tuple, tuple]:
    """A prompt's ink and rim: the plain prompt in warm white on a dull gold rim; a notice or a
    hint in its own colour, its rim too."""
    return (WHITE, RIM) if colour == WHITE else (colour, colour)



# ------------------------------------------------------------------ the tables' buttons

def draw_button(button, surface: pygame.Surface, hover: bool = False, focused: bool = False) -> None:
    """A table's action button (a widgets.Button) as Button.draw draws it, its key on a cap over
    its top-right corner instead of "(E)" in its caption."""
    Button.draw(button, surface, hover=hover, focused=focused)


class CapButton(Button):
    """A Button whose key shows on a cap at its corner, not in its caption (the title's game row)."""

    def draw(self, surface: pygame.Surface, hover: bool = False, focused: bool = False) -> None:
        """As Button.draw, its key on a corner cap (`draw_button`)."""
        draw_button(self, surface, hover, focused)
