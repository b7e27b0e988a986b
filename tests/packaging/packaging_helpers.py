"""Helpers of the packaging tests: Debian tools that may be missing."""

from __future__ import annotations

import os
import shutil

import pytest

from tasks import PACKAGING_TOOLS  # tool -> the Debian package that has it (tasks.py installs them)



def require_tool(tool: str) -> str:
    found = shutil.which(tool)
    if found:
        return found
    message = f"{tool} is not installed (Debian package {PACKAGING_TOOLS.get(tool, tool)})"
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    if os.environ.get("CABO_APT_FAILED"):
        pytest.skip(message + ": tasks.py tried to install it with apt-get, which failed")
    if os.environ.get("CI") and is_root and shutil.which("apt-get"):
        pytest.fail(message + ": tasks.py test should have installed it with apt-get")
    pytest.skip(message + "; `python3 tasks.py test` installs it when run as root")
