"""The people at the table have drawn faces, not an initial on a colour (issue 40, a reviewer's fix
5): a face picked by the name (the same name, the same picture; different names, mostly different
people), with the initial as a badge at the lower right when the portrait is 40 px or more; the
game-independent random player keeps its initial."""

from collections import Counter

import pygame
import pytest

from cabo_desktop.ui import assets, people_faces, portraits

NAMES = ["You", "Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus"]


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    yield
    assets.clear_caches()
    pygame.quit()


@pytest.fixture(autouse=True)
def flat_backdrops(monkeypatch):
    """The faces measured on a flat backdrop: the backdrop's light (a gradient) spreads it over
    several of _colours's bins (tests/ui/test_portrait_depth.py checks the light itself)."""
    monkeypatch.setattr(portraits, "LIGHT", 0.0)
    assets.clear_caches()


def _colours(surf: pygame.Surface, reach: float = 0.36) -> int:
    """How many colours (to 1/16th) each cover at least 4% of the disc inside the rim."""
    size = surf.get_width()
    c = size / 2
    inside = [surf.get_at((x, y))[:3] for y in range(size) for x in range(size)
              if (x + 0.5 - c) ** 2 + (y + 0.5 - c) ** 2 < (size * reach) ** 2]
    counts = Counter(tuple(v // 16 for v in px) for px in inside)
    return sum(1 for n in counts.values() if n >= 0.04 * len(inside))


def _difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean difference of two same-sized portraits per pixel and channel (0..255)."""
    one, two = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    return sum(abs(x - y) for x, y in zip(one, two)) / len(one)


def _without_badge(name: str, size: int, monkeypatch) -> pygame.Surface:
    """The same person's portrait drawn with the badge switched off (a fresh drawing)."""
    assets.clear_caches()
    with monkeypatch.context() as m:
        m.setattr(portraits, "BADGE_FROM", 10_000)
        surf = portraits.portrait("human", name, size, "cabo")
    assets.clear_caches()
    return surf


@pytest.mark.parametrize("game", ["cabo", "cabanga", "kobito"])
def test_a_person_is_a_drawn_face_and_the_random_player_an_initial(game):
    for name in NAMES:
        face = portraits.portrait("human", name, 64, game)
        assert face.get_size() == (64, 64)
        assert _colours(face) >= 3, name
        assert _colours(portraits.portrait("human", name, 160, game)) >= 3, name
    assert _colours(portraits.portrait("random", "Random", 64, game)) <= 2


def test_the_same_name_gives_the_same_picture_and_eight_names_five_faces_or_more():
    first = {name: pygame.image.tobytes(portraits.portrait("human", name, 64, "cabo"), "RGBA") for name in NAMES}
    assets.clear_caches()  # drawn afresh, not just the cached surface again
    again = {name: pygame.image.tobytes(portraits.portrait("human", name, 64, "cabo"), "RGBA") for name in NAMES}
    assert first == again
    people = {people_faces.pick(name, len(portraits.PEOPLE))[0] for name in NAMES}
    assert len(people) >= 5
    # and the drawings themselves differ: one portrait per person, pairwise unlike
    by_person = {people_faces.pick(name, len(portraits.PEOPLE))[0]: name for name in NAMES}
    drawn = [portraits.portrait("human", name, 64, "cabo") for name in by_person.values()]
    for i, one in enumerate(drawn):
        for two in drawn[i + 1:]:
            assert _difference(one, two) > 8


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
def test_the_default_hot_seat_names_are_three_different_people(language):
    from cabo_desktop import i18n

    i18n.set_language(language)
    try:
        names = [i18n._("You")] + [i18n._("Player {n}").format(n=n) for n in (2, 3)]
    finally:
        i18n.set_language("en")
    assert len(set(names)) == 3 and (language == "en") == (names[0] == "You")
    assert len({people_faces.pick(name, len(portraits.PEOPLE))[0] for name in names}) == 3, names


def test_two_hot_seat_players_and_you_tell_apart():
    you, ann, bob = (portraits.portrait("human", name, 64, "cabo") for name in ("You", "Ann", "Bob"))
    assert _difference(you, ann) > 8 and _difference(you, bob) > 8 and _difference(ann, bob) > 8


def _corner(surf: pygame.Surface) -> float:
    """The lower right corner of a portrait, where the badge sits, as a box's worth of pixels."""
    s = surf.get_width()
    box = pygame.Rect(int(s * 0.7), int(s * 0.7), int(s * 0.22), int(s * 0.22))
    return surf.subsurface(box).copy()


def test_the_initial_badge_is_drawn_at_64_px_not_at_28(monkeypatch):
    for name in ("Ann", "Bob"):
        with_badge = portraits.portrait("human", name, 64, "cabo")
        plain = _without_badge(name, 64, monkeypatch)
        assert _difference(_corner(with_badge), _corner(plain)) > 30, name
        colour = portraits.PEOPLE[people_faces.pick(name, len(portraits.PEOPLE))[1]]
        centre = with_badge.get_at((int(64 * 0.81) - 4, int(64 * 0.81)))[:3]  # beside the letter: the colour
        assert max(abs(a - b) for a, b in zip(centre, colour)) < 40, (name, centre, colour)
        small = pygame.image.tobytes(portraits.portrait("human", name, 28, "cabo"), "RGBA")
        assert small == pygame.image.tobytes(_without_badge(name, 28, monkeypatch), "RGBA")



def test_the_badge_carries_the_initial():
    # two names that get the same person in the same shirt but start with other letters: only the
    # badge tells them apart, so they differ in its corner and nowhere else
    pick = {}
    for n in range(2000):
        name = f"{'AMZ'[n % 3]}{n}"
        pick.setdefault(people_faces.pick(name, len(portraits.PEOPLE)), []).append(name)
    one, two = next((a, b) for names in pick.values() for a in names for b in names if a[0] != b[0])
    first, second = (portraits.portrait("human", name, 64, "cabo") for name in (one, two))
    assert _difference(_corner(first), _corner(second)) > 5
    top = pygame.Rect(0, 0, 64, 40)
    assert pygame.image.tobytes(first.subsurface(top).copy(), "RGB") == pygame.image.tobytes(second.subsurface(top).copy(), "RGB")


def test_a_bad_name_still_draws():
    for name in ("", "   ", "\u0000", "🂡" * 40, "Ж"):
        for size in (28, 64):
            surf = portraits.portrait("human", name, size, "kobito")
            assert surf.get_size() == (size, size) and _colours(surf) >= 3
