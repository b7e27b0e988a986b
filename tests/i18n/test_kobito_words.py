"""Kobito's words in the pseudo-locale: the rules screen's text, the AI levels and the rules'
refusals go through the translation functions (no plain-ASCII English word is left)."""

import re

import pytest

from cabo_desktop import i18n
from cabo_desktop.games import get_game
from cabo_desktop.games.kobito.rules import IllegalAction, apply, load_builtin, new_game
from cabo_desktop.games.kobito.rules.actions import End
from cabo_desktop.games.kobito.rules_text import rules_sections

ALLOWED = {"Kobito"}  # the game's name


def leaks(text: str) -> list[str]:
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in ALLOWED]


@pytest.fixture
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language("en")


def test_the_rules_screen_levels_and_refusals_are_translated(pseudo):
    sections = rules_sections(load_builtin())
    text = [heading for heading, _ in sections] + [line for _, lines in sections for line in lines]
    for level in get_game("kobito").offered_levels():  # a yardstick not offered stays in English
        text += [level.persona, level.flavour, level.description, level.title]
    state, _ = new_game(load_builtin(), 2, 1)
    with pytest.raises(IllegalAction) as refused:
        apply(state, End())
    text.append(str(refused.value))
    assert len(text) > 30
    bad = sorted({w for line in text for w in leaks(line)})
    assert bad == [], f"untranslated words: {bad[:20]}"
