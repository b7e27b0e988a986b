"""Frame costs, second part (issue 40, frame p99 <= 4 ms; helper-76): a face is never rasterised in
a frame when the cache holds it at a larger size, Kobito's table names its deck so every face is
built ahead, and a moment's entrance keeps its scaled copies out of the shared cache (they crowded
the card faces out of it, and the spare-time building stops when the cache is near full).
No timed assertions: these count rasterisations and cache entries."""

import time

import pygame
import pytest

from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.games.cabo.table import art as cabo_art
from cabo_desktop.games.kobito.rules import load_builtin as kobito_builtin
from cabo_desktop.games.kobito.table import art as kobito_art
from cabo_desktop.ui import assets, card_art, moment_banner
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table


@pytest.fixture
def app():
    app = App((1280, 720), headless=True)
    yield app
    assets.prebuild.clear()


def test_a_face_cached_larger_stands_in_for_a_much_smaller_size(app, rasterised, monkeypatch):
    """Kobito's workshop shrinks its cards by steps of a fifth and more as it fills: a face cached
    at a larger size (up to FAR times) stands in, scaled down, where only a size within NEAR did
    (each step rasterised its faces in the frame); a much smaller source still does not."""
    monkeypatch.setattr(card_art.faces, "sizes", {})
    monkeypatch.setattr(card_art.faces, "standing", {})
    card = load_builtin("official").faces[7]
    large, smaller, tiny, larger = (90, 126), (50, 70), (30, 42), (130, 182)
    cabo_art.card_face(card, large)
    assets.prebuild.clear()
    rasterised.clear()
    card_art.faces.in_frame = True
    try:
        shown = cabo_art.card_face(card, smaller)  # 1.8 times smaller: the large face scaled down
        assert rasterised == [] and shown.get_size() == smaller and card_art.faces.is_stand_in(shown)
        cabo_art.card_face(card, tiny)  # three times smaller: beyond FAR, built exact
        assert rasterised
        rasterised.clear()
        cabo_art.card_face(card, larger)  # larger than any cached beyond NEAR: never scaled up
        assert rasterised
    finally:
        card_art.faces.in_frame = False


def test_a_kobito_table_builds_its_decks_faces_before_they_are_shown(app, rasterised, monkeypatch):
    monkeypatch.setattr(card_art.faces, "cards", {})  # no face seen yet in this process
    monkeypatch.setattr(card_art.faces, "sizes", {})
    table = make_table(app, "standard", 4, seed=3, human=None, levels=["random"], speed="instant",
                       auto_continue=0.01, game="kobito")
    app.scenes.push(table)
    app.step(1 / 60, events=[])  # the first frame: the piles and hands give the table's card sizes
    sizes = list(card_art.faces.sizes["Kobito"])
    assert sizes
    assets.prebuild.run(time.perf_counter() + 120)  # the spare time of the next frames
    rasterised.clear()
    for card in dict.fromkeys(kobito_builtin("standard").cards):  # most never shown yet
        for size in sizes:
            kobito_art.card_face(card, size)
    assert rasterised == []


def test_a_moments_entrance_keeps_its_copies_out_of_the_shared_cache(app):
    """Each moment's words (a name, a pot) made ten scaled copies in the face cache: 14 MB of its
    48 after ten Kobito games. They are kept apart, the last two moments' only, and reused."""
    screen = pygame.Surface((1280, 720))
    rect = pygame.Rect(440, 320, 400, 70)
    ages = [moment_banner.ENTER * k / moment_banner.STEPS for k in range(moment_banner.STEPS)]
    for words in ("Ana wins the pot!", "Bo wins the pot!", "Cy wins the pot!", "Di wins the pot!"):
        for age in ages:
            moment_banner.draw(screen, words, "Kobito", rect, age, 1.6)
    assert not [k for k in assets.surfaces.keys() if isinstance(k, tuple) and k[:1] == ("moment banner step",)]
    assert 0 < len(moment_banner._steps) <= 2 * moment_banner.STEPS
    kept = dict(moment_banner._steps)
    for age in ages:  # the same moment drawn again: its copies reused, none made
        moment_banner.draw(screen, "Di wins the pot!", "Kobito", rect, age, 1.6)
    assert all(moment_banner._steps.get(key) is surf for key, surf in kept.items() if key[0] == "Di wins the pot!")


