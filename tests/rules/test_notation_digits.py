"""Issue 35: numbers in notation and stacked decks are ASCII digits, and not too many of them, in
every game. `str.isdigit()` and `int()` also take superscripts ('R²' broke `int()` with a bare
ValueError), other scripts' digits ('R٣' was read as the red 3) and 4,300-digit numbers (another
bare ValueError); each is refused with the game's own error, which repeats a long line cut short."""

from __future__ import annotations

import pytest

from cabo_desktop.core.notation import ascii_number
from cabo_desktop.games import get_game
from cabo_desktop.games.cabanga.rules import parse_card as cabanga_card
from cabo_desktop.games.kobito.rules.cards import parse_card as kobito_card

HUGE = "1" * 5000  # past int()'s 4,300 digits

BAD_LINES = {
    "cabanga": ["play R² left", "play R٣ left", "play ²r left", "throw R3 R²", "throw R٣",
                f"play R{HUGE} left", f"throw R{HUGE}"],
    "kobito": ["play ²r pot1 high", "play ٣r pot1 high", "play K² pot1 high", "play K٣ pot1 high", "end X²",
               "play 5r pot² high", "play 5r pot٣ high", "play 5r ws٣.0 high", "start 4r 5٣",
               "move ws.² high 1 pot1", "move ws.0 high ٣ pot1", "swap pot1 ٣ 5r", f"replace pot1 {HUGE} 5r",
               f"play {HUGE}r pot1 high", f"end K{HUGE}"],
    "cabo": ["look 0 ²", "look ٣", "exchange ²", "exchange 0 ٣", "snap seat=٣ card=0", "discard use peek card=²",
             f"snap seat=1 card={HUGE}", f"look {HUGE}"],
}
BAD_CODES = {
    "cabanga": ["R²", "²r", "K²", "R٣", "S²", f"R{HUGE}"],
    "kobito": ["R²", "²r", "K²", "٣r", "X٣", f"{HUGE}r", f"K{HUGE}"],
    "cabo": ["R²", "²r", "K²", "٣", f"{HUGE}"],
}


@pytest.mark.parametrize("name,text", [(name, text) for name, lines in BAD_LINES.items() for text in lines])
def test_a_bad_number_in_an_action_is_the_games_notation_error(name, text):
    game = get_game(name)
    with pytest.raises(game.notation_error) as refused:
        game.parse_action(text)
    assert len(str(refused.value)) < 300  # a clear message, not the whole line


@pytest.mark.parametrize("name,code", [(name, code) for name, codes in BAD_CODES.items() for code in codes])
def test_a_bad_card_code_in_a_stacked_deck_is_the_games_setup_error(name, code):
    game = get_game(name)
    variant = game.load_builtin(game.default_variant)
    with pytest.raises(game.setup_error) as refused:
        game.new_game(variant, 2, 1, decks=[[code]])
    assert len(str(refused.value)) < 300


@pytest.mark.parametrize("name,code", [("cabanga", "R²"), ("cabanga", "R٣"), ("kobito", "K²"), ("kobito", "٣r")])
def test_the_setup_error_names_the_code_that_is_not_a_card(name, code):
    game = get_game(name)
    with pytest.raises(game.setup_error, match=code):
        game.new_game(game.load_builtin(game.default_variant), 2, 1, decks=[[code]])


@pytest.mark.parametrize("name,text", [("cabanga", "play R3 left"), ("cabanga", "throw R3 R12"),
                                       ("kobito", "play 12v ws1.0 low"), ("kobito", "move ws.1 high 2 pot3"),
                                       ("kobito", "end K1 7b X2"), ("cabo", "snap seat=1 card=12")])
def test_ascii_numbers_still_read(name, text):
    game = get_game(name)
    assert game.format_action(game.parse_action(text)) == text


def test_the_arabic_indic_three_is_not_read_as_a_three():
    assert cabanga_card("R٣") is None and cabanga_card("R3") is not None
    assert kobito_card("٣r") is None and kobito_card("K٣") is None and kobito_card("3r") is not None


def test_a_cabo_variant_rank_must_be_written_in_ascii_digits():
    game = get_game("cabo")
    variant = game.load_builtin(game.default_variant)
    for rank in ("²", "٣", "--5", HUGE):
        with pytest.raises(game.variant_error, match="whole numbers"):
            game.with_settings(variant, {"deck.counts": {**variant.deck.counts, rank: 1}})


@pytest.mark.parametrize("text,number", [("0", 0), ("12", 12), ("007", 7), ("123456789", 123456789), ("", None),
                                         ("²", None), ("٣", None), ("1٣", None), ("-1", None), ("+1", None),
                                         (" 1", None), ("1\n", None), ("1234567890", None), ("1_000", None)])
def test_ascii_number_takes_ascii_digits_only(text, number):
    assert ascii_number(text) == number
