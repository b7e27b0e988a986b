"""Cabanga!'s words in the pseudo-locale: every log line of whole games for every reader, the
replay's action lines, the round notes, the rules screen, the table's prompts and the AI levels
go through the translation functions (no plain-ASCII English word is left)."""

import random
import re

import pytest

from cabo_desktop import i18n
from cabo_desktop.games import get_game
from cabo_desktop.games.cabanga.ai import SolidAgent
from cabo_desktop.games.cabanga.rules import apply, legal_actions, load_builtin, new_game, observe
from cabo_desktop.games.cabanga.rules import events as E
from cabo_desktop.games.cabanga.rules_text import rules_sections
from cabo_desktop.games.cabanga.words import Narrator

NAMES = ["Xq", "Zw", "Vk", "Jx"]  # no English words in the seat names
ALLOWED = {"Cabanga"}  # the game's name


def leaks(text: str) -> list[str]:
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in ALLOWED and w not in NAMES]


@pytest.fixture
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("seats,seed", [(4, 1), (3, 2), (2, 3)])
def test_every_log_line_action_and_round_note_is_translated(pseudo, seats, seed):
    variant = load_builtin()
    state, first = new_game(variant, seats, seed)
    steps = [(None, first)]
    agents = [SolidAgent(seed=k) for k in range(seats)]
    rng = random.Random(seed)
    while not state.over:
        seat = state.to_act
        action = agents[seat].choose(observe(state, seat), legal_actions(state), rng)
        state, events = apply(state, action)
        steps.append((action, events))
    narrator = Narrator(NAMES[:seats])
    found: set[str] = set()
    kinds: set[str] = set()
    for me in [None, *range(seats)]:
        lines: list[str] = []
        for _action, events in steps:
            for ev in events:
                kinds.add(type(ev).__name__)
                narrator.log_into(lines, ev.for_seat(me) if me is not None else ev, me)
        found.update(lines)
    for action, events in steps:
        if action is not None:
            found.add(narrator.action(action, 0))
        for ev in events:
            if isinstance(ev, E.RoundEnded):
                found.update(narrator.round_notes(ev, variant))
    bad = sorted({w for line in found for w in leaks(line)})
    assert len(found) > 30 and {"CardPlayed", "CardsThrown", "PenaltyDrawn", "RoundEnded"} <= kinds
    assert bad == [], f"untranslated words: {bad[:20]}"


def test_the_rules_screen_and_the_levels_are_translated(pseudo):
    sections = rules_sections(load_builtin())
    text = [heading for heading, _ in sections] + [line for _, lines in sections for line in lines]
    game = get_game("cabanga")
    for level in game.offered_levels():  # a yardstick not offered stays in English
        text += [level.persona, level.flavour, level.description, level.title]
    assert len(text) > 30
    bad = sorted({w for line in text for w in leaks(line)})
    assert bad == [], f"untranslated words: {bad[:20]}"


def test_the_french_and_ukrainian_rules_name_the_colours_in_their_language():
    for lang, red in (("fr", "rouge"), ("uk", "червон")):
        i18n.set_language(lang)
        try:
            lines = [line for _h, body in rules_sections(load_builtin()) for line in body]
            assert any(red in line for line in lines), lang
        finally:
            i18n.set_language("en")
