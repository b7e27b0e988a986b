"""The rollout world's players play as Skilled players do (docs/ai.md, ninth round): they keep a
drawn card in place of the card of highest estimate, take the discard when it clearly beats a draw,
call CABO on their chance of being lowest (sim_calls.SkilledCalls) and aim swaps and spies as
Skilled aims them. The Expert's rollouts were far too pessimistic about its opponents without
this (a fixed call threshold had them call in 46% of simulated turns where real ones call in 1%)."""

from __future__ import annotations

import random

from cabo_desktop.games.cabo.ai.rollout import PEEK, SPY, SWAP, RoundSim
from cabo_desktop.games.cabo.ai.sim_calls import SkilledCalls
from cabo_desktop.games.cabo.ai.skilled import lead_kept_at
from cabo_desktop.games.cabo.rules import load_builtin

OFFICIAL = load_builtin("official")


def world(vals, kn, top=12, deck=(4, 4, 4, 4), abilities=None, keep=True, mu=6.0):
    sim = RoundSim([list(h) for h in vals], [list(k) for k in kn], list(deck), top, -1, len(vals), mu,
                   abilities or {}, True, random.Random(1), 7.0, OFFICIAL.scoring, None)
    sim.keep = keep
    return sim


def test_a_kept_card_replaces_the_card_of_highest_estimate_an_unknown_one_counted_above_the_mean():
    # seat 0 knows a 5 and not its other card (estimated 6.4): the drawn 3 replaces the unknown card
    sim = world([[5, 8], [9, 9]], [[True, False], [True, True]], deck=(3,))
    sim.take_turn(0, allow_call=False)
    assert sim.vals[0] == [5, 3] and sim.kn[0] == [True, True] and sim.top == 8
    # the plain players replace the highest known card first
    plain = world([[5, 8], [9, 9]], [[True, False], [True, True]], deck=(3,), keep=False)
    plain.take_turn(0, allow_call=False)
    assert plain.vals[0] == [3, 8] and plain.top == 5


def test_the_discard_is_taken_when_it_beats_the_worst_card_by_more_than_three():
    sim = world([[9, 4], [9, 9]], [[True, True], [True, True]], top=2, deck=(13,))
    sim.take_turn(0, allow_call=False)
    assert sim.vals[0] == [2, 4] and sim.top == 9 and sim.deck == [13]
    close = world([[9, 4], [9, 9]], [[True, True], [True, True]], top=7, deck=(13,))
    close.take_turn(0, allow_call=False)  # 7 for 9 is not worth it: it draws (a 13, thrown)
    assert close.vals[0] == [9, 4] and close.top == 13 and close.deck == []
    # allow_take False: the seat draws even for a fine discard (the root's "draw" branch)
    drawn = world([[9, 4], [9, 9]], [[True, True], [True, True]], top=2, deck=(13, 13))
    drawn.take_turn(0, allow_call=False, allow_take=False)
    assert drawn.vals[0] == [9, 4] and drawn.top == 13


def test_a_peek_card_of_little_gain_is_used_to_peek():
    # a drawn 7 (peek) would replace the unknown card for a gain of 6.4 - 7 < 0: peek instead
    sim = world([[2, 8], [9, 9]], [[True, False], [True, True]], deck=(7,), abilities={7: PEEK})
    sim.take_turn(0, allow_call=False)
    assert sim.vals[0] == [2, 8] and sim.kn[0] == [True, True] and sim.top == 7


def tracked(vals, kn, seen, deck, abilities, kept=4.0):
    sim = world(vals, kn, deck=deck, abilities=abilities)
    sim.seen = [list(m) for m in seen]
    sim.kept = kept
    return sim


def test_a_skilled_swap_gives_our_worst_card_for_the_card_we_believe_lowest():
    # seat 0 holds a known 10; it has seen seat 1's 1 (seat 2's cards are unknown to it: 4 when the
    # owner knows them, 6 otherwise): the Jack swaps the 10 for the 1
    sim = tracked([[10, 2], [1, 8], [3, 9]], [[True, True], [True, True], [True, False]],
                  [[0, 0], [1, 0], [0, 0]], deck=(11,), abilities={11: SWAP})
    sim.take_turn(0, allow_call=False)
    assert sim.vals == [[1, 2], [10, 8], [3, 9]] and sim.kn[0] == [True, True]
    # nothing seen: the owner-known card (estimated 4) is the lowest belief, and the swap still pays
    blind = tracked([[10, 2], [1, 8], [3, 9]], [[True, True], [False, False], [True, False]],
                    [[0, 0], [0, 0], [0, 0]], deck=(11,), abilities={11: SWAP})
    blind.take_turn(0, allow_call=False)
    assert blind.vals == [[3, 2], [1, 8], [10, 9]]
    # a hand with nothing worth giving keeps its cards
    low = tracked([[1, 0], [1, 8], [3, 9]], [[True, True], [True, True], [True, False]],
                  [[0, 0], [1, 0], [0, 0]], deck=(11,), abilities={11: SWAP})
    low.take_turn(0, allow_call=False)
    assert low.vals == [[1, 0], [1, 8], [3, 9]]


def test_a_spy_looks_at_the_hand_that_looks_lowest_at_a_card_its_owner_knows():
    # seat 1's hand looks higher (a seen 12); seat 2's lower: seat 0 spies seat 2's owner-known card
    sim = tracked([[5, 5], [12, 8], [7, 9]], [[True, True], [True, False], [False, True]],
                  [[0, 0], [1, 0], [0, 0]], deck=(9,), abilities={9: SPY})
    sim.take_turn(0, allow_call=False)
    assert sim.seen[2] == [0, 1] and sim.seen[1] == [1, 0] and sim.top == 9


