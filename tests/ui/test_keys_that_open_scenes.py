"""A key that opens a scene is not also typed into it (Pause menu → G opens Save game)."""

import pygame

from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.save_name import SaveNameScene
from cabo_desktop.ui.tables import make_table


def test_g_opens_save_game_without_typing_a_g_into_its_name():
    app = App((1280, 720), headless=True)
    try:
        app.nav.push("title")
        table = make_table(app, "official", 2, seed=1, human=0, levels=["random"], speed="instant", save=True)
        app.nav.show(table)
        app.step(1 / 60, events=[])
        app.nav.push("pause", table=table)
        app.step(0, events=[])
        # as SDL sends them: the key, then the text it types, in the same frame
        app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g", scancode=0),
                            pygame.event.Event(pygame.TEXTINPUT, text="g")])
        scene = app.scenes.top
        assert isinstance(scene, SaveNameScene)
        default = scene.name
        assert not default.endswith("g"), default
        assert scene.selected  # the suggested name is selected, as in any text field
        app.step(0, events=[pygame.event.Event(pygame.TEXTINPUT, text="x")])  # later typing types: it replaces it
        app.step(0, events=[pygame.event.Event(pygame.TEXTINPUT, text="y")])
        assert scene.name == "xy"
    finally:
        pygame.quit()
