"""The interactive tutorial driven with synthetic key and mouse events under the dummy driver:
every step advances, a wrong action is refused with the coach's hint, and the round ends with
the human's CABO succeeding, then the title screen."""

import pygame

from cabo_desktop.games.cabo.rules import actions as A
from cabo_desktop.games.cabo.rules.state import Phase
from cabo_desktop.ui.app import App, save_screenshot
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.games.cabo.table.tutorial import TutorialEndScene, TutorialScene
from cabo_desktop.games.cabo.tutorial_script import RECORD, tutorial_steps

DT = 1 / 60


class Tut:
    def __init__(self, confirm_cabo=True):
        self.app = App((1280, 720), headless=True)
        self.app.catch_errors = False
        self.app.prefs = self.app.prefs.changed(confirm_cabo=confirm_cabo)
        self.app.settings["speed"] = "instant"
        self.title = TitleScene(self.app)
        self.app.scenes.push(self.title)
        self.frames(2)
        self.key(pygame.K_t)  # the title screen's Tutorial entry
        if not isinstance(self.app.scenes.top, TutorialScene):
            self.key(pygame.K_1)  # which game: CABO
        self.table = self.app.scenes.top
        assert isinstance(self.table, TutorialScene)

    def frames(self, n=1, events=None, dt=DT):
        for i in range(n):
            self.app.step(dt, events=events if i == 0 else [])

    def key(self, key):
        self.frames(1, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], dt=0)

    def click(self, pos):
        self.frames(1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(pos[0]), int(pos[1])))], dt=0)

    def click_card(self, seat, slot):
        self.click(self.table.layout().seats[seat].slots[slot].center)

    @property
    def state(self):
        return self.table.state

    def close(self):
        pygame.quit()


def _until_human(d, limit=3000):
    t = d.table
    for _ in range(limit):
        if t.director.peek_holding is not None:
            d.key(pygame.K_SPACE)  # "I have memorised my cards"
        if t.human_to_act() and not t.animating:
            d.frames(1)
            return
        d.frames(1)
    raise AssertionError(f"the human never got to act (step {t.index})")


def _refused(d, before_actions, before_index):
    t = d.table
    assert len(t.actions_taken) == before_actions, "a wrong action was played"
    assert t.index == before_index
    assert t.coach_hint, "no hint shown"
    assert t.refusals >= 1


def test_steps_follow_the_record():
    steps = tutorial_steps()
    assert len(steps) == len(RECORD["actions"])
    assert [s.seat for s in steps][:2] == [0, 1]
    human = [s.action for s in steps if s.seat == 0]
    assert A.InitialPeek((0, 2)) in human and A.Exchange((1, 2)) in human and A.Peek(1) in human
    assert human[-1] == A.CALL_CABO
    assert all(s.coach for s in steps)


