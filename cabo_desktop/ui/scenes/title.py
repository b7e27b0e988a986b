"""The title screen: New game, Join a game (a network room), Tutorial, Continue (with the autosaved
game's summary), Saved games, Replays, Statistics, Rules, Settings, Quit."""

from __future__ import annotations

import pygame

from ... import __version__  # the one version, from pyproject.toml
from ...i18n import _, data_text
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WHITE
from ..widgets import Button, Menu, draw_messages, lay_out_column


class TitleScene(Scene):
    fills_screen = True
    route = "title"  # also when pushed as an object (the tutorial returns to the title below it)

    def __init__(self, app):
        super().__init__(app)
        nav = app.nav
        self.continue_button = Button(_("Continue"), self.continue_game, "c", enabled=False,
                                      hint=_("no saved game yet"))
        self.new_game_button = Button(_("New game"), self.new_game, "n", primary=True)
        self.menu = Menu([
            self.new_game_button,
            # TRANSLATORS: the title screen's button to a friend's table on another computer
            Button(_("Join a game"), lambda: nav.push("join"), "j"),
            Button(_("Tutorial"), self.tutorial, "t"),
            self.continue_button,
            Button(_("Saved games"), lambda: nav.push("saves"), "l"),
            Button(_("Replays"), lambda: nav.push("replays"), "p"),
            Button(_("Statistics"), lambda: nav.push("stats"), "i"),
            Button(_("Rules"), lambda: nav.push("rules"), "r"),
            Button(_("Settings"), lambda: nav.push("settings"), "s"),
            Button(_("Quit"), app.quit, "q"),
        ])
        self.offered_continue = False  # Continue has had the focus once (the player may move it after)
        self.messages: list[str] = []  # shown while the title is up (settings fallback, bad autosave...)
        self.continue_line = ""
        self._fan_size = None
        self._fan: list = []

    def entered(self) -> None:
        """Take the app's pending messages (shown once) and see whether there is a game to continue;
        a network room the window was in is left (back at the title, the player left it)."""
        from ..remote_host import leave_room
        leave_room(self.app)
        self.messages.extend(self.app.messages)
        self.app.messages.clear()
        from ...storage.saves import autosave_summary, has_autosave
        self.continue_line = ""
        enabled = has_autosave()
        if enabled:
            loaded = autosave_summary()
            self.messages.extend(loaded.messages)
            if loaded.value is not None and loaded.value.over:  # an ended game never filed: file it now
                from ...storage.saves import continue_game
                self.messages.extend(continue_game().messages)
                loaded.value = None
            if loaded.value is None:
                enabled = False
            else:
                sm = loaded.value
                from ...games import plays_in_rounds
                if plays_in_rounds(sm.game):
                    # TRANSLATORS: the autosaved game under Continue; {players} is a list of names
                    self.continue_line = _("{variant} · round {round} · {players}").format(
                        variant=data_text(sm.variant_title), round=sm.round_no, players=", ".join(sm.players))
                else:
                    # TRANSLATORS: the autosaved game (one without rounds) under Continue
                    self.continue_line = _("{variant} · {players}").format(
                        variant=data_text(sm.variant_title), players=", ".join(sm.players))
        self.continue_button.enabled = enabled
        self.continue_button.hint = "" if enabled else _("no saved game yet")
        # a game to continue is what a returning player most likely wants: it is the lit button
        self.continue_button.primary, self.new_game_button.primary = enabled, not enabled
        if enabled and not self.offered_continue:
            self.offered_continue = True
            self.menu.focus = self.menu.buttons.index(self.continue_button)
        if not self.menu.buttons[self.menu.focus].enabled:
            self.menu.focus = 0

    def continue_game(self) -> None:
        """Resume the autosave exactly; a save that cannot be read shows the storage message."""
        from ...storage.saves import continue_game
        loaded = continue_game()
        self.messages.extend(loaded.messages)
        if loaded.value is None:
            self.continue_button.enabled = False
            if not loaded.messages:
                self.messages.append(_("There is no saved game to continue."))
            return
        self.app.nav.push("resume", game=loaded.value)

    def new_game(self) -> None:
        self.app.nav.push("setup")

    def tutorial(self) -> None:
        self.app.nav.push("tutorial_choice")  # which game: each has its own tutorial

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.app.quit()
            return
        self.menu.handle(intent)

    def _card_fan(self, size: tuple[int, int]) -> list[pygame.Surface]:
        """A fan of CABO cards as decoration (rotated once per window size)."""
        if self._fan_size != size:
            from ...games import get_game
            self._fan_size = size
            self._fan = get_game().ui().title_fan(size)  # the default game's cards
        return self._fan

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        top = h // 40
        title = assets.title_text("CABO", max(52, h // 6), GOLD)
        surface.blit(title, title.get_rect(midtop=(w // 2, top)))
        sub = assets.text("Desktop", max(18, h // 26), WHITE)
        sub_rect = sub.get_rect(midtop=(w // 2, top + title.get_height() - 6))
        surface.blit(sub, sub_rect)
        cw = max(44, min(w // 19, h // 9))
        size = (cw, int(cw * 1.4))
        fan_y = sub_rect.bottom + 12 + size[1] * 0.6
        for i, img in enumerate(self._card_fan(size)):
            surface.blit(img, img.get_rect(center=(w // 2 + (i - 2) * size[0] * 1.02, fan_y)))
        bh = max(28, h // 25)
        n = len(self.menu.buttons)
        menu_top = int(fan_y + size[1] * 0.75 + 10)
        summary = self.continue_line if self.continue_button.enabled else ""
        line_h = 20 if summary else 0  # the autosave's summary sits right under Continue
        gap, room = 7, h - 8 - menu_top - line_h  # a short window: the buttons closer, then lower
        while n * (bh + gap) - gap > room and gap > 2:
            gap -= 1
        bh = max(20, min(bh, (room + gap) // n - gap))
        lay_out_column(self.menu.buttons, (w // 2, menu_top + (n * (bh + gap) - gap + line_h) // 2), min(340, w // 3), bh, gap)
        below = self.menu.buttons.index(self.continue_button) + 1
        for b in self.menu.buttons[below:]:
            b.rect.y += line_h
        self.menu.draw(surface)
        if summary:
            r = self.continue_button.rect
            note = assets.fit_text(summary, 14, min(w - 40, 640), DIM)
            surface.blit(note, note.get_rect(midtop=(r.centerx, r.bottom + 2)))
        draw_messages(surface, self.messages, h - 6, min(w - 40, 900))
        version = assets.text(f"v{__version__}", 14, DIM)
        surface.blit(version, version.get_rect(topright=(w - 10, 8)))