def calls(unseen=tuple(range(14)) * 4, margin=0.5):
    mu = sum(unseen) / len(unseen)
    sd = (sum((v - mu) ** 2 for v in unseen) / len(unseen)) ** 0.5
    return SkilledCalls(mu, 4.0, sd, list(unseen), OFFICIAL.scoring, margin=margin, lead_kept=lead_kept_at(2))


def test_the_draw_gain_is_the_mean_improvement_of_a_deck_draw():
    model = calls(unseen=(1, 5, 9))
    assert model.draw_gain(6) == (5 + 1 + 0) / 3
    assert model.draw_gain(0.5) == 0.0 and model.draw_gain(10) == (9 + 5 + 1) / 3


def test_a_seat_calls_on_its_chance_of_being_lowest():
    model = calls()
    low = world([[0, 1, 1, 0], [6, 7, 8, 9]], [[True] * 4, [False] * 4])
    assert model.wants_call(low, 0)  # 2 points, all known, against four unknown cards
    assert not model.wants_call(low, 1)  # knows nothing of its own hand
    high = world([[9, 8, 7, 9], [6, 7, 8, 9]], [[True] * 4, [False] * 4])
    assert not model.wants_call(high, 0)
    # a card seat 0 has seen counts at its value: a seen low hand opposite stops the call
    seen = world([[2, 2, 1, 1], [0, 0, 1, 0]], [[True] * 4, [True] * 4])
    seen.seen = [[0] * 4, [1] * 4]
    assert not model.wants_call(seen, 0)
    seen.seen = [[0] * 4, [0] * 4]
    assert model.wants_call(seen, 0)  # unseen, seat 1's four known cards count at the kept mean 4


def test_the_call_floor_is_the_chance_above_which_skilleds_call_rule_says_yes():
    """wants_call stops multiplying chances once p is under call_floor: that is only sound if
    call_pays(p) is true exactly above it, in every built-in scoring."""
    from cabo_desktop.games.cabo.ai.skilled import call_floor, call_pays
    rng = random.Random(4)
    floors = 0
    for name in ("official", "classic", "kaboo"):
        scoring = load_builtin(name).scoring
        for _ in range(300):
            mine, gain, margin = rng.uniform(-5, 40), rng.uniform(0, 6), rng.choice((0.0, 0.5, 1.0))
            lead = rng.choice((0.4, 0.6, 0.8))
            floor = call_floor(mine, gain, scoring, margin, lead)
            assert floor is not None, f"{name}: a higher chance of being lowest always helps a call"
            floors += 0.0 < floor < 1.0
            for k in range(101):
                p = k / 100
                if abs(p - floor) > 1e-9:
                    assert call_pays(p, mine, gain, scoring, margin, lead) == (p > floor), (name, mine, gain, margin, p)
    assert floors > 300  # most hands have a real floor, not "always" or "never"


def test_a_seat_given_its_own_margin_calls_by_it():
    """margins[s] (sim_own_call_margin: our own seat in the Expert's worlds) replaces the margin for
    that seat only."""
    model = calls()
    low = world([[0, 1, 1, 0], [0, 1, 1, 0]], [[True] * 4, [True] * 4])
    assert model.wants_call(low, 0) and model.wants_call(low, 1)
    model.margins[0] = 50.0  # seat 0 now needs to gain 50 points by calling
    assert not model.wants_call(low, 0) and model.wants_call(low, 1)
    high = world([[9, 9, 9, 9], [6, 7, 8, 9]], [[True] * 4, [False] * 4])
    assert not model.wants_call(high, 0)
    model.margins[0] = -50.0
    assert model.wants_call(high, 0)


def test_the_rollout_calls_with_the_model_or_else_the_fixed_threshold():
    # seat 0 knows its 6 points: the fixed threshold (7) calls; the model, which has seen seat 1's
    # two points, does not
    def turn(model):
        sim = world([[3, 3], [1, 1]], [[True, True], [True, True]], deck=(13, 13))
        sim.seen = [[0, 0], [1, 1]]
        sim.calls = model
        sim.take_turn(0)
        return sim.caller

    assert turn(calls()) == -1 and turn(None) == 0


def test_the_experts_worlds_play_as_skilled_only_where_players_snap():
    from cabo_desktop.games.cabo.ai.expert import ExpertAgent
    from cabo_desktop.games.cabo.ai.skilled import Assessment
    from cabo_desktop.games.cabo.rules import Phase, apply, legal_actions, new_game, observe

    worlds = {}
    for name in ("official", "kaboo", "classic"):
        state, _ = new_game(load_builtin(name), 4, 3)
        while state.round.phase == Phase.INITIAL_PEEK:
            state, _ = apply(state, legal_actions(state)[0])
        obs = observe(state, state.round.to_act)
        worlds[name] = ExpertAgent(seed=1)._sample(obs, Assessment(obs), random.Random(2))
    assert load_builtin("kaboo").snap.enabled
    assert worlds["kaboo"].keep and isinstance(worlds["kaboo"].calls, SkilledCalls)
    for name in ("official", "classic"):
        assert not load_builtin(name).snap.enabled
        assert worlds[name].keep is False and worlds[name].calls is None, name
