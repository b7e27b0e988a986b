"""The language setting: applied at start-up, changed on the settings screen (saved, and every
screen on the stack built again in the new language at once, a game in play kept as it is).

The pseudo-locale stands in for French (its text is wrapped in ⟦…⟧, so a label that bypasses the
translation shows); the real French catalog is checked too when it is compiled."""

import pygame
import pytest

from cabo_desktop import i18n
from cabo_desktop.games import get_game
from cabo_desktop.storage.settings import load_settings
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

DT = 1 / 60
FRENCH_CATALOG = i18n.locale_dir() / "fr" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"


def key(k, uni=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0)


@pytest.fixture
def app():
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


@pytest.fixture
def french_is_pseudo(monkeypatch):
    """'fr' resolves to the pseudo-locale (whether or not the French catalog is compiled)."""
    real = i18n.resolve
    monkeypatch.setattr(i18n, "resolve", lambda choice: i18n.PSEUDO if choice == "fr" else real(choice))


def choose_language(app, code):
    """Press L on the settings screen until the language setting is `code`."""
    for _ in range(5):
        if app.prefs.language == code:
            return
        app.step(0, events=[key(pygame.K_l, "l"), pygame.event.Event(pygame.TEXTINPUT, text="l")])
    raise AssertionError(f"the Language row never reached {code}")


def labels(scene):
    return [b.label for b in scene.menu.buttons]


def test_the_language_row_shows_each_language_in_its_own_name(app):
    settings = app.nav.push("settings")
    row = next(label for label in labels(settings) if label.startswith("Language: "))
    assert row == "Language: System (English)"  # the tests' system language is English
    seen = []
    for _ in range(4):
        settings = app.nav.top
        seen.append(next(b.label for b in settings.menu.buttons if b.key == "l"))
        app.step(0, events=[key(pygame.K_l, "l")])
    assert "English" in seen[1] and "Français" in seen[2] and "Українська" in seen[3]
    assert app.prefs.language == "auto"  # round the four choices
    assert i18n.current_language() == "en"


def test_switching_language_rebuilds_the_screens_at_once_and_is_saved(app, french_is_pseudo, drawn_texts):
    title = app.nav.push("title")
    settings = app.nav.push("settings")
    app.step(DT, events=[])
    choose_language(app, "fr")
    assert load_settings().value.language == "fr"  # saved as soon as changed
    assert i18n.current_language() == i18n.PSEUDO
    # the stack is the same screens, built again in the new language
    assert [s.route for s in app.scenes.stack] == ["title", "settings"]
    new_title, new_settings = app.scenes.stack
    assert new_title is not title and new_settings is not settings
    assert all(label.startswith("⟦") for label in labels(new_settings))
    assert all(label.startswith("⟦") for label in labels(new_title))
    language_row = next(b for b in new_settings.menu.buttons if b.key == "l")
    assert "Français" in language_row.label  # each language in its own name
    assert new_settings.menu.buttons[new_settings.menu.focus] is language_row  # the focus stays on the row
    drawn_texts.clear()
    app.step(DT, events=[])
    assert i18n._("Settings") in drawn_texts and i18n._("Settings").startswith("⟦")  # the heading
    # back on the title screen: in the new language too
    drawn_texts.clear()
    app.step(0, events=[key(pygame.K_ESCAPE)])
    assert app.scenes.top is new_title
    assert i18n._("New game") in drawn_texts  # its key (N) now on a corner cap, not in its words
    # and back to English
    app.nav.push("settings")
    choose_language(app, "uk")  # the next choices: uk (no catalog: English), then auto
    choose_language(app, "auto")
    assert i18n.current_language() == "en"
    assert "Settings" in labels(app.scenes.stack[0])
    assert load_settings().value.language == "auto"


