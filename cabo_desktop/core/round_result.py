"""What every game's finished round holds (no pygame): its number, each seat's score, the totals
after it and its winners, the `RoundFacts` the shell reads of a state's `history`. A game's own
result subclasses it and adds its fields after these (Cabanga!'s start seat and hands at the
count, Kobito's pots, whose one game is its one "round")."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RoundScores:
    """A finished round: its number, each seat's score in it, the totals after it, its winners."""

    round_no: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
