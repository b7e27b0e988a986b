"""Every storage test gets its own per-user home (CABO_DESKTOP_HOME) under tmp_path: the real
user folders are never touched. fsync is skipped for speed (the subprocess kill test and the
interrupted-write tests exercise the real write path)."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    yield tmp_path / "home"
    from cabo_desktop.storage.logs import shutdown_logging

    shutdown_logging()
