"""Cabanga!'s replay summary for the command line: `replay --json` keys and the text it prints."""

from __future__ import annotations

from typing import Any


def replay_summary(replay) -> dict[str, Any]:
    """The JSON shape printed by `replay --json` (docs/records.md). The hands of a round still
    being played are "?": a save replayed at a hot-seat table must not show anyone a hand (scored
    rounds were shown to everyone at the table)."""
    final = replay.final

    def codes(cards) -> list[str]:
        return [c.code for c in cards]
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
            "to_act": final.to_act if final.to_act >= 0 else None,
            "hands": [codes(hand) if final.over else ["?"] * len(hand) for hand in final.hands],
            "piles": [[codes(side) for side in row] for row in final.piles],
            "penalty_size": len(final.penalty),
            "thrown": codes(final.thrown),
        },
    }


def replay_lines(summary: dict[str, Any], title: str) -> list[str]:
    """The replay in words for the terminal (developers' English)."""
    names = summary["seats"]
    out = [f"{title}: {len(names)} seats ({', '.join(names)}), {summary['actions']} actions"]
    for r in summary["rounds"]:
        gone = " and ".join(names[s] for s in r["out"]) or "nobody"
        out.append(f"Round {r['round']} (start {names[r['start_seat']]}, out: {gone})")
        for seat, name in enumerate(names):
            cards = " ".join(r["hands"][seat]) or "-"
            out.append(f"  {name:<12} {cards:<40} score {r['scores'][seat]:>3}  total {r['totals'][seat]:>4}")
    state = summary["state"]
    if summary["over"]:
        winners = " and ".join(names[w] for w in summary["winners"])
        out.append(f"Game over: {winners} won. Totals: " + ", ".join(f"{n} {t}" for n, t in zip(names, summary["totals"])))
    else:
        out.append(f"Game in progress: round {state['round']}, {names[state['to_act']]} to act")
        for seat, name in enumerate(names):
            out.append(f"  {name:<12} {len(state['hands'][seat])} cards")
        out.append(f"  penalty pile {state['penalty_size']} cards, thrown pile {len(state['thrown'])} cards")
    return out
