"""Kobito's lanes follow the gold cards on the table (each as wide as its own rainbow), but only
once a celebration's shout and bubbles are gone: never re-laid under the flying cards and coins."""

from __future__ import annotations

from tests.ui.conftest import table_of


def test_the_lanes_follow_a_new_gold_card_once_the_shout_is_gone(tour_app):
    app = tour_app("kobito")
    table = table_of(app)
    m, hud = table.model, table.hud
    lay = table.layout()
    # a pot sharing its row with another (a lone lane spans its row whatever it asks)
    k = next(k for k, p in enumerate(lay.pots) if sum(q.area.y == p.area.y for q in lay.pots) > 1)
    saved = m.pots[k]
    asks = table.variant.gold[saved[0]].length
    other = next(g for g, gold in enumerate(table.variant.gold) if abs(gold.length - asks) >= 2)
    try:
        hud.shout("Pot of gold!")
        m.pots[k] = (other, saved[1])
        assert table.layout() is lay  # the shout still on: the lanes stay put
        hud.shout_alpha = 0.0
        hud.callouts.clear()
        new = table.layout()
        assert new is not lay and new.pots[k].area.w != lay.pots[k].area.w
        assert (new.pots[k].area.w > lay.pots[k].area.w) == (table.variant.gold[other].length > asks)
    finally:
        m.pots[k] = saved
        hud.shout_alpha = 0.0
        table.layout()
