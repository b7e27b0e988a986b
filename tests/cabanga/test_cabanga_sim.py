"""The Strong level's two tools: the fast round (ai/sim.py) plays exactly the engine's rules and
Solid's choices, and the card tracker (ai/tracker.py) keeps an honest, consistent and useful
account of where the unseen cards are."""

import copy
import random

import pytest

from cabo_desktop.games.cabanga.ai import EasyAgent, SolidAgent
from cabo_desktop.games.cabanga.ai.agents import unseen_cards
from cabo_desktop.games.cabanga.ai.sim import SimRound, geometry_of, tops_of
from cabo_desktop.games.cabanga.ai.tracker import PILE, CardTracker
from cabo_desktop.games.cabanga.rules import COLOURS, PASS, apply, legal_actions, load_builtin, new_game, observe
from cabo_desktop.games.cabanga.rules import events as E

V = load_builtin()
GEO = geometry_of(V)


def sim_of(state):
    """The engine's table as the simulator holds it (the true hands and penalty pile)."""
    return SimRound(GEO, [GEO.mask(h) for h in state.hands], tops_of(state.piles),
                    [GEO.bit(c) for c in state.penalty], [GEO.bit(c) for c in state.thrown],
                    GEO.public_mask(state.piles, state.thrown),
                    state.current, COLOURS.index(state.last_colour) if state.last_colour else -1, random.Random(0))


def solid_positions(seats, seed, count):
    """Positions where a seat is to play a card, in a game of Solid players."""
    state, _ = new_game(V, seats, seed)
    solid, out = SolidAgent(), []
    while not state.over and len(out) < count:
        if state.thrower < 0:
            out.append(state)
        state, _ = apply(state, solid.choose(observe(state, state.to_act), legal_actions(state), None))
    return out


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_the_simulator_chooses_exactly_as_solid_does(seats):
    solid = SolidAgent()
    checked = 0
    for seed in range(6):
        for state in solid_positions(seats, 40 + seed, 60):
            play = solid.choose(observe(state, state.current), legal_actions(state), None)
            index, side = sim_of(state).solid_play(state.current)
            assert (GEO.card(index), ("left", "right")[side]) == (play.card, play.side)
            checked += 1
    assert checked > 200


def test_a_simulated_round_ends_as_the_engine_plays_it():
    """From positions of real games, the simulator's Solid round ends with the engine's scores
    (rounds where the thrown pile was reshuffled are left out: the shuffle differs)."""
    solid, compared = SolidAgent(), 0
    for seed in range(80):
        state = solid_positions(4, 900 + seed, 1 + seed % 30)[-1]
        points = sim_of(state).run()
        first, renewed = state.round_no, False
        while state.round_no == first and not state.over:
            state, events = apply(state, solid.choose(observe(state, state.to_act), legal_actions(state), None))
            renewed |= any(isinstance(e, E.PenaltyPileRenewed) for e in events)
        if not renewed:
            assert list(state.history[-1].scores) == points
            compared += 1
    assert compared >= 40


def test_a_simulated_play_follows_the_rules_of_the_text():
    """The same-colour penalty, every thrower's in-gap cards thrown, a penalty card per card."""
    state = solid_positions(3, 5, 1)[0]
    sim = sim_of(state)
    seat = sim.current
    hand = sim.hands[seat]
    index = (hand & -hand).bit_length() - 1
    colour, value = divmod(index, GEO.top)
    sim.last = colour  # the previous player played this colour
    other = sim.tops[colour][1]
    gap = GEO.gap[colour][value + 1][other]
    in_gap = [sim.hands[s] & gap for s in range(3)]
    before = sim.hands[seat].bit_count()
    sim.play(index, 0)
    thrown = sum(m.bit_count() for s, m in enumerate(in_gap) if s != seat)
    assert all(sim.hands[s] & gap == 0 for s in range(3) if s != seat)
    assert sim.hands[seat].bit_count() == before - 1 + 1 + thrown
    assert len(sim.thrown) == thrown


# ----------------------------------------------------------------- the tracker


def tracked_game(seats, seed, me=0, levels=(SolidAgent,)):
    """Play a game with a tracker at seat `me`; yields (state, tracker) at each of its turns."""
    agents = [levels[s % len(levels)](seed=s) for s in range(seats)]
    state, events = new_game(V, seats, seed)
    rng = random.Random(seed)
    tracker = CardTracker(me, V)
    for e in events:
        tracker.notify(e.for_seat(me))
    while not state.over:
        if state.to_act == me and state.thrower < 0:
            yield state, tracker
        seat = state.to_act
        state, events = apply(state, agents[seat].choose(observe(state, seat), legal_actions(state), rng))
        for e in events:
            tracker.notify(e.for_seat(me))


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_the_tracker_accounts_for_every_hidden_card_once(seats):
    turns = 0
    for seed in range(6):
        for state, tracker in tracked_game(seats, 70 + seed, levels=(SolidAgent, EasyAgent)):
            obs = observe(state, 0)
            assert tracker.sync(obs), "the events and the observation tell the same count"
            assert set(tracker.chance) == set(unseen_cards(obs))
            for row in tracker.chance.values():
                assert abs(sum(row) - 1) < 1e-6
            for place in tracker.places:
                size = obs.penalty_size if place == PILE else obs.hand_sizes[place]
                held = sum(tracker.held_by(c, place) if place != PILE else 1 - tracker.in_other_hands(c)
                           for c in tracker.chance)
                assert abs(held - size) < 0.05
            # a hint, never a certainty: the true place of a card keeps some chance
            for s, hand in enumerate(state.hands):
                if s != 0:
                    assert all(tracker.held_by(c, s) > 0 for c in hand)
            turns += 1
    assert turns >= 15


