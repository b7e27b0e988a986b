"""Faces and voices at the table: every seat's plate has a portrait, an AI persona reacts when it
calls CABO, wins a round or is spied on, and the log is grouped by turn with the cards it names."""

import pygame

from cabo_desktop.games.cabo.rules import events as E
from cabo_desktop.games.cabo.rules import load_builtin
from cabo_desktop.games.cabo.words import REACTIONS, LogLine, Narrator
from cabo_desktop.ui import portraits


def test_each_persona_and_person_has_a_portrait_of_its_own():
    pygame.init()
    pygame.display.set_mode((10, 10))
    try:
        faces = [portraits.portrait(key, name, 40) for key, name in
                 (("beginner", "Pip"), ("casual", "Marta"), ("skilled", "Dr. Okafor"), ("expert", "The Unicorn"),
                  ("human", "Ann"), ("human", "Бора"))]
        assert all(f.get_size() == (40, 40) for f in faces)
        assert len({pygame.image.tobytes(f, "RGBA") for f in faces}) == len(faces)
        assert portraits.portrait("casual", "Marta", 40) is faces[1]  # cached
    finally:
        pygame.quit()


def test_the_log_is_grouped_by_turn_and_names_its_cards():
    narrator = Narrator(["Ann", "Bob"])
    card = load_builtin("official").faces[7]
    lines: list = []
    narrator.log_into(lines, E.TurnStarted(1, 1), 0)
    narrator.log_into(lines, E.CardDiscarded(1, card, None), 0)
    narrator.log_into(lines, E.TurnStarted(0, 2), 0)
    assert [line.turn_of for line in lines] == [1, None, 0]
    assert lines[0] == "Bob's turn" and lines[2] == "Your turn"
    assert lines[1].cards == (card,) and card.label() in lines[1]
    longer = lines[1] + ": match!"
    assert isinstance(longer, LogLine) and longer.cards == (card,)


def test_an_ai_reacts_when_it_calls_cabo_and_when_it_is_spied_on(driver_factory):
    d = driver_factory(seats=3, speed="normal", levels=("casual", "skilled"))
    d.frames(600)
    t = d.table
    t.director.animate(E.CaboCalled(1)).finish()
    assert 1 in t.hud.callouts
    t.director.animate(E.CardSpied(0, 2, 0, "spy", None, 1))
    assert 2 in t.hud.callouts
    assert t.level_of(0) == "human" and REACTIONS[t.level_of(1)]["cabo"]


def test_the_log_shows_whole_entries_only_and_ends_at_the_bottom_when_it_overflows():
    """A playtest saw "start." alone at the top of the log: the first line shown was the tail of
    a wrapped entry."""
    import pygame
    from cabo_desktop.core.log_line import LogLine
    from cabo_desktop.ui import assets
    from cabo_desktop.ui.table_log import log_rows
    pygame.init()
    try:
        entries = [LogLine("Round 1 begins; The Unicorn starts, and this line is long enough to wrap twice over.")]
        entries += [LogLine(f"Turn {k}", turn_of=k % 3) for k in range(3)]
        entries += [LogLine(f"Pip drew from the deck and exchanged the card number {k} of a long hand.")
                    for k in range(30)]
        area = pygame.Rect(0, 0, 200, 300)
        rows, room = log_rows(entries, 14, area, 16)
        texts = [str(e) for e in entries]
        first = rows[0]
        assert first[0] == "head" or any(text.startswith(first[1].strip()) for text in texts), first
        line_h = assets.font(14).get_linesize()
        assert 0 <= room < 4 * line_h  # less than the next entry's height is left above
        assert rows[-1][0] == "text" and str(entries[-1]).endswith(rows[-1][1].strip())  # the newest, at the end
        short, room = log_rows(entries[:2], 14, area, 16)
        assert room == 0 and short[0][0] == "text"  # a short log starts at the top
    finally:
        pygame.quit()


def test_the_top_of_an_overflowing_log_names_whose_turn_its_lines_are():
    """A playtest saw lines at the top of the log under a blank strip, their turn's heading gone:
    the heading now stands over them, older lines giving way to it."""
    import pygame
    from cabo_desktop.core.log_line import LogLine
    from cabo_desktop.ui.table_log import log_rows
    pygame.init()
    try:
        for extra in range(0, 12):
            entries = [LogLine("Ann's turn", turn_of=0)]
            entries += [LogLine(f"Ann drew a card and put it at the end of her line, move {k}.") for k in range(extra)]
            entries += [LogLine("Bo's turn", turn_of=1)]
            entries += [LogLine(f"Bo played card number {k} onto the second pot of the table.") for k in range(25)]
            rows, _room = log_rows(entries, 14, pygame.Rect(0, 0, 220, 300), 16)
            assert rows[0][0] == "head", rows[:2]
            assert rows[0][2] == "Bo's turn"  # the turn whose lines are shown
    finally:
        pygame.quit()


def test_a_lines_cards_sit_at_its_end_with_no_line_broken_early_for_them():
    """Issue 40, item 3: "You drew 5 cards." was cut before "5 cards." to leave room for its
    chips; now the words use the whole width and the chips follow the last line when they fit,
    else take a row of their own."""
    import pygame
    from cabo_desktop.core.log_line import LogLine
    from cabo_desktop.ui import assets
    from cabo_desktop.ui.table_log import log_rows
    pygame.init()
    try:
        area = pygame.Rect(0, 0, 252, 300)
        words = "You drew 5 cards."
        assert assets.text_width(words, 14) + 5 * 18 < area.w - 34  # fits with its five chips (the wrap width)
        rows, _room = log_rows([LogLine(words, cards=("a", "b", "c", "d", "e"))], 14, area, 16)
        assert rows == [("text", words, ("a", "b", "c", "d", "e"))]
        long = "The Fox started a workshop rainbow with the cards of two of its colours."
        rows, _room = log_rows([LogLine(long, cards=("a", "b", "c", "d", "e", "f", "g", "h"))], 14, area, 16)
        texts = [r[1] for r in rows if r[1].strip()]
        assert " ".join(t.strip() for t in texts) == long
        assert all(assets.text_width(t, 14) <= area.w - 34 for t in texts)
        assert rows[-1][2] == ("a", "b", "c", "d", "e", "f", "g", "h") and not rows[-1][1].strip()  # a row of its own
        # no line was cut short: each line but the last could not take the next word
        for line, after in zip(texts, texts[1:]):
            assert assets.text_width(line + " " + after.split()[0], 14) > area.w - 34
    finally:
        pygame.quit()
