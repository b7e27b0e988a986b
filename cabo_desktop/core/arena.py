"""The arena: whole games of any game between AI levels, with statistics.

    cabo-desktop arena [--game cabo] --variant official --seats expert,skilled,skilled,skilled --games 1000 --seed 7 [--jobs 2] [--json]

Game g uses seat rotation g mod k (agent i sits at seat (i - g) mod k), so no agent keeps a seat,
and the seed derived from --seed and g. Games are played by `runner.play_game`, the same engine
and agents the table scene uses. Results (everything except decision times) depend only on the
arguments, not on --jobs.

Reported per agent: game win share (ties split) with a 95% confidence interval (normal
approximation), mean round score, the game's own figures (CABO: calls, and the share of them
where the caller had the lowest sum) and decision time p50/p95/max in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..games import DEFAULT_GAME, game_names, get_game
from .runner import play_game
from .variant_files import resolve_variant


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
    counts: Counter = field(default_factory=Counter)  # the game's own figures, summed
    times: list[float] = field(default_factory=list)


def game_seed(seed: int, g: int) -> int:
    return (seed * 1_000_003 + g * 7_919 + 17) % (1 << 61)


_VARIANTS: dict = {}


def _variant(game_name: str, name: str, seats: int):
    key = (game_name, name, seats)
    if key not in _VARIANTS:
        _VARIANTS[key] = get_game(game_name).seats_for(resolve_variant(get_game(game_name), name), seats)
    return _VARIANTS[key]


def play_one(game_name: str, variant_name: str, levels: Sequence[str], seed: int, g: int) -> dict:
    """Play game g of an arena run; returns per-agent results (indexed like `levels`)."""
    k = len(levels)
    game = get_game(game_name)
    variant = _variant(game_name, variant_name, k)
    gseed = game_seed(seed, g)
    rot = g % k
    # seat s holds agent (s + rot) % k
    owner = [(s + rot) % k for s in range(k)]
    agents = [TimedAgent(game.make_agent(levels[owner[s]], gseed * 16 + s)) for s in range(k)]
    run = play_game(variant, agents, gseed, game=game)
    state = run.state
    out: list[dict[str, Any]] = [{"win": 0.0, "rounds": 0, "score": 0, "counts": {}, "times": []} for _ in range(k)]
    for s in range(k):
        rec = out[owner[s]]
        if s in state.winners:
            rec["win"] = 1.0 / len(state.winners)
        rec["times"] = agents[s].times
        rec["counts"] = game.arena_counts(state, s)
    for result in state.history:
        for s in range(k):
            rec = out[owner[s]]
            rec["rounds"] += 1
            rec["score"] += result.scores[s]
    return {"game": g, "agents": out}


def _play_chunk(args) -> list[dict]:
    game_name, variant_name, levels, seed, games = args
    return [play_one(game_name, variant_name, levels, seed, g) for g in games]


def _pct(sorted_times: list[float], q: float) -> float:
    if not sorted_times:
        return 0.0
    index = min(len(sorted_times) - 1, max(0, math.ceil(q * len(sorted_times)) - 1))
    return sorted_times[index]


def run_arena(variant: str, seats: Sequence[str], games: int, seed: int, jobs: int = 1,
              game_name: str = DEFAULT_GAME) -> dict:
    """Play the games and return the summary as a dict (what --json prints)."""
    game = get_game(game_name)
    levels = [s.strip().lower() for s in seats]
    for level in levels:
        game.make_agent(level, 0)  # fail early on an unknown level
    _variant(game.name, variant, len(levels))  # and on an impossible seat count
    indices = list(range(games))
    if jobs > 1 and games > 1:
        import multiprocessing as mp

        size = max(1, min(25, games // (jobs * 4) or 1))
        chunks = [(game.name, variant, levels, seed, indices[i:i + size]) for i in range(0, games, size)]
        with mp.get_context("fork").Pool(jobs) as pool:
            results = [r for chunk in pool.imap(_play_chunk, chunks) for r in chunk]
    else:
        results = _play_chunk((game.name, variant, levels, seed, indices))
    results.sort(key=lambda r: r["game"])
    stats = [AgentStats(f"{i}:{level}") for i, level in enumerate(levels)]
    for r in results:
        for i, rec in enumerate(r["agents"]):
            st = stats[i]
            st.games += 1
            st.wins += rec["win"]
            st.rounds += rec["rounds"]
            st.round_score += rec["score"]
            st.counts.update(rec["counts"])
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
            **game.arena_figures(st.counts),
            "decisions": len(times),
            "time_ms": {
                "p50": round(_pct(times, 0.50) * 1000, 3),
                "p95": round(_pct(times, 0.95) * 1000, 3),
                "max": round((times[-1] if times else 0.0) * 1000, 3),
            },
        })
    return {
        "game": game.name,
        "variant": variant,
        "seats": levels,
        "games": games,
        "seed": seed,
        "rounds_per_game": round(sum(s.rounds for s in stats) / len(stats) / games, 3) if games else 0.0,
        "agents": agents,
    }


def _figure(value, kind: str) -> str:
    if value is None:
        return "-"
    return f"{value * 100:.0f}%" if kind == "percent" else str(value)


def format_summary(summary: dict) -> str:
    columns = get_game(summary.get("game", DEFAULT_GAME)).arena_columns  # (head, key, kind, width)
    extra_heads = "".join(f"{head:>{width}}" for head, _, _, width in columns)
    lines = [
        f"arena: {summary['variant']}, {len(summary['seats'])} seats, {summary['games']} games, "
        f"seed {summary['seed']}, {summary['rounds_per_game']} rounds per game",
        f"{'agent':<14}{'wins':>8}  {'95% CI':<15}{'round score':>12}{extra_heads}"
        f"{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}",
    ]
    for a in summary["agents"]:
        ci = f"{a['win_ci95'][0]*100:.1f}-{a['win_ci95'][1]*100:.1f}%"
        extra = "".join(f"{_figure(a.get(key), kind):>{width}}" for _, key, kind, width in columns)
        t = a["time_ms"]
        lines.append(
            f"{a['agent']:<14}{a['win_share']*100:>7.1f}%  {ci:<15}{a['mean_round_score']:>12.2f}{extra}"
            f"{t['p50']:>9.2f}{t['p95']:>9.2f}{t['max']:>9.2f}"
        )
    return "\n".join(lines)


class SeatsHelp(argparse.HelpFormatter):
    """Names every game's levels in --seats' help only when the help is printed: listing them
    imports every game's AI, which the command line's start-up should not pay for."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = super()._get_help_string(action)
        if action.dest != "seats":
            return text
        levels = "; ".join(f"{name}: {', '.join([*get_game(name).ai_levels(), 'random'])}" for name in game_names())
        return f"{text} ({levels})"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from .. import cli_args as check  # argparse types: a wrong value is one line naming the allowed ones

    parser.add_argument("--game", type=check.game_name, default=DEFAULT_GAME,
                        help="the game: " + ", ".join(game_names()))
    parser.add_argument("--variant", type=check.variant_name, default=None,
                        help="built-in variant name or a variant file (default: the game's)")
    parser.add_argument("--seats", required=True, help="comma-separated levels, one per seat")
    parser.add_argument("--games", type=check.positive, default=100)
    parser.add_argument("--seed", type=check.seed, default=1, help="0 to 2^64 - 1")
    parser.add_argument("--jobs", type=check.jobs, default=1,
                        help=f"worker processes (multiprocessing), 1 to {check.MOST_JOBS}")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def run_from_args(args: argparse.Namespace) -> int:
    seats = [s for s in args.seats.split(",") if s.strip()]
    if len(seats) < 2:
        print("arena: --seats needs at least two levels", file=sys.stderr)
        return 2
    try:
        game = get_game(args.game)
        summary = run_arena(args.variant or game.default_variant, seats, args.games, args.seed, args.jobs, game.name)
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
                                   description=__doc__.split("\n\n")[0], formatter_class=SeatsHelp)
    add_arguments(parser)
    parser.set_defaults(func=run_from_args)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="arena", formatter_class=SeatsHelp)
    add_arguments(parser)
    return run_from_args(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
