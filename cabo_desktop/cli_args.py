"""The command line's argument checks: each wrong value becomes one line naming the allowed values.

Every function here is an argparse `type=`: it returns the value the command uses or raises
argparse.ArgumentTypeError, which argparse prefixes with the argument's name. Developers' output:
not translated (docs/i18n.md). Nothing here imports a game or pygame at module level, so building
the parser stays cheap.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any, Callable

SEED_MAX = 2**64 - 1  # what a record's `seed` may hold (core/records.py)
MOST_JOBS = 64  # worker processes: more than a machine's cores only costs memory


class UsageError(Exception):
    """A wrong command line, already worded as the one line to print."""


class CommandLineParser(argparse.ArgumentParser):
    """argparse answering a wrong argument with one line (no usage block) and exit code 2: the
    error goes up to cli.main as a UsageError, so main() returns instead of exiting."""

    def error(self, message: str):  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def whole_number(least: int, most: int | None = None, words: str = "") -> Callable[[str], int]:
    """A type for a whole number from `least` (to `most`); `words` describe the range instead."""
    span = words or (f"from {least} to {most}" if most is not None else f"of {least} or more")

    def whole_number(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            value = None
        if value is None or value < least or (most is not None and value > most):
            raise argparse.ArgumentTypeError(f"expected a whole number {span}, not {text!r}")
        return value

    return whole_number


positive = whole_number(1)
port = whole_number(0, 65535)  # 0: any free port (serve --port-file says which)
seed = whole_number(0, SEED_MAX, "from 0 to 2^64 - 1")
jobs = whole_number(1, MOST_JOBS)


def window_size(text: str) -> str:
    """WIDTHxHEIGHT within the window sizes the settings allow; the same text, tidied."""
    from .storage.settings import MAX_WINDOW, MIN_WINDOW

    allowed = f"from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} to {MAX_WINDOW[0]}x{MAX_WINDOW[1]}"
    try:
        width, height = (int(part) for part in text.strip().lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT {allowed}, e.g. 1280x720, not {text!r}") from None
    if not (MIN_WINDOW[0] <= width <= MAX_WINDOW[0] and MIN_WINDOW[1] <= height <= MAX_WINDOW[1]):
        raise argparse.ArgumentTypeError(f"{text!r} is out of range: window sizes go {allowed}")
    return f"{width}x{height}"


def size_pair(text: str) -> tuple[int, int]:
    """(width, height) of a size `window_size` accepted."""
    width, height = text.split("x")
    return int(width), int(height)


def game_name(text: str) -> str:
    """A game of the registry, by name (any case)."""
    from .games import game_names

    name = text.strip().lower()
    if name not in game_names():
        raise argparse.ArgumentTypeError(f"no game named {text!r}; the games are {', '.join(game_names())}")
    return name


def table_game_name(text: str) -> str:
    """A game whose table can be shown (the demo and screenshots play through it)."""
    from .games import table_game_names

    name = game_name(text)
    if name not in table_game_names():
        raise argparse.ArgumentTypeError(f"{name} has no table yet; choose {', '.join(table_game_names())}")
    return name


def variant_name(text: str) -> str:
    """A variant's name or file; a device or pipe of that name is refused here, as reading one
    would never end."""
    path = Path(text)
    if _is_special(path):
        raise argparse.ArgumentTypeError(f"{text!r} is not a regular file: expected a variant name or a .yaml file")
    return text


def option_setting(text: str) -> tuple[str, Any]:
    """KEY=VALUE, the value read as YAML (plain data only: no tags, no aliases)."""
    from .core.player_files import load_yaml_text

    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, e.g. players.allow_stretch=true, not {text!r}")
    return key.strip(), load_yaml_text(value, f"{text!r}", argparse.ArgumentTypeError)


def screen_name(text: str) -> str:
    """screenshot --scene: one of the screenshot tour's screens (each game adds its own)."""
    from .ui.tour import screens

    if text not in screens():
        raise argparse.ArgumentTypeError(f"no screen named {text!r}; the screens are {', '.join(screens())}")
    return text


