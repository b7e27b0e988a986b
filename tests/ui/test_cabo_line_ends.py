"""Review s51 (multi): "'Put the drawn card at the left or right end' has nothing on screen showing
where those ends are. The discard pile glows although it isn't the action. The x2 badge sits on
only one of the two cards." A ghost card at each end of your line while a card is to be placed
(clickable), your plate clear of the left one, and none at other times."""

import pygame

from cabo_desktop.games.cabo.rules import actions as A
from cabo_desktop.games.cabo.rules.state import Phase
from cabo_desktop.games.cabo.table import ends

# two seats, you (seat 0) first: you get 1, 2, 3, 4 (tests/ui/test_table_input.py's deal)
DEAL = ["1", "5", "2", "6", "3", "8", "4", "9", "0"]


def start(driver_factory, top_of_deck):
    d = driver_factory(prefix=DEAL + top_of_deck)
    d.until_human()
    d.key(pygame.K_1)
    d.key(pygame.K_3)  # your first look
    d.until_human()
    assert d.state.round.phase == Phase.TURN and d.state.to_act == 0
    return d


def _failed_exchange(driver_factory):
    d = start(driver_factory, ["13"])
    assert ends.ends(d.table, d.table.layout()) == ()  # nothing to place: no ghosts
    d.key(pygame.K_d)
    d.until_human()
    d.click_card(0, 0)
    d.click_card(0, 1)
    d.key(pygame.K_x)
    d.until_human()
    assert d.state.round.phase == Phase.PLACE_DRAWN
    return d


def test_a_ghost_at_each_end_of_your_line_clear_of_your_plate(driver_factory):
    d = _failed_exchange(driver_factory)
    t = d.table
    lay = t.layout()
    slots = lay.seats[0].slots
    left, right = ends.ends(t, lay)
    assert left.size == slots[0].size and right.size == slots[-1].size
    assert left.right <= slots[0].left and right.left >= slots[-1].right  # beyond each end, one stride out
    assert abs(left.centery - slots[0].centery) <= 1 and abs(right.centery - slots[-1].centery) <= 1
    _plate, back, _face, face_at = t.painter.name_plate(lay, 0)
    assert not back.union(face_at).colliderect(left)  # your plate moved out of the left ghost's way
    surface = pygame.Surface(lay.size)
    surface.fill((0, 0, 0))
    ends.draw(surface, t, lay)
    assert surface.get_at(left.center)[:3] != (0, 0, 0)  # drawn: the '+' in its middle
    assert surface.get_at(right.center)[:3] != (0, 0, 0)


def test_clicking_the_left_ghost_puts_the_card_at_the_left_end(driver_factory):
    d = _failed_exchange(driver_factory)
    left, _right = ends.ends(d.table, d.table.layout())
    d.click(left.center)
    assert d.last == A.PLACE_LEFT
    assert len(d.state.round.hands[0]) == 5
    d.until_human()
    assert ends.ends(d.table, d.table.layout()) == ()  # placed: the ghosts are gone
