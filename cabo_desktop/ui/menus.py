"""Menu scenes: title, a minimal new-game setup, rules, settings, pause, round end, game over."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .. import __version__  # the one version, from pyproject.toml
from ..games.cabo.rules.variant import BUILTIN_NAMES, load_builtin
from . import assets
from .scene import Button, Intent, Menu, Scene, lay_out_column, lay_out_row
from .replay import ReplaysScene

GOLD = (250, 214, 90)
WHITE = (240, 240, 235)
DIM = (170, 185, 175)


def _dim(surface: pygame.Surface, alpha: int = 170, rect: pygame.Rect | None = None) -> None:
    """Darken what is drawn (a multiply in place: no full-window surface made per frame)."""
    k = max(0, 255 - alpha)
    surface.fill((k, k, k), rect, special_flags=pygame.BLEND_RGB_MULT)


def _panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, (18, 40, 30), rect, border_radius=14)
    pygame.draw.rect(surface, GOLD, rect, 2, border_radius=14)


def _draw_messages(surface: pygame.Surface, messages: list[str], bottom: int, width: int,
                   colour=(255, 200, 170), size: int = 15) -> None:
    """Messages from the storage layer (a bad file moved aside...) in a panel ending at `bottom`."""
    if not messages:
        return
    from .table import _wrap
    w = surface.get_width()
    lines: list[str] = []
    for m in messages[-4:]:
        lines.extend(_wrap(m, size, width - 30))
    lines = lines[-6:]
    line_h = assets.font(size).get_linesize()
    box = pygame.Rect(0, 0, width, line_h * len(lines) + 16)
    box.midbottom = (w // 2, bottom)
    pygame.draw.rect(surface, (50, 20, 20), box, border_radius=10)
    pygame.draw.rect(surface, (220, 120, 100), box, 2, border_radius=10)
    y = box.y + 8
    for line in lines:
        surface.blit(assets.text(line, size, colour), (box.x + 14, y))
        y += line_h


class TitleScene(Scene):
    fills_screen = True

    def __init__(self, app):
        super().__init__(app)
        self.continue_button = Button("Continue", self.continue_game, "c", enabled=False, hint="no saved game yet")
        self.menu = Menu([
            Button("New game", self.new_game, "n"),
            Button("Tutorial", self.tutorial, "t"),
            self.continue_button,
            Button("Saved games", lambda: app.scenes.push(SavesScene(app)), "l"),
            Button("Replays", lambda: app.scenes.push(ReplaysScene(app)), "p"),
            Button("Statistics", lambda: app.scenes.push(StatsScene(app)), "i"),
            Button("Rules", lambda: app.scenes.push(RulesScene(app)), "r"),
            Button("Settings", lambda: app.scenes.push(SettingsScene(app)), "s"),
            Button("Quit", app.quit, "q"),
        ])
        self.messages: list[str] = []  # shown while the title is up (settings fallback, bad autosave...)
        self.continue_line = ""
        self._fan_size = None
        self._fan: list = []

    def entered(self) -> None:
        """Take the app's pending messages (shown once) and see whether there is a game to continue."""
        self.messages.extend(self.app.messages)
        self.app.messages.clear()
        from ..storage.saves import autosave_summary, has_autosave
        self.continue_line = ""
        enabled = has_autosave()
        if enabled:
            loaded = autosave_summary()
            self.messages.extend(loaded.messages)
            if loaded.value is None:
                enabled = False
            else:
                sm = loaded.value
                self.continue_line = (f"{sm.variant_title} · round {sm.round_no} · " + ", ".join(sm.players))
        self.continue_button.enabled = enabled
        self.continue_button.hint = "" if enabled else "no saved game yet"
        if not self.menu.buttons[self.menu.focus].enabled:
            self.menu.focus = 0

    def continue_game(self) -> None:
        """Resume the autosave exactly; a save that cannot be read shows the storage message."""
        from ..storage.saves import continue_game
        from .app import resume_table
        loaded = continue_game()
        self.messages.extend(loaded.messages)
        if loaded.value is None:
            self.continue_button.enabled = False
            if not loaded.messages:
                self.messages.append("There is no saved game to continue.")
            return
        self.app.scenes.push(resume_table(self.app, loaded.value))

    def new_game(self) -> None:
        self.app.scenes.push(SetupScene(self.app))

    def tutorial(self) -> None:
        from .tutorial import start_tutorial
        start_tutorial(self.app)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.quit()
            return
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        top = h // 40
        title = assets.text("CABO", max(48, h // 7), GOLD, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, top)))
        sub = assets.text("Desktop", max(18, h // 26), WHITE)
        sub_rect = sub.get_rect(midtop=(w // 2, top + title.get_height() - 6))
        surface.blit(sub, sub_rect)
        # a fan of cards as decoration (rotated once per window size)
        from ..games.cabo.rules.cards import Card, Ability
        cw = max(44, min(w // 19, h // 9))
        size = (cw, int(cw * 1.4))
        if self._fan_size != size:
            self._fan_size = size
            self._fan = []
            for i, (rank, ab) in enumerate([("0", None), ("7", Ability.PEEK), ("9", Ability.SPY), ("11", Ability.SWAP), ("13", None)]):
                card = Card(rank, int(rank), None, ab)
                self._fan.append(pygame.transform.rotozoom(assets.card_face(card, size), 20 - 10 * i, 1.0))
        fan_y = sub_rect.bottom + 12 + size[1] * 0.6
        for i, img in enumerate(self._fan):
            surface.blit(img, img.get_rect(center=(w // 2 + (i - 2) * size[0] * 0.8, fan_y)))
        bh = max(28, h // 25)
        n = len(self.menu.buttons)
        menu_top = int(fan_y + size[1] * 0.75 + 10)
        lay_out_column(self.menu.buttons, (w // 2, menu_top + (n * (bh + 7) - 7) // 2), min(340, w // 3), bh, 7)
        self.menu.draw(surface)
        if self.continue_line and self.continue_button.enabled:
            r = self.continue_button.rect
            note = assets.fit_text(self.continue_line, 15, max(80, w - r.right - 30), DIM)
            surface.blit(note, note.get_rect(midleft=(r.right + 14, r.centery)))
        _draw_messages(surface, self.messages, h - 6, min(w - 40, 900))
        version = assets.text(f"v{__version__}", 14, DIM)
        surface.blit(version, version.get_rect(topright=(w - 10, 8)))


class SetupScene(Scene):
    """New game: variant (and the 5-6 player stretch where it applies), the number of players, and
    for each seat a person (hot-seat: several people share this computer) or an AI level with its
    persona; people's names are typed on their row. Start.

    Rows are chosen with the mouse (click a value to cycle it, the arrows beside it to step) or
    the keyboard (Up/Down to move, Left/Right to change, type a person's name when their row is
    focused, Enter to start). The choices are remembered in the settings for next time.
    """
    fills_screen = True

    MAX_NAME = 16

    def __init__(self, app):
        super().__init__(app)
        prefs = getattr(app, "prefs", None)
        from ..core.variant_files import variant_entries
        from ..games import get_game
        from ..storage.paths import user_variants_dir
        # built-ins, then the player's own files (a bad file is listed with its message)
        self.entries = variant_entries(get_game("cabo"), user_variants_dir())
        self.variant_names = [e.key for e in self.entries]
        self.messages: list[str] = []
        default_variant = getattr(prefs, "default_variant", "official")
        if default_variant not in self.variant_names or not self.entries[self.variant_names.index(default_variant)].ok:
            default_variant = "official"
        self.variant_i = self.variant_names.index(default_variant)
        self.stretch = False
        self.levels = self._levels()
        self.kinds_cycle = ["human"] + [lv[0] for lv in self.levels]
        default = "casual" if "casual" in self.kinds_cycle else self.kinds_cycle[-1]
        kinds = list(getattr(prefs, "seats", ("human", default, default)))
        kinds = [k if k in self.kinds_cycle else default for k in kinds]
        self.seat_kinds = (kinds + [default] * 6)[:6]
        self.count = max(2, len(kinds))
        first = (app.settings.get("player_name") or getattr(prefs, "player_name", "") or "").strip()
        self.seat_names = [first] + [f"Player {k + 1}" for k in range(1, 6)]
        self.focus = 0
        self.hover: tuple | None = None
        self.rows: list[dict] = []
        self.buttons: list[Button] = []
        self._rebuild()

    @staticmethod
    def _levels() -> list[tuple[str, str, str]]:
        """(key, persona, flavour) of each offered AI level."""
        try:
            from ..games.cabo.ai.levels import offered_levels
            return [(lv.key, lv.persona, getattr(lv, "flavour", "")) for lv in offered_levels()]
        except Exception:  # the AI levels are optional while they are being built
            return [("random", "Random", "Plays any legal move.")]

    # ------------------------------------------------------------ the model of the form

    @property
    def entry(self):
        return self.entries[self.variant_i]

    def _base_variant(self):
        """The chosen variant; for a file that cannot be loaded, the official one stands in for
        the seat limits (such a choice cannot start)."""
        return self.entry.variant if self.entry.ok else load_builtin("official")

    def variant(self):
        var = self._base_variant()
        if self.stretch and self.can_stretch() and not var.players.allow_stretch:
            var = var.with_settings({"players.allow_stretch": True})
        return var

    def can_stretch(self) -> bool:
        p = self._base_variant().players
        return bool(p.stretch_max and p.stretch_max > p.max) and not p.allow_stretch

    @property
    def max_seats(self) -> int:
        return self.variant().players.limit

    @property
    def min_seats(self) -> int:
        return max(2, self.variant().players.min)

    @property
    def max_opponents(self) -> int:
        return self.max_seats - 1

    @property
    def opponents(self) -> int:
        return self.count - 1

    def persona(self, kind: str) -> tuple[str, str]:
        for key, persona, flavour in self.levels:
            if key == kind:
                return persona, flavour
        return kind.title(), ""

    def seats(self) -> list[tuple[str, str]]:
        """(name, kind) per seat: people's typed names, AI personas ("Marta II" for a second one)."""
        out: list[tuple[str, str]] = []
        used: set[str] = set()
        for k in range(self.count):
            kind = self.seat_kinds[k]
            if kind == "human":
                name = self.seat_names[k].strip() or (f"Player {k + 1}" if k else "You")
            else:
                name = self.persona(kind)[0]
            base, roman = name, iter(("II", "III", "IV", "V", "VI", "VII"))
            while name in used:
                name = f"{base} {next(roman)}"
            used.add(name)
            out.append((name, kind))
        return out

    def _rebuild(self) -> None:
        self.count = max(self.min_seats, min(self.count, self.max_seats))
        entry = self.entry
        rows = [{"id": "variant", "label": "Variant", "value": entry.variant.title if entry.variant and not entry.path
                 else entry.label, "change": self.change_variant, "error": entry.error,
                 "note": (f"{self.variant_i + 1} of {len(self.entries)}" + (" · your own file" if entry.path else ""))}]
        if self.can_stretch():
            rows.append({"id": "stretch", "label": "Allow 5-6 players", "value": "yes" if self.stretch else "no",
                         "change": self.change_stretch})
        rows.append({"id": "count", "label": "Players", "value": str(self.count), "change": self.change_count,
                     "note": f"{self.min_seats} to {self.max_seats} in this variant"})
        names = [name for name, _ in self.seats()]
        for k in range(self.count):
            kind = self.seat_kinds[k]
            if kind == "human":
                value = f"Person · {self.seat_names[k]}"
                note = "type the name · ←/→ makes it an AI"
            else:
                persona, flavour = self.persona(kind)
                value = f"AI · {names[k]} ({kind})"
                note = flavour
            rows.append({"id": f"seat{k}", "label": f"Seat {k + 1}", "value": value,
                         "change": lambda step, k=k: self.change_kind(k, step), "note": note, "seat": k})
        self.rows = rows
        self.focus = min(self.focus, len(rows) + 1)
        self.buttons = [Button("Start", self.start, "enter", enabled=entry.ok,
                               hint="" if entry.ok else "this variant file cannot be used"),
                        Button("Back", self.app.scenes.pop, "escape")]

    def change_variant(self, step: int) -> None:
        self.variant_i = (self.variant_i + step) % len(self.variant_names)
        self.messages = []
        self._rebuild()

    def change_stretch(self, step: int) -> None:
        self.stretch = not self.stretch
        self._rebuild()

    def change_count(self, step: int) -> None:
        span = self.max_seats - self.min_seats + 1
        self.count = (self.count - self.min_seats + step) % span + self.min_seats
        self._rebuild()

    def change_kind(self, k: int, step: int) -> None:
        i = self.kinds_cycle.index(self.seat_kinds[k]) if self.seat_kinds[k] in self.kinds_cycle else 0
        self.seat_kinds[k] = self.kinds_cycle[(i + step) % len(self.kinds_cycle)]
        self._rebuild()

    def chosen_levels(self) -> list[str]:
        return [kind for _, kind in self.seats() if kind != "human"]

    @property
    def player_name(self) -> str:
        return self.seat_names[0]

    def start(self) -> None:
        import random
        from .app import make_hotseat_table
        if not self.entry.ok:  # a bad variant file: refused, with its message in view
            self.messages = [f"This variant cannot be used: {self.entry.error}"]
            return
        seats = self.seats()
        humans = [name for name, kind in seats if kind == "human"]
        changes = {"default_variant": self.entry.key,
                   "seats": tuple(kind for _, kind in seats)}
        first = next((self.seat_names[k].strip() for k in range(self.count) if self.seat_kinds[k] == "human"), "")
        if first:
            changes["player_name"] = first[:24]
            self.app.settings["player_name"] = first
        try:
            if hasattr(self.app, "update_prefs"):
                self.app.update_prefs(**changes)
        except ValueError:
            pass  # a custom seat kind the settings do not know: not remembered
        table = make_hotseat_table(self.app, self.variant(), seats, seed=random.randrange(1 << 30),
                                   speed=self.app.settings.get("speed", "normal"), save=bool(humans))
        self.app.scenes.replace(table)

    # ------------------------------------------------------------ input

    def _row_at(self, pos) -> tuple[int, str] | None:
        for i, row in enumerate(self.rows):
            for part in ("minus", "value_rect", "plus"):
                rect = row.get(part)
                if rect is not None and rect.collidepoint(pos):
                    return i, part
        return None

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        n_rows = len(self.rows)
        seat = self.rows[self.focus].get("seat") if self.focus < n_rows else None
        on_name = seat is not None and self.seat_kinds[seat] == "human"
        if kind == "back":
            self.app.scenes.pop()
            return
        if kind == "text":
            if on_name:
                typed = "".join(ch for ch in intent.key or "" if ch.isprintable())
                self.seat_names[seat] = (self.seat_names[seat] + typed)[: self.MAX_NAME]
                self._rebuild()
            return
        if kind == "backspace":
            if on_name:
                self.seat_names[seat] = self.seat_names[seat][:-1]
                self._rebuild()
            return
        if kind == "point":
            hit = self._row_at(intent.pos)
            self.hover = hit or next((("button", i) for i, b in enumerate(self.buttons) if b.rect.collidepoint(intent.pos)), None)
            return
        if kind == "click":
            for b in self.buttons:
                if b.rect.collidepoint(intent.pos):
                    b.action()
                    return
            hit = self._row_at(intent.pos)
            if hit is not None:
                i, part = hit
                self.focus = i
                change = self.rows[i]["change"]
                if change is not None:
                    change(-1 if part == "minus" else 1)
            return
        if kind in ("up", "down", "next"):
            self.focus = (self.focus + (-1 if kind == "up" else 1)) % (n_rows + 2)
            return
        if kind in ("left", "right"):
            if self.focus < n_rows and self.rows[self.focus]["change"] is not None:
                self.rows[self.focus]["change"](-1 if kind == "left" else 1)
            return
        if kind in ("confirm", "space"):
            if kind == "space" and on_name:
                return  # the space was typed into the name (a text event)
            if self.focus == n_rows + 1:
                self.app.scenes.pop()
            elif kind == "confirm" or self.focus == n_rows:
                self.start()
            elif self.focus < n_rows and self.rows[self.focus]["change"] is not None:
                self.rows[self.focus]["change"](1)
            return
        if kind == "key" and not on_name and intent.key == "s":
            self.start()

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title = assets.text("New game", max(32, h // 14), GOLD, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, h // 24)))
        y = h // 24 + title.get_height() + 4
        from .table import _wrap
        variant = self.variant()
        described = _wrap(variant.description if self.entry.ok else "", 16, int(w * 0.7)) if self.entry.ok else []
        if len(described) > 2:
            described = described[:2]
            described[1] = described[1].rstrip(" ,.;") + "…"
        for line in described:
            img = assets.text(line.strip(), 16, DIM)
            surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height() + 2
        n_rows = len(self.rows)
        panel_w = min(w - 60, 1000)
        error_lines: dict[int, list[str]] = {}
        for i, row in enumerate(self.rows):
            if row.get("error"):
                lines = _wrap(row["error"], 14, panel_w - 60)
                if len(lines) > 4:
                    lines = lines[:4]
                    lines[3] = lines[3].rstrip() + "…"
                error_lines[i] = lines
        extra = sum(6 + 17 * len(lines) for lines in error_lines.values())
        row_h = max(30, min(44, (h - y - 120 - extra) // max(1, n_rows) - 8))
        panel = pygame.Rect(0, y + 10, panel_w, n_rows * (row_h + 8) + 24 + extra)
        panel.centerx = w // 2
        _panel(surface, panel)
        label_x = panel.x + 24
        value_w = min(380, panel.w // 2 - 40)
        value_x = panel.x + int(panel.w * 0.27)
        note_x = value_x + value_w + 60
        ry = panel.y + 12
        blink = (pygame.time.get_ticks() // 500) % 2 == 0
        for i, row in enumerate(self.rows):
            focused = i == self.focus
            label = assets.fit_text(row["label"], 18, value_x - row_h - 16 - label_x, GOLD if focused else WHITE, True)
            surface.blit(label, label.get_rect(midleft=(label_x, ry + row_h // 2)))
            value_rect = pygame.Rect(value_x, ry, value_w, row_h)
            hot = self.hover is not None and self.hover[0] == i
            if row["change"] is not None:
                minus = pygame.Rect(value_x - row_h - 6, ry, row_h, row_h)
                plus = pygame.Rect(value_rect.right + 6, ry, row_h, row_h)
                row["minus"], row["value_rect"], row["plus"] = minus, value_rect, plus
                for rect, glyph in ((minus, "\u25c0"), (plus, "\u25b6")):
                    hover = self.hover == (i, "minus" if rect is minus else "plus")
                    pygame.draw.rect(surface, (250, 214, 90) if hover else (60, 90, 70), rect, border_radius=8)
                    g = assets.text(glyph, int(row_h * 0.45), (20, 20, 20) if hover else WHITE)
                    surface.blit(g, g.get_rect(center=rect.center))
            else:
                row["minus"], row["value_rect"], row["plus"] = None, value_rect, None
            fill = (250, 240, 200) if focused else (232, 226, 205) if not hot else (245, 235, 190)
            pygame.draw.rect(surface, fill, value_rect, border_radius=8)
            pygame.draw.rect(surface, GOLD if focused else (30, 30, 30), value_rect, 3 if focused else 1, border_radius=8)
            shown = row["value"]
            if row.get("seat") is not None and self.seat_kinds[row["seat"]] == "human" and focused and blink:
                shown += "|"
            ink = (120, 120, 115) if row.get("error") else (25, 25, 30)
            img = assets.fit_text(shown or " ", int(row_h * 0.5), value_rect.w - 16, ink, True)
            surface.blit(img, img.get_rect(center=value_rect.center))
            note = row.get("note")
            if note:
                room = panel.right - 16 - note_x
                lines = _wrap(note, 14, room)
                ny = ry + row_h // 2 - (len(lines[:2]) * 17) // 2
                for line in lines[:2]:
                    img = assets.text(line.strip(), 14, DIM)
                    surface.blit(img, (note_x, ny))
                    ny += 17
            ry += row_h + 8
            if i in error_lines:  # a variant file that cannot be used: its message, greyed, under the row
                ey = ry - 2
                for line in error_lines[i]:
                    img = assets.text(line.strip(), 14, (150, 150, 145))
                    surface.blit(img, (label_x + 12, ey))
                    ey += 17
                ry = ey + 6
        row = pygame.Rect(0, panel.bottom + 18, min(560, w - 80), max(40, row_h + 4))
        row.centerx = w // 2
        lay_out_row(self.buttons, row, 260)
        for i, b in enumerate(self.buttons):
            b.draw(surface, hover=self.hover == ("button", i), focused=self.focus == n_rows + i)
        hint = assets.text("↑/↓ choose a row · ←/→ change it (person or AI level) · type a person's name · "
                           "Enter starts · Esc back", 14, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 10)))
        if self.messages:
            _draw_messages(surface, self.messages, h - 30, min(w - 40, 900))


class RulesScene(Scene):
    """The rules of a variant, generated from its settings (rules_text), scrollable, with the
    ability cards drawn next to the abilities. ←/→ switch variant (built-ins and the player's
    own good files), ↑/↓ or the mouse wheel scroll, Esc or Back returns."""

    fills_screen = True
    MARGIN = 40
    SIZE = 17
    HEAD = 21

    def __init__(self, app, variant="official"):
        super().__init__(app)
        from ..core.variant_files import variant_entries
        from ..games import get_game
        from ..storage.paths import user_variants_dir
        try:
            entries = [e for e in variant_entries(get_game("cabo"), user_variants_dir()) if e.ok]
        except Exception:  # the list is a convenience: the built-ins are always there
            entries = []
        self.variants = [e.variant for e in entries] or [load_builtin(n) for n in BUILTIN_NAMES]
        if not isinstance(variant, str):  # a Variant object (a table's own, options applied)
            self.variants = [v for v in self.variants if v.name != variant.name]
            self.variants.insert(0, variant)
            self.index = 0
        else:
            names = [v.name for v in self.variants]
            self.index = names.index(variant) if variant in names else 0
        self.variant = self.variants[self.index]
        self.scroll = 0
        self.max_scroll = 0
        self._layout_key = None
        self._items: list = []
        self._height = 0
        self.prev = Button("\u25c0 Previous variant", lambda: self.switch(-1))
        self.next = Button("Next variant \u25b6", lambda: self.switch(1))
        self.back = Button("Back", app.scenes.pop, "escape")

    @property
    def names(self) -> list[str]:
        return [v.name for v in self.variants]

    def switch(self, step: int) -> None:
        self.index = (self.index + step) % len(self.variants)
        self.variant = self.variants[self.index]
        self.scroll = 0

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def handle(self, intent: Intent) -> None:
        k = intent.kind
        if k in ("back", "confirm"):
            self.app.scenes.pop()
        elif k in ("right", "left", "next"):
            self.switch(-1 if k == "left" else 1)
        elif k in ("up", "down"):
            self.scroll_by(-60 if k == "up" else 60)
        elif k == "space":
            self.scroll_by(300)
        elif k == "wheel":
            self.scroll_by(-60 if intent.key == "up" else 60)
        elif k == "click":
            for b in (self.prev, self.next, self.back):
                if b.rect.collidepoint(intent.pos):
                    b.action()
                    return

    # ------------------------------------------------------------ layout (cached per variant and width)

    def _lay_out(self, width: int) -> None:
        """Items (kind, x, y, payload) in content coordinates; heights from the fonts."""
        from ..games.cabo.rules_text import ABILITIES_HEADING, NOTES_HEADING, ability_groups, rules_sections
        from .table import _wrap
        key = (id(self.variant), width)
        if self._layout_key == key:
            return
        v = self.variant
        items: list = []
        line_h = assets.font(self.SIZE).get_linesize()
        y = 0
        for line in _wrap(v.description, self.SIZE, width):
            items.append(("text", 0, y, line.strip(), DIM))
            y += line_h
        y += 10
        groups = {g.sentence: g for g in ability_groups(v)}
        card_w = 40
        card_size = (card_w, int(card_w * 1.4))
        for heading, lines in rules_sections(v):
            y += 8
            items.append(("head", 0, y, heading, GOLD))
            y += assets.font(self.HEAD, True).get_linesize() + 4
            for line in lines:
                group = groups.get(line) if heading == ABILITIES_HEADING else None
                if group is not None:  # pictures of the ability cards, then the sentence
                    cards = group.sample_cards(v)
                    x = 16
                    for card in cards:
                        items.append(("card", x, y + 2, card, card_size))
                        x += card_w + 6
                    text_x = max(16 + 2 * (card_w + 6), x) + 10
                    wrapped = _wrap(line, self.SIZE, width - text_x)
                    ty = y + max(0, (card_size[1] + 4 - line_h * len(wrapped)) // 2)
                    for part in wrapped:
                        items.append(("text", text_x, ty, part.strip(), WHITE))
                        ty += line_h
                    y = max(ty, y + card_size[1] + 4) + 6
                    continue
                bullet = "\u2022 " if heading == NOTES_HEADING or not line.endswith(":") else ""
                wrapped = _wrap(bullet + line, self.SIZE, width - 16)
                for k, part in enumerate(wrapped):
                    items.append(("text", 16 + (14 if k else 0), y, part.strip(), WHITE))
                    y += line_h
                y += 3
        self._items = items
        self._height = y + 10
        self._layout_key = key

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((18, 40, 30))
        m = self.MARGIN
        title = assets.fit_text(self.variant.title, 28, w - 2 * m - 160, GOLD, True)
        surface.blit(title, (m, 22))
        count = assets.text(f"Rules · {self.index + 1} of {len(self.variants)}", 15, DIM)
        surface.blit(count, count.get_rect(topright=(w - m, 32)))
        top = 22 + title.get_height() + 10
        bottom = h - 74
        area = pygame.Rect(m, top, w - 2 * m, bottom - top)
        width = area.w - 24  # room for the scroll bar
        self._lay_out(width)
        self.max_scroll = max(0, self._height - area.h)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        clip = surface.get_clip()
        surface.set_clip(area)
        for kind, x, y, payload, extra in self._items:
            sy = area.y + y - self.scroll
            if sy > area.bottom or sy < area.y - 80:
                continue
            if kind == "card":
                surface.blit(assets.card_face(payload, extra), (area.x + x, sy))
            elif kind == "head":
                img = assets.text(payload, self.HEAD, extra, True)
                surface.blit(img, (area.x + x, sy))
                pygame.draw.line(surface, (70, 100, 80), (area.x + x + img.get_width() + 12, sy + img.get_height() // 2),
                                 (area.x + width, sy + img.get_height() // 2))
            else:
                surface.blit(assets.text(payload, self.SIZE, extra), (area.x + x, sy))
        surface.set_clip(clip)
        if self.max_scroll:
            track = pygame.Rect(area.right - 8, area.y, 6, area.h)
            pygame.draw.rect(surface, (40, 70, 55), track, border_radius=3)
            knob_h = max(30, int(area.h * area.h / self._height))
            knob_y = area.y + int((area.h - knob_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, GOLD, pygame.Rect(track.x, knob_y, 6, knob_h), border_radius=3)
        row = pygame.Rect(0, h - 64, min(w - 80, 760), 38)
        row.centerx = w // 2
        lay_out_row([self.prev, self.next, self.back], row, 240)
        for b in (self.prev, self.next, self.back):
            b.draw(surface)
        more = " · ↑/↓ or the wheel scroll" if self.max_scroll else ""
        hint = assets.text(f"←/→ other variants{more} · Esc back", 14, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 6)))


class SettingsScene(Scene):
    """Every setting, saved to the per-user config folder as soon as it changes. Click or Enter
    changes a row (its key too); Left/Right step the volume; the name row takes typing."""
    fills_screen = True

    ORDER = ["slow", "normal", "fast", "instant"]
    AID = ["default", "on", "off"]
    VARIANTS = ("official", "classic", "kaboo")

    def __init__(self, app):
        super().__init__(app)
        self.editing_name = False
        self.name_draft = ""
        self._swallow = False
        self.messages: list[str] = []
        self._rebuild()

    # ------------------------------------------------------------ rows

    def aid_mode(self) -> str:
        aid = self.app.prefs.memory_aid
        if not aid:
            return "default"
        values = {aid.get(v) for v in self.VARIANTS}
        if values == {True}:
            return "on"
        if values == {False}:
            return "off"
        return "custom"

    def _rebuild(self, focus: int | None = None) -> None:
        from ..storage.settings import CARD_BACKS, TABLE_COLOURS
        p = self.app.prefs
        aid_text = {"default": "variant default (off in official)", "on": "on in every variant",
                    "off": "off in every variant", "custom": "your choice per variant"}[self.aid_mode()]
        name = (self.name_draft + ("|" if (pygame.time.get_ticks() // 500) % 2 == 0 else " ")) \
            if self.editing_name else p.player_name
        self.menu = Menu([
            Button(f"Animation speed: {p.animation_speed}", self.next_speed, "a"),
            Button(f"Sound volume: {p.volume}%  (\u25c0 \u25b6)", lambda: self.step_volume(10), "v"),
            Button(f"Sound: {'muted' if p.muted else 'on'}", self.toggle_mute, "u"),
            Button(f"Fullscreen (F11): {'on' if self.app.fullscreen else 'off'}", self.toggle_full, "f"),
            Button(f"Memory aid: {aid_text}", self.next_aid, "m"),
            Button(f"Player name: {name}" + ("  (Enter to finish)" if self.editing_name else ""), self.edit_name, "n"),
            Button(f"Card back: {p.card_back}", lambda: self.cycle("card_back", CARD_BACKS), "b"),
            Button(f"Table colour: {p.table_colour}", lambda: self.cycle("table_colour", TABLE_COLOURS), "t"),
            Button(f"Colour-blind card marks: {'on' if p.colour_blind_marks else 'off'}",
                   lambda: self.toggle("colour_blind_marks"), "k"),
            Button(f"Confirm before CABO: {'on' if p.confirm_cabo else 'off'}", lambda: self.toggle("confirm_cabo"), "c"),
            Button("Back", self.app.scenes.pop, "escape"),
        ])
        if focus is not None:
            self.menu.focus = focus

    def _change(self, **changes) -> None:
        try:
            self.messages.extend(self.app.update_prefs(**changes))
        except ValueError as exc:
            self.messages.append(str(exc))
        self._rebuild(self.menu.focus)

    def next_speed(self) -> None:
        speed = self.app.prefs.animation_speed
        self._change(animation_speed=self.ORDER[(self.ORDER.index(speed) + 1) % len(self.ORDER)])

    def next_aid(self) -> None:
        mode = self.aid_mode()
        nxt = self.AID[(self.AID.index(mode) + 1) % len(self.AID)] if mode in self.AID else "default"
        value = {} if nxt == "default" else {v: nxt == "on" for v in self.VARIANTS}
        self.app.settings["memory_aid"] = None  # follow the saved choice
        self._change(memory_aid=value)

    def step_volume(self, step: int) -> None:
        volume = self.app.prefs.volume
        volume = volume + step if 0 <= volume + step <= 100 else (0 if step > 0 else 100)
        self._change(volume=volume)
        self.app.play_sound("flip")

    def toggle_mute(self) -> None:
        self._change(muted=not self.app.prefs.muted)

    def toggle(self, key: str) -> None:
        self._change(**{key: not getattr(self.app.prefs, key)})

    def cycle(self, key: str, options) -> None:
        options = list(options)
        value = getattr(self.app.prefs, key)
        self._change(**{key: options[(options.index(value) + 1) % len(options)] if value in options else options[0]})

    def toggle_full(self) -> None:
        self.app.toggle_fullscreen()
        self._change(fullscreen=self.app.fullscreen)

    def edit_name(self) -> None:
        self.editing_name = True
        self.name_draft = self.app.prefs.player_name
        self._rebuild(self.menu.focus)

    def finish_name(self) -> None:
        self.editing_name = False
        draft = " ".join(self.name_draft.split())
        if draft:
            self.app.settings["player_name"] = draft
            self._change(player_name=draft[:24])
        else:
            self._rebuild(self.menu.focus)

    # ------------------------------------------------------------ input and drawing

    def handle(self, intent: Intent) -> None:
        if self.editing_name:
            if intent.kind == "text" and self._swallow:
                self._swallow = False
                if intent.key == "n":
                    return  # the N that opened the name for editing
            if intent.kind == "text":
                typed = "".join(ch for ch in intent.key or "" if ch.isprintable())
                self.name_draft = (self.name_draft + typed)[:24]
            elif intent.kind == "backspace":
                self.name_draft = self.name_draft[:-1]
            elif intent.kind in ("confirm", "back", "click"):
                self.finish_name()
                return
            self._rebuild(self.menu.focus)
            return
        if intent.kind == "back":
            self.app.scenes.pop()
            return
        if intent.kind in ("left", "right") and self.menu.focus == 1:
            self.step_volume(10 if intent.kind == "right" else -10)
            return
        self._swallow = intent.kind == "key" and intent.key == "n"
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        if self.editing_name:
            self._rebuild(self.menu.focus)  # the blinking caret

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title = assets.text("Settings", max(30, h // 16), GOLD, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, h // 40)))
        top = h // 40 + title.get_height() + 12
        bh = max(28, min(40, (h - top - 70) // len(self.menu.buttons) - 6))
        total = len(self.menu.buttons) * (bh + 6) - 6
        lay_out_column(self.menu.buttons, (w // 2, top + total // 2), min(620, w - 80), bh, 6)
        self.menu.draw(surface)
        bottom = self.menu.buttons[-1].rect.bottom
        win = self.app.prefs.window_size
        note = assets.text(f"Saved to your settings file as you change them · the window size "
                           f"({win[0]}×{win[1]}) is remembered when you resize the window", 14, DIM)
        surface.blit(note, note.get_rect(midtop=(w // 2, bottom + 8)))
        hint = assets.text("↑/↓ choose · Enter, click or the key in brackets changes · ←/→ volume · Esc back", 14, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 8)))
        _draw_messages(surface, self.messages, h - 30, min(w - 40, 900))


class PauseScene(Scene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        buttons = [Button("Resume", app.scenes.pop, "r")]
        if getattr(table, "saver", None) is not None:
            buttons.append(Button("Save game", lambda: app.scenes.push(SaveNameScene(app, table)), "g"))
        buttons += [
            Button("Rules", lambda: app.scenes.push(RulesScene(app, table.variant)), "u"),
            Button("Settings", lambda: app.scenes.push(SettingsScene(app)), "s"),
            Button("Quit to title", lambda: app.scenes.clear_to(TitleScene(app)), "q"),
        ]
        self.menu = Menu(buttons)
        self.message = ""

    def entered(self) -> None:
        from .app import memory_aid_for
        self.table.speed_name = self.app.settings.get("speed", self.table.speed_name)
        self.table.memory_aid = memory_aid_for(self.app, self.table.variant)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.scenes.pop()
            return
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        _dim(surface)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, 460, 90 + 54 * len(self.menu.buttons) + (30 if self.message else 0))
        box.center = (w // 2, h // 2)
        _panel(surface, box)
        title = assets.text("Paused", 30, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 14)))
        lay_out_column(self.menu.buttons, (box.centerx, box.y + 70 + (54 * len(self.menu.buttons)) // 2), 320, 44, 10)
        self.menu.draw(surface)
        if self.message:
            img = assets.fit_text(self.message, 15, box.w - 30, (190, 240, 190))
            surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - 10)))


def round_totals(table, ev) -> tuple[int, ...]:
    """The totals after a round, resets included."""
    totals = list(ev.totals)
    for r in table.resets.get(ev.round_no, []):
        totals[r.seat] = r.new_total
    return tuple(totals)


def round_notes(table, ev) -> list[str]:
    """The round's scoring in words: the caller's bonus or penalty, Kamikaze, resets."""
    t = table
    v = t.variant.scoring
    notes: list[str] = []
    if ev.kamikaze is not None:
        k = v.kamikaze
        ranks = " ".join(k.ranks) if k else ""
        notes.append(f"Kamikaze! {t.name(ev.kamikaze)} holds exactly {ranks}: {t.name(ev.kamikaze)} scores "
                     f"{k.self_score if k else 0} and everyone else {k.others_score if k else 50}.")
    elif ev.caller is not None:
        c = ev.caller
        others = [ev.sums[s] for s in range(t.n) if s != c]
        low = min(others) if others else ev.sums[c]
        name = t.name(c)
        if ev.sums[c] < low:
            how = f"with the lowest sum ({ev.sums[c]})"
        elif ev.sums[c] == low:
            how = f"and tied for the lowest sum ({ev.sums[c]})"
        else:
            how = f"but did not have the lowest sum ({ev.sums[c]} against {low})"
        diff = ev.scores[c] - ev.sums[c]
        effect = "" if diff == 0 else (f": a bonus of {diff}" if diff < 0 else f": a penalty of +{diff}")
        notes.append(f"{name} called CABO {how} and scores {ev.scores[c]}{effect}.")
    else:
        notes.append("Nobody called CABO: the deck ran out, everyone scores their sum.")
    for r in t.resets.get(ev.round_no, []):
        notes.append(f"{t.name(r.seat)} reached exactly {r.old_total}: the total is reset to {r.new_total}!")
    notes.append(f"The game ends when someone passes {t.variant.game_end.over} points.")
    return notes


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, table, upto: int | None = None, size: int = 16) -> int:
    """The score sheet: a row per player, a column per round so far (scores), and the total.
    Returns the height used."""
    t = table
    rounds = [ev for ev in t.scores if upto is None or ev.round_no <= upto]
    name_w = int(rect.w * 0.24)
    total_w = 70
    col_w = (rect.w - name_w - total_w) / max(1, len(rounds)) if rounds else 60
    col_w = min(58, col_w)
    font_size = size if col_w >= 40 else max(10, int(size * col_w / 44))
    line = font_size + 8
    y = rect.y
    surface.blit(assets.text("Player", font_size, DIM, True), (rect.x, y))
    for k, ev in enumerate(rounds):
        img = assets.text(f"R{ev.round_no}", font_size, DIM, True)
        surface.blit(img, img.get_rect(midtop=(rect.x + name_w + col_w * (k + 0.5), y)))
    img = assets.text("Total", font_size, DIM, True)
    surface.blit(img, img.get_rect(topright=(rect.right, y)))
    y += line
    pygame.draw.line(surface, (70, 100, 80), (rect.x, y - 4), (rect.right, y - 4))
    final = round_totals(t, rounds[-1]) if rounds else tuple(0 for _ in range(t.n))
    low = min(final) if final else 0
    for seat in range(t.n):
        colour = GOLD if final[seat] == low else WHITE
        surface.blit(assets.fit_text(t.name(seat), font_size, name_w - 8, colour, True), (rect.x, y))
        for k, ev in enumerate(rounds):
            reset = any(r.seat == seat for r in t.resets.get(ev.round_no, []))
            mark = "*" if reset else ""
            img = assets.text(f"{ev.scores[seat]}{mark}", font_size, (255, 170, 120) if reset else WHITE)
            surface.blit(img, img.get_rect(midtop=(rect.x + name_w + col_w * (k + 0.5), y)))
        img = assets.text(str(final[seat]), font_size, colour, True)
        surface.blit(img, img.get_rect(topright=(rect.right, y)))
        y += line
    return y - rect.y


class RoundEndScene(Scene):
    """After the cards flip face up in turn on the table: the sums count up, the caller's bonus
    or penalty, Kamikaze and resets are explained, and the score sheet shows every round so far."""

    opaque = False
    COUNT_TIME = 0.9

    def __init__(self, app, table, event):
        super().__init__(app)
        self.table = table
        self.event = event
        self.age = 0.0
        self.notes = round_notes(table, event)

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        self.table.overlay_open = False

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("click", "confirm", "space", "back"):
            if self.age < self.COUNT_TIME:
                self.age = self.COUNT_TIME  # first press: finish counting
            elif self.age > 0.3:
                self.close()
        elif intent.kind == "help":
            self.app.scenes.push(HelpScene(self.app))

    def update(self, dt: float) -> None:
        speed = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 50.0}.get(self.table.speed_name, 1.0)
        self.age += dt * speed
        auto = self.table.auto_continue
        if auto is not None and self.age >= auto:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        ev = self.event
        t = self.table
        lay = t.layout()
        play = lay.play
        count = min(1.0, self.age / self.COUNT_TIME)
        rounds = len(t.scores)
        box_h = 150 + 26 * t.n + 22 * len(self.notes) + (24 + 24 * t.n)
        box = pygame.Rect(0, 0, min(play.w - 40, 820), min(play.h - 20, box_h))
        box.center = play.center
        _dim(surface, 90, play)
        _panel(surface, box)
        y = box.y + 12
        head = f"Round {ev.round_no} — " + (f"{t.name(ev.caller)} called CABO" if ev.caller is not None else "the deck ran out")
        img = assets.fit_text(head, 24, box.w - 24, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height() + 10
        cols = [box.x + 24, box.x + int(box.w * 0.36), box.x + int(box.w * 0.52), box.x + int(box.w * 0.68), box.x + int(box.w * 0.82)]
        for x, label in zip(cols, ["Player", "Sum", "Round", "Total", ""]):
            surface.blit(assets.text(label, 16, DIM, True), (x, y))
        y += 24
        totals = round_totals(t, ev)
        for seat in range(t.n):
            colour = GOLD if seat in ev.winners else WHITE
            note = []
            if seat == ev.caller:
                note.append("called CABO")
            if seat == ev.kamikaze:
                note.append("Kamikaze!")
            if seat in ev.winners:
                note.append("round winner")
            shown_sum = int(round(ev.sums[seat] * count))
            done = count >= 1.0
            values = [t.name(seat), str(shown_sum), f"{ev.scores[seat]:+d}" if done else "", str(totals[seat]) if done else "",
                      ", ".join(note) if done else ""]
            for x, v in zip(cols, values):
                if v:
                    surface.blit(assets.fit_text(v, 18, box.w // 4, colour, seat in ev.winners), (x, y))
            y += 26
        y += 6
        if count >= 1.0:
            for note in self.notes:
                img = assets.fit_text(note, 16, box.w - 48, (255, 225, 160))
                surface.blit(img, (box.x + 24, y))
                y += 22
            y += 6
            pygame.draw.line(surface, (70, 100, 80), (box.x + 20, y), (box.right - 20, y))
            y += 8
            surface.blit(assets.text(f"Score sheet ({rounds} round{'s' if rounds != 1 else ''})", 15, DIM, True), (box.x + 24, y))
            y += 22
            draw_sheet(surface, pygame.Rect(box.x + 24, y, box.w - 48, box.bottom - y - 30), t, ev.round_no, 15)
        hint = assets.text("Click or press Space to continue", 15, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 8)))


class GameOverScene(Scene):
    """The winner, the final score sheet with every round, New game / Title."""

    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.age = 0.0
        self.menu = Menu([
            Button("New game", self._new_game, "n"),
            Button("Title", lambda: app.scenes.clear_to(TitleScene(app)), "t"),
        ])
        app.game_over(table)
        app.play_sound("round_end")

    def _new_game(self) -> None:
        self.app.scenes.clear_to(TitleScene(self.app))
        self.app.scenes.push(SetupScene(self.app))

    def handle(self, intent: Intent) -> None:
        if intent.kind == "help":
            self.app.scenes.push(HelpScene(self.app))
            return
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        _dim(surface, 150)
        t = self.table
        w, h = surface.get_size()
        play = t.layout().play
        box = pygame.Rect(0, 0, min(play.w - 40, 860), min(h - 40, 190 + 25 * (t.n + 1)))
        box.center = play.center
        _panel(surface, box)
        winners = t.state.winners
        head = " and ".join(t.name(s) for s in winners) + (" wins the game!" if len(winners) == 1 else " win the game!")
        if t.human is not None and not getattr(t, "hotseat", False) and t.human in winners and len(winners) == 1:
            head = "You win the game!"
        img = assets.fit_text(head, 34, box.w - 30, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 16)))
        sub = assets.fit_text(f"{t.variant.title} · {len(t.scores)} rounds · lowest total wins", 16, box.w - 30, DIM)
        surface.blit(sub, sub.get_rect(midtop=(box.centerx, box.y + 16 + img.get_height() + 4)))
        y = box.y + 30 + img.get_height() + sub.get_height()
        draw_sheet(surface, pygame.Rect(box.x + 30, y, box.w - 60, box.bottom - y - 70), t, None, 17)
        row = pygame.Rect(box.x + 20, box.bottom - 58, box.w - 40, 42)
        lay_out_row(self.menu.buttons, row, 220)
        self.menu.draw(surface)


HELP_LINES = [
    ("Mouse", "click the deck, the discard pile, your cards, an opponent's card, the buttons"),
    ("D", "draw from the deck / discard the drawn card"),
    ("T", "take the top discard"),
    ("X", "exchange the chosen card(s) for the drawn card"),
    ("A", "use the drawn card's ability (then click the target)"),
    ("C", "call CABO"),
    ("K / P", "keep both cards after a look / pass a snap"),
    ("L / R", "put a card at the left / right end"),
    ("1-9", "choose your 1st ... 9th card"),
    ("Arrows + Enter", "move the cursor over any card and pick it"),
    ("Enter", "pick the card under the cursor, or the main button (Start, Look, Exchange...)"),
    ("Space / click", "skip the running animation; after your first look: done remembering"),
    ("Tab / Backspace", "next row of a menu / delete a letter of your name"),
    ("H", "hint: what the Expert AI would do, from what you know"),
    ("Esc", "menu: resume, save the game, rules, settings, quit"),
    ("Hot-seat", "several people: pass the screen when asked; each sees only their own cards"),
    ("Snaps (hot-seat)", "offered in turn, in seat order: each person gets the screen, then snaps or passes (P)"),
    ("F1 / F11 / F12", "this help / fullscreen / screenshot"),
]


class HelpScene(Scene):
    opaque = False

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("back", "help", "click", "confirm", "space"):
            self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        _dim(surface)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - 40, 980), min(h - 20, 80 + 29 * len(HELP_LINES)))
        box.center = (w // 2, h // 2)
        _panel(surface, box)
        title = assets.text("Keys", 26, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
        y = box.y + 56
        for key, what in HELP_LINES:
            surface.blit(assets.text(key, 17, GOLD, True), (box.x + 24, y))
            surface.blit(assets.fit_text(what, 17, box.w - 230, WHITE), (box.x + 200, y))
            y += 29


# ------------------------------------------------------------------ hot-seat, errors, saves, statistics


class HandOffScene(Scene):
    """Covers the table between two people's turns (hot-seat): nothing of the table is drawn under
    it (opaque), nothing private is on it. Space or a click hands the screen to the named person."""

    fills_screen = True

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat

    def reason(self) -> str:
        from ..games.cabo.rules.state import Phase
        t = self.table
        phase = t.state.round.phase
        if phase == Phase.INITIAL_PEEK:
            return f"Round {t.state.round.round_no}: your first look at {t.variant.deal.peek_count} of your cards."
        if phase == Phase.SNAP:
            return "A snap window is open: snap a matching card or pass (snaps are offered in turn)."
        if phase == Phase.SNAP_GIVE:
            return "You snapped another player's card: give them one of yours."
        return f"Round {t.state.round.round_no}: your turn."

    def ready(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        self.table.take_over(self.seat)

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("space", "click", "confirm"):
            self.ready()
        elif intent.kind == "back":
            self.app.scenes.push(PauseScene(self.app, self.table))
        elif intent.kind == "help":
            self.app.scenes.push(HelpScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((16, 30, 24))
        name = self.table.name(self.seat)
        title = assets.fit_text(f"Pass to {name}", max(36, h // 9), w - 80, GOLD, True)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.36))))
        y = int(h * 0.36) + title.get_height() // 2 + 24
        for line, size, colour in ((f"{name}: press Space or click when ready", max(20, h // 28), WHITE),
                                   (self.reason(), max(16, h // 40), DIM),
                                   ("Everyone else: please look away from the screen.", max(16, h // 40), DIM)):
            img = assets.fit_text(line, size, w - 80, colour)
            surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height() + 14
        hint = assets.text("Esc menu · F1 keys and the hot-seat rules", 14, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 10)))


class ErrorScene(Scene):
    """An unexpected error: a friendly screen with the log's path; the autosave is kept."""

    fills_screen = True

    def __init__(self, app, exc: BaseException, log_path=None):
        super().__init__(app)
        self.exc = exc
        self.log_path = log_path
        self.menu = Menu([
            Button("Title screen", lambda: app.scenes.clear_to(TitleScene(app)), "t"),
            Button("Quit", app.quit, "q"),
        ])

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.scenes.clear_to(TitleScene(self.app))
            return
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        from .table import _wrap
        w, h = surface.get_size()
        surface.fill((40, 22, 22))
        box = pygame.Rect(0, 0, min(w - 60, 960), min(h - 60, 460))
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, (26, 16, 16), box, border_radius=14)
        pygame.draw.rect(surface, (230, 140, 110), box, 2, border_radius=14)
        y = box.y + 20
        title = assets.text("Sorry — something went wrong", 30, (255, 200, 170), True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, y)))
        y += title.get_height() + 16
        what = f"{type(self.exc).__name__}: {self.exc}"
        paras = [
            ("Cabo Desktop hit an unexpected error and stopped this screen instead of closing.", WHITE),
            ("Your game was autosaved after the last move: choose Continue on the title screen to go on.", WHITE),
            ("The details are in the log file:", DIM),
            (str(self.log_path) if self.log_path else "(the log could not be written)", GOLD),
            (what[:300], DIM),
        ]
        for text, colour in paras:
            for line in _wrap(text, 17, box.w - 48):
                surface.blit(assets.text(line.strip(), 17, colour), (box.x + 24, y))
                y += 23
            y += 8
        row = pygame.Rect(box.x + 20, box.bottom - 62, box.w - 40, 44)
        lay_out_row(self.menu.buttons, row, 240)
        self.menu.draw(surface)


class SaveNameScene(Scene):
    """Pause menu → Save game: type a name, Enter saves (a save of the same name is replaced)."""

    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        import time
        self.table = table
        self.name = f"{table.variant.name.title()} {time.strftime('%d %b %H.%M')}"[:40]
        self.messages: list[str] = []

    def save(self) -> None:
        name = " ".join(self.name.split())
        if not name:
            self.messages = ["Type a name for the save first."]
            return
        summary, messages = self.table.saver.save_as(name, self.table.state)
        if summary is None:
            self.messages = messages or ["The game could not be saved."]
            return
        self.app.scenes.pop()
        top = self.app.scenes.top
        if isinstance(top, PauseScene):
            top.message = f"Saved as “{summary.name}”."

    def handle(self, intent: Intent) -> None:
        if intent.kind == "text":
            typed = "".join(ch for ch in intent.key or "" if ch.isprintable())
            self.name = (self.name + typed)[:40]
        elif intent.kind == "backspace":
            self.name = self.name[:-1]
        elif intent.kind == "confirm":
            self.save()
        elif intent.kind == "back":
            self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        from ..storage.saves import save_exists
        _dim(surface, 120)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - 60, 640), 230)
        box.center = (w // 2, h // 2)
        _panel(surface, box)
        title = assets.text("Save the game as", 26, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 16)))
        field = pygame.Rect(box.x + 30, box.y + 70, box.w - 60, 46)
        pygame.draw.rect(surface, (250, 240, 200), field, border_radius=8)
        caret = "|" if (pygame.time.get_ticks() // 500) % 2 == 0 else " "
        img = assets.fit_text(self.name + caret, 22, field.w - 20, (25, 25, 30), True)
        surface.blit(img, img.get_rect(midleft=(field.x + 10, field.centery)))
        note = "Enter saves · Esc cancels"
        if self.name.strip() and save_exists(self.name):
            note = "A save of this name exists: Enter replaces it (its previous copy is kept) · Esc cancels"
        img = assets.fit_text(note, 15, box.w - 40, DIM)
        surface.blit(img, img.get_rect(midtop=(box.centerx, field.bottom + 14)))
        for i, m in enumerate(self.messages[-2:]):
            img = assets.fit_text(m, 15, box.w - 40, (255, 190, 170))
            surface.blit(img, img.get_rect(midtop=(box.centerx, field.bottom + 40 + 20 * i)))


def handle_pick_list(scene, intent: Intent, count: int, button, choose) -> None:
    """Shared keys and clicks of a list to pick from (saved games, replays): up/down/Tab move the
    focus, Enter/Space or `button` choose the focused row, a click focuses a row and a second
    click on it chooses it, Esc or the Back button leave. `choose(index=None)` opens a row."""
    k = intent.kind
    if k == "back":
        scene.app.scenes.pop()
    elif k in ("up", "down", "next") and count:
        scene.focus = (scene.focus + (-1 if k == "up" else 1)) % count
    elif k in ("confirm", "space"):
        choose()
    elif k == "click":
        if scene.back.rect.collidepoint(intent.pos):
            scene.app.scenes.pop()
        elif button.rect.collidepoint(intent.pos):
            choose()
        else:
            for i, rect in scene.row_rects:
                if rect.collidepoint(intent.pos):
                    if i == scene.focus:
                        choose(i)
                    scene.focus = i
                    return


def load_chosen(scene, items: list, index: int | None, load, unreadable: str):
    """Load the chosen row of a pick list with `load(path)`; a row that cannot be read is dropped
    from the list and the storage layer's message shown. Returns the loaded value or None."""
    if not items:
        return None
    summary = items[scene.focus if index is None else index]
    loaded = load(summary.path)
    if loaded.value is None:
        scene.messages = loaded.messages or [unreadable]
        items.remove(summary)
        scene.focus = min(scene.focus, max(0, len(items) - 1))
    return loaded.value


def list_page(surface: pygame.Surface, heading: str) -> pygame.Rect:
    """Felt and heading of a list screen; returns the panel rect (height 0) under the heading."""
    w, h = surface.get_size()
    surface.blit(assets.felt((w, h)), (0, 0))
    title = assets.text(heading, max(30, h // 16), GOLD, True)
    surface.blit(title, title.get_rect(midtop=(w // 2, h // 40)))
    panel = pygame.Rect(0, h // 40 + title.get_height() + 14, min(w - 40, 1180), 0)
    panel.centerx = w // 2
    return panel


def draw_list_rows(surface: pygame.Surface, panel: pygame.Rect, focus: int, heads: Sequence[str],
                   cols: Sequence[float], count: int, cells: Callable[[int], list[str]],
                   empty: str | None, limit: int, row_h: int = 46) -> tuple[list, int]:
    """Column heads and up to `limit` rows (around `focus`) of a list screen's table in the drawn
    `panel`; `cells(i)` gives row i's texts, only for the rows shown. `empty` is said when there
    are no rows. Returns the clickable (index, rect) pairs and the y under the last row."""
    for c, head in zip(cols, heads):
        surface.blit(assets.text(head, 15, DIM, True), (panel.x + int(panel.w * c) + 8, panel.y + 12))
    row_rects = []
    y = panel.y + 40
    if not count and empty:
        surface.blit(assets.text(empty, 17, WHITE), (panel.x + 20, y + 12))
    first = max(0, min(focus - limit // 2, count - limit))
    for i in range(first, min(count, first + limit)):
        rect = pygame.Rect(panel.x + 6, y, panel.w - 12, row_h - 4)
        row_rects.append((i, rect))
        if i == focus:
            pygame.draw.rect(surface, (70, 60, 20), rect, border_radius=8)
            pygame.draw.rect(surface, GOLD, rect, 2, border_radius=8)
        for k, (c, v) in enumerate(zip(cols, cells(i))):
            right = panel.x + int(panel.w * (cols[k + 1] if k + 1 < len(cols) else 1.0)) - 4
            left = panel.x + int(panel.w * c) + 8
            img = assets.fit_text(v, 16, right - left - 6, GOLD if i == focus else WHITE, k == 0)
            surface.blit(img, img.get_rect(midleft=(left, rect.centery)))
        y += row_h
    return row_rects, y


def draw_list_footer(surface: pygame.Surface, messages, action: Button, back: Button, has_rows: bool) -> None:
    """A list screen's messages and its bottom row: the action on the focused row, and Back."""
    w, h = surface.get_size()
    if messages:
        _draw_messages(surface, messages, h - 70, min(w - 40, 1100))
    row = pygame.Rect(0, h - 60, 520, 42)
    row.centerx = w // 2
    action.enabled = has_rows
    lay_out_row([action, back], row, 240)
    action.draw(surface, focused=has_rows)
    back.draw(surface)


def _when(summary) -> str:
    when = summary.when
    return when.strftime("%d %b %Y %H:%M") if when else "?"


class SavesScene(Scene):
    """Title → Saved games: the named saves (date, variant, players, round, scores), newest first;
    saves that could not be read are listed with the storage layer's message (moved aside)."""

    fills_screen = True
    ROWS = 9

    def __init__(self, app):
        super().__init__(app)
        from ..storage.saves import list_saves
        listing = list_saves()
        self.saves = listing.saves
        self.bad = listing.messages
        self.focus = 0
        self.messages: list[str] = []
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.back = Button("Back", app.scenes.pop, "escape")
        self.load_button = Button("Load", self.load, "enter", enabled=bool(self.saves))

    def load(self, index: int | None = None) -> None:
        from ..storage.saves import load_game
        from .app import resume_table
        game = load_chosen(self, self.saves, index, load_game, "That save could not be read.")
        if game is not None:
            self.app.scenes.clear_to(TitleScene(self.app))
            self.app.scenes.push(resume_table(self.app, game))

    def handle(self, intent: Intent) -> None:
        handle_pick_list(self, intent, len(self.saves), self.load_button, self.load)

    def draw(self, surface: pygame.Surface) -> None:
        panel = list_page(surface, "Saved games")
        row_h = 46
        from .table import _wrap
        bad = [_wrap("Unreadable — " + m, 15, panel.w - 40)[:3] for m in self.bad[-3:]]
        shown = min(self.ROWS, max(1 if not bad else 0, len(self.saves)))
        panel.h = 40 + shown * row_h + sum(12 + 20 * len(lines) for lines in bad) + 12
        _panel(surface, panel)

        def cells(i: int) -> list[str]:
            sm = self.saves[i]
            return [sm.name, _when(sm), sm.variant_title.split(" (")[0], ", ".join(sm.players),
                    "over" if sm.over else str(sm.round_no), " · ".join(str(t) for t in sm.totals)]

        self.row_rects, y = draw_list_rows(
            surface, panel, self.focus, ["Name", "Saved", "Variant", "Players", "Round", "Scores"],
            [0.02, 0.24, 0.40, 0.53, 0.80, 0.88], len(self.saves), cells,
            None if bad else "No saved games yet: save one from the pause menu (Esc during a game).", self.ROWS, row_h)
        for lines in bad:  # saves that could not be read: listed with the storage layer's message
            rect = pygame.Rect(panel.x + 6, y, panel.w - 12, 8 + 20 * len(lines))
            pygame.draw.rect(surface, (60, 24, 24), rect, border_radius=8)
            for k, line in enumerate(lines):
                surface.blit(assets.text(line, 15, (255, 190, 170)), (rect.x + 12, rect.y + 4 + 20 * k))
            y += rect.h + 4
        draw_list_footer(surface, self.messages, self.load_button, self.back, bool(self.saves))


class StatsScene(Scene):
    """Title → Statistics: games and rounds played and won, per variant and per opponent level,
    average and best round, CABO calls and their success rate, Kamikazes, and a chart of recent
    round scores drawn with pygame.draw."""

    fills_screen = True

    def __init__(self, app):
        super().__init__(app)
        from ..storage.stats import load_stats
        from ..games import get_game
        loaded = load_stats()
        self.game = get_game("cabo")
        self.stats = loaded.value.of(self.game.name)
        self.messages = list(loaded.messages)

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("back", "click", "confirm", "space"):
            self.app.scenes.pop()

    def row_values(self, tally) -> list[str]:
        avg = tally.average_round_score
        return [str(tally.games), str(tally.games_won), str(tally.rounds), str(tally.rounds_won),
                "–" if avg is None else f"{avg:.1f}", "–" if tally.best_round is None else str(tally.best_round),
                *self.game.stat_cells(tally.counts)]

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title = assets.text("Statistics", max(30, h // 16), GOLD, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, h // 40)))
        st = self.stats
        panel = pygame.Rect(0, h // 40 + title.get_height() + 10, min(w - 40, 1180), 0)
        panel.centerx = w // 2
        groups = [("All games", st.overall)]
        groups += [(f"Variant: {k}", t) for k, t in sorted(st.by_variant.items())]
        groups += [(f"Against: {'people only' if k == 'human' else k}", t) for k, t in sorted(st.by_level.items())]
        groups = groups[:11]
        line = 26
        panel.h = 44 + line * len(groups) + 10
        _panel(surface, panel)
        heads = ["", "Games", "Won", "Rounds", "Won", "Avg round", "Best round", *self.game.stat_heads]
        cols = [0.02, 0.26, 0.33, 0.40, 0.48, 0.55, 0.64, 0.74, 0.905]
        y = panel.y + 12
        for c, head in zip(cols, heads):
            surface.blit(assets.text(head, 15, DIM, True), (panel.x + int(panel.w * c) + 6, y))
        y += 30
        for name, tally in groups:
            values = [name] + self.row_values(tally)
            for k, (c, v) in enumerate(zip(cols, values)):
                nxt = cols[k + 1] if k + 1 < len(cols) else 1.0
                img = assets.fit_text(v, 16, int(panel.w * (nxt - c)) - 10, GOLD if name == "All games" else WHITE,
                                      name == "All games")
                surface.blit(img, (panel.x + int(panel.w * c) + 6, y))
            y += line
        chart = pygame.Rect(panel.x, panel.bottom + 16, panel.w, max(120, h - panel.bottom - 16 - 40))
        self.draw_chart(surface, chart, st.recent)
        hint = assets.text("Esc, Enter or a click: back", 14, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 8)))
        _draw_messages(surface, self.messages, h - 28, min(w - 40, 900))

    @staticmethod
    def draw_chart(surface: pygame.Surface, rect: pygame.Rect, recent) -> None:
        """Bars of the recent round scores (gold: rounds won), a line through them, the zero axis."""
        _panel(surface, rect)
        label = assets.text(f"Recent round scores ({len(recent)}; gold: round won)", 15, DIM, True)
        surface.blit(label, (rect.x + 14, rect.y + 8))
        area = rect.inflate(-70, -64).move(20, 18)
        if not recent:
            img = assets.text("Finish a game to see your round scores here.", 16, WHITE)
            surface.blit(img, img.get_rect(center=area.center))
            return
        scores = [r.score for r in recent]
        top, low = max(max(scores), 1), min(min(scores), 0)
        span = max(1, top - low)

        def y_of(v: float) -> int:
            return int(area.bottom - (v - low) / span * area.h)

        zero = y_of(0)
        for v in sorted({low, 0, top}):
            yy = y_of(v)
            pygame.draw.line(surface, (60, 90, 70), (area.x, yy), (area.right, yy))
            img = assets.text(str(v), 13, DIM)
            surface.blit(img, img.get_rect(midright=(area.x - 6, yy)))
        n = len(scores)
        step = area.w / n
        bar = max(2, min(44, int(step * 0.7)))
        points = []
        for i, r in enumerate(recent):
            x = int(area.x + step * i + (step - bar) / 2)
            yy = y_of(r.score)
            colour = GOLD if r.won else (120, 170, 140)
            pygame.draw.rect(surface, colour, pygame.Rect(x, min(yy, zero) - (3 if yy == zero else 0), bar,
                                                          max(3, abs(zero - yy))))
            points.append((x + bar // 2, yy))
            if step >= 22:
                img = assets.text(str(r.score), 12, WHITE)
                surface.blit(img, img.get_rect(midbottom=(x + bar // 2, min(yy, zero) - 4)))
        if len(points) >= 2:
            pygame.draw.lines(surface, WHITE, False, points, 2)
