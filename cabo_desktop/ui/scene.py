"""The scene stack, navigation by name, and intents (the one place raw pygame events are translated).

A scene has `handle(intent)`, `update(dt)` and `draw(surface)`; `draw` changes nothing. Only the
top scene gets intents and updates; scenes below it that are covered by an overlay still draw
(an overlay says `opaque = False`). A scene never imports the scene that comes next: it asks the
`Navigator` (`app.nav`) for it by name (`app.nav.push("settings")`), and only `ui.routes` knows
which class each name is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Collection

import pygame

# ------------------------------------------------------------------ intents

# Keys that become named intents; letters and digits become kind "key" with the character.
_NAMED_KEYS = {
    pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down",
    pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm", pygame.K_SPACE: "space",
    pygame.K_ESCAPE: "back", pygame.K_F1: "help", pygame.K_F11: "fullscreen", pygame.K_F12: "screenshot",
    pygame.K_TAB: "next", pygame.K_HOME: "home", pygame.K_END: "end", pygame.K_DELETE: "delete",
}


@dataclass(frozen=True)
class Intent:
    """What the player means: kind is one of click, point, key, left, right, up, down, confirm,
    space, back, help, fullscreen, screenshot, next, home, end, delete, quit, resize, text (typed text in
    `key`), backspace, wheel (key 'up' or 'down'). `pos` for mouse intents, `key`
    for kind 'key' (a lower-case letter or digit)."""

    kind: str
    pos: tuple[int, int] | None = None
    key: str | None = None


def to_intent(event: pygame.event.Event) -> Intent | None:
    """The single translation from a pygame event to an intent (None: not of interest)."""
    if event.type == pygame.QUIT:
        return Intent("quit")
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return Intent("click", pos=tuple(event.pos))
    if event.type == pygame.MOUSEWHEEL and event.y:
        return Intent("wheel", key="up" if event.y > 0 else "down")
    if event.type == pygame.MOUSEMOTION:
        return Intent("point", pos=tuple(event.pos))
    if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        return Intent("resize")
    if event.type == pygame.TEXTINPUT:  # typed text: only what can be drawn (no controls, no format characters)
        return Intent("text", key="".join(ch for ch in event.text if ch.isprintable()))
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_BACKSPACE:
            return Intent("backspace")
        if event.key in _NAMED_KEYS:
            return Intent(_NAMED_KEYS[event.key])
        name = pygame.key.name(event.key)
        if len(name) == 1 and (name.isalpha() or name.isdigit()):
            return Intent("key", key=name.lower())
        if name.startswith("[") and name[1:-1].isdigit():  # keypad digits
            return Intent("key", key=name[1:-1])
    return None


# ------------------------------------------------------------------ scenes


class Scene:
    opaque = True  # False: the scene below is drawn first (an overlay)
    fills_screen = False  # True: draw() paints every pixel (the app need not clear the window)
    route = ""  # the name the Navigator built it from ("" for a scene pushed as an object)
    route_args: dict = {}  # the arguments it was built with (to build it again: Navigator.rebuild)

    def __init__(self, app):
        self.app = app

    def handle(self, intent: Intent) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def entered(self) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered)."""


class SceneManager:
    def __init__(self):
        self.stack: list[Scene] = []
        # the surface the last frame was drawn on and its top scene: what that surface still shows
        self.drawn: tuple[pygame.Surface | None, Scene | None] = (None, None)

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.entered()

    def pop(self) -> Scene | None:
        scene = self.stack.pop() if self.stack else None
        if self.stack:
            self.stack[-1].entered()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        self.stack.clear()
        self.push(scene)

    def handle(self, intent: Intent) -> None:
        if self.top is not None:
            self.top.handle(intent)

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)

    def base(self) -> Scene | None:
        """The lowest scene drawn (the top opaque one)."""
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        return self.stack[first] if self.stack else None

    def draw(self, surface: pygame.Surface) -> None:
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        for scene in self.stack[max(first, 0):]:
            scene.draw(surface)
        self.drawn = (surface, self.top)


class Navigator:
    """Moves between scenes by name: `push("rules", variant=v)` builds the scene registered under
    that name (ui.routes) with the app and those arguments, and puts it on the stack. `show(scene)`
    pushes a scene object a game built (its table)."""

    def __init__(self, app, scenes: SceneManager, routes: dict[str, Callable[..., Scene]]):
        self.app = app
        self.scenes = scenes
        self.routes = routes

    def build(self, name: str, **kwargs: Any) -> Scene:
        try:
            make = self.routes[name]
        except KeyError:
            raise KeyError(f"no scene named {name!r}; scenes: {', '.join(sorted(self.routes))}") from None
        scene = make(self.app, **kwargs)
        scene.route = name  # which name it was built from (e.g. to find the title screen below)
        scene.route_args = dict(kwargs)
        return scene

    def push(self, name: str, **kwargs: Any) -> Scene:
        scene = self.build(name, **kwargs)
        self.scenes.push(scene)
        return scene

    def replace(self, name: str, **kwargs: Any) -> Scene:
        scene = self.build(name, **kwargs)
        self.scenes.replace(scene)
        return scene

    def clear_to(self, name: str, **kwargs: Any) -> Scene:
        scene = self.build(name, **kwargs)
        self.scenes.clear_to(scene)
        return scene

    def rebuild(self, names: Collection[str]) -> None:
        """Build again, with the same arguments, every scene on the stack whose route is in `names`
        (the language changed: their words were made when they were built); the others stay as
        they are. The stack keeps its order; a new top is entered (the others are when uncovered)."""
        old_top = self.scenes.top
        self.scenes.stack[:] = [self.build(scene.route, **scene.route_args) if scene.route in names else scene
                                for scene in self.scenes.stack]
        top = self.scenes.top
        if top is not None and top is not old_top:
            top.entered()

    def show(self, scene: Scene) -> Scene:
        self.scenes.push(scene)
        return scene

    def pop(self) -> Scene | None:
        return self.scenes.pop()

    def pop_if_top(self, scene: Scene) -> None:
        """Close `scene` if it is still the top one (an overlay closing itself)."""
        if self.scenes.top is scene:
            self.scenes.pop()

    @property
    def top(self) -> Scene | None:
        return self.scenes.top
