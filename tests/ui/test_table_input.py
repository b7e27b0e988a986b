"""The human seat driven with synthetic mouse and keyboard events; asserts on the game state."""

import pygame

from cabo_desktop.games.cabo.rules import actions as A
from cabo_desktop.games.cabo.rules.state import Phase

# Two seats, the human (seat 0) starts. Deal: seat 0 gets 1, 2, 3, 4; seat 1 gets 5, 6, 8, 9
# (dealt alternately), then the discard pile starts with 0 and the deck's top card follows.
DEAL = ["1", "5", "2", "6", "3", "8", "4", "9", "0"]


def start(driver_factory, top_of_deck, **kw):
    d = driver_factory(prefix=DEAL + top_of_deck, **kw)
    d.until_human()
    assert d.state.round.phase == Phase.INITIAL_PEEK
    d.key(pygame.K_1)
    d.key(pygame.K_3)  # the second card chosen completes the peek
    assert d.table.actions_taken[0] == A.InitialPeek((0, 2))
    d.until_human()
    assert d.state.round.phase == Phase.TURN and d.state.to_act == 0
    return d


def test_deck_draw_then_discard_by_keys_and_mouse(driver_factory):
    d = start(driver_factory, ["13"])
    d.key(pygame.K_d)
    assert d.last == A.DRAW_FROM_DECK
    d.until_human()
    assert d.state.round.phase == Phase.DRAWN
    d.click(d.table.layout().discard.center)  # clicking the discard pile discards the drawn card
    assert d.last == A.DISCARD_DRAWN
    assert d.state.variant.faces[d.state.round.discard[-1]].rank == "13"


def test_click_deck_then_exchange_one_card(driver_factory):
    d = start(driver_factory, ["0"])
    d.click(d.table.layout().deck.center)
    assert d.last == A.DRAW_FROM_DECK
    d.until_human()
    d.click_card(0, 3)
    assert d.table.controls.selection == [3]
    d.key(pygame.K_x)
    assert d.last == A.Exchange((3,))
    faces = d.state.variant.faces
    assert faces[d.state.round.hands[0][3]].rank == "0"
    assert faces[d.state.round.discard[-1]].rank == "4"


def test_take_discard_and_exchange(driver_factory):
    d = start(driver_factory, ["13"])
    d.key(pygame.K_t)
    assert d.last == A.TAKE_DISCARD
    d.until_human()
    d.key(pygame.K_2)
    d.key(pygame.K_x)
    assert d.last == A.Exchange((1,))
    faces = d.state.variant.faces
    assert faces[d.state.round.hands[0][1]].rank == "0"


def test_multi_exchange_failed_then_place(driver_factory):
    d = start(driver_factory, ["13"])
    d.key(pygame.K_d)
    d.until_human()
    d.click_card(0, 0)
    d.click_card(0, 1)
    d.key(pygame.K_x)
    assert d.last == A.Exchange((0, 1))
    d.until_human()
    assert d.state.round.phase == Phase.PLACE_DRAWN
    d.key(pygame.K_r)
    assert d.last == A.PLACE_RIGHT
    assert len(d.state.round.hands[0]) == 5


def test_peek_ability_with_the_mouse(driver_factory):
    d = start(driver_factory, ["7"])
    d.key(pygame.K_d)
    d.until_human()
    d.key(pygame.K_a)
    assert d.table.controls.mode == "ability"
    d.click_card(1, 0)  # an opponent's card is not a peek target: explained, nothing happens
    assert d.last == A.DRAW_FROM_DECK and "Peek" in d.table.notice
    d.click_card(0, 1)
    assert d.last == A.Peek(1)


def test_spy_and_swap(driver_factory):
    d = start(driver_factory, ["9"])
    d.key(pygame.K_d)
    d.until_human()
    d.key(pygame.K_a)
    d.click_card(1, 2)
    assert d.last == A.Spy(1, 2)

    d = start(driver_factory, ["11"])
    d.key(pygame.K_d)
    d.until_human()
    d.key(pygame.K_a)
    d.click_card(0, 0)
    d.click_card(1, 3)
    assert d.last == A.Swap(0, 0, 1, 3)


def test_call_cabo_and_keyboard_cursor(driver_factory):
    d = start(driver_factory, ["13"])
    d.key(pygame.K_c)
    assert d.last == A.CALL_CABO
    assert d.state.round.caller == 0


def test_disabled_button_is_explained(driver_factory):
    d = start(driver_factory, ["13"])
    d.key(pygame.K_d)
    d.until_human()
    d.key(pygame.K_x)  # nothing chosen yet
    assert d.last == A.DRAW_FROM_DECK
    assert "choose" in d.table.notice


def test_arrows_and_enter_pick_cards(driver_factory):
    d = start(driver_factory, ["13"])
    d.key(pygame.K_d)
    d.until_human()
    d.key(pygame.K_RIGHT)  # the cursor appears on the 1st card
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)
    assert d.table.controls.selection == [1]
    d.key(pygame.K_x)
    assert d.last == A.Exchange((1,))


def test_kaboo_snap_and_square_clicks(driver_factory):
    d = driver_factory(variant="kaboo", seats=2, seed=4, start_seat=1)
    for _ in range(400):
        d.until_human()
        phase = d.state.round.phase
        if phase == Phase.SNAP:
            d.key(pygame.K_p)
            assert d.last == A.PASS_SNAP
            return
        if phase == Phase.TURN:
            d.key(pygame.K_d)
        elif phase == Phase.DRAWN:
            d.click(d.table.layout().discard.center)
        else:
            d.table.play(d.table.controls.legal()[0])
    raise AssertionError("no snap window for the human")


def test_kaboo_black_king_look_then_keep_or_swap(driver_factory):
    deal = ["2S", "3S", "4S", "5S", "6S", "2H", "3H", "4H", "AS"]
    for finish in ("keep", "swap"):
        d = driver_factory(variant="kaboo", seats=2, seed=1, prefix=deal + ["KS"], start_seat=0)
        d.until_human()  # kaboo's peek of the two nearest cards happens by itself
        assert d.state.round.phase == Phase.TURN
        d.key(pygame.K_d)
        d.until_human()
        d.key(pygame.K_a)
        d.click_card(1, 0)
        assert d.last == A.LookAndSwap(1, 0)
        d.until_human()
        assert d.state.round.phase == Phase.DECIDE_SWAP
        if finish == "keep":
            d.key(pygame.K_k)
            assert d.last == A.KEEP_CARDS
        else:
            d.click_card(0, 2)
            assert d.last == A.Swap(0, 2, 1, 0)
