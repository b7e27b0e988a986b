"""When a Kobito pot is won, the winner's total and pots count on the plate and in the side panel
follow the moment (issue 40): from the coins springing towards the winner, not only once the
whole action has synchronised; and cards given to a score pile cost their points as they land.
Through the real director (the first at the tour's kobito_pot screen)."""

import random

import pygame

from cabo_desktop.games.kobito.rules import events as E
from cabo_desktop.ui import tour
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


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


def test_cards_given_to_the_score_pile_cost_their_points_as_they_land():
    app = App((1280, 720), headless=True)
    try:
        app.catch_errors = False
        table = make_table(app, "standard", 2, seed=3, human=0, levels=["easy"], speed="normal", game="kobito")
        app.nav.show(table)
        person = table.game.make_agent("easy", seed=3)
        rng = random.Random(3)
        before = {}  # the picture's totals and score piles as the ScorePilePenalty event starts

        def hook(cls):
            if cls is E.ScorePilePenalty and not before:
                before["totals"] = tuple(table.model.totals)
                before["piles"] = [len(p) for p in table.model.penalties]
        app.event_hooks.append(hook)
        for _ in range(20000):
            if before:
                break
            if table.human_to_act() and not table.animating:
                table.play(person.choose(table.match.observe(0), list(table.match.legal()), rng))
            app.step(DT, events=[])
        assert before, "no card went to a score pile"
        app.step(DT, events=[])
        obs = table.match.observe(table.eye)
        seat = next(s for s in range(table.n) if len(obs.penalties[s]) > before["piles"][s])
        assert obs.totals[seat] < before["totals"][seat]  # the pile costs points in this variant
        table.current_anim.finish()  # the cards have landed on the plate, before the action's sync
        assert table.queue, "the action's sync has run already: nothing is tested"
        m = table.model
        assert m.totals[seat] == obs.totals[seat]
        assert len(m.penalties[seat]) == len(obs.penalties[seat])
    finally:
        pygame.quit()


def test_a_won_pots_coins_reach_a_plate_along_the_top_without_crossing_the_plates_beside_it():
    """The review saw the coins arc from a pot over another seat's plate to the winner's (issue 40,
    second round): to a plate along the top they swoop low across the table and rise into it under
    the winner; every coin's path stays clear of the plates between."""
    from types import SimpleNamespace
    from cabo_desktop.ui.effects import Effects
    table = SimpleNamespace(time=0.0, speed_name="normal", app=SimpleNamespace(impacts=True))
    fx = Effects(table)
    plates = [pygame.Rect(30, 20, 580, 160), pygame.Rect(630, 20, 580, 160), pygame.Rect(1230, 20, 580, 160)]
    for row, winner in ((pygame.Rect(40, 500, 560, 220), 2), (pygame.Rect(40, 240, 560, 220), 2),
                        (pygame.Rect(1230, 500, 560, 220), 0)):
        fx.particles.clear()
        fx.coins(row, plates[winner], 14, 60)
        arcs = [p.arc for p in fx.particles if p.kind == "coin"]
        assert len(arcs) == 14
        for (x0, y0), (cx, cy), (x1, y1) in arcs:
            assert plates[winner].collidepoint(x1, y1)
            for step in range(41):
                t = step / 40
                x = (1 - t) ** 2 * x0 + 2 * t * (1 - t) * cx + t * t * x1
                y = (1 - t) ** 2 * y0 + 2 * t * (1 - t) * cy + t * t * y1
                assert not plates[1].inflate(-20, 0).collidepoint(x, y), (row, winner, t, (x, y))


def test_a_won_pots_coins_rise_through_the_lane_under_the_winner_clear_of_its_cards():
    """The review (kobito_pot): the pot's coins crossed the cards of the lane under the winner's
    plaque on their way up. At the tour's kobito_pot moment (1280x720 and 1920x1080) every coin's
    arc keeps its whole coin off every card of the other lanes (their gold cards and runs)."""
    for size in ((1280, 720), (1920, 1080)):
        app = App(size, headless=True)
        try:
            app.catch_errors = False
            tour.reach(app, "kobito_pot")
            table = app.scenes.top
            lay = table.layout()
            coins = [p for p in table.director.effects.particles if p.kind == "coin"]
            assert coins, "no coins in flight"
            won = table.hud.won_pot
            cards = []
            for k, place in enumerate(lay.pots):
                if k != won:
                    cards += [place.gold] + table.hud.rainbow_rects(
                        ("pot", k), len(table.place_rainbow(("pot", k))), table.place_length(("pot", k)))
            for p in coins:
                (x0, y0), (cx, cy), (x1, y1) = p.arc
                for step in range(61):
                    t = step / 60
                    x = (1 - t) ** 2 * x0 + 2 * t * (1 - t) * cx + t * t * x1
                    y = (1 - t) ** 2 * y0 + 2 * t * (1 - t) * cy + t * t * y1
                    spot = pygame.Rect(0, 0, p.size * 0.6, p.size * 0.6)
                    spot.center = (x, y)
                    assert spot.collidelist(cards) < 0, (size, t, spot, cards[spot.collidelist(cards)])
        finally:
            pygame.quit()
