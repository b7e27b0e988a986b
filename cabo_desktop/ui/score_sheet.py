"""The score sheet (no scene): a row per player, a column per round (or a named column, as
Kobito's gold and score pile), the totals; and its drawing, shared by the round-end and
game-over screens."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..i18n import _, p_
from . import assets
from .portraits import portrait
from .widgets import wrap_text
from .theme import DIM, GOLD, RULE, WHITE, px

FAINT_RULE = (78, 64, 46)  # the rule between a roomy sheet's rows (RULE's tone, fainter)
HEAD_GAP = 3  # px between the heads' line and the first row (the rule sits in it)
LIT_ROW = (74, 62, 28)  # the band under the leader's row: the round winner's warm leather, darker
EVEN_ROW = (42, 33, 25)  # the band under every other line of the standings: the plate's walnut, a shade lighter
STANDINGS_PITCH = 1.6  # a standings line's least height, in medallions (a compact table, each line its band)
STANDINGS_FILL = 1.6  # ... and its most, in the medallions as drawn (they grow with the column, half as large
# again at the most): review s52 round 7, "the standings rows are very tall" at 2.3; the table is
# centred in its column instead (an earlier review: "the standings leave an empty band" under it)


@dataclass(frozen=True)
class SheetRound:
    """One column of the score sheet: the round's number, each seat's score, and the seats whose
    total was changed after it (a reset), marked with a star."""

    round_no: int
    scores: tuple[int, ...]
    marked: frozenset[int] = frozenset()
    label: str = ""  # the column's head instead of "R3" (Kobito's "Gold", "Score pile")


@dataclass(frozen=True)
class ScoreSheet:
    """What a score sheet shows: a row per player, a column per round, the totals."""

    names: tuple[str, ...]
    rounds: tuple[SheetRound, ...]
    totals: tuple[int, ...]
    lower_wins: bool = True

    @property
    def best(self) -> int:
        return (min if self.lower_wins else max)(self.totals) if self.totals else 0


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, sheet: ScoreSheet, size: int = 16,
               totals: bool = True, compact: bool = False, order: Sequence[int] = (), leading: int = 0) -> int:
    """The score sheet: a row per player (the seats in `order`, e.g. the game's ranking; their
    seats' order when not given), a column per round so far (scores), and the total (without it
    where `totals` is False: the round end's rows tell it); `compact` lines are closer together,
    `leading` px more between the players' rows (each then parted from the next by a faint rule).
    Returns the height used."""
    rounds = sheet.rounds
    name_w = (max(int(rect.w * 0.24), min(int(rect.w * 0.4), sheet_names_w(sheet, size))) if totals
              else min(rect.w - len(rounds) * px(30), sheet_names_w(sheet, size)))
    total_w = max(px(70), assets.text_width(_("Total"), size, True) + px(14)) if totals else 0
    if not rounds:  # names and totals only (a game without rounds): a narrow block, centred
        name_w = min(rect.w - total_w, max(name_w, int(rect.w * 0.4)))
        rect = pygame.Rect(rect.centerx - (name_w + total_w) // 2, rect.y, name_w + total_w, rect.h)
    col_w = (rect.w - name_w - total_w) / max(1, len(rounds)) if rounds else px(60)
    labelled = any(column.label for column in rounds)
    # a named column as wide as its name at the sheet's size needs (Kobito's "Score pile" at 1080p)
    named = max((assets.text_width(c.label, size, True) + px(18) for c in rounds if c.label), default=0)
    col_w = min(max(px(120), named) * (1.3 if leading else 1) if labelled else px(58), col_w)  # roomy: wider too
    if labelled:  # a few named columns (Kobito): the block centred, like names and totals alone
        used = int(name_w + col_w * len(rounds) + total_w)
        rect = pygame.Rect(rect.centerx - used // 2, rect.y, used, rect.h)
    font_size = size if col_w >= px(40) else max(px(10), int(size * col_w / px(44)))
    line = font_size + px(4 if compact else 8)
    row_h = line + leading
    # the total right after the last round (no wide gap when few rounds have been played)
    total_right = min(rect.right, int(rect.x + name_w + col_w * len(rounds) + total_w))
    y = rect.y
    surface.blit(assets.text(_("Player"), font_size, DIM, True), (rect.x, y))
    for k, column in enumerate(rounds):
        # TRANSLATORS: a column of the score sheet: round {n} ("R3"); keep it as short
        head = column.label or p_("score sheet", "R{n}").format(n=column.round_no)
        img = assets.fit_text(head, font_size, int(col_w) - px(6), DIM, True)
        surface.blit(img, img.get_rect(midtop=(rect.x + name_w + col_w * (k + 0.5), y)))
    if totals:
        img = assets.text(_("Total"), font_size, DIM, True)
        surface.blit(img, img.get_rect(topright=(total_right, y)))
    y += line + px(HEAD_GAP)  # the rule under the heads clear of their descenders
    pygame.draw.line(surface, RULE, (rect.x, y - px(4)), (total_right, y - px(4)), px(1))
    best = sheet.best
    for k_row, seat in enumerate(order or range(len(sheet.names))):
        name, total = sheet.names[seat], sheet.totals[seat]
        colour = GOLD if total == best else WHITE
        if leading and k_row:  # the rows parted by a faint rule in the middle of their leading
            pygame.draw.line(surface, FAINT_RULE, (rect.x, y - px(4) + leading // 2), (total_right, y - px(4) + leading // 2))
        y += leading // 2
        if total == best:  # the leader's row lit: a warm band under it, a gold rule at its foot
            lit = pygame.Rect(rect.x - px(8), y - px(2) - leading // 3, total_right - rect.x + px(16),
                              font_size + px(6) + 2 * (leading // 3))
            pygame.draw.rect(surface, LIT_ROW, lit, border_radius=px(4))
            pygame.draw.line(surface, (150, 118, 48), (lit.x + px(4), lit.bottom - 1), (lit.right - px(4), lit.bottom - 1))
        surface.blit(assets.fit_text(name, font_size, name_w - px(8), colour, True), (rect.x, y))
        for k, column in enumerate(rounds):
            marked = seat in column.marked
            img = assets.text(f"{column.scores[seat]}{'*' if marked else ''}", font_size,
                              (255, 170, 120) if marked else WHITE)
            surface.blit(img, img.get_rect(midtop=(rect.x + name_w + col_w * (k + 0.5), y)))
        if totals:
            img = assets.text(str(total), font_size, colour, True)
            surface.blit(img, img.get_rect(topright=(total_right, y)))
        y += line + leading - leading // 2
    return y - rect.y


def sheet_names_w(sheet: ScoreSheet, size: int) -> int:
    """The width of the sheet's names column at `size` (its widest name, or its head)."""
    return max([assets.text_width(_("Player"), size, True)] +
               [assets.text_width(name, size, True) for name in sheet.names]) + px(14)


def sheet_height(players: int, size: int, compact: bool = False, leading: int = 0) -> int:
    """The height draw_sheet uses for `players` rows at `size` (its head and a line a player)."""
    return ((size + px(4 if compact else 8)) * (players + 1) + leading * players + px(HEAD_GAP) + size // 4
            + px(4))  # the last line's descent


def wrap_balanced(content: str, size: int, width: int) -> list[str]:
    """A caption cut into lines of at most `width` pixels, evened out: the narrowest width that
    keeps as few lines, so no short word ("+10.") is left alone on the last line."""
    lines = wrap_text(content, size, width, indent="")
    if len(lines) < 2:
        return lines
    low, high = width // 2, width
    while low < high:
        mid = (low + high) // 2
        if len(wrap_text(content, size, mid, indent="")) <= len(lines):
            high = mid
        else:
            low = mid + 1
    return wrap_text(content, size, high, indent="")


RISE_TIME = 0.35  # the round's and the game's sheet rising into place (ease-out)


def seat_portrait(table, seat: int, size: int) -> pygame.Surface | None:
    """A seat's portrait for the round's and the game's sheets (None where the table has none)."""
    level_of = getattr(table, "level_of", None)
    if level_of is None or seat >= getattr(table, "n", 0):
        return None
    return portrait(level_of(seat), table.name(seat), size, getattr(table, "game", None))


ROUND_COL = 32  # px: the least width of a round's column in the standings
STANDINGS_INSET = 32  # px between the standings' plate's edge and their columns, each side (review s52
# round 8: "'Total' is jammed against the right border" at 20)


def standings_title_size(size: int) -> int:
    """The standings' title's type at the table's type `size`: a step larger."""
    return size + max(1, size // 6)


def standings_title_h(size: int) -> int:
    """The height the standings' title takes above their heads (its line and the air under it)."""
    return assets.font(standings_title_size(size), True).get_height() + px(3)


def standings_order(sheet: ScoreSheet) -> list[int]:
    """The seats from the best total to the worst (ties in seat order)."""
    sign = 1 if sheet.lower_wins else -1
    return sorted(range(len(sheet.names)), key=lambda seat: (sign * sheet.totals[seat], seat))


def standings_width(sheet: ScoreSheet, size: int, rounds: bool = True) -> int:
    """The width `draw_standings` needs at `size`: the rank, the medallion, the names, a column a
    round (without them: not `rounds`) and the total (the caller may give less: the earliest
    rounds then give way)."""
    face = standings_face(size)
    total_w = standings_total_w(sheet, size)
    return (px(20 + 2 * STANDINGS_INSET - 40) + face + px(8) + sheet_names_w(sheet, size)
            + len(sheet.rounds) * px(50) * rounds + total_w)  # the plate's sides STANDINGS_INSET, not 20


def standings_total_w(sheet: ScoreSheet, size: int) -> int:
    """The standings' total column at `size`: its widest total or its head, whichever is wider
    (the head reaching over the rounds' columns read "R1Total" at 1920x1080, review s50)."""
    return max([assets.text_width("00", size, True) + px(14), assets.text_width(_("Total"), size, True) + px(10)]
               + [assets.text_width(str(t), size, True) + px(14) for t in sheet.totals])


def standings_face(size: int) -> int:
    """The standings' medallion diameter at the type `size`."""
    return size * 2 + size // 3


def standings_height(players: int, size: int) -> int:
    """The least height `draw_standings` needs for `players` rows at `size`."""
    return size + px(8 + HEAD_GAP) + players * (standings_face(size) + px(8))


def draw_standings(surface: pygame.Surface, rect: pygame.Rect, sheet: ScoreSheet, size: int, face,
                   centred: bool = True) -> int:
    """The round end's standings filling `rect` (its column beside the rows, issue 40: "the right
    column is empty"): the heads (player, a column a round, the total), then a row a player from
    the leader down, spread evenly over the height, each with its rank, its medallion (`face(seat,
    diameter)`, None: none), its name, its score each round (the latest that fit) and its total;
    the leader lit; the table centred in the height, or at its top (not `centred`: under a title).
    Returns the y of its last line's foot."""
    d = standings_face(size)
    head_h = size + px(8 + HEAD_GAP)
    n = max(1, len(sheet.names))
    # a banded table, a line a player (review s51: "the score panel's rows are widely spaced"; rows
    # spread over the height floated apart, level with nothing), the medallions as large as the
    # column's height and width let them (up to half as large again), each line at most
    # STANDINGS_FILL medallions tall (review s52 round 7: "very tall"), the table centred in the column
    avail = (rect.h - head_h) // n
    total_w = standings_total_w(sheet, size)
    rank_w = px(26)  # the rank's gutter: its figure centred, clear of the medallion (review s51: "jammed")
    names_w, least = sheet_names_w(sheet, size), px(ROUND_COL)
    spare = rect.w - total_w - rank_w - d - px(8) - names_w - px(50)  # beyond a full round's column
    d = max(d, min(d * 3 // 2, int(avail / STANDINGS_FILL), d + spare))
    pitch = max(d + px(6), min(int(d * STANDINGS_FILL), avail))
    need = least if sheet.rounds else 0  # the latest round's column, kept at every size
    room = rect.w - total_w - rank_w - d - px(8) - names_w  # the rounds' columns, the latest kept
    if room < need:  # a narrow column keeps every column (review s51: "at 1280 the scoreboard loses its R1
        give = max(0, min(need - room, d - int(size * 1.4)))  # column and the rank numbers"): smaller
        d, room = d - give, room + give  # medallions, then the names a little smaller (fit_text),
        give = max(0, min(need - room, names_w // 3))  # then the ranks' gutter narrower
        names_w, room = names_w - give, room + give
        give = max(0, min(need - room, rank_w - px(12)))
        rank_w, room = rank_w - give, room + give
    name_x = rect.x + rank_w + d + px(8)
    fit = room // least
    shown = sheet.rounds[-fit:] if sheet.rounds and fit > 0 else ()  # none on a narrow column: the totals
    col = min(px(50), room // max(1, len(shown)))
    figures = size if col >= px(40) else size - px(2)  # a narrow round's column: its figures a step smaller
    sheet = ScoreSheet(sheet.names, tuple(shown), sheet.totals, sheet.lower_wins)
    cols_x = rect.right - total_w - len(shown) * col
    named = size  # every name at one size: the widest's that fits (one name shrunk alone read as a misprint)
    while named > px(12) and max(assets.text_width(n, named, True) for n in sheet.names) > cols_x - name_x - px(6):
        named -= 1
    y = rect.y + max(0, (rect.h - head_h - n * pitch) // 2) * centred  # centred: as much air above as below
    # the head as narrow as the names' column (French "Joueur" ran into "Total" at 1024x600)
    surface.blit(assets.fit_text(_("Player"), size, max(px(20), cols_x - name_x - px(6)), DIM, True), (name_x, y))
    for k, column in enumerate(sheet.rounds):
        head = column.label or p_("score sheet", "R{n}").format(n=column.round_no)
        img = assets.fit_text(head, size, col - px(4), DIM, True)
        surface.blit(img, img.get_rect(midtop=(cols_x + col * k + col // 2, y)))
    img = assets.text(_("Total"), size, DIM, True)
    surface.blit(img, img.get_rect(topright=(rect.right, y)))
    y += size + px(8)
    pygame.draw.line(surface, RULE, (rect.x, y), (rect.right, y), px(1))
    y += px(HEAD_GAP)
    best = sheet.best
    for rank, seat in enumerate(standings_order(sheet), 1):
        lead = sheet.totals[seat] == best
        mid = y + pitch // 2
        band = pygame.Rect(rect.x - px(4), y + px(1), rect.w + px(8), pitch - px(2))  # inside the plate's stitches
        if lead:  # the leader's row lit: a warm band under it, a gold rule at its foot
            pygame.draw.rect(surface, LIT_ROW, band, border_radius=px(6))
            pygame.draw.line(surface, (150, 118, 48), (band.x + px(6), band.bottom - 1), (band.right - px(6), band.bottom - 1))
        elif rank % 2 == 0:  # every other line a shade lighter: the lines read as one table
            pygame.draw.rect(surface, EVEN_ROW, band, border_radius=px(6))
        colour = GOLD if lead else WHITE
        if rank_w:
            number = assets.text(str(rank), max(px(12), size - px(3)), GOLD if lead else DIM, True)
            surface.blit(number, number.get_rect(center=(rect.x + max(rank_w - px(6), rank_w * 2 // 3) // 2, mid)))
        picture = face(seat, d) if face is not None else None
        if picture is not None:
            at = picture.get_rect(center=(rect.x + rank_w + d // 2, mid))
            pygame.draw.circle(surface, GOLD if lead else (150, 122, 60), at.center, d // 2 + px(1), px(2))
            surface.blit(picture, at)
        name = assets.fit_text(sheet.names[seat], named, max(px(20), cols_x - name_x - px(6)), colour, True)
        surface.blit(name, name.get_rect(midleft=(name_x, mid)))
        for k, column in enumerate(sheet.rounds):
            marked = seat in column.marked
            img = assets.text(f"{column.scores[seat]}{'*' if marked else ''}", figures,
                              (255, 170, 120) if marked else WHITE)
            surface.blit(img, img.get_rect(center=(cols_x + col * k + col // 2, mid)))
        img = assets.text(str(sheet.totals[seat]), size, colour, True)
        surface.blit(img, img.get_rect(midright=(rect.right, mid)))
        y += pitch
    return y
