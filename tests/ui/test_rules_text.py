"""The rules screen text is generated from the Variant: it states each rule value and follows
every setting change (so the screen cannot drift from the engine); the scene draws for every
variant; the setup screen lists the player's own variant files, bad ones with their message."""

import pygame
import pytest

from cabo_desktop.games.cabo.rules.variant import BUILTIN_NAMES, load_builtin
from cabo_desktop.games.cabo.rules_text import ABILITIES_HEADING, NOTES_HEADING, ability_groups, rules_plain_text, rules_sections


def generated(variant):
    """The sentences made from settings (the title and description are the file's own words)."""
    return "\n".join(line for _, lines in rules_sections(variant) for line in lines)


def section(variant, heading):
    return " ".join(dict(rules_sections(variant))[heading])


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_every_rule_value_is_stated(name):
    v = load_builtin(name)
    text = rules_plain_text(v)
    sc = v.scoring
    assert f"{v.players.min} to {v.players.max} players" in text
    assert f"more than {v.game_end.over} points" in text
    for outcome in (sc.caller_lowest, sc.caller_tied, sc.caller_not_lowest):
        if outcome.base == "zero":
            assert f"{outcome.add} point" in section(v, "Scoring")
        elif outcome.add:
            assert f"({outcome.add:+d})" in section(v, "Scoring")
    if v.game_end.reset:
        assert f"exactly {v.game_end.reset.at} points is reset to {v.game_end.reset.to}" in text
    if sc.kamikaze:
        assert f"{sc.kamikaze.others_score} points for every other player" in text
    else:
        assert "no Kamikaze" in text
    for ability_rank in v.deck.abilities:
        rank = ability_rank.split("_")[0]
        assert any(rank in g.keys or ability_rank in g.keys for g in ability_groups(v))
    abilities = section(v, ABILITIES_HEADING)
    for g in ability_groups(v):
        assert g.sentence in abilities
    assert dict(rules_sections(v))[NOTES_HEADING] == list(v.notes)
    assert ("Snapping" in dict(rules_sections(v))) == v.snap.enabled


def test_builtin_specifics():
    official = rules_plain_text(load_builtin("official"))
    assert "plus 10 (+10)" in official
    assert "reset to 50, once per player per game" in official
    assert "up to 4 of your cards" in official
    assert "3 or more cards also costs a penalty card" in official
    assert "the round ends at the end of that turn" in official
    assert "52 cards numbered 0 to 13" in official
    kaboo = rules_plain_text(load_builtin("kaboo"))
    assert "snap a card of the same value" in kaboo and "does not match a black King" in kaboo
    assert "minus 5 (-5)" in kaboo and "plus 5 (+5)" in kaboo
    assert "red King 0" in kaboo and "joker -1" in kaboo and "black King 13" in kaboo
    assert "two penalty cards" in kaboo
    assert "Look and swap" in kaboo
    assert "start player moves one seat clockwise" in kaboo
    assert "When the deck runs out, the round ends at the end of that turn." in kaboo  # revision 3
    assert "Nobody snaps after the turn in which the deck ran out for good" in kaboo
    classic = rules_plain_text(load_builtin("classic"))
    assert "shuffled into a new deck" in classic
    assert "your turn ends" in classic
    assert "winner of the round starts" in classic


@pytest.mark.parametrize("changes, before, after", [
    ({"scoring.caller_not_lowest.add": 7}, "plus 10 (+10)", "plus 7 (+7)"),
    ({"turn.deck_empty": "reshuffle"}, "the round ends at the end of that turn", "shuffled into a new deck"),
    ({"turn.deck_empty": "reshuffle", "turn.reshuffles_max": 2}, None, "at most 2 times a round"),
    ({"game_end.over": 150}, "more than 100 points", "more than 150 points"),
    ({"game_end.reset.to": 70}, "reset to 50", "reset to 70"),
    ({"game_end.reset": None}, "reset to 50", "never reset"),
    ({"turn.exchange_max": 2}, "up to 4 of your cards", "up to 2 of your cards"),
    ({"turn.on_mismatch": "discard_drawn"}, "added at an end of your line", "your turn ends"),
    ({"turn.mismatch_penalty_from": None}, "also costs a penalty card", None),
    ({"turn.take_discard_face_up": False}, "face up in your line", "face down in your line"),
    ({"deal.peek_count": 3}, "any two of their own cards", "any three of their own cards"),
    ({"deck.abilities": {"7": "peek", "8": "peek", "9": "spy", "10": "spy", "11": "swap", "13": "swap"}},
     "11 and 12: Swap", "11 and 13: Swap"),
    ({"snap.enabled": True}, None, "snap a card of the same rank"),
    ({"scoring.kamikaze": None}, "Kamikaze: a hand", "no Kamikaze"),
    ({"scoring.winners_score_zero": True}, "still scores their sum", "lowest sum of the round scores 0"),
    ({"game_end.next_start": "rotate"}, "lowest score of the round starts", "moves one seat clockwise"),
])
def test_changing_a_setting_changes_the_text(changes, before, after):
    """The rules screen cannot drift from the engine: the text follows the Variant."""
    official = load_builtin("official")
    changed = official.with_settings(changes)
    old, new = generated(official), generated(changed)
    assert old != new
    if before:
        assert before in old and before not in new
    if after:
        assert after in new and after not in old


