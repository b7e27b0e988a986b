"""One test per rule of the official 2019 rules (variant "official", the default).

Rule quotes are from /work/shared/seeds/000_*.txt; readings of unclear text are the `notes:` of
cabo_desktop/variants/official.yaml.
"""

from __future__ import annotations

from collections import Counter

import pytest

from cabo_desktop.games.cabo.rules import (
    CallCabo, DiscardDrawn, DrawFromDeck, Exchange, IllegalAction, InitialPeek, Peek, Phase,
    PlaceAtEnd, SetupError, Spy, Swap, TakeDiscard, legal_actions, new_game, observe,
)
from cabo_desktop.games.cabo.rules import events as E
from cabo_desktop.games.cabo.rules.state import FACE_UP

from scenario import (
    ALL_SEATS, OFFICIAL, after_call, deck_codes, deck_for, discard_codes, face_up, finish_round, hand,
    knowers, of_type, play, seen, start, vis,
)

SHOWN = ALL_SEATS | FACE_UP
LOW = ["0", "0", "1", "1"]  # sum 2
MID = ["1", "1", "2", "2"]  # sum 6


def drain(state, leave: int):
    """Draw and discard until the deck holds `leave` cards."""
    while len(state.round.deck) > leave:
        state, _ = play(state, DrawFromDeck(), DiscardDrawn())
    return state


def play_out(state):
    """Draw and discard until the round ends by the deck running out."""
    return finish_round(state)[0]


def after_cabo(hands, caller: int, totals=None, resets_used=None):
    """Deal `hands`, let `caller` (the start seat) call CABO and everyone else draw and discard."""
    return after_call(OFFICIAL, hands, caller, "5", ["5", "6", "7"], totals, resets_used)


def scored(events) -> E.RoundScored:
    (event,) = of_type(events, E.RoundScored)
    return event


# ---------------------------------------------------------------- setup


def test_official_deck_has_52_cards_two_0s_four_each_of_1_to_12_two_13s():
    """"52 cards, values 0-13: two 0s, four each of 1-12, two 13s" (seeds README)."""
    counts = Counter(face.value for face in OFFICIAL.faces)
    assert len(OFFICIAL.faces) == 52
    assert counts == {0: 2, 13: 2, **{v: 4 for v in range(1, 13)}}
    assert all(face.suit is None and face.code == str(face.value) for face in OFFICIAL.faces)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_official_two_to_four_players(seats):
    """The game is for 2-4 players."""
    state, _ = new_game(OFFICIAL, seats, seed=3)
    assert state.n_seats == seats and len(state.round.hands) == seats


@pytest.mark.parametrize("seats", [5, 6])
def test_official_five_or_six_players_only_with_allow_stretch(seats):
    """5-6 players stretch the deck: only with the option players.allow_stretch."""
    with pytest.raises(SetupError, match="allow_stretch"):
        new_game(OFFICIAL, seats, seed=3)
    stretched = OFFICIAL.with_settings({"players.allow_stretch": True})
    state, _ = new_game(stretched, seats, seed=3)
    assert [len(h) for h in state.round.hands] == [4] * seats
    assert len(state.round.deck) == 52 - 4 * seats - 1


@pytest.mark.parametrize("seats", [0, 1, 7])
def test_official_one_or_seven_players_refused(seats):
    """Fewer than 2 or more than 6 players cannot be seated, even with the stretch option."""
    stretched = OFFICIAL.with_settings({"players.allow_stretch": True})
    for variant in (OFFICIAL, stretched):
        with pytest.raises(SetupError, match=f"not {seats}"):
            new_game(variant, seats, seed=3)


def test_official_four_cards_dealt_face_down_one_at_a_time_from_start_seat():
    """"Deal 4 cards to each player facedown in a line." Nobody knows a card before looking."""
    hands = [["1", "2", "3", "4"], ["5", "6", "7", "8"], ["9", "10", "11", "12"]]
    deck = deck_for(OFFICIAL, hands, "0", start_seat=2)
    assert deck[:4] == ["9", "1", "5", "10"]  # round robin from the start seat
    state, events = new_game(OFFICIAL, 3, seed=1, decks=[deck], start_seat=2)
    assert [hand(state, s) for s in range(3)] == hands
    dealt = of_type(events, E.CardDealt)
    assert [(e.seat, e.slot) for e in dealt[:4]] == [(2, 0), (0, 0), (1, 0), (2, 1)]
    assert len(dealt) == 12
    for seat in range(3):
        assert [vis(state, seat, slot) for slot in range(4)] == [0] * 4
        assert seen(state, seat, seat) == [None] * 4


