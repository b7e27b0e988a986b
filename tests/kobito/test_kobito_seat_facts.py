"""What Kobito's table reads instead of the state (issue 37, item 3): the observation's public
facts (whether the game is over, who won, the score in its two parts, where a workshop block
joins a pot) agree with the state at every step of seeded random games and never change when an
unseen card does; `GAME.refusal` is None exactly for the legal actions and otherwise a key whose
words are the engine's own refusal."""

from __future__ import annotations

import dataclasses
import random

from cabo_desktop.games import get_game
from cabo_desktop.games.kobito.rules import IllegalAction, apply, legal_actions, load_builtin, new_game, observe
from cabo_desktop.games.kobito.rules.actions import End, Move, Play, Replace, Start, Swap
from cabo_desktop.games.kobito.rules.engine import move_joins_before
from cabo_desktop.games.kobito.rules.refusals import words

GAME = get_game("kobito")
V = load_builtin()
PUBLIC = 15  # the public view of a hot-seat table: nobody's seat
KEYS = {"kobito.over", "kobito.end_short", "kobito.start", "kobito.move", "kobito.no_replacement",
        "kobito.not_held", "kobito.no_rainbow", "kobito.not_your_workshop", "kobito.swap", "kobito.replace",
        "kobito.pot_full", "kobito.no_fit"}


def positions(games: int, every: int):
    """States of seeded random games (2-4 seats), one in `every`, and each game's end."""
    for seed in range(games):
        state, _ = new_game(V, 2 + seed % 3, seed)
        rng, step = random.Random(seed), 0
        while not state.over and step < 400:
            if step % every == 0:
                yield state
            state, _ = apply(state, rng.choice(legal_actions(state)))
            step += 1
        yield state


def refused_candidates(state, legal: set, rng) -> list:
    """Actions a person could try that the rules refuse now: cards held or not, on every place."""
    seat = state.current
    hand = list(state.hands[seat])
    other = [c for c in V.cards if c not in hand][:2]
    places = [("pot", k) for k in range(len(state.pots) + 1)]
    places += [("ws", s, w) for s in range(state.n_seats) for w in range(len(state.workshops[s]) + 1)]
    out = [End(), End(tuple(hand[:1])), Move(0, "high", 1, 0), Move(5, "low", 2, 1)]
    for card in rng.sample(hand, min(2, len(hand))) + other:
        for place in places:
            out += [Play(card, place, "high"), Play(card, place, "low"), Swap(place, 0, card), Replace(place, 0, card)]
    if len(hand) >= 2:
        out.append(Start((hand[0], hand[-1])))
    return [a for a in out if a not in legal]


def test_the_observation_tells_the_table_what_it_read_from_the_state():
    checked = ended = 0
    for state in positions(games=20, every=5):
        for seat in (*range(state.n_seats), PUBLIC):
            obs = observe(state, seat)
            assert (obs.over, obs.winners, obs.round_no, obs.to_act) == \
                (state.over, state.winners, state.round_no, state.to_act)
            assert obs.totals == state.totals == tuple(g + p for g, p in obs.score_parts)
            assert all(g >= 0 >= p for g, p in obs.score_parts)
            checked += 1
        if state.over:
            ended += 1
            continue
        obs = observe(state, state.current)
        for move in (a for a in legal_actions(state) if isinstance(a, Move)):
            assert obs.joins_before(move) == move_joins_before(state, move)
    assert checked > 400 and ended >= 15


def hidden_permuted(state, seat: int, rng):
    """The same position with the cards `seat` cannot see (the other hands, the deck) shuffled
    among themselves: each hand keeps its size."""
    others = [s for s in range(state.n_seats) if s != seat]
    unseen = [c for s in others for c in state.hands[s]] + list(state.deck)
    rng.shuffle(unseen)
    hands, k = list(state.hands), 0
    for s in others:
        size = len(state.hands[s])
        hands[s] = tuple(sorted(unseen[k:k + size]))
        k += size
    return dataclasses.replace(state, hands=tuple(hands), deck=tuple(unseen[k:]))


def test_no_fact_of_the_observation_follows_an_unseen_card():
    rng = random.Random(7)
    checked = changed = 0
    for state in positions(games=20, every=9):
        for seat in (*range(state.n_seats), PUBLIC):
            other = hidden_permuted(state, seat, rng)
            changed += other.hands != state.hands or other.deck != state.deck
            assert observe(other, seat) == observe(state, seat)
            checked += 1
    assert checked > 200 and changed > 100


def test_a_refusal_is_none_for_legal_actions_and_a_key_worded_as_the_engine_words_it():
    rng = random.Random(3)
    keys = set()
    for state in positions(games=10, every=8):
        legal = set(legal_actions(state))
        for action in rng.sample(sorted(legal, key=repr), min(5, len(legal))):
            assert GAME.refusal(state, action) is None
        for action in refused_candidates(state, legal, rng) if not state.over else [End()]:
            refused = GAME.refusal(state, action)
            if refused is None:  # a legal action written another way (a whole rainbow from its low end)
                apply(state, action)
                continue
            assert refused.key in KEYS and all(isinstance(v, int) for v in refused.values.values())
            try:
                apply(state, action)
            except IllegalAction as error:
                assert words(refused) == str(error)
            else:
                raise AssertionError(f"{action} was refused but the engine applies it")
            keys.add(refused.key)
    assert {"kobito.over", "kobito.end_short", "kobito.not_held", "kobito.no_fit"} <= keys, keys
