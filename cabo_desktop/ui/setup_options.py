"""New game's rule options: the chosen variant's options as rows, each cycling its values; and,
when a seat is a friend's (network play), the room's turn timer."""

from __future__ import annotations

from ..games.protocol import option_choices, option_value_words, option_values
import pygame

from ..i18n import _, data_text, n_
from . import assets, variant_options


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


class SeatLooks:
    """The setup screen's pictures (a mixin of SetupScene: it reads `game`, `seat_kinds`,
    `seat_names`): the chosen game's fan of cards beside the title, as the title's tiles show it
    (through the registry's `Game.ui()`, never a game's table module), and each seat's face with
    an AI seat's level as a chip."""

    _fans: dict
    fan_rect = None

    def game_fan(self, height: int) -> list:
        """The chosen game's fan of cards `height` px tall (its title_fan, else its back), cached."""
        import pygame
        game = self.game  # type: ignore[attr-defined]
        key = (game.name, height)
        if not hasattr(self, "_fans") or len(self._fans) > 8:
            self._fans = {}
        if key not in self._fans:
            ui, size = game.ui(), (max(8, int(height / 1.4)), height)
            make = getattr(ui, "title_fan", None)
            self._fans[key] = list(make(size)) if make is not None else \
                [pygame.transform.rotozoom(ui.card_back(size), 10 - 10 * i, 1.0) for i in range(3)]
        return self._fans[key]

    def draw_description(self, surface, y: int) -> int:
        """The chosen variant's description from `y` down, centred, on a dark glass plate (text on
        the felt sits on a plate: docs/look.md), three lines at most (smaller rather than cut);
        returns the y under it."""
        from .shell_art import tag_plate
        from .theme import px
        from .widgets import wrap_text
        w, h = surface.get_size()
        text_w = min(w - px(80), max(px(1000), int(w * 0.6)))
        size = max(px(16), h // 50)
        words = data_text(self.variant().description) if self.entry.ok else ""  # type: ignore[attr-defined]
        described = wrap_text(words, size, text_w) if words else []
        while len(described) > 3 and size > px(12):
            size -= 1
            described = wrap_text(words, size, text_w)
        images = [assets.text(line.strip(), size, (226, 232, 226)) for line in described]
        if images:
            box = pygame.Rect(0, y - px(3), max(i.get_width() for i in images) + px(32),
                              sum(i.get_height() + px(2) for i in images) + px(6))
            box.centerx = w // 2
            surface.blit(tag_plate(box.size), box.topleft)
        for img in images:
            surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height() + px(2)
        return y

    def fan_width(self, height: int) -> int:
        """How wide the game's fan `height` px tall is drawn."""
        cards = self.game_fan(height)
        return int((len(cards) - 1) * height * 0.3) + max(img.get_width() for img in cards)

    def draw_fan(self, surface, centre: tuple[int, int], height: int) -> None:
        """The game's fan centred on `centre`, each card showing its left part."""
        cards = self.game_fan(height)
        rects = []
        for i, img in enumerate(cards):
            offset = (i - (len(cards) - 1) / 2) * height * 0.3
            rects.append(surface.blit(img, img.get_rect(center=(int(centre[0] + offset),
                                                                int(centre[1] + abs(offset) * 0.12)))))
        self.fan_rect = rects[0].unionall(rects) if rects else None  # where it landed (for the tests)

    def draw_seat_face(self, surface, rect, seat: int, name: str) -> int:
        """The seat's round portrait at the left end of its value box; returns the width it takes."""
        from .portraits import portrait
        from .remote_words import PEOPLE
        from .theme import px
        kind = self.seat_kinds[seat]  # type: ignore[attr-defined]
        side = max(px(12), rect.h - px(8))
        img = portrait("human" if kind in PEOPLE else kind, name or "?", side, self.game)  # type: ignore[attr-defined]
        surface.blit(img, img.get_rect(midleft=(rect.x + px(5), rect.centery)))
        return side + px(8)

    def draw_level_chip(self, surface, rect, kind: str) -> int:
        """An AI seat's level as a chip at the right end of its value box; returns its width."""
        import pygame

        from . import assets
        from .theme import px
        size = max(px(12), int(rect.h * 0.34))
        label = assets.text(self.game.level_title(kind), size, (244, 236, 214), True)  # type: ignore[attr-defined]
        chip = pygame.Rect(0, 0, label.get_width() + px(14), min(rect.h - px(8), label.get_height() + px(6)))
        chip.midright = (rect.right - px(6), rect.centery)
        pygame.draw.rect(surface, (84, 60, 40), chip, border_radius=chip.h // 2)
        pygame.draw.rect(surface, (176, 146, 76), chip, px(1), border_radius=chip.h // 2)
        surface.blit(label, label.get_rect(center=chip.center))
        return chip.w + px(8)
