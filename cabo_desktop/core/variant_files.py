"""Variant files of any game: one folder holds the player's own files, each naming its game.

A variant file is YAML; its optional top-level key `game` names the game it is for (default
`cabo`, so files written before the table hosted several games still work). The rest of the
file is the game's own settings, validated by the game. Listing the folder never raises: a file
that cannot be used is listed with its message.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..games import DEFAULT_GAME, Game, UnknownGame, game_names, get_game
from ..i18n import _, current_language
from .player_files import located, load_yaml_text, read_player_file

GAME_KEY = "game"
SUFFIXES = (".yaml", ".yml")


class VariantFileError(ValueError):
    """A variant file cannot be used; the message names the file and the problem."""


def split_game(data: Any, source: str) -> tuple[Game, Any]:
    """The game a variant file's data is for, and the data without the `game` key."""
    if not isinstance(data, dict) or GAME_KEY not in data:
        return get_game(DEFAULT_GAME), data
    name = data[GAME_KEY]
    try:
        game = get_game(name) if isinstance(name, str) else None
    except UnknownGame:
        game = None
    if game is None:
        raise VariantFileError(located(source, _("key '{key}': expected one of {choices}").format(
            key=GAME_KEY, choices=", ".join(game_names()))))
    return game, {k: v for k, v in data.items() if k != GAME_KEY}


def read_variant_file(path: str | Path, expected: Game | None = None) -> tuple[Game, Any]:
    """(game, variant) of a variant file; VariantFileError with the reason when it cannot be used
    (also when it is for another game than `expected`)."""
    path = Path(path)
    source = str(path)
    text = read_player_file(path, VariantFileError, _("no such variant file"))
    data = load_yaml_text(text, source, VariantFileError)
    if data is None:
        raise VariantFileError(located(source, _("the file is empty")))
    game, data = split_game(data, source)
    if expected is not None and game.name != expected.name:
        raise VariantFileError(located(source, _("this is a {game} variant, not a {expected} one").format(
            game=game.display_title, expected=expected.display_title)))
    try:
        return game, game.variant_from_data(data, source)
    except game.variant_error as exc:
        raise VariantFileError(str(exc)) from None


@dataclass(frozen=True)
class VariantEntry:
    """A variant a player can choose: a built-in, or a file of theirs (maybe unusable)."""

    key: str  # built-in name, or the file's stem (the name the settings remember)
    label: str  # what a menu shows
    variant: Any | None  # None: the file could not be loaded
    error: str = ""
    path: Path | None = None
    game: str = DEFAULT_GAME

    @property
    def ok(self) -> bool:
        return self.variant is not None


def resolve_variant(game: Game, name_or_path: str, user_dir: Path | None = None) -> Any:
    """A built-in of `game` by name, a variant file by path, or a player's file by name from
    user_dir; the game's VariantError or VariantFileError says why not."""
    if name_or_path in game.builtin_variants:
        return game.load_builtin(name_or_path)
    candidate = Path(name_or_path)
    if candidate.suffix in SUFFIXES or candidate.exists():
        return read_variant_file(candidate, game)[1]
    if user_dir is not None:
        for suffix in SUFFIXES:
            path = user_dir / f"{name_or_path}{suffix}"
            if path.exists():
                return read_variant_file(path, game)[1]
    values = {"name": repr(name_or_path), "game": game.display_title, "names": ", ".join(game.builtin_variants),
              "folder": user_dir}
    if user_dir:
        raise game.variant_error(_("no variant named {name}: built-in {game} variants are {names}; your own "
                                   "variants are read from {folder}").format(**values))
    raise game.variant_error(_("no variant named {name}: built-in {game} variants are {names}").format(**values))


