"""Cabanga!'s rules model against its rule text (shared/seeds/003_…, French), rule by rule, on
stacked decks; then seeded random games with invariants after every action."""

import random

import pytest

from cabo_desktop.games.cabanga.rules import (PASS, COLOURS, IllegalAction, NotationError, Play, SetupError,
                                              Throw, VariantError, apply, format_action, legal_actions, load_builtin,
                                              load_variant_text, new_game, observe, parse_action, parse_card)
from cabo_desktop.games.cabanga.rules import events as E

V = load_builtin()
DECK = set(V.deck)
STARTS = ["S1", "S18", "S3", "S16", "S7", "S14", "S5", "S12"]  # red, blue, violet, yellow: left, right
HANDS = [["Y6", "R2", "R10", "B4", "B9", "V8", "V15", "Y17"],
         ["Y7", "Y9", "R5", "B11", "V2", "V3", "R17", "B17"],
         ["Y10", "Y11", "R6", "B12", "V4", "V5", "R16", "B16"]]


def stacked(hands=HANDS, penalty_top=("R7", "R8", "R9"), starts=STARTS):
    used = set(starts) | {c for h in hands for c in h} | set(penalty_top)
    rest = [c.code for c in V.deck if c.code not in used]
    return list(starts) + [c for h in hands for c in h] + list(penalty_top) + rest


def game(seats=3, **kw):
    state, _ = new_game(V, seats, seed=1, decks=[stacked(**kw)], start_seat=0)
    return state


def c(code):
    return parse_card(code)


def run(state, *lines):
    events = []
    for line in lines:
        state, evs = apply(state, parse_action(line))
        events += evs
    return state, events


# ----- MISE EN PLACE

def test_setup_start_cards_beside_each_row_eight_cards_each_the_rest_face_down():
    s = game()
    assert [(l[0].code, r[0].code) for l, r in s.piles] == [("S1", "S18"), ("S3", "S16"), ("S7", "S14"), ("S5", "S12")]
    assert all(len(h) == 8 for h in s.hands)
    assert len(s.penalty) == 72 - 24 and s.penalty[-1] == c("R7")
    assert s.thrown == ()


