"""The title's tiles are posters and its actions a designed row (issue 40, item 4, review problem
2): each game's fan spans its tile, its cards far enough apart to show their pictures, the name sits on the game's ribbon,
the secondary actions are quiet links (key cap and label) under the main row, each reachable by
its key and by the mouse; a hovered tile looks different from a plain one; Continue joins the
main row when there is a game to continue."""

import pygame
import pytest

from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui import shell_art
from cabo_desktop.ui.shell_art import LinkButton, poster_look

DT = 1 / 60


def title_at(tmp_path, monkeypatch, size):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    a = App(size, headless=True)
    a.catch_errors = False
    a.scenes.push(TitleScene(a))
    a.step(DT, events=[])
    return a, a.scenes.top


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_fan_is_large_and_shows_each_cards_picture(tmp_path, monkeypatch, size):
    """The fan spans the poster and its cards lie at least half a card apart: each shows its index
    and the middle of its picture (a third of a card apart, CABO's showed only the white edges of
    their pictures' windows: the s49 review); it still fills a third of the poster's height."""
    cards: dict[str, tuple[int, int]] = {}
    fan = shell_art.GameLook.fan
    monkeypatch.setattr(shell_art.GameLook, "fan", lambda look, at: cards.setdefault(look.name, at) and fan(look, at))
    a, title = title_at(tmp_path, monkeypatch, size)
    try:
        for name, rect in zip(title.games, title.tile_rects):
            box = title.fan_boxes[(name, rect.size)]
            assert box.h / rect.h >= 0.33, (name, size, box.h / rect.h)
            assert box.w / rect.w >= 0.8, (name, size, box.w / rect.w)
            assert pygame.Rect((0, 0), rect.size).contains(box)  # inside its tile
            card_w = cards[name][0]
            step = (box.w - 1.4 * card_w) / 4  # five cards, the outer ones turned ~16 degrees
            assert step >= 0.5 * card_w, (name, size, step / card_w)
        assert title.tile_rects[0].h / size[1] >= 0.6  # the posters take most of the window
    finally:
        pygame.quit()


def test_each_poster_wears_its_games_colours(tmp_path, monkeypatch):
    a, title = title_at(tmp_path, monkeypatch, (1280, 720))
    try:
        ribbons = []
        for name, rect in zip(title.games, title.tile_rects):
            look = poster_look(name)
            assert look is not poster_look("no such game")  # each game has a poster of its own
            spot = (rect.x + rect.w // 5, rect.y + max(10, rect.h // 28) + 6)  # the ribbon's top, left of the name
            ribbons.append(tuple(a.screen.get_at(spot))[:3])
        assert len(set(ribbons)) == 3
        red, blue = ribbons[1][0], ribbons[0][2]
        assert red > ribbons[1][2] and blue > ribbons[0][0]  # Cabanga!'s red ribbon, CABO's night blue
    finally:
        pygame.quit()


def test_secondary_actions_are_quiet_links_reachable_by_key_and_mouse(tmp_path, monkeypatch):
    a, title = title_at(tmp_path, monkeypatch, (1280, 720))
    try:
        links = [b for b in title.shared_buttons if b.enabled]
        main_top = min(b.rect.y for b in title.game_buttons)
        for link in links:
            assert isinstance(link, LinkButton) and not link.as_tab
            assert link.rect.y > main_top and link.rect.h < title.new_game_button.rect.h
        routes = {"j": "join", "l": "saves", "p": "replays", "i": "stats", "s": "settings"}
        for link in links:
            if link.key == "q":
                continue
            a.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=link.rect.center)])
            assert a.scenes.top.route == routes[link.key], link.key
            a.scenes.pop()
            a.step(DT, events=[])
            a.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=ord(link.key), mod=0, unicode=link.key,
                                                 scancode=0)])
            assert a.scenes.top.route == routes[link.key], link.key
            a.scenes.pop()
            a.step(DT, events=[])
        assert not a.errors
    finally:
        pygame.quit()


