"""The numbers behind the Expert's searches: what a round's scores are worth for the game
(`win_chance`, in the rollouts' objective) and when a candidate has lost the race (`race_survivors`)."""

from __future__ import annotations

import math
from typing import Sequence

from ..rules.scoring import apply_resets, game_winners
from .knowledge import phi


def win_chance(rules, totals: Sequence[int], resets_used: Sequence[int], me: int, scores: Sequence[float],
               round_mean: float, round_sd: float) -> float:
    """Seat `me`'s chance of winning the game once a round with `scores` is added to `totals`:
    exact when that ends the game (resets first, then the rules' winners), otherwise a normal
    approximation over the rounds left (the leader gains about `round_mean` per round, each
    player's round score spreads by `round_sd`)."""
    after = [t + round(x) for t, x in zip(totals, scores)]
    after, _, _ = apply_resets(rules, after, resets_used)
    if max(after) > rules.over:
        winners = game_winners(after, [round(x) for x in scores])
        return 1.0 / len(winners) if me in winners else 0.0
    rounds_left = max(1.0, (rules.over - max(after)) / round_mean)
    spread = round_sd * math.sqrt(2.0 * rounds_left)
    p = 1.0
    for s, t in enumerate(after):
        if s != me:
            p *= phi((t - after[me]) / spread)
    return p


def race_survivors(alive: list[int], values: list[list[float]], offsets: dict, z: float) -> list[int]:
    """The candidates of `alive` not yet beaten: the leader (least mean plus offset) and every other
    whose paired difference from it, `values[k][i] - values[leader][i]` over the worlds both were
    played in, is within `z` standard errors of favouring it. Exact sums (math.fsum), so the race
    ends the same on every Python."""
    n = len(values[alive[0]])
    mean = {k: math.fsum(values[k]) / n + offsets.get(k, 0.0) for k in alive}
    leader = min(alive, key=lambda k: (mean[k], k))
    lead = values[leader]
    keep = []
    for k in alive:
        if k == leader:
            keep.append(k)
            continue
        diffs = [x - y for x, y in zip(values[k], lead)]
        m = math.fsum(diffs) / n
        var = math.fsum((x - m) ** 2 for x in diffs) / max(1, n - 1)
        if mean[k] - mean[leader] <= z * math.sqrt(var / n):
            keep.append(k)
    return keep
