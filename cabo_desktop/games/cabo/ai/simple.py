"""The simpler policies: Reference (published baseline), Casual and Beginner.

- Reference: the "imperfect greedy" baseline of a public Cambio research engine, as specified in
  issue 3 (unknown card = deck mean, always draw, fixed replacement rules, CABO at <= 9 with 3
  known cards or after its 20th turn). Not offered to players.
- Casual: remembers everything its seat saw, keeps low cards, uses abilities sensibly, calls
  CABO at a fixed threshold. No counting: an unknown card is worth the deck's mean.
- Beginner: memory fades (each card it learns is remembered for a random number of turns drawn
  from an exponential law with rate `decay`), takes only obvious improvements, uses abilities
  haphazardly, calls CABO with a threshold drawn anew each round (so sometimes far too early or
  too late), and sometimes snaps a card it wrongly believes matches.
"""

from __future__ import annotations

from ..rules import actions as A
from ..rules import events as E
from ..rules.observation import Observation
from .common import PhaseAgent, face_down_unknown, others, snap_matches
from .knowledge import deck_mean


def exchange_for(est: list[float], known: list[bool], drawn: int, unknown_at_most: float) -> A.Action | None:
    """Keep a drawn card: in place of the highest known card if it is lower, else in place of an
    unknown card if it is low enough; None to let it go."""
    known_slots = [i for i, k in enumerate(known) if k]
    if known_slots:
        high = max(known_slots, key=lambda i: est[i])
        if drawn < est[high]:
            return A.Exchange((high,))
    unknown = [i for i, k in enumerate(known) if not k]
    if unknown and drawn <= unknown_at_most:
        return A.Exchange((unknown[0],))
    return None


class ReferenceAgent(PhaseAgent):
    name = "Reference"
    call_total = 9
    call_known = 3
    call_after_turns = 20
    keep_unknown_at_most = 5

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.my_turns = 0

    def new_round(self, seat, event):
        self.my_turns = 0

    def _est(self, obs: Observation) -> tuple[list[float], list[bool]]:
        mean = deck_mean(obs.variant)
        hand = obs.my_hand
        return [v.card.value if v.card is not None else mean for v in hand], [v.card is not None for v in hand]

    def on_turn(self, obs, legal, rng):
        self.my_turns += 1
        est, known = self._est(obs)
        if A.CALL_CABO in legal:
            if (sum(known) >= self.call_known and sum(est) <= self.call_total) or self.my_turns > self.call_after_turns:
                return A.CALL_CABO
        if A.DRAW_FROM_DECK in legal:
            return A.DRAW_FROM_DECK
        return legal[0]

    def _keep(self, obs, d: int) -> A.Action | None:
        est, known = self._est(obs)
        return exchange_for(est, known, d, self.keep_unknown_at_most)

    def on_taken(self, obs, legal, rng):
        action = self._keep(obs, obs.drawn.value)
        if action is None:
            est, _ = self._est(obs)
            action = A.Exchange((max(range(len(est)), key=lambda i: est[i]),))
        return action

    def on_drawn(self, obs, legal, rng):
        action = self._keep(obs, obs.drawn.value)
        if action is not None:
            return action
        me = obs.seat
        kinds = {type(x) for x in legal}
        if A.Peek in kinds:
            unknown = face_down_unknown(obs, me)
            if unknown:
                return A.Peek(unknown[0])
        if A.Spy in kinds or A.LookAndSwap in kinds:
            make = A.Spy if A.Spy in kinds else A.LookAndSwap
            for seat in others(obs):
                unknown = face_down_unknown(obs, seat)
                if unknown:
                    return make(seat, unknown[0])
        if A.Swap in kinds:
            est, known = self._est(obs)
            known_slots = [i for i, k in enumerate(known) if k]
            if known_slots:
                high = max(known_slots, key=lambda i: est[i])
                for seat in others(obs):
                    unknown = [j for j, v in enumerate(obs.hands[seat]) if v.card is None]
                    if unknown:
                        return A.Swap(me, high, seat, unknown[0])
        return A.DISCARD_DRAWN

    def on_decide_swap(self, obs, legal, rng):
        seat, slot = obs.look_target
        looked = obs.hands[seat][slot].card
        est, known = self._est(obs)
        known_slots = [i for i, k in enumerate(known) if k]
        if looked is not None and known_slots:
            high = max(known_slots, key=lambda i: est[i])
            if looked.value < est[high]:
                return A.Swap(obs.seat, high, seat, slot)
        return A.KEEP_CARDS