def test_the_first_player_is_random_then_clockwise():
    firsts = {new_game(V, 4, seed)[0].current for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    s, _ = run(game(), "play R2 left")
    assert s.to_act == 1


# ----- Jouer des cartes

def test_a_card_goes_on_either_pile_of_its_colour_whatever_the_values():
    s = game()
    plays = {(a.card.code, a.side) for a in legal_actions(s)}
    assert ("Y6", "left") in plays and ("Y6", "right") in plays and len(plays) == 16
    s2, evs = run(s, "play R2 right")  # onto the 18: allowed
    assert s2.top("red", "right") == c("R2")
    with pytest.raises(IllegalAction):
        apply(s, Play(c("R5"), "left"))  # not in this hand


def test_playing_the_previous_players_colour_costs_a_penalty_card():
    s, evs = run(game(), "play R2 left")  # gap 2..18 is open: others answer
    s, evs = run(s, "pass", "pass")
    s, evs = run(s, "play R5 right")  # red after red
    drawn = [e for e in evs if isinstance(e, E.PenaltyDrawn)]
    assert [(e.seat, e.reason) for e in drawn] == [(1, "colour")] and c("R7") in s.hands[1]


def test_another_colour_costs_nothing():
    s, _ = run(game(), "play R2 left", "pass", "pass")
    s, evs = run(s, "play V2 left")
    assert not [e for e in evs if isinstance(e, E.PenaltyDrawn)]


# ----- CABANGA!

def test_example_a_a_yellow_6_on_the_5_opens_the_gap_6_to_12():
    s, evs = run(game(), "play Y6 left")
    assert evs[0].gap == (6, 12) and s.thrower == 1
    throws = {a.cards for a in legal_actions(s) if isinstance(a, Throw)}
    assert throws == {(c("Y7"),), (c("Y9"),), (c("Y7"), c("Y9"))}


def test_example_b_the_yellow_6_on_the_12_leaves_no_gap():
    s, evs = run(game(), "play Y6 right")
    assert evs[0].gap is None and s.thrower == -1 and s.to_act == 1


def test_each_thrown_card_costs_the_player_a_penalty_card_and_goes_to_the_thrown_pile():
    s, evs = run(game(), "play Y6 left", "throw Y7 Y9")
    assert [e.reason for e in evs if isinstance(e, E.PenaltyDrawn)] == ["thrown", "thrown"]
    assert c("Y7") not in s.hands[0] and c("R7") in s.hands[0] and c("R8") in s.hands[0]
    assert s.thrown == (c("Y7"), c("Y9")) and len(s.hands[0]) == 7 + 2 and len(s.hands[1]) == 6


def test_several_players_may_throw_until_the_next_player_plays():
    s, evs = run(game(), "play Y6 left", "throw Y9", "throw Y10 Y11")
    assert [(e.seat, e.target) for e in evs if isinstance(e, E.CardsThrown)] == [(1, 0), (2, 0)]
    assert len(s.hands[0]) == 7 + 3 and s.to_act == 1 and s.gap is None


def test_a_seat_with_nothing_to_throw_still_answers_so_nobody_learns_its_hand():
    s, _ = run(game(), "play R10 right")  # red 10 beside the 1: gap 1..10
    assert s.thrower == 1 and legal_actions(s)[0] == PASS


def test_an_empty_penalty_pile_is_renewed_from_the_thrown_pile():
    s = game()
    s = s.__class__(**{**s.__dict__, "penalty": (c("R7"),)})
    s, evs = run(s, "play Y6 left", "throw Y7 Y9")
    assert [type(e).__name__ for e in evs if isinstance(e, (E.PenaltyDrawn, E.PenaltyPileRenewed))] == [
        "PenaltyDrawn", "PenaltyPileRenewed", "PenaltyDrawn"]
    assert len(s.hands[0]) == 9 and len(s.penalty) + len(s.thrown) == 1


# ----- FIN D'UNE MANCHE

def short_hands():
    return [["Y6"], ["Y7", "R5"], ["V4", "B12"]]


def test_playing_the_last_card_ends_the_round_when_nobody_throws():
    s, _ = new_game(V.with_settings({"deal.hand_size": 1}), 3, 1, decks=[stacked(hands=[["Y6"], ["Y7"], ["V4"]])],
                    start_seat=0)
    s, evs = run(s, "play Y6 left", "pass", "pass")
    ended = [e for e in evs if isinstance(e, E.RoundEnded)]
    assert ended and ended[0].scores[0] == 0 and s.round_no == 2


def test_the_last_card_played_can_still_draw_throws_and_the_round_goes_on():
    s, _ = new_game(V.with_settings({"deal.hand_size": 1}), 3, 1, decks=[stacked(hands=[["Y6"], ["Y7"], ["V4"]])],
                    start_seat=0)
    s, evs = run(s, "play Y6 left", "throw Y7")
    # the thrower is out now, and the round ends once the window has closed and the player drew
    s, evs = run(s, "pass")
    ended = [e for e in evs if isinstance(e, E.RoundEnded)][0]
    assert ended.hands[0] == (c("R7"),) and ended.hands[1] == () and ended.scores[0] == V.symbols_of(c("R7"))


def test_several_players_can_be_out_at_once():
    s, _ = new_game(V.with_settings({"deal.hand_size": 1}), 3, 1, decks=[stacked(hands=[["Y6"], ["Y7"], ["Y9"]])],
                    start_seat=0)
    s, evs = run(s, "play Y6 left", "throw Y7", "throw Y9")
    ended = [e for e in evs if isinstance(e, E.RoundEnded)][0]
    assert ended.hands[1] == () and ended.hands[2] == () and len(ended.hands[0]) == 2


def test_each_card_left_scores_its_symbols_like_the_texts_2_plus_1_plus_3():
    assert [V.symbols_of(c(code)) for code in ("R4", "B9", "Y18")] == [2, 1, 3]  # 6 negative points
    assert {V.symbols_of(card) for card in V.deck} == {1, 2, 3}


def test_the_next_round_starts_left_of_the_player_who_played_last():
    s, _ = new_game(V.with_settings({"deal.hand_size": 1}), 3, 1, decks=[stacked(hands=[["Y6"], ["Y7"], ["V4"]])],
                    start_seat=0)
    s, evs = run(s, "play Y6 left", "pass", "pass")
    assert [e.start for e in evs if isinstance(e, E.RoundStarted)] == [1] and s.current == 1


# ----- FIN DE PARTIE

def test_the_game_ends_at_18_points_and_the_lowest_total_wins_ties_share():
    v = V.with_settings({"deal.hand_size": 1, "game_end.points": 3})
    s, _ = new_game(v, 3, 1, decks=[stacked(hands=[["Y6"], ["R1"], ["B1"]])], start_seat=0)
    s, evs = run(s, "play Y6 right")  # no gap: the round ends, seats 1 and 2 hold 3 points each
    assert s.over and s.totals == (0, 3, 3) and s.winners == (0,) and s.to_act == -1
    # two seats out at once with nothing in hand: they share the win
    v = V.with_settings({"deal.hand_size": 1, "game_end.points": 2})
    s, _ = new_game(v, 3, 1, decks=[stacked(hands=[["Y6"], ["Y7"], ["Y9"]])], start_seat=0)
    s, _ = run(s, "play Y6 left", "throw Y7", "throw Y9")
    assert s.over and s.totals == (2, 0, 0) and s.winners == (1, 2)


def test_a_fixed_number_of_rounds_can_end_the_game():
    v = V.with_settings({"game_end.points": None, "game_end.rounds": 2})
    state, _ = new_game(v, 3, 5)
    rng = random.Random(5)
    while not state.over:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    assert len(state.history) == 2


# ----- hidden information, notation, bad input

def test_a_seat_sees_nothing_of_the_others_hands():
    a = game()
    other = [["Y7", "Y9", "R5", "B11", "V2", "V3", "R17", "B17"], ["Y6", "R2", "R10", "B4", "B9", "V8", "V15", "Y17"],
             ["Y10", "Y11", "R6", "B12", "V4", "V5", "R16", "B16"]]
    b, _ = new_game(V, 3, 1, decks=[stacked(hands=[other[1], other[0], other[2]])], start_seat=0)
    swapped, _ = new_game(V, 3, 1, decks=[stacked(hands=[HANDS[0], HANDS[2], HANDS[1]])], start_seat=0)
    assert observe(a, 0) == observe(swapped, 0)
    for event in new_game(V, 3, 1, decks=[stacked()], start_seat=0)[1]:
        seen = event.for_seat(0)
        if isinstance(seen, E.CardsDealt) and seen.seat != 0:
            assert seen.cards is None


def test_notation_round_trip_and_a_clear_message_for_a_bad_line():
    for action in (Play(c("R7"), "left"), Throw((c("Y7"), c("Y9"))), PASS):
        assert parse_action(format_action(action)) == action
    with pytest.raises(NotationError, match="fly"):
        parse_action("fly R7")


@pytest.mark.parametrize("text,key", [("name: x\ntitle: X\nplayers: {min: 2, max: 9}\n", "players.max"),
                                      ("", "empty")])
def test_a_bad_variant_file_names_its_problem(text, key):
    with pytest.raises(VariantError, match=key.split(".")[0]):
        load_variant_text(text, "mine.yaml")


def test_a_game_for_too_many_seats_is_refused():
    with pytest.raises(SetupError, match="7"):
        new_game(V, 7, 1)


# ----- seeded random games, invariants after every action

@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_random_games_keep_every_card_once_one_seat_to_act_and_scores_from_an_oracle(seats):
    for seed in range(500):  # 2,000 games over the four seat counts
        state, events = new_game(V, seats, seed)
        rng = random.Random(seed)
        oracle = [0] * seats
        while not state.over:
            legal = legal_actions(state)
            assert legal and 0 <= state.to_act < seats
            state, events = apply(state, rng.choice(legal))
            for e in events:
                if isinstance(e, E.RoundEnded):
                    for s, hand in enumerate(e.hands):
                        oracle[s] += sum(3 if card.value in (1, 2, 17, 18) else 2 if card.value in (3, 4, 5, 14, 15, 16)
                                         else 1 for card in hand)
            if not any(isinstance(e, E.RoundEnded) for e in events):
                numbers = [card for h in state.hands for card in h] + list(state.penalty) + list(state.thrown) + [
                    card for row in state.piles for side in row for card in side if card.colour in COLOURS]
                assert len(numbers) == len(DECK) and set(numbers) == DECK  # every card once
        assert list(state.totals) == oracle and state.to_act == -1
        assert state.winners == tuple(s for s in range(seats) if state.totals[s] == min(state.totals))


def test_no_event_shows_a_seat_a_card_that_enters_another_hand():
    """The deal and the penalty cards are seen by their owner only; everything else is public."""
    for seed in range(30):
        state, events = new_game(V, 4, seed)
        rng = random.Random(seed)
        while True:
            for e in events:
                for seat in range(4):
                    seen = e.for_seat(seat)
                    if isinstance(e, E.CardsDealt):
                        assert (seen.cards is not None) == (e.seat == seat)
                    if isinstance(e, E.PenaltyDrawn):
                        assert (seen.card is not None) == (e.seat == seat)
            if state.over:
                break
            state, events = apply(state, rng.choice(legal_actions(state)))


def test_a_stacked_deck_deals_its_first_hand_to_the_start_player_as_kobitos_does():
    """docs/records.md said so while the code gave the k-th hand to seat k (issue 36, item 5):
    since the standard variant's revision 2 the first hand goes to the start player; a record
    made with revision 1 is dealt as it was."""
    from cabo_desktop.core.records import GameRecord, Seat, replay
    state, _ = new_game(V, 3, seed=1, decks=[stacked()], start_seat=1)
    assert [sorted(c.code for c in state.hands[s]) for s in (1, 2, 0)] == [sorted(h) for h in HANDS]
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    old = GameRecord("standard", seats, 1, decks=[stacked()], start_seat=1, game="cabanga", variant_revision=1)
    first = replay(old).initial
    assert [sorted(c.code for c in first.hands[s]) for s in range(3)] == [sorted(h) for h in HANDS]
