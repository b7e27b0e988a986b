"""Per-user statistics, kept in `<data>/stats.json` and updated from each finished game.

What is counted, for the human seats of a game (see `record_game`):

- games played and won, rounds played and won, the sum of round scores (for the average), the
  best (lowest) round score, CABO calls and successful calls (the caller was among the round's
  winners), and Kamikazes;
- once overall, once per variant (its name: official, classic, kaboo, or a custom name) and once
  per opponent level: a game against a Casual and a Skilled AI counts for both levels; a game
  with no AI at all counts under "human" (hot-seat);
- the most recent round scores (the last `RECENT_LIMIT`), for the chart on the statistics screen.

In a hot-seat game with several human seats, each human seat counts as a game played from this
computer (unless `seats` is given). A game is counted once: its id (or a hash of its record) is
remembered. A damaged statistics file is moved aside and counting starts afresh, with a message.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable

from ..rules.records import GameRecord, RecordError, replay
from ..rules.state import GameState
from . import paths
from .files import BadFile, Loaded, read_file, versioned, write_json

log = logging.getLogger("cabo_desktop.storage")

STATS_FORMAT = "cabo-desktop-stats"
STATS_VERSION = 1
RECENT_LIMIT = 50
COUNTED_LIMIT = 500  # game ids remembered against counting a game twice
HUMAN = "human"


def stats_path() -> Path:
    return paths.data_dir() / "stats.json"


@dataclass
class Tally:
    """The counters for one group of games (all games, one variant, or one opponent level)."""

    games: int = 0
    games_won: int = 0
    rounds: int = 0
    rounds_won: int = 0
    score_sum: int = 0
    best_round: int | None = None  # the lowest round score
    cabo_calls: int = 0
    cabo_successes: int = 0
    kamikazes: int = 0

    @property
    def average_round_score(self) -> float | None:
        return self.score_sum / self.rounds if self.rounds else None

    @property
    def cabo_success_rate(self) -> float | None:
        """Successful calls / calls (0..1), None before the first call."""
        return self.cabo_successes / self.cabo_calls if self.cabo_calls else None

    @property
    def game_win_rate(self) -> float | None:
        return self.games_won / self.games if self.games else None

    @property
    def round_win_rate(self) -> float | None:
        return self.rounds_won / self.rounds if self.rounds else None

    def to_data(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_data(cls, data: Any, where: str) -> "Tally":
        if not isinstance(data, dict):
            raise BadFile(f"{where} should be a mapping")
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = data.get(f.name, 0 if f.name != "best_round" else None)
            if f.name == "best_round" and value is None:
                values[f.name] = None
                continue
            negative_ok = f.name in ("best_round", "score_sum")  # variants may give negative scores
            if isinstance(value, bool) or not isinstance(value, int) or (value < 0 and not negative_ok):
                raise BadFile(f"{where}.{f.name} should be a whole number")
            values[f.name] = value
        return cls(**values)


@dataclass(frozen=True)
class RecentRound:
    score: int
    variant: str
    won: bool
    when: str  # ISO date and time of the game's end


@dataclass
class Stats:
    overall: Tally = field(default_factory=Tally)
    by_variant: dict[str, Tally] = field(default_factory=dict)
    by_level: dict[str, Tally] = field(default_factory=dict)  # opponent level -> tally ('human': no AI)
    recent: list[RecentRound] = field(default_factory=list)  # oldest first
    counted: list[str] = field(default_factory=list)  # ids of the games already counted

    @property
    def recent_scores(self) -> list[int]:
        """Round scores for the chart, oldest first."""
        return [r.score for r in self.recent]

    def to_data(self) -> dict[str, Any]:
        return {
            "format": STATS_FORMAT,
            "version": STATS_VERSION,
            "overall": self.overall.to_data(),
            "by_variant": {k: t.to_data() for k, t in sorted(self.by_variant.items())},
            "by_level": {k: t.to_data() for k, t in sorted(self.by_level.items())},
            "recent": [{"score": r.score, "variant": r.variant, "won": r.won, "when": r.when} for r in self.recent],
            "counted": list(self.counted),
        }


def stats_from_data(data: Any, path: Path | str = "stats") -> Stats:
    data = versioned(data, STATS_FORMAT, STATS_VERSION, "a statistics file")
    stats = Stats(overall=Tally.from_data(data.get("overall", {}), "overall"))
    for key in ("by_variant", "by_level"):
        group = data.get(key, {})
        if not isinstance(group, dict):
            raise BadFile(f"{key} should be a mapping")
        getattr(stats, key).update({str(k): Tally.from_data(v, f"{key}.{k}") for k, v in group.items()})
    recent = data.get("recent", [])
    if not isinstance(recent, list):
        raise BadFile("recent should be a list")
    for i, item in enumerate(recent):
        score = item.get("score") if isinstance(item, dict) else None
        if isinstance(score, bool) or not isinstance(score, int):
            raise BadFile(f"recent[{i}] needs a whole-number score")
        stats.recent.append(RecentRound(score, str(item.get("variant", "")), bool(item.get("won", False)),
                                        str(item.get("when", ""))))
    counted = data.get("counted", [])
    if not isinstance(counted, list):
        raise BadFile("counted should be a list")
    stats.counted = [str(c) for c in counted]
    return stats


def load_stats() -> Loaded[Stats]:
    """The statistics; fresh ones (with a message) when the file is missing or damaged."""
    loaded = read_file(stats_path(), stats_from_data, "your statistics")
    if loaded.value is None:
        if loaded.messages:
            loaded.messages.append("Statistics start afresh.")
        loaded.value = Stats()
    return loaded


def save_stats(stats: Stats) -> list[str]:
    path = stats_path()
    try:
        write_json(path, stats.to_data(), check=stats_from_data)
    except OSError as exc:
        log.error("could not write the statistics %s: %s", path, exc)
        return [f"Could not write your statistics to {path}: {exc.strerror or exc}."]
    return []


def game_key(record: GameRecord) -> str:
    """A game's identity for counting it once: its id, or a hash of what defines the game."""
    game_id = record.meta.get("game_id")
    if isinstance(game_id, str) and game_id:
        return game_id
    data = record.to_data()
    data.pop("meta", None)
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:32]


