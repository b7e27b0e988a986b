"""A game poster's line (the title screen's posters, shell_art.draw_poster): wrapped once in the
poster's design and scaled to the poster, in POSTER_ROWS lines at the most, evened out."""

from __future__ import annotations

from . import assets
from .theme import px
from .widgets import wrap_text


POSTER_ROWS = 3  # a poster's line: three lines at the most, its plate that tall on every poster


POSTER_DESIGN = (26, 540)  # a poster's line is wrapped as at this size in this width, then scaled


def poster_words(text: str, w: int, h: int) -> tuple[int, list[str]]:
    """A `w` x `h` poster's line: its size and its lines, wrapped once in the poster's design
    (POSTER_DESIGN) and set at the size that scales it to the poster, so a poster shows the same
    lines at every size (s51 review round 2: three lines at 1280, two at 1920); a poster too small
    for that at a legible size wraps its line to its own width."""
    size, width = POSTER_DESIGN
    body = min(px(size), h // 26, int(size * (w - px(48)) / px(width)))
    if body >= px(14):
        return body, poster_lines(text, px(size), px(width))
    return px(14), poster_lines(text, px(14), w - px(48))


def poster_lines(text: str, size: int, width: int) -> list[str]:
    """A poster's line wrapped to `width` at `size` in POSTER_ROWS lines at the most (the last cut
    with "…"), its lines evened out: as narrow as keeps their count, so no word is left alone on
    the last (s50 review round 3: 'CABO.' alone on a line)."""
    def wrapped(room: int) -> list[str]:
        return [line.strip() for line in wrap_text(text, size, room, indent="")] if text else []

    lines = wrapped(width)
    if len(lines) > POSTER_ROWS:
        return lines[:POSTER_ROWS - 1] + [assets.cut_to_width(" ".join(lines[POSTER_ROWS - 1:]), size, width)]
    low, high = width // 2, width  # the narrowest width that keeps as many lines
    while len(lines) > 1 and high - low > px(4):
        mid = (low + high) // 2
        low, high = (low, mid) if len(wrapped(mid)) == len(lines) else (mid, high)
    return wrapped(high) if len(lines) > 1 else lines