def moment(text: str) -> int | str:
    """--at: a frame number, or the name of an event (checked against the game's events later,
    once the game is known)."""
    text = text.strip()
    if text.isdigit():
        return int(text)
    if not text.isidentifier():
        raise argparse.ArgumentTypeError(f"expected a frame number (0 or more) or an event name such as "
                                         f"CardsSlidOut, not {text!r}")
    return text


def event_names(game: str) -> tuple[str, ...]:
    """The names of `game`'s rule events (what --at may wait for), sorted."""
    import importlib

    from .core.events import Event

    module = importlib.import_module(f"cabo_desktop.games.{game}.rules.events")
    return tuple(sorted(name for name, value in vars(module).items()
                        if isinstance(value, type) and issubclass(value, Event) and value is not Event))


def file_to_write(text: str) -> str:
    """A file path whose folder exists or can be made, and can be written into."""
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder: expected a file path such as shot.png")
    if path.exists() and not os.access(path, os.W_OK):
        raise argparse.ArgumentTypeError(f"{text!r} cannot be overwritten (read-only)")
    _check_writable_folder(path.parent, text)
    return text


def folder_to_write(text: str) -> Path:
    """A folder that exists or can be made, and can be written into."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is not a folder: expected a folder to write into")
    _check_writable_folder(path, text)
    return path


def _check_writable_folder(folder: Path, text: str) -> None:
    """The folder, or the nearest part of it that exists, must be a folder we may write into."""
    existing = folder.absolute()
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r}: {existing} is not a folder, so nothing can be written there")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"{text!r}: the folder {existing} cannot be written into")


def _is_special(path: Path) -> bool:
    """A device, pipe or socket: something that exists and is neither a file nor a folder."""
    try:
        return path.exists() and not path.is_file() and not path.is_dir()
    except OSError:
        return False


def room_store(text: str) -> str:
    """serve --store: the rooms' SQLite file, or redis://[:PASSWORD@]HOST:PORT/DB (rooms shared by
    several servers, issue 39; docs/server.md)."""
    from .net.store_redis import check_redis_url, is_redis_url
    if is_redis_url(text):
        try:
            return check_redis_url(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(f"{text.split('@')[-1]!r}: {exc}") from None
    return file_to_write(text)


def host_port(text: str) -> str:
    """serve --advertise: HOST:PORT (or [IPv6]:PORT) the other servers reach this one at."""
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or not 0 < int(port) < 65536 or not host.strip("[]"):
        raise argparse.ArgumentTypeError(f"expected HOST:PORT, e.g. server1:8765, not {text!r}")
    host_address(host.strip("[]"))
    return text


def host_address(text: str) -> str:
    """serve --host: an address or host name to listen on (127.0.0.1, ::1, 0.0.0.0, a name)."""
    host = text.strip()
    if not host or len(host) > 253 or any(ch.isspace() or ch in "/@?#" for ch in host):
        raise argparse.ArgumentTypeError(f"expected an address to listen on, e.g. 127.0.0.1 or 0.0.0.0, not {text!r}")
    return host


def ui_scale(text: str) -> float:
    """--ui-scale: 2, 1.5, 150% (50% to 400%): the window drawn at this many pixels per logical
    pixel, text and spacing scaled with it (issue 40, item 6; ui/hidpi.py)."""
    from .ui.theme import parse_ui_scale

    try:
        value = parse_ui_scale(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if value is None:
        raise argparse.ArgumentTypeError(f"expected a UI scale such as 2, 1.5 or 150%, not {text!r}")
    return value


def use_ui_scale(scale: float | None, size: tuple[int, int] | None = None) -> tuple[int, int] | None:
    """Draw the windows of this process at `scale` (None: leave it to the display and settings),
    through $CABO_DESKTOP_UI_SCALE; returns `size`, a size in pixels, as the logical size the
    window is asked for (the picture of `size` / `scale` at `scale` times the pixels)."""
    if scale is None:
        return size
    from .ui.hidpi import ENV

    os.environ[ENV] = f"{scale:g}"
    if size is None:
        return None
    return max(1, round(size[0] / scale)), max(1, round(size[1] / scale))
