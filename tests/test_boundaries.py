"""Dependencies run one way (rules <- ai <- ui): the rules and the AI never load pygame."""

import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "cabo_desktop"


def test_rules_and_ai_do_not_import_pygame():
    code = (
        "import sys, cabo_desktop.rules, cabo_desktop.rules.records, cabo_desktop.ai, cabo_desktop.ai.runner, "
        "cabo_desktop.cli; assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=PACKAGE.parent)
    assert result.returncode == 0, result.stderr


def test_rules_source_never_names_pygame_or_the_ui():
    for path in list((PACKAGE / "rules").glob("*.py")) + list((PACKAGE / "ai").glob("*.py")):
        imports = [line.strip() for line in path.read_text().splitlines() if line.strip().startswith(("import ", "from "))]
        for line in imports:
            assert "pygame" not in line and ".ui" not in line, f"{path.name}: {line}"
