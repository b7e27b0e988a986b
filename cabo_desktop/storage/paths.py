"""Where per-user files live (platformdirs), resolved lazily.

CABO_DESKTOP_HOME, when set, puts every per-user folder under one directory: tests and
portable installs use it so that nothing touches the real user folders.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "cabo-desktop"
APP_AUTHOR = "CaboDesktop"


def _override() -> Path | None:
    home = os.environ.get("CABO_DESKTOP_HOME")
    return Path(home) if home else None


def data_dir() -> Path:
    home = _override()
    if home:
        return home / "data"
    import platformdirs

    return platformdirs.user_data_path(APP_NAME, APP_AUTHOR)


def config_dir() -> Path:
    home = _override()
    if home:
        return home / "config"
    import platformdirs

    return platformdirs.user_config_path(APP_NAME, APP_AUTHOR)


def cache_dir() -> Path:
    """Files the game can always make again (the synthesized sounds): safe to delete."""
    home = _override()
    if home:
        return home / "cache"
    import platformdirs

    return platformdirs.user_cache_path(APP_NAME, APP_AUTHOR)


def log_dir() -> Path:
    home = _override()
    if home:
        return home / "logs"
    import platformdirs

    return platformdirs.user_log_path(APP_NAME, APP_AUTHOR)


def user_variants_dir() -> Path:
    """Players put their own variant files (*.yaml) here."""
    return data_dir() / "variants"
