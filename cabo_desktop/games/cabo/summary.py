"""CABO's replay summary for the command line: `replay --json` keys and the text it prints."""

from __future__ import annotations

from typing import Any

from ...core.replay_text import play_state, replay_text, scored_rounds, summary_head


def replay_summary(replay) -> dict[str, Any]:
    """The JSON shape printed by `replay --json` (documented in docs/records.md). The hands of a
    round still being played are "?": a save or autosave replayed at a hot-seat table must not
    show anyone the cards still face down (scored rounds were shown to everyone at the table)."""
    final = replay.final
    rs = final.round
    faces = final.variant.faces
    return {
        **summary_head(replay),
        "rounds": [
            {
                "round": r.round_no,
                "start_seat": r.start_seat,
                "caller": r.caller,
                "ended_by": r.end_reason,
                "hands": [[c.code for c in hand] for hand in r.hands],
                "sums": list(r.sums),
                "scores": list(r.scores),
                "totals": list(r.totals),
                "kamikaze": r.kamikaze,
                "winners": list(r.winners),
            }
            for r in final.history
        ],
        "state": {
            "round": rs.round_no,
            "phase": rs.phase.name.lower(),
            **play_state(rs.to_act, final.over, rs.hands, lambda card: faces[card].code),
            "deck_size": len(rs.deck),
            "discard_top": faces[rs.discard[-1]].code if rs.discard else None,
            "caller": rs.caller if rs.caller >= 0 else None,
        },
    }


def replay_lines(summary: dict[str, Any], title: str) -> list[str]:
    """The replay in words for the terminal (developers' English): each round with its sums."""
    return replay_text(summary, title, scored_rounds(summary, _call, 28, sums=True), _in_progress)


def _call(r: dict[str, Any], names: list[str]) -> str:
    """Who called CABO in a round, how it ended, and a Kamikaze."""
    caller = f"CABO by {names[r['caller']]}" if r["caller"] is not None else "no CABO"
    extra = f", Kamikaze by {names[r['kamikaze']]}" if r["kamikaze"] is not None else ""
    return f"{caller}, ended by {r['ended_by']}{extra}"


def _in_progress(state: dict[str, Any], names: list[str]) -> list[str]:
    """The round being played: its phase, who is to act, the hands as the summary shows them."""
    return [f"Game in progress: round {state['round']}, {state['phase']}, {names[state['to_act']]} to act",
            *(f"  {name:<12} {' '.join(state['hands'][seat])}" for seat, name in enumerate(names)),
            f"  deck {state['deck_size']} cards, discard top {state['discard_top']}"]