class CasualAgent(PhaseAgent):
    name = "Casual"
    keep_unknown_at_most = 4
    take_at_most = 3
    call_total = 9

    def _est(self, obs: Observation) -> tuple[list[float], list[bool]]:
        mean = deck_mean(obs.variant)
        hand = obs.my_hand
        return [v.card.value if v.card is not None else mean for v in hand], [v.card is not None for v in hand]

    def on_turn(self, obs, legal, rng):
        est, known = self._est(obs)
        if A.CALL_CABO in legal and sum(known) >= len(known) - 1 and sum(est) <= self.call_total + (2 if obs.n_seats == 2 else 0):
            return A.CALL_CABO
        top = obs.top_discard
        if A.TAKE_DISCARD in legal and top is not None and top.value <= self.take_at_most and top.value < max(est) - 2:
            return A.TAKE_DISCARD
        if A.DRAW_FROM_DECK in legal:
            return A.DRAW_FROM_DECK
        return legal[0]

    def on_taken(self, obs, legal, rng):
        est, _ = self._est(obs)
        return A.Exchange((max(range(len(est)), key=lambda i: est[i]),))

    def on_drawn(self, obs, legal, rng):
        d = obs.drawn.value
        est, known = self._est(obs)
        me = obs.seat
        keep = exchange_for(est, known, d, self.keep_unknown_at_most)
        if keep is not None:
            return keep
        known_slots = [i for i, k in enumerate(known) if k]
        kinds = {type(x) for x in legal}
        if A.Peek in kinds:
            mine = face_down_unknown(obs, me)
            if mine:
                return A.Peek(mine[0])
        if A.Spy in kinds or A.LookAndSwap in kinds:
            make = A.Spy if A.Spy in kinds else A.LookAndSwap
            targets = [(s, j) for s in others(obs) for j in face_down_unknown(obs, s)]
            if targets:
                return make(*targets[rng.randrange(len(targets))])
        if A.Swap in kinds and known_slots:
            high = max(known_slots, key=lambda i: est[i])
            if est[high] >= 9:
                spied = [(v.card.value, s, j) for s in others(obs) for j, v in enumerate(obs.hands[s])
                         if v.card is not None and v.card.value < est[high]]
                if spied:
                    _, s, j = min(spied)
                    return A.Swap(me, high, s, j)
                targets = [(s, j) for s in others(obs) for j in range(len(obs.hands[s]))]
                if targets:
                    s, j = targets[rng.randrange(len(targets))]
                    return A.Swap(me, high, s, j)
        return A.DISCARD_DRAWN

    def on_decide_swap(self, obs, legal, rng):
        seat, slot = obs.look_target
        looked = obs.hands[seat][slot].card
        est, _ = self._est(obs)
        high = max(range(len(est)), key=lambda i: est[i])
        if looked is not None and looked.value < est[high] - 1:
            return A.Swap(obs.seat, high, seat, slot)
        return A.KEEP_CARDS

    def on_snap(self, obs, legal, rng):
        top = obs.top_discard
        for i, v in enumerate(obs.my_hand):
            if v.card is not None and v.card.value > 0 and snap_matches(obs, v.card, top):
                action = A.Snap(obs.seat, i)
                if action in legal:
                    return action
        return A.PASS_SNAP

    def on_give(self, obs, legal, rng):
        est, known = self._est(obs)
        return A.GiveCard(max(range(len(est)), key=lambda i: (est[i], not known[i])))


