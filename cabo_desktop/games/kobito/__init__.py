"""Kobito, the table's third game: its rules, variants, AI and table view behind the game protocol."""

from __future__ import annotations

from typing import Any

from ...i18n import N_
from ..protocol import Game
from ..tour_screens import TourTable
from .rules import engine, events, variant as variants


class KobitoGame(Game, package=__name__):
    """Kobito behind the game protocol (its package's parts serve the defaults by their names)."""

    name = "kobito"
    # TRANSLATORS: the game's name on the screens (Ukrainian: Кобіто, as in the variant's title)
    title = N_("Kobito")
    lower_total_wins = False  # the most points win
    plays_in_rounds = False  # the game is one deal played to its end
    felt = (66, 42, 106)  # the table's own baize under the table colour "own": a dusk plum, the title tile's rainbow dusk
    default_variant = "standard"
    default_level = "solid"
    # what a record may hold beyond the variant's own bounds (docs/records.md, "Bounds")
    max_decks = 1  # the one rainbow deck
    max_deck_cards = variants.MAX_CARDS
    # the screenshot tour's screens at Kobito's table (games/tour_screens.py)
    tour_tutorial = "kobito_tutorial"
    tour_tables = (
        TourTable("kobito", "standard", "frame:715", 0, ("Start",), settle=15),  # your prompt at rest
        TourTable("kobito_pot", "standard", events.PotWon, 18, impacts=True),  # coins springing
        TourTable("kobito_game_over", "standard", "scene:game_over", 60),
    )
    # TRANSLATORS: a column of the statistics screen (Kobito): pots of gold won
    stat_heads = (N_("Pots won"),)

    def refusal(self, state, action):
        """Why the rules refuse `action` now (a core.feed.Refusal the table words), or None."""
        from .rules.refusals import reason
        try:
            engine.apply(state, action)
        except engine.IllegalAction:
            return reason(state, action)
        return None

    def quick_turn(self, state) -> bool:
        """The next move of a turn already begun comes after the short pause."""
        return state.played > 0

    def count_round(self, result, seat: int) -> dict[str, int]:
        return {"pots": result.pots[seat] if seat < len(result.pots) else 0}

    def stat_cells(self, counts: dict[str, int]) -> list[str]:
        return [str(counts.get("pots", 0))]

    def arena_counts(self, state, seat: int) -> dict[str, int]:
        return {"pots": len(state.gold_won[seat]), "score_pile": len(state.penalties[seat])}

    arena_columns = (("pots", "pots", "int", 6), ("score pile", "score_pile", "int", 11))

    def arena_figures(self, counts: dict[str, int]) -> dict[str, Any]:
        return {"pots": counts.get("pots", 0), "score_pile": counts.get("score_pile", 0)}


GAME = KobitoGame()
