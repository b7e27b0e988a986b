"""The setup screen as a game's screen (issue 40, item 4): the games as posters and the variants as
ribbon tabs (a click chooses), each seat as a card (its face, its name, Person or AI between
arrows, an AI's level as a chip), + / - seat cards, and the whole growing with the window; the
rows' keys and clicks as before."""

import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.scenes.title import TitleScene


@pytest.fixture
def setup_app(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App((1024, 600), headless=True)
    app.scenes.push(TitleScene(app))
    app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)])
    assert isinstance(app.scenes.top, SetupScene)
    yield app, app.scenes.top
    assets.text_surfaces = None
    pygame.quit()


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=tuple(int(c) for c in pos))


def seat_rows(setup):
    return [r for r in setup.rows if r.get("seat") is not None]


def row(setup, row_id):
    return next(r for r in setup.rows if r["id"] == row_id)


def test_each_game_is_a_poster_and_a_click_on_one_chooses_it(setup_app):
    app, setup = setup_app
    app.step(0, events=[])
    posters = row(setup, "game")["picks"]
    assert len(posters) == len(setup.game_names) >= 3
    for rect, k in reversed(posters):
        app.step(0, events=[click(rect.center)])
        assert setup.game.name == setup.game_names[k]
        app.step(0, events=[])
        top = min(r["value_rect"].top for r in seat_rows(setup))
        assert rect.bottom < top and rect.h > rect.w  # a poster, above the seats
        # its picture is drawn there: the screen differs from the bare felt
        felt = assets.felt(app.screen.get_size()).subsurface(rect)
        shot = app.screen.subsurface(rect)
        differ = sum(1 for x in range(0, rect.w, 3) for y in range(0, rect.h, 3)
                     if shot.get_at((x, y))[:3] != felt.get_at((x, y))[:3])
        assert differ > rect.w * rect.h // 9 // 2, setup.game.name


def test_the_variants_are_tabs_and_a_click_on_one_chooses_it(setup_app):
    app, setup = setup_app
    app.step(0, events=[])
    tabs = row(setup, "variant")["picks"]
    assert [k for _rect, k in tabs] == list(range(len(setup.entries))), "CABO's three variants all show"
    for rect, k in reversed(tabs):
        app.step(0, events=[click(rect.center)])
        assert setup.variant_i == k and setup.rows[setup.focus]["id"] == "variant"
        app.step(0, events=[])


def test_seat_cards_show_a_face_a_name_and_an_ai_level_as_a_chip(setup_app):
    app, setup = setup_app
    seen: dict = {}
    assets.text_surfaces = seen
    assets.text.cache_clear()
    app.step(0, events=[])
    words = set(seen.values())
    ai = [r for r in seat_rows(setup) if setup.seat_kinds[r["seat"]] not in ("human", "remote")]
    assert ai, "the default table has AI seats"
    assert "AI" in words and "Person" in words
    for r in ai:
        assert setup.game.level_title(setup.seat_kinds[r["seat"]]) in words
        assert r["who"] in words
    cards = [r["value_rect"] for r in seat_rows(setup)]
    for a, b in zip(cards, cards[1:]):
        assert a.right < b.x and a.y == b.y, "the seats stand in a row"
    for r in seat_rows(setup):  # the face: a portrait of many colours, not the card's plain ground
        face = app.screen.subsurface(r["face"])
        colours = {face.get_at((x, y))[:3] for x in range(0, face.get_width(), 2) for y in range(0, face.get_height(), 2)}
        assert len(colours) > 12, r["id"]
        assert r["value_rect"].contains(r["face"]) and r["value_rect"].contains(r["plus"])


