"""The command line: simulate, replay, variants; errors are one clear line, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cabo_desktop.cli import main
from cabo_desktop.games import table_game_names


def test_simulate_prints_speed_figures_and_writes_records(tmp_path, capsys):
    assert main(["simulate", "--variant", "kaboo", "--players", "3", "--games", "4", "--seed", "2",
                 "--records", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    for label in ("games/s", "actions/s", "mean rounds/game", "mean actions/round"):
        assert label in out
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"game-{s}.json" for s in range(2, 6)]


def test_simulate_json_and_replay_agree(tmp_path, capsys):
    main(["simulate", "--games", "1", "--seed", "9", "--json", "--records", str(tmp_path)])
    figures = json.loads(capsys.readouterr().out)
    assert figures["games"] == 1 and figures["actions_per_second"] > 0
    assert main(["replay", str(tmp_path / "game-9.json"), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["over"] and summary["rounds"]
    assert summary["totals"] == summary["rounds"][-1]["totals"]
    assert max(summary["totals"]) > 100
    assert main(["replay", str(tmp_path / "game-9.json")]) == 0
    text = capsys.readouterr().out
    assert "Round 1" in text and "Game over" in text


def test_replay_of_a_broken_file_is_one_line_on_stderr(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "cabo-desktop-record", "version": 1, "variant": "official", "seats": [{"name": "A"}, {"name": "B"}], "actions": ["jump"]}')
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "action 0 ('jump')" in err


def test_unknown_variant_and_bad_option(capsys):
    assert main(["simulate", "--variant", "nope"]) == 2
    assert "no variant named 'nope'" in capsys.readouterr().err
    assert main(["simulate", "--option", "turn.exchange_max=99"]) == 2
    assert "turn.exchange_max" in capsys.readouterr().err
    assert main(["simulate", "--players", "5"]) == 2
    assert "players.allow_stretch" in capsys.readouterr().err
    assert main(["simulate", "--players", "5", "--games", "1", "--option", "players.allow_stretch=true"]) == 0


def test_variants_lists_builtins_and_the_user_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path))
    folder = tmp_path / "data" / "variants"
    folder.mkdir(parents=True)
    (folder / "mine.yaml").write_text("extends: official\nname: mine\ntitle: My rules\n")
    (folder / "broken.yaml").write_text("extends: official\nturn: {exchange_max: zero}\n")
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    assert "official" in out and "classic" in out and "kaboo" in out
    assert str(folder) in out and "My rules" in out
    assert "broken" in out and "NOT USABLE" in out and "turn.exchange_max" in out


def test_module_entry_point_and_version():
    result = subprocess.run([sys.executable, "-m", "cabo_desktop", "--version"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.startswith("Cabo Desktop ")


def test_play_without_a_display_says_so_and_offers_the_demo(monkeypatch, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("CABO_DESKTOP_LAUNCHER", raising=False)
    assert main(["play"]) == 1
    out = capsys.readouterr().out
    assert "no display found" in out and "demo --headless" in out


def test_from_a_checkout_the_suggested_demo_command_is_one_that_works_there(tmp_path):
    """`python3 tasks.py play` without a display suggests `python3 tasks.py demo` (cabo-desktop is
    not on the PATH of a checkout); `python -m cabo_desktop play` suggests the -m form."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["CABO_DESKTOP_HOME"] = str(tmp_path)
    for launcher, expected in (("tasks.py", "python3 tasks.py demo"), ("", "python -m cabo_desktop demo --headless")):
        env["CABO_DESKTOP_LAUNCHER"] = launcher
        result = subprocess.run([sys.executable, "-m", "cabo_desktop", "play"], capture_output=True, text=True,
                                env=env)
        assert result.returncode == 1 and expected in result.stdout, result.stdout


def test_headless_demo_plays_a_whole_game_and_takes_a_screenshot(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    shot = tmp_path / "table.png"
    assert main(["demo", "--headless", "--games", "1", "--seats", "2", "--seed", "4", "--screenshot", str(shot), "--at", "30"]) == 0
    out = capsys.readouterr().out
    assert "demo: 1 game(s) finished" in out and "winner seat(s)" in out
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_headless_demo_stops_after_the_rounds_asked_for(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path))
    assert main(["demo", "--headless", "--rounds", "1", "--games", "2", "--seats", "3", "--variant", "classic"]) == 0
    assert "2 round(s)" in capsys.readouterr().out


