"""The end of the game, a moment of its own (docs/look.md): the table dims, the sheet rises
(ease-out) with the headline, a podium of the first three (the winner's step lit, their portrait
largest), the final standings and the next actions as leather tabs (New game or Back to the room,
Title). Each game keeps its tone: CABO calm (a quiet gold ring), Cabanga! loud (its four shapes
in their colours beside the headline), Kobito cosy gold (a rainbow over the winner). The sheet
grows with the window and shrinks its steps to fit 1024x600; at the "instant" speed and in the
screenshot tour the final state shows at once. Once risen, the frame is kept and only the tabs
are drawn again."""

from __future__ import annotations

import math

import pygame

from ...i18n import _
from .. import assets
from ..scene import Intent, Scene
from ..score_sheet import RISE_TIME, draw_sheet, seat_portrait, sheet_height
from ..theme import DIM, GOLD, WHITE, px, speed_factor
from ..tween import ease_out_cubic
from ..widgets import Backdrop, Button, Menu, lay_out_row, panel, plate

SHAPES = (("circle", (220, 50, 60)), ("square", (40, 110, 220)), ("triangle", (150, 70, 200)),
          ("star", (250, 200, 40)))  # Cabanga!'s colours and their shapes
RAINBOW = ((220, 60, 60), (240, 140, 40), (245, 210, 60), (70, 170, 80), (60, 140, 220), (80, 80, 190),
           (150, 80, 190))


