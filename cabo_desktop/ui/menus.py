"""Menu scenes: title, a minimal new-game setup, rules, settings, pause, round end, game over."""

from __future__ import annotations

import pygame

from ..rules.variant import BUILTIN_NAMES, load_builtin
from . import assets
from .scene import Button, Intent, Menu, Scene, lay_out_column, lay_out_row

GOLD = (250, 214, 90)
WHITE = (240, 240, 235)
DIM = (170, 185, 175)


def _dim(surface: pygame.Surface, alpha: int = 170) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def _panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, (18, 40, 30), rect, border_radius=14)
    pygame.draw.rect(surface, GOLD, rect, 2, border_radius=14)


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.menu = Menu([
            Button("New game", self.new_game, "n"),
            Button("Continue", lambda: None, None, enabled=False, hint="no saved game yet"),
            Button("Rules", lambda: app.scenes.push(RulesScene(app)), "r"),
            Button("Settings", lambda: app.scenes.push(SettingsScene(app)), "s"),
            Button("Quit", app.quit, "q"),
        ])

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
        # a fan of cards as decoration
        from ..rules.cards import Card, Ability
        size = (max(50, w // 17), int(max(50, w // 17) * 1.4))
        for i, (rank, ab) in enumerate([("0", None), ("7", Ability.PEEK), ("9", Ability.SPY), ("11", Ability.SWAP), ("13", None)]):
            card = Card(rank, int(rank), None, ab)
            img = pygame.transform.rotozoom(assets.card_face(card, size), 20 - 10 * i, 1.0)
            surface.blit(img, img.get_rect(center=(w // 2 + (i - 2) * size[0] * 0.8, h * 0.42)))
        lay_out_column(self.menu.buttons, (w // 2, int(h * 0.75)), min(340, w // 3), max(34, h // 20), 10)
        self.menu.draw(surface)


class SetupScene(Scene):
    """A minimal setup: variant, number of opponents, their level. (Names, seats: later.)"""

    def __init__(self, app):
        super().__init__(app)
        self.variant_i = list(BUILTIN_NAMES).index("official") if "official" in BUILTIN_NAMES else 0
        self.opponents = 2
        self.levels = self._levels()
        self.level_i = min(1, len(self.levels) - 1)
        self._rebuild()

    @staticmethod
    def _levels() -> list[tuple[str, str]]:
        try:
            from ..ai.levels import offered_levels
            return [(lv.key, lv.persona) for lv in offered_levels()]
        except Exception:  # the AI levels are optional while they are being built
            return [("random", "Random")]

    def _rebuild(self) -> None:
        names = list(BUILTIN_NAMES)
        variant = load_builtin(names[self.variant_i])
        self.max_opponents = variant.players.max - 1
        self.opponents = max(1, min(self.opponents, self.max_opponents))
        key, persona = self.levels[self.level_i]
        self.menu = Menu([
            Button(f"Variant: {names[self.variant_i]}", self.next_variant, "v"),
            Button(f"Opponents: {self.opponents}", self.next_count, "o"),
            Button(f"Level: {key} ({persona})", self.next_level, "l"),
            Button("Start", self.start, "s"),
            Button("Back", self.app.scenes.pop, "b"),
        ])

    def next_variant(self) -> None:
        self.variant_i = (self.variant_i + 1) % len(BUILTIN_NAMES)
        self._rebuild()

    def next_count(self) -> None:
        self.opponents = self.opponents % self.max_opponents + 1
        self._rebuild()

    def next_level(self) -> None:
        self.level_i = (self.level_i + 1) % len(self.levels)
        self._rebuild()

    def start(self) -> None:
        import random
        from .app import make_table
        variant = list(BUILTIN_NAMES)[self.variant_i]
        level = self.levels[self.level_i][0]
        table = make_table(self.app, variant, self.opponents + 1, seed=random.randrange(1 << 30),
                           human=0, levels=[level] * self.opponents, speed=self.app.settings.get("speed", "normal"))
        self.app.scenes.replace(table)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.scenes.pop()
            return
        focus = self.menu.focus
        self.menu.handle(intent)
        self.menu.focus = focus if intent.kind not in ("up", "down", "next") else self.menu.focus

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title = assets.text("New game", max(32, h // 14), GOLD, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, h // 12)))
        variant = load_builtin(list(BUILTIN_NAMES)[self.variant_i])
        y = h // 12 + title.get_height() + 10
        from .table import _wrap
        for line in _wrap(variant.description, 16, int(w * 0.6)):
            img = assets.text(line.strip(), 16, DIM)
            surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height() + 2
        lay_out_column(self.menu.buttons, (w // 2, int(h * 0.66)), min(460, w // 2), max(34, h // 20), 10)
        self.menu.draw(surface)


class RulesScene(Scene):
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
    """Only the animation speed for now (settings storage comes with the app issue)."""

    ORDER = ["slow", "normal", "fast", "instant"]

    def __init__(self, app):
        super().__init__(app)
        self._rebuild()

    def _rebuild(self) -> None:
        speed = self.app.settings.get("speed", "normal")
        aid = self.app.settings.get("memory_aid", True)
        self.menu = Menu([
            Button(f"Animation speed: {speed}", self.next_speed, "a"),
            Button(f"Memory aid: {'on' if aid else 'off'}", self.toggle_aid, "m"),
            Button("Back", self.app.scenes.pop, "b"),
        ])

    def next_speed(self) -> None:
        speed = self.app.settings.get("speed", "normal")
        self.app.settings["speed"] = self.ORDER[(self.ORDER.index(speed) + 1) % len(self.ORDER)]
        self._rebuild()

    def toggle_aid(self) -> None:
        self.app.settings["memory_aid"] = not self.app.settings.get("memory_aid", True)
        self._rebuild()

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.scenes.pop()
            return
        focus = self.menu.focus
        self.menu.handle(intent)
        if intent.kind not in ("up", "down", "next"):
            self.menu.focus = focus

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title = assets.text("Settings", max(32, h // 14), GOLD, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, h // 10)))
        lay_out_column(self.menu.buttons, (w // 2, h // 2), min(420, w // 2), max(34, h // 20), 12)
        self.menu.draw(surface)


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
        self.table.speed_name = self.app.settings.get("speed", self.table.speed_name)
        self.table.memory_aid = self.app.settings.get("memory_aid", self.table.memory_aid)

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


class RoundEndScene(Scene):
    """The score sheet after a round: this round's sums and scores, and every round so far."""

    opaque = False

    def __init__(self, app, table, event):
        super().__init__(app)
        self.table = table
        self.event = event
        self.age = 0.0
        self.button = Button("Continue", self.close, "enter")

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        self.table.overlay_open = False

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("click", "confirm", "space", "back"):
            if self.age > 0.3:
                self.close()

    def update(self, dt: float) -> None:
        self.age += dt
        auto = self.table.auto_continue
        if auto is not None and self.age >= auto:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        ev = self.event
        t = self.table
        w, h = surface.get_size()
        lay = t.layout()
        play_w = lay.play.w
        sheet_h = 40 if len(t.scores) > 1 else 0
        box = pygame.Rect(0, 0, min(play_w - 60, 720), min(h - 100, 118 + 26 * t.n + sheet_h))
        box.center = (play_w // 2, lay.deck.centery)
        _panel(surface, box)
        y = box.y + 12
        head = f"Round {ev.round_no} — " + ("CABO called by " + t.name(ev.caller) if ev.caller is not None else "the deck ran out")
        img = assets.fit_text(head, 22, box.w - 24, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height() + 10
        cols = [box.x + 20, box.x + int(box.w * 0.40), box.x + int(box.w * 0.56), box.x + int(box.w * 0.72), box.x + int(box.w * 0.86)]
        for x, label in zip(cols, ["Player", "Sum", "Score", "Total", ""]):
            surface.blit(assets.text(label, 16, DIM, True), (x, y))
        y += 24
        for seat in range(t.n):
            colour = GOLD if seat in ev.winners else WHITE
            note = []
            if seat == ev.caller:
                note.append("caller")
            if seat == ev.kamikaze:
                note.append("Kamikaze!")
            values = [t.name(seat), str(ev.sums[seat]), f"{ev.scores[seat]:+d}", str(ev.totals[seat]), ", ".join(note)]
            for x, v in zip(cols, values):
                surface.blit(assets.fit_text(v, 17, box.w // 3, colour, seat in ev.winners), (x, y))
            y += 26
        y += 8
        if len(t.scores) > 1:
            sheet = "Rounds so far: " + " | ".join(
                "R{}: {}".format(s.round_no, " ".join(f"{x:+d}" for x in s.scores)) for s in t.scores[-8:])
            from .table import _wrap
            for line in _wrap(sheet, 14, box.w - 40)[:2]:
                surface.blit(assets.text(line, 14, DIM), (box.x + 20, y))
                y += 18
        hint = assets.text("Click or press Space to continue", 15, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 10)))


class GameOverScene(Scene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.age = 0.0
        self.menu = Menu([
            Button("New game", lambda: app.scenes.clear_to(SetupScene(app)) if True else None, "n"),
            Button("Title", lambda: app.scenes.clear_to(TitleScene(app)), "t"),
        ])
        app.game_over(table)

    def handle(self, intent: Intent) -> None:
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        _dim(surface, 140)
        t = self.table
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, 520, 200 + 30 * t.n)
        box.center = (w // 2, h // 2)
        _panel(surface, box)
        winners = t.state.winners
        head = " and ".join(t.name(s) for s in winners) + (" wins!" if len(winners) == 1 else " win!")
        if t.human is not None and t.human in winners:
            head = "You win!" if len(winners) == 1 else head
        img = assets.fit_text(head, 30, box.w - 30, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 16)))
        y = box.y + 70
        for seat in sorted(range(t.n), key=lambda s: t.state.totals[s]):
            line = assets.text(f"{t.name(seat)}", 18, WHITE)
            surface.blit(line, (box.x + 60, y))
            pts = assets.text(str(t.state.totals[seat]), 18, WHITE, True)
            surface.blit(pts, pts.get_rect(topright=(box.right - 60, y)))
            y += 30
        row = pygame.Rect(box.x + 20, box.bottom - 60, box.w - 40, 42)
        lay_out_row(self.menu.buttons, row, 200)
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
    ("Space / click", "skip the running animation"),
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
        box = pygame.Rect(0, 0, min(w - 40, 820), 90 + 30 * len(HELP_LINES))
        box.center = (w // 2, h // 2)
        _panel(surface, box)
        title = assets.text("Keys", 26, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
        y = box.y + 56
        for key, what in HELP_LINES:
            surface.blit(assets.text(key, 17, GOLD, True), (box.x + 24, y))
            surface.blit(assets.fit_text(what, 17, box.w - 230, WHITE), (box.x + 200, y))
            y += 30
