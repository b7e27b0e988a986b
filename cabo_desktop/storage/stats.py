"""Per-user statistics, kept in `<data>/stats.json`: each round counts as soon as it is scored,
each game once it is over.

Each game of the table (CABO, ...) has its own statistics. What is counted, for the human seats
of a game (see `record_game`):

- games played and won, rounds played and won, the sum of round scores (for the average), the
  best round score (the lowest, or the highest where the highest total wins), and the game's own
  counters (`Game.stat_fields`; CABO: calls, successful calls, Kamikazes);
- once overall, once per variant (its name: official, classic, kaboo, or a custom name) and once
  per opponent level: a game against a Casual and a Skilled AI counts for both levels; a game
  with no AI at all counts under "human" (hot-seat);
- the most recent round scores (the last `RECENT_LIMIT`), for the chart on the statistics screen.

Version 2 keeps one such set per game; a version-1 file (CABO only, its counters as fields of
each tally) is upgraded on reading. Version 3 counts rounds as they are played (`add_rounds`):
`rounds_counted` remembers how many rounds of each unfinished game are in the tallies, so that
the game's end counts only the rest.

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

from ..core.records import GameRecord, RecordError, replay
from ..games import DEFAULT_GAME
from ..i18n import N_, _
from . import paths
from .files import BadFile, Loaded, Wording, read_file, versioned, write_json, write_problem

log = logging.getLogger("cabo_desktop.storage")

STATS_FORMAT = "cabo-desktop-stats"
STATS_VERSION = 3
RECENT_LIMIT = 50
COUNTED_LIMIT = 500  # game ids remembered against counting a game twice
HUMAN = "human"

STATS_FILE = Wording(
    N_("Your statistics were written by a newer version of Cabo Desktop: they are left as they are, and this "
       "version runs without them."),
    N_("Your statistics could not be read: {reason}. The file was kept as {moved}."),
    N_("Your statistics could not be read: {reason}. The file was left at {path}."),
    N_("The backup copy of your statistics is not usable either ({reason})."),
    N_("The previous copy of your statistics was used instead."),
)
# what a statistics file's parts should be ({key} is a dotted key of the file: cabo.overall.games)
SHOULD_BE_MAPPING = N_("{key} should be a mapping")
SHOULD_BE_NUMBER = N_("{key} should be a whole number")


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
    best_round: int | None = None  # the best round score (lowest, or highest in a game won high)
    counts: dict[str, int] = field(default_factory=dict)  # the game's own counters (stat_fields)

    @property
    def average_round_score(self) -> float | None:
        return self.score_sum / self.rounds if self.rounds else None

    @property
    def game_win_rate(self) -> float | None:
        return self.games_won / self.games if self.games else None

    @property
    def round_win_rate(self) -> float | None:
        return self.rounds_won / self.rounds if self.rounds else None

    def to_data(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "counts"}
        data["counts"] = dict(sorted(self.counts.items()))
        return data

    @classmethod
    def from_data(cls, data: Any, where: str) -> "Tally":
        if not isinstance(data, dict):
            raise BadFile(_(SHOULD_BE_MAPPING).format(key=where))
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name == "counts":
                continue
            value = data.get(f.name, 0 if f.name != "best_round" else None)
            if f.name == "best_round" and value is None:
                values[f.name] = None
                continue
            negative_ok = f.name in ("best_round", "score_sum")  # variants may give negative scores
            if isinstance(value, bool) or not isinstance(value, int) or (value < 0 and not negative_ok):
                raise BadFile(_(SHOULD_BE_NUMBER).format(key=f"{where}.{f.name}"))
            values[f.name] = value
        counts = data.get("counts", {})
        if not isinstance(counts, dict) or not all(
                isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in counts.values()):
            raise BadFile(_("{key} should map names to whole numbers").format(key=f"{where}.counts"))
        return cls(**values, counts={str(k): v for k, v in counts.items()})


@dataclass(frozen=True)
class RecentRound:
    score: int
    variant: str
    won: bool
    when: str  # ISO date and time of the game's end


@dataclass
class GameStats:
    """One game's statistics."""

    overall: Tally = field(default_factory=Tally)
    by_variant: dict[str, Tally] = field(default_factory=dict)
    by_level: dict[str, Tally] = field(default_factory=dict)  # opponent level -> tally ('human': no AI)
    recent: list[RecentRound] = field(default_factory=list)  # oldest first

    @property
    def recent_scores(self) -> list[int]:
        """Round scores for the chart, oldest first."""
        return [r.score for r in self.recent]

    def to_data(self) -> dict[str, Any]:
        return {
            "overall": self.overall.to_data(),
            "by_variant": {k: t.to_data() for k, t in sorted(self.by_variant.items())},
            "by_level": {k: t.to_data() for k, t in sorted(self.by_level.items())},
            "recent": [{"score": r.score, "variant": r.variant, "won": r.won, "when": r.when} for r in self.recent],
        }


