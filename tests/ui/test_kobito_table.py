"""Kobito's table (issue 17), driven frame by frame with synthetic mouse and keyboard events: a
whole game played by the keys and clicks a person would use, the lit places of a chosen card,
hot-seat play in which no frame shows a person another's hand, Continue, the replay viewer, and
the game on the setup screen."""

import random

import pygame
import pytest

from cabo_desktop.games import get_game
from cabo_desktop.games.kobito.ai import SolidAgent
from cabo_desktop.games.kobito.rules.actions import End, Move, Play, Replace, Start, Swap
from cabo_desktop.games.kobito.table import TableScene
from cabo_desktop.games.kobito.table.layout import hand_slots
from cabo_desktop.storage.saves import continue_game
from cabo_desktop.storage.stats import load_stats
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.hand_off import HandOffScene
from cabo_desktop.ui.scenes.title import TitleScene
from cabo_desktop.ui.table_base import PUBLIC_EYE
from cabo_desktop.ui.tables import make_table, new_table

DT = 1 / 60
GAME = get_game("kobito")


def key(k, uni=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0)


def letter(ch):
    return key(getattr(pygame, f"K_{ch}"), ch)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(pos[0]), int(pos[1])))


@pytest.fixture
def app():
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def act_like_a_person(app, table, agent, rng) -> None:
    """The person at the screen takes the move the solid AI would, through the controls: a card
    by its number key then a click on its lit place, S for a new workshop rainbow, a workshop card
    then the pot, E to end (after choosing the cards to give up)."""
    c = table.controls
    seat = table.human
    action = agent.choose(table.match.observe(seat), list(table.match.legal()), rng)
    hand = table.model.hands[table.viewer]
    before = len(table.actions_taken)
    if isinstance(action, (Play, Swap, Replace)):
        app.step(0, events=[letter(str(hand.index(action.card) + 1))])
        rect = next(r for r, a in c.targets() if a == action)
        app.step(0, events=[click(rect.center)])
    elif isinstance(action, Start):
        for card in action.cards:
            app.step(0, events=[letter(str(hand.index(card) + 1))])
        app.step(0, events=[letter("s")])
    elif isinstance(action, Move):  # W until the block is chosen, then Tab to its pot and Enter
        for _ in range(20):
            if c.block == (action.rainbow, action.end, action.count):
                break
            app.step(0, events=[letter("w")])
        while c.targets()[c.focus][1] != action:
            app.step(0, events=[key(pygame.K_TAB)])
        app.step(0, events=[key(pygame.K_RETURN)])
    else:
        for card in action.penalty:
            app.step(0, events=[letter(str(hand.index(card) + 1))])
        app.step(0, events=[letter("e")])
    assert len(table.actions_taken) == before + 1 and table.actions_taken[-1] == action


def test_a_whole_game_is_played_through_the_controls_and_counted_in_the_statistics(app):
    table = make_table(app, "standard", 3, seed=6, human=0, levels=["solid", "easy"], speed="instant",
                       auto_continue=0.01, save=True, game="kobito")
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    agent, rng = SolidAgent(seed=2), random.Random(2)
    said = []  # what the table calls out over each seat (the real callout still runs)
    callout = table.hud.callout
    table.hud.callout = lambda seat, text, *rest: (said.append((seat, text)), callout(seat, text, *rest))
    moves = 0
    for _ in range(80000):
        if table.finished:
            break
        if table.human_to_act() and not table.animating:
            app.step(0, events=[])
            act_like_a_person(app, table, agent, rng)
            moves += 1
        app.step(DT, events=[])
    assert table.state.over and table.finished and moves > 20
    assert app.scenes.top.route == "game_over"
    pots = [(seat, text) for seat, text in said if "pot" in text]
    assert pots and all(text == ("You win the pot!" if seat == 0 else f"{table.name(seat)} wins the pot!")
                        for seat, text in pots), pots
    assert any(seat == 0 for seat, _text in pots)  # the person won one: said to them as "You"
    stats = load_stats().value.of("kobito")
    assert stats.overall.games == 1
    # the game-over sheet shows how each score was made: the gold won, what the score pile cost
    sheet = app.scenes.top.report.sheet
    gold, pile = sheet.rounds
    assert (gold.label, pile.label) == ("Gold", "Score pile")
    assert all(g + p == total and g >= 0 >= p for g, p, total in zip(gold.scores, pile.scores, sheet.totals))
    assert any(gold.scores) and sheet.totals == table.state.totals
    # one long game: the statistics name no rounds (no Rounds columns, a score per game)
    from cabo_desktop.ui.scenes.stats import StatsScene
    screen = StatsScene(app, "kobito")
    values = screen.row_values(screen.stats.overall)
    assert values[0] == "1" and values[2:4] == ["", ""] and values[4] != "–"


