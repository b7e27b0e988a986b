"""A variant's options as the New game screen offers them (no drawing): which options, their
choices, the value each has in the variant, and how a value reads. The screen keeps the chosen
values; `with_options` applies them, so a game's record stores them as settings changed on the
built-in (a saved game replays with the options it was started with)."""

from __future__ import annotations

from typing import Any

from ..core.schema import get_dotted
from ..games.protocol import option_choices as choices, option_value_words as shown
from ..i18n import _

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


def with_options(game, variant: Any, chosen: dict[str, Any]) -> Any:
    """The variant with the chosen option values (only those that differ from it)."""
    changes = {key: value for key, value in chosen.items() if value_in(game, variant, key) != value}
    # TRANSLATORS: where settings came from, named before a problem with them ("the options: ...")
    return game.with_settings(variant, changes, _("the New game options")) if changes else variant
