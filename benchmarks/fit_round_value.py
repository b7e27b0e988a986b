"""Fit the Expert's learned end-of-round value (ai/round_value.py) from real games.

    PYTHONPATH=. python3 benchmarks/fit_round_value.py official expert,skilled 600 [seed=1] [jobs=2]
        [write=1] [name=value ...]

Arguments: variant, seats (the first is the Expert, whose seat gives the "self" rows; the others
give the "other" rows), games, then `seed`, `jobs`, `write` (1: write the fitted table into
cabo_desktop/games/cabo/ai/round_value_table.py) or any ExpertAgent class attribute (as in
benchmarks/expert_arena.py). At the start of every turn before a call, every seat's position
(`round_value.features`, from the true state: only this script sees it) is logged with the
score that seat ended the round with. A ridge regression per role is fitted on four games in
five and checked on the fifth: the script prints the held-out R² and mean absolute error, and
the same for a baseline that predicts the seat's true hand sum.
"""

from __future__ import annotations

import multiprocessing as mp
import sys
from pathlib import Path

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.knowledge import deck_mean
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.ai.round_value import N_FEATURES, features, predict, ridge_solve
from cabo_desktop.games.cabo.rules import events as E, load_builtin
from cabo_desktop.games.cabo.rules.state import FACE_UP, Phase
from expert_arena import parse_settings  # this script's folder is on the path when it runs

ROLES = ("self", "other")
TABLE = Path(__file__).resolve().parents[1] / "cabo_desktop" / "games" / "cabo" / "ai" / "round_value_table.py"


def empty() -> dict:
    return {"xtx": [[0.0] * N_FEATURES for _ in range(N_FEATURES)], "xty": [0.0] * N_FEATURES,
            "y": 0.0, "n": 0, "rows": []}


def add(acc: dict, x: list[float], y: float, keep: bool) -> None:
    xtx, xty = acc["xtx"], acc["xty"]
    for a in range(N_FEATURES):
        xa = x[a]
        if xa:
            row = xtx[a]
            for b in range(N_FEATURES):
                row[b] += xa * x[b]
            xty[a] += xa * y
    acc["y"] += y
    acc["n"] += 1
    if keep:
        acc["rows"].append((x, y))


def one_game(args: tuple) -> dict:
    g, seed, variant_name, levels, settings = args
    for name, value in settings.items():
        setattr(ExpertAgent, name, value)
    variant = load_builtin(variant_name)
    n = len(levels)
    owner = [(s + g) % n for s in range(n)]  # seats rotated, as in the arena
    agents = [make_agent(levels[owner[s]], g * 16 + s) for s in range(n)]
    expert = owner.index(0)
    faces, mean = variant.faces, deck_mean(variant)
    split = "test" if g % 5 == 0 else "train"
    accs = {(split, role): empty() for role in ROLES}
    pending: list[tuple[int, list[float]]] = []
    last = [-1, -1]

    def look(state, action, events):
        for event in events:
            if type(event) is E.RoundScored:
                for seat, x in pending:
                    role = "self" if seat == expert else "other"
                    add(accs[(split, role)], x, float(event.scores[seat]), split == "test")
                pending.clear()
        rs = state.round
        if rs.phase != Phase.TURN or rs.caller >= 0 or [rs.round_no, rs.turn] == last:
            return
        last[:] = [rs.round_no, rs.turn]
        vals = [[faces[c].value for c in hand] for hand in rs.hands]
        kn = [[bool(rs.vis[c] & (FACE_UP | 1 << s)) for c in hand] for s, hand in enumerate(rs.hands)]
        for seat in range(n):
            if vals[seat] and all(vals[t] for t in range(n)):
                pending.append((seat, features(vals, kn, seat, rs.current, rs.turn / n, len(rs.deck), mean)))

    play_game(variant, agents, seed + g, on_step=look)
    return accs


def merge(into: dict, acc: dict) -> None:
    for a in range(N_FEATURES):
        for b in range(N_FEATURES):
            into["xtx"][a][b] += acc["xtx"][a][b]
        into["xty"][a] += acc["xty"][a]
    for key in ("y", "n"):
        into[key] += acc[key]
    into["rows"].extend(acc["rows"])


def held_out(rows: list, guess) -> tuple[float, float]:
    """R² and mean absolute error of `guess(x)` on the held-out rows."""
    if not rows:
        return float("nan"), float("nan")
    ys = [y for _, y in rows]
    mean = sum(ys) / len(ys)
    sse = sum((y - guess(x)) ** 2 for x, y in rows)
    sst = sum((y - mean) ** 2 for y in ys)
    mae = sum(abs(y - guess(x)) for x, y in rows) / len(rows)
    return 1.0 - sse / sst, mae


def write_table(variant: str, seats: int, coefs: dict[str, list[float]]) -> None:
    tables: dict = {}
    if TABLE.exists():
        scope: dict = {}
        exec(TABLE.read_text(encoding="utf-8"), scope)  # our own generated file
        tables = dict(scope["VALUE_TABLES"])
    for role, coef in coefs.items():
        tables[(variant, seats, role)] = tuple(round(c, 5) for c in coef)
    lines = ['"""Generated by benchmarks/fit_round_value.py: the learned end-of-round value\'s coefficients',
             '(see round_value.py and docs/ai.md). Do not edit by hand; fit again."""', "",
             "VALUE_TABLES = {"]
    for key in sorted(tables):
        lines.append(f"    {key!r}: {tables[key]!r},")
    lines.append("}")
    TABLE.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str]) -> None:
    if len(argv) < 3:
        sys.exit(__doc__)
    variant, levels, games = argv[0], tuple(argv[1].split(",")), int(argv[2])
    options, settings = parse_settings(argv[3:], {"seed": 1, "jobs": 2, "write": 0, "ridge": 1})
    work = [(g, options["seed"], variant, levels, settings) for g in range(games)]
    if options["jobs"] > 1:
        with mp.Pool(options["jobs"]) as pool:
            results = pool.map(one_game, work, chunksize=4)
    else:
        results = [one_game(w) for w in work]
    total = {(split, role): empty() for split in ("train", "test") for role in ROLES}
    for accs in results:
        for key, acc in accs.items():
            merge(total[key], acc)
    print(" ".join(argv))
    coefs = {}
    for role in ROLES:
        train, test = total[("train", role)], total[("test", role)]
        coef = ridge_solve(train["xtx"], train["xty"], float(options["ridge"]))
        coefs[role] = coef
        r2, mae = held_out(test["rows"], lambda x: predict(coef, x))
        r2_sum, mae_sum = held_out(test["rows"], lambda x: x[1])
        print(f"{role}: {train['n']} positions to fit, {test['n']} held out; mean score {test['y'] / max(1, test['n']):.2f}; "
              f"held out R² {r2:.3f}, MAE {mae:.2f} (the hand's sum alone: R² {r2_sum:.3f}, MAE {mae_sum:.2f})")
        print("  " + ", ".join(f"{c:.3f}" for c in coef))
    if options["write"]:
        write_table(variant, len(levels), coefs)
        print(f"written to {TABLE}")


if __name__ == "__main__":
    main(sys.argv[1:])
