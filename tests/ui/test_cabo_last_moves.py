"""Each opponent's last move shows on its plate's second line for a few seconds (review s52:
"nothing shows what the opponents just did; a player who looks away loses track of what the AI
did"), read from the events the table animates."""

import pygame

from cabo_desktop.games.cabo.rules import events as E
from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.games.cabo.table import moves as M
from cabo_desktop.games.cabo.table import plates


def test_a_turn_reads_as_one_move_then_fades():
    card = load_builtin("official").faces[3]
    moves = M.Moves()
    moves.note(E.CardDrawn(1, "deck", None, 1), 10.0)
    assert moves.shown(1, 10.5) == "drew a card"
    moves.note(E.CardPlaced(1, 2, False, None, 1), 11.0)
    assert moves.shown(1, 11.0) == "drew and swapped"
    moves.note(E.CardDrawn(2, "discard", card, -1), 12.0)
    moves.note(E.CardPlaced(2, 0, False, None, 2), 12.5)
    assert moves.shown(2, 13.0) == "took the discard"
    moves.note(E.CaboCalled(3), 14.0)
    assert moves.shown(3, 14.0) == "called CABO"
    assert moves.shown(1, 11.0 + M.SHOW) is None  # gone after a few seconds
    assert moves.shown(0, 11.0) is None  # nothing said for a seat that did nothing
    moves.note(E.RoundStarted(2, 0, (4, 4, 4, 4)), 15.0)
    assert moves.shown(3, 15.0) is None  # a new round starts with none


def test_an_opponents_plate_says_its_last_move(driver_factory, monkeypatch):
    d = driver_factory(prefix=["5", "6", "7", "8", "9", "10", "11", "12", "1", "2", "3", "4"], seats=3,
                       start_seat=1, speed="normal")
    t = d.table
    for _ in range(6000):  # past the first look (1, 2), until both AIs have moved
        if len(t.director.moves.last) >= 2:
            break
        if t.human_to_act() and not t.animating:
            d.key(pygame.K_1)
            d.key(pygame.K_2)
        d.frames(1)
    said = {seat: words for seat, (words, _when) in t.director.moves.last.items()}
    assert said.get(1) and said.get(2), said  # both AIs moved before your turn
    assert set(said.values()) <= {"drew a card", "took the discard", "drew and swapped", "drew and discarded",
                                  "peeked at a card", "spied on a card", "swapped two cards", "called CABO"}
    seen = []
    real = plates.lines
    monkeypatch.setattr(plates, "lines", lambda name, info, *a: seen.append(info) or real(name, info, *a))
    t.director.moves.last[1] = (said[1], t.time)  # just made: on its plate
    t.painter.kept(t.layout()).clear()  # (composed anew, not the kept plate)
    t.painter.name_plate(t.layout(), 1)
    assert seen[-1] == said[1], seen
    t.director.moves.last[1] = (said[1], t.time - M.SHOW)  # a few seconds on: its cards and points again
    t.painter.kept(t.layout()).clear()  # (composed anew, not the kept plate)
    t.painter.name_plate(t.layout(), 1)
    assert seen[-1].startswith("4 cards"), seen
