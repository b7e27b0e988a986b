"""One test per rule of Kaboo (standard deck with snapping, variant "kaboo").

Rule quotes are from /work/shared/seeds/004_*.txt; readings of unclear text are the `notes:` of
cabo_desktop/variants/kaboo.yaml.
"""

from __future__ import annotations

from collections import Counter

import pytest

from cabo_desktop.games.cabo.rules import (
    Ability, CallCabo, DiscardDrawn, DrawFromDeck, Exchange, GiveCard, IllegalAction, InitialPeek,
    KeepCards, LookAndSwap, PassSnap, Peek, Phase, SetupError, Snap, Spy, Swap, TakeDiscard,
    legal_actions, new_game, observe,
)
from cabo_desktop.games.cabo.rules import events as E

from scenario import (
    ALL_SEATS, KABOO, after_call, deck_codes, deck_for, discard_codes, hand, knowers, of_type, play, seen,
    start, vis,
)

A = ["AS", "2S", "3S", "4S"]  # sum 10
B = ["5H", "6H", "7H", "8H"]  # sum 26
# Three seats for snapping: seat 1 holds a 5 (slot 0), seat 2 holds a 5 (slot 1).
SNAP_HANDS = [A, ["5S", "6S", "7S", "8S"], ["9S", "5C", "JS", "QS"]]


def snap_window(deck_top=("5H", "2D", "3D", "4D")):
    """Seat 0 draws the 5H and discards it: the snap window opens for seats 1, 2, then 0."""
    state = start(KABOO, SNAP_HANDS, "6D", deck_top=deck_top)
    return play(state, DrawFromDeck(), DiscardDrawn())


def drawn(code: str, seats=2, hands=None):
    """Seat 0 holding `code` drawn from the stockpile."""
    state = start(KABOO, hands or [A, B, ["9C", "10C", "JC", "QC"]][:seats], "6D", deck_top=[code])
    return play(state, DrawFromDeck())[0]


def scored(hands, caller=0, totals=None):
    state, events = after_call(KABOO, hands, caller, "6D", totals=totals)
    (result,) = of_type(events, E.RoundScored)
    return state, result


# ---------------------------------------------------------------- cards and deal


def test_kaboo_deck_has_54_cards_with_their_values():
    """"Ace is low, numerical cards are equal to their face value, Jack = 11, Queen = 12, Black King
    = 13, Red King = 0, Joker = -1" - 52 cards "including jokers" (two)."""
    assert len(KABOO.faces) == 54
    value = {face.code: face.value for face in KABOO.faces}
    for suit in "SHDC":
        assert value[f"A{suit}"] == 1 and value[f"J{suit}"] == 11 and value[f"Q{suit}"] == 12
        for n in range(2, 11):
            assert value[f"{n}{suit}"] == n
    assert value["KS"] == value["KC"] == 13 and value["KH"] == value["KD"] == 0
    assert Counter(face.code for face in KABOO.faces)["JOKER"] == 2 and value["JOKER"] == -1


def test_kaboo_abilities_by_rank():
    """7/8 look at own card, 9/10 another's, Jack/Queen blind swap, black King look and swap."""
    ability = {face.code: face.ability for face in KABOO.faces}
    for suit in "SHDC":
        assert ability[f"7{suit}"] is ability[f"8{suit}"] is Ability.PEEK
        assert ability[f"9{suit}"] is ability[f"10{suit}"] is Ability.SPY
        assert ability[f"J{suit}"] is ability[f"Q{suit}"] is Ability.SWAP
        assert ability[f"A{suit}"] is ability[f"6{suit}"] is None
    assert ability["KS"] is ability["KC"] is Ability.LOOK_AND_SWAP
    assert ability["KH"] is ability["KD"] is ability["JOKER"] is None


def test_kaboo_two_to_six_players():
    """Kaboo is "2+ players"; the variant seats 2 to 6."""
    assert new_game(KABOO, 6, seed=1)[0].n_seats == 6
    for seats in (1, 7):
        with pytest.raises(SetupError):
            new_game(KABOO, seats, seed=1)


