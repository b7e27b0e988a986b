"""A seat card's words (a person's hint, an AI's line) never leave one word alone on a line (the
s49 review: "type the name · ◀ ▶ for an / AI" at 1920x1080): their lines are evened out
(`widgets.balanced_lines`), a hint's parts separated by " · " on a line each where they fit; at
every size and language the setup screen draws them so, inside the card."""

import pygame
import pytest

from cabo_desktop import i18n
from cabo_desktop.ui import assets, setup_art
from cabo_desktop.ui.app import App
from cabo_desktop.ui.scenes.setup import SetupScene
from cabo_desktop.ui.widgets import balanced_lines, wrap_text

HINT = "◀ ▶ let an AI play"  # a person's seat's hint (review s52: shorter, friendlier words)
SEPARATED = "type the name · ◀ ▶ for an AI"  # a hint in two parts


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    yield
    i18n.set_language("en")
    pygame.quit()


def test_greedy_wrapping_would_leave_a_word_alone_and_balanced_lines_do_not():
    words = "Plays every Sunday and never forgets a card she has seen at all"
    size = 20
    width = next(w for w in range(200, 700) if len(wrap_text(words, size, w, indent="")) == 2
                 and len(wrap_text(words, size, w, indent="")[-1].split()) == 1)  # greedy: "... at / all"
    lines = balanced_lines(words, size, width)
    assert len(lines) == 2 and all(len(line.split()) >= 3 for line in lines), lines
    assert all(assets.text_width(line, size) <= width for line in lines)
    assert " ".join(lines) == words


def test_a_hint_breaks_at_its_separator():
    width = assets.text_width(SEPARATED, 20) - 10  # a little too narrow for one line
    assert balanced_lines(SEPARATED, 20, width) == ["type the name", "◀ ▶ for an AI"]
    assert balanced_lines(SEPARATED, 20, width + 40) == [SEPARATED]  # one line where it fits


@pytest.mark.parametrize("language", ["en", "fr", "uk"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_setup_draws_no_word_alone(tmp_path, monkeypatch, language, size):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    i18n.set_language(language)
    drawn = []
    real = setup_art.balanced_lines
    monkeypatch.setattr(setup_art, "balanced_lines",
                        lambda words, text, width: drawn.append((words, text, width, real(words, text, width))) or drawn[-1][3])
    app = App(size, headless=True)
    app.scenes.push(SetupScene(app))
    app.step(0, events=[])
    assert any(i18n._(HINT) == words for words, *_rest in drawn)  # the person's hint was drawn
    for words, text, width, lines in drawn:
        assert " ".join(lines).replace("  ", " ") in (words, words.replace(" · ", " ")), (words, lines)
        assert all(assets.text_width(line, text) <= width for line in lines), (lines, width)
        if len(lines) > 1:
            assert all(len(line.split()) > 1 for line in lines), (language, size, lines)
