"""Key caps in keyboard mode only (s50 review round 3: 'key chips on nearly every control feel like
a developer build'): a key press shows the buttons' caps, the title's and the setup's, the
prompt's and the keys lines; a mouse move or click hides them. Also the round's layout points on
the same screens: the hand-off's Ready centred with its cap, the title's descriptions one height
and no word alone on a line, the setup's use of a wide window and its heading's air."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop.games import table_game_names
from cabo_desktop.ui import assets, key_caps, shell_art, table_banner, tour
from cabo_desktop.ui.app import App
from cabo_desktop.ui.key_caps import CAP_FACE
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui.theme import WHITE
from cabo_desktop.ui.widgets import Button

DT = 1 / 60


def key(k=pygame.K_DOWN):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def move(pos=(5, 5)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))


def ivory(surface: pygame.Surface, rect: pygame.Rect) -> int:
    rect = rect.clip(surface.get_rect())
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if surface.get_at((x, y))[:3] == CAP_FACE)


@pytest.fixture
def screen():
    pygame.init()
    pygame.display.set_mode((10, 10))
    return pygame.Surface((1280, 720))


@pytest.fixture
def title_app():
    app = App((1280, 720), headless=True)
    app.catch_errors = False
    app.scenes.push(TitleScene(app))
    app.step(DT, events=[])
    yield app
    pygame.quit()


def test_a_key_press_shows_the_buttons_caps_and_a_mouse_move_hides_them(title_app):
    app, title = title_app, title_app.scenes.top
    new = title.new_game_button.rect
    assert not key_caps.keyboard_mode(), "the window opens in mouse mode"
    assert ivory(app.screen, new) == 0, "a key cap before any key was pressed"
    app.step(DT, events=[key()])
    assert key_caps.keyboard_mode()
    app.step(DT, events=[])
    assert ivory(app.screen, title.new_game_button.rect) > 20, "no key cap after a key press"
    app.step(DT, events=[move()])
    assert not key_caps.keyboard_mode()
    app.step(DT, events=[])
    assert ivory(app.screen, title.new_game_button.rect) == 0, "the key cap stayed after the mouse moved"
    app.step(DT, events=[key(pygame.K_RIGHT)])
    app.step(DT, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(3, 3))])
    assert not key_caps.keyboard_mode(), "a click is the mouse too"


def test_the_posters_number_caps_show_in_keyboard_mode_only(title_app):
    app, title = title_app, title_app.scenes.top
    band = [pygame.Rect(r.x, r.y, r.w // 4, r.h // 4) for r in title.tile_rects]  # the cap at the ribbon's left
    assert all(ivory(app.screen, rect) == 0 for rect in band)
    app.step(DT, events=[key()])
    app.step(DT, events=[])
    assert all(ivory(app.screen, rect) > 10 for rect in band), "the posters' 1/2/3 caps missing in keyboard mode"


def test_a_buttons_caption_is_centred_with_its_cap_or_without(keyboard):
    """The hand-off's Ready with its Enter cap (review round 3: 'pushes Ready off centre')."""
    app = App((1280, 720), headless=True)
    try:
        tour.reach(app, "hand_off")
        app.step(DT, events=[])
        scene = app.scenes.top
        for size in [(1024, 600), (1280, 720), (1920, 1080)]:
            button = scene.layout(*size)["button"]
            scene.button.rect = button
            assert scene.button.cap_room("Ready", scene.button.cap) == 0, (size, "the caption moved aside for the cap")
    finally:
        pygame.quit()


def test_the_prompt_names_its_keys_in_keyboard_mode_only(screen, drawn_texts):
    banner = pygame.Rect(100, 600, 1000, 44)
    plate = table_banner.PromptPlate()
    words = "First draw from the deck (D) or take the discard (T)."
    plate.draw(screen, words, WHITE, banner, now=9.0)
    assert "First draw from the deck or take the discard." in drawn_texts, drawn_texts
    assert ivory(screen, banner) == 0, "a key cap on the prompt in mouse mode"
    key_caps.set_keyboard_mode(True)
    screen.fill((0, 0, 0))
    plate.draw(screen, words, WHITE, banner, now=10.0)
    assert ivory(screen, banner) > 10, "no key cap on the prompt in keyboard mode"


def test_a_plain_button_shows_no_cap_in_mouse_mode(screen):
    b = Button("Quit to title", lambda: None, "q")
    b.rect = pygame.Rect(100, 70, 200, 44)
    b.draw(screen)
    assert ivory(screen, b.rect.inflate(20, 30)) == 0


@pytest.mark.parametrize("width", [340, 420, 560])
def test_the_posters_lines_leave_no_word_alone(width):
    for name in table_game_names():
        look = shell_art.GameLook(name)
        lines = shell_art.poster_lines(look.about, 20, width)
        assert 1 <= len(lines) <= shell_art.POSTER_ROWS, (name, lines)
        if len(lines) > 1:
            assert len(lines[-1].split()) > 1, (name, width, lines)
        assert " ".join(lines).split() == look.about.split() or lines[-1].endswith("…"), lines


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_three_description_plates_are_one_height(title_app, monkeypatch, size):
    heights = []
    real = shell_art.tag_plate

    def spy(plate_size, *alpha):
        heights.append(plate_size[1])
        return real(plate_size, *alpha)

    monkeypatch.setattr(shell_art, "tag_plate", spy)
    title = title_app.scenes.top
    poster = (min(620, (size[0] - 120) // 3), int(min(620, (size[0] - 120) // 3) * 1.2))
    for name in title.games:
        shell_art.draw_poster(title.look(name), poster, False, False, 0)
    assert len(heights) == len(title.games) and len(set(heights)) == 1, heights


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_setup_uses_a_wide_window_and_its_heading_stands_clear_of_the_frame(size):
    app = App(size, headless=True)
    try:
        app.scenes.push(TitleScene(app))
        app.step(DT, events=[key(pygame.K_n)])
        setup = app.scenes.top
        assert isinstance(setup, SetupScene)
        app.step(DT, events=[])
        rail = assets.rail_width(size)
        assert setup.title_rect.top - rail >= 14, (size, setup.title_rect, rail)
        left, right = setup.band_span
        inner = size[0] - 2 * rail
        if size[0] >= 1920:
            assert right - left >= 0.85 * inner, ("the band stays in the middle", left, right, inner)
            seat = next(r for r in setup.rows if r.get("seat") is not None)["value_rect"]
            assert seat.w > 340, seat
    finally:
        pygame.quit()
