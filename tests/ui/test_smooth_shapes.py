"""Ovals drawn smooth (the s49 review: the hand-off's large faint felt mark read jagged, its ovals
drawn aliased and scaled up): `smooth_shapes.oval_rings` anti-aliases them, the felt mark uses it,
and the hand-off draws the mark at its size rather than scaling it up."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop.ui import felt_mark, smooth_shapes
from cabo_desktop.ui.scenes import hand_off

INK = (255, 236, 190)


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    yield
    pygame.quit()


def edge_alphas(surf: pygame.Surface, x: int) -> list[int]:
    """The alphas down column x of `surf` from its top, over its first ring."""
    return [surf.get_at((x, y)).a for y in range(surf.get_height() // 4)]


def test_an_oval_ring_has_soft_edges():
    surf = smooth_shapes.oval_rings((600, 200), [(0, 10), (20, 5)], INK)
    between = [a for x in (150, 300, 420) for a in edge_alphas(surf, x) if 0 < a < 255]
    assert len(between) >= 6  # partly covered pixels along both edges of the rings, at three places
    assert surf.get_at((300, 4)).a == 255 and surf.get_at((300, 100)).a == 0  # a ring, its middle clear
    assert surf.get_at((300, 4))[:3] == INK and surf.get_at((2, 2)).a == 0  # no dark fringe; corners clear


def test_the_rings_are_symmetric():
    """Drawn a quarter and mirrored: its four quarters match."""
    surf = smooth_shapes.oval_rings((301, 121), [(0, 6)], INK)
    w, h = surf.get_size()
    for x, y in ((40, 10), (10, 60), (120, 3), (80, 20)):
        a = surf.get_at((x, y)).a
        assert a == surf.get_at((w - 1 - x, y)).a == surf.get_at((x, h - 1 - y)).a == surf.get_at((w - 1 - x, h - 1 - y)).a


def test_the_felt_marks_ovals_are_anti_aliased():
    mark = felt_mark.mark("CABO", 360)
    w = mark.get_width()
    alphas = edge_alphas(mark, w // 2) + edge_alphas(mark, w // 3)
    assert any(a == 255 for a in alphas)
    assert sum(1 for a in alphas if 0 < a < 255) >= 3  # aliased (pygame.draw.ellipse): none at all


def test_the_hand_off_prints_no_mark_its_light_is_soft(monkeypatch):
    """The hand-off's closed table is lit softly, with no printed mark (review s51: its large
    ovals behind the plate "look crude"); what it scales up is only its light's small gradients."""
    marks = []
    monkeypatch.setattr(felt_mark, "mark", lambda *args, **kwargs: marks.append(args))
    scaled = []
    real = pygame.transform.smoothscale
    monkeypatch.setattr(hand_off.pygame.transform, "smoothscale",
                        lambda s, size: scaled.append((s.get_size(), tuple(size))) or real(s, size))

    class Table:
        game = type("G", (), {"title": "CABO"})()

    surf = pygame.Surface((1280, 720))
    scene = hand_off.HandOffScene.__new__(hand_off.HandOffScene)
    scene.table = Table()
    plate = pygame.Rect(300, 260, 680, 340)
    monkeypatch.setattr(hand_off, "spotlight", lambda size, k: pygame.Surface(size))
    scene.light(surf, {"plate": plate, "fan_y": 200, "card": (169, 237)})
    assert not marks
    assert all(a[0] <= 64 for a, _b in scaled), scaled  # a gradient worked out small (the vignette)
