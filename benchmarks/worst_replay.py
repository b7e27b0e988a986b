"""The worst replay the bounds allow, for each game: how long it takes and how much memory it needs.

Continue, the Replays screen and `cabo-desktop replay` replay a record from its first action, so
what a record may hold bounds what opening one costs. For each game this builds the biggest
variant the variant bounds allow (every setting that makes a game or a state grow at its limit,
the most seats), plays it with an agent that keeps the game going as long as it can (random
choices that avoid ending it: CABO never calls, Cabanga! cards cost no point, Kobito wins a pot
only when the cards run out), cuts the record at the game's `max_actions` for that variant (a save
of an unfinished game may stop anywhere), and replays it in a fresh process: its time (loading
included; CPU seconds, since the machine may be shared, and seconds on the clock) and its peak
memory (the process's maximum resident size, and Python's own peak with tracemalloc in a second
run). A game that ends before its bound (Kobito: its gold cards run out) is scaled up to the bound
by its cost per action. It also checks that one action more is refused. Goal (docs/records.md,
"Bounds"): at most about 2 s and 200 MB.

    PYTHONPATH=. python3 benchmarks/worst_replay.py                 # every game
    PYTHONPATH=. python3 benchmarks/worst_replay.py --game kobito --actions 3000
    PYTHONPATH=. python3 benchmarks/worst_replay.py --game cabo --actions 250000 --unbounded   # as before the bounds
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from cabo_desktop.core.records import GameRecord, RecordError, Seat, action_lines, record_from_data, replay
from cabo_desktop.games import get_game

LOW_CARDS = 1  # Kobito: a pot is won only when the rainbow deck and the discard pile hold fewer cards
UNBOUNDED = 10 ** 9


def high(cls: type, name: str, bound: str = "high") -> Any:
    """A setting's upper bound as its dataclass declares it (`high` for numbers, `most` for lists)."""
    return next(f for f in dataclasses.fields(cls) if f.name == name).metadata.get(bound)


# ---------------------------------------------------------------- the biggest variants


