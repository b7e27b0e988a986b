"""The setup screen's small things (s50 review round 4): the Rules link a leather pill with a book,
the number of seats between the Players header's - and + coins, and a person's hint line set in
one face with its ◀ ▶ drawn as triangles (not the whole line in the wider fallback face)."""

import pygame
import pytest

from cabo_desktop.ui import assets, setup_art
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui.setup_art import arrow_line


@pytest.fixture
def setup_app(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App((1280, 720), headless=True)
    app.scenes.push(TitleScene(app))
    app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)])
    assert isinstance(app.scenes.top, SetupScene)
    yield app, app.scenes.top
    assets.text_surfaces = None
    pygame.quit()


def count_row(setup):
    return next(r for r in setup.rows if r["id"] == "count")


def test_the_number_of_seats_shows_between_the_coins(setup_app):
    app, setup = setup_app
    setup.count = 3
    setup._rebuild()
    app.step(0, events=[])
    row = count_row(setup)
    minus, plus = row["minus"], row["plus"]
    assert plus.x - minus.right >= assets.text_width("6", 16, True)  # room for the number
    gap = pygame.Rect(minus.right, minus.y, plus.x - minus.right, minus.h)
    before = pygame.image.tobytes(app.screen.subsurface(gap), "RGB")
    setup.change_count(1)
    app.step(0, events=[])
    assert setup.count == 4
    after = pygame.image.tobytes(app.screen.subsurface(gap), "RGB")
    assert before != after  # the number drawn there follows the count


def test_the_rules_link_is_a_leather_pill_with_a_book(setup_app):
    app, setup = setup_app
    app.step(0, events=[])
    r = setup.rules_link.rect
    red, green, blue = app.screen.get_at((r.centerx, r.y + 3))[:3]
    assert red > blue + 15  # leather brown above its word, not the teal plate
    cap_zone = pygame.Rect(r.x + 2, r.y + 2, r.h, r.h - 4)
    cream = [(x, y) for x in range(cap_zone.x, cap_zone.right) for y in range(cap_zone.y, cap_zone.bottom)
             if min(app.screen.get_at((x, y))[:3]) > 190]
    assert len(cream) > 10  # the book's pages
    app.step(0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=r.center)])
    assert setup.about_open


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_rules_pills_word_keeps_air_from_its_outline(tmp_path, monkeypatch, size):
    """Review s52 round 8 (1920): "the 's' of 'Rules' touches the pill outline": >= 10 px of
    leather between the word's last stroke and the pill's right end, on its middle line."""
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    app.scenes.push(TitleScene(app))
    app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)])
    app.step(0, events=[])
    r = app.scenes.top.rules_link.rect
    band = range(r.centery - r.h // 6, r.centery + r.h // 6)
    inked = [x for x in range(r.x + r.h, r.right) for y in band if min(app.screen.get_at((x, y))[:3]) > 170]
    assert inked and r.right - max(inked) >= 10, (r, max(inked))
    pygame.quit()


def test_the_hint_line_keeps_the_text_face_and_draws_its_arrows():
    pygame.init()
    line, size, colour = "type the name · ◀ ▶ for an AI", 16, (206, 214, 204)
    img = arrow_line(line, size, 1000, colour)
    plain = assets.text("type the name", size, colour)
    assert img.get_height() == plain.get_height()  # Lato's line, not DejaVu's
    assert img.get_width() != assets.fit_line(line, size, 1000, colour).get_width()
    without = arrow_line(line.replace("◀", " ").replace("▶", " "), size, 1000, colour)
    ink = lambda s: sum(1 for x in range(s.get_width()) for y in range(s.get_height()) if s.get_at((x, y)).a > 128)
    assert ink(img) > ink(without) + 20  # two triangles drawn
    assert arrow_line("no arrows", size, 1000, colour).get_height() == plain.get_height()


def _seat_rows(setup):
    return [r for r in setup.rows if r.get("seat") is not None]


def test_the_seat_arrows_sit_inside_the_card_with_air(setup_app):
    """Review s51: the seat cards' ◀ ▶ straddled the cards' borders (6 px in, the gold line 4 px
    in): both arrows lie 9 px or more inside their card."""
    app, setup = setup_app
    app.step(0, events=[])
    for row in _seat_rows(setup):
        card = row["value_rect"]
        assert row["minus"].left - card.left >= 9 and card.right - row["plus"].right >= 9, (card, row["minus"])


def test_an_ai_seat_shows_its_strength_as_stars_at_its_foot(setup_app):
    """Review s51: the seat cards were empty at their foot: an AI's card shows its level's rank as
    gold stars there (more for a stronger level), a person's card none."""
    app, setup = setup_app

    def gold(rect):
        return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
                   if (lambda c: c[0] > 220 and 180 < c[1] < 235 and c[2] < 130)(app.screen.get_at((x, y))))

    def foot(row):
        card = row["value_rect"]
        return pygame.Rect(card.x + 10, card.bottom - 40, card.w - 20, 32)

    setup.seat_kinds[1] = "beginner"
    setup.seat_kinds[2] = "expert"
    setup._rebuild()
    app.step(0, events=[])
    person, weak, strong = _seat_rows(setup)[:3]
    assert gold(foot(person)) == 0
    assert 0 < gold(foot(weak)) < gold(foot(strong))


