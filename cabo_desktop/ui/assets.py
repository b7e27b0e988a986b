"""Assets: the shipped fonts and icons, rendered text, the felt, the player's chosen look, and one
bounded cache for every drawn surface (a game's card art keeps its surfaces there too).

Nothing is loaded at import time. `assets_dir()` finds the top-level `assets/` folder whether the
game runs from source, from an installed wheel or from a PyInstaller bundle. Every surface is
built once per size and kept, in a cache bounded by count and by pixel memory.
"""

from __future__ import annotations

import math
import os
import sys
import time
import unicodedata
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

import pygame

from . import felt_light, font_runs, shadows
from .theme import px

FONT_REGULAR = "Lato-Regular.ttf"  # the text face (Lato 2.0: Latin, Greek and Cyrillic)
FONT_BOLD = "Lato-Bold.ttf"
BODY_SCALE = 1.1  # Lato is set 10% larger than asked: its letters are smaller than DejaVu's were
FALLBACK_REGULAR = "DejaVuSans.ttf"  # suit symbols, arrows and any letter the text face lacks
FALLBACK_BOLD = "DejaVuSans-Bold.ttf"
FONT_DISPLAY = "RobotoSlab-Bold.otf"  # titles and card numerals (Latin and Cyrillic; no suit symbols)


def _candidates() -> list[Path]:
    here = Path(__file__).resolve().parent  # cabo_desktop/ui
    found = []
    env = os.environ.get("CABO_DESKTOP_ASSETS")
    if env:
        found.append(Path(env))
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        found.append(Path(meipass) / "assets")
    found += [
        here.parent / "assets",  # packaged inside the package (wheel with package data)
        here.parent.parent / "assets",  # source checkout: repo/assets
        Path(sys.prefix) / "share" / "cabo-desktop" / "assets",  # wheel data-files
    ]
    return found


@lru_cache(maxsize=1)
def assets_dir() -> Path:
    """The folder holding fonts/ and icons/: from source, a wheel or a bundle.

    Order: $CABO_DESKTOP_ASSETS, sys._MEIPASS/assets (PyInstaller), cabo_desktop/assets,
    <repo>/assets, <prefix>/share/cabo-desktop/assets. Raises FileNotFoundError naming them all.
    """
    candidates = _candidates()
    for path in candidates:
        if (path / "fonts" / FONT_REGULAR).is_file():
            return path
    raise FileNotFoundError("Cabo Desktop assets not found; looked in: " + ", ".join(map(str, candidates)))


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def icon_path(size: int = 64) -> Path:
    """The application icon as a PNG of `size` px: the smallest shipped size at or above it, else
    the largest (the icons/ folder holds cabo-desktop-N.png, drawn by packaging/make_icon.py)."""
    shipped = sorted(int(p.stem.rsplit("-", 1)[1]) for p in asset_path("icons").glob("cabo-desktop-*.png"))
    size = next((s for s in shipped if s >= size), shipped[-1] if shipped else size)
    return asset_path("icons", f"cabo-desktop-{size}.png")


def font(size: int, bold: bool = False, display: bool = False) -> pygame.font.Font:
    """The shipped text face, Lato, at `size` pixels (set at BODY_SCALE times it; text with a
    character Lato lacks, a suit symbol or an arrow, is set in DejaVu Sans); `display`: the
    display face, Roboto Slab Bold, for titles and numerals (cached)."""
    if not pygame.font.get_init():
        pygame.font.init()
    face = _face(size, bold, display)
    try:
        face.get_height()
    except pygame.error:  # made before a pygame.quit(): every cached font and text is dead
        clear_caches()
        face = _face(size, bold, display)
    return face


@lru_cache(maxsize=64)
def _face(size: int, bold: bool, display: bool, fallback: bool = False) -> pygame.font.Font:
    if fallback:
        return SafeFont(str(asset_path("fonts", FALLBACK_BOLD if bold else FALLBACK_REGULAR)), max(6, int(size)))
    if display:
        return SafeFont(str(asset_path("fonts", FONT_DISPLAY)), max(6, int(size)))
    face = SafeFont(str(asset_path("fonts", FONT_BOLD if bold else FONT_REGULAR)), max(6, round(size * BODY_SCALE)))
    face.fallback = (size, bold)
    return face


