"""Drawing Kobito's table (draw only): the felt, the pots of gold each in its lane (an inlay sunk
into the felt, the piles' cell of the same make: one board), a large gold card and its rainbow as
an overlapping run of cards growing toward the length the gold card asks for, an inset numbered
place for each card still to go (each lane composed once per look and blitted), the rainbow deck and
the discard pile, the other players' plates with their hands and workshop rainbows, your workshop
and hand, the places your chosen card may go (lit), the flying cards, and the shared speech,
buttons, banner and side panel (ui/table_hud.py)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from ....i18n import _, current_language, n_
from ....ui import assets, card_pictures, moment_banner, own_plate, particles, seat_fan
from ....ui import table_banner, table_trays as trays
from ....ui.free_felt import obstacles, place
from ....ui.table_hud import TableHud
from ....ui.table_kit import count_badge as kit_badge
from ....ui.card_art import sprite
from ....ui.hidpi import mouse_pos
from ....ui.key_caps import number_cap
from ....ui.theme import GOLD, px, ui_scale
from ....ui.widgets import Button, wrap_text
from . import art
from .bubbles import BubblePlaces
from .layout import (INLAY, Layout, caption_size, fan_card, fan_room, ghost_places, hand_slots, info_size, lane_slots,
                     pile_words, row_slots, shop_label_size, workshop_rows)

TARGET = (250, 240, 200)
FOCUS = (120, 210, 255)

BADGE = (40, 30, 64)  # the deck's count badge: Kobito's indigo night
GOLD_BADGE = (92, 62, 18)  # the gold deck's: a deep gold
_ground: list = [None, None, None]  # what the board's ground shows, the felt it lies on, the felt with its inlays


class _PlaqueType(NamedTuple):
    """The type sizes an opponent's plaque is set in (table_trays.opponent_head asks a layout's)."""
    name_size: int
    text_size: int


def fan_face(card, size: tuple[int, int]) -> pygame.Surface:
    """A card of an opponent's fan: its face when shown, else its back."""
    return art.card_face(card, size) if card is not None else art.card_back(size)


def _pot_icon(icon_h: int) -> pygame.Surface:
    """Your plate's pots-won figure's icon: the gold cards' pot of gold."""
    return sprite(("kobito-own-pot", icon_h), card_pictures.pot_of_gold, (icon_h, icon_h))


def count_badge(count: int, size: int) -> pygame.Surface:
    """The deck's count on a round badge with a gold rim, as Cabanga!'s piles have (table_kit's, in indigo)."""
    return kit_badge(count, size, BADGE)