def saved_game_played(app, seed: int, actions: int):
    """A saved two-seat Kobito game over the title screen, played by the Solid AI for the person
    until `actions` have been taken and the person is to act again."""
    table = make_table(app, "standard", 2, seed=seed, human=0, levels=["solid"], speed="instant",
                       auto_continue=0.01, save=True, game="kobito")
    app.scenes.push(TitleScene(app))
    app.scenes.push(table)
    agent, rng = SolidAgent(seed=seed // 2), random.Random(seed // 2)
    for _ in range(20000):
        if len(table.actions_taken) >= actions and table.human_to_act() and not table.animating:
            break
        if table.human_to_act() and not table.animating:
            table.play(agent.choose(table.match.observe(0), list(table.match.legal()), rng))
        app.step(DT, events=[])
    return table


def test_continue_names_no_round_for_a_game_without_rounds(app):
    saved_game_played(app, 6, 6)
    title = TitleScene(app)
    title.entered()
    assert title.continue_line and "Kobito" in title.continue_line and "round" not in title.continue_line


def at_my_first_turn(app, seed: int):
    """A two-seat Kobito table shown, run until the person (seat 0) may act."""
    table = make_table(app, "standard", 2, seed=seed, human=0, levels=["solid"], speed="instant", game="kobito")
    app.nav.show(table)
    for _ in range(3000):
        if table.human_to_act() and not table.animating:
            break
        app.step(DT, events=[])
    app.step(0, events=[])
    return table


def test_a_chosen_card_lights_exactly_its_legal_places(app):
    table = at_my_first_turn(app, 3)
    hand = table.model.hands[0]
    for k, card in enumerate(hand):
        table.controls.chosen = [card]
        lit = {a for _r, a in table.controls.targets()}
        expected = {a for a in table.match.legal() if isinstance(a, (Play, Swap, Replace)) and a.card == card}
        assert lit == expected
    table.controls.chosen = []
    before = len(table.actions_taken)
    assert table.state.played == 0 and End() not in table.match.legal()
    assert "play at least" in table.prompt() and "more" not in table.prompt()  # nothing played yet: no "more"
    app.step(0, events=[letter("e")])  # nothing played yet: E does nothing
    assert len(table.actions_taken) == before


def test_hot_seat_no_frame_shows_a_person_another_hand(app):
    table = new_table(app, "kobito", "standard", [("Ann", "human"), ("Bob", "human"), ("Fox", "strong")],
                      seed=5, speed="fast", auto_continue=0.01)
    app.scenes.push(table)
    agent, rng = SolidAgent(seed=1), random.Random(3)
    handoffs = frames = 0
    shown = set()  # cards that lay face up on the table once (a Kobito swapped back into a hand)
    for _ in range(30000):
        if table.state.over or len(table.actions_taken) > 120:
            break
        st = table.state
        shown |= {c for _g, rb in st.pots for spot in rb for c in spot.cards}
        shown |= {c for ws in st.workshops for rb in ws for spot in rb for c in spot.cards}
        top = app.scenes.top
        if isinstance(top, HandOffScene):
            handoffs += 1
            assert app.scenes.base() is top
            app.step(0, events=[key(pygame.K_SPACE, " ")])
            continue
        if top is table:
            eye = table.eye
            for seat, hand in enumerate(table.model.hands):
                if seat != eye:
                    assert all(card is None for card in hand), f"seat {seat}'s hand shown to eye {eye}"
            secret = {c for s, h in enumerate(table.state.hands) if s != eye for c in h} - shown
            for flyer in table.flyers:
                if flyer.face_up and flyer.card is not None:
                    assert flyer.card not in secret
            assert eye == PUBLIC_EYE or eye == table.human
            frames += 1
            if table.human_to_act() and not table.animating:
                app.step(0, events=[])
                act_like_a_person(app, table, agent, rng)
        app.step(DT, events=[])
    assert handoffs >= 4 and frames > 300


def test_continue_resumes_a_saved_kobito_game_exactly(app):
    table = saved_game_played(app, 8, 10)
    saved = continue_game().value
    assert saved.record.game == "kobito"
    state = table.state
    pygame.quit()
    app2 = App((1280, 720), headless=True)
    app2.scenes.push(TitleScene(app2))
    app2.step(0, events=[])
    app2.step(0, events=[letter("c")])
    resumed = app2.scenes.top
    assert isinstance(resumed, TableScene) and resumed.state == state
    assert resumed.model.hands[0] == list(state.hands[0])


def test_the_replay_viewer_steps_through_a_finished_game_with_every_hand_face_up(app, tmp_path):
    from cabo_desktop import cli
    from cabo_desktop.storage.saves import load_game
    assert cli.main(["simulate", "--game", "kobito", "--players", "3", "--games", "1", "--records", str(tmp_path)]) == 0
    loaded = load_game(next(tmp_path.glob("*.json"))).value
    viewer = GAME.ui().ReplayScene(app, loaded)
    app.scenes.push(viewer)
    for _ in range(8):
        viewer.step_forward()
        for _ in range(300):
            app.step(DT, events=[])
            if not viewer.animating:
                break
    assert viewer.index == 8
    assert all(card is not None for hand in viewer.model.hands for card in hand)
    viewer.jump(viewer.last)
    assert viewer.state.over and "game over" in viewer.prompt()


def test_the_setup_screen_offers_kobito_and_starts_its_table(app):
    app.nav.push("title")
    setup = app.nav.push("setup")
    app.step(0, events=[])
    while setup.game.name != "kobito":
        setup.change_game(1)
    assert {lv.key for lv in setup.game.offered_levels()} == {"easy", "solid", "strong"}
    setup.start()
    app.step(DT, events=[])
    assert isinstance(app.scenes.top, TableScene)


def test_the_new_game_and_statistics_screens_open_on_the_game_last_set_up(app):
    """A playtest found the statistics on CABO after playing only Cabanga! and Kobito: the game
    (and its seats) chosen on the New game screen is remembered."""
    from cabo_desktop.ui.scenes.setup import SetupScene
    from cabo_desktop.ui.scenes.stats import StatsScene
    assert StatsScene(app).game.name == "cabo"
    app.scenes.push(TitleScene(app))
    setup = SetupScene(app)
    app.scenes.push(setup)
    while setup.game.name != "kobito":
        setup.change_game(1)
    kinds = [kind for _name, kind in setup.seats()]
    setup.start()
    assert app.prefs.default_game == "kobito" and list(app.prefs.seats) == kinds
    assert SetupScene(app).game.name == "kobito"
    assert StatsScene(app).game.name == "kobito" and StatsScene(app, "cabanga").game.name == "cabanga"


def test_enter_plays_a_chosen_card_at_its_only_lit_place(app):
    """A playtest chose a card with one lit place and pressed Enter: nothing happened until Tab."""
    for seed in range(3, 30):
        table = at_my_first_turn(app, seed)
        hand = table.model.hands[0]
        single = []
        for k, card in enumerate(hand[:9]):
            table.controls.chosen = [card]
            targets = table.controls.targets()
            if len(targets) == 1:
                single.append((k, targets[0][1]))
        table.controls.chosen = []
        if single:
            k, action = single[0]
            app.step(0, events=[letter(str(k + 1))])
            app.step(0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                   scancode=0)])
            assert table.actions_taken[-1] == action
            return
    raise AssertionError("no card with a single lit place in 27 deals")


