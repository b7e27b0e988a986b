"""Cabanga!'s table (issue 16), driven frame by frame with synthetic mouse and keyboard events:
a whole game played with the keys, a card played with the mouse, a refused click explained, the
gap a chosen card would open previewed, hot-seat play in which no frame shows a person another's
hand, saves and Continue, the replay viewer, and the game on the setup screen."""

import random

import pygame
import pytest

from cabo_desktop.games import get_game
from cabo_desktop.games.cabanga.rules import events as E
from cabo_desktop.games.cabanga.rules.actions import PASS, Play, Throw
from cabo_desktop.games.cabanga.rules.cards import COLOURS
from cabo_desktop.games.cabanga.table import TableScene
from cabo_desktop.games.cabanga.table.layout import hand_slots
from cabo_desktop.storage.saves import continue_game, has_autosave
from cabo_desktop.storage.stats import load_stats
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.hand_off import HandOffScene
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui.table_base import PUBLIC_EYE
from cabo_desktop.ui.tables import make_table, new_table

DT = 1 / 60
GAME = get_game("cabanga")


def key(k, uni=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0)


def letter(ch):
    return key(getattr(pygame, f"K_{ch}"), ch)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(pos[0]), int(pos[1])))


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


@pytest.fixture
def app():
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def act_with_keys(app, table, rng) -> None:
    """The person at the screen acts with the keyboard only: a card by its number, then L or R;
    in a throw window T (the fitting cards are chosen already) or P."""
    if table.state.thrower >= 0:
        app.step(0, events=[letter("t") if rng.random() < 0.8 else letter("p")])
        return
    hand = table.model.hands[table.viewer]
    k = rng.randrange(min(9, len(hand)))
    app.step(0, events=[letter(str(k + 1))])
    app.step(0, events=[letter(rng.choice("lr"))])


def test_a_whole_game_is_played_with_the_keyboard_and_counted_in_the_statistics(app):
    table = make_table(app, "standard", 3, seed=4, human=0, levels=["solid", "easy"], speed="instant",
                       auto_continue=0.01, save=True, game="cabanga")
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    rng = random.Random(1)
    played = 0
    for _ in range(60000):
        if table.finished:
            break
        if table.human_to_act() and not table.animating:
            before = len(table.actions_taken)
            act_with_keys(app, table, rng)
            played += len(table.actions_taken) > before
        app.step(DT, events=[])
    assert table.state.over and table.finished and played > 10
    assert app.scenes.top.route == "game_over"
    stats = load_stats().value.of("cabanga")
    assert stats.overall.games == 1 and stats.overall.rounds == len(table.state.history)
    assert not has_autosave()


def until_my_turn(app, table, limit=5000):
    for _ in range(limit):
        if table.human_to_act() and not table.animating and table.state.thrower < 0:
            app.step(0, events=[])
            return
        if table.human_to_act() and not table.animating:
            app.step(0, events=[letter("p")])
        app.step(DT, events=[])
    raise AssertionError("never my turn")