def test_official_discard_pile_starts_with_one_face_up_card():
    """"Place the top card faceup next to the deck to form a discard pile.\""""
    state, events = new_game(OFFICIAL, 2, seed=1, decks=[deck_for(OFFICIAL, [LOW, MID], "9", ["3"])])
    assert discard_codes(state) == ["9"]
    assert state.round.vis[state.round.discard[-1]] == SHOWN
    assert of_type(events, E.DiscardStarted) == [E.DiscardStarted(OFFICIAL.face_by_code["9"])]
    assert len(state.round.deck) == 52 - 8 - 1 and deck_codes(state)[0] == "3"
    assert all(observe(state, s).top_discard.code == "9" for s in range(2))


def test_official_each_player_looks_at_any_two_cards_in_order_from_start_seat():
    """"Secretly look at any 2 of your cards" - chosen by the player, seen by nobody else."""
    deck = deck_for(OFFICIAL, [MID, LOW, ["3"] * 4], "9", start_seat=1)
    state, _ = new_game(OFFICIAL, 3, seed=1, decks=[deck], start_seat=1)
    assert state.round.phase == Phase.INITIAL_PEEK and state.to_act == 1
    state, events = play(state, InitialPeek((3, 0)))
    assert [(e.seat, e.slot, e.card.code, e.seen_by) for e in events] == [(1, 0, "0", 2), (1, 3, "1", 2)]
    assert seen(state, 1, 1) == ["0", None, None, "1"]
    assert seen(state, 0, 1) == seen(state, 2, 1) == [None] * 4
    assert state.to_act == 2
    state, _ = play(state, InitialPeek((1, 2)))
    state, events = play(state, InitialPeek((0, 1)))
    assert state.round.phase == Phase.TURN and state.to_act == 1
    assert events[-1] == E.TurnStarted(1, 1)


@pytest.mark.parametrize("slots", [(0,), (0, 1, 2), (2, 2), (), (0, 4)])
def test_official_initial_look_needs_exactly_two_different_cards(slots):
    """Exactly 2 cards: one, three, the same card twice or a missing card are illegal."""
    state, _ = new_game(OFFICIAL, 2, seed=1)
    assert InitialPeek(slots) not in legal_actions(state)
    with pytest.raises(IllegalAction):
        play(state, InitialPeek(slots))


def test_official_initial_look_happens_only_once():
    """"This is the last time players may look at any cards until otherwise instructed.\""""
    state = start(OFFICIAL, [MID, LOW], "9")
    assert all(not isinstance(a, InitialPeek) for a in legal_actions(state))
    with pytest.raises(IllegalAction, match="draw from the deck"):
        play(state, InitialPeek((2, 3)))


def test_official_random_start_player_reproducible_from_seed():
    """"Choose a start player randomly": random, but the same seed gives the same game."""
    starts = set()
    for seed in range(30):
        a, _ = new_game(OFFICIAL, 4, seed=seed)
        b, _ = new_game(OFFICIAL, 4, seed=seed)
        assert a.round == b.round
        starts.add(a.round.start_seat)
    assert starts == {0, 1, 2, 3}


# ---------------------------------------------------------------- a turn


def test_official_turn_is_draw_deck_take_discard_or_call_cabo():
    """"On your turn, draw a card from the deck or discard pile, or call CABO.\""""
    state = start(OFFICIAL, [MID, LOW], "9")
    assert set(legal_actions(state)) == {DrawFromDeck(), TakeDiscard(), CallCabo()}
    with pytest.raises(IllegalAction):
        play(state, DiscardDrawn())


