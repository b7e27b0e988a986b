"""Text cut into lines for the screens: `wrap_text` (as many words a line as fit, the label measured
once, not every frame) and `balanced_lines` (as few lines, their lengths evened out: no word left
alone on a last line). `widgets` gives both to the scenes."""

from __future__ import annotations

import re
from functools import lru_cache

from . import assets


def wrap_text(content: str, size: int, width: int, indent: str = "   ") -> list[str]:
    """`content` cut into lines of at most `width` pixels in the text font of `size` (continuation
    lines start with `indent`); cached, so a label is measured once, not every frame."""
    return list(_wrap(content, size, width, indent))


@lru_cache(maxsize=1024)
def _wrap(content: str, size: int, width: int, indent: str) -> tuple[str, ...]:
    f = assets.font(size)
    lines, line = [], ""
    # spaces and line breaks separate words; a no-break space does not ("un\u00a08", "mot\u00a0:")
    for word in (content.split(" ") if indent else re.split(r"[ \t\r\n]+", content.strip())):
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = indent + word
    if line:
        lines.append(line)
    return tuple(lines)


def balanced_lines(content: str, size: int, width: int) -> list[str]:
    """`content` on as few lines of at most `width` px as `wrap_text` makes, their lengths evened
    out (the narrowest width giving as many lines): no word left alone on a last line ("type the
    name · ◀ ▶ for an / AI"); where its parts are separated by " · " and each fits, a part a line."""
    return list(_balanced(content, size, width))


@lru_cache(maxsize=256)
def _balanced(content: str, size: int, width: int) -> tuple[str, ...]:
    lines = _wrap(content, size, width, "")
    if len(lines) < 2:
        return lines
    parts = [part.strip() for part in content.split(" · ")]
    if 1 < len(parts) <= len(lines) and all(assets.font(size).size(part)[0] <= width for part in parts):
        return tuple(parts)
    narrow, wide = width // 2, width  # the narrowest width still giving len(lines) lines
    while wide - narrow > 2:
        mid = (narrow + wide) // 2
        if len(_wrap.__wrapped__(content, size, mid, "")) <= len(lines):
            wide = mid
        else:
            narrow = mid
    return _wrap.__wrapped__(content, size, wide, "")
