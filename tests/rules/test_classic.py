"""One test per rule of the older house rules (variant "classic") and its alternate rules.

Rule quotes are from /work/shared/seeds/001_*.txt; readings of unclear text are the `notes:` of
cabo_desktop/variants/classic.yaml.
"""

from __future__ import annotations

import pytest

from cabo_desktop.games.cabo.rules import (
    CallCabo, DiscardDrawn, DrawFromDeck, Exchange, IllegalAction, InitialPeek, Peek, Phase, SetupError,
    Spy, Swap, TakeDiscard, legal_actions, new_game, observe,
)
from cabo_desktop.games.cabo.rules import events as E

from scenario import (
    ALL_SEATS, CLASSIC, after_call, deck_codes, deck_for, discard_codes, face_up, hand, knowers, of_type,
    play, seen, start, vis,
)

LOW = ["0", "0", "1", "1"]  # sum 2
MID = ["1", "1", "2", "2"]  # sum 6
SIX = ["3", "3", "0", "0"]  # sum 6
KAMIKAZE = ["12", "13", "12", "13"]


def scores_after_call(hands, caller, variant=CLASSIC, **kwargs):
    state, events = after_call(variant, hands, caller, "5", ["5", "6", "7"], **kwargs)
    (result,) = of_type(events, E.RoundScored)
    return state, result, events


# ---------------------------------------------------------------- setup


def test_classic_each_player_looks_at_two_cards_only_once():
    """"All players may then look at 2 of their cards only once after each deal.\""""
    state, _ = new_game(CLASSIC, 2, seed=5, decks=[deck_for(CLASSIC, [MID, LOW], "9")], start_seat=0)
    assert state.round.phase == Phase.INITIAL_PEEK
    for wrong in [(0,), (0, 1, 2), (1, 1)]:
        with pytest.raises(IllegalAction, match="exactly 2"):
            play(state, InitialPeek(wrong))
    state, _ = play(state, InitialPeek((1, 2)), InitialPeek((0, 3)))
    assert seen(state, 0, 0) == [None, "1", "2", None] and seen(state, 1, 1) == ["0", None, None, "1"]
    assert seen(state, 1, 0) == [None] * 4
    with pytest.raises(IllegalAction):
        play(state, InitialPeek((0, 3)))


def test_classic_round_winner_starts_the_next_round():
    """"In the rounds that follow, the winner goes first.\""""
    state, result, events = scores_after_call([MID, ["3"] * 4, LOW], caller=1)
    assert result.winners == (2,) and state.round.start_seat == 2
    assert of_type(events, E.RoundStarted)[-1].start_seat == 2


def test_classic_caller_who_ties_wins_and_starts():
    """"In the event of a tie, the player who called Cabo wins" - and goes first."""
    state, result, _ = scores_after_call([MID, SIX, ["4"] * 4], caller=1)
    assert result.winners == (1,) and state.round.start_seat == 1


@pytest.mark.parametrize("totals, expected", [((10, 0, 20), 0), ((30, 0, 20), 2)])
def test_classic_winning_tie_goes_to_lowest_overall_score(totals, expected):
    """"In the case of a winning tie, the person with the lowest overall score goes first.\""""
    state, result, _ = scores_after_call([MID, ["4"] * 4, SIX], caller=1, totals=totals)
    assert result.winners == (0, 2) and result.scores == (0, 21, 0)
    assert state.round.start_seat == expected


# ---------------------------------------------------------------- a turn


def test_classic_discard_pile_card_is_placed_face_down_but_known_to_all():
    """"Pick up the top card from the discard pile and replace, face down, one of their own cards."
    Note: every player saw it."""
    state = start(CLASSIC, [MID, LOW], "9")
    state, events = play(state, TakeDiscard())
    with pytest.raises(IllegalAction, match="must be exchanged"):
        play(state, DiscardDrawn())
    state, events = play(state, Exchange((2,)))
    assert hand(state, 0) == ["1", "1", "9", "2"] and discard_codes(state) == ["2"]
    assert vis(state, 0, 2) == ALL_SEATS and not face_up(state, 0, 2)
    assert seen(state, 1, 0)[2] == "9"
    assert not observe(state, 1).hands[0][2].face_up
    (placed,) = of_type(events, E.CardPlaced)
    assert not placed.face_up and placed.seen_by == ALL_SEATS


def test_classic_deck_card_replaces_face_down_known_only_to_drawer():
    """"Pick up the top card from the draw pile, look at it ... replace, face down.\""""
    state = start(CLASSIC, [MID, LOW], "9", deck_top=["3"])
    state, _ = play(state, DrawFromDeck(), Exchange((0,)))
    assert hand(state, 0) == ["3", "1", "2", "2"] and vis(state, 0, 0) == 1