def test_kaboo_square_of_four_the_two_nearest_seen_automatically():
    """"Four cards are arranged into a square ... Players may look at the two cards nearest to them
    only." Slots 2 and 3 are the nearest row; nobody chooses, play starts at once."""
    deck = deck_for(KABOO, [A, B], "6D", start_seat=1)
    state, events = new_game(KABOO, 2, seed=1, decks=[deck], start_seat=1)
    assert KABOO.deal.layout == "square"
    assert state.round.phase == Phase.TURN and state.to_act == 1
    peeks = of_type(events, E.CardPeeked)
    assert [(e.seat, e.slot, e.card.code, e.seen_by) for e in peeks] == [
        (1, 2, "7H", 2), (1, 3, "8H", 2), (0, 2, "3S", 1), (0, 3, "4S", 1)
    ]
    assert seen(state, 0, 0) == [None, None, "3S", "4S"] and seen(state, 0, 1) == [None] * 4
    assert not [a for a in legal_actions(state) if isinstance(a, InitialPeek)]
    with pytest.raises(IllegalAction):
        play(state, InitialPeek((0, 1)))


# ---------------------------------------------------------------- a turn


def test_kaboo_stockpile_card_switched_or_discarded():
    """"Pick a card from the stockpile and either switch it for a card in the player's hand or
    discard it.\""""
    state = drawn("2D")
    assert DiscardDrawn() in legal_actions(state)
    state, _ = play(state, Exchange((1,)))
    assert hand(state, 0) == ["AS", "2D", "3S", "4S"] and discard_codes(state)[0] == "2S"
    assert knowers(state, 0, 1) == {0}


def test_kaboo_discard_pile_card_switched_face_down_known_to_all():
    """"Switch a card from the discard pile for one of their own cards" - everyone saw it."""
    state = start(KABOO, [A, B], "6D")
    state, _ = play(state, TakeDiscard())
    with pytest.raises(IllegalAction, match="must be exchanged"):
        play(state, DiscardDrawn())
    state, _ = play(state, Exchange((0,)))
    assert hand(state, 0)[0] == "6D" and vis(state, 0, 0) == ALL_SEATS


def test_kaboo_only_one_card_exchanged_at_a_time():
    """Matching cards leave a hand by snapping: an exchange is always one card."""
    state = drawn("2D", hands=[["5S", "5C", "3S", "4S"], B])
    assert all(len(a.slots) == 1 for a in legal_actions(state) if isinstance(a, Exchange))
    with pytest.raises(IllegalAction, match="at most 1 card"):
        play(state, Exchange((0, 1)))


def test_kaboo_call_gives_every_other_player_one_more_turn():
    """"Play continues for a single round back to the player.\""""
    state = start(KABOO, [A, B, ["9C", "10C", "JC", "QC"]], "6D", start_seat=1)
    state, events = play(state, CallCabo())
    assert E.CaboCalled(1) in events and not of_type(events, E.SnapWindowOpened)
    state, _ = play(state, DrawFromDeck(), DiscardDrawn(), PassSnap(), PassSnap())
    assert state.to_act == 0 and state.round.round_no == 1
    state, events = play(state, DrawFromDeck(), DiscardDrawn(), PassSnap(), PassSnap())
    assert E.RoundEnded("cabo") in events and state.history[0].caller == 1


def test_kaboo_caller_cards_cannot_be_spied_swapped_or_snapped_after_the_call():
    """"Although their cards must not be touched." Note: no spying, swapping or snapping them."""
    hands = [["5S", "2S", "3S", "4S"], B, ["9C", "10C", "JC", "QC"]]
    for code, touch in [("9D", Spy(0, 0)), ("JD", Swap(1, 0, 0, 0)), ("KS", LookAndSwap(0, 0))]:
        state = start(KABOO, hands, "6D", deck_top=[code])
        state, _ = play(state, CallCabo(), DrawFromDeck())
        assert touch not in legal_actions(state)
        assert not [a for a in legal_actions(state) if 0 in (getattr(a, "seat", None), getattr(a, "seat_b", None))]
        with pytest.raises(IllegalAction, match="caller"):
            play(state, touch)
    state = start(KABOO, hands, "6D", deck_top=["5D"])
    state, _ = play(state, CallCabo(), DrawFromDeck(), DiscardDrawn())
    assert not [a for a in legal_actions(state) if isinstance(a, Snap) and a.seat == 0]
    with pytest.raises(IllegalAction, match="caller"):
        play(state, Snap(0, 0))


