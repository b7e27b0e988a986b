"""The director of Cabanga!'s table: each action's rule events (redacted for the eye at the
screen) become animations in the table's queue: the deal round by round, a card played onto its
pile, the gap lit on the row, "Cabanga!" with the thrown cards flying in, the penalty cards drawn,
the penalty pile renewed, every hand shown for the count, then the round-end screen (a barrier)."""

from __future__ import annotations

import pygame

from ....i18n import _
from ....ui.event_director import EventDirector, recipe
from ....ui.motion import Flyer, fly, move, settle
from ....ui.theme import px
from ....ui.tween import Call, Parallel, Sequence as Seq, Wait
from ..rules import events as E
from ..rules.cards import COLOURS, SIDES
from . import own_seat
from .layout import colours_of, fan_slots, hand_slots, run_slots
from .model import hand_order


def shape_spark(colour: str, size: int) -> pygame.Surface:
    """A small particle of a colour's own shape in that colour, rimmed in card-stock white so it
    shows over a card of its own colour (a throw's burst), made once per size."""
    from ....ui import assets, card_pictures
    from ....ui.card_art import sprite
    from .art import COLOURS as INKS
    key = ("fx-shape", colour, size)
    spark = assets.surfaces.get(key)
    if spark is None:
        rim = sprite(("fx-shape-rim", colour, size), card_pictures.shape(colour, (250, 247, 238)), (size, size))
        inner = max(4, size - max(4, size // 5))
        body = sprite(("fx-shape-body", colour, inner), card_pictures.shape(colour, INKS.get(colour, (240, 240, 235))),
                      (inner, inner))
        spark = rim.copy()
        spark.blit(body, body.get_rect(center=(size // 2, size // 2)))
        assets.surfaces[key] = spark
    return spark


SHOUT = (255, 226, 120)


def throw_flight(flyers: list, card, start: pygame.Rect, mid: pygame.Rect, end: pygame.Rect, before, hit, thud, after,
                 spin: bool) -> Seq:
    """A thrown card's flight: from the thrower's hand at the player (`mid`, over their fan), its
    burst there (`hit`), a moment lying over the fan, then onto the thrown pile (`end`). One card
    in flight the whole way, drawn over every fan (a review: between two flights it vanished into
    the fan, its burst fading there like its ghost behind the player's cards)."""
    flyer = Flyer(card, start.size, start, True)

    def begin():
        before()
        flyers.append(flyer)

    def land():
        if flyer in flyers:
            flyers.remove(flyer)
        after()
    return Seq([Call(begin), move(flyer, start, mid, 0.45, True, spin=360.0 if spin else -360.0), Call(hit),
                settle(flyer), Wait(0.15), move(flyer, mid, end, 0.35, True), Call(thud), settle(flyer), Call(land)])


def animation_groups(events: list) -> list[list]:
    """Events as they animate: the deal's hands together, every other event alone."""
    groups: list[list] = []
    for ev in events:
        if isinstance(ev, E.CardsDealt) and groups and isinstance(groups[-1][0], E.CardsDealt):
            groups[-1].append(ev)
        else:
            groups.append([ev])
    return groups


class Director(EventDirector):
    """Cabanga!'s animation of each event (the queueing and the sync are the shared EventDirector's)."""

    SOUNDS = {E.CardsDealt: "deal", E.CardPlayed: "deal", E.PenaltyDrawn: "slide", E.CardsThrown: "shout",
              E.PenaltyPileRenewed: "deal", E.RoundEnded: "round_end"}
    BARRIERS = (E.RoundEnded,)
    MOOD = "bright"  # the music's mood here (ui/music.MOODS)

    def groups(self, events: list) -> list[list]:
        return animation_groups(events)

    def synced(self, obs) -> None:
        t = self.table
        revealed = t.model.hands if t.model.revealed else None
        super().synced(obs)
        if revealed is not None and obs.over:  # the last count stays on the table
            t.model.hands, t.model.revealed = revealed, True

    # ------------------------------------------------------------ places

    def hand_rect(self, seat: int, index: int, count: int) -> pygame.Rect:
        """Where card `index` of a hand of `count` cards sits (an opponent's: in its plate)."""
        t = self.table
        lay = t.layout()
        if seat == t.viewer:
            hands = t.model.hands
            slots = hand_slots(lay, max(1, count), colours_of(hands[seat]) if seat < len(hands) else ())
        else:
            slots = fan_slots(lay.seats[seat], max(1, count), lay.small_card)
        return slots[max(0, min(index, len(slots) - 1))].copy()

    def pile_rect(self, colour: str, side: str) -> pygame.Rect:
        """Where a card played now onto a pile lands: the next place of its run."""
        r = COLOURS.index(colour)
        piles = self.table.model.piles
        count = len(piles[r][SIDES.index(side)]) if piles else 0
        return run_slots(self.table.layout().rows[r], count + 1, side)[-1].copy()

    def face_up_for(self, seat: int) -> bool:
        """Whether cards entering or leaving this seat's hand are drawn face up on their way."""
        return seat == self.table.viewer and self.table.eye == seat

    # ------------------------------------------------------------ the deal

    @recipe(E.CardsDealt, group=True)
    def deal(self, group: list) -> Seq:
        """Every hand dealt card by card, round the table, from the penalty pile."""
        t = self.table
        m = t.model
        lay = t.layout()
        for ev in group:
            self.started(ev)
        size = max(ev.count for ev in group)
        steps = []
        for k in range(size):
            for ev in group:
                if k >= ev.count:
                    continue
                card = ev.cards[k] if ev.cards is not None else None
                target = self.hand_rect(ev.seat, k, ev.count)

                def land(seat=ev.seat, card=card):
                    m.penalty = max(0, m.penalty - 1)
                    m.add_to_hand(seat, card)
                steps.append(Seq([Wait(0.035 * len(steps)),
                                  fly(t.flyers, card, lay.penalty, target, 0.22, False, self.face_up_for(ev.seat),
                                      after=land)]))
        return Parallel(steps)

    # ------------------------------------------------------------ one event

    @recipe(E.RoundStarted)
    def round_started(self, ev: E.RoundStarted):
        t = self.table
        m = t.model

        def reset():
            m.piles = [[[left], [right]] for left, right in ev.piles]
            m.hands = [[] for _ in range(t.n)]
            m.thrown = []
            m.penalty = len(t.variant.deck)
            m.gap = None
            m.current = ev.start
            m.round_no = ev.round_no
            m.revealed = False
            m.last_colour = None
            t.flyers.clear()
        return Seq([Call(reset), Wait(0.3)])

    @recipe(E.TurnStarted)
    def turn(self, ev: E.TurnStarted):
        m = self.table.model

        def turn():
            m.current = ev.seat
            m.gap = None
        return Call(turn)

    @recipe(E.PenaltyPileRenewed)
    def renewed(self, ev: E.PenaltyPileRenewed):
        t = self.table
        m = t.model
        lay = t.layout()
        cards = list(m.thrown)

        def renew():
            m.thrown = []
        flights = [Seq([Wait(0.04 * k), fly(t.flyers, card, lay.thrown, lay.penalty, 0.35, True, False)])
                   for k, card in enumerate(cards[-6:])]

        def done():
            m.penalty = ev.size
        t.hud.callout(m.current, _("The thrown pile becomes the penalty pile"), SHOUT)
        return Seq([Call(renew), Parallel(flights), Call(done)])

    @recipe(E.RoundEnded)
    def round_ended(self, ev: E.RoundEnded):
        m = self.table.model

        def reveal():
            m.hands = [sorted(hand, key=hand_order) for hand in ev.hands]
            m.revealed = True
            m.gap = None
            m.totals = ev.totals
        return Seq([Call(reveal), Wait(1.4)])

    @recipe(E.CardPlayed)
    def play(self, ev: E.CardPlayed) -> Seq:
        t = self.table
        m = t.model
        hand = m.hands[ev.seat] if ev.seat < len(m.hands) else []
        index = hand.index(ev.card) if ev.card in hand else (hand.index(None) if None in hand else max(0, len(hand) - 1))
        start = self.hand_rect(ev.seat, index, len(hand))
        if ev.seat == t.viewer:
            start.y -= int(start.h * 0.18 * t.controls.lift_of(ev.card))
        target = self.pile_rect(ev.card.colour, ev.side)

        def take():
            m.current = ev.seat
            m.take_from_hand(ev.seat, ev.card)

        def land():
            m.piles[COLOURS.index(ev.card.colour)][SIDES.index(ev.side)].append(ev.card)
            m.last_colour = ev.card.colour
            if ev.gap is not None:
                m.gap = (ev.card.colour, ev.gap[0], ev.gap[1])
        steps = [fly(t.flyers, ev.card, start, target, 0.42, ev.seat == t.viewer and t.eye == ev.seat, True,
                     before=take, after=land, impact=self.thud)]
        if ev.gap is not None:
            steps.append(Wait(0.25))  # the gap lights up before anyone throws
        return Seq(steps)

    @recipe(E.PenaltyDrawn)
    def penalty(self, ev: E.PenaltyDrawn) -> Seq:
        t = self.table
        m = t.model
        lay = t.layout()
        hand = m.hands[ev.seat]
        card = ev.card if t.eye == ev.seat else None
        index = len(hand)
        if card is not None and all(c is not None for c in hand):
            index = sorted(hand + [card], key=hand_order).index(card)
        target = self.hand_rect(ev.seat, index, len(hand) + 1)
        steps = []
        if ev.reason == "colour":
            t.hud.callout(ev.seat, _("Same colour: a penalty card"), SHOUT)
            steps.append(Wait(0.2))

        def take():
            m.penalty = max(0, m.penalty - 1)

        def land():
            m.add_to_hand(ev.seat, card)
        steps.append(fly(t.flyers, card, lay.penalty, target, 0.3, False, card is not None, before=take, after=land))
        return Seq(steps)

    @recipe(E.CardsThrown)
    def throw(self, ev: E.CardsThrown) -> Seq:
        """"Cabanga!": the thrower's cards fly at the player, then onto the thrown pile, lit there by glints."""
        t = self.table
        m = t.model
        lay = t.layout()
        yours = ev.seat == t.viewer  # your bubble grown with the table, beside your medallion short of your cards
        reach = own_seat.hand_reach(lay, m.hands[ev.seat]) if yours else None
        t.hud.callout(ev.seat, _("Cabanga!"), SHOUT, own_seat.bubble_type(lay, _("Cabanga!"), reach) if yours else None)
        t.hud.shout(_("Cabanga!"))
        hand = list(m.hands[ev.seat])
        target_seat = lay.seats[ev.target].fan if ev.target in lay.seats else lay.thrown
        flights = []
        for k, card in enumerate(ev.cards):
            index = hand.index(card) if card in hand else (hand.index(None) if None in hand else 0)
            start = self.hand_rect(ev.seat, index, len(hand))
            mid = pygame.Rect(0, 0, *lay.pile_card)
            mid.center = (target_seat.centerx + (k - len(ev.cards) / 2) * 18, target_seat.centery)

            def take(card=card):
                m.take_from_hand(ev.seat, card)

            def land(card=card):
                m.thrown.append(card)

            def hit(card=card, at=mid.center):  # thrown with a turn, it bursts into its colour's shapes:
                # small pieces of the seat's cards' scale, spent within its fan (issue 40: a lane card's
                # half, flung far, lay over the player's name and score)
                side = max(px(12), min(lay.pile_card[0], lay.small_card[0]) // 3)
                self.effects.burst(at, shape_spark(card.colour, side), 10, speed=max(140.0, side * 9.0))
            def down():  # on the thrown pile: lit with gold glints round its edge, read under the ribbon (a
                self.thud()  # review s50: "no thrown card is visible")
                self.effects.glints(*glint_ring(lay.thrown))
            flights.append(Seq([Wait(0.08 * k), throw_flight(t.flyers, card, start, mid, lay.thrown, before=take,
                                                             hit=hit, thud=down, after=land, spin=k % 2 == 0)]))
        return Seq([Wait(0.15), Parallel(flights)])


def glint_ring(pile: pygame.Rect) -> tuple:
    """`Effects.glints`' arguments for the thrown pile at `pile`: none along its foot and the
    sides' glints kept a glint's half above it, so no ray reaches its caption just under it (a
    review s51: at 1920x1080 a sparkle streak crossed "Thrown"); the glow round the whole card."""
    clear = max(18, min(64, round(pile.w * 0.6))) // 2 + px(2)  # a glint's half (Effects.glints: 0.6 of a card's width)
    return pygame.Rect(pile.x, pile.y, pile.w, max(1, pile.h - clear)), 4, False, pile