class TableView(BubblePlaces, TableHud):
    FELT_MARK_UNDER = False  # the lanes are inlays: no mark floating between them (only on bare felt)

    def __init__(self, table):
        super().__init__(table, art.card_chip)
        self.backdrop = trays.Backdrop()
        self.lanes: dict = {}  # pot (or "shop") -> (what its picture shows, the picture, where it goes)
        self._rects: dict = {}  # (place, cards, capacity, ...) -> where its cards lie (spot_rect, asked once)
        self.won_pot: int | None = None  # the pot last won: "Pot of gold!" on the free felt beside its lane
        self.lifted: int | None = None  # the pot whose gold card is lifted off the felt (won, about to fly)
        self._wrapped: dict = {}  # (seat, width) -> (its words, size, width and rim; its bubble wrapped again)
        self._board: tuple = (None, None, None)  # (layout, language, seats, then what the board printed shows)

    def draw_table(self, surface, lay: Layout) -> None:
        """The pots, the piles, the workshop's label, the seats and the cards one may target."""
        t = self.table
        if t.model.hands:
            for k in range(len(t.model.pots)):
                self.draw_pot(surface, lay, k)
            if self.lifted is not None and self.lifted < len(t.model.pots):
                self.draw_lifted_gold(surface, lay, self.lifted)
            self.draw_piles(surface, lay)
            self.draw_own_workshop(surface, lay)
            if not (t.human_to_act() and not t.animating):  # (TableHud draws them live on your turn)
                self.draw_idle_buttons(surface, lay)
            for seat in range(t.n):
                self.draw_seat(surface, lay, seat)
            self.draw_targets(surface)

    def felt_picture(self, lay: Layout) -> pygame.Surface:
        """The felt with the board printed on it (issue 40, fifth round: the piles' cell a crisp
        inlay, art.inlay; each pile's caption on a chip under it; each opponent's workshop tray
        with its label), your walnut tray and the seats' plates; composed once per layout, felt
        and language. The pots' lanes are not in it: each is as wide as its gold card asks, so its
        inlay is printed in its own kept picture (draw_pot), and a new gold card changes no more."""
        felt = super().felt_picture(lay)
        token = (lay, current_language(), self.table.n)  # (the layout itself: an id outlives its object)
        if self._board[0] is not lay or self._board[1:3] != token[1:]:  # what the board shows, once per layout
            plates = [place.plate for seat, place in lay.seats.items() if seat < self.table.n and place.parts is None]
            cells = [lay.pile_well]
            shops = [place for seat, place in lay.seats.items()
                     if seat < self.table.n and seat != self.table.viewer and place.shop_tray.w]
            # each tray's recess under its label (a review, s52: "the 'Workshop' tab labels break the boxes' top borders")
            trays_at = [pygame.Rect(p.shop_tray.x, p.workshop.y - px(4), p.shop_tray.w, p.shop_tray.bottom - p.workshop.y + px(4))
                        for p in shops]
            labels_at = [pygame.Rect(box.x, box.y - shop_label_size(lay.text_size) - px(6), box.w,
                                     shop_label_size(lay.text_size) + px(4)) for box in trays_at]
            words = self.pile_words(lay)
            shows = (tuple(map(tuple, cells + trays_at)), tuple(lay.play), ui_scale(), words,
                     tuple(tuple(room) for _pile, room in lay.captions))
            self._board = token + (plates, cells, trays_at, words, shows, labels_at)
        plates, cells, trays_at, words, shows, labels_at = self._board[3:]
        if _ground[0] != shows or _ground[1] is not felt:  # kept by what it shows (the next game's table finds it)
            ground = felt.copy()
            at = (-lay.play.x, -lay.play.y)
            for cell in cells + trays_at:
                ground.blit(art.inlay(cell.size), cell.move(at))
            for (_pile, room), caption in zip(lay.captions, words):
                chip = art.caption_chip(caption, caption_size(lay.text_size), room.w)
                ground.blit(chip, chip.get_rect(midtop=room.move(at).midtop))
            for room in labels_at:  # "Workshop" engraved on the felt over each opponent's recess, clear of its rim
                label = art.engraved_label(words[-1], shop_label_size(lay.text_size), room.w)  # (16 px at 720: reviews)
                ground.blit(label, label.get_rect(midbottom=room.move(at).midbottom))
            _ground[:] = [shows, felt, assets.fast(ground, alpha=False)]
        return self.backdrop.picture(lay, [], [lay.mat], plates, _ground[2])

    @staticmethod
    def pile_words(lay: Layout) -> tuple[str, ...]:
        """The piles' captions in the order of `lay.captions`, then an opponent's workshop's label."""
        words = pile_words()
        return words[3 - len(lay.captions):3] + words[3:]

    def flyer_face(self, flyer, size: tuple[int, int]) -> pygame.Surface:
        """A card in flight: a gold card to its winner, a face flying face up, else a back."""
        if isinstance(flyer.card, tuple):  # a gold card on its way to its winner
            return art.gold_face(flyer.card[1], flyer.card[2], size)
        return art.card_face(flyer.card, size) if flyer.face_up and flyer.card is not None else art.card_back(size)

    def draw_lifted_gold(self, surface, lay: Layout, k: int) -> None:
        """Pot k's gold card lifted off the felt (its pot just won): higher, on a wider, softer shadow."""
        g = self.table.variant.gold[self.table.model.pots[k][0]]
        gold = lay.pots[k].gold
        lift = max(3, gold.h // 14)
        shadow, (dx, dy) = particles.lift_shadow(gold.size, 0.6, ui_scale())
        surface.blit(shadow, (gold.x + dx, gold.y + dy))
        surface.blit(art.gold_face(g.points, g.length, gold.size), gold.move(0, -lift))

    def draw_buttons(self, surface, lay: Layout) -> None:
        """End turn / New rainbow as tall as the layout makes them (they grow with the window: a
        review found them "relatively smaller at 1920"; the shared hud keeps 46 px at most)."""
        h = (lay.buttons.h - px(16)) // 2
        for k, b in enumerate(self.table.controls.buttons):
            b.rect = pygame.Rect(lay.buttons.x, lay.buttons.y + k * (h + px(16)), lay.buttons.w, h)
            table_banner.draw_button(b, surface, hover=b.rect.collidepoint(mouse_pos()))

    def draw_idle_buttons(self, surface, lay: Layout) -> None:
        """Another's turn: End turn and New rainbow shown where they stand, disabled (a review: "a
        large empty space at the right of the hand tray"), as a commercial table shows its end-turn
        button between turns; a kept picture (no caption rendered per frame)."""
        def paint(picture, offset) -> None:
            h = (lay.buttons.h - px(16)) // 2
            for k, label in enumerate((_("End turn (E)"), _("New rainbow (S)"))):
                idle = Button(label, lambda: None, enabled=False, primary=k == 0)
                idle.rect = pygame.Rect(lay.buttons.x + offset[0], lay.buttons.y + k * (h + px(16)) + offset[1], lay.buttons.w, h)
                table_banner.draw_button(idle, picture)
        self.kept_picture(surface, lay, "idle buttons", (current_language(),), lay.buttons.inflate(px(16), px(16)), paint)

    def draw_table_shout(self, surface, lay: Layout) -> None:
        """The shout over the middle of the lanes' block (a review: "the celebration floats off to one
        side"), on their free felt and empty places (place_shout keeps it off every card); drawn after
        the impact effects and the bubbles, as at every table: a won pot's coins pass under its words
        (s52 round 8: "a coin sprite is drawn over the 't' of 'Pot of gold!'")."""
        if lay.pots:
            lanes = lay.pots[0].area.unionall([p.area for p in lay.pots[1:]])
            self.draw_shout(surface, lanes.center, lanes.w * 2 // 5)  # (as wide as the lanes' empty ends: a ribbon the felt draws cheaply)

    def place_shout(self, lay: Layout, size: int, center: tuple[int, int], width: int) -> tuple[pygame.Rect, float]:
        """The lanes' free felt first (their cards and the gold cards only are obstacles, each with a
        margin round it: a lane is bare felt where no card lies), else where the shared table puts it."""
        want = moment_banner.fitted(self.shout_text, size, min(width, lay.play.w - px(32)))
        inlays = tuple(self.lane_inlay(lay, k) for k in range(len(lay.pots)))  # (never across a lane's printed rim)
        cards, soft = self.shout_cards(lay), obstacles(lay)[1] + (lay.mat, lay.pile_well) + inlays  # (nor your tray's)
        cards = tuple(r.inflate(px(12), px(12)) for r in cards)  # a ribbon's rim never touching a card (issue 40)
        felt = lay.play.inflate(-px(16), -px(16))
        spot = place(want, felt, center, cards, soft, least=0.62)
        if spot.collidelist(list(cards) + list(soft)) < 0 and spot.h >= px(30):
            return spot, moment_banner.entrance_room(spot, cards, lay.play)
        return super().place_shout(lay, size, center, width)

    def banner_obstacles(self, lay: Layout) -> tuple[tuple, tuple]:
        """The layout's cards, but of each pot's lane and each workshop only the places its cards
        lie in (helper-29, issue 40 item 3): a shout may sit on a lane's empty end, never a card."""
        hard, soft = super().banner_obstacles(lay)
        t = self.table
        lanes = {tuple(p.row) for p in lay.pots} | {tuple(lay.workshop)} | \
            {tuple(place.workshop) for place in lay.seats.values()}
        cards = [r for r in hard if tuple(r) not in lanes]
        for k in range(len(t.model.pots)):
            length = t.place_length(("pot", k))
            cards += self.rainbow_rects(("pot", k), len(t.place_rainbow(("pot", k))), length)
        for seat in range(t.n):
            for w, rainbow in enumerate(t.model.workshops[seat] if seat < len(t.model.workshops) else []):
                length = t.place_length(("ws", seat, w))
                cards += self.rainbow_rects(("ws", seat, w), len(rainbow), length)
        return tuple(cards), soft

    def shout_cards(self, lay: Layout) -> tuple:
        """The cards themselves (see banner_obstacles): "Pot of gold!" may lie over empty places."""
        return self.banner_obstacles(lay)[0]

    def rainbow_rects(self, place, count: int, capacity: int) -> list:
        """Where the `count` cards of the rainbow at `place` lie (the table's spot_rect, asked once
        per layout and shape of the workshops)."""
        t = self.table
        lay = t.layout()
        key = (place, count, capacity, id(lay), tuple(t.workshop_places(place[1])) if place[0] == "ws" else ())
        rects = self._rects.get(key)
        if rects is None:
            if len(self._rects) > 256:
                self._rects.clear()
            rects = self._rects[key] = [t.spot_rect(place, i, capacity, count) for i in range(count)]
        return rects

    def draw_rainbow(self, surface, place, spots: list, capacity: int, offset: tuple[int, int] = (0, 0)) -> None:
        """A workshop's rainbow: chips in another's, cards on their shadows in yours (`offset`: the
        picture's place on the table when drawn into a picture)."""
        for spot, rect in zip(spots, self.rainbow_rects(place, len(spots), capacity)):
            rect = rect.move(offset)
            chip = place[1] != self.table.viewer  # an opponent's workshop: small cards show their number large
            if not chip:
                surface.blit(assets.drop_shadow(rect.size, px(4), 100), (rect.x - px(4) + px(3), rect.y - px(4) + px(3)))
            if len(spot.cards) > 1:  # a replacement card (and the card under it) beneath the top one
                # (under another's chip: a size no other face has, not one to build the deck at)
                surface.blit(art.card_face(spot.cards[-2], rect.size, ahead=not chip), rect.move(-px(3), -px(3)))
            if chip:
                surface.blit(art.workshop_chip(spot.top, rect.size, self.table.layout().pot_card), rect)
            else:
                surface.blit(art.card_face(spot.top, rect.size, spot.number), rect)

    def kept_picture(self, surface, lay: Layout, slot, key: tuple, box, paint) -> None:
        """A still part of the table drawn once into an opaque picture over the felt at `box` (a
        rect, or a function giving it: asked only when the picture is composed again; `key` then
        says all it depends on) with `paint(picture, offset)`, again only when `key` (what it
        shows) changed; blitted."""
        felt = self.felt_picture(lay)  # (the board's places, not the layout's identity: a hand's new card lays your
        # tray again, a new layout, and the lanes' pictures stay)
        key = (lay.pots, lay.pot_card, id(felt), tuple(box) if isinstance(box, pygame.Rect) else ()) + key
        kept = self.lanes.get(slot)
        if kept is None or kept[0] != key:
            box = (box if isinstance(box, pygame.Rect) else box()).clip(lay.play)
            picture = felt.subsurface(box.move(-lay.play.x, -lay.play.y)).copy()
            paint(picture, (-box.x, -box.y))
            # kept with (opaque) per-pixel alpha: the same pixels, blitted row by row 1.7-5 times
            # faster than an opaque picture narrower than the frame (SDL copies those a row at a time)
            self.lanes[slot] = kept = (key, assets.fast(picture), box.topleft)
        surface.blit(kept[1], kept[2])

    def draw_pot(self, surface, lay: Layout, k: int) -> None:
        """Pot k's lane: its picture, composed again only when what it shows changed."""
        t = self.table
        gold, spots = t.model.pots[k]
        g = t.variant.gold[gold]
        length = t.place_length(("pot", k))
        rects = self.rainbow_rects(("pot", k), len(spots), length)
        faces = [(art.card_face(spot.cards[-2], rect.size) if len(spot.cards) > 1 else None,
                  art.card_face(spot.top, rect.size, spot.number)) for spot, rect in zip(spots, rects)]
        gold_face = art.gold_face(g.points, g.length, lay.pots[k].gold.size)
        lifted = self.lifted == k  # its gold card drawn lifted over the lane (draw_lifted_gold), not in it
        key = (g.length, current_language(), tuple(tuple(r) for r in rects), id(gold_face), tuple((id(a), id(b)) for a, b in faces),
               lifted)
        place = lay.pots[k]
        # the lane's part its cards and places to fill take (composed again as its run grows); past it bare felt
        ends = [r.right for r in rects] + [r.right for r in lane_slots(place.row, length + 2, lay.pot_card, len(rects))[1:1 + length]]
        cut = min(place.area.right, max(ends, default=place.row.x) + px(INLAY))
        self.kept_picture(surface, lay, ("pot", k), key, pygame.Rect(place.area.x, place.area.y, cut - place.area.x, place.area.h),
                          lambda picture, offset: self.paint_lane(picture, offset, lay, k, g.length, rects, faces,
                                                                  None if lifted else gold_face))

    def lane_inlay(self, lay: Layout, k: int) -> pygame.Rect:
        """Pot k's printed inlay: as long as the pot's full run (a review, s52: "a player can't tell at
        a glance how far each pot is from being won"), its gold card, its run and the ghosts of the
        places still to fill, INLAY round them; the lane's width past that bare felt."""
        t = self.table
        place = lay.pots[k]
        laid = len(t.model.pots[k][1]) if k < len(t.model.pots) else 0
        length = t.place_length(("pot", k)) if k < len(t.model.pots) else 0
        rects = self.rainbow_rects(("pot", k), laid, length) if laid else []
        room = ghost_places(place.row, laid, length, lay.pot_card)
        right = max([place.gold.right] + [r.right for r in rects] + [r.right for r in room])
        top = max(place.area.y, place.gold.y - px(INLAY))  # (as tall as its gold card and the rim round it)
        return pygame.Rect(place.area.x, top, min(place.area.right, right + px(INLAY)) - place.area.x,
                           min(place.area.bottom, place.gold.bottom + px(INLAY)) - top)

    def paint_lane(self, picture, offset, lay: Layout, k: int, length: int, rects: list, faces: list,
                   gold_face: pygame.Surface | None) -> None:
        """Pot k's lane: its inlay (art.inlay), the gold card on its shadow (None: it is lifted,
        drawn over the lane), the places still to fill, plain ghosts (art.room_to_fill), and over
        them the run of cards from the gold card, each on its own shadow, side by side (or lying a
        little on the card before where the row is short of room), the newest whole."""
        place = lay.pots[k]
        printed = self.lane_inlay(lay, k)
        picture.blit(art.inlay(printed.size), printed.move(offset))
        gold = place.gold.move(offset)
        if gold_face is not None:
            picture.blit(assets.drop_shadow(gold.size, px(5), 110), (gold.x - px(5) + px(2), gold.y - px(5) + px(3)))
            picture.blit(gold_face, gold)
        room = ghost_places(place.row, len(rects), length, lay.pot_card)
        if room:  # under the run, clear of its newest card
            union = room[0].unionall(room[1:])
            clear = rects[-1].right if rects else union.x
            picture.blit(art.room_to_fill(room, length - len(rects), union.size, clear), union.move(offset))
        for rect, (under, face) in zip(rects, faces):
            r = rect.move(offset)
            picture.blit(assets.drop_shadow(r.size, px(4), 100), (r.x - px(4) + px(3), r.y - px(4) + px(3)))
            if under is not None:  # a replacement card (and the card under it) beneath the top one
                picture.blit(under, r.move(-px(3), -px(3)))
            picture.blit(face, r)

    def draw_piles(self, surface, lay: Layout) -> None:
        """The rainbow deck with its count on a gold-rimmed badge at its corner, and the discard
        pile (its place printed on the cloth as an outline when empty)."""
        m = self.table.model
        if lay.gold_deck.w:  # the gold cards still to come, backs up (which comes next stays unseen)
            self.draw_stack(surface, lay.gold_deck, m.gold_left, art.gold_back, GOLD_BADGE, lay.text_size)
        if m.deck:
            for depth in range(min(3, m.deck - 1), 0, -1):
                surface.blit(art.card_back(lay.deck.size), lay.deck.move(-px(2) * depth, px(2) * depth))
            surface.blit(art.card_back(lay.deck.size), lay.deck)
        else:
            self.printed_place(surface, lay.deck)
        chip = count_badge(m.deck, lay.text_size)
        surface.blit(chip, chip.get_rect(center=(lay.deck.right - px(3), lay.deck.top + px(3))))
        if m.discard:
            surface.blit(assets.drop_shadow(lay.discard.size, px(4), 90), (lay.discard.x - px(2), lay.discard.y - px(1)))
            surface.blit(art.card_face(m.discard[-1], lay.discard.size), lay.discard)
        else:
            self.printed_place(surface, lay.discard)

    def draw_stack(self, surface, rect: pygame.Rect, count: int, back, badge, text_size: int) -> None:
        """A face-down pile of `count` cards (`back(size)`) a little fanned, its count on a badge at
        its top right corner in `badge`'s colour (its place printed on the cloth when empty)."""
        if not count:
            self.printed_place(surface, rect)
            return
        image = back(rect.size)
        for depth in range(min(3, count - 1), 0, -1):
            surface.blit(image, rect.move(-px(2) * depth, px(2) * depth))
        surface.blit(image, rect)
        chip = kit_badge(count, text_size, badge)
        surface.blit(chip, chip.get_rect(center=(rect.right - px(3), rect.top + px(3))))

    @staticmethod
    def printed_place(surface, rect: pygame.Rect) -> None:
        """A card's place printed on the cloth: a faint cream card shape (the table's slot mark, on
        any felt's colour: no green outline on a plum table)."""
        surface.blit(trays.slot_mark(rect.size), rect)

    def draw_seat(self, surface, lay: Layout, seat: int) -> None:
        """A seat: yours, your plate and your hand; another's, its medallion and plaque with its
        pots won as gold coins round the medallion, its workshop's rainbows and its hand's fan
        (issue 40, review problem 3); the turn's glow breathing by the table's time."""
        t = self.table
        m = t.model
        place = lay.seats.get(seat)
        if place is None:
            return
        current = seat == m.current
        now_ms = int(t.time * 1000)
        won = m.gold_won[seat] if seat < len(m.gold_won) else []
        pile = len(m.penalties[seat]) if seat < len(m.penalties) else 0
        total = m.totals[seat] if seat < len(m.totals) else 0
        info = n_("{points} pts · {gold} pot", "{points} pts · {gold} pots", len(won)).format(points=total, gold=len(won))
        longer = info + " · " + n_("{n} card lost", "{n} cards lost", pile).format(n=pile) if pile else info
        if place.parts is None or seat == t.viewer:
            medal = seat == t.viewer and place.plate.h >= px(110)  # your medallion on your plate
            if current:  # the turn's marks, as an opponent's (ui/turn_marks)
                own_plate.lit(surface, place.plate, lay.name_size if medal else None, now_ms)
            if medal:  # your medallion, name, points and pots
                own_plate.draw(surface, t, place.plate, lay, (("points", particles.coin_face, total),
                                                              ("pots", _pot_icon, len(won))), current, "kobito")
            else:
                trays.seat_head(surface, t, seat, place.head, lay, info, current, longer)
            if seat == t.viewer:  # your workshop: draw_own_workshop
                self.draw_hand(surface, lay)
            return
        points = n_("{n} point", "{n} points", total).format(n=total)  # the pots are coins, the count on the badge
        trays.opponent_head(surface, t, seat, place.parts, _PlaqueType(lay.name_size, info_size(lay.text_size)),
                            (longer, info, points), current, now_ms=now_ms)  # (its points line 16 px at 720)
        # (no coins stamped with the pots' points round the medallion: a review, s51, read the Fox's "2" as an
        # unlabelled badge; its plaque says "2 pts · 1 pot")
        workshops = m.workshops[seat] if seat < len(m.workshops) else []
        shop = bool(workshops)
        if not shop and place.shop_tray.w:  # an empty tray: a quiet recess with its first two places printed
            for slot in self.empty_shop(lay, seat):
                surface.blit(art.engraved_slot(slot.size), slot)
        seat_fan.draw(surface, fan_room(place, shop), fan_card(place, lay.small_card, shop), m.hands[seat], fan_face,
                      lay.name_size + px(2), "kobito")
        for w, rainbow in enumerate(workshops):  # laid on the table in front of the hand's foot
            self.draw_rainbow(surface, ("ws", seat, w), rainbow, t.place_length(("ws", seat, w)))

    def empty_shop(self, lay: Layout, seat: int) -> list:
        """Where an opponent's first workshop rainbow's two chips will lie (its empty tray shows
        them as faint printed places, not an empty box: a review)."""
        key = ("empty shop", seat, id(lay))
        slots = self._rects.get(key)
        if slots is None:
            place = lay.seats[seat]
            row = workshop_rows(place.workshop, [2], lay.tiny_card[0])[0]
            slots = self._rects[key] = row_slots(row, 2, lay.tiny_card, tiles=True)
        return slots

    def draw_own_workshop(self, surface, lay: Layout) -> None:
        """Your workshop's walnut tray with its name and its rainbows (or its first places printed,
        when empty), composed once into a picture while it stays the same."""
        t = self.table
        shops = t.model.workshops
        rainbows = shops[t.viewer] if t.viewer < len(shops) else []
        shapes = tuple((w, len(rb), t.place_length(("ws", t.viewer, w))) for w, rb in enumerate(rainbows))
        faces = tuple(id(art.card_face(spot.top, rect.size, spot.number))
                      for (w, count, capacity), rb in zip(shapes, rainbows)
                      for spot, rect in zip(rb, self.rainbow_rects(("ws", t.viewer, w), count, capacity)))
        words = _("Your workshop")

        def paint(picture, offset) -> None:
            box = lay.shop_box.move(offset)  # a groove in the wood between your hand and your workshop
            pygame.draw.line(picture, (40, 24, 14), (box.x, box.y + px(8)), (box.x, box.bottom - px(8)), max(1, px(2)))
            pygame.draw.line(picture, (130, 92, 58), (box.x + max(1, px(2)), box.y + px(8)),
                             (box.x + max(1, px(2)), box.bottom - px(8)), max(1, px(1)))
            self.draw_workshop_label(picture, lay, offset)
            for (w, _count, capacity), rb in zip(shapes, rainbows):
                self.draw_rainbow(picture, ("ws", t.viewer, w), rb, capacity, offset)
        self.kept_picture(surface, lay, "shop", (words, shapes, faces, bool(rainbows)), lay.shop_box, paint)

    def draw_workshop_label(self, surface, lay: Layout, offset: tuple[int, int] = (0, 0)) -> None:
        """Your workshop's tray (issue 40, fifth round: a label and two outlines read unfinished): a
        crisp recess in the walnut tray's lining as the lanes' inlays are, its name on a chip at its
        top as the piles' captions are, and, while it is empty, its first two places engraved in it
        (art.engraved_slot: where two cards start a rainbow; s52: "grey boxes with a '+'")."""
        area = lay.workshop.move(offset).inflate(px(4), 0)
        area.top -= px(2)  # the recess under its name, the name on the lining above its rim (a review, s52: "the
        # 'Workshop' tab labels break the boxes' top borders")
        recess = area.clip(lay.shop_box.move(offset).inflate(-px(6), -px(4)))
        surface.blit(art.inlay(recess.size), recess)
        label = lay.workshop_label.move(offset)
        # TRANSLATORS: the label of the player's own workshop rainbows (above their hand)
        words = art.engraved_label(_("Your workshop"), shop_label_size(lay.text_size), label.w)  # (16 px at 720: s51)
        surface.blit(words, words.get_rect(midbottom=(label.centerx, recess.y - px(1))))
        shops = self.table.model.workshops
        if self.table.viewer < len(shops) and not shops[self.table.viewer]:  # empty: its first places printed
            box = lay.workshop.move(offset)
            ch = min(box.h - px(6), int(lay.workshop_card[1] * 0.9))
            cw = int(ch * 0.7)
            count = min(2, max(1, (box.w + px(8)) // (cw + px(8))))
            x0 = box.centerx - (count * cw + (count - 1) * px(10)) // 2
            for k in range(count):
                place = pygame.Rect(x0 + k * (cw + px(10)), box.centery - ch // 2, cw, ch)
                surface.blit(art.engraved_slot(place.size), place)

    def draw_hand(self, surface, lay: Layout) -> None:
        t = self.table
        c = t.controls
        hand = t.model.hands[t.viewer]
        for k, (rect, card) in enumerate(zip(hand_slots(lay, len(hand)), hand)):
            r = rect.move(0, -int(rect.h * 0.15 * c.lift_of(card)))
            surface.blit(assets.drop_shadow(r.size, px(5), 90), (r.x - px(5) + px(3), r.y - px(5) + px(4)))
            surface.blit(art.card_face(card, r.size) if card is not None else art.card_back(r.size), r)
            if card is not None and card in c.chosen:
                pygame.draw.rect(surface, GOLD, r.inflate(px(6), px(6)), px(3), border_radius=px(9))
            if card is not None and k < 9 and c.active:  # its number key on a cap over its top edge (as Cabanga!'s)
                cap = number_cap(k + 1, max(px(13), lay.text_size - 1), (34, 22, 48))
                surface.blit(cap, cap.get_rect(center=(r.centerx, r.y)))
        if c.block is not None:
            w, end, count = c.block
            rainbow = t.model.workshops[t.viewer][w]
            indices = range(len(rainbow) - count, len(rainbow)) if end == "high" else range(count)
            for k in indices:
                rect = t.spot_rect(("ws", t.viewer, w), k, t.place_length(("ws", t.viewer, w)))
                pygame.draw.rect(surface, GOLD, rect.inflate(px(4), px(4)), px(3), border_radius=px(7))

    def draw_targets(self, surface) -> None:
        c = self.table.controls
        if not c.active:
            return
        mouse = mouse_pos()
        for k, (rect, _action) in enumerate(c.targets()):
            lit = rect.collidepoint(mouse) or k == c.focus
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((255, 240, 160, 90 if lit else 45))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, FOCUS if k == c.focus else (GOLD if lit else TARGET), rect.inflate(px(4), px(4)),
                             px(3 if lit else 2), border_radius=px(7))
