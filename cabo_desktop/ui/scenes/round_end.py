"""The end of a round, a showdown (docs/look.md, Motion): the table dims, the heading rises on its
plate (ease-out), then every player's revealed hand turns face up as real cards, large, one card
after another in seat order (a flip: 0.3 s, linear), each seat's sum counting up in its medallion
as its last card lands, with the round's score and total beside it. When every seat is counted,
a warm pool of light falls on the round's winner (a gold laurel round their portrait, a gold
stamp), the others dim. Stamps tell CABO's caller, a penalty, a Kamikaze, a player out of cards.
Below, secondary and in smaller type, the score sheet of every round so far and the scoring in
words, and the gold Continue tab. Everything grows with the window (heading 26, body 18 at
720 px) and shrinks its steps, never below 12 px, to fit; at the "instant" speed (and in the
screenshot tour, which waits) the final state shows at once. The timing: ui/showdown.py."""

from __future__ import annotations

import math

import pygame

from ...i18n import _, n_
from .. import assets
from ..scene import Intent, Scene
from ..score_sheet import (RISE_TIME, STANDINGS_INSET, draw_sheet, draw_standings, seat_portrait, sheet_height,
                           sheet_names_w, standings_height, standings_title_h, standings_title_size, standings_width,
                           wrap_balanced)
from ..hidpi import mouse_pos
from ..end_frames import WARM_FRAMES, KeptFrame, plate_shadow, scratch, warm_up
from ..round_plan import CARD_RATIO, FELT_AIR, FIG_PAD, NAME_AIR, NAME_SCALE, Plan, Row, Steps, figures, lay_out, note_size, sheet_size
from ..showdown import (Timeline, bare_table, draw_flip, laurel, laurel_pad, medallion, row_plate, shade, spotlight, stamp,
                        still_shown)
from ..theme import DIM, GOLD, NOTE, RULE, WHITE, px, speed_factor, ui_scale
from ..tween import ease_out_cubic
from ..widgets import Button, plate

