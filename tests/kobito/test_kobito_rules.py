"""Kobito's rules, one test per rule of the text (shared/seeds/002_…) on stacked decks, and
seeded random games with invariants after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cabo_desktop.games.kobito.rules import (IllegalAction, NotationError, SetupError, VariantError, apply,
                                             format_action, legal_actions, load_builtin, new_game, observe,
                                             parse_action)
from cabo_desktop.games.kobito.rules.actions import End, Move, Play, Replace, Start, Swap
from cabo_desktop.games.kobito.rules.cards import KOBITO, RAINBOW, parse_card
from cabo_desktop.games.kobito.rules.variant import load_variant_text

V = load_builtin()
ALL_THREE = [{"length": 3, "points": 2}] * 18  # every pot asks for three cards


def C(code):
    return parse_card(code)


def stacked(first: list[str], variant=V) -> list[str]:
    """A whole rainbow deck, top card first, starting with `first`."""
    rest = [c.code for c in variant.cards if c.code not in first]
    return first + rest


def game(first, seats=2, variant=V, start=0):
    """Pots start with first[0:3]; then each seat from `start` on gets five cards in turn."""
    return new_game(variant, seats, 1, decks=[stacked(first, variant)], start_seat=start)


def play(state, *actions):
    for action in actions:
        state, _ = apply(state, action)
    return state


# ---------------------------------------------------------------- setup


def test_setup_three_pots_each_with_a_gold_card_and_a_starting_card_and_five_cards_each():
    state, events = game(["1r", "5r", "9r", "2r", "3r", "4r", "6r", "7r", "2o", "3o", "4o", "6o", "7o"])
    assert [rb[0].top.code for _g, rb in state.pots] == ["1r", "5r", "9r"]
    assert [len(h) for h in state.hands] == [5, 5]
    assert {c.code for c in state.hands[0]} == {"2r", "3r", "4r", "6r", "7r"}
    assert len({g for g, _ in state.pots}) == 3 and len(state.gold_deck) == 15


def test_a_kobito_or_replacement_card_never_starts_a_pot():
    state, _ = game(["K1", "X1", "3r", "5r", "9r"])
    starts = [rb[0].top for _g, rb in state.pots]
    assert all(c.kind == RAINBOW for c in starts)
    assert C("K1") in state.deck + sum(state.hands, ()) and C("X1") in state.deck + sum(state.hands, ())


def test_the_player_left_of_the_dealer_starts():
    state, events = new_game(V, 4, 5)
    assert state.current == (events[0].dealer + 1) % 4


# ---------------------------------------------------------------- a turn


HAND = ["1r", "5r", "9r", "2r", "3r", "4r", "11r", "12r", "2o", "3o", "4o", "6o", "7o"]


def test_one_card_is_the_minimum_without_workshop_rainbows_and_more_may_be_played():
    state, _ = game(HAND)
    assert End() not in legal_actions(state)
    state = play(state, Play(C("2r"), ("pot", 0), "high"))
    assert End() in legal_actions(state)
    state = play(state, Play(C("3r"), ("pot", 0), "high"))  # more than the minimum
    assert state.played == 2
    state = play(state, End())
    assert len(state.hands[0]) == 5 and state.current == 1  # refilled to five, the next player's turn


def test_each_workshop_rainbow_makes_you_play_one_more_card_next_turn():
    state, _ = game(HAND)
    state = play(state, Start((C("11r"), C("12r"))), End())
    state = play(state, Play(C("6o"), ("pot", 1), "high"), End())
    assert state.current == 0 and state.required == 2


def test_a_workshop_holds_at_most_four_rainbows_and_then_five_cards_are_due():
    v = V.with_settings({"table.hand_size": 10})
    first = ["1r", "5r", "9r", "1o", "2o", "3o", "4o", "6o", "7o", "9o", "10o", "11g", "12g"]
    state, _ = game(first, variant=v)
    state = play(state, Start((C("1o"), C("2o"))), Start((C("3o"), C("4o"))), Start((C("6o"), C("7o"))),
                 Start((C("9o"), C("10o"))))
    assert not any(isinstance(a, Start) for a in legal_actions(state))
    state = play(state, End())
    assert state.required == 1  # the other player
    state = play(state, *[a for a in legal_actions(state) if isinstance(a, Play)][:1], End())
    assert state.current == 0 and state.required == 5


# ---------------------------------------------------------------- rainbow rules


def test_cards_follow_each_other_at_either_end_and_12_and_1_follow_each_other():
    state, _ = game(HAND)
    legal = legal_actions(state)
    assert Play(C("4r"), ("pot", 1), "low") in legal  # 4 before the 5
    assert Play(C("2r"), ("pot", 0), "high") in legal  # 2 after the 1
    assert Play(C("12r"), ("pot", 0), "low") in legal  # 12 before the 1
    assert Play(C("3r"), ("pot", 1), "low") not in legal  # 3 does not follow 5
    with pytest.raises(IllegalAction):
        apply(state, Play(C("3r"), ("pot", 1), "low"))


def test_12_and_1_do_not_follow_each_other_without_wrapping():
    v = V.with_settings({"deck.wrap": False})
    state, _ = game(HAND, variant=v)
    assert Play(C("12r"), ("pot", 0), "low") not in legal_actions(state)


def test_a_pot_rainbow_never_grows_past_its_gold_card_and_winning_it_at_the_exact_length():
    v = V.with_settings({"gold": ALL_THREE})
    state, _ = game(HAND, variant=v)
    state = play(state, Play(C("2r"), ("pot", 0), "high"))
    before = len(state.discard)
    state, events = apply(state, Play(C("3r"), ("pot", 0), "high"))  # 1-2-3: three cards
    won = [e for e in events if type(e).__name__ == "PotWon"]
    assert won and won[0].seat == 0 and won[0].cards == (C("1r"), C("2r"), C("3r"))
    assert len(state.gold_won[0]) == 1 and len(state.discard) == before + 3
    assert len(state.pots[0][1]) == 1  # a new starting card by the new gold card
    assert len(state.gold_deck) == 14


def test_a_workshop_rainbow_starts_with_two_consecutive_cards():
    state, _ = game(HAND)
    legal = legal_actions(state)
    assert Start((C("2r"), C("3r"))) in legal and Start((C("11r"), C("12r"))) in legal
    assert Start((C("12r"), C("2r"))) not in legal and Start((C("2r"), C("4r"))) not in legal


# ---------------------------------------------------------------- moving workshop cards


def with_workshop_4_to_7(pots: list[str]):
    """Seat 0 has built the workshop rainbow 4-5-6-7 (six cards dealt, orange 4 to 7 among
    them); the pots start with `pots`."""
    v = V.with_settings({"table.hand_size": 6})
    first = pots + ["4o", "5o", "6o", "7o", "2g", "3b", "5b", "6b", "7b", "9b", "10b", "11b"]
    state, _ = game(first, variant=v)
    return play(state, Start((C("4o"), C("5o"))), Play(C("6o"), ("ws", 0, 0), "high"),
                Play(C("7o"), ("ws", 0, 0), "high"))


def test_moving_takes_a_block_from_an_end_leaves_two_or_none_and_is_not_playing():
    state = with_workshop_4_to_7(["1r", "8r", "12g"])
    legal = legal_actions(state)
    assert Move(0, "high", 1, 1) in legal  # the 7 before pot 1's 8
    # 5-6-7 before the 8 would leave the 4 alone: only as part of a spread, where the 4 then
    # goes on at once (here in front of the 5 just moved)
    assert Move(0, "high", 3, 1) in legal
    assert Move(0, "high", 4, 1) in legal  # the whole rainbow
    assert Move(0, "low", 4, 1) not in legal  # ... one move, written from its high end only
    # a record that wrote it from its low end (before moves to either end of a pot) replays the same
    assert apply(state, Move(0, "low", 4, 1))[0] == apply(state, Move(0, "high", 4, 1))[0]
    played = state.played
    state = play(state, Move(0, "high", 2, 1))
    assert [s.number for s in state.pots[1][1]] == [6, 7, 8]
    assert [s.number for s in state.workshops[0][0]] == [4, 5] and state.played == played


def test_either_end_of_a_workshop_rainbow_continues_either_end_of_a_pot():
    # The text asks only that a block come from an outer end and run on from the pot's rainbow:
    # the 7 at the workshop's high end goes after pot 0's 6, and the 4 at its low end in front of
    # pot 2's 5 (each end meeting the pot's opposite end was the only way before).
    state = with_workshop_4_to_7(["6r", "8r", "5g"])
    legal = legal_actions(state)
    assert Move(0, "high", 1, 0) in legal and Move(0, "low", 1, 2) in legal
    assert Move(0, "high", 1, 2) not in legal and Move(0, "low", 1, 0) not in legal  # nothing runs on there
    after, events = apply(state, Move(0, "high", 1, 0))
    assert [s.number for s in after.pots[0][1]] == [6, 7] and events[0].before is False
    before, events = apply(state, Move(0, "low", 1, 2))
    assert [s.number for s in before.pots[2][1]] == [4, 5] and events[0].before is True
    assert [s.number for s in before.workshops[0][0]] == [5, 6, 7]


# ---------------------------------------------------------------- Kobito and replacement cards


def test_a_kobito_stands_for_the_number_its_place_asks_and_two_kobitos_start_nothing():
    first = ["1r", "5r", "9r", "K1", "K2", "3r", "6o", "7o", "2o", "3o", "4o", "6g", "7g"]
    state, _ = game(first)
    state, events = apply(state, Play(C("K1"), ("pot", 1), "high"))
    assert events[0].number == 6 and state.pots[1][1][-1].number == 6
    assert Start((C("K2"), C("3r"))) in legal_actions(state)
    assert not any(isinstance(a, Start) and all(c.kind == KOBITO for c in a.cards) for a in legal_actions(state))


def test_a_kobito_is_swapped_for_the_card_with_its_number_anywhere_and_it_is_not_playing():
    first = ["1r", "5r", "9r", "K1", "3r", "4r", "8o", "9o", "6g", "7g", "2o", "3o", "4o"]
    state, _ = game(first)
    state = play(state, Start((C("K1"), C("3r"))), End())  # seat 0's workshop: K(=2)-3
    swap = Swap(("ws", 0, 0), 0, C("2o"))
    assert swap in legal_actions(state)  # seat 1 swaps in seat 0's workshop
    played = state.played
    state = play(state, swap)
    assert C("K1") in state.hands[1] and state.workshops[0][0][0].top == C("2o") and state.played == played


def test_a_replacement_card_lets_a_card_of_the_same_number_lie_on_top_without_lengthening():
    first = ["1r", "5r", "9r", "X1", "5o", "3r", "7g", "8g", "2o", "3o", "4o", "6g", "7o"]
    state, _ = game(first)
    replace_ = Replace(("pot", 1), 0, C("5o"))
    assert replace_ in legal_actions(state)
    state = play(state, replace_)
    spot = state.pots[1][1][0]
    assert spot.top == C("5o") and len(state.pots[1][1]) == 1 and state.played == 2


# ---------------------------------------------------------------- the score pile and the end


def test_cards_due_but_unplayable_go_to_the_score_pile_for_minus_three_each():
    v = V.with_settings({"gold": ALL_THREE})
    first = ["1r", "1o", "1y", "6r", "6o", "6y", "6g", "6b", "9r", "9o", "9y", "9g", "9b"]
    state, _ = game(first, variant=v)
    legal = legal_actions(state)
    assert not any(isinstance(a, (Play, Start, Replace)) for a in legal)
    ends = [a for a in legal if isinstance(a, End)]
    assert ends and all(len(a.penalty) == 1 for a in ends)
    state = play(state, End((C("6r"),)))
    assert state.penalties[0] == (C("6r"),) and state.totals[0] == -3


def test_the_game_ends_when_a_pot_is_won_with_the_gold_deck_empty_and_the_most_points_win():
    v = V.with_settings({"gold": [{"length": 3, "points": 2}] * 3 + [{"length": 4, "points": 5}]})
    state, _ = game(HAND, variant=v)
    state = play(state, Play(C("2r"), ("pot", 0), "high"), Play(C("3r"), ("pot", 0), "high"))
    assert not state.over  # one gold card was left in the deck: a fourth pot took its place
    gold = state.pots[0][0]
    assert v.gold[gold].length == 4 and not state.gold_deck
    state = play(state, Play(C("4r"), ("pot", 1), "low"))  # 4-5
    state = play(state, End())
    state = play(state, *[a for a in legal_actions(state) if isinstance(a, Play)][:1], End())
    # keep playing until a pot is won: the game is over then
    rng = random.Random(3)
    while not state.over:
        state = play(state, rng.choice(legal_actions(state)))
    assert len(state.pots) == 2 and state.winners == tuple(s for s in range(2) if state.totals[s] == max(state.totals))


# ---------------------------------------------------------------- notation and bad input


def test_every_action_reads_back_from_its_notation():
    for line in ["play 5r pot1 high", "play K1 ws0.1 low", "start 4r 5g", "move ws.1 high 2 pot2",
                 "swap pot1 3 5r", "replace ws2.0 2 7b", "end", "end 3r 9b"]:
        assert format_action(parse_action(line)) == line
    for bad in ["", "play", "play 5z pot1 high", "move ws1 high two pot2", "fly"]:
        with pytest.raises(NotationError):
            parse_action(bad)


def test_a_bad_variant_file_names_the_problem():
    with pytest.raises(VariantError, match="gold"):
        load_variant_text("name: x\ntitle: X\nplayers: {min: 2, max: 6}\ndeck: {top: 12, colours: 7, kobitos: 5, "
                          "replacements: 3}\ngold: []\ntable: {hand_size: 5, pots: 3, workshop_max: 4}\n"
                          "scoring: {score_pile_penalty: 3}\n", "bad.yaml")
    with pytest.raises(SetupError):
        new_game(V, 7, 1)


# ---------------------------------------------------------------- random games


def oracle_score(state, seat):
    gold = sum(state.variant.gold[g].points for g in state.gold_won[seat])
    return gold - 3 * len(state.penalties[seat])


def check(state, everything):
    places = list(state.deck) + list(state.discard) + [c for h in state.hands for c in h] + \
        [c for p in state.penalties for c in p] + \
        [c for _g, rb in state.pots for s in rb for c in s.cards] + \
        [c for ws in state.workshops for rb in ws for s in rb for c in s.cards]
    # every card in exactly one place (dict's own ==: Counter's == walks both in Python, 10x slower)
    assert dict.__eq__(Counter(places), everything)
    top = state.variant.deck.top
    for rainbow in [rb for _g, rb in state.pots] + [rb for ws in state.workshops for rb in ws]:
        nums = [s.number for s in rainbow]
        assert len(set(nums)) == len(nums)
        for a, b in zip(nums, nums[1:]):
            assert b == a + 1 or (a == top and b == 1)
        for s in rainbow:
            assert s.top.kind == KOBITO or s.top.number == s.number
    for gold, rb in state.pots:
        assert len(rb) < state.variant.gold[gold].length or state.over
    for seat, ws in enumerate(state.workshops):
        assert len(ws) <= state.variant.table.workshop_max
        single = [w for w, rb in enumerate(ws) if len(rb) < 2]
        # one card stays behind only mid-spread: it is the player's, and it moves on next
        assert not single or state.over or (len(single) == 1 and seat == state.current and legal_actions(state)
                                             and all(isinstance(a, Move) and a.rainbow == single[0]
                                                     for a in legal_actions(state)))
    if not state.over:
        assert 0 <= state.to_act < state.n_seats


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_2000_seeded_random_games_keep_every_card_and_every_rainbow_valid(seats):
    """400 games at each table size (2,000 in all), the invariants checked after every action."""
    everything = Counter(V.cards)
    for g in range(400):
        state, _ = new_game(V, seats, 10_000 * seats + g)
        rng = random.Random(g)
        check(state, everything)
        for _ in range(5000):
            if state.over:
                break
            legal = legal_actions(state)
            plays = [a for a in legal if not isinstance(a, End)]
            action = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal)
            state, _ = apply(state, action)
            check(state, everything)
        assert state.over
        assert state.totals == tuple(oracle_score(state, s) for s in range(seats))
        assert state.winners == tuple(s for s in range(seats) if state.totals[s] == max(state.totals))
        assert state.history[0].pots == tuple(len(w) for w in state.gold_won)


# ---------------------------------------------------------------- the protocol and the command line


def test_kobito_plays_through_the_command_line_and_is_offered_on_the_screens(tmp_path, capsys):
    import json

    from cabo_desktop.cli import main
    from cabo_desktop.games import game_names, get_game, table_game_names
    assert "kobito" in game_names() and table_game_names() == ("cabo", "cabanga", "kobito")
    game = get_game("kobito")
    assert not game.lower_total_wins and [lv.key for lv in game.offered_levels()] == ["easy", "solid", "strong"]
    assert main(["simulate", "--game", "kobito", "--players", "3", "--games", "2", "--seed", "4",
                 "--records", str(tmp_path)]) == 0
    capsys.readouterr()
    assert main(["replay", str(tmp_path / "game-4.json"), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    record = json.loads((tmp_path / "game-4.json").read_text())
    state, _ = new_game(V, 3, record["seed"], start_seat=record.get("start_seat"))
    for line in record["actions"]:
        state, _ = apply(state, parse_action(line))
    assert summary["over"] and summary["totals"] == list(state.totals) and summary["winners"] == list(state.winners)
    assert main(["arena", "--game", "kobito", "--seats", "solid,easy", "--games", "6", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert abs(sum(a["wins"] for a in report["agents"]) - 6) < 1e-6


def test_the_rules_text_follows_the_variant():
    from cabo_desktop.games.kobito.rules_text import rules_sections
    text = "\n".join(line for _h, lines in rules_sections(V) for line in lines)
    assert "A rainbow of 3 cards: 2, 2 and 3 points." in text and "12 and 1 follow each other." in text
    changed = V.with_settings({"deck.wrap": False, "scoring.score_pile_penalty": 5})
    sections = dict(rules_sections(changed))
    assert "12 and 1 follow each other." in dict(rules_sections(V))["Rainbows"]
    assert not any("follow each other" in line for line in sections["Rainbows"])
    assert any("minus 5 points each" in line for line in sections["Gold"])
    # how to play it at this table, as Cabanga!'s rules screen says (a playtest missed it)
    table = dict(rules_sections(V))["At the table"]
    assert any("replacement card" in line for line in table) and any(" S." in line for line in table)


def test_a_record_with_an_illegal_action_is_named_in_one_line(tmp_path, capsys):
    import json

    from cabo_desktop.cli import main
    assert main(["simulate", "--game", "kobito", "--games", "1", "--seed", "2", "--records", str(tmp_path)]) == 0
    capsys.readouterr()
    data = json.loads((tmp_path / "game-2.json").read_text())
    data["actions"].insert(0, "end")  # nothing played yet: ending the turn is refused
    (tmp_path / "bad.json").write_text(json.dumps(data))
    assert main(["replay", str(tmp_path / "bad.json")]) != 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "action 0" in err and "'end'" in err


def refusal(state, action) -> str:
    with pytest.raises(IllegalAction) as refused:
        apply(state, action)
    return str(refused.value)


def test_a_refusal_names_the_real_cause():
    """A playtest read "that card does not continue that rainbow" for a card not held, and for a
    card played onto another player's workshop; and "a replacement card needs a card from your
    hand with the number…" when the number was held (issue 36, item 3)."""
    state, _ = game(["1r", "5r", "9r", "2r", "3r", "4r", "6r", "7r", "2o", "3o", "X1", "6o", "4o"])
    assert "do not hold" in refusal(state, Play(C("2o"), ("pot", 0), "high"))  # it would continue pot 1
    state = play(state, Start((C("2r"), C("3r"))))
    state = play(state, End()) if End() in legal_actions(state) else state
    assert state.current == 1
    mine = ("ws", 0, 0)
    assert Play(C("4o"), mine, "high") not in legal_actions(state)
    assert "another player's workshop" in refusal(state, Play(C("4o"), mine, "high"))
    assert "another player's workshop" in refusal(state, Replace(mine, 0, C("2o")))
    assert "no such rainbow" in refusal(state, Play(C("4o"), ("ws", 1, 3), "high"))
    assert "does not continue" in refusal(state, Play(C("6o"), ("pot", 0), "high"))


