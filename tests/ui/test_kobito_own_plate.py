"""Your plate on Kobito's table is used as Cabanga!'s is (ui/own_plate.py; a fresh-eyed review
read Cabanga!'s old one as "a big empty leather box"): as tall as your tray beside it, your
medallion at its head, your name, and your points and pots of gold as figures with icons."""

import pygame
import pytest

from cabo_desktop.games.kobito.table.layout import compute_layout
from cabo_desktop.ui import assets, own_plate
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_your_plate_is_as_tall_as_your_tray_and_holds_your_medallion(size):
    lay = compute_layout(size, 4, 0)
    plate, mat = lay.seats[0].plate, lay.mat
    assert plate.top == mat.top and plate.bottom == mat.bottom and plate.right < mat.left
    face, name, strip = own_plate.parts(plate, lay.name_size)
    assert plate.contains(face) and plate.contains(strip) and face.w >= plate.h * 0.3, (size, face, plate)


def test_your_plates_figures_are_your_points_and_pots():
    app = App((1280, 720), headless=True)
    try:
        table = make_table(app, "standard", 4, seed=3, human=0, levels=["random"], speed="instant", game="kobito")
        app.scenes.push(table)
        app.step(1 / 60, events=[])
        kept = [key for key in list(assets.surfaces) if isinstance(key, tuple) and key and key[0] == "kobito-own-seat"]
        assert kept, "your plate is drawn as one kept picture"
        shown = dict(kept[-1][2])
        m = table.model
        assert shown == {"points": m.totals[0], "pots": len(m.gold_won[0])}
    finally:
        pygame.quit()
