"""The app wired to storage: settings loaded at start and saved on change, autosave after every
action and Continue resuming exactly, corrupt files reported (never a crash), finished games in
the statistics, the friendly error screen, named saves, the statistics screen and the hint."""

import random
import time

import pygame
import pytest

from cabo_desktop.games.cabo.rules import observe
from cabo_desktop.games.cabo.rules.actions import CALL_CABO, format_action
from cabo_desktop.games.cabo.rules.state import Phase
from cabo_desktop.storage import paths
from cabo_desktop.storage.saves import autosave_path, continue_game, has_autosave, list_saves, save_path
from cabo_desktop.storage.settings import load_settings, settings_path
from cabo_desktop.storage.stats import load_stats
from cabo_desktop.ui import assets
from cabo_desktop.games.cabo.table import art
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table
from cabo_desktop.ui.scenes.error import ErrorScene
from cabo_desktop.ui.scenes.pause import PauseScene
from cabo_desktop.ui.scenes.save_name import SaveNameScene
from cabo_desktop.ui.scenes.saves import SavesScene
from cabo_desktop.ui.scenes.settings import SettingsScene
from cabo_desktop.ui.scenes.stats import StatsScene
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui.scene import Scene
from cabo_desktop.games.cabo.table import TableScene
from tests.hidden_cards import permute_hidden

DT = 1 / 60


def key(k, uni=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0)


def typed(text):
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


@pytest.fixture
def app():
    a = App((1280, 720), headless=True)
    a.prefs = a.prefs.changed(confirm_cabo=False)
    yield a
    pygame.quit()


def play_until(app, table, stop, rng, limit=20000):
    """Frames with the human playing random legal actions (no early CABO) until stop() is true."""
    for _ in range(limit):
        if stop():
            return
        if table.human_to_act() and not table.animating:
            legal = [a for a in table.controls.legal() if a != CALL_CABO or len(table.actions_taken) > 30]
            table.play(rng.choice(legal))
        app.step(DT, events=[])
    raise AssertionError("never stopped")


# ------------------------------------------------------------------ settings


def test_broken_settings_file_gives_a_message_once_on_the_title_screen():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text("{ not json", encoding="utf-8")
    a = App((1280, 720), headless=True)
    try:
        assert a.prefs == load_settings().value or a.prefs.animation_speed == "normal"  # the defaults
        title = TitleScene(a)
        a.scenes.push(title)
        a.step(DT, events=[])
        assert title.messages and any("settings" in m.lower() for m in title.messages)
        assert a.messages == []
        a.scenes.push(SettingsScene(a))
        a.scenes.pop()  # the title uncovered again: the message is not added a second time
        assert len(title.messages) == len(set(title.messages))
    finally:
        pygame.quit()


def test_settings_screen_changes_are_applied_and_saved(app):
    app.scenes.push(TitleScene(app))
    app.scenes.push(SettingsScene(app))
    confirm_before = app.prefs.confirm_cabo
    back_before = art.card_back((60, 84)).get_at((30, 10))
    felt_before = assets.felt((64, 36)).get_at((32, 18))
    lan_before = app.prefs.lan_discovery
    # T twice: the table colour goes from the default "own" (no game here: the green) on past "green";
    # B twice: the card back from the default "own" (each game's) past "blue"
    for k, ch in [(pygame.K_a, "a"), (pygame.K_b, "b"), (pygame.K_b, "b"), (pygame.K_t, "t"), (pygame.K_t, "t"),
                  (pygame.K_k, "k"),
                  (pygame.K_c, "c"),
                  (pygame.K_u, "u"), (pygame.K_m, "m"), (pygame.K_d, "d")]:
        app.step(0, events=[key(k, ch)])
    app.step(0, events=[key(pygame.K_n, "n"), typed("n")])  # N edits the name (its own letter is not typed)
    for _ in range(12):
        app.step(0, events=[key(pygame.K_BACKSPACE)])
    app.step(0, events=[typed("Ida")])
    app.step(0, events=[key(pygame.K_RETURN)])
    saved = load_settings().value
    assert saved.animation_speed == "fast" and saved.card_back == "red" and saved.table_colour == "blue"
    assert saved.colour_blind_marks and saved.confirm_cabo != confirm_before and saved.muted
    assert saved.lan_discovery != lan_before  # D: tables on this network shown / off
    assert saved.player_name == "Ida" and saved.memory_aid == {"official": True, "classic": True, "kaboo": True}
    assert app.settings["speed"] == "fast"
    # the card back and table colour are applied to the drawing
    assert art.card_back((60, 84)).get_at((30, 10)) != back_before
    assert assets.felt((64, 36)).get_at((32, 18)) != felt_before
    # a new app starts with them
    pygame.quit()
    again = App((1280, 720), headless=True)
    assert again.prefs.card_back == "red" and again.settings["speed"] == "fast" and assets.THEME["back"] == "red"


