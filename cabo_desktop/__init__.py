"""Cabo Desktop: the card game CABO for the desktop."""

from importlib import metadata as _metadata


def _version() -> str:
    """The version from pyproject.toml: via the installed metadata, or read from the file itself
    when running from a source tree or a PyInstaller bundle (which carries pyproject.toml)."""
    try:
        return _metadata.version("cabo-desktop")
    except _metadata.PackageNotFoundError:
        import sys
        import tomllib
        from pathlib import Path

        for folder in (Path(__file__).resolve().parent.parent, Path(getattr(sys, "_MEIPASS", "."))):
            try:
                with open(folder / "pyproject.toml", "rb") as handle:
                    return tomllib.load(handle)["project"]["version"]
            except (OSError, KeyError, tomllib.TOMLDecodeError):
                continue
        return "unknown"


__version__ = _version()
