"""The rotating log: idempotent setup, errors and moved-aside files recorded with their paths."""

from __future__ import annotations

import logging
import logging.handlers
import subprocess
import sys
from pathlib import Path

from cabo_desktop.storage import logs, saves

ROOT = Path(__file__).resolve().parents[2]


def _ours():
    return [h for h in logging.getLogger("cabo_desktop").handlers if getattr(h, "_cabo_desktop_handler", False)]


def test_setup_logging_is_idempotent_and_rotates(home):
    path = logs.setup_logging()
    assert path == home / "logs" / "cabo-desktop.log"
    assert logs.setup_logging() == path
    [handler] = _ours()
    assert isinstance(handler, logging.handlers.RotatingFileHandler)
    assert handler.maxBytes == logs.MAX_BYTES and handler.backupCount == logs.BACKUP_COUNT


def test_a_new_log_folder_replaces_the_handler(home, tmp_path, monkeypatch):
    logs.setup_logging()
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "other"))
    assert logs.setup_logging() == tmp_path / "other" / "logs" / "cabo-desktop.log"
    assert len(_ours()) == 1


def test_a_moved_aside_save_is_logged_with_both_paths():
    logs.setup_logging()
    path = saves.saves_dir() / "broken.json"
    path.parent.mkdir(parents=True)
    path.write_text("{")
    loaded = saves.load_game(path)
    text = logs.log_path().read_text()
    assert str(path) in text and str(loaded.moved[0]) in text and "WARNING" in text


def test_unexpected_errors_are_logged_with_their_traceback():
    try:
        raise RuntimeError("the table fell over")
    except RuntimeError as exc:
        where = logs.log_unexpected(exc)
    text = where.read_text()
    assert "the table fell over" in text and "Traceback" in text


def test_a_log_folder_that_cannot_be_created_does_not_stop_the_game(monkeypatch, tmp_path):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("")
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(blocker))
    assert logs.setup_logging() is None
    logging.getLogger("cabo_desktop.storage").warning("still fine")


def test_storage_does_not_import_pygame():
    code = ("import sys, cabo_desktop.storage.saves, cabo_desktop.storage.settings, cabo_desktop.storage.stats, "
            "cabo_desktop.storage.logs; assert 'pygame' not in sys.modules")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
