"""UI tests run under the dummy video and audio drivers, with synthetic pygame events."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from cabo_desktop.games.cabo.rules import load_builtin  # noqa: E402
from cabo_desktop.ui.app import App  # noqa: E402
from cabo_desktop.ui.tables import make_table

DT = 1 / 60


def stacked(variant_name: str, prefix: list[str]) -> list[str]:
    """A full stacked deck (top card first) starting with `prefix`, the rest in deck order."""
    rest = [face.code for face in load_builtin(variant_name).faces]
    for code in prefix:
        rest.remove(code)
    return prefix + rest


class Driver:
    """Drives one app frame by frame and posts synthetic mouse and keyboard events."""

    def __init__(self, variant="official", seats=2, seed=1, prefix=None, start_seat=0, levels=("random",),
                 speed="instant", auto_continue=0.01, memory_aid=None):
        self.app = App((1280, 720), headless=True)
        self.app.settings["memory_aid"] = memory_aid
        self.app.prefs = self.app.prefs.changed(confirm_cabo=False)  # C calls CABO at once here
        decks = [stacked(variant, prefix)] if prefix else ()
        self.table = make_table(self.app, variant, seats, seed=seed, human=0, levels=list(levels), speed=speed,
                                auto_continue=auto_continue, decks=decks, start_seat=start_seat)
        self.app.scenes.push(self.table)

    def frames(self, n=1, events=None, dt=DT):
        for i in range(n):
            self.app.step(dt, events=events if i == 0 else [])

    def until_human(self, limit=3000):
        for _ in range(limit):
            if self.table.state.over:
                return
            if self.table.human_to_act() and not self.table.animating:
                self.frames(1)  # let the scene build its buttons
                return
            self.frames(1)
        raise AssertionError("the human never got to act")

    def key(self, key):
        # dt 0: the event is handled and drawn, but no time passes (the AI does not answer yet)
        self.frames(1, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], dt=0)

    def click(self, pos):
        pos = (int(pos[0]), int(pos[1]))
        self.frames(1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)], dt=0)

    def click_card(self, seat, slot):
        self.click(self.table.layout().seats[seat].slots[slot].center)

    @property
    def state(self):
        return self.table.state

    @property
    def last(self):
        return self.table.actions_taken[-1]

    def close(self):
        pygame.quit()


@pytest.fixture(autouse=True)
def _private_home_and_fresh_caches(tmp_path, monkeypatch):
    """Screenshots and any user files go under a temporary CABO_DESKTOP_HOME, never the real
    home; the surface caches are emptied after each test so a run's memory stays flat."""
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    from cabo_desktop.ui import key_caps
    key_caps.set_keyboard_mode(False)  # every test starts with the mouse: no key caps (the `keyboard` fixture)
    yield
    key_caps.set_keyboard_mode(False)
    from cabo_desktop.ui import assets
    from cabo_desktop.games.cabo.table.layout import compute_layout
    assets.clear_caches()
    compute_layout.cache_clear()


@pytest.fixture
def keyboard():
    """Keyboard mode, as after a key press: the buttons' key caps and the keys lines show."""
    from cabo_desktop.ui import key_caps
    key_caps.set_keyboard_mode(True)
    yield
    key_caps.set_keyboard_mode(False)


@pytest.fixture
def driver_factory():
    made = []

    def make(**kw):
        d = Driver(**kw)
        made.append(d)
        return d

    yield make
    for d in made:
        d.close()


@pytest.fixture
def drawn_texts(monkeypatch):
    """Every string rendered through assets.text from now on (a list the test reads)."""
    from cabo_desktop.ui import assets
    drawn: list = []
    real = assets.text

    def spy(content, *args, **kwargs):
        drawn.append(content)
        return real(content, *args, **kwargs)

    spy.cache_clear = real.cache_clear  # the caches are emptied after each test
    spy.cache_info = real.cache_info
    monkeypatch.setattr(assets, "text", spy)
    return drawn


@pytest.fixture(scope="module")
def tour_app():
    """The screenshot tour's moments, each reached once per test module in its own 1280x720 app
    (`tour_app(screen)`: a whole game each, a few seconds)."""
    from cabo_desktop.ui import tour
    from cabo_desktop.ui.app import App

    apps = {}

    def get(screen):
        if screen not in apps:
            app = App((1280, 720), headless=True)
            app.catch_errors = False
            tour.reach(app, screen, 3)
            apps[screen] = app
        return apps[screen]
    yield get
    pygame.quit()


def table_of(app):
    """The table scene under an app's top scene (a tutorial or a hand-off wraps it)."""
    table = app.scenes.top
    while getattr(table, "route", "") != "" and hasattr(table, "table"):
        table = table.table
    return table


@pytest.fixture(scope="module")
def thrown(tour_app):
    """The tour's Cabanga! throw, (app, its table), reached once per test module."""
    app = tour_app("cabanga_throw")
    return app, table_of(app)


@pytest.fixture
def small_window():
    """A 10x10 window (converting surfaces needs one) over fresh surface caches; the theme
    restored after."""
    from cabo_desktop.ui import assets
    pygame.init()
    pygame.display.set_mode((10, 10))
    assets.surfaces.clear()
    yield
    assets.set_theme()
    assets.surfaces.clear()
    pygame.quit()


@pytest.fixture
def rasterised(monkeypatch):
    """Counts the SVG rasterisations (pygame's loader), the costly part of a card face."""
    calls = []
    real = pygame.image.load_sized_svg

    def counting(source, size):
        calls.append(tuple(size))
        return real(source, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", counting)
    return calls


def bright_gold(surface: pygame.Surface, area: pygame.Rect) -> int:
    """How many pixels in `area` are bright gold: the turn's marks (ui/turn_marks), lighter than
    the calm seats' brass rims and the medallions' ring."""
    area = area.clip(surface.get_rect())
    count = 0
    for x in range(area.x, area.right):
        for y in range(area.y, area.bottom):
            r, g, b, _a = surface.get_at((x, y))
            count += r > 235 and g > 185 and b < 160
    return count
