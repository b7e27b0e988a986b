"""Kobito's tutorial (issue 36, item 13), reached from the title screen's Tutorial button and played to
its end with synthetic key and mouse events at 1024x600 and 1280x720: every step advances, a wrong
card, place or block is refused with the coach's hint, the coach's words fit their panel, the short
game ends with the score explained (no game-over screen), then the title screen; no step's words
bypass translation."""

import pytest

from cabo_desktop.games.kobito import GAME
from cabo_desktop.games.kobito.rules import events as E
from cabo_desktop.games.kobito.rules.actions import End, Move, Play, Replace, Start, Swap
from cabo_desktop.games.kobito.table.tutorial import TutorialScene, step_cards
from cabo_desktop.games.kobito.tutorial_script import RECORD, score_explanation, tutorial_decks, tutorial_steps, \
    tutorial_variant
from cabo_desktop.ui.tutorial import TutorialEndScene
from tests.ui.tutorial_driver import TutorialDriver, every_text_fits, in_pseudo_locale, leaks


def replayed():
    state, events = GAME.new_game(tutorial_variant(), 2, RECORD["seed"], decks=tutorial_decks(), start_seat=0)
    for step in tutorial_steps():
        state, more = GAME.apply(state, step.action)
        events += more
    return state, events


def test_the_script_fits_its_deck_and_teaches_the_core():
    steps = tutorial_steps()
    asked = [type(s.action) for s in steps if s.asks_the_person]
    for kind in (Play, Start, End, Swap, Replace, Move):
        assert kind in asked, kind
    assert any(s.seat == 1 and isinstance(s.action, Play) and s.action.card.kind == "kobito" for s in steps)
    assert all(s.coach for s in steps) and all(s.hint for s in steps if s.asks_the_person)
    state, events = replayed()
    assert state.over and state.winners == (0,)
    assert [ev.seat for ev in events if isinstance(ev, E.PotWon)] == [0, 0]
    assert any(isinstance(ev, E.PotRefilled) for ev in events)


def pick(d: TutorialDriver, card) -> None:
    d.key(str(d.table.controls.hand().index(card) + 1))


def play_step(d: TutorialDriver, by_keys: bool) -> None:
    """The step the coach asks for, by its keys or by clicks on what the coach rings."""
    t = d.table
    c = t.controls
    step = t.persons_step()
    action, before = step.action, t.index
    if not by_keys:
        for _click in range(4):
            rects = t.asked_rects()
            assert rects, f"nothing ringed at step {t.index}"
            d.click(rects[0].center)
            if t.index > before:
                break
    elif isinstance(action, End):
        d.key("e")
    elif isinstance(action, Start):
        for card in action.cards:
            pick(d, card)
        d.key("s")
    else:
        if isinstance(action, Move):
            while c.block != (action.rainbow, action.end, action.count):
                d.key("w")
        else:
            pick(d, step_cards(action, c.hand())[0])
        assert t.half_made() and t.coach_text() == step.then
        for _tab in range(12):
            targets = c.targets()
            if 0 <= c.focus < len(targets) and targets[c.focus][1] == action:
                break
            d.key("tab")
        d.key("return")
    assert t.index > before, f"step {before} did not advance"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_whole_tutorial_from_the_title_screen(size):
    d = TutorialDriver("3", size)
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
        assert t.done and len(titles) == 8 and t.refusals == 0
        end = d.app.scenes.top
        assert "2 pots of gold: 6 points" in end.lines[0]
        assert t.state.over and getattr(d.app.scenes.stack[-2], "route", "") != "game_over"
        d.finish()
    finally:
        d.close()


def test_a_wrong_card_place_or_block_is_refused_with_a_hint():
    d = TutorialDriver("3", (1280, 720))
    t = d.table
    try:
        d.until_asked()
        d.key("5")  # the 11: not the card the coach asks for
        assert t.controls.chosen == [] and t.refusals == 1 and "8" in t.coach_hint
        d.key("e")  # nothing played yet: the table says why E does nothing
        assert t.index == 0
        d.key("1")  # the 2: refused too
        assert t.refusals == 2
        d.key("3")
        assert t.half_made()
        d.key("return")  # one lit place: Enter plays there
        assert t.index == 1 and t.coach_hint == ""
        d.until_asked()
        play_step(d, by_keys=True)  # the 9: two lit places, Tab to the one asked for
        d.until_asked()
        d.key("1")
        d.key("2")
        d.key("s")
        d.until_asked()
        d.key("1")  # the end of the turn is asked for: no card
        assert t.refusals == 3
        d.key("e")
        d.until_asked()  # Robin's turn is played meanwhile
        assert t.index == 6 and isinstance(t.step.action, Swap)
        for _ in range(2):  # the swap, the Kobito, the replacement card: the keys the coach names
            step = t.step
            pick(d, step_cards(step.action, t.controls.hand())[0])
            rect = next(r for r, a in t.controls.targets() if a == step.action)
            d.click(rect.center)
            d.until_asked()
        pick(d, step_cards(t.step.action, t.controls.hand())[1])  # the 10 first: it finds the same move
        rect = next(r for r, a in t.controls.targets() if a == t.step.action)
        d.click(rect.center)
        d.until_asked()
        assert isinstance(t.step.action, Move)
        rainbow = t.model.workshops[0][0]
        d.click(t.spot_rect(("ws", 0, 0), len(rainbow) - 1, t.place_length(("ws", 0, 0))).center)  # the 4 alone
        wrong = next(r for r, a in t.controls.targets())
        d.click(wrong.center)  # the 4 alone onto the pot: a legal move, not the step's
        assert t.refusals == 4 and t.index == 9 and "2" in t.coach_hint
        d.click(t.asked_rects()[0].center)  # the 2: the whole rainbow
        d.click(t.asked_rects()[0].center)
        assert t.done
        assert not d.app.errors
    finally:
        d.close()


def test_no_step_bypasses_translation():
    state, _events = replayed()

    def texts():
        steps = tutorial_steps()
        out = [text for s in steps for text in (s.coach, s.hint, s.then) if text]
        out += score_explanation(["Xq", "Zw"], state)
        from cabo_desktop.i18n import _
        return out + [_(TutorialScene.about)]
    words = in_pseudo_locale(texts)
    assert len(words) > 20
    assert [w for w in leaks(words) if w not in ("Xq", "Zw")] == []