def test_kaboo_caller_does_not_snap():
    """Note: "After Kaboo is called, the caller does not snap.\""""
    state = start(KABOO, SNAP_HANDS, "6D", deck_top=["5H"])
    state, events = play(state, CallCabo(), DrawFromDeck(), DiscardDrawn())
    assert of_type(events, E.SnapWindowOpened)[0].order == (2, 1)
    state, _ = play(state, PassSnap(), PassSnap())
    assert state.to_act == 2 and state.round.phase == Phase.TURN


# ---------------------------------------------------------------- snapping


def test_kaboo_snap_window_after_each_discard_in_the_documented_order():
    """Note: "each other player in clockwise order from the next player, then the player whose turn
    it was, may snap once or pass.\""""
    state, events = snap_window()
    assert events[-1] == E.SnapWindowOpened(KABOO.face_by_code["5H"], (1, 2, 0))
    assert state.round.phase == Phase.SNAP and state.to_act == 1 and observe(state, 2).snap_waiting == (1, 2, 0)
    assert PassSnap() in legal_actions(state) and Snap(2, 1) in legal_actions(state)
    state, events = play(state, PassSnap())
    assert events == [E.SnapPassed(1)] and state.to_act == 2
    state, _ = play(state, PassSnap())
    assert state.to_act == 0 and state.round.current == 0
    state, events = play(state, PassSnap())
    assert events == [E.SnapPassed(0), E.TurnStarted(1, 2)]


def test_kaboo_snap_window_after_an_exchange_shows_the_discarded_card():
    """A card from the hand landing on the discard pile opens a window too; calling does not."""
    state = start(KABOO, [A, B], "6D")
    state, events = play(state, TakeDiscard(), Exchange((0,)))
    assert events[-1] == E.SnapWindowOpened(KABOO.face_by_code["AS"], (1, 0))


def test_kaboo_only_the_first_snap_counts():
    """"Only the first card snapped is valid": the window closes at once."""
    state, _ = snap_window()
    state, events = play(state, Snap(1, 0))
    assert state.round.phase == Phase.TURN and state.to_act == 1
    assert events[-1] == E.TurnStarted(1, 2)
    with pytest.raises(IllegalAction):
        play(state, Snap(2, 1))


def test_kaboo_snap_own_matching_card_leaves_one_card_fewer():
    """"If a player successfully snaps a card from their own hand, they play with one less card.\""""
    state, _ = snap_window()
    state, events = play(state, Snap(1, 0))
    assert E.SnapHit(1, 1, 0, KABOO.face_by_code["5S"]) in events
    assert hand(state, 1) == ["6S", "7S", "8S"]
    assert discard_codes(state)[:2] == ["5S", "5H"]
    assert not of_type(events, E.SnapWindowOpened)  # a snapped card is not itself snapped on


def test_kaboo_snap_by_the_current_player_last_in_the_window():
    """The player whose turn it was snaps last, e.g. their own matching card."""
    state, _ = snap_window()
    state, _ = play(state, PassSnap(), PassSnap(), Snap(2, 1))
    assert hand(state, 2) == ["9S", "JS", "QS"]  # seat 0 snapped seat 2's 5 ...
    assert state.round.phase == Phase.SNAP_GIVE and state.to_act == 0  # ... and gives a card


def test_kaboo_snaps_by_value_so_a_red_king_misses_a_black_king():
    """"Snap a card of matching value" (the rule text): a red King (0) does not match a black King
    (13); matching by rank, a rule option, lets it (issue 36, item 4)."""
    state = start(KABOO, [A, ["KH", "6S", "7S", "8S"]], "6D", deck_top=["KS"])
    state, _ = play(state, DrawFromDeck(), DiscardDrawn())
    state, events = play(state, Snap(1, 0))
    assert of_type(events, E.SnapMissed) and not of_type(events, E.SnapHit)
    by_rank = KABOO.with_settings({"snap.match": "rank"})
    state = start(by_rank, [A, ["KH", "6S", "7S", "8S"]], "6D", deck_top=["KS"])
    state, _ = play(state, DrawFromDeck(), DiscardDrawn())
    state, events = play(state, Snap(1, 0))
    assert of_type(events, E.SnapHit) and hand(state, 1) == ["6S", "7S", "8S"]


