"""What every game's `replay` summary begins and ends with (no pygame): the keys of
`replay --json` that every game prints first (docs/records.md), and the terminal's heading and
game-over lines, in developers' English; the state's keys every game has, with the hands hidden
while the game is played. A game adds its own rounds, state and lines."""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Callable


def summary_head(replay: Any) -> dict[str, Any]:
    """The first keys of a replayed record's JSON: variant, seats, actions, over, winners, totals."""
    final = replay.final
    return {
        "variant": final.variant.name,
        "seats": [s.name for s in replay.record.seats],
        "actions": len(replay.actions),
        "over": final.over,
        "winners": list(final.winners),
        "totals": list(final.totals),
    }


def play_state(to_act: int, over: bool, hands: Any, code: Callable[[Any], str] = attrgetter("code")) -> dict[str, Any]:
    """The keys of the summary's "state" every game has: the seat to act (None once the game is
    over) and every hand, its cards' codes (`code(card)`, by default `card.code`) once the game is over and "?" for each
    card while it is played: a save replayed at a hot-seat table must not show anyone a hand."""
    return {"to_act": to_act if to_act >= 0 else None,
            "hands": [[code(card) for card in hand] if over else ["?"] * len(hand) for hand in hands]}


def heading_line(summary: dict[str, Any], title: str) -> str:
    """The first line: "CABO: 3 seats (Ann, Bob, Cy), 120 actions"."""
    names = summary["seats"]
    return f"{title}: {len(names)} seats ({', '.join(names)}), {summary['actions']} actions"


def game_over_line(summary: dict[str, Any], totals: bool = True) -> str:
    """The last line of a finished game: "Game over: Ann won. Totals: Ann 40, Bob 90" (without the
    totals when `totals` is False)."""
    names = summary["seats"]
    winners = " and ".join(names[w] for w in summary["winners"])
    line = f"Game over: {winners} won."
    if totals:
        line += " Totals: " + ", ".join(f"{n} {t}" for n, t in zip(names, summary["totals"]))
    return line


def round_lines(r: dict[str, Any], names: list[str], about: str, width: int, sums: bool = False) -> list[str]:
    """A scored round of the summary in words: "Round 2 (start Ann, <about>)", then a line a seat
    with its hand (cards `width` wide), its card sum when `sums`, its score and its total."""
    lines = [f"Round {r['round']} (start {names[r['start_seat']]}, {about})"]
    for seat, name in enumerate(names):
        cards = " ".join(r["hands"][seat]) or "-"
        sum_cell = f"sum {r['sums'][seat]:>3}  " if sums else ""
        lines.append(f"  {name:<12} {cards:<{width}} {sum_cell}score {r['scores'][seat]:>3}  total {r['totals'][seat]:>4}")
    return lines


def scored_rounds(summary: dict[str, Any], about: Callable[[dict[str, Any], list[str]], str], width: int,
                  sums: bool = False) -> list[str]:
    """Every scored round of the summary in words (`round_lines`), `about(round, names)` the
    words after its start seat."""
    names = summary["seats"]
    return [line for r in summary["rounds"] for line in round_lines(r, names, about(r, names), width, sums)]


def replay_text(summary: dict[str, Any], title: str, body: list[str],
                in_progress: Callable[[dict[str, Any], list[str]], list[str]], totals: bool = True) -> list[str]:
    """A game's replay in words: the heading, the game's own `body` lines, then the game-over line
    of a finished game (with the totals unless `totals` is False), or else the game's own lines
    about the game in progress, `in_progress(summary["state"], seat names)`."""
    out = [heading_line(summary, title), *body]
    if summary["over"]:
        return out + [game_over_line(summary, totals)]
    return out + in_progress(summary["state"], summary["seats"])
