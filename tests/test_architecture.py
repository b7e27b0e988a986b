"""The shape of the house: dependencies run one way, no import circles, small rooms.

- every game's `rules` and `ai` never load pygame (checked by importing them), and their source
  never names pygame, the UI, the storage or another game;
- `core` (records, runner, arena, agents, schema) names no game package and nothing of the UI;
- no import cycle among the cabo_desktop modules, counting imports inside functions too;
- every module has a one-line docstring saying its job and stays under about 500 lines.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cabo_desktop"
MAX_LINES = 520  # "about 500"


def modules(package: Path = PACKAGE) -> dict[str, Path]:
    """Module name -> file for every .py file under `package` (a package's __init__ is the package)."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The known modules `name` imports anywhere in its file (functions included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            targets = [f"{origin}.{alias.name}" for alias in node.names]
        for target in targets:
            # the longest known module the target names (a submodule, or the module of a name)
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    mods = modules(package)
    known = set(mods)
    return {name: imports_of(name, path, known) for name, path in mods.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for node in graph:
        if node not in index:
            visit(node)
    return found


def _is_package_of(parent: str, child: str) -> bool:
    return child.startswith(parent + ".")


def test_there_is_no_import_cycle():
    graph = import_graph()
    # importing a package's own submodule from its __init__ is how a package shows its API,
    # and a submodule reaching its package's __init__ is Python's own order: not a cycle of ours
    graph = {name: {t for t in targets if not _is_package_of(t, name) and not _is_package_of(name, t)}
             for name, targets in graph.items()}
    assert cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle(tmp_path):
    """The test above can fail: a package whose modules import each other is a cycle."""
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text('"""P."""\n')
    (pkg / "sub" / "__init__.py").write_text('"""S."""\n')
    (pkg / "a.py").write_text('"""A."""\nfrom .sub import b\n')
    (pkg / "sub" / "b.py").write_text('"""B."""\ndef f():\n    from ..c import thing\n')
    (pkg / "c.py").write_text('"""C."""\nfrom . import a\n')
    (pkg / "d.py").write_text('"""D."""\nfrom .a import x\n')
    assert cycles(import_graph(pkg)) == [["pkg.a", "pkg.c", "pkg.sub.b"]]


def game_packages() -> list[Path]:
    return sorted(p for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").is_file())


def test_every_game_has_rules_and_ai_packages():
    """Every game package has its rules; a game in the registry has its AI too (a game being built
    joins the registry once it is playable: Cabanga! has its rules model so far)."""
    from cabo_desktop.games import _MODULES
    assert [p.name for p in game_packages()][:1] and all((p / "rules").is_dir() for p in game_packages())
    assert all((PACKAGE / "games" / name / "ai").is_dir() for name in _MODULES)


def test_rules_and_ai_of_every_game_do_not_import_pygame():
    names = []
    for game in game_packages():
        names += [f"cabo_desktop.games.{game.name}", f"cabo_desktop.games.{game.name}.rules"]
        names += [f"cabo_desktop.games.{game.name}.ai"] if (game / "ai").is_dir() else []
    names += ["cabo_desktop.core.records", "cabo_desktop.core.runner", "cabo_desktop.core.arena", "cabo_desktop.cli"]
    code = f"import sys, importlib\nfor n in {names!r}: importlib.import_module(n)\n" \
           "assert 'pygame' not in sys.modules, 'pygame was imported'"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("game", [p.name for p in game_packages()])
def test_rules_and_ai_name_no_pygame_ui_storage_or_other_game(game):
    others = [p.name for p in game_packages() if p.name != game]
    graph = import_graph()
    for layer in ("rules", "ai"):
        prefix = f"cabo_desktop.games.{game}.{layer}"
        for name, targets in graph.items():
            if name != prefix and not name.startswith(prefix + "."):
                continue
            source = modules()[name].read_text(encoding="utf-8")
            assert "import pygame" not in source and "from pygame" not in source, name
            for target in targets:
                assert not target.startswith(("cabo_desktop.ui", "cabo_desktop.storage")), (name, target)
                assert not any(target.startswith(f"cabo_desktop.games.{o}") for o in others), (name, target)
                if layer == "rules":
                    assert not target.startswith(f"cabo_desktop.games.{game}.ai"), (name, target)


def test_core_names_no_game_and_no_ui():
    for name, targets in import_graph().items():
        if not name.startswith("cabo_desktop.core"):
            continue
        for target in targets:
            assert not target.startswith("cabo_desktop.games.") and not target.startswith("cabo_desktop.ui"), \
                (name, target)
            assert not target.startswith("cabo_desktop.storage"), (name, target)


def test_scenes_never_import_another_scene_or_a_game_table():
    graph = import_graph()
    for name, targets in graph.items():
        if not name.startswith("cabo_desktop.ui.scenes."):
            continue
        for target in targets:
            assert not target.startswith("cabo_desktop.ui.scenes."), (name, target)
            assert not (target.startswith("cabo_desktop.games.") and ".table" in target), (name, target)


@pytest.mark.parametrize("name", sorted(modules()))
def test_every_module_is_a_small_room_with_a_docstring(name):
    path = modules()[name]
    text = path.read_text(encoding="utf-8")
    lines = text.count("\n")
    assert lines <= MAX_LINES, f"{path.relative_to(ROOT)} has {lines} lines (at most about 500)"
    doc = ast.get_docstring(ast.parse(text))
    assert doc and doc.strip(), f"{path.relative_to(ROOT)} has no docstring"
    first = doc.strip().splitlines()[0]
    assert first.endswith((".", ":", ")")) or len(doc.strip().splitlines()) > 1, (name, first)


# A game's table draws and takes input from its seat feed alone (issue 37): the window of a remote
# player will have no state, no seed and no engine, and the local one has none either.
AUTHORITY = ("state", "match", "session")  # attributes that reach the authority's state


def authority_reads(path: Path) -> list[str]:
    """Where a module reaches the authority: reads `.state`, `.match` or `.session`, calls
    `game.apply`, or imports its game's `rules/engine`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        where = f"{path.name}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Attribute) and node.attr in AUTHORITY:
            found.append(f"{where} reads .{node.attr}")
        elif isinstance(node, ast.Attribute) and node.attr == "apply" and (
                isinstance(node.value, ast.Name) and node.value.id == "game"
                or isinstance(node.value, ast.Attribute) and node.value.attr == "game"):
            found.append(f"{where} calls game.apply")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module.split(".")[-2:] == ["rules", "engine"] or (
                    module.split(".")[-1:] == ["rules"] and any(a.name == "engine" for a in node.names)):
                found.append(f"{where} imports the rules' engine")
        elif isinstance(node, ast.Import) and any(a.name.endswith("rules.engine") for a in node.names):
            found.append(f"{where} imports the rules' engine")
    return found


@pytest.mark.parametrize("game", [p.name for p in game_packages() if (p / "table").is_dir()])
def test_a_game_table_reads_its_feed_and_not_the_state(game):
    """No module under games/<game>/table/ reads the state, the match or the session, calls the
    game's apply or imports its engine: it has `view`, the events it is given, `legal_now()` and
    `refusal(action)`."""
    found = []
    for path in sorted((PACKAGE / "games" / game / "table").glob("*.py")):
        found += authority_reads(path)
    assert found == []


def test_the_feed_check_finds_every_way_to_the_state(tmp_path):
    path = tmp_path / "table.py"
    path.write_text('"""A table that cheats."""\nfrom ..rules.engine import apply\nfrom ..rules import engine\n'
                    "import cabo_desktop.games.cabo.rules.engine\n"
                    "def f(t):\n    t.game.apply(t.match.state, None)\n    return t.session\n")
    assert len(authority_reads(path)) == 7
