"""What Kobito's players reason about, from a seat's observation only: a table to try moves on
(the cards the seat cannot see dealt at random: a turn's own moves never depend on them, only a
pot's new starting card does), and the worth of a position at the end of one's turn."""

from __future__ import annotations

import random
from ..rules import rainbow as R
from ..rules.cards import KOBITO, RAINBOW, REPLACEMENT
from ..rules.engine import GameState
from ..rules.observation import Observation

# the chance the other players complete a pot that lacks this many cards before our next turn
DANGER = {1: 0.75, 2: 0.45, 3: 0.2, 4: 0.08}


def unseen_cards(obs: Observation) -> list:
    """The cards this seat cannot see: not in its hand, on the table, discarded or in a score pile
    (every card of the deck is unique)."""
    seen = set(_seen(obs))
    return [c for c in obs.variant.cards if c not in seen]


def table_from(obs: Observation, rng: random.Random) -> GameState:
    """A full table consistent with what the seat sees (the hidden cards dealt at random)."""
    hidden = unseen_cards(obs)
    rng.shuffle(hidden)
    hands, k = [], 0
    for seat, size in enumerate(obs.hand_sizes):
        if seat == obs.seat:
            hands.append(obs.hand)
        else:
            hands.append(tuple(sorted(hidden[k:k + size])))
            k += size
    deck = tuple(hidden[k:])
    gold_all = list(range(len(obs.variant.gold)))
    used = {g for g, _rb in obs.pots} | {g for won in obs.gold_won for g in won}
    gold_deck = tuple(g for g in gold_all if g not in used)[: obs.gold_left]
    return GameState(variant=obs.variant, n_seats=obs.n_seats, seed=rng.randrange(1 << 30), decks=(), deck=deck,
                     discard=obs.discard, gold_deck=gold_deck, pots=obs.pots, hands=tuple(hands),
                     workshops=obs.workshops, gold_won=obs.gold_won, penalties=obs.penalties, current=obs.current,
                     required=obs.required, played=obs.played, reshuffles=0)


def _seen(obs: Observation) -> list:
    return list(obs.hand) + list(obs.discard) + [c for p in obs.penalties for c in p] + \
        [c for _g, rb in obs.pots for spot in rb for c in spot.cards] + \
        [c for ws in obs.workshops for rb in ws for spot in rb for c in spot.cards]


def worth(state: GameState, me: int, start_points: int, start_penalties: int) -> float:
    """How good the end of our turn is: the points won this turn, less the pots left for the
    others to finish (by how few cards they lack, and whether a workshop of theirs fits), less the
    cards given to the score pile, less the risk of being short of playable cards next turn, plus
    our workshop rainbows that could finish a pot later."""
    v = state.variant
    gold = sum(v.gold[g].points for g in state.gold_won[me]) - start_points
    lost = (len(state.penalties[me]) - start_penalties) * v.scoring.score_pile_penalty
    value = gold - lost
    for gold_i, rainbow in state.pots:
        if not rainbow:
            continue
        lack = v.gold[gold_i].length - len(rainbow)
        points = v.gold[gold_i].points
        danger = DANGER.get(lack, 0.0)
        if any(_fits(ws, rainbow, lack, v) for seat in range(state.n_seats) if seat != me for ws in state.workshops[seat]):
            danger = max(danger, 0.85)
        value -= danger * points * 0.8
        if any(_fits(ws, rainbow, lack, v) for ws in state.workshops[me]):
            value += 0.35 * points  # a win of ours waiting for our next turn
    mine = len(state.workshops[me])
    value -= {0: 0.0, 1: 0.3, 2: 1.0, 3: 2.2, 4: 4.0}.get(mine, 5.0)  # more cards due next turn
    value += 0.15 * sum(len(rb) for rb in state.workshops[me])  # cards kept ready for a pot
    return value


def _fits(workshop: R.Rainbow, pot: R.Rainbow, lack: int, v) -> bool:
    """Whether a block from an end of a workshop rainbow could finish the pot's rainbow."""
    top, wrap = v.deck.top, v.deck.wrap
    if lack <= 0 or len(workshop) < lack:
        return False
    low_block, high_block = workshop[:lack], workshop[len(workshop) - lack:]
    size = len(workshop)
    if size - lack == 1:
        return False
    pot_numbers = R.numbers(pot)
    nums = set(pot_numbers)
    return any(not set(R.numbers(block)) & nums and R.joins_before(R.numbers(block), pot_numbers, top, wrap) is not None
               for block in (low_block, high_block))


def short_pots(state: GameState) -> int:
    """The pots whose rainbow lacks exactly one card (a starting card alone does not count: nobody
    played there)."""
    v = state.variant
    return sum(1 for gold, rainbow in state.pots if len(rainbow) > 1 and v.gold[gold].length - len(rainbow) == 1)


def pile_cost(state: GameState, cards) -> int:
    """What giving up these cards to the score pile costs (the variant says which cards count)."""
    v = state.variant
    counted = [c for c in cards if v.scoring.penalised == "all" or c.kind == RAINBOW]
    return v.scoring.score_pile_penalty * len(counted)


def keep_value(state: GameState, card) -> float:
    """How much a card in hand is worth keeping for the next turn (the cards to give up when some
    must go are the least of these): a Kobito fits anywhere, a replacement card needs a number
    already on the table, a rainbow card is better near a rainbow's end."""
    if card.kind == KOBITO:
        return 3.0
    if card.kind == REPLACEMENT:
        return 1.5
    top, wrap = state.variant.deck.top, state.variant.deck.wrap
    ends = [spot.number for _g, rb in state.pots for spot in (rb[:1] + rb[-1:])] + \
        [spot.number for rb in state.workshops[state.current] for spot in (rb[:1] + rb[-1:])]
    near = min((_distance(card.number, n, top, wrap) for n in ends), default=top)
    return 1.0 + 1.0 / max(1, near)


def _distance(a: int, b: int, top: int, wrap: bool) -> int:
    d = abs(a - b)
    return min(d, top - d) if wrap else d
