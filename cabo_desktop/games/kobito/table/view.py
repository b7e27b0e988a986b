"""Drawing Kobito's table (draw only): the felt, the pots of gold with their rainbows growing card
by card toward the length their gold card asks for (empty places dashed), the rainbow deck and
the discard pile, the other players' plates with their hands and workshop rainbows, your workshop
and hand, the places your chosen card may go (lit), the flying cards, and the shared speech,
buttons, banner and side panel (ui/table_hud.py)."""

from __future__ import annotations

import pygame

from ....i18n import _, n_
from ....ui import assets
from ....ui.portraits import portrait
from ....ui.table_hud import TableHud
from ....ui.theme import DIM, GOLD, WHITE
from ....ui.widgets import draw_lines, wrap_text
from . import art
from .layout import Layout, hand_slots, row_slots

PLATE = (16, 34, 26)
TARGET = (250, 240, 200)
FOCUS = (120, 210, 255)


class TableView(TableHud):
    def __init__(self, table):
        super().__init__(table, art.card_chip)

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
        cards = [r for r in hard if tuple(r) not in lanes]
        for k in range(len(t.model.pots)):
            length = t.place_length(("pot", k))
            cards += [t.spot_rect(("pot", k), i, length) for i in range(len(t.place_rainbow(("pot", k))))]
        for seat in range(t.n):
            for w, rainbow in enumerate(t.model.workshops[seat] if seat < len(t.model.workshops) else []):
                length = t.place_length(("ws", seat, w))
                cards += [t.spot_rect(("ws", seat, w), i, length) for i in range(len(rainbow))]
        return tuple(cards), soft

    def draw_rainbow(self, surface, place, spots: list, capacity: int, small: bool = False) -> None:
        t = self.table
        for k, spot in enumerate(spots):
            rect = t.spot_rect(place, k, capacity)
            if len(spot.cards) > 1:  # a replacement card (and the card under it) beneath the top one
                surface.blit(art.card_face(spot.cards[-2], rect.size), rect.move(-3, -3))
            if rect.w < 30:  # an opponent's workshop: small cards show their number large
                surface.blit(art.card_chip(spot.top, rect.size), rect)
            else:
                surface.blit(art.card_face(spot.top, rect.size, spot.number), rect)

    def draw_pot(self, surface, lay: Layout, k: int) -> None:
        t = self.table
        place_area = lay.pots[k]
        gold, spots = t.model.pots[k]
        g = t.variant.gold[gold]
        pygame.draw.rect(surface, (18, 40, 30), place_area.area, border_radius=10)
        pygame.draw.rect(surface, (90, 80, 40), place_area.area, 1, border_radius=10)
        surface.blit(art.gold_face(g.points, g.length, place_area.gold.size), place_area.gold)
        length = t.place_length(("pot", k))
        for index in range(len(spots), length):  # the places still empty
            pygame.draw.rect(surface, (70, 100, 80), t.spot_rect(("pot", k), index, length), 1, border_radius=6)
        self.draw_rainbow(surface, ("pot", k), spots, length)
        lack = g.length - len(spots)
        label = assets.text(n_("{n} card to go", "{n} cards to go", lack).format(n=lack), 14,
                            GOLD if lack <= 1 else DIM, lack <= 1)
        surface.blit(label, label.get_rect(bottomright=(place_area.area.right - 8, place_area.area.bottom - 3)))

    def draw_piles(self, surface, lay: Layout) -> None:
        m = self.table.model
        if m.deck:
            surface.blit(art.card_back(lay.deck.size), lay.deck)
        else:
            pygame.draw.rect(surface, (60, 90, 70), lay.deck, 2, border_radius=8)
        label = assets.fit_text(n_("Deck: {n}", "Deck: {n}", m.deck).format(n=m.deck), 13, lay.deck.w + 20, WHITE, True)
        badge = label.get_rect(midbottom=(lay.deck.centerx, lay.deck.bottom - 4)).inflate(10, 4)
        pygame.draw.rect(surface, (12, 20, 16), badge, border_radius=7)
        surface.blit(label, label.get_rect(center=badge.center))
        if m.discard:
            surface.blit(art.card_face(m.discard[-1], lay.discard.size), lay.discard)
        else:
            pygame.draw.rect(surface, (60, 90, 70), lay.discard, 2, border_radius=8)


    def draw_seat(self, surface, lay: Layout, seat: int) -> None:
        t = self.table
        m = t.model
        place = lay.seats.get(seat)
        if place is None:
            return
        plate = place.plate
        current = seat == m.current
        pygame.draw.rect(surface, PLATE, plate, border_radius=10)
        pygame.draw.rect(surface, GOLD if current else (60, 90, 70), plate, 3 if current else 1, border_radius=10)
        face_h = max(20, min(plate.h // 2 - 6, 40))
        surface.blit(portrait(t.level_of(seat), t.name(seat), face_h, t.game), (plate.x + 8, plate.y + 6))
        x = plate.x + 14 + face_h
        right = place.text_right
        name = assets.fit_line(t.name(seat), 17, right - x, GOLD if current else WHITE, True)
        surface.blit(name, (x, plate.y + 6))
        gold = len(m.gold_won[seat]) if seat < len(m.gold_won) else 0
        pile = len(m.penalties[seat]) if seat < len(m.penalties) else 0
        total = m.totals[seat] if seat < len(m.totals) else 0
        info = n_("{points} pts · {gold} pot", "{points} pts · {gold} pots", gold).format(points=total, gold=gold)
        longer = info + " · " + n_("{n} card lost", "{n} cards lost", pile).format(n=pile) if pile else info
        if assets.font(13).size(longer)[0] <= right - x:  # the cards lost where there is room for them
            info = longer
        draw_lines(surface, info, 13, right - x, DIM, (x, plate.y + 8 + name.get_height()))
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
            count = assets.text(str(len(hand)), 13, WHITE, True)
            badge = count.get_rect(center=(place.fan.right - 2, place.fan.bottom - 2)).inflate(8, 2)
            pygame.draw.rect(surface, PLATE, badge, border_radius=badge.h // 2)
            pygame.draw.rect(surface, GOLD, badge, 1, border_radius=badge.h // 2)
            surface.blit(count, count.get_rect(center=badge.center))

    def draw_workshop_label(self, surface, lay: Layout) -> None:
        """Your workshop's name on its left, and a faint frame round the place its rainbows take."""
        area = lay.workshop.union(lay.workshop_label)
        frame = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(frame, (0, 0, 0, 40), frame.get_rect(), border_radius=10)
        surface.blit(frame, area)
        label = lay.workshop_label.inflate(-10, -6)
        # TRANSLATORS: the label of the player's own workshop rainbows (above their hand)
        lines = wrap_text(_("Your workshop"), 14, label.w)
        line_h = assets.font(14).get_linesize()
        y = label.centery - line_h * len(lines) // 2
        for line in lines:
            image = assets.fit_line(line.strip(), 14, label.w, DIM)
            surface.blit(image, image.get_rect(midtop=(label.centerx, y)))
            y += line_h

    def draw_hand(self, surface, lay: Layout) -> None:
        t = self.table
        c = t.controls
        hand = t.model.hands[t.viewer]
        for k, (rect, card) in enumerate(zip(hand_slots(lay, len(hand)), hand)):
            r = rect.move(0, -int(rect.h * 0.15 * c.lift_of(card)))
            surface.blit(assets.drop_shadow(r.size, 5, 90), (r.x - 5 + 3, r.y - 5 + 4))
            surface.blit(art.card_face(card, r.size) if card is not None else art.card_back(r.size), r)
            if card is not None and card in c.chosen:
                pygame.draw.rect(surface, GOLD, r.inflate(6, 6), 3, border_radius=9)
            if card is not None and k < 9 and c.active:
                key = assets.text(str(k + 1), 13, DIM, True)
                surface.blit(key, key.get_rect(midbottom=(r.centerx, r.top - 2)))
        if c.block is not None:
            w, end, count = c.block
            rainbow = t.model.workshops[t.viewer][w]
            indices = range(len(rainbow) - count, len(rainbow)) if end == "high" else range(count)
            for k in indices:
                rect = t.spot_rect(("ws", t.viewer, w), k, t.place_length(("ws", t.viewer, w)))
                pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 3, border_radius=7)

    def draw_targets(self, surface) -> None:
        c = self.table.controls
        if not c.active:
            return
        mouse = pygame.mouse.get_pos()
        for k, (rect, _action) in enumerate(c.targets()):
            lit = rect.collidepoint(mouse) or k == c.focus
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((255, 240, 160, 90 if lit else 45))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, FOCUS if k == c.focus else (GOLD if lit else TARGET), rect.inflate(4, 4),
                             3 if lit else 2, border_radius=7)
