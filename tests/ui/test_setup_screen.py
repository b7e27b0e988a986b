"""The setup screen as a new player meets it: name fields that behave like text fields, names that
survive other choices, distinct opponents by default, and the variant's whole description."""

import pygame
import pytest

from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.scenes.title import TitleScene


def keydown(key, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0)


def typed(text):
    return [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text]


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=tuple(int(c) for c in pos))


@pytest.fixture
def setup_app():
    app = App((1280, 720), headless=True)
    app.scenes.push(TitleScene(app))
    app.step(0, events=[keydown(pygame.K_n, "n")])
    assert isinstance(app.scenes.top, SetupScene)
    yield app, app.scenes.top
    pygame.quit()


def row(setup, row_id):
    return next(r for r in setup.rows if r["id"] == row_id)


def test_a_click_on_a_persons_name_focuses_it_and_typing_replaces_the_default(setup_app):
    app, setup = setup_app
    app.step(0, events=[])  # drawn once: the rows have their rectangles
    app.step(0, events=[click(row(setup, "seat0")["value_rect"].center)])
    assert setup.seat_kinds[0] == "human", "a click on the name must not turn the person into an AI"
    assert setup.rows[setup.focus]["id"] == "seat0" and setup.name_selected
    app.step(0, events=typed("Ana"))
    assert setup.seat_names[0] == "Ana", "typing replaces the selected default name"
    app.step(0, events=typed("s") + [keydown(pygame.K_BACKSPACE)] + typed("h"))
    assert setup.seat_names[0] == "Anah"


def test_the_arrows_beside_a_person_make_it_an_ai_and_back(setup_app):
    app, setup = setup_app
    app.step(0, events=[])
    app.step(0, events=[click(row(setup, "seat0")["plus"].center)])
    assert setup.seat_kinds[0] != "human"
    app.step(0, events=[])
    app.step(0, events=[click(row(setup, "seat0")["minus"].center)])
    assert setup.seat_kinds[0] == "human"


def test_names_survive_a_change_of_variant_and_player_count(setup_app):
    app, setup = setup_app
    setup.change_kind(1, -len(setup.kinds_cycle) + 1 - 1)  # seat 2 becomes a person
    while setup.seat_kinds[1] != "human":
        setup.change_kind(1, 1)
    setup.seat_names[0], setup.seat_names[1] = "Ana", "Ben"
    for _ in range(len(setup.variant_names)):
        setup.change_variant(1)
        assert [n for n, _ in setup.seats()[:2]] == ["Ana", "Ben"]
    setup.change_count(1)
    setup.change_count(-1)
    assert [n for n, _ in setup.seats()[:2]] == ["Ana", "Ben"]


def test_default_opponents_are_distinct_personas(setup_app):
    app, setup = setup_app
    names = [n for n, kind in setup.seats() if kind != "human"]
    assert len(names) == 2 and len(set(names)) == 2 and not any(n.endswith(" II") for n in names)
    setup.change_stretch(1)
    while setup.count < setup.max_seats:  # more seats: each newcomer is a persona not yet seated
        setup.change_count(1)
    ai = [kind for _, kind in setup.seats() if kind != "human"]
    assert len(set(ai)) == min(len(ai), len(setup.levels))


def test_the_variant_description_is_shown_whole(setup_app, drawn_texts):
    """The screen shows the variant's first sentence beside its tabs (issue 40, item 4: no dense
    paragraph over the choices); its Rules link (R, or a click) shows the whole of it in place of
    the seats, and any key or click brings the seats back."""
    from cabo_desktop.ui.setup_art import first_sentence
    app, setup = setup_app
    drawn = drawn_texts
    for k in range(len(setup.variant_names)):
        drawn.clear()
        app.step(0, events=[])
        words = setup.variant().description.split()
        shown = " ".join(" ".join(drawn).split())
        sentence = first_sentence(setup.variant().description).split()
        assert " ".join(sentence[:6]) in shown and len(sentence) < len(words)
        assert " ".join(words) not in shown, "the whole paragraph is behind the Rules link"
        if k % 2:
            app.step(0, events=[keydown(pygame.K_r, "r")])
        else:
            app.step(0, events=[click(setup.rules_link.rect.center)])
        assert setup.about_open
        drawn.clear()
        app.step(0, events=[])
        shown = " ".join(" ".join(drawn).split())
        assert " ".join(words) in shown, "the description was cut"
        assert row(setup, "count")["label"] not in drawn, "the description takes the seats' place"
        app.step(0, events=[keydown(pygame.K_ESCAPE)])  # Esc closes the description, not the screen
        assert not setup.about_open and app.scenes.top is setup
        setup.change_variant(1)


