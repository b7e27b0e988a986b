"""Drawing Cabanga!'s table (draw only: nothing here changes the game): the felt, the four rows
with their piles and number lines (the open gap lit, the cards already gone crossed out, your
own values dotted, and the gap your chosen card would open), the penalty and thrown piles, the
players' plates and hands, the flying cards, the buttons, the banner, the side panel and the
speech bubbles."""

from __future__ import annotations

import pygame

from ....i18n import _, n_
from ....ui import assets
from ....ui import table_trays as trays
from ....ui.table_hud import TableHud
from ....ui.theme import DIM, GOLD, px
from ....ui.widgets import wrap_text
from ..rules.cards import COLOURS
from ..rules_text import colour_name
from ..words import gap_words
from . import art
from .layout import Layout, fan_slots, hand_slots

THROWER = (120, 210, 255)  # the plate of the seat deciding whether to throw


class TableView(TableHud):
    def __init__(self, table):
        super().__init__(table, art.card_chip)
        self.backdrop = trays.Backdrop()

    # ------------------------------------------------------------ the frame

    SQUASH_FLYERS = True

    def draw_table(self, surface, lay: Layout) -> None:
        """The number lines, the side piles and the seats."""
        if self.table.model.piles:
            for r in range(len(COLOURS)):
                self.draw_row(surface, lay, r)
        self.draw_side_piles(surface, lay)
        for seat in range(self.table.n):
            self.draw_seat(surface, lay, seat)

    def felt_picture(self, lay: Layout) -> pygame.Surface:
        """The felt with the rows' and piles' trays, your hand's walnut tray and the seats' plates."""
        plates = [place.plate for seat, place in lay.seats.items() if seat < self.table.n]
        return self.backdrop.picture(lay, [lay.side_column, lay.rows_tray], [lay.mat], plates)

    def flyer_face(self, flyer, size: tuple[int, int]) -> pygame.Surface:
        """A card in flight: its face when it flies face up, else its back."""
        return art.card_face(flyer.card, size) if flyer.face_up and flyer.card is not None else art.card_back(size)

    def draw_table_shout(self, surface, lay: Layout) -> None:
        """The shout under the middle number line."""
        self.draw_shout(surface, (lay.rows[1].rect.centerx, lay.rows[1].rect.bottom), lay.play.w - px(120))

    def shout_cards(self, lay: Layout) -> tuple:
        """Every card but not the number lines: "Cabanga!" is shouted over the board, between
        the piles' cards."""
        strips = [row.strip for row in lay.rows]
        return tuple(r for r in self.banner_obstacles(lay)[0] if r not in strips)

    def banner_obstacles(self, lay: Layout) -> tuple[tuple, tuple]:
        """The layout's cards and plates, and the lit row's gap words (a shout must leave them
        readable: "écart 4 seulement" is long)."""
        hard, soft = super().banner_obstacles(lay)
        gap = self.table.model.gap
        if gap is None or gap[0] not in COLOURS:
            return hard, soft
        strip = lay.rows[COLOURS.index(gap[0])].strip
        words = pygame.Rect(strip.centerx, strip.y, strip.right - strip.centerx, lay.text_size + px(8))
        return hard + (words,), soft

    # ------------------------------------------------------------ rows

    def cell_states(self, r: int) -> dict[int, str]:
        """Each value's look on a row's number line."""
        t = self.table
        m = t.model
        colour = COLOURS[r]
        states: dict[int, str] = {}
        for side in m.piles[r]:
            for card in side:
                if card.colour == colour:
                    states[card.value] = "out"
        for card in m.thrown:
            if card.colour == colour:
                states[card.value] = "out"
        if m.hands and t.eye == t.viewer:
            for card in m.hands[t.viewer]:
                if card is not None and card.colour == colour:
                    states[card.value] = "mine"
        left, right = m.piles[r][0][-1].value, m.piles[r][1][-1].value
        low, high = min(left, right), max(left, right)
        lit = m.gap is not None and m.gap[0] == colour
        preview = None
        hover = t.controls.hover_pile
        if hover is not None and hover[0] == r and not t.animating:
            preview = t.controls.preview(*hover)
        for v in range(low + 1, high):
            if preview is None and states.get(v) not in ("out",):
                states[v] = "open" if lit else (states.get(v) or "gap")
        if preview is not None:
            for v in range(preview[0] + 1, preview[1]):
                if states.get(v) != "out":
                    states[v] = "preview"
        states[left] = states[right] = "top"
        return states

    def draw_row(self, surface, lay: Layout, r: int) -> None:
        t = self.table
        m = t.model
        row = lay.rows[r]
        colour = COLOURS[r]
        base = art.colour_of(colour)
        lit = m.gap is not None and m.gap[0] == colour
        strip = row.strip
        states = self.cell_states(r)
        gap_line = _("gap {values}").format(values=gap_words(m.gap[1:])) if lit else ""
        # the number line whole, composed once per look (it changes when a card is played, not per frame)
        key = ("cabanga-line", colour, tuple(strip.size), tuple(c.size for c in row.cells[:1]), lay.text_size,
               colour_name(colour), gap_line, tuple(sorted(states.items())), px(1))
        line = assets.surfaces.get(key)
        if line is None:
            line = pygame.Surface(strip.size, pygame.SRCALPHA)
            box = line.get_rect()
            pygame.draw.rect(line, art.TRAY, box, border_radius=px(10))
            pygame.draw.rect(line, base, box, px(3 if lit else 2), border_radius=px(10))
            label = assets.fit_line(colour_name(colour).upper(), lay.text_size, strip.w // 3, base, True)
            line.blit(label, (px(10), px(3)))
            if lit:
                gap = assets.fit_line(gap_line, lay.text_size, strip.w // 2, GOLD, True)
                line.blit(gap, gap.get_rect(topright=(box.right - px(10), px(3))))
            for k, cell in enumerate(row.cells):
                line.blit(art.row_cell(colour, k + 1, cell.size, states.get(k + 1, "")), cell.move(-strip.x, -strip.y))
            assets.surfaces[key] = line = assets.fast(line)
        surface.blit(line, strip)
        chosen = t.controls.selected
        target = chosen is not None and chosen.colour == colour and t.controls.mode == "play"
        for s, rect in enumerate((row.left, row.right)):
            pile = m.piles[r][s]
            for depth in range(min(3, len(pile) - 1), 0, -1):  # the cards beneath, offset
                surface.blit(self._under(rect.size), rect.move(-px(2) * depth, px(2) * depth))
            surface.blit(assets.drop_shadow(rect.size, px(4), 90), (rect.x - px(4) + px(2), rect.y - px(4) + px(3)))
            surface.blit(art.card_face(pile[-1], rect.size), rect)
            if target:
                hover = t.controls.hover_pile == (r, ("left", "right")[s])
                pygame.draw.rect(surface, GOLD if hover else (250, 240, 200), rect.inflate(px(8), px(8)), px(3 if hover else 2),
                                 border_radius=px(8))

    @staticmethod
    def _under(size) -> pygame.Surface:
        key = ("cabanga-under", tuple(size))
        surf = assets.surfaces.get(key)
        if surf is None:
            surf = assets.rounded(size, (235, 230, 218), (90, 90, 90), max(px(4), size[0] // 9), 1)
            assets.surfaces[key] = surf = assets.fast(surf)
        return surf

    def draw_side_piles(self, surface, lay: Layout) -> None:
        """The penalty pile (backs, a little stack) and the thrown cards, each over its caption."""
        m = self.table.model
        if m.penalty:
            for depth in range(min(3, m.penalty - 1), 0, -1):
                surface.blit(art.card_back(lay.penalty.size), lay.penalty.move(-px(2) * depth, px(2) * depth))
            surface.blit(assets.drop_shadow(lay.penalty.size, px(4), 90), (lay.penalty.x - px(2), lay.penalty.y - px(1)))
            surface.blit(art.card_back(lay.penalty.size), lay.penalty)
        else:
            surface.blit(trays.slot_mark(lay.penalty.size), lay.penalty)
        self.pile_label(surface, n_("Penalty pile: {n}", "Penalty pile: {n}", m.penalty).format(n=m.penalty),
                        lay.penalty, lay.side_column.w - px(6), lay.text_size)
        if m.thrown:
            surface.blit(assets.drop_shadow(lay.thrown.size, px(4), 90), (lay.thrown.x - px(2), lay.thrown.y - px(1)))
            surface.blit(art.card_face(m.thrown[-1], lay.thrown.size), lay.thrown)
        else:
            surface.blit(trays.slot_mark(lay.thrown.size), lay.thrown)
        self.pile_label(surface, n_("Thrown: {n}", "Thrown: {n}", len(m.thrown)).format(n=len(m.thrown)),
                        lay.thrown, lay.side_column.w - px(6), lay.text_size)

    @staticmethod
    def pile_label(surface, words: str, pile: pygame.Rect, room: int, size: int = 14) -> None:
        """A pile's label under it, on two lines when one does not fit its column."""
        y = pile.bottom + px(6)
        for line in wrap_text(words, size, room):
            label = assets.fit_text(line.strip(), size, room, DIM)
            surface.blit(label, label.get_rect(midtop=(pile.centerx, y)))
            y += label.get_height()

    # ------------------------------------------------------------ seats

    def draw_seat(self, surface, lay: Layout, seat: int) -> None:
        t = self.table
        m = t.model
        place = lay.seats.get(seat)
        if place is None or not m.hands:
            return
        plate = place.plate
        current = seat == m.current and not m.revealed
        deciding = seat == m.thrower and not t.animating
        trays.seat_plate(surface, plate, current and not deciding, THROWER if deciding else None, laid=True)
        head = place.head
        count = len(m.hands[seat])
        total = m.totals[seat] if seat < len(m.totals) else 0
        info = n_("{n} card · {points} pts", "{n} cards · {points} pts", count).format(n=count, points=total)
        buttons = t.controls.buttons and t.human_to_act() and not t.animating  # as TableHud.draw shows them
        if seat != t.viewer or not buttons:  # a throw window's buttons cover your plate
            trays.seat_head(surface, t, seat, head, lay, info, current)
        if seat == t.viewer:
            self.draw_hand(surface, lay)
            return
        for rect, card in zip(fan_slots(place, count, lay.small_card), m.hands[seat]):
            image = art.card_face(card, rect.size) if card is not None else art.card_back(rect.size)
            surface.blit(image, rect)

    def draw_hand(self, surface, lay: Layout) -> None:
        t = self.table
        hand = t.model.hands[t.viewer]
        c = t.controls
        mode = c.mode
        throwable = set(c.throwable()) if mode == "throw" else set()
        slots = hand_slots(lay, len(hand))
        for k, (rect, card) in enumerate(zip(slots, hand)):
            lift = c.lift_of(card)
            r = rect.move(0, -int(rect.h * 0.18 * lift))
            surface.blit(assets.drop_shadow(r.size, px(5), 90), (r.x - px(5) + px(3), r.y - px(5) + px(4)))
            symbols = t.variant.symbols_of(card) if card is not None else 0
            image = art.card_face(card, r.size, symbols) if card is not None else art.card_back(r.size)
            surface.blit(image, r)
            if mode == "throw" and card not in throwable:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 110))
                surface.blit(shade, r)
            if card in throwable or (mode == "play" and card == c.selected):
                pygame.draw.rect(surface, GOLD if lift else (250, 240, 200), r.inflate(px(6), px(6)), px(3 if lift else 2),
                                 border_radius=px(9))
            if card is not None and k < 9 and mode:
                key = assets.text(str(k + 1), px(13), DIM, True)
                surface.blit(key, key.get_rect(midtop=(r.centerx, r.bottom + px(1))))