class SafeFont(pygame.font.Font):
    """The one way text reaches the font renderer: any text, from a catalog, a setting or a damaged
    save, is drawn or measured, never refused. pygame raises on a NUL, on an unpaired surrogate and
    on text that draws nothing ("Text has zero width": a name of zero-width spaces or combining
    marks); here controls and format characters are left out, a surrogate shows as U+FFFD, and
    text of no width draws as an empty line of the face's height. A text face sets only the
    characters it lacks (a suit symbol, an arrow) in DejaVu Sans, the rest in itself, the runs
    side by side on one baseline: a line never switches face for the sake of one "♦"."""

    fallback: tuple | None = None  # (size, bold) of the DejaVu face standing in for this one

    def _runs(self, content: str) -> list[tuple[pygame.font.Font, str]]:
        """`content` cut into runs, each with the face that sets it (one run: this face)."""
        if self.fallback is None or content.isascii() or not _lacks(self.fallback[1], content):
            return [(self, content)]
        lacking = set(missing_glyphs(content, self.fallback[1], False, own=True))
        return font_runs.split(content, lacking, self, _face(self.fallback[0], self.fallback[1], False, True))

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # noqa: D102
        content = drawable(text)
        runs = self._runs(content)
        if len(runs) > 1 and not wraplength:
            return font_runs.render(runs, antialias, color, bgcolor)
        face = runs[0][0] if len(runs) == 1 else next(f for f, _ in runs if f is not self)  # wrapped: all DejaVu
        if content and pygame.font.Font.size(face, content)[0] == 0:
            content = ""
        return pygame.font.Font.render(face, content, antialias, color, bgcolor, wraplength)

    def size(self, text):  # noqa: D102
        return _measured(self, text if isinstance(text, str) else drawable(text))

    def metrics(self, text):  # noqa: D102
        return pygame.font.Font.metrics(self, drawable(text))


@lru_cache(maxsize=8192)
def _measured(face: SafeFont, content: str) -> tuple:  # every wrap of the log measures its words again
    content = drawable(content)
    runs = face._runs(content)
    if len(runs) == 1:
        return pygame.font.Font.size(runs[0][0], content)
    return font_runs.laid(runs)[0], pygame.font.Font.size(face, " ")[1]  # the height as for one face


@lru_cache(maxsize=4096)
def _lacks(bold: bool, content: str) -> bool:
    """Whether the text face lacks a character of `content` (DejaVu Sans sets those)."""
    return bool(missing_glyphs(content, bold, False, own=True))


def drawable(text) -> str:
    """`text` as the renderer can take it (see SafeFont); non-text is shown as text."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    if text.isprintable():  # the common case: as it is
        return text
    return "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text
                   if unicodedata.category(ch) not in ("Cc", "Cf"))


@lru_cache(maxsize=2048)
def text(content: str, size: int, color: tuple = (240, 240, 235), bold: bool = False,
         display: bool = False) -> pygame.Surface:
    """Rendered text, cached: a label is rendered once per change, never per frame. Text the
    display face cannot show (it has no suit symbols) is set in the bold text face instead."""
    if display and missing_glyphs(content, bold, True):
        display, bold = False, True
    surf = fast(font(size, bold, display).render(content, True, color))
    if text_surfaces is not None:
        text_surfaces[id(surf)] = content
    return surf


# The tests set this to see every text the screens render, and which surface holds it (to find
# where each lands on the screen): tests/i18n.
text_surfaces: dict[int, str] | None = None


def missing_glyphs(content: str, bold: bool = False, display: bool = False, own: bool = False) -> list[str]:
    """The characters of `content` that the face would draw as a box ("tofu"): pygame gives a
    missing glyph the metrics of the face's empty .notdef glyph. For the text face, the ones
    neither it nor its DejaVu fallback has; `own`: the ones the text face itself lacks."""
    chars = [c for c in dict.fromkeys(drawable(content)) if not c.isspace()]
    faces = [font(20, bold, display)] if display or own else [font(20, bold), _face(20, bold, False, True)]
    for face in faces:
        notdef = _notdef(face)
        chars = [c for c, m in zip(chars, pygame.font.Font.metrics(face, "".join(chars))) if m is None or m == notdef]
    return chars


@lru_cache(maxsize=8)
def _notdef(face: pygame.font.Font) -> tuple:
    return face.metrics("\ue000")[0]  # a private-use code point: in no face we ship


def title_text(content: str, size: int, color: tuple = (250, 214, 90)) -> pygame.Surface:
    """A title in the display face."""
    return text(content, size, color, True, True)


def fast(surf: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """The surface in the display's pixel format (much faster to blit), when a display exists."""
    if pygame.display.get_surface() is None:
        return surf
    try:
        return surf.convert_alpha() if alpha else surf.convert()
    except pygame.error:
        return surf