def test_official_deck_draw_is_seen_only_by_the_drawer():
    """"If you take the top card from the draw deck, look at it" - secretly."""
    state = start(OFFICIAL, [MID, LOW], "9", deck_top=["6"])
    state, events = play(state, DrawFromDeck())
    (drawn,) = of_type(events, E.CardDrawn)
    assert drawn.card.code == "6" and drawn.seen_by == 1
    assert drawn.for_seat(1).card is None
    assert observe(state, 0).drawn.code == "6" and observe(state, 1).drawn is None


def test_official_deck_draw_then_discard_ends_the_turn():
    """Option 1: "Place the card into the discard pile.\""""
    state = start(OFFICIAL, [MID, LOW], "9", deck_top=["6", "3"])
    state, events = play(state, DrawFromDeck(), DiscardDrawn())
    assert discard_codes(state) == ["6", "9"] and hand(state, 0) == MID
    assert E.CardDiscarded(0, OFFICIAL.face_by_code["6"], None) in events
    assert state.to_act == 1 and state.round.phase == Phase.TURN


def test_official_deck_draw_exchange_one_card_face_down_known_only_to_drawer():
    """Option 2: "put the new card facedown in front of you, in an exchanged card's place.\""""
    state = start(OFFICIAL, [MID, LOW], "9", deck_top=["3"])
    state, events = play(state, DrawFromDeck(), Exchange((3,)))
    assert hand(state, 0) == ["1", "1", "2", "3"]
    assert discard_codes(state)[0] == "2"
    assert vis(state, 0, 3) == 1 and not face_up(state, 0, 3)
    assert seen(state, 1, 0)[3] is None and seen(state, 0, 0)[3] == "3"
    (placed,) = of_type(events, E.CardPlaced)
    assert (placed.slot, placed.face_up, placed.seen_by) == (3, False, 1)


def test_official_ability_offered_only_for_7_to_12_drawn_from_deck():
    """7-12 have abilities; other cards can only be discarded or exchanged."""
    state = start(OFFICIAL, [MID, LOW], "9", deck_top=["6"])
    state, _ = play(state, DrawFromDeck())
    assert not [a for a in legal_actions(state) if isinstance(a, (Peek, Spy, Swap))]
    with pytest.raises(IllegalAction, match="no peek ability"):
        play(state, Peek(2))
    for code, kind in [("7", Peek), ("8", Peek), ("9", Spy), ("10", Spy), ("11", Swap), ("12", Swap)]:
        state = start(OFFICIAL, [MID, LOW], "9", deck_top=[code])
        state, _ = play(state, DrawFromDeck())
        kinds = {type(a) for a in legal_actions(state)} & {Peek, Spy, Swap}
        assert kinds == {kind}, code


def test_official_discard_draw_must_exchange_and_lies_face_up():
    """"If you take the top card from the discard pile: Exchange ... put the new card faceup.\""""
    state = start(OFFICIAL, [MID, LOW], "9")
    state, events = play(state, TakeDiscard())
    assert of_type(events, E.CardDrawn)[0].seen_by == ALL_SEATS
    assert all(isinstance(a, Exchange) for a in legal_actions(state))
    with pytest.raises(IllegalAction, match="must be exchanged"):
        play(state, DiscardDrawn())
    state, events = play(state, Exchange((1,)))
    assert hand(state, 0) == ["1", "9", "2", "2"] and discard_codes(state) == ["1"]
    assert vis(state, 0, 1) == SHOWN
    assert seen(state, 1, 0)[1] == "9"
    (placed,) = of_type(events, E.CardPlaced)
    assert placed.face_up and placed.seen_by == ALL_SEATS


# ---------------------------------------------------------------- exchanging several cards


def test_official_multi_exchange_of_equal_cards_discards_all_drawn_takes_leftmost_place():
    """"All exchanged cards must have the same value ... Place the card drawn in an exchanged
    card's place." Note: the drawn card takes the leftmost place and the line closes up; the
    drawn card itself may have any value."""
    state = start(OFFICIAL, [["6", "2", "6", "6"], LOW], "9", deck_top=["11"], looks=[(0, 1), (0, 1)])
    state, events = play(state, DrawFromDeck(), Exchange((3, 0, 2)))
    assert hand(state, 0) == ["11", "2"]
    assert discard_codes(state)[:3] == ["6", "6", "6"]
    assert vis(state, 0, 0) == 1  # face down, known only to the drawer
    slid = of_type(events, E.CardsSlidOut)[0]
    assert slid.slots == (0, 2, 3) and [c.code for c in slid.cards] == ["6", "6", "6"]
    assert of_type(events, E.ExchangeMatched) == [E.ExchangeMatched(0, (0, 2, 3), 0)]
    assert state.to_act == 1