@dataclass
class Stats:
    games: dict[str, GameStats] = field(default_factory=dict)  # game name -> its statistics
    counted: list[str] = field(default_factory=list)  # ids of the games already counted
    rounds_counted: dict[str, int] = field(default_factory=dict)  # unfinished game id -> rounds counted

    def of(self, game: str = DEFAULT_GAME) -> GameStats:
        """The statistics of one game (empty ones before its first game)."""
        return self.games.setdefault(game, GameStats())

    def to_data(self) -> dict[str, Any]:
        return {
            "format": STATS_FORMAT,
            "version": STATS_VERSION,
            "games": {name: g.to_data() for name, g in sorted(self.games.items())},
            "counted": list(self.counted),
            "rounds_counted": dict(self.rounds_counted),
        }


# the version-1 counters of CABO, which version 2 keeps in each tally's `counts`
_V1_COUNTS = ("cabo_calls", "cabo_successes", "kamikazes")


def _upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Older data as the newest version: version 1 (CABO only, counters as tally fields) becomes
    version 2, version 2 becomes 3 (no round of an unfinished game counted yet)."""
    if data.get("version") == 2:
        return {**data, "version": 3, "rounds_counted": {}}
    if data.get("version") != 1:
        return data

    def tally(old: Any) -> Any:
        if not isinstance(old, dict):
            return old
        new = {k: v for k, v in old.items() if k not in _V1_COUNTS}
        new["counts"] = {k: old[k] for k in _V1_COUNTS if k in old}
        return new

    def group(old: Any) -> Any:
        return {k: tally(v) for k, v in old.items()} if isinstance(old, dict) else old

    cabo = {"overall": tally(data.get("overall", {})), "by_variant": group(data.get("by_variant", {})),
            "by_level": group(data.get("by_level", {})), "recent": data.get("recent", [])}
    return _upgrade({"format": STATS_FORMAT, "version": 2, "games": {"cabo": cabo}, "counted": data.get("counted", [])})


def _game_stats_from_data(data: Any, where: str) -> GameStats:
    if not isinstance(data, dict):
        raise BadFile(_(SHOULD_BE_MAPPING).format(key=where))
    stats = GameStats(overall=Tally.from_data(data.get("overall", {}), f"{where}.overall"))
    for key in ("by_variant", "by_level"):
        group = data.get(key, {})
        if not isinstance(group, dict):
            raise BadFile(_(SHOULD_BE_MAPPING).format(key=f"{where}.{key}"))
        getattr(stats, key).update({str(k): Tally.from_data(v, f"{where}.{key}.{k}") for k, v in group.items()})
    recent = data.get("recent", [])
    if not isinstance(recent, list):
        raise BadFile(_("{key} should be a list").format(key=f"{where}.recent"))
    for i, item in enumerate(recent):
        score = item.get("score") if isinstance(item, dict) else None
        if isinstance(score, bool) or not isinstance(score, int):
            raise BadFile(_("{key} needs a whole-number score").format(key=f"{where}.recent[{i}]"))
        stats.recent.append(RecentRound(score, str(item.get("variant", "")), bool(item.get("won", False)),
                                        str(item.get("when", ""))))
    return stats


def stats_from_data(data: Any, path: Path | str = "stats") -> Stats:
    data = _upgrade(versioned(data, STATS_FORMAT, STATS_VERSION,
                              not_mapping=_("not a statistics file (expected a mapping)"),
                              wrong_format=_("not a statistics file (format should be {format})")))
    games = data.get("games", {})
    if not isinstance(games, dict):
        raise BadFile(_(SHOULD_BE_MAPPING).format(key="games"))
    stats = Stats({str(name): _game_stats_from_data(g, str(name)) for name, g in games.items()})
    counted = data.get("counted", [])
    if not isinstance(counted, list):
        raise BadFile(_("{key} should be a list").format(key="counted"))
    stats.counted = [str(c) for c in counted]
    rounds = data.get("rounds_counted", {})
    if not isinstance(rounds, dict) or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                                               for v in rounds.values()):
        raise BadFile(_("{key} should map game ids to whole numbers").format(key="rounds_counted"))
    stats.rounds_counted = {str(k): v for k, v in rounds.items()}
    return stats


def load_stats() -> Loaded[Stats]:
    """The statistics; fresh ones (with a message) when the file is missing or damaged. A file
    from a newer version is left alone (`newer`): nothing is counted into it or written over it."""
    loaded = read_file(stats_path(), stats_from_data, STATS_FILE)
    if loaded.value is None:
        if loaded.messages and not loaded.newer:
            loaded.messages.append(_("Statistics start afresh."))
        loaded.value = Stats()
    return loaded


def save_stats(stats: Stats) -> list[str]:
    path = stats_path()
    try:
        write_json(path, stats.to_data(), check=stats_from_data)
    except OSError as exc:
        log.error("could not write the statistics %s: %s", path, exc)
        return [_("Could not write your statistics to {path}: {problem}.").format(path=path, problem=write_problem(exc))]
    return []


def game_key(record: GameRecord) -> str:
    """A game's identity for counting it once: its id, or a hash of what defines the game."""
    game_id = record.meta.get("game_id")
    if isinstance(game_id, str) and game_id:
        return game_id
    data = record.to_data()
    data.pop("meta", None)
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:32]