def add_game(stats: Stats, record: GameRecord, state: GameState, seats: Iterable[int] | None = None,
             when: str | None = None) -> bool:
    """Count a finished game into `stats` (in place) for `seats` (default: the human seats).
    Returns False, changing nothing, if the game is not over or was counted before."""
    if not state.over:
        return False
    key = game_key(record)
    if key in stats.counted:
        return False
    kinds = [seat.kind for seat in record.seats]
    if seats is None:
        seats = [i for i, kind in enumerate(kinds) if kind == HUMAN]
    seats = list(seats)
    if not seats:
        return False
    variant = state.variant.name
    levels = sorted({kind for kind in kinds if kind != HUMAN}) or [HUMAN]
    tallies = [stats.overall, stats.by_variant.setdefault(variant, Tally())]
    tallies += [stats.by_level.setdefault(level, Tally()) for level in levels]
    when = when or datetime.now().astimezone().isoformat(timespec="seconds")
    for seat in seats:
        for tally in tallies:
            tally.games += 1
            tally.games_won += seat in state.winners
        for result in state.history:
            score = result.scores[seat]
            won = seat in result.winners
            for tally in tallies:
                tally.rounds += 1
                tally.rounds_won += won
                tally.score_sum += score
                tally.best_round = score if tally.best_round is None else min(tally.best_round, score)
                if result.caller == seat:
                    tally.cabo_calls += 1
                    tally.cabo_successes += won
                tally.kamikazes += result.kamikaze == seat
            stats.recent.append(RecentRound(score, variant, won, when))
    del stats.recent[:-RECENT_LIMIT]
    stats.counted.append(key)
    del stats.counted[:-COUNTED_LIMIT]
    return True


@dataclass
class StatsUpdate:
    stats: Stats
    counted: bool
    messages: list[str] = field(default_factory=list)


def record_game(record: GameRecord, state: GameState | None = None, seats: Iterable[int] | None = None) -> StatsUpdate:
    """Load the statistics, count a finished game (its record, and its final state if at hand),
    and save them. Returns the new statistics and messages for the player."""
    loaded = load_stats()
    stats = loaded.value if loaded.value is not None else Stats()
    messages = list(loaded.messages)
    if state is None:
        try:
            state = replay(record).final
        except RecordError as exc:
            log.error("statistics: the finished game cannot be replayed: %s", exc)
            return StatsUpdate(stats, False, messages + [f"This game could not be added to your statistics: {exc}"])
    counted = add_game(stats, record, state, seats)
    if counted:
        messages.extend(save_stats(stats))
    return StatsUpdate(stats, counted, messages)
