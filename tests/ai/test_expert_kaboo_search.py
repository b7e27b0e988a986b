"""Kaboo's snaps and the black King's swap are decided by the Expert's search, not by fixed rules:
the search must snap a card when that lowers its hand, keep a card whose loss would raise it, and
swap after a black-King look only when the looked-at card is lower than what it would give."""

from __future__ import annotations

import dataclasses

from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.rules import Phase, actions as A, apply, legal_actions, load_builtin, new_game, observe
from cabo_desktop.games.cabo.rules.observation import SlotView

KABOO = load_builtin("kaboo")


def searcher(seed: int) -> ExpertAgent:
    """The search alone: no head start for Skilled's answer, and samples enough to be sure."""
    agent = ExpertAgent(seed=seed)
    agent.prior_bonus = 0.0
    agent.samples = agent.snap_samples = 300
    return agent


def dealt(seed: int):
    """A 4-seat kaboo game after the initial looks: the state and the seat to act."""
    state, _ = new_game(KABOO, 4, seed)
    while state.round.phase == Phase.INITIAL_PEEK:
        state, _ = apply(state, legal_actions(state)[0])
    return state, state.round.to_act


def card_of(state, seat: int, slot: int):
    return KABOO.faces[state.round.hands[seat][slot]]


def find(condition):
    """The first seeded deal where condition(state, me) names a slot of ours (a deterministic search)."""
    for seed in range(400):
        state, me = dealt(seed)
        slot = condition(state, me)
        if slot is not None:
            return state, me, slot
    raise AssertionError("no deal found")


def reveal(obs, seat: int, slot: int, card, me: int):
    """The observation with one more card known to us (its true card, so the unseen cards stay right)."""
    hands = [list(hand) for hand in obs.hands]
    view = hands[seat][slot]
    hands[seat][slot] = SlotView(card, view.face_up, view.known_by | {me})
    return dataclasses.replace(obs, hands=tuple(tuple(h) for h in hands))


def snap_window(state, me: int, slot: int, top_rank: str):
    """Our observation in a snap window on a discarded `top_rank` from the deck, our `slot` known."""
    obs = reveal(observe(state, me), me, slot, card_of(state, me, slot), me)
    top = next(i for i in reversed(state.round.deck) if KABOO.faces[i].rank == top_rank)
    return dataclasses.replace(obs, phase=Phase.SNAP, discard=obs.discard + (KABOO.faces[top],),
                               deck_size=obs.deck_size - 1, current=(me + 3) % 4, to_act=me)


def own_rank_slot(rank: str):
    def condition(state, me):
        for slot in range(4):
            if card_of(state, me, slot).rank == rank and rank in {KABOO.faces[i].rank for i in state.round.deck}:
                return slot
        return None
    return condition


def test_the_search_snaps_a_high_card_of_ours():
    state, me, slot = find(own_rank_slot("Q"))
    obs = snap_window(state, me, slot, "Q")
    assert searcher(1).choose(obs, [A.PASS_SNAP, A.Snap(me, slot)], None) == A.Snap(me, slot)


def test_the_search_keeps_a_joker_that_snapping_would_lose():
    # (a card of ours worth 0 or less is left out of the snaps searched: losing it cannot lower the hand)
    state, me, slot = find(own_rank_slot("JOKER"))
    obs = snap_window(state, me, slot, "JOKER")
    assert searcher(1).choose(obs, [A.PASS_SNAP, A.Snap(me, slot)], None) == A.PASS_SNAP


def look_decision(looked_ok, hand_ok):
    """A black-King decision: an opponent's looked-at card, and our whole hand known."""
    def condition(state, me):
        target = (me + 1) % 4
        hand = [card_of(state, me, s).value for s in range(4)]
        return 0 if looked_ok(card_of(state, target, 0).value) and hand_ok(hand) else None

    state, me, _ = find(condition)
    target = (me + 1) % 4
    obs = observe(state, me)
    for s in range(4):
        obs = reveal(obs, me, s, card_of(state, me, s), me)
    obs = reveal(obs, target, 0, card_of(state, target, 0), me)
    obs = dataclasses.replace(obs, phase=Phase.DECIDE_SWAP, look_target=(target, 0), holding=False)
    legal = [A.KEEP_CARDS] + [A.Swap(me, s, target, 0) for s in range(4)]
    return obs, legal, me, target


def one_high_card(hand) -> bool:
    """A hand whose only card worth giving is its highest. With two high cards the search may keep a
    Queen rather than a 6: the other players throw Queens away all the time, so a known Queen is
    soon snapped (docs/ai.md, ninth round)."""
    return max(hand) >= 11 and sorted(hand)[-2] <= 5


def test_the_black_king_swaps_our_highest_card_for_a_low_one():
    obs, legal, me, target = look_decision(lambda v: v <= 1, one_high_card)
    hand = [view.card.value for view in obs.hands[me]]
    assert searcher(2).choose(obs, legal, None) == A.Swap(me, hand.index(max(hand)), target, 0)


def test_the_black_king_keeps_when_the_looked_card_is_higher_than_all_of_ours():
    obs, legal, me, target = look_decision(lambda v: v >= 12, lambda hand: max(hand) <= 8)
    assert searcher(2).choose(obs, legal, None) == A.KEEP_CARDS


def test_the_search_decides_with_the_same_answer_for_the_same_seed():
    state, me, slot = find(own_rank_slot("Q"))
    obs = snap_window(state, me, slot, "Q")
    legal = [A.PASS_SNAP, A.Snap(me, slot)]
    assert ExpertAgent(seed=9).choose(obs, legal, None) == ExpertAgent(seed=9).choose(obs, legal, None)


def test_the_playing_expert_agrees_with_the_search_in_the_clear_cases():
    state, me, slot = find(own_rank_slot("Q"))
    obs = snap_window(state, me, slot, "Q")
    assert all(ExpertAgent(seed=s).choose(obs, [A.PASS_SNAP, A.Snap(me, slot)], None) == A.Snap(me, slot)
               for s in range(5))
    obs, legal, me, target = look_decision(lambda v: v <= 1, one_high_card)
    hand = [view.card.value for view in obs.hands[me]]
    assert all(ExpertAgent(seed=s).choose(obs, legal, None) == A.Swap(me, hand.index(max(hand)), target, 0)
               for s in range(5))
    obs, legal, me, target = look_decision(lambda v: v >= 12, lambda hand: max(hand) <= 8)
    assert all(ExpertAgent(seed=s).choose(obs, legal, None) == A.KEEP_CARDS for s in range(8))