def test_kaboo_saves_made_before_keep_snapping_by_rank():
    from cabo_desktop.core.records import GameRecord, Seat
    from cabo_desktop.games import get_game
    old = GameRecord("kaboo", [Seat("Ann"), Seat("Bob")], 1, variant_revision=3)
    assert old.build_variant().snap.match == "rank"
    fresh = GameRecord.for_variant(get_game("cabo").load_builtin("kaboo"), [Seat("Ann"), Seat("Bob")], 1)
    assert fresh.variant_revision == 4 and fresh.build_variant().snap.match == "value"


def test_kaboo_snap_opponents_card_snapper_gives_one_of_theirs_into_the_gap():
    """"If they snap an opponents card, they hand an opponent one of their own cards." Note: it
    takes the snapped card's place."""
    state, _ = snap_window()
    state, events = play(state, Snap(2, 1))
    assert E.SnapHit(1, 2, 1, KABOO.face_by_code["5C"]) in events
    assert state.round.phase == Phase.SNAP_GIVE and state.to_act == 1
    assert set(legal_actions(state)) == {GiveCard(i) for i in range(4)}
    state, events = play(state, GiveCard(3))
    assert events[0] == E.CardGiven(1, 3, 2, 1)
    assert hand(state, 1) == ["5S", "6S", "7S"] and hand(state, 2) == ["9S", "8S", "JS", "QS"]
    assert knowers(state, 2, 1) == {1}  # the giver had seen that card; the receiver has not
    assert discard_codes(state)[0] == "5C" and state.to_act == 1 and state.round.phase == Phase.TURN


def test_kaboo_wrong_snap_shows_card_and_gives_two_unseen_penalty_cards():
    """"An incorrect snap results in a penalty of two cards being added to the player's hand."
    Note: the card is shown to everyone and goes back; the penalty cards lie face down, unseen,
    at the end of the layout."""
    state, _ = snap_window()
    state, events = play(state, Snap(2, 0))
    assert E.SnapMissed(1, 2, 0, KABOO.face_by_code["9S"]) in events
    assert hand(state, 2) == SNAP_HANDS[2] and vis(state, 2, 0) == ALL_SEATS
    assert hand(state, 1) == ["5S", "6S", "7S", "8S", "2D", "3D"]
    assert vis(state, 1, 4) == vis(state, 1, 5) == 0 and seen(state, 1, 1)[4:] == [None, None]
    penalties = of_type(events, E.CardAddedAtEnd)
    assert [(e.seat, e.slot, e.reason, e.seen_by) for e in penalties] == [(1, 4, "penalty", 0), (1, 5, "penalty", 0)]
    assert deck_codes(state)[0] == "4D" and discard_codes(state)[0] == "5H"
    assert state.round.phase == Phase.TURN and state.to_act == 1  # the window is closed


# ---------------------------------------------------------------- special cards


@pytest.mark.parametrize("code", ["JH", "QD"])
def test_kaboo_jack_or_queen_blind_swap(code):
    """"Queen or Jack: 'Blind Swap' - Switch a card with another player's card without looking.\""""
    state = drawn(code)
    state, events = play(state, Swap(0, 0, 1, 2))
    assert hand(state, 0) == ["7H", "2S", "3S", "4S"] and hand(state, 1) == ["5H", "6H", "AS", "8H"]
    assert knowers(state, 0, 0) == {1} and knowers(state, 1, 2) == set()
    assert discard_codes(state)[0] == code and not of_type(events, E.CardSpied)


@pytest.mark.parametrize("code", ["7C", "8D"])
def test_kaboo_7_or_8_look_at_own_card(code):
    """"7 or 8: Look at one of own cards.\""""
    state, events = play(drawn(code), Peek(0))
    assert knowers(state, 0, 0) == {0} and of_type(events, E.CardPeeked)[0].seen_by == 1