def test_a_game_in_play_is_kept_when_the_language_changes(app, french_is_pseudo):
    app.nav.push("title")
    table = make_table(app, "official", 2, seed=3, human=0, levels=["random"], speed="instant", auto_continue=0.01)
    app.nav.show(table)
    app.step(DT, events=[])
    pause = app.nav.push("pause", table=table)
    app.nav.push("settings")
    choose_language(app, "fr")
    title, kept, new_pause, settings = app.scenes.stack
    assert kept is table and new_pause is not pause and new_pause.table is table
    assert all(label.startswith("⟦") for label in labels(new_pause))
    for _ in range(3):
        app.step(DT, events=[])
    assert not app.errors
    app.step(0, events=[key(pygame.K_ESCAPE)])
    assert app.scenes.top is new_pause


def test_the_saved_language_is_used_from_the_start(french_is_pseudo):
    from cabo_desktop.storage.settings import DEFAULTS
    a = App((1280, 720), headless=True, prefs=DEFAULTS.changed(language="fr"))
    try:
        assert i18n.current_language() == i18n.PSEUDO
        title = a.nav.push("title")
        assert all(label.startswith("⟦") for label in labels(title))
    finally:
        pygame.quit()


@pytest.mark.skipif(not FRENCH_CATALOG.exists(), reason="the French catalog is not compiled")
def test_the_settings_screen_in_french_with_the_real_catalog(app):
    app.nav.push("title")
    app.nav.push("settings")
    choose_language(app, "fr")
    assert i18n.current_language() == "fr"
    settings = app.nav.top
    assert any(label.startswith("Langue") and "Français" in label for label in labels(settings))
    assert "Retour" in labels(settings)
    assert load_settings().value.language == "fr"


@pytest.mark.parametrize("game,variant", [("cabo", "official"), ("cabanga", "standard"), ("kobito", "standard")])
def test_the_log_is_written_again_in_the_new_language(app, french_is_pseudo, game, variant):
    """A playtest saw a French log go on in Ukrainian under a Ukrainian screen after a change of
    language mid-game: once back at the table, the whole log is in the new language."""
    import random
    app.nav.push("title")
    levels = {"cabo": ["random"], "cabanga": ["easy"], "kobito": ["easy"]}[game]
    table = make_table(app, variant, 2, seed=3, human=0, levels=levels, speed="instant", auto_continue=0.01,
                       game=game)
    app.nav.show(table)
    agent, rng = table.game.make_agent(levels[0], seed=1), random.Random(1)
    for _ in range(3000):
        if len(table.actions_taken) >= 8 and not table.animating:
            break
        if table.human_to_act() and not table.animating:
            table.play(agent.choose(table.match.observe(0), list(table.match.legal()), rng))
        app.step(DT, events=[])
    english = [str(line) for line in table.log]
    assert len(english) >= 4 and not any(line.startswith("⟦") for line in english)
    app.nav.push("pause", table=table)
    app.nav.push("settings")
    choose_language(app, "fr")
    app.step(0, events=[key(pygame.K_ESCAPE)])  # back to the pause menu
    app.step(0, events=[key(pygame.K_ESCAPE)])  # back to the table
    for _ in range(3):
        app.step(DT, events=[])
    assert app.scenes.top is table
    rewritten = [str(line) for line in table.log]
    assert len(rewritten) >= 4 and all(line.startswith("⟦") for line in rewritten), rewritten[:3]


@pytest.mark.parametrize("game, level", [("kobito", "solid"), ("cabo", "expert"), ("cabanga", "solid")])
def test_a_running_games_personas_follow_a_change_of_language(game, level):
    """A playtest saw "Grandpa Tomte" at the table after switching to French, while the setup
    screen said "Grand-père Tomte"."""
    from cabo_desktop.i18n import set_language
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.tables import new_table
    app = App((1280, 720), headless=True)
    try:
        rules = get_game(game)
        persona = rules.ai_levels()[level].persona
        seats = [("Ann", "human"), (persona, level), (persona + " II", level)]
        table = new_table(app, game, rules.default_variant, seats, seed=3, speed="instant")
        app.scenes.push(table)
        app.step(1 / 60, events=[])
        set_language("fr")
        french = rules.ai_levels()[level].persona
        assert french != persona
        table.settings_changed()
        assert table.names == ["Ann", french, french + " II"]
        assert table.narrator.names[1] == french
    finally:
        set_language("en")
        pygame.quit()
