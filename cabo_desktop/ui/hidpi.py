"""HiDPI (issue 40, item 6): the window drawn at its real pixels, never stretched by the system.

Before SDL starts, `request_pixels` asks for them: on Windows the process is made per-monitor
DPI aware (SDL_WINDOWS_DPI_AWARENESS=permonitorv2; the packaged executable also says so in its
manifest), so the window is sized and drawn in physical pixels. A window whose drawable is larger
than its size in points (a high-DPI window on macOS or Wayland) gets the mouse in points, which
ui.app maps to pixels; but pygame-ce's display.set_mode never asks SDL for a high-DPI window
(only pygame.Window(allow_high_dpi=True) does), so on macOS the system still stretches the
window: the ratio reads 1 there until the window is made through pygame.Window. The UI scale
(theme.ui_scale) multiplies the sizes fixed in pixels: "auto" is the pixel ratio, or the
display's DPI / 96 on Windows; $CABO_DESKTOP_UI_SCALE (or --ui-scale) forces one, which is also
how a 2x display is tried where none exists: `screenshot --size 2560x1440 --ui-scale 2`.
"""

from __future__ import annotations

import os
import sys

from .theme import clamp_scale, parse_ui_scale, to_pixels

ENV = "CABO_DESKTOP_UI_SCALE"


def request_pixels() -> None:
    """The SDL hints that give the game the display's real pixels (before pygame.init; a hint the
    person set in the environment is kept)."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    os.environ.setdefault("SDL_WINDOWS_DPI_SCALING", "0")  # window sizes and the mouse in pixels
    os.environ.setdefault("SDL_VIDEO_HIGHDPI_DISABLED", "0")


def forced_scale(setting=None) -> float | None:
    """The UI scale asked for: $CABO_DESKTOP_UI_SCALE first, else `setting` (a number, or None /
    "auto": follow the display). A value that cannot be read is "auto"."""
    for value in (os.environ.get(ENV), setting):
        if value is None or value == "":
            continue
        try:
            parsed = parse_ui_scale(value) if isinstance(value, str) else clamp_scale(value)
        except ValueError:
            continue
        return parsed
    return None


def display_dpi() -> float | None:
    """The display's DPI where the system says it without a window (Windows, once DPI aware;
    96 is 100 %); None elsewhere."""
    if sys.platform != "win32":
        return None
    try:
        import ctypes
        user32 = ctypes.windll.user32  # type: ignore[attr-defined]
        if hasattr(user32, "SetProcessDpiAwarenessContext"):
            user32.SetProcessDpiAwarenessContext(ctypes.c_void_p(-4))  # per monitor v2 (SDL may have done it)
        dpi = int(user32.GetDpiForSystem()) if hasattr(user32, "GetDpiForSystem") else 0
    except Exception:  # noqa: BLE001 - an old Windows: 100 %
        return None
    return float(dpi) if dpi > 0 else None


def mouse_pos() -> tuple[int, int]:
    """Where the mouse is, as a pixel of the drawn window (pygame.mouse.get_pos() says it in the
    window's own units, which are points on a high-DPI window: a hover test needs the pixel)."""
    import pygame
    pos = pygame.mouse.get_pos()
    drawn = pygame.display.get_surface()
    if drawn is None or not pygame.display.get_init():
        return pos
    try:
        units = pygame.display.get_window_size()
    except pygame.error:  # no window (a headless surface): the position is already in pixels
        return pos
    return to_pixels(pos, units, drawn.get_size())
