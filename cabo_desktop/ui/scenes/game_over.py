"""The end of the game, a moment of its own (docs/look.md): the table dims and its felt is bared,
the headline rises on a lit plate in the display face, and the first three stand on a podium of
walnut steps seen a little from above, each with its medal (2nd, 1st, 3rd from the left; the 4th
and below a list of leather rows under it), the winner's the highest, under a
warm pool of light, their portrait the largest, ringed in the game's accent; a few gold sparks fly
from the winner once (no idle motion). Below, on the felt (one picture, no second box), the game's
moments, what the podium does not tell (end_facts), and under them the next actions as leather
tabs (New game or Back to the room, Title), centred. Each game keeps its tone:
CABO calm (a quiet gold ring), Cabanga! loud (its four shapes in their colours beside the
headline), Kobito cosy gold (a rainbow over the winner). Everything grows with the window and
shrinks its steps to fit 1024x600; at the "instant" speed and in the screenshot tour the final
state shows at once. Once the sparks are over, the frame is kept and only the tabs are drawn."""

from __future__ import annotations

import math

import pygame

from ...i18n import _
from .. import assets
from ..scene import Intent, Scene
from ..end_facts import draw_fact, fact_height, fact_width, game_facts
from ..score_sheet import RISE_TIME, seat_portrait
from ..end_frames import WARM_FRAMES, KeptFrame, plate_shadow, scratch, warm_up
from ..podium_art import MEDAL_WIN, RAINBOW, medal, medal_size, metal, name_plate, rainbow, ribbon_reach, top_depth
from ..podium_art import step as podium_step
from ..showdown import (SPARK_TIME, bare_table, draw_confetti, draw_sparks, inner_box, laurel, plinth, row_plate, spotlight,
                        still_shown)
from ..theme import DIM, GOLD, WHITE, px, speed_factor
from ..tween import ease_out_cubic
from ..widgets import Button, Menu, lay_out_row, plate

SHAPES = (("circle", (220, 50, 60)), ("square", (40, 110, 220)), ("triangle", (150, 70, 200)),
          ("star", (250, 200, 40)))  # Cabanga!'s colours and their shapes
STEP_SHARE = {0: 0.42, 1: 0.31, 2: 0.23}  # each place's plinth, a share of the podium's height: real steps
FACE_SHARE = {0: 1.0, 1: 0.86, 2: 0.84}  # each place's portrait, to the winner's