@pytest.mark.parametrize("code", ["9D", "10S"])
def test_kaboo_9_or_10_look_at_another_players_card(code):
    """"9 or 10: Look at one of another player's cards.\""""
    state, events = play(drawn(code), Spy(1, 0))
    assert knowers(state, 1, 0) == {0} and seen(state, 0, 1)[0] == "5H"
    assert of_type(events, E.CardSpied)[0].for_seat(1).card is None


def test_kaboo_black_king_look_then_swap():
    """"Black King: 'Look and Swap' - Look at another players card, and decide if to swap.\""""
    state, events = play(drawn("KC"), LookAndSwap(1, 0))
    assert of_type(events, E.CardSpied)[0].reason == "look" and seen(state, 0, 1)[0] == "5H"
    assert state.round.phase == Phase.DECIDE_SWAP and observe(state, 0).look_target == (1, 0)
    assert set(legal_actions(state)) == {KeepCards()} | {Swap(0, i, 1, 0) for i in range(4)}
    with pytest.raises(IllegalAction, match="looked at"):
        play(state, Swap(0, 0, 1, 1))
    state, events = play(state, Swap(0, 3, 1, 0))
    assert hand(state, 0) == ["AS", "2S", "3S", "5H"] and hand(state, 1) == ["4S", "6H", "7H", "8H"]
    assert knowers(state, 0, 3) == {0}  # the looked-at card, now ours
    assert events[0] == E.CardsSwapped(0, 0, 3, 1, 0)


def test_kaboo_black_king_look_then_keep():
    """... "and decide if to swap or not": keeping leaves both cards in place."""
    state, events = play(drawn("KS"), LookAndSwap(1, 1), KeepCards())
    assert events[-2:] == [E.SwapDeclined(0), E.SnapWindowOpened(KABOO.face_by_code["KS"], (1, 0))]
    assert hand(state, 0) == A and hand(state, 1) == B and knowers(state, 1, 1) == {0}


def test_kaboo_red_king_has_no_ability():
    """Only the black King looks and swaps: a red King is just 0 points."""
    state = drawn("KH")
    assert not [a for a in legal_actions(state) if isinstance(a, (LookAndSwap, Swap, Spy, Peek))]
    with pytest.raises(IllegalAction, match="no look and swap ability"):
        play(state, LookAndSwap(1, 0))


def test_kaboo_ability_only_for_a_stockpile_card():
    """Note: "Abilities work only for a card drawn from the deck and discarded.\""""
    state = start(KABOO, [A, B], "9H")
    state, _ = play(state, TakeDiscard())
    with pytest.raises(IllegalAction, match="drawn from the deck"):
        play(state, Spy(1, 0))


def test_kaboo_round_ends_when_the_stockpile_runs_out_and_everyone_scores_their_sum():
    """Note: "When the stockpile runs out, the round ends at the end of that turn, as in CABO's
    official rules, and no snap window opens after it: if nobody called Kaboo, everyone scores
    their sum.\""""
    state = start(KABOO, [A, B], "6D")
    while len(state.round.deck) > 1:
        state, events = play(state, DrawFromDeck(), DiscardDrawn(), PassSnap(), PassSnap())
        assert state.round.round_no == 1
    state, events = play(state, DrawFromDeck(), DiscardDrawn())  # the last card: no window to pass
    assert not of_type(events, E.DeckReshuffled) and not of_type(events, E.SnapWindowOpened)
    assert of_type(events, E.RoundEnded) == [E.RoundEnded("deck")]
    scored_round = of_type(events, E.RoundScored)[0]
    assert scored_round.caller is None and scored_round.scores == (10, 26)  # no caller: no +5 or -5


def test_kaboo_no_free_wrong_snap_after_the_last_card():
    """A wrong snap costs two penalty cards from the stockpile: once it is empty the round ends with
    that turn and no snap window opens (while a card is left, the window opens as always)."""
    state = start(KABOO, [A, B], "6D")
    while len(state.round.deck) > 2:
        state, _ = play(state, DrawFromDeck(), DiscardDrawn(), PassSnap(), PassSnap())
    state, events = play(state, DrawFromDeck(), DiscardDrawn())
    assert of_type(events, E.SnapWindowOpened) and Snap(1, 0) in legal_actions(state)
    state, _ = play(state, PassSnap(), PassSnap())
    state, events = play(state, DrawFromDeck(), DiscardDrawn())
    assert not of_type(events, E.SnapWindowOpened) and state.round.round_no == 2


