"""Menu scenes: title, a minimal new-game setup, rules, settings, pause, round end, game over."""

from __future__ import annotations

import pygame

from ..rules.variant import BUILTIN_NAMES, load_builtin
from . import assets
from .scene import Button, Intent, Menu, Scene, lay_out_column, lay_out_row

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


class TitleScene(Scene):
    fills_screen = True
    def __init__(self, app):
        super().__init__(app)
        self.menu = Menu([
            Button("New game", self.new_game, "n"),
            Button("Continue", lambda: None, None, enabled=False, hint="no saved game yet"),
            Button("Rules", lambda: app.scenes.push(RulesScene(app)), "r"),
            Button("Settings", lambda: app.scenes.push(SettingsScene(app)), "s"),
            Button("Quit", app.quit, "q"),
        ])
        self._fan_size = None
        self._fan: list = []

    def new_game(self) -> None:
        self.app.scenes.push(SetupScene(self.app))

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.quit()
            return
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title = assets.text("CABO", max(48, h // 6), GOLD, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, h // 10)))
        sub = assets.text("Desktop", max(18, h // 24), WHITE)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, h // 10 + title.get_height())))
        # a fan of cards as decoration (rotated once per window size)
        from ..rules.cards import Card, Ability
        size = (max(50, w // 17), int(max(50, w // 17) * 1.4))
        if self._fan_size != size:
            self._fan_size = size
            self._fan = []
            for i, (rank, ab) in enumerate([("0", None), ("7", Ability.PEEK), ("9", Ability.SPY), ("11", Ability.SWAP), ("13", None)]):
                card = Card(rank, int(rank), None, ab)
                self._fan.append(pygame.transform.rotozoom(assets.card_face(card, size), 20 - 10 * i, 1.0))
        for i, img in enumerate(self._fan):
            surface.blit(img, img.get_rect(center=(w // 2 + (i - 2) * size[0] * 0.8, h * 0.42)))
        lay_out_column(self.menu.buttons, (w // 2, int(h * 0.75)), min(340, w // 3), max(34, h // 20), 10)
        self.menu.draw(surface)


class SetupScene(Scene):
    """New game: variant (and the 5-6 player stretch where it applies), number of opponents, each
    opponent's level with its persona, the player's name (typed), Start.

    Rows are chosen with the mouse (click a value to cycle it, the arrows beside it to step) or
    the keyboard (Up/Down to move, Left/Right to change, type the name when its row is focused,
    Enter to start). Hot-seat seats come later (issue 5): a row per seat leaves room for them.
    """
    fills_screen = True

    MAX_NAME = 16

    def __init__(self, app):
        super().__init__(app)
        self.variant_names = list(BUILTIN_NAMES)
        self.variant_i = self.variant_names.index("official") if "official" in self.variant_names else 0
        self.stretch = False
        self.opponents = 2
        self.levels = self._levels()
        default = next((i for i, lv in enumerate(self.levels) if lv[0] == "casual"), 0)
        self.level_of = [default] * 5  # per opponent seat
        self.player_name = app.settings.get("player_name", "")
        self.focus = 0
        self.hover: tuple | None = None
        self.rows: list[dict] = []
        self.buttons: list[Button] = []
        self._rebuild()

    @staticmethod
    def _levels() -> list[tuple[str, str, str]]:
        """(key, persona, flavour) of each offered AI level."""
        try:
            from ..ai.levels import offered_levels
            return [(lv.key, lv.persona, getattr(lv, "flavour", "")) for lv in offered_levels()]
        except Exception:  # the AI levels are optional while they are being built
            return [("random", "Random", "Plays any legal move.")]

    # ------------------------------------------------------------ the model of the form

    def variant(self):
        var = load_builtin(self.variant_names[self.variant_i])
        if self.stretch and self.can_stretch():
            var = var.with_settings({"players.allow_stretch": True})
        return var

    def can_stretch(self) -> bool:
        p = load_builtin(self.variant_names[self.variant_i]).players
        return bool(p.stretch_max and p.stretch_max > p.max)

    @property
    def max_opponents(self) -> int:
        return self.variant().players.limit - 1

    def _rebuild(self) -> None:
        self.opponents = max(1, min(self.opponents, self.max_opponents))
        rows = [{"id": "variant", "label": "Variant", "value": self.variant().title,
                 "change": self.change_variant}]
        if self.can_stretch():
            rows.append({"id": "stretch", "label": "Allow 5-6 players", "value": "yes" if self.stretch else "no",
                         "change": self.change_stretch})
        rows.append({"id": "count", "label": "Opponents", "value": str(self.opponents), "change": self.change_count,
                     "note": f"1 to {self.max_opponents} in this variant"})
        for k in range(self.opponents):
            key, persona, flavour = self.levels[self.level_of[k] % len(self.levels)]
            rows.append({"id": f"level{k}", "label": f"Opponent {k + 1}", "value": f"{persona} · {key}",
                         "change": lambda step, k=k: self.change_level(k, step), "note": flavour})
        rows.append({"id": "name", "label": "Your name", "value": self.player_name, "change": None,
                     "note": "type your name" if not self.player_name else ""})
        self.rows = rows
        self.focus = min(self.focus, len(rows) + 1)
        self.buttons = [Button("Start", self.start, "enter"), Button("Back", self.app.scenes.pop, "escape")]

    def change_variant(self, step: int) -> None:
        self.variant_i = (self.variant_i + step) % len(self.variant_names)
        self._rebuild()

    def change_stretch(self, step: int) -> None:
        self.stretch = not self.stretch
        self._rebuild()

    def change_count(self, step: int) -> None:
        self.opponents = (self.opponents - 1 + step) % self.max_opponents + 1
        self._rebuild()

    def change_level(self, k: int, step: int) -> None:
        self.level_of[k] = (self.level_of[k] + step) % len(self.levels)
        self._rebuild()

    def chosen_levels(self) -> list[str]:
        return [self.levels[self.level_of[k] % len(self.levels)][0] for k in range(self.opponents)]

    def start(self) -> None:
        import random
        from .app import make_table
        name = self.player_name.strip() or "You"
        self.app.settings["player_name"] = self.player_name.strip()
        table = make_table(self.app, self.variant(), self.opponents + 1, seed=random.randrange(1 << 30),
                           human=0, levels=self.chosen_levels(), speed=self.app.settings.get("speed", "normal"),
                           human_name=name)
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
        on_name = self.focus < n_rows and self.rows[self.focus]["id"] == "name"
        if kind == "back":
            self.app.scenes.pop()
            return
        if kind == "text":
            if on_name:
                typed = "".join(ch for ch in intent.key or "" if ch.isprintable())
                self.player_name = (self.player_name + typed)[: self.MAX_NAME]
                self._rebuild()
            return
        if kind == "backspace":
            if on_name:
                self.player_name = self.player_name[:-1]
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
        described = _wrap(variant.description, 16, int(w * 0.7))
        if len(described) > 2:
            described = described[:2]
            described[1] = described[1].rstrip(" ,.;") + "…"
        for line in described:
            img = assets.text(line.strip(), 16, DIM)
            surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height() + 2
        n_rows = len(self.rows)
        row_h = max(30, min(44, (h - y - 120) // max(1, n_rows) - 8))
        panel = pygame.Rect(0, y + 10, min(w - 60, 1000), n_rows * (row_h + 8) + 24)
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
            if row["id"] == "name" and focused and blink:
                shown += "|"
            img = assets.fit_text(shown or " ", int(row_h * 0.5), value_rect.w - 16, (25, 25, 30), True)
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
        row = pygame.Rect(0, panel.bottom + 18, min(560, w - 80), max(40, row_h + 4))
        row.centerx = w // 2
        lay_out_row(self.buttons, row, 260)
        for i, b in enumerate(self.buttons):
            b.draw(surface, hover=self.hover == ("button", i), focused=self.focus == n_rows + i)
        hint = assets.text("↑/↓ choose a row · ←/→ change it · type your name · Enter starts · Esc back", 14, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 10)))


class RulesScene(Scene):
    fills_screen = True
    def __init__(self, app, variant: str = "official"):
        super().__init__(app)
        self.variant = load_builtin(variant)
        self.names = list(BUILTIN_NAMES)
        self.index = self.names.index(variant) if variant in self.names else 0
        self.scroll = 0

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("back", "click", "confirm"):
            self.app.scenes.pop()
        elif intent.kind in ("right", "left", "next"):
            self.index = (self.index + (-1 if intent.kind == "left" else 1)) % len(self.names)
            self.variant = load_builtin(self.names[self.index])

    def draw(self, surface: pygame.Surface) -> None:
        from .table import _wrap
        w, h = surface.get_size()
        surface.fill((18, 40, 30))
        y = 30
        title = assets.text(self.variant.title, 28, GOLD, True)
        surface.blit(title, (40, y))
        y += title.get_height() + 12
        paragraphs = [self.variant.description, ""] + [f"• {note}" for note in self.variant.notes]
        for para in paragraphs:
            for line in _wrap(para, 17, w - 80) if para else [""]:
                img = assets.text(line, 17, WHITE)
                surface.blit(img, (40, y))
                y += img.get_height() + 3
            y += 4
        hint = assets.text("←/→ other variants · Esc or click to go back", 15, DIM)
        surface.blit(hint, hint.get_rect(bottomleft=(40, h - 20)))


class SettingsScene(Scene):
    """Animation speed, memory aid, sound volume and mute, fullscreen. (Saving them to the config
    folder comes with issue 5.) Click or Enter changes a row; Left/Right step the volume."""
    fills_screen = True

    ORDER = ["slow", "normal", "fast", "instant"]
    AID = [None, True, False]

    def __init__(self, app):
        super().__init__(app)
        self._rebuild()

    def _rebuild(self, focus: int | None = None) -> None:
        st = self.app.settings
        speed = st.get("speed", "normal")
        aid = st.get("memory_aid")
        aid_text = {None: "variant default (off in official)", True: "on", False: "off"}[aid]
        volume = int(round(st.get("volume", 0.7) * 100))
        muted = st.get("muted", False)
        self.menu = Menu([
            Button(f"Animation speed: {speed}", self.next_speed, "a"),
            Button(f"Memory aid: {aid_text}", self.next_aid, "m"),
            Button(f"Sound volume: {volume}%  (\u25c0 \u25b6)", lambda: self.step_volume(10), "v"),
            Button(f"Sound: {'muted' if muted else 'on'}", self.toggle_mute, "u"),
            Button(f"Fullscreen (F11): {'on' if self.app.fullscreen else 'off'}", self.toggle_full, "f"),
            Button("Back", self.app.scenes.pop, "b"),
        ])
        if focus is not None:
            self.menu.focus = focus

    def next_speed(self) -> None:
        speed = self.app.settings.get("speed", "normal")
        self.app.settings["speed"] = self.ORDER[(self.ORDER.index(speed) + 1) % len(self.ORDER)]
        self._rebuild(self.menu.focus)

    def next_aid(self) -> None:
        aid = self.app.settings.get("memory_aid")
        self.app.settings["memory_aid"] = self.AID[(self.AID.index(aid) + 1) % len(self.AID)]
        self._rebuild(self.menu.focus)

    def step_volume(self, step: int) -> None:
        volume = int(round(self.app.settings.get("volume", 0.7) * 100))
        volume = volume + step if 0 <= volume + step <= 100 else (0 if step > 0 else 100)
        self.app.settings["volume"] = volume / 100
        self.app.play_sound("flip")
        self._rebuild(self.menu.focus)

    def toggle_mute(self) -> None:
        self.app.settings["muted"] = not self.app.settings.get("muted", False)
        self._rebuild(self.menu.focus)

    def toggle_full(self) -> None:
        self.app.toggle_fullscreen()
        self._rebuild(self.menu.focus)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.scenes.pop()
            return
        if intent.kind in ("left", "right") and self.menu.focus == 2:
            self.step_volume(10 if intent.kind == "right" else -10)
            return
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title = assets.text("Settings", max(32, h // 14), GOLD, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, h // 10)))
        lay_out_column(self.menu.buttons, (w // 2, int(h * 0.55)), min(520, w - 80), max(36, h // 19), 12)
        self.menu.draw(surface)
        hint = assets.text("↑/↓ choose · Enter or click changes · ←/→ volume · Esc back", 14, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 12)))


class PauseScene(Scene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.menu = Menu([
            Button("Resume", app.scenes.pop, "r"),
            Button("Rules", lambda: app.scenes.push(RulesScene(app, table.variant.name)), "u"),
            Button("Settings", lambda: app.scenes.push(SettingsScene(app)), "s"),
            Button("Quit to title", lambda: app.scenes.clear_to(TitleScene(app)), "q"),
        ])

    def entered(self) -> None:
        from .app import memory_aid_for
        self.table.speed_name = self.app.settings.get("speed", self.table.speed_name)
        self.table.memory_aid = memory_aid_for(self.app.settings, self.table.variant)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.scenes.pop()
            return
        self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        _dim(surface)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, 420, 330)
        box.center = (w // 2, h // 2)
        _panel(surface, box)
        title = assets.text("Paused", 30, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 14)))
        lay_out_column(self.menu.buttons, (box.centerx, box.centery + 24), 320, 44, 10)
        self.menu.draw(surface)


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
        if t.human is not None and t.human in winners and len(winners) == 1:
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
    ("Esc", "menu (or cancel an ability)"),
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
        box = pygame.Rect(0, 0, min(w - 40, 900), min(h - 20, 80 + 29 * len(HELP_LINES)))
        box.center = (w // 2, h // 2)
        _panel(surface, box)
        title = assets.text("Keys", 26, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
        y = box.y + 56
        for key, what in HELP_LINES:
            surface.blit(assets.text(key, 17, GOLD, True), (box.x + 24, y))
            surface.blit(assets.fit_text(what, 17, box.w - 230, WHITE), (box.x + 200, y))
            y += 29
