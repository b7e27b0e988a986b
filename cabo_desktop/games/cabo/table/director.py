"""The director of CABO's table: turns each action's rule events (redacted for the viewer) into
the queue of animations, in groups that move together (a matched multi-exchange, one seat's first
look, the final reveal), with barriers where the player must act (remember the first look, close
the round's score sheet)."""

from __future__ import annotations

from dataclasses import replace

from ....ui.motion import WaitUntil, flip, lift
from ....ui.tween import Call, Parallel, Sequence as Seq, Wait
from ..rules import events as E
from ..rules.state import Phase
from .moves import Moves
from .recipes import Recipes


def animation_groups(events: list[E.Event]) -> list[list[E.Event]]:
    """Events grouped as they animate: a matched exchange with its discards and the placed card
    (the cards fly to the pile together), and one seat's first looks; every other event alone."""
    groups: list[list[E.Event]] = []
    i = 0
    while i < len(events):
        ev = events[i]
        group = [ev]
        if isinstance(ev, E.ExchangeMatched):
            while i + 1 < len(events) and isinstance(events[i + 1], (E.CardDiscarded, E.CardPlaced)):
                i += 1
                group.append(events[i])
                if isinstance(events[i], E.CardPlaced):
                    break
        elif isinstance(ev, E.CardPeeked) and ev.reason == "initial":
            while i + 1 < len(events) and isinstance(events[i + 1], E.CardPeeked) \
                    and events[i + 1].reason == "initial" and events[i + 1].seat == ev.seat:
                i += 1
                group.append(events[i])
        groups.append(group)
        i += 1
    return groups