def test_the_seats_this_variant_takes_are_readable(setup_app):
    """Review s51: "2 to 4 in this variant" was tiny (13 px in a dim grey): 15 px at 1280."""
    app, setup = setup_app
    app.step(0, events=[])
    row = count_row(setup)
    seen = []
    real = assets.fit_line
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(assets, "fit_line", lambda text, size, *a, **k: seen.append((text, size)) or real(text, size, *a, **k))
        app.step(0, events=[])
    assert [size for text, size in seen if text == row["note"]][0] >= 15


def test_the_helper_words_are_cream_and_15_px(setup_app):
    """Review s52 round 7: "the grey helper text is small" ("2 to 4 in this variant", the seat
    hint): at 1280x720 both are 15 px or more, in a warm cream (red over blue), not a cool grey."""
    app, setup = setup_app
    app.step(0, events=[])
    seen = []
    real_line, real_arrow = assets.fit_line, setup_art.arrow_line
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(assets, "fit_line", lambda text, size, width, colour, *a, **k:
                      seen.append((text, size, colour)) or real_line(text, size, width, colour, *a, **k))
        patch.setattr(setup_art, "arrow_line", lambda text, size, width, colour:
                      seen.append((text, size, colour)) or real_arrow(text, size, width, colour))
        app.step(0, events=[])
    notes = [count_row(setup)["note"]] + [r["note"] for r in _seat_rows(setup)]
    drawn = [(size, colour) for text, size, colour in seen if any(text and text in note for note in notes)]
    assert len(drawn) >= 2, seen
    for size, colour in drawn:
        assert size >= 15 and colour[0] >= colour[2] + 20 and min(colour[:3]) > 170, (size, colour)


def test_the_yes_no_chip_is_a_switch_gold_with_its_knob_right_when_on():
    """s51 review: 'the white "no" pill looks unfinished': a track and a knob, gold when on."""
    from cabo_desktop.ui.setup_art import chip
    pygame.init()
    shots = {}
    for on in (False, True):
        surface = pygame.Surface((400, 60), pygame.SRCALPHA)
        rect = chip(surface, (390, 30), "Allow 5-6 players", "yes" if on else "no", 36, False, False, 400, on)
        track = pygame.Rect(rect.right - 5 - rect.h * 2, rect.y + 4, rect.h * 2, rect.h - 8).clip(rect)
        gold = [(x, y) for x in range(track.x, track.right) for y in range(track.y, track.bottom)  # amber gold, not
                if (lambda c: c.r > 200 and c.g > 150 and c.b < 85)(surface.get_at((x, y)))]  # the rim's brass
        cream = [x for x in range(track.x, track.right) for y in range(track.y, track.bottom)
                 if min(surface.get_at((x, y))[:3]) > 225]
        shots[on] = (len(gold), sum(cream) / max(1, len(cream)), track.centerx)
    assert shots[True][0] > 100 and shots[False][0] < 10  # the track gold only when on
    assert shots[True][1] > shots[True][2] > shots[False][1]  # the knob right when on, left when off


def test_the_switch_has_a_brass_rim_and_a_lit_knob_with_smooth_edges():
    """Review s52 round 8: "the 'Allow 5-6 players' toggle looks crude" beside the studs: a brass
    rim round the track, a knob lit at its top (darker at its foot), the edges smoothed."""
    from cabo_desktop.ui.switch_art import switch_art
    pygame.init()
    for on in (False, True):
        art = switch_art((72, 28), on)
        rim = art.get_at((36, 1))
        assert rim.r > 150 and rim.g > 110 and rim.b < 110 and rim.r > rim.b + 60, rim  # brass at the top
        knob_x = 72 - 14 if on else 14
        top, foot = art.get_at((knob_x - 2, 7)), art.get_at((knob_x, 23))
        assert sum(top[:3]) > sum(foot[:3]) + 120, (top, foot)  # lit from above
        edges = {art.get_at((x, y)).a for x in range(72) for y in (0, 1, 26, 27)}
        assert any(0 < a < 255 for a in edges)  # smoothed, not stair-stepped


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_description_is_one_share_of_the_window_at_every_size(tmp_path, monkeypatch, size):
    """s51 review: 'the setup description shrinks at 1920 while it is large at 1280'."""
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App(size, headless=True)
    app.scenes.push(TitleScene(app))
    app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)])
    app.step(0, events=[])
    assert app.scenes.top.rules_link.text_size == size[1] // 36
    pygame.quit()


@pytest.mark.parametrize("h", [220, 268, 400])
def test_a_seat_cards_name_clears_its_medallion_and_its_stars_its_foot(h):
    """s51 review: the name field butted against the avatar ring and its badge; the stars sat
    about 10 px from the card's edge."""
    from cabo_desktop.ui.setup_art import SeatCard
    pygame.init()
    card = SeatCard(pygame.Rect(0, 0, int(h * 1.1), h))
    assert card.name.top - card.face.bottom >= 14
    assert card.rect.bottom - card.stars.bottom >= 16
