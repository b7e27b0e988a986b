"""When a Kobito pot is won, the winner's total and pots count on the plate and in the side panel
follow the moment (issue 40): from the coins springing towards the winner, not only once the
whole action has synchronised. Through the real director, at the tour's kobito_pot screen."""

import pygame

from cabo_desktop.games.kobito.rules import events as E
from cabo_desktop.ui import tour
from cabo_desktop.ui.app import App


def test_the_winners_total_follows_the_pot_won():
    app = App((1280, 720), headless=True)
    try:
        app.catch_errors = False
        before = {}  # the picture's totals and pots as the PotWon event starts animating

        def hook(cls):
            table = app.scenes.top
            if cls is E.PotWon and not before and hasattr(table, "model"):
                before["totals"] = tuple(table.model.totals)
                before["gold"] = [len(g) for g in table.model.gold_won]
        app.event_hooks.append(hook)
        tour.reach(app, "kobito_pot")  # the PotWon recipe is playing: the coins spring
        table = app.scenes.top
        m = table.model
        obs = table.match.observe(table.eye)  # the authority after the action
        winner = next(s for s in range(table.n) if len(obs.gold_won[s]) > before["gold"][s])
        assert obs.totals[winner] > before["totals"][winner]
        # as the callout names the winner, the plate and the panel already count the pot
        assert m.totals[winner] == obs.totals[winner]
        assert len(m.gold_won[winner]) == len(obs.gold_won[winner])
        anim = table.current_anim
        anim.finish()  # the PotWon recipe played out, before the action's sync
        assert table.queue, "the action's sync has run already: nothing is tested"
        assert m.totals[winner] == obs.totals[winner]
        assert len(m.gold_won[winner]) == len(obs.gold_won[winner])
        others = [s for s in range(table.n) if s != winner]
        assert [m.totals[s] for s in others] == [before["totals"][s] for s in others]
    finally:
        pygame.quit()
