"""Mutated player files of every kind and game, fed through every reader: the fuzz harness that
tests/storage/test_fuzz_files.py runs with a bounded number of examples and
benchmarks/fuzz_files.py runs at length, counting the outcomes.

A seed file is a real file the game writes (a save, a finished game's record, a variant, the
settings, the statistics); a mutation replaces, drops or adds values anywhere in its data, with
the values hostile files hold (NULs, lone surrogates, invisible characters, huge numbers, wrong
types), or cuts or damages its bytes. `try_file` writes one mutated file where the game looks for
it and reads it the way the game does; every reader promises never to raise, to answer quickly,
and to keep the player's file (in place, or moved aside to `<name>.broken-<time>`).
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from cabo_desktop.core.records import GameRecord, RecordError, Seat, load_record, replay
from cabo_desktop.games import get_game
from cabo_desktop.storage import paths, saves, settings, stats

GAMES = ("cabo", "cabanga", "kobito")
KINDS = ("save", "autosave", "record", "variant", "settings", "stats")
HANG_SECONDS = 2.0
HUGE = "__HUGE_NUMBER__"  # a placeholder: a number of 5,000 digits cannot go through json.dumps
HOSTILE_VALUES: tuple[Any, ...] = (
    "", "\x00", "\ud800", "\udfff x", "\u200b", "\u202eAnn", "\ufeff", "\u034f", "A\x00\ud800\u200bB", "x" * 5000,
    "R²", "R٣", "K²", "²r", "9" * 50, "draw deck", "play R3 left", "pass", "throw B4 B5", "end",
    -1, 0, 1, 7, 2 ** 64, -(2 ** 70), 10 ** 30, 1.5, float("1e308"), True, False, None,
    [], {}, [[[[[]]]]], [None], {"": None}, HUGE,
)


@dataclass
class Outcome:
    kind: str
    game: str
    result: str  # "read" (usable), "refused" (a clear message), "crash" or "hang"
    detail: str = ""
    seconds: float = 0.0
    lost: bool = False  # the file's bytes are nowhere under the player's folders any more


def random_record(game_name: str, actions: int, seed: int = 3, *, over: bool = False,
                  kinds: tuple[str, ...] = ("human", "random"),
                  names: tuple[str, ...] = ()) -> tuple[GameRecord, Any]:
    """A record of `game_name` with up to `actions` random actions (all of them with `over`)."""
    game = get_game(game_name)
    variant = game.load_builtin(game.default_variant)
    names = names or tuple(f"P{i}" for i in range(len(kinds)))
    record = GameRecord.for_variant(variant, [Seat(n, k) for n, k in zip(names, kinds)], seed, game=game_name)
    state, _ = game.new_game(variant, len(kinds), seed)
    agent, rng = game.random_agent(), random.Random(seed)
    while not state.over and (over or len(record.actions) < actions):
        action = agent.choose(None, list(game.legal_actions(state)), rng)
        state, _ = game.apply(state, action)
        record.actions.append(game.format_action(action))
    return record, state


@lru_cache(maxsize=None)
def finished_game(game: str) -> tuple[GameRecord, Any]:
    """One whole game of `game`, played once per run."""
    return random_record(game, 0, seed=14, over=True)


def seed_data(kind: str, game: str) -> Any:
    """The data of a real file of this kind, as the game writes it."""
    if kind in ("save", "autosave"):
        # the autosave of a game that ended but was never filed: Continue files it, writing it again
        record, state = random_record(game, 12, seed=11, over=kind == "autosave")
        record.meta.update(name="Friday", summary=saves.summary_of(record, state), saved_at="2026-11-27T10:00:00")
        return record.to_data()
    if kind == "record":
        return random_record(game, 0, seed=12, over=True)[0].to_data()
    if kind == "variant":
        rules = get_game(game)
        return {"game": game, **rules.variant_to_data(rules.load_builtin(rules.default_variant)), "name": "fuzzed"}
    if kind == "settings":
        return settings.Settings().to_data()
    if kind == "stats":
        record, state = random_record(game, 0, seed=13, over=True)
        counted = stats.Stats()
        stats.add_game(counted, record, state)
        return counted.to_data()
    raise ValueError(kind)


# ------------------------------------------------------------------ mutations


def _places(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key or index) in the data, the top level's parent as (None, None)."""
    found: list[tuple[Any, Any]] = [(None, None)]
    stack = [data]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            found.append((node, key))
            if isinstance(value, (dict, list)):
                stack.append(value)
    return found


