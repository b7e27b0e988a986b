"""The title screen: a poster per game (its name on its ribbon, a large fan of its own cards, a line
about it on a plate, the game's colours and back pattern as its ground: shell_art), the main
actions in a row of tabs (New game, Tutorial, Rules; Continue with the autosaved game's summary
joins them when there is one) and the secondary ones as quiet links on a dark strip (Join a game,
Saved games, Replays, Statistics, Settings, Quit; Continue there while there is nothing to go on).

Keys: ←/→ or 1-3 choose a game, ↑/↓/Tab move the focus over the buttons, Enter presses the focused
one, each button's letter presses it, Esc quits; the mouse chooses a tile and presses buttons.
Choosing a tile makes it the default game (the setup, tutorial and statistics screens open on it).
A game's cards come through the registry (`Game.ui().title_fan`), never from a game's table."""

from __future__ import annotations

import pygame

from ... import __version__  # the one version, from pyproject.toml
from ...i18n import _, data_text
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WHITE, px, ui_scale
from ..table_banner import CapButton
from ..shell_art import GameLook, LinkButton, draw_poster, lay_out_links, link_strip, poster_cap, tag_plate
from ..key_caps import keyboard_mode
from ..widgets import Button, Menu, draw_messages, lay_out_row, cast_shadow, plate
from ..wordmark import wordmark


