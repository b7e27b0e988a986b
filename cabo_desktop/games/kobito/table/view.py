"""Drawing Kobito's table (draw only): the felt, the pots of gold with their rainbows growing card
by card toward the length their gold card asks for (empty places dashed), the rainbow deck and
the discard pile, the other players' plates with their hands and workshop rainbows, your workshop
and hand, the places your chosen card may go (lit), the flying cards, and the shared speech,
buttons, banner and side panel (ui/table_hud.py)."""

from __future__ import annotations

import pygame

from ....i18n import _, n_
from ....ui import assets
from ....ui import table_trays as trays
from ....ui.table_hud import TableHud
from ....ui.hidpi import mouse_pos
from ....ui.theme import DIM, GOLD, WHITE, px
from ....ui.widgets import wrap_text
from . import art
from .layout import Layout, hand_slots, row_slots

PLATE = (16, 34, 26)
TARGET = (250, 240, 200)
FOCUS = (120, 210, 255)


class TableView(TableHud):
    def __init__(self, table):
        super().__init__(table, art.card_chip)
        self.backdrop = trays.Backdrop()

    def draw_table(self, surface, lay: Layout) -> None:
        """The pots, the piles, the workshop's label, the seats and the cards one may target."""
        t = self.table
        if t.model.hands:
            for k in range(len(t.model.pots)):
                self.draw_pot(surface, lay, k)
            self.draw_piles(surface, lay)
            self.draw_workshop_label(surface, lay)
            for seat in range(t.n):
                self.draw_seat(surface, lay, seat)
            self.draw_targets(surface)

    def felt_picture(self, lay: Layout) -> pygame.Surface:
        """The felt with the pots' and piles' trays, your workshop's walnut tray and the seats' plates."""
        plates = [place.plate for seat, place in lay.seats.items() if seat < self.table.n]
        pots = [place.area for place in lay.pots]
        return self.backdrop.picture(lay, [lay.pile_well] + pots, [lay.mat], plates)

    def flyer_face(self, flyer, size: tuple[int, int]) -> pygame.Surface:
        """A card in flight: a gold card to its winner, a face flying face up, else a back."""
        if isinstance(flyer.card, tuple):  # a gold card on its way to its winner
            return art.gold_face(flyer.card[1], flyer.card[2], size)
        return art.card_face(flyer.card, size) if flyer.face_up and flyer.card is not None else art.card_back(size)

    def draw_table_shout(self, surface, lay: Layout) -> None:
        """The shout over the middle pot's cards, clear of its "cards to go" line."""
        if lay.pots:
            row = lay.pots[len(lay.pots) // 2].row
            self.draw_shout(surface, (row.x + int(row.w * 0.4), row.centery), int(row.w * 0.6))

    def banner_obstacles(self, lay: Layout) -> tuple[tuple, tuple]:
        """The layout's cards, but of each pot's lane and each workshop only the places its cards
        lie in (helper-29, issue 40 item 3): a shout may sit on a lane's empty end, never a card."""
        hard, soft = super().banner_obstacles(lay)
        t = self.table
        lanes = {tuple(p.row) for p in lay.pots} | {tuple(lay.workshop)} | \
            {tuple(place.workshop) for place in lay.seats.values()}
        cards = [r for r in hard if tuple(r) not in lanes] + [p.note for p in lay.pots]  # the "cards to go" badges
        for k in range(len(t.model.pots)):
            length = t.place_length(("pot", k))
            cards += [t.spot_rect(("pot", k), i, length) for i in range(len(t.place_rainbow(("pot", k))))]
        for seat in range(t.n):
            for w, rainbow in enumerate(t.model.workshops[seat] if seat < len(t.model.workshops) else []):
                length = t.place_length(("ws", seat, w))
                cards += [t.spot_rect(("ws", seat, w), i, length) for i in range(len(rainbow))]
        return tuple(cards), soft

    def shout_cards(self, lay: Layout) -> tuple:
        """The cards themselves (see banner_obstacles): "Pot of gold!" may lie over empty places."""
        return self.banner_obstacles(lay)[0]

    def draw_rainbow(self, surface, place, spots: list, capacity: int, small: bool = False) -> None:
        t = self.table
        for k, spot in enumerate(spots):
            rect = t.spot_rect(place, k, capacity)
            if len(spot.cards) > 1:  # a replacement card (and the card under it) beneath the top one
                surface.blit(art.card_face(spot.cards[-2], rect.size), rect.move(-px(3), -px(3)))
            if rect.w < 30:  # an opponent's workshop: small cards show their number large
                surface.blit(art.card_chip(spot.top, rect.size), rect)
            else:
                surface.blit(art.card_face(spot.top, rect.size, spot.number), rect)

    def draw_pot(self, surface, lay: Layout, k: int) -> None:
        t = self.table
        place_area = lay.pots[k]
        gold, spots = t.model.pots[k]
        g = t.variant.gold[gold]
        gold_rect = place_area.gold
        surface.blit(assets.drop_shadow(gold_rect.size, px(4), 90), (gold_rect.x - px(2), gold_rect.y - px(1)))
        surface.blit(art.gold_face(g.points, g.length, gold_rect.size), gold_rect)
        length = t.place_length(("pot", k))
        for index in range(len(spots), length):  # the places still empty: printed on the cloth
            rect = t.spot_rect(("pot", k), index, length)
            surface.blit(trays.slot_mark(rect.size, str(index + 1)), rect)
        self.draw_rainbow(surface, ("pot", k), spots, length)
        lack = g.length - len(spots)
        words = n_("{n} card to go", "{n} cards to go", lack).format(n=lack)
        trays.caption(surface, words, lay.text_size, place_area.note.center, place_area.note.w,
                      GOLD if lack <= 1 else (214, 220, 214))

    def draw_piles(self, surface, lay: Layout) -> None:
        """The rainbow deck over its count, and the discard pile (a printed place when empty)."""
        m = self.table.model
        if m.deck:
            for depth in range(min(3, m.deck - 1), 0, -1):
                surface.blit(art.card_back(lay.deck.size), lay.deck.move(-px(2) * depth, px(2) * depth))
            surface.blit(art.card_back(lay.deck.size), lay.deck)
        else:
            surface.blit(trays.slot_mark(lay.deck.size), lay.deck)
        words = n_("Deck: {n}", "Deck: {n}", m.deck).format(n=m.deck)
        stack = px(2) * min(3, max(0, m.deck - 1))  # the cards beneath, offset down: the count under them
        trays.caption(surface, words, lay.text_size, (lay.deck.centerx, lay.deck.bottom + stack + lay.text_size // 2 + px(8)),
                      lay.pile_well.w - px(8))
        if m.discard:
            surface.blit(assets.drop_shadow(lay.discard.size, px(4), 90), (lay.discard.x - px(2), lay.discard.y - px(1)))
            surface.blit(art.card_face(m.discard[-1], lay.discard.size), lay.discard)
        else:
            surface.blit(trays.slot_mark(lay.discard.size), lay.discard)

    def draw_seat(self, surface, lay: Layout, seat: int) -> None:
        t = self.table
        m = t.model
        place = lay.seats.get(seat)
        if place is None:
            return
        plate = place.plate
        current = seat == m.current
        trays.seat_plate(surface, plate, current, laid=True)
        head = place.head
        gold = len(m.gold_won[seat]) if seat < len(m.gold_won) else 0
        pile = len(m.penalties[seat]) if seat < len(m.penalties) else 0
        total = m.totals[seat] if seat < len(m.totals) else 0
        info = n_("{points} pts · {gold} pot", "{points} pts · {gold} pots", gold).format(points=total, gold=gold)
        longer = info + " · " + n_("{n} card lost", "{n} cards lost", pile).format(n=pile) if pile else info
        trays.seat_head(surface, t, seat, head, lay, info, current, longer)
        workshops = m.workshops[seat] if seat < len(m.workshops) else []
        for w, rainbow in enumerate(workshops):
            self.draw_rainbow(surface, ("ws", seat, w), rainbow, t.place_length(("ws", seat, w)))
        if seat == t.viewer:
            self.draw_hand(surface, lay)
            return
        hand = m.hands[seat]
        for rect, card in zip(row_slots(place.fan, len(hand), lay.small_card), hand):
            surface.blit(art.card_face(card, rect.size) if card is not None else art.card_back(rect.size), rect)
        if hand and place.fan.w < 2 * lay.small_card[0]:  # a stack: how many cards it holds
            count = assets.text(str(len(hand)), px(14), WHITE, True)
            badge = count.get_rect(center=(place.fan.right - px(4), place.fan.bottom - px(8))).inflate(px(8), px(2))
            pygame.draw.rect(surface, PLATE, badge, border_radius=badge.h // 2)
            pygame.draw.rect(surface, GOLD, badge, px(1), border_radius=badge.h // 2)
            surface.blit(count, count.get_rect(center=badge.center))

    def draw_workshop_label(self, surface, lay: Layout) -> None:
        """Your workshop's name on the left of its walnut tray, where its rainbows do not go."""
        label = lay.workshop_label.inflate(-px(8), -px(6))
        size = lay.text_size
        # TRANSLATORS: the label of the player's own workshop rainbows (above their hand)
        lines = wrap_text(_("Your workshop"), size, label.w)
        line_h = assets.font(size).get_linesize()
        if len(lines) * line_h > label.h:  # the slim tray of an empty workshop: one line
            lines = [_("Your workshop")]
        y = label.centery - line_h * len(lines) // 2
        for line in lines:
            image = assets.fit_line(line.strip(), size, label.w, (214, 196, 150), True)
            surface.blit(image, image.get_rect(midtop=(label.centerx, y)))
            y += line_h
        shops = self.table.model.workshops
        if self.table.viewer < len(shops) and not shops[self.table.viewer]:  # empty: its first places printed on the felt
            ch = lay.workshop.h
            for k in range(3):
                rect = pygame.Rect(lay.workshop.x + k * (int(ch * 0.7) + px(8)), lay.workshop.y, int(ch * 0.7), ch)
                surface.blit(trays.slot_mark(rect.size), rect)

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
            if card is not None and k < 9 and c.active:
                key = assets.text(str(k + 1), px(13), DIM, True)
                surface.blit(key, key.get_rect(midbottom=(r.centerx, r.top - px(2))))
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