def _counting(stats: Stats, record: GameRecord, state: Any, seats: Iterable[int] | None):
    """What a game counts into: its seats (default: the human ones), the tallies (overall, its
    variant, each opponent level) and the game's statistics; None when no seat is counted."""
    kinds = [seat.kind for seat in record.seats]
    seats = [i for i, kind in enumerate(kinds) if kind == HUMAN] if seats is None else list(seats)
    if not seats:
        return None
    mine = stats.of(record.rules.name)
    levels = sorted({kind for kind in kinds if kind != HUMAN}) or [HUMAN]
    tallies = [mine.overall, mine.by_variant.setdefault(state.variant.name, Tally())]
    tallies += [mine.by_level.setdefault(level, Tally()) for level in levels]
    return seats, tallies, mine


def _count_rounds(record: GameRecord, state: Any, results, seats, tallies, mine, when: str) -> None:
    game = record.rules
    better = min if game.lower_total_wins else max
    for seat in seats:
        for result in results:
            score = result.scores[seat]
            won = seat in result.winners
            counts = game.count_round(result, seat)
            for tally in tallies:
                tally.rounds += 1
                tally.rounds_won += won
                tally.score_sum += score
                tally.best_round = score if tally.best_round is None else better(tally.best_round, score)
                for name, value in counts.items():
                    tally.counts[name] = tally.counts.get(name, 0) + value
            mine.recent.append(RecentRound(score, state.variant.name, won, when))
    del mine.recent[:-RECENT_LIMIT]


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def add_rounds(stats: Stats, record: GameRecord, state: Any, seats: Iterable[int] | None = None,
               when: str | None = None) -> bool:
    """Count the scored rounds of a game still being played that are not counted yet (in place).
    Returns False, changing nothing, when there are none (or the game was counted already)."""
    key = game_key(record)
    done = stats.rounds_counted.get(key, 0)
    if key in stats.counted or len(state.history) <= done:
        return False
    counting = _counting(stats, record, state, seats)
    if counting is None:
        return False
    _count_rounds(record, state, state.history[done:], *counting, when or _now())
    stats.rounds_counted.pop(key, None)
    stats.rounds_counted[key] = len(state.history)  # newest last: the oldest are forgotten first
    while len(stats.rounds_counted) > COUNTED_LIMIT:
        del stats.rounds_counted[next(iter(stats.rounds_counted))]
    return True


def add_game(stats: Stats, record: GameRecord, state: Any, seats: Iterable[int] | None = None,
             when: str | None = None) -> bool:
    """Count a finished game into `stats` (in place) for `seats` (default: the human seats): the
    game, and its rounds not counted while it was played. Returns False, changing nothing, if the
    game is not over or was counted before."""
    if not state.over:
        return False
    key = game_key(record)
    if key in stats.counted:
        return False
    counting = _counting(stats, record, state, seats)
    if counting is None:
        return False
    seats_, tallies, mine = counting
    for seat in seats_:
        for tally in tallies:
            tally.games += 1
            tally.games_won += seat in state.winners
    done = stats.rounds_counted.pop(key, 0)
    _count_rounds(record, state, state.history[done:], seats_, tallies, mine, when or _now())
    stats.counted.append(key)
    del stats.counted[:-COUNTED_LIMIT]
    return True


@dataclass
class StatsUpdate:
    stats: Stats
    counted: bool
    messages: list[str] = field(default_factory=list)


def record_game(record: GameRecord, state: Any = None, seats: Iterable[int] | None = None) -> StatsUpdate:
    """Load the statistics, count a finished game (its record, and its final state if at hand),
    and save them. Returns the new statistics and messages for the player."""
    loaded = load_stats()
    stats = loaded.value if loaded.value is not None else Stats()
    messages = list(loaded.messages)
    if loaded.newer:  # a newer version's statistics: this game is not counted, the file is kept
        return StatsUpdate(stats, False, messages)
    if state is None:
        try:
            state = replay(record).final
        except RecordError as exc:
            log.error("statistics: the finished game cannot be replayed: %s", exc)
            return StatsUpdate(stats, False, messages + [
                _("This game could not be added to your statistics: {problem}").format(problem=exc)])
    counted = add_game(stats, record, state, seats)
    if counted:
        messages.extend(save_stats(stats))
    return StatsUpdate(stats, counted, messages)


def record_rounds(record: GameRecord, state: Any) -> StatsUpdate:
    """Count the rounds of a game being played that were scored since the last call, and save."""
    loaded = load_stats()
    stats = loaded.value if loaded.value is not None else Stats()
    if loaded.newer:
        return StatsUpdate(stats, False, [])  # said once, at the game's end
    counted = add_rounds(stats, record, state)
    messages = list(loaded.messages)
    if counted:
        messages.extend(save_stats(stats))
    return StatsUpdate(stats, counted, messages)