def test_window_size_is_remembered(app):
    pygame.display.set_mode((1000, 640), pygame.RESIZABLE)
    app.step(0, events=[pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640)])
    assert app.prefs.window_size == (1000, 640) and app.prefs_dirty
    app.save_prefs()
    assert load_settings().value.window_size == (1000, 640)


def test_confirm_before_cabo_needs_a_second_press(driver_factory):
    from tests.ui.test_table_input import start
    d = start(driver_factory, ["13"])
    d.app.prefs = d.app.prefs.changed(confirm_cabo=True)
    d.key(pygame.K_c)
    assert d.table.controls.cabo_armed and CALL_CABO not in d.table.actions_taken
    d.key(pygame.K_c)
    assert d.last == CALL_CABO


# ------------------------------------------------------------------ autosave, Continue, finished games


def test_autosave_after_every_action_and_continue_resumes_exactly(app):
    table = make_table(app, "official", 3, seed=21, human=0, levels=["casual"], speed="instant",
                       auto_continue=0.01, save=True)
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    rng = random.Random(2)
    play_until(app, table, lambda: len(table.actions_taken) >= 14 and table.state.round.phase == Phase.DRAWN
               and table.human_to_act() and not table.animating, rng)
    saved = continue_game().value
    assert [format_action(a) for a in table.actions_taken] == saved.record.actions  # every action saved
    state = table.state
    pygame.quit()
    # a new session: Continue on the title screen
    app2 = App((1280, 720), headless=True)
    try:
        title = TitleScene(app2)
        app2.scenes.push(title)
        app2.step(0, events=[])
        assert title.continue_button.enabled and "round" in title.continue_line
        app2.step(0, events=[key(pygame.K_c, "c")])
        resumed = app2.scenes.top
        assert isinstance(resumed, TableScene) and resumed.state == state  # mid-round, held card included
        assert resumed.names == table.names and resumed.humans == (0,)
        assert observe(resumed.state, 0) == observe(state, 0)
        for _ in range(5):
            app2.step(DT, events=[])
        assert resumed.human_to_act()
        assert resumed.model.held == observe(state, 0).drawn  # the drawn card is in the hand again
        resumed.play(resumed.controls.legal()[0])  # and it goes on, autosaving
        assert len(continue_game().value.record.actions) == len(table.actions_taken) + 1
    finally:
        pygame.quit()


def test_corrupt_autosave_shows_the_storage_message_instead_of_crashing(app):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "cabo-desktop-record", "truncated', encoding="utf-8")
    title = TitleScene(app)
    app.scenes.push(title)
    app.step(0, events=[key(pygame.K_c, "c")])  # Continue is disabled: nothing happens
    assert app.scenes.top is title and not title.continue_button.enabled
    assert title.messages and any("autosave" in m.lower() for m in title.messages)
    # a file that turns bad after the title screen came up: pressing Continue reports it too
    autosave_path().write_text("garbage", encoding="utf-8")
    title.continue_button.enabled = True
    before = len(title.messages)
    title.continue_game()
    assert app.scenes.top is title and len(title.messages) > before


