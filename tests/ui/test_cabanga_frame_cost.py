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
