"""Fit the Expert's CABO-call model from logged self-play (issue 3).

    python3 benchmarks/fit_cabo_calls.py --games 300 --jobs 2 [--seed 11] [--out /tmp/cabo_calls.json]

An "explorer" Expert plays against Skilled opponents (4 seats mostly, some 2 and 3 seats). At each
of its turns where CABO may be called it records the features of `expert.call_features` (all from
its observation); with a small probability it calls at random (exploration), so that calls are
observed over the whole range of situations, not only where the current policy calls. For every
call we log whether the caller ended with the lowest sum (ties count: the caller scores 0). A
logistic regression (Newton's method, small ridge) of that outcome on the features gives the
coefficients stored as `CALL_COEF` in cabo_desktop/games/cabo/ai/expert.py. The script prints them, with the
calibration table (predicted vs observed by decile).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import random

import numpy as np

from cabo_desktop.core.arena import _variant, game_seed
from cabo_desktop.games.cabo.ai.expert import ExpertAgent, call_features
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.skilled import Assessment
from cabo_desktop.games.cabo.rules import actions as A


class Explorer(ExpertAgent):
    explore = 0.12
    fitted_calls = False  # the data behind CALL_COEF came from the search-based calls

    def __init__(self, seed=0):
        super().__init__(seed)
        self.log = []
        self.xrng = random.Random(seed ^ 0xABCDEF)

    def on_turn(self, obs, legal, rng):
        if A.CALL_CABO in legal:
            a = Assessment(obs)
            if a.kami_need is None and not a.kamikaze_complete:
                f = call_features(a, obs)
                if f[0] > -6 and self.xrng.random() < self.explore:
                    self.log.append((obs.round_no, f, 1))
                    return A.CALL_CABO
                action = super().on_turn(obs, legal, rng)
                self.log.append((obs.round_no, f, 1 if action is A.CALL_CABO else 0))
                return action
        return super().on_turn(obs, legal, rng)


def play(args):
    seed, g, k = args
    variant = _variant("official", k)
    gseed = game_seed(seed, g)
    me = g % k
    agents = [Explorer(gseed * 16 + s) if s == me else make_agent("skilled", gseed * 16 + s) for s in range(k)]
    run = play_game(variant, agents, gseed)
    rows = []
    results = {r.round_no: r for r in run.state.history}
    for round_no, f, called in agents[me].log:
        r = results.get(round_no)
        if r is None:
            continue
        opp = sum(r.scores[s] for s in range(k) if s != me) / (k - 1)
        if called and r.caller == me:
            rows.append((f, 1 if r.sums[me] == min(r.sums) else 0, 1, r.scores[me], opp))
        elif not called:
            rows.append((f, 1 if r.sums[me] == min(r.sums) else 0, 0, r.scores[me], opp))
    return rows


def fit(X, y, ridge=1.0):
    X = np.column_stack([np.ones(len(X)), X])
    w = np.zeros(X.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-X @ w))
        g = X.T @ (p - y) + ridge * np.r_[0, w[1:]]
        H = (X * (p * (1 - p))[:, None]).T @ X + ridge * np.diag(np.r_[0, np.ones(len(w) - 1)])
        step = np.linalg.solve(H, g)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="/tmp/cabo_calls.json")
    ap.add_argument("--load", default=None, help="fit from a saved log instead of playing")
    args = ap.parse_args()
    if args.load:
        with open(args.load) as fh:
            rows = json.load(fh)
    else:
        tasks = [(args.seed, g, 4 if g % 5 < 3 else (2 if g % 5 == 3 else 3)) for g in range(args.games)]
        with mp.get_context("fork").Pool(args.jobs) as pool:
            rows = [row for chunk in pool.imap(play, tasks, chunksize=4) for row in chunk]
        with open(args.out, "w") as fh:
            json.dump(rows, fh)
    every = rows
    rows = [r for r in rows if r[2] == 1]
    X = np.array([r[0] for r in rows], dtype=float)
    y = np.array([r[1] for r in rows], dtype=float)
    w = fit(X, y)
    print(f"{len(y)} calls, {y.mean():.3f} lowest")
    print("CALL_COEF =", tuple(round(float(c), 4) for c in w))
    p = 1 / (1 + np.exp(-(np.column_stack([np.ones(len(X)), X]) @ w)))
    p0 = 1 / (1 + np.exp(-X[:, 0]))
    order = np.argsort(p)
    for chunk in np.array_split(order, 10):
        print(f"  predicted {p[chunk].mean():.3f}  normal approx {p0[chunk].mean():.3f}  observed {y[chunk].mean():.3f}  (n={len(chunk)})")
    # where calling starts to pay: own round score after calling vs after playing on, by predicted p
    print("  p bin     own score after a call / after playing on (turns)")
    for lo in np.arange(0.0, 1.0, 0.1):
        cells = [[], []]
        for f, _, called, score, _opp in every:
            q = 1 / (1 + math.exp(-(w[0] + float(np.dot(w[1:], f)))))
            if lo <= q < lo + 0.1:
                cells[called].append(score)
        if cells[0] and cells[1]:
            print(f"  {lo:.1f}-{lo + 0.1:.1f}   {np.mean(cells[1]):6.2f} (n={len(cells[1])}) / {np.mean(cells[0]):6.2f} (n={len(cells[0])})")


if __name__ == "__main__":
    main()
