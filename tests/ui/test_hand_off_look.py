"""The hot-seat hand-off as a designed moment (issue 40, item 4): the dimmed felt, the game's own
card backs face down, the next person's plate with their portrait, name and seat, the gold Ready
tab; nothing of any hand, and the still picture built once, not every frame."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop import i18n
from cabo_desktop.ui import tour
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scene import Intent
from cabo_desktop.ui.scenes.hand_off import HandOffScene

DT = 1 / 60


@pytest.fixture
def hand_off(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    made = []

    def reach(size=(1280, 720)):
        app = App(size, headless=True)
        app.catch_errors = False
        tour.reach(app, "hand_off")
        app.step(DT, events=[])
        made.append(app)
        assert isinstance(app.scenes.top, HandOffScene)
        return app
    yield reach
    i18n.set_language("en")
    pygame.quit()


def colour_near(surface: pygame.Surface, rect: pygame.Rect, colour: tuple, tolerance: int = 40) -> int:
    """How many pixels of `rect` are within `tolerance` of `colour` (each channel)."""
    sub = surface.subsurface(rect.clip(surface.get_rect()))
    return pygame.mask.from_threshold(sub, (*colour, 255), (tolerance, tolerance, tolerance, 255)).count()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_plate_the_cards_and_the_ready_tab_fit_and_show(hand_off, size):
    app = hand_off(size)
    scene = app.scenes.top
    lay = scene.layout(*size)
    screen = app.screen.get_rect()
    assert screen.contains(lay["plate"]) and lay["plate"].contains(scene.button.rect)
    assert scene.button.rect == lay["button"] and scene.button.rect.h >= 40
    # the gold tab is gold on screen, and the game's back (CABO: deep blue) shows above the plate
    assert colour_near(app.screen, scene.button.rect, (240, 200, 80)) > scene.button.rect.w * scene.button.rect.h // 3
    above = pygame.Rect(lay["plate"].x, 0, lay["plate"].w, lay["plate"].y)
    assert colour_near(app.screen, above, (36, 52, 120), 30) > 500
    # the felt is dimmed: the screen's corner well inside the rail is darker than the felt itself
    from cabo_desktop.ui import assets
    felt = assets.felt(size)
    spot = (size[0] // 10, size[1] // 8)  # (clear of the printed mark and the pool of light)
    assert sum(app.screen.get_at(spot)[:3]) < 0.7 * sum(felt.get_at(spot)[:3])


def test_the_still_picture_is_built_once_and_ready_hands_over(hand_off):
    app = hand_off()
    scene = app.scenes.top
    first = scene.picture(app.screen.get_size())
    app.step(DT, events=[])
    assert scene.picture(app.screen.get_size()) is first  # a blit a frame, not a rebuild
    table, seat = scene.table, scene.seat
    scene.handle(Intent("point", pos=scene.button.rect.center))
    assert scene.hover
    scene.handle(Intent("click", pos=scene.button.rect.center))
    assert app.scenes.top is not scene and table.human == seat


def test_the_next_persons_name_is_on_the_plate_without_a_seat_line(hand_off):
    """The title names the next person; no "Seat 1" under it (s50 review: redundant beside the name
    and the round's line)."""
    from cabo_desktop.ui import assets
    seen: dict = {}
    assets.text_surfaces = seen
    try:
        app = hand_off()
        scene = app.scenes.top
        scene._picture = (None, None)
        app.step(DT, events=[])
    finally:
        assets.text_surfaces = None
    words = set(seen.values())
    name = scene.table.name(scene.seat)
    assert f"Pass to {name}" in words and f"Seat {scene.seat + 1}" not in words
    assert "Everyone else: please look away from the screen." in words and "Ready" in words


def test_the_plate_wears_the_games_colours(hand_off):
    """The plate is in the game's own colours (CABO's night blue, as its backs and its title
    poster), not the menus' green leather, and it keeps a gold rim."""
    from cabo_desktop.ui.shell_art import poster_look
    app = hand_off((1280, 720))
    plate = app.scenes.top.layout(1280, 720)["plate"]
    assert app.scenes.top.table.game.name == "cabo" and poster_look("cabo").sky[0][2] > 80
    corner = pygame.Rect(plate.right - 60, plate.bottom - 40, 40, 20)  # clear of the words
    r, g, b, _a = pygame.transform.average_color(app.screen, corner)
    assert b > r + 8 and b > g + 8, (r, g, b)  # blue, not green leather
    rim = app.screen.get_at((plate.centerx, plate.bottom - 1))
    assert rim.r > 180 and rim.g > 150  # the gold rim


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_backs_show_whole_above_the_plate_on_a_softly_lit_felt(hand_off, size):
    """Interim fix 8: the plate covers only the fan's feet (the backs' CABO medallion shows), and
    the closed table round it is not bare felt: lit round the plate and falling into shade toward
    the frame (review s51: soft light, not the printed mark's rings)."""
    app = hand_off(size)
    scene = app.scenes.top
    lay = scene.layout(*size)
    card_top = lay["fan_y"] - lay["card"][1] // 2
    assert lay["plate"].y - card_top >= 0.75 * lay["card"][1]
    from cabo_desktop.ui import assets
    from cabo_desktop.ui.scenes.hand_off import SHADE
    plain = assets.felt(size).copy()
    plain.fill(SHADE, special_flags=pygame.BLEND_RGB_MULT)
    plate = lay["plate"]

    def lift(x0: int) -> float:
        """How much lighter than the plain dimmed felt a strip at x0 is, on average."""
        spots = [(x, y) for x in range(x0, x0 + size[0] // 40, 3) for y in range(plate.y, plate.bottom, 3)]
        return sum(sum(app.screen.get_at(p)[:3]) - sum(plain.get_at(p)[:3]) for p in spots) / len(spots)

    near, far = lift(plate.x - size[0] // 20), lift(size[0] // 30)
    assert far < near - 15 and near > -15, (near, far)  # lit by the plate, shaded toward the frame


def test_the_tours_hand_off_names_its_people_as_the_setup_does(hand_off):
    """helper-70, item 4: the tour's two people are named (and so drawn) as the setup names its
    seats; s50 review ("Pass to Player / Seat 1" read awkwardly): while the first person keeps the
    untouched default name, it is numbered as the others are, "Player 1" then "Player 2"."""
    app = hand_off()
    table = app.scenes.top.table
    setup = app.nav.push("setup")
    setup.seat_kinds[1], setup.count = "human", 3
    expected = [name for name, _kind in setup.seats()]
    app.nav.pop()
    assert [table.name(seat) for seat in range(3)] == expected
    assert expected[:2] == ["Player 1", "Player 2"]
    assert app.scenes.top.called() == "Player 1"


def test_a_name_of_their_own_is_kept_and_the_default_is_called_by_its_seat(hand_off):
    """A typed name is what the setup shows; the untouched default ("Player", as an older table or
    save may still hold it) is called "Player <seat>" on the hand-off, and the numbered default is
    not stored as the player's own name."""
    from cabo_desktop.storage.settings import DEFAULT_PLAYER_NAME
    app = hand_off()
    scene = app.scenes.top
    scene.table.name = lambda seat: DEFAULT_PLAYER_NAME
    scene.seat = 2
    assert scene.called() == "Player 3"
    scene.table.name = lambda seat: "Ana"
    assert scene.called() == "Ana"
    app.settings["player_name"] = "Ana"
    assert app.nav.push("setup").seat_names[0] == "Ana"
    app.nav.pop()
    app.settings["player_name"] = DEFAULT_PLAYER_NAME
    setup = app.nav.push("setup")
    assert setup.seat_names[0] == "Player 1"
    setup.start()
    assert app.prefs.player_name == DEFAULT_PLAYER_NAME


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_middle_back_shows_whole_and_the_light_is_soft(hand_off, size):
    """Review s51: "the fan of cards behind the panel hides the CABO logos" and "the oval rings
    behind it look crude": the upright middle back is drawn last, whole above the plate (its
    medallion and the game's name), and what lies on the felt round the plate is light alone,
    smooth from pixel to pixel (no printed ring's edge)."""
    app = hand_off(size)
    scene = app.scenes.top
    lay = scene.layout(*size)
    back = pygame.transform.rotozoom(scene.card_back(lay["card"]), 0, 1.0)  # (as drawn: its size may grow)
    at = back.get_rect(center=(size[0] // 2, lay["fan_y"]))
    assert lay["plate"].y - at.top >= 0.85 * at.h  # the back's name clear of the plate
    shown = pygame.Rect(at.x + at.w // 5, at.y + at.h // 10, at.w * 3 // 5, lay["plate"].y - at.y - at.h // 10 - 4)
    screen = app.screen.subsurface(shown)
    same = back.subsurface(shown.move(-at.x, -at.y))
    differ = sum(1 for x in range(0, shown.w, 3) for y in range(0, shown.h, 3)
                 if sum(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], same.get_at((x, y))[:3])) > 24)
    assert differ < 0.02 * (shown.w // 3 + 1) * (shown.h // 3 + 1), differ  # nothing over it
    from cabo_desktop.ui import assets
    from cabo_desktop.ui.scenes.hand_off import SHADE
    plain = assets.felt(size).copy()
    plain.fill(SHADE, special_flags=pygame.BLEND_RGB_MULT)
    y = lay["plate"].centery  # a line across the felt left of the plate, in steps of 2 px
    light = [sum(app.screen.get_at((x, y))[:3]) - sum(plain.get_at((x, y))[:3])
             for x in range(size[0] // 40, lay["plate"].x - size[0] // 20, 2)]
    smooth = [sum(light[k:k + 5]) / 5 for k in range(len(light) - 4)]  # (the felt's grain evened out)
    assert max(abs(b - a) for a, b in zip(smooth, smooth[1:])) <= 4, "a hard edge in the light"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_plate_and_its_fan_fill_the_felt(hand_off, size):
    """Review s52 ("the background around them is empty"): the plate 0.6 of the window's width or
    more, the fan's cards over a third of its height, the whole inside the felt's rail."""
    from cabo_desktop.ui import assets
    app = hand_off(size)
    lay = app.scenes.top.layout(*size)
    w, h = size
    assert lay["plate"].w >= 0.6 * w - 2, (size, lay["plate"])
    assert lay["card"][1] >= 0.34 * h, (size, lay["card"])
    rail = assets.rail_width(size)
    assert lay["fan_y"] - lay["card"][1] // 2 >= rail + 8 and lay["plate"].bottom <= h - rail - 8, (size, lay)