def test_finished_game_updates_the_statistics_and_removes_the_autosave(app):
    table = make_table(app, "official", 2, seed=5, human=0, levels=["random"], speed="instant",
                       auto_continue=0.01, save=True)
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    play_until(app, table, lambda: table.finished, random.Random(4), limit=60000)
    stats = load_stats().value.of("cabo")
    assert stats.overall.games == 1 and stats.overall.rounds == len(table.state.history)
    assert "official" in stats.by_variant and "random" in stats.by_level
    assert not has_autosave()
    assert list((paths.data_dir() / "finished").glob("*.json"))
    # and the statistics screen shows it, with the chart
    app.scenes.clear_to(TitleScene(app))
    app.step(0, events=[key(pygame.K_i, "i")])
    assert isinstance(app.scenes.top, StatsScene)
    app.step(DT, events=[])
    values = app.scenes.top.row_values(app.scenes.top.stats.overall)
    assert values[0] == "1" and values[2] == str(len(table.state.history))
    # a built-in variant is named by its title, in the player's language, not by its file's key
    assert app.scenes.top.variant_title("official") == "CABO (official 2019 rules)"
    assert app.scenes.top.variant_title("my house rules") == "my house rules"
    from cabo_desktop.i18n import set_language
    try:
        set_language("fr")
        assert app.scenes.top.variant_title("official") not in ("official", "CABO (official 2019 rules)")
    finally:
        set_language("en")


# ------------------------------------------------------------------ the error screen


class Broken(Scene):
    def update(self, dt):
        raise RuntimeError("a bug in a scene")


def test_unexpected_exception_shows_the_error_screen_and_keeps_the_autosave(app):
    table = make_table(app, "official", 2, seed=5, human=0, levels=["random"], speed="instant",
                       auto_continue=0.01, save=True)
    app.scenes.push(table)
    play_until(app, table, lambda: len(table.actions_taken) >= 3, random.Random(1))
    app.scenes.push(Broken(app))
    app.step(DT, events=[])
    top = app.scenes.top
    assert isinstance(top, ErrorScene) and app.running
    assert top.log_path is not None and "a bug in a scene" in top.log_path.read_text(encoding="utf-8")
    assert "Traceback" in top.log_path.read_text(encoding="utf-8")
    assert has_autosave() and continue_game().value is not None
    app.step(DT, events=[key(pygame.K_t, "t")])  # back to the title, where Continue is offered
    assert isinstance(app.scenes.top, TitleScene) and app.scenes.top.continue_button.enabled


# ------------------------------------------------------------------ named saves


def test_save_under_a_name_from_the_pause_menu_and_load_it_from_the_list(app):
    table = make_table(app, "classic", 3, seed=9, human=0, levels=["random"], speed="instant",
                       auto_continue=0.01, save=True)
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    play_until(app, table, lambda: len(table.actions_taken) >= 10 and table.human_to_act() and not table.animating,
               random.Random(3))
    app.step(0, events=[key(pygame.K_ESCAPE)])
    assert isinstance(app.scenes.top, PauseScene)
    app.step(0, events=[key(pygame.K_g, "g")])
    assert isinstance(app.scenes.top, SaveNameScene)
    for _ in range(60):
        app.step(0, events=[key(pygame.K_BACKSPACE)])
    app.step(0, events=[typed("Friday game")])
    app.step(0, events=[key(pygame.K_RETURN)])
    assert isinstance(app.scenes.top, PauseScene) and "Friday game" in app.scenes.top.message
    listing = list_saves()
    assert [s.name for s in listing.saves] == ["Friday game"]
    state = table.state
    # a bad save next to it is listed with its message
    save_path("broken").write_text("{]", encoding="utf-8")
    app.scenes.clear_to(TitleScene(app))
    app.step(0, events=[key(pygame.K_l, "l")])
    saves = app.scenes.top
    assert isinstance(saves, SavesScene)
    assert [s.name for s in saves.saves] == ["Friday game"] and saves.bad and "broken" in " ".join(saves.bad)
    sm = saves.saves[0]
    assert sm.variant == "classic" and sm.players == tuple(table.names) and sm.round_no == state.round.round_no
    app.step(DT, events=[])
    app.step(0, events=[key(pygame.K_RETURN)])
    loaded = app.scenes.top
    assert isinstance(loaded, TableScene) and loaded.state == state


# ------------------------------------------------------------------ the hint