def test_official_multi_exchange_from_discard_pile_lies_face_up():
    """Taking the discard and exchanging two equal cards: the new card lies face up."""
    state = start(OFFICIAL, [["3", "5", "5", "4"], LOW], "13")
    state, _ = play(state, TakeDiscard(), Exchange((1, 2)))
    assert hand(state, 0) == ["3", "13", "4"] and vis(state, 0, 1) == SHOWN


def test_official_mismatch_of_two_cards_go_back_face_up_drawn_added_at_chosen_end_no_penalty():
    """"If any slid cards do not match, return them to the line, keeping them faceup. Add the card
    drawn at either end of the line." Two cards: no penalty card."""
    state = start(OFFICIAL, [["3", "5", "6", "4"], LOW], "9", deck_top=["13", "7"])
    state, events = play(state, DrawFromDeck(), Exchange((1, 2)))
    assert state.round.phase == Phase.PLACE_DRAWN and not observe(state, 0).owes_penalty
    assert of_type(events, E.ExchangeFailed) == [E.ExchangeFailed(0, (1, 2), True)]
    state, events = play(state, PlaceAtEnd("left"))
    assert hand(state, 0) == ["13", "3", "5", "6", "4"]
    assert vis(state, 0, 2) == vis(state, 0, 3) == SHOWN
    assert seen(state, 1, 0) == [None, None, "5", "6", None]
    assert vis(state, 0, 0) == 1 and not face_up(state, 0, 0)  # drawn from the deck: face down
    assert deck_codes(state)[0] == "7"  # no penalty card taken
    assert [e.reason for e in of_type(events, E.CardAddedAtEnd)] == ["drawn"]
    assert discard_codes(state) == ["9"] and state.to_act == 1


def test_official_mismatch_with_discard_drawn_card_added_face_up():
    """A card taken from the discard pile is added at the chosen end face up."""
    state = start(OFFICIAL, [["3", "5", "6", "4"], LOW], "9")
    state, events = play(state, TakeDiscard(), Exchange((0, 3)), PlaceAtEnd("right"))
    assert hand(state, 0) == ["3", "5", "6", "4", "9"]
    assert vis(state, 0, 4) == SHOWN and vis(state, 0, 0) == SHOWN and vis(state, 0, 3) == SHOWN
    assert of_type(events, E.CardAddedAtEnd)[0].face_up
    assert discard_codes(state) == []  # nothing was discarded: the pile is empty now
    assert TakeDiscard() not in legal_actions(state)


@pytest.mark.parametrize("slots", [(0, 1, 2), (0, 1, 2, 3)])
def test_official_mismatch_of_three_or_more_adds_unseen_penalty_card_at_chosen_end(slots):
    """"If three or more cards don't match, take another card from the deck and place it facedown
    at either end of the line without looking at it.\""""
    state = start(OFFICIAL, [["3", "3", "6", "4"], LOW], "9", deck_top=["13", "8", "7"])
    state, _ = play(state, DrawFromDeck(), Exchange(slots))
    assert observe(state, 0).owes_penalty
    state, events = play(state, PlaceAtEnd("right"))
    assert state.round.phase == Phase.PLACE_PENALTY and state.to_act == 0
    state, more = play(state, PlaceAtEnd("left"))
    assert hand(state, 0) == ["8", "3", "3", "6", "4", "13"]
    assert vis(state, 0, 0) == 0  # nobody has seen the penalty card
    assert vis(state, 0, 5) == 1
    assert all(face_up(state, 0, 1 + s) for s in slots)
    (penalty,) = [e for e in more if isinstance(e, E.CardAddedAtEnd)]
    assert (penalty.reason, penalty.end, penalty.face_up, penalty.seen_by) == ("penalty", "left", False, 0)
    assert penalty.for_seat(0).card is None
    assert deck_codes(state)[0] == "7" and state.to_act == 1


