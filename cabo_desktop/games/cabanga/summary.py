"""Cabanga!'s replay summary for the command line: `replay --json` keys and the text it prints."""

from __future__ import annotations

from typing import Any

from ...core.replay_text import play_state, replay_text, scored_rounds, summary_head


def replay_summary(replay) -> dict[str, Any]:
    """The JSON shape printed by `replay --json` (docs/records.md). The hands of a round still
    being played are "?": a save replayed at a hot-seat table must not show anyone a hand (scored
    rounds were shown to everyone at the table)."""
    final = replay.final

    def codes(cards) -> list[str]:
        return [c.code for c in cards]
    return {
        **summary_head(replay),
        "rounds": [
            {
                "round": r.round_no,
                "start_seat": r.start,
                "out": [seat for seat, hand in enumerate(r.hands) if not hand],
                "hands": [codes(hand) for hand in r.hands],
                "scores": list(r.scores),
                "totals": list(r.totals),
                "winners": list(r.winners),
            }
            for r in final.history
        ],
        "state": {
            "round": final.round_no,
            **play_state(final.to_act, final.over, final.hands),
            "piles": [[codes(side) for side in row] for row in final.piles],
            "penalty_size": len(final.penalty),
            "thrown": codes(final.thrown),
        },
    }


def replay_lines(summary: dict[str, Any], title: str) -> list[str]:
    """The replay in words for the terminal (developers' English): each round and who went out."""
    return replay_text(summary, title, scored_rounds(summary, _gone_out, 40), _in_progress)


def _gone_out(r: dict[str, Any], names: list[str]) -> str:
    """Who went out in a round ("out: Ann and Bob")."""
    return "out: " + (" and ".join(names[s] for s in r["out"]) or "nobody")


def _in_progress(state: dict[str, Any], names: list[str]) -> list[str]:
    """The round being played: who is to act, how many cards each holds, the piles."""
    return [f"Game in progress: round {state['round']}, {names[state['to_act']]} to act",
            *(f"  {name:<12} {len(state['hands'][seat])} cards" for seat, name in enumerate(names)),
            f"  penalty pile {state['penalty_size']} cards, thrown pile {len(state['thrown'])} cards"]
