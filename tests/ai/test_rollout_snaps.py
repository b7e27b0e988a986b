"""The Expert's rollout world plays kaboo's snaps: after a card lands on the pile, the other seats
in turn, then the seat whose turn it was, snap a card of theirs they know to be of that value, and
the first snap closes the window (kaboo's rule text; docs/ai.md)."""

from __future__ import annotations

import random

from cabo_desktop.games.cabo.ai.rollout import RoundSim
from cabo_desktop.games.cabo.rules import load_builtin

KABOO = load_builtin("kaboo")


def world(vals, kn, top=5, caller=-1, deck=(4, 4, 4, 4)):
    sim = RoundSim([list(h) for h in vals], [list(k) for k in kn], list(deck), top, caller, len(vals), 6.0,
                   {}, True, random.Random(1), 7.0, KABOO.scoring, None)
    sim.snap = True
    return sim


def test_the_next_seat_that_knows_the_value_snaps_first_and_closes_the_window():
    sim = world([[9, 3], [9, 2], [9, 1]], [[True, True], [False, True], [True, True]], top=9)
    sim.snap_window(0)  # seat 0 put the 9 down: seat 1 does not know its 9, seat 2 does
    assert sim.vals == [[9, 3], [9, 2], [1]] and sim.kn[2] == [True]


def test_the_seat_whose_turn_it_was_snaps_last():
    sim = world([[9, 3], [8, 2], [7, 1]], [[True, True], [True, True], [True, True]], top=9)
    sim.snap_window(0)
    assert sim.vals == [[3], [8, 2], [7, 1]]


def test_unknown_cards_low_cards_and_the_callers_cards_are_not_snapped():
    sim = world([[0, 3], [0, -1]], [[True, True], [True, True]], top=0)
    sim.snap_window(0)  # a red King is worth 0: snapping it gains nothing
    assert sim.vals == [[0, 3], [0, -1]]
    sim = world([[9, 3], [9, 2]], [[True, True], [True, True]], top=9, caller=1)
    sim.snap_window(0)  # seat 1 called: its cards are protected and it does not snap
    assert sim.vals == [[3], [9, 2]]


def test_a_turn_that_discards_opens_a_window_and_snaps_are_off_unless_asked():
    # seat 0 draws a 4 (deck top), keeps it in place of its known 9 and discards the 9: seat 1 snaps its 9
    sim = world([[9, 3], [9, 5]], [[True, True], [True, True]], top=12, deck=(2, 2, 4))
    assert sim.take_turn(0, allow_call=False)
    assert sim.vals == [[4, 3], [5]]
    plain = world([[9, 3], [9, 5]], [[True, True], [True, True]], top=12, deck=(2, 2, 4))
    plain.snap = False
    plain.take_turn(0, allow_call=False)
    assert plain.vals == [[4, 3], [9, 5]]
    assert plain.copy().snap is False and sim.copy().snap is True


def tracked(vals, kn, seen, top=5, caller=-1, deck=(4, 4, 4, 4), abilities=None):
    sim = world(vals, kn, top, caller, deck)
    if abilities:
        sim.abil = abilities
    sim.seen = [list(m) for m in seen]
    return sim


def test_a_seat_snaps_a_card_it_knows_in_another_hand_and_gives_its_worst_card():
    # seat 2 has spied seat 1's 9 (bit 2); seat 1 does not know its own 9. Seat 2 snaps it and gives its
    # known 11, which seat 1 does not see and seat 2 still knows
    sim = tracked([[9, 3], [9, 2], [11, 1]], [[False, True], [False, True], [True, True]],
                  [[0, 0], [1 << 2, 0], [0, 0]], top=9)
    sim.snap_window(0)
    assert sim.vals == [[9, 3], [11, 2], [1]]
    assert sim.kn[1] == [False, True] and sim.seen[1] == [1 << 2, 0] and sim.seen[2] == [0]


def test_a_snapper_whose_worst_card_is_its_own_match_still_takes_the_other_card():
    # seat 1 knows its own 9 and seat 2's 9. Skilled's rule (gain of the other's card: worst + 1 = 10,
    # of its own: 9) snaps seat 2's 9 and gives the worst card, its own 9, which seat 2 has not seen
    sim = tracked([[5, 5], [9, 1], [9, 2]], [[True, True], [True, True], [False, True]],
                  [[0, 0], [0, 0], [1 << 1, 0]], top=9)
    sim.snap_window(0)
    assert sim.vals == [[5, 5], [1], [9, 2]] and sim.seen[2] == [1 << 1, 0]