# ---------------------------------------------------------------- abilities


@pytest.mark.parametrize("code", ["7", "8"])
def test_official_peek_7_8_views_one_of_own_face_down_cards(code):
    """"7-8 PEEK: Secretly view one of your own facedown cards.\""""
    state = start(OFFICIAL, [MID, LOW], "9", deck_top=[code])
    state, events = play(state, DrawFromDeck(), Peek(3))
    assert discard_codes(state)[0] == code
    assert knowers(state, 0, 3) == {0} and seen(state, 0, 0) == ["1", "1", None, "2"]
    (peeked,) = of_type(events, E.CardPeeked)
    assert (peeked.slot, peeked.reason, peeked.card.code, peeked.seen_by) == (3, "peek", "2", 1)
    assert peeked.for_seat(1).card is None
    with pytest.raises(IllegalAction):  # not another player's card
        play(start(OFFICIAL, [MID, LOW], "9", deck_top=[code]), DrawFromDeck(), Peek(4))


def test_official_peek_and_spy_need_a_face_down_card():
    """Note: "Peek and Spy need a face-down card as target.\""""
    state = start(OFFICIAL, [["3", "5", "6", "4"], ["3", "5", "6", "4"]], "9", deck_top=["0", "2", "7", "9"])
    state, _ = play(state, DrawFromDeck(), Exchange((1, 2)), PlaceAtEnd("left"))  # seat 0: 5, 6 face up
    state, _ = play(state, DrawFromDeck(), DiscardDrawn())  # seat 1 discards the 2
    state, _ = play(state, DrawFromDeck())  # seat 0 draws the 7
    assert Peek(2) not in legal_actions(state) and Peek(1) in legal_actions(state)
    with pytest.raises(IllegalAction, match="face-down"):
        play(state, Peek(2))


@pytest.mark.parametrize("code", ["9", "10"])
def test_official_spy_9_10_views_another_players_face_down_card(code):
    """"9-10 SPY: Secretly view a facedown card from any other player.\""""
    state = start(OFFICIAL, [MID, LOW, ["3"] * 4], "9", deck_top=[code])
    state, events = play(state, DrawFromDeck(), Spy(2, 3))
    assert knowers(state, 2, 3) == {0}
    assert seen(state, 0, 2) == [None, None, None, "3"]
    assert seen(state, 1, 2) == [None] * 4 and seen(state, 2, 2) == ["3", "3", None, None]
    (spied,) = of_type(events, E.CardSpied)
    assert (spied.target_seat, spied.slot, spied.seen_by) == (2, 3, 1)
    assert observe(state, 2).hands[2][3].known_by == frozenset({0})  # everyone sees who looked
    fresh = start(OFFICIAL, [MID, LOW, ["3"] * 4], "9", deck_top=[code])
    fresh, _ = play(fresh, DrawFromDeck())
    with pytest.raises(IllegalAction, match="another player"):
        play(fresh, Spy(0, 2))


@pytest.mark.parametrize("code", ["11", "12"])
def test_official_swap_11_12_exchanges_own_card_with_another_players_unseen(code):
    """"11-12 SWAP: Exchange one of your cards for a card from another player (do not flip either
    card over)." Note: whoever knew either card still knows it in its new place."""
    state = start(OFFICIAL, [MID, LOW], "9", deck_top=[code], looks=[(0, 1), (2, 3)])
    state, events = play(state, DrawFromDeck(), Swap(0, 3, 1, 2))
    assert hand(state, 0) == ["1", "1", "2", "1"] and hand(state, 1) == ["0", "0", "2", "1"]
    assert knowers(state, 0, 3) == {1}  # seat 1 had looked at that 1: it follows the card
    assert knowers(state, 1, 2) == set()  # nobody had seen seat 0's last card
    assert seen(state, 0, 0) == ["1", "1", None, None] and seen(state, 0, 1) == [None] * 4
    assert seen(state, 1, 1) == [None, None, None, "1"] and seen(state, 1, 0) == [None, None, None, "1"]
    assert of_type(events, E.CardsSwapped) == [E.CardsSwapped(0, 0, 3, 1, 2)]
    assert discard_codes(state)[0] == code
    assert not any(isinstance(e, (E.CardPeeked, E.CardSpied)) for e in events)