def test_demo_rejects_a_bad_event_name(capsys):
    assert main(["demo", "--headless", "--at", "Nope"]) == 2
    assert "--at 'Nope'" in capsys.readouterr().err


def test_the_licence_is_declared_in_the_spdx_form():
    """A `license` table makes setuptools print dozens of deprecation warnings at every install."""
    import tomllib
    from pathlib import Path
    project = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]


def test_replaying_a_game_still_being_played_hides_its_face_down_cards(tmp_path, capsys):
    """`replay` of an autosave at a hot-seat table must not be a one-command cheat."""
    from cabo_desktop.core.records import GameRecord, Seat, save_record
    from cabo_desktop.games.cabo.rules import load_builtin
    record = GameRecord.for_variant(load_builtin("official"), [Seat("Ann"), Seat("Bob")], 3,
                                    actions=["look 0 1", "look 0 1", "draw deck"])
    path = tmp_path / "autosave.json"
    save_record(record, path)
    assert main(["replay", str(path), "--json"]) == 0
    state = json.loads(capsys.readouterr().out)["state"]
    assert state["hands"] == [["?"] * 4, ["?"] * 4]
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Game in progress" in out and "? ? ? ?" in out


def test_arena_help_names_every_games_levels(capsys):
    from cabo_desktop.games import game_names, get_game
    with pytest.raises(SystemExit):
        main(["arena", "--help"])
    shown = " ".join(capsys.readouterr().out.split())  # argparse wraps the help's lines
    for name in game_names():
        assert f"{name}: {', '.join(get_game(name).ai_levels())}, random" in shown


# ---------------------------------------------------------------- wrong command lines (issue 35)

# argv (with {tmp} for a temporary folder and {file} for a plain file in it) -> what the line must name
BAD_COMMAND_LINES = [
    (["play", "--size", "abc"], "--size"),
    (["play", "--size", "10"], "--size"),
    (["play", "--size", "100000x100000"], "--size"),
    (["demo", "--game", "nope"], "argument --game:"),
    (["demo", "--games", "1"], "--headless"),  # no display here
    (["demo", "--headless", "--seats", "0"], "--seats"),
    (["demo", "--headless", "--seed", "-2"], "--seed"),
    (["demo", "--headless", "--levels", "nope"], "--levels"),
    (["demo", "--headless", "--levels", "random,random,random,random,random"], "--levels"),
    (["demo", "--headless", "--at", "30"], "--at"),
    (["demo", "--headless", "--stop"], "--stop"),
    (["demo", "--headless", "--screenshot", "{file}/shot.png"], "--screenshot"),
    (["demo", "--headless", "--screenshot", "{tmp}"], "--screenshot"),
    (["screenshot", "{tmp}"], "argument path"),
    (["screenshot", "{file}/shot.png"], "argument path"),
    (["screenshot", "{tmp}/shot.png", "--scene", "table", "--at", "Bogus"], "--at"),
    (["screenshot", "{tmp}/shot.png", "--scene", "title", "--at", "30"], "--at"),
    (["screenshot", "{tmp}/shot.png", "--seed", "-1"], "--seed"),
    (["simulate", "--option", "k={"], "--option"),
    (["simulate", "--option", "k=!foo x"], "--option"),
    (["simulate", "--option", "k=!!python/object:os.system x"], "--option"),
    (["simulate", "--game", "nope"], "--game"),
    (["simulate", "--players", "0"], "--players"),
    (["simulate", "--games", "1", "--seed", "-1", "--records", "{tmp}"], "--seed"),
    (["simulate", "--games", "1", "--seed", str(2**64), "--records", "{tmp}"], "--seed"),
    (["simulate", "--games", "2", "--seed", str(2**64 - 1), "--records", "{tmp}"], "--seed"),
    (["simulate", "--games", "1", "--records", "{file}"], "--records"),
    (["replay", "{file}", "--game", "nope"], "--game"),
    (["variants", "--game", "nope"], "--game"),
    (["arena", "--seats", "random,random", "--games", "-1"], "--games"),
    (["arena", "--seats", "random,random", "--games", "1", "--jobs", "0"], "--jobs"),
    (["arena", "--seats", "random,random", "--games", "1", "--seed", "-1"], "--seed"),
    (["arena", "--seats", "random,random", "--games", "1", "--game", "nope"], "--game"),
]


