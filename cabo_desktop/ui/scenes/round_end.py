"""The end of a round, a moment of its own (docs/look.md, Motion): the table dims, the sheet rises
(ease-out), every player's cards are shown, the numbers count up, the round's winner's row is lit
in gold beside their portrait, the scoring is told in words (CABO's caller and penalty), then the
score sheet of every round so far and a gold Continue tab. The sheet grows with the window (the
type scale: heading 26, body 18 at 720 px) and shrinks its steps, never below 12 px, to fit.
At the "instant" speed (and in the screenshot tour, which waits) the final state shows at once."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import _, n_
from .. import assets
from ..scene import Intent, Scene
from ..score_sheet import RISE_TIME, draw_sheet, seat_portrait, sheet_height
from ..hidpi import mouse_pos
from ..theme import DIM, GOLD, NOTE, RULE, WHITE, px, speed_factor, ui_scale
from ..tween import ease_out_cubic
from ..widgets import Backdrop, Button, panel, wrap_text

COUNT_TIME = 0.9  # seconds for the numbers to count up (at normal speed)
NUMBER_W = 76  # each number column (sum, round, total) at 720 px
ROW_H = 34  # a row at the smallest step


@dataclass(frozen=True)
class Steps:
    """The sheet's sizes for a window (logical px; px() makes them pixels)."""

    heading: int
    body: int
    small: int
    row: int  # a player's row
    number_w: int

    @staticmethod
    def at(k: float) -> "Steps":
        body = max(14, round(18 * k))
        return Steps(max(20, round(26 * k)), body, max(12, round(14 * k)), max(ROW_H, round(body * 2.3)),
                     max(64, round(NUMBER_W * k)))