def test_a_full_cache_takes_pictures_built_ahead_only_in_place_of_long_unused_ones(app, monkeypatch):
    """A long session fills any budget, and building ahead stopped for good at 80 % of it (the faces
    were then rasterised in the frames): it goes on while the cache's oldest entries are older than
    a mark laid MARKS marks back, never evicting what was drawn since."""
    monkeypatch.setattr(assets, "surfaces", assets.BoundedCache(1000, 100 * 100 * 4 * 10))
    for k in range(9):  # nine old pictures: the cache near its budget
        assets.surfaces[("old", k)] = pygame.Surface((100, 100))
    queue = assets.Prebuild()
    ran = []
    queue.want("early", lambda: ran.append("early"))
    assert queue.run(time.perf_counter() + 10) == 0 and ran == []  # no marks yet: nothing built
    drawn = assets.surfaces[("old", 8)]
    for _ in range(queue.MARK_EVERY * queue.MARKS):  # about 10 s of frames, drawing ("old", 8) only
        assert assets.surfaces.get(("old", 8)) is drawn
        queue.run(time.perf_counter() - 1)
    built = []

    def build(k):
        assets.surfaces[("ahead", k)] = pygame.Surface((100, 100))
        built.append(k)
    for k in range(12):
        queue.want(("ahead", k), lambda k=k: build(k))
    queue.run(time.perf_counter() + 10)
    assert built  # built ahead in place of the old pictures...
    assert assets.surfaces.get(("old", 8)) is drawn  # ...never of the one drawn since the oldest mark
    assert len(built) < 12  # and stopped once the marks' stale part was used up


def _tables_frames(app, game: str, frames: int = 40):
    table = make_table(app, "standard", 4, seed=5, human=None, levels=["random"], speed="instant",
                       auto_continue=0.01, game=game)
    app.scenes.push(table)
    for _ in range(frames):
        app.step(1 / 60, events=[])
    return table


def test_kept_lane_pictures_are_blitted_with_per_pixel_alpha(app):
    """An opaque picture narrower than the frame is copied a row at a time (SDL): 0.5 us a row on
    this machine, 1.7-5 times an alpha blit of the same pixels. Kobito's kept lanes and workshop
    and Cabanga!'s lanes are blitted as per-pixel-alpha pictures, every pixel opaque (Cabanga!'s
    drawn into so, the same as their opaque layers)."""
    kobito = _tables_frames(app, "kobito")
    kept = list(kobito.hud.lanes.values())
    assert kept and all(picture.get_flags() & pygame.SRCALPHA for _key, picture, _at in kept)
    for _key, picture, _at in kept:  # every pixel opaque
        assert pygame.mask.from_surface(picture, 254).count() == picture.get_width() * picture.get_height()
    cabanga = _tables_frames(app, "cabanga")
    board = cabanga.hud.board
    assert board.lanes
    for r, (_key, picture) in board.lanes.items():  # drawn into with per-pixel alpha, not copied after
        assert picture.get_flags() & pygame.SRCALPHA
        assert pygame.mask.from_surface(picture, 254).count() == picture.get_width() * picture.get_height()
        top = board.tops[r][1]  # the opaque layer under its ruler: the same pixels above the ruler
        a, b = pygame.Surface(top.get_size()), pygame.Surface(top.get_size())
        a.fill((200, 0, 200))
        b.fill((200, 0, 200))
        a.blit(top, (0, 0))
        b.blit(picture, (0, 0))
        above = pygame.Rect(0, 0, top.get_width(), cabanga.layout().rows[r].ruler.y - cabanga.layout().rows[r].rect.y - 4)
        assert pygame.image.tobytes(a.subsurface(above), "RGB") == pygame.image.tobytes(b.subsurface(above), "RGB")


