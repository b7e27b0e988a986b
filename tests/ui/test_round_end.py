"""The end of a round as players see it: every hand shown in the panel, remarks that stay inside
their column, and the log that tells the scores only once the reveal has shown them."""

import pygame

from cabo_desktop.games.cabo.rules import events as E
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


def _until(app, table, done, limit=40_000):
    from cabo_desktop.ui.scene import Intent
    for _ in range(limit):
        if done():
            return
        if table.director.peek_holding is not None:
            app.scenes.handle(Intent("space"))
        elif table.human_to_act() and not table.animating:
            legal = [a for a in table.controls.legal() if type(a).__name__ != "CallCabo"]
            table.play(legal[0])
        app.step(DT, events=[])
    raise AssertionError("never reached")


def test_the_log_tells_the_scores_after_the_reveal_and_the_panel_shows_every_hand():
    app = App((1280, 720), headless=True)
    try:
        table = make_table(app, "official", 3, seed=4, human=0, levels=["casual"], speed="normal")
        app.nav.show(table)
        started = []
        app.event_hooks.append(lambda cls: started.append(cls) if cls is E.RoundScored else None)
        _until(app, table, lambda: bool(started))
        assert not any("scores:" in line for line in table.log), "the scores were logged before the reveal"
        _until(app, table, lambda: getattr(app.scenes.top, "route", "") == "round_end")
        assert any(line.startswith("Round 1 scores:") for line in table.log)
        panel = app.scenes.top
        event = panel.event
        assert isinstance(event, E.RoundScored)
        assert [row.cards for row in panel.report.rows] == [tuple(hand) for hand in event.hands]
    finally:
        pygame.quit()


def test_the_showdown_fits_a_long_name_six_seats_and_a_small_window():
    """Six hands at 1024x600: every plate, card and medallion inside the play area, none over
    another, the cards still cards (at least 14 px wide), a long name on its plate."""
    app = App((1024, 600), headless=True)
    try:
        names = ["Bartholomew Jr.", "Ann", "Marta", "Pip", "Dr. Okafor", "The Unicorn"]
        table = make_table(app, "kaboo", 6, seed=2, human=0, levels=["casual"], speed="instant", human_name=names[0])
        app.nav.show(table)
        _until(app, table, lambda: getattr(app.scenes.top, "route", "") == "round_end")
        panel = app.scenes.top
        app.step(DT, events=[])
        plan = panel.plan()
        play = table.play_area()
        box = pygame.Rect((0, 0), plan.box)
        box.center = play.center
        assert play.contains(box)
        cw, ch = plan.card
        assert cw >= 14 and ch >= 20
        shapes = []
        for row, where in zip(panel.report.rows, plan.rows):
            assert len(where.cards) == len(row.cards)
            for rect in (where.plate, where.medal, *where.cards):
                assert box.contains(rect.move(box.topleft)), rect
            assert not any(where.plate.colliderect(c) or where.medal.colliderect(c) for c in where.cards)
            shapes += [where.plate, where.medal, pygame.Rect(where.cards[0].unionall(where.cards)) if where.cards else None]
        shapes = [r for r in shapes if r is not None]
        assert all(not a.colliderect(b) for i, a in enumerate(shapes) for b in shapes[i + 1:]), "two rows overlap"
        assert not plan.band.colliderect(plan.rows[-1].plate)
        from cabo_desktop.ui import assets
        from cabo_desktop.ui.theme import px
        body = px(panel.steps().body)
        plate, d = plan.rows[0].plate, plan.rows[0].portrait
        assert assets.font(body, True).size(names[0])[0] <= plate.w - d - px(40), "a long name runs off its plate"
    finally:
        pygame.quit()


def test_the_final_reveal_never_turns_down_a_card_that_lay_face_up():
    """A playtest saw a seat's face-up 1 and 2 flip face down before the reveal turned them up
    again: the reveal turns over only the cards nobody could see."""
    from cabo_desktop.ui.scene import Intent
    app = App((1280, 720), headless=True)
    try:
        table = make_table(app, "official", 2, seed=3, human=0, levels=["casual"], speed="normal",
                           auto_continue=0.05)
        app.scenes.push(table)
        scored, dealt = [], []
        app.event_hooks.append(lambda cls: scored.append(app.frame) if cls is E.RoundScored else None)
        app.event_hooks.append(lambda cls: dealt.append(app.frame) if cls is E.RoundStarted and scored else None)
        up_before, checked, revealing = set(), 0, False
        hands_id, up_now = id(table.model.hands), set()
        for _ in range(60_000):
            if dealt:  # the next round is being dealt: the reveal is over
                break
            if scored and not revealing and id(table.model.hands) != hands_id:
                revealing, up_before = True, up_now  # the reveal laid out its hands: check from here
            hands_id = id(table.model.hands)
            up_now = {(s, i) for s, hand in enumerate(table.model.hands) for i, slot in enumerate(hand)
                      if slot.face_up}
            if revealing:
                for s, i in up_before:
                    assert table.model.hands[s][i].shown_card() is not None, (s, i, "turned face down")
                    checked += 1
            if table.director.peek_holding is not None:
                app.scenes.handle(Intent("space"))
            elif table.human_to_act() and not table.animating:
                legal = table.controls.legal()
                take = [a for a in legal if type(a).__name__ == "TakeDiscard"]
                table.play(take[0] if take else [a for a in legal if type(a).__name__ != "CallCabo"][0])
            app.step(DT, events=[])
        assert scored and up_before and checked, "no face-up card was there to check at the reveal"
    finally:
        pygame.quit()


def test_the_footer_notes_are_a_step_above_the_sheets_small_type():
    """Interim fix 8: the scoring sentence under the rows read at a readable size (14 -> 16 px at
    720), never above the body type."""
    from cabo_desktop.ui.scenes.round_end import Steps, note_size
    for k in (0.8, 1.0, 1.5):
        steps = Steps.at(k)
        assert steps.small < note_size(steps) <= steps.body
    assert note_size(Steps.at(1.0)) >= 16