def test_the_callers_cards_are_not_snapped_and_a_taken_discard_is_seen_by_everyone():
    sim = tracked([[9, 3], [9, 12]], [[True, True], [False, True]], [[1 << 1, 0], [0, 0]], top=9, caller=0)
    sim.snap_window(1)
    assert sim.vals == [[9, 3], [9, 12]]
    sim = tracked([[12, 3], [8, 8]], [[True, True], [True, True]], [[0, 0], [0, 0]], top=1)
    assert sim.take_turn(0, allow_call=False)  # takes the 1 for its 12, in front of everyone
    assert sim.vals[0] == [1, 3] and sim.seen[0] == [1 << 1, 0]


def test_a_blind_swap_carries_what_each_seat_knew_and_a_spy_learns_a_card():
    from cabo_desktop.games.cabo.ai.rollout import LOOK, SPY
    sim = tracked([[10, 3], [2, 6]], [[True, True], [True, False]], [[0, 0], [1 << 0, 0]])
    sim.blind_swap(0, 0, 1, 0)  # seat 0 had spied seat 1's 2: it knows the 2 it takes
    assert sim.vals == [[2, 3], [10, 6]] and sim.kn == [[True, True], [False, False]]
    assert sim.seen == [[1 << 1, 0], [1 << 0, 0]]  # seat 1 knew its 2; seat 0 knows the 10 it gave
    # a drawn 9 (spy) is discarded and seat 0 learns the card of seat 1 it did not know
    sim = tracked([[1, 2], [6, 7]], [[True, True], [True, True]], [[0, 0], [1 << 0, 0]], deck=(9,),
                  abilities={9: SPY, 13: LOOK})
    sim.take_turn(0, allow_call=False)
    assert sim.top == 9 and sim.seen[1] == [1 << 0, 1 << 0]
    # the black King: seat 0 looks at seat 1's unknown card and takes it for its known 11
    sim = tracked([[11, 2], [6, 0]], [[True, True], [True, True]], [[0, 0], [1 << 0, 0]], top=12, deck=(13,),
                  abilities={9: SPY, 13: LOOK})
    sim.take_turn(0, allow_call=False)
    assert sim.vals == [[0, 2], [6, 11]] and sim.kn[0] == [True, True] and sim.seen[1] == [1 << 0, 1 << 0]


def test_the_experts_kaboo_world_records_who_knows_each_card_and_official_worlds_do_not():
    import dataclasses

    from cabo_desktop.games.cabo.ai.expert import ExpertAgent
    from cabo_desktop.games.cabo.ai.skilled import Assessment
    from cabo_desktop.games.cabo.rules import Phase, apply, legal_actions, new_game, observe

    for name in ("kaboo", "official"):
        state, _ = new_game(load_builtin(name), 4, 3)
        while state.round.phase == Phase.INITIAL_PEEK:
            state, _ = apply(state, legal_actions(state)[0])
        me = state.round.to_act
        obs = observe(state, me)
        spied, spier = (me + 1) % 4, (me + 2) % 4
        hands = [list(hand) for hand in obs.hands]
        hands[spied][0] = dataclasses.replace(hands[spied][0], known_by=hands[spied][0].known_by | {spier})
        obs = dataclasses.replace(obs, hands=tuple(tuple(h) for h in hands))
        sim = ExpertAgent(seed=1)._sample(obs, Assessment(obs), random.Random(2))
        if name == "official":
            assert sim.seen is None
            continue
        assert sim.seen[spied][0] == 1 << spier  # its owner's knowledge is kn, not a seen bit
        assert sim.kn[spied][0] == (spied in obs.hands[spied][0].known_by)
        assert all(sim.seen[seat][slot] == 0 for seat in range(4) for slot in range(4) if (seat, slot) != (spied, 0))


def test_an_aimed_swap_takes_the_lowest_card_the_swapper_knows_and_otherwise_a_random_one():
    from cabo_desktop.games.cabo.ai.rollout import SWAP

    def swapper(aim):
        # seat 0 draws a Jack (swap) holding a known 10; it knows seat 1's 3 and seat 2's 1
        sim = tracked([[10, 2], [3, 8], [1, 9]], [[True, True], [True, True], [True, True]],
                      [[0, 0], [1, 0], [1, 0]], top=12, deck=(11,), abilities={11: SWAP})
        sim.aim = aim
        sim.take_turn(0, allow_call=False)
        return sim

    sim = swapper(True)
    assert sim.vals == [[1, 2], [3, 8], [10, 9]] and sim.kn[0] == [True, True] and sim.seen[2][0] == 1
    # not aimed: a random seat and slot (rng seed 1), whatever seat 0 knows
    plain = swapper(False)
    assert plain.vals[0][0] != 10 and plain.vals[0][0] in (3, 8, 1, 9) and plain.vals != sim.vals