def test_official_swap_keeps_face_up_cards_face_up():
    """Note: "Swap may use any two cards, face-up cards stay face up.\""""
    state = start(OFFICIAL, [["3", "5", "6", "4"], LOW], "9", deck_top=["2", "11"])
    state, _ = play(state, DrawFromDeck(), Exchange((1, 2)), PlaceAtEnd("right"))  # 5, 6 face up
    state, _ = play(state, DrawFromDeck(), Swap(1, 0, 0, 1))  # seat 1 takes the face-up 5
    assert hand(state, 1)[0] == "5" and vis(state, 1, 0) == SHOWN
    assert hand(state, 0)[1] == "0" and not face_up(state, 0, 1)


def test_official_swap_must_include_own_card():
    """"Exchange one of your cards for a card from another player": not two opponents' cards."""
    state = start(OFFICIAL, [MID, LOW, ["3"] * 4], "9", deck_top=["12"])
    state, _ = play(state, DrawFromDeck())
    assert Swap(1, 0, 2, 0) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="must be yours"):
        play(state, Swap(1, 0, 2, 0))


def test_official_no_ability_for_a_card_taken_from_the_discard_pile():
    """"If you draw a card with an ability from the deck" - not from the discard pile."""
    state = start(OFFICIAL, [MID, LOW], "7")
    state, _ = play(state, TakeDiscard())
    assert not [a for a in legal_actions(state) if isinstance(a, (Peek, Spy, Swap))]
    with pytest.raises(IllegalAction, match="drawn from the deck"):
        play(state, Peek(2))


def test_official_no_ability_for_a_card_discarded_from_the_hand():
    """Exchanging away a 7-12 from your line uses no ability: the turn simply ends."""
    state = start(OFFICIAL, [["9", "1", "2", "2"], LOW], "5", deck_top=["3"], looks=[(0, 1), (0, 1)])
    state, events = play(state, DrawFromDeck(), Exchange((0,)))
    assert discard_codes(state)[0] == "9"
    assert state.to_act == 1 and state.round.phase == Phase.TURN
    assert not of_type(events, E.CardSpied)
    with pytest.raises(IllegalAction):
        play(state, Spy(0, 2))


# ---------------------------------------------------------------- CABO


def test_official_cabo_ends_turn_each_other_player_one_more_turn_then_round_ends():
    """"If you call CABO, your turn ends. Each other player gets one more turn, and then the
    round ends.\""""
    state = start(OFFICIAL, [MID, LOW, ["3"] * 4], "9", deck_top=["5", "6", "4"], start_seat=0)
    state, _ = play(state, DrawFromDeck(), DiscardDrawn())  # seat 0's first turn
    state, events = play(state, CallCabo())
    assert events[0] == E.CaboCalled(1) and state.round.caller == 1
    assert hand(state, 1) == LOW and state.to_act == 2  # calling is the whole turn
    state, _ = play(state, DrawFromDeck(), DiscardDrawn())
    assert state.to_act == 0 and state.round.round_no == 1
    state, events = play(state, DrawFromDeck(), DiscardDrawn())
    assert E.RoundEnded("cabo") in events
    assert scored(events).caller == 1 and state.round.round_no == 2


def test_official_cabo_may_be_called_on_the_first_turn_but_only_once_per_round():
    """Note: "CABO may be called at the start of any of your turns, including your first, but only
    once per round.\""""
    state = start(OFFICIAL, [MID, LOW, ["3"] * 4], "9", deck_top=["5"])
    state, _ = play(state, CallCabo())
    assert CallCabo() not in legal_actions(state)
    with pytest.raises(IllegalAction, match="already been called"):
        play(state, CallCabo())
    with pytest.raises(IllegalAction):  # nor while holding a drawn card
        play(state, DrawFromDeck(), CallCabo())


# ---------------------------------------------------------------- deck depleted