def lane(size: tuple[int, int]) -> pygame.Surface:
    """A row's lane: a shallow recess in the felt (darker, its top edge in shadow, its foot lit);
    cached."""
    key = ("round_lane", tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = shade(size, 60).copy()
        w, h = surf.get_size()
        radius = min(h // 2, px(14))
        pygame.draw.line(surf, (0, 0, 0, 70), (radius, 1), (w - radius, 1), max(1, px(2)))
        pygame.draw.line(surf, (255, 255, 255, 34), (radius, h - 1), (w - radius, h - 1), max(1, px(1)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def goal_words(table) -> str:
    """The game's end in words, from the table's variant (CABO's total over a limit, Cabanga!'s
    penalty points or rounds), the same sentences as the rules; "" where the table tells none."""
    end = getattr(getattr(table, "variant", None), "game_end", None)
    over, points, rounds = (getattr(end, name, None) for name in ("over", "points", "rounds"))
    if isinstance(over, int):
        return n_("The game ends when a player's total is more than {over} point; the lowest total wins.",
                  "The game ends when a player's total is more than {over} points; the lowest total wins.",
                  over).format(over=over)
    if isinstance(points, int):
        return n_("The game ends when a player has {n} penalty point or more.",
                  "The game ends when a player has {n} penalty points or more.", points).format(n=points)
    if isinstance(rounds, int):
        return n_("The game ends after {n} round.", "The game ends after {n} rounds.", rounds).format(n=rounds)
    return ""


class RoundEndScene(Scene):
    """`table` gives `round_report(event)`, `play_area()`, `speed_name`, `auto_continue` and
    `overlay_closed()` (called when the player moves on); `level_of(seat)`, `name(seat)` and
    `game` give the portraits (rows are in seat order)."""

    opaque = True  # it draws what it covers itself: outside the felt only, then kept (showdown.bare_table)

    @property
    def fills_screen(self) -> bool:  # once the table below is kept as a backdrop, it covers the window; in
        return self.backdrop.ready(self.app.size) or still_shown(self)  # its first frame, over the table's last

    def __init__(self, app, table, event):
        super().__init__(app)
        self.table = table
        self.backdrop = KeptFrame()
        self._plan_key: tuple | None = None
        self._plan: Plan | None = None
        self.final = KeptFrame()  # the whole frame, once the hands are shown and counted
        self.shown = 0.0  # seconds on screen (real time, whatever the animation speed)
        self.event = event
        self.age = 0.0
        self.report = table.round_report(event)
        self.notes = list(self.report.notes)
        self.timeline = Timeline.of(tuple(len(r.cards) if self.report.card_image else 0 for r in self.report.rows),
                                    RISE_TIME)
        self.go_on = Button(_("Continue"), self.close, primary=True)
        self.sheet_rect = pygame.Rect(0, 0, 0, 0)  # where the screen's box is (for the motion layer)
        self.frames_drawn = 0  # the first draws only the bared table (the sheet's pieces are built after it)
        self.sheet_shown = False  # the sheet has been drawn (auto-continue waits for it)
        self.warming: list = []  # the sheet's pieces still to build in the pauses between frames

    @property
    def count_time(self) -> float:
        """When everything has been shown: every card face up, every sum counted, the winner lit."""
        return self.timeline.end

    def close(self) -> None:
        self.app.nav.pop_if_top(self)
        self.table.overlay_closed()

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("click", "confirm", "space", "back"):
            if self.age < self.count_time:
                self.age = self.count_time  # first press: every card up, every sum counted
            elif self.age > 0.3:
                self.close()
        elif intent.kind == "help":
            self.app.nav.push("help", lines=self.table.help_lines(), area=self.table.play_area())

    def update(self, dt: float) -> None:
        self.shown += dt
        if self.sheet_shown or not self.frames_drawn:  # still while the bared table waits for the sheet's pieces
            self.age += dt * speed_factor(self.table.speed_name)
        auto = self.table.auto_continue
        if auto is not None and self.age >= max(auto, 0.0) and self.sheet_shown:  # once it was seen
            self.close()

    # ------------------------------------------------------------ measuring

    def steps(self) -> Steps:
        """The type steps for the window, shrunk until the whole screen fits the play area."""
        return self.plan().steps

    def plan(self) -> Plan:
        """The layout for the window: the largest steps whose rows, cards and band fit."""
        play = self.table.play_area()
        key = (tuple(play), ui_scale())
        if self._plan_key == key and self._plan is not None:
            return self._plan
        k = max(0.9, play.h / px(720))
        while True:
            plan = self._try(play, Steps.at(k), k)
            if plan is not None or k <= 0.55:
                break
            k *= 0.92
        if plan is None:
            plan = self._try(play, Steps.at(k), k, force=True)
        self._plan_key, self._plan = key, plan
        return plan

    def _try(self, play: pygame.Rect, steps: Steps, k: float, force: bool = False) -> Plan | None:
        """The layout at the steps `steps` (ui/round_plan.py), or None when its rows would be too low."""
        w = min(play.w - 2 * (assets.rail_width(play.size) + px(FELT_AIR)), px(round(1500 * max(1.0, k))))
        size = px(sheet_size(steps))
        sheet = self.report.sheet
        plans = [lay_out(self.report, play, steps, k, self.sheet_width(size, w), self.tab_width(w), force, side)
                 for side in (min(int(w * 0.3), standings_width(sheet, size)),  # the widest standings first
                              min(int(w * 0.3), standings_width(sheet, size, rounds=False)),
                              self.sheet_width(size, w))]  # as narrow as the old sheet of rounds: a small window
        made = [plan for plan in plans if plan is not None]
        if not made:
            return None
        # the widest standings that leave the cards as large as the narrowest do (a review: keep the cards)
        largest = max(plan.card[1] for plan in made)
        return next(plan for plan in made if plan.card[1] >= largest)

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        if self.final.ready(surface.get_size()):
            surface.blit(self.final.image, (0, 0))  # nothing moves any more: the kept frame
            return
        play = self.table.play_area()
        bare_table(surface, self.backdrop, play, keep=True, scene=self)
        self.frames_drawn += 1
        if self.frames_drawn == 1:  # the opening frame: the table bared only; the sheet's layout and
            size = surface.get_size()  # pieces are worked out and built in the pauses after it
            self.warming = [lambda: self.warming.extend(self.warm_steps(size, self.plan(), self.box_at(play)))]
            return
        self.sheet_rect = box = self.box_at(play)
        if self.warming and self.frames_drawn <= WARM_FRAMES:  # (a busy machine: it builds the rest itself)
            return
        plan = self.plan()
        self.sheet_shown = True
        if box.top >= surface.get_height():
            return
        self.draw_head(surface, plan, box)
        light = self.timeline.light(self.age)
        for seat, (row, where) in enumerate(zip(self.report.rows, plan.rows)):
            self.draw_row(surface, seat, row, where, box, plan, light)
        done = self.age >= self.count_time
        self.draw_band(surface, plan, box, done)
        if done and self.age >= RISE_TIME and self.backdrop.ready(surface.get_size()):
            self.final.take(surface)

    def box_at(self, play: pygame.Rect) -> pygame.Rect:
        """The sheet's box in the window now: centred on the play area, rising into place."""
        rise = ease_out_cubic(min(1.0, self.age / RISE_TIME))
        box = pygame.Rect((0, 0), self.plan().box)
        box.center = play.center
        box.y += int((1.0 - rise) * play.h * 0.35)
        return box

    def draw_head(self, surface: pygame.Surface, plan: Plan, box: pygame.Rect) -> None:
        """The heading on its lit plate, casting its shadow."""
        steps = plan.steps
        head = plan.head.move(box.topleft)
        surface.blit(plate_shadow(head.size, px(8), 120, px(14)), (head.x - px(8) + px(2), head.y - px(8) + px(4)))
        surface.blit(plate(head.size, lit=True), head)
        img = assets.fit_text(self.report.heading, px(steps.heading), head.w - px(40), GOLD, True, display=True)
        surface.blit(img, img.get_rect(center=head.center))

    def warm_steps(self, size: tuple[int, int], plan: Plan, box: pygame.Rect) -> list:
        """The sheet's pieces as they look once every card is up (the instant speed's next frame,
        and the faces a normal speed turns up later), each drawn once on a scratch surface: what
        they build (the plates, the faces at the sheet's size, the stamps, the portraits) is then
        cached. `warm_up` runs them in the pauses between frames (issue 40: no frame over 4 ms)."""
        end = self.count_time

        def finished(draw):
            def step():
                age, self.age = self.age, max(self.age, end)
                try:
                    draw(scratch(size))
                finally:
                    self.age = age
            return step

        report = self.report
        pictures = []  # the faces at the sheet's size (a rasterisation each), then each row, the head, the band
        if report.card_image is not None:
            if report.card_back is not None:
                pictures.append(lambda: report.card_back(plan.card))
            for card in dict.fromkeys(card for row in report.rows for card in row.cards):
                pictures.append(lambda card=card: report.card_image(card, plan.card))
        rows = [finished(lambda s, seat=seat, row=row, where=where: self.draw_row(s, seat, row, where, box, plan, 1.0))
                for seat, (row, where) in enumerate(zip(report.rows, plan.rows))]
        return [*pictures, finished(lambda s: self.draw_head(s, plan, box)), *rows,
                finished(lambda s: self.draw_band(s, plan, box, False)),  # its tab greyed while counting
                finished(lambda s: self.draw_band(s, plan, box, True))]

    def warm_up(self, deadline: float) -> None:
        """In the pause after a frame (App.idle): the sheet's next pieces built while one still fits
        before `deadline` (a time.perf_counter() value)."""
        warm_up(self.warming, deadline)

    def draw_row(self, surface: pygame.Surface, seat: int, row, where: Row, box: pygame.Rect, plan: Plan,
                 light: float) -> None:
        """One player: the plate (portrait, name, stamps), the cards turning over, the medallion
        the sum counts up in and the round's cells; the winner lit, the others veiled."""
        report, steps, t = self.report, plan.steps, self.timeline
        plate_rect = where.plate.move(box.topleft)
        span = where.lane.move(box.topleft)
        surface.blit(lane(span.size), span)  # the row's lane pressed into the felt: one width for every row
        winner = row.highlight and light > 0
        if winner:  # the warm pool of light under the whole row
            pool = span.inflate(px(60), px(30))
            surface.blit(spotlight(pool.size, light), pool, special_flags=pygame.BLEND_RGB_ADD)
        surface.blit(row_plate(plate_rect.size, winner), plate_rect)
        if light > 0 and not row.highlight and any(r.highlight for r in report.rows):
            # the veil on the plate only, under the portrait and the name (a veil over them read
            # grey on near-black): the cards keep their full colour too
            surface.blit(shade(plate_rect.size, 20 * math.ceil(light * 4)), plate_rect)  # four cached steps
        d = where.portrait
        face = seat_portrait(self.table, seat, d)
        wreath = laurel_pad(d)
        fx = plate_rect.x + px(8) + wreath
        if face is not None:
            at = face.get_rect(midleft=(fx, plate_rect.centery))
            if winner:
                leaves = laurel(d)
                surface.blit(leaves, leaves.get_rect(center=at.center))
            pygame.draw.circle(surface, GOLD if winner else (150, 122, 60), at.center, d // 2 + px(1), px(2))
            surface.blit(face, at)  # over its ring: a person's badge sits over it
            fx = at.right + wreath + px(8)
        text_w = plate_rect.right - px(NAME_AIR) - fx  # clear of the stitches, with air
        name = assets.fit_text(row.name, int(px(steps.body) * NAME_SCALE), text_w, GOLD if winner else WHITE, True)
        small = px(steps.small)
        stamps = self.stamp_lines(row, small, text_w, plate_rect.h - name.get_height() - px(8), winner)
        mark_h = assets.font(small, True).get_height() + px(6)
        y = plate_rect.centery - (name.get_height() + len(stamps) * (mark_h + px(4))) // 2
        surface.blit(name, (fx, y))
        y += name.get_height() + px(4)
        counted = t.counted(seat, self.age)
        for line in stamps:
            x = fx
            for kind, ground, ink in line:
                if kind != "penalty" or counted >= 1.0:  # the penalty's room kept until the sum is counted
                    surface.blit(ground, (x, y))
                    surface.blit(ink, ink.get_rect(center=(x + ground.get_width() // 2, y + ground.get_height() // 2)))
                x += ground.get_width() + px(6)
            y += mark_h + px(4)
        pinned = not any(kind == "penalty" for line in stamps for kind, _g, _i in line)
        if report.card_image is not None and not row.cards and self.out_words(row):
            self.draw_empty_hand(surface, row, where, box, plan)
        if report.card_image is not None:
            back = report.card_back(plan.card) if report.card_back is not None else None
            for k, (card, rect) in enumerate(zip(row.cards, where.cards)):
                turned = t.flip(seat, k, self.age)
                rect = rect.move(box.topleft)
                draw_flip(surface, rect, report.card_image(card, rect.size) if turned >= 0.5 else None, back, turned)
        self.draw_count(surface, row, where, box, plan, counted, winner, pinned)

    @staticmethod
    def out_words(row) -> str:
        """The words of a row's "out of cards" stamp, or "" where it has none."""
        return next((words for kind, words in row.marks if kind == "out"), "")

    def draw_empty_hand(self, surface: pygame.Surface, row, where: Row, box: pygame.Rect, plan: Plan) -> None:
        """Where an empty hand's cards would be (Cabanga!'s player out of cards): a small fan of
        the game's backs turned away, and the "no cards left" stamp large across it, tilted."""
        left = where.plate.right + px(24) + box.x
        right = where.medal.left - px(24) + box.x
        area = pygame.Rect(left, where.plate.y + box.y, max(px(40), right - left), where.plate.h)
        report = self.report
        card_w, card_h = plan.card
        fan_h = min(card_h, int(area.h * 0.8))
        fan = (max(px(8), int(fan_h / CARD_RATIO)), fan_h)
        back = report.card_back(fan) if report.card_back is not None else None
        if back is not None:
            for k, angle in enumerate((14, 0, -14)):  # three backs in a fan, face down
                img = pygame.transform.rotozoom(back, angle, 1.0)
                at = img.get_rect(center=(area.centerx + (k - 1) * fan[0] // 2, area.centery + abs(k - 1) * px(4)))
                img.set_alpha(150)
                surface.blit(img, at)
        ground, ink = stamp("out", self.out_words(row), px(plan.steps.heading), min(area.w, px(420)))
        tag = ground.copy()
        tag.blit(ink, ink.get_rect(center=tag.get_rect().center))
        tag = pygame.transform.rotozoom(tag, 5, 1.0)
        surface.blit(tag, tag.get_rect(center=area.center))

    def stamp_lines(self, row, size: int, width: int, height: int, lit: bool) -> list[list[tuple]]:
        """The row's stamps laid in lines `width` wide, as many lines as `height` holds (a stamp too
        wide for a line of its own is cut to it), each (kind, ground, ink); the winner's only once
        `lit`; a penalty beside the stamp it follows ("called CABO" "+10": review s51, "the '+10'
        badge crowds Marta's sum ring"), pinned to the medallion only where the plate has no room."""
        lines: list[list[tuple]] = [[]]
        x, line_h = 0, assets.font(size, True).get_height() + px(9)
        for kind, words in self.marks_of(row):
            if (kind == "winner" and not lit) or (kind == "out" and not row.cards and self.report.card_image is not None):
                continue  # the winner told at the end; the player out of cards where the cards would be
            ground, ink = stamp(kind, words, size, width)
            if lines[-1] and x + ground.get_width() > width:
                if (len(lines) + 1) * line_h > height:
                    break
                lines.append([])
                x = 0
            lines[-1].append((kind, ground, ink))
            x += ground.get_width() + px(6)
        return [line for line in lines if line]

    def marks_of(self, row) -> list[tuple[str, str]]:
        """The stamps of a row: the game's marks, and "round winner" on the winner's where the
        game gives none of its own."""
        marks = list(row.marks)
        if row.highlight and not any(kind == "winner" for kind, _words in marks) and not row.marks:
            marks.append(("winner", _("round winner")))
        return marks

    def draw_count(self, surface: pygame.Surface, row, where: Row, box: pygame.Rect, plan: Plan, counted: float,
                   lit: bool, pinned: bool = True) -> None:
        """The medallion with the sum counting up, and, once counted, the round's cells beside it
        (and the penalty pinned to it where it is `pinned`: the plate had no room for it)."""
        steps = plan.steps
        medal = where.medal.move(box.topleft)
        surface.blit(medallion(medal.w, lit), medal)
        value = str(int(round(row.count_to * counted)))
        size = max(px(12), min(int(medal.h * 0.46), px(round(steps.heading * 1.2))))
        img = assets.fit_text(value, size, medal.w - px(12), GOLD if lit else WHITE, True, display=True)
        small = px(steps.small)
        label = self.report.heads[1] if len(self.report.heads) > 1 else ""
        # the medallion's caption ("Sum", "Points") under its number, where there is room
        cap = assets.fit_line(label, max(px(13), small - px(1)), medal.w - px(18), DIM, True) if label else None  # 13 px at 720
        if cap is not None and img.get_height() + cap.get_height() - px(4) <= medal.h * 0.78:
            top = medal.centery - (img.get_height() + cap.get_height() - px(4)) // 2
            surface.blit(img, img.get_rect(midtop=(medal.centerx, top)))
            surface.blit(cap, cap.get_rect(midtop=(medal.centerx, top + img.get_height() - px(4))))
        else:
            surface.blit(img, img.get_rect(center=medal.center))
        if counted < 1.0:
            return
        for kind, words in row.marks if pinned else ():  # a penalty pinned to the sum's medallion, over its rim
            if kind == "penalty":
                ground, ink = stamp(kind, words, small, medal.w)
                # above the disc's right shoulder: its number never covered, the cells clear of it
                at = ground.get_rect(bottomright=(medal.right + px(10), medal.top + min(px(14), medal.h // 4)))
                surface.blit(ground, at)
                surface.blit(ink, ink.get_rect(center=at.center))
        self.draw_figures(surface, row, where.figures.move(box.topleft), px(note_size(steps)), lit)

    def draw_figures(self, surface: pygame.Surface, row, at: pygame.Rect, size: int, lit: bool) -> None:
        """The row's figures on their plate: each head at its left, each cell at its right (a tidy
        column: the plates of every row are as wide), the remarks across it."""
        lines = figures(self.report, row, totals=not self.plan().sheet.w)  # beside: the standings hold them
        if not lines or at.w <= 0:
            return
        surface.blit(row_plate(at.size, lit), at)
        line_h = assets.font(size, True).get_height() + px(2)
        inner = at.inflate(-2 * px(FIG_PAD), 0)  # clear of the plate's stitches
        y = at.centery - len(lines) * line_h // 2
        for head, cell in lines:
            value = assets.fit_text(cell, size, inner.w, GOLD if lit else WHITE, True)
            spot = value.get_rect(topright=(inner.right, y))
            if head:
                name = assets.fit_text(head, size, max(px(20), spot.left - px(8) - inner.x), DIM if not lit else NOTE,
                                       True)
                surface.blit(name, (inner.x, y))
            else:
                spot.centerx = inner.centerx
            surface.blit(value, spot)
            y += line_h

    def sheet_width(self, small: int, w: int) -> int:
        """The score sheet's width in the band: its names and its rounds' columns, at most 0.45 of it."""
        sheet = self.report.sheet
        return min(int(w * 0.45), sheet_names_w(sheet, small) + len(sheet.rounds) * px(58))

    def draw_goal(self, surface: pygame.Surface | None, room: pygame.Rect, size: int, least: int) -> int:
        """The game's goal ("The game ends when a player's total is more than 100 points...") at
        the foot of the standings' `room`, under a rule, where it leaves them `least` high;
        returns the height it took (0: none; no `surface`: only measured)."""
        words = goal_words(self.table)
        lines = wrap_balanced(words, size, room.w) if words else []
        line_h = assets.font(size).get_height() + px(2)
        took = len(lines) * line_h + px(22)
        if not lines or room.h - took < least or surface is None:
            return 0 if not lines or room.h - took < least else took
        y = room.bottom - len(lines) * line_h
        pygame.draw.line(surface, RULE, (room.x + px(20), y - px(12)), (room.right - px(20), y - px(12)), px(1))
        for line in lines:
            img = assets.text(line, size, NOTE)
            surface.blit(img, img.get_rect(midtop=(room.centerx, y)))
            y += line_h
        return took

    @staticmethod
    def draw_standings_title(surface: pygame.Surface, room: pygame.Rect, size: int) -> pygame.Rect:
        """The standings' title ("Standings") at the top of their `room`, in gold between two short
        rules (review s52 round 8: "a blank, untitled band at the top" of the plate); returns the
        room left under it."""
        title = assets.fit_text(_("Standings"), standings_title_size(size), room.w - px(60), GOLD, True)
        at = title.get_rect(midtop=(room.centerx, room.y))
        surface.blit(title, at)
        for x0, x1 in ((room.x + px(8), at.x - px(12)), (at.right + px(12), room.right - px(8))):
            if x1 - x0 > px(8):
                pygame.draw.line(surface, RULE, (x0, at.centery), (x1, at.centery), px(1))
        taken = standings_title_h(size)
        return pygame.Rect(room.x, room.y + taken, room.w, room.h - taken)

    def tab_width(self, w: int) -> int:
        """The Continue tab's width."""
        return min(int(w * 0.3), max(px(200), assets.font(px(18), True).size(self.go_on.caption())[0] + px(60)))

    def draw_legend(self, surface: pygame.Surface, room: pygame.Rect, y: int, note: int, line_h: int) -> None:
        """The report's key to the cards' symbols on the line at `y` in `room`: the symbol, a
        line's cap height, then its words, centred together."""
        picture, text = self.report.legend
        side = max(px(14), line_h)
        words = assets.fit_text(text, note, room.w - side - px(8), NOTE)
        icon = picture(side)
        x = room.centerx - (side + px(8) + words.get_width()) // 2
        surface.blit(icon, (x, y + (words.get_height() - side) // 2))
        surface.blit(words, (x + side + px(8), y))

    def draw_band(self, surface: pygame.Surface, plan: Plan, box: pygame.Rect, done: bool) -> None:
        """The low plate under the rows: the score sheet's rounds so far (the body's type, the
        totals on the rows), the scoring in words beside it, and the gold Continue tab."""
        steps = plan.steps
        band = plan.band.move(box.topleft)
        if band.h:
            surface.blit(plate_shadow(band.size, px(8), 110, px(14)), (band.x - px(8) + px(2), band.y - px(8) + px(4)))
            surface.blit(plate(band.size), band)
        size, note = px(sheet_size(steps)), px(note_size(steps))
        inner = band.inflate(-px(40), -px(28))
        sheet_w = self.sheet_width(size, plan.box[0])
        sheet_h = sheet_height(len(self.report.sheet.names), size, compact=True)
        beside = plan.sheet.move(box.topleft)
        if beside.w:  # the sheet on its plate beside the rows, its top on the first row's
            surface.blit(plate_shadow(beside.size, px(8), 110, px(14)), (beside.x - px(6), beside.y - px(4)))
            surface.blit(plate(beside.size), beside)
            sheet_at = pygame.Rect(beside.x + px(20), beside.y + px(14), sheet_w, sheet_h)
        else:  # in the band, centred in its height
            sheet_at = pygame.Rect(inner.x, inner.y + max(0, (inner.h - sheet_h) // 2), sheet_w, sheet_h)
        if done and beside.w:  # the standings, with this round's scores, once they have been counted,
            # the columns STANDINGS_INSET inside the plate where it is as wide as they ask, 20 px in a
            # narrow column (1024x600: the latest round's column and the names' size kept)
            inset = STANDINGS_INSET if beside.w >= standings_width(self.report.sheet, size, rounds=False) else 20
            room = beside.inflate(-px(2 * inset), -px(22))  # over the game's goal at the plate's foot
            least = standings_height(len(self.report.sheet.names), size)
            goal_h = self.draw_goal(None, room, note, least + standings_title_h(size))
            titled = bool(goal_h) or not self.draw_goal(None, room, note, least)  # the goal kept before the title
            goal_h = goal_h or self.draw_goal(None, room, note, least)  # (a short column: 1024x600)
            table = room.inflate(0, -goal_h).move(0, -goal_h // 2)
            table = self.draw_standings_title(surface, table, size) if titled else table
            foot = draw_standings(surface, table, self.report.sheet, size,
                                  lambda seat, d: seat_portrait(self.table, seat, d), centred=False)
            # the goal in the middle of the room under the table (the heads right under the title:
            # review s52 round 8, "a blank, untitled band at the top"; no band left under the rows)
            spare = room.bottom - foot - goal_h
            self.draw_goal(surface, pygame.Rect(room.x, foot, room.w, room.bottom - spare // 2 - foot), note, 0)
        elif done:
            draw_sheet(surface, sheet_at, self.report.sheet, size, totals=False, compact=True)
        line_h = assets.font(note).get_height() + px(2)
        room = plan.notes_at.move(box.topleft)
        y = room.centery - len(plan.notes) * line_h // 2
        if done:  # each line centred in its room (a block centred with its lines flush left read as neither)
            for line in plan.notes:
                if line and line == plan.legend:  # the key: the symbol's picture, then what it counts
                    self.draw_legend(surface, room, y, note, line_h)
                else:
                    words = assets.fit_text(line, note, room.w, NOTE)
                    surface.blit(words, (room.centerx - words.get_width() // 2, y))
                y += line_h
        self.go_on.rect = plan.tab.move(box.topleft)
        self.go_on.enabled = done
        self.go_on.draw(surface, hover=done and self.go_on.rect.collidepoint(mouse_pos()))
