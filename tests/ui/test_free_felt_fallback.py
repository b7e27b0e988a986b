"""free_felt's last resort on a crowded table (issue 40, frame p99): the spot covering the least
card is the same as measuring every card at every candidate spot, but only the cards a
candidate meets are measured (Cabanga!'s slowest frames were this search: some 20,000 spots each
measured against every card)."""

from __future__ import annotations

import random

import pygame

from cabo_desktop.ui import free_felt


def _old_fallback(size, area, prefer, hard):
    """The search as it was: every card measured at every candidate spot."""
    hard_r = [pygame.Rect(r).inflate(2 * free_felt.GAP, 2 * free_felt.GAP) for r in hard]
    area_r = pygame.Rect(area)
    rect = pygame.Rect((0, 0), size)
    rect.center = prefer
    rect.clamp_ip(area_r)

    def cover(r):
        return sum(r.clip(o).w * r.clip(o).h for o in hard_r)
    best, best_cover = rect, cover(rect)
    for x in free_felt._xs(size[0], area_r, prefer, hard_r):
        for y in free_felt._ys(size[1], area_r, prefer, hard_r):
            cand = pygame.Rect(x, y, *size)
            c = cover(cand)
            if c < best_cover:
                best, best_cover = cand, c
    return tuple(best)


def _crowded(rng):
    """A table full of cards: no free spot for a large bubble, so the last resort decides."""
    area = (0, 0, 640, 400)
    hard = []
    for _ in range(rng.randint(30, 70)):
        w, h = rng.randint(30, 90), rng.randint(40, 120)
        hard.append((rng.randint(-20, 620), rng.randint(-20, 380), w, h))
    size = (rng.randint(200, 400), rng.randint(120, 260))
    prefer = (rng.randint(0, 640), rng.randint(0, 400))
    return size, area, prefer, tuple(hard)


def test_the_least_covering_spot_is_the_one_measuring_every_card_finds():
    rng = random.Random(40)
    checked = 0
    for _ in range(60):
        size, area, prefer, hard = _crowded(rng)
        free_felt._least_covered.cache_clear()
        got = tuple(free_felt.place(size, area, prefer, hard, (), 1.0))
        if free_felt._first_free(size, pygame.Rect(area), prefer,
                                 [pygame.Rect(r).inflate(2 * free_felt.GAP, 2 * free_felt.GAP) for r in hard]):
            continue  # a free spot: the last resort is not reached
        assert got == _old_fallback(size, area, prefer, hard)
        checked += 1
    assert checked >= 30


def test_only_the_cards_a_candidate_meets_are_measured(monkeypatch):
    rng = random.Random(7)
    size, area, prefer, hard = _crowded(rng)
    measured = []
    real = free_felt._cover

    def counting(rect, blocked, *rest):
        measured.append(len(blocked))
        return real(rect, blocked, *rest)
    monkeypatch.setattr(free_felt, "_cover", counting)
    free_felt._least_covered.cache_clear()
    free_felt._least_covered(size, area, prefer, hard)
    spots = len(measured)
    assert spots > 1000  # the last resort ran over many candidate spots
    # measuring every card at every spot would be len(hard) per spot
    assert sum(measured) < spots * len(hard) / 4


def test_a_free_spot_is_none_on_a_crowded_table_and_the_spot_place_finds_elsewhere():
    """free_spot never runs the last resort (the bubbles try it first, then once with it)."""
    rng = random.Random(11)
    crowded = 0
    for _ in range(40):
        size, area, prefer, hard = _crowded(rng)
        inflated = [pygame.Rect(r).inflate(2 * free_felt.GAP, 2 * free_felt.GAP) for r in hard]
        spot = free_felt.free_spot(size, pygame.Rect(area), prefer, hard, (), 1.0)
        if free_felt._first_free(size, pygame.Rect(area), prefer, inflated) is None:
            assert spot is None
            crowded += 1
        else:
            assert spot is not None and spot.collidelist(inflated) < 0
            assert spot == free_felt.place(size, pygame.Rect(area), prefer, hard, (), 1.0)
    assert crowded >= 10
