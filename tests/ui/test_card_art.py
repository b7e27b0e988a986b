"""Card faces read right: the ability band never covers an index or the big numeral, and 6 and 9
are underlined, as on real cards, so an upside-down 9 never reads as a 6."""

import pygame
import pytest

from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.games.cabo.table import art


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    yield
    pygame.quit()


@pytest.mark.parametrize("size", [(44, 62), (60, 84), (72, 100), (96, 134), (140, 196), (196, 274)])
def test_the_ability_band_sits_between_the_numeral_and_the_bottom_index(size):
    """No part of a CABO face over another: the indices, the big numeral, the ability band and,
    on an illustrated card (issue 40: the numeral read first, no longer over the unicorn), the
    scene's window between the numeral and the band."""
    w, h = size
    for card in load_builtin("official").faces:
        parts = art.numbered_layout(card.rank, w, h, card.ability is not None)
        inner = parts["inner"]
        illustrated = w >= art.ILLUSTRATED
        assert (parts["picture"] is not None) == illustrated
        assert (parts["corner"] is not None) == (parts["bottom"] is not None) == (w >= art.INDEXED)
        named = [name for name in ("corner", "bottom", "big", "picture", "band", "pip", "motif")
                 if parts.get(name) is not None]
        for name in named:
            assert inner.contains(parts[name]), (card.rank, name, size)
        for one, other in ((a, b) for k, a in enumerate(named) for b in named[k + 1:]):
            assert not parts[one].colliderect(parts[other]), (card.rank, size, one, other)
        if illustrated:  # the numeral first, the scene under it, the band under the scene
            assert parts["big"].bottom <= parts["picture"].top
            assert parts["picture"].h >= h * 0.2 and parts["picture"].w >= w * 0.7, (card.rank, size)
            if card.ability is not None:
                assert parts["picture"].bottom <= parts["band"].top
        elif card.ability is not None:
            assert parts["big"].bottom <= parts["band"].top
        if parts["bottom"] is not None and card.ability is not None:
            assert parts["band"].bottom <= parts["bottom"].top


def test_six_and_nine_are_underlined_and_other_ranks_are_not():
    def plain(rank):
        return art.text(rank, 40, (0, 0, 0), True, display=True)

    marked = art.rank_text("9", 40, (0, 0, 0))
    assert marked.get_height() > plain("9").get_height()
    assert art.rank_text("6", 40, (0, 0, 0)).get_height() > plain("6").get_height()
    assert art.rank_text("8", 40, (0, 0, 0)).get_size() == plain("8").get_size()
    # the underline is ink below the glyph: a dark row in the lower part of the 9
    w, h = marked.get_size()
    rows = [sum(1 for x in range(w) if marked.get_at((x, y)).a > 128) for y in range(h)]
    assert max(rows[int(h * 0.8):]) >= w * 0.5


def test_small_card_chips_are_cached_and_sized():
    card = load_builtin("kaboo").faces[0]
    chip = art.card_chip(card, (22, 31))
    assert chip.get_size() == (22, 31) and art.card_chip(card, (22, 31)) is chip


def test_each_value_band_has_a_picture_of_its_own():
    from cabo_desktop.games.cabo.rules.cards import Ability
    bands = [(0, None), (3, None), (5, None), (7, Ability.PEEK), (9, Ability.SPY), (11, Ability.SWAP), (13, None)]
    pictures = [pygame.image.tobytes(art.band_motif(v, a, (30, 30), (0, 0, 0, 255)), "RGBA") for v, a in bands]
    assert len(set(pictures)) == len(bands)
    same_band = pygame.image.tobytes(art.band_motif(4, None, (30, 30), (0, 0, 0, 255)), "RGBA")
    assert same_band == pictures[1]


