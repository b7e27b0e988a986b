"""Saved games: exact round trips mid-round, Continue, named saves, finished games, and every
way a save can be bad (moved aside with a message, never a crash)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cabo_desktop.games.cabo.ai.random_agent import RandomAgent
from cabo_desktop.games.cabo.rules import apply, legal_actions, load_builtin
from cabo_desktop.core.records import save_record
from cabo_desktop.games.cabo.rules.variant import load_variant_text
from cabo_desktop.storage.saver import GameSaver
from cabo_desktop.storage import logs, saves
from cabo_desktop.storage.files import backup_path

from storage_helpers import play_random

ROOT = Path(__file__).resolve().parents[2]

VARIANTS = {
    "official": lambda: load_builtin("official"),
    "classic": lambda: load_builtin("classic"),
    # a long kaboo game (to 100 points), so that the seeds below stop in the middle of it
    "kaboo": lambda: load_builtin("kaboo").with_settings({"game_end.over": 100}),
    "official-5-seats": lambda: load_builtin("official").with_settings({"players.allow_stretch": True}),
    "custom": lambda: load_variant_text("extends: classic\nname: quick\ntitle: Quick\ngame_end: {over: 40}\n", "q.yaml"),
}


def _seats(name):
    return 5 if name == "official-5-seats" else 3


@pytest.mark.parametrize("name", sorted(VARIANTS))
@pytest.mark.parametrize("stop", [7, 45, 160])
def test_a_named_save_loads_to_the_exact_state_mid_round(name, stop):
    variant = VARIANTS[name]()
    record, state = play_random(variant, _seats(name), seed=stop + 11, actions=stop)
    assert not state.over  # the seeds stop mid-game (in a turn, holding a card, in a snap window ...)
    summary, messages = saves.save_game(f"{name} at {stop}", record, state)
    assert messages == [] and summary is not None
    loaded = saves.load_game(summary.path)
    assert loaded.messages == [] and loaded.value is not None
    assert loaded.value.state == state
    assert loaded.value.record.actions == record.actions


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_continue_resumes_the_autosave_exactly(name):
    variant = VARIANTS[name]()
    record, state = play_random(variant, _seats(name), seed=3, actions=0)
    saver = GameSaver(saves.new_record(variant, record.seats, 3), state)
    assert saver.messages == []
    agent, rng = RandomAgent(), random.Random(3)
    states = [state]
    for _ in range(60):
        action = agent.choose(None, legal_actions(state), rng)
        state, _ = apply(state, action)
        states.append(state)
        assert saver.after_action(action, state) == []
    assert saves.has_autosave()
    title_line = saves.autosave_summary().value
    assert title_line.actions == 60 and title_line.round_no == state.round.round_no and not title_line.over
    resumed = saves.continue_game()
    assert resumed.messages == [] and resumed.value.state == state
    # the previous good autosave (one action earlier) is kept beside it
    previous = saves.load_game(backup_path(saves.autosave_path()))
    assert previous.value.state == states[-2]


def test_no_autosave_means_nothing_to_continue():
    assert not saves.has_autosave()
    loaded = saves.continue_game()
    assert loaded.value is None and loaded.messages == []


def test_the_save_list_shows_date_variant_players_round_and_totals():
    variant = load_builtin("classic")
    record, state = play_random(variant, 3, seed=5, actions=100, kinds=["human", "casual", "expert"])
    assert state.round.round_no >= 2, "pick a seed that reaches a later round"
    saves.save_game("Sunday game", record, state)
    record2, state2 = play_random(load_builtin("kaboo"), 2, seed=6, actions=20)
    saves.save_game("Quick one", record2, state2)
    listing = saves.list_saves()
    assert listing.messages == []
    assert [s.name for s in listing.saves] in (["Quick one", "Sunday game"], ["Sunday game", "Quick one"])
    sunday = next(s for s in listing.saves if s.name == "Sunday game")
    assert sunday.variant == "classic" and sunday.variant_title == variant.title
    assert sunday.players == ("P0", "P1", "P2") and sunday.kinds == ("human", "casual", "expert")
    assert sunday.round_no == state.round.round_no and sunday.totals == state.totals
    assert sunday.actions == len(record.actions) and not sunday.over
    assert sunday.when is not None


def test_a_save_without_summary_is_listed_by_replaying_it():
    record, state = play_random(load_builtin("official"), 2, seed=8, actions=120)
    saves.saves_dir().mkdir(parents=True)
    save_record(record, saves.saves_dir() / "from-cli.json")  # a plain record: empty meta
    [summary] = saves.list_saves().saves
    assert summary.name == "from-cli" and summary.round_no == state.round.round_no
    assert summary.totals == state.totals and summary.saved_at


def test_a_stale_summary_is_not_trusted():
    record, state = play_random(load_builtin("official"), 2, seed=8, actions=120)
    summary, _ = saves.save_game("g", record, state)
    data = json.loads(summary.path.read_text())
    data["meta"]["summary"]["totals"] = [999, 999]
    data["meta"]["summary"]["actions"] = 3
    summary.path.write_text(json.dumps(data))
    [again] = saves.list_saves().saves
    assert again.totals == state.totals


def test_a_saves_summary_reveals_no_hidden_card():
    variant = load_builtin("official")
    record, state = play_random(variant, 3, seed=21, actions=40)
    meta = saves.summary_of(record, state)
    assert set(meta) == {"version", "game", "actions", "variant", "variant_title", "players", "kinds", "round",
                         "totals", "over", "winners"}
    # change every card in the hands and the deck: the summary stays the same
    rs = state.round
    shuffled = rs._replace(hands=tuple(tuple(reversed(h)) for h in reversed(rs.hands)), deck=tuple(reversed(rs.deck)))
    assert saves.summary_of(record, state._replace(round=shuffled)) == meta
    summary, _ = saves.save_game("secret", record, state)
    stored = json.loads(summary.path.read_text())["meta"]
    assert set(stored) == {"name", "saved_at", "summary", "app_version"}
    assert stored["summary"] == meta


def test_delete_save_removes_it_and_its_backup():
    record, state = play_random(load_builtin("official"), 2, seed=1, actions=10)
    summary, _ = saves.save_game("to delete", record, state)
    saves.save_game("to delete", record, state)
    assert backup_path(summary.path).exists()
    assert saves.delete_save(summary.path)
    assert not summary.path.exists() and not backup_path(summary.path).exists()
    assert saves.list_saves().saves == [] and not saves.delete_save(summary.path)


def test_a_finished_game_is_kept_for_the_replay_viewer_and_the_autosave_goes():
    variant = load_builtin("official")
    record, state = play_random(variant, 2, seed=4, actions=10_000)
    assert state.over
    record.meta["game_id"] = "abc123"
    saves.autosave(record, state)
    messages = saves.finish_game(record, state)
    assert messages == []
    assert not saves.has_autosave()
    [finished] = saves.list_finished().saves
    assert finished.over and finished.winners == state.winners
    replayed = saves.load_finished(finished.path).value
    assert replayed.replay.final == state and len(replayed.replay.states) == len(record.actions)


# ------------------------------------------------------------------ interrupted writes


def test_a_failed_autosave_keeps_the_previous_save_loadable(monkeypatch):
    variant = load_builtin("kaboo")
    record, state = play_random(variant, 3, seed=2, actions=30)
    assert saves.autosave(record, state) == []
    more, later = play_random(variant, 3, seed=2, actions=31)

    def disk_full(*args):
        raise OSError(28, "No space left on device")

    real_replace = os.replace
    monkeypatch.setattr(os, "replace", disk_full)
    messages = saves.autosave(more, later)
    assert messages and "the disk is full" in messages[0] and "copy already there is kept" in messages[0]
    monkeypatch.setattr(os, "replace", real_replace)
    assert saves.continue_game().value.state == state


KILL_SCRIPT = textwrap.dedent("""
    import os, sys, time
    sys.path.insert(0, {root!r})
    sys.path.insert(0, {tests!r})
    from cabo_desktop.games.cabo.rules import load_builtin
    from cabo_desktop.storage import saves
    from storage_helpers import play_random
    variant = load_builtin("official")
    record, state = play_random(variant, 3, seed=9, actions=50)
    assert saves.autosave(record, state) == []
    record, state = play_random(variant, 3, seed=9, actions=51)
    def slow_fsync(fd):
        print("writing", flush=True)  # the new content is half on its way: kill me now
        time.sleep(60)
    os.fsync = slow_fsync
    saves.autosave(record, state)
    print("finished", flush=True)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killing_the_process_during_an_autosave_leaves_the_previous_save_loadable(home):
    script = KILL_SCRIPT.format(root=str(ROOT), tests=str(Path(__file__).parent))
    env = dict(os.environ, CABO_DESKTOP_HOME=str(home))
    proc = subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline().strip()
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)  # in the middle of writing the new autosave
        proc.wait(timeout=30)
        proc.stdout.close()
    assert line == "writing"
    assert proc.returncode == -signal.SIGKILL
    leftovers = list(home.glob("data/.autosave.json.*.tmp"))  # the interrupted write's half file
    assert leftovers
    for leftover in leftovers:
        os.utime(leftover, (0, 0))  # long ago: Continue cleans it up
    _, expected = play_random(load_builtin("official"), 3, seed=9, actions=50)
    resumed = saves.continue_game()
    assert resumed.messages == [] and resumed.value.state == expected
    assert not any(p.exists() for p in leftovers)


