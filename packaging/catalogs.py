#!/usr/bin/env python3
"""The translation catalogs: compile `.po` to `.mo` (every build and task), and extract + update
for maintainers. Needs Babel (the `i18n` extra); the game itself reads `.mo` with the standard
library. See docs/i18n.md.

    python packaging/catalogs.py compile   # .po -> .mo where the .mo is missing or older
    python packaging/catalogs.py extract   # source -> cabo_desktop.pot -> update fr and uk .po
    python packaging/catalogs.py check     # fail on an empty, fuzzy or obsolete entry
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "cabo_desktop" / "locale"
DOMAIN = "cabo_desktop"
LANGUAGES = ("fr", "uk")
KEYWORDS = {"_": None, "N_": None, "n_": (1, 2), "p_": ((1, "c"), 2), "np_": ((1, "c"), 2, 3)}
POT = LOCALE / f"{DOMAIN}.pot"


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path, locale: str | None = None):
    from babel.messages.pofile import read_po
    with path.open("rb") as f:
        return read_po(f, locale=locale, domain=DOMAIN)


def write(path: Path, catalog) -> None:
    from babel.messages.pofile import write_po
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with tmp.open("wb") as f:
        write_po(f, catalog, width=100, sort_output=False, include_previous=False)
    tmp.replace(path)


def compile_catalogs(force: bool = False) -> list[Path]:
    """Write each language's .mo when it is missing or older than its .po; returns those written."""
    from babel.messages.mofile import write_mo
    written = []
    for lang in LANGUAGES:
        po = po_path(lang)
        mo = po.with_suffix(".mo")
        if not po.exists() or (not force and mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime):
            continue
        catalog = read(po, lang)
        tmp = mo.with_suffix(f".mo.{os.getpid()}.tmp")  # test workers may compile at once
        with tmp.open("wb") as f:
            write_mo(f, catalog, use_fuzzy=False)
        tmp.replace(mo)
        written.append(mo)
    return written


METHOD_MAP = [("**.py", "python"), ("**/variants/*.yaml", "catalogs:extract_variant")]


def extract_variant(fileobj, keywords, comment_tags, options):
    """Babel extractor for a built-in variant file: its title, description, option labels and notes,
    the texts the setup and rules screens show (translated there; a player's own variant file is
    shown as written)."""
    import yaml
    data = yaml.safe_load(fileobj.read().decode("utf-8")) or {}
    name = data.get("name", "?")
    texts = [("title", data.get("title")), ("description", data.get("description"))]
    texts += [(f"option {o.get('key')}", o.get("label")) for o in data.get("options") or () if isinstance(o, dict)]
    texts += [(f"option {o.get('key')}: its row", o.get("short")) for o in data.get("options") or () if isinstance(o, dict)]
    for o in data.get("options") or ():  # a value that is a word ("all", "rainbow"), not a number
        for value in (o.get("values") or ()) if isinstance(o, dict) else ():
            if isinstance(yaml.safe_load(str(value)), str):
                texts.append((f"option {o.get('key')}: a value", str(value)))
    texts += [("note", n) for n in data.get("notes") or ()]
    for what, text in texts:
        if isinstance(text, str) and text.strip():
            yield 1, "_", text, [f"variant {name}: {what}"]


def extract() -> None:
    """Source strings -> the .pot -> each .po updated (translations kept, obsolete ones dropped)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir
    from babel import Locale

    template = Catalog(project="Cabo Desktop", domain=DOMAIN, charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT / "cabo_desktop"), METHOD_MAP, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True):
        template.add(message, None, [(f"cabo_desktop/{filename}", lineno)], auto_comments=comments, context=context)
    write(POT, template)
    for lang in LANGUAGES:
        po = po_path(lang)
        if po.exists():
            catalog = read(po, lang)
        else:
            catalog = Catalog(locale=Locale.parse(lang), domain=DOMAIN, project="Cabo Desktop", charset="utf-8")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        write(po, catalog)


def problems(lang: str) -> list[str]:
    """Entries of a catalog that a player would see in English: empty, fuzzy or partly translated plurals."""
    out = []
    catalog = read(po_path(lang), lang)
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        if message.fuzzy:
            out.append(f"{lang}: fuzzy: {message.id!r}")
        elif not all(strings):
            out.append(f"{lang}: untranslated: {message.id!r}")
    return out


def main(argv: list[str]) -> int:
    task = argv[0] if argv else "compile"
    if task == "compile":
        for mo in compile_catalogs(force="--force" in argv):
            print(f"compiled {mo.relative_to(ROOT)}")
    elif task == "extract":
        extract()
        print(f"extracted {POT.relative_to(ROOT)}; updated " + ", ".join(str(po_path(l).relative_to(ROOT)) for l in LANGUAGES))
    elif task == "check":
        found = [p for lang in LANGUAGES for p in problems(lang)]
        print("\n".join(found) or "catalogs complete")
        return 1 if found else 0
    else:
        print(f"unknown task {task!r}: compile, extract or check", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