def test_every_game_prints_its_numerals_with_the_underlined_six_and_nine():
    """A playtest read a Cabanga! 9 upside down as a 6: the three games share one rank_text."""
    from cabo_desktop.games.cabanga.table import art as cabanga_art
    from cabo_desktop.games.kobito.table import art as kobito_art
    from cabo_desktop.ui import card_art
    assert art.rank_text is cabanga_art.rank_text is kobito_art.rank_text is card_art.rank_text


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
def test_the_ability_word_with_its_accents_stays_inside_its_band(language):
    """A playtest read "ECHANGE" on French cards: the accent of "ÉCHANGE" stood above the band,
    white on the card's paper."""
    from cabo_desktop.games.cabo.rules.cards import Ability
    from cabo_desktop.i18n import set_language
    pygame.init()
    set_language(language)
    try:
        for w in (36, 44, 56, 72, 96, 140):
            h = int(w * 1.45)
            band = art.numbered_layout("11", w, h, True)["band"]
            for ability in Ability:
                label = art.band_label(ability, max(9, int(h * 0.11)), band.w - 4, band.h)
                assert label.get_height() <= band.h - 2 and label.get_width() <= band.w - 4, (w, ability)
                ink = label.get_bounding_rect()
                assert ink.top <= 1 and ink.h >= label.get_height() - 2  # the surface is the ink: centred as such
    finally:
        set_language("en")


def test_a_standard_card_in_the_log_shows_rank_and_suit_side_by_side_at_a_readable_size():
    """A playtest found kaboo's cards in the log illegible: rank and suit stacked in a chip one
    line tall left each about 7 px."""
    pygame.init()
    kaboo = load_builtin("kaboo")
    queen = next(f for f in kaboo.faces if f.rank == "Q")
    line = (17, 19)  # the log's chip: a line tall
    chip = art.card_chip(queen, line)
    assert chip.get_width() > line[0] * 1.3 and chip.get_height() == line[1]  # "Q♣" on one line
    # the round-end sheet's tall chips keep the stacked layout, at the size they are given
    tall = art.card_chip(queen, (20, 28))
    assert tall.get_size() == (20, 28)
    numbered = art.card_chip(next(f for f in load_builtin("official").faces if f.value == 7), line)
    assert numbered.get_size() == line


@pytest.mark.parametrize("size", [(64, 90), (96, 134), (140, 196)])
def test_an_illustrated_cabo_card_reads_in_a_fan_by_its_top_left_corner(size):
    """Issue 40's review: CABO's big-numeral faces had no corner index and looked blank in a fan
    (the title's tile shows each card's left edge only): the value is printed in the top left
    corner as on real cards, with its band's picture under it where there is room, and the big
    numeral keeps clear of it."""
    w, h = size
    strip = pygame.Rect(0, 0, w // 4, h // 4)
    for card in {f.rank: f for f in load_builtin("official").faces}.values():
        parts = art.numbered_layout(card.rank, w, h, card.ability is not None)
        if parts["corner"] is not None:
            assert not parts["corner"].inflate(4, 0).colliderect(parts["big"]), (card.rank, size)
        else:  # the big numeral is the index, in the top left corner
            assert parts["big"].left - parts["inner"].left <= w // 10, (card.rank, size)
        if parts.get("pip") is not None:
            assert not parts["pip"].colliderect(parts["big"]) and parts["pip"].bottom <= parts["picture"].top
        if len(card.rank) > 1:
            continue  # (a wide big numeral reaches the strip anyway)
        face = art.card_face(card, size)
        ink = sum(1 for x in range(strip.x, strip.right) for y in range(strip.y, strip.bottom)
                  if sum(face.get_at((x, y))[:3]) < 240)
        assert ink >= 8, (card.rank, size, ink)
    assert art.numbered_layout("5", 140, 196, False)["pip"] is not None


@pytest.mark.parametrize("width", [48, 72, 100, 137, 149, 150, 196])
def test_a_cabo_face_prints_one_clear_value_with_air_round_it(width):
    """Review s50: at table sizes the big numeral nearly touched the top edge beside the corner
    index (the value twice, crowded) and the index's pip blurred into a smudge. Narrower than
    INDEXED the big numeral is the card's only value; wider, the numeral keeps clear of the top
    edge and of the index by a good gap. A pip, where one is printed, is large enough to read."""
    height = int(width * 1.4)
    for card in load_builtin("official").faces:
        parts = art.numbered_layout(card.rank, width, height, card.ability is not None)
        big, inner = parts["big"], parts["inner"]
        assert big.top - inner.top >= height // 30, (card.rank, width)
        if width < art.INDEXED:
            assert parts["corner"] is None and parts["bottom"] is None, (card.rank, width)
        else:
            assert big.left - parts["corner"].right >= width // 10, (card.rank, width)
        if parts["pip"] is not None:
            assert parts["pip"].w >= 16 or parts["pip"].w >= 0.12 * width, (card.rank, width)
