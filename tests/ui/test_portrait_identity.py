"""The person at the first seat is one face everywhere (s50 review, second round: the setup and
the hand-off showed a child for "Player 1", the table a bearded man for "You"): the first seat's
untouched default names pick the same person; other names keep their own."""

import pygame
import pytest

from cabo_desktop.ui import assets, portraits


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((10, 10))
    yield
    assets.clear_caches()
    pygame.quit()


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


@pytest.mark.parametrize("default", ["Player 1", "Player", "You"])
def test_the_first_seats_default_names_are_one_person(default):
    size = portraits.BADGE_FROM - 4  # below the badge: the face alone (the badge is the name's initial)
    assert portraits.face_name(default) == "You"
    assert same(portraits.portrait("human", default, size), portraits.portrait("human", "You", size))


def test_other_names_keep_their_own_face():
    size = portraits.BADGE_FROM - 4
    you = portraits.portrait("human", "You", size)
    assert portraits.face_name("Player 2") == "Player 2" and portraits.face_name("Ann") == "Ann"
    assert not same(portraits.portrait("human", "Player 2", size), you)
