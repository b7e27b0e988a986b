"""One entry point with subcommands: play (default), simulate, replay, variants, arena, ...

Every error a player can cause (a bad file, a bad option) ends in one clear line and exit code 2,
never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn, Sequence

from . import __version__
from . import cli_args as check
from .cli_args import CommandLineParser, UsageError
from .commands import demo_command

EXIT_USAGE = 2


class CliError(Exception):
    """A problem the user can fix; printed as one line."""


# ---------------------------------------------------------------- helpers


def _game(name: str | None):
    from .games import UnknownGame, get_game

    try:
        return get_game(name)
    except UnknownGame as exc:
        raise CliError(str(exc)) from None


def _variant(name: str | None, options: Sequence[tuple[str, Any]] = (), game=None):
    """A variant of `game` (default: CABO): its default, a built-in, the player's own by name or a
    file; `options` are --option's (key, value) pairs."""
    from .core.variant_files import VariantFileError, resolve_variant
    from .storage.paths import user_variants_dir

    game = game or _game(None)
    try:
        variant = resolve_variant(game, name or game.default_variant, user_variants_dir())
        if options:
            variant = game.with_settings(variant, dict(options), "--option")
        return variant
    except (game.variant_error, VariantFileError) as exc:
        raise CliError(str(exc)) from None


def _refuse(args: argparse.Namespace, message: str) -> NoReturn:
    """A wrong combination of arguments: one line from the subcommand's own parser, exit code 2."""
    args.parser.error(message)


# ---------------------------------------------------------------- simulate


def cmd_simulate(args: argparse.Namespace) -> int:
    from .core.records import GameRecord, Seat, action_lines, save_record
    from .core.runner import play_game

    game = _game(args.game)
    variant = _variant(args.variant, args.option, game)
    if args.seed + args.games - 1 > check.SEED_MAX:  # game k is played with seed + k, kept in its record
        _refuse(args, f"--seed {args.seed} with --games {args.games}: the last game's seed would pass 2^64 - 1; "
                      f"use a seed of at most {check.SEED_MAX - args.games + 1}")
    records_dir = _records_folder(args.records)
    total_actions = total_rounds = 0
    started = time.perf_counter()
    for k in range(args.games):
        seed = args.seed + k
        agents = [game.random_agent() for _ in range(args.players)]
        try:
            run = play_game(variant, agents, seed, game=game)
        except game.setup_error as exc:
            raise CliError(str(exc)) from None
        total_actions += len(run.actions)
        total_rounds += len(run.state.history)
        if records_dir is not None:
            seats = [Seat(f"Random {i + 1}", "random") for i in range(args.players)]
            record = GameRecord.for_variant(variant, seats, seed, game=game.name,
                                            actions=action_lines(run.actions, game))
            save_record(record, records_dir / f"game-{seed}.json")
    elapsed = time.perf_counter() - started
    figures = {
        "game": game.name,
        "variant": variant.name,
        "players": args.players,
        "games": args.games,
        "seconds": round(elapsed, 3),
        "games_per_second": round(args.games / elapsed, 2),
        "actions_per_second": round(total_actions / elapsed),
        "mean_rounds_per_game": round(total_rounds / args.games, 2),
        "mean_actions_per_round": round(total_actions / max(total_rounds, 1), 1),
    }
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"{args.games} games of {variant.title} with {args.players} random players in {elapsed:.2f} s")
        print(f"  games/s             {figures['games_per_second']}")
        print(f"  actions/s           {figures['actions_per_second']}")
        print(f"  mean rounds/game    {figures['mean_rounds_per_game']}")
        print(f"  mean actions/round  {figures['mean_actions_per_round']}")
        if records_dir is not None:
            print(f"  records written to  {records_dir}")
    return 0


def _records_folder(folder: Path | None) -> Path | None:
    """--records' folder, made before the first game is played rather than after it."""
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CliError(f"--records {str(folder)!r}: the folder cannot be made ({_one_line(exc)})") from None
    return folder


# ---------------------------------------------------------------- replay


def cmd_replay(args: argparse.Namespace) -> int:
    from .core.records import RecordError, load_record, replay

    expected = _game(args.game) if args.game else None
    try:
        record = load_record(args.file)
        if expected is not None and record.game != expected.name:
            raise CliError(f"{args.file}: this is a record of {record.rules.title}, not of {expected.title}")
        result = replay(record)
    except RecordError as exc:
        raise CliError(str(exc)) from None
    game = result.game
    summary = game.replay_summary(result)
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print("\n".join(game.replay_lines(summary, result.variant.title)))
    return 0