def fit_text(content: str, size: int, width: int, color: tuple = (240, 240, 235), bold: bool = False,
             display: bool = False) -> pygame.Surface:
    """`text` shrunk (down to 9 px) until it fits in `width` (the size found is cached too)."""
    return text(content, _fit_size(content, size, width, bold, display), color, bold, display)


@lru_cache(maxsize=512)
def text_width(content: str, size: int, bold: bool = False) -> int:
    """How wide `content` is set at `size` (cached: asked every frame by layouts that place text)."""
    return font(size, bold).size(content)[0]


LEAST_LEGIBLE = 12  # px: text is never shrunk below this by fit_line (9 px is too small to read)


def fit_line(content: str, size: int, width: int, color: tuple = (240, 240, 235), bold: bool = False,
             least: int = LEAST_LEGIBLE) -> pygame.Surface:
    """`content` on one line in `width`: shrunk down to `least` (at least LEAST_LEGIBLE), then cut
    short with "…" (for a name in a list, where the rest of the line says enough)."""
    least = min(size, max(least, px(LEAST_LEGIBLE)))  # 12 logical px: 24 at a UI scale of 2
    fitted = _fit_size(content, size, width, bold)
    if fitted >= least or text_width(content, least, bold) <= width:
        return text(content, max(fitted, least), color, bold)
    return text(cut_to_width(content, least, width, bold), least, color, bold)


@lru_cache(maxsize=512)
def cut_to_width(content: str, size: int, width: int, bold: bool = False) -> str:
    """`content` when it fits `width`, else its longest start that fits with "…" after it."""
    if text_width(content, size, bold) <= width:
        return content
    low, high = 0, len(content)
    while low < high:  # binary search on the number of characters kept
        mid = (low + high + 1) // 2
        if text_width(content[:mid].rstrip() + "…", size, bold) <= width:
            low = mid
        else:
            high = mid - 1
    return content[:low].rstrip() + "…"


def fit_size(content: str, size: int, width: int, bold: bool = False) -> int:
    """The size fit_text would use: `size`, or smaller (down to 9 px) until `content` fits `width`."""
    return _fit_size(content, size, width, bold)


@lru_cache(maxsize=2048)
def _fit_size(content: str, size: int, width: int, bold: bool, display: bool = False) -> int:
    # the largest size from `size` down to 9 px at which `content` fits. Width grows with the size,
    # so the search starts from the size its width at `size` points to and steps from there: two
    # or three faces are loaded, not one for every size on the way down (20 for a long shout)
    def fits(at: int) -> bool:
        return font(at, bold, display).size(content)[0] <= width

    full = font(size, bold, display).size(content)[0]
    if size <= 9 or full <= width:
        return size
    guess = max(9, min(size - 1, int(size * width / max(1, full))))
    while guess < size - 1 and fits(guess + 1):
        guess += 1
    while guess > 9 and not fits(guess):
        guess -= 1
    return guess


# The look the player chose in the settings (set_theme); part of every cache key it affects.
CARD_BACKS = {  # name -> (fill, pattern); "own": each game its own (card_art.OWN_BACKS, back_colours)
    "own": None, "blue": ((36, 52, 120), (70, 92, 170)),
    "red": ((128, 28, 40), (178, 70, 82)),
    "green": ((24, 88, 52), (62, 140, 92)),
}
TABLE_COLOURS = {  # name -> the felt's centre colour ("own": the game's `felt`, see `felt_colour`)
    "own": None,
    "green": (30, 110, 62),
    "blue": (28, 72, 122),
    "red": (112, 32, 40),
    "grey": (74, 78, 84),
}
THEME: dict = {"back": "own", "table": "green", "colour_blind": False, "stage": None}


def set_theme(card_back: str = "own", table_colour: str = "green", colour_blind: bool = False) -> None:
    """Use this card back, table colour and card marks from now on (cached per theme)."""
    THEME["back"] = card_back if card_back in CARD_BACKS else "own"
    THEME["table"] = table_colour if table_colour in TABLE_COLOURS else "green"
    THEME["colour_blind"] = bool(colour_blind)


def set_stage(game) -> None:
    """The game on the screen now (None: no game's, the shell's screens): under the table colour
    "own" the felt takes its `felt` colour (a game's package gives it; green when it gives none)."""
    colour = getattr(game, "felt", None)
    THEME["stage"] = tuple(colour) if colour else None


def stage_game(stack) -> object | None:
    """The game whose table the screen shows, from the scene stack: the topmost scene's that names
    one (a table's `game`, or the game of the `table` a scene is about: the round's end, the
    hand-off, the game's end), or None on the shell's screens."""
    for scene in reversed(list(stack)):
        game = getattr(scene, "game", None) or getattr(getattr(scene, "table", None), "game", None)
        if getattr(game, "felt", None):
            return game
    return None