def test_a_click_on_a_seats_face_cycles_an_ai_and_its_arrows_make_a_person(setup_app):
    app, setup = setup_app
    app.step(0, events=[])
    r = next(r for r in seat_rows(setup) if setup.seat_kinds[r["seat"]] not in ("human", "remote"))
    before = setup.seat_kinds[r["seat"]]
    app.step(0, events=[click(r["face"].center)])
    assert setup.seat_kinds[r["seat"]] != before
    app.step(0, events=[])
    for _ in range(len(setup.kinds_cycle)):
        if setup.seat_kinds[r["seat"]] == "human":
            break
        app.step(0, events=[click(row(setup, r["id"])["minus"].center)])
        app.step(0, events=[])
    assert setup.seat_kinds[r["seat"]] == "human"


def test_the_plus_and_minus_seat_cards_add_and_remove_seats(setup_app):
    app, setup = setup_app
    app.step(0, events=[])
    start = setup.count
    while row(setup, "count")["plus"] is not None:
        app.step(0, events=[click(row(setup, "count")["plus"].center)])
        app.step(0, events=[])
    assert setup.count == setup.max_seats > start and len(seat_rows(setup)) == setup.count
    app.step(0, events=[click(row(setup, "count")["minus"].center)])
    assert setup.count == setup.max_seats - 1


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_six_seats_fit_and_the_screen_grows_with_the_window(tmp_path, monkeypatch, size):
    """At 1024x600 six seat cards stand side by side inside the window; at 1920x1080 the posters,
    the cards and their faces are larger and reach down to the buttons (no empty bottom third)."""
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    try:
        setup = app.nav.push("setup")
        setup.change_stretch(1)
        while setup.count < 6:
            setup.change_count(1)
        app.step(0, events=[])
        w, h = size
        cards = [r["value_rect"] for r in seat_rows(setup)]
        assert len(cards) == 6
        window = pygame.Rect(0, 0, w, h).inflate(-2 * assets.rail_width(size), -2 * assets.rail_width(size))
        assert all(window.contains(c) for c in cards)
        assert all(a.right < b.x for a, b in zip(cards, cards[1:]))
        lowest = max(b.rect.bottom for b in setup.buttons)
        assert lowest >= h * 0.8 and lowest < window.bottom - 20  # near the keys line, inside the rail
        assert cards[0].bottom >= setup.buttons[0].rect.top - h // 20  # the cards reach down to the buttons
        assert cards[0].h >= h * 0.3 and row(setup, "game")["picks"][0][0].h >= h // 5
        if w >= 1920:
            assert cards[0].w >= 200 and cards[0].bottom - cards[0].top >= 420
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_ribbons_end_with_their_box_back_is_a_tab_and_the_steppers_are_big(tmp_path, monkeypatch, size):
    """helper-70, item 2 (the review at 1920: "the variant ribbons are not aligned with their box;
    a bare 'Back' button; thin +/- boxes"): every ribbon's tail at the description box's right
    edge; Back a tab of the Start button's family (a Button, as tall as Start, beside it); the
    seats' arrows and the + / - at least 32 px; round coins by the Players header since the
    s50 review's second round (the arrows' leather studs since s52 round 7), the seat row centred on the window's axis."""
    from cabo_desktop.ui.widgets import Button
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    try:
        setup = app.nav.push("setup")
        app.step(0, events=[])
        tabs = [rect for rect, _k in row(setup, "variant")["picks"]]
        box = setup.rules_link.rect  # it sits at the description box's right edge, 8 px in
        assert len({t.right for t in tabs}) == 1 and abs(tabs[0].right - (box.right + 8)) <= 2, (tabs, box)
        start, back = setup.buttons
        assert type(back) is Button and not back.primary
        assert back.rect.size == start.rect.size and back.rect.y == start.rect.y and back.rect.right < start.rect.x, \
            "a designed pair: one size (s50 review: they differed in width)"
        assert (back.cap, start.cap) == ("Esc", "Enter"), "their keys on their corner caps"
        for seat in seat_rows(setup):
            assert min(seat["minus"].size) >= 32 and min(seat["plus"].size) >= 32
        count = row(setup, "count")
        coin = count["plus"]
        assert min(coin.size) >= 32 and coin.w == coin.h
        assert coin.centery == count["value_rect"].centery and coin.x > count["value_rect"].right, \
            "s50 review round 2: the + / - are round coins beside the Players header, not a column by the seats"
        r, g, b, _a = app.screen.get_at((coin.centerx - coin.w // 4, coin.centery + coin.h // 4))
        assert r > b + 25, (r, g, b)  # warm leather, solid
        stud = seat_rows(setup)[-1]["plus"]  # s52 round 7 review, "the controls mix four styles": one family
        face = app.screen.get_at((stud.centerx - stud.w // 4, stud.centery + stud.h // 4))
        assert abs(face[0] - r) + abs(face[1] - g) + abs(face[2] - b) <= 30, (face, (r, g, b))  # the arrows' stud
        corner = app.screen.get_at((coin.x + 1, coin.y + 1))
        assert abs(corner[0] - r) + abs(corner[2] - b) > 80, corner  # round: its corner is the felt's
        left, right = setup.seats_span
        assert abs((left + right) // 2 - size[0] // 2) <= 2, "the seat row on the window's axis"
    finally:
        pygame.quit()


def test_an_ais_level_is_a_brass_plaque_not_a_dark_pill():
    """helper-81 (the review, problem 5: 'dark pills everywhere'): the level on an AI's seat card
    is a light brass plaque with its word engraved dark, its corners only a little rounded."""
    import pygame
    from cabo_desktop.ui.setup_art import level_chip
    pygame.init()
    try:
        surface = pygame.Surface((200, 60))
        surface.fill((20, 30, 40))
        rect = level_chip(surface, (10, 30), "casual", 28)
        r, g, b, _a = pygame.transform.average_color(surface.subsurface(rect.inflate(-4, -4)))
        assert r > 140 and r > b + 50, (r, g, b)  # brass, not a dark chip
        corner = surface.get_at((rect.x + 2, rect.y + 2))[:3]
        assert corner != (20, 30, 40), corner  # a plaque's corner, not a pill's round end
    finally:
        pygame.quit()


def test_the_title_has_room_above_the_variant_ribbons(setup_app):
    """Review s49 (setup 1280: "New game" nearly touched the first variant ribbon): the title's
    letters stand clear of the band under them by a real gap, and inside the table's rail."""
    app, setup = setup_app
    for size in [(1024, 600), (1280, 720), (1920, 1080)]:
        app.screen = pygame.Surface(size)
        app.relayout()
        app.scenes.draw(app.screen)
        tabs = [rect for rect, _k in row(setup, "variant")["picks"]]
        ribbons_top = min(rect.top for rect in tabs)
        assert ribbons_top - setup.title_rect.bottom >= max(10, size[1] // 60), (size, setup.title_rect, ribbons_top)
        assert setup.title_rect.top >= assets.rail_width(size), size


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_small_posters_cards_are_large_enough_to_show_their_faces(tmp_path, monkeypatch, size):
    """Review s51 round 2: at 1280x720 the setup's CABO poster showed blank coloured strips and only
    its '13' (five cards 53 px wide, 15 px apart: under the 64 px where a CABO card is illustrated,
    its numeral hidden under the next). Its fan's cards are 64 px wide at the least, so each shows
    its number, and the seat cards fill the row's width better than 0.9 of their height."""
    from cabo_desktop.ui import shell_art
    sizes: list[tuple[int, int]] = []
    fan = shell_art.GameLook.fan
    monkeypatch.setattr(shell_art.GameLook, "fan", lambda look, at: sizes.append(at) or fan(look, at))
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    try:
        setup = app.nav.push("setup")
        app.step(0, events=[])
        assert sizes and min(w for w, _h in sizes) >= 64, sizes
        cards = [r["value_rect"] for r in seat_rows(setup)]
        assert cards[0].w >= min(420, cards[0].h), cards[0]
    finally:
        pygame.quit()
