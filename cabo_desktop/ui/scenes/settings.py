"""Settings: every setting, saved to the per-user config folder as soon as it changes."""

from __future__ import annotations

import pygame

from ... import i18n
from ...i18n import _, n_, p_
from ...storage.settings import shown_name
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, SPEED_NAMES, px
from ..shell_art import SettingRow, lay_out_columns
from ..hints import hint_room
from ..widgets import Button, Menu, draw_hint, draw_messages, draw_title, panel


class SettingsScene(Scene):
    """Every setting, saved to the per-user config folder as soon as it changes. Click or Enter
    changes a row (its key too); Left/Right step the volume; the name row takes typing. A new
    language applies at once: the app builds its screens again in it (this one included)."""
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
    def VARIANTS(self) -> tuple[str, ...]:  # noqa: N802  (the memory aid is set per variant)
        """The built-in variants of the games whose table has a memory aid."""
        from ...games import get_game, table_game_names
        return tuple(v for name in table_game_names() if get_game(name).memory_aid
                     for v in get_game(name).builtin_variants)

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
        aid_text = {"default": _("Memory aid: variant default (off in official)"),
                    "on": _("Memory aid: on in every variant"),
                    "off": _("Memory aid: off in every variant"),
                    "custom": _("Memory aid: your choice per variant")}[self.aid_mode()]
        name = (self.name_draft + ("|" if (pygame.time.get_ticks() // 500) % 2 == 0 else " ")) \
            if self.editing_name else shown_name(p.player_name)
        name_text = (_("Player name: {name}  (Enter to finish)") if self.editing_name
                     else _("Player name: {name}")).format(name=name)
        self.menu = Menu([
            SettingRow(_("Animation speed: {speed}").format(speed=speed_name(p.animation_speed)), self.next_speed, "a"),
            # TRANSLATORS: how quickly the AI players think and their moves are shown
            SettingRow(_("AI speed: {speed}").format(speed=speed_name(p.ai_speed)), self.next_ai_speed, "i"),
            # TRANSLATORS: how long kaboo's snap window waits for you before it passes
            SettingRow(n_("Snap window: {n} second", "Snap window: {n} seconds", p.snap_seconds).format(n=p.snap_seconds),
                   self.next_snap_seconds, "w"),
            SettingRow(_("Sound volume: {volume}%  (◀ ▶)").format(volume=p.volume), lambda: self.step_volume(10), "v"),
            SettingRow(_("Sound: muted") if p.muted else _("Sound: on"), self.toggle_mute, "u"),
            # TRANSLATORS: the optional background music's volume; 0% is off (the default)
            SettingRow(_("Music volume: {volume}%  (◀ ▶)").format(volume=p.music_volume), lambda: self.step_music(10), "s"),
            SettingRow(_("Fullscreen (F11): on") if self.app.fullscreen else _("Fullscreen (F11): off"),
                   self.toggle_full, "f"),
            # TRANSLATORS: how large text and controls are drawn (a big or high-resolution screen)
            SettingRow(_("Interface size: {size}").format(size=self.scale_name()), self.next_ui_scale, "z"),
            SettingRow(aid_text, self.next_aid, "m"),
            SettingRow(name_text, self.edit_name, "n"),
            SettingRow(_("Card back: {colour}").format(colour=back_colour_name(p.card_back)),
                   lambda: self.cycle("card_back", CARD_BACKS), "b"),
            SettingRow(_("Table colour: {colour}").format(colour=table_colour_name(p.table_colour)),
                   lambda: self.cycle("table_colour", TABLE_COLOURS), "t"),
            SettingRow(_("Colour-blind card marks: on") if p.colour_blind_marks else _("Colour-blind card marks: off"),
                   lambda: self.toggle("colour_blind_marks"), "k"),
            SettingRow(_("Confirm before CABO: on") if p.confirm_cabo else _("Confirm before CABO: off"),
                   lambda: self.toggle("confirm_cabo"), "c"),
            # TRANSLATORS: network play: announce hosted tables and list friends' tables (mDNS)
            SettingRow(_("Tables on this network: shown") if p.lan_discovery else _("Tables on this network: off"),
                   lambda: self.toggle("lan_discovery"), "d"),
            # TRANSLATORS: {language} is a language in its own name ("Français") or "System (…)"
            SettingRow(_("Language: {language}").format(language=language_name(p.language)), self.next_language, "l"),
            Button(_("Back"), self.app.nav.pop, "escape"),
        ])
        self.menu.buttons[-1].cap = _("Esc")  # Back's key on its corner cap
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

    def next_ai_speed(self) -> None:
        speed = self.app.prefs.ai_speed
        self._change(ai_speed=self.ORDER[(self.ORDER.index(speed) + 1) % len(self.ORDER)])

    def next_snap_seconds(self) -> None:
        from ...storage.settings import SNAP_SECONDS
        now = self.app.prefs.snap_seconds
        self._change(snap_seconds=SNAP_SECONDS[(SNAP_SECONDS.index(now) + 1) % len(SNAP_SECONDS)])

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

    def step_music(self, step: int) -> None:
        """The music's volume by `step` points (from 100 on to 0, from 0 back to 100)."""
        volume = self.app.prefs.music_volume
        self._change(music_volume=volume + step if 0 <= volume + step <= 100 else (0 if step > 0 else 100))

    def scale_name(self) -> str:
        """The interface size row's value: "150%", or "auto (100%)" with the scale in use."""
        percent = self.app.prefs.ui_scale or round(getattr(self.app, "scale", 1.0) * 100)
        # TRANSLATORS: a percentage, as the interface size row shows it ("150%")
        size = _("{n}%").format(n=percent)
        # TRANSLATORS: the interface size that follows the display; {size} is the one in use ("100%")
        return size if self.app.prefs.ui_scale else _("auto ({size})").format(size=size)

    def next_ui_scale(self) -> None:
        """The next interface size (auto, 100, 125, 150, 200 %), applied at once."""
        from ...storage.settings import UI_SCALE_CHOICES
        now = self.app.prefs.ui_scale
        nxt = UI_SCALE_CHOICES[(UI_SCALE_CHOICES.index(now) + 1) % len(UI_SCALE_CHOICES)] if now in UI_SCALE_CHOICES else 0
        self._change(ui_scale=nxt)
        self.app.apply_ui_scale()
        self._rebuild(self.menu.focus)

    def toggle_mute(self) -> None:
        self._change(muted=not self.app.prefs.muted)

    def toggle(self, key: str) -> None:
        self._change(**{key: not getattr(self.app.prefs, key)})

    def cycle(self, key: str, options) -> None:
        options = list(options)
        value = getattr(self.app.prefs, key)
        self._change(**{key: options[(options.index(value) + 1) % len(options)] if value in options else options[0]})

    def next_language(self) -> None:
        """The next language (system's, English, French, Ukrainian): saved, then every screen is
        built again in it; the new settings screen has the focus on this row and keeps the messages."""
        from ...storage.settings import LANGUAGE_CHOICES
        before = self.app.prefs.language
        self.cycle("language", LANGUAGE_CHOICES)
        if self.app.prefs.language == before:
            return  # not taken (its message is shown)
        self.app.switch_language(self.app.prefs.language)
        fresh = self.app.nav.top
        if fresh is not self and isinstance(fresh, SettingsScene):
            fresh.menu.focus = next(i for i, b in enumerate(fresh.menu.buttons) if b.action == fresh.next_language)
            fresh.messages = self.messages

    def toggle_full(self) -> None:
        self.app.toggle_fullscreen()
        self._change(fullscreen=self.app.fullscreen)

    def edit_name(self) -> None:
        self.editing_name = True
        self.name_draft = shown_name(self.app.prefs.player_name)
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
                typed = intent.key or ""
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
        steps = {"v": self.step_volume, "s": self.step_music}  # the rows Left/Right step, by their key
        focused = self.menu.buttons[self.menu.focus] if 0 <= self.menu.focus < len(self.menu.buttons) else None
        if intent.kind in ("left", "right") and focused is not None and focused.key in steps:
            steps[focused.key](10 if intent.kind == "right" else -10)
            return
        self._swallow = intent.kind == "key" and intent.key == "n"
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        if self.editing_name:
            self._rebuild(self.menu.focus)  # the blinking caret

    def draw(self, surface: pygame.Surface) -> None:
        """The settings as rows of name and value in two columns on a leather panel (one column
        in a narrow window), Back below them, the note and the keys line under it."""
        w, h = surface.get_size()
        top = draw_title(surface, _("Settings")) + px(12)
        rows, back = self.menu.buttons[:-1], self.menu.buttons[-1]
        columns = 2 if w >= px(900) else 1
        width = min(w - px(100), max(px(1240), int(w * 0.7)) if columns == 2 else px(640))
        back_h = max(px(34), min(px(48), h // 16))
        hint = _("↑/↓ choose · Enter, click or the key in brackets changes · ←/→ volume · Esc back")
        # the panel's edges and the air round it, Back, the note (14 px) and the keys line's strip
        room = h - assets.rail_width((w, h)) - top - px(35) - back_h - px(30) - hint_room((w, h), hint)
        per = -(-len(rows) // columns)
        gap = px(8) if room // per >= px(36) else px(4)  # a low window: rows closer together
        most = max(px(54), h // 15)  # rows grow with the window
        area = pygame.Rect(0, top + px(12), width, min(room, per * (most + gap) - gap))
        area.centerx = w // 2
        lay_out_columns(rows, area, columns, gap, most)
        box = rows[0].rect.unionall([r.rect for r in rows]).inflate(px(28), px(22))
        panel(surface, box)
        back.rect = pygame.Rect(0, box.bottom + px(12), min(px(260), w // 3), back_h)
        back.rect.centerx = w // 2
        self.menu.draw(surface)
        win = self.app.prefs.window_size
        note = assets.fit_text(_("Saved to your settings file as you change them · the window size "
                                 "({width}×{height}) is remembered when you resize the window")
                               .format(width=win[0], height=win[1]), px(14), w - px(40), DIM)
        surface.blit(note, note.get_rect(midtop=(w // 2, back.rect.bottom + px(8))))
        draw_hint(surface, hint, 8, felt=True)
        draw_messages(surface, self.messages, h - px(30), min(w - px(40), px(900)))


def speed_name(key: str) -> str:
    """An animation speed setting in the player's language."""
    names = {"slow": p_("animation speed", "slow"), "normal": p_("animation speed", "normal"),
             "fast": p_("animation speed", "fast"), "instant": p_("animation speed", "instant")}
    return names.get(key, key)


def back_colour_name(key: str) -> str:
    """A card back's colour in the player's language."""
    # TRANSLATORS: the card back where each game prints its own colour (CABO blue, Cabanga! red, Kobito green)
    names = {"own": p_("card back colour", "each game's own"), "blue": p_("card back colour", "blue"), "red": p_("card back colour", "red"),
             "green": p_("card back colour", "green")}
    return names.get(key, key)


def table_colour_name(key: str) -> str:
    """A table colour in the player's language."""
    # TRANSLATORS: the table colour where each game lays its own felt (CABO blue, Cabanga! wine, Kobito plum)
    names = {"own": p_("table colour", "each game's own"),
             "green": p_("table colour", "green"), "blue": p_("table colour", "blue"),
             "red": p_("table colour", "red"), "grey": p_("table colour", "grey")}
    return names.get(key, key)


def language_name(choice: str) -> str:
    """A language setting as the row shows it: each language in its own name, and the system's
    ("System (English)") in the language in use."""
    if choice == i18n.AUTO:
        system = i18n.LANGUAGES.get(i18n.resolve(i18n.AUTO), i18n.LANGUAGES["en"])
        # TRANSLATORS: the language setting that follows the computer's; {language} is its own name
        return _("System ({language})").format(language=system)
    return i18n.LANGUAGES.get(choice, choice)
