"""Cabanga!'s and Kobito's AI personas have faces of their own on the name plates (issue 40, a
reviewer's fix 5): Lulu, Uncle Rémi and The Owl; Pim, Grandpa Tomte and The Fox are drawn, not an
initial on a colour, and each differs from its game's other two; the yardstick keeps its initial."""

from collections import Counter

import pygame
import pytest

from cabo_desktop.games import get_game
from cabo_desktop.ui import assets, portraits

PERSONAS = {"cabanga": {"easy": "Lulu", "solid": "Uncle Rémi", "strong": "The Owl"},
            "kobito": {"easy": "Pim", "solid": "Grandpa Tomte", "strong": "The Fox"}}


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


def _colours(surf: pygame.Surface) -> int:
    """How many colours (to 1/16th) each cover at least 4% of the disc inside the rim: an initial
    on a colour has two, a drawn face several."""
    size = surf.get_width()
    c = size / 2
    inside = [surf.get_at((x, y))[:3] for y in range(size) for x in range(size)
              if (x + 0.5 - c) ** 2 + (y + 0.5 - c) ** 2 < (size * 0.36) ** 2]
    counts = Counter(tuple(v // 16 for v in px) for px in inside)
    return sum(1 for n in counts.values() if n >= 0.04 * len(inside))


def _difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean difference of two same-sized portraits per pixel and channel (0..255)."""
    one, two = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    return sum(abs(x - y) for x, y in zip(one, two)) / len(one)


@pytest.mark.parametrize("game", sorted(PERSONAS))
def test_every_offered_persona_has_a_drawn_face_and_the_yardstick_its_initial(game):
    faces = portraits.faces(get_game(game))
    offered = {key for key, level in get_game(game).ai_levels().items() if level.offered}
    assert set(faces) == offered == set(PERSONAS[game])
    assert all(face.draw is not None for face in faces.values())
    fallback = portraits.portrait("yardstick", "Yardstick", 64, game)
    assert _colours(fallback) <= 2  # the measure sees an initial on a colour as such


@pytest.mark.parametrize("game", sorted(PERSONAS))
def test_each_face_is_more_than_an_initial_on_its_backdrop(game, monkeypatch):
    declared = portraits.faces(get_game(game))
    for key, name in PERSONAS[game].items():
        face = portraits.portrait(key, name, 64, game)
        assert face.get_size() == (64, 64)
        assert _colours(face) >= 3, (game, name)
        # the same persona with no face drawn: its initial on the same backdrop, which it differs from
        with monkeypatch.context() as m:
            m.setitem(declared, key, portraits.Face(declared[key].backdrop))
            assets.clear_caches()
            initial = portraits.portrait(key, name, 64, game)
        assets.clear_caches()
        assert _colours(initial) <= 2 and _difference(face, initial) > 20, (game, name)
        for size in (28, 160):  # drawn at the plates' smallest and the podium's largest
            assert _colours(portraits.portrait(key, name, size, game)) >= 3, (game, name, size)


@pytest.mark.parametrize("game", sorted(PERSONAS))
def test_a_games_three_faces_differ_from_each_other(game):
    faces = {name: portraits.portrait(key, name, 64, game) for key, name in PERSONAS[game].items()}
    names = sorted(faces)
    for i, one in enumerate(names):
        for two in names[i + 1:]:
            assert _difference(faces[one], faces[two]) > 20, (one, two)
