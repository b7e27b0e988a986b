"""Cabanga!'s tutorial (issue 36, item 13), reached from the title screen's Tutorial button and played
to its end with synthetic key and mouse events at 1024x600 and 1280x720: every step advances, a
wrong card, pile or answer is refused with the coach's hint, the coach's words fit their panel, the
round ends with the score explained, then the title screen; no step's words bypass translation."""

import pytest

from cabo_desktop.games.cabanga import GAME
from cabo_desktop.games.cabanga.rules import events as E
from cabo_desktop.games.cabanga.rules.actions import PASS, Play, Throw
from cabo_desktop.games.cabanga.table.tutorial import TutorialScene
from cabo_desktop.games.cabanga.tutorial_script import RECORD, score_explanation, tutorial_decks, tutorial_steps, \
    tutorial_variant
from cabo_desktop.ui.tutorial import TutorialEndScene
from tests.ui.tutorial_driver import TutorialDriver, every_text_fits, in_pseudo_locale, leaks


def replayed():
    """The script's events, replayed on the rules alone."""
    state, events = GAME.new_game(tutorial_variant(), 2, RECORD["seed"], decks=tutorial_decks(), start_seat=0)
    for step in tutorial_steps():
        state, more = GAME.apply(state, step.action)
        events += more
    return state, events


def test_the_script_fits_its_deck_and_teaches_the_core():
    steps = tutorial_steps()
    asked = [s.action for s in steps if s.asks_the_person]
    assert sum(isinstance(a, Play) for a in asked) == 4
    assert any(isinstance(a, Throw) for a in asked) and PASS in asked
    assert any(s.action == PASS and not s.by_hand for s in steps)  # a window that passes by itself
    assert any(isinstance(s.action, Throw) and s.seat == 1 for s in steps)  # Robin's "Cabanga!" at you
    assert all(s.coach for s in steps) and all(s.hint for s in steps if s.asks_the_person)
    state, events = replayed()
    ended = [ev for ev in events if isinstance(ev, E.RoundEnded)]
    assert len(ended) == 1 and ended[0].hands[0] == () and ended[0].scores == (0, 3)
    drawn = [ev for ev in events if isinstance(ev, E.PenaltyDrawn)]
    assert [ev.seat for ev in drawn] == [1, 0]


def play_step(d: TutorialDriver, by_keys: bool) -> None:
    """The step the coach asks for, by its keys or by clicks on what the coach rings."""
    t = d.table
    step = t.persons_step()
    action, before = step.action, t.index
    if isinstance(action, Play):
        if by_keys:
            d.key(str(t.controls.hand().index(action.card) + 1))
        else:
            d.click(t.asked_rects()[0].center)
        assert t.half_made() and t.coach_text() == step.then
        if by_keys:
            d.key("l" if action.side == "left" else "r")
        else:
            d.click(t.asked_rects()[0].center)
    elif by_keys:
        d.key("t" if isinstance(action, Throw) else "p")
    else:
        d.click(t.asked_rects()[0].center)
    assert t.index > before, f"step {before} did not advance"
    assert t.refusals == 0 or t.coach_hint == ""


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_whole_tutorial_from_the_title_screen(size):
    d = TutorialDriver("2", size)
    t = d.table
    try:
        assert isinstance(t, TutorialScene)
        every_text_fits(t)
        titles = set()
        by_keys = size[0] > 1100
        while True:
            d.until_asked()
            if isinstance(d.app.scenes.top, TutorialEndScene):
                break
            titles.add(t.coach_title())
            assert t.asked_rects(), f"nothing ringed at step {t.index}"
            play_step(d, by_keys)
            by_keys = not by_keys
        assert t.done and len(titles) == 6 and t.refusals == 0
        end = d.app.scenes.top
        assert "0 points" in end.lines[0] and "yellow 2" in end.lines[1]
        assert d.coach_rects
        d.finish()
    finally:
        d.close()


def test_a_wrong_card_pile_or_answer_is_refused_with_a_hint_and_the_gap_is_previewed():
    d = TutorialDriver("2", (1280, 720))
    t = d.table
    try:
        d.until_asked()
        d.key("2")  # the blue 4: not the card the coach asks for
        assert t.controls.selected is None and t.coach_hint and t.refusals == 1
        assert t.notice == t.coach_hint and "red 6" in t.coach_hint
        d.key("1")
        lay = t.layout()
        d.point(lay.rows[0].left.center)  # the left red pile: the gap 7 to 11 is previewed
        assert "7 to 11" in t.prompt(), t.prompt()
        d.key("l")  # a legal move, but not the step's
        assert t.actions_taken == [] and t.index == 0 and t.refusals == 2
        assert "Not this time" in t.notice
        d.key("r")
        assert t.index == 1 and t.coach_hint == ""
        d.until_asked()
        d.key("p")  # the step asks for the throw
        assert t.index == 2 and t.refusals == 3 and "T" in t.coach_hint
        d.key("t")
        assert t.index == 3
        d.until_asked()
        d.key("2")
        d.point(t.layout().rows[3].right.center)  # the right yellow pile would open 4 to 13
        assert "4 to 13" in t.prompt(), t.prompt()
        d.point(t.layout().rows[3].left.center)
        assert "only 15" in t.prompt(), t.prompt()
        d.key("l")
        d.until_asked()
        assert t.step.action == PASS
        d.key("t")  # the step asks for the pass
        assert t.refusals == 4 and t.step.action == PASS
        d.key("p")
        assert not d.app.errors
    finally:
        d.close()


def test_no_step_bypasses_translation():
    state, events = replayed()
    ended = next(ev for ev in events if isinstance(ev, E.RoundEnded))

    def texts():
        steps = tutorial_steps()
        out = [text for s in steps for text in (s.coach, s.hint, s.then) if text]
        out += score_explanation(["Xq", "Zw"], ended, tutorial_variant())
        from cabo_desktop.i18n import _
        return out + [_(TutorialScene.about)]
    words = in_pseudo_locale(texts)
    assert len(words) > 20
    assert [w for w in leaks(words) if w not in ("Xq", "Zw")] == []
