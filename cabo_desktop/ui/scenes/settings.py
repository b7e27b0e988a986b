"""Settings: every setting, saved to the per-user config folder as soon as it changes."""

from __future__ import annotations

import pygame

from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, SPEED_NAMES
from ..widgets import Button, Menu, draw_hint, draw_messages, draw_title, lay_out_column


class SettingsScene(Scene):
    """Every setting, saved to the per-user config folder as soon as it changes. Click or Enter
    changes a row (its key too); Left/Right step the volume; the name row takes typing."""
    fills_screen = True

    ORDER = list(SPEED_NAMES)
    AID = ["default", "on", "off"]

    def __init__(self, app):
        super().__init__(app)
        self.editing_name = False
        self.name_draft = ""
        self._swallow = False
        self.messages: list[str] = []
        self._rebuild()

    # ------------------------------------------------------------ rows

    @property
    def VARIANTS(self) -> tuple[str, ...]:  # noqa: N802  (the memory aid is a CABO setting, per variant)
        from ...games import get_game
        return get_game("cabo").builtin_variants

    def aid_mode(self) -> str:
        aid = self.app.prefs.memory_aid
        if not aid:
            return "default"
        values = {aid.get(v) for v in self.VARIANTS}
        if values == {True}:
            return "on"
        if values == {False}:
            return "off"
        return "custom"

    def _rebuild(self, focus: int | None = None) -> None:
        from ...storage.settings import CARD_BACKS, TABLE_COLOURS
        p = self.app.prefs
        aid_text = {"default": "variant default (off in official)", "on": "on in every variant",
                    "off": "off in every variant", "custom": "your choice per variant"}[self.aid_mode()]
        name = (self.name_draft + ("|" if (pygame.time.get_ticks() // 500) % 2 == 0 else " ")) \
            if self.editing_name else p.player_name
        self.menu = Menu([
            Button(f"Animation speed: {p.animation_speed}", self.next_speed, "a"),
            Button(f"Sound volume: {p.volume}%  (\u25c0 \u25b6)", lambda: self.step_volume(10), "v"),
            Button(f"Sound: {'muted' if p.muted else 'on'}", self.toggle_mute, "u"),
            Button(f"Fullscreen (F11): {'on' if self.app.fullscreen else 'off'}", self.toggle_full, "f"),
            Button(f"Memory aid: {aid_text}", self.next_aid, "m"),
            Button(f"Player name: {name}" + ("  (Enter to finish)" if self.editing_name else ""), self.edit_name, "n"),
            Button(f"Card back: {p.card_back}", lambda: self.cycle("card_back", CARD_BACKS), "b"),
            Button(f"Table colour: {p.table_colour}", lambda: self.cycle("table_colour", TABLE_COLOURS), "t"),
            Button(f"Colour-blind card marks: {'on' if p.colour_blind_marks else 'off'}",
                   lambda: self.toggle("colour_blind_marks"), "k"),
            Button(f"Confirm before CABO: {'on' if p.confirm_cabo else 'off'}", lambda: self.toggle("confirm_cabo"), "c"),
            Button("Back", self.app.nav.pop, "escape"),
        ])
        if focus is not None:
            self.menu.focus = focus

    def _change(self, **changes) -> None:
        try:
            self.messages.extend(self.app.update_prefs(**changes))
        except ValueError as exc:
            self.messages.append(str(exc))
        self._rebuild(self.menu.focus)

    def next_speed(self) -> None:
        speed = self.app.prefs.animation_speed
        self._change(animation_speed=self.ORDER[(self.ORDER.index(speed) + 1) % len(self.ORDER)])

    def next_aid(self) -> None:
        mode = self.aid_mode()
        nxt = self.AID[(self.AID.index(mode) + 1) % len(self.AID)] if mode in self.AID else "default"
        value = {} if nxt == "default" else {v: nxt == "on" for v in self.VARIANTS}
        self.app.settings["memory_aid"] = None  # follow the saved choice
        self._change(memory_aid=value)

    def step_volume(self, step: int) -> None:
        volume = self.app.prefs.volume
        volume = volume + step if 0 <= volume + step <= 100 else (0 if step > 0 else 100)
        self._change(volume=volume)
        self.app.play_sound("flip")

    def toggle_mute(self) -> None:
        self._change(muted=not self.app.prefs.muted)

    def toggle(self, key: str) -> None:
        self._change(**{key: not getattr(self.app.prefs, key)})

    def cycle(self, key: str, options) -> None:
        options = list(options)
        value = getattr(self.app.prefs, key)
        self._change(**{key: options[(options.index(value) + 1) % len(options)] if value in options else options[0]})

    def toggle_full(self) -> None:
        self.app.toggle_fullscreen()
        self._change(fullscreen=self.app.fullscreen)

    def edit_name(self) -> None:
        self.editing_name = True
        self.name_draft = self.app.prefs.player_name
        self._rebuild(self.menu.focus)

    def finish_name(self) -> None:
        self.editing_name = False
        draft = " ".join(self.name_draft.split())
        if draft:
            self.app.settings["player_name"] = draft
            self._change(player_name=draft[:24])
        else:
            self._rebuild(self.menu.focus)

    # ------------------------------------------------------------ input and drawing

    def handle(self, intent: Intent) -> None:
        if self.editing_name:
            if intent.kind == "text" and self._swallow:
                self._swallow = False
                if intent.key == "n":
                    return  # the N that opened the name for editing
            if intent.kind == "text":
                typed = "".join(ch for ch in intent.key or "" if ch.isprintable())
                self.name_draft = (self.name_draft + typed)[:24]
            elif intent.kind == "backspace":
                self.name_draft = self.name_draft[:-1]
            elif intent.kind in ("confirm", "back", "click"):
                self.finish_name()
                return
            self._rebuild(self.menu.focus)
            return
        if intent.kind == "back":
            self.app.nav.pop()
            return
        if intent.kind in ("left", "right") and self.menu.focus == 1:
            self.step_volume(10 if intent.kind == "right" else -10)
            return
        self._swallow = intent.kind == "key" and intent.key == "n"
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        if self.editing_name:
            self._rebuild(self.menu.focus)  # the blinking caret

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        top = draw_title(surface, "Settings") + 12
        bh = max(28, min(40, (h - top - 70) // len(self.menu.buttons) - 6))
        total = len(self.menu.buttons) * (bh + 6) - 6
        lay_out_column(self.menu.buttons, (w // 2, top + total // 2), min(620, w - 80), bh, 6)
        self.menu.draw(surface)
        bottom = self.menu.buttons[-1].rect.bottom
        win = self.app.prefs.window_size
        note = assets.text(f"Saved to your settings file as you change them · the window size "
                           f"({win[0]}×{win[1]}) is remembered when you resize the window", 14, DIM)
        surface.blit(note, note.get_rect(midtop=(w // 2, bottom + 8)))
        draw_hint(surface, "↑/↓ choose · Enter, click or the key in brackets changes · ←/→ volume · Esc back")
        draw_messages(surface, self.messages, h - 30, min(w - 40, 900))