# ---------------------------------------------------------------- variants


def cmd_languages(args: argparse.Namespace) -> int:
    """For developers and packagers: each language, whether its catalog loads, and one message in it."""
    from . import i18n
    print(f"catalogs in {i18n.locale_dir()}; the system's language: {i18n.system_language()}")
    for code, name in i18n.LANGUAGES.items():
        used = i18n.set_language(code)
        state = "ok" if used == code else f"missing (falls back to {used})"
        print(f"  {code}  {name:<12} {state:<12} New game = {i18n._('New game')}")
    return 0


def cmd_variants(args: argparse.Namespace) -> int:
    from .core.variant_files import user_variant_entries
    from .games import game_names, get_game
    from .storage.paths import user_variants_dir

    games = [_game(args.game)] if args.game else [get_game(name) for name in game_names()]
    for game in games:
        print(f"Built-in {game.title} variants:")
        for name in game.builtin_variants:
            variant = game.load_builtin(name)
            default = " (default)" if name == game.default_variant else ""
            print(f"  {name:<10} {variant.title}{default}  [{variant.players.min}-{variant.players.limit} players]")
    folder = user_variants_dir()
    print(f"Your variants are read from: {folder}")
    entries = [e for e in user_variant_entries(folder) if not args.game or e.game == games[0].name]
    for entry in entries:
        if entry.ok:
            print(f"  {entry.key:<10} {entry.variant.title}  ({get_game(entry.game).title})")
        else:
            print(f"  {entry.key:<10} NOT USABLE: {entry.error}")
    if not entries:
        print(f"  (none yet: copy a built-in file there, or start one with 'extends: {get_game().default_variant}')")
    return 0


# ---------------------------------------------------------------- play


def no_display_reason() -> str | None:
    """Why no window can open here, or None (in the player's language). Checked before pygame
    starts, so SDL prints nothing."""
    from .i18n import _

    if os.environ.get("SDL_VIDEODRIVER"):
        return None
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            # TRANSLATORS: DISPLAY and WAYLAND_DISPLAY are names of environment variables: keep them
            return _("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)")
    return None


def use_players_language() -> str:
    """Speak the language of the player's settings (the system's when they say "auto" or cannot
    be read), without touching the settings file: for what `play` says before the window opens."""
    from .i18n import AUTO, set_language
    from .storage.settings import LANGUAGE_CHOICES, settings_path

    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = None
    choice = data.get("language", AUTO) if isinstance(data, dict) else AUTO
    return set_language(choice if choice in LANGUAGE_CHOICES else AUTO)


def cmd_play(args: argparse.Namespace) -> int:
    from .i18n import _

    if no_display_reason():
        use_players_language()
        print(_("Cabo Desktop cannot open a window: {reason}.").format(reason=no_display_reason()))
        # TRANSLATORS: {command} is a command to type in a terminal (two spaces before it set it apart)
        print(_("Watch the AI play without a window instead:  {command}").format(command=demo_command()))
        return 1
    from .ui import app

    check.use_ui_scale(getattr(args, "ui_scale", None))
    return app.run(args)


def _check_moment(args: argparse.Namespace, game) -> None:
    """--at names a frame, or an event of the game played (its events are what the table waits for)."""
    if isinstance(args.at, str) and args.at not in check.event_names(game.name):
        _refuse(args, f"--at {args.at!r}: {game.title} has no event of that name; expected a frame number or "
                      f"one of {', '.join(check.event_names(game.name))}")


def _check_demo_seats(args: argparse.Namespace, game, variant) -> tuple[int, list[str] | None]:
    """The number of AI seats and their levels, checked against the variant and the game's AIs."""
    players = variant.players
    if args.seats is not None and not players.min <= args.seats <= players.limit:
        _refuse(args, f"--seats {args.seats}: {variant.title} is for {players.min} to {players.limit} players")
    seats = args.seats or min(4, players.limit)
    levels = [level.strip() for level in args.levels.split(",")] if args.levels is not None else None
    if levels is not None:
        known = [*game.ai_levels(), "random"]
        unknown = [level for level in levels if level not in known]
        if unknown:
            _refuse(args, f"--levels: no {game.title} AI level {unknown[0]!r}; the levels are {', '.join(known)}")
        if len(levels) > seats:
            _refuse(args, f"--levels: {len(levels)} levels for {seats} seats; give at most {seats} (or more --seats)")
    return seats, levels


