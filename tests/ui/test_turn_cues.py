"""Whose turn it is, as the table shows it: the lit plate follows the seat that acts (its first
look included, and a new round's starter at once) and the banner never shows a card as "?"."""

import pygame
import pytest

from cabo_desktop.games.cabo.rules import actions as A
from cabo_desktop.games.cabo.rules import events as E
from cabo_desktop.games.cabo.rules.state import Phase


def play_the_person(d) -> bool:
    """The person's part of a frame: done looking (Space), the first look (1 and 2), else the
    first legal action that is not CABO. Whether the person acted."""
    t = d.table
    if t.director.peek_holding is not None:
        d.key(pygame.K_SPACE)
    elif t.human_to_act() and not t.animating:
        if t.state.round.phase == Phase.INITIAL_PEEK:
            d.key(pygame.K_1)
            d.key(pygame.K_2)
        else:
            t.play([a for a in t.controls.legal() if a != A.CALL_CABO][0])
    else:
        return False
    return True


def test_the_banner_never_says_you_drew_a_question_mark(driver_factory):
    d = driver_factory(seats=2, speed="normal", auto_continue=None)
    d.until_human()
    while d.state.round.phase == Phase.INITIAL_PEEK:  # look at two cards, then play until a draw
        d.key(pygame.K_1)
        d.key(pygame.K_2)
        for _ in range(400):
            if d.table.director.peek_holding is not None:
                d.key(pygame.K_SPACE)
            d.frames(1)
        d.until_human()
    assert d.state.round.phase == Phase.TURN
    d.key(pygame.K_d)
    assert d.last == A.DRAW_FROM_DECK
    prompts = []
    for _ in range(60):
        prompts.append(d.table.prompt())
        d.frames(1)
    assert not any("?" in p for p in prompts), [p for p in prompts if "?" in p][:1]
    assert "You drew" in d.table.prompt()


def test_the_lit_plate_follows_the_first_looks_and_each_new_round(driver_factory):
    d = driver_factory(seats=3, speed="normal", auto_continue=0.01, start_seat=1)
    lit_while_holding, new_rounds = [], []
    started = []
    d.app.event_hooks.append(lambda cls: started.append(cls) if cls is E.RoundStarted else None)
    for _ in range(40_000):
        t = d.table
        if t.director.peek_holding is not None:
            lit_while_holding.append(t.model.current)
        play_the_person(d)
        seen = len(started)
        d.frames(1)
        if len(started) > seen and t.model.round_no >= 2:
            # round 2's deal is being shown: its starter's plate is lit, not round 1's starter's
            new_rounds.append((t.model.current, t.state.round.start_seat))
        if new_rounds and len(lit_while_holding) >= 2:
            break
    assert lit_while_holding and set(lit_while_holding) == {0}, "another plate was lit during your own look"
    assert new_rounds, "no second round was reached"
    assert all(lit == start for lit, start in new_rounds), new_rounds


class _CallsAtOnce:
    """An AI that calls CABO as soon as it may (otherwise its first legal action)."""
    needs_observation = False

    def choose(self, observation, legal, rng):
        return A.CALL_CABO if A.CALL_CABO in legal else legal[0]


def test_after_an_ai_calls_the_caller_stays_marked_and_the_banner_says_last_turn(driver_factory, drawn_texts):
    d = driver_factory(seats=2, speed="normal", start_seat=1)
    d.table.match.agents[1] = _CallsAtOnce()
    drawn = drawn_texts
    for _ in range(3000):
        t = d.table
        if t.human_to_act() and not t.animating and t.state.round.caller == 1:
            break
        play_the_person(d)  # only the first look: the AI calls at its first turn, before ours
        d.frames(1)
    t = d.table
    assert t.state.round.caller == 1 and t.human_to_act()
    assert "last turn" in t.prompt().lower() and t.name(1) in t.prompt()
    drawn.clear()
    d.frames(1)
    assert "CABO!" in drawn, "the caller's plate has no CABO mark"


