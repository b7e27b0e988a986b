"""A panel lying on the cloth casts a close contact shadow over a wide soft one (review s52: panels
read as "printed on" the felt): darkest right under its foot, reaching further below than above
(the lamp is above), laid from kept pieces (no blur per size) and kept per size."""

import pygame
import pytest

from cabo_desktop.ui import assets, panel_shadow
from cabo_desktop.ui.theme import px
from cabo_desktop.ui.widgets import soft_shadow


@pytest.fixture
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    assets.clear_caches()
    yield
    pygame.quit()


def _alpha(surf, x, y) -> int:
    return surf.get_at((x, y))[3]


def test_a_panel_lies_on_the_cloth_with_a_contact_shadow(display):
    w, h = 300, 120
    shadow = panel_shadow.contact_shadow((w, h))
    pad = px(panel_shadow.PAD)
    assert shadow.get_size() == (w + 2 * pad, h + 2 * pad)
    left, top = pad - px(2), pad - px(4)  # the panel's top left on the shadow
    cx = left + w // 2
    foot = _alpha(shadow, cx, top + h)  # just under its foot: the contact shadow
    assert foot >= 100  # (the wide shadow alone, half as dark there)
    below = [_alpha(shadow, cx, top + h + k) for k in range(0, px(9))]
    assert below == sorted(below, reverse=True) and below[-1] < foot // 2  # fading off soft
    assert _alpha(shadow, cx, top - px(3)) < _alpha(shadow, cx, top + h + px(3))  # cast down, away from the lamp
    assert _alpha(shadow, cx, 0) == 0 and _alpha(shadow, 0, 0) == 0  # soft to nothing at its bounds


def test_the_panels_shadow_is_kept_and_blurs_nothing_per_size(display, monkeypatch):
    panel_shadow.contact_shadow((200, 80))  # the pieces blurred once
    blurs = []
    real = pygame.transform.gaussian_blur
    monkeypatch.setattr(pygame.transform, "gaussian_blur", lambda *a, **k: blurs.append(a) or real(*a, **k))
    sizes = [(200 + k, 80 + k) for k in range(1, 6)]
    made = [panel_shadow.contact_shadow(s) for s in sizes]
    assert blurs == []  # new sizes are laid from the kept pieces
    assert panel_shadow.contact_shadow(sizes[0]) is made[0]
    assert soft_shadow(sizes[1]) is made[1]  # every panel's shadow (widgets.soft_shadow) is this one


def _lum(colour) -> float:
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


def test_a_plates_top_edge_catches_the_lamp(display):
    """The plates' lit top edge is not drawn over by their dark rim: a leather plate's bevel just
    inside its rim, a plaque's brass edge along its top, each brighter than what lies under it."""
    from cabo_desktop.ui.table_kit import brass_plaque, leather_plate
    plate = leather_plate((200, 60))
    assert _lum(plate.get_at((100, px(2)))) > 1.3 * _lum(plate.get_at((100, px(6))))
    assert _lum(plate.get_at((100, px(2)))) > 2 * _lum(plate.get_at((100, 0)))  # inside its dark rim
    plaque = brass_plaque((200, 60))
    assert _lum(plaque.get_at((100, 1))) > max(_lum(plaque.get_at((100, 0))), _lum(plaque.get_at((100, px(3) + 2))))