def felt_colour() -> tuple[int, int, int]:
    """The felt's centre colour now: the player's choice, or the staged game's own under "own"."""
    return TABLE_COLOURS.get(THEME["table"]) or THEME["stage"] or TABLE_COLOURS["green"]

def rounded(size: tuple[int, int], fill, border, radius: int, width: int = 2) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, border, rect, width, border_radius=radius)
    return surf


def blit_centered(dst: pygame.Surface, src: pygame.Surface, center) -> None:
    dst.blit(src, src.get_rect(center=(int(center[0]), int(center[1]))))


class BoundedCache(OrderedDict):
    """A bounded cache of surfaces: the least recently used go first once there are more than
    `most` entries or their pixels take more than `budget` bytes (a window resized many times,
    or many App instances in one test run, can never make it grow without bound)."""

    def __init__(self, most: int, budget: int):
        super().__init__()
        self.most = most
        self.budget = budget
        self.bytes = 0
        self.generation = 0  # cleared this many times (what remembers what is cached can tell)

    @staticmethod
    def _cost(surf) -> int:
        try:
            return surf.get_width() * surf.get_height() * 4
        except Exception:
            return 0

    def get(self, key, default=None):
        try:  # asked hundreds of times a frame: one C call on a hit (a miss is rare once drawn)
            self.move_to_end(key)
        except KeyError:
            return default
        return self[key]

    def __setitem__(self, key, value) -> None:
        if key in self:
            self.bytes -= self._cost(super().__getitem__(key))
        super().__setitem__(key, value)
        self.bytes += self._cost(value)
        self.move_to_end(key)
        while len(self) > 1 and (len(self) > self.most or self.bytes > self.budget):
            _, old = self.popitem(last=False)
            self.bytes -= self._cost(old)

    def clear(self) -> None:
        super().clear()
        self.bytes = 0
        self.generation += 1


FACE_CACHE_SIZE = 4000  # entries; the byte budget is the real bound (Kobito filled 2500 entries with 58 MB: its faces at 16 sizes)
FACE_CACHE_BYTES = 72 * 1024 * 1024  # and at most this much pixel memory (48 MB filled in five games of Kobito, with plates, shadows and rays)
surfaces: BoundedCache = BoundedCache(FACE_CACHE_SIZE, FACE_CACHE_BYTES)


