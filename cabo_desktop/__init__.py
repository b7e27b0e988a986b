"""Cabo Desktop: the card game CABO for the desktop."""

from importlib import metadata as _metadata


def _version() -> str:
    try:
        return _metadata.version("cabo-desktop")
    except _metadata.PackageNotFoundError:  # running from a source tree that is not installed
        return "0.1.0"


__version__ = _version()
