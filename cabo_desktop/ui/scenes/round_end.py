"""The end of a round, over the table: the numbers count up, then each player's score, the
scoring in words and the score sheet of every round so far."""

from __future__ import annotations

import pygame

from ...i18n import _, n_
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, NOTE, RULE, WHITE, speed_factor
from ..score_sheet import draw_sheet
from ..widgets import Backdrop, panel, wrap_text

COUNT_TIME = 0.9  # seconds for the numbers to count up (at normal speed)
NUMBER_W = 76  # each number column (sum, round, total)
ROW_H = 34


class RoundEndScene(Scene):
    """`table` gives `round_report(event)`, `play_area()`, `speed_name`, `auto_continue` and
    `overlay_closed()` (called when the player moves on)."""

    @property
    def opaque(self) -> bool:  # once the table below is kept as a backdrop, it need not be drawn
        return self.backdrop.ready(self.app.size)

    fills_screen = opaque  # ... and the backdrop covers the whole window
    COUNT_TIME = COUNT_TIME

    def __init__(self, app, table, event):
        super().__init__(app)
        self.table = table
        self.backdrop = Backdrop()
        self._columns_key: tuple | None = None  # the measured columns, per window size
        self._columns: tuple = ()
        self.final = Backdrop()  # the whole frame, once the numbers have counted up
        self.shown = 0.0  # seconds on screen (real time, whatever the animation speed)
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
            self.app.nav.push("help", lines=self.table.help_lines(), area=self.table.play_area())

    def update(self, dt: float) -> None:
        self.shown += dt
        self.age += dt * speed_factor(self.table.speed_name)
        auto = self.table.auto_continue
        if auto is not None and self.age >= auto:
            self.close()

    def columns(self, box: pygame.Rect) -> tuple[list[int], int, tuple[int, int]]:
        """Where each column starts (name, cards, the counted number, the cells...), the width
        left for the last cell (remarks), and the size of the small cards; measured, not guessed,
        so a long name or remark never runs over the next column or the border."""
        key = (box.size, self.app.size)
        if self._columns_key == key:
            return self._columns
        rows = self.report.rows
        x0 = box.x + 24
        name_w = max(assets.font(18, True).size(r.name)[0] for r in rows) + 18
        most_cards = max((len(r.cards) for r in rows), default=0)
        numbers = len(self.report.heads) - 2  # the counted number and the cells but the last (remarks)
        room = box.w - 48 - name_w - numbers * NUMBER_W - 150
        ch = ROW_H - 4
        cw = int(ch / 1.4)
        if most_cards and self.report.card_image is not None:
            cw = max(14, min(cw, room // most_cards - 3))
            ch = int(cw * 1.4)
            cards_w = most_cards * (cw + 3) + 14
        else:
            cards_w = 0
        xs = [x0, x0 + name_w]
        x = x0 + name_w + cards_w
        for _column in range(numbers + 1):
            xs.append(x)
            x += NUMBER_W
        last_w = box.right - 24 - xs[-1]
        self._columns_key, self._columns = key, (xs, last_w, (cw, ch))
        return self._columns

    def draw(self, surface: pygame.Surface) -> None:
        if self.final.ready(surface.get_size()):
            surface.blit(self.final.image, (0, 0))  # nothing moves any more: the kept frame
            return
        report = self.report
        play = self.table.play_area()
        count = min(1.0, self.age / COUNT_TIME)
        rows = report.rows
        box_w = min(play.w - 40, 900)
        # a long note wraps (French and Ukrainian run longer) rather than shrinking
        note_lines = [line for note in report.notes for line in wrap_text(note, 16, box_w - 48, indent="")]
        box_h = 150 + ROW_H * len(rows) + 22 * len(note_lines) + (24 + 24 * len(rows))
        box = pygame.Rect(0, 0, box_w, min(play.h - 20, box_h))
        box.center = play.center
        self.backdrop.draw(surface, 90, play, keep=self.shown > 0.15)
        panel(surface, box)
        y = box.y + 12
        img = assets.fit_text(report.heading, 27, box.w - 24, GOLD, True, display=True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height() + 10
        xs, last_w, card_size = self.columns(box)
        name_x, cards_x, number_xs = xs[0], xs[1], xs[2:]
        heads = report.heads
        surface.blit(assets.text(heads[0], 16, DIM, True), (name_x, y))
        if any(r.cards for r in rows) and report.card_image is not None:
            surface.blit(assets.text(_("Cards"), 16, DIM, True), (cards_x, y))
        for x, label in zip(number_xs, heads[1:]):
            if label:  # shrunk to its column: "Manche", "Раунд" are longer than "Round"
                surface.blit(assets.fit_text(label, 16, NUMBER_W - 6, DIM, True), (x, y))
        y += 24
        done = count >= 1.0
        for row in rows:
            colour = GOLD if row.highlight else WHITE
            mid = y + ROW_H // 2
            name = assets.fit_text(row.name, 18, cards_x - name_x - 10, colour, row.highlight)
            surface.blit(name, name.get_rect(midleft=(name_x, mid)))
            if report.card_image is not None:
                for k, card in enumerate(row.cards):
                    face = report.card_image(card, card_size)
                    surface.blit(face, face.get_rect(midleft=(cards_x + k * (card_size[0] + 3), mid)))
            values = [str(int(round(row.count_to * count)))] + [c if done else "" for c in row.cells]
            for i, (x, v) in enumerate(zip(number_xs, values)):
                if v:
                    width = last_w if i == len(number_xs) - 1 else NUMBER_W - 6
                    img = assets.fit_text(v, 18, width, colour, row.highlight)
                    surface.blit(img, img.get_rect(midleft=(x, mid)))
            y += ROW_H
        y += 6
        if done:
            for note in note_lines:
                img = assets.fit_text(note, 16, box.w - 48, NOTE)
                surface.blit(img, (box.x + 24, y))
                y += 22
            y += 6
            pygame.draw.line(surface, RULE, (box.x + 20, y), (box.right - 20, y))
            y += 8
            rounds = len(report.sheet.rounds)
            sheet = n_("Score sheet ({n} round)", "Score sheet ({n} rounds)", rounds).format(n=rounds)
            surface.blit(assets.text(sheet, 15, DIM, True), (box.x + 24, y))
            y += 22
            draw_sheet(surface, pygame.Rect(box.x + 24, y, box.w - 48, box.bottom - y - 30), report.sheet, 15)
        hint = assets.text(_("Click or press Space to continue"), 15, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 8)))
        if done and self.backdrop.ready(surface.get_size()):
            self.final.take(surface)
