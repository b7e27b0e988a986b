"""F1 over the table: the help stays on the felt (the side panel stays readable), every line fits,
and it says how to close it."""

import pygame
import pytest

from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.help import CLOSE_HINT, HelpScene
from cabo_desktop.ui.tables import make_table


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_f1_help_stays_on_the_table_and_says_how_to_close_it(size, drawn_texts):
    app = App(size, headless=True)
    try:
        table = make_table(app, "official", 4, seed=1, human=0, levels=["random"], speed="instant")
        app.nav.show(table)
        app.step(1 / 60, events=[])
        app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)])
        help_scene = app.scenes.top
        assert isinstance(help_scene, HelpScene)
        drawn = drawn_texts
        app.step(0, events=[])
        box, rows_h, size = help_scene.box(app.screen)
        lay = table.layout()
        assert lay.play.contains(box) and not box.colliderect(lay.panel)
        assert box.y + 56 + rows_h <= box.bottom - 30, "the lines run into the closing hint"
        assert size >= 13
        assert CLOSE_HINT in drawn
        app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
        assert app.scenes.top is table
    finally:
        pygame.quit()