def test_a_card_is_played_with_two_clicks_and_a_wrong_pile_is_explained(app):
    table = make_table(app, "standard", 3, seed=9, human=0, levels=["solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    until_my_turn(app, table)
    lay = table.layout()
    hand = table.model.hands[0]
    card = hand[0]
    app.step(0, events=[click(hand_slots(lay, len(hand))[0].center)])
    assert table.controls.selected == card
    wrong = lay.rows[(COLOURS.index(card.colour) + 1) % 4].left
    app.step(0, events=[click(wrong.center)])
    assert table.controls.selected == card and "own row" in table.notice
    right_pile = lay.rows[COLOURS.index(card.colour)].right
    app.step(0, events=[move(right_pile.center)])
    preview = table.controls.preview(COLOURS.index(card.colour), "right")
    assert preview is not None and "gap" in table.prompt() or "no gap" in table.prompt()
    assert table.prompt()[0].isupper(), "a sentence that opens with a card's name starts with a capital"
    other = table.model.piles[COLOURS.index(card.colour)][0][-1].value
    assert preview[:2] == (min(card.value, other), max(card.value, other))
    app.step(0, events=[click(right_pile.center)])
    assert table.actions_taken[-1] == Play(card, "right")


def test_the_banner_under_the_round_end_sheet_says_what_it_waits_for(app):
    table = make_table(app, "standard", 3, seed=4, human=0, levels=["solid", "easy"], speed="instant",
                       game="cabanga")
    app.scenes.push(table)
    rng = random.Random(2)
    for _ in range(60000):
        if getattr(app.scenes.top, "route", "") == "round_end":
            break
        if table.human_to_act() and not table.animating:
            act_with_keys(app, table, rng)
        app.step(DT, events=[])
    assert getattr(app.scenes.top, "route", "") == "round_end" and table.overlay_open
    assert "is over" in table.prompt() and "turn" not in table.prompt()


def test_a_card_of_the_colour_just_played_warns_of_the_penalty_card_before_it_is_played(app):
    table = make_table(app, "standard", 3, seed=9, human=0, levels=["solid", "easy"], speed="instant",
                       game="cabanga")
    app.scenes.push(table)
    warned = unwarned = 0
    for _ in range(400):
        until_my_turn(app, table)
        if table.state.over or table.state.thrower >= 0:
            break
        last = table.state.last_colour
        for card in table.match.observe(0).hand:
            table.controls.selected = card
            said = "penalty card first" in table.prompt()
            assert said == (card.colour == last), (card, last, table.prompt())
            warned += said
            unwarned += not said
        table.controls.selected = None
        table.play(table.match.legal()[0])
        if warned and unwarned:
            break
    assert warned and unwarned


def test_the_preview_counts_only_cards_the_person_has_not_seen(app):
    table = make_table(app, "standard", 2, seed=12, human=0, levels=["solid"], speed="instant", game="cabanga")
    app.scenes.push(table)
    until_my_turn(app, table)
    obs = table.match.observe(0)
    card = obs.hand[0]
    table.controls.selected = card
    row = COLOURS.index(card.colour)
    low, high, unseen = table.controls.preview(row, "left")
    seen = set(obs.hand) | set(obs.thrown) | {c for r in obs.piles for s in r for c in s}
    expected = sum(1 for v in range(low + 1, high) if type(card)(card.colour, v) not in seen)
    assert unseen == expected


def test_a_throw_window_offers_the_fitting_cards_and_throws_them(app):
    """Seat 1 (an AI) opens a gap in which the person holds cards: they are chosen already, T throws them."""
    for seed in range(40):
        table = make_table(app, "standard", 2, seed=seed, human=0, levels=["easy"], speed="instant", game="cabanga")
        app.scenes.clear_to(table)
        for _ in range(3000):
            if table.human_to_act() and not table.animating:
                if table.state.thrower == 0 and len(table.match.legal()) > 1:  # a card of theirs fits
                    app.step(0, events=[])  # the buttons of the window are made
                    fitting = set(table.controls.throwable())
                    assert fitting and table.controls.chosen == fitting
                    assert table.controls.buttons[0].enabled
                    app.step(0, events=[letter("t")])
                    assert table.actions_taken[-1] == Throw(tuple(sorted(fitting)))
                    return
                act_with_keys(app, table, random.Random(seed))
            app.step(DT, events=[])
            if table.state.over:
                break
    raise AssertionError("no throw window reached the person")


def test_the_person_throws_some_of_the_fitting_cards_a_set_the_rules_do_not_list(app):
    """Issue 35: the rules list each fitting card and all of them, not every set; a person who
    leaves one card of three or more out still throws the rest."""
    for seed in range(200):
        table = make_table(app, "standard", 2, seed=seed, human=0, levels=["solid"], speed="instant", game="cabanga")
        app.scenes.clear_to(table)
        for _ in range(3000):
            if table.human_to_act() and not table.animating:
                if table.state.thrower == 0 and len(table.match.legal()) >= 5:  # three cards or more fit
                    app.step(0, events=[])
                    hand = table.controls.hand()
                    kept = next(c for c in table.controls.throwable() if hand.index(c) < 9)
                    app.step(0, events=[letter(str(hand.index(kept) + 1))])  # leave it out
                    chosen = Throw(tuple(sorted(set(table.controls.throwable()) - {kept})))
                    assert chosen not in table.match.legal()
                    app.step(0, events=[letter("t")])
                    assert table.actions_taken[-1] == chosen and kept in table.state.hands[0]
                    return
                act_with_keys(app, table, random.Random(seed))
            app.step(DT, events=[])
            if table.state.over:
                break
    raise AssertionError("no throw window with three fitting cards reached the person")


def hidden_from(state, eye):
    """The cards in the hands of the seats other than `eye` (what `eye` may never see face up)."""
    return {c for seat, hand in enumerate(state.hands) if seat != eye for c in hand}


def shown_by_events(events) -> set:
    """The cards that public events showed face up to every seat."""
    cards = set()
    for ev in events:
        if isinstance(ev, E.CardPlayed):
            cards.add(ev.card)
        elif isinstance(ev, E.CardsThrown):
            cards.update(ev.cards)
        elif isinstance(ev, E.RoundEnded):
            cards.update(c for hand in ev.hands for c in hand)
    return cards


def test_hot_seat_no_frame_shows_a_person_another_hand(app):
    table = new_table(app, "cabanga", "standard", [("Ann", "human"), ("Bob", "human"), ("Cy", "human"),
                                                   ("Owl", "strong")], seed=5, speed="fast", auto_continue=0.01)
    app.scenes.push(table)
    rng = random.Random(3)
    handoffs = throws_offered = frames_checked = 0
    shown = set()  # cards that lay face up on the table (a thrown card shuffled back may fly by again)
    for _ in range(40000):
        if table.state.over or len(table.state.history) >= 2:
            break
        shown |= set(table.state.thrown) | {c for row in table.state.piles for side in row for c in side}
        # cards shown to everyone by the events (played, thrown, a round's count of every hand):
        # the move that ends a round deals anew at once, so the state never holds them face up,
        # yet they still fly face up while that move is shown
        shown |= shown_by_events(table.session.events)
        top = app.scenes.top
        if isinstance(top, HandOffScene):
            handoffs += 1
            throws_offered += "Cabanga" in top.reason()
            if table.state.thrower >= 0:  # every person gets every throw window, in the same words
                assert top.reason().startswith("Cabanga? ")
            assert app.scenes.base() is top  # nothing of the table is drawn under it
            app.step(0, events=[key(pygame.K_SPACE, " ")])
            continue
        if top is table:
            eye = table.eye
            secret = hidden_from(table.state, eye) - shown
            m = table.model
            if not m.revealed:
                for seat, hand in enumerate(m.hands):
                    if seat != eye:
                        assert all(card is None for card in hand), f"seat {seat}'s cards shown to eye {eye}"
            for flyer in table.flyers:
                if flyer.face_up and flyer.card is not None:
                    assert flyer.card not in secret, "a card of another hand flew face up"
            assert eye == PUBLIC_EYE or eye == table.human
            frames_checked += 1
            if table.human_to_act() and not table.animating:
                act_with_keys(app, table, rng)
        app.step(DT, events=[])
    assert len(table.state.history) >= 1 and handoffs > 10 and throws_offered > 0 and frames_checked > 500


def test_continue_resumes_a_saved_cabanga_game_exactly(app):
    table = make_table(app, "standard", 3, seed=21, human=0, levels=["solid"], speed="instant",
                       auto_continue=0.01, save=True, game="cabanga")
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    rng = random.Random(2)
    for _ in range(20000):
        if len(table.actions_taken) >= 12 and table.human_to_act() and not table.animating \
                and table.state.thrower < 0:  # the person's turn (a window with nothing to throw passes itself)
            break
        if table.human_to_act() and not table.animating:
            act_with_keys(app, table, rng)
        app.step(DT, events=[])
    saved = continue_game().value
    assert saved.record.game == "cabanga" and saved.record.actions == [GAME.format_action(a) for a in table.actions_taken]
    state = table.state
    pygame.quit()
    app2 = App((1280, 720), headless=True)
    title = TitleScene(app2)
    app2.scenes.push(title)
    app2.step(0, events=[])
    app2.step(0, events=[letter("c")])
    resumed = app2.scenes.top
    assert isinstance(resumed, TableScene) and resumed.state == state
    assert resumed.model.hands[0] == sorted(state.hands[0], key=lambda c: (COLOURS.index(c.colour), c.value))
    for _ in range(5):
        app2.step(DT, events=[])
    assert resumed.human_to_act()


def test_the_replay_viewer_steps_through_a_finished_game_with_every_hand_face_up(app, tmp_path):
    from cabo_desktop.storage.saves import load_game
    from cabo_desktop import cli
    assert cli.main(["simulate", "--game", "cabanga", "--players", "3", "--games", "1", "--records", str(tmp_path)]) == 0
    loaded = load_game(next(tmp_path.glob("*.json"))).value
    viewer = get_game("cabanga").ui().ReplayScene(app, loaded)
    app.scenes.push(viewer)
    app.step(DT, events=[])
    assert viewer.index == 0
    for _ in range(6):
        viewer.step_forward()
        for _ in range(200):
            app.step(DT, events=[])
            if not viewer.animating:
                break
    assert viewer.index == 6
    assert all(card is not None for hand in viewer.model.hands for card in hand)
    viewer.jump(viewer.last)
    assert viewer.state.over and "game over" in viewer.prompt()


def test_the_setup_screen_offers_cabanga_and_starts_its_table(app):
    app.nav.push("title")
    setup = app.nav.push("setup")
    app.step(0, events=[])
    for _ in range(len(setup.game_names)):
        if setup.game.name == "cabanga":
            break
        setup.change_game(1)
    assert setup.game.name == "cabanga"
    assert {lv.key for lv in setup.game.offered_levels()} == {"easy", "solid", "strong"}
    setup.start()
    app.step(DT, events=[])
    assert isinstance(app.scenes.top, TableScene)