def test_official_round_ends_at_the_end_of_the_turn_that_empties_the_deck():
    """"The round ends when ... (2) the deck is depleted." Note: at the end of the turn in which
    the deck ran out."""
    state = start(OFFICIAL, [MID, LOW], "9")
    state = drain(state, 1)
    seat, last = state.to_act, deck_codes(state)[0]
    state, events = play(state, DrawFromDeck())
    assert state.round.deck == () and state.round.phase == Phase.DRAWN and not events[1:]
    state, events = play(state, Exchange((0,)))  # the turn still finishes normally
    assert E.RoundEnded("deck") in events
    assert state.history[0].end_reason == "deck" and state.history[0].caller is None
    assert state.round.round_no == 2
    assert state.history[0].hands[seat][0].code == last


def test_official_failed_match_of_three_with_empty_deck_takes_no_penalty_and_ends_round():
    """Note: "A penalty card owed from an empty deck is not taken" - and the round ends."""
    state = start(OFFICIAL, [["3", "5", "6", "4"], ["3", "5", "6", "4"]], "9")
    state = drain(state, 1)
    seat = state.to_act
    state, _ = play(state, DrawFromDeck(), Exchange((0, 1, 2)))
    assert observe(state, seat).owes_penalty
    state, events = play(state, PlaceAtEnd("right"))
    assert not any(isinstance(e, E.CardAddedAtEnd) and e.reason == "penalty" for e in events)
    assert E.RoundEnded("deck") in events
    assert len(state.history[0].hands[seat]) == 5


def test_official_penalty_card_taking_the_last_deck_card_ends_the_round():
    """The deck can also run out by a penalty card; the round ends after that turn."""
    state = start(OFFICIAL, [["3", "5", "6", "4"], ["3", "5", "6", "4"]], "9")
    state = drain(state, 2)
    seat = state.to_act
    state, _ = play(state, DrawFromDeck(), Exchange((0, 1, 2)), PlaceAtEnd("right"))
    assert state.round.phase == Phase.PLACE_PENALTY
    state, events = play(state, PlaceAtEnd("left"))
    assert [e.reason for e in of_type(events, E.CardAddedAtEnd)] == ["penalty"]
    assert E.RoundEnded("deck") in events and len(state.history[0].hands[seat]) == 6


# ---------------------------------------------------------------- scoring


def test_official_round_score_is_the_sum_of_remaining_cards():
    """"Your score for the round is the sum of your remaining cards.\""""
    _, events = after_cabo([LOW, MID, ["3", "4", "13", "5"]], caller=0)
    result = scored(events)
    assert result.sums == (2, 6, 25) and result.scores == (0, 6, 25) and result.totals == (0, 6, 25)


def test_official_caller_with_lowest_sum_scores_zero():
    """"If you called CABO and have the lowest sum ..., you score 0 points.\""""
    _, events = after_cabo([MID, LOW], caller=1)
    assert scored(events).scores == (6, 0)


def test_official_caller_tied_for_lowest_sum_scores_zero():
    """"... (or are tied for it), you score 0 points." The tied non-caller scores their sum."""
    _, events = after_cabo([["2", "0", "0", "2"], ["1", "1", "1", "1"]], caller=1)
    assert scored(events).sums == (4, 4) and scored(events).scores == (4, 0)


def test_official_caller_not_lowest_scores_sum_plus_10():
    """"If you called CABO and do not have the lowest sum, you score the sum of your cards plus 10.\""""
    _, events = after_cabo([LOW, MID], caller=1)
    assert scored(events).scores == (2, 16)


@pytest.mark.parametrize("caller", [0, 1])
def test_official_kamikaze_scores_zero_and_fifty_for_every_other_player(caller):
    """"Exactly two 13s and two 12s, and no other cards: they score 0 points and each other player
    scores 50 points" - whoever called CABO."""
    _, events = after_cabo([LOW, ["12", "13", "12", "13"], MID], caller=caller)
    result = scored(events)
    assert result.kamikaze == 1 and result.scores == (50, 0, 50)


def test_official_two_12s_two_13s_and_another_card_is_not_kamikaze():
    """"... and no other cards": a fifth card spoils the Kamikaze."""
    state = start(OFFICIAL, [["12", "13", "12", "13"], LOW], "9", deck_top=["3", "5"])
    state, _ = play(state, DrawFromDeck(), Exchange((0, 1)), PlaceAtEnd("right"))
    assert hand(state, 0) == ["12", "13", "12", "13", "3"]
    state, events = play(state, CallCabo(), DrawFromDeck(), DiscardDrawn())
    result = scored(events)
    assert result.kamikaze is None and result.scores == (53, 0)


