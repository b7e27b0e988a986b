"""Kobito's lanes are the window's (a review, s52: balanced rows, every lane alike): a new gold card
on the table lays nothing again, during a celebration's shout or after it (never re-laid under the
flying cards and coins, and the lanes' pictures not composed again for it)."""

from __future__ import annotations

from tests.ui.conftest import table_of


def test_the_lanes_stay_put_when_a_new_gold_card_comes(tour_app):
    app = tour_app("kobito")
    table = table_of(app)
    m, hud = table.model, table.hud
    lay = table.layout()
    k = 0
    saved = m.pots[k]
    asks = table.variant.gold[saved[0]].length
    other = next(g for g, gold in enumerate(table.variant.gold) if abs(gold.length - asks) >= 2)
    try:
        hud.shout("Pot of gold!")
        m.pots[k] = (other, saved[1])
        assert table.layout() is lay  # the shout on: the lanes stay put
        hud.shout_alpha = 0.0
        hud.callouts.clear()
        assert table.layout() is lay  # and after it: the lanes are the window's, whatever the run asks
        assert len({p.area.size for p in lay.pots}) == 1
    finally:
        m.pots[k] = saved
        hud.shout_alpha = 0.0
        table.layout()