def _duration(anim, dt=1 / 60, limit=20.0):
    t = 0.0
    while not anim.done and t < limit:
        anim.update(dt)
        t += dt
    return t


def test_a_swap_is_slow_enough_to_follow_and_slower_when_it_takes_your_card(driver_factory):
    d = driver_factory(seats=3, speed="normal")
    d.frames(600)  # dealt and settled
    director = d.table.director
    others = _duration(director.animate(E.CardsSwapped(1, 1, 0, 2, 0)))
    yours = _duration(director.animate(E.CardsSwapped(1, 1, 1, 0, 0)))
    assert others >= 1.2, f"a swap between two opponents takes {others:.2f} s"
    assert yours >= others + 0.3, f"a swap of your card takes {yours:.2f} s"
    hand = d.table.model.hands
    assert all(not s.hidden and s.lift == 0.0 for s in hand[0] + hand[1] + hand[2])


def test_every_card_an_ability_may_target_is_ringed(driver_factory):
    from cabo_desktop.games.cabo.table.view import TARGET
    # seat 0 holds 1 2 3 4, seat 1 5 6 8 10; the discard starts with 0; the human draws a 9 (Spy)
    d = driver_factory(seats=2, prefix=["1", "5", "2", "6", "3", "8", "4", "10", "0", "9"], start_seat=0,
                       speed="instant", auto_continue=None)
    d.until_human()
    d.key(pygame.K_1)
    d.key(pygame.K_2)
    for _ in range(600):
        if d.table.director.peek_holding is not None:
            d.key(pygame.K_SPACE)
        elif d.table.human_to_act() and not d.table.animating and d.state.round.phase == Phase.TURN:
            break
        d.frames(1)
    d.key(pygame.K_d)
    d.frames(30)
    assert d.state.round.phase == Phase.DRAWN
    d.key(pygame.K_a)  # use the Spy
    d.frames(1)
    targets = [key for key in d.table.controls.targets() if key[0] == "card"]
    assert targets and all(seat == 1 for _, seat, _ in targets)
    d.app.step(0, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))])
    for _, seat, slot in targets:  # the ring turns with a fanned card: over the middle of its top edge, near it
        rect = d.table.slot_rect(seat, slot)
        band = [(x, y) for x in range(rect.centerx - rect.w // 6, rect.centerx + rect.w // 6)
                for y in range(rect.top - 8, rect.top + 3)]
        ringed = [spot for spot in band if tuple(d.app.screen.get_at(spot))[:3] == TARGET]
        assert len(ringed) >= rect.w // 6, (seat, slot, len(ringed))


def test_the_banner_says_your_turn_only_once_the_last_move_of_another_has_played_out(driver_factory):
    """A playtest saw "Your turn: draw ..." while an AI's multi-exchange was still flying: the rules
    had moved on, the table had not. While another seat's move plays out, the banner names it."""
    d = driver_factory(seats=2, speed="normal", auto_continue=0.01)
    shown_during_others = []
    for _ in range(20_000):
        t = d.table
        if play_the_person(d):
            pass
        elif t.animating and t.human_to_act() and t.model.current not in (None, t.human):
            shown_during_others.append((t.prompt(), t.name(t.model.current)))
        if len(shown_during_others) >= 30:
            break
        d.frames(1)
    assert len(shown_during_others) >= 30, "no move of another seat was seen playing out before your turn"
    assert all(not prompt.startswith("Your") and name in prompt for prompt, name in shown_during_others), \
        shown_during_others[:3]


def test_an_ai_plate_stays_put_while_its_thinking_dots_come_and_go(driver_factory):
    """A playtest saw a plate jump, its portrait switching sides, when "· thinking…" was added."""
    d = driver_factory(seats=4, speed="normal", auto_continue=0.01)
    t = d.table
    d.until_human()
    assert not t.animating  # the dots show only while nothing moves
    lay = t.layout()
    for seat in range(t.n):
        if seat in t.humans:
            continue
        t.think_seat = None
        _plate, back, _face, face_at = t.painter.name_plate(lay, seat)
        t.think_seat = seat
        for k in range(4):  # the dots at every count
            t.time = k / 3
            _plate, thinking_back, _face, thinking_face = t.painter.name_plate(lay, seat)
            assert thinking_face == face_at, (seat, k, "the portrait moved")
            # the plate grows away from its portrait: its edge beside the portrait stays
            near = (lambda r: r.left) if face_at.right <= back.left else (lambda r: r.right)
            assert near(thinking_back) == near(back) and thinking_back.w >= back.w, (seat, k)


def test_the_banner_names_nobodys_turn_during_the_deal_and_speaks_in_sentences(driver_factory):
    """A new player read "Pip's turn" while the cards were still being dealt and everybody looked at
    their first cards, and "Dr. Okafor's turn: is thinking…", which is not a sentence."""
    d = driver_factory(seats=3, speed="normal", levels=("casual", "casual"), start_seat=1, auto_continue=0.01)
    before_first_turn, later = [], []
    for _ in range(6000):
        t = d.table
        phase = t.state.round.phase
        (before_first_turn if phase == Phase.INITIAL_PEEK else later).append(t.prompt())
        play_the_person(d)
        d.frames(1)
        if len(later) > 600:
            break
    assert before_first_turn and later
    assert not any("'s turn" in p or "Your turn" in p for p in before_first_turn), set(before_first_turn)
    assert any("dealt" in p for p in before_first_turn), set(before_first_turn)
    assert not any(": is " in p for p in before_first_turn + later)
    assert any(p.startswith(t.name(1) + " is thinking") or p.startswith(t.name(2) + " is thinking")
               for p in later), set(later)


SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture
def table_at():
    """A CABO table of `seats` at a window `size`, drawn once (closed after the test)."""
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.tables import make_table

    def make(size, seats):
        app = App(size, headless=True)
        t = make_table(app, "official", seats, seed=2, human=0, levels=["random"] * (seats - 1), speed="instant")
        app.scenes.push(t)
        app.step(1 / 60, events=[])
        return t
    yield make
    pygame.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_thinking_plate_keeps_clear_of_the_side_panel(table_at, size, seats):
    """A playtest saw "· thinking…" run up against the side panel."""
    from cabo_desktop.games.cabo.table.view import PLATE_MARGIN
    t = table_at(size, seats)
    lay = t.layout()
    for seat in range(1, seats):
        t.think_seat = seat
        _plate, back, _face, face_at = t.painter.name_plate(lay, seat)
        group = back.union(face_at)
        assert group.right <= lay.play.right - PLATE_MARGIN + 1, (seat, group, lay.play)
        assert group.left >= lay.play.left + PLATE_MARGIN - 1, (seat, group, lay.play)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_cabo_shout_covers_no_players_cards(table_at, size, seats):
    """A playtest saw "ANN CALLED CABO!" over the top opponent's cards and the caller's bubble."""
    t = table_at(size, seats)
    lay = t.layout()
    t.hud.shout("DR. OKAFOR CALLED CABO!")
    _big, box = t.hud.shout_text(lay)
    plate = box.inflate(40, 16)
    for sl in lay.seats.values():
        assert not any(plate.colliderect(slot) for slot in sl.slots), (sl.seat, plate)
    assert lay.play.contains(plate)


def test_the_cabo_shout_fades_as_the_next_turn_begins(driver_factory):
    d = driver_factory(seats=3, speed="normal", levels=("random", "random"))
    t = d.table
    for _ in range(40):  # CABO may be called at the start of a turn after the first lap
        d.until_human()
        if A.CALL_CABO in t.controls.legal():
            break
        t.play([a for a in t.controls.legal() if a != A.CALL_CABO][0])
    t.play(A.CALL_CABO)
    for _ in range(400):
        d.frames(1)
        if t.model.current not in (None, t.human):
            break
    assert t.model.current != t.human, "the next seat's turn never began"
    assert t.hud.banner_big_alpha <= 0.3
