"""Drawing Cabanga!'s table (draw only: nothing here changes the game): the felt, the four lanes
with their runs of cards and rulers (board.py: the open gap lit, the cards already gone, your own
values dotted, and the gap your chosen card would open), the penalty and thrown piles, the
players' plates and hands, the flying cards, the buttons, the banner, the side panel and the
speech bubbles."""

from __future__ import annotations

import pygame

from ....i18n import n_
from ....ui import assets
from ....ui import table_trays as trays
from ....ui.table_hud import TableHud
from ....ui.theme import DIM, GOLD, px
from ..rules.cards import COLOURS
from . import art, board
from .layout import Layout, fan_slots, hand_slots, open_gap

THROWER = (120, 210, 255)  # the plate of the seat deciding whether to throw


class TableView(TableHud):
    def __init__(self, table):
        super().__init__(table, art.card_chip)
        self.backdrop = trays.Backdrop()
        self.board = board.Board()

    # ------------------------------------------------------------ the frame

    SQUASH_FLYERS = True

    def draw_table(self, surface, lay: Layout) -> None:
        """The lanes, the side piles and the seats."""
        if self.table.model.piles:
            self.board.draw(surface, self.table, lay, self.felt_picture(lay))
        board.draw_side_piles(surface, self.table, lay)
        for seat in range(self.table.n):
            self.draw_seat(surface, lay, seat)

    def felt_picture(self, lay: Layout) -> pygame.Surface:
        """The felt with the piles' tray, your hand's walnut tray and the seats' plates (the lanes are
        printed on the bare felt by board.py)."""
        plates = [place.plate for seat, place in lay.seats.items() if seat < self.table.n]
        return self.backdrop.picture(lay, [lay.side_column], [lay.mat], plates, super().felt_picture(lay))

    def flyer_face(self, flyer, size: tuple[int, int]) -> pygame.Surface:
        """A card in flight: its face when it flies face up, else its back."""
        return art.card_face(flyer.card, size) if flyer.face_up and flyer.card is not None else art.card_back(size)

    def draw_table_shout(self, surface, lay: Layout) -> None:
        """The shout over the lanes' open middle, between the second and third lanes."""
        self.draw_shout(surface, (lay.rows[1].middle.centerx, lay.rows[1].rect.bottom), lay.play.w - px(120))

    def shout_cards(self, lay: Layout) -> tuple:
        """What "Cabanga!" must clear when it is shouted over the lanes: every card as it lies now
        (the runs, the side piles, the hands) and the lit gap with its words; the printed lanes and
        their rulers it may cover for its second and a half."""
        fixed = [lay.penalty, lay.thrown, lay.hand] + [place.fan for place in lay.seats.values()]
        return tuple(fixed + board.run_rects(self.table, lay) + list(self.lit_gap(lay)))

    def lit_gap(self, lay: Layout) -> tuple:
        """This turn's open gap with its words, or nothing."""
        m = self.table.model
        if m.gap is None or m.gap[0] not in COLOURS or not m.piles:
            return ()
        r = COLOURS.index(m.gap[0])
        return (open_gap(lay.rows[r], (len(m.piles[r][0]), len(m.piles[r][1]))),)

    def banner_obstacles(self, lay: Layout) -> tuple[tuple, tuple]:
        """The layout's cards and plates, and the lit gap with its words (a shout must leave them
        readable: "écart 4 seulement" is long)."""
        hard, soft = super().banner_obstacles(lay)
        return hard + self.lit_gap(lay), soft

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
