"""The scene stack, intents (the one place raw pygame events are translated) and a button widget.

A scene has `handle(intent)`, `update(dt)` and `draw(surface)`; `draw` changes nothing. Only the
top scene gets intents and updates; scenes below it that are covered by an overlay still draw
(an overlay says `opaque = False`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from . import assets

# ------------------------------------------------------------------ intents

# Keys that become named intents; letters and digits become kind "key" with the character.
_NAMED_KEYS = {
    pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down",
    pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm", pygame.K_SPACE: "space",
    pygame.K_ESCAPE: "back", pygame.K_F1: "help", pygame.K_F11: "fullscreen", pygame.K_F12: "screenshot",
    pygame.K_TAB: "next", pygame.K_HOME: "home", pygame.K_END: "end",
}


@dataclass(frozen=True)
class Intent:
    """What the player means: kind is one of click, point, key, left, right, up, down, confirm,
    space, back, help, fullscreen, screenshot, next, home, end, quit, resize, text (typed text in
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
    if event.type == pygame.TEXTINPUT:
        return Intent("text", key=event.text)
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


# ------------------------------------------------------------------ widgets


class Button:
    """A clickable, keyboard-reachable button; `hot` key shown in its label."""

    def __init__(self, label: str, action: Callable[[], None], key: str | None = None, enabled: bool = True,
                 hint: str = ""):
        self.label = label
        self.action = action
        self.key = key
        self.enabled = enabled
        self.hint = hint  # why it is disabled, for the banner
        self.rect = pygame.Rect(0, 0, 0, 0)

    def caption(self) -> str:
        return f"{self.label} ({self.key.upper()})" if self.key and len(self.key) == 1 else self.label

    def draw(self, surface: pygame.Surface, hover: bool = False, focused: bool = False) -> None:
        if self.enabled:
            fill = (250, 214, 90) if hover or focused else (232, 226, 205)
            ink = (25, 25, 30)
        else:
            fill, ink = (90, 96, 92), (160, 165, 160)
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(surface, (30, 30, 30), self.rect, 2, border_radius=8)
        label = assets.fit_text(self.caption(), max(12, int(self.rect.h * 0.42)), self.rect.w - 10, ink, True)
        surface.blit(label, label.get_rect(center=self.rect.center))


def lay_out_row(buttons: list[Button], area: pygame.Rect, most_w: int = 260) -> None:
    if not buttons:
        return
    gap = 10
    w = min(most_w, (area.w - gap * (len(buttons) - 1)) // len(buttons))
    total = w * len(buttons) + gap * (len(buttons) - 1)
    x = area.centerx - total // 2
    for b in buttons:
        b.rect = pygame.Rect(x, area.y, w, area.h)
        x += w + gap


def lay_out_column(buttons: list[Button], center: tuple[int, int], w: int, h: int, gap: int = 14) -> None:
    total = len(buttons) * h + (len(buttons) - 1) * gap
    y = center[1] - total // 2
    for b in buttons:
        b.rect = pygame.Rect(center[0] - w // 2, y, w, h)
        y += h + gap


class Menu:
    """A list of buttons with mouse hover and up/down/Enter focus, shared by the menu scenes."""

    def __init__(self, buttons: list[Button]):
        self.buttons = buttons
        self.focus = next((i for i, b in enumerate(buttons) if b.enabled), 0)
        self.hover: int | None = None

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.hover = next((i for i, b in enumerate(self.buttons) if b.rect.collidepoint(intent.pos)), None)
            return False
        if intent.kind == "click":
            for b in self.buttons:
                if b.rect.collidepoint(intent.pos) and b.enabled:
                    b.action()
                    return True
            return False
        if intent.kind in ("up", "down", "next"):
            step = -1 if intent.kind == "up" else 1
            for _ in range(len(self.buttons)):
                self.focus = (self.focus + step) % len(self.buttons)
                if self.buttons[self.focus].enabled:
                    break
            return True
        if intent.kind in ("confirm", "space"):
            b = self.buttons[self.focus]
            if b.enabled:
                b.action()
            return True
        if intent.kind == "key":
            for b in self.buttons:
                if b.key == intent.key and b.enabled:
                    b.action()
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surface, hover=i == self.hover, focused=i == self.focus)