def test_whole_tutorial_with_refusals_and_a_screenshot(tmp_path):
    d = Tut(confirm_cabo=True)
    t = d.table
    try:
        _until_human(d)
        assert d.state.round.phase == Phase.INITIAL_PEEK
        assert "1st and 3rd" in t.coach_text()
        # the cards asked for are ringed on the table
        assert t.asked_rects() == [t.slot_rect(0, 0), t.slot_rect(0, 2)]
        # wrong peek: the 2nd card is refused before it is even chosen, with the hint in words
        d.key(pygame.K_1)
        d.key(pygame.K_2)
        _refused(d, 0, 0)
        assert "1st and 3rd" in t.coach_hint
        assert t.controls.selection == [0], "the wrong card was accepted as a selection"
        assert t.notice == t.coach_hint, t.notice  # the hint in words: no engine notation, no 0-based numbers
        assert t.asked_rects() == [t.slot_rect(0, 2)]
        d.key(pygame.K_3)
        assert t.actions_taken == [A.InitialPeek((0, 2))] and t.index == 1
        assert t.coach_hint == ""

        # the opponent's look: the coach talks about it until it has been animated
        seen_lag = False
        t.speed_name = "normal"  # at instant speed a look is animated within one frame
        for _ in range(600):
            if t.index >= 2 and t.animating:
                assert "Robin" in t.coach_text(), t.coach_text()
                seen_lag = True
            if t.index >= 2 and not t.animating:
                break
            if t.director.peek_holding is not None:
                d.key(pygame.K_SPACE)
            d.frames(1)
        assert seen_lag, "Robin's look was never seen animating"
        t.speed_name = "instant"
        # draw: taking the discard or calling CABO is refused
        _until_human(d)
        assert t.asked_rects() == [t.layout().deck]
        assert d.state.round.phase == Phase.TURN and t.index == 2
        n = len(t.actions_taken)
        d.key(pygame.K_t)
        _refused(d, n, 2)
        assert "draw from the deck" in t.coach_hint.lower()
        d.click(t.layout().deck.center)
        assert t.actions_taken[-1] == A.DRAW_FROM_DECK and t.index == 3
        assert t.coach_hint == ""

        # exchange the 2 for the 9: discarding, or exchanging the wrong card, is refused
        _until_human(d)
        assert d.state.round.phase == Phase.DRAWN and "2" in t.coach_text()
        n = len(t.actions_taken)
        d.click(t.layout().discard.center)
        _refused(d, n, 3)
        d.click_card(0, 1)
        d.key(pygame.K_x)
        _refused(d, n, 3)
        d.click_card(0, 0)
        assert t.controls.selection == [0]
        d.key(pygame.K_x)
        assert t.actions_taken[-1] == A.Exchange((0,)) and t.index == 4

        # the opponent's scripted turn, then draw again
        _until_human(d)
        assert t.actions_taken[-2:] == [A.DRAW_FROM_DECK, A.Exchange((0,))] and t.index == 6
        d.key(pygame.K_d)
        assert t.index == 7

        # the 8's Peek on the 2nd card; a peek at the 4th card is refused
        _until_human(d)
        assert "Peek" in t.coach_text()
        n = len(t.actions_taken)
        d.key(pygame.K_a)
        assert t.controls.mode == "ability"
        d.click_card(0, 3)
        _refused(d, n, 7)
        assert t.controls.mode == "ability"  # still choosing the card to peek at
        path = save_screenshot(d.app.screen, tmp_path / "tutorial-refused.png")
        assert path.exists()
        d.click_card(0, 1)
        assert t.actions_taken[-1] == A.Peek(1) and t.index == 8

        # the opponent discards; draw; multi-exchange of the two 5s
        _until_human(d)
        assert t.index == 10
        d.key(pygame.K_d)
        _until_human(d)
        assert "two 5s" in t.coach_text()
        n = len(t.actions_taken)
        d.click_card(0, 1)
        d.key(pygame.K_x)  # only one 5 chosen: refused
        _refused(d, n, 11)
        d.click_card(0, 1)
        d.click_card(0, 2)
        assert sorted(t.controls.selection) == [1, 2]
        d.frames(1)
        save_screenshot(d.app.screen, tmp_path / "tutorial-multi.png")
        d.key(pygame.K_x)
        assert t.actions_taken[-1] == A.Exchange((1, 2)) and t.index == 12
        assert len(d.state.round.hands[0]) == 3

        # CABO: drawing is refused now; C (confirmed: the setting is on) calls it
        _until_human(d)
        assert t.index == 14 and "CABO" in t.coach_text()
        n = len(t.actions_taken)
        d.key(pygame.K_d)
        _refused(d, n, 14)
        d.key(pygame.K_c)
        if t.controls.cabo_armed:
            d.key(pygame.K_c)
        assert t.actions_taken[-1] == A.CALL_CABO and t.index == 15

        # the opponent's last turn, the reveal, and the end panel with the score explained
        for _ in range(3000):
            if isinstance(d.app.scenes.top, TutorialEndScene):
                break
            d.frames(1)
        end = d.app.scenes.top
        assert isinstance(end, TutorialEndScene)
        assert t.done
        ev = t.result
        assert ev.caller == 0 and 0 in ev.winners and ev.scores[0] == 0
        assert ev.scores[1] == ev.sums[1] > 0
        assert "CABO succeeded" in end.lines[0]
        d.frames(30)
        save_screenshot(d.app.screen, tmp_path / "tutorial-end.png")
        d.key(pygame.K_SPACE)
        assert d.app.scenes.top is d.title
        assert d.app.scenes.stack == [d.title]
        assert not d.app.errors
    finally:
        d.close()


def test_clicks_elsewhere_and_hint_key_never_crash():
    d = Tut(confirm_cabo=False)
    t = d.table
    try:
        _until_human(d)
        d.click_card(1, 0)  # an opponent's card during the peek
        d.key(pygame.K_1)
        d.key(pygame.K_3)
        _until_human(d)
        d.click_card(1, 2)  # a card before drawing: explained by the table
        d.key(pygame.K_h)  # the hint of the table still works
        d.key(pygame.K_c)  # CABO too early: refused
        assert t.coach_hint and t.index == 2
        for _ in range(5):
            d.frames(1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))], dt=DT)
        d.key(pygame.K_d)
        assert t.index == 3
        assert not d.app.errors
    finally:
        d.close()