@pytest.fixture
def no_display_home(tmp_path, monkeypatch):
    """Per-user files in tmp_path, and no display: a `play` the checks let through would print
    that no window can open (exit 1) instead of opening one."""
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    plain = tmp_path / "plain.txt"
    plain.write_text("not a folder")
    return {"tmp": str(tmp_path), "file": str(plain)}


def filled(argv: list[str], places: dict[str, str]) -> list[str]:
    """argv with {name} replaced by places[name] (not str.format: an argument may hold braces)."""
    out = []
    for part in argv:
        for name, value in places.items():
            part = part.replace("{" + name + "}", value)
        out.append(part)
    return out


def exit_code_of(argv) -> int:
    try:
        return main(argv)
    except SystemExit as exc:  # argparse's own way out
        return exc.code


def assert_one_line_naming(err: str, token: str) -> None:
    assert err.endswith("\n") and err.count("\n") == 1, f"expected one line, got: {err!r}"
    assert token in err, err
    assert "Traceback" not in err and "unexpected error" not in err, err
    assert "usage:" not in err, err


@pytest.mark.parametrize("argv, token", BAD_COMMAND_LINES, ids=[" ".join(a) for a, _ in BAD_COMMAND_LINES])
def test_a_wrong_argument_is_one_line_naming_it_and_exit_code_2(argv, token, no_display_home, capsys):
    argv = filled(argv, no_display_home)
    assert exit_code_of(argv) == 2
    captured = capsys.readouterr()
    assert_one_line_naming(captured.err, token)
    assert not captured.out
    assert not list(Path(no_display_home["tmp"]).glob("*.json"))  # refused before any game was played


def _special_files(tmp_path):
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    variant_fifo = tmp_path / "house.yaml"
    os.mkfifo(variant_fifo)
    return {"fifo": str(fifo), "variant_fifo": str(variant_fifo)}


SPECIAL_FILE_LINES = [
    (["replay", "/dev/zero"], "/dev/zero"),
    (["replay", "{fifo}"], "record.json"),
    (["simulate", "--games", "1", "--variant", "{variant_fifo}"], "--variant"),
]


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="needs FIFOs and /dev/zero")
@pytest.mark.parametrize("argv, token", SPECIAL_FILE_LINES, ids=[" ".join(a) for a, _ in SPECIAL_FILE_LINES])
def test_a_device_or_a_pipe_is_refused_not_read_without_end(argv, token, tmp_path):
    argv = filled(argv, _special_files(tmp_path))
    env = {**os.environ, "CABO_DESKTOP_HOME": str(tmp_path / "home")}
    result = subprocess.run([sys.executable, "-m", "cabo_desktop", *argv], capture_output=True, text=True,
                            env=env, timeout=30)
    assert result.returncode == 2
    assert_one_line_naming(result.stderr, token)


def test_the_largest_seed_gives_a_record_that_replays(tmp_path, capsys):
    seed = 2**64 - 1
    assert main(["simulate", "--games", "1", "--seed", str(seed), "--records", str(tmp_path)]) == 0
    assert main(["replay", str(tmp_path / f"game-{seed}.json")]) == 0
    assert "Game over" in capsys.readouterr().out


@pytest.mark.parametrize("game", table_game_names())
def test_the_demo_plays_every_game(game, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    shot = tmp_path / f"{game}.png"
    assert main(["demo", "--headless", "--game", game, "--seats", "2", "--screenshot", str(shot),
                 "--at", "20", "--stop"]) == 0
    assert f"screenshot saved: {shot}" in capsys.readouterr().out
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
