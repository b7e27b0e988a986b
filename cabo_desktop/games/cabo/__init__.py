"""CABO, the table's first game: its rules, variants, AI and table view behind the game protocol."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...i18n import N_
from ..protocol import Game
from ..tour_screens import TourTable
from .rules import actions, events, observation


class CaboGame(Game, package=__name__):
    """CABO behind the game protocol: its package's parts serve the protocol's defaults by their
    names (rules/engine.py's functions, whose is_legal takes an exchange of more than four cards
    that legal_actions does not list; rules/refusals.py's refusal, a key the table words; the
    errors, the bounds, rules/variant.py, summary.py, ...)."""

    name = "cabo"
    # TRANSLATORS: the game's name on the screens (a brand: usually kept)
    title = N_("CABO")
    felt = (22, 74, 98)  # the table's own baize under the table colour "own": a deep blue-teal, the title tile's starry navy
    default_variant = "official"
    default_level = "casual"
    memory_aid = True  # the settings screen's Memory aid (off by default in the official variant)
    # what a record may hold beyond the variant's own bounds (docs/records.md, "Bounds")
    max_decks = 100  # for the first rounds
    # the screenshot tour's screens at CABO's table (games/tour_screens.py)
    tour_tutorial = "tutorial"
    tour_tables = (
        TourTable("table", "official", "frame:440"),  # your first look held, face up
        TourTable("kaboo", "kaboo", events.SnapHit, 40, impacts=True),  # the slap's sparks
        TourTable("peek", "official", events.CardPeeked, 40, ("Peek",)),
        TourTable("spy", "official", events.CardSpied, 40, ("Spy",)),
        TourTable("swap", "official", events.CardsSwapped, 14, ("Swap",)),
        TourTable("multi", "official", events.CardsSlidOut, 16,
                  (lambda a: isinstance(a, actions.Exchange) and len(a.slots) >= 2,)),
        TourTable("cabo", "official", events.CaboCalled, 4, ("CallCabo",), impacts=True),  # the plate shaken
        TourTable("round_end", "official", "scene:round_end", 150),
        TourTable("game_over", "official", "scene:game_over", 60),
    )

    # the statistics screen's extra columns: marked here, translated where they are drawn (stats.py)
    # TRANSLATORS: a column of the statistics screen: how many times CABO was called (and the share
    # of those calls that won the round); keep it short
    stat_heads = (N_("CABO calls (success)"),
                  # TRANSLATORS: a column of the statistics screen: Kamikaze hands; keep it short
                  N_("Kamikazes"))

    def forced_action(self, state, alone: bool):
        from . import windows
        return windows.forced_action(self, state, alone)

    def window_timeout(self, state):
        from . import windows
        return windows.window_timeout(state)

    def quick_turn(self, state) -> bool:
        from . import windows
        return windows.quick_turn(state)

    def observe_all(self, state):
        obs = observation.observe(state, 0)
        everyone = frozenset(range(state.n_seats))
        hands = tuple(tuple(observation.SlotView(state.face(card), True, everyone) for card in hand)
                      for hand in state.round.hands)
        drawn = state.face(state.round.drawn) if state.round.drawn >= 0 else None
        return replace(obs, hands=hands, drawn=drawn if obs.holding else obs.drawn)

    def make_agent(self, level: str, seed: int = 0):
        from .ai.levels import make_agent
        return make_agent(level, seed)

    def random_agent(self):
        from .ai.random_agent import RandomAgent
        return RandomAgent()

    def count_round(self, result, seat: int) -> dict[str, int]:
        called = result.caller == seat
        return {"cabo_calls": int(called), "cabo_successes": int(called and seat in result.winners),
                "kamikazes": int(result.kamikaze == seat)}

    def stat_cells(self, counts: dict[str, int]) -> list[str]:
        calls = counts.get("cabo_calls", 0)
        rate = f" ({counts.get('cabo_successes', 0) / calls:.0%})" if calls else ""
        return [f"{calls}{rate}", str(counts.get("kamikazes", 0))]

    def arena_counts(self, state, seat: int) -> dict[str, int]:
        """CABO calls of the seat, and those where the caller had the lowest sum (or Kamikaze)."""
        calls = won = 0
        for result in state.history:
            if result.caller == seat:
                calls += 1
                won += result.sums[seat] == min(result.sums) or result.kamikaze == seat
        return {"calls": calls, "calls_won": won}

    arena_columns = (("CABO calls", "cabo_calls", "int", 12), ("success", "cabo_success", "percent", 9))

    def arena_figures(self, counts: dict[str, int]) -> dict[str, Any]:
        calls = counts.get("calls", 0)
        return {"cabo_calls": calls, "cabo_success": round(counts.get("calls_won", 0) / calls, 4) if calls else None}

    def seats_for(self, variant, seats: int):
        players = variant.players
        if seats > players.max and players.stretch_max and seats <= players.stretch_max and not players.allow_stretch:
            return variant.with_settings({"players.allow_stretch": True})
        return variant


GAME = CaboGame()
