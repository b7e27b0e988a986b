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
more than others. A variant the player never chose for follows the default rule in
`memory_aid_for`: off in the official variant (the rule sheet makes memory part of the game), on
in the house variants, which are played more casually.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import paths
from ..core.player_files import name_problem
from .files import BadFile, Loaded, read_file, write_json

log = logging.getLogger("cabo_desktop.storage")

SETTINGS_FORMAT = "cabo-desktop-settings"
SETTINGS_VERSION = 1

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
CARD_BACKS = ("blue", "red", "green")
TABLE_COLOURS = ("green", "blue", "red", "grey")
SEAT_KINDS = ("human", "beginner", "casual", "skilled", "expert", "random")
MEMORY_AID_OFF_BY_DEFAULT = frozenset({"official"})
MIN_WINDOW = (640, 480)
MAX_WINDOW = (7680, 4320)
MAX_NAME = 24
MIN_SEATS, MAX_SEATS = 2, 6


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    volume: int = 70  # 0..100
    muted: bool = False
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 800)  # the windowed size, remembered
    memory_aid: dict[str, bool] = field(default_factory=dict)  # variant name -> on/off (see module doc)
    default_variant: str = "official"  # a built-in name or the name of a player's variant file
    seats: tuple[str, ...] = ("human", "casual", "beginner")  # seat 0 first: 'human' or an AI level
    player_name: str = "Player"
    card_back: str = "blue"  # one of CARD_BACKS
    table_colour: str = "green"  # one of TABLE_COLOURS
    colour_blind_marks: bool = False  # suit/value marks that do not rely on colour
    confirm_cabo: bool = True  # ask before calling CABO

    @property
    def volume_fraction(self) -> float:
        """The volume as 0.0..1.0 for the mixer (0 when muted)."""
        return 0.0 if self.muted else self.volume / 100

    @property
    def opponents(self) -> tuple[str, ...]:
        return self.seats[1:]

    def memory_aid_for(self, variant_name: str) -> bool:
        """Whether the memory aid is on in this variant: the player's choice, else the default rule."""
        return memory_aid_for(self, variant_name)

    def with_memory_aid(self, variant_name: str, on: bool) -> "Settings":
        return self.changed(memory_aid={**self.memory_aid, variant_name: bool(on)})

    def changed(self, **changes: Any) -> "Settings":
        """A copy with some settings changed; ValueError (naming the key) for a bad value."""
        values: dict[str, Any] = {}
        for key, value in changes.items():
            check = CHECKS.get(key)
            if check is None:
                raise ValueError(f"{key!r} is not a setting")
            try:
                values[key] = check(value)
            except ValueError as exc:
                raise ValueError(f"{key}: {_short(value)} {exc}") from None
        return dataclasses.replace(self, **values)

    def to_data(self) -> dict[str, Any]:
        return settings_to_data(self)


def memory_aid_for(settings: Settings, variant_name: str) -> bool:
    if variant_name in settings.memory_aid:
        return settings.memory_aid[variant_name]
    return variant_name not in MEMORY_AID_OFF_BY_DEFAULT


DEFAULTS = Settings()


def settings_to_data(settings: Settings) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for f in dataclasses.fields(Settings):
        value = getattr(settings, f.name)
        if isinstance(value, tuple):
            value = list(value)
        elif isinstance(value, dict):
            value = dict(value)
        data[f.name] = value
    return data


# ------------------------------------------------------------------ checking each key


def _choice(options: tuple[str, ...]):
    def check(value: Any) -> str:
        if value not in options:
            raise ValueError(f"should be one of {', '.join(options)}")
        return value
    return check


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("should be true or false")
    return value


def _int_range(low: int, high: int):
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"should be a whole number from {low} to {high}")
        if not low <= value <= high:
            raise ValueError(f"should be from {low} to {high}")
        return value
    return check


def _window(value: Any) -> tuple[int, int]:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
        raise ValueError("should be [width, height] in pixels")
    w, h = value
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        raise ValueError(f"should be from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} to {MAX_WINDOW[0]}x{MAX_WINDOW[1]}")
    return (w, h)


