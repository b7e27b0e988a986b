"""How a player can type this program's commands where they are (messages suggest them)."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def demo_command() -> str:
    """The headless demo: `python3 tasks.py demo` from a checkout set up by tasks.py,
    `python -m cabo_desktop ...` when started that way, else the installed command."""
    if os.environ.get("CABO_DESKTOP_LAUNCHER") == "tasks.py":
        return "python3 tasks.py demo"
    if Path(sys.argv[0]).name == "__main__.py":
        return "python -m cabo_desktop demo --headless --games 1"
    return "cabo-desktop demo --headless --games 1"