@pytest.mark.parametrize("variant", ["official", "kaboo"])
def test_hint_uses_only_what_the_human_may_know(driver_factory, variant):
    d = driver_factory(variant=variant, seats=3, seed=17, levels=("casual",), speed="instant")
    rng = random.Random(5)
    hints = 0
    for _ in range(12):
        d.until_human()
        if d.state.over:
            break
        table = d.table
        if table.state.round.phase in (Phase.TURN, Phase.DRAWN):
            def ask():  # the hint is thought out in the table's worker: frames go on meanwhile
                d.key(pygame.K_h)
                deadline = time.monotonic() + 30  # generous: a loaded CI machine must not fail this
                while table.controls.hint_pending is not None and time.monotonic() < deadline:
                    d.frames(1, dt=0)
                    time.sleep(0.001)

            ask()
            first = table.controls.hint_text
            assert first and len(first) < 140
            original = table.state
            for k in range(4):
                table.state = permute_hidden(original, 0, random.Random(k))
                assert observe(table.state, 0) == observe(original, 0)
                table.controls.hint_text = None
                ask()
                assert table.controls.hint_text == first, "the hint changed with cards the human cannot see"
            table.state = original
            hints += 1
        legal = [a for a in table.controls.legal() if a != CALL_CABO]
        table.play(rng.choice(legal))
    assert hints >= 3


def test_a_table_whose_game_cannot_be_saved_shows_a_status_line(drawn_texts):
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.tables import make_table
    app = App((1280, 720), headless=True)
    try:
        table = make_table(app, "official", 2, seed=3, human=0, levels=["random"], speed="instant", save=True)
        app.nav.show(table)
        drawn = drawn_texts
        app.step(1 / 60, events=[])
        assert not any(str(d).startswith("Not being saved") for d in drawn)
        table.saver.problem = "the disk is full"
        drawn.clear()
        app.step(1 / 60, events=[])
        assert "Not being saved: the disk is full" in drawn
    finally:
        import pygame
        pygame.quit()


def test_a_save_is_deleted_from_the_list_after_a_second_delete(app):
    from cabo_desktop.storage.saves import new_record, save_game
    from cabo_desktop.games.cabo.rules import load_builtin
    for name in ("Monday", "Tuesday"):
        save_game(name, new_record(load_builtin("official"), [("Ann", "human"), ("Pip", "random")], 3))
    app.scenes.push(TitleScene(app))
    app.step(0, events=[key(pygame.K_l, "l")])
    saves = app.scenes.top
    assert isinstance(saves, SavesScene) and len(saves.saves) == 2
    app.step(DT, events=[])
    first = saves.saves[0]
    app.step(0, events=[key(pygame.K_DELETE)])  # asks first: nothing is gone yet
    assert len(list_saves().saves) == 2 and first.name in saves.messages[-1]
    app.step(0, events=[key(pygame.K_DOWN), key(pygame.K_UP)])  # moving away disarms it
    app.step(0, events=[key(pygame.K_DELETE)])
    assert len(list_saves().saves) == 2
    app.step(DT, events=[])
    app.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=saves.delete_button.rect.center)])
    left = list_saves().saves
    assert [s.name for s in left] == [s.name for s in saves.saves] and first.name not in [s.name for s in left]
    assert len(left) == 1 and not first.path.exists() and "deleted" in saves.messages[-1]


def test_the_title_offers_continue_first_when_a_game_can_be_continued(app):
    from cabo_desktop.storage.saves import autosave
    from tests.fuzz_files import random_record
    empty = TitleScene(app)
    app.scenes.push(empty)
    app.step(0, events=[])
    assert empty.menu.buttons[empty.menu.focus].label == "New game"
    record, state = random_record("cabo", 6)
    autosave(record, state)
    title = TitleScene(app)
    app.scenes.push(title)
    app.step(0, events=[])
    assert title.menu.buttons[title.menu.focus] is title.continue_button and title.continue_button.primary
    app.step(0, events=[key(pygame.K_RETURN)])  # Enter continues the game
    assert isinstance(app.scenes.top, TableScene) and len(app.scenes.top.actions_taken) == 6
    app.scenes.pop()
    app.step(0, events=[key(pygame.K_DOWN)])  # back at the title, the focus stays where the player put it
    focus = title.menu.focus
    title.entered()
    assert title.menu.focus == focus
