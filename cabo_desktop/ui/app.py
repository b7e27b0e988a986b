"""The app: window, 60 fps loop (events -> intents -> update(dt) -> draw -> flip), the scene stack
and navigation by name (`app.nav`).

`run(args)` is the entry point for `cabo-desktop play`; `App` can also be driven frame by frame
(`App.step`) by the demo and the tests, with the dummy video driver. The player's language is set
before any scene is built; `switch_language` changes it live (the screens are built again).
"""

from __future__ import annotations

import os
import time
from dataclasses import replace
from pathlib import Path
from typing import Sequence

import pygame

from .. import i18n
from ..commands import demo_command
from ..i18n import _
from . import assets, key_caps
from .card_art import faces
from .scene import Intent, Navigator, SceneManager, to_intent
from .theme import auto_scale, pixel_ratio, set_ui_scale, to_pixels
from .thinking import frame_begins, frame_ends
from .toast import draw_toast

DEFAULT_SIZE = (1280, 720)
PREBUILD_UNTIL = 0.003  # s into a frame: spare time for building ahead stops here (frame p99 <= 4 ms)
IDLE_MARGIN, IDLE_MOST = 0.004, 0.006  # s: App.idle's building ends this long before the next frame, lasts at most
FPS = 60
TRANSITION_SECONDS = 0.25  # a screen's cross-fade into the next at the normal speed (docs/look.md, Motion)
# screens entered with a cut, never a fade: the hot-seat hand-off hides the last player's cards at once
CUT_TO = frozenset({"hand_off"})
# memory_aid None: the variant's default (off in the official variant: remembering is part of it)
DEFAULT_SETTINGS = {"speed": "normal", "memory_aid": None, "volume": 0.7, "muted": False}