def test_a_whole_workshop_rainbow_may_be_spread_over_several_pots():
    """"At least two cards stay behind" holds when only part of a rainbow is used; a whole rainbow
    may go to several pots in any split (issue 36, item 2): a workshop 6-7, one pot ending in 5
    and another starting at 8: the 6 to the first, the 7 to the second."""
    v = V.with_settings({"table.hand_size": 6})
    state, _ = game(["4r", "8r", "12g", "5o", "6o", "7o", "2g", "3b", "9b", "5b", "6b", "7b", "10b", "11b",
                     "1y", "2y"], variant=v)
    state = play(state, Play(C("5o"), ("pot", 0), "high"), Start((C("6o"), C("7o"))))
    assert [s.number for s in state.workshops[0][0]] == [6, 7]
    legal = legal_actions(state)
    assert Move(0, "low", 1, 0) in legal and Move(0, "high", 1, 1) in legal
    state = play(state, Move(0, "low", 1, 0))  # the 6 after the 5; the 7 waits alone
    assert [s.number for s in state.workshops[0][0]] == [7]
    # it goes on before anything else (after the 6 on pot 0, or before the 8 on pot 1)
    assert set(legal_actions(state)) == {Move(0, "high", 1, 0), Move(0, "high", 1, 1)}
    state = play(state, Move(0, "high", 1, 1))
    assert state.workshops[0] == () and [s.number for s in state.pots[1][1]] == [7, 8]


def test_one_card_never_stays_behind_when_it_could_not_move_on():
    state = with_workshop_4_to_7(["1r", "8r", "12g"])
    # 4-5-6 cannot go anywhere, so the 7 moving alone leaves 4-5-6: fine; 5-6-7 from the high end
    # onto pot 1 leaves the 4, which the 5 now in front of the 8 takes
    assert Move(0, "high", 3, 1) in legal_actions(state)
    state = with_workshop_4_to_7(["1r", "9r", "12g"])
    assert not [m for m in legal_actions(state) if isinstance(m, Move) and m.count == 3]

