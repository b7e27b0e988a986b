"""The side panel's play history (issue 40, problem 2: no paragraph of prose on the table): one
tile per turn, newest at the top, each with the player's medallion, one short caption (the
first sentence of the turn's first line, cut with "…") and the cards its lines named as small
cards on paper. The whole log in words is the history drawer's (ui/log_drawer.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from ..i18n import _
from . import assets
from .theme import GOLD, px

CAPTION = (236, 226, 204)  # the caption's cream on the tile's leather
OLD_SHADE = (196, 190, 186)  # tiles after the newest three, dimmed a little (multiplied)


@dataclass(frozen=True)
class Turn:
    """One turn of the log: the seat whose turn it was (None: the lines before any turn, as a
    round's start), its caption and the cards its lines named, in order."""

    seat: int | None
    caption: str
    cards: tuple


def first_sentence(words: str) -> str:
    """A line's first sentence ("Lulu played violet 3 on the right pile." of "... Gap open: only
    4."), or the whole line when it has one; a short word's stop ("Dr. Okafor") ends none."""
    words = str(words).strip()
    for end in re.finditer(r"[.;!?](?=\s)", words):
        before = words[:end.start()].split()
        word = before[-1] if before else ""
        if end.group() == "." and len(word) <= 3 and not word.isdigit():
            continue  # "Dr." and the like
        return words[:end.start() + (0 if end.group() == ";" else 1)]
    return words


ROUND_EVENTS = ("RoundStarted", "GameStarted", "RoundEnded", "RoundScored")  # lines of nobody's turn


def speaker(line: str, names: Sequence[str], you: int | None) -> int | None:
    """The seat whose name begins `line` (the longest name that does, then a space or an
    apostrophe), or `you` when it begins with "You"; None when no seat's does."""
    words = str(line)
    best: tuple[int, int] | None = None
    for seat, name in list(enumerate(names)) + ([(you, _("You"))] if you is not None else []):
        if name and words.startswith(name) and words[len(name):len(name) + 1] in (" ", "'", "’"):
            if best is None or len(name) > best[1]:
                best = (seat, len(name))
    return best[0] if best is not None else None


def without_speaker(caption: str, seat: int | None, names: Sequence[str], you: int | None) -> str:
    """A tile's caption without the name its medallion already shows ("Lulu played violet 3." ->
    "Played violet 3."); as it is when another name, a possessive or nothing of a seat's begins it,
    and for "You" (French would be left with "Avez regardé…")."""
    if seat is None or seat == you or speaker(caption, names, you) != seat:
        return caption
    for name in [names[seat]] if seat < len(names) else []:
        if name and name != _("You") and caption.startswith(name + " "):
            rest = caption[len(name) + 1:].lstrip()
            return rest[:1].upper() + rest[1:] if rest else caption
    return caption


def turns(log: Sequence[str], most: int = 40, names: Sequence[str] = (), you: int | None = None) -> list[Turn]:
    """The log's last `most` turns, newest first: each heading (a line with `turn_of`) begins one,
    the lines after it are its own. A round's start or end (and the lines before the first
    heading) begins a part of nobody's turn, where the lines beginning with a seat's name
    (`names`; "You": seat `you`) make a tile of that seat's (the first looks at cards)."""
    found: list[Turn] = []
    seat: int | None = None
    title = ""
    lines: list[str] = []
    started = False
    anyone = False  # in a part of nobody's turn

    def close() -> None:
        if not started:
            return
        first = next((line for line in lines), title)  # a turn with no line yet: its heading
        cards = tuple(card for line in lines for card in getattr(line, "cards", ()))
        if first or cards:
            found.append(Turn(seat, first_sentence(first), cards))

    for entry in list(log)[-120:]:
        head = getattr(entry, "turn_of", None)
        if head is not None:
            close()
            seat, title, lines, started, anyone = head, str(entry), [], True, False
            continue
        if type(getattr(entry, "event", None)).__name__ in ROUND_EVENTS or not started:
            close()
            seat, title, lines, started, anyone = None, "", [], True, True
        elif anyone:
            who = speaker(entry, names, you)
            if who is not None and (who != seat or not lines):
                close()
                seat, title, lines = who, "", []
        lines.append(entry)
    close()
    return found[::-1][:most]


def tile_sizes(panel_h: int) -> tuple[int, int, tuple[int, int]]:
    """The strip's caption size, medallion size and small card (w, h) for a panel `panel_h` tall
    (the caption 14 px at 720, 18 at 1080; the cards 33 px tall at 720, 42 at 1080)."""
    caption = max(px(13), min(px(18), panel_h // 50))
    card_h = max(px(26), min(px(42), panel_h // 21))
    return caption, max(px(24), card_h - px(2)), (int(card_h * 0.72), card_h)


def heading(surface: pygame.Surface, x: int, y: int, width: int, size: int, key: str, lit: bool) -> pygame.Rect:
    """The strip's head: "History" and the drawer's key on a cap, over a gold rule; returns its rect
    (the tab that opens the drawer; lit while the drawer is open)."""
    from .shell_art import key_cap
    cap = key_cap(key, size + px(6), True)
    label = assets.fit_line(_("History"), size, width - cap.get_width() - px(14), GOLD if lit else (226, 200, 140), True)
    h = max(label.get_height(), cap.get_height()) + px(6)
    rect = pygame.Rect(x, y, width, h)
    pygame.draw.rect(surface, (74, 50, 32) if lit else (46, 30, 20), rect, border_radius=px(6))
    pygame.draw.rect(surface, GOLD if lit else (110, 80, 50), rect, px(1), border_radius=px(6))
    surface.blit(label, (x + px(8), y + (h - label.get_height()) // 2))
    surface.blit(cap, cap.get_rect(midright=(rect.right - px(5), rect.centery)))
    return rect


def tile_plate(size: tuple[int, int], newest: bool) -> pygame.Surface:
    """A tile's plate: dark saddle leather lit from its top, a lit bevel, a dark rim (gold on the
    newest turn's). Cached per size."""
    key = ("history tile", tuple(size), newest, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        top, foot = ((92, 62, 38), (56, 36, 22)) if newest else ((74, 50, 32), (48, 31, 20))
        shade = pygame.Surface((1, 2))
        shade.set_at((0, 0), top)
        shade.set_at((0, 1), foot)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=px(7))
        surf.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.line(surf, (140, 104, 70), (px(7), px(1)), (w - px(7), px(1)), px(1))
        pygame.draw.rect(surf, GOLD if newest else (28, 17, 10), surf.get_rect(), px(2) if newest else px(1),
                         border_radius=px(7))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def paper(size: tuple[int, int]) -> pygame.Surface:
    """A small card's paper with its shadow (the chip is laid inside it), cached per size."""
    key = ("history paper", tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface((w + px(3), h + px(3)), pygame.SRCALPHA)
        surf.blit(assets.drop_shadow((w, h), px(2), 130, px(4)), (px(1) - px(2), px(2) - px(2)))
        pygame.draw.rect(surf, (250, 246, 234), (0, 0, w, h), border_radius=px(4))
        pygame.draw.rect(surf, (120, 110, 96), (0, 0, w, h), 1, border_radius=px(4))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def round_mark(size: int) -> pygame.Surface:
    """The medallion of the lines of nobody's turn (a round's start): three small cards fanned on
    dark leather in a gold ring."""
    key = ("history round mark", size)
    surf = assets.surfaces.get(key)
    if surf is None:
        big = size * 3  # drawn large, then scaled down smoothly
        img = pygame.Surface((big, big), pygame.SRCALPHA)
        c = big // 2
        pygame.draw.circle(img, (52, 34, 20), (c, c), c)
        pygame.draw.circle(img, GOLD, (c, c), c, max(2, big // 14))
        card = pygame.Surface((big * 3 // 10, big * 5 // 12), pygame.SRCALPHA)
        pygame.draw.rect(card, (250, 246, 234), card.get_rect(), border_radius=big // 30)
        pygame.draw.rect(card, (90, 70, 50), card.get_rect(), max(1, big // 60), border_radius=big // 30)
        pygame.draw.rect(card, (200, 60, 50), card.get_rect().inflate(-big // 8, -big // 6), border_radius=big // 40)
        for angle, dx in ((18, -big // 7), (0, 0), (-18, big // 7)):
            turned = pygame.transform.rotozoom(card, angle, 1)
            img.blit(turned, turned.get_rect(center=(c + dx, c + big // 40)))
        surf = assets.fast(pygame.transform.smoothscale(img, (size, size)))
        assets.surfaces[key] = surf
    return surf


def draw_cards(surface: pygame.Surface, cards: tuple, x: int, y: int, width: int, card: tuple[int, int],
               chip: Callable[[Any, tuple[int, int]], pygame.Surface], size: int) -> None:
    """A turn's cards in a row from (x, y), each a chip on paper, overlapping when they need to;
    those that do not fit said as "+N"."""
    w, h = card
    inner = (max(4, w - px(4)), max(4, h - px(4)))
    step = w + px(3)
    shown = len(cards)
    if shown > 1 and (shown - 1) * step + w > width:  # overlap down to a third of a card
        step = max(w // 3, (width - w) // (shown - 1))
    more = ""
    while shown > 1 and (shown - 1) * step + w > width - (assets.text_width(more, size, True) + px(4) if more else 0):
        shown -= 1
        more = "+{n}".format(n=len(cards) - shown)
    for k, item in enumerate(cards[:shown]):
        left = x + k * step
        surface.blit(paper(card), (left, y))
        surface.blit(chip(item, inner), (left + px(2), y + px(2)))
    if more:
        label = assets.text(more, size, CAPTION, True)
        surface.blit(label, label.get_rect(midleft=(x + (shown - 1) * step + w + px(4), y + h // 2)))


def draw_history(surface: pygame.Surface, area: pygame.Rect, panel_h: int, log: Sequence[str],
                 face: Callable[[int, int], pygame.Surface], chip: Callable[[Any, tuple[int, int]], pygame.Surface],
                 key: str = "J", lit: bool = False, names: Sequence[str] = (),
                 you: int | None = None) -> tuple[pygame.Rect, int]:
    """The strip in `area` of a panel `panel_h` tall: its head (the drawer's tab), then a tile per
    turn, newest at the top, as many whole tiles as fit. `face(seat, size)` is a seat's
    medallion, `chip(card, size)` a small card. Returns the head's rect and how many tiles were
    drawn."""
    size, medal, card = tile_sizes(panel_h)
    tab = heading(surface, area.x, area.y, area.w, size + px(1), key, lit)
    y = tab.bottom + px(6)
    pad = px(5)
    line_h = assets.font(size).get_linesize()
    drawn = 0
    for k, turn in enumerate(turns(log, names=names, you=you)):
        has_cards = bool(turn.cards)
        body = (line_h if turn.caption else 0) + (px(3) + card[1] + px(2) if has_cards else 0)
        h = max(medal, body) + 2 * pad
        if y + h > area.bottom:
            break
        tile = pygame.Rect(area.x, y, area.w, h)
        surface.blit(tile_plate(tile.size, k == 0), tile)
        image = face(turn.seat, medal) if turn.seat is not None else round_mark(medal)
        surface.blit(image, (tile.x + pad + px(1), tile.y + (h - medal) // 2))
        text_x = tile.x + pad + medal + px(7)
        room = tile.right - pad - text_x
        top = tile.y + (h - body) // 2
        if turn.caption:
            words = without_speaker(turn.caption, turn.seat, names, you)
            label = assets.text(assets.cut_to_width(words, size, room), size, CAPTION)  # one size, cut with "…"
            surface.blit(label, (text_x, top))
            top += line_h + px(3)
        if has_cards:
            draw_cards(surface, turn.cards, text_x, top, room, card, chip, size)
        if k >= 3:  # the older turns recede
            surface.fill(OLD_SHADE, tile, special_flags=pygame.BLEND_RGB_MULT)
        y += h + px(5)
        drawn += 1
    return tab, drawn


def head_plate(size: tuple[int, int]) -> pygame.Surface:
    """The panel's head plate (the game's title and its round): dark leather with a lit bevel, a
    gold rule along its foot and a dark rim. Cached per size."""
    key = ("panel head plate", tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        shade = pygame.Surface((1, 2))
        shade.set_at((0, 0), (70, 46, 28))
        shade.set_at((0, 1), (38, 24, 14))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=px(8))
        surf.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.line(surf, (136, 100, 64), (px(8), px(1)), (w - px(8), px(1)), px(1))
        pygame.draw.line(surf, GOLD, (px(10), h - px(4)), (w - px(10), h - px(4)), px(1))
        pygame.draw.rect(surf, (22, 13, 8), surf.get_rect(), px(1), border_radius=px(8))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def draw_head(surface: pygame.Surface, p: pygame.Rect, lines: Sequence[pygame.Surface]) -> int:
    """The panel's head: the rendered `lines` (the title, its round or goal) on the head plate
    across the top of panel `p`; returns the y under it."""
    x, y = p.x + px(6), p.y + px(6)
    h = sum(line.get_height() + px(2) for line in lines) + px(12)
    surface.blit(head_plate((p.w - px(12), h)), (x, y))
    top = y + px(5)
    for line in lines:
        surface.blit(line, (x + px(8), top))
        top += line.get_height() + px(2)
    return y + h


def draw_scores_and_history(surface: pygame.Surface, p: pygame.Rect, y: int, rows: Sequence[tuple[str, int]],
                            current: int | None, size: int, face: Callable[[int, int], pygame.Surface],
                            log: Sequence[str], chip: Callable[[Any, tuple[int, int]], pygame.Surface],
                            lit: bool, you: int | None = None) -> pygame.Rect:
    """Below the head of panel `p` from `y`: the score pad (a medallion on each seat's row), then
    the play history; returns the history's tab (in `surface`'s coordinates)."""
    from .table_kit import score_pad
    medal = assets.font(size).get_linesize() + px(6)
    faces = [face(seat, medal) for seat in range(len(rows))]
    y += score_pad(surface, p.x + px(10), y, p.w - px(18), rows, current, size, faces) + px(12)
    area = pygame.Rect(p.x + px(8), y, p.w - px(14), p.bottom - px(8) - y)
    tab, _drawn = draw_history(surface, area, p.h, log, face, chip, "J", lit, [name for name, _points in rows], you)
    return tab


def draw_scores(surface: pygame.Surface, p: pygame.Rect, y: int, n: int, name: Callable[[int], str],
                totals: Sequence[int], current: int | None, size: int,
                face: Callable[[int, int], pygame.Surface]) -> int:
    """The score pad across rect `p` from `y`, a medallion on each of the `n` seats' rows (the
    drawer's, under its head plate); returns the y under it."""
    from .table_kit import score_pad
    rows = [(name(seat), totals[seat] if seat < len(totals) else 0) for seat in range(n)]
    medal = assets.font(size).get_linesize() + px(6)
    faces = [face(seat, medal) for seat in range(n)]
    return y + score_pad(surface, p.x + px(10), y, p.w - px(18), rows, current, size, faces) + px(8)