class NoDisplay(RuntimeError):
    """No display is available for a window."""


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, headless: bool = False, title: str = "Cabo Desktop",
                 prefs=None, ui_scale: float | None = None):
        """`size`: the window in logical pixels (drawn at size x the UI scale); `ui_scale`: force
        one (else $CABO_DESKTOP_UI_SCALE, the setting, or the display's pixel ratio: ui/hidpi.py)."""
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        # the player's saved settings (storage.settings.Settings), read first: their language is
        # in use before anything is said or built
        self.messages: list[str] = []  # shown once on the title screen (a broken settings file...)
        if prefs is None:
            from ..storage.settings import load_settings
            loaded = load_settings()
            prefs = loaded.value
            self.messages.extend(loaded.messages)
        self.prefs = prefs
        i18n.set_language(prefs.language)
        from . import hidpi
        hidpi.request_pixels()
        self.forced_scale = ui_scale if ui_scale is not None else hidpi.forced_scale(setting_scale(prefs))
        pygame.mixer.pre_init(22050, -16, 1, 512)  # the format the sound effects are synthesized in
        pygame.init()
        from . import assets
        assets.clear_caches()  # surfaces and fonts of an earlier pygame.init() are dead
        _set_window_icon()  # before set_mode: some systems take the icon only when the window opens
        # the window in the units SDL takes: pixels, except on a high-DPI window of points (macOS)
        self.scale = self.use_scale(self.forced_scale or auto_scale(1.0, hidpi.display_dpi()))
        try:
            self.window = pygame.display.set_mode(_scaled(size, self.scale), pygame.RESIZABLE)
        except pygame.error as exc:
            raise NoDisplay(_("no display available ({error}); watch the AI play instead: {command}")
                            .format(error=exc, command=demo_command())) from exc
        if not headless and pygame.display.get_driver() in ("offscreen", "dummy") \
                and os.environ.get("SDL_VIDEODRIVER") not in ("offscreen", "dummy"):
            pygame.quit()
            raise NoDisplay(_("no display found (SDL fell back to an invisible window); "
                              "watch the AI play instead: {command}").format(command=demo_command()))
        pygame.display.set_caption(title)
        self.screen = pygame.display.get_surface()
        self.ratio = 1.0  # the drawable's pixels per window unit (2 on a Retina window)
        self.follow_display(size)
        self.clock = pygame.time.Clock()
        self.scenes = SceneManager()
        from .routes import ROUTES
        self.nav = Navigator(self, self.scenes, ROUTES)
        # `settings` is the dict view of the prefs the scenes read (speed, volume 0..1, muted;
        # memory_aid None: follow prefs)
        self.prefs_dirty = False
        self.settings: dict = dict(DEFAULT_SETTINGS)
        self._apply_prefs()
        from .sound import Sounds
        # synthesized in a background thread started after the first frame (ui/sound.py), never
        # in a frame: a sound built in one would cost ten times its budget
        self.sounds = Sounds(self.settings["volume"], self.settings["muted"], music=self.settings["music"])
        self.windowed_size = self.window_units()
        self.last_screenshot: Path | None = None
        self.toast, self.toast_time = "", 0.0  # a line over every scene for a moment (F12's file)
        self.running = True
        self.frame = 0
        self.headless = headless
        # AI decisions in a worker thread (the window's loop sleeps between frames, when it
        # runs); headless runs step frames back to back and decide at once (see ui/thinking.py)
        self.threaded_ai = not headless
        self.fullscreen = False
        self.event_hooks: list = []  # callables(event class) told when an event starts animating
        self.catch_errors = True  # False: let exceptions through (some tests)
        # draw one frame in this many (the screenshot tour fast-forwards a game to a late screen;
        # every text still shown for a few frames is drawn, and the scenes' updates never skip)
        self.draw_every = 1
        self.errors: list[BaseException] = []
        # CABO_DESKTOP_FIRST_FRAME=1: print one line once the first frame is on screen (for
        # benchmarks/first_frame.py, which times it from outside); "quit": and then stop
        self.first_frame_signal = os.environ.get("CABO_DESKTOP_FIRST_FRAME", "")
        # screen transitions: a window on a real display cross-fades from one top scene to the
        # next; headless runs, the tests and the screenshot tour (SDL's dummy driver) cut at once
        self.transitions = not headless and pygame.display.get_driver() not in ("offscreen", "dummy")
        self.impacts = self.transitions  # the tables' impact effects (ui/effects.py): live windows only
        self.stand_ins = self.transitions  # card_art.FaceBook.stand_in: live windows only, never the tour
        self.pauses = False  # whether a pause follows each frame (App.idle: `loop` gives one), building ahead
        self._fade_from: pygame.Surface | None = None  # the last frame of the scene left (made once per size)
        self._fade_left = self._fade_total = 0.0

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels: what the scenes lay out and draw in."""
        return self.screen.get_size()

    # ------------------------------------------------------------ HiDPI (ui/hidpi.py)

    def window_units(self) -> tuple[int, int]:
        """The window's size as the system counts it (points on a high-DPI macOS window, else pixels)."""
        try:
            return tuple(pygame.display.get_window_size())
        except pygame.error:
            return tuple(self.size)

    def follow_display(self, logical: tuple[int, int] | None = None) -> None:
        """Read the window's pixel ratio and, unless a scale is forced, use it as the UI scale
        (the fonts, paddings and minimum sizes follow; cached text is keyed by scale). A window
        whose drawable came out larger than asked (macOS, Wayland) is not enlarged again."""
        self.ratio = pixel_ratio(self.window_units(), self.size)
        if self.ratio > 1.01 and not self.forced_scale and self.scale != auto_scale(self.ratio):
            self.scale = self.use_scale(auto_scale(self.ratio))
            if logical is not None and self.window_units() != tuple(logical):
                pygame.display.set_mode(_scaled(logical, self.scale / self.ratio), pygame.RESIZABLE)
                self.screen = pygame.display.get_surface()

    @staticmethod
    def use_scale(scale: float) -> float:
        """Draw at this UI scale from now on; the surface cache holds as many surfaces as at 1x
        (its byte budget times the scale squared: at 2x, with 48 MB, a CABO table's p99 frame
        was 45 ms of CPU rebuilding evicted card faces, 21 ms with the budget scaled)."""
        from . import assets
        scale = set_ui_scale(scale)
        assets.surfaces.budget = int(assets.FACE_CACHE_BYTES * max(1.0, scale) ** 2)
        return scale

    def apply_ui_scale(self) -> float:
        """The UI scale setting changed: text and controls grow or shrink in the same window, as
        far as a 1024x600 logical screen still fits its pixels ($CABO_DESKTOP_UI_SCALE, when set,
        still wins). The saved window size follows (it is logical). Returns the scale in use."""
        from . import hidpi
        self.forced_scale = hidpi.forced_scale(setting_scale(self.prefs))
        wanted = self.forced_scale or auto_scale(self.ratio, hidpi.display_dpi())
        w, h = self.size
        scale = max(1.0, min(wanted, w / 1024, h / 600)) if wanted > 1 else wanted
        if abs(scale - self.scale) > 0.001:
            self.scale = self.use_scale(scale)
            self.remember_window_size()
            self.relayout()
        return self.scale

    def to_pixels(self, intent: Intent) -> Intent:
        """A mouse intent's position (window units) as a pixel of the drawn window."""
        if intent.pos is None or self.ratio == 1.0:
            return intent
        return replace(intent, pos=to_pixels(intent.pos, self.window_units(), self.size))

    # ------------------------------------------------------------ settings

    def _apply_prefs(self) -> None:
        p = self.prefs
        self.settings["speed"] = p.animation_speed
        self.settings["ai_speed"] = p.ai_speed
        self.settings["snap_seconds"] = p.snap_seconds
        self.settings["volume"] = p.volume / 100
        self.settings["muted"] = p.muted
        self.settings["music"] = p.music_volume / 100
        self.settings["player_name"] = p.player_name
        from . import assets
        assets.set_theme(p.card_back, p.table_colour, p.colour_blind_marks)

    def update_prefs(self, **changes) -> list[str]:
        """Change settings (storage.settings keys), apply them, and save them to the config folder."""
        self.prefs = self.prefs.changed(**changes)
        self._apply_prefs()
        if hasattr(self, "sounds"):
            self.sounds.configure(self.settings["volume"], self.settings["muted"], self.settings["music"])
        return self.save_prefs()

    def save_prefs(self) -> list[str]:
        from ..storage.settings import save_settings
        self.prefs_dirty = False
        messages = save_settings(self.prefs)
        self.messages.extend(messages)
        return messages

    def switch_language(self, choice: str) -> str:
        """Use a language now (a storage.settings.LANGUAGE_CHOICES value; saving it is the
        caller's): the screens on the stack that made their words when built are built again
        (a game's table is kept and draws its words in the new language). Returns the code used."""
        from .routes import RELABELLED
        code = i18n.set_language(choice)
        self.nav.rebuild(RELABELLED)
        return code

    def remember_window_size(self) -> None:
        if self.fullscreen:
            return
        from ..storage.settings import MAX_WINDOW, MIN_WINDOW
        w, h = (round(v * self.ratio / self.scale) for v in self.window_units())  # logical, as saved
        size = (max(MIN_WINDOW[0], min(MAX_WINDOW[0], w)), max(MIN_WINDOW[1], min(MAX_WINDOW[1], h)))
        if size != tuple(self.prefs.window_size):
            self.prefs = self.prefs.changed(window_size=size)
            self.prefs_dirty = True

    def play_sound(self, name: str) -> None:
        self.sounds.configure(self.settings.get("volume", 0.7), self.settings.get("muted", False))
        self.sounds.play(name)

    def fullscreen_size(self) -> tuple[int, int]:
        """The size of the desktop the window is on (the first display's when SDL cannot say)."""
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            sizes = []
        return tuple(sizes[0]) if sizes else tuple(self.size)

    def toggle_fullscreen(self) -> None:
        """F11: borderless fullscreen at the desktop's own size and back. The mode is set again
        rather than toggled (toggling an X11 window left it at its old size in black borders), and
        at the desktop's size SDL makes no video-mode change; the scenes lay themselves out again."""
        going_full = not self.fullscreen
        try:
            if going_full:
                self.windowed_size = self.window_units()
                pygame.display.set_mode(self.fullscreen_size(), pygame.FULLSCREEN)
            else:
                pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        except pygame.error:
            return
        self.fullscreen = going_full
        self.screen = pygame.display.get_surface()
        if self.prefs.fullscreen != going_full:
            self.prefs = self.prefs.changed(fullscreen=going_full)
            self.prefs_dirty = True
        self.relayout()

    def relayout(self) -> None:
        for scene in self.scenes.stack:
            hook = getattr(scene, "resized", None)
            if hook is not None:
                hook()

    def screenshot(self) -> Path:
        """F12: the window as a PNG in the pictures folder."""
        import time
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = _pictures_dir() / f"cabo-{stamp}-{self.frame}.png"
        if self.toast_time > 0:  # the last shot's message is on the screen: not in this one
            self.draw(toast=False)
        return save_screenshot(self.screen, path)

    def quit(self) -> None:
        self.running = False

    def note_event(self, event_class: type) -> None:
        """A rule event of this class starts animating at a table: the hooks are told its class."""
        for hook in self.event_hooks:
            hook(event_class)

    def dispatch(self, intent: Intent) -> None:
        if intent.kind == "quit":
            self.running = False
        elif intent.kind == "resize":
            self.screen = pygame.display.get_surface()
            self.follow_display()
            self.remember_window_size()
            self.relayout()
        elif intent.kind == "fullscreen":
            self.toggle_fullscreen()
        elif intent.kind == "screenshot":
            try:
                self.last_screenshot = self.screenshot()
                self.show_toast(_("Screenshot saved: {path}").format(path=self.last_screenshot))
            except (OSError, pygame.error) as exc:
                self.last_screenshot = None
                print(_("Cabo Desktop: screenshot failed: {error}").format(error=exc))
                self.show_toast(_("The screenshot could not be saved: {error}").format(error=exc))
        else:
            self.scenes.handle(intent)

    def step(self, dt: float, events: Sequence[pygame.event.Event] | None = None) -> None:
        """One frame: events -> intents -> update(dt) -> draw -> flip. An unexpected exception in a
        scene is logged and replaced by the friendly error screen (the autosave is kept)."""
        started = time.perf_counter()
        frame_begins()  # the AI worker waits at its next checkpoint until this frame is drawn
        try:
            faces.in_frame = self.stand_ins and getattr(self.scenes.top, "CARD_STAND_INS", False)  # a table on top
            faces.frame += 1
            self._frame(dt, events)  # catches what a scene raises
            faces.in_frame = False
            pygame.display.flip()
            # spare time builds what is soon drawn (faces at their other sizes): here when no pause
            # follows the frame, else the pause does (`idle`: the frame is over at its flip)
            if not self.pauses:
                assets.prebuild.run(started + PREBUILD_UNTIL)
        finally:
            frame_ends()
        self.frame += 1
        if self.frame == 1 and self.first_frame_signal:
            print("cabo-desktop: first frame presented", flush=True)
            if self.first_frame_signal == "quit":
                self.running = False
        if self.frame > 1:
            self.sounds.tick()  # sounds synthesized in the background are made ready; the music's notes

    def idle(self, frame_started: float) -> int:
        """The pause after a frame begun at `frame_started` (time.perf_counter()) builds what is soon
        drawn (assets.prebuild: faces at a new layout's sizes) until IDLE_MARGIN before the next
        frame at 60 fps, IDLE_MOST at most. Returns the number of pictures built."""
        deadline = min(frame_started + 1 / FPS - IDLE_MARGIN, time.perf_counter() + IDLE_MOST)
        warm = getattr(self.scenes.top, "warm_up", None)  # a screen that opened: its next frame's pieces
        if warm is not None:
            try:
                warm(deadline)
            except Exception:  # noqa: BLE001 - its frame draws them again, and shows the error screen if it must
                if not self.catch_errors:
                    raise
        return faces.settle(deadline) + assets.prebuild.run(deadline)  # the stand-ins' exact faces first

    def _frame(self, dt: float, events: Sequence[pygame.event.Event] | None) -> None:
        """The frame's events, update and drawing; a bug in a scene shows the error screen."""
        try:
            top = self.scenes.top
            depth = len(self.scenes.stack)
            for event in pygame.event.get() if events is None else events:
                if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):  # music only in front
                    self.sounds.music.pause(event.type == pygame.WINDOWFOCUSLOST)
                intent = to_intent(event)
                if intent is None:
                    continue
                intent = key_caps.noted(self.to_pixels(intent))  # a key shows the buttons' caps, the mouse hides them
                # a key that opened a scene (G: save) also arrives as typed text: it was meant for
                # the scene below, never for the new scene's text field
                if intent.kind == "text" and self.scenes.top is not top:
                    continue
                self.dispatch(intent)
            self.scenes.update(dt)
            self._fade_left = max(0.0, self._fade_left - dt)
            if top is not None and (self.scenes.top is not top or len(self.scenes.stack) != depth):
                self.start_transition()
            self.toast_time = max(0.0, self.toast_time - dt)
            if self.frame % self.draw_every == 0:
                self.draw()
        except Exception as exc:  # noqa: BLE001 - the window must not close on a bug
            if not self.catch_errors:
                raise
            self.show_error(exc)

    def show_error(self, exc: BaseException) -> None:
        """Log the exception and show the error screen instead of the broken scenes."""
        from ..storage.logs import log_unexpected
        try:
            path = log_unexpected(exc, "unexpected error in a scene")
        except Exception:  # noqa: BLE001 - even without a log the player gets the screen
            path = None
        self.errors.append(exc)
        self.nav.clear_to("error", exc=exc, log_path=path)
        try:
            self.draw()
        except Exception:  # noqa: BLE001
            self.screen.fill((30, 0, 0))

    def show_toast(self, text: str, seconds: float = 3.0) -> None:
        """A line at the top of the window, over every scene, for a few seconds (drawn after the
        screenshot it may announce, so never in it)."""
        self.toast, self.toast_time = text, seconds

    def start_transition(self) -> None:
        """The top scene changed: keep the frame on screen (the scene left) to fade out over the
        next one (TRANSITION_SECONDS, shortened by the speed setting; none at "instant")."""
        from .theme import speed_factor
        seconds = TRANSITION_SECONDS / speed_factor(self.settings.get("speed", "normal"))
        if not self.transitions or seconds < 0.05 or self.frame == 0 or getattr(self.scenes.top, "route", "") in CUT_TO:
            self._fade_left = 0.0
            return
        size = self.screen.get_size()
        if self._fade_from is None or self._fade_from.get_size() != size:
            self._fade_from = pygame.Surface(size, 0, self.screen)  # its format, not a slow convert()
        self._fade_from.blit(self.screen, (0, 0))  # the last frame drawn: one copy, not a redraw
        self._fade_left = self._fade_total = seconds

    def _draw_transition(self) -> None:
        """The scene left, fading out (ease-out cubic) over the scene drawn: one cached blit."""
        if self._fade_left <= 0 or self._fade_from is None or self._fade_from.get_size() != self.screen.get_size():
            return
        from .tween import ease_out_cubic
        alpha = 1.0 - ease_out_cubic(1.0 - self._fade_left / self._fade_total)
        self._fade_from.set_alpha(int(255 * alpha))
        self.screen.blit(self._fade_from, (0, 0))

    def draw(self, toast: bool = True) -> None:
        assets.set_stage(assets.stage_game(self.scenes.stack))
        bottom = self.scenes.base()
        if not getattr(bottom, "fills_screen", False):
            self.screen.fill((0, 0, 0))
        self.scenes.draw(self.screen)
        self._draw_transition()
        if toast and self.toast_time > 0:
            draw_toast(self.screen, self.toast, min(1.0, self.toast_time / 0.4))

    def loop(self) -> None:
        self.pauses = True
        while self.running and self.scenes.top is not None:
            dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
            started = time.perf_counter()
            self.step(dt)
            self.idle(started)  # in the pause that clock.tick would sleep through


