"""The opponents' seats of Cabanga! and Kobito (issue 40, review problem 3): a hand is a fan of
cards tilted about a point below them, rotated and composed once per size and faces (a frame
blits one picture, never rotates); its count on a badge; the turn's halo breathes by the
table's time, so two pictures of one moment are the same whatever the wall clock says."""

import pygame
import pytest

from cabo_desktop.ui import assets, seat_fan, shadows
from tests.ui.conftest import table_of


def back(_entry, size):
    surf = pygame.Surface(size)
    surf.fill((30, 40, 120))
    return surf


def test_a_fan_tilts_its_cards_and_is_rotated_once(small_window, monkeypatch):
    angles = seat_fan.angles(7)
    assert angles[0] < 0 < angles[-1] and angles[3] == 0 and len(set(angles)) == 7
    assert seat_fan.angles(20)[-1] - seat_fan.angles(20)[0] <= seat_fan.MOST_DEG  # more cards lie closer
    first = seat_fan.picture((35, 50), [None] * 7, back, "test")
    rotations = []
    real = pygame.transform.rotozoom
    monkeypatch.setattr(pygame.transform, "rotozoom", lambda *a: rotations.append(a) or real(*a))
    room = pygame.Rect(0, 0, 200, 80)
    canvas = pygame.Surface((220, 100))
    for _ in range(3):
        seat_fan.draw(canvas, room, (35, 50), [None] * 7, back, 14, "test")
    assert rotations == [] and seat_fan.picture((35, 50), [None] * 7, back, "test") is first
    seat_fan.picture((35, 50), [None] * 8, back, "test")  # another count: built once, its new tilts turned
    new = {round(a, 3) for a in seat_fan.angles(8)} - {round(a, 3) for a in seat_fan.angles(7)}
    assert 0 < len(new) < 8 and len(rotations) == 2 * len(new)  # each card and its shadow, at a tilt not kept


def test_a_hidden_hands_next_counts_are_built_ahead(small_window):
    room = pygame.Rect(0, 0, 200, 80)
    assets.prebuild.tasks.clear()
    seat_fan.draw(pygame.Surface((220, 100)), room, (35, 50), [None] * 5, back, 14, "test")
    assert assets.prebuild.run(float("inf")) == 2
    most = seat_fan.spread_for(room.size)
    fall = shadows.fall(room.center, pygame.Rect(0, 0, 220, 100))  # its shadows' way: the seat's, whatever the count
    for n in (4, 6):
        assert ("seat fan", "test", (35, 50), most, (None,) * n, 1, fall) in assets.surfaces


def test_a_narrow_room_takes_a_tighter_fan_not_smaller_cards(small_window):
    wide, narrow = (400, 100), (90, 100)
    assert seat_fan.spread_for(wide) == seat_fan.MOST_DEG and seat_fan.spread_for(narrow) < seat_fan.MOST_DEG
    assert seat_fan.card_for(narrow)[1] >= 0.7 * seat_fan.card_for(wide)[1]
    for size in (wide, narrow):
        room = pygame.Rect((10, 10), size)
        for count in (1, 5, 12):
            assert room.contains(seat_fan.place(room, count, seat_fan.card_for(size)))


@pytest.mark.parametrize("screen", ["cabanga_throw", "kobito"])
def test_the_turns_halo_breathes_by_the_tables_time(tour_app, screen, monkeypatch):
    """Two pictures of the same moment (the same table time) are the same however far apart the
    wall clock is; the table's time moving on changes the halo (it did by the wall clock)."""
    table = table_of(tour_app(screen))
    lay = table.layout()
    seat = next(s for s in range(table.n) if s != table.viewer)
    monkeypatch.setattr(table.model, "current", seat)
    if hasattr(table.model, "thrower"):
        monkeypatch.setattr(table.model, "thrower", None)
    area = lay.seats[seat].parts.medallion.inflate(40, 40)

    def picture(ticks: int, time: float) -> bytes:
        monkeypatch.setattr(pygame.time, "get_ticks", lambda: ticks)
        monkeypatch.setattr(table, "time", time)
        canvas = pygame.Surface(lay.size)
        canvas.fill((0, 90, 40))
        table.hud.draw_seat(canvas, lay, seat)
        return pygame.image.tobytes(canvas.subsurface(area), "RGB")

    assert picture(0, 3.0) == picture(700, 3.0) == picture(1234, 3.0)
    assert picture(0, 3.0) != picture(0, 3.4)


@pytest.mark.parametrize("screen", ["cabanga", "kobito"])
def test_an_opponents_hand_is_one_fan_with_its_count(tour_app, screen):
    """An opponent's hand is drawn as its fan's one picture (its cards not blitted one by one) with
    its count on a badge in its room."""
    table = table_of(tour_app(screen))
    lay = table.layout()
    seat = next(s for s in range(table.n) if s != table.viewer)
    hand = table.model.hands[seat]
    canvas = pygame.Surface(lay.size)
    table.hud.draw_seat(canvas, lay, seat)
    kept = [key for key in list(assets.surfaces.keys()) if isinstance(key, tuple) and key[:1] == ("seat fan",)]
    assert any(key[4] == tuple(hand) for key in kept)
    badges = [key for key in list(assets.surfaces.keys()) if isinstance(key, tuple) and key[:2] == ("count-badge", len(hand))]
    assert badges and max(key[2] for key in badges) >= lay.name_size


def test_a_seats_shadow_fall_is_worked_out_once_per_room(small_window, monkeypatch):
    """Speed (issue 40, frame p99): the fan's shadows' way is its room's, asked once per room, not in every frame."""
    asked = []
    real = shadows.fall
    monkeypatch.setattr(shadows, "fall", lambda *a, **k: asked.append(a) or real(*a, **k))
    room = pygame.Rect(3, 7, 201, 83)  # a room no other test draws in
    canvas = pygame.Surface((233, 101))
    for _ in range(4):
        seat_fan.draw(canvas, room, (35, 50), [None] * 5, back, 14, "test")
    assert len(asked) == 1