def _check_demo_screen(args: argparse.Namespace) -> None:
    """--at and --stop are about the screenshot; a window needs a display (else --headless)."""
    if args.screenshot is None and (args.at is not None or args.stop):
        _refuse(args, f"{'--at' if args.at is not None else '--stop'}: only with --screenshot PATH")
    if not args.headless and no_display_reason():  # said before SDL starts (and prints its own lines)
        _refuse(args, f"{no_display_reason()}: add --headless to watch without a window")


@contextmanager
def _opening_a_window():
    """A display that is named but cannot be opened: one line, not an unexpected error."""
    from .ui.app import NoDisplay

    try:
        yield
    except NoDisplay as exc:
        raise CliError(str(exc)) from None


def cmd_demo(args: argparse.Namespace) -> int:
    from .ui.demo import run_demo

    game = _game(args.game)
    variant = _variant(args.variant, game=game)
    seats, levels = _check_demo_seats(args, game, variant)
    _check_moment(args, game)
    _check_demo_screen(args)
    with _saving_picture("--screenshot", args.screenshot), _opening_a_window():
        result = run_demo(
            headless=args.headless, games=args.games, game=game.name, variant=variant, seed=args.seed,
            seats=seats, levels=levels, speed=args.speed or ("instant" if args.headless else "normal"),
            screenshot=args.screenshot, at=args.at, stop_after_screenshot=bool(args.screenshot and args.stop),
            rounds=args.rounds,
        )
    print(f"demo: {result.games} game(s) finished, {result.rounds} round(s), {result.frames} frames in {result.seconds:.1f} s")
    for number, (winners, totals) in enumerate(zip(result.winners, result.totals), 1):
        print(f"  game {number}: winner seat(s) {', '.join(map(str, winners))}, totals {list(totals)}")
    for shot in result.screenshots:
        print(f"  screenshot saved: {shot}")
    for error in result.errors:
        print(f"demo stopped by an error (details in the log): {error}", file=sys.stderr)
    return 1 if result.errors else 0


def cmd_screenshot(args: argparse.Namespace) -> int:
    size = check.use_ui_scale(args.ui_scale, check.size_pair(args.size))  # the pixels asked for, at --ui-scale
    if args.at is not None and args.scene != "table":
        _refuse(args, f"--at: only with --scene table (not {args.scene})")
    if args.at is not None:
        _check_moment(args, _game(None))  # the demo table of this screen plays CABO
    with _saving_picture("path", args.path):
        if args.at is not None:  # the demo's table (every seat an AI) at a frame or event
            from .ui.demo import screenshot_scene
            path = screenshot_scene(args.path, scene="table", size=size, headless=True, at=args.at)
        else:
            from .ui.tour import take
            path = take(args.path, args.scene, size=size, seed=args.seed, language=args.language)
    print(f"screenshot saved: {path}")
    return 0


@contextmanager
def _saving_picture(option: str, path: str | None):
    """A picture's file that could not be written after all (the argument's checks cannot foresee
    everything, e.g. a read-only file system): one line instead of pygame's error."""
    import pygame

    try:
        yield
    except (OSError, pygame.error) as exc:
        if not path or (str(Path(path)) not in str(exc) and path not in str(exc)):  # not about the picture
            raise
        raise CliError(f"{option} {path!r}: the picture cannot be saved ({_one_line(exc)})") from None


# ---------------------------------------------------------------- serve


def cmd_serve(args: argparse.Namespace) -> int:
    """The room server for network play, without a window (docs/network.md); stops on SIGTERM."""
    import asyncio
    import sqlite3

    from .net.server import serve_until_stopped, tune_gc_for_serving
    from .storage.logs import setup_logging

    tune_gc_for_serving()
    log = setup_logging()
    if log is not None:
        print(f"logging to {log}", flush=True)
    if args.host not in ("127.0.0.1", "::1", "localhost"):
        print(f"listening on {args.host}: other computers can reach this server", flush=True)
    port_file = Path(args.port_file) if args.port_file else None
    if args.store and args.store.startswith(("redis://", "rediss://")):
        return _serve_cluster(args, port_file)
    store = Path(args.store) if args.store else None
    try:
        asyncio.run(serve_until_stopped(store, args.host, args.port, args.away_seconds, port_file,
                                        announce=lambda line: print(line, flush=True)))
    except OSError as exc:
        raise CliError(f"cannot listen on {args.host} port {args.port} ({_one_line(exc)})") from None
    except sqlite3.Error as exc:
        raise CliError(f"--store {args.store or 'rooms.sqlite3'}: not a room store ({_one_line(exc)})") from None
    return 0