@pytest.mark.parametrize("kind", [2, 3, 4])
def test_classic_two_three_or_four_of_a_kind_traded_for_one_card(kind):
    """"2-, 3-, or 4-of-a-kind matches may all be traded for only one card.\""""
    line = ["5"] * kind + ["3", "4", "6", "9"][: 4 - kind]
    state = start(CLASSIC, [line, LOW], "9", deck_top=["2"])
    state, events = play(state, DrawFromDeck(), Exchange(tuple(range(kind))))
    assert hand(state, 0) == ["2"] + line[kind:]
    assert discard_codes(state)[:kind] == ["5"] * kind
    assert vis(state, 0, 0) == 1 and of_type(events, E.ExchangeMatched)


def test_classic_five_cards_cannot_be_exchanged_at_once():
    """Only "2-, 3-, or 4-of-a-kind": at most 4 cards (with the 6-card alternate deal)."""
    six = CLASSIC.with_settings({"deal.hand_size": 6, "deal.peek_count": 3})
    state = start(six, [["5", "5", "5", "5", "3", "4"], ["0", "0", "1", "1", "2", "2"]], "9", deck_top=["2"])
    state, _ = play(state, DrawFromDeck())
    assert not [a for a in legal_actions(state) if isinstance(a, Exchange) and len(a.slots) > 4]
    with pytest.raises(IllegalAction, match="at most 4"):
        play(state, Exchange((0, 1, 2, 3, 4)))


@pytest.mark.parametrize("slots", [(1, 2), (0, 1, 2)])
def test_classic_failed_match_shown_to_all_back_face_down_drawn_card_discarded_turn_lost(slots):
    """"If a match is attempted but it is not a match, the attempted cards must be shown to
    everyone ... and put back in their original places. The attempted replacement card is then
    discarded and the turn is lost." No end of the line to choose, no penalty card."""
    line = ["3", "5", "6", "4"]
    state = start(CLASSIC, [line, LOW], "9", deck_top=["13", "7"])
    state, events = play(state, DrawFromDeck(), Exchange(slots))
    assert hand(state, 0) == line
    for slot in slots:
        assert vis(state, 0, slot) == ALL_SEATS  # known to all, face down
    assert seen(state, 1, 0) == [line[s] if s in slots else None for s in range(4)]
    assert discard_codes(state)[:2] == ["13", "9"]
    assert deck_codes(state)[0] == "7"
    assert state.round.phase == Phase.TURN and state.to_act == 1
    assert of_type(events, E.ExchangeFailed) == [E.ExchangeFailed(0, slots, False)]
    assert E.CardDiscarded(0, CLASSIC.face_by_code["13"], None) in events
    assert not of_type(events, E.CardAddedAtEnd)


def test_classic_failed_match_with_the_discard_card_puts_it_back():
    """A failed match with the card taken from the discard pile discards it again."""
    state = start(CLASSIC, [["3", "5", "6", "4"], LOW], "9")
    state, _ = play(state, TakeDiscard(), Exchange((0, 3)))
    assert hand(state, 0) == ["3", "5", "6", "4"] and discard_codes(state) == ["9"]
    assert state.to_act == 1


def test_classic_ability_only_when_drawn_from_deck_and_discarded_in_the_same_turn():
    """"The action may not be used on cards taken from the discard pile or those discarded from a
    player's hand.\""""
    state = start(CLASSIC, [["9", "1", "2", "2"], LOW], "7", deck_top=["3", "8"], looks=[(0, 1), (0, 1)])
    state, _ = play(state, TakeDiscard())
    assert Peek(2) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="drawn from the deck"):
        play(state, Peek(2))
    state = start(CLASSIC, [["9", "1", "2", "2"], LOW], "7", deck_top=["3", "8"], looks=[(0, 1), (0, 1)])
    state, events = play(state, DrawFromDeck(), Exchange((0,)))  # the 9 leaves the hand
    assert discard_codes(state)[0] == "9" and state.to_act == 1 and not of_type(events, E.CardSpied)
    state, events = play(state, DrawFromDeck(), Peek(3))  # seat 1 draws the 8 from the deck
    assert knowers(state, 1, 3) == {1} and of_type(events, E.CardPeeked)