def test_rules_scene_draws_every_variant_and_scrolls():
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.scenes.rules import RulesScene
    from cabo_desktop.ui.scenes.title import TitleScene
    app = App((1280, 720), headless=True)
    try:
        app.scenes.push(TitleScene(app))
        scene = RulesScene(app, "official")
        app.scenes.push(scene)
        seen = []
        for _ in BUILTIN_NAMES:
            app.step(0, events=[])
            seen.append(scene.variant.name)
            assert scene.max_scroll > 0
            app.step(0, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                                   precise_y=-1.0, touch=False, which=0)])
            assert scene.scroll > 0
            for _ in range(60):
                app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)])
            assert scene.scroll == scene.max_scroll
            app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
            assert scene.scroll == 0
        assert sorted(seen) == sorted(BUILTIN_NAMES)
        # the pause menu opens the table's own variant (options applied)
        changed = load_builtin("official").with_settings({"scoring.caller_not_lowest.add": 7})
        own = RulesScene(app, changed)
        app.scenes.push(own)
        app.step(0, events=[])
        assert own.variant is changed
        app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
        assert app.scenes.top is scene
    finally:
        pygame.quit()


def test_each_option_on_the_rules_screen_names_its_value_and_the_others():
    """A playtest read "Options: Game ends at this many penalty points" with no number."""
    from cabo_desktop.games import get_game
    from cabo_desktop.games.protocol import option_lines
    cabanga = get_game("cabanga").load_builtin("standard")
    assert option_lines(cabanga) == ["Game ends at this many penalty points: 18 (or 12 or 25)"]
    classic = option_lines(get_game("cabo").load_builtin("classic"))
    assert "Alternate rule: resets allowed per player: no limit (or 1 or 2)" in classic
    shorter = get_game("cabanga").with_settings(cabanga, {"game_end.points": 12})
    assert option_lines(shorter) == ["Game ends at this many penalty points: 12 (or 18 or 25)"]


DEVELOPERS_WORDS = ("the text", "rule text", "variant file", "text names", "not listed")


@pytest.mark.parametrize("game_name", ["cabo", "cabanga", "kobito"])
def test_the_rules_screens_speak_to_players_not_developers(game_name):
    """A playtest read "The text does not say; …" and "the text names no end" on the rules screen:
    players read how the game plays here, not the state of our sources."""
    from cabo_desktop.games import get_game
    game = get_game(game_name)
    for name in game.builtin_variants:
        text = game.rules_plain_text(game.load_builtin(name)).lower()
        assert not [w for w in DEVELOPERS_WORDS if w in text], (name, [w for w in DEVELOPERS_WORDS if w in text])


def test_kaboo_calls_the_call_cabo_as_its_button_does():
    from cabo_desktop.games import get_game
    text = get_game("cabo").rules_plain_text(get_game("cabo").load_builtin("kaboo"))
    assert "Kaboo is called" not in text and "called Kaboo" not in text
    assert "called CABO" in text or "CABO is called" in text


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_rule_book_sits_on_the_felt_under_its_games_ribbon(tmp_path, monkeypatch, size):
    """The rules are a page on the felt (issue 40, item 4): the variant's title on its game's
    ribbon (CABO's night blue), the page a leather panel, the buttons inside the felt's rail."""
    import pygame as pg
    from cabo_desktop.ui import assets
    from cabo_desktop.ui.app import App
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    try:
        app.catch_errors = False
        scene = app.nav.push("rules", game="cabo")
        app.step(0, events=[])
        rail = assets.rail_width(size)
        r, g, b, _a = app.screen.get_at((size[0] // 2, rail + 8 + 6))  # the ribbon's top, over the title
        assert b > r + 30 and b > g + 30, (r, g, b)
        felt = pg.Rect((0, 0), size).inflate(-2 * rail, -2 * rail)
        assert all(felt.contains(button.rect) for button in (scene.prev, scene.next, scene.back))
    finally:
        pg.quit()