def test_the_card_under_anothers_chip_adds_no_size_to_build_the_deck_at(app, monkeypatch):
    """The card under a replacement in another's workshop is a face at the chip's size (8x65,
    24x65...): such sizes took the places of the table's own among the 16 sizes kept, and queued
    the whole deck at each. Drawn with ahead=False, it queues nothing."""
    monkeypatch.setattr(card_art.faces, "sizes", {})
    monkeypatch.setattr(card_art.faces, "cards", {})
    card = kobito_builtin("standard").cards[3]
    kobito_art.card_face(card, (80, 115))
    assets.prebuild.clear()
    kobito_art.card_face(kobito_builtin("standard").cards[9], (12, 65), ahead=False)
    assert card_art.faces.sizes["Kobito"] == [(80, 115)] and not assets.prebuild.tasks
    kobito_art.card_face(kobito_builtin("standard").cards[9], (24, 65))  # drawn as a table's face: queued
    assert (24, 65) in card_art.faces.sizes["Kobito"] and assets.prebuild.tasks


def test_a_rainbow_card_passed_its_number_is_the_face_built_ahead(app, rasterised, monkeypatch):
    """A pot's lane draws each card with the number it stands for (`spot.number`, a rainbow card's
    own): only a Kobito shows it, yet each (card, number) was a face of its own, never built
    ahead (expect_deck names (card, None)), so the pots rasterised their faces in the frames.
    A Kobito's number still makes its own face."""
    monkeypatch.setattr(card_art.faces, "sizes", {})
    monkeypatch.setattr(card_art.faces, "cards", {})
    deck = kobito_builtin("standard").cards
    rainbow = next(c for c in deck if c.kind == "rainbow")
    gnome = next(c for c in deck if c.kind == "kobito")
    plain = kobito_art.card_face(rainbow, (80, 115))
    rasterised.clear()
    assert kobito_art.card_face(rainbow, (80, 115), rainbow.number) is plain and rasterised == []
    assert kobito_art.card_face(gnome, (80, 115), 7) is not kobito_art.card_face(gnome, (80, 115))


def test_a_moments_entrance_steps_are_built_in_the_pauses_after_its_first_frame(app, monkeypatch):
    """Each frame of a moment's entrance drew a new scaled copy of its banner (0.5-1.5 ms in the
    frame, ten in a quarter of a second): its first frame queues the later ones for the pauses
    (assets.prebuild), so the frames after it only blit. The same pixels as a copy made in the frame."""
    screen = pygame.Surface((1280, 720))
    rect = pygame.Rect(440, 320, 400, 70)
    ages = [moment_banner.ENTER * k / moment_banner.STEPS for k in range(moment_banner.STEPS)]
    assets.prebuild.clear()
    moment_banner.draw(screen, "Eve wins the pot!", "Kobito", rect, ages[0], 1.6)
    assert assets.prebuild.tasks
    assets.prebuild.run(time.perf_counter() + 120)  # the pause after the frame
    scaled = []
    real = pygame.transform.smoothscale
    monkeypatch.setattr(pygame.transform, "smoothscale", lambda *a: scaled.append(a[1]) or real(*a))
    shown = []
    for age in ages[1:]:
        screen.fill((40, 110, 70))
        moment_banner.draw(screen, "Eve wins the pot!", "Kobito", rect, age, 1.6)
        shown.append(screen.copy())
    assert scaled == []
    moment_banner._steps.clear()  # made in the frames instead: the same pictures
    monkeypatch.setattr(pygame.transform, "smoothscale", real)
    assets.prebuild.clear()
    for age, before in zip(ages[1:], shown):
        screen.fill((40, 110, 70))
        moment_banner.draw(screen, "Eve wins the pot!", "Kobito", rect, age, 1.6)
        assert screen.get_view("2").raw == before.get_view("2").raw