def test_classic_empty_deck_is_reshuffled_from_the_discard_pile_and_the_round_goes_on():
    """"If the draw pile runs out of cards, reshuffle the discard pile." Note: all discards but the
    top card."""
    state = start(CLASSIC, [MID, LOW], "9")
    while len(state.round.deck) > 1:
        state, _ = play(state, DrawFromDeck(), DiscardDrawn())
    pile = len(state.round.discard)
    state, events = play(state, DrawFromDeck(), DiscardDrawn())
    last = [e for e in events if isinstance(e, E.CardDiscarded)][-1].card
    assert of_type(events, E.DeckReshuffled) == [E.DeckReshuffled(pile)]
    assert not of_type(events, E.RoundEnded) and state.round.round_no == 1
    assert [state.face(c) for c in state.round.discard] == [last]
    assert len(state.round.deck) == pile and state.round.reshuffles == 1
    assert all(state.round.vis[c] == 0 for c in state.round.deck)
    assert hand(state, 0) == MID and hand(state, 1) == LOW
    assert state.round.phase == Phase.TURN and DrawFromDeck() in legal_actions(state)


def test_classic_caller_may_not_draw_in_the_turn_they_call():
    """"A player may not call Cabo out of turn or draw a card in the same turn as calling Cabo.\""""
    state = start(CLASSIC, [MID, LOW], "9", deck_top=["3"])
    with pytest.raises(IllegalAction):
        play(state, DrawFromDeck(), CallCabo())
    state, events = play(state, CallCabo())
    assert state.round.current == 1 and state.to_act == 1
    assert events == [E.CaboCalled(0), E.TurnStarted(1, 2)]
    assert hand(state, 0) == MID and deck_codes(state)[0] == "3"


def test_classic_everyone_but_the_caller_takes_one_more_turn():
    """"Once Cabo is called, all players other than the one who called Cabo take one more turn.\""""
    state = start(CLASSIC, [MID, LOW, ["3"] * 4], "9", start_seat=1)
    state, _ = play(state, CallCabo())
    state, _ = play(state, DrawFromDeck(), DiscardDrawn())
    assert state.to_act == 0 and state.round.round_no == 1
    state, events = play(state, DrawFromDeck(), DiscardDrawn())
    assert E.RoundEnded("cabo") in events and state.history[0].caller == 1


# ---------------------------------------------------------------- scoring


def test_classic_lowest_player_scores_zero_everyone_else_their_sum():
    """"The player with the lowest score wins and receives 0 points. Everyone else receives the
    points in their hand.\""""
    _, result, _ = scores_after_call([LOW, MID, ["3"] * 4], caller=0)
    assert result.sums == (2, 6, 12) and result.scores == (0, 6, 12)


def test_classic_caller_not_lowest_gets_5_extra_and_the_lowest_scores_zero():
    """"If the player who called Cabo doesn't have the lowest score, he or she receives 5 penalty
    points on top of their score.\""""
    _, result, _ = scores_after_call([LOW, MID, ["3"] * 4], caller=1)
    assert result.scores == (0, 11, 12)


def test_classic_tie_with_the_caller_caller_wins_tied_non_caller_keeps_sum():
    """"In the event of a tie, the player who called Cabo wins.\""""
    _, result, _ = scores_after_call([MID, SIX], caller=1)
    assert result.sums == (6, 6) and result.scores == (6, 0) and result.winners == (1,)


def test_classic_tie_without_the_caller_both_score_zero():
    """"If neither player who tied called Cabo they both receive 0 points.\""""
    _, result, _ = scores_after_call([MID, SIX, ["4"] * 4], caller=2)
    assert result.scores == (0, 0, 21)


@pytest.mark.parametrize("caller", [0, 1])
def test_classic_kamikaze_zero_for_the_player_fifty_for_everyone_else(caller):
    """"Two 12s and both 13s then everyone else receives 50 points and you will receive 0 points
    regardless of who calls Cabo.\""""
    _, result, _ = scores_after_call([LOW, KAMIKAZE, MID], caller=caller)
    assert result.kamikaze == 1 and result.scores == (50, 0, 50)


def test_classic_exactly_100_goes_down_to_50_without_limit():
    """"If a player scores exactly 100 points, that player's score goes down to 50" - every time."""
    state, _, events = scores_after_call([MID, LOW], caller=1, totals=(94, 0), resets_used=(5, 0))
    assert state.totals == (50, 0) and state.resets_used == (6, 0)
    assert of_type(events, E.ScoreReset) == [E.ScoreReset(0, 100, 50)]


