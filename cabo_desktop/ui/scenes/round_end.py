"""The end of a round, over the table: the numbers count up, then each player's score, the
scoring in words and the score sheet of every round so far."""

from __future__ import annotations

import pygame

from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, NOTE, RULE, WHITE, speed_factor
from ..widgets import dim, draw_sheet, panel

COUNT_TIME = 0.9  # seconds for the numbers to count up (at normal speed)
COLUMNS = (0.0, 0.36, 0.52, 0.68, 0.82)  # where each column starts, as a share of the panel


class RoundEndScene(Scene):
    """`table` gives `round_report(event)`, `play_area()`, `speed_name`, `auto_continue` and
    `overlay_closed()` (called when the player moves on)."""

    opaque = False
    COUNT_TIME = COUNT_TIME

    def __init__(self, app, table, event):
        super().__init__(app)
        self.table = table
        self.event = event
        self.age = 0.0
        self.report = table.round_report(event)
        self.notes = list(self.report.notes)

    def close(self) -> None:
        self.app.nav.pop_if_top(self)
        self.table.overlay_closed()

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("click", "confirm", "space", "back"):
            if self.age < COUNT_TIME:
                self.age = COUNT_TIME  # first press: finish counting
            elif self.age > 0.3:
                self.close()
        elif intent.kind == "help":
            self.app.nav.push("help", lines=self.table.help_lines())

    def update(self, dt: float) -> None:
        self.age += dt * speed_factor(self.table.speed_name)
        auto = self.table.auto_continue
        if auto is not None and self.age >= auto:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        report = self.report
        play = self.table.play_area()
        count = min(1.0, self.age / COUNT_TIME)
        rows = report.rows
        box_h = 150 + 26 * len(rows) + 22 * len(report.notes) + (24 + 24 * len(rows))
        box = pygame.Rect(0, 0, min(play.w - 40, 820), min(play.h - 20, box_h))
        box.center = play.center
        dim(surface, 90, play)
        panel(surface, box)
        y = box.y + 12
        img = assets.fit_text(report.heading, 24, box.w - 24, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height() + 10
        cols = [box.x + 24] + [box.x + int(box.w * c) for c in COLUMNS[1:]]
        for x, label in zip(cols, report.heads):
            surface.blit(assets.text(label, 16, DIM, True), (x, y))
        y += 24
        done = count >= 1.0
        for row in rows:
            colour = GOLD if row.highlight else WHITE
            values = [row.name, str(int(round(row.count_to * count)))] + [c if done else "" for c in row.cells]
            for x, v in zip(cols, values):
                if v:
                    surface.blit(assets.fit_text(v, 18, box.w // 4, colour, row.highlight), (x, y))
            y += 26
        y += 6
        if done:
            for note in report.notes:
                img = assets.fit_text(note, 16, box.w - 48, NOTE)
                surface.blit(img, (box.x + 24, y))
                y += 22
            y += 6
            pygame.draw.line(surface, RULE, (box.x + 20, y), (box.right - 20, y))
            y += 8
            rounds = len(report.sheet.rounds)
            surface.blit(assets.text(f"Score sheet ({rounds} round{'s' if rounds != 1 else ''})", 15, DIM, True),
                         (box.x + 24, y))
            y += 22
            draw_sheet(surface, pygame.Rect(box.x + 24, y, box.w - 48, box.bottom - y - 30), report.sheet, 15)
        hint = assets.text("Click or press Space to continue", 15, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 8)))