def _memory(value: Any) -> dict[str, bool]:
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, bool) for k, v in value.items()):
        raise ValueError("should map variant names to true or false")
    return dict(value)


def _name(value: Any) -> str:
    problem = name_problem(value, MAX_NAME)
    if problem:
        raise ValueError(problem)
    return " ".join(value.split())


def _variant(value: Any) -> str:
    if not isinstance(value, str) or not value.strip() or "/" in value or "\\" in value:
        raise ValueError("should be a variant name")
    return value.strip()


def _seats(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or not MIN_SEATS <= len(value) <= MAX_SEATS:
        raise ValueError(f"should be a list of {MIN_SEATS} to {MAX_SEATS} seats")
    if any(kind not in SEAT_KINDS for kind in value):
        raise ValueError(f"each seat should be one of {', '.join(SEAT_KINDS)}")
    return tuple(value)


CHECKS = {
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "volume": _int_range(0, 100),
    "muted": _bool,
    "fullscreen": _bool,
    "window_size": _window,
    "memory_aid": _memory,
    "default_variant": _variant,
    "seats": _seats,
    "player_name": _name,
    "card_back": _choice(CARD_BACKS),
    "table_colour": _choice(TABLE_COLOURS),
    "colour_blind_marks": _bool,
    "confirm_cabo": _bool,
}


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def settings_from_mapping(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a mapping of keys, key by key: bad values fall back to their defaults and
    unknown keys are ignored; the messages say which."""
    values: dict[str, Any] = {}
    messages: list[str] = []
    for key, value in data.items():
        if key in ("format", "version"):
            continue
        check = CHECKS.get(key)
        if check is None:
            messages.append(f"'{key}' is not a setting of this version; ignored.")
            continue
        try:
            values[key] = check(value)
        except ValueError as exc:
            default = getattr(DEFAULTS, key)
            messages.append(f"{key}: {_short(value)} {exc}; using the default {_short(default)}.")
    return Settings(**values), messages


@dataclass
class _Read:
    settings: Settings
    messages: list[str]


def _from_file(data: Any, path: Path) -> _Read:
    if not isinstance(data, dict):
        raise BadFile("not a settings file (expected a mapping of settings)")
    fmt = data.get("format", SETTINGS_FORMAT)
    if fmt != SETTINGS_FORMAT:
        raise BadFile(f"not a settings file (format should be {SETTINGS_FORMAT!r})")
    notes: list[str] = []
    version = data.get("version", SETTINGS_VERSION)
    if isinstance(version, int) and not isinstance(version, bool) and version > SETTINGS_VERSION:
        notes.append(f"Your settings were written by a newer Cabo Desktop (version {version}); "
                     "the settings this version knows are used.")
    settings, messages = settings_from_mapping(data)
    return _Read(settings, notes + messages)


def load_settings() -> Loaded[Settings]:
    """The saved settings (defaults when there are none). Never raises; see the module doc."""
    path = settings_path()
    loaded = read_file(path, _from_file, "your settings file")
    result: Loaded[Settings] = Loaded(DEFAULTS, list(loaded.messages), list(loaded.moved), loaded.from_backup)
    if loaded.value is not None:
        result.value = loaded.value.settings
        if loaded.value.messages:
            result.messages.extend(f"Settings: {m}" for m in loaded.value.messages)
            log.warning("settings %s: %s", path, "; ".join(loaded.value.messages))
    elif loaded.messages:
        result.messages.append("The default settings are used.")
    return result


def save_settings(settings: Settings) -> list[str]:
    """Write the settings (atomically, the previous file kept as .bak). Returns messages."""
    path = settings_path()
    data = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, **settings_to_data(settings)}
    try:
        write_json(path, data, check=lambda d, p: _from_file(d, p))
    except OSError as exc:
        log.error("could not write the settings %s: %s", path, exc)
        return [f"Could not write your settings to {path}: {exc.strerror or exc}."]
    return []
