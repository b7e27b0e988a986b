"""Where an opponent's speech bubble lies on Kobito's table (a part of table/view.py's TableView):
under its plaque, on one line where that fits, clear of every card, of the places the pots' runs
still lack and of the bubbles placed before it, never across a panel's rim (the lanes' inlays,
the piles' cell, your tray, the workshops' trays)."""

from __future__ import annotations

from typing import Any

import pygame

from ....ui.table_hud import BUBBLE_W, bubble_pill
from ....ui.theme import WHITE, px
from .layout import Layout, ghost_places


class BubblePlaces:
    """TableView's bubbles' places (mixed in before ui/table_hud.TableHud, whose place_bubble is
    the fallback)."""

    table: Any
    callout_words: dict
    callout_rims: dict
    callouts: dict
    _wrapped: dict

    def place_bubble(self, lay: Layout, seat: int, size: tuple[int, int], area, taken: list) -> pygame.Rect:
        """An opponent's bubble just under its plaque (its speaker), on one line where that fits,
        over the felt and the lanes' printed rim between the seats and the board, clear of every
        card and of the bubbles placed before it (a review: "The Fox wins the pot!" lay over the
        Fox's other lane at 1920, the seat's middle being its fan), never across a panel's rim (else
        inside the lane under the plaque); else where TableHud puts it."""
        place_ = lay.seats.get(seat)
        if seat == self.table.viewer or place_ is None or place_.parts is None or seat not in self.callout_words:
            return super().place_bubble(lay, seat, size, area, taken)
        cards = list(self.shout_cards(lay)) + [p.gold for p in lay.pots] + self.places_to_fill(lay) + \
            [s.fan for k, s in lay.seats.items() if k != seat] + list(taken)
        plaque = place_.parts.plaque
        # a bubble never crosses a panel's rim (a review, s51: "The Fox wins the pot!" lay over the pot row's
        # top border): in the strip under the plaque when it fits there, else inside the lane under it, at
        # its top, over its bare felt (a lane's run and gold card are cards: kept clear of)
        panels = [self.lane_inlay(lay, k) for k in range(len(lay.pots))] + [lay.pile_well, lay.mat] + \
            [s.shop_tray for s in lay.seats.values()]  # (a lane's printed inlay: as large as what lies in it)
        inside = [p.inflate(-px(12), -px(12)) for p in panels]
        tops = [plaque.bottom + px(6), plaque.bottom + px(3)] + \
            sorted(p.top + px(15) for p in panels[:len(lay.pots)] if p.top >= plaque.bottom)[:1]  # (its tail inside too)

        def clear(spot: pygame.Rect, strict: bool) -> bool:
            return spot.collidelist(cards) < 0 and area.contains(spot) and \
                (not strict or all(not p.colliderect(spot) or box.contains(spot) for p, box in zip(panels, inside))) and \
                min(spot.right, plaque.right) - max(spot.left, plaque.left) >= min(spot.w, plaque.w) // 3
        # no such place (a run's places under the plaque fill its lane's top): the strip, over the lane's rim
        for strict, width, top in [(True, w, t) for w in (px(2 * BUBBLE_W), px(BUBBLE_W)) for t in tops] + \
                [(False, w, t) for w in (px(2 * BUBBLE_W), px(BUBBLE_W)) for t in tops[:2]]:
            fitted = self.rewrap(seat, width)  # one line first: the strip under the plaques is low
            rect = pygame.Rect((0, 0), fitted)
            rect.midtop = (plaque.centerx, top)
            rect = rect.clamp(area)
            # under the plaque's middle, else slid along it past the card in the way (a review: at 720
            # a lane's gold card left no room under the Fox's plaque and the bubble fell on the lane)
            tries = [rect] + sorted((rect.move(x - rect.x, 0) for hit in rect.collidelistall(cards)
                                     for x in (cards[hit].right + px(4), cards[hit].left - px(4) - rect.w)),
                                    key=lambda r: abs(r.centerx - plaque.centerx))
            for spot in tries:
                if clear(spot, strict):
                    return spot
        return super().place_bubble(lay, seat, fitted, area, taken)

    def places_to_fill(self, lay: Layout) -> list:
        """The places the pots' runs still lack (a ghost, then pips: never under a bubble)."""
        t = self.table
        return [r for k, (_gold, spots) in enumerate(t.model.pots) if k < len(lay.pots)
                for r in ghost_places(lay.pots[k].row, len(spots), t.place_length(("pot", k)), lay.pot_card)]

    def rewrap(self, seat: int, width: int) -> tuple[int, int]:
        """`seat`'s bubble wrapped again at `width` px (its words and type kept; built once per
        words and width, not each time it is placed again); its size."""
        key = self.callout_words[seat] + (width, self.callout_rims.get(seat, WHITE))
        kept = self._wrapped.get((seat, width))
        if kept is None or kept[0] != key:
            if len(self._wrapped) > 32:
                self._wrapped.clear()
            kept = self._wrapped[(seat, width)] = (key, bubble_pill(key[0], key[3], key[1], width - px(24)))
        self.callouts[seat][0] = kept[1]
        return kept[1].get_size()

