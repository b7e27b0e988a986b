"""The CABO poster's fan shows no ability band (s52 review: the bands' words showed cut by the
card in front of them, 'PE', 'S', 'SW')."""

import pygame

import cabo_desktop.games.cabo.table as cabo_table


def test_cabo_title_fan_cards_carry_no_ability_band(monkeypatch):
    pygame.init()
    drawn = []

    def face(card, size):
        drawn.append(card)
        return pygame.Surface(size, pygame.SRCALPHA)

    monkeypatch.setattr(cabo_table, "card_face", face)
    fan = cabo_table.title_fan((60, 84))
    assert len(fan) == len(drawn) == 5
    assert [card.ability for card in drawn] == [None] * 5
