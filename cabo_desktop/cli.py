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
from pathlib import Path
from typing import Any, Sequence

from . import __version__
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


def _variant(name: str | None, options: Sequence[str] = (), game=None):
    """A variant of `game` (default: CABO): its default, a built-in, the player's own by name or a file."""
    from .core.variant_files import VariantFileError, resolve_variant
    from .storage.paths import user_variants_dir

    game = game or _game(None)
    try:
        variant = resolve_variant(game, name or game.default_variant, user_variants_dir())
        if options:
            variant = game.with_settings(variant, _parse_options(options), "--option")
        return variant
    except (game.variant_error, VariantFileError) as exc:
        raise CliError(str(exc)) from None


def _parse_options(options: Sequence[str]) -> dict[str, Any]:
    import yaml

    changes: dict[str, Any] = {}
    for option in options:
        key, sep, value = option.partition("=")
        if not sep or not key:
            raise CliError(f"--option {option!r}: expected KEY=VALUE, e.g. players.allow_stretch=true")
        changes[key.strip()] = yaml.safe_load(value)
    return changes


# ---------------------------------------------------------------- simulate


def cmd_simulate(args: argparse.Namespace) -> int:
    from .core.records import GameRecord, Seat, action_lines, save_record
    from .core.runner import play_game

    game = _game(args.game)
    variant = _variant(args.variant, args.option, game)
    if args.games < 1:
        raise CliError("--games must be at least 1")
    records_dir = Path(args.records) if args.records else None
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
        print("  (none yet: copy a built-in file there, or start one with 'extends: official')")
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

    return app.run(args)


def _at(text: str | None) -> int | str | None:
    """--at takes a frame number or an event name such as CardsSlidOut."""
    if text is None:
        return None
    return int(text) if text.isdigit() else text


def cmd_demo(args: argparse.Namespace) -> int:
    from .games.cabo.rules import events as rule_events
    from .ui.demo import run_demo

    variant = _variant(args.variant)
    if args.seats is not None and not variant.players.min <= args.seats <= variant.players.limit:
        raise CliError(f"{variant.title} is for {variant.players.min} to {variant.players.limit} players, not {args.seats}")
    at = _at(args.at)
    if isinstance(at, str) and not isinstance(getattr(rule_events, at, None), type):
        raise CliError(f"--at {at!r}: expected a frame number or an event name such as CardsSlidOut or RoundScored")
    if args.games < 1:
        raise CliError("--games must be at least 1")
    if args.rounds is not None and args.rounds < 1:
        raise CliError("--rounds must be at least 1")
    levels = args.levels.split(",") if args.levels else None
    result = run_demo(
        headless=args.headless, games=args.games, variant=args.variant, seed=args.seed,
        seats=args.seats or min(4, variant.players.limit), levels=levels,
        speed=args.speed or ("instant" if args.headless else "normal"),
        screenshot=args.screenshot, at=at, stop_after_screenshot=bool(args.screenshot and args.stop),
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
    size = _window_size(args.size)
    if args.scene == "table" and args.at:  # the demo's table (every seat an AI) at a frame or event
        from .ui.demo import screenshot_scene
        path = screenshot_scene(args.path, scene="table", size=size, headless=True, at=_at(args.at))
    else:
        from .ui.tour import take
        path = take(args.path, args.scene, size=size, seed=args.seed, language=args.language)
    print(f"screenshot saved: {path}")
    return 0


def _window_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise CliError(f"--size {text!r}: expected WIDTHxHEIGHT, e.g. 1280x720") from None
    if not (640 <= w <= 7680 and 480 <= h <= 4320):
        raise CliError(f"--size {text!r}: from 640x480 to 7680x4320")
    return w, h


# ---------------------------------------------------------------- parser


def build_parser() -> argparse.ArgumentParser:
    from .games import game_names

    games = ", ".join(game_names())
    parser = argparse.ArgumentParser(prog="cabo-desktop", description="The card game CABO for the desktop.")
    parser.add_argument("--version", action="version", version=f"Cabo Desktop {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="start the game (the default)")
    play.add_argument("--size", help="window size, e.g. 1280x720")
    play.set_defaults(func=cmd_play)

    demo = sub.add_parser("demo", help="watch AI players through the real table (or headless, for testing)")
    demo.add_argument("--headless", action="store_true", help="no window: dummy video and audio drivers")
    demo.add_argument("--games", type=int, default=1)
    demo.add_argument("--rounds", type=int, help="end each game after this many rounds")
    demo.add_argument("--variant", default="official")
    demo.add_argument("--seats", type=int, help="number of AI players (default 4, or fewer if the variant needs)")
    demo.add_argument("--levels", help="comma-separated AI levels, e.g. expert,casual,beginner")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--speed", choices=["slow", "normal", "fast", "instant"], default=None)
    demo.add_argument("--screenshot", metavar="PATH", help="save the window as PNG (see --at)")
    demo.add_argument("--at", metavar="FRAME_OR_EVENT", help="frame number, or event name such as CardsSlidOut")
    demo.add_argument("--stop", action="store_true", help="end the demo once the screenshot is taken")
    demo.set_defaults(func=cmd_demo)

    from .ui.tour import SCREENS
    shot = sub.add_parser("screenshot", help="save a PNG of a named screen without a display")
    shot.add_argument("path")
    shot.add_argument("--scene", choices=SCREENS, default="title",
                      help="table screens: a person at seat 0 against Casual AIs, at the moment named")
    shot.add_argument("--at", metavar="FRAME_OR_EVENT", help="with --scene table: the AI-only demo table at this moment")
    shot.add_argument("--size", default="1280x720", help="window size, e.g. 1280x720")
    shot.add_argument("--seed", type=int, default=3)
    shot.add_argument("--language", choices=("en", "fr", "uk"), help="the screen in this language (default: the settings')")
    shot.set_defaults(func=cmd_screenshot)

    sim = sub.add_parser("simulate", help="play whole games with random agents and print speed figures")
    sim.add_argument("--game", default=None, help=f"the game: {games} (default cabo)")
    sim.add_argument("--variant", default=None, help="built-in name, user variant name or YAML path (default: the game's)")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--records", metavar="DIR", help="write each game's record into DIR")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="change a variant setting")
    sim.add_argument("--json", action="store_true", help="print the figures as JSON")
    sim.set_defaults(func=cmd_simulate)

    rep = sub.add_parser("replay", help="replay a game record and print its rounds and final state")
    rep.add_argument("file")
    rep.add_argument("--game", default=None, help="check that the record is of this game")
    rep.add_argument("--json", action="store_true", help="print JSON (keys in docs/records.md)")
    rep.set_defaults(func=cmd_replay)

    lang = sub.add_parser("languages", help="list the game's languages and check their catalogs load")
    lang.set_defaults(func=cmd_languages)

    var = sub.add_parser("variants", help="list the built-in variants and where your own are read from")
    var.add_argument("--game", default=None, help="only this game's variants")
    var.set_defaults(func=cmd_variants)

    from .core import arena

    arena.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", cmd_play)
    try:
        return func(args) or 0
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
