"""A learned end-of-round value: what a seat will score when a round ends, from where the round
stands now, as real players go on to play it.

The Expert's rollouts play the rest of a round with one-line policies that end it about 1.5 points
above where the real players do (docs/ai.md, tenth round). A value fitted on real games can stand
in for the rest of a rollout: `features` describes a seat's position in a world (the true values,
what each owner knows of its own hand, the turn and the deck), and a linear model per role (our
own seat, played as the Expert plays, or an opponent, played as Skilled plays) gives the expected
round score. `benchmarks/fit_round_value.py` logs the positions of real games and fits the table
`VALUE_TABLES`; the Expert uses it when `value_turns` is set (an experiment, off by default).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .knowledge import deck_mean

if TYPE_CHECKING:
    from ..rules.observation import Observation
    from .rollout import RoundSim

# VALUE_TABLES: (variant name, seats, role) -> coefficients over `features`; role "self" is the
# Expert's own seat, "other" a Skilled opponent
from .round_value_table import VALUE_TABLES

N_FEATURES = 22


def features(vals: Sequence[Sequence[int]], kn: Sequence[Sequence[bool]], seat: int, to_move: int,
             turns_a_seat: float, deck_size: int, mean: float) -> list[float]:
    """Seat `seat`'s position: its hand's true sum and what it knows of it, the same for the
    opponent with the lowest true sum, their difference in truth and in belief (hinged, since the
    round's score turns on who is lowest), the turn, the deck, and whether `seat` moves next."""
    n = len(vals)
    sums = [sum(hand) for hand in vals]
    mine = vals[seat]
    s_i = sums[seat]
    known_i = sum(v for v, k in zip(mine, kn[seat]) if k)
    u_i = sum(1 for k in kn[seat] if not k)
    j = min((t for t in range(n) if t != seat), key=sums.__getitem__)
    s_j = sums[j]
    known_j = sum(v for v, k in zip(vals[j], kn[j]) if k)
    u_j = sum(1 for k in kn[j] if not k)
    d = s_i - s_j
    e = (known_i + u_i * mean) - (known_j + u_j * mean)
    t = min(turns_a_seat, 15.0)
    return [1.0, s_i, float(len(mine)), float(u_i), float(s_i - known_i),
            s_j, float(len(vals[j])), float(u_j),
            d, max(0.0, d + 6), max(0.0, d + 3), max(0.0, d), max(0.0, d - 3), max(0.0, d - 6),
            e, max(0.0, e),
            t, t * s_i / 10.0, t * d / 10.0,
            deck_size / 10.0, 1.0 if to_move == seat else 0.0, float(n)]


def predict(coef: Sequence[float], x: Sequence[float]) -> float:
    total = 0.0
    for c, v in zip(coef, x):
        total += c * v
    return total


def ridge_solve(xtx: list[list[float]], xty: list[float], ridge: float) -> list[float]:
    """(XᵀX + ridge·I) β = Xᵀy by Gaussian elimination with partial pivoting (the intercept unpenalised)."""
    m = len(xty)
    a = [list(xtx[i]) + [xty[i]] for i in range(m)]
    for i in range(1, m):
        a[i][i] += ridge
    for col in range(m):
        piv = max(range(col, m), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        p = a[col][col]
        if abs(p) < 1e-12:
            continue
        for r in range(m):
            if r != col and a[r][col]:
                f = a[r][col] / p
                for c in range(col, m + 1):
                    a[r][c] -= f * a[col][c]
    return [a[i][m] / a[i][i] if abs(a[i][i]) > 1e-12 else 0.0 for i in range(m)]


def tables_for(variant_name: str, seats: int) -> tuple[tuple[float, ...], tuple[float, ...]] | None:
    """The ("self", "other") coefficients fitted for this variant and table size, or None."""
    mine = VALUE_TABLES.get((variant_name, seats, "self"))
    theirs = VALUE_TABLES.get((variant_name, seats, "other"))
    return None if mine is None or theirs is None else (mine, theirs)


def finish_round(sim: RoundSim, start: int, turns: int, obs: Observation,
                 tables: tuple[Sequence[float], Sequence[float]]) -> list[float]:
    """The round scores of a rollout world in which we have just moved: `turns` turns played from
    seat `start`, then, unless the round has ended or been called (those are played to the end by
    the rollout's players), each seat's learned value. The position is read at the start of turn
    `obs.turn + 1 + turns`, as the fit reads the engine's turn count (our own turn is `obs.turn`;
    in the CABO search's play-on branch the world has also played our next turn, one more)."""
    s = start
    n = sim.n
    for _ in range(turns):
        if s == sim.caller or not sim.take_turn(s):
            return sim.scores()
        s = (s + 1) % n
    if sim.caller >= 0:
        sim.run(s)
        return sim.scores()
    t = (obs.turn + 1 + turns) / n
    size, mean, me = len(sim.deck), deck_mean(obs.variant), obs.seat
    return [predict(tables[0] if seat == me else tables[1], features(sim.vals, sim.kn, seat, s, t, size, mean))
            for seat in range(n)]