class TitleScene(Scene):
    """The title: the three games' tiles, the chosen one's actions, the shared actions."""

    fills_screen = True
    route = "title"  # also when pushed as an object (the tutorial returns to the title below it)

    def __init__(self, app):
        super().__init__(app)
        from ...games import DEFAULT_GAME, table_game_names
        nav = app.nav
        self.games = list(table_game_names())
        last = getattr(getattr(app, "prefs", None), "default_game", DEFAULT_GAME)
        self.chosen = self.games.index(last) if last in self.games else 0
        self.looks: dict[str, GameLook] = {}
        self.continue_button = LinkButton(_("Continue"), self.continue_game, "c", enabled=False,
                                          hint=_("no saved game yet"))
        self.new_game_button = CapButton(_("New game"), self.new_game, "n", primary=True)  # keys on corner caps
        self.game_buttons = [self.new_game_button, CapButton(_("Tutorial"), self.tutorial, "t"),
                             CapButton(_("Rules"), self.rules, "r")]
        self.shared_buttons = [
            self.continue_button,
            # TRANSLATORS: the title screen's button to a friend's table on another computer
            LinkButton(_("Join a game"), lambda: nav.push("join"), "j"),
            LinkButton(_("Saved games"), lambda: nav.push("saves"), "l"),
            LinkButton(_("Replays"), lambda: nav.push("replays"), "p"),
            LinkButton(_("Statistics"), lambda: nav.push("stats"), "i"),
            LinkButton(_("Settings"), lambda: nav.push("settings"), "s"),
            LinkButton(_("Quit"), app.quit, "q"),
        ]
        for link, name in zip(self.shared_buttons, ("continue", "join", "saves", "replays", "stats", "settings", "quit")):
            link.icon = name  # a quiet icon bar: each link's key shows in keyboard mode (key_caps)
        self.menu = Menu(self.game_buttons + self.shared_buttons)
        self.offered_continue = False  # Continue has had the focus once (the player may move it after)
        self.messages: list[str] = []  # shown while the title is up (settings fallback, bad autosave...)
        self.continue_line = ""
        self.tile_rects: list[pygame.Rect] = []
        self.hover_tile: int | None = None
        self._tiles: dict[tuple, pygame.Surface] = {}  # (game, size, chosen, hover) -> the tile drawn
        self.fan_boxes: dict[tuple, pygame.Rect] = {}  # (game, tile size) -> where its fan lies in the tile
        self._loads_left = 0  # games whose cards this frame may still load

    # ------------------------------------------------------------ the model

    @property
    def game(self) -> str:
        """The chosen game's registry name."""
        return self.games[self.chosen]

    def choose(self, index: int) -> None:
        """Choose a game's tile: it becomes the default game of the setup, tutorial and
        statistics screens (kept in the settings, saved when the window closes)."""
        if not 0 <= index < len(self.games) or index == self.chosen:
            return
        self.chosen = index
        prefs = getattr(self.app, "prefs", None)
        if prefs is not None and hasattr(prefs, "default_game") and prefs.default_game != self.game:
            self.app.prefs = prefs.changed(default_game=self.game)
            self.app.prefs_dirty = True

    def look(self, name: str) -> GameLook:
        """A game's tile contents, made on first use."""
        if name not in self.looks:
            self.looks[name] = GameLook(name)
        return self.looks[name]

    def entered(self) -> None:
        """Take the app's pending messages (shown once) and see whether there is a game to continue;
        a network room the window was in is left (back at the title, the player left it)."""
        if getattr(self.app, "net_room", None) is not None:  # (no network code imported before a room)
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

    # ------------------------------------------------------------ actions

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
        """The setup screen, on the chosen game."""
        self.app.nav.push("setup", game=self.game)

    def tutorial(self) -> None:
        """Which game to learn (each has its own tutorial); the chosen one has the focus there."""
        self.app.nav.push("tutorial_choice")

    def rules(self) -> None:
        """The chosen game's rules."""
        self.app.nav.push("rules", game=self.game)

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind == "back":
            self.app.quit()
        elif kind in ("left", "right"):
            self.choose((self.chosen + (-1 if kind == "left" else 1)) % len(self.games))
        elif kind == "key" and intent.key and intent.key.isdigit() and 1 <= int(intent.key) <= len(self.games):
            self.choose(int(intent.key) - 1)
        elif kind == "point" and intent.pos is not None:
            self.hover_tile = next((i for i, r in enumerate(self.tile_rects) if r.collidepoint(intent.pos)), None)
            self.menu.handle(intent)
        elif kind == "click" and intent.pos is not None and \
                any(r.collidepoint(intent.pos) for r in self.tile_rects):
            self.choose(next(i for i, r in enumerate(self.tile_rects) if r.collidepoint(intent.pos)))
        else:
            self.menu.handle(intent)

    # ------------------------------------------------------------ drawing

    def layout(self, w: int, h: int) -> tuple[int, pygame.Rect]:
        """Place the posters, the main actions' row and the links for a window of w x h; returns
        the title's size and the links' strip (inside the felt's rail)."""
        margin = max(px(12), w // 64)
        title_size = max(px(34), h // 12)
        rail = assets.rail_width((w, h))  # the felt's padded rail: everything keeps inside it
        inner = w - 2 * max(margin, rail + px(8))
        main = [b for b in self.shared_buttons if b is self.continue_button and b.enabled] + self.game_buttons
        links = [b for b in self.shared_buttons if b not in main]
        for b in self.shared_buttons:
            b.as_tab = b in main
        # the links' type a share of the height at every size (1/40: 18 px at 720, 27 at 1080; review
        # s52 round 8: at 1920 "the buttons and bottom bar don't scale up ... ~58% of the width")
        size = max(px(14), min(px(30), h // 40))
        line_h = max(px(28), int(size * 2.0))
        probe = pygame.Rect(0, 0, inner - px(28), line_h)
        rows = len(lay_out_links(links, probe, size))
        box = pygame.Rect(0, 0, min(inner, max(b.rect.right for b in links) - min(b.rect.x for b in links) + px(40))
                          if rows == 1 else inner, rows * line_h + px(8))
        # 14 px of felt at the least under the strip, the same share of the height at every size
        # (s51 review round 2: 8 px from the wooden frame at both sizes)
        box.midbottom = (w // 2, h - rail - max(px(14), h // 48))
        lay_out_links(links, box.inflate(-px(28), -px(8)), size)
        bh = max(px(36), min(px(80), h // 14))
        note = px(22) if self.continue_line and self.continue_button.enabled else 0
        row_y = box.y - px(12) - note - bh
        lay_out_row(main, pygame.Rect(margin, row_y, w - 2 * margin, bh), min(420, int(w / ui_scale()) // 5))
        top = h // 40 + int(title_size * 1.15) + max(px(6), h // 80)
        # 12 px of felt at the least between the wordmark's cards and the chosen poster's gold
        # frame (px(4) off the poster; s52 review: 2 px at 1280)
        mark_h = wordmark("Cabo Desktop", title_size).get_height()
        top = max(top, h // 40 + int(title_size * 0.6) + (mark_h + 1) // 2 + px(12) + px(4))
        tile_gap = max(px(12), w // 60)
        # the chosen poster's gold frame stands px(4) off it: 14 px of felt at the least between
        # that frame and the wooden rim (s51 review: 5 px at 1280)
        edge = max(margin, rail + px(20))
        tile_w = min(px(620), (w - 2 * edge - 2 * tile_gap) // len(self.games))
        room = max(px(120), row_y - px(16) - top)
        tile_h = min(room, int(tile_w * 1.2))
        top += (room - tile_h) // 2
        left = w // 2 - (tile_w * len(self.games) + tile_gap * (len(self.games) - 1)) // 2
        self.tile_rects = [pygame.Rect(left + i * (tile_w + tile_gap), top, tile_w, tile_h)
                           for i in range(len(self.games))]
        return title_size, box

    def tile(self, index: int, size: tuple[int, int]) -> pygame.Surface | None:
        """A game's tile at `size`, drawn once per size and state; None while its game waits its
        turn to be loaded (see draw)."""
        name, chosen, hover = self.games[index], index == self.chosen, index == self.hover_tile
        key = (name, size, chosen, hover and not chosen, ui_scale())
        surf = self._tiles.get(key)
        if surf is None:
            if name not in self.looks and not chosen:
                if self._loads_left <= 0:
                    return None
                self._loads_left -= 1
            surf = self._tiles[key] = self.draw_tile(self.look(name), size, chosen, hover, index + 1)
        return surf

    def draw_tile(self, look: GameLook, size: tuple[int, int], chosen: bool, hover: bool,
                  number: int) -> pygame.Surface:
        """A game's poster (shell_art.draw_poster), the ones not chosen a little darker; where
        its fan lies is kept in fan_boxes."""
        surf, self.fan_boxes[(look.name, size)] = draw_poster(look, size, chosen, hover, number)
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title_size, box = self.layout(w, h)
        mark = wordmark("Cabo Desktop", title_size)  # the drawn lettering and its fan of cards
        surface.blit(mark, mark.get_rect(center=(w // 2, h // 40 + int(title_size * 0.6))))
        # a window's first frame loads only the chosen game's cards; the others follow one a frame
        # (a game's table package takes some 60 ms to import). Headless runs load them all at once.
        if getattr(self.app, "headless", True):
            self._loads_left = len(self.games)
        else:
            self._loads_left = 0 if getattr(self.app, "frame", 1) == 0 else 1
        for i, rect in enumerate(self.tile_rects):
            cast_shadow(surface, rect)
            image = self.tile(i, rect.size)
            surface.blit(image if image is not None else plate(rect.size), rect.topleft)
            if keyboard_mode():  # its key (1, 2, 3) on its cap while the keyboard is used
                cap, at = poster_cap(rect.size, i + 1)
                surface.blit(cap, at.move(rect.topleft))
            if i == self.chosen:  # the chosen poster: a gold frame standing off it
                pygame.draw.rect(surface, GOLD, rect.inflate(px(8), px(8)), px(3), border_radius=px(18))
        if len(self._tiles) > 12:  # the window was resized: keep this size's tiles only
            self._tiles = {k: v for k, v in self._tiles.items() if k[1] == self.tile_rects[0].size}
        cast_shadow(surface, box)
        surface.blit(link_strip(box.size), box.topleft)
        self.menu.draw(surface)
        if self.continue_line and self.continue_button.enabled:
            note = assets.fit_text(self.continue_line, px(14), min(w - px(40), px(640)), WHITE)
            spot = note.get_rect(midtop=(self.continue_button.rect.centerx, self.continue_button.rect.bottom + px(4)))
            spot.clamp_ip(pygame.Rect(0, 0, w, h))
            surface.blit(tag_plate(spot.inflate(px(16), px(4)).size), spot.inflate(px(16), px(4)).topleft)
            surface.blit(note, spot)
        draw_messages(surface, self.messages, h - px(6), min(w - px(40), px(900)))
        version = assets.text(f"v{__version__}", px(14), DIM)
        surface.blit(version, version_spot((w, h), version.get_size()))


def version_spot(size: tuple[int, int], text_size: tuple[int, int]) -> pygame.Rect:
    """Where the version goes: on the felt's top right corner, inside the wooden rim."""
    rim = assets.rail_width(size)
    return pygame.Rect(0, 0, *text_size).move(size[0] - rim - px(10) - text_size[0], rim + px(6))