def test_classic_game_ends_once_a_player_exceeds_100_lowest_wins():
    """"Once a player exceeds 100 points, the player with the lowest score wins.\""""
    state, _, events = scores_after_call([MID, LOW, ["3"] * 4], caller=1, totals=(95, 40, 30))
    assert state.over and state.totals == (101, 40, 42) and state.winners == (1,)
    assert of_type(events, E.GameOver)


# ---------------------------------------------------------------- alternate rules (options)


def test_classic_option_swap_between_two_opponents():
    """Alternate rule: "a player may swap one opponent's card with another opponent.\""""
    hands = [MID, LOW, ["3", "4", "5", "6"]]
    state = start(CLASSIC, hands, "9", deck_top=["11"])
    state, _ = play(state, DrawFromDeck())
    assert Swap(1, 0, 2, 3) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="must be yours"):
        play(state, Swap(1, 0, 2, 3))
    option = CLASSIC.with_settings({"turn.swap_between_opponents": True})
    state = start(option, hands, "9", deck_top=["11"])
    state, _ = play(state, DrawFromDeck())
    assert Swap(1, 0, 2, 3) in legal_actions(state)
    state, events = play(state, Swap(1, 0, 2, 3))
    assert hand(state, 1) == ["6", "0", "1", "1"] and hand(state, 2) == ["3", "4", "5", "0"]
    assert knowers(state, 2, 3) == {1} and knowers(state, 1, 0) == set()
    assert hand(state, 0) == MID and of_type(events, E.CardsSwapped) == [E.CardsSwapped(0, 1, 0, 2, 3)]


def test_classic_option_resets_limited_per_player():
    """Alternate rule: "limit how many times each player can go back to 50 points.\""""
    limited = CLASSIC.with_settings({"game_end.reset.per_player": 1})
    state, _, _ = scores_after_call([MID, LOW], caller=1, variant=limited, totals=(94, 0), resets_used=(0, 0))
    assert state.totals == (50, 0)
    state, _, events = scores_after_call([MID, LOW], caller=1, variant=limited, totals=(94, 0), resets_used=(1, 0))
    assert state.totals == (100, 0) and not of_type(events, E.ScoreReset) and not state.over


def test_classic_option_resets_limited_in_total():
    """Alternate rule: limit "how many times total it can happen in the game regardless of how
    many times a single person benefits.\""""
    limited = CLASSIC.with_settings({"game_end.reset.total": 1})
    state, _, _ = scores_after_call([MID, LOW], caller=1, variant=limited, totals=(94, 0), resets_used=(0, 0))
    assert state.totals == (50, 0)
    state, _, _ = scores_after_call([MID, LOW], caller=1, variant=limited, totals=(94, 0), resets_used=(0, 1))
    assert state.totals == (100, 0)


def test_classic_option_reset_to_70():
    """Alternate rule: "if a person reaches exactly 100 points, the player's score goes down to 70.\""""
    seventy = CLASSIC.with_settings({"game_end.reset.to": 70})
    state, _, events = scores_after_call([MID, LOW], caller=1, variant=seventy, totals=(94, 0))
    assert state.totals == (70, 0) and of_type(events, E.ScoreReset) == [E.ScoreReset(0, 100, 70)]


def test_classic_option_six_cards_with_three_looked_at():
    """Alternate rule: "start with 6 cards and look at 3 of them before each round.\""""
    six = CLASSIC.with_settings({"deal.hand_size": 6, "deal.peek_count": 3})
    state, events = new_game(six, 2, seed=9)
    assert [len(h) for h in state.round.hands] == [6, 6]
    assert len(state.round.deck) == 52 - 12 - 1
    with pytest.raises(IllegalAction, match="exactly 3"):
        play(state, InitialPeek((0, 1)))
    seat = state.to_act
    state, _ = play(state, InitialPeek((0, 2, 5)))
    assert [v.known for v in observe(state, seat).my_hand] == [True, False, True, False, False, True]


def test_classic_option_five_or_six_players():
    """The deck stretches to 6 players only with players.allow_stretch."""
    with pytest.raises(SetupError):
        new_game(CLASSIC, 5, seed=1)
    state, _ = new_game(CLASSIC.with_settings({"players.allow_stretch": True}), 6, seed=1)
    assert state.n_seats == 6


def test_classic_spy_looks_at_another_players_card():
    """"Spy (9 and 10) - Look at one of another player's cards.\""""
    state = start(CLASSIC, [MID, LOW], "5", deck_top=["10"])
    state, _ = play(state, DrawFromDeck(), Spy(1, 2))
    assert knowers(state, 1, 2) == {0} and seen(state, 0, 1) == [None, None, "1", None]
