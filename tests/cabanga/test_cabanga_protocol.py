"""Cabanga! behind the game protocol: the registry, `simulate`, `replay` and `arena` with
`--game cabanga`, the replay summary against the game played, a record that hides the hands of a
round still being played, bad records named clearly, the rules screen's text from the variant,
and the statistics counters."""

from __future__ import annotations

import json
import random

from cabo_desktop.cli import main
from cabo_desktop.games import game_names, get_game
from cabo_desktop.games.cabanga.ai import SolidAgent
from cabo_desktop.games.cabanga.rules import apply, legal_actions, load_builtin, new_game, observe
from cabo_desktop.games.cabanga.rules_text import picture_cards, rules_plain_text, rules_sections

GAME = get_game("cabanga")


def test_cabanga_is_registered_after_cabo_with_its_three_levels():
    assert game_names()[:2] == ("cabo", "cabanga")
    assert GAME.title == "Cabanga!" and GAME.lower_total_wins
    levels = GAME.ai_levels()
    assert [lv.key for lv in GAME.offered_levels()] == ["easy", "solid", "strong"]
    assert all(lv.persona for lv in levels.values())
    assert not levels["yardstick"].offered  # the ladder's fixed baseline (benchmarks/level_ladder.py)
    agent = GAME.make_agent("strong", seed=3)
    assert agent.level == "strong" and agent.needs_observation


def test_simulate_replay_json_agrees_with_the_game_played(tmp_path, capsys):
    assert main(["simulate", "--game", "cabanga", "--players", "4", "--games", "2", "--seed", "5",
                 "--records", str(tmp_path)]) == 0
    capsys.readouterr()
    assert main(["replay", str(tmp_path / "game-5.json"), "--json", "--game", "cabanga"]) == 0
    summary = json.loads(capsys.readouterr().out)
    record = json.loads((tmp_path / "game-5.json").read_text())
    state, _ = new_game(load_builtin(), 4, record["seed"], start_seat=record.get("start_seat"))
    for line in record["actions"]:
        state, _ = apply(state, GAME.parse_action(line))
    assert summary["over"] and summary["totals"] == list(state.totals) and summary["winners"] == list(state.winners)
    assert [r["scores"] for r in summary["rounds"]] == [list(r.scores) for r in state.history]
    for r in summary["rounds"]:
        assert all(not r["hands"][s] for s in r["out"]) and r["out"]  # someone went out each round
    assert main(["replay", str(tmp_path / "game-5.json")]) == 0
    text = capsys.readouterr().out
    assert "Round 1" in text and "Game over" in text


def test_replaying_a_game_still_being_played_hides_the_hands(tmp_path, capsys):
    from cabo_desktop.storage.saves import new_record
    variant = load_builtin()
    state, _ = new_game(variant, 3, 8)
    record = new_record(variant, [("A", "human"), ("B", "solid"), ("C", "solid")], 8, game="cabanga")
    rng, agent = random.Random(1), SolidAgent()
    for _ in range(10):
        action = agent.choose(observe(state, state.to_act), legal_actions(state), rng)
        state, _ = apply(state, action)
        record.actions.append(GAME.format_action(action))
    path = tmp_path / "live.json"
    path.write_text(json.dumps(record.to_data()))
    assert main(["replay", str(path), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert not summary["over"]
    assert all(set(hand) == {"?"} for hand in summary["state"]["hands"])
    assert [len(h) for h in summary["state"]["hands"]] == [len(h) for h in state.hands]


def test_a_record_with_an_illegal_action_is_named_in_one_line(tmp_path, capsys):
    assert main(["simulate", "--game", "cabanga", "--games", "1", "--seed", "2", "--records", str(tmp_path)]) == 0
    capsys.readouterr()
    data = json.loads((tmp_path / "game-2.json").read_text())
    data["actions"].insert(3, "throw R1 R2")  # nobody may throw before a gap is open
    (tmp_path / "bad.json").write_text(json.dumps(data))
    assert main(["replay", str(tmp_path / "bad.json")]) != 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "action 3" in err and "throw R1 R2" in err


def test_arena_plays_cabanga_levels_and_reports_them(capsys):
    assert main(["arena", "--game", "cabanga", "--seats", "solid,easy,easy", "--games", "30", "--seed", "4",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    agents = report["agents"]
    assert len(agents) == 3 and abs(sum(a["wins"] for a in agents) - 30) < 1e-6
    assert agents[0]["wins"] > agents[1]["wins"]  # the solid level beats the easy ones over 30 games


def test_the_rules_screen_follows_the_variant_settings():
    standard = load_builtin()
    text = rules_plain_text(standard)
    assert "18 penalty points" in text and "2 to 6 players" in text and "8 number cards" in text
    changed = standard.with_settings({"game_end.points": 25, "deal.hand_size": 6, "turn.same_colour_penalty": False})
    text = rules_plain_text(changed)
    assert "25 penalty points" in text and "6 number cards" in text
    turn = dict(rules_sections(standard))["A turn"]
    assert any("previous player played costs you a penalty card" in line for line in turn)
    assert not any("previous player" in line for line in dict(rules_sections(changed))["A turn"])
    pictures = picture_cards(standard)
    assert {points for cards in pictures.values() for _card, points in cards} == {1, 2, 3}
    assert all(standard.symbols_of(card) == points for cards in pictures.values() for card, points in cards)


def test_statistics_count_the_rounds_a_seat_went_out():
    variant = load_builtin()
    state, _ = new_game(variant, 3, 4)
    rng, agent = random.Random(4), SolidAgent()
    while not state.over:
        state, _ = apply(state, agent.choose(observe(state, state.to_act), legal_actions(state), rng))
    for seat in range(3):
        gone = sum(GAME.count_round(r, seat)["gone_out"] for r in state.history)
        assert gone == sum(1 for r in state.history if not r.hands[seat])
        assert GAME.arena_counts(state, seat)["gone_out"] == gone
    assert sum(GAME.arena_counts(state, s)["gone_out"] for s in range(3)) >= len(state.history)


def test_the_log_says_you_win_to_the_winner_and_names_the_winner_to_the_others():
    from cabo_desktop.games.cabanga.rules import events as E
    from cabo_desktop.games.cabanga.words import Narrator
    narrator = Narrator(["Ann", "Bob", "Cy"])
    over = E.GameOver((1,), (20, 4, 9))
    assert narrator.describe(over, 1) == "You win the game!"
    assert narrator.describe(over, 0) == "Bob wins the game!"
    assert narrator.describe(E.GameOver((0, 2), (3, 20, 3)), 1) == "Ann and Cy win the game!"
