"""Loading a game's variants (no pygame): the game's strict `build(data, source)` applied to YAML
text, to a file, or to a built-in variant of its package (read once, then kept); a variant with
dotted settings changed; the revisions of the built-in files; and the checks every game's
variants share (the `fail` of a variant check, options that name a setting). CABO's, Cabanga!'s
and Kobito's variants load through this; CABO's files add inheritance (`extends`) of their own.

A built-in's YAML file is the source of truth; beside it lies its parse as JSON (`<name>.json`,
written by `parsed_text`, kept equal by tests/rules/test_builtin_parsed.py) with the SHA-256 of
the YAML text it was made from, so opening a table neither imports PyYAML nor parses YAML (about
30 ms of the first frame). A JSON file missing, damaged or made from other YAML text is ignored."""

from __future__ import annotations

import hashlib
import json
import typing
from pathlib import Path
from typing import Any, Callable

from ..i18n import _
from . import schema
from .player_files import checked, located, read_player_file, settings_from_file, settings_from_yaml


class VariantLoader:
    """`build(data, source)` validates plain data into a variant or raises `error` (the game's
    VariantError); the built-ins are `<folder>/<name>.yaml` for `names`. `revisions[name][r]`
    holds the settings that turn revision r of a built-in's file back into r - 1, so a record
    made with an older revision replays as it began (core/records.py); a built-in without an
    entry is at revision 1."""

    def __init__(self, folder: Path, names: tuple[str, ...], build: Callable[[Any, str], Any],
                 error: type[Exception], revisions: dict[str, dict[int, dict[str, Any]]] | None = None):
        self.folder, self.names, self.build, self.error = folder, names, build, error
        self.revisions = revisions or {}
        self._cache: dict[str, Any] = {}

    def from_text(self, text: str, source: str) -> Any:
        """A variant from YAML text (`source` names it in messages)."""
        return settings_from_yaml(text, source, self.error, self.build)

    def from_file(self, path: str | Path) -> Any:
        """A variant from a YAML file."""
        return settings_from_file(path, self.error, self.build)

    def path(self, name: str) -> Path:
        """Where the built-in `name` lies."""
        return self.folder / f"{name}.yaml"

    def builtin(self, name: str | None = None) -> Any:
        """The built-in variant `name` (by default the first built-in), read once, then kept."""
        if name is None:
            name = self.names[0]
        if name not in self.names:
            raise self.error(_("no built-in variant named {name}; built-in variants: {names}").format(
                name=schema.quote(name), names=", ".join(self.names)))
        if name not in self._cache:
            self._cache[name] = self._read_builtin(self.path(name))
        return self._cache[name]

    def _read_builtin(self, path: Path) -> Any:
        """A built-in from its parse beside it when that was made from this very YAML text, else
        from the YAML (the same variant either way)."""
        text = read_player_file(path, self.error, _("no such variant file"))
        try:
            parsed = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
            fresh = isinstance(parsed, dict) and parsed.get("sha256") == text_digest(text) and "data" in parsed
        except (OSError, ValueError):
            fresh = False
        if not fresh:
            return settings_from_yaml(text, str(path), self.error, self.build)
        data = checked(parsed["data"], str(path), self.error)
        if data is None:
            raise self.error(located(str(path), _("the file is empty")))
        return self.build(data, str(path))

    def functions(self) -> tuple[Callable[[str], int], Callable[[str, int], dict[str, Any]],
                                 Callable[[str, str], Any], Callable[[str | Path], Any], Callable[[str], Path],
                                 Callable[..., Any]]:
        """What a game's rules/variant.py gives by these names, from its loader: builtin_revision,
        revision_settings, load_variant_text, load_variant_file, builtin_path, load_builtin."""
        return self.revision, self.revision_settings, self.from_text, self.from_file, self.path, self.builtin

    def with_settings(self, variant: Any, changes: dict[str, Any], source: str = "options") -> Any:
        """A copy of `variant` with dotted settings changed, validated like a file."""
        data = schema.to_data(variant)
        for key, value in changes.items():
            schema.set_dotted(data, key, value, source, self.error)
        return self.build(data, source)

    def revision(self, name: str) -> int:
        """The revision of the built-in's file as it is now (1 until a change alters how it plays)."""
        return max(self.revisions.get(name, {}), default=1)

    def revision_settings(self, name: str, revision: int) -> dict[str, Any]:
        """The settings that turn the built-in's file as it is now back into `revision`: the undo
        of every later revision, newest first, so an older undo of the same key wins."""
        settings: dict[str, Any] = {}
        undo = self.revisions.get(name, {})
        for later in sorted((r for r in undo if r > revision), reverse=True):
            settings.update(undo[later])
        return settings


def build_checked(cls: type, data: Any, source: str, error: type[Exception],
                  check: Callable[[Any, Callable[..., typing.NoReturn]], None]) -> Any:
    """A variant of the dataclass `cls` from plain data by the shared schema, then checked as every
    game's variants are: its fewest seats not more than its most, the game's own `check(variant,
    fail)` of the rules that tie several settings together, and options that name a setting."""
    variant = schema.build(cls, data, source, error)
    fail = failing(source, error)
    players = variant.players
    if players.min > players.max:
        # TRANSLATORS: {key} and {other} are keys of a variant file (players.min, players.max): keep them as they are
        fail("players.min", _("key '{key}': {value} is more than {other} ({limit})"), value=players.min,
             other="players.max", limit=players.max)
    check(variant, fail)
    check_options(variant, fail)
    return variant


def failing(source: str, error: type[Exception]) -> Callable[..., typing.NoReturn]:
    """A variant check's `fail(key, problem, **values)`: raises `error` with the problem (its
    {key} and other fields filled) located in `source`."""
    def fail(key: str, problem: str, **values: Any) -> typing.NoReturn:
        raise error(located(source, problem.format(key=key, **values)))
    return fail


def check_options(variant: Any, fail: Callable[..., typing.NoReturn]) -> None:
    """Every option the variant offers on the setup screen names one of its settings."""
    data = schema.to_data(variant) if variant.options else {}
    for option in variant.options:
        try:
            schema.get_dotted(data, option.key)
        except KeyError:
            fail("options", _("key '{key}': option '{option}' names no setting"), option=option.key)


def text_digest(text: str) -> str:
    """The SHA-256 of a built-in's YAML text, as its parsed JSON records it."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def parsed_text(yaml_path: Path) -> str:
    """The JSON to lie beside a built-in YAML file: its digest and its parse (PyYAML's safe loader),
    keys in the file's order. `python -m cabo_desktop.core.variant_loading` writes every game's."""
    import yaml

    text = yaml_path.read_text(encoding="utf-8")
    return json.dumps({"sha256": text_digest(text), "data": yaml.safe_load(text)}, ensure_ascii=False, indent=1) + "\n"


def builtin_yaml_files() -> list[Path]:
    """Every game's built-in variant files."""
    games = Path(__file__).resolve().parent.parent / "games"
    return sorted(games.glob("*/variants/*.yaml"))


if __name__ == "__main__":
    for _yaml in builtin_yaml_files():
        _yaml.with_suffix(".json").write_text(parsed_text(_yaml), encoding="utf-8")
        print(_yaml.with_suffix(".json"))
