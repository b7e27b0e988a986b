"""A variant's options as the New game screen offers them (no drawing): which options, their
choices, the value each has in the variant, and how a value reads. The screen keeps the chosen
values; `with_options` applies them, so a game's record stores them as settings changed on the
built-in (a saved game replays with the options it was started with)."""

from __future__ import annotations

from typing import Any

import yaml

from ..core.schema import get_dotted
from ..i18n import _, data_text

STRETCH_KEY = "players.allow_stretch"  # offered on a row of its own ("Allow 5-6 players")


def offered(variant: Any) -> list:
    """The variant's options for the options rows (the 5-6 player stretch has its own row)."""
    if variant is None:
        return []
    return [o for o in getattr(variant, "options", ()) if o.key != STRETCH_KEY]


def value_in(game, variant: Any, key: str) -> Any:
    """The value the setting `key` has in `variant` (None when the file does not say)."""
    try:
        return get_dotted(game.variant_to_data(variant), key)
    except KeyError:
        return None


def choices(option, current: Any) -> list:
    """The values an option cycles through: its suggested values (YAML text), or yes and no; the
    variant's own value first among them when it is not one of the suggestions."""
    values = [yaml.safe_load(text) for text in option.values] if option.values else [False, True]
    return values if current in values else [current] + values


def shown(value: Any) -> str:
    """A value as the screen shows it: yes / no, "no limit" for none, a word from the variant
    file in the player's language, a number as it is."""
    if value is True:
        return _("yes")
    if value is False:
        return _("no")
    if value is None:
        # TRANSLATORS: an option's value when nothing limits it (resets allowed per player: no limit)
        return _("no limit")
    return data_text(str(value)) if isinstance(value, str) else str(value)


def with_options(game, variant: Any, chosen: dict[str, Any]) -> Any:
    """The variant with the chosen option values (only those that differ from it)."""
    changes = {key: value for key, value in chosen.items() if value_in(game, variant, key) != value}
    # TRANSLATORS: where settings came from, named before a problem with them ("the options: ...")
    return game.with_settings(variant, changes, _("the New game options")) if changes else variant
