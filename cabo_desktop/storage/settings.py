"""The player's settings: a typed, frozen `Settings`, saved as JSON in the per-user config folder.

    loaded = load_settings()          # never raises; loaded.messages says what was wrong, if anything
    settings = loaded.value
    settings = settings.changed(volume=40, muted=False)   # ValueError for a value out of range
    save_settings(settings)

Reading is forgiving, key by key: an unknown key is ignored (with a note), a value of the wrong
type or out of range falls back to that key's default (with a message naming the key, the value
and what is allowed). A file that is not a settings file at all (not JSON, truncated, not a
mapping) is moved aside to `settings.json.broken-<timestamp>` and the backup copy is used when it
is good, else the defaults, with a message. Nothing is silently replaced.

Memory aid: it marks cards the player has seen with their value. It is stored per variant
(`memory_aid`: variant name -> on/off) because remembering is part of the game in some variants
more than others. A variant the player never chose for follows its game's default, which the game
passes to `memory_aid_for` (CABO: off in the official variant, where the rule sheet makes memory
part of the game, on in the house variants, which are played more casually).

The settings name no game: seat kinds are checked against the AI levels the registered games offer,
and what the player has not chosen yet (the variant, the seats) is left empty for the New game
screen to fill with the game's own defaults.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import paths
from ..core.player_files import NAME_CONTROL, NAME_EMPTY, name_problem
from ..games import DEFAULT_GAME
from ..i18n import N_, _, n_
from .files import BadFile, Loaded, Wording, read_file, write_json, write_problem

log = logging.getLogger("cabo_desktop.storage")

SETTINGS_FORMAT = "cabo-desktop-settings"
SETTINGS_VERSION = 1

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
SNAP_SECONDS = (2, 3, 5, 8)
CARD_BACKS = ("own", "blue", "red", "green")  # "own": each game its own back
TABLE_COLOURS = ("own", "green", "blue", "red", "grey")  # "own": each game its own felt
# a seat is a person, the random player or an AI level a registered game offers (game.offered_levels())
ANY_GAME_KINDS = ("human", "random")
LEFT_OUT_WHEN_EMPTY = ("default_variant", "seats")  # keys a file holds once the player has chosen
MIN_WINDOW = (640, 480)
MAX_WINDOW = (7680, 4320)
MAX_NAME = 24
MIN_SEATS, MAX_SEATS = 2, 6
DEFAULT_PLAYER_NAME = "Player"
LANGUAGE_CHOICES = ("auto", "en", "fr", "uk")  # auto: the system's language when it is one of ours

SETTINGS_FILE = Wording(
    N_("Your settings file was written by a newer version of Cabo Desktop: it is left as it is, and this version "
       "runs without it."),
    N_("Your settings file could not be read: {reason}. It was kept as {moved}."),
    N_("Your settings file could not be read: {reason}. It was left at {path}."),
    N_("The backup copy of your settings file is not usable either ({reason})."),
    N_("The previous copy of your settings file was used instead."),
)


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


UI_SCALE_CHOICES = (0, 100, 125, 150, 200)  # the settings' "ui_scale": 0 is "auto"


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    volume: int = 70  # 0..100
    muted: bool = False
    music_volume: int = 0  # 0..100: the optional background music (ui/music.py), off until chosen
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 800)  # the windowed size, remembered
    memory_aid: dict[str, bool] = field(default_factory=dict)  # variant name -> on/off (see module doc)
    default_variant: str = ""  # a built-in name or the name of a player's variant file ("": the game's default)
    default_game: str = DEFAULT_GAME  # the game last set up (the New game and statistics screens open on it)
    # the seats last set up, seat 0 first: 'human' or an AI level of default_game; none (the file leaves
    # the key out) until a game is set up: the New game screen seats the game's own default opponents
    seats: tuple[str, ...] = ()
    player_name: str = DEFAULT_PLAYER_NAME  # shown translated while untouched (shown_name)
    # the names typed for the other people of a hot-seat table, by seat (seat 2 first; "": none typed)
    people_names: tuple[str, ...] = ()
    card_back: str = "own"  # one of CARD_BACKS (a file saved with "blue" keeps it)
    table_colour: str = "own"  # one of TABLE_COLOURS
    colour_blind_marks: bool = False  # suit/value marks that do not rely on colour
    confirm_cabo: bool = True  # ask before calling CABO
    snap_seconds: int = 5  # how long a snap window waits for the person at the screen (one of SNAP_SECONDS)
    ai_speed: str = "normal"  # the AI's thinking pause and moves (one of ANIMATION_SPEEDS)
    language: str = "auto"  # one of LANGUAGE_CHOICES (cabo_desktop.i18n)
    # find tables on the home network and announce the ones hosted here (mDNS; net/discovery.py);
    # the environment variable CABO_DESKTOP_LAN=off turns it off whatever this says
    lan_discovery: bool = True
    # the size of text and controls, a percentage of UI_SCALE_CHOICES; 0: the display's own
    # (ui/hidpi.py: its pixel ratio or DPI), always kept to what fits the window
    ui_scale: int = 0

    @property
    def volume_fraction(self) -> float:
        """The volume as 0.0..1.0 for the mixer (0 when muted)."""
        return 0.0 if self.muted else self.volume / 100

    def memory_aid_for(self, variant_name: str, default: bool = True) -> bool:
        """Whether the memory aid is on in this variant: the player's choice, else the game's default."""
        return memory_aid_for(self, variant_name, default)

    def with_memory_aid(self, variant_name: str, on: bool) -> "Settings":
        return self.changed(memory_aid={**self.memory_aid, variant_name: bool(on)})

    def changed(self, **changes: Any) -> "Settings":
        """A copy with some settings changed; ValueError (naming the key) for a bad value."""
        values: dict[str, Any] = {}
        for key, value in changes.items():
            check = CHECKS.get(key)
            if check is None:
                raise ValueError(f"{key!r} is not a setting")  # a programming error: the screens name settings
            try:
                if key == "seats":  # the levels of the game they are for first
                    game = changes.get("default_game", self.default_game)
                    values[key] = _seats(value, game if isinstance(game, str) else DEFAULT_GAME)
                    continue
                values[key] = check(value)
            except ValueError as exc:
                # TRANSLATORS: {key} is a setting's key (volume, player_name): keep it; {problem} a sentence about its value
                raise ValueError(_("{key}: {problem}").format(key=key, problem=exc)) from None
        return dataclasses.replace(self, **values)

    def to_data(self) -> dict[str, Any]:
        return settings_to_data(self)


def shown_name(name: str) -> str:
    """The player's name as screens show it: the untouched default reads in the player's language."""
    return _("Player") if name == DEFAULT_PLAYER_NAME else name


def memory_aid_for(settings: Settings, variant_name: str, default: bool = True) -> bool:
    """The player's choice for the variant, else `default` (its game's rule)."""
    if variant_name in settings.memory_aid:
        return settings.memory_aid[variant_name]
    return default


DEFAULTS = Settings()


def settings_to_data(settings: Settings) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for f in dataclasses.fields(Settings):
        value = getattr(settings, f.name)
        if f.name in LEFT_OUT_WHEN_EMPTY and not value:
            continue  # not chosen yet: left out, so that versions which require a value read the file as well
        if isinstance(value, tuple):
            value = list(value)
        elif isinstance(value, dict):
            value = dict(value)
        data[f.name] = value
    return data


# ------------------------------------------------------------------ checking each key


# Each check raises ValueError with a whole sentence about the value ("150 should be from 0 to 100").


def _choice(options: tuple[str, ...]):
    def check(value: Any) -> str:
        if value not in options:
            raise ValueError(_("{value} should be one of {choices}").format(value=_short(value),
                                                                            choices=", ".join(options)))
        return value
    return check


def _whole_choice(options: tuple[int, ...]):
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value not in options:
            raise ValueError(_("{value} should be one of {choices}").format(
                value=_short(value), choices=", ".join(str(o) for o in options)))
        return value
    return check


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        # TRANSLATORS: true and false are the file's words: keep them in English
        raise ValueError(_("{value} should be true or false").format(value=_short(value)))
    return value


def _int_range(low: int, high: int):
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(_("{value} should be a whole number from {low} to {high}").format(
                value=_short(value), low=low, high=high))
        if not low <= value <= high:
            raise ValueError(_("{value} should be from {low} to {high}").format(value=_short(value), low=low, high=high))
        return value
    return check


def _window(value: Any) -> tuple[int, int]:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
        # TRANSLATORS: [width, height] is how the file writes a window size: keep it as it is
        raise ValueError(_("{value} should be [width, height] in pixels").format(value=_short(value)))
    w, h = value
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        raise ValueError(_("{value} should be from {low} to {high}").format(
            value=_short(value), low="{}x{}".format(*MIN_WINDOW), high="{}x{}".format(*MAX_WINDOW)))
    return (w, h)


def _memory(value: Any) -> dict[str, bool]:
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, bool) for k, v in value.items()):
        raise ValueError(_("{value} should map variant names to true or false").format(value=_short(value)))
    return dict(value)


def _name(value: Any) -> str:
    problem = name_problem(value, MAX_NAME)
    if problem == NAME_EMPTY:
        raise ValueError(_("{value} should be a non-empty name").format(value=_short(value)))
    if problem == NAME_CONTROL:
        raise ValueError(_("{value} contains a control character").format(value=_short(value)))
    if problem:
        raise ValueError(n_("{value} should be at most {n} character", "{value} should be at most {n} characters",
                            MAX_NAME).format(value=_short(value), n=MAX_NAME))
    return " ".join(value.split())


def _variant(value: Any) -> str:
    if not isinstance(value, str) or not value.strip() or "/" in value or "\\" in value:
        raise ValueError(_("{value} should be a variant name").format(value=_short(value)))
    return value.strip()


def _game(value: Any) -> str:
    if not isinstance(value, str) or not value.isidentifier():
        raise ValueError(_("{value} should be a game's name").format(value=_short(value)))
    return value


def _seats(value: Any, game: str = DEFAULT_GAME) -> tuple[str, ...]:
    """Seat kinds: each a person, the random player or an AI level that a registered game offers
    (the levels of `game`, the game they were set up for, are looked at first: the other games are
    loaded only for a kind it does not know)."""
    if not isinstance(value, (list, tuple)) or not (MIN_SEATS <= len(value) <= MAX_SEATS or not value):
        raise ValueError(_("{value} should be a list of {low} to {high} seats").format(
            value=_short(value), low=MIN_SEATS, high=MAX_SEATS))
    known = set(ANY_GAME_KINDS)
    if not all(isinstance(kind, str) for kind in value) or not set(value) <= known | _level_keys(game):
        from ..games import game_names
        for name in game_names():
            known |= _level_keys(name)
        if not all(isinstance(kind, str) and kind in known for kind in value):
            raise ValueError(_("in {value}, each seat should be one of {choices}").format(
                value=_short(value), choices=", ".join(seat_kinds())))
    return tuple(value)


def _level_keys(game: str) -> set[str]:
    """The keys of the AI levels `game` offers (none for a game this version does not know)."""
    from ..games import UnknownGame, get_game
    try:
        return {level.key for level in get_game(game).offered_levels()}
    except UnknownGame:
        return set()


def seat_kinds() -> tuple[str, ...]:
    """Every seat kind a settings file may hold: a person, then the levels every registered game
    offers (in the registry's order, each once), then the random player."""
    from ..games import game_names, get_game
    kinds = ["human"]
    for name in game_names():
        kinds += [level.key for level in get_game(name).offered_levels() if level.key not in kinds]
    return tuple(kinds + ["random"])


def _people_names(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or len(value) > MAX_SEATS - 1:
        raise ValueError(_("{value} should be a list of at most {high} names").format(
            value=_short(value), high=MAX_SEATS - 1))
    return tuple("" if name == "" else _name(name) for name in value)


CHECKS = {
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "volume": _int_range(0, 100),
    "muted": _bool,
    "music_volume": _int_range(0, 100),
    "fullscreen": _bool,
    "window_size": _window,
    "memory_aid": _memory,
    "default_variant": _variant,
    "default_game": _game,
    "seats": _seats,
    "player_name": _name,
    "people_names": _people_names,
    "card_back": _choice(CARD_BACKS),
    "table_colour": _choice(TABLE_COLOURS),
    "colour_blind_marks": _bool,
    "confirm_cabo": _bool,
    "snap_seconds": _whole_choice(SNAP_SECONDS),
    "ai_speed": _choice(ANIMATION_SPEEDS),
    "language": _choice(LANGUAGE_CHOICES),
    "lan_discovery": _bool,
    "ui_scale": _whole_choice(UI_SCALE_CHOICES),
}


def _shown_default(key: str, game: str) -> Any:
    """A key's default as a message names it: for one left empty until chosen, what the New game
    screen chooses for `game` (its default variant; a person and its first two opponents)."""
    value = getattr(DEFAULTS, key)
    if key not in LEFT_OUT_WHEN_EMPTY or value:
        return value
    from ..games import UnknownGame, get_game
    try:
        rules = get_game(game)
    except UnknownGame:
        rules = get_game()
    return rules.default_variant if key == "default_variant" else ("human", *rules.seat_levels()[:2])


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def settings_from_mapping(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a mapping of keys, key by key: bad values fall back to their defaults and
    unknown keys are ignored; the messages say which."""
    values: dict[str, Any] = {}
    messages: list[str] = []
    game = data.get("default_game")  # the seats are checked against its levels first
    game = game if isinstance(game, str) else DEFAULT_GAME
    for key, value in data.items():
        if key in ("format", "version"):
            continue
        check = CHECKS.get(key)
        if check is None:
            # TRANSLATORS: '{key}' is a key of the settings file: keep it as it is
            messages.append(_("'{key}' is not a setting of this version; ignored.").format(key=key))
            continue
        try:
            values[key] = _seats(value, game) if key == "seats" else check(value)
        except ValueError as exc:
            # TRANSLATORS: {key} is a setting's key (volume): keep it; {problem} is a sentence about its value
            messages.append(_("{key}: {problem}; using the default {default}.").format(
                key=key, problem=exc, default=_short(_shown_default(key, game))))
    return Settings(**values), messages


@dataclass
class _Read:
    settings: Settings
    messages: list[str]


def _from_file(data: Any, path: Path) -> _Read:
    if not isinstance(data, dict):
        raise BadFile(_("not a settings file (expected a mapping of settings)"))
    fmt = data.get("format", SETTINGS_FORMAT)
    if fmt != SETTINGS_FORMAT:
        raise BadFile(_("not a settings file (format should be {format})").format(format=repr(SETTINGS_FORMAT)))
    notes: list[str] = []
    version = data.get("version", SETTINGS_VERSION)
    if isinstance(version, int) and not isinstance(version, bool) and version > SETTINGS_VERSION:
        notes.append(_("Your settings were written by a newer Cabo Desktop (version {version}); "
                       "the settings this version knows are used.").format(version=version))
    settings, messages = settings_from_mapping(data)
    return _Read(settings, notes + messages)


def load_settings() -> Loaded[Settings]:
    """The saved settings (defaults when there are none). Never raises; see the module doc."""
    path = settings_path()
    loaded = read_file(path, _from_file, SETTINGS_FILE)
    result: Loaded[Settings] = Loaded(DEFAULTS, list(loaded.messages), list(loaded.moved), loaded.from_backup)
    if loaded.value is not None:
        result.value = loaded.value.settings
        if loaded.value.messages:
            # TRANSLATORS: {problem} is a sentence about one setting of the settings file
            result.messages.extend(_("Settings: {problem}").format(problem=m) for m in loaded.value.messages)
            log.warning("settings %s: %s", path, "; ".join(loaded.value.messages))
    elif loaded.messages:
        result.messages.append(_("The default settings are used."))
    return result


def save_settings(settings: Settings) -> list[str]:
    """Write the settings (atomically, the previous file kept as .bak). Returns messages."""
    path = settings_path()
    data = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, **settings_to_data(settings)}
    try:
        write_json(path, data, check=lambda d, p: _from_file(d, p))
    except OSError as exc:
        log.error("could not write the settings %s: %s", path, exc)
        return [_("Could not write your settings to {path}: {problem}.").format(path=path, problem=write_problem(exc))]
    return []
