"""The end screens' score sheets read from the chair (issue 40, helper-70, item 1): the sheet's
rows and figures in the body's type (18 px at 1280x720, never under 16), the round's cells a
step above the small type, and no caption with a short word alone on a line ("+10." at 1280)
in English, French or Ukrainian."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from cabo_desktop import i18n
from cabo_desktop.ui import tour
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.round_end import note_size, sheet_size
from cabo_desktop.ui.score_sheet import wrap_balanced

ROOT = Path(__file__).resolve().parents[2]
DT = 1 / 60


@pytest.fixture
def reach(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    sys.path.insert(0, str(ROOT / "packaging"))
    import catalogs
    catalogs.compile_catalogs()

    def get(screen: str, language: str, size=(1280, 720)) -> App:
        app = App(size, headless=True)
        app.catch_errors = False
        i18n.set_language(language)  # after the app, which sets the settings' language
        tour.reach(app, screen, seed=3)
        app.step(DT, events=[])
        return app
    yield get
    i18n.set_language("en")
    pygame.quit()


def orphans(notes: tuple[str, ...], lines: tuple[str, ...]) -> list[str]:
    """The lines that hold one short word (under 12 letters) cut from a longer caption."""
    return [line for line in lines if len(line.split()) == 1 and len(line.strip()) < 12
            and line.strip() not in notes]


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
@pytest.mark.parametrize("screen", ["round_end", "cabanga_round_end"])
def test_the_round_ends_sheet_is_large_and_no_word_stands_alone(reach, screen, language):
    app = reach(screen, language)
    scene = app.scenes.top
    plan = scene.plan()
    assert sheet_size(plan.steps) >= 16 and note_size(plan.steps) >= 16, plan.steps
    notes = tuple(note.strip() for note in scene.report.notes)
    assert language == "en" or "Each card left in hand" not in " ".join(notes) and "did not have" not in " ".join(notes)
    # what happened, no rules paragraph (issue 40, problem 5): CABO tells the caller's fate and the
    # winner's word, never the game's end rule; Cabanga!'s costs are on the cards' faces
    assert not any("game ends" in note or "Each card left" in note for note in notes), notes
    told = tuple(line for line in plan.notes if line != plan.legend)  # the notes, not the symbols' key
    assert bool(told) == (screen == "round_end") and orphans(notes, told) == [], plan.notes
    # Cabanga!'s band is its key to the penalty symbols (review s50: "nothing explains the penalty
    # symbols"), one line; CABO has none
    assert (plan.legend in plan.notes and len(plan.notes) == 1) if screen == "cabanga_round_end" else not plan.legend
    if not plan.notes:  # no empty stretch of plate: no band (the sheet and the tab beside the rows,
        # helper-93), or a band holding the sheet and the tab, centred
        assert (plan.band.h == 0 and plan.sheet.w > 0 or plan.band.w < 0.8 * plan.box[0]
                and abs(plan.band.centerx - plan.box[0] // 2) <= 1), plan.band


def test_the_game_overs_moments_read_from_the_chair(reach):
    """The game end's moments (its sheet's successor under the podium): the names in the body's
    type (16 px and more at 1280x720), their captions never under 13 px."""
    from cabo_desktop.ui.end_facts import fact_fonts
    app = reach("kobito_game_over", "en")
    scene = app.scenes.top
    k, _box = scene.measure(scene.table.play_area())
    caption, name, figure = fact_fonts(k)
    assert name >= 16 and figure >= 16 and caption >= 13, fact_fonts(k)


def test_a_balanced_wrap_keeps_its_lines_and_leaves_no_word_alone():
    text = "Marta called CABO but did not have the lowest sum (9 against 7) and scores 19: a penalty of +10."
    from cabo_desktop.ui.widgets import wrap_text
    for width in range(300, 900, 37):
        plain = wrap_text(text, 16, width, indent="")
        even = wrap_balanced(text, 16, width)
        assert len(even) == len(plain) and " ".join(even) == text
        if len(even) > 1:
            assert all(len(line.split()) > 1 for line in even), even
