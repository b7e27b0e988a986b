"""Cabanga!'s frames do no work a kept picture already did (issue 40, frame p99 <= 4 ms): a lane's
ruler is drawn again only when its own values' looks change (a card of another colour seen, or
your hand changed in another colour, leaves it as it was), and a card's blank face kept at a size
is not written again as SVG (its pattern's SVG cost more to write than the frame's budget)."""

import pygame

from cabo_desktop.games.cabanga.rules.cards import number_cards
from cabo_desktop.games.cabanga.table import art, board
from cabo_desktop.ui import assets, card_pictures


def test_a_lanes_ruler_is_drawn_again_only_when_its_own_values_change(thrown):
    app, table = thrown
    app.screen = pygame.Surface((1280, 720))
    app.relayout()
    table.draw(app.screen)
    lay = table.layout()
    b = table.hud.board
    felt = table.hud.felt_picture(lay)
    first = b.lane(table, lay, 0, felt)
    drawn = b.rulers_drawn
    other = ("another colour's card thrown",)  # what every ruler depends on changed, not row 0's values
    assert b.lane(table, lay, 0, felt, seen=other) is first and b.rulers_drawn == drawn
    top_key, states = b.ruled[0]
    value = next(v for v in range(1, 19) if states.get(v, "") == "")
    b.ruled[0] = (top_key, {**states, value: "out"})  # as if row 0's ruler had shown a value as gone
    again = b.lane(table, lay, 0, felt, seen=("now row 0's own",))
    assert b.rulers_drawn == drawn + 1 and again is first  # drawn again, into the same buffer
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(board.compose_lane(
        lay, lay.rows[0], "red", table.model.piles[0], board.ruler_states(table, 0), table.model.gap is not None
        and table.model.gap[0] == "red", b.tops[0][0][5], felt), "RGB")


def test_a_kept_blank_face_is_not_written_again(monkeypatch):
    pygame.init()
    pygame.display.set_mode((8, 8))
    written = []
    real = card_pictures.shape_pattern
    monkeypatch.setattr(card_pictures, "shape_pattern", lambda *a, **k: written.append(a) or real(*a, **k))
    size = (83, 127)  # a size no other test draws at
    assets.surfaces.pop(("cabanga-blank", "blue", size), None)
    first = art.blank_face("blue", size)
    assert len(written) == 1
    assert art.blank_face("blue", size) is first and len(written) == 1
    card = next(c for c in number_cards(18) if c.colour == "blue")
    board.stack_edge(card, size)
    assets.surfaces.pop(("cabanga-stack-edge", card.colour, size))
    board.stack_edge(card, size)  # a stacked card's edge made again from its kept blank: no SVG written
    assert len(written) == 1


def test_your_hand_is_one_kept_picture_composed_again_only_when_it_changes(thrown, monkeypatch):
    """Your hand is composed once into a kept picture and blitted (speed: three blits a card every
    frame before); composed again when what it shows changes (a card chosen), and it shows the
    cards where the layout puts them."""
    app, table = thrown
    app.screen = pygame.Surface((1280, 720))
    app.relayout()
    lay = table.layout()
    hud = table.hud
    composed = []
    real = hud.draw_cards
    monkeypatch.setattr(hud, "draw_cards", lambda *a: (composed.append(1), real(*a)))
    hud.draw_hand(app.screen, lay)
    hud.draw_hand(app.screen, lay)
    assert len(composed) <= 1  # (the first frame may have composed it already)
    kept = hud._hand_picture
    hud.draw_hand(app.screen, lay)
    assert hud._hand_picture is kept
    hand = table.model.hands[table.viewer]
    slots = board_hand_slots(lay, hand)
    spot = slots[0].move(-kept[1].x, -kept[1].y).center
    assert kept[2].get_at(spot).a == 255  # a card lies where the layout says
    table.controls.selected = hand[0]
    before = len(composed)
    hud.draw_hand(app.screen, lay)
    assert len(composed) == before + 1 and hud._hand_picture[0] != kept[0]


def board_hand_slots(lay, hand):
    from cabo_desktop.games.cabanga.table.layout import colours_of, hand_slots
    return hand_slots(lay, len(hand), colours_of(hand))
