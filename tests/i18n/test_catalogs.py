"""The French and Ukrainian catalogs: complete, in step with the code, and safe to format."""

import re
import string
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import catalogs  # noqa: E402  (packaging/catalogs.py: Babel's reading and extraction)

from cabo_desktop import i18n  # noqa: E402

LANGS = catalogs.LANGUAGES


def fields(pattern: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(pattern) if name is not None}


def entries(lang):
    return [m for m in catalogs.read(catalogs.po_path(lang), lang) if m.id]


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_is_translated_and_none_is_fuzzy(lang):
    assert catalogs.problems(lang) == []


def test_the_catalogs_hold_exactly_the_messages_of_the_code(tmp_path, monkeypatch):
    """A message added to the code without a translation (or one left behind) fails here."""
    from babel.messages.extract import extract_from_dir
    in_code = set()
    for _, _, message, _, context in extract_from_dir(str(ROOT / "cabo_desktop"), catalogs.METHOD_MAP,
                                                        keywords=catalogs.KEYWORDS):
        in_code.add((context, message if isinstance(message, str) else message[0]))
    for lang in LANGS:
        in_po = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in entries(lang)}
        assert in_code - in_po == set(), f"{lang}: not in the catalog: {sorted(in_code - in_po)[:10]}"
        assert in_po - in_code == set(), f"{lang}: no longer in the code: {sorted(in_po - in_code)[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_use_only_the_placeholders_of_their_message(lang):
    """A placeholder the English does not pass would raise KeyError on the player's screen."""
    bad = []
    for m in entries(lang):
        ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
        strings = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        allowed = set().union(*(fields(i) for i in ids))
        if allowed & {"count", "nth"}:
            allowed.add("n")  # a number in words or an ordinal always comes with its digits (docs/i18n.md)
        for s in strings:
            try:
                used = fields(s)
            except ValueError as exc:
                bad.append((m.id, s, str(exc)))
                continue
            if not used <= allowed:
                bad.append((m.id, s, sorted(used - allowed)))
    assert bad == []


def test_french_puts_a_no_break_space_before_two_part_punctuation():
    """French typography: a no-break space (U+00A0) before : ; ? and !, never a plain one (a plain
    space lets the line break before the mark)."""
    bad = []
    for m in entries("fr"):
        strings = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        bad += [s for s in strings if re.search(r" [:;?!]", s)]
    assert bad == []


def test_ukrainian_has_three_plural_forms_and_french_two():
    assert catalogs.read(catalogs.po_path("uk"), "uk").num_plurals == 3
    assert catalogs.read(catalogs.po_path("fr"), "fr").num_plurals == 2


@pytest.mark.parametrize("lang", LANGS)
def test_the_compiled_catalog_is_what_the_game_reads(lang):
    catalogs.compile_catalogs()
    assert i18n.set_language(lang) == lang
    for m in entries(lang):
        if isinstance(m.id, (tuple, list)):
            for n in (1, 2, 5):
                got = i18n.np_(m.context, m.id[0], m.id[1], n) if m.context else i18n.n_(m.id[0], m.id[1], n)
                assert got in m.string
        else:
            got = i18n.p_(m.context, m.id) if m.context else i18n._(m.id)
            assert got == m.string


def test_ukrainian_plural_forms_follow_the_numbers():
    """1 карта, 2 карти, 5 карт, 21 карта: the catalog's rule picks the right form."""
    catalogs.compile_catalogs()
    i18n.set_language("uk")
    plural = [m for m in entries("uk") if isinstance(m.id, (tuple, list))]
    assert plural, "no plural message in the catalog"
    m = plural[0]
    forms = [i18n.n_(m.id[0], m.id[1], n) if not m.context else i18n.np_(m.context, m.id[0], m.id[1], n)
             for n in (1, 2, 5, 21, 22, 25, 11)]
    assert forms == [m.string[0], m.string[1], m.string[2], m.string[0], m.string[1], m.string[2], m.string[2]]


def test_the_system_language_is_used_when_it_is_ours():
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}, lambda: (None, None)) == "fr"
    assert i18n.system_language({"LANGUAGE": "uk:en"}, lambda: (None, None)) == "uk"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}, lambda: (None, None)) == "en"
    assert i18n.system_language({}, lambda: ("Ukrainian_Ukraine", "1251")) == "uk"
    assert i18n.system_language({"LANG": "C.UTF-8"}, lambda: ("French_France", "1252")) == "fr"


def test_a_missing_catalog_falls_back_to_english(monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    assert i18n.set_language("fr") == "en"
    assert i18n._("New game") == "New game"
