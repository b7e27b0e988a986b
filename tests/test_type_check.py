"""The type check `tasks.py test` runs before pytest: it covers the contracts, and an error fails it."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

import tasks

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_checks_the_core_the_protocol_its_contracts_and_the_table_base():
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert {"cabo_desktop/core", "cabo_desktop/games/protocol.py", "cabo_desktop/games/contracts.py",
            "cabo_desktop/ui/table_base.py"} <= set(settings["files"])
    assert settings["python_version"] == "3.11" and settings["follow_imports"] == "silent"
    test_extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["test"]
    assert any(dep.startswith("mypy") for dep in test_extra)


@pytest.mark.parametrize("source, fails", [("def f() -> int:\n    return 1\n", False),
                                           ("def f() -> int:\n    return 'one'\n", True)])
def test_a_type_error_fails_the_task(tmp_path, monkeypatch, capsys, source, fails):
    pytest.importorskip("mypy")
    (tmp_path / "pyproject.toml").write_text('[tool.mypy]\npython_version = "3.11"\nfiles = ["module.py"]\n'
                                             f'cache_dir = "{tmp_path / "cache"}"\n')
    (tmp_path / "module.py").write_text(source)
    monkeypatch.setattr(tasks, "ROOT", tmp_path)  # the checkout being tested: this small one
    if fails:
        with pytest.raises(SystemExit) as stop:
            tasks.type_check(Path(sys.executable))
        assert stop.value.code == 1
        assert "the type check failed" in capsys.readouterr().err
    else:
        tasks.type_check(Path(sys.executable))


def test_every_registered_game_has_its_static_check():
    """Each game's package holds games/<name>/protocol_check.py, where mypy checks its class against
    the whole protocol (pyproject's [tool.mypy] files take them all by a pattern, so a new game
    edits nothing outside its package): a game registered without one fails here."""
    import ast

    from cabo_desktop.games import game_names, get_game
    for name in game_names():
        path = ROOT / "cabo_desktop" / "games" / name / "protocol_check.py"
        assert path.exists(), f"{name}: no protocol_check.py"
        checked = [node for node in ast.walk(ast.parse(path.read_text()))
                   if isinstance(node, ast.AnnAssign) and getattr(node.annotation, "id", "") == "GameProtocol"]
        assert checked and isinstance(checked[0].value, ast.Call), f"{name}: no GameProtocol check"
        assert checked[0].value.func.id == type(get_game(name)).__name__
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert "cabo_desktop/games/*/protocol_check.py" in settings["files"]
