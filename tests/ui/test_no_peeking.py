"""The table never shows the human a card their seat may not see: at every frame of whole
games, every card drawn face up for seat 0 is one that seat may know at that moment."""

import random
from collections import Counter

import pytest

from cabo_desktop.games.cabo.rules.actions import CALL_CABO
from tests.hidden_cards import allowed_faces


@pytest.mark.parametrize("variant,seats,seed", [("official", 3, 11), ("classic", 2, 12), ("kaboo", 4, 13)])
def test_no_frame_shows_the_human_a_card_it_may_not_see(driver_factory, variant, seats, seed):
    d = driver_factory(variant=variant, seats=seats, seed=seed, start_seat=1, levels=("casual",), speed="fast")
    table, checked, shown_total = d.table, 0, 0
    rng = random.Random(seed)
    seen_this_round, seen_last_round, round_no = Counter(), Counter(), None
    for _ in range(8000):
        if d.state.over:
            break
        if table.human_to_act() and not table.animating:
            legal = [a for a in table.controls.legal() if a != CALL_CABO]
            table.play(rng.choice(legal))
        d.frames(1)
        if d.state.round.round_no != round_no:
            round_no, seen_last_round, seen_this_round = d.state.round.round_no, seen_this_round, Counter()
        # the screen may lag the state while cards fly (even into the next round's deal): every
        # face seat 0 could know at some point of this round or the last is allowed, nothing else
        seen_this_round |= allowed_faces(d.state, 0)
        shown = Counter(card for _, card in table.model.face_up_cards())
        excess = shown - (seen_this_round | seen_last_round)
        assert not excess, f"frame {d.app.frame}: seat 0 is shown {dict(excess)} it may not see: {table.model.face_up_cards()} {d.state.round.phase.name} {table.actions_taken[-3:]}"
        checked += 1
        shown_total += sum(shown.values())
    assert checked > 500 and shown_total > 300
