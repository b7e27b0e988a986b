"""The log: a rotating file `cabo-desktop.log` in the per-user log folder.

`setup_logging()` attaches it to the `cabo_desktop` logger (idempotent: calling it again does
nothing, unless the log folder changed, e.g. another CABO_DESKTOP_HOME in tests). Storage logs
every file it moves aside, with both paths, and every write that failed. `log_unexpected(exc)`
records an unexpected exception with its traceback and returns the log file's path, for the
friendly error screen.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

from . import paths

LOGGER_NAME = "cabo_desktop"
LOG_NAME = "cabo-desktop.log"
MAX_BYTES = 1_000_000
BACKUP_COUNT = 3
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

_MARK = "_cabo_desktop_handler"


class _QuietRotatingFile(logging.handlers.RotatingFileHandler):
    """The log file; a write that fails (a full disk, a folder made read-only while the game
    runs) is dropped without the "--- Logging error ---" traceback on the terminal."""

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        pass


def log_path() -> Path:
    return paths.log_dir() / LOG_NAME


def _ours(logger: logging.Logger) -> list[logging.Handler]:
    return [h for h in logger.handlers if getattr(h, _MARK, False)]


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Log to the rotating file (once). Returns the log file's path, or None when the log folder
    cannot be written (then messages go to stderr instead, and the game carries on)."""
    logger = logging.getLogger(LOGGER_NAME)
    logger.setLevel(level)
    path = log_path()
    for handler in _ours(logger):
        if isinstance(handler, logging.handlers.RotatingFileHandler) and Path(handler.baseFilename) == path.absolute():
            return path
        logger.removeHandler(handler)
        handler.close()
    handler: logging.Handler
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = _QuietRotatingFile(path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8")
        result: Path | None = path
    except OSError as exc:
        handler = logging.StreamHandler(sys.stderr)
        result = None
        print(f"cabo-desktop: cannot write the log {path} ({exc}); logging to the terminal", file=sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    setattr(handler, _MARK, True)
    logger.addHandler(handler)
    return result


def shutdown_logging() -> None:
    """Close and detach the log file (tests; the end of the app)."""
    logger = logging.getLogger(LOGGER_NAME)
    for handler in _ours(logger):
        logger.removeHandler(handler)
        handler.close()


def log_unexpected(exc: BaseException, context: str = "unexpected error") -> Path:
    """Log an exception with its traceback; returns the log path to show the player."""
    setup_logging()
    logging.getLogger(LOGGER_NAME).error("%s: %s", context, exc, exc_info=(type(exc), exc, exc.__traceback__))
    return log_path()