def test_tutorial_scene_direct_with_auto_continue_returns_to_a_title():
    app = App((1280, 720), headless=True)
    try:
        app.catch_errors = False
        scene = TutorialScene(app, speed="instant", auto_continue=0.01)
        app.scenes.push(scene)
        for _ in range(4000):
            if scene.done and isinstance(app.scenes.top, TitleScene):
                break
            if scene.director.peek_holding is not None:
                scene.director.peek_confirmed = True
            if scene.human_to_act() and not scene.animating:
                scene.play(scene.step.action)
            app.step(DT, events=[])
        assert isinstance(app.scenes.top, TitleScene)
        assert scene.result.scores[0] == 0
    finally:
        pygame.quit()


def test_the_coach_panel_keeps_its_text_inside_and_off_the_cards():
    from cabo_desktop.ui import assets
    for size in ((1280, 720), (1024, 600), (1280, 800)):
        app = App(size, headless=True)
        try:
            app.nav.push("title")
            t = app.nav.push("tutorial")
            for _ in range(200):
                app.step(DT, events=[])
            for hint in ("", tutorial_steps()[0].hint):
                t.coach_hint = hint
                rect, text_size, lines, _ = t.coach_layout()
                lay = t.layout()
                assert lay.play.contains(rect), size
                blocked = [lay.deck, lay.discard] + [s for sl in lay.seats.values() for s in sl.slots]
                assert rect.collidelist(blocked) == -1, (size, rect)
                line_h = assets.font(text_size).get_linesize()
                assert 36 + line_h * len(lines) <= rect.h, (size, "the text runs out of the panel")
                assert all(assets.font(text_size).size(line)[0] <= rect.w - 24 for line in lines), size
        finally:
            pygame.quit()


def test_each_step_number_heads_one_instruction_and_the_end_leaves_no_stale_notice():
    """A playtest saw two instructions headed "step 2 of 8", "step 6" over step 5's words, and
    "Call CABO? ... Press C again" left under the final score: the heading follows the step the
    coach talks about (none while the opponent plays), and the confirmed call clears its notice."""
    d = Tut(confirm_cabo=True)
    t = d.table
    try:
        t.speed_name = "normal"  # animations take frames, so the coach's lag behind the rules shows
        from cabo_desktop.games.cabo.tutorial_script import HUMAN
        headed: dict[str, set] = {}
        for _ in range(30000):
            if isinstance(d.app.scenes.top, TutorialEndScene):
                break
            if t.director.peek_holding is not None:
                assert "Remember" in t.coach_text() or "1st and 3rd" in t.coach_text(), t.coach_text()
                d.key(pygame.K_SPACE)
            step = t.step
            if step is not None and step.seat == HUMAN and t.human_to_act() and not t.animating:
                if step.action == A.CALL_CABO:
                    d.key(pygame.K_c)
                    d.key(pygame.K_c)
                else:
                    t.play(step.action)
            title = t.coach_title()
            if "step" in title and t.director.peek_holding is None:  # a look says what to remember
                headed.setdefault(title, set()).add(t.coach_text())
            d.frames(1)
        assert isinstance(d.app.scenes.top, TutorialEndScene)
        humans = sum(1 for s in t.steps if s.seat == HUMAN)
        assert len(headed) == humans and all(len(texts) == 1 for texts in headed.values()), \
            {k: v for k, v in headed.items() if len(v) > 1}
        assert t.notice_time <= 0, t.notice
    finally:
        d.close()


# ---------------------------------------------------------------- a new player's playtest (issue 36, item 13)


def _play_script_until(d, reached, limit=40000):
    """Make the person's scripted moves (through the table's own play) until `reached()`."""
    t = d.table
    for _ in range(limit):
        if reached():
            return
        if t.director.peek_holding is not None:
            d.key(pygame.K_SPACE)
        step = t.step
        if step is not None and step.seat == 0 and t.human_to_act() and not t.animating and not reached():
            if step.action == A.CALL_CABO:
                d.key(pygame.K_c)
                d.key(pygame.K_c)
            else:
                t.play(step.action)
        d.frames(1)
    raise AssertionError(f"not reached (step {t.index})")


