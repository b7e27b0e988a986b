"""The game's languages: English (the source), French and Ukrainian, through gettext.

    from cabo_desktop.i18n import _, n_, p_, N_
    _("New game")                                        # a message
    _("{name} drew from the deck.").format(name=name)    # whole sentences, named placeholders
    n_("{n} card", "{n} cards", n).format(n=n)           # plural forms (Ukrainian has three)
    p_("card rank", "King")                              # a message with a context
    TITLES = {"easy": N_("Easy")}; _(TITLES[key])        # marked now, translated where shown

The catalogs are `cabo_desktop/locale/<lang>/LC_MESSAGES/cabo_desktop.po` (sources, in the
repository); the build compiles them to `.mo` (`python3 tasks.py catalogs`, which every task runs,
and the PyInstaller build). `set_language` switches at once; text drawn after it is in the new
language. No pygame here: rules-free code of every layer (storage's messages, the variant file
checker) translates through this module.

A pseudo-locale (`PSEUDO`) wraps every translated message in ⟦…⟧ with accented letters and a
third more length: the tests run the screens in it to find text that bypasses translation and
text that would not fit a longer language.
"""

from __future__ import annotations

import gettext
import locale
import logging
import os
import re
from pathlib import Path
from typing import Callable, Iterable

log = logging.getLogger("cabo_desktop.i18n")

DOMAIN = "cabo_desktop"
LANGUAGES = {"en": "English", "fr": "Français", "uk": "Українська"}  # code -> its own name
AUTO = "auto"  # the setting's default: the system's language when it is one of LANGUAGES
PSEUDO = "pseudo"  # for the tests only


def locale_dir() -> Path:
    """Where the catalogs are: next to this module (a source checkout, a wheel, the frozen build)."""
    return Path(__file__).resolve().parent / "locale"


def system_language(environ: dict | None = None, getlocale: Callable[[], tuple] = locale.getlocale) -> str:
    """The system's language when it is one of ours, else English. Reads LANGUAGE, LC_ALL,
    LC_MESSAGES and LANG as gettext does, then the process locale (Windows names it
    "French_France" or "Ukrainian_Ukraine")."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key)
        if value:
            candidates.extend(value.split(":"))
            break
    try:
        name = getlocale()[0]
    except (ValueError, TypeError):
        name = None
    if name:
        candidates.append(name)
    for candidate in candidates:
        code = _code_of(candidate)
        if code:
            return code
    return "en"


def _code_of(name: str) -> str | None:
    low = name.strip().lower()
    if low in ("c", "posix", ""):
        return None
    for code, words in (("fr", ("fr", "french", "français")), ("uk", ("uk", "ukrainian", "українська")),
                        ("en", ("en", "english"))):
        head = re.split(r"[_.@\-]", low, maxsplit=1)[0]
        if head in words:
            return code
    return None


def resolve(choice: str) -> str:
    """The language a setting means: AUTO -> the system's; an unknown code -> English."""
    if choice == AUTO:
        return system_language()
    return choice if choice in LANGUAGES or choice == PSEUDO else "en"


class _Pseudo(gettext.NullTranslations):
    """Every message visibly translated and a third longer; {placeholders} kept as they are."""

    # every ASCII letter becomes a look-alike, so a word of plain letters on screen is a word that
    # bypassed translation, even where a long message is wrapped over several lines
    ACCENTS = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                            "åƀçđéƒĝĥîĵķļɱñøþʠŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑØÞǪŔŠŢÜṼŴẊÝŽ")

    def _wrap(self, message: str) -> str:
        parts = re.split(r"(\{[^{}]*\})", message)
        body = "".join(p if p.startswith("{") else p.translate(self.ACCENTS) for p in parts)
        pad = "~" * max(1, len(message) // 3)
        return f"⟦{body}{pad}⟧"

    def gettext(self, message):
        return self._wrap(message)

    def ngettext(self, singular, plural, n):
        return self._wrap(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return self._wrap(message)

    def npgettext(self, context, singular, plural, n):
        return self._wrap(singular if n == 1 else plural)


_current = "en"
_translation: gettext.NullTranslations = gettext.NullTranslations()


def set_language(choice: str) -> str:
    """Switch to a language (a code, AUTO or PSEUDO); returns the code in use. A missing catalog
    falls back to English and says so in the log (the build compiles the catalogs)."""
    global _current, _translation
    code = resolve(choice)
    if code == PSEUDO:
        translation: gettext.NullTranslations = _Pseudo()
    elif code == "en":
        translation = gettext.NullTranslations()
    else:
        try:
            translation = gettext.translation(DOMAIN, str(locale_dir()), languages=[code])
        except OSError:
            log.warning("no compiled catalog for %s in %s: English is used (run python3 tasks.py catalogs)",
                        code, locale_dir())
            translation, code = gettext.NullTranslations(), "en"
    _current, _translation = code, translation
    return code


def current_language() -> str:
    return _current


def _(message: str) -> str:
    return _translation.gettext(message)


def n_(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def p_(context: str, message: str) -> str:
    return _translation.pgettext(context, message)


def np_(context: str, singular: str, plural: str, n: int) -> str:
    return _translation.npgettext(context, singular, plural, n)


def _joined(items: Iterable[str], last: str) -> str:
    """Items joined in the player's language, the last one by the pattern `last` ("{head} and {last}")."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    head = items[0]
    for item in items[1:-1]:
        # TRANSLATORS: a list of more than two items, all but the last: "12, 12" in "12, 12, 13 and 13"
        head = p_("list", "{head}, {item}").format(head=head, item=item)
    return last.format(head=head, last=items[-1])


def and_list(items: Iterable[str]) -> str:
    """Items joined as a list in the player's language: "A", "A and B", "A, B and C"."""
    # TRANSLATORS: the last item of a list: "12, 12, 13 and 13", "Jack and Queen", "Ann and Bob"
    return _joined(items, p_("list", "{head} and {last}"))


def or_list(items: Iterable[str]) -> str:
    """Items joined as choices in the player's language: "A", "A or B", "A, B or C"."""
    # TRANSLATORS: the last of a list of choices: "12, 18 or 25"
    return _joined(items, p_("list", "{head} or {last}"))


def sentence(text: str) -> str:
    """`text` with a capital first letter: a sentence a name or a card opens ("red 15 here opens
    a gap" -> "Red 15 here opens a gap"), in any of the languages."""
    return text[:1].upper() + text[1:]


def number(n: int) -> str:
    """A large whole number with the player's thousands separator ("4,194,304")."""
    # TRANSLATORS: the thousands separator in large numbers (4,194,304 bytes): French and Ukrainian use a space
    return f"{n:,}".replace(",", p_("thousands separator", ","))


def decimal(value: float, digits: int = 1) -> str:
    """A number with `digits` decimals and the player's decimal separator ('4.5', '4,5')."""
    # TRANSLATORS: the decimal separator of numbers like 4.5 ("," in French and Ukrainian)
    return f"{value:.{digits}f}".replace(".", p_("decimal separator", "."))


def data_text(text: str) -> str:
    """A text that comes from a data file rather than the code: a built-in variant's title,
    description, option labels and notes are in the catalog (packaging/catalogs.py extracts
    them), a player's own variant file is shown as its author wrote it."""
    return _translation.gettext(text) if text else text


def N_(message: str) -> str:
    """Marks a message for the catalog without translating it (module-level tables)."""
    return message
