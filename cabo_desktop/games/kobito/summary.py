"""Kobito's replay summary for the command line: `replay --json` keys and the text it prints."""

from __future__ import annotations

from typing import Any

from ...core.replay_text import play_state, replay_text, summary_head


def _rainbow(rainbow) -> list[str]:
    return [spot.top.code for spot in rainbow]


def replay_summary(replay) -> dict[str, Any]:
    """The JSON shape of `replay --json` (docs/records.md). Hands are "?" while the game is being
    played: a save replayed at a hot-seat table must not show anyone a hand."""
    final = replay.final
    v = final.variant
    return {
        **summary_head(replay),
        "gold_won": [[{"length": v.gold[g].length, "points": v.gold[g].points} for g in won] for won in final.gold_won],
        "score_piles": [[c.code for c in pile] for pile in final.penalties],
        "state": {
            **play_state(final.to_act, final.over, final.hands),
            "pots": [{"length": v.gold[g].length, "points": v.gold[g].points, "rainbow": _rainbow(rb)}
                     for g, rb in final.pots],
            "workshops": [[_rainbow(rb) for rb in ws] for ws in final.workshops],
            "deck_size": len(final.deck),
            "gold_left": len(final.gold_deck),
        },
    }


def replay_lines(summary: dict[str, Any], title: str) -> list[str]:
    """The replay in words for the terminal (developers' English): each seat's gold and total (the
    game-over line names no totals: these lines say them)."""
    return replay_text(summary, title, [_gold_line(summary, seat) for seat in range(len(summary["seats"]))],
                       _in_progress, totals=False)


def _gold_line(summary: dict[str, Any], seat: int) -> str:
    """A seat's gold cards won (points and length), its score pile and its total."""
    gold = " ".join(f"{g['points']}({g['length']})" for g in summary["gold_won"][seat]) or "-"
    pile = len(summary["score_piles"][seat])
    return f"  {summary['seats'][seat]:<12} gold {gold:<30} score pile {pile:>2}  total {summary['totals'][seat]:>4}"


def _in_progress(state: dict[str, Any], names: list[str]) -> list[str]:
    """The game being played: who is to act, the gold cards left, each pot's rainbow."""
    return [f"Game in progress: {names[state['to_act']]} to act, {state['gold_left']} gold cards left",
            *(f"  pot {pot['points']} points for {pot['length']}: {' '.join(pot['rainbow'])}" for pot in state["pots"])]
