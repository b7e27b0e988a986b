"""A variant's options as the New game screen offers them (no drawing): which options, and the
variant with the values chosen (their choices, values and words are games.protocol's). The screen
keeps the chosen values; `with_options` applies them, so a game's record stores them as settings
changed on the built-in (a saved game replays with the options it was started with)."""

from __future__ import annotations

from typing import Any

from ..games.protocol import option_values
from ..i18n import _

STRETCH_KEY = "players.allow_stretch"  # offered on a row of its own ("Allow 5-6 players")


def offered(variant: Any) -> list:
    """The variant's options for the options rows (the 5-6 player stretch has its own row)."""
    if variant is None:
        return []
    return [o for o in getattr(variant, "options", ()) if o.key != STRETCH_KEY]


def with_options(game, variant: Any, chosen: dict[str, Any]) -> Any:
    """The variant with the chosen option values (only those that differ from it)."""
    own = option_values(variant)
    changes = {key: value for key, value in chosen.items() if own.get(key) != value}
    # TRANSLATORS: where settings came from, named before a problem with them ("the options: ...")
    return game.with_settings(variant, changes, _("the New game options")) if changes else variant
