"""Light on the cards (issue 40, the review's "flat art with no light on the cards"): one soft key
light from the top left over every face and back of the four decks, baked into the cached
pictures (a gloss pooling in the top left corner, the stock a shade darker toward the bottom
right, a bright bevel along the top and left edges and a darker one along the bottom and right),
and the printed gradients (a panel lit from its top, a scene's sky) drawn as gradients, not as
their last colour."""

import pygame
import pytest

from cabo_desktop.games.cabanga.rules.cards import Card as CabangaCard
from cabo_desktop.games.cabanga.table import art as cabanga_art
from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.games.cabo.table import art
from cabo_desktop.games.kobito.rules.cards import rainbow_deck
from cabo_desktop.games.kobito.table import art as kobito_art
from cabo_desktop.ui import assets, card_art
from cabo_desktop.ui.card_svg import gradient, render


pytestmark = pytest.mark.usefixtures("small_window")


def lum(surf, x, y) -> int:
    return sum(surf.get_at((x, y))[:3])


def test_a_gradient_is_drawn_as_a_gradient_not_as_its_last_colour():
    """The SVG reader took gradient ends given as bare fractions for user units: every panel
    "lit from its top" and every sky came out flat in its foot colour."""
    surf = render(f'<defs>{gradient("g", (250, 20, 20), (20, 20, 250))}</defs>'
                  '<rect x="0" y="0" width="100" height="200" fill="url(#g)"/>', (20, 40))
    top, foot = surf.get_at((10, 1)), surf.get_at((10, 38))
    assert top.r > 200 and top.b < 60 and foot.b > 200 and foot.r < 60
    across = render(f'<defs>{gradient("g", (250, 20, 20), (20, 20, 250), horizontal=True)}</defs>'
                    '<rect x="0" y="0" width="100" height="200" fill="url(#g)"/>', (20, 40))
    assert across.get_at((1, 20)).r > 200 and across.get_at((18, 20)).b > 200


def test_the_light_falls_from_the_top_left_and_never_changes_a_cards_shape():
    size = (96, 134)
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, (128, 128, 128, 255), card.get_rect(), border_radius=12)
    before = pygame.mask.from_surface(card, 1)
    alphas = [card.get_at((x, y)).a for x in range(0, 96, 3) for y in range(0, 134, 3)]
    card_art.lit(card)
    assert [card.get_at((x, y)).a for x in range(0, 96, 3) for y in range(0, 134, 3)] == alphas
    assert pygame.mask.from_surface(card, 1).count() == before.count()
    middle = lum(card, 48, 67)
    assert lum(card, 18, 16) > middle + 30  # the gloss in the top left corner
    assert lum(card, 80, 120) < middle - 20  # the stock a shade darker toward the bottom right
    # the bevel: a bright line just inside the top and left edges, a dark one inside the others
    for edge, inside in (((2, 67), (9, 67)), ((48, 2), (48, 9))):
        assert lum(card, *edge) > lum(card, *inside) + 40
    for edge, inside in (((93, 67), (86, 67)), ((48, 131), (48, 124))):
        assert lum(card, *edge) < lum(card, *inside) - 40


def _decks():
    cabo = load_builtin("official").faces
    kaboo = load_builtin("kaboo").faces
    kobito = rainbow_deck(12, 7, 2, 2)
    return {
        "CABO": lambda s: art.card_face(cabo[5], s),
        "CABO back": lambda s: art.card_back(s),
        "kaboo": lambda s: art.card_face(next(c for c in kaboo if c.rank == "K"), s),
        "kaboo back": lambda s: art.card_back(s, standard=True),
        "Cabanga!": lambda s: cabanga_art.card_face(CabangaCard("red", 9), s, 2),
        "Cabanga! back": lambda s: cabanga_art.card_back(s),
        "Kobito": lambda s: kobito_art.card_face(kobito[3], s),
        "Kobito gold": lambda s: kobito_art.gold_face(7, 5, s),
        "Kobito back": lambda s: kobito_art.card_back(s),
    }


@pytest.mark.parametrize("width", [31, 60, 96, 140])
def test_every_deck_face_and_back_is_lit_by_the_same_light_built_once_per_size(width):
    size = (width, round(width * 1.4))
    w, h = size
    for name, draw in _decks().items():
        assets.surfaces.clear()
        face = draw(size)
        assert face.get_size() == size, name
        assert ("card light", size, "added") in assets.surfaces, name  # lit, by the maps of its size
        assert face.get_at((0, 0)).a < 128 and face.get_at((w // 2, h // 2)).a == 255, name  # round corners
        # its left edge lit, its right edge in shade (the bevel), down the card's middle
        left = sum(lum(face, 1, y) + lum(face, 2, y) for y in range(h // 3, 2 * h // 3))
        right = sum(lum(face, w - 2, y) + lum(face, w - 3, y) for y in range(h // 3, 2 * h // 3))
        assert left > right * 1.15, (name, left, right)
        maps = assets.surfaces[("card light", size, "added")], assets.surfaces[("card light", size, "shaded")]
        assert draw(size) is face  # built once: the face and the light's maps are kept
        assert maps[0] is card_art.light_maps(size)[0] and maps[1] is card_art.light_maps(size)[1]


def test_the_backs_have_character_each_its_own():
    """The review's "plain backs for CABO and kaboo": CABO's back the night the unicorn roams
    (gold rays round its medallion over a starred lattice), kaboo's a classic card room back (a
    white margin round a finely printed panel: a quatrefoil in each diamond of a white lattice)."""
    size = (140, 196)
    cabo, kaboo = art.card_back(size), art.card_back(size, standard=True)

    def gold(surf, rect):
        return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
                   if (lambda c: c.r > 150 and c.g > 120 and c.b < 130 and c.r > c.b + 60)(surf.get_at((x, y))))
    assert gold(cabo, pygame.Rect(24, 118, 20, 30)) >= 12  # rays between the medallion and the frame, lower left
    margin = [kaboo.get_at((4, y)) for y in range(40, 150, 10)]
    assert all(min(c[:3]) > 200 for c in margin)  # the white margin
    panel = pygame.Rect(20, 20, 40, 40)  # a corner of the printed panel, clear of the rosette
    light = sum(1 for x in range(panel.left, panel.right) for y in range(panel.top, panel.bottom)
                if min(kaboo.get_at((x, y))[:3]) > 170)
    assert 150 < light < 1200  # white print on the back's colour: fine, not a blank and not a wash
    assert pygame.image.tobytes(cabo, "RGBA") != pygame.image.tobytes(kaboo, "RGBA")
