"""Loading a game's variants (no pygame): the game's strict `build(data, source)` applied to YAML
text, to a file, or to a built-in variant of its package (read once, then kept). Cabanga! and
Kobito load theirs through this; CABO's variant files add inheritance (`extends`) of their own."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from ..i18n import _
from . import schema
from .player_files import settings_from_file, settings_from_yaml


class VariantLoader:
    """`build(data, source)` validates plain data into a variant or raises `error` (the game's
    VariantError); the built-ins are `<folder>/<name>.yaml` for `names`."""

    def __init__(self, folder: Path, names: tuple[str, ...], build: Callable[[Any, str], Any],
                 error: type[Exception]):
        self.folder, self.names, self.build, self.error = folder, names, build, error
        self._cache: dict[str, Any] = {}

    def from_text(self, text: str, source: str) -> Any:
        return settings_from_yaml(text, source, self.error, self.build)

    def from_file(self, path: str | Path) -> Any:
        return settings_from_file(path, self.error, self.build)

    def path(self, name: str) -> Path:
        return self.folder / f"{name}.yaml"

    def builtin(self, name: str) -> Any:
        if name not in self.names:
            raise self.error(_("no built-in variant named {name}; built-in variants: {names}").format(
                name=schema.quote(name), names=", ".join(self.names)))
        if name not in self._cache:
            self._cache[name] = self.from_file(self.path(name))
        return self._cache[name]
