"""Cabo Desktop: the card game CABO for the desktop."""


def _plain(text: str) -> str | None:
    """The version in pyproject.toml's text when its [project] table says name and version as
    plain quoted strings on their own lines (this project's file does), else None: found without
    importing tomllib (10 ms of the first frame's start-up)."""
    table, found = "", {}
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            table = line
        elif table == "[project]" and line.split("=", 1)[0].strip() in ("name", "version"):
            key, value = (part.strip() for part in line.split("=", 1))
            if len(value) < 2 or value[0] != '"' or value[-1] != '"' or '"' in value[1:-1] or "\\" in value:
                return None
            found[key] = value[1:-1]
    return found.get("version") if found.get("name") == "cabo-desktop" else None


def _version() -> str:
    """The version from pyproject.toml: read from the file itself when running from a source tree
    or a PyInstaller bundle (which carries pyproject.toml), else from the installed metadata (a
    wheel). The file comes first: reading it takes a few milliseconds, the metadata's lookup a
    tenth of a second of start-up (importlib.metadata, email, zipfile...)."""
    import sys
    from pathlib import Path

    for folder in (Path(__file__).resolve().parent.parent, Path(getattr(sys, "_MEIPASS", "."))):
        try:
            with open(folder / "pyproject.toml", "rb") as handle:
                raw = handle.read()
            version = _plain(raw.decode("utf-8"))
            if version is not None:
                return version
            import tomllib  # a file written another way

            data = tomllib.loads(raw.decode("utf-8"))
            if data["project"]["name"] == "cabo-desktop":  # this project's file, not a stray one
                return data["project"]["version"]
        except (OSError, KeyError, UnicodeDecodeError, ValueError):
            continue
    from importlib import metadata
    try:
        return metadata.version("cabo-desktop")
    except metadata.PackageNotFoundError:
        return "unknown"


__version__ = _version()