class Director(Recipes):
    """Queues the animations of a table scene (`table`): its model, layout and queue."""

    def __init__(self, table):
        super().__init__(table)
        self.pending_peeks: dict[int, list] = {}  # hot-seat: first looks to show each person privately
        self.peek_holding: list | None = None  # the cards the human looks at, shown until confirmed
        self.peek_owner: int | None = None  # whose cards they are
        self.peek_confirmed = False
        self.peek_since = 0.0
        self.moves = Moves()  # each seat's last move, on its plate for a few seconds (plates.opponent_panel)

    def started(self, ev, log: bool = True) -> None:
        super().started(ev, log)
        self.moves.note(ev, self.table.time)

    def enqueue(self, events: list[E.Event], obs) -> None:
        t = self.table
        if t.hotseat:  # first looks dealt while nobody's view was up: shown when the person takes over
            for i, ev in enumerate(events):
                if isinstance(ev, E.RoundStarted):
                    self.pending_peeks.clear()
                elif isinstance(ev, E.CardPeeked) and ev.reason == "initial" and ev.seat in t.humans \
                        and ev.seat != t.eye:  # the look as that person's own feed gave it
                    self.pending_peeks.setdefault(ev.seat, []).append(t.events_for(ev.seat)[i])
        super().enqueue(events, obs)

    def groups(self, events: list) -> list[list]:
        return animation_groups(events)

    def enqueue_seen(self, seen: list) -> None:
        for ev in seen:
            if isinstance(ev, E.RoundScored):  # one action ends at most one round, so its resets are this round's
                self.table.resets[ev.round_no] = [r for r in seen if isinstance(r, E.ScoreReset)]
        super().enqueue_seen(seen)

    def queue_group(self, group: list) -> None:
        """The human's own looks wait until seen; another seat's first look lifts its cards."""
        t = self.table
        ev = group[0]
        if isinstance(ev, E.CardPeeked) and ev.reason == "initial":
            if ev.seat == t.human and ev.card is not None:
                self.queue_private_look(group)
            else:
                t.queue.append((lambda g=group: self.peek_others(g), False))
        elif isinstance(ev, (E.CardPeeked, E.CardSpied)) and ev.seat == t.human and ev.card is not None:
            self.queue_private_look(group)  # a peek or a spy: readable until the person has seen it
        else:
            super().queue_group(group)

    def queue_private_look(self, group, log: bool = True) -> None:
        """The human's look (the first look, a peek, a spy): lift and flip, stay readable until
        confirmed, flip back."""
        queue = self.table.queue
        queue.append((lambda g=group: self.peek_show(g, log), False))
        queue.append((lambda g=group: self.peek_hold(g), True))
        queue.append((lambda g=group: self.peek_hide(g), False))

    def synced(self, obs) -> None:
        t = self.table
        revealed = t.model.hands
        t.model.sync(obs)
        if obs.phase == Phase.GAME_OVER and t.scores:
            t.model.hands = revealed  # keep the final reveal on the table
        t.flyers.clear()
        t.steps_played += 1
        t.controls.forget_buttons()

    def show_pending_look(self, seat: int) -> None:
        """Hot-seat: a first look dealt automatically (kaboo) while another view was up, shown now
        privately to the person who took over."""
        pending = self.pending_peeks.pop(seat, None)
        if not pending:
            return
        hand, used, group = self.table.model.hands[seat], set(), []
        for ev in pending:
            for i, slot in enumerate(hand):
                if i not in used and slot.card == ev.card and not slot.face_up:
                    used.add(i)
                    group.append(replace(ev, slot=i))
                    break
        if group:
            self.queue_private_look(group, log=False)

    # ------------------------------------------------------------ first looks

    @staticmethod
    def looked_at(ev) -> tuple[int, int]:
        """The seat and slot of the card a look shows (a spy looks at another's card)."""
        return (ev.target_seat, ev.slot) if isinstance(ev, E.CardSpied) else (ev.seat, ev.slot)

    def peek_show(self, group, log: bool = True) -> Seq:
        """The looked-at cards lift and turn over; only once they are face up do the log, the banner
        and the coach tell their values (never before the picture shows them)."""
        t = self.table
        m = t.model
        m.current = group[0].seat  # the looking seat's plate is lit while it looks
        for ev in group:
            t.app.note_event(type(ev))
            if isinstance(ev, E.CardSpied):
                t.react(ev.target_seat, "spied")
        anims = []
        for ev in group:
            s = m.slot(*self.looked_at(ev))
            if s is None:
                continue
            if self.in_place(ev):  # turned over where it lies, its size and line kept (review s50, 4th:
                s.looked = True  # lifted, the first look 'read as a bug or a false selection')
                anims.append(flip(s, ev.card, 0.3))
            else:
                anims.append(Seq([lift(s, 1.0, 0.25), flip(s, ev.card, 0.3)]))

        def shown():
            if log:
                for ev in group:
                    t.add_log(t.describe(ev))
            self.peek_owner = self.looked_at(group[0])[0]
            self.peek_holding = [ev.card for ev in group]
            self.peek_confirmed = False
            self.peek_since = t.time
        return Seq([Call(lambda: t.sfx("flip")), Parallel(anims), Call(shown)])

    @staticmethod
    def in_place(ev) -> bool:
        """A first look at your own cards shows them face up in the row (no lift): a peek or a spy
        (an ability's one card) still lifts toward the centre."""
        return isinstance(ev, E.CardPeeked) and ev.reason == "initial"

    def peek_hold(self, group) -> WaitUntil:
        t = self.table

        def ready() -> bool:
            if self.peek_confirmed:
                return True
            return t.auto_continue is not None and t.time - self.peek_since >= t.auto_continue
        return WaitUntil(ready)

    def peek_hide(self, group) -> Seq:
        t = self.table
        m = t.model
        anims = []
        for ev in group:
            s = m.slot(*self.looked_at(ev))
            if s is not None:
                anims.append(Seq([flip(s, None, 0.3), Call(lambda s=s, c=ev.card: setattr(s, "card", c)),
                                  Call(lambda s=s: setattr(s, "looked", False)), lift(s, 0.0, 0.2)]))

        def end():
            self.peek_holding = None
            t.sfx("flip")
        return Seq([Call(end), Parallel(anims)])

    def peek_others(self, group) -> Seq | Parallel | Wait:
        """Another seat's first look: its cards lift briefly (the viewer sees only what it may)."""
        t = self.table
        m = t.model
        m.current = group[0].seat  # the looking seat's plate is lit while it looks
        anims = []
        for ev in group:
            t.app.note_event(type(ev))
            t.add_log(t.describe(ev))
            s = m.slot(ev.seat, ev.slot)
            if s is None:
                continue
            s.eye = True  # an eye on each card being looked at
            steps = [lift(s, 1.0, 0.25)]
            if ev.card is not None:
                steps += [flip(s, ev.card, 0.3), Wait(0.8), flip(s, None, 0.3),
                          Call(lambda s=s, c=ev.card: setattr(s, "card", c))]
            else:
                steps.append(Wait(0.45))
            steps += [lift(s, 0.0, 0.2), Call(lambda s=s: setattr(s, "eye", False))]
            anims.append(Seq(steps))
        return Parallel(anims) if anims else Wait(0)
