"""The one palette and the one table of animation speeds every screen uses."""

from __future__ import annotations

GOLD = (250, 214, 90)
WHITE = (240, 240, 235)
DIM = (170, 185, 175)
INK = (25, 25, 30)  # text on light buttons and fields
PANEL_BG = (22, 36, 30)  # the table's side panel
PANEL = (18, 40, 30)  # framed panels of the menus and overlays
RULE = (70, 100, 80)  # thin separating lines
WARN = (255, 200, 170)  # messages about files, refused moves
NOTICE = (255, 190, 170)  # the banner's notice after a refused move
HINT_BLUE = (150, 230, 255)  # the hint line
NOTE = (255, 225, 160)  # round notes (bonus, penalty, resets)

# animation speed setting -> multiplier of the animations' time
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 1000.0}
SPEED_NAMES = tuple(SPEEDS)


def speed_factor(name: str) -> float:
    return SPEEDS.get(name, 1.0)
