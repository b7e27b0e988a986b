"""The variants a player can choose: the built-ins, then their own files from user_variants_dir().

A file that cannot be loaded is listed with its error message (never raised), so a menu can
show it greyed instead of crashing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..rules.variant import BUILTIN_NAMES, Variant, VariantError, load_builtin, load_variant_file

SUFFIXES = (".yaml", ".yml")


@dataclass(frozen=True)
class VariantEntry:
    key: str  # built-in name, or the file's stem (the name the settings remember)
    label: str  # what a menu shows
    variant: Variant | None  # None: the file could not be loaded
    error: str = ""
    path: Path | None = None

    @property
    def ok(self) -> bool:
        return self.variant is not None


def user_variant_entries(folder: Path | None = None) -> list[VariantEntry]:
    if folder is None:
        from ..storage.paths import user_variants_dir
        folder = user_variants_dir()
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix.lower() in SUFFIXES and p.is_file())
    except OSError:  # no folder yet (or unreadable): no user variants
        return []
    entries: list[VariantEntry] = []
    used = set(BUILTIN_NAMES)
    for path in files:
        key = path.stem if path.stem not in used else path.name
        used.add(key)
        try:
            variant = load_variant_file(path)
        except VariantError as exc:
            entries.append(VariantEntry(key, f"{path.name} (cannot be used)", None, str(exc), path))
        except Exception as exc:  # anything else a strange file may cause: still never crash the menu
            entries.append(VariantEntry(key, f"{path.name} (cannot be used)", None,
                                        f"{path}: {type(exc).__name__}: {exc}", path))
        else:
            entries.append(VariantEntry(key, f"{variant.title} (your file {path.name})", variant, "", path))
    return entries


def variant_entries(folder: Path | None = None) -> list[VariantEntry]:
    builtins = [VariantEntry(name, load_builtin(name).title, load_builtin(name)) for name in BUILTIN_NAMES]
    return builtins + user_variant_entries(folder)
