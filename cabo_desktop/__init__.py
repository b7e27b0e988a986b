"""Cabo Desktop: the card game CABO for the desktop."""


def _version() -> str:
    """The version from pyproject.toml: read from the file itself when running from a source tree
    or a PyInstaller bundle (which carries pyproject.toml), else from the installed metadata (a
    wheel). The file comes first: reading it takes a few milliseconds, the metadata's lookup a
    tenth of a second of start-up (importlib.metadata, email, zipfile...)."""
    import sys
    import tomllib
    from pathlib import Path

    for folder in (Path(__file__).resolve().parent.parent, Path(getattr(sys, "_MEIPASS", "."))):
        try:
            with open(folder / "pyproject.toml", "rb") as handle:
                data = tomllib.load(handle)
            if data["project"]["name"] == "cabo-desktop":  # this project's file, not a stray one
                return data["project"]["version"]
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            continue
    from importlib import metadata
    try:
        return metadata.version("cabo-desktop")
    except metadata.PackageNotFoundError:
        return "unknown"


__version__ = _version()
