"""Every sentence the game writes, not only those one tour happens to show: the log of whole
games (for every reader), the replay's action lines, the round notes, the hints, the rules of
every built-in variant and the tutorial's steps, in the pseudo-locale (every translated letter
becomes a look-alike, so a word of plain ASCII letters bypassed translation)."""

import re

import pytest

from cabo_desktop import i18n
from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.hint import hint_for
from cabo_desktop.games.cabo.rules import events as E
from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.games.cabo.rules.engine import legal_actions
from cabo_desktop.games.cabo.rules.observation import observe
from cabo_desktop.games.cabo.rules_text import rules_sections
from cabo_desktop.games.cabo.tutorial_script import tutorial_steps
from cabo_desktop.games.cabo.words import Narrator, reaction

NAMES = ["Xq", "Zw", "Vk", "Jx"]  # no English words in the seat names
ALLOWED = {"CABO", "Kaboo", "Cabo"}  # the game's names


def leaks(text: str) -> list[str]:
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in ALLOWED and w not in NAMES]


@pytest.fixture
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language("en")


def played(variant_name: str, seats: int, seed: int):
    variant = load_builtin(variant_name)
    steps = []
    run = play_game(variant, [make_agent("casual", seed=seed + k) for k in range(seats)], seed,
                    on_step=lambda state, action, events: steps.append((state, action, events)))
    return variant, run, steps


@pytest.mark.parametrize("variant_name,seats,seed", [("official", 4, 1), ("classic", 3, 2), ("kaboo", 4, 3),
                                                     ("kaboo", 2, 4), ("official", 2, 5)])
def test_every_log_line_replay_line_and_note_is_translated(pseudo, variant_name, seats, seed):
    variant, run, steps = played(variant_name, seats, seed)
    narrator = Narrator(NAMES[:seats])
    found: set[str] = set()
    kinds: set[str] = set()
    for me in [None, *range(seats)]:
        lines: list[str] = []
        for state, action, events in steps:
            for ev in events:
                kinds.add(type(ev).__name__)
                narrator.log_into(lines, ev.for_seat(me) if me is not None else ev, me)  # None: the replay, all face up
        found.update(lines)
    for state, action, events in steps:
        found.add(narrator.action(action, 0))
        for ev in events:
            if isinstance(ev, E.RoundScored):
                resets = [r for r in events if isinstance(r, E.ScoreReset)]
                found.update(narrator.round_notes(ev, resets, variant))
    bad = sorted({w for line in found for w in leaks(line)})
    assert len(found) > 50 and len(kinds) > 8
    assert bad == [], f"untranslated words: {bad[:20]}"


def test_the_personas_lines_are_translated(pseudo):
    said = [reaction(level, moment) for level in ("beginner", "casual", "skilled", "expert")
            for moment in ("cabo", "win", "spied")]
    assert all(said) and not [w for s in said for w in leaks(s)]


@pytest.mark.parametrize("variant_name", ["official", "classic", "kaboo"])
def test_the_rules_screen_text_is_translated(pseudo, variant_name):
    sections = rules_sections(load_builtin(variant_name))
    text = [heading for heading, _ in sections] + [line for _, lines in sections for line in lines]
    assert len(text) > 10
    assert [w for line in text for w in leaks(line)] == []


def test_the_tutorial_is_translated(pseudo):
    steps = tutorial_steps()
    text = [s.coach for s in steps] + [s.hint for s in steps if s.hint]
    assert len(text) > 5
    assert [w for line in text for w in leaks(line)] == []


@pytest.mark.parametrize("variant_name", ["official", "kaboo"])
def test_the_hints_are_translated(pseudo, variant_name):
    variant, run, steps = played(variant_name, 3, 6)
    reasons = set()
    for k, (state, action, events) in enumerate(steps[:120]):
        if state.to_act >= 0 and k % 3 == 0:
            _, reason = hint_for(observe(state, state.to_act), legal_actions(state), salt=k, names=NAMES[:3])
            reasons.add(reason)
    assert len(reasons) > 5
    assert sorted({w for r in reasons for w in leaks(r)}) == []


def test_french_personas_read_well_after_de_and_a():
    """French messages put a seat's name after "de" or "à" ("Au tour de {name}"), where a name
    starting with the article "Le" or "Les" would need "du" or "au" ("Au tour de Le Renard")."""
    from cabo_desktop.games import game_names, get_game
    i18n.set_language("fr")
    try:
        personas = [level.persona for name in game_names() for level in get_game(name).ai_levels().values()]
    finally:
        i18n.set_language("en")
    assert "Maître Renard" in personas  # the French catalog is the one read
    assert [p for p in personas if re.match(r"(Le|Les) ", p)] == []


def test_the_games_names_are_shown_in_the_players_language():
    """A playtest saw "Kobito" in the Ukrainian game selector beside "Кобіто" in the variant's
    title, and "Cabanga!" beside the French "Cabanga !"."""
    from cabo_desktop.games import get_game
    try:
        i18n.set_language("uk")
        assert get_game("kobito").display_title == "Кобіто"
        i18n.set_language("fr")
        assert get_game("cabanga").display_title == "Cabanga\u00a0!"
        assert get_game("cabanga").display_title in i18n.data_text(get_game("cabanga").load_builtin("standard").title)
    finally:
        i18n.set_language("en")
    assert get_game("kobito").display_title == "Kobito"
