"""Cabanga!, the table's second game: its rules, variants, AI and table view behind the game protocol."""

from __future__ import annotations

from typing import Any

from ...i18n import N_
from ..protocol import Game
from ..tour_screens import TourTable
from .rules import events, variant as variants


class CabangaGame(Game, package=__name__):
    """Cabanga! behind the game protocol (its package's parts serve the defaults by their names;
    rules/engine.py's is_legal: any set of fitting cards may be thrown, not only those listed)."""

    name = "cabanga"
    # TRANSLATORS: the game's name on the screens (French typography: "Cabanga !")
    title = N_("Cabanga!")
    felt = (104, 30, 46)  # the table's own baize under the table colour "own": a deep wine, the title tile's red
    default_variant = "standard"
    default_level = "solid"
    max_decks = variants.MAX_ROUNDS  # what a record may hold beyond the variant's bounds (docs/records.md)
    # the screenshot tour's screens at Cabanga!'s table (games/tour_screens.py)
    tour_tutorial = "cabanga_tutorial"
    tour_tables = (
        TourTable("cabanga", "standard", "frame:900"),
        # the thrown card come down on the Thrown pile under the ribbon (a review s50 at 46, the burst over
        # the player's fan: "no thrown card is visible: the banner covers the gap and the Thrown slot is empty")
        TourTable("cabanga_throw", "standard", events.CardsThrown, 78, ("Throw",), impacts=True),
        TourTable("cabanga_round_end", "standard", "scene:round_end", 150),
        TourTable("cabanga_game_over", "standard", "scene:game_over", 60),
    )
    # TRANSLATORS: a column of the statistics screen (Cabanga!): rounds the player ended with no cards
    stat_heads = (N_("Rounds gone out"),)

    def forced_action(self, state, alone: bool):
        from . import windows
        return windows.forced_action(self, state, alone)

    def quick_turn(self, state) -> bool:
        from . import windows
        return windows.quick_turn(state)

    def count_round(self, result, seat: int) -> dict[str, int]:
        return {"gone_out": int(seat < len(result.hands) and not result.hands[seat])}

    def stat_cells(self, counts: dict[str, int]) -> list[str]:
        return [str(counts.get("gone_out", 0))]

    def arena_counts(self, state, seat: int) -> dict[str, int]:
        return {"gone_out": sum(1 for r in state.history if not r.hands[seat]), "rounds": len(state.history)}

    arena_columns = (("out", "gone_out", "percent", 8),)

    def arena_figures(self, counts: dict[str, int]) -> dict[str, Any]:
        rounds = counts.get("rounds", 0)
        return {"gone_out": round(counts.get("gone_out", 0) / rounds, 4) if rounds else None}


GAME = CabangaGame()
