"""Kobito, the table's third game: its rules, variants, AI and table view behind the game protocol."""

from __future__ import annotations

from typing import Any

from ...i18n import N_
from ..protocol import AiLevel, Game, translated_levels
from ..tour_screens import TourTable
from .rules import actions, engine, events, observation, variant as variants


class KobitoGame(Game):
    name = "kobito"
    # TRANSLATORS: the game's name on the screens (Ukrainian: Кобіто, as in the variant's title)
    title = N_("Kobito")
    lower_total_wins = False  # the most points win
    plays_in_rounds = False  # the game is one deal played to its end
    default_variant = "standard"
    default_level = "solid"
    builtin_variants = variants.BUILTIN_NAMES
    variant_error = variants.VariantError
    illegal_action = engine.IllegalAction
    setup_error = engine.SetupError
    notation_error = actions.NotationError
    # what a record may hold (docs/records.md, "Bounds")
    max_seats = variants.MAX_SEATS
    max_decks = 1  # the one rainbow deck
    max_deck_cards = variants.MAX_CARDS
    max_record_actions = variants.MAX_ACTIONS
    # the screenshot tour's screens at Kobito's table (games/tour_screens.py)
    tour_tutorial = "kobito_tutorial"
    tour_tables = (
        TourTable("kobito", "standard", "frame:700", 0, ("Start",)),
        TourTable("kobito_pot", "standard", events.PotWon, 30),
        TourTable("kobito_game_over", "standard", "scene:game_over", 60),
    )
    # TRANSLATORS: a column of the statistics screen (Kobito): pots of gold won
    stat_heads = (N_("Pots won"),)

    def load_builtin(self, name: str):
        return variants.load_builtin(name)

    def variant_from_data(self, data: Any, source: str):
        return variants.variant_from_data(data, source)

    def max_actions(self, variant) -> int:
        return variants.max_actions(variant)

    new_game = staticmethod(engine.new_game)
    legal_actions = staticmethod(engine.legal_actions)
    apply = staticmethod(engine.apply)
    observe = staticmethod(observation.observe)
    observe_all = staticmethod(observation.observe_all)
    format_action = staticmethod(actions.format_action)
    parse_action = staticmethod(actions.parse_action)

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

    def ai_levels(self) -> dict[str, AiLevel]:
        from .ai.levels import LEVELS
        return translated_levels(LEVELS)

    def rules_sections(self, variant) -> list[tuple[str, list[str]]]:
        from .rules_text import rules_sections
        return rules_sections(variant)

    def count_round(self, result, seat: int) -> dict[str, int]:
        return {"pots": result.pots[seat] if seat < len(result.pots) else 0}

    def stat_cells(self, counts: dict[str, int]) -> list[str]:
        return [str(counts.get("pots", 0))]

    def arena_counts(self, state, seat: int) -> dict[str, int]:
        return {"pots": len(state.gold_won[seat]), "score_pile": len(state.penalties[seat])}

    arena_columns = (("pots", "pots", "int", 6), ("score pile", "score_pile", "int", 11))

    def arena_figures(self, counts: dict[str, int]) -> dict[str, Any]:
        return {"pots": counts.get("pots", 0), "score_pile": counts.get("score_pile", 0)}

    def replay_summary(self, replay) -> dict[str, Any]:
        from .summary import replay_summary
        return replay_summary(replay)

    def replay_lines(self, summary: dict[str, Any], title: str) -> list[str]:
        from .summary import replay_lines
        return replay_lines(summary, title)

    def ui(self):
        from . import table
        return table

    def shuffle_unseen(self, state, seat, rng):
        """The same table with every card `seat` cannot see dealt anew (leak and honesty tests)."""
        from .rules.unseen import shuffle_unseen
        return shuffle_unseen(state, seat, rng)


GAME = KobitoGame()
