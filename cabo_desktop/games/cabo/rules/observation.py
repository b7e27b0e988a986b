"""What one seat may know: the only window into hidden information.

`observe(state, seat)` hides every card the seat has not seen and is not public, and nothing
that could betray one (no card ids, no deck order, no seed). Changing any card the seat cannot
see leaves its observation unchanged (tests/rules/test_leaks.py checks this).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .events import PUBLIC
from .state import FACE_UP, GameState, Phase, RoundResult, Source
from .variant import Variant


@dataclass(frozen=True, slots=True)
class SlotView:
    card: Card | None  # the card, if this seat knows it (or everyone does)
    face_up: bool
    known_by: frozenset[int]  # the seats that have seen this card (everyone sees who looks)

    @property
    def known(self) -> bool:
        return self.card is not None


@dataclass(frozen=True)
class Observation:
    seat: int
    n_seats: int
    variant: Variant
    round_no: int
    phase: Phase
    to_act: int
    current: int
    start_seat: int
    turn: int
    hands: tuple[tuple[SlotView, ...], ...]
    deck_size: int
    discard: tuple[Card, ...]  # bottom first; every discard was seen by everyone
    holding: bool  # the current seat holds a drawn card
    drawn: Card | None  # that card, if this seat may see it
    drawn_from: str | None  # 'deck' or 'discard' while a card is held
    caller: int | None
    snap_waiting: tuple[int, ...]  # seats still to snap or pass in an open snap window
    look_target: tuple[int, int] | None  # (seat, slot) looked at in a look-and-swap
    owes_penalty: bool  # a failed match of 3+ still owes a penalty card
    totals: tuple[int, ...]
    resets_used: tuple[int, ...]
    history: tuple[RoundResult, ...]
    winners: tuple[int, ...]

    @property
    def over(self) -> bool:
        """The game is over (every observation of the house answers this)."""
        return self.phase == Phase.GAME_OVER

    @property
    def my_hand(self) -> tuple[SlotView, ...]:
        return self.hands[self.seat]

    @property
    def top_discard(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    def __str__(self) -> str:
        def show(view: SlotView) -> str:
            text = view.card.label() if view.card else "??"
            return f"[{text}]" if view.face_up else f" {text} "

        lines = [
            f"Observation of seat {self.seat} - round {self.round_no}, turn {self.turn}, "
            f"{self.phase.name.lower()}, seat {self.to_act} to act",
            f"  deck {self.deck_size} cards, discard top {self.top_discard.label() if self.top_discard else '-'}",
        ]
        for seat, hand in enumerate(self.hands):
            mark = " (CABO)" if seat == self.caller else ""
            me = " <- you" if seat == self.seat else ""
            lines.append(f"  seat {seat}{mark}: {' '.join(show(v) for v in hand)}  total {self.totals[seat]}{me}")
        if self.holding:
            lines.append(f"  holding {self.drawn.label() if self.drawn else '??'} from the {self.drawn_from}")
        return "\n".join(lines)


def _seats(mask: int, n: int) -> frozenset[int]:
    return frozenset(s for s in range(n) if mask >> s & 1)


def observe(gs: GameState, seat: int) -> Observation:
    rs, faces, n = gs.round, gs.variant.faces, gs.n_seats
    bit = 1 << seat
    hands = tuple(
        tuple(
            SlotView(
                faces[c] if rs.vis[c] & bit else None,
                bool(rs.vis[c] & FACE_UP),
                _seats(rs.vis[c] & PUBLIC, n),
            )
            for c in hand
        )
        for hand in rs.hands
    )
    holding = rs.drawn >= 0
    drawn = None
    if holding and (rs.drawn_from == Source.DISCARD or rs.current == seat):
        drawn = faces[rs.drawn]
    phase = rs.phase
    return Observation(
        seat=seat,
        n_seats=n,
        variant=gs.variant,
        round_no=rs.round_no,
        phase=phase,
        to_act=rs.to_act,
        current=rs.current,
        start_seat=rs.start_seat,
        turn=rs.turn,
        hands=hands,
        deck_size=len(rs.deck),
        discard=tuple(faces[c] for c in rs.discard),
        holding=holding,
        drawn=drawn,
        drawn_from=("deck" if rs.drawn_from == Source.DECK else "discard") if holding else None,
        caller=rs.caller if rs.caller >= 0 else None,
        snap_waiting=rs.pending if phase == Phase.SNAP else (),
        look_target=rs.pending if phase == Phase.DECIDE_SWAP else None,
        owes_penalty=bool(rs.pending and rs.pending[0]) if phase == Phase.PLACE_DRAWN else False,
        totals=gs.totals,
        resets_used=gs.resets_used,
        history=gs.history,
        winners=gs.winners,
    )
