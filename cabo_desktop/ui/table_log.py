"""A table's log in its side panel: the rows that fit (whole entries, each turn under its heading)
and their drawing, with each turn's portrait and the cards each line names as small chips."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from . import assets
from .theme import GOLD, px
from .widgets import wrap_text


def log_rows(log: Sequence[str], size: int, area: pygame.Rect, chip_w: int | Callable[[Any], int]) -> tuple[list[tuple], int]:
    """The rows of a table's log that fit `area`, oldest first: ("head", seat, text) or ("text",
    words, cards), whole entries only (no fragment of a wrapped line at the top); and the room
    left above them when the log is longer than the panel (its newest line then ends at the
    bottom), else 0. `chip_w`: the width of a card's chip (a number, or a function of the card)."""
    width_of = chip_w if callable(chip_w) else (lambda _card: chip_w)
    line_h = assets.font(size).get_linesize()
    head_h = line_h + px(6)
    shown: list[tuple[list[tuple], int]] = []  # (rows, height) per entry, newest first
    room = area.h
    recent = list(log[-60:])
    for k in range(len(recent) - 1, -1, -1):
        entry = recent[k]
        seat = getattr(entry, "turn_of", None)
        if seat is not None:
            lines = [("head", seat, str(entry))]
        else:
            cards = tuple(getattr(entry, "cards", ()))
            lines = entry_rows(str(entry), cards, size, area.w - px(34), width_of)  # a margin at the window's edge
        need = sum(head_h if line[0] == "head" else line_h for line in lines)
        if need > room:
            # the lines at the top belong to a turn whose heading did not fit: its heading goes
            # over them (older lines give way to it), so no line is shown without whose turn it was
            head = next((e for e in reversed(recent[:k + 1]) if getattr(e, "turn_of", None) is not None), None)
            if head is not None and shown and shown[-1][0][0][0] != "head":
                while shown and room < head_h:
                    room += shown.pop()[1]
                if shown:
                    shown.append(([("head", head.turn_of, str(head))], head_h))
                    room -= head_h
            break
        room -= need
        shown.append((lines, need))
    else:
        room = 0  # everything fits: from the top
    rows = [row for lines, _need in reversed(shown) for row in lines]
    return rows, room


def entry_rows(words: str, cards: tuple, size: int, width: int, width_of: Callable[[Any], int]) -> list[tuple]:
    """One entry's rows: its words wrapped to the whole `width`, the cards it names as chips at
    the end of its last line when they fit there, else on a row of their own (no line is broken
    early to make room for them)."""
    wrapped = wrap_text(words, size, width)
    if not cards:
        return [("text", line, ()) for line in wrapped]
    chips = sum(width_of(card) + px(2) for card in cards) + px(5)
    rows = [("text", line, ()) for line in wrapped[:-1]]
    last = wrapped[-1] if wrapped else ""
    if assets.text_width(last, size) + chips <= width:
        return rows + [("text", last, cards)]
    return rows + [("text", last, ()), ("text", "   ", cards)]


def draw_log(surface: pygame.Surface, area: pygame.Rect, size: int, log: Sequence[str],
             face: Callable[[int, int], pygame.Surface], chip: Callable[[Any, tuple[int, int]], pygame.Surface]) -> None:
    """A table's log, newest at the bottom, grouped by turn: a heading with the player's portrait
    (`face(seat, height)`), then that turn's lines, each with the cards it names as small cards
    (`chip(card, size)`) at its end (lines are core.log_line.LogLine or plain strings)."""
    line_h = assets.font(size).get_linesize()
    chip_size = (max(px(12), line_h), line_h + px(2))
    head_h = line_h + px(6)
    rows, room = log_rows(log, size, area, lambda card: chip(card, chip_size).get_width() if card else chip_size[0])
    y = area.y + room  # when the log is longer than the panel, its newest line ends at the bottom
    for row in rows:
        if row[0] == "head":
            _head, seat, words = row
            y += px(3)
            pygame.draw.line(surface, (50, 78, 60), (area.x + px(8), y), (area.right - px(8), y), px(1))
            image = face(seat, line_h)
            surface.blit(image, (area.x + px(8), y + px(2)))
            label = assets.fit_line(words, size, area.w - px(24) - line_h, GOLD, True)
            surface.blit(label, (area.x + px(12) + line_h, y + px(2)))
            y += head_h - px(3)
            continue
        _text, words, cards = row
        img = assets.text(words, size, (215, 225, 215))
        surface.blit(img, (area.x + px(14), y))
        x = area.x + px(14) + img.get_width() + px(5)
        for card in cards:
            image = chip(card, chip_size)  # a standard card's chip is wider: rank and suit side by side
            surface.blit(image, (x, y))
            x += image.get_width() + px(2)
        y += line_h