# ------------------------------------------------------------------ bad saves


def _good_save_text() -> str:
    record, state = play_random(load_builtin("official"), 2, seed=12, actions=25)
    summary, _ = saves.save_game("good", record, state)
    text = summary.path.read_text()
    saves.delete_save(summary.path)
    return text


def _edit(change):
    def make(text: str) -> str:
        data = json.loads(text)
        change(data)
        return json.dumps(data)
    return make


def _illegal(data):
    data["actions"].insert(5, "cabo")  # a CABO call in the middle of a turn


BAD_SAVES = {
    "not JSON": (lambda t: "this is not a saved game", "damaged or truncated"),
    "truncated": (lambda t: t[: len(t) // 2], "damaged or truncated"),
    "empty": (lambda t: "", "empty"),
    "binary garbage": (lambda t: "\x00\x01\x02", "damaged"),
    "not a record": (_edit(lambda d: d.update(format="something-else")), "not a game record"),
    "illegal action": (_edit(_illegal), "action 5 ('cabo')"),
    "unreadable action": (_edit(lambda d: d["actions"].append("fly to the moon")), "action 25"),
    "seats of the wrong type": (_edit(lambda d: d.update(seats="Ann and Bob")), "'seats' must be a list"),
    "seed of the wrong type": (_edit(lambda d: d.update(seed="forty-two")), "'seed' must be a whole number"),
    "actions of the wrong type": (_edit(lambda d: d.update(actions=5)), "'actions' must be a list"),
    "unknown variant": (_edit(lambda d: d.update(variant="no-such-variant")), "no-such-variant"),
    "a list, not a mapping": (lambda t: "[1, 2, 3]", "not a game record"),
}


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_a_bad_named_save_is_moved_aside_with_a_message(case, home):
    make, reason = BAD_SAVES[case]
    bad = make(_good_save_text())
    path = saves.saves_dir() / "bad.json"
    path.write_text(bad)
    logs.setup_logging()
    loaded = saves.load_game(path)
    assert loaded.value is None
    assert len(loaded.messages) == 1 and reason in loaded.messages[0], loaded.messages
    [moved] = loaded.moved
    assert moved.name.startswith("bad.json.broken-") and moved.read_text() == bad
    assert not path.exists()
    assert str(moved) in logs.log_path().read_text()  # the log names where it went


@pytest.mark.parametrize("case", ["truncated", "illegal action"])
def test_listing_moves_bad_saves_aside_and_lists_the_good_ones(case):
    make, reason = BAD_SAVES[case]
    record, state = play_random(load_builtin("classic"), 2, seed=2, actions=30)
    saves.save_game("fine", record, state)
    (saves.saves_dir() / "bad.json").write_text(make(_good_save_text()))
    listing = saves.list_saves()  # the summary no longer matches the actions: replayed, found bad
    assert [s.name for s in listing.saves] == ["fine"]
    assert len(listing.messages) == 1 and reason in listing.messages[0]
    assert len(listing.moved) == 1 and listing.moved[0].name.startswith("bad.json.broken-")


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_a_bad_autosave_falls_back_to_the_previous_autosave(case):
    variant = load_builtin("official")
    record, state = play_random(variant, 2, seed=12, actions=24)
    saves.autosave(record, state)
    record, later = play_random(variant, 2, seed=12, actions=25)
    saves.autosave(record, later)
    make, reason = BAD_SAVES[case]
    path = saves.autosave_path()
    path.write_text(make(path.read_text()))
    resumed = saves.continue_game()
    assert resumed.value is not None and resumed.value.state == state  # one action earlier
    assert resumed.from_backup and reason in resumed.messages[0]
    assert "previous copy" in resumed.messages[-1]
    assert len(list(path.parent.glob("autosave.json.broken-*"))) == 1


def test_a_bad_autosave_without_backup_is_reported_not_raised():
    saves.autosave_path().parent.mkdir(parents=True)
    saves.autosave_path().write_text('{"format": "cabo-desktop-record", "version": 1, "variant": "official", "se')
    assert saves.has_autosave()
    resumed = saves.continue_game()
    assert resumed.value is None and "autosaved game could not be read" in resumed.messages[0]
    assert not saves.has_autosave()


NEWER = _edit(lambda d: d.update(version=99))


def test_a_save_from_a_newer_version_is_left_untouched_and_never_overwritten():
    """Going back to an older version: its saves are not damaged, so nothing moves them aside,
    and nothing writes over them (the newer version can still open them)."""
    record, state = play_random(load_builtin("classic"), 2, seed=2, actions=30)
    saves.save_game("fine", record, state)
    newer = NEWER(_good_save_text())
    path = saves.saves_dir() / "future.json"
    path.write_text(newer)
    listing = saves.list_saves()
    assert [s.name for s in listing.saves] == ["fine"] and listing.moved == []
    assert len(listing.messages) == 1 and "newer version" in listing.messages[0]
    loaded = saves.load_game(path)
    assert loaded.value is None and loaded.newer and loaded.moved == []
    assert path.read_text() == newer
    summary, messages = saves.save_game("future", record, state)  # the same file name
    assert summary is None and messages and "newer version" in messages[0]
    assert path.read_text() == newer and not list(path.parent.glob("future.json.broken-*"))


def test_a_game_that_cannot_be_saved_says_so_once_then_keeps_a_status(monkeypatch):
    """A full disk or a read-only folder: one plain message, not one per move; `problem` stays
    set (the table shows it as a status line) until a save works again."""
    variant = load_builtin("official")
    record, state = play_random(variant, 2, seed=5, actions=0)
    saver = GameSaver(saves.new_record(variant, [("Ann", "human"), ("Pip", "beginner")], 5), state)
    assert saver.messages == [] and saver.problem is None

    def read_only(*args):
        raise PermissionError(13, "Permission denied")

    real_replace = os.replace
    monkeypatch.setattr(os, "replace", read_only)
    game = saver.record.rules
    said = []
    for _ in range(12):
        action = game.legal_actions(state)[0]
        state, _ = game.apply(state, action)
        said += saver.after_action(action, state)
    assert said == ["Your game is not being saved: the folder cannot be written (read-only or no permission)."]
    assert saver.problem and "read-only" in saver.problem
    monkeypatch.setattr(os, "replace", real_replace)
    action = game.legal_actions(state)[0]
    state, _ = game.apply(state, action)
    assert saver.after_action(action, state) == ["Your game is being saved again."] and saver.problem is None
    assert saves.continue_game().value.state == state


def test_an_ended_game_left_as_the_autosave_is_filed_once_when_continued():
    """A crash between the last autosave and the game's filing leaves a game-over autosave:
    Continue files it (Replays, Statistics, autosave gone) instead of offering a finished game."""
    from cabo_desktop.storage import stats
    variant = load_builtin("official")
    record, state = play_random(variant, 2, seed=21, actions=100_000)
    assert state.over
    record.meta = {"game_id": "ended-but-never-filed"}
    saves.autosave(record, state)  # the crash came right after this
    resumed = saves.continue_game()
    assert resumed.value is None and "already ended" in resumed.messages[-1]
    assert not saves.has_autosave()
    assert [list(s.players) for s in saves.list_finished().saves] == [["P0", "P1"]]
    assert stats.load_stats().value.of("cabo").overall.games == 1
    saves.autosave(record, state)  # and if it happens again, nothing is counted twice
    saves.continue_game()
    assert stats.load_stats().value.of("cabo").overall.games == 1 and len(saves.list_finished().saves) == 1


def test_a_game_filed_again_later_replaces_its_file_instead_of_listing_twice():
    """Filing names the file after the clock; a game filed again in a later second (a crash, then
    Continue) must still appear once in Replays. The first filing is made to look a day older by
    renaming it, as if the clock had moved on."""
    variant = load_builtin("official")
    record, state = play_random(variant, 2, seed=21, actions=100_000)
    record.meta = {"game_id": "0123456789abcdef"}
    first, _ = saves.keep_finished(record, state)
    older = first.with_name("20000101-000000-" + first.name.split("-", 2)[2])
    first.rename(older)
    other = play_random(variant, 2, seed=22, actions=100_000)
    other[0].meta = {"game_id": "01234567-not-the-same-game"}  # same 8-character tag, other game
    saves.keep_finished(*other)
    again, _ = saves.keep_finished(record, state)
    assert again == older
    assert sorted(s.path.name for s in saves.list_finished().saves) == sorted(
        p.name for p in saves.finished_dir().glob("*.json"))
    assert len(saves.list_finished().saves) == 2