def test_a_pass_makes_the_gaps_cards_unlikely_in_that_hand():
    state, events = new_game(V, 3, 12, start_seat=1)
    tracker = CardTracker(0, V)
    for e in events:
        tracker.notify(e.for_seat(0))
    solid = SolidAgent()
    while not (state.thrower > 0 and legal_actions(state) == [PASS]):  # another seat must pass
        state, events = apply(state, solid.choose(observe(state, state.to_act), legal_actions(state), None))
        for e in events:
            tracker.notify(e.for_seat(0))
    colour, low, high = state.gap
    seat = state.thrower
    tracker.sync(observe(state, 0))
    cards = [c for c in tracker.chance if c.colour == colour and low < c.value < high]
    before = {c: tracker.held_by(c, seat) for c in cards}
    state, events = apply(state, legal_actions(state)[0])  # the pass
    assert isinstance(events[0], E.ThrowPassed)
    for e in events:
        tracker.notify(e.for_seat(0))
    tracker.sync(observe(state, 0))
    assert cards and all(tracker.held_by(c, seat) < before[c] / 5 for c in cards)


def test_the_tracker_knows_more_than_the_flat_count():
    """Scored on where the hidden cards really are (in another hand or in the pile), the
    tracker's chances beat Solid's one share for every card (Brier score, 12 games)."""
    flat = tracked_score = 0.0
    for seed in range(12):
        for state, tracker in tracked_game(4, 300 + seed):
            obs = observe(state, 0)
            tracker.sync(obs)
            hidden = unseen_cards(obs)
            share = sum(obs.hand_sizes[1:]) / len(hidden)
            for card in hidden:
                truth = any(card in h for h in state.hands[1:])
                flat += (share - truth) ** 2
                tracked_score += (tracker.in_other_hands(card) - truth) ** 2
    assert tracked_score < 0.97 * flat


def test_a_sampled_table_fills_every_place_to_its_size():
    for state, tracker in tracked_game(4, 5):
        obs = observe(state, 0)
        tracker.sync(obs)
        hands, pile = tracker.sample(random.Random(1))
        assert {s: len(h) for s, h in hands.items()} == {s: n for s, n in enumerate(obs.hand_sizes) if s != 0}
        assert len(pile) == obs.penalty_size
        dealt = [c for h in hands.values() for c in h] + pile
        assert sorted(dealt) == sorted(unseen_cards(obs))


def test_a_sampled_table_follows_the_chances():
    """A card the tracker puts nearly surely in the pile is rarely dealt into a hand."""
    for state, tracker in tracked_game(4, 8):
        tracker.sync(observe(state, 0))
        unlikely = [c for c in tracker.chance if tracker.in_other_hands(c) < 0.05]
        if len(unlikely) >= 3:
            break
    rng = random.Random(3)
    dealt_in_hands = sum(c in h for _ in range(200) for h in tracker.sample(rng)[0].values() for c in unlikely)
    expected = sum(tracker.in_other_hands(c) for c in unlikely) * 200
    assert dealt_in_hands <= max(10, 3 * expected)


def test_sampled_tables_deal_each_card_to_a_hand_about_as_often_as_its_chance():
    """Over many tables, how often a card is dealt into another hand matches the tracker's chance
    of it being there (the deal is quick, not exact: within a few points on average), and the
    same generator seed deals the same table."""
    for state, tracker in tracked_game(4, 33):
        tracker.sync(observe(state, 0))
        chances = [tracker.in_other_hands(c) for c in tracker.chance]
        if max(chances) - min(chances) > 0.4:  # a table the tracker has learnt much about
            break
    else:
        pytest.fail("no turn where the tracker had learnt much")
    rng, tables = random.Random(9), 2000
    dealt = {c: 0 for c in tracker.chance}
    for _ in range(tables):
        for hand in tracker.sample(rng)[0].values():
            for card in hand:
                dealt[card] += 1
    gaps = [abs(dealt[c] / tables - tracker.in_other_hands(c)) for c in tracker.chance]
    assert sum(gaps) / len(gaps) < 0.03 and max(gaps) < 0.12
    assert tracker.sample(random.Random(5)) == tracker.sample(random.Random(5))


def test_a_tracker_that_joins_late_starts_from_the_observation():
    positions = list(tracked_game(4, 21))
    state, _ = positions[3]
    late = CardTracker(0, V)
    assert not late.sync(observe(state, 0))  # it heard nothing: it starts over, evenly
    assert late.matches(observe(state, 0))
    share = sum(observe(state, 0).hand_sizes[1:]) / len(late.chance)
    assert all(abs(late.in_other_hands(c) - share) < 1e-6 for c in late.chance)
    copy.deepcopy(late)  # an agent's memory can be copied (the honesty test does)