def _serve_cluster(args: argparse.Namespace, port_file: Path | None) -> int:
    """serve --store redis://...: one of several servers sharing their rooms (docs/server.md)."""
    import asyncio

    from redis.exceptions import RedisError

    from .net.lease import serve_cluster_until_stopped
    where = args.store.split("@")[-1]  # never the password
    try:
        asyncio.run(serve_cluster_until_stopped(args.store, args.host, args.port, args.away_seconds, port_file,
                                                args.advertise, announce=lambda line: print(line, flush=True)))
    except RedisError as exc:
        raise CliError(f"--store {where}: Redis does not answer as expected ({_one_line(exc)})") from None
    except OSError as exc:
        raise CliError(f"cannot listen on {args.host} port {args.port} ({_one_line(exc)})") from None
    return 0


# ---------------------------------------------------------------- parser


def build_parser() -> argparse.ArgumentParser:
    from .games import DEFAULT_GAME, game_names

    games = ", ".join(game_names())
    parser = CommandLineParser(prog="cabo-desktop", description="The card game CABO for the desktop.")
    parser.add_argument("--version", action="version", version=f"Cabo Desktop {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="start the game (the default)")
    play.add_argument("--size", type=check.window_size, help="window size, from 640x480 to 7680x4320, e.g. 1280x720")
    play.add_argument("--ui-scale", type=check.ui_scale, metavar="SCALE",
                      help="draw text and spacing this many times larger, e.g. 2 or 150%% (default: the display's)")
    play.set_defaults(func=cmd_play, parser=play)

    demo = sub.add_parser("demo", help="watch AI players through the real table (or headless, for testing)")
    demo.add_argument("--headless", action="store_true", help="no window: dummy video and audio drivers")
    demo.add_argument("--game", type=check.table_game_name, default=None, help=f"the game: {games} (default {DEFAULT_GAME})")
    demo.add_argument("--games", type=check.positive, default=1)
    demo.add_argument("--rounds", type=check.positive, help="end each game after this many rounds")
    demo.add_argument("--variant", type=check.variant_name, default=None,
                      help="built-in name, user variant name or YAML path (default: the game's)")
    demo.add_argument("--seats", type=check.positive, help="number of AI players (default 4, or fewer if the variant needs)")
    demo.add_argument("--levels", help="comma-separated AI levels of the game (a wrong name lists them)")
    demo.add_argument("--seed", type=check.seed, default=1)
    demo.add_argument("--speed", choices=["slow", "normal", "fast", "instant"], default=None)
    demo.add_argument("--screenshot", type=check.file_to_write, metavar="PATH", help="save the window as PNG (see --at)")
    demo.add_argument("--at", type=check.moment, metavar="FRAME_OR_EVENT",
                      help="frame number, or event name such as CardsSlidOut")
    demo.add_argument("--stop", action="store_true", help="end the demo once the screenshot is taken")
    demo.set_defaults(func=cmd_demo, parser=demo)

    shot = sub.add_parser("screenshot", help="save a PNG of a named screen without a display")
    shot.add_argument("path", type=check.file_to_write)
    shot.add_argument("--scene", type=check.screen_name, default="title", metavar="NAME",
                      help="a menu, a game's tutorial or table screen (a wrong name lists them); table screens: "
                           "a person at seat 0 against the game's AI levels, at the moment named")
    shot.add_argument("--at", type=check.moment, metavar="FRAME_OR_EVENT",
                      help="with --scene table: the AI-only demo table at this moment")
    shot.add_argument("--size", type=check.window_size, default="1280x720",
                      help="window size, from 640x480 to 7680x4320, e.g. 1280x720")
    shot.add_argument("--ui-scale", type=check.ui_scale, metavar="SCALE",
                      help="a high-DPI picture: --size 2560x1440 --ui-scale 2 is the 1280x720 screen at twice the pixels")
    shot.add_argument("--seed", type=check.seed, default=3)
    shot.add_argument("--language", choices=("en", "fr", "uk"), help="the screen in this language (default: the settings')")
    shot.set_defaults(func=cmd_screenshot, parser=shot)

    sim = sub.add_parser("simulate", help="play whole games with random agents and print speed figures")
    sim.add_argument("--game", type=check.game_name, default=None, help=f"the game: {games} (default {DEFAULT_GAME})")
    sim.add_argument("--variant", type=check.variant_name, default=None,
                     help="built-in name, user variant name or YAML path (default: the game's)")
    sim.add_argument("--players", type=check.positive, default=2)
    sim.add_argument("--games", type=check.positive, default=100)
    sim.add_argument("--seed", type=check.seed, default=1, help="the first game's seed (0 to 2^64 - 1)")
    sim.add_argument("--records", type=check.folder_to_write, metavar="DIR", help="write each game's record into DIR")
    sim.add_argument("--option", type=check.option_setting, action="append", default=[], metavar="KEY=VALUE",
                     help="change a variant setting (VALUE in YAML)")
    sim.add_argument("--json", action="store_true", help="print the figures as JSON")
    sim.set_defaults(func=cmd_simulate, parser=sim)

    rep = sub.add_parser("replay", help="replay a game record and print its rounds and final state")
    rep.add_argument("file")
    rep.add_argument("--game", type=check.game_name, default=None, help="check that the record is of this game")
    rep.add_argument("--json", action="store_true", help="print JSON (keys in docs/records.md)")
    rep.set_defaults(func=cmd_replay, parser=rep)

    lang = sub.add_parser("languages", help="list the game's languages and check their catalogs load")
    lang.set_defaults(func=cmd_languages, parser=lang)

    var = sub.add_parser("variants", help="list the built-in variants and where your own are read from")
    var.add_argument("--game", type=check.game_name, default=None, help="only this game's variants")
    var.set_defaults(func=cmd_variants, parser=var)

    srv = sub.add_parser("serve", help="run a room server for network play (no window; stops on SIGTERM)")
    srv.add_argument("--host", type=check.host_address, default="127.0.0.1",
                     help="the address to listen on (default 127.0.0.1: this computer only; 0.0.0.0: every network)")
    srv.add_argument("--port", type=check.port, default=8765, help="the port (default 8765; 0: any free port)")
    srv.add_argument("--store", type=check.room_store, metavar="PATH|URL",
                     help="the rooms' SQLite file (default: rooms.sqlite3 in the per-user data folder), or "
                          "redis://[:PASSWORD@]HOST:PORT/DB for several servers sharing rooms (docs/server.md)")
    srv.add_argument("--advertise", type=check.host_port, metavar="HOST:PORT",
                     help="with a redis:// store: where the other servers reach this one (default: --host:--port)")
    srv.add_argument("--away-seconds", type=check.whole_number(1, 3600), default=45, metavar="N",
                     help="seconds a dropped player's seat waits before the AI plays it (default 45)")
    srv.add_argument("--port-file", type=check.file_to_write, metavar="PATH",
                     help="write the port listened on into PATH once listening (scripts, with --port 0)")
    srv.set_defaults(func=cmd_serve, parser=srv)

    from .core import arena

    arena.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = build_parser()
    args = None
    try:
        args = parser.parse_args(argv)
        func = getattr(args, "func", cmd_play)
        return func(args) or 0
    except UsageError as exc:  # already "cabo-desktop COMMAND: what is wrong"
        print(exc, file=sys.stderr)
        return EXIT_USAGE
    except CliError as exc:
        print(f"cabo-desktop: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except (ValueError, OSError, RecursionError, MemoryError) as exc:  # a bad file or value we missed
        print(f"cabo-desktop: {_one_line(exc)}", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - a bug: one line here, the traceback in the log
        from .storage.logs import log_unexpected
        path = log_unexpected(exc, f"cabo-desktop {getattr(args, 'command', '')}")
        print(f"cabo-desktop: unexpected error ({type(exc).__name__}: {_one_line(exc)}); details in {path}",
              file=sys.stderr)
        return 1


def _one_line(exc: BaseException, most: int = 200) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= most else text[: most - 1] + "…"


if __name__ == "__main__":
    sys.exit(main())
