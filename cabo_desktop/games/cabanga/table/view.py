"""Drawing Cabanga!'s table (draw only: nothing here changes the game): the felt, the four lanes
with their runs of cards and rulers (board.py: the open gap lit, the cards already gone, your own
values dotted, and the gap your chosen card would open), the penalty and thrown piles, the
players' plates and hands, the flying cards, the buttons, the banner, the side panel and the
speech bubbles."""

from __future__ import annotations

import pygame

from ....i18n import n_
from ....ui import assets, moment_banner, seat_fan
from ....ui import table_trays as trays
from ....ui.free_felt import place
from ....ui.key_caps import number_cap
from ....ui.table_hud import TableHud, bubble_pill
from ....ui.portraits import portrait
from ....ui.theme import DIM, GOLD, WHITE, px
from ....ui.widgets import draw_lines
from ..rules.cards import COLOURS
from . import art, board, own_seat, shout, side_piles
from .layout import Layout, colours_of, hand_slots, key_cap_h, open_gap

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
        side_piles.draw_side_piles(surface, self.table, lay)
        for seat in range(self.table.n):
            self.draw_seat(surface, lay, seat)

    def felt_picture(self, lay: Layout) -> pygame.Surface:
        """The felt with your tray (the lanes are laid on the bare felt by board.py, the side piles
        too: no tray round them, a review s52: "boxes in boxes")."""
        return self.backdrop.picture(lay, [], [own_tray(lay, self.table.viewer)], [], super().felt_picture(lay))

    def flyer_face(self, flyer, size: tuple[int, int]) -> pygame.Surface:
        """A card in flight: its face when it flies face up, else its back."""
        return art.card_face(flyer.card, size) if flyer.face_up and flyer.card is not None else art.card_back(size)

    def draw_table_shout(self, surface, lay: Layout) -> None:
        """The shout across the board's middle (shout.py); placed again as soon as a card lands on
        a pile."""
        runs = tuple(len(side) for row in self.table.model.piles for side in row)
        if runs != getattr(self, "_shout_runs", runs):
            self.shout_rect = None
        self._shout_runs = runs
        stage = self.shout_stage(lay)
        self.draw_shout(surface, stage.center, stage.w)

    def draw_shout(self, surface, center: tuple[int, int], width: int) -> None:
        """TableHud's shout with Cabanga!'s own light behind the ribbon (shout.draw_light: soft,
        fading to nothing inside the board, never clipped by a rectangle) instead of the rays."""
        if self.shout_alpha <= 0 or not self.shout_text:
            self.shout_rect = None
            return
        lay = self.table.layout()
        key = (self.shout_text, width, tuple(center), id(lay))
        if self.shout_rect is None or self._shout_key != key or \
                self.table.time - self._shout_time >= self.PLACE_AGAIN:
            self.shout_rect, self._shout_start = self.place_shout(lay, px(34), center, width)
            self._shout_key, self._shout_time = key, self.table.time
        age = self.shout_age()
        if len(lay.rows) == 4:
            shout.draw_light(surface, self.shout_rect, self.shout_stage(lay), moment_banner.show(age, self.SHOUT_LIFE))
        moment_banner.draw(surface, self.shout_text, self.game_name(), self.shout_rect, age, self.SHOUT_LIFE,
                           self._shout_start, dimmed=False, burst=len(lay.rows) != 4, within=lay.play)

    def shout_stage(self, lay: Layout) -> pygame.Rect:
        """The board the shout is staged over: the four lanes and the side piles' column between them."""
        return lay.side_column.unionall([row.rect for row in lay.rows])

    def place_shout(self, lay: Layout, size: int, center: tuple[int, int], width: int) -> tuple[pygame.Rect, float]:
        """The moment's ribbon as the game's big moment (a review s52: "UNO or Hearthstone would make
        this the biggest moment on screen"): shout.place, across the board's middle; its entrance
        never sweeps over the lit gap, the plates, your hand or a pile's card (a review s52 round 8: the
        ribbon hid the penalty pile's foot and the thrown card's top)."""
        stage = self.shout_stage(lay)
        piles = (lay.penalty, lay.thrown)
        spot = shout.place(stage, lay.rows, piles)
        if spot is None:
            return super().place_shout(lay, size, center, width)
        keep = tuple(self.lit_gap(lay)) + (lay.mat, lay.hand) + tuple(place.plate for place in lay.seats.values()) + \
            piles + tuple(card for row in lay.rows for card in (row.left, row.right))
        return spot, moment_banner.entrance_room(spot, keep, stage)

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
        """The layout's cards and plates, the lit gap with its words (a shout must leave them
        readable: "écart 4 seulement" is long) and the side piles' column with their captions
        (issue 40: your "Cabanga!" lay over the Thrown caption)."""
        hard, soft = super().banner_obstacles(lay)
        return hard + self.lit_gap(lay) + (lay.side_column,), soft

    def place_bubble(self, lay: Layout, seat: int, size: tuple[int, int], area, taken: list) -> pygame.Rect:
        """Your bubble right of your medallion, above your name, on the tray's leather short of your
        hand's first card (`own_seat.bubble_room`: a review s51 saw it over the medallion's top),
        wrapped to the room's width; one too tall for it on the nearest felt clear of every card, the printed lanes' too.
        The others' as TableHud places them; one that finds no felt clear of every card is wrapped
        narrower (160 px) and placed again, over the printed lanes too."""
        cards = list(self.shout_cards(lay)) + list(taken)
        if seat != self.table.viewer:
            rect = super().place_bubble(lay, seat, size, area, taken)
            if rect.collidelist(cards) < 0:
                return rect
            size = self.rewrap(seat, size, px(160))
            prefer = lay.seats[seat].plate.midbottom
            return place(size, area, prefer, tuple(cards), self.banner_obstacles(lay)[1], least=1.0)
        plate = lay.seats[seat].plate
        hand = self.table.model.hands[seat] if seat < len(self.table.model.hands) else []
        room = own_seat.bubble_room(lay, own_seat.hand_reach(lay, hand))
        size = self.rewrap(seat, size, room.w)
        if size[0] <= room.w and size[1] <= room.h:
            rect = pygame.Rect((0, 0), size)
            rect.bottomleft = room.bottomleft  # beside your medallion, its tail at its rim
            return rect
        return place(size, area, (plate.centerx, plate.top), tuple(cards), self.banner_obstacles(lay)[1], least=1.0)

    def bubble_speaker(self, lay: Layout, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """Your bubble points its tail at your medallion's right rim; the others' at their heads."""
        if seat != self.table.viewer:
            return super().bubble_speaker(lay, seat, rect)
        if rect.colliderect(lay.seats[seat].plate):
            return own_seat.bubble_speaker(lay, rect)
        return own_seat.parts(lay.seats[seat].plate, lay.name_size)[0]

    def rewrap(self, seat: int, size: tuple[int, int], width: int) -> tuple[int, int]:
        """`seat`'s bubble wrapped again to at most `width` px when it is wider; its size."""
        words = self.callout_words.get(seat)
        if size[0] <= width or words is None or seat not in self.callouts:
            return size
        pill = bubble_pill(words[0], self.callout_rims.get(seat, WHITE), words[1], width - px(24))
        self.callouts[seat][0] = pill
        return pill.get_size()

    # ------------------------------------------------------------ seats

    def draw_seat(self, surface, lay: Layout, seat: int) -> None:
        """A seat: yours, your plate (its gold edge breathing on your turn) and your hand; another's,
        its medallion and plaque with its hand's fan beside them (issue 40, review problem 3), the
        turn's halo breathing by the table's time (two pictures of one moment are the same)."""
        t = self.table
        m = t.model
        place = lay.seats.get(seat)
        if place is None or not m.hands:
            return
        current = seat == m.current and not m.revealed
        deciding = seat == m.thrower and not t.animating
        count = len(m.hands[seat])
        total = m.totals[seat] if seat < len(m.totals) else 0
        info = n_("{n} card · {points} pts", "{n} cards · {points} pts", count).format(n=count, points=total)
        now_ms = int(t.time * 1000)
        if place.parts is not None and seat != t.viewer:
            points = n_("{n} point", "{n} points", total).format(n=total)  # the count is on the fan's badge
            plaque = place.parts.plaque
            radius = min(plaque.h // 2, px(12))
            if deciding:  # the thrower's plaque lit in blue as the turn's is in gold (a review s51: Lulu lit
                glow = thrower_glow(plaque.size, radius)  # while the ribbon spoke of The Owl alone)
                surface.blit(glow, glow.get_rect(center=plaque.center))
            trays.opponent_head(surface, t, seat, place.parts, lay, (info, points), current and not deciding,
                                THROWER if deciding else None, now_ms)
            if deciding:
                pygame.draw.rect(surface, THROWER, plaque.inflate(px(4), px(4)), max(2, px(2)), border_radius=radius + px(2))
            seat_fan.draw(surface, place.fan, lay.small_card, m.hands[seat], fan_face, lay.name_size + px(2), "cabanga")
            return
        buttons = t.controls.buttons and t.human_to_act() and not t.animating  # as TableHud.draw shows them
        tray = own_tray(lay, seat)
        if current and not deciding:  # the turn's marks, as an opponent's (ui/turn_marks), on your whole tray
            own_seat.lit(surface, place.plate, None if buttons or seat != t.viewer else lay.name_size, now_ms, tray)
        else:
            trays.seat_plate(surface, tray, False, THROWER if deciding else None, laid=True, now_ms=now_ms)
        if seat == t.viewer and not buttons:  # a throw window's buttons cover your plate
            own_seat.draw(surface, t, place.plate, lay, count, total, current)
        if seat == t.viewer:
            self.draw_hand(surface, lay)

    def draw_hand(self, surface, lay: Layout) -> None:
        """Your hand, one picture kept until what it shows changes (its cards, their places, which
        are lifted, ringed or veiled, their keys): one blit a frame, not three a card (speed: the
        hand was the table's costliest part while nothing in it moved)."""
        t = self.table
        hand = t.model.hands[t.viewer]
        c = t.controls
        mode = c.mode
        throwable = set(c.throwable()) if mode == "throw" else set()
        slots = hand_slots(lay, len(hand), colours_of(hand))
        looks = tuple((card.code if card is not None else None, c.lift_of(card), card in throwable,
                       mode == "play" and card == c.selected, t.variant.symbols_of(card) if card is not None else 0)
                      for card in hand)
        key = (tuple(map(tuple, slots)), looks, mode, lay.text_size, px(1))
        kept = getattr(self, "_hand_picture", None)
        if kept is None or kept[0] != key:
            rise = 2 * key_cap_h(lay.text_size)
            area = pygame.Rect(slots[0]).unionall([r.move(0, -int(r.h * 0.18)) for r in slots]).inflate(px(24), rise) \
                if slots else pygame.Rect(0, 0, 1, 1)
            picture = kept[2] if kept is not None and kept[2].get_size() == area.size else \
                assets.fast(pygame.Surface(area.size, pygame.SRCALPHA))
            picture.fill((0, 0, 0, 0))
            self.draw_cards(picture, lay, hand, slots, throwable, (-area.x, -area.y))
            self._hand_picture = kept = (key, area, picture)
        surface.blit(kept[2], kept[1])

    def draw_cards(self, surface, lay: Layout, hand, slots, throwable: set, offset: tuple[int, int]) -> None:
        """Your hand's cards at `slots` moved by `offset`: each with its shadow, lifted when chosen,
        veiled when it may not be thrown, ringed when it may or is chosen, its number key on a cap."""
        t = self.table
        c = t.controls
        mode = c.mode
        for k, (rect, card) in enumerate(zip(slots, hand)):
            lift = c.lift_of(card)
            r = rect.move(offset[0], offset[1] - int(rect.h * 0.18 * lift))
            surface.blit(assets.drop_shadow(r.size, px(5), 90), (r.x - px(5) + px(3), r.y - px(5) + px(4)))
            symbols = t.variant.symbols_of(card) if card is not None else 0
            image = art.card_face(card, r.size, symbols) if card is not None else art.card_back(r.size)
            surface.blit(image, r)
            if mode == "throw" and card not in throwable:
                shade = assets.surfaces.get(("cabanga-hand-shade", r.size))
                if shade is None:  # one veil a card size, not one a card a frame
                    shade = pygame.Surface(r.size, pygame.SRCALPHA)
                    shade.fill((0, 0, 0, 110))
                    assets.surfaces[("cabanga-hand-shade", r.size)] = shade
                surface.blit(shade, r)
            if card in throwable or (mode == "play" and card == c.selected):
                pygame.draw.rect(surface, GOLD if lift else (250, 240, 200), r.inflate(px(6), px(6)), px(3 if lift else 2),
                                 border_radius=px(9))
            if card is not None and k < 9 and mode:  # its number key on a cap over its top edge
                cap = number_cap(k + 1, max(px(14), lay.text_size - 1), (20, 32, 26))
                surface.blit(cap, cap.get_rect(center=(r.centerx, r.y)))


def own_tray(lay: Layout, viewer: int) -> pygame.Rect:
    """Your one leather tray: your plate's place and your hand's (a review s52: "boxes in boxes": your
    plate and your hand's tray were two boxes side by side), your medallion, name and figures at its
    left on its lining, your cards at its right."""
    return lay.mat.union(lay.seats[viewer].plate)


def thrower_glow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft blue glow round the thrower's plaque of `size` (corners of `radius`), px(10) wider on
    every side, its middle hollow (the plaque drawn over it); composed once per size."""
    key = ("cabanga-thrower-glow", tuple(size), radius, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        pad = px(10)
        surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
        ring = surf.get_rect().inflate(-pad, -pad)
        pygame.draw.rect(surf, THROWER + (200,), ring, max(3, px(8)), border_radius=radius + pad // 2)
        assets.surfaces[key] = surf = assets.fast(pygame.transform.gaussian_blur(surf, max(1, px(3))))
    return surf


def fan_face(card, size: tuple[int, int]) -> pygame.Surface:
    """A card of an opponent's fan: its face when shown, else its back."""
    return art.card_face(card, size) if card is not None else art.card_back(size)
