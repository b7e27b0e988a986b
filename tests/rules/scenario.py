"""Build exact situations with stacked decks, and play actions through them.

    deck = deck_for(OFFICIAL, hands=[["1", "2", "3", "4"], ["5", "6", "7", "8"]], discard="9",
                    deck_top=["10", "11"])
    state = start(OFFICIAL, hands=..., discard="9", deck_top=[...])   # initial looks done
    state, events = play(state, DrawFromDeck(), DiscardDrawn())

Hands are given per seat (seat 0 first), each hand left to right. Cards not named anywhere fill
the rest of the deck in a fixed order below the named `deck_top` cards.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from cabo_desktop.games.cabo.rules import InitialPeek, Variant, apply, load_builtin, new_game, observe
from cabo_desktop.games.cabo.rules.events import Event
from cabo_desktop.games.cabo.rules.state import FACE_UP, GameState

from invariants import check_invariants

OFFICIAL = load_builtin("official")
CLASSIC = load_builtin("classic")
KABOO = load_builtin("kaboo")
ALL_SEATS = (1 << 16) - 1


def deck_for(
    variant: Variant,
    hands: Sequence[Sequence[str]],
    discard: str,
    deck_top: Sequence[str] = (),
    start_seat: int = 0,
) -> list[str]:
    """The full stacked deck (codes, top card first) that deals exactly these hands."""
    n, size = len(hands), variant.deal.hand_size
    assert all(len(h) == size for h in hands), f"each hand needs {size} cards"
    dealt = [hands[(start_seat + k) % n][slot] for slot in range(size) for k in range(n)]
    named = dealt + [discard] + list(deck_top)
    free = Counter(face.code for face in variant.faces)
    free.subtract(Counter(code.upper() for code in named))
    short = [code for code, left in free.items() if left < 0]
    assert not short, f"more of {short} than the {variant.name} deck has"
    rest = [face.code for face in variant.faces]
    for code in named:
        rest.remove(code.upper())
    return named + rest


def start(
    variant: Variant,
    hands: Sequence[Sequence[str]],
    discard: str,
    deck_top: Sequence[str] = (),
    start_seat: int = 0,
    looks: Sequence[Sequence[int]] | None = None,
) -> GameState:
    """A game dealt from a stacked deck, with the initial looks done (default: slots 0 and 1)."""
    deck = deck_for(variant, hands, discard, deck_top, start_seat)
    state, _ = new_game(variant, len(hands), seed=1, decks=[deck], start_seat=start_seat)
    while state.round.phase.name == "INITIAL_PEEK":
        seat = state.to_act
        chosen = looks[seat] if looks is not None else tuple(range(variant.deal.peek_count))
        state, _ = apply(state, InitialPeek(tuple(chosen)))
    check_invariants(state)
    return state


def play(state: GameState, *actions) -> tuple[GameState, list[Event]]:
    """Apply actions in order (each by whoever must act); all events, invariants checked."""
    events: list[Event] = []
    for action in actions:
        state, new = apply(state, action)
        check_invariants(state)
        events.extend(new)
    return state, events


def hand(state: GameState, seat: int) -> list[str]:
    """Codes of a seat's cards, left to right."""
    return [state.face(c).code for c in state.round.hands[seat]]


def deck_codes(state: GameState) -> list[str]:
    """The draw pile, top card first."""
    return [state.face(c).code for c in reversed(state.round.deck)]


def discard_codes(state: GameState) -> list[str]:
    """The discard pile, top card first."""
    return [state.face(c).code for c in reversed(state.round.discard)]


def vis(state: GameState, seat: int, slot: int) -> int:
    """The knowledge bitmask of a card in a hand (bit s: seat s knows it; FACE_UP flag)."""
    return state.round.vis[state.round.hands[seat][slot]]


def knowers(state: GameState, seat: int, slot: int) -> set[int]:
    """Seats that know a card in a hand."""
    mask = vis(state, seat, slot)
    return {s for s in range(state.n_seats) if mask >> s & 1}


def face_up(state: GameState, seat: int, slot: int) -> bool:
    return bool(vis(state, seat, slot) & FACE_UP)


def seen(state: GameState, viewer: int, seat: int) -> list[str | None]:
    """What `viewer` observes of `seat`'s hand: codes it knows, None for unknown cards."""
    return [v.card.code if v.card else None for v in observe(state, viewer).hands[seat]]


def of_type(events: Iterable[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def finish_round(state: GameState) -> tuple[GameState, list[Event]]:
    """Everyone draws and discards (and passes every snap) until the round or the game ends."""
    from cabo_desktop.games.cabo.rules import DiscardDrawn, DrawFromDeck, PassSnap, Phase

    simple = {Phase.TURN: DrawFromDeck(), Phase.DRAWN: DiscardDrawn(), Phase.SNAP: PassSnap()}
    round_no, events = state.round.round_no, []
    while state.round.round_no == round_no and not state.over:
        state, more = play(state, simple[state.round.phase])
        events += more
    return state, events


def after_call(
    variant: Variant,
    hands: Sequence[Sequence[str]],
    caller: int,
    discard: str,
    deck_top: Sequence[str] = (),
    totals: Sequence[int] | None = None,
    resets_used: Sequence[int] | None = None,
) -> tuple[GameState, list[Event]]:
    """Deal `hands` with `caller` as start seat (totals as given), call at once, finish the round."""
    from cabo_desktop.games.cabo.rules import CallCabo

    state = start(variant, hands, discard, deck_top, start_seat=caller)
    if totals is not None:
        state = state._replace(totals=tuple(totals))
    if resets_used is not None:
        state = state._replace(resets_used=tuple(resets_used))
    state, events = play(state, CallCabo())
    state, more = finish_round(state)
    return state, events + more