def gold_band(size: tuple[int, int]) -> pygame.Surface:
    """The lit row of the round's winner: gold, brightest at its left, fading out (cached)."""
    key = ("round_winner_band", tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(1, size[0]), max(1, size[1])
        ramp = pygame.Surface((2, 1), pygame.SRCALPHA)
        ramp.set_at((0, 0), (*GOLD, 70))
        ramp.set_at((1, 0), (*GOLD, 8))
        surf = pygame.transform.smoothscale(ramp, (w, h))
        pygame.draw.rect(surf, (*GOLD, 160), surf.get_rect(), px(1), border_radius=px(6))
        assets.surfaces[key] = surf
    return surf


class RoundEndScene(Scene):
    """`table` gives `round_report(event)`, `play_area()`, `speed_name`, `auto_continue` and
    `overlay_closed()` (called when the player moves on); `level_of(seat)`, `name(seat)` and
    `game` give the portraits (rows are in seat order)."""

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
        self._plan_key: tuple | None = None
        self._plan: tuple = ()
        self.final = Backdrop()  # the whole frame, once the sheet has risen and the numbers counted
        self.shown = 0.0  # seconds on screen (real time, whatever the animation speed)
        self.event = event
        self.age = 0.0
        self.report = table.round_report(event)
        self.notes = list(self.report.notes)
        self.go_on = Button(_("Continue"), self.close, primary=True)
        self.sheet_rect = pygame.Rect(0, 0, 0, 0)  # where the sheet is (for the motion layer)

    def close(self) -> None:
        self.app.nav.pop_if_top(self)
        self.table.overlay_closed()

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("click", "confirm", "space", "back"):
            if self.age < COUNT_TIME:
                self.age = COUNT_TIME  # first press: finish rising and counting
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

    # ------------------------------------------------------------ measuring

    def steps(self) -> Steps:
        """The type steps for the window, shrunk until the whole sheet fits the play area."""
        return self.plan()[0]

    def plan(self) -> tuple:
        """(steps, box size, note lines) for the window: the largest steps whose sheet fits."""
        play = self.table.play_area()
        key = (tuple(play), ui_scale())
        if self._plan_key == key:
            return self._plan
        report = self.report
        k = max(0.9, play.h / px(720) * 1.0)
        while True:
            steps = Steps.at(k)
            box_w = min(play.w - px(40), px(round(920 * max(1.0, k))))
            notes = [line for note in report.notes for line in wrap_text(note, px(steps.body - 2), box_w - px(56), indent="")]
            box_h = self._height(steps, len(notes))
            if box_h <= play.h - px(16) or k <= 0.6:
                break
            k *= 0.92
        self._plan_key, self._plan = key, (steps, (box_w, min(play.h - px(16), box_h)), notes)
        return self._plan

    def _height(self, steps: Steps, note_lines: int) -> int:
        rows = len(self.report.rows)
        head = px(18) + assets.font(px(steps.heading), True, display=True).get_height() + px(12)
        table = px(steps.small + 10) + px(steps.row) * rows + px(10)
        notes = note_lines * (assets.font(px(steps.body - 2)).get_height() + px(2)) + px(10)
        sheet = px(steps.small + 10) + sheet_height(len(self.report.sheet.names), px(steps.small)) + px(8)
        return head + table + notes + sheet + px(steps.body * 2 + 16) + px(16)

    def columns(self, box: pygame.Rect) -> tuple[list[int], int, tuple[int, int]]:
        """Where each column starts (name, cards, the counted number, the cells...), the width
        left for the last cell (remarks), and the size of the small cards; measured, not guessed,
        so a long name or remark never runs over the next column or the border. The portrait
        sits left of the name."""
        key = (box.size, self.app.size)
        if self._columns_key == key:
            return self._columns
        steps = self.steps()
        rows = self.report.rows
        face = px(steps.row) - px(8)
        x0 = box.x + px(28) + face + px(10)
        name_w = max(assets.font(px(steps.body), True).size(r.name)[0] for r in rows) + px(18)
        most_cards = max((len(r.cards) for r in rows), default=0)
        numbers = len(self.report.heads) - 2  # the counted number and the cells but the last (remarks)
        room = box.right - px(28) - x0 - name_w - numbers * px(steps.number_w) - px(150)
        ch = px(steps.row) - px(6)
        cw = int(ch / 1.4)
        if most_cards and self.report.card_image is not None:
            cw = max(px(14), min(cw, room // most_cards - px(4)))
            ch = int(cw * 1.4)
            cards_w = most_cards * (cw + px(4)) + px(14)
        else:
            cards_w = 0
        xs = [x0, x0 + name_w]
        x = x0 + name_w + cards_w
        for _column in range(numbers + 1):
            xs.append(x)
            x += px(steps.number_w)
        last_w = box.right - px(28) - xs[-1]
        self._columns_key, self._columns = key, (xs, last_w, (cw, ch))
        return self._columns

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        if self.final.ready(surface.get_size()):
            surface.blit(self.final.image, (0, 0))  # nothing moves any more: the kept frame
            return
        report = self.report
        play = self.table.play_area()
        steps, (box_w, box_h), note_lines = self.plan()
        rise = ease_out_cubic(min(1.0, self.age / RISE_TIME))
        count = min(1.0, self.age / COUNT_TIME)
        box = pygame.Rect(0, 0, box_w, box_h)
        box.center = play.center
        box.y += int((1.0 - rise) * play.h * 0.35)
        self.sheet_rect = box
        self.backdrop.draw(surface, 165, keep=self.shown > 0.15)  # the whole table dims
        if box.top >= surface.get_height():
            return
        panel(surface, box)
        y = box.y + px(18)
        img = assets.fit_text(report.heading, px(steps.heading), box.w - px(32), GOLD, True, display=True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height() + px(12)
        y = self.draw_rows(surface, box, y, steps, count)
        done = count >= 1.0
        if done:
            note_size = px(steps.body - 2)
            for note in note_lines:
                img = assets.fit_text(note, note_size, box.w - px(56), NOTE)
                surface.blit(img, (box.x + px(28), y))
                y += img.get_height() + px(2)
            y += px(10)
            pygame.draw.line(surface, RULE, (box.x + px(24), y - px(4)), (box.right - px(24), y - px(4)))
            rounds = len(report.sheet.rounds)
            sheet = n_("Score sheet ({n} round)", "Score sheet ({n} rounds)", rounds).format(n=rounds)
            surface.blit(assets.text(sheet, px(steps.small), DIM, True), (box.x + px(28), y))
            y += px(steps.small + 10)
            tab_h = px(steps.body * 2 + 8)
            draw_sheet(surface, pygame.Rect(box.x + px(28), y, box.w - px(56), box.bottom - px(16) - tab_h - y),
                       report.sheet, px(steps.small))
        tab_h = px(steps.body * 2 + 8)
        tab_w = min(box.w - px(40), max(px(200), assets.font(px(18), True).size(self.go_on.caption())[0] + px(60)))
        self.go_on.rect = pygame.Rect(0, 0, tab_w, tab_h)
        self.go_on.rect.midbottom = (box.centerx, box.bottom - px(14))
        self.go_on.enabled = done
        self.go_on.draw(surface, hover=done and self.go_on.rect.collidepoint(mouse_pos()))
        if done and rise >= 1.0 and self.backdrop.ready(surface.get_size()):
            self.final.take(surface)

    def draw_rows(self, surface: pygame.Surface, box: pygame.Rect, y: int, steps: Steps, count: float) -> int:
        """The column heads and a row per player (portrait, name, cards, the counted numbers, the
        remarks), the winners' rows lit; returns the y below them."""
        report = self.report
        rows = report.rows
        xs, last_w, card_size = self.columns(box)
        name_x, cards_x, number_xs = xs[0], xs[1], xs[2:]
        heads = report.heads
        small = px(steps.small)
        surface.blit(assets.text(heads[0], small, DIM, True), (name_x, y))
        if any(r.cards for r in rows) and report.card_image is not None:
            surface.blit(assets.fit_text(_("Cards"), small, xs[2] - cards_x - px(8), DIM, True), (cards_x, y))
        for x, label in zip(number_xs, heads[1:]):
            if label:  # shrunk to its column: "Manche", "Раунд" are longer than "Round"
                surface.blit(assets.fit_text(label, small, px(steps.number_w) - px(6), DIM, True), (x, y))
        y += px(steps.small + 10)
        done = count >= 1.0
        row_h = px(steps.row)
        face_h = row_h - px(8)
        t = self.table
        for seat, row in enumerate(rows):
            colour = GOLD if row.highlight else WHITE
            mid = y + row_h // 2
            if row.highlight:
                band = pygame.Rect(box.x + px(16), y + px(2), box.w - px(32), row_h - px(4))
                surface.blit(gold_band(band.size), band)
            face = seat_portrait(t, seat, face_h)
            if face is not None:
                at = face.get_rect(midright=(name_x - px(10), mid))
                surface.blit(face, at)
                if row.highlight:
                    pygame.draw.circle(surface, GOLD, at.center, face_h // 2 + px(2), px(2))
            name = assets.fit_text(row.name, px(steps.body), cards_x - name_x - px(10), colour, True)
            surface.blit(name, name.get_rect(midleft=(name_x, mid)))
            if report.card_image is not None:
                for k, card in enumerate(row.cards):
                    img = report.card_image(card, card_size)
                    surface.blit(img, img.get_rect(midleft=(cards_x + k * (card_size[0] + px(4)), mid)))
            values = [str(int(round(row.count_to * count)))] + [c if done else "" for c in row.cells]
            for i, (x, v) in enumerate(zip(number_xs, values)):
                if v:
                    width = last_w if i == len(number_xs) - 1 else px(steps.number_w) - px(6)
                    img = assets.fit_text(v, px(steps.body), width, colour, row.highlight or i == 0)
                    surface.blit(img, img.get_rect(midleft=(x, mid)))
            y += row_h
        return y + px(10)