class BeginnerAgent(PhaseAgent):
    """Forgets: `decay` is the chance per turn of forgetting a remembered card (mean memory 1/decay turns)."""

    name = "Beginner"

    def __init__(self, seed: int = 0, decay: float = 0.15, ability_chance: float = 0.35,
                 slip_chance: float = 0.06, wrong_snap_chance: float = 0.03):
        super().__init__(seed)
        self.decay = decay
        self.ability_chance = ability_chance
        self.slip_chance = slip_chance
        self.wrong_snap_chance = wrong_snap_chance
        self.mem: list[float] = []  # per own slot: the turn until which the card is remembered
        self.call_at = 10

    # ----- memory model

    def _lifetime(self) -> float:
        if self.decay <= 0:
            return 1e9
        return self.rng.expovariate(self.decay)

    def new_round(self, seat, event):
        self.mem = [-1.0] * event.hand_sizes[seat]
        self.call_at = self.rng.randint(4, 16)

    def on_event(self, seat, event):
        mem = self.mem
        t = type(event)
        if t is E.CardPeeked and event.seat == seat and event.card is not None:
            self._learn(event.slot)
        elif t is E.CardPlaced and event.seat == seat:
            if 0 <= event.slot < len(mem):
                mem[event.slot] = self.turn + self._lifetime() if event.card is not None else -1.0
        elif t is E.ExchangeMatched and event.seat == seat:
            keep = [m for i, m in enumerate(mem) if i == event.placed_slot or i not in event.slots]
            self.mem = keep
        elif t is E.CardAddedAtEnd and event.seat == seat:
            value = self.turn + self._lifetime() if event.card is not None else -1.0
            if event.end == "left":
                mem.insert(0, value)
            else:
                mem.append(value)
        elif t is E.CardsSwapped:
            for s, slot in ((event.seat_a, event.slot_a), (event.seat_b, event.slot_b)):
                if s == seat and 0 <= slot < len(mem):
                    mem[slot] = -1.0  # "which card did I get?"
        elif t is E.SnapHit and event.target_seat == seat and 0 <= event.slot < len(mem):
            del mem[event.slot]
        elif t is E.CardGiven:
            if event.seat == seat and 0 <= event.slot < len(mem):
                del mem[event.slot]
            if event.to_seat == seat:
                mem.insert(min(event.to_slot, len(mem)), -1.0)
        elif t is E.CardSpied and event.seat == seat:
            pass  # a beginner does not keep track of other players' cards

    def _learn(self, slot: int) -> None:
        if 0 <= slot < len(self.mem):
            self.mem[slot] = self.turn + self._lifetime()

    def remembered(self, obs: Observation) -> list[int | None]:
        hand = obs.my_hand
        if len(self.mem) != len(hand):
            self.mem = [-1.0] * len(hand)
        out: list[int | None] = []
        for view, until in zip(hand, self.mem):
            if view.card is not None and (view.face_up or until >= self.turn):
                out.append(view.card.value)
            else:
                out.append(None)
        return out

    # ----- policy

    def on_initial_peek(self, obs, legal, rng):
        return legal[rng.randrange(len(legal))]

    def on_turn(self, obs, legal, rng):
        mem = self.remembered(obs)
        guess = [v if v is not None else 6 for v in mem]
        if A.CALL_CABO in legal and sum(v is not None for v in mem) >= 2 and sum(guess) <= self.call_at:
            return A.CALL_CABO
        top = obs.top_discard
        if A.TAKE_DISCARD in legal and top is not None and top.value <= 2:
            return A.TAKE_DISCARD
        return A.DRAW_FROM_DECK if A.DRAW_FROM_DECK in legal else legal[0]

    def on_taken(self, obs, legal, rng):
        mem = self.remembered(obs)
        known = [i for i, v in enumerate(mem) if v is not None]
        if known:
            high = max(known, key=lambda i: mem[i])
            if mem[high] > obs.drawn.value:
                return A.Exchange((high,))
        return A.Exchange((rng.randrange(len(mem)),))

    def on_drawn(self, obs, legal, rng):
        d = obs.drawn.value
        mem = self.remembered(obs)
        if rng.random() < self.slip_chance:  # a slip: the wrong card, or no thought at all
            return self.slip(legal, rng)
        known = [i for i, v in enumerate(mem) if v is not None]
        if known:
            high = max(known, key=lambda i: mem[i])
            if d < mem[high] - 1:
                return A.Exchange((high,))
        unknown = [i for i, v in enumerate(mem) if v is None]
        if unknown and d <= 3:
            return A.Exchange((unknown[rng.randrange(len(unknown))],))
        abilities = [x for x in legal if type(x) in (A.Peek, A.Spy, A.Swap, A.LookAndSwap)]
        if abilities and rng.random() < self.ability_chance:
            return abilities[rng.randrange(len(abilities))]
        return A.DISCARD_DRAWN

    @staticmethod
    def slip(legal, rng) -> A.Action:
        """A person's slip with a drawn card: it goes to the wrong one of their cards, or is thrown
        away unthinking; never a move no person makes, such as sliding out four unequal cards."""
        plausible = [a for a in legal if isinstance(a, A.Exchange) and len(a.slots) == 1]
        if A.DISCARD_DRAWN in legal:
            plausible.append(A.DISCARD_DRAWN)
        return plausible[rng.randrange(len(plausible))] if plausible else legal[rng.randrange(len(legal))]

    def on_decide_swap(self, obs, legal, rng):
        seat, slot = obs.look_target
        looked = obs.hands[seat][slot].card
        if looked is not None and looked.value <= 3:
            return A.Swap(obs.seat, rng.randrange(len(obs.my_hand)), seat, slot)
        return A.KEEP_CARDS

    def on_snap(self, obs, legal, rng):
        top = obs.top_discard
        mem = self.remembered(obs)
        for i, view in enumerate(obs.my_hand):
            if mem[i] is not None and view.card is not None and snap_matches(obs, view.card, top):
                return A.Snap(obs.seat, i)
        if rng.random() < self.wrong_snap_chance:  # "wasn't that one a match?"
            forgotten = [i for i, v in enumerate(mem) if v is None]
            if forgotten:
                return A.Snap(obs.seat, forgotten[rng.randrange(len(forgotten))])
        return A.PASS_SNAP

    def on_give(self, obs, legal, rng):
        return legal[rng.randrange(len(legal))]