def test_kaboo_saves_of_revision_2_keep_reshuffling():
    """A game begun before revision 3 keeps the rule it began with: "When the stockpile is empty at
    the end of a turn, all discards but the top card are shuffled into a new stockpile.\""""
    from cabo_desktop.games.cabo.rules.variant import revision_settings
    old = KABOO.with_settings(revision_settings("kaboo", 2))
    state = start(old, [A, B], "6D")
    while len(state.round.deck) > 1:
        state, _ = play(state, DrawFromDeck(), DiscardDrawn(), PassSnap(), PassSnap())
    state, events = play(state, DrawFromDeck(), DiscardDrawn(), PassSnap(), PassSnap())
    assert of_type(events, E.DeckReshuffled) == [E.DeckReshuffled(45)]
    assert len(state.round.deck) == 45 and len(state.round.discard) == 1 and state.round.round_no == 1
    reshuffles = 1
    for _ in range(200):  # two more stockpiles take about 90 turns
        state, events = play(state, DrawFromDeck(), DiscardDrawn(), PassSnap(), PassSnap())
        reshuffles += len(of_type(events, E.DeckReshuffled))
        assert state.round.round_no == 1
        if reshuffles == 3:
            break
    assert reshuffles == 3


def test_a_variant_may_reshuffle_a_limited_number_of_times():
    """turn.reshuffles_max (a variant option): the pile is reshuffled that many times a round, then
    the deck ends the round."""
    once = KABOO.with_settings({"turn.deck_empty": "reshuffle", "turn.reshuffles_max": 1})
    state = start(once, [A, B], "6D")
    reshuffles = 0
    for _ in range(200):  # two stockpiles take 91 turns
        state, events = play(state, DrawFromDeck(), DiscardDrawn())
        if state.round.phase == Phase.SNAP:  # none after the last card
            state, events = play(state, PassSnap(), PassSnap())
        reshuffles += len(of_type(events, E.DeckReshuffled))
        if state.round.round_no > 1:
            break
    assert reshuffles == 1 and state.round.round_no == 2
    assert of_type(events, E.RoundEnded) == [E.RoundEnded("deck")]


# ---------------------------------------------------------------- scoring and game end


def test_kaboo_round_score_is_the_card_sum_with_kaboo_values():
    """Everyone scores their sum (joker -1, red King 0, black King 13, Queen 12).\""""
    _, result = scored([A, ["JOKER", "KH", "KS", "QD"]])
    assert result.sums == (10, 24) and result.scores == (5, 24)


def test_kaboo_caller_strictly_lowest_gets_minus_5():
    """"If a player calls kaboo and wins, they receive an additional -5 points.\""""
    _, result = scored([A, B])
    assert result.scores == (5, 26)


@pytest.mark.parametrize("other, expected", [(["AH", "2H", "3H", "4H"], (15, 10)), (["AH", "2H", "3H", "3D"], (15, 9))])
def test_kaboo_caller_tied_or_worse_gets_plus_5(other, expected):
    """"If they draw or worse, 5 points are added to their score.\""""
    _, result = scored([A, other])
    assert result.scores == expected


def test_kaboo_game_ends_when_a_total_is_over_50_no_reset():
    """The text names no game end: ours is "more than 50 points" (kaboo rounds score little;
    see the variant file's notes). Kaboo has no score reset."""
    state, _ = scored([B, A], totals=(45, 0))
    assert state.over and state.totals == (76, 10) and state.winners == (1,)
    state, _ = scored([B, A], totals=(19, 0))
    assert not state.over and state.totals == (50, 10)


def test_kaboo_start_player_rotates_clockwise():
    """"Starting from dealer's left": the deal passes on, so the start player moves one seat."""
    state, result = scored([B, A, ["9C", "10C", "JC", "QC"]], caller=1)
    assert result.scores[2] > result.scores[0] and state.round.start_seat == 2
