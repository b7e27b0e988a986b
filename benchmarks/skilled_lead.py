"""One Skilled player with another LEAD_KEPT against Skilled players at the old 0.8 (docs/ai.md, eleventh round).

    PYTHONPATH=. python3 benchmarks/skilled_lead.py LEAD GAMES SEATS [VARIANT]   # VARIANT: classic

Where the round's lowest player scores zero whoever called (classic), Skilled's call rule counts
a player who plays on as still lowest when the round ends with LEAD times its chance of being
lowest now. Plays GAMES games in which one seat (moving round the table game by game) uses LEAD
and the others the old 0.8; prints that seat's win share with its 95% interval (a fair share is
1/SEATS), the rounds a game, the turns a round and the wall time.
"""

from __future__ import annotations

import math
import sys
import time
from multiprocessing import Pool

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import events as E, load_builtin

OLD_LEAD = 0.8


def play(job: tuple) -> tuple[float, int, int]:
    """One game: the tried seat's share of the win, the rounds and the turns."""
    variant_name, lead, seats, g = job
    agents = [make_agent("skilled", seed=g * 10 + i) for i in range(seats)]
    tried = g % seats
    for seat, agent in enumerate(agents):
        agent.lead_kept = lead if seat == tried else OLD_LEAD
    return play_counted(variant_name, agents, tried, g)


def play_counted(variant_name: str, agents: list, tried: int, seed: int) -> tuple[float, int, int]:
    """One game: seat `tried`'s share of the win, the rounds and the turns."""
    counts = [0, 0]

    def on_step(state, action, events):
        for event in events:
            counts[0] += isinstance(event, E.RoundScored)
            counts[1] += isinstance(event, E.TurnStarted)

    run = play_game(load_builtin(variant_name), agents, seed=seed, on_step=on_step)
    winners = run.state.winners
    return (1.0 / len(winners) if tried in winners else 0.0), counts[0], counts[1]


def rotate(play, jobs: list[tuple], label: str) -> None:
    """Play `jobs` (one game each, `play` giving the tried seat's share, the rounds and the turns) on
    two cores and print `label` with the share, its 95% interval, rounds a game, turns a round and
    the wall time."""
    start = time.time()
    with Pool(2) as pool:
        results = pool.map(play, jobs)
    games = len(jobs)
    share = sum(r[0] for r in results) / games
    rounds, turns = sum(r[1] for r in results), sum(r[2] for r in results)
    half = 196 * math.sqrt(share * (1 - share) / games)
    print(f"{label}, {games} games: {100 * share:.1f}% +-{half:.1f}, {rounds / games:.1f} rounds a game, "
          f"{turns / rounds:.1f} turns a round ({time.time() - start:.0f} s)")


def main(argv: list[str]) -> None:
    if len(argv) < 3:
        sys.exit(__doc__)
    lead, games, seats = float(argv[0]), int(argv[1]), int(argv[2])
    variant_name = argv[3] if len(argv) > 3 else "classic"
    rotate(play, [(variant_name, lead, seats, g) for g in range(games)],
           f"{variant_name}: lead kept {lead} against {OLD_LEAD}, {seats} seats")

if __name__ == "__main__":
    main(sys.argv[1:])
