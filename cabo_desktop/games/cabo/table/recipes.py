"""One animation per kind of CABO rule event: dealing, drawing, discarding, exchanging, sliding
out several cards, peeking and spying, blind swaps, snaps, the CABO shout, the final reveal."""

from __future__ import annotations

from typing import Callable

import pygame

from ....i18n import _
from ....ui.event_director import EventDirector, recipe
from ....ui.motion import Flyer, flip, fly, lift, move
from ....ui.theme import GOLD
from ....ui.tween import Call, Parallel, Sequence as Seq, Tween, Wait, ease_out_cubic
from ..rules import events as E
from .layout import badge_height, compute_layout
from .model import Slot
from . import pile_mat

MISS = (255, 150, 130)  # a missed snap
SWAP_TIME = 0.9  # seconds for two swapped cards to cross the table (after they lift and pause)


class Recipes(EventDirector):
    """The animation of each event, drawn on `table`'s model (the table's director extends this)."""

    SOUNDS = {  # the sound effect an event starts with
        E.CardDealt: "deal", E.DiscardStarted: "flip", E.CardDrawn: "slide", E.CardDiscarded: "discard",
        E.CardPlaced: "deal", E.CardsSlidOut: "slide", E.CardsSwapped: "slide", E.CaboCalled: "bell",
        E.DeckReshuffled: "deal", E.SnapHit: "deal", E.SnapMissed: "flip", E.CardSpied: "flip",
        E.CardPeeked: "flip", E.CardAddedAtEnd: "deal", E.CardGiven: "slide", E.RoundScored: "round_end",
    }
    BARRIERS = (E.RoundScored,)
    gesture: tuple[int, tuple[int, ...]] | None = None  # (seat, slots): a set slid out together (view._gesture)
    LOGGED_LATER = (E.RoundScored,)  # the scores are logged once the reveal has shown them
    IDLE = 0.05

    def fly(self, card, start: pygame.Rect, end: pygame.Rect, duration: float, face_from: bool, face_to: bool,
             before: Callable[[], None] | None = None, after: Callable[[], None] | None = None,
             impact: Callable[[], None] | None = None, spin: float = 0.0) -> Seq:
        return fly(self.table.flyers, card, start, end, duration, face_from, face_to, before, after, impact, spin)

    @recipe(E.RoundStarted)
    def round_started(self, ev: E.RoundStarted):
        t = self.table
        m = t.model

        def reset():
            self.gesture = None
            m.hands = [[Slot(hidden=True) for _ in range(k)] for k in ev.hand_sizes]
            m.discard = []
            m.holding, m.held, m.held_seat = False, None, None
            m.caller = None
            m.current = ev.start_seat  # the new round's starter, not the last round's
            m.round_no = ev.round_no
            m.deck_size = len(t.variant.faces)
            t.flyers.clear()
        return Seq([Call(reset), Wait(0.2)])

    @recipe(E.CardDealt)
    def dealt(self, ev: E.CardDealt):
        t = self.table
        m = t.model
        seat, slot = ev.seat, ev.slot
        lay = compute_layout(t.app.size, m.hand_sizes(), t.viewer, t.square, t.docked)
        target = t.slot_rect(seat, slot, lay)

        def landed():
            m.deck_size = max(0, m.deck_size - 1)
            s = m.slot(seat, slot)
            if s:
                s.hidden = False
        return self.fly(None, lay.deck, target, 0.09, False, False, after=landed)

    @recipe(E.DiscardStarted)
    def discard_started(self, ev: E.DiscardStarted):
        m = self.table.model
        lay = self.table.layout()

        def started():
            m.deck_size = max(0, m.deck_size - 1)
            m.discard.append(ev.card)
        return self.fly(ev.card, lay.deck, lay.discard, 0.3, False, True, after=started, impact=self.thud)

    @recipe(E.TurnStarted)
    def turn(self, ev: E.TurnStarted):
        t = self.table

        def turn():
            t.model.current = ev.seat
            # a shout ("ANN CALLED CABO!") goes as the next turn begins: it fades within a second
            t.hud.banner_big_alpha = min(t.hud.banner_big_alpha, 0.3)
        return Call(turn)

    @recipe(E.CardPeeked)
    def peeked(self, ev: E.CardPeeked):
        t = self.table
        seat, card = ev.seat, ev.card
        s = t.model.slot(seat, ev.slot)
        if s is None:
            return Wait(0)
        steps = [Call(lambda: setattr(s, "eye", True)), lift(s, 1.0, 0.25)]
        if card is not None:
            steps += [flip(s, card, 0.3), Wait(2.5 if seat == t.human else 0.6), flip(s, None, 0.3),
                      Call(lambda: setattr(s, "card", card))]
        else:
            steps += [Wait(0.6)]  # someone else's look: long enough to see whose card it is
        steps += [lift(s, 0.0, 0.2), Call(lambda: setattr(s, "eye", False))]
        return Seq(steps)

    @recipe(E.CardSpied)
    def spied(self, ev: E.CardSpied):
        t = self.table
        card = ev.card
        t.react(ev.target_seat, "spied")
        s = t.model.slot(ev.target_seat, ev.slot)
        if s is None:
            return Wait(0)
        steps = [Call(lambda: setattr(s, "eye", True)), lift(s, 1.0, 0.25)]
        if card is not None:
            steps += [flip(s, card, 0.3), Wait(1.4), flip(s, None, 0.3), Call(lambda: setattr(s, "card", card))]
        else:
            steps += [Wait(0.7)]
        steps += [lift(s, 0.0, 0.2), Call(lambda: setattr(s, "eye", False))]
        return Seq(steps)

    @recipe(E.CardDrawn)
    def drawn(self, ev: E.CardDrawn):
        m = self.table.model
        lay = self.table.layout()
        source, card = ev.source, ev.card
        start = lay.deck if source == "deck" else lay.discard

        def took():
            if source == "deck":
                m.deck_size = max(0, m.deck_size - 1)
            elif m.discard:
                m.discard.pop()

        def held():
            m.holding, m.held, m.held_seat = True, card, ev.seat

        return self.fly(card, start, lay.drawn, 0.4, source == "discard", card is not None, before=took, after=held)

    @recipe(E.CardDiscarded)
    def discarded(self, ev: E.CardDiscarded):
        return self.discard_anim(ev.seat, ev.card, ev.slot, self.table.layout(), 0.35)

    @recipe(E.CardPlaced)
    def placed(self, ev: E.CardPlaced):
        t = self.table
        m = t.model
        seat, slot, face_up, card = ev.seat, ev.slot, ev.face_up, ev.card
        lay = t.layout()

        def gone():
            m.holding, m.held = False, None

        def placed():
            s = m.slot(seat, slot)
            if s:
                s.card, s.face_up, s.hidden, s.reveal, s.lift = card, face_up, False, None, 0.0
        return self.fly(card, lay.drawn, t.slot_rect(seat, slot, lay), 0.35, card is not None, face_up,
                        before=gone, after=placed)

    @recipe(E.CardsSlidOut)
    def slid_out(self, ev: E.CardsSlidOut):
        m = self.table.model
        anims = []
        self.gesture = (ev.seat, tuple(ev.slots))  # one gesture while the cards are up
        for slot, card in zip(ev.slots, ev.cards):
            s = m.slot(ev.seat, slot)
            if s is not None:
                anims.append(Seq([lift(s, 1.0, 0.3), flip(s, card, 0.3)]))
        return Seq([Parallel(anims), Wait(0.5)])

    @recipe(E.ExchangeFailed)
    def exchange_failed(self, ev: E.ExchangeFailed):
        m = self.table.model
        anims = []
        self.gesture = None
        for slot in ev.slots:
            s = m.slot(ev.seat, slot)
            if s is not None:
                if ev.face_up:
                    anims.append(Seq([lift(s, 0.0, 0.3), Call(lambda s=s: _settle_face_up(s))]))
                else:
                    anims.append(Seq([flip(s, None, 0.3), lift(s, 0.0, 0.3)]))
        return Seq([Wait(0.3), Parallel(anims)])

    @recipe(E.CardAddedAtEnd)
    def added_at_end(self, ev: E.CardAddedAtEnd):
        t = self.table
        m = t.model
        lay = t.layout()
        seat, reason, face_up, card = ev.seat, ev.reason, ev.face_up, ev.card
        new = Slot(card=card, face_up=face_up, hidden=True)

        def insert():
            hand = m.hands[seat]
            hand.insert(0 if ev.end == "left" else len(hand), new)
            if reason == "drawn":
                m.holding, m.held = False, None
            else:
                m.deck_size = max(0, m.deck_size - 1)

        start = lay.drawn if reason == "drawn" else lay.deck
        flyer = Flyer(card, start.size, start, reason == "drawn" and card is not None)

        def begin():
            insert()
            t.flyers.append(flyer)
            seq.steps[1] = move(flyer, start, t.slot_rect(seat, ev.slot), 0.4, face_up)

        def land():
            if flyer in t.flyers:
                t.flyers.remove(flyer)
            new.hidden = False
        seq = Seq([Call(begin), Wait(0), Call(land)])
        return seq

    @recipe(E.CardsSwapped)
    def swapped(self, ev: E.CardsSwapped):
        t = self.table
        m = t.model
        lay = t.layout()
        sa, a, sb, b = ev.seat_a, ev.slot_a, ev.seat_b, ev.slot_b
        s1, s2 = m.slot(sa, a), m.slot(sb, b)
        if s1 is None or s2 is None:
            return Wait(0)
        r1, r2 = t.slot_rect(sa, a, lay), t.slot_rect(sb, b, lay)
        # slow enough to follow, slower still when one of the cards is yours
        yours = t.human is not None and t.human in (sa, sb)
        cross, hold = (SWAP_TIME * 1.3, 0.45) if yours else (SWAP_TIME, 0.25)

        def begin():
            f1 = Flyer(s1.shown_card(), r1.size, t.painter.lifted(sa, a, r1, lay), s1.shown_card() is not None)
            f2 = Flyer(s2.shown_card(), r2.size, t.painter.lifted(sb, b, r2, lay), s2.shown_card() is not None)
            s1.hidden = s2.hidden = True
            t.flyers.extend([f1, f2])
            # the flight starts from where the lifted cards are now
            flight.members = [move(f1, pygame.Rect(f1.rect), r2, cross), move(f2, pygame.Rect(f2.rect), r1, cross)]
            flight.done = False
            flyers[:] = [f1, f2]

        def land():
            for f in flyers:
                if f in t.flyers:
                    t.flyers.remove(f)
            m.hands[sa][a], m.hands[sb][b] = s2, s1
            s1.hidden = s2.hidden = False
            s1.lift = s2.lift = 0.0

        flyers: list = []
        flight = Parallel([])
        return Seq([Parallel([lift(s1, 1.0, 0.3), lift(s2, 1.0, 0.3)]), Wait(hold), Call(begin), flight,
                    Call(land)])

    @recipe(E.CaboCalled)
    def cabo_called(self, ev: E.CaboCalled):
        t = self.table
        seat = ev.seat

        def call():
            t.react(seat, "cabo")
            t.model.caller = seat
            plate = t.layout().seats.get(seat)
            if plate is not None:  # the caller's plate shakes as the bell rings (docs/look.md)
                self.effects.shake(plate.name.inflate(8, 8))
            if seat == t.human:
                t.hud.shout(_("YOU CALLED CABO!"))
            else:
                # TRANSLATORS: a big shout over the table; {name} is the player's name in capitals
                t.hud.shout(_("{name} CALLED CABO!").format(name=t.name(seat).upper()))
        return Seq([Call(call), Wait(1.2)])

    @recipe(E.DeckReshuffled)
    def reshuffled(self, ev: E.DeckReshuffled):
        m = self.table.model
        lay = self.table.layout()

        def reshuffle():
            top = m.discard[-1:] if m.discard else []
            m.discard = top
            m.deck_size = ev.size
        return Seq([self.fly(None, lay.discard, lay.deck, 0.4, False, False), Call(reshuffle)])

    @recipe(E.SnapWindowOpened)
    def snap_window(self, ev: E.SnapWindowOpened):
        return Wait(0.15)

    @recipe(E.SnapHit)
    def snap_hit(self, ev: E.SnapHit):
        t = self.table  # one signal: the SNAP! ribbon across the snapped card, no "Snap!" bubble beside it (review s52)
        lay = t.layout()

        def slap():  # the card slapped on the pile: a crack, gold glints round its edge and the ribbon
            t.sfx("snap")
            if t.painter.standard:  # kaboo: its marks' badge lies across the pile's foot: glints round the rest
                box = lay.discard.inflate(0, -marks_clear(lay)).move(0, -marks_clear(lay) // 2)
                self.effects.glints(under_caption(lay, box), 5, False, card=lay.discard)
            else:
                self.effects.glints(under_caption(lay, lay.discard), 5, card=lay.discard)
            t.hud.shout(_("Snap!").upper(), "discard", ev.seat, t.describe(ev))  # the moment's ribbon across the snapped card (hud.anchored)
        return self.discard_anim(ev.target_seat, ev.card, ev.slot, lay, 0.4, remove=True, impact=slap,
                                 spin=-360.0 if lay.discard.centerx < t.slot_rect(ev.target_seat, ev.slot, lay).centerx
                                 else 360.0)

    @recipe(E.SnapMissed)
    def snap_missed(self, ev: E.SnapMissed):
        t = self.table
        seat = ev.seat
        if seat == t.human:
            t.hud.callout(seat, _("You missed the snap!"), MISS)
        else:
            t.hud.callout(seat, _("{name} missed the snap!").format(name=t.name(seat)), MISS)
        s = t.model.slot(ev.target_seat, ev.slot)
        if s is None:
            return Wait(0.8)
        return Seq([lift(s, 1.0, 0.2), flip(s, ev.card, 0.25), Wait(0.8), flip(s, None, 0.25),
                    lift(s, 0.0, 0.2)])

    @recipe(E.CardGiven)
    def given(self, ev: E.CardGiven):
        t = self.table
        m = t.model
        lay = t.layout()
        seat, slot, to_seat, to_slot = ev.seat, ev.slot, ev.to_seat, ev.to_slot
        s = m.slot(seat, slot)
        if s is None:
            return Wait(0)
        start = t.slot_rect(seat, slot, lay)

        def hand_over():
            m.hands[seat].pop(slot)
            m.hands[to_seat].insert(to_slot, s)
            s.hidden = False
        return self.fly(s.shown_card(), start, t.slot_rect(to_seat, min(to_slot, len(m.hands[to_seat]) - 1), lay),
                        0.45, s.shown_card() is not None, s.shown_card() is not None,
                        before=lambda: setattr(s, "hidden", True), after=hand_over)

    @recipe(E.GameOver)
    def game_over(self, ev: E.GameOver):
        return Wait(0.3)

    def discard_anim(self, seat, card, slot, lay, duration, remove: bool = False, impact=None, spin: float = 0.0):
        """A card flying to the discard pile from a hand's slot (None: the drawn card) and landing
        with a thud (`impact`: another moment); `spin`: thrown with a turn, face up from the start."""
        m = self.table.model
        if slot is None:
            start = lay.drawn

            def before():
                m.holding, m.held = False, None
        else:
            s = m.slot(seat, slot)
            start = self.table.slot_rect(seat, slot, lay)

            def before():
                if s is not None:
                    s.hidden = True

        def after():
            m.discard.append(card)
            if remove and slot is not None and m.slot(seat, slot) is not None:
                m.hands[seat].pop(slot)

        shown = bool(spin) or (slot is not None and m.slot(seat, slot) is not None
                               and m.slot(seat, slot).shown_card() is not None)
        return self.fly(card, start, lay.discard, duration, shown, True, before=before, after=after,
                         impact=impact or self.thud, spin=spin)

    @recipe(E.ExchangeMatched, group=True)
    def animate_match(self, group):
        """Matched cards fly to the pile together, the line closes up by sliding, and the drawn
        card settles into the gap left at the placed slot."""
        t = self.table
        self.started(group[0])
        self.gesture = None
        first = Wait(self.IDLE)
        matched: E.ExchangeMatched = group[0]
        discards = [ev for ev in group[1:] if isinstance(ev, E.CardDiscarded)]
        placed = next((ev for ev in group[1:] if isinstance(ev, E.CardPlaced)), None)
        lay = t.layout()
        flights = [self.discard_anim(ev.seat, ev.card, ev.slot, lay, 0.45) for ev in discards]
        m = t.model
        seat = matched.seat
        chosen = set(matched.slots)
        gap_index = matched.placed_slot - sum(1 for s in chosen if s < matched.placed_slot)
        slide = Tween(0.35, lambda t: None, ease_out_cubic)

        def close_up():
            old = t.layout()
            hand = m.hands[seat]
            kept: list[Slot] = []
            for i, s in enumerate(hand):
                if i == matched.placed_slot:
                    gap = Slot(hidden=True)
                    gap.offset = (0.0, 0.0)
                    kept.append(gap)
                elif i not in chosen:
                    s._was = old.seats[seat].slots[i] if i < len(old.seats[seat].slots) else None
                    kept.append(s)
            m.hands[seat] = kept
            new = t.layout()
            starts = []
            for j, s in enumerate(kept):
                was = getattr(s, "_was", None)
                if was is not None and j < len(new.seats[seat].slots):
                    now = new.seats[seat].slots[j]
                    starts.append((s, (was.x - now.x, was.y - now.y)))
                    s.offset = starts[-1][1]
                    del s._was

            def step(t: float) -> None:
                for s, (dx, dy) in starts:
                    s.offset = (dx * (1 - t), dy * (1 - t))
            slide.apply = step
            t.sfx("slide")

        steps = [first, Wait(0.3), Parallel(flights), Call(close_up), slide]
        if placed is not None:  # the drawn card flies into the gap once the line has closed up
            fixed = E.CardPlaced(placed.seat, gap_index, placed.face_up, placed.card, placed.seen_by)

            def settle():
                anim_seq.steps[-1] = self.animate(fixed)  # built now: the gap's place is final
            steps += [Call(settle), Wait(0)]
        anim_seq = Seq(steps)
        return anim_seq

    @recipe(E.RoundScored)
    def reveal_all(self, ev: E.RoundScored):
        """The final reveal: every face-down card flips face up in turn, seat after seat (a card
        already lying face up stays so: everyone knew it)."""
        t = self.table
        m = t.model

        def was_up(seat: int, i: int, card) -> bool:
            hand = m.hands[seat] if seat < len(m.hands) else []
            return i < len(hand) and hand[i].face_up and hand[i].card == card
        fresh = [[Slot(card=card, face_up=True) if was_up(seat, i, card) else Slot(card=None, face_up=False)
                  for i, card in enumerate(hand)] for seat, hand in enumerate(ev.hands)]

        def setup():
            t.hud.banner_big_alpha = 0.0
            m.holding, m.held = False, None
            m.hands = fresh
            t.flyers.clear()
        steps = [Call(setup)]
        for seat, hand in enumerate(ev.hands):
            for i, card in enumerate(hand):
                slot = fresh[seat][i]
                if slot.face_up:
                    continue
                steps.append(Call(lambda: t.sfx("flip")))
                steps.append(flip(slot, card, 0.16))
                steps.append(Call(lambda slot=slot, card=card: _flip_now(slot, card)))
            steps.append(Wait(0.15))
        steps.append(Wait(0.5))
        steps.append(Call(lambda: t.log_event(ev)))
        return Seq(steps)


def _settle_face_up(s: Slot) -> None:
    if s.reveal is not None:
        s.card = s.reveal
        s.face_up = True
        s.reveal = None


def _flip_now(s: Slot, card) -> None:
    s.reveal = card
    s.face_up = True
    s.card = card


def under_caption(lay, box: pygame.Rect) -> pygame.Rect:
    """`box` (where a pile's glints lie, round its edge) with its top brought down so the glints
    along it keep off the caption printed over the pile on the mat (review s51, kaboo: "the
    discard glow's sparkles cross the 'Discard pile' label"): a glint's arms reach half its size."""
    foot = pile_mat.caption_foot(lay)
    if foot is None:
        return box
    arm = max(18, min(64, round(min(box.w, box.h * 0.72) * 0.6))) // 2  # (effects.glints' size)
    top = min(max(box.top, foot + arm + 2), box.bottom - box.h // 3)
    return pygame.Rect(box.x, top, box.w, box.bottom - top)


def marks_clear(lay) -> int:
    """How far above a pile's foot its glints stay: clear of kaboo's marks' badge across the foot
    (half of it over the card) and of a glint's own arms."""
    return badge_height(lay.pile_size[1], lay.size[1]) * 3 // 2
