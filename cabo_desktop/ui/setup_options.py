"""New game's rule options: the chosen variant's options as rows, each cycling its values; and,
when a seat is a friend's (network play), the room's turn timer."""

from __future__ import annotations

from ..games.protocol import option_choices, option_value_words, option_values
from ..i18n import _, data_text, n_
from . import variant_options


class RuleOptionRows:
    """The part of the setup screen that shows and changes the variant's options (a mixin of
    SetupScene: it reads `entry`, `variant_i`, `option_values`, `options_open`, `rows`, `focus`
    and calls `_rebuild`); a hosted game's turn timer is among them (NetworkRows)."""

    def offered_options(self) -> list:
        return variant_options.offered(self.entry.variant if self.entry.ok else None)

    def printed_values(self) -> dict:
        """The options' values in the chosen variant as its file has them."""
        if self._printed[0] != self.variant_i:
            self._printed = (self.variant_i, option_values(self.entry.variant) if self.entry.ok else {})
        return self._printed[1]

    def option_value(self, option):
        if option.key in self.option_values:
            return self.option_values[option.key]
        return self.printed_values().get(option.key)

    def change_option(self, option, step: int) -> None:
        current = self.option_value(option)
        values = option_choices(option, current)
        self.option_values[option.key] = values[(values.index(current) + step) % len(values)]
        self._rebuild()

    def toggle_options(self, step: int = 1) -> None:
        """Show the variant's options in place of the seats, or the seats again."""
        self.options_open = not self.options_open
        self._rebuild()
        self.focus = next((i for i, row in enumerate(self.rows) if row["id"] == "options"), self.focus)

    def option_rows(self) -> list[dict]:
        """The options' rows (each cycles its values), then the row that goes back to the seats."""
        # an option's label is a sentence: it goes where the notes go (two lines), its row is numbered
        rows = [{"id": f"option:{o.key}", "label": data_text(o.short) if o.short else _("Option {n}").format(n=k + 1),
                 "value": option_value_words(self.option_value(o)), "note": data_text(o.label),
                 "change": lambda step, o=o: self.change_option(o, step)} for k, o in enumerate(self.offered_options())]
        rows += self.network_rows()  # type: ignore[attr-defined]
        # TRANSLATORS: the New game row that closes the variant's options and shows the seats again
        rows.append({"id": "options", "label": _("Rule options"), "value": _("back to the players"),
                     "change": self.toggle_options})
        return rows

    def options_summary(self) -> str:
        """The options row's value: how many options differ from the variant as printed."""
        printed = self.printed_values()
        changed = sum(1 for o in self.offered_options() if self.option_value(o) != printed.get(o.key))
        changed += getattr(self, "turn_seconds", None) is not None  # a hosted game's turn timer
        if not changed:
            # TRANSLATORS: the New game row of a variant's options when none is changed
            return _("as in the rules")
        return n_("{n} changed", "{n} changed", changed).format(n=changed)


TURN_TIMERS = (None, 30, 60, 120)  # seconds a person has for a move in a hosted room (None: no timer)


class NetworkRows:
    """New game's part for a game hosted here (a mixin of SetupScene: it reads `seat_kinds`,
    `count`, `game`, `variant()` and calls `_rebuild`): the turn timer's row (among the rule
    options, where the seats leave room for it), and the start that hosts the room and opens its lobby."""

    turn_seconds: int | None = None

    def hosting(self) -> bool:
        from .remote_words import REMOTE
        return REMOTE in self.seat_kinds[:self.count]  # type: ignore[attr-defined]

    def network_rows(self) -> list[dict]:
        """The turn timer's row when a seat is a friend's."""
        if not self.hosting():
            return []
        value = _("off") if self.turn_seconds is None else _("{n} s a move").format(n=self.turn_seconds)
        return [{"id": "turn_timer", "label": _("Turn timer"), "value": value, "change": self.change_timer,
                 "note": _("when it runs out, the AI plays that move for the person")}]

    def change_timer(self, step: int) -> None:
        i = TURN_TIMERS.index(self.turn_seconds) if self.turn_seconds in TURN_TIMERS else 0
        self.turn_seconds = TURN_TIMERS[(i + step) % len(TURN_TIMERS)]
        self._rebuild()  # type: ignore[attr-defined]

    def host_network_game(self, host_name: str) -> list[str]:
        """Host the room here with these seats and open its lobby (nothing to say), or what went wrong."""
        from .remote_host import host_from_setup
        return host_from_setup(self.app, host_name, self.game.name, self.variant(),  # type: ignore[attr-defined]
                               self.seat_kinds[:self.count], self.turn_seconds)  # type: ignore[attr-defined]