def setting_scale(prefs) -> float | None:
    """The UI scale the settings ask for (their ui_scale, a percentage; 0: auto -> None)."""
    percent = getattr(prefs, "ui_scale", 0)
    return percent / 100 if percent else None


def _scaled(size: tuple[int, int], scale: float) -> tuple[int, int]:
    """A logical size in pixels at `scale`."""
    return max(1, round(size[0] * scale)), max(1, round(size[1] * scale))


_window_icon: list = []  # the icon surface, loaded once per process


def _set_window_icon() -> None:
    """The game's own icon for the window and the task bar instead of pygame's. On macOS an app
    bundle's .icns is already the Dock icon (SDL would replace it with this smaller PNG), so
    only a run from source sets it there. A missing or unreadable file keeps the default."""
    import sys
    if sys.platform == "darwin" and getattr(sys, "frozen", False):
        return
    if not _window_icon:
        from . import assets
        try:
            _window_icon.append(pygame.image.load(str(assets.icon_path(256 if sys.platform == "darwin" else 64))))
        except (OSError, pygame.error):
            _window_icon.append(None)
    if _window_icon[0] is not None:
        pygame.display.set_icon(_window_icon[0])


def save_screenshot(surface: pygame.Surface, path) -> Path:
    """Save what `surface` shows to a PNG at `path` (folders created); returns the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    return path


def _pictures_dir() -> Path:
    """$CABO_DESKTOP_HOME/pictures when set (tests, portable installs), else the user's pictures folder."""
    home = os.environ.get("CABO_DESKTOP_HOME")
    if home:
        return Path(home) / "pictures"
    try:
        import platformdirs
        return Path(platformdirs.user_pictures_path()) / "Cabo Desktop"
    except Exception:
        return Path.home() / "Pictures" / "Cabo Desktop"


def run(args=None) -> int:
    """Open the window on the title screen and play until the player quits.

    `args` may carry `size` ("1280x720") and `variant`, `seed` for a direct start; both optional.
    Returns an exit code; without a display it prints one line suggesting the demo.
    """
    from ..storage.files import clean_all_leftovers
    from ..storage.logs import setup_logging
    from ..storage.settings import load_settings
    setup_logging()
    clean_all_leftovers()  # what killed writes left behind
    loaded = load_settings()
    prefs = loaded.value
    size = tuple(prefs.window_size)
    text = getattr(args, "size", None)
    if text:
        w, h = (int(x) for x in str(text).lower().split("x"))
        size = (w, h)
    try:
        app = App(size, prefs=prefs)
    except NoDisplay as exc:
        print(_("Cabo Desktop cannot open a window: {reason}").format(reason=exc))
        return 1
    app.messages.extend(loaded.messages)
    if prefs.fullscreen:
        app.toggle_fullscreen()
    app.nav.push("title")
    try:
        app.loop()
    finally:
        if app.prefs_dirty:
            app.save_prefs()
        pygame.quit()
    return 0