def test_official_next_start_player_has_the_lowest_round_score():
    """"The player with the lowest score in the previous round is the new start player.\""""
    state, events = after_cabo([MID, ["3"] * 4, LOW], caller=1)
    assert scored(events).scores == (6, 22, 2)
    assert state.round.start_seat == 2
    assert of_type(events, E.RoundStarted)[-1].start_seat == 2


def test_official_next_start_tie_goes_to_closest_clockwise_from_previous_start():
    """"In case of a tie, the player closest to the previous start player becomes the new start
    player." Note: counting clockwise, the previous start player first."""
    six = ["3", "3", "0", "0"]
    state, _ = after_cabo([MID, ["4"] * 4, six], caller=1)  # seats 0 and 2 tie; previous start 1
    assert state.history[0].scores == (6, 26, 6) and state.round.start_seat == 2
    for previous, expected in [(1, 1), (2, 0), (0, 0)]:  # no caller: seats 0 and 1 tie at 6
        state = play_out(start(OFFICIAL, [MID, six, ["4"] * 4], "9", start_seat=previous))
        assert state.history[0].scores == (6, 6, 16)
        assert state.round.start_seat == expected, previous


def test_official_game_ends_when_a_total_is_more_than_100():
    """"The game ends when one player has more than 100 points." Exactly 100 does not end it."""
    state, events = after_cabo([MID, LOW], caller=1, totals=(95, 0))
    assert state.over and state.totals == (101, 0)
    assert of_type(events, E.GameOver) == [E.GameOver((1,), (101, 0))]
    assert legal_actions(state) == ()
    with pytest.raises(IllegalAction, match="the game is over"):
        play(state, DrawFromDeck())
    state, _ = after_cabo([MID, LOW], caller=1, totals=(94, 0), resets_used=(1, 0))
    assert not state.over and state.totals == (100, 0) and state.round.round_no == 2


def test_official_lowest_total_wins_ties_go_to_lowest_last_round_score():
    """"The player with the lowest score wins. In case of a tie, the tied player with the lowest
    score in the last round wins.\""""
    state, _ = after_cabo([["3"] * 4, LOW, MID], caller=1, totals=(95, 10, 4))
    assert state.totals == (107, 10, 10)
    assert state.winners == (1,)


def test_official_exactly_100_resets_to_50_only_once_per_player():
    """"If a player's total score is ever exactly 100 points, their score is reset to 50 points.
    This may only happen one time per player per game.\""""
    state, events = after_cabo([MID, LOW], caller=1, totals=(94, 0))
    assert state.totals == (50, 0) and state.resets_used == (1, 0)
    assert of_type(events, E.ScoreReset) == [E.ScoreReset(0, 100, 50)]
    state, events = after_cabo([MID, LOW], caller=1, totals=(94, 0), resets_used=(1, 0))
    assert state.totals == (100, 0) and not of_type(events, E.ScoreReset)
    state, _ = after_cabo([LOW, MID], caller=0, totals=(0, 94), resets_used=(1, 0))
    assert state.totals == (0, 50)  # the limit is per player


def test_official_at_most_four_cards_slide_out_because_five_never_match():
    """'Exchange one or more of your cards' — but no value has five cards, so 5+ is never offered."""
    from cabo_desktop.games.cabo.rules import Exchange, IllegalAction, apply, legal_actions, load_builtin, new_game
    from cabo_desktop.games.cabo.rules.state import Phase

    variant = load_builtin("official").with_settings({"deal.hand_size": 6})
    state, _ = new_game(variant, 2, 3)
    while state.round.phase == Phase.INITIAL_PEEK:
        state, _ = apply(state, legal_actions(state)[0])
    state, _ = apply(state, legal_actions(state)[0])  # draw from the deck
    sizes = {len(a.slots) for a in legal_actions(state) if isinstance(a, Exchange)}
    assert sizes == {1, 2, 3, 4}
    with pytest.raises(IllegalAction, match="at most 4"):
        apply(state, Exchange((0, 1, 2, 3, 4)))
