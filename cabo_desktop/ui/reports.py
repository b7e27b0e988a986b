"""What the shell's round-end and game-over screens show: data a game's table fills in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .score_sheet import ScoreSheet


@dataclass(frozen=True)
class ReportRow:
    """One player's line of the round-end panel: the number that counts up (CABO: the card sum),
    then, once counted, the round's cells (score, total, remarks)."""

    name: str
    count_to: int
    cells: tuple[str, ...]
    highlight: bool = False  # a round winner: drawn in gold and bold
    cards: tuple[Any, ...] = ()  # the cards the player held, shown face up in the row
    # stamps on the player's row, as (kind, words): kind "caller" (CABO called), "penalty" (its
    # points, "+10"), "kamikaze", "out" (no cards left) or "winner"; the words already translated
    marks: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class RoundReport:
    heading: str  # "Round 3 — Ann called CABO"
    heads: tuple[str, ...]  # the column heads: player, the counted number, then the cells
    rows: tuple[ReportRow, ...]
    notes: tuple[str, ...]  # the scoring in words (bonus, penalty, resets, the game's end)
    sheet: ScoreSheet  # every round so far
    card_image: Callable[[Any, tuple[int, int]], Any] | None = None  # (card, size) -> a face surface
    card_back: Callable[[tuple[int, int]], Any] | None = None  # size -> the game's back (the flip's first half)
    # a key to the cards' symbols, a line under the rows: (picture, words), the symbol's picture at
    # a side (side -> surface) and what it counts ("= 1 penalty point: ..."); () where none
    legend: tuple = ()


@dataclass(frozen=True)
class GameOverReport:
    headline: str  # "Ann wins the game!"
    subline: str  # "CABO (official 2019 rules) · 8 rounds · lowest total wins"
    sheet: ScoreSheet