def test_a_chosen_replacement_card_lights_the_cards_it_may_go_on(app):
    """A playtest chose the replacement card and read "That card fits nowhere": it goes with the
    card of your hand that has the number of a card on the table, so those cards light up."""
    from cabo_desktop.games.kobito.rules.cards import REPLACEMENT
    for seed in range(1, 40):
        table = make_table(app, "standard", 3, seed=seed, human=0, levels=["solid", "easy"], speed="instant",
                           game="kobito")
        app.nav.show(table)
        agent, rng = SolidAgent(seed=1), random.Random(1)
        for _ in range(6000):
            if table.state.over:
                break
            if table.human_to_act() and not table.animating:
                legal = list(table.match.legal())
                replacement = next((c for c in table.model.hands[0] if c is not None and c.kind == REPLACEMENT), None)
                spots = {(a.place, a.slot) for a in legal if isinstance(a, Replace)}
                if replacement is not None and spots:
                    table.controls.chosen = [replacement]
                    lit = table.controls.targets()
                    assert {(a.place, a.slot) for _rect, a in lit} == spots and len(lit) == len(spots)
                    assert all(isinstance(a, Replace) for _rect, a in lit)
                    assert "replacement card goes on it" in table.prompt()
                    return
                table.play(agent.choose(table.match.observe(0), [a for a in legal if not isinstance(a, Replace)]
                                        or legal, rng))
            app.step(DT, events=[])
    raise AssertionError("the person never held a replacement card with a card to lay it on")


