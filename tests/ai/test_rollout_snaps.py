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
