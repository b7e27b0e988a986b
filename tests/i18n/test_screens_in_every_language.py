"""Every screen in the pseudo-locale (nothing left untranslated) and in French and Ukrainian at
the two smallest window sizes (every text inside the window, none over another)."""

import os
import re
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import catalogs  # noqa: E402

from cabo_desktop import i18n  # noqa: E402
from cabo_desktop.ui import assets, key_caps, tour  # noqa: E402
from cabo_desktop.ui.app import App  # noqa: E402
from cabo_desktop.ui.widgets import Backdrop  # noqa: E402

DT = 1 / 60
# What may be drawn untranslated: the seat name the tour gives the person, the game's name, and
# text with no letters (numbers, card values, symbols).
NAMES = {"You", "CABO", "KABOO", "Cabo Desktop", "Desktop", "Cabanga!", "Kobito", *i18n.LANGUAGES.values()}  # game names; languages in their own


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    yield
    key_caps.set_keyboard_mode(False)
    assets.text_surfaces = None
    pygame.quit()


def reach(screen: str, language: str, size=(1280, 720)) -> App:
    catalogs.compile_catalogs()
    app = App(size, headless=True)
    app.catch_errors = False
    i18n.set_language(language)
    tour.reach(app, screen, seed=3)
    key_caps.set_keyboard_mode(True)  # the fullest screen: the key caps and the keys lines drawn too
    app.step(DT, events=[])
    return app


def untranslated(text: str) -> str:
    """The plain-ASCII words of a drawn text: the pseudo-locale turns every letter it translates
    into a look-alike, so these bypassed translation."""
    rest = text
    for name in sorted(NAMES, key=len, reverse=True):
        rest = rest.replace(name, "")
    return rest if re.search(r"[A-Za-z]{2,}", rest) else ""


@pytest.mark.parametrize("screen", tour.SCREENS)
def test_no_text_bypasses_translation(home, screen):
    assets.text.cache_clear()
    assets.surfaces.clear()
    assets.text_surfaces = {}
    app = reach(screen, i18n.PSEUDO)
    app.draw()
    drawn = list(assets.text_surfaces.values())
    assert len(drawn) > 3
    leaks = sorted({t for t in drawn if untranslated(t)})
    assert leaks == [], f"{screen}: drawn untranslated: {leaks[:12]}"


OVERLAY_DIM = 197  # an overlay's dim multiplies the screen by less than this (a moment's vignette fills nothing)


class Recorder(pygame.Surface):
    """A screen that notes where the ink of each rendered text lands. A dimmed layer (the dim()
    of every overlay: a multiply fill) or a blit over most of the window hides what was drawn
    under it, so those notes are dropped; a big moment's show (moment_banner.dim, a vignette of
    a few blits at the frame's edges) keeps the table under it legible, so its texts are still checked."""

    def __init__(self, size):
        super().__init__(size)
        self.texts: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        content = assets.text_surfaces.get(id(source)) if assets.text_surfaces is not None else None
        if content is not None:
            if content.strip():
                ink = source.get_bounding_rect()
                if area is not None:
                    ink = ink.clip(pygame.Rect(area)).move(-pygame.Rect(area).x, -pygame.Rect(area).y)
                self.texts.append((content, ink.move(rect.x, rect.y) if ink.width else pygame.Rect(rect)))
        elif rect.width * rect.height >= 0.8 * self.get_width() * self.get_height():
            self.texts.clear()
        return rect

    def fill(self, color, rect=None, special_flags=0):
        done = super().fill(color, rect, special_flags)
        if special_flags == pygame.BLEND_RGB_MULT and pygame.Color(color).r < OVERLAY_DIM:
            self.texts = [(t, r) for t, r in self.texts if not r.colliderect(done)]
        return done


def overlaps(texts):
    found = []
    for i, (a, ra) in enumerate(texts):
        for b, rb in texts[i + 1:]:
            if a == b:
                continue  # a text over its own shadow
            clip = ra.clip(rb)
            if clip.height > 2 and clip.width > 2:
                found.append((a, b))
    return found


# the game-over screen plays a whole game first (about 12 s): checked at the smaller size only,
# where text is tightest, in French and Ukrainian
# English, the language the screens were drawn for, at the smaller size only
CASES = [(screen, language, size) for screen in tour.SCREENS for language in ("fr", "uk", "en")
         for size in ((1280, 720), (1024, 600))
         if (screen != "game_over" or language != "en") and (size == (1024, 600) or (language != "en" and screen != "game_over"))]


@pytest.mark.parametrize("screen,language,size", CASES, ids=[f"{s}-{l}-{w}x{h}" for s, l, (w, h) in CASES])
def test_every_text_fits_the_window_and_none_overlaps(home, screen, language, size):
    assets.text.cache_clear()
    assets.surfaces.clear()
    assets.text_surfaces = {}
    try:
        app = reach(screen, language, size)
        for scene in app.scenes.stack:  # kept frames would hide the texts in one picture: draw afresh
            for value in vars(scene).values():
                if isinstance(value, Backdrop):
                    value.image = None
        recorder = Recorder(size)
        app.scenes.draw(recorder)
    finally:
        assets.text_surfaces = None
    window = pygame.Rect((0, 0), size).inflate(2, 2)
    assert recorder.texts, f"{screen}: no text drawn"
    outside = [(t, tuple(r)) for t, r in recorder.texts if not window.contains(r)]
    assert outside == [], f"{screen} in {language} at {size}: text outside the window: {outside[:6]}"
    clashes = overlaps(recorder.texts)
    assert clashes == [], f"{screen} in {language} at {size}: texts over each other: {clashes[:6]}"