def test_a_variants_options_are_chosen_on_the_new_game_screen_and_kept_in_the_saved_game(setup_app):
    """The rules screen lists classic's alternate rules as "options on the new-game screen": they
    are there, behind one row, and the game (and its save) plays with the values chosen."""
    from cabo_desktop.storage.saves import continue_game
    app, setup = setup_app
    while setup.entry.key != "classic":
        setup.change_variant(1)
    assert row(setup, "options")["value"] == "as in the rules"
    assert not any(r["id"].startswith("option:") for r in setup.rows)
    app.step(0, events=[])
    app.step(0, events=[click(row(setup, "options")["value_rect"].center)])  # open them
    keys = [r["id"] for r in setup.rows if r["id"].startswith("option:")]
    assert "option:game_end.reset.per_player" in keys and "option:players.allow_stretch" not in keys
    assert not any(r["id"].startswith("seat") for r in setup.rows)
    assert row(setup, "option:game_end.reset.per_player")["value"] == "no limit"
    setup.rows[[r["id"] for r in setup.rows].index("option:game_end.reset.per_player")]["change"](1)
    assert row(setup, "option:game_end.reset.per_player")["value"] == "1"
    setup.rows[[r["id"] for r in setup.rows].index("option:turn.swap_between_opponents")]["change"](1)
    assert setup.variant().game_end.reset.per_player == 1 and setup.variant().turn.swap_between_opponents
    app.step(0, events=[])
    app.step(0, events=[click(row(setup, "options")["value_rect"].center)])  # back to the seats
    assert row(setup, "options")["value"] == "2 changed" and any(r["id"] == "seat0" for r in setup.rows)
    setup.start()
    app.step(1 / 60, events=[])
    table = app.scenes.top
    assert table.variant.game_end.reset.per_player == 1 and table.variant.turn.swap_between_opponents
    saved = continue_game().value
    assert saved.state.variant.game_end.reset.per_player == 1  # the save replays with the options


def test_another_variant_starts_from_its_own_options(setup_app):
    app, setup = setup_app
    while setup.entry.key != "classic":
        setup.change_variant(1)
    setup.toggle_options(1)
    setup.rows[[r["id"] for r in setup.rows].index("option:deal.hand_size")]["change"](1)
    assert setup.option_values and setup.variant().deal.hand_size == 6
    setup.change_variant(1)
    assert setup.option_values == {} and not setup.options_open
    while setup.entry.key != "classic":
        setup.change_variant(1)
    assert setup.variant().deal.hand_size == 4 and row(setup, "options")["value"] == "as in the rules"


def test_switching_a_seat_to_an_ai_picks_a_persona_not_yet_seated(setup_app):
    """A playtest got "Pip II" while other personas were free."""
    app, setup = setup_app
    while setup.count < 3:
        setup.change_count(1)
    for step in (1, -1):
        for _ in range(2 * len(setup.kinds_cycle)):
            setup.change_kind(2, step)
            if setup.seat_kinds[2] == "human":
                continue
            seated = [kind for kind in setup.seat_kinds[:setup.count] if kind != "human"]
            assert len(seated) == len(set(seated)), setup.seat_kinds[:setup.count]
            assert not any(name.endswith(" II") for name, _ in setup.seats())


def test_the_names_of_the_people_at_a_hot_seat_table_are_remembered(setup_app, tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app, setup = setup_app
    while setup.count < 3:
        setup.change_count(1)
    for k in (1, 2):
        while setup.seat_kinds[k] != "human":
            setup.change_kind(k, 1)
    setup.seat_names[:3] = ["Ana", "Ben", setup.seat_names[2]]  # the third person keeps "Player 3"
    setup.start()
    assert app.prefs.people_names == ("Ben",)
    again = SetupScene(app)
    assert again.seat_names[1] == "Ben" and again.seat_names[2] == "Player 3"
    from cabo_desktop.storage.settings import load_settings
    assert load_settings().value.people_names == ("Ben",)  # written to the settings file


def test_classic_options_are_named_on_their_rows_and_fit_a_small_window():
    """A playtest read "Option 1 … Option 6" with their meaning in small grey text: each option's
    row now has its own short name; at 1024x600 the nine rows, the buttons and the keys line fit."""
    app = App((1024, 600), headless=True)
    try:
        app.scenes.push(TitleScene(app))
        app.step(0, events=[keydown(pygame.K_n, "n")])
        setup = app.scenes.top
        while setup.entry.key != "classic":
            setup.change_variant(1)
        setup.toggle_options()
        app.step(0, events=[])
        labels = [r["label"] for r in setup.rows if r["id"].startswith("option:")]
        assert len(labels) == 6 and not any(label.startswith("Option") for label in labels), labels
        assert "Cards dealt" in labels
        lowest_button = max(b.rect.bottom for b in setup.buttons)
        assert lowest_button <= 600 - 10 - 2 * 17  # above the two-line keys hint
    finally:
        pygame.quit()