class GameOverScene(Scene):
    """`table` gives `game_over_report()`, `play_area()` and `help_lines()`; `level_of(seat)`,
    `name(seat)`, `game` and `speed_name` give the portraits, the tone and the pace."""

    opaque = True  # it draws what it covers itself: outside the felt only, then kept (showdown.bare_table)

    @property
    def fills_screen(self) -> bool:  # once the table below is kept as a backdrop, it covers the window; in
        return self.backdrop.ready(self.app.size) or still_shown(self)  # its first frame, over the table's last

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.backdrop = KeptFrame()
        self.still = KeptFrame()  # the risen screen, its sparks over, without its tabs
        self.age = 0.0
        self.report = table.game_over_report()
        self.facts = game_facts(table, self.report.sheet)  # what the podium does not tell (end_facts)
        self.fact_rects: list[pygame.Rect] = []  # where they were drawn
        back_to_room = getattr(table, "back_to_room", None)  # a network game: its room stays open
        self.menu = Menu([
            Button(_("Back to the room"), back_to_room, "n", primary=True) if back_to_room is not None else
            Button(_("New game"), self._new_game, "n", primary=True),
            # TRANSLATORS: the button back to the title screen
            Button(_("Title"), lambda: app.nav.clear_to("title"), "t"),
        ])
        self.sheet_rect = pygame.Rect(0, 0, 0, 0)  # where the screen's box is (for the motion layer)
        self.podium_faces: dict[int, pygame.Rect] = {}  # place -> where its portrait was drawn
        self.podium_steps: dict[int, pygame.Rect] = {}  # place -> its plinth
        self.podium_labels: dict[int, pygame.Rect] = {}  # place -> its name and total (no coin lands on them)
        self.labels_area: tuple = ()  # the podium's rect they were laid out in
        self.celebration = pygame.Rect(0, 0, 0, 0)  # where the confetti (Kobito: coins) falls, round the winner
        self.frames_drawn = 0  # the first draws only the bared table (the podium's pieces are built after it)
        self.sheet_shown = False  # the podium has been drawn
        self.warming: list = []  # the screen's pieces still to build in the pauses between frames
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
        if self.sheet_shown or not self.frames_drawn:  # still while the bared table waits for the podium's pieces
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

    # ------------------------------------------------------------ measuring

    def heights(self, k: float) -> tuple[int, int, int, int]:
        """At the scale k: the headline's size, the head plate's height, the band's height and the
        least height of the podium."""
        n = len(self.report.sheet.names)
        size = px(round((46 if self.tone == "loud" else 40) * k))
        sub = px(max(12, round(15 * k)))
        head = assets.font(size, True, display=True).get_height() + assets.font(sub).get_height() + px(20)
        band = (fact_height(k) + self.band_gap(k) if self.facts else 0) + self.tab_h(k)
        return size, head, band, px(round((250 if n > 3 else 200) * k))  # room for the low row

    @staticmethod
    def tab_h(k: float) -> int:
        """The tabs' height at k (44 px at 720)."""
        return px(round(44 * k))

    @staticmethod
    def band_gap(k: float) -> int:
        """The air between the game's moments and the tabs under them."""
        return px(round(16 * k))

    def measure(self, play: pygame.Rect) -> tuple[float, pygame.Rect]:
        """The scale k of the type steps (1 at 720 px) and the box, shrunk until it fits."""
        box = inner_box(play).inflate(-2 * px(10), -2 * px(10))  # >= 14 px of felt round it (review s50)
        k = max(0.9, play.h / px(720))
        while k > 0.6:
            _size, head, band, least = self.heights(k)
            if head + band + least + px(12) + self.band_gap(k) <= box.h:
                break
            k *= 0.92
        box.w = min(box.w, px(round(1500 * max(1.0, k))))
        box.center = play.center
        return k, box

    def podium_h(self, k: float) -> int:
        """The podium's height in the box of the play area at k (what is left between the plates)."""
        _k, box = self.measure(self.table.play_area())
        _size, head, band, least = self.heights(k)
        return max(least, box.h - head - band - px(12) - self.band_gap(k))

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        if self.still.ready(surface.get_size()):
            surface.blit(self.still.image, (0, 0))
            self.menu.draw(surface)
            return
        play = self.table.play_area()
        bare_table(surface, self.backdrop, play, keep=True, scene=self)
        k, box = self.measure(play)
        rise = ease_out_cubic(min(1.0, self.age / RISE_TIME))
        box.y += int((1.0 - rise) * play.h * 0.35)
        self.sheet_rect = box
        size, head_h, band_h, _least = self.heights(k)
        head = pygame.Rect(0, box.y, 0, head_h)
        band = pygame.Rect(box.x, box.bottom - band_h, box.w, band_h)
        podium = pygame.Rect(box.x, head.bottom + px(12), box.w, band.top - self.band_gap(k) - head.bottom - px(12))
        self.frames_drawn += 1
        if self.frames_drawn == 1:  # the opening frame: the table bared only; the podium's pieces are
            self.warming = self.warm_steps(surface.get_size(), head, podium, band, k)  # built in the pauses after it
        if self.warming and self.frames_drawn <= WARM_FRAMES:  # (a busy machine: it builds the rest itself)
            return
        self.sheet_shown = True
        clip = surface.get_clip()  # the confetti (Kobito: coins) and sparks: never over the head plate
        below_head = clip.clip(pygame.Rect(0, head.bottom, surface.get_width(), surface.get_height()))
        if self.age >= RISE_TIME:  # drawn first: behind the plates and plinths too
            if self.labels_area != tuple(podium):  # the names' places first (a new size): the coins keep off
                self.draw_podium(scratch(surface.get_size()), podium, k)
            surface.set_clip(below_head.clip(podium))  # never over the head's plate, the moments or the tabs
            clear = [r.inflate(px(6), px(4)) for r in (*self.podium_labels.values(), *self.podium_faces.values())]
            draw_confetti(surface, self.celebration, (self.age - RISE_TIME) / SPARK_TIME, self.tone,
                          clear=clear, unit=podium.h, count=44)
            surface.set_clip(clip)
        self.draw_head(surface, head, box, k)
        self.draw_podium(surface, podium, k)
        self.draw_band(surface, band, k)
        winner = self.podium_faces.get(0)
        spark_t = (self.age - RISE_TIME) / SPARK_TIME
        if winner is not None and rise >= 1.0:
            surface.set_clip(below_head)
            draw_sparks(surface, winner.center, winner.w // 2, int(winner.w * 0.7), spark_t)
            surface.set_clip(clip)
        if rise >= 1.0 and spark_t >= 1.0 and self.backdrop.ready(surface.get_size()):
            self.still.take(surface)
        self.menu.draw(surface)

    def draw_head(self, surface: pygame.Surface, head: pygame.Rect, box: pygame.Rect, k: float) -> None:
        """The headline and its subline on a lit plate (as wide as they need), casting its shadow;
        Cabanga!'s four shapes beside the headline."""
        report = self.report
        size = self.heights(k)[0]
        sub_size = px(max(12, round(15 * k)))
        head.w = min(box.w, max(px(460), assets.text_width(report.headline, size, True) + px(round(180 * k)),
                                assets.text_width(report.subline, sub_size) + px(60)))
        head.centerx = box.centerx
        surface.blit(plate_shadow(head.size, px(8), 120, px(14)), (head.x - px(6), head.y - px(4)))
        surface.blit(plate(head.size, lit=True), head)
        img = assets.fit_text(report.headline, size, head.w - px(round(150 * k)), GOLD, True, display=True)
        line = img.get_rect(midtop=(head.centerx, head.y + px(8)))
        surface.blit(img, line)
        if self.tone == "loud":  # loud: its four shapes either side of the shout
            self.draw_shapes(surface, line, px(round(16 * k)))
        sub = assets.fit_text(report.subline, sub_size, head.w - px(30), DIM)
        surface.blit(sub, sub.get_rect(midtop=(head.centerx, line.bottom)))

    def warm_steps(self, size: tuple[int, int], head: pygame.Rect, podium: pygame.Rect, band: pygame.Rect,
                   k: float) -> list:
        """The screen's pieces (the head, each place of the podium, the band, its buttons), each drawn once on a
        scratch surface: what they build (plinths, plates, portraits, laurel, light) is then cached
        for the next frame. `warm_up` runs them in the pauses between frames (issue 40)."""
        box = pygame.Rect(self.sheet_rect)

        def podium_place(place):
            def step():
                kept = self.podium_faces, self.podium_steps
                try:
                    self.draw_podium(scratch(size), podium, k, only=place)
                finally:
                    self.podium_faces, self.podium_steps = kept
            return step

        return [lambda: self.draw_head(scratch(size), head.copy(), box, k),
                *(podium_place(place) for place in range(len(self.report.sheet.names))),
                podium_place(None), lambda: self.draw_band(scratch(size), band, k),
                lambda: self.menu.draw(scratch(size))]  # its buttons, laid out by draw_band

    def warm_up(self, deadline: float) -> None:
        """In the pause after a frame (App.idle): the screen's next pieces built while one still fits
        before `deadline` (a time.perf_counter() value)."""
        warm_up(self.warming, deadline)

    def draw_band(self, surface: pygame.Surface, band: pygame.Rect, k: float) -> None:
        """Under the podium, on the felt (one picture with it, no second box): the game's moments
        in a row of small plates, centred, what the podium does not tell (end_facts: the best and
        the toughest round, the most rounds won; Kobito's gold); under them the tabs, centred."""
        facts, self.fact_rects = self.facts, []
        if facts:
            gap, high = px(round(16 * k)), fact_height(k)
            wide = min(band.w, 3 * min(band.w // 3, px(round(300 * k))))  # no wider than the podium's steps
            w = min(px(round(330 * k)), (wide - gap * (len(facts) - 1)) // len(facts))
            need = max(fact_width(fact, self.report.sheet.names[fact.seat], k) for fact in facts)
            w = max(w, min(need, (band.w - gap * (len(facts) - 1)) // len(facts)))  # wider where its words need
            x = band.centerx - (len(facts) * w + (len(facts) - 1) * gap) // 2
            for fact in facts:
                rect = pygame.Rect(x, band.y, w, high)
                self.fact_rects.append(rect)
                draw_fact(surface, rect, fact, self.report.sheet.names[fact.seat],
                          lambda seat, d: seat_portrait(self.table, seat, d), k)
                x += w + gap
        tab_h = self.tab_h(k)
        lay_out_row(self.menu.buttons, pygame.Rect(band.x, band.bottom - tab_h, band.w, tab_h), round(240 * max(1.0, k)))

    def label_fonts(self, k: float) -> tuple[int, int, int, int]:
        """The podium's type at k: the runners-up's name and total, the winner's name and total
        (one line on the ribbon's plate, the largest on the screen)."""
        return (px(max(14, round(18 * k))), px(max(18, round(28 * k))), px(max(18, round(30 * k))),
                px(max(22, round(42 * k))))

    def label_size(self, place: int, seat: int, k: float, most: int) -> tuple[int, int]:
        """The plate of a place's name and total, sized to its words (at most `most` px wide)."""
        sheet, (body, big, win_name, win_total) = self.report.sheet, self.label_fonts(k)
        name, total = sheet.names[seat], str(sheet.totals[seat])
        if place == 0:
            wide = assets.font(win_name, True, display=True).size(name)[0]
            w = wide + px(16) + assets.font(win_total, True, display=True).size(total)[0] + px(40)
            h = max(assets.font(win_name, True, display=True).get_height(),
                    assets.font(win_total, True, display=True).get_height()) + px(10)
        else:
            w = max(assets.text_width(name, body, True), assets.font(big, True, display=True).size(total)[0],
                    px(round(96 * k))) + px(32)  # the runners-up's plates alike unless a name needs more
            h = assets.font(body, True).get_height() + assets.font(big, True, display=True).get_height() + px(12)
        return min(w, most), h

    def draw_label(self, surface: pygame.Surface, place: int, seat: int, tag: pygame.Rect, k: float) -> pygame.Rect:
        """A place's name and total on its plate at `tag` (the winner's on a ribbon, one line, the
        largest type on the screen); the rect of the whole picture."""
        sheet, (body, big, win_name, win_total) = self.report.sheet, self.label_fonts(k)
        ground = name_plate(tag.size, place == 0)
        at = surface.blit(ground, ground.get_rect(center=tag.center))
        inner = tag.inflate(-px(20), 0)
        if place == 0:
            total = assets.text(str(sheet.totals[seat]), win_total, WHITE, True, display=True)
            room = inner.w - total.get_width() - px(16)
            name = assets.fit_text(sheet.names[seat], win_name, room, GOLD, True, display=True)
            x = tag.centerx - (name.get_width() + px(16) + total.get_width()) // 2
            surface.blit(name, name.get_rect(midleft=(x, tag.centery)))
            surface.blit(total, total.get_rect(midleft=(x + name.get_width() + px(16), tag.centery)))
            return at
        name = assets.fit_line(sheet.names[seat], body, inner.w, (238, 228, 206), True)
        total = assets.text(str(sheet.totals[seat]), big, WHITE, True, display=True)
        ink_name, ink_total = name.get_bounding_rect(), total.get_bounding_rect()  # centred by their ink:
        gap = px(5)  # the fonts' own air (a display face's tall line) set the name on the plate's top stitches
        top = tag.centery - (ink_name.h + gap + ink_total.h) // 2
        surface.blit(name, (tag.centerx - name.get_width() // 2, top - ink_name.y))
        surface.blit(total, (tag.centerx - total.get_width() // 2, top + ink_name.h + gap - ink_total.y))
        return at

    def draw_podium(self, surface: pygame.Surface, area: pygame.Rect, k: float, only: int | None = None) -> None:
        """The first three on a podium of walnut steps (2nd, 1st, 3rd from the left, the 1st in the
        middle; their top faces drawn in toward it) with their medals of one size, its shadow on
        the felt; standing on each step's top its plate (the name and the total: the winner's on a
        ribbon, largest) and over it the portrait; the winner's step the highest and lit; the 4th
        and below a list of leather rows under the podium, centred
        (`only`: that place alone, without the light and the shadow: a piece built ahead)."""
        order = self.order()
        sheet = self.report.sheet
        low_h = self.low_row_h(area.h, k) if len(order) > 3 else 0
        stage = pygame.Rect(area.x, area.y, area.w, area.h - (low_h + px(12) if low_h else 0))
        col_w = min(int(area.w / 3), px(round(300 * k)))
        mid = area.centerx
        # two players: the pair centred (the 2nd left of the 1st), else the 1st in the middle
        centres = {0: mid + col_w // 2, 1: mid - col_w // 2} if len(order) == 2 else {0: mid, 1: mid - col_w,
                                                                                       2: mid + col_w}
        body = px(max(14, round(18 * k)))
        tags = {place: self.label_size(place, seat, k, col_w - px(24)) for place, seat in enumerate(order[:3])}
        if 0 in tags:  # the winner's plate as wide as the runners-up's plates beside it allow
            near = min((abs(centres[p] - centres[0]) - tags[p][0] // 2 for p in tags if p), default=col_w)
            reach = ribbon_reach(tags[0][1])
            wide = max([self.label_size(0, order[0], k, 10 ** 6)[0]] + [w + px(30) for p, (w, _h) in tags.items() if p])
            tags[0] = (min(wide, 2 * (near - reach - px(10))), tags[0][1])  # the widest plate: the winner's
        plate_h = max(h for _w, h in tags.values())
        best = sheet.best
        high = self.step_h(stage.h, 0)  # the winner's plate stands on its step's top face (stand_on)
        room = stage.h - high + self.stand_on(high) - plate_h - px(20)  # over the winner's plate
        top_face = min(int(stage.h * 0.42), int(col_w * 0.62), int(room / 1.3))  # with its laurel
        if self.tone == "cosy":  # the rainbow's arch stands above the face: clear of the head plate
            top_face = min(top_face, room - len(RAINBOW) * self.rainbow_band(k))
        self.podium_faces, self.podium_steps = {}, {}
        if only is None:
            self.podium_labels, self.labels_area = {}, tuple(area)
        first = pygame.Rect(0, 0, int(col_w * 1.5), stage.h + px(20))
        first.midbottom = (centres[0], stage.bottom + px(10))
        if only is None:
            surface.blit(spotlight(first.size), first, special_flags=pygame.BLEND_RGB_ADD)
            feet = pygame.Rect(0, 0, col_w * min(3, len(order)) + px(40), px(round(22 * k)))
            feet.midtop = (sum(centres[p] for p in range(min(3, len(order)))) // min(3, len(order)),
                           stage.bottom - feet.h // 2)
            blur = px(round(14 * k))  # the podium's soft shadow on the felt, spreading from its feet
            surface.blit(plate_shadow(feet.size, blur, 170, feet.h // 2), (feet.x - blur, feet.y - blur + px(4)))
        highs = [self.step_h(stage.h, p) for p in range(min(3, len(order)))]
        fronts = [(col_w, h - top_depth(h)) for h in highs]
        disc = medal_size(fronts)
        lean = {0: "both", 1: "left", 2: "right"}  # each top face drawn in toward the podium's middle
        for place, seat in enumerate(order):
            if only is not None and place != only:
                continue
            won = sheet.totals[seat] == best
            if place >= 3:
                self.draw_low_place(surface, place, seat, self.low_rect(area, low_h, col_w, place), body, won)
                continue
            cx = centres[place]
            step = pygame.Rect(0, 0, col_w + 1, self.step_h(stage.h, place))  # the steps abut: one podium
            step.midbottom = (cx, stage.bottom)
            self.podium_steps[place] = step
            block = pygame.Rect(step.x, step.y + top_depth(step.h), step.w, step.h - top_depth(step.h))
            surface.blit(plate_shadow(block.size, px(6), 120, 2), (block.x - px(6) + px(3), block.y - px(6) + px(4)))
            disc_d = int(disc * MEDAL_WIN) if place == 0 else disc
            surface.blit(podium_step(step.size, place, disc_d, lean[place]), step)
            tag = pygame.Rect((0, 0), tags[place])
            tag.midbottom = (cx, step.top + self.stand_on(step.h))
            self.podium_labels[place] = self.draw_label(surface, place, seat, tag, k)
            d = max(px(24), int(top_face * FACE_SHARE[place]))
            face = seat_portrait(self.table, seat, d)
            if face is None:
                continue
            laurelled = won and self.tone != "cosy"  # the laurel's foot clear of the plate
            wreath = (laurel(d).get_height() - d) // 2 if laurelled else 0
            # the portrait sits on its plate: its ring's foot on the plate's top edge (s52 review:
            # 'the avatars float with a gap above their name plates')
            at = face.get_rect(midbottom=(cx, tag.top - wreath))
            self.podium_faces[place] = at
            if won:
                self.draw_halo(surface, at, k)
            pygame.draw.circle(surface, GOLD if won else metal(place)[1], at.center, at.w // 2 + px(2),
                               px(3) if won else px(2))  # under the face: a person's badge sits over it
            surface.blit(face, at)
        if only is None and 0 in self.podium_steps:  # where the celebration falls: round the winner
            frame = pygame.Rect(0, stage.y, min(area.w, int(col_w * 2.2)), self.podium_steps[0].top - stage.y)
            frame.centerx = centres[0]
            self.celebration = frame

    @staticmethod
    def low_row_h(podium_h: int, k: float) -> int:
        """The height of the row of the 4th place and below, under a podium `podium_h` tall."""
        return max(px(40), min(px(round(58 * k)), int(podium_h * 0.2)))

    def low_rect(self, area: pygame.Rect, low_h: int, col_w: int, place: int) -> pygame.Rect:
        """Where the `place`'s (3 for the 4th) plate lies in the low row: the row centred under
        the podium, the 4th at its left."""
        extra = len(self.report.sheet.names) - 3
        gap = px(16)
        w = min(int(col_w * 1.1), (area.w - gap * (extra - 1)) // max(1, extra))
        x = area.centerx - (extra * w + (extra - 1) * gap) // 2 + (place - 3) * (w + gap)
        return pygame.Rect(x, area.bottom - low_h, w, low_h)

    def draw_low_place(self, surface: pygame.Surface, place: int, seat: int, rect: pygame.Rect, body: int,
                       won: bool) -> None:
        """The 4th place or below: a row of the list under the podium, a small stitched leather
        plate bearing the place on a brass medal (the podium's medals' family), the portrait, the
        name and, at its right, the total."""
        sheet = self.report.sheet
        surface.blit(plate_shadow(rect.size, px(6), 110, px(10)), (rect.x - px(6) + px(2), rect.y - px(6) + px(4)))
        surface.blit(row_plate(rect.size, won), rect)
        self.podium_steps[place] = rect
        d = rect.h - px(12)
        disc = medal(d, place)
        at = surface.blit(disc, disc.get_rect(midleft=(rect.x + px(8), rect.centery)))
        x = at.right + px(8)
        face = seat_portrait(self.table, seat, d)
        if face is not None:
            at = face.get_rect(midleft=(x, rect.centery))
            pygame.draw.circle(surface, GOLD if won else metal(place)[1], at.center, at.w // 2 + px(1), px(2))
            surface.blit(face, at)
            self.podium_faces[place] = at
            x = at.right + px(10)
        total = assets.text(str(sheet.totals[seat]), body, GOLD if won else WHITE, True)
        at = total.get_rect(midright=(rect.right - px(14), rect.centery))
        surface.blit(total, at)
        name = assets.fit_line(sheet.names[seat], body, max(px(20), at.left - px(10) - x), GOLD if won else WHITE, True)
        surface.blit(name, name.get_rect(midleft=(x, rect.centery)))

    @staticmethod
    def rainbow_band(k: float) -> int:
        """The thickness of each band of Kobito's rainbow at k."""
        return max(px(2), px(round(3 * k)))

    @staticmethod
    def stand_on(step_h: int) -> int:
        """How far into a step's lit top face its plate stands (seen from above, its foot on the wood)."""
        return top_depth(step_h) * 3 // 5

    @staticmethod
    def step_h(podium_h: int, place: int) -> int:
        """A place's plinth height (the first three) in a podium `podium_h` tall, by STEP_SHARE; a
        short podium (under 300 px: 1024x600) lowers its steps, down to 0.7 of that, to leave its
        portraits their size."""
        short = min(1.0, max(0.7, podium_h / px(300)))
        return max(px(24), int(podium_h * STEP_SHARE[place] * short))

    def draw_halo(self, surface: pygame.Surface, face: pygame.Rect, k: float) -> None:
        """Behind the winner's portrait: Kobito's rainbow arc, or a gold laurel (CABO, Cabanga!)."""
        if self.tone == "cosy":  # anti-aliased: drawn large once and smoothed down (podium_art.rainbow)
            arch = rainbow(face.w, self.rainbow_band(k))
            surface.blit(arch, arch.get_rect(center=face.center))
        else:
            wreath = laurel(face.w)
            surface.blit(wreath, wreath.get_rect(center=face.center))

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