def user_variant_entries(folder: Path | None, game: Game | None = None) -> list[VariantEntry]:
    """The player's own variant files in `folder` (of `game` only, when given), each with its
    variant or its error; a file whose game cannot be told is listed for every game. A file is
    parsed once and again only when it changes (see `_read_listed`)."""
    if folder is None:
        return []
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix.lower() in SUFFIXES and p.is_file())
    except OSError:  # no folder yet (or unreadable): no user variants
        return []
    _forget_gone(folder, files)
    entries: list[VariantEntry] = []
    builtins = set(game.builtin_variants) if game else {n for g in game_names() for n in get_game(g).builtin_variants}
    used = set(builtins)
    for path in files:
        key = path.stem if path.stem not in used else path.name
        read = _read_listed(path)
        if game is not None and read.game not in (None, game.name):
            continue
        used.add(key)
        if read.variant is None:
            entries.append(VariantEntry(key, _unusable(path), None, read.error, path,
                                        read.game or (game.name if game else DEFAULT_GAME)))
            continue
        # TRANSLATORS: a player's own variant in a menu: its title, then its file's name
        label = _("{title} (your file {file})").format(title=read.variant.title, file=path.name)
        entries.append(VariantEntry(key, label, read.variant, "", path, read.game or DEFAULT_GAME))
    return entries


@dataclass(frozen=True)
class _ReadFile:
    """What reading one listed file gave, and the file's state then (`stamp`)."""

    stamp: tuple
    game: str | None  # the game the file is for (None: it cannot be told)
    variant: Any | None = None
    error: str = ""


# Every screen that lists variants (New game at each open and game switch, Rules for every game)
# lists the whole folder: a big file took seconds to parse each time. Path -> what it gave.
_READ: dict[Path, _ReadFile] = {}


def _stamp(path: Path) -> tuple:
    """What tells that a file changed (written again, replaced), and the language its messages are in."""
    try:
        info = path.stat()
    except OSError:
        return ()  # never equal to a stored stamp: read again, which says what is wrong
    return info.st_mtime_ns, info.st_size, info.st_ino, current_language()


def _read_listed(path: Path) -> _ReadFile:
    """The listed file's game and variant (or error), parsed again only when its stamp changed."""
    stamp = _stamp(path)
    known = _READ.get(path)
    if known is not None and stamp and known.stamp == stamp:
        return known
    try:
        owner, variant = read_variant_file(path)
        read = _ReadFile(stamp, owner.name, variant)
    except VariantFileError as exc:
        read = _ReadFile(stamp, _declared_game(path), error=str(exc))
    except Exception as exc:  # anything else a strange file may cause: still never crash the menu
        read = _ReadFile(stamp, None, error=located(str(path), _("unexpected problem ({error})").format(
            error=f"{type(exc).__name__}: {exc}")))
    _READ[path] = read
    return read


def _forget_gone(folder: Path, files: list[Path]) -> None:
    """Drop what was read from files of `folder` that are no longer there."""
    present = set(files)
    for path in [p for p in _READ if p.parent == folder and p not in present]:
        del _READ[path]


def _unusable(path: Path) -> str:
    # TRANSLATORS: a player's variant file that cannot be used, in a menu ({file}: its name)
    return _("{file} (cannot be used)").format(file=path.name)


def _declared_game(path: Path) -> str | None:
    """The `game:` a file names on a line of its own, if it can be seen without parsing it."""
    try:
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines()[:200]:
            if line.startswith(f"{GAME_KEY}:"):
                name = line.split(":", 1)[1].split("#")[0].strip().strip("'\"")
                return name if name in game_names() else None
    except OSError:
        return None
    return None


def variant_entries(game: Game | None, folder: Path | None) -> list[VariantEntry]:
    """The built-ins of `game` (default: CABO), then the player's own files for it."""
    game = game or get_game(DEFAULT_GAME)
    builtins = [VariantEntry(name, game.load_builtin(name).title, game.load_builtin(name), game=game.name)
                for name in game.builtin_variants]
    return builtins + user_variant_entries(folder, game)
