"""Kobito's rules: an immutable state, the legal actions and `apply` returning the new state and
the events. A turn is several actions (each card played is one) ended by `End`; the readings of
the text's open points are the variant file's notes."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations
from typing import Sequence

from ....core.events import seat_bit
from ....core.notation import stacked_cards
from ....core.round_result import RoundScores
from ....i18n import _
from . import events as E
from . import rainbow as R
from .actions import ENDS, Action, End, Move, Play, Replace, Start, Swap
from .cards import KOBITO, RAINBOW, REPLACEMENT, Card, parse_card
from .refusals import IllegalAction, refusal as _refuse  # noqa: F401 (IllegalAction: the rules' error, imported from here)
from .variant import Variant


class SetupError(ValueError):
    """A game that cannot be set up as asked. The message is meant for players."""


@dataclass(frozen=True)
class GameResult(RoundScores):
    """The game's end, as the shell's one "round" (Kobito has no rounds)."""
    pots: tuple[int, ...] = ()  # gold cards won by each seat


@dataclass(frozen=True)
class GameState:
    variant: Variant
    n_seats: int
    seed: int
    decks: tuple[tuple[str, ...], ...]  # a stacked rainbow deck, top card first (tests); () = shuffled
    deck: tuple[Card, ...]  # face down; the top is the last
    discard: tuple[Card, ...]
    gold_deck: tuple[int, ...]  # indices into variant.gold; the top is the last
    pots: tuple[tuple[int, R.Rainbow], ...]  # (gold index, its rainbow)
    hands: tuple[tuple[Card, ...], ...]  # each sorted
    workshops: tuple[tuple[R.Rainbow, ...], ...]
    gold_won: tuple[tuple[int, ...], ...]
    penalties: tuple[tuple[Card, ...], ...]  # cards in each score pile
    current: int
    required: int  # cards to play this turn
    played: int  # cards played this turn
    reshuffles: int
    over: bool = False
    winners: tuple[int, ...] = ()
    history: tuple[GameResult, ...] = ()
    round_no: int = 1

    @property
    def to_act(self) -> int:
        return -1 if self.over else self.current

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(score(self, seat) for seat in range(self.n_seats))

    def rainbow_at(self, place) -> R.Rainbow | None:
        if place[0] == "pot":
            return self.pots[place[1]][1] if 0 <= place[1] < len(self.pots) else None
        seat, index = place[1], place[2]
        if 0 <= seat < self.n_seats and 0 <= index < len(self.workshops[seat]):
            return self.workshops[seat][index]
        return None


def score_parts(state: GameState, seat: int) -> tuple[int, int]:
    """A seat's score in its two parts: the gold cards' points, and what its score pile costs
    (a negative number: so many points a card that counts)."""
    v = state.variant
    gold = sum(v.gold[g].points for g in state.gold_won[seat])
    counted = [c for c in state.penalties[seat] if v.scoring.penalised == "all" or c.kind == RAINBOW]
    return gold, -v.scoring.score_pile_penalty * len(counted)


def score(state: GameState, seat: int) -> int:
    return sum(score_parts(state, seat))


# ---------------------------------------------------------------- setting up


def new_game(variant: Variant, seats: int, seed: int, *, decks: Sequence[Sequence[str]] = (),
             start_seat: int | None = None) -> tuple[GameState, list]:
    """A new game. `decks`: one stacked rainbow deck, top card first (tests). `start_seat`: the
    first player (the dealer sits to their right); else a random dealer."""
    if not variant.players.min <= seats <= variant.players.max:
        raise SetupError(_("{title} is for {low} to {high} players, not {n}").format(
            title=variant.title, low=variant.players.min, high=variant.players.max, n=seats))
    rng = random.Random(f"{seed}:setup")
    if start_seat is None:
        start_seat = (rng.randrange(seats) + 1) % seats
    elif not 0 <= start_seat < seats:
        raise SetupError(_("there is no seat {n}").format(n=start_seat + 1))
    cards = list(variant.cards)
    if decks:
        order = stacked_cards(decks[0], parse_card, SetupError)
        if sorted(order) != sorted(cards):
            raise SetupError(_("a stacked deck must hold every card of the rainbow deck once"))
        deck = tuple(reversed(order))
    else:
        rng.shuffle(cards)
        deck = tuple(cards)
    gold = list(range(len(variant.gold)))
    rng.shuffle(gold)
    n_pots = variant.table.pots
    state = GameState(variant=variant, n_seats=seats, seed=seed, decks=tuple(tuple(d) for d in decks), deck=deck,
                      discard=(), gold_deck=tuple(gold[n_pots:]), pots=(), hands=((),) * seats,
                      workshops=((),) * seats, gold_won=((),) * seats, penalties=((),) * seats,
                      current=start_seat, required=1, played=0, reshuffles=0)
    evs: list = []
    pots = []
    for k in range(n_pots):
        state, start = _starting_card(state, evs)
        pots.append((gold[k], (R.Spot(start.number, (start,)),)))  # a full deck always has one
    state = replace(state, pots=tuple(pots))
    evs.insert(0, E.GameStarted((start_seat - 1) % seats, start_seat, tuple((g, rb[0].top) for g, rb in pots)))
    for k in range(seats):
        seat = (start_seat + k) % seats
        state = _draw(state, seat, variant.table.hand_size, evs)
    return _begin_turn(state, start_seat, evs)


def _take(state: GameState, evs: list) -> tuple[GameState, Card | None]:
    """The top card of the rainbow deck (the discard pile shuffled in when it is empty)."""
    deck, discard = state.deck, state.discard
    if not deck and discard:
        fresh = list(discard)
        random.Random(f"{state.seed}:reshuffle:{state.reshuffles + 1}").shuffle(fresh)
        deck, discard = tuple(fresh), ()
        state = replace(state, reshuffles=state.reshuffles + 1)
        evs.append(E.DeckReshuffled(len(deck)))
    if not deck:
        return replace(state, deck=deck, discard=discard), None
    return replace(state, deck=deck[:-1], discard=discard), deck[-1]


def _starting_card(state: GameState, evs: list) -> tuple[GameState, Card | None]:
    """A pot's starting card: never a Kobito or a replacement card (those go back, shuffled in).
    None when the deck and the discard pile hold no numbered card (the pot waits for one)."""
    if state.deck and not any(c.kind == RAINBOW for c in state.deck):
        return _no_starting_card(state)
    for attempt in range(1, 1000):
        if not any(c.kind == RAINBOW for c in state.deck + state.discard):
            return state, None
        state, card = _take(state, evs)
        if card.kind == RAINBOW:
            return state, card
        deck = list(state.deck)
        deck.insert(random.Random(f"{state.seed}:back:{len(deck)}:{attempt}").randrange(len(deck) + 1), card)
        state = replace(state, deck=tuple(deck))
    return state, None


def _no_starting_card(state: GameState) -> tuple[GameState, None]:
    """`_starting_card` when the deck holds no numbered card: each of its 999 tries puts the top
    card back at its seeded place (the discard pile, never reached, keeps its numbered cards), so
    the deck ends as the tries leave it, shuffled on a list here (the same order, without a new
    state each try: 20 ms of a frame late in a game, issue 40's p99)."""
    if not any(c.kind == RAINBOW for c in state.discard):
        return state, None
    return replace(state, deck=tuple(state.deck[k] for k in _tried_order(state.seed, len(state.deck)))), None


@lru_cache(maxsize=64)
def _tried_order(seed: int, size: int) -> tuple[int, ...]:
    """Where the 999 tries leave a deck of `size` cards (the cards' places before them, top last):
    it depends on the seed and the size only, so an AI's searches ask it again for free."""
    order = list(range(size))
    rng = random.Random()  # seeded again each try: as a new Random(seed) each, at half the cost
    for attempt in range(1, 1000):
        card = order.pop()
        rng.seed(f"{seed}:back:{len(order)}:{attempt}")
        order.insert(rng.randrange(len(order) + 1), card)
    return tuple(order)


def _draw(state: GameState, seat: int, upto: int, evs: list) -> GameState:
    drawn = []
    hand = list(state.hands[seat])
    while len(hand) < upto:
        state, card = _take(state, evs)
        if card is None:
            break
        hand.append(card)
        drawn.append(card)
    if drawn:
        hands = list(state.hands)
        hands[seat] = tuple(sorted(hand))
        state = replace(state, hands=tuple(hands))
        evs.append(E.CardsDrawn(seat, len(drawn), tuple(drawn), seat_bit(seat)))
    return state


def _begin_turn(state: GameState, seat: int, evs: list) -> tuple[GameState, list]:
    required = 1 + len(state.workshops[seat])
    evs.append(E.TurnStarted(seat, required))
    return replace(state, current=seat, required=required, played=0), evs


# ---------------------------------------------------------------- what may be done


def _places(state: GameState, seat: int) -> list[tuple]:
    """Where the player may add cards: every pot and its own workshop rainbows."""
    return [("pot", k) for k in range(len(state.pots))] + [("ws", seat, k) for k in range(len(state.workshops[seat]))]


def _room(state: GameState, place) -> bool:
    """Whether the rainbow at `place` may grow (a pot's never past its gold card's length)."""
    if place[0] == "pot":
        gold, rainbow = state.pots[place[1]]
        return len(rainbow) < state.variant.gold[gold].length
    return True


def card_plays(state: GameState) -> list[Action]:
    """The actions that play cards from the hand: adding one, starting a workshop rainbow, a
    replacement (the ones that count toward the cards to play)."""
    v, seat = state.variant, state.current
    top, wrap = v.deck.top, v.deck.wrap
    hand = state.hands[seat]
    out: list[Action] = []
    for place in _places(state, seat):
        rainbow = state.rainbow_at(place)
        if not _room(state, place):
            continue
        for end in ENDS:
            number = R.number_at(rainbow, end, top, wrap)
            out += [Play(card, place, end) for card in hand if R.card_fits(card, number)]
    if len(state.workshops[seat]) < v.table.workshop_max:
        for a in hand:
            for b in hand:
                if a != b and R.start_numbers((a, b), top, wrap) is not None:
                    out.append(Start((a, b)))
    if any(c.kind == REPLACEMENT for c in hand):
        for place in _places(state, seat):
            for slot, spot in enumerate(state.rainbow_at(place)):
                if spot.top.kind == RAINBOW:
                    out += [Replace(place, slot, c) for c in hand if c.kind == RAINBOW and c.number == spot.number]
    return out


def move_joins_before(state: GameState, move: Move) -> bool:
    """Whether a legal move's block goes in front of its pot's first card (else after its last):
    the side its numbers run on from (rainbow.joins_before)."""
    block, _rest = R.split_end(state.workshops[state.current][move.rainbow], move.end, move.count)
    deck = state.variant.deck
    return bool(R.joins_before(R.numbers(block), R.numbers(state.pots[move.pot][1]), deck.top, deck.wrap))


def _whole_from_high(state: GameState, action: Action) -> Action:
    """A move of a whole workshop rainbow written from its low end (as records before the moves
    to either end of a pot could write it) is the same move written from its high end."""
    if isinstance(action, Move) and action.end == "low" and not state.over:
        workshop = state.workshops[state.current]
        if 0 <= action.rainbow < len(workshop) and action.count == len(workshop[action.rainbow]):
            return replace(action, end="high")
    return action


def _moves(state: GameState, only: int | None = None) -> list[Action]:
    """The moves of workshop blocks onto the pots (of workshop rainbow `only`, when given)."""
    seat = state.current
    out: list[Action] = []
    for w, rainbow in enumerate(state.workshops[seat]):
        if only is not None and w != only:
            continue
        size = len(rainbow)
        for end in ENDS:
            for count in range(1, size + 1):
                if count == size and end == "low":
                    continue  # the whole rainbow is one move, written from its high end
                block, rest = R.split_end(rainbow, end, count)
                for pot, (gold, target) in enumerate(state.pots):
                    if _joins(state, block, gold, target) is None:
                        continue
                    # what stays behind must be a rainbow (two cards) or nothing; a whole rainbow
                    # may be spread over several pots, so one card may stay if it moves on at once
                    if size - count != 1 or _last_card_moves_on(state, block, rest, pot):
                        out.append(Move(w, end, count, pot))
    return out


def _joins(state: GameState, block: R.Rainbow, gold: int, target: R.Rainbow) -> bool | None:
    """Whether `block` goes in front of the pot rainbow `target` (True) or after it (False), None
    when it may not go there (no rainbow to continue, too long for the gold card, a number twice)."""
    v = state.variant
    if not target or len(target) + len(block) > v.gold[gold].length:
        return None
    if set(R.numbers(block)) & set(R.numbers(target)):
        return None
    return R.joins_before(R.numbers(block), R.numbers(target), v.deck.top, v.deck.wrap)


def _last_card_moves_on(state: GameState, block: R.Rainbow, rest: R.Rainbow, pot: int) -> bool:
    """Whether the one card a spread leaves behind can go onto a pot once `block` is on pot `pot`:
    that pot, when the block does not complete it (a completed pot is won and replaced by cards
    nobody has seen), or another pot."""
    pots = list(state.pots)
    gold, target = pots[pot]
    before = _joins(state, block, gold, target)
    pots[pot] = (gold, block + target if before else target + block)
    for k, (g, rainbow) in enumerate(pots):
        if k == pot and len(rainbow) >= state.variant.gold[g].length:
            continue
        if _joins(state, rest, g, rainbow) is not None:
            return True
    return False


def _spreading(state: GameState) -> int | None:
    """The workshop rainbow of the player to act left with one card by a spread: it moves on
    before anything else is done."""
    return next((w for w, rainbow in enumerate(state.workshops[state.current]) if len(rainbow) == 1), None)


def _swaps(state: GameState) -> list[Action]:
    hand = state.hands[state.current]
    places = [("pot", k) for k in range(len(state.pots))] + \
        [("ws", s, k) for s in range(state.n_seats) for k in range(len(state.workshops[s]))]
    out: list[Action] = []
    for place in places:
        for slot, spot in enumerate(state.rainbow_at(place)):
            if spot.top.kind == KOBITO:
                out += [Swap(place, slot, c) for c in hand if c.kind == RAINBOW and c.number == spot.number]
    return out


def legal_actions(state: GameState) -> list[Action]:
    if state.over:
        return []
    spread = _spreading(state)
    if spread is not None:  # the rest of a rainbow spread over the pots goes on at once
        return _moves(state, only=spread)
    plays = card_plays(state)
    out = plays + _moves(state) + _swaps(state)
    short = state.required - state.played
    hand = state.hands[state.current]
    if short <= 0:
        out.append(End())
    elif not plays:  # nothing can be played: the cards still due go to the score pile
        k = min(short, len(hand))
        out += [End(tuple(combo)) for combo in sorted(set(combinations(hand, k)))]
    return out


# ---------------------------------------------------------------- applying an action


def apply(state: GameState, action: Action) -> tuple[GameState, list]:
    action = _whole_from_high(state, action)
    if action not in legal_actions(state):
        raise _refuse(state, action)
    evs: list = []
    seat = state.current
    if isinstance(action, End):
        return _end_turn(state, action, evs)
    hands = list(state.hands)
    hand = list(hands[seat])
    v = state.variant
    if isinstance(action, Play):
        hand.remove(action.card)
        rainbow = state.rainbow_at(action.place)
        number = R.number_at(rainbow, action.end, v.deck.top, v.deck.wrap)
        state = _set_rainbow(state, action.place, R.add(rainbow, action.card, action.end, number))
        state = replace(state, played=state.played + 1)
        evs.append(E.CardPlayed(seat, action.card, action.place, action.end, number))
    elif isinstance(action, Start):
        for card in action.cards:
            hand.remove(card)
        nums = R.start_numbers(action.cards, v.deck.top, v.deck.wrap)
        rainbow = tuple(R.Spot(n, (c,)) for n, c in zip(nums, action.cards))
        workshops = list(state.workshops)
        workshops[seat] = workshops[seat] + (rainbow,)
        state = replace(state, workshops=tuple(workshops), played=state.played + 2)
        evs.append(E.WorkshopStarted(seat, action.cards, nums))
    elif isinstance(action, Replace):
        replacement = min(c for c in hand if c.kind == REPLACEMENT)
        hand.remove(replacement)
        hand.remove(action.card)
        rainbow = state.rainbow_at(action.place)
        spot = rainbow[action.slot]
        spot = R.Spot(spot.number, spot.cards + (replacement, action.card))
        state = _set_rainbow(state, action.place, rainbow[:action.slot] + (spot,) + rainbow[action.slot + 1:])
        state = replace(state, played=state.played + 2)
        evs.append(E.CardReplaced(seat, action.place, action.slot, replacement, action.card))
    elif isinstance(action, Swap):
        hand.remove(action.card)
        rainbow = state.rainbow_at(action.place)
        spot = rainbow[action.slot]
        kobito = spot.top
        hand.append(kobito)
        spot = R.Spot(spot.number, spot.cards[:-1] + (action.card,))
        state = _set_rainbow(state, action.place, rainbow[:action.slot] + (spot,) + rainbow[action.slot + 1:])
        evs.append(E.KobitoSwapped(seat, action.place, action.slot, action.card, kobito))
    elif isinstance(action, Move):
        before = move_joins_before(state, action)
        block, rest = R.split_end(state.workshops[seat][action.rainbow], action.end, action.count)
        workshops = list(state.workshops)
        mine = list(workshops[seat])
        if rest:
            mine[action.rainbow] = rest
        else:
            del mine[action.rainbow]
        workshops[seat] = tuple(mine)
        state = replace(state, workshops=tuple(workshops))
        target = state.pots[action.pot][1]
        state = _set_rainbow(state, ("pot", action.pot), block + target if before else target + block)
        evs.append(E.CardsMoved(seat, action.rainbow, action.end, action.pot, tuple(s.top for s in block), before))
    hands[seat] = tuple(sorted(hand))
    state = replace(state, hands=tuple(hands))
    return _pay_out(state, evs)


def _set_rainbow(state: GameState, place, rainbow: R.Rainbow) -> GameState:
    if place[0] == "pot":
        pots = list(state.pots)
        pots[place[1]] = (pots[place[1]][0], rainbow)
        return replace(state, pots=tuple(pots))
    workshops = list(state.workshops)
    seat_ws = list(workshops[place[1]])
    seat_ws[place[2]] = rainbow
    workshops[place[1]] = tuple(seat_ws)
    return replace(state, workshops=tuple(workshops))


def _pay_out(state: GameState, evs: list) -> tuple[GameState, list]:
    """A pot's rainbow of exactly its gold card's length wins the pot for the player; a new gold
    card and starting card take its place. The game ends when a pot is won with the gold deck empty."""
    v, seat = state.variant, state.current
    for pot, (gold, rainbow) in enumerate(state.pots):
        if len(rainbow) != v.gold[gold].length:
            continue
        won = list(state.gold_won)
        won[seat] = won[seat] + (gold,)
        cards = tuple(R.cards_of(rainbow))
        state = replace(state, gold_won=tuple(won), discard=state.discard + cards)
        evs.append(E.PotWon(seat, pot, gold, cards))
        if not state.gold_deck:  # only the other pots are left to win: the game is over
            pots = list(state.pots)
            del pots[pot]
            return _finish(replace(state, pots=tuple(pots)), evs)
        new_gold, gold_deck = state.gold_deck[-1], state.gold_deck[:-1]
        pots = list(state.pots)
        pots[pot] = (new_gold, ())
        state = replace(state, pots=tuple(pots), gold_deck=gold_deck)
        state = _start_pots(state, evs)
    return state, evs


def _start_pots(state: GameState, evs: list) -> GameState:
    """Every pot without a rainbow gets its starting card (when the decks still hold a numbered card)."""
    for pot, (gold, rainbow) in enumerate(state.pots):
        if rainbow:
            continue
        state, start = _starting_card(state, evs)
        if start is None:
            return state
        pots = list(state.pots)
        pots[pot] = (gold, (R.Spot(start.number, (start,)),))
        state = replace(state, pots=tuple(pots))
        evs.append(E.PotRefilled(pot, gold, start))
    return state


def _end_turn(state: GameState, action: End, evs: list) -> tuple[GameState, list]:
    seat = state.current
    if action.penalty:
        hands, penalties = list(state.hands), list(state.penalties)
        hand = list(hands[seat])
        for card in action.penalty:
            hand.remove(card)
        hands[seat] = tuple(hand)
        penalties[seat] = penalties[seat] + action.penalty
        state = replace(state, hands=tuple(hands), penalties=tuple(penalties))
        evs.append(E.ScorePilePenalty(seat, action.penalty))
    state = _draw(state, seat, state.variant.table.hand_size, evs)
    state = _start_pots(state, evs)
    if not state.deck and not state.discard and not any(state.hands):
        return _finish(state, evs)  # nothing left to play with anywhere
    return _begin_turn(state, (seat + 1) % state.n_seats, evs)


def _finish(state: GameState, evs: list) -> tuple[GameState, list]:
    totals = state.totals
    best = max(totals)
    winners = tuple(s for s in range(state.n_seats) if totals[s] == best)
    result = GameResult(1, totals, totals, winners, tuple(len(won) for won in state.gold_won))
    evs.append(E.GameOver(winners, totals))
    return replace(state, over=True, winners=winners, history=(result,)), evs