def drop_shadow(size: tuple[int, int], blur: int, alpha: int = 110, radius: int | None = None) -> pygame.Surface:
    """A soft shadow for a card of `size`: a blurred rounded rectangle, `blur` px wider on every
    side (blit it at the card's position moved by -blur and the shadow's offset; cached). Built
    from nine pieces of one blurred shadow per blur, alpha and corner (`shadows.pieces`): a card
    growing as it flies asks a new size every frame, and a Gaussian blur of it cost 1-9 ms (CABO's
    slowest frames at the normal speed, issue 40's p99; `ui/shadows.py`)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    radius = radius if radius is not None else max(4, w // 10)
    key = ("shadow", (w, h), blur, alpha, radius)
    surf = surfaces.get(key)
    if surf is None:
        pieces = None
        if blur > 0:
            pieces = surfaces.get(("shadow pieces", blur, alpha, radius))
            if pieces is None:
                surfaces[("shadow pieces", blur, alpha, radius)] = pieces = shadows.pieces(blur, alpha, radius)
        if pieces is not None and min(w, h) + 2 * blur > 2 * pieces[0] + 1:
            surf = shadows.nine_slice((w + 2 * blur, h + 2 * blur), *pieces)
        else:
            surf = shadows.blurred_rect((w, h), blur, alpha, radius)
        surfaces[key] = surf = fast(surf)
    return surf


def cache_sizes() -> dict[str, int]:
    """How many entries each cache holds (for the memory tests)."""
    return {"faces": len(surfaces), "face_bytes": surfaces.bytes, "felt": len(_felt), "text": text.cache_info().currsize,
            "fit": _fit_size.cache_info().currsize}


_felt: dict[tuple, pygame.Surface] = {}


def rail_width(size: tuple[int, int]) -> int:
    """How wide the table's padded rail is around the felt of `size` (cards belong inside it)."""
    return max(10, min(size) // 40)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table, built once per window size and colour (the last few kept): the baize in the
    colour the player chose (`felt_colour`: under "own", the game's own) under one warm key light above the middle, a little toward the player (a pool of
    light, the edges about half as bright), with the fine grain of cloth; around it a wooden rim
    (`rail_width`: walnut, a lit bevel, a brass inlay; `felt_light.rim`), lit from above, and the
    soft shadow it casts on the cloth."""
    colour = felt_colour()
    key = (tuple(size), colour)
    surf = _felt.get(key)
    if surf is None:
        if len(_felt) > 3:
            _felt.clear()
        w, h = max(1, size[0]), max(1, size[1])
        surf = felt_light.cloth((w, h), colour, rail_width((w, h)))
        felt_light.rim(surf, rail_width((w, h)))
        _felt[key] = surf = fast(surf, alpha=False)
    return surf


def clear_caches() -> None:
    """Forget every cached font and surface (needed after pygame.quit(): fonts die with it)."""
    surfaces.clear()
    prebuild.clear()
    _felt.clear()
    felt_light.clear()
    for cached in (_fit_size, cut_to_width, text_width, text, _face, _notdef, _measured):
        cached.cache_clear()


class Prebuild:
    """Surfaces built ahead of need in the spare time of frames (issue 40: a frame never waits
    for a card face it could have had ready). Drawing code queues what it will soon draw
    (`want(key, task)`: `task()` draws it into the caches, and costs a lookup once it is there);
    the app gives each frame's leftover time to `run(deadline)`, which starts a task only when
    the costliest task seen lately still fits before the deadline. Bounded: at most `most` tasks
    wait (the oldest are forgotten first), and nothing is built once the surface cache is near its
    budget (what is drawn now is never evicted for what may be drawn later)."""

    def __init__(self, most: int = 600):
        self.tasks: OrderedDict = OrderedDict()
        self.most = most
        self.cost = 0.002  # s: the costliest task lately (decays towards FLOOR frame by frame)
        self.built = 0  # tasks run (for the tests)
        self.runs = 0  # times run (twice a frame)
        self.marks: list = []  # the keys of the marks laid in the surface cache, oldest first

    MARK_EVERY, MARKS = 120, 10  # runs between marks (about a second), marks kept: about 10 s back

    FLOOR, CEILING = 0.001, 0.004  # s: the bounds of that estimate

    def want(self, key, task, first: bool = False) -> None:
        """Build `task` (a callable) in spare time, once: a key already waiting is not queued again
        (`first`: it goes to the front of the queue, as what a frame shows now in a stand-in)."""
        self.tasks.setdefault(key, task)
        while len(self.tasks) > self.most:
            self.tasks.popitem(last=False)
        if first and key in self.tasks:
            self.tasks.move_to_end(key, last=False)

    def run(self, deadline: float) -> int:
        """Run waiting tasks, oldest first, while one still fits before `deadline` (a
        time.perf_counter() value); the number run. The app calls it once at the end of every frame."""
        self.cost = max(self.FLOOR, self.cost * 0.85)  # one slow task long ago holds back no later one
        self.runs += 1
        if self.runs % self.MARK_EVERY == 0:
            self.mark()
        done = 0
        while self.tasks and time.perf_counter() + self.cost <= deadline:
            if (surfaces.bytes > surfaces.budget * 0.8 or len(surfaces) > surfaces.most * 0.8) and not self.stale_room():
                self.tasks.clear()
                break
            _, task = self.tasks.popitem(last=False)
            start = time.perf_counter()
            task()
            spent = time.perf_counter() - start
            self.cost = min(self.CEILING, max(spent, self.cost))
            self.built += 1
            done += 1
        return done

    def mark(self) -> None:
        """Lay a mark (an empty surface) at the cache's newest end: whatever is still older than a
        mark has not been drawn since it was laid (a lookup moves an entry to the newest end)."""
        key = ("prebuild mark", self.runs)
        surfaces[key] = pygame.Surface((0, 0))
        self.marks.append(key)
        while len(self.marks) > self.MARKS:
            surfaces.pop(self.marks.pop(0), None)

    def stale_room(self) -> bool:
        """Whether a full cache may still take pictures built ahead: its oldest entries (the first
        evicted) are older than the oldest mark, MARKS marks back (about 10 s), which is still in
        it, so nothing drawn since then is evicted. A long session fills any budget (plates,
        shadows, a moment's rays, each game's names), and building ahead stopped for good at 80 %:
        the faces were then rasterised in the frames."""
        return len(self.marks) >= self.MARKS and self.marks[0] in surfaces and next(iter(surfaces)) != self.marks[0]

    def clear(self) -> None:
        self.tasks.clear()


prebuild = Prebuild()