def biggest_cabo(snap: bool) -> dict:
    from cabo_desktop.games.cabo.rules import variant as V
    game = get_game("cabo")
    data = game.variant_to_data(game.load_builtin("classic"))
    seats = high(V.PlayerRules, "max")
    ranks = [str(r) for r in range(14)]
    per_rank = high(V.DeckRules, "counts")
    most = V.MAX_DECK_CARDS
    counts = {rank: min(per_rank, most // len(ranks) + (1 if k < most % len(ranks) else 0))
              for k, rank in enumerate(ranks)}
    data.update(name="biggest", title="Biggest", options=[])
    data["players"] = {"min": 2, "max": seats, "stretch_max": seats, "allow_stretch": False}
    data["deck"] = {"kind": "numbered", "counts": counts,
                    "abilities": {"7": "peek", "8": "peek", "9": "spy", "10": "look_and_swap", "11": "swap",
                                  "12": "swap"}}
    data["deal"] = {"hand_size": high(V.DealRules, "hand_size"), "layout": "square", "peek_count": 2,
                    "peek_choice": "any"}
    data["turn"].update(exchange_max=4, mismatch_penalty_from=2, swap_between_opponents=True,
                        deck_empty="reshuffle", reshuffles_max=None)
    data["snap"] = {"enabled": snap, "penalty_cards": high(V.SnapRules, "penalty_cards"), "match": "rank"}
    data["game_end"]["over"] = high(V.GameEndRules, "over")
    return data


def biggest_cabanga() -> dict:
    from cabo_desktop.games.cabanga.rules import variant as V
    game = get_game("cabanga")
    data = game.variant_to_data(game.load_builtin("standard"))
    top = high(V.DealRules, "top_value")
    data.update(name="biggest", title="Biggest", options=[])
    data["players"] = {"min": 2, "max": high(V.PlayerRules, "max")}
    data["deal"] = {"hand_size": high(V.DealRules, "hand_size"), "top_value": top,
                    "start_values": [1, top] * 4}  # the widest gaps
    # no card costs a point: the game never reaches its points, and rounds go on to the bound
    data["scoring"]["symbols"] = {str(v): 0 for v in range(1, top + 1)}
    data["game_end"] = {"points": high(V.GameEndRules, "points"), "rounds": None}
    return data


def biggest_kobito() -> dict:
    from cabo_desktop.games.kobito.rules import variant as V
    game = get_game("kobito")
    data = game.variant_to_data(game.load_builtin("standard"))
    top = high(V.DeckRules, "top")
    length = min(top, high(V.GoldCard, "length"))
    gold = high(V.Variant, "gold", "most")
    data.update(name="biggest", title="Biggest", options=[])
    data["players"] = {"min": 2, "max": high(V.PlayerRules, "max")}
    data["deck"] = {"top": top, "colours": high(V.DeckRules, "colours"), "kobitos": high(V.DeckRules, "kobitos"),
                    "replacements": high(V.DeckRules, "replacements"), "wrap": True}
    data["gold"] = [{"length": length, "points": high(V.GoldCard, "points")}] * gold
    data["table"] = {"hand_size": high(V.TableRules, "hand_size"), "pots": high(V.TableRules, "pots"),
                     "workshop_max": high(V.TableRules, "workshop_max")}
    return data


# (game, what the case is, its variant's data): CABO twice, since a snap window is many cheap
# actions (every seat passes) and a game without snapping fewer, dearer ones
CASES = [
    ("cabo", "no snapping", lambda: biggest_cabo(False)),
    ("cabo", "snapping", lambda: biggest_cabo(True)),
    ("cabanga", "", biggest_cabanga),
    ("kobito", "", biggest_kobito),
]


# ---------------------------------------------------------------- agents that keep a game going


def cabo_choice(state: Any, legal: list, rng: random.Random) -> Any:
    """Anything but CABO (the round then never ends: the deck is reshuffled); a snap now and then,
    while the hands are small (a wrong snap adds cards)."""
    from cabo_desktop.games.cabo.rules import actions as A
    choices = [a for a in legal if not isinstance(a, A.CallCabo)]
    if any(isinstance(a, A.PassSnap) for a in choices):
        if rng.random() < 0.9 or max(len(h) for h in state.round.hands) >= 10:
            return A.PASS_SNAP
    return choices[rng.randrange(len(choices))]


def cabanga_choice(state: Any, legal: list, rng: random.Random) -> Any:
    """A random card; in a throw window, a random throw half the time."""
    from cabo_desktop.games.cabanga.rules import actions as A
    if state.thrower >= 0 and (len(legal) == 1 or rng.random() < 0.5):
        return A.PASS
    return legal[rng.randrange(len(legal))]


def kobito_choice(state: Any, legal: list, rng: random.Random) -> Any:
    """As many moves a turn as there are, a pot won only when the cards run out (each win brings
    the game nearer its end, and none at all ends it when no card is left to draw)."""
    from cabo_desktop.games.kobito.rules import actions as A
    v = state.variant

    def wins(action: Any) -> bool:
        if isinstance(action, A.Play) and action.place[0] == "pot":
            gold, rainbow = state.pots[action.place[1]]
            return len(rainbow) + 1 == v.gold[gold].length
        if isinstance(action, A.Move):
            gold, rainbow = state.pots[action.pot]
            return len(rainbow) + action.count == v.gold[gold].length
        return False

    winning = [a for a in legal if wins(a)]
    if winning and len(state.deck) + len(state.discard) < LOW_CARDS:  # win now: the cards come back
        return winning[rng.randrange(len(winning))]
    others = [a for a in legal if not isinstance(a, A.End) and a not in winning]
    if others:
        return others[rng.randrange(len(others))]
    ends = [a for a in legal if isinstance(a, A.End)]
    return (ends or legal)[rng.randrange(len(ends or legal))]


CHOICE = {"cabo": cabo_choice, "cabanga": cabanga_choice, "kobito": kobito_choice}


def long_record(name: str, data: dict, actions: int, seed: int) -> GameRecord:
    """A record of the first `actions` actions of a game kept going (fewer if it ends first)."""
    game = get_game(name)
    variant = game.variant_from_data(data, "biggest")
    seats = variant.players.max
    state, _events = game.new_game(variant, seats, seed)
    rng = random.Random(seed)
    choose = CHOICE[name]
    taken = []
    while not state.over and len(taken) < actions:
        action = choose(state, list(game.legal_actions(state)), rng)
        state, _events = game.apply(state, action)
        taken.append(action)
    return GameRecord(copy.deepcopy(data), [Seat(f"Seat {k + 1}", "random") for k in range(seats)], seed, game=name,
                      actions=action_lines(taken, game))


# ---------------------------------------------------------------- measuring in a fresh process


def unbound() -> None:
    """Lift the record bounds (to measure a record beyond them, as the code before them did)."""
    for name in ("cabo", "cabanga", "kobito"):
        game = get_game(name)
        game.max_record_actions = game.max_decks = game.max_deck_cards = UNBOUNDED
        game.max_actions = lambda variant: UNBOUNDED


def measure(path: str, traced: bool, unbounded: bool) -> None:
    """Load and replay the record at `path`; print seconds and peak memory as JSON."""
    if unbounded:
        unbound()
    if traced:
        import tracemalloc
        tracemalloc.start()
    started, cpu = time.perf_counter(), time.process_time()
    record = record_from_data(json.loads(Path(path).read_text(encoding="utf-8")))
    result = replay(record)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    figures = {"seconds": round(elapsed, 3), "cpu_seconds": round(cpu, 3), "actions": len(result.states),
               "maxrss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)}
    if traced:
        figures["traced_peak_mb"] = round(tracemalloc.get_traced_memory()[1] / 2 ** 20)
    print(json.dumps(figures))


def child(path: Path, traced: bool, unbounded: bool) -> dict:
    args = [sys.executable, __file__, "--measure", str(path)] + (["--traced"] if traced else []) + \
        (["--unbounded"] if unbounded else [])
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"replaying {path} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted({case[0] for case in CASES}), action="append",
                        help="one game (default: all three)")
    parser.add_argument("--actions", type=int, help="cut the record here instead of at the game's max_actions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", metavar="DIR", help="keep the records written in DIR")
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    parser.add_argument("--traced", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--unbounded", action="store_true",
                        help="with --actions: replay a record beyond the bounds (as before them)")
    args = parser.parse_args()
    if args.measure:
        measure(args.measure, args.traced, args.unbounded)
        return
    folder = Path(args.keep or tempfile.mkdtemp(prefix="worst-replay-"))
    folder.mkdir(parents=True, exist_ok=True)
    worst = {"seconds": 0.0, "maxrss_mb": 0}
    for name, label, build in CASES:
        if args.game and name not in args.game:
            continue
        game = get_game(name)
        data = build()
        if args.unbounded:
            unbound()
        variant = game.variant_from_data(data, "biggest")
        bound = game.max_actions(variant)
        started = time.perf_counter()
        record = long_record(name, data, args.actions or bound, args.seed)
        built = time.perf_counter() - started
        path = folder / f"worst-{name}{'-' + label.replace(' ', '-') if label else ''}.json"
        text = json.dumps(record.to_data())
        path.write_text(text, encoding="utf-8")
        plain, traced = child(path, False, args.unbounded), child(path, True, args.unbounded)
        worst = {"seconds": max(worst["seconds"], plain["cpu_seconds"]),
                 "maxrss_mb": max(worst["maxrss_mb"], plain["maxrss_mb"])}
        print(f"{game.display_title}{' (' + label + ')' if label else ''}: {len(record.seats)} seats, "
              f"{len(record.actions)} actions (max_actions {bound}), record {len(text) / 1024:.0f} KB, "
              f"built in {built:.1f} s")
        print(f"  replay {plain['cpu_seconds']:.2f} s of CPU ({plain['seconds']:.2f} s on the clock), "
              f"max RSS {plain['maxrss_mb']} MB, traced peak {traced['traced_peak_mb']} MB")
        if len(record.actions) < min(bound, args.actions or bound):  # it ended first: what the bound would cost
            scale = bound / len(record.actions)
            print(f"  the game ended first; at max_actions, by the same cost per action: about "
                  f"{plain['cpu_seconds'] * scale:.2f} s of CPU, traced peak {traced['traced_peak_mb'] * scale:.0f} MB")
            worst["seconds"] = max(worst["seconds"], plain["cpu_seconds"] * scale)
        if len(record.actions) == bound:
            record.actions.append(record.actions[-1])
            try:
                replay(record_from_data(record.to_data()))
                print("  one action more: NOT refused")
            except RecordError as exc:
                print(f"  one action more: refused ({exc})")
    print(f"worst: {worst['seconds']:.2f} s of CPU, max RSS {worst['maxrss_mb']} MB (goal: about 2 s and 200 MB)")
    if not args.keep:
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()


if __name__ == "__main__":
    main()