def mutate(data: Any, rng: random.Random, steps: int) -> bytes:
    """The data changed `steps` times, as the bytes of a file (JSON text, sometimes damaged)."""
    data = json.loads(json.dumps(data))
    for _ in range(steps):
        places = _places(data)
        actions = data.get("actions") if isinstance(data, dict) else None  # hundreds of lines: not always them
        texts = [(c, k) for c, k in places if c is not None and c is not actions and isinstance(c[k], str)]
        # texts half of the time: a name, a title or an action line is where hostile text hurts
        container, key = rng.choice(texts if texts and rng.random() < 0.5 else places)
        how = rng.random()
        if container is None:
            if how < 0.1:
                data = rng.choice(HOSTILE_VALUES)
            continue
        if how < 0.55:
            container[key] = rng.choice(HOSTILE_VALUES)
        elif how < 0.7:
            del container[key]
        elif how < 0.8 and isinstance(container, dict):
            container[rng.choice(["zz", "\x00", "\ud800", "version", "format", "game", "actions"])] = \
                rng.choice(HOSTILE_VALUES)
        elif how < 0.9 and isinstance(container, list):
            container.insert(rng.randrange(len(container) + 1), container[key])
        elif isinstance(container[key], str):
            text = container[key]
            container[key] = text[: rng.randrange(len(text) + 1)] + rng.choice(["\x00", "\ud800", "²", "٣", "{"])
    text = json.dumps(data, allow_nan=True).replace(f'"{HUGE}"', "9" * 5000)
    raw = text.encode("utf-8")
    damage = rng.random()
    if damage < 0.08:
        raw = raw[: rng.randrange(len(raw) + 1)]
    elif damage < 0.12 and raw:
        i = rng.randrange(len(raw))
        raw = raw[:i] + bytes([rng.randrange(256)]) + raw[i + 1:]
    return raw


# ------------------------------------------------------------------ reading as the game does


def _where(kind: str) -> Path:
    return {"save": saves.saves_dir() / "fuzzed.json", "autosave": saves.autosave_path(),
            "record": paths.data_dir() / "fuzzed-record.json", "variant": paths.user_variants_dir() / "fuzzed.yaml",
            "settings": settings.settings_path(), "stats": stats.stats_path()}[kind]


def _read_record(path: Path) -> str:
    try:
        replay(load_record(path))
    except RecordError:
        return "refused"
    return "read"


def _read(kind: str, game: str, path: Path) -> tuple[str, bool]:
    """(outcome, whether the file may have been filed away as a finished game)."""
    if kind == "save":
        listing = saves.list_saves()
        loaded = saves.load_game(path) if path.exists() else None
        if loaded is not None and loaded.value is not None:  # played on: autosaved, as the table does
            game_loaded = loaded.value
            saves.autosave(game_loaded.record, game_loaded.state)
        ok = listing.saves and (loaded is None or loaded.value is not None)
        return ("read" if ok else "refused"), False
    if kind == "autosave":
        saves.autosave_summary()
        loaded = saves.continue_game()
        filed = any("already ended" in m for m in loaded.messages)
        return ("read" if loaded.value is not None or filed else "refused"), filed
    if kind == "record":
        return _read_record(path), False
    if kind == "variant":
        from cabo_desktop.core.variant_files import variant_entries
        entries = [e for e in variant_entries(get_game(game), path.parent) if "fuzzed" in e.key]
        for other in GAMES:  # a file may name another game: its list shows it too
            variant_entries(get_game(other), path.parent)
        return ("read" if entries and entries[0].ok else "refused"), False
    if kind == "settings":
        loaded = settings.load_settings()
        settings.save_settings(loaded.value)  # a change in the settings screen writes them again
        return ("refused" if loaded.messages else "read"), False
    if kind == "stats":
        loaded = stats.load_stats()
        if not loaded.newer:
            stats.record_game(*finished_game(game))  # a game ends: counted, written
        return ("refused" if loaded.messages else "read"), False
    raise ValueError(kind)


def _kept(raw: bytes, home: Path) -> bool:
    """Whether a file under `home` still holds exactly these bytes."""
    return any(p.is_file() and p.stat().st_size == len(raw) and p.read_bytes() == raw for p in home.rglob("*"))


def try_file(kind: str, game: str, raw: bytes, home: Path) -> Outcome:
    """Write `raw` where the game looks for a file of `kind` and read it as the game does."""
    path = _where(kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    start = time.perf_counter()
    try:
        result, filed = _read(kind, game, path)
    except Exception as exc:  # noqa: BLE001 - exactly what the readers promise never to do
        return Outcome(kind, game, "crash", f"{type(exc).__name__}: {exc}"[:300], time.perf_counter() - start)
    seconds = time.perf_counter() - start
    lost = not filed and not _kept(raw, home)
    return Outcome(kind, game, "hang" if seconds > HANG_SECONDS else result, "", seconds, lost)


def clear(home: Path) -> None:
    """Forget every file under `home` (between two fuzzed files)."""
    import shutil
    if home.exists():
        shutil.rmtree(home)


def draw_every_menu(size: tuple[int, int] = (1024, 600)) -> None:
    """Open every menu screen over what the player's folders now hold, and draw it (raises on a
    crash: the app's error screen is switched off)."""
    import pygame

    from cabo_desktop.ui import tour
    from cabo_desktop.ui.app import App
    for screen in tour.MENUS:
        app = App(size, headless=True)
        app.catch_errors = False
        try:
            tour.reach(app, screen)
            app.step(1 / 60, events=[])
            app.draw()
        finally:
            pygame.quit()


def fuzz(kind: str, game: str, count: int, seed: int, home: Path,
         on_file: Callable[[Outcome], None] | None = None) -> list[Outcome]:
    """`count` mutated files of one kind and game, each read on its own."""
    rng = random.Random(f"{kind}-{game}-{seed}")
    base = seed_data(kind, game)
    outcomes = []
    for _ in range(count):
        clear(home)
        outcome = try_file(kind, game, mutate(base, rng, rng.randint(1, 4)), home)
        outcomes.append(outcome)
        if on_file is not None:
            on_file(outcome)
    return outcomes