def test_a_hovered_poster_lights_up(tmp_path, monkeypatch):
    a, title = title_at(tmp_path, monkeypatch, (1280, 720))
    try:
        rect = title.tile_rects[2]
        spot = (rect.centerx, rect.bottom - 2)  # on its rim
        plain = tuple(a.screen.get_at(spot))
        a.step(DT, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))])
        assert title.hover_tile == 2
        lit = tuple(a.screen.get_at(spot))
        assert sum(lit[:3]) > sum(plain[:3]) + 30  # its rim lights
    finally:
        pygame.quit()


def test_continue_joins_the_main_row_when_there_is_a_game(tmp_path, monkeypatch):
    a, title = title_at(tmp_path, monkeypatch, (1280, 720))
    try:
        title.continue_button.enabled = True
        title.layout(1280, 720)
        assert title.continue_button.as_tab and title.continue_button.rect.y == title.new_game_button.rect.y
        assert not any(title.continue_button.rect.colliderect(b.rect) for b in title.menu.buttons
                       if b is not title.continue_button)
        title.continue_button.enabled = False
        title.layout(1280, 720)
        assert not title.continue_button.as_tab and title.continue_button.rect.y > title.new_game_button.rect.bottom
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", ["fr", "uk"])
def test_links_on_two_rows_are_shared_out_evenly(tmp_path, monkeypatch, language):
    """Longer French and Ukrainian labels put the links on two rows: four and three, not six and
    a lone Quit."""
    from cabo_desktop import i18n
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    a = App((1280, 720), headless=True)
    try:
        i18n.set_language(language)
        title = a.nav.push("title")
        a.step(DT, events=[])
        rows: dict[int, int] = {}
        for link in title.shared_buttons:
            rows[link.rect.y] = rows.get(link.rect.y, 0) + 1
        assert len(rows) == 2 and max(rows.values()) - min(rows.values()) <= 1, rows
    finally:
        i18n.set_language("en")
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_poster_is_filled_its_backs_standing_behind_the_fan(tmp_path, monkeypatch, size):
    """s50 review: at 1920 the tiles were half empty (bare bands above and below each fan, the fan
    some 36 % of the tile's height): the game's backs now stand up behind the fan where there is
    room, the cards and backs together over half the poster's height."""
    a, title = title_at(tmp_path, monkeypatch, size)
    try:
        for name, rect in zip(title.games, title.tile_rects):
            box = title.fan_boxes[(name, rect.size)]
            assert box.h / rect.h >= 0.5, (name, size, box.h / rect.h)
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
def test_a_posters_line_wraps_alike_at_1280_and_1920(tmp_path, monkeypatch, language):
    """Review s51 round 2: the posters' lines wrapped to three lines at 1280x720 and two at
    1920x1080: one design scaled, the same lines at both sizes, in every language."""
    from cabo_desktop import i18n
    from cabo_desktop.games import table_game_names
    from cabo_desktop.ui.poster_words import poster_words
    a, title = title_at(tmp_path, monkeypatch, (1280, 720))
    try:
        i18n.set_language(language)
        tiles = {}
        for size in ((1280, 720), (1920, 1080)):
            title.layout(*size)
            tiles[size] = title.tile_rects[0].size
        for name in table_game_names():
            look = shell_art.GameLook(name)
            small, large = (poster_words(look.about, *tiles[s]) for s in ((1280, 720), (1920, 1080)))
            assert small[1] == large[1], (name, small, large)
            assert small[0] < large[0]  # the same lines, scaled
    finally:
        i18n.set_language("en")
        pygame.quit()


def test_every_posters_line_has_the_same_ink(tmp_path, monkeypatch):
    """Review s51 round 2: 'the Cabanga! blurb is greyer than the other two' (the posters not chosen
    were darkened, words and all, and Cabanga!'s stripes showed through its plate): the brightest
    ink of each poster's line is the same white."""
    a, title = title_at(tmp_path, monkeypatch, (1280, 720))
    try:
        inks = []
        for i, rect in enumerate(title.tile_rects):
            image = title.tile(i, rect.size)
            w, h = image.get_size()
            plate = pygame.Rect(0, int(h * 0.78), w, int(h * 0.2))
            inks.append(max(sum(image.get_at((x, y))[:3]) for x in range(plate.x + 20, plate.right - 20, 2)
                            for y in range(plate.y, plate.bottom, 2)))
        assert min(inks) >= 700 and max(inks) - min(inks) <= 15, inks
    finally:
        pygame.quit()
