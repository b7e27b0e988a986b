"""New game: the game (when the table has several), its variant, the number of players, and for
each seat a person or an AI level with its persona; Start."""

from __future__ import annotations

import pygame

from ...core.player_files import name_problem
from ...i18n import _, data_text
from ...storage.settings import DEFAULT_PLAYER_NAME, shown_name
from .. import assets
from ..scene import Intent, Scene
from ..theme import GOLD, px
from ..tables import distinct_name
from ..hints import hint_room
from ..key_caps import keyboard_mode
from ..widgets import Button, draw_hint, draw_messages
from .. import setup_art, setup_parts, variant_options
from ..remote_words import PEOPLE, REMOTE, remote_seat_words
from ..setup_options import NetworkRows, RuleOptionRows
from ..shell_art import LinkButton


class SetupScene(setup_parts.SetupPictures, NetworkRows, RuleOptionRows, Scene):
    """New game: the game (a row shown once the table has several), its variant (and the 5-6 player
    stretch where it applies), the number of players, and for each seat a person (hot-seat: several
    people share this computer) or an AI level with its persona; people's names are typed on their
    row. Start.

    Drawn as a game's screen (setup_art): the games as posters, the variants as ribbon tabs, the
    seats as cards with + / - seat cards, the chosen variant's first sentence with a Rules link
    (R) that shows all of it in place of the seats. Its rows are chosen with the mouse (click a
    poster, a tab, a seat's arrows, a chip) or the keyboard (Up/Down to move, Left/Right to
    change, type a person's name when their seat is focused, Enter to start). The choices are
    remembered in the settings for next time.
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
        first = (app.settings.get("player_name") or getattr(prefs, "player_name", "") or "").strip()
        # the untouched default is numbered as the other seats' are ("Player 1", "Player 2"...)
        first = _("Player {n}").format(n=1) if first == DEFAULT_PLAYER_NAME else shown_name(first)
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
        self.panel_rect = pygame.Rect(0, 0, 0, 0)  # where the seats (or the options) were last drawn
        self.title_rect = pygame.Rect(0, 0, 0, 0)  # the ink of the title, where it was last drawn
        self.band_span = (0, 0)  # the games' band's left and right edges, as last drawn
        self.seats_span = (0, 0)  # the seat cards' left and right edges, as last drawn
        self.about_open = False  # the variant's whole description shown in place of the seats
        self.rules_link = LinkButton(_("Rules"), self.toggle_about, "r")
        self.rules_link.icon = "book"  # link_icons has none: setup_art.rules_pill draws it in the cap's place
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
                note = _("◀ ▶ let an AI play")  # the plate's pen says the name is written there
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
                        Button(_("Back"), self.app.nav.pop, None)]  # a leather tab: Start is the one gold tab
        self.buttons[0].cap, self.buttons[1].cap = _("Enter"), _("Esc")  # their keys on their corner caps

    def toggle_about(self) -> None:
        """Show the variant's whole description in place of the seats, or the seats again."""
        self.about_open = not self.about_open

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
        if first == _("Player {n}").format(n=1):  # the numbered default: still no name of their own
            first = DEFAULT_PLAYER_NAME
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

    def _row_at(self, pos) -> tuple[int, object] | None:
        """The row under `pos` and its part: ("pick", k) for a poster or a tab, "minus", "plus"
        (the arrows, the - / + seat cards) or "value_rect" (the rest of a seat card, a chip)."""
        for i, row in enumerate(self.rows):
            for rect, k in row.get("picks", ()):
                if rect.collidepoint(pos):
                    return i, ("pick", k)
            for part in ("minus", "plus", "value_rect"):
                rect = row.get(part)
                if rect is not None and rect.collidepoint(pos):
                    return i, part
        return None

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        n_rows = len(self.rows)
        seat = self.rows[self.focus].get("seat") if self.focus < n_rows else None
        on_name = seat is not None and self.seat_kinds[seat] == "human"
        if self.about_open and (kind in ("back", "confirm", "space", "click") or (kind == "key" and intent.key == "r")):
            if not (kind == "click" and any(b.rect.collidepoint(intent.pos) for b in self.buttons)):
                self.about_open = False  # any click or key closes the description (a button still works)
                return
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
            if self.rules_link.rect.collidepoint(intent.pos):
                self.hover = ("rules",)
            return
        if kind == "click":
            for b in self.buttons + [self.rules_link]:
                if b.rect.collidepoint(intent.pos):
                    b.action()
                    return
            hit = self._row_at(intent.pos)
            if hit is not None:
                i, part = hit
                self.set_focus(i)
                if isinstance(part, tuple):  # a game's poster, a variant's tab
                    self.rows[i]["pick"](part[1])
                    return
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
        if kind == "key" and not on_name and intent.key == "r":
            self.toggle_about()

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        rail = assets.rail_width((w, h))
        margin = rail + max(px(14), w // 64)
        title = assets.title_text(_("New game"), max(px(30), h // 17), GOLD)
        top = rail + px(2) + title.get_height() + px(2)
        ink, gap = title.get_bounding_rect(), max(px(10), h // 60)  # room between its letters and the ribbons:
        y = max(rail + px(14) - ink.top, top - gap - ink.bottom)  # the face's air above them given to the gap
        # (its letters 14 px at the least under the frame: s50 review round 3, 'nearly touches the top')
        top = max(top, y + ink.bottom + gap)
        self.title_rect = ink.move(w // 2 - title.get_width() // 2, y)
        surface.blit(title, (w // 2 - title.get_width() // 2, y))
        hint = _("↑/↓ choose a row · ←/→ change it (person or AI level) · click a person's name to "
                 "type it · Enter starts · Esc back")
        hint_h = hint_room((w, h), hint) + px(4)
        bh = max(px(40), min(px(60), h // 15))
        buttons_y = h - rail - hint_h - bh - px(4)
        band_h = max(px(118), min(px(300), int(h * 0.25)))
        self.draw_band(surface, pygame.Rect(margin, top, w - 2 * margin, band_h))
        area = pygame.Rect(margin, top + band_h + px(14), w - 2 * margin, 0)
        area.h = buttons_y - px(14) - area.y
        self.panel_rect = area
        seats_from = next((i for i, row in enumerate(self.rows) if row["id"] not in ("game", "variant")), len(self.rows))
        if self.about_open:
            words = data_text(self.variant().description) if self.entry.ok else self.entry.error
            setup_art.draw_about(surface, area, self.rows[seats_from - 1]["value"], words)
        elif self.options_open:
            setup_art.draw_option_rows(self, surface, area, self.rows[seats_from:], seats_from)
        else:
            self.draw_seats(surface, area, seats_from)
        start, back = self.buttons
        start.rect = pygame.Rect(0, buttons_y, min(px(300), max(px(180), w // 5)), bh)
        back.rect = start.rect.copy()  # a designed pair: one size, the gold tab and the leather one
        left, right = self.seats_span if not (self.about_open or self.options_open) else (0, w)
        back.rect.x = (left + right) // 2 - (back.rect.w + px(24) + start.rect.w) // 2  # the pair centred under the seats
        start.rect.x = back.rect.right + px(24)
        n_rows = len(self.rows)
        for i, b in enumerate(self.buttons):
            b.draw(surface, hover=self.hover == ("button", i), focused=self.focus == n_rows + i)
        if keyboard_mode():  # the keys line while the keyboard is used (its room kept: nothing moves)
            draw_hint(surface, hint, 8, felt=True)
        if self.messages:
            draw_messages(surface, self.messages, h - px(30), min(w - px(40), px(900)))
