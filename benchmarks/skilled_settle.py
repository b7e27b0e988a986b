"""One Skilled player of today against Skilled players on the call rule before the settled-round call (docs/ai.md, twelfth round).

    PYTHONPATH=. python3 benchmarks/skilled_settle.py SEATS GAMES [VARIANT]   # VARIANT: classic

Where the lowest scores zero whoever called (classic), today's Skilled counts a tie the caller wins
as lowest, lets nobody improve below the lowest possible hand, and calls a settled round (its draws
gain under SETTLE_GAIN, lowest with chance SETTLE_P). The others play the rule of commit e2e98ab.
One seat, moving round the table game by game, plays today's rule; prints its win share with its
95% interval (a fair share is 1/SEATS), the rounds a game, the turns a round and the wall time.
"""

from __future__ import annotations

import sys

from cabo_desktop.games.cabo.ai.skilled import SkilledAgent, call_pays, lead_kept_at
from skilled_lead import play_counted, rotate  # this script's folder is on the path when it runs


class EarlierSkilled(SkilledAgent):
    """Skilled's call rule of commit e2e98ab: its own score only, a tie counted as lost, no settled round."""

    def wants_call(self, a, obs) -> bool:
        if a.kamikaze_complete:
            return True
        if a.kami_need is not None:
            return False
        mine = a.my_mean()
        p = a.p_lowest(mine, a.my_var(), self.improve_opp)
        return call_pays(p, mine, self.draw_value(a, obs), obs.variant.scoring, self.call_margin, lead_kept_at(obs.n_seats))


def play(job: tuple) -> tuple[float, int, int]:
    """One game: today's seat's share of the win, the rounds and the turns."""
    variant_name, seats, g = job
    tried = g % seats
    agents = [(SkilledAgent if seat == tried else EarlierSkilled)(g * 10 + seat) for seat in range(seats)]
    return play_counted(variant_name, agents, tried, g)


def main(argv: list[str]) -> None:
    if len(argv) < 2:
        sys.exit(__doc__)
    seats, games = int(argv[0]), int(argv[1])
    variant_name = argv[2] if len(argv) > 2 else "classic"
    rotate(play, [(variant_name, seats, g) for g in range(games)],
           f"{variant_name}: today's Skilled against the earlier call rule, {seats} seats")

if __name__ == "__main__":
    main(sys.argv[1:])
