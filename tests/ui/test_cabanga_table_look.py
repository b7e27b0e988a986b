"""Cabanga!'s table as a fresh-eyed review saw it (issue 40, s50): a thrown card in sight the whole
way over the player's fan, the empty thrown pile's place printed, the opponents' plaques saying
the same at every size, the ruler's numerals kept apart, the top band even."""

import pygame

from cabo_desktop.games.cabanga.rules.cards import Card
from cabo_desktop.games.cabanga.table.director import throw_flight


def test_a_thrown_card_stays_in_flight_between_the_player_and_the_thrown_pile():
    """From take-off to landing on the thrown pile one card is in flight every frame, also while it
    lies over the player's fan after its burst (a review: it vanished there between two flights,
    its burst fading over the fan like a ghost behind the cards); it lands once, on the pile."""
    flyers, calls = [], []
    start, mid, end = pygame.Rect(400, 500, 60, 86), pygame.Rect(600, 40, 74, 107), pygame.Rect(570, 310, 70, 100)
    card = Card("violet", 4)
    flight = throw_flight(flyers, card, start, mid, end, before=lambda: calls.append("take"),
                          hit=lambda: calls.append("hit"), thud=lambda: calls.append("thud"),
                          after=lambda: calls.append("land"), spin=True)
    flight.update(0.0)
    seen, at_mid = [], 0
    while not flight.done:
        assert len(flyers) == 1 and flyers[0].card == card, calls
        rect = pygame.Rect(flyers[0].rect)
        at_mid += rect.center == mid.center
        seen.append(rect.center)
        flight.update(1 / 60)
    assert calls == ["take", "hit", "thud", "land"] and not flyers
    assert at_mid >= 8  # it lies over the fan for the pause (0.15 s and its settling), in sight
    assert seen[-1] == end.center
