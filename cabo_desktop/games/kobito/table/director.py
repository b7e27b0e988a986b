"""The director of Kobito's table: each action's events (redacted for the eye at the screen)
become animations: cards drawn from the deck, a card flying from the hand to a rainbow's end, a
new workshop rainbow, workshop cards sliding onto a pot, a Kobito swapped back to the hand, a
replacement card laid down, a pot won (the rainbow to the discard pile, the gold card to the
winner), a new pot, and the cards given to the score pile."""

from __future__ import annotations

import pygame

from ....i18n import _
from ....ui.event_director import EventDirector, recipe
from ....ui.motion import fly
from ....ui.theme import px
from ....ui.tween import Call, Parallel, Sequence as Seq, Wait
from ..rules import events as E
from ..rules.cards import RAINBOW
from ..rules.rainbow import Spot, split_end
from .layout import fan_slots, ghost_places, hand_slots

SHOUT = (255, 226, 120)


class Director(EventDirector):
    """Kobito's animation of each event (the queueing and the sync are the shared EventDirector's)."""

    SOUNDS = {E.CardsDrawn: "deal", E.CardPlayed: "deal", E.WorkshopStarted: "discard", E.CardsMoved: "slide",
              E.KobitoSwapped: "flip", E.CardReplaced: "discard", E.PotWon: "coins", E.ScorePilePenalty: "slide",
              E.DeckReshuffled: "deal", E.GameOver: "round_end"}
    MOOD = "whimsical"  # the music's mood here (ui/music.MOODS)

    # ------------------------------------------------------------ places

    def hand_rect(self, seat: int, index: int, count: int):
        t = self.table
        lay = t.layout()
        if seat == t.viewer:
            slots = hand_slots(lay, max(1, count))
        else:
            shop = seat < len(t.model.workshops) and bool(t.model.workshops[seat])  # as view.draw_seat
            slots = fan_slots(lay.seats[seat], max(1, count), lay.small_card, shop)
        return slots[max(0, min(index, len(slots) - 1))].copy()

    def face_up_for(self, seat: int) -> bool:
        return seat == self.table.viewer and self.table.eye == seat

    # ------------------------------------------------------------ one event each

    @recipe(E.GameStarted)
    def game_started(self, ev: E.GameStarted):
        return Wait(0.3)

    @recipe(E.CardsDrawn)
    def drawn(self, ev: E.CardsDrawn):
        t = self.table
        m = t.model
        lay = t.layout()
        hand = m.hands[ev.seat]
        flights = []
        for k in range(ev.count):
            card = ev.cards[k] if ev.cards is not None else None
            target = self.hand_rect(ev.seat, len(hand) + k, len(hand) + ev.count)

            def land(seat=ev.seat, card=card):
                m.deck = max(0, m.deck - 1)
                m.hands[seat].append(card)
            flights.append(Seq([Wait(0.06 * k), fly(t.flyers, card, lay.deck, target, 0.28, False,
                                                    self.face_up_for(ev.seat), after=land)]))
        return Parallel(flights)

    @recipe(E.TurnStarted)
    def turn(self, ev: E.TurnStarted):
        m = self.table.model

        def turn():
            m.current, m.required, m.played = ev.seat, ev.required, 0
        return Call(turn)

    @recipe(E.CardPlayed)
    def played(self, ev: E.CardPlayed):
        return self.to_place(ev.seat, [ev.card], ev.place, ev.end, [ev.number])

    @recipe(E.WorkshopStarted)
    def workshop(self, ev: E.WorkshopStarted):
        m = self.table.model
        place = ("ws", ev.seat, len(m.workshops[ev.seat]))
        m.workshops[ev.seat].append([])
        return self.to_place(ev.seat, list(ev.cards), place, "high", list(ev.numbers))

    @recipe(E.CardsMoved)
    def moved(self, ev: E.CardsMoved):
        t = self.table
        m = t.model
        rainbow = m.workshops[ev.seat][ev.rainbow] if ev.rainbow < len(m.workshops[ev.seat]) else []
        block, _rest = split_end(rainbow, ev.end, len(ev.cards))
        starts = [t.spot_rect(("ws", ev.seat, ev.rainbow), rainbow.index(s), len(rainbow)) for s in block]
        gold, pot = m.pots[ev.pot]
        length = t.variant.gold[gold].length

        def take():
            for s in block:
                rainbow.remove(s)

        def land():
            if ev.before:
                pot[:0] = block
            else:
                pot.extend(block)
        targets = [t.spot_rect(("pot", ev.pot), (k if ev.before else len(pot) + k), length, len(pot) + len(block))
                   for k in range(len(block))]
        flights = [fly(t.flyers, s.top, a, b, 0.45, True, True) for s, a, b in zip(block, starts, targets)]
        return Seq([Call(take), Parallel(flights), Call(land)])

    @recipe(E.KobitoSwapped)
    def swapped(self, ev: E.KobitoSwapped):
        t = self.table
        m = t.model
        spot_rect = t.spot_rect(ev.place, ev.slot, t.place_length(ev.place))
        hand = m.hands[ev.seat]
        start = self.hand_rect(ev.seat, hand.index(ev.card) if ev.card in hand else len(hand) - 1, len(hand))
        out = fly(t.flyers, ev.kobito, spot_rect, self.hand_rect(ev.seat, len(hand), len(hand) + 1), 0.4, True,
                  self.face_up_for(ev.seat))
        back = fly(t.flyers, ev.card, start, spot_rect, 0.4, True, True, before=lambda: m.take_from_hand(ev.seat, ev.card))
        return Parallel([out, back])

    @recipe(E.CardReplaced)
    def replaced(self, ev: E.CardReplaced):
        t = self.table
        m = t.model
        spot_rect = t.spot_rect(ev.place, ev.slot, t.place_length(ev.place))
        hand = m.hands[ev.seat]
        flights = []
        for k, card in enumerate((ev.replacement, ev.card)):
            start = self.hand_rect(ev.seat, hand.index(card) if card in hand else 0, len(hand))
            flights.append(Seq([Wait(0.25 * k), fly(t.flyers, card, start, spot_rect, 0.4, True, True,
                                                    before=lambda c=card: m.take_from_hand(ev.seat, c))]))
        return Parallel(flights)

    @recipe(E.PotRefilled)
    def refilled(self, ev: E.PotRefilled):
        t = self.table
        m = t.model

        def refill():
            pots = m.pots
            if ev.pot < len(pots):
                pots[ev.pot] = (ev.gold, [Spot(ev.start.number, (ev.start,))])
            m.deck = max(0, m.deck - 1)
        g, lay = t.variant.gold[ev.gold], t.layout()
        target = t.spot_rect(("pot", ev.pot), 0, g.length)
        start = fly(t.flyers, ev.start, lay.deck, target, 0.35, False, True)
        if not lay.gold_deck.w or ev.pot >= len(lay.pots):
            return Seq([start, Call(refill)])

        def drawn():  # the new gold card leaves the gold deck
            m.gold_left = max(0, m.gold_left - 1)
        gold = fly(t.flyers, ("gold", g.points, g.length), lay.gold_deck, lay.pots[ev.pot].gold, 0.35, True, True,
                   before=drawn)
        return Seq([Parallel([gold, start]), Call(refill)])

    @recipe(E.DeckReshuffled)
    def reshuffled(self, ev: E.DeckReshuffled):
        t = self.table
        t.hud.callout(t.model.current, _("The discard pile is shuffled into a new deck"), SHOUT)
        return Wait(0.4)

    @recipe(E.ScorePilePenalty)
    def score_pile(self, ev: E.ScorePilePenalty):
        t = self.table
        m = t.model
        t.hud.callout(ev.seat, _("Cards due but unplayable: to the score pile"), SHOUT)
        hand = m.hands[ev.seat]
        plate = t.layout().seats[ev.seat].plate
        scoring = t.variant.scoring

        def landed(card) -> None:  # on the plate: the pile counts it, the total pays for it (the rules' score)
            if card is not None:
                counts = scoring.penalised == "all" or card.kind == RAINBOW
                m.to_score_pile(ev.seat, card, scoring.score_pile_penalty if counts else 0)
        return Parallel([fly(t.flyers, card, self.hand_rect(ev.seat, k, len(hand)),
                             plate.inflate(-plate.w // 2, -plate.h // 3), 0.45, True, True,
                             before=lambda c=card: m.take_from_hand(ev.seat, c), after=lambda c=card: landed(c))
                         for k, card in enumerate(ev.cards)])

    def to_place(self, seat: int, cards: list, place, end: str, numbers: list) -> Seq:
        """Cards flying from a hand onto an end of a rainbow."""
        t = self.table
        m = t.model
        rainbow = t.place_rainbow(place)
        length = t.place_length(place)
        hand = m.hands[seat]
        steps = []
        for k, (card, number) in enumerate(zip(cards, numbers)):
            index = 0 if end == "low" else len(rainbow) + k
            start = self.hand_rect(seat, hand.index(card) if card in hand else (hand.index(None) if None in hand else 0),
                                   len(hand))
            target = t.spot_rect(place, index, max(length, len(rainbow) + len(cards)), len(rainbow) + len(cards))

            def land(card=card, number=number):
                spot = Spot(number, (card,))
                rb = t.place_rainbow(place)
                if end == "low":
                    rb.insert(0, spot)
                else:
                    rb.append(spot)
                m.played += 1
            steps.append(fly(t.flyers, card, start, target, 0.4, seat == t.viewer and t.eye == seat, True,
                             before=lambda c=card: m.take_from_hand(seat, c), after=land, impact=self.thud))
        return Seq(steps)

    @recipe(E.PotWon)
    def pot_won(self, ev: E.PotWon) -> Seq:
        t = self.table
        m = t.model
        lay = t.layout()
        t.hud.won_pot = ev.pot  # the shout goes on the free felt beside this pot's lane
        t.hud.shout(_("Pot of gold!"))
        won = _("You win the pot!") if ev.seat == t.human else _("{name} wins the pot!").format(name=t.name(ev.seat))
        t.hud.callout(ev.seat, won, SHOUT, max(px(19), lay.name_size + px(2)))  # in proportion to the plates' names
        gold, rainbow = m.pots[ev.pot] if ev.pot < len(m.pots) else (ev.gold, [])
        length = t.variant.gold[ev.gold].length
        starts = [t.spot_rect(("pot", ev.pot), k, length) for k in range(len(rainbow))]

        def clear():
            t.hud.lifted = None
            if ev.pot < len(m.pots):
                m.pots[ev.pot] = (ev.gold, [])
        flights = [Seq([Wait(0.05 * k), fly(t.flyers, spot.top, rect, lay.discard, 0.45, True, True)])
                   for k, (spot, rect) in enumerate(zip(rainbow, starts))]

        def won():
            m.discard.extend(ev.cards)
        g = t.variant.gold[ev.gold]
        seat = lay.seats.get(ev.seat)
        plate = seat.plate if seat is not None else lay.play
        # an opponent's pots are counted on its plaque and lie as gold tokens round its medallion: the
        # coins go to the plaque, the gold card to the medallion (a review: they aimed at the seat's
        # middle, its fan, and fell over its other lane); yours to your plate's figures
        parts = seat.parts if seat is not None and ev.seat != t.viewer else None
        plaque = parts.plaque if parts is not None else plate
        to = parts.medallion if parts is not None else plate.inflate(-plate.w // 2, -plate.h // 3)
        pot = lay.pots[ev.pot].gold.copy() if ev.pot < len(lay.pots) else lay.deck
        coin = max(24, min(72, round(lay.pot_card[1] * 0.4)))  # big, struck gold (40 px at 1280x720: the lanes' cards
        # grew to 101 px; the coins kept their size, a frame's cost with them)

        def spill():  # coins burst from the won pot's gold card towards the winner (the coins' sound started it)
            # the moment the callout names the winner, the plate and the side panel count the pot
            m.win_pot(ev.seat, ev.gold, g.points)
            # from just over its top edge, the card itself seen (a review: "the coins of the celebration
            # cover the won pot card"); each coin springs centred on `spring`'s top
            spring = pot.move(0, -(coin * 3) // 4 - max(3, pot.h // 14) - px(4))  # (the card lifted: view.draw_lifted_gold)
            # and never over a card of the lane above it (its rows from the left: a gold card right over it)
            above = [r.bottom for k, place in enumerate(lay.pots) if k != ev.pot and place.area.bottom <= pot.top
                     for r in [place.gold] + t.hud.rainbow_rects(("pot", k), len(t.place_rainbow(("pot", k))),
                                                                 t.place_length(("pot", k)))
                     if r.left < spring.right and r.right > spring.left]
            spring.top = max([spring.top] + [b + coin * 2 // 5 for b in above])
            self.effects.coins(spring, plaque, 14, coin, coin_gap(t, lay, ev.pot, spring, plaque, coin))
            self.effects.glints(pot, 4)  # the won gold card lit: glints round its edge and a gold glow
            t.hud.lifted = ev.pot  # and lifted off the felt until it flies

        def arrived():  # the gold card reaches its winner: a chime and a gold glow round the plate
            t.sfx("chime")
            self.effects.glow(parts.head if parts is not None else plate)
        gold_flight = fly(t.flyers, ("gold", g.points, g.length), pot, to,
                          0.6, True, True, impact=arrived)
        return Seq([Call(spill), Wait(0.5), Call(clear), Parallel(flights + [gold_flight]), Call(won), Wait(0.3)])


def coin_gap(t, lay, won: int, start: pygame.Rect, end: pygame.Rect, size: int) -> tuple[int, int] | None:
    """Where a won pot's coins pass on their way up to a plaque above another lane (a review: they
    crossed the cards of the lane under the winner's plaque): under that lane's cards, past its
    run's last card, so they rise through its free places (a lane in the row above the won pot's, its
    foot a little under the coins' spring where the rows lie close); None: no lane in their way."""
    for k, place in enumerate(lay.pots):
        if k == won or not (end.bottom <= place.area.top and place.area.centery < start.top) or \
                place.area.right < end.left or place.area.left > end.right:
            continue
        laid, length = len(t.place_rainbow(("pot", k))), t.place_length(("pot", k))
        run = t.hud.rainbow_rects(("pot", k), laid, length)
        free = max([place.gold.right] + [r.right for r in run]) + 4 * size
        room = ghost_places(place.row, laid, length, lay.pot_card)  # its count's label on the first (s52: coins covered it)
        if len(room) > 1:
            free = room[-1].centerx
        elif room:
            free = max(free, room[0].right + size)
        return min(free, place.area.right - size // 2), place.area.bottom + size // 2
    return None
