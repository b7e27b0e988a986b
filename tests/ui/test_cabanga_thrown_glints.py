"""The thrown pile's gold glints keep off its caption (a review s51: at 1920x1080 a sparkle streak
crossed "Thrown"): every glint's rays end above the card's foot, the glow round the whole card."""

from types import SimpleNamespace

import pygame
import pytest

from cabo_desktop.games.cabanga.table.director import glint_ring
from cabo_desktop.games.cabanga.table.layout import compute_layout
from cabo_desktop.ui.effects import Effects
from cabo_desktop.ui.theme import set_ui_scale, ui_scale


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_thrown_piles_glints_end_above_its_caption(size):
    before = ui_scale()
    set_ui_scale(size[1] / 720)
    try:
        pile = compute_layout(size, 4, 0).thrown
        table = SimpleNamespace(time=0.0, speed_name="normal", app=SimpleNamespace(impacts=True))
        effects = Effects(table)
        for seed in range(12):  # the glints start at a random place round the card
            effects.rng.seed(seed)
            effects.particles = []
            effects.glints(*glint_ring(pile))
            assert effects.particles
            for glint in effects.particles:
                assert glint.y + glint.size / 2 <= pile.bottom, (size, glint.y, glint.size, pile)
        assert effects.glows[-1][0] == pile  # the whole card lit
        # the old call, round the whole card, reached under it (where the caption lies)
        effects.particles = []
        effects.rng.seed(3)
        effects.glints(pile, 4)
        assert any(glint.y + glint.size / 2 > pile.bottom for glint in effects.particles)
    finally:
        set_ui_scale(before)
