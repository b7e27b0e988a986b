"""Kobito's "Pot of gold!" ribbon (issue 40, fifth round: at 1280x720 it touched the x5 pot's gold
card): placed by Kobito's view on the lanes' free felt, it keeps a margin clear of every card."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop.ui.theme import px
from tests.ui.conftest import table_of
from tests.ui.test_banner_room import kobito_cards


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_pot_of_gold_ribbon_keeps_clear_of_every_card(tour_app, size):
    app = tour_app("kobito_pot")
    table = table_of(app)
    app.screen = pygame.Surface(size)
    app.relayout()
    table.draw(app.screen)
    lay = table.layout()
    shout = table.hud.shout_rect
    assert shout is not None and lay.play.contains(shout), (size, shout)
    near = [card for card in kobito_cards(table, lay) if shout.colliderect(card.inflate(px(16), px(16)))]
    assert not near, (size, shout, near)  # 8 px of felt at least between the ribbon and a card
