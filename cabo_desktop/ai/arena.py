"""The arena: whole games between AI levels, with statistics.

    cabo-desktop arena --variant official --seats expert,skilled,skilled,skilled --games 1000 --seed 7 [--jobs 2] [--json]

Game g uses seat rotation g mod k (agent i sits at seat (i - g) mod k), so no agent keeps a seat,
and the seed derived from --seed and g. Games are played by `runner.play_game`, the same engine
and agents the table scene uses. Results (everything except decision times) depend only on the
arguments, not on --jobs.

Reported per agent: game win share (ties split) with a 95% confidence interval (normal
approximation), mean round score, CABO calls and the share of them where the caller had the
lowest sum, and decision time p50/p95/max in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass, field
from typing import Sequence

from ..rules.variant import resolve_variant
from .levels import make_agent
from .runner import play_game


class TimedAgent:
    """Wraps an agent and records how long each `choose` takes."""

    def __init__(self, agent):
        self.agent = agent
        self.name = getattr(agent, "name", "agent")
        self.needs_observation = getattr(agent, "needs_observation", True)
        self.times: list[float] = []

    def choose(self, observation, legal, rng):
        t0 = time.perf_counter()
        action = self.agent.choose(observation, legal, rng)
        self.times.append(time.perf_counter() - t0)
        return action

    def notify(self, seat, event):
        notify = getattr(self.agent, "notify", None)
        if notify is not None:
            notify(seat, event)


@dataclass
class AgentStats:
    label: str
    games: int = 0
    wins: float = 0.0
    rounds: int = 0
    round_score: float = 0.0
    calls: int = 0
    calls_won: int = 0
    times: list[float] = field(default_factory=list)


def game_seed(seed: int, g: int) -> int:
    return (seed * 1_000_003 + g * 7_919 + 17) % (1 << 61)


_VARIANTS: dict = {}


def _variant(name: str, seats: int):
    key = (name, seats)
    if key in _VARIANTS:
        return _VARIANTS[key]
    variant = resolve_variant(name)
    if seats > variant.players.max and variant.players.stretch_max and seats <= variant.players.stretch_max:
        variant = variant.with_settings({"players.allow_stretch": True})
    _VARIANTS[key] = variant
    return variant


def play_one(variant_name: str, levels: Sequence[str], seed: int, g: int) -> dict:
    """Play game g of an arena run; returns per-agent results (indexed like `levels`)."""
    k = len(levels)
    variant = _variant(variant_name, k)
    gseed = game_seed(seed, g)
    rot = g % k
    # seat s holds agent (s + rot) % k
    owner = [(s + rot) % k for s in range(k)]
    agents = [TimedAgent(make_agent(levels[owner[s]], gseed * 16 + s)) for s in range(k)]
    run = play_game(variant, agents, gseed)
    state = run.state
    out = [{"win": 0.0, "rounds": 0, "score": 0, "calls": 0, "calls_won": 0, "times": []} for _ in range(k)]
    for s in range(k):
        rec = out[owner[s]]
        if s in state.winners:
            rec["win"] = 1.0 / len(state.winners)
        rec["times"] = agents[s].times
    for result in state.history:
        low = min(result.sums)
        for s in range(k):
            rec = out[owner[s]]
            rec["rounds"] += 1
            rec["score"] += result.scores[s]
        if result.caller is not None:
            rec = out[owner[result.caller]]
            rec["calls"] += 1
            if result.sums[result.caller] == low or result.kamikaze == result.caller:
                rec["calls_won"] += 1
    return {"game": g, "agents": out}


def _play_chunk(args) -> list[dict]:
    variant_name, levels, seed, games = args
    return [play_one(variant_name, levels, seed, g) for g in games]


def _pct(sorted_times: list[float], q: float) -> float:
    if not sorted_times:
        return 0.0
    index = min(len(sorted_times) - 1, max(0, math.ceil(q * len(sorted_times)) - 1))
    return sorted_times[index]


def run_arena(variant: str, seats: Sequence[str], games: int, seed: int, jobs: int = 1) -> dict:
    """Play the games and return the summary as a dict (what --json prints)."""
    levels = [s.strip().lower() for s in seats]
    for level in levels:
        make_agent(level, 0)  # fail early on an unknown level
    _variant(variant, len(levels))  # and on an impossible seat count
    indices = list(range(games))
    if jobs > 1 and games > 1:
        import multiprocessing as mp

        size = max(1, min(25, games // (jobs * 4) or 1))
        chunks = [(variant, levels, seed, indices[i:i + size]) for i in range(0, games, size)]
        with mp.get_context("fork").Pool(jobs) as pool:
            results = [r for chunk in pool.imap(_play_chunk, chunks) for r in chunk]
    else:
        results = _play_chunk((variant, levels, seed, indices))
    results.sort(key=lambda r: r["game"])
    stats = [AgentStats(f"{i}:{level}") for i, level in enumerate(levels)]
    for r in results:
        for i, rec in enumerate(r["agents"]):
            st = stats[i]
            st.games += 1
            st.wins += rec["win"]
            st.rounds += rec["rounds"]
            st.round_score += rec["score"]
            st.calls += rec["calls"]
            st.calls_won += rec["calls_won"]
            st.times.extend(rec["times"])
    agents = []
    for st, level in zip(stats, levels):
        share = st.wins / st.games if st.games else 0.0
        half = 1.96 * math.sqrt(max(share * (1 - share), 1e-12) / st.games) if st.games else 0.0
        times = sorted(st.times)
        agents.append({
            "agent": st.label,
            "level": level,
            "games": st.games,
            "wins": round(st.wins, 3),
            "win_share": round(share, 4),
            "win_ci95": [round(max(0.0, share - half), 4), round(min(1.0, share + half), 4)],
            "mean_round_score": round(st.round_score / st.rounds, 3) if st.rounds else 0.0,
            "cabo_calls": st.calls,
            "cabo_success": round(st.calls_won / st.calls, 4) if st.calls else None,
            "decisions": len(times),
            "time_ms": {
                "p50": round(_pct(times, 0.50) * 1000, 3),
                "p95": round(_pct(times, 0.95) * 1000, 3),
                "max": round((times[-1] if times else 0.0) * 1000, 3),
            },
        })
    return {
        "variant": variant,
        "seats": levels,
        "games": games,
        "seed": seed,
        "rounds_per_game": round(sum(s.rounds for s in stats) / len(stats) / games, 3) if games else 0.0,
        "agents": agents,
    }


def format_summary(summary: dict) -> str:
    lines = [
        f"arena: {summary['variant']}, {len(summary['seats'])} seats, {summary['games']} games, "
        f"seed {summary['seed']}, {summary['rounds_per_game']} rounds per game",
        f"{'agent':<14}{'wins':>8}  {'95% CI':<15}{'round score':>12}{'CABO calls':>12}{'success':>9}"
        f"{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}",
    ]
    for a in summary["agents"]:
        ci = f"{a['win_ci95'][0]*100:.1f}-{a['win_ci95'][1]*100:.1f}%"
        success = "-" if a["cabo_success"] is None else f"{a['cabo_success']*100:.0f}%"
        t = a["time_ms"]
        lines.append(
            f"{a['agent']:<14}{a['win_share']*100:>7.1f}%  {ci:<15}{a['mean_round_score']:>12.2f}{a['cabo_calls']:>12}"
            f"{success:>9}{t['p50']:>9.2f}{t['p95']:>9.2f}{t['max']:>9.2f}"
        )
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", default="official", help="built-in variant name or a variant file")
    parser.add_argument("--seats", required=True,
                        help="comma-separated levels, one per seat: beginner, casual, skilled, expert, reference, random")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (multiprocessing)")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def run_from_args(args: argparse.Namespace) -> int:
    seats = [s for s in args.seats.split(",") if s.strip()]
    if len(seats) < 2:
        print("arena: --seats needs at least two levels", file=sys.stderr)
        return 2
    try:
        summary = run_arena(args.variant, seats, args.games, args.seed, args.jobs)
    except Exception as exc:  # an unknown level, variant or seat count: a message, not a trace
        if isinstance(exc, (ValueError, OSError)):
            print(f"arena: {exc}", file=sys.stderr)
            return 2
        raise
    print(json.dumps(summary, indent=2) if args.json else format_summary(summary))
    return 0


def register(subparsers) -> argparse.ArgumentParser:
    """Add the `arena` subcommand to an argparse subparsers object."""
    parser = subparsers.add_parser("arena", help="play AI levels against each other and report statistics",
                                   description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    parser.set_defaults(func=run_from_args)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="arena")
    add_arguments(parser)
    return run_from_args(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