class GameOverScene(Scene):
    """`table` gives `game_over_report()`, `play_area()` and `help_lines()`; `level_of(seat)`,
    `name(seat)`, `game` and `speed_name` give the portraits, the tone and the pace."""

    @property
    def opaque(self) -> bool:  # once the table below is kept as a backdrop, it need not be drawn
        return self.backdrop.ready(self.app.size)

    fills_screen = opaque  # ... and the backdrop covers the whole window

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.backdrop = Backdrop()
        self.still = Backdrop()  # the risen sheet without its tabs
        self.age = 0.0
        self.report = table.game_over_report()
        back_to_room = getattr(table, "back_to_room", None)  # a network game: its room stays open
        self.menu = Menu([
            Button(_("Back to the room"), back_to_room, "n", primary=True) if back_to_room is not None else
            Button(_("New game"), self._new_game, "n", primary=True),
            # TRANSLATORS: the button back to the title screen
            Button(_("Title"), lambda: app.nav.clear_to("title"), "t"),
        ])
        self.sheet_rect = pygame.Rect(0, 0, 0, 0)  # where the sheet is (for the motion layer)
        app.play_sound("round_end")

    def _new_game(self) -> None:
        self.app.nav.clear_to("title")
        self.app.nav.push("setup", game=self.table.game.name)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "help":
            self.app.nav.push("help", lines=self.table.help_lines(), area=self.table.play_area())
            return
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        self.age += dt * speed_factor(getattr(self.table, "speed_name", "normal"))
        after_the_end = getattr(self.table, "after_the_end", None)  # a network game still hears its room
        if after_the_end is not None:
            after_the_end()

    @property
    def tone(self) -> str:
        """The game's own tone for its end (its table package's MOMENT_TONE): "calm", "loud"
        or "cosy"; calm when it declares none."""
        game = getattr(self.table, "game", None)
        try:
            parts = game.ui() if game is not None else None
        except (AttributeError, ImportError):
            parts = None
        return str(getattr(parts, "MOMENT_TONE", "calm"))

    def order(self) -> list[int]:
        """The seats from the winner down (ties keep the seats' order)."""
        sheet = self.report.sheet
        sign = 1 if sheet.lower_wins else -1
        return sorted(range(len(sheet.names)), key=lambda seat: (sign * sheet.totals[seat], seat))

    def measure(self, play: pygame.Rect) -> tuple[float, pygame.Rect]:
        """The scale k of the type steps (1 at 720 px) and the box, shrunk until it fits."""
        n = len(self.report.sheet.names)
        k = max(0.9, play.h / px(720))
        while True:
            size = round((46 if self.tone == "loud" else 40) * k)
            top = px(round(20 * k)) + assets.font(px(size), True, display=True).get_height() + px(4) \
                + assets.font(px(max(12, round(15 * k)))).get_height() + px(round(14 * k))
            h = top + self.podium_h(k) + px(16) + sheet_height(n, px(round(16 * k))) + px(round(44 * k)) + px(40)
            if h <= play.h - px(16) or k <= 0.6:
                break
            k *= 0.92
        box = pygame.Rect(0, 0, min(play.w - px(40), px(round(860 * max(1.0, k)))), min(play.h - px(16), h))
        box.center = play.center
        return k, box

    @staticmethod
    def podium_h(k: float) -> int:
        return px(round(90 * k)) + 2 * px(round(max(14, round(17 * k)) * 1.25)) + px(14) + px(round(58 * k))

    def draw(self, surface: pygame.Surface) -> None:
        if self.still.ready(surface.get_size()):
            surface.blit(self.still.image, (0, 0))
            self.menu.draw(surface)
            return
        self.backdrop.draw(surface, 170, keep=self.age > 0.15 or self.age >= RISE_TIME)
        play = self.table.play_area()
        k, box = self.measure(play)
        rise = ease_out_cubic(min(1.0, self.age / RISE_TIME))
        box.y += int((1.0 - rise) * play.h * 0.35)
        self.sheet_rect = box
        report = self.report
        panel(surface, box)
        y = box.y + px(round(20 * k))
        size = round((46 if self.tone == "loud" else 40) * k)
        img = assets.fit_text(report.headline, px(size), box.w - px(round(130 * k)), GOLD, True, display=True)
        head = img.get_rect(midtop=(box.centerx, y))
        surface.blit(img, head)
        if self.tone == "loud":  # loud: its four shapes either side of the shout
            self.draw_shapes(surface, head, px(round(16 * k)))
        y = head.bottom + px(4)
        sub = assets.fit_text(report.subline, px(max(12, round(15 * k))), box.w - px(30), DIM)
        surface.blit(sub, sub.get_rect(midtop=(box.centerx, y)))
        y += sub.get_height() + px(round(14 * k))
        self.draw_podium(surface, pygame.Rect(box.x + px(20), y, box.w - px(40), self.podium_h(k)), k)
        y += self.podium_h(k) + px(16)
        tab_h = px(round(44 * k))
        draw_sheet(surface, pygame.Rect(box.x + px(40), y, box.w - px(80), box.bottom - y - tab_h - px(24)),
                   report.sheet, px(round(16 * k)))
        row = pygame.Rect(box.x + px(20), box.bottom - tab_h - px(16), box.w - px(40), tab_h)
        lay_out_row(self.menu.buttons, row, round(240 * max(1.0, k)))
        if rise >= 1.0 and self.backdrop.ready(surface.get_size()):
            self.still.take(surface)
        self.menu.draw(surface)

    def draw_podium(self, surface: pygame.Surface, area: pygame.Rect, k: float) -> None:
        """The first three on steps (2nd, 1st, 3rd from the left): portrait, name, total, the
        step with its place; the winner's step lit and tallest."""
        order = self.order()[:3]
        sheet = self.report.sheet
        col_w = min(px(round(230 * k)), area.w // 3)
        centres = {0: area.centerx, 1: area.centerx - col_w, 2: area.centerx + col_w}
        steps = {0: px(round(58 * k)), 1: px(round(40 * k)), 2: px(round(28 * k))}
        faces = {0: px(round(72 * k)), 1: px(round(54 * k)), 2: px(round(48 * k))}
        name_size = px(max(14, round(17 * k)))
        best = sheet.best
        for place, seat in enumerate(order):
            cx = centres[place]
            step = pygame.Rect(0, 0, col_w - px(12), steps[place])
            step.midbottom = (cx, area.bottom)
            won = sheet.totals[seat] == best
            surface.blit(plate(step.size, lit=won), step)
            rank = assets.text(str(place + 1), min(step.h - px(6), px(round(30 * k))), GOLD if won else WHITE, True,
                               display=True)
            surface.blit(rank, rank.get_rect(center=step.center))
            y = step.top - px(4)
            total = assets.text(str(sheet.totals[seat]), name_size, GOLD if won else WHITE, True)
            y -= total.get_height()
            surface.blit(total, total.get_rect(midtop=(cx, y)))
            name = assets.fit_text(sheet.names[seat], name_size, col_w - px(16), GOLD if won else WHITE, True)
            y -= name.get_height()
            surface.blit(name, name.get_rect(midtop=(cx, y)))
            face = seat_portrait(self.table, seat, faces[place])
            if face is None:
                continue
            at = face.get_rect(midbottom=(cx, y - px(4)))
            if won:
                self.draw_halo(surface, at, k)
            surface.blit(face, at)
            if won:
                pygame.draw.circle(surface, GOLD, at.center, at.w // 2 + px(2), px(3))

    def draw_halo(self, surface: pygame.Surface, face: pygame.Rect, k: float) -> None:
        """Behind the winner's portrait: Kobito's rainbow arc, or a quiet gold ring (CABO, Cabanga!)."""
        if self.tone == "cosy":
            band = max(px(2), px(round(3 * k)))
            for i, colour in enumerate(RAINBOW):
                r = face.w // 2 + px(8) + (len(RAINBOW) - 1 - i) * band
                arc = pygame.Rect(0, 0, 2 * r, 2 * r)
                arc.center = face.center
                pygame.draw.arc(surface, colour, arc, math.radians(10), math.radians(170), band)
        else:
            pygame.draw.circle(surface, (120, 98, 48), face.center, face.w // 2 + px(8), px(1))

    @staticmethod
    def draw_shapes(surface: pygame.Surface, head: pygame.Rect, size: int) -> None:
        """Cabanga!'s circle, square, triangle and star, two each side of the headline."""
        gap = size + px(8)
        spots = [(head.left - px(14) - gap * (2 - i) + size // 2, head.centery) for i in range(2)] + \
                [(head.right + px(14) + gap * i + size // 2, head.centery) for i in range(2)]
        for (shape, colour), (x, y) in zip(SHAPES, spots):
            r = size // 2
            if shape == "circle":
                pygame.draw.circle(surface, colour, (x, y), r)
            elif shape == "square":
                pygame.draw.rect(surface, colour, (x - r, y - r, size, size), border_radius=px(2))
            elif shape == "triangle":
                pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y + r), (x - r, y + r)])
            else:
                points = [(x + (r if j % 2 == 0 else r * 0.45) * math.sin(math.pi * j / 5),
                           y - (r if j % 2 == 0 else r * 0.45) * math.cos(math.pi * j / 5)) for j in range(10)]
                pygame.draw.polygon(surface, colour, points)
