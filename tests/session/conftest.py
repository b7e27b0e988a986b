"""Session tests get their own per-user home (CABO_DESKTOP_HOME) under tmp_path: the autosave
they write never touches the real user folders."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
    from cabo_desktop.storage.logs import shutdown_logging

    shutdown_logging()