def test_the_cabo_step_says_to_confirm_and_the_bar_keeps_asking_until_answered():
    """Step 8 said "press C" while confirm-before-CABO needs C twice, and after the first C the bar
    went back to "call CABO (C)" while the button read "Confirm CABO"."""
    d = Tut(confirm_cabo=True)
    t = d.table
    try:
        _play_script_until(d, lambda: t.step is not None and t.step.action == A.CALL_CABO
                           and t.human_to_act() and not t.animating)
        d.frames(1)
        assert "C again" in t.coach_text(), t.coach_text()
        d.key(pygame.K_c)
        assert t.controls.cabo_armed and t.index == 14
        d.frames(300)  # five seconds: longer than a notice shows
        assert t.notice_time <= 0
        assert "Press C again" in t.prompt(), t.prompt()
        assert "again" in t.coach_text(), t.coach_text()
        assert "Confirm CABO" in [b.label for b in t.controls.buttons]
        d.key(pygame.K_c)
        assert t.actions_taken[-1] == A.CALL_CABO and t.index == 15
    finally:
        d.close()
    d = Tut(confirm_cabo=False)  # without the setting, one C calls: the coach says nothing of confirming
    t = d.table
    try:
        _play_script_until(d, lambda: t.step is not None and t.step.action == A.CALL_CABO
                           and t.human_to_act() and not t.animating)
        d.frames(1)
        assert "press C" in t.coach_text() and "again" not in t.coach_text()
        d.key(pygame.K_c)
        assert t.actions_taken[-1] == A.CALL_CABO
    finally:
        d.close()


def test_the_bar_under_the_last_panel_says_space_goes_back_to_the_title():
    """The last panel said Space returns to the title while the bar said "next round"."""
    d = Tut(confirm_cabo=False)
    t = d.table
    try:
        _play_script_until(d, lambda: isinstance(d.app.scenes.top, TutorialEndScene))
        d.frames(10)
        assert "next round" not in t.prompt()
        assert "title" in t.prompt(), t.prompt()
    finally:
        d.close()


def test_a_looked_at_card_is_told_only_once_it_is_face_up():
    """The peeked value showed in the log and the bar before the card had turned over."""
    import re
    d = Tut(confirm_cabo=False)
    t = d.table
    t.speed_name = "normal"  # the lift and the flip take frames
    told: set = set()
    try:
        for _ in range(40000):
            if isinstance(d.app.scenes.top, TutorialEndScene):
                break
            lines = [line for line in t.log if re.match(r"You (looked|peeked) at your (\d)\w* card: ", line)]
            for line in lines:
                if line not in told:
                    told.add(line)
                    slot = t.model.hands[0][int(re.search(r"your (\d)", line).group(1)) - 1]
                    assert slot.shown_card() is not None, f"told before it turned over: {line}"
            for text in (t.prompt(), t.coach_text()):
                if "Remember" in text or "Your 1st and 3rd cards" in text:
                    shown = [s.shown_card() for s in t.model.hands[0] if s.shown_card() is not None]
                    assert all(c in shown for c in t.director.peek_holding), text
            if t.director.peek_holding is not None and t.time - t.director.peek_since > 0.3:
                d.key(pygame.K_SPACE)
            step = t.step
            if step is not None and step.seat == 0 and t.human_to_act() and not t.animating:
                t.play(step.action)
            d.frames(1)
        assert len(told) == 3  # the first look's two cards and the 8's Peek
    finally:
        d.close()


def test_robins_moves_are_told_one_at_a_time_at_a_pace_one_can_read():
    """"Watch the middle of the table" while Robin's moves were over in about a second: each of
    the opponent's moves has its own words, shown long enough to read them."""
    from cabo_desktop.games.cabo.tutorial_script import BOT
    d = Tut(confirm_cabo=False)
    t = d.table
    t.speed_name = "normal"
    shown: dict[int, float] = {}  # opponent step -> seconds its words were up
    try:
        _play_script_until(d, lambda: (t.shown_step is not None and t.shown_step.seat == BOT
                                       and t.director.peek_holding is None and t.result is None
                                       and shown.__setitem__(t.shown_index, shown.get(t.shown_index, 0) + DT))
                           or isinstance(d.app.scenes.top, TutorialEndScene))
        bots = [k for k, s in enumerate(t.steps) if s.seat == BOT]
        texts = [t.steps[k].coach for k in bots]
        assert not [x for x in texts if "Watch the middle" in x]
        for a, b in zip(bots, bots[1:]):
            if b == a + 1:  # one turn's moves: the words change with each
                assert t.steps[a].coach != t.steps[b].coach, t.steps[a].coach
        assert set(shown) == set(bots)
        assert min(shown.values()) >= 1.2, shown
    finally:
        d.close()
