"""The one palette and the one table of animation speeds every screen uses."""

from __future__ import annotations

GOLD = (250, 214, 90)
WHITE = (240, 240, 235)
DIM = (170, 185, 175)
INK = (25, 25, 30)  # text on light buttons and fields
PANEL_BG = (22, 36, 30)  # the table's side panel
PANEL = (52, 42, 34)  # framed panels of the menus and overlays: a dark walnut leather, lit at the top...
PANEL_FOOT = (24, 19, 15)  # ... darker at the foot (neutral: green panels clashed with the wine and plum felts)
PANEL_LIT = (66, 52, 40)  # the chosen panel's top
PANEL_RIM = (12, 9, 7)  # the inner shadow along its rim
RULE = (112, 92, 64)  # thin separating lines (a dull gold on the walnut panels)
WARN = (255, 200, 170)  # messages about files, refused moves
NOTICE = (255, 190, 170)  # the banner's notice after a refused move
HINT_BLUE = (150, 230, 255)  # the hint line
NOTE = (255, 225, 160)  # round notes (bonus, penalty, resets)

# animation speed setting -> multiplier of the animations' time
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 1000.0}
SPEED_NAMES = tuple(SPEEDS)


def speed_factor(name: str) -> float:
    return SPEEDS.get(name, 1.0)


# ------------------------------------------------------------------ HiDPI: the UI scale (issue 40, item 6)
# The window is drawn at its pixel size; sizes fixed in pixels (the type scale, paddings, minimum
# sizes: docs/look.md's 12 px minimum is a logical size) are multiplied by the UI scale, which is
# the display's pixel ratio (2 on a Retina or a 200 % Windows display) or the player's choice.
UI_SCALES = (1.0, 1.25, 1.5, 2.0)  # the settings' choices besides "auto"
LEAST_SCALE, MOST_SCALE = 0.5, 4.0
_UI = {"scale": 1.0}


def ui_scale() -> float:
    """The UI scale in use (1.0: a logical pixel is a pixel)."""
    return _UI["scale"]


def set_ui_scale(scale: float) -> float:
    """Use this UI scale from now on (kept between LEAST_SCALE and MOST_SCALE); returns it."""
    scale = clamp_scale(scale)
    _UI["scale"] = scale
    return scale


def clamp_scale(scale) -> float:
    """`scale` as a usable UI scale: a number from LEAST_SCALE to MOST_SCALE (1.0 for anything else)."""
    try:
        scale = float(scale)
    except (TypeError, ValueError):
        return 1.0
    if scale != scale or scale in (float("inf"), float("-inf")):
        return 1.0
    return round(max(LEAST_SCALE, min(MOST_SCALE, scale)), 3)


def px(n: float) -> int:
    """A length given in logical pixels, in pixels at the UI scale (rounded)."""
    return int(round(n * _UI["scale"]))


def parse_ui_scale(text) -> float | None:
    """A UI scale as written by a person: "2", "1.5", "150%", "150 %" -> 2.0, 1.5, 1.5, 1.5;
    "auto" or "" -> None (follow the display). Raises ValueError for anything else."""
    words = str(text).strip().lower().replace(" ", "").replace("\u00a0", "")
    if words in ("", "auto"):
        return None
    percent = words.endswith("%")
    try:
        value = float(words.rstrip("%"))
    except ValueError:
        raise ValueError(f"expected a UI scale such as 2, 1.5, 150% or auto, not {text!r}") from None
    value = value / 100 if percent else value
    if not LEAST_SCALE <= value <= MOST_SCALE:
        raise ValueError(f"a UI scale goes from {LEAST_SCALE:g} to {MOST_SCALE:g} (50% to 400%), not {text!r}")
    return value


def pixel_ratio(window_size: tuple[int, int], pixel_size: tuple[int, int]) -> float:
    """How many pixels the window's drawable has per unit of the window's own size (2.0 for a
    Retina window of 1280x720 points drawn at 2560x1440; 1.0 where they agree or either is empty)."""
    (ww, wh), (pw, ph) = window_size, pixel_size
    if ww <= 0 or wh <= 0 or pw <= 0 or ph <= 0:
        return 1.0
    return round(max(pw / ww, ph / wh), 3)


def to_pixels(pos: tuple[int, int], window_size: tuple[int, int], pixel_size: tuple[int, int]) -> tuple[int, int]:
    """A mouse position in the window's coordinates as a pixel of the drawn surface (the two
    differ on a high-DPI window whose events come in points)."""
    (ww, wh), (pw, ph) = window_size, pixel_size
    if ww <= 0 or wh <= 0 or (ww, wh) == (pw, ph):
        return int(pos[0]), int(pos[1])
    return int(pos[0] * pw / ww), int(pos[1] * ph / wh)


def auto_scale(ratio: float, dpi: float | None = None) -> float:
    """The UI scale "auto" gives: the pixel ratio of a window whose drawable is larger than its
    size (macOS, Wayland), else the display's DPI / 96 (Windows), rounded to a quarter; 1.0 when
    neither says more."""
    if ratio > 1.01:
        return clamp_scale(ratio)
    if dpi and dpi > 0:
        return clamp_scale(max(1.0, round(dpi / 96 * 4) / 4))
    return 1.0
