"""Review s51 (kaboo): "the discard glow's sparkles cross the 'Discard pile' label": the glints
round a slapped pile keep off the caption printed over it on the piles' mat."""

import pygame
import pytest

from cabo_desktop.games.cabo.table import pile_mat
from cabo_desktop.games.cabo.table.layout import compute_layout
from cabo_desktop.games.cabo.table.recipes import marks_clear, under_caption


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_glints_keep_off_the_discard_piles_caption(size):
    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        lay = compute_layout(size, (4, 4, 4, 4), 0, False)
        rect, captions = pile_mat.kept(lay)
        foot = pile_mat.caption_foot(lay)
        assert captions and rect.top < foot < lay.discard.top
        mat = pile_mat.picture(lay, rect, True, cloth=False)  # the captions alone: all printed above `foot`
        inked = [y for y in range(rect.h) for x in range(lay.discard.left - rect.x, lay.discard.right - rect.x)
                 if mat.get_at((x, y))[3] > 60]
        assert inked and rect.y + max(inked) <= foot
        kaboo = lay.discard.inflate(0, -marks_clear(lay)).move(0, -marks_clear(lay) // 2)
        for box in (kaboo, lay.discard):
            glints = under_caption(lay, box)
            arm = max(18, min(64, round(min(glints.w, glints.h * 0.72) * 0.6))) // 2  # effects.glints' size / 2
            assert glints.top - arm >= foot  # a glint on the top edge reaches no higher than the caption's foot
            assert glints.bottom == box.bottom and glints.h >= box.h // 2  # still round the card's edge
    finally:
        pygame.quit()
