"""A pot won at Kobito's table (issue 40, the review of /tmp/shots_s50a/kobito_pot_1920x1080.png):
"The Fox wins the pot!" lay over the Fox's other lane, far from the speaker, and the coins aimed
at the seat's middle (its fan) and fell over its cards. The winner's bubble sits just under its
plaque, clear of every card; the coins spring from the won gold card and land on the plaque."""

from __future__ import annotations

import pygame
import pytest

from cabo_desktop.ui.theme import px
from tests.ui.conftest import table_of
from tests.ui.test_banner_room import kobito_cards


def winner_of(table) -> int:
    """The seat whose bubble the pot's win put up (the moment's one opponent bubble)."""
    seats = [seat for seat in table.hud.callouts if seat != table.viewer]
    assert len(seats) == 1, seats
    return seats[0]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_winners_bubble_lies_under_its_plaque_clear_of_every_card(tour_app, size):
    app = tour_app("kobito_pot")
    table = table_of(app)
    app.screen = pygame.Surface(size)
    app.relayout()
    table.draw(app.screen)
    lay = table.layout()
    seat = winner_of(table)
    plaque = lay.seats[seat].parts.plaque
    bubble = table.hud.bubble_rects[seat]
    # just under its speaker: in the strip under the plaque, or (s51: there it lay over the pot row's top
    # border) inside the lane under it, at the lane's top, never across its rim
    lane = min((p.area for p in lay.pots if p.area.top >= plaque.bottom), key=lambda r: r.top)
    in_lane = lane.contains(bubble) and bubble.top - lane.top <= px(16)
    assert in_lane or 0 <= bubble.top - plaque.bottom <= px(12), (size, bubble, plaque)
    assert in_lane or not bubble.colliderect(lane), (size, bubble, lane)
    # under it: centred, or (a review: at 720 a lane's gold card left no room under the Fox's plaque and
    # the bubble fell on the lane) slid along it past the card, still under a third of it at least
    assert min(bubble.right, plaque.right) - max(bubble.left, plaque.left) >= min(bubble.w, plaque.w) // 3, \
        (size, bubble, plaque)
    assert abs(bubble.centerx - plaque.centerx) <= px(4) or size != (1920, 1080) or in_lane  # room at 1080: centred
    text_size = table.hud.callout_words[seat][1]
    assert bubble.h < 2 * text_size + px(10), (size, bubble)  # on one line: the strip under the plaques is low
    hit = [card for card in kobito_cards(table, lay) if bubble.colliderect(card)]
    assert not hit, (size, bubble, hit)


def test_the_coins_spring_from_the_won_gold_card_and_land_on_the_winners_plaque(tour_app):
    app = tour_app("kobito_pot")
    table = table_of(app)
    app.screen = pygame.Surface((1280, 720))  # the size the coins were sent at
    app.relayout()
    lay = table.layout()
    seat = winner_of(table)
    plaque = lay.seats[seat].parts.plaque
    gold = lay.pots[table.hud.won_pot].gold
    coins = [p for p in table.director.effects.particles if p.kind == "coin"]
    assert coins, "the moment shows the coins flying"
    lift = max(3, gold.h // 14)  # the won card lifted off the felt (view.draw_lifted_gold)
    for coin in coins:
        (x0, y0), _control, (x1, y1) = coin.arc
        # from just over the card (a review: "the coins of the celebration cover the won pot card"):
        # the first coin's disc clear of the lifted card's top edge, near it
        assert gold.left <= x0 <= gold.right and gold.top - lift - coin.size * 1.5 <= y0 - coin.size / 2 \
            and y0 + coin.size / 2 < gold.top - lift, ((x0, y0), coin.size, gold)
        assert plaque.collidepoint(x1, y1), ((x1, y1), plaque)
