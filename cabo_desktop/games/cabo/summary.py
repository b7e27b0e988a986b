"""CABO's replay summary for the command line: `replay --json` keys and the text it prints."""

from __future__ import annotations

from typing import Any


def replay_summary(replay) -> dict[str, Any]:
    """The JSON shape printed by `replay --json` (documented in docs/records.md). The hands of a
    round still being played are "?": a save or autosave replayed at a hot-seat table must not
    show anyone the cards still face down (scored rounds were shown to everyone at the table)."""
    final = replay.final
    rs = final.round
    faces = final.variant.faces

    def current(card: int) -> str:
        return faces[card].code if final.over else "?"
    return {
        "variant": final.variant.name,
        "seats": [s.name for s in replay.record.seats],
        "actions": len(replay.actions),
        "over": final.over,
        "winners": list(final.winners),
        "totals": list(final.totals),
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
            "to_act": rs.to_act if rs.to_act >= 0 else None,
            "hands": [[current(c) for c in hand] for hand in rs.hands],
            "deck_size": len(rs.deck),
            "discard_top": faces[rs.discard[-1]].code if rs.discard else None,
            "caller": rs.caller if rs.caller >= 0 else None,
        },
    }


def replay_lines(summary: dict[str, Any], title: str) -> list[str]:
    """The replay in words for the terminal (developers' English)."""
    out: list[str] = []
    names = summary["seats"]
    out.append(f"{title}: {len(names)} seats ({', '.join(names)}), {summary['actions']} actions")
    for r in summary["rounds"]:
        caller = f"CABO by {names[r['caller']]}" if r["caller"] is not None else "no CABO"
        extra = f", Kamikaze by {names[r['kamikaze']]}" if r["kamikaze"] is not None else ""
        out.append(f"Round {r['round']} (start {names[r['start_seat']]}, {caller}, ended by {r['ended_by']}{extra})")
        for seat, name in enumerate(names):
            cards = " ".join(r["hands"][seat]) or "-"
            out.append(f"  {name:<12} {cards:<28} sum {r['sums'][seat]:>3}  score {r['scores'][seat]:>3}  total {r['totals'][seat]:>4}")
    state = summary["state"]
    if summary["over"]:
        winners = " and ".join(names[w] for w in summary["winners"])
        out.append(f"Game over: {winners} won. Totals: " + ", ".join(f"{n} {t}" for n, t in zip(names, summary["totals"])))
    else:
        out.append(f"Game in progress: round {state['round']}, {state['phase']}, {names[state['to_act']]} to act")
        for seat, name in enumerate(names):
            out.append(f"  {name:<12} {' '.join(state['hands'][seat])}")
        out.append(f"  deck {state['deck_size']} cards, discard top {state['discard_top']}")
    return out