@pytest.mark.parametrize("seats", [3, 6])
def test_opponents_plates_leave_the_name_its_line_and_workshops_never_overlap(seats):
    """A playtest read "Grandpa To" at six seats and saw a 5-card workshop collapse into one card."""
    from cabo_desktop.games.kobito.table.layout import compute_layout, fan_room, row_slots, workshop_rows
    from cabo_desktop.ui import assets
    pygame.init()
    try:
        lay = compute_layout((1280, 720), seats, 0)
        for seat, place in lay.seats.items():
            if seat == 0:
                continue
            # the name on its plaque whole at the least legible size, the hand's fan beside the workshop
            assert assets.text_width("Grandpa Tomte", 12, True) <= place.parts.plaque.w - 16
            room = fan_room(place, True)  # the fan of a seat holding a rainbow; its rainbows in their own tray
            assert not room.colliderect(place.head)  # right of the fan (issue 40, fifth round), else in front of
            if place.shop_tray.w:  # its foot (six seats)
                assert place.shop_tray.left >= room.right and place.shop_tray.contains(place.workshop)
            else:
                assert place.workshop.top >= room.top + 0.4 * room.h
            rows = workshop_rows(place.workshop, [5, 3, 2], lay.tiny_card[0])
            chips = [rect for row, n in zip(rows, [5, 3, 2]) for rect in row_slots(row, n, lay.tiny_card, tiles=True)]
            assert all(not a.colliderect(b) for i, a in enumerate(chips) for b in chips[i + 1:])
            assert all(place.workshop.contains(rect) for rect in chips)
    finally:
        pygame.quit()


def kobito_table_at_your_turn(app, seed=5):
    table = make_table(app, game="kobito", variant="standard", seats=3, seed=seed, human=0,
                       levels=["random", "random"], speed="instant")
    app.scenes.push(table)
    for _ in range(3000):
        if table.human_to_act() and not table.animating:
            return table
        app.step(DT, events=[])
    raise AssertionError("the person's turn never came")


def test_e_before_you_have_played_enough_says_why(app):
    """A playtest pressed E at the start of a turn: nothing happened and nothing was said."""
    table = kobito_table_at_your_turn(app)
    assert table.state.required > table.state.played
    app.step(0, events=[letter("e")])
    assert table.human_to_act() and "at least" in table.notice and str(table.state.required) in table.notice
    table.notice = ""
    app.step(0, events=[])
    end_button = table.controls.buttons[0]
    app.step(0, events=[click(end_button.rect.center)])  # the greyed button says the same
    assert "at least" in table.notice


def test_your_workshop_is_labelled_and_its_rainbows_keep_clear_of_the_label(app, drawn_texts):
    table = kobito_table_at_your_turn(app)
    app.step(DT, events=[])
    app.draw()
    assert "Your workshop" in " ".join(drawn_texts)
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        from cabo_desktop.games.kobito.table.layout import compute_layout
        for shop in (True, False):  # a used workshop's name over its rainbows, an empty one's left of its places
            lay = compute_layout(size, 3, 0, 3, shop)
            assert not lay.workshop_label.colliderect(lay.workshop) and lay.workshop_label.w >= 90
            assert lay.mat.contains(lay.workshop_label) and lay.mat.contains(lay.workshop)


def test_pointing_at_a_replacement_card_explains_it(app):
    from cabo_desktop.games.kobito.rules.cards import REPLACEMENT
    for seed in range(40):
        table = kobito_table_at_your_turn(app, seed)
        hand = table.model.hands[table.viewer]
        k = next((i for i, card in enumerate(hand) if card is not None and card.kind == REPLACEMENT), None)
        if k is None:
            app.scenes.pop()
            continue
        rect = hand_slots(table.layout(), len(hand))[k]
        app.step(0, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))])
        assert "replacement card" in table.prompt().lower()
        return
    raise AssertionError("no deal gave the person a replacement card")
