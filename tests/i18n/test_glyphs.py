"""Every catalog string renders in the shipped faces with no missing glyph ("tofu")."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import catalogs  # noqa: E402

from cabo_desktop.ui import assets  # noqa: E402


def all_strings(lang):
    out = []
    for m in catalogs.read(catalogs.po_path(lang), lang):
        if m.id:
            out.extend(m.string if isinstance(m.string, (tuple, list)) else (m.string,))
    return out


@pytest.mark.parametrize("lang", catalogs.LANGUAGES)
@pytest.mark.parametrize("bold", [False, True])
def test_the_text_faces_have_every_glyph(lang, bold):
    strings = all_strings(lang)
    assert len(strings) > 100
    missing = {c for s in strings for c in assets.missing_glyphs(s, bold)}
    assert missing == set()


@pytest.mark.parametrize("lang", catalogs.LANGUAGES)
def test_the_display_face_has_every_letter_and_text_it_lacks_falls_back(lang):
    """Titles use Roboto Slab: it has the Cyrillic and French letters; the suit symbols it lacks
    make assets.text use the bold text face for that title."""
    letters = {c for s in all_strings(lang) for c in s if c.isalpha()}
    assert assets.missing_glyphs("".join(letters), True, True) == []
    assert assets.missing_glyphs("R♠", True, True) == ["♠"]
    suited = assets.text("R♠", 30, display=True)
    assert suited.get_size() == assets.text("R♠", 30, bold=True).get_size()


@pytest.mark.parametrize("lang", catalogs.LANGUAGES)
@pytest.mark.parametrize("bold", [False, True])
def test_the_text_face_itself_has_every_letter_of_the_catalogs(lang, bold):
    """Lato sets every word (DejaVu stands in only for symbols): no sentence changes face."""
    letters = {c for s in all_strings(lang) for c in s if c.isalpha() or c in "«»’…—–·\u00a0\u202f"}
    assert assets.missing_glyphs("".join(letters), bold, own=True) == []


def test_a_text_with_a_suit_symbol_keeps_lato_for_its_words():
    """Only the suit symbol is set in DejaVu: the words around it keep Lato's pixels, one baseline."""
    pygame.init()
    lato, dejavu = assets.font(18), assets._face(18, False, False, True)
    assert assets.missing_glyphs("7♠", own=True) == ["♠"] and assets.missing_glyphs("7♠") == []
    own = pygame.font.Font.size
    assert lato.size("Roi J♦") == (own(lato, "Roi J")[0] + own(dejavu, "♦")[0], lato.size("Roi J♦")[1])
    line = assets.text("Roi J♦ x", 18, (255, 255, 255))
    words = pygame.font.Font.render(lato, "Roi J", True, (255, 255, 255))
    top = max(lato.get_ascent(), dejavu.get_ascent()) - lato.get_ascent()
    alpha = lambda s, x, y: s.get_at((x, y)).a
    same = sum(alpha(line, x, y + top) == alpha(words, x, y) for x in range(words.get_width())
               for y in range(words.get_height()))
    assert same == words.get_width() * words.get_height()  # Lato's "Roi J", pixel for pixel
    assert line.get_width() == lato.size("Roi J♦ x")[0]  # measuring agrees with drawing
    symbol = line.subsurface((words.get_width(), 0, own(dejavu, "♦")[0], line.get_height()))
    assert max(alpha(symbol, x, y) for x in range(symbol.get_width()) for y in range(symbol.get_height())) > 200


def test_the_check_finds_a_missing_glyph():
    assert assets.missing_glyphs("a汉b") == ["汉"]
