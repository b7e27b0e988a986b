"""New game: the game (when the table has several), its variant, the number of players, and for
each seat a person or an AI level with its persona; Start."""

from __future__ import annotations

import pygame

from ...core.player_files import name_problem
from ...i18n import _, data_text
from ...storage.settings import shown_name
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WHITE, px
from ..tables import distinct_name
from ..widgets import Button, draw_hint, draw_messages, lay_out_row, panel, wrap_text
from .. import variant_options
from ..remote_words import PEOPLE, REMOTE, remote_seat_words
from ..setup_options import NetworkRows, RuleOptionRows, SeatLooks


class SetupScene(SeatLooks, NetworkRows, RuleOptionRows, Scene):
    """New game: the game (a row shown once the table has several), its variant (and the 5-6 player
    stretch where it applies), the number of players, and for each seat a person (hot-seat: several
    people share this computer) or an AI level with its persona; people's names are typed on their
    row. Start.

    Rows are chosen with the mouse (click a value to cycle it, the arrows beside it to step) or
    the keyboard (Up/Down to move, Left/Right to change, type a person's name when their row is
    focused, Enter to start). The choices are remembered in the settings for next time.
    """
    fills_screen = True

    MAX_NAME = 16

    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        from ...games import DEFAULT_GAME, table_game_names
        prefs = getattr(app, "prefs", None)
        self.game_names = list(table_game_names())
        chosen = game or getattr(prefs, "default_game", DEFAULT_GAME)
        self.game_i = self.game_names.index(chosen) if chosen in self.game_names else 0
        self.messages: list[str] = []
        first = shown_name((app.settings.get("player_name") or getattr(prefs, "player_name", "") or "").strip())
        remembered = list(getattr(prefs, "people_names", ()))[:5]
        remembered += [""] * (5 - len(remembered))
        self.seat_names = [first] + [remembered[k - 1] or _("Player {n}").format(n=k + 1) for k in range(1, 6)]
        self.focus = 0
        # the focused person's name is selected (as a text field selects its text on focus):
        # the first letter typed replaces it, Backspace clears it
        self.name_selected = False
        self.hover: tuple | None = None
        self.rows: list[dict] = []
        self.buttons: list[Button] = []
        self.panel_rect = pygame.Rect(0, 0, 0, 0)  # where the rows' panel was last drawn
        self._choose_game(remembered=True)

    @property
    def game(self):
        from ...games import get_game
        return get_game(self.game_names[self.game_i])

    def _choose_game(self, remembered: bool) -> None:
        """Variants and AI levels of the chosen game; the settings' last choices when `remembered`."""
        from ...core.variant_files import variant_entries
        from ...storage.paths import user_variants_dir
        prefs = getattr(self.app, "prefs", None)
        game = self.game
        # built-ins, then the player's own files (a bad file is listed with its message)
        self.entries = variant_entries(game, user_variants_dir())
        self.variant_names = [e.key for e in self.entries]
        default_variant = getattr(prefs, "default_variant", game.default_variant) if remembered else ""
        if default_variant not in self.variant_names or not self.entries[self.variant_names.index(default_variant)].ok:
            default_variant = game.default_variant
        self.variant_i = self.variant_names.index(default_variant)
        self.stretch = False
        self.option_values: dict[str, object] = {}  # the variant's options as chosen (by dotted key)
        # worked out once a choice, not every frame: (its key, the variant) and (variant, printed values)
        self._variant: tuple = (None, None)
        self._printed: tuple = (None, {})
        self.options_open = False  # the rows show the variant's options instead of the seats
        self.levels = [(lv.key, lv.persona, lv.flavour) for lv in game.offered_levels()]
        self.kinds_cycle = ["human", REMOTE] + [lv[0] for lv in self.levels]  # REMOTE: a friend's seat
        # opponents added to the table meet a persona not yet seated: the default level first
        self.opponent_order = game.seat_levels() or ["human"]
        default = self.opponent_order[0]
        kinds = list(getattr(prefs, "seats", ())) if remembered else []
        kinds = [k if k in self.kinds_cycle else default for k in kinds] or ["human"] + self.opponent_order[:2]
        self.seat_kinds = kinds[:6]
        while len(self.seat_kinds) < 6:
            self.seat_kinds.append(self.next_opponent(self.seat_kinds))
        self.count = max(2, len(kinds))
        self._rebuild()

    def next_opponent(self, seated) -> str:
        """The first level in opponent_order nobody at the table plays yet (all taken: the default)."""
        return next((k for k in self.opponent_order if k not in seated), self.opponent_order[0])

    # ------------------------------------------------------------ the model of the form

    @property
    def entry(self):
        return self.entries[self.variant_i]

    def _base_variant(self):
        """The chosen variant; for a file that cannot be loaded, the game's default stands in for
        the seat limits (such a choice cannot start)."""
        return self.entry.variant if self.entry.ok else self.game.load_builtin(self.game.default_variant)

    def variant(self):
        """The variant the game will be played with: the chosen one, its options, the stretch
        (built again only when one of them changes: the screen asks for it every frame)."""
        key = (self.variant_i, tuple(sorted(self.option_values.items())), self.stretch)
        if self._variant[0] != key:
            var = self._base_variant()
            if self.entry.ok and self.option_values:
                var = variant_options.with_options(self.game, var, self.option_values)
            if self.stretch and self.can_stretch() and not var.players.allow_stretch:
                var = var.with_settings({"players.allow_stretch": True})
            self._variant = (key, var)
        return self._variant[1]

    def can_stretch(self) -> bool:
        p = self._base_variant().players
        stretch_max = getattr(p, "stretch_max", None)  # CABO's 5-6 players; other games have none
        return bool(stretch_max and stretch_max > p.max) and not p.allow_stretch

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
        for k in range(self.count):
            kind = self.seat_kinds[k]
            if kind == "human":
                # TRANSLATORS: the name of the first seat's person when they typed none
                typed = self.seat_names[k].strip()
                # a name with nothing visible in it (only combining marks, say) is no name
                name = typed if not name_problem(typed) else (_("Player {n}").format(n=k + 1) if k else _("You"))
            else:
                name = _("Open seat") if kind == REMOTE else self.persona(kind)[0]
            out.append((distinct_name(name, [taken for taken, _ in out]), kind))
        return out

    def _rebuild(self) -> None:
        self.count = max(self.min_seats, min(self.count, self.max_seats))
        entry = self.entry
        rows = []
        if len(self.game_names) > 1:
            rows.append({"id": "game", "label": _("Game"), "value": self.game.display_title, "change": self.change_game,
                         "note": _("{n} of {total}").format(n=self.game_i + 1, total=len(self.game_names))})
        place = {"n": self.variant_i + 1, "total": len(self.entries)}
        rows += [{"id": "variant", "label": _("Variant"), "value": data_text(entry.variant.title)
                  if entry.variant and not entry.path else entry.label, "change": self.change_variant,
                  "error": entry.error, "note": (_("{n} of {total} · your own file") if entry.path
                                                 else _("{n} of {total}")).format(**place)}]
        if self.options_open and (self.offered_options() or self.hosting()):  # hosting: the turn timer too
            self.rows = rows + self.option_rows()
            self.focus = min(self.focus, len(self.rows) + 1)
            return
        self.options_open = False
        if self.offered_options() or self.hosting():
            rows.append({"id": "options", "label": _("Rule options"), "value": self.options_summary(),
                         "change": self.toggle_options, "note": _("◀ ▶ to see and change them")})
        if self.can_stretch():
            rows.append({"id": "stretch", "label": _("Allow 5-6 players"), "value": _("yes") if self.stretch else _("no"),
                         "change": self.change_stretch})
        rows.append({"id": "count", "label": _("Players"), "value": str(self.count), "change": self.change_count,
                     "note": _("{min} to {max} in this variant").format(min=self.min_seats, max=self.max_seats)})
        names = [name for name, _kind in self.seats()]
        for k in range(self.count):
            kind = self.seat_kinds[k]
            if kind == REMOTE:
                value, note = remote_seat_words()
            elif kind == "human":
                # TRANSLATORS: a seat played by a person; keep {name} last (it is drawn as a text field)
                value = _("Person · {name}").format(name=self.seat_names[k])
                note = _("type the name · ◀ ▶ for an AI")
            else:
                persona, flavour = self.persona(kind)
                # TRANSLATORS: a seat played by the computer: "AI · Marta (casual)"; {level} is its level
                value = _("AI · {name} ({level})").format(name=names[k], level=self.game.level_title(kind))
                note = flavour
            rows.append({"id": f"seat{k}", "label": _("Seat {n}").format(n=k + 1), "value": value, "who": names[k],
                         "change": lambda step, k=k: self.change_kind(k, step), "note": note, "seat": k})
        self.rows = rows
        self.focus = min(self.focus, len(rows) + 1)
        self.buttons = [Button(_("Start"), self.start, "enter", enabled=entry.ok, primary=True,
                               hint="" if entry.ok else _("this variant file cannot be used")),
                        Button(_("Back"), self.app.nav.pop, "escape")]

    def change_game(self, step: int) -> None:
        self.game_i = (self.game_i + step) % len(self.game_names)
        self.messages = []
        self._choose_game(remembered=False)

    def change_variant(self, step: int) -> None:
        self.variant_i = (self.variant_i + step) % len(self.variant_names)
        self.messages = []
        self.option_values, self.options_open = {}, False
        self._rebuild()

    def change_stretch(self, step: int) -> None:
        self.stretch = not self.stretch
        self._rebuild()

    def change_count(self, step: int) -> None:
        span = self.max_seats - self.min_seats + 1
        before = self.count
        self.count = (self.count - self.min_seats + step) % span + self.min_seats
        for k in range(before, self.count):  # seats that join: a persona not yet at the table
            seated = self.seat_kinds[:k]
            if self.seat_kinds[k] in seated and self.seat_kinds[k] != "human":
                self.seat_kinds[k] = self.next_opponent(seated)
        self._rebuild()

    def change_kind(self, k: int, step: int) -> None:
        """The seat's next kind: a person, or an AI whose persona nobody else at the table plays
        (when every persona is seated, any level)."""
        i = self.kinds_cycle.index(self.seat_kinds[k]) if self.seat_kinds[k] in self.kinds_cycle else 0
        others = {kind for j, kind in enumerate(self.seat_kinds[:self.count]) if j != k}
        order = [self.kinds_cycle[(i + step * n) % len(self.kinds_cycle)] for n in range(1, len(self.kinds_cycle) + 1)]
        current = self.seat_kinds[k]  # no other persona free: levels repeat ("Marta II"), as before
        every_persona_seated = all(kind in PEOPLE or kind in others for kind in order if kind != current)
        self.seat_kinds[k] = next(kind for kind in order
                                  if every_persona_seated or kind in PEOPLE or kind not in others)
        self.name_selected = self.seat_kinds[k] == "human"
        self._rebuild()
        self.focus = next(i for i, row in enumerate(self.rows) if row.get("seat") == k)  # rows above may come or go

    def typed_people_names(self) -> tuple[str, ...]:
        """The names to remember for seats 2 to 6: what was typed for each person seated now (a
        default "Player 3" is no name), what was remembered for a seat an AI takes this time."""
        names = list(getattr(self.app.prefs, "people_names", ()))[:5]
        names += [""] * (5 - len(names))
        for k in range(1, self.count):
            if self.seat_kinds[k] == "human":
                typed = self.seat_names[k].strip()[:24]
                default = typed == _("Player {n}").format(n=k + 1)
                names[k - 1] = "" if default or name_problem(typed) else typed
        while names and not names[-1]:
            names.pop()
        return tuple(names)

    def chosen_levels(self) -> list[str]:
        return [kind for _, kind in self.seats() if kind not in PEOPLE]

    @property
    def player_name(self) -> str:
        return self.seat_names[0]

    def start(self) -> None:
        import random
        if not self.entry.ok:  # a bad variant file: refused, with its message in view
            self.messages = [_("This variant cannot be used: {error}").format(error=self.entry.error)]
            return
        seats = self.seats()
        humans = [name for name, kind in seats if kind == "human"]
        changes = {"default_variant": self.entry.key,
                   "seats": tuple(kind for _, kind in seats)}
        if hasattr(self.app.prefs, "default_game"):
            changes["default_game"] = self.game.name
        first = next((self.seat_names[k].strip() for k in range(self.count) if self.seat_kinds[k] == "human"), "")
        if first and not name_problem(first[:24]):
            changes["player_name"] = first[:24]
        people = self.typed_people_names()
        if people != tuple(getattr(self.app.prefs, "people_names", ())):
            changes["people_names"] = people
            self.app.settings["player_name"] = first
        if hasattr(self.app, "update_prefs"):
            try:
                self.app.update_prefs(**changes)
            except ValueError:  # a custom seat kind the settings do not know: the rest is remembered
                changes.pop("seats")
                self.app.update_prefs(**changes)
        if self.hosting():  # a friend's seat: this computer hosts a network room
            self.messages = self.host_network_game(seats[0][0])
            return
        self.app.nav.replace("table", game=self.game.name, variant=self.variant(), seats=seats,
                             seed=random.randrange(1 << 30), speed=self.app.settings.get("speed", "normal"),
                             save=bool(humans))

    # ------------------------------------------------------------ input

    def set_focus(self, i: int) -> None:
        """Focus row i; a person's name row selects the name, so typing replaces it."""
        self.focus = i
        seat = self.rows[i].get("seat") if i < len(self.rows) else None
        self.name_selected = seat is not None and self.seat_kinds[seat] == "human"

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
            self.app.nav.pop()
            return
        if kind == "text":
            if on_name:
                typed = intent.key or ""
                kept = "" if self.name_selected else self.seat_names[seat]
                self.seat_names[seat] = (kept + typed).lstrip()[: self.MAX_NAME]
                self.name_selected = False
                self._rebuild()
            return
        if kind == "backspace":
            if on_name:
                self.seat_names[seat] = "" if self.name_selected else self.seat_names[seat][:-1]
                self.name_selected = False
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
                self.set_focus(i)
                row_seat = self.rows[i].get("seat")
                if part == "value_rect" and row_seat is not None and self.seat_kinds[row_seat] == "human":
                    return  # a click on a person's name: the field takes the focus, its name selected
                change = self.rows[i]["change"]
                if change is not None:
                    change(-1 if part == "minus" else 1)
            return
        if kind in ("up", "down", "next"):
            self.set_focus((self.focus + (-1 if kind == "up" else 1)) % (n_rows + 2))
            return
        if kind in ("left", "right"):
            if self.focus < n_rows and self.rows[self.focus]["change"] is not None:
                self.rows[self.focus]["change"](-1 if kind == "left" else 1)
            return
        if kind in ("confirm", "space"):
            if kind == "space" and on_name:
                return  # the space was typed into the name (a text event)
            if self.focus == n_rows + 1:
                self.app.nav.pop()
            elif kind == "confirm" or self.focus == n_rows:
                self.start()
            elif self.focus < n_rows and self.rows[self.focus]["change"] is not None:
                self.rows[self.focus]["change"](1)
            return
        if kind == "key" and not on_name and intent.key == "s":
            self.start()

    # ------------------------------------------------------------ drawing

    def _draw_name(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, focused: bool, blink: bool,
                   size: int) -> None:
        """A person's row: "Person ·" and the name field (its text selected, or a caret, when focused)."""
        # the name is drawn as a field after the rest of "Person · {name}" (in its own colours)
        before = _("Person · {name}").split("{name}")[0]
        prefix = assets.text(before or " ", size, (60, 60, 66), True)
        name = self.seat_names[seat]
        selected = focused and self.name_selected and name
        ink = WHITE if selected else (25, 25, 30)
        img = assets.fit_text(name or " ", size, rect.w - px(24) - prefix.get_width(), ink, True)
        x = rect.centerx - (prefix.get_width() + img.get_width()) // 2
        surface.blit(prefix, prefix.get_rect(midleft=(x, rect.centery)))
        name_rect = img.get_rect(midleft=(x + prefix.get_width(), rect.centery))
        if selected:
            pygame.draw.rect(surface, (52, 96, 170), name_rect.inflate(px(6), px(4)), border_radius=px(4))
        surface.blit(img, name_rect)
        if focused and not selected and blink:
            pygame.draw.line(surface, (25, 25, 30), (name_rect.right + px(2), name_rect.top + px(2)),
                             (name_rect.right + px(2), name_rect.bottom - px(2)), px(2))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title = assets.title_text(_("New game"), max(px(34), h // 13), GOLD)
        fan_h = int(title.get_height() * (0.9 if h < px(900) else 1.15))  # the chosen game's cards beside the title
        fan_w = self.fan_width(fan_h)
        where = title.get_rect(top=h // 24, x=(w - fan_w - px(18) - title.get_width()) // 2 + fan_w + px(18))
        self.draw_fan(surface, (where.x - px(18) - fan_w // 2, where.centery - fan_h // 12), fan_h)
        surface.blit(title, where)
        big_fan = self.fan_rect.bottom if self.fan_rect and h >= px(900) else 0  # the larger fan reaches lower
        y = max(h // 24 + title.get_height(), big_fan) + px(4)
        y = self.draw_description(surface, y)
        n_rows = len(self.rows)
        panel_w = min(w - px(60), max(px(1000), int(w * 0.66)))  # a large window: a larger panel
        error_lines: dict[int, list[str]] = {}
        for i, row in enumerate(self.rows):
            if row.get("error"):
                lines = wrap_text(row["error"], px(14), panel_w - px(60))
                if len(lines) > 4:
                    lines = lines[:4]
                    lines[3] = lines[3].rstrip() + "…"
                error_lines[i] = lines
        extra = sum(px(6 + 17 * len(lines)) for lines in error_lines.values())
        # room is kept below the panel for the buttons and the two-line keys hint (1024x600, nine rows)
        # rows grow with the window (to h / 14: 77 px at 1080), their type with them
        row_h = max(px(26), min(max(px(44), h // 14), (h - y - px(150) - extra) // max(1, n_rows) - px(8)))
        gap = px(8) if row_h > px(26) else px(6)  # many rows in a small window: closer together
        box = pygame.Rect(0, y + px(10), panel_w, n_rows * (row_h + gap) + px(24) + extra)
        box.centerx = w // 2
        self.panel_rect = box
        panel(surface, box)
        label_x = box.x + px(24)
        value_w = min(max(px(380), box.w // 3), box.w // 2 - px(40))
        label_size = max(px(18), min(h // 34, int(row_h * 0.42)))  # the label column as wide as its longest label needs (to a third)
        need = max(assets.text_width(row["label"], label_size, True) for row in self.rows) + row_h + px(40)
        value_x = box.x + max(int(box.w * 0.27), min(need, box.w // 3))
        note_x = value_x + value_w + max(px(60), row_h + px(16))  # clear of the right arrow
        ry = box.y + px(12)
        blink = (pygame.time.get_ticks() // 500) % 2 == 0
        for i, row in enumerate(self.rows):
            focused = i == self.focus
            label = assets.fit_text(row["label"], label_size, value_x - row_h - px(16) - label_x, GOLD if focused else WHITE, True)
            surface.blit(label, label.get_rect(midleft=(label_x, ry + row_h // 2)))
            value_rect = pygame.Rect(value_x, ry, value_w, row_h)
            hot = self.hover is not None and self.hover[0] == i
            if row["change"] is not None:
                minus = pygame.Rect(value_x - row_h - px(6), ry, row_h, row_h)
                plus = pygame.Rect(value_rect.right + px(6), ry, row_h, row_h)
                row["minus"], row["value_rect"], row["plus"] = minus, value_rect, plus
                for rect, glyph in ((minus, "\u25c0"), (plus, "\u25b6")):
                    hover = self.hover == (i, "minus" if rect is minus else "plus")
                    pygame.draw.rect(surface, (250, 214, 90) if hover else (60, 90, 70), rect, border_radius=px(8))
                    g = assets.text(glyph, int(row_h * 0.45), (20, 20, 20) if hover else WHITE)
                    surface.blit(g, g.get_rect(center=rect.center))
            else:
                row["minus"], row["value_rect"], row["plus"] = None, value_rect, None
            fill = (250, 240, 200) if focused else (232, 226, 205) if not hot else (245, 235, 190)
            pygame.draw.rect(surface, fill, value_rect, border_radius=px(8))
            pygame.draw.rect(surface, GOLD if focused else (30, 30, 30), value_rect, px(3 if focused else 1), border_radius=px(8))
            ink = (120, 120, 115) if row.get("error") else (25, 25, 30)
            seat = row.get("seat")
            kind = self.seat_kinds[seat] if seat is not None else None
            inner = value_rect.copy()
            if seat is not None and row_h >= px(30):  # the seat's face at the box's left end
                lead = self.draw_seat_face(surface, value_rect, seat, row["who"])
                inner.x, inner.w = inner.x + lead, inner.w - lead
            if kind == "human":
                self._draw_name(surface, inner, seat, focused, blink, int(row_h * 0.5))
            elif kind is not None and kind not in PEOPLE:  # an AI: "AI · Marta" and its level as a chip
                inner.w -= self.draw_level_chip(surface, inner, kind)
                before = _("AI · {name} ({level})").split("{name}")[0]
                img = assets.fit_text(before + row["who"], int(row_h * 0.5), inner.w - px(8), ink, True)
                surface.blit(img, img.get_rect(center=inner.center))
            else:
                img = assets.fit_text(row["value"] or " ", int(row_h * 0.5), value_rect.w - px(16), ink, True)
                surface.blit(img, img.get_rect(center=value_rect.center))
            note = row.get("note")
            if note:
                room = box.right - px(16) - note_x
                size = max(px(14), h // 54)  # two lines; a longer note (French, Ukrainian) a little smaller, never cut
                lines = wrap_text(note, size, room)
                while len(lines) > 2 and size > px(11):
                    size -= 1
                    lines = wrap_text(note, size, room)
                step = size + px(3) if len(lines) <= 2 else max(size + px(1), min(size + px(3), row_h // len(lines)))
                ny = ry + row_h // 2 - (len(lines) * step) // 2
                for line in lines:
                    img = assets.text(line.strip(), size, DIM)
                    surface.blit(img, (note_x, ny))
                    ny += step
            ry += row_h + gap
            if i in error_lines:  # a variant file that cannot be used: its message, greyed, under the row
                ey = ry - px(2)
                for line in error_lines[i]:
                    img = assets.text(line.strip(), px(14), (150, 150, 145))
                    surface.blit(img, (label_x + px(12), ey))
                    ey += px(17)
                ry = ey + px(6)
        row = pygame.Rect(0, box.bottom + px(18), min(px(560), w - px(80)), max(px(40), row_h + px(4)))
        row.centerx = w // 2
        lay_out_row(self.buttons, row, 260)
        for i, b in enumerate(self.buttons):
            b.draw(surface, hover=self.hover == ("button", i), focused=self.focus == n_rows + i)
        draw_hint(surface, _("↑/↓ choose a row · ←/→ change it (person or AI level) · click a person's name to "
                             "type it · Enter starts · Esc back"), 8, felt=True)
        if self.messages:
            draw_messages(surface, self.messages, h - px(30), min(w - px(40), px(900)))
