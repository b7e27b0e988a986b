"""The title screen: a chooser with a tile per game (its name, a fan of its own cards, a line about
it), the chosen game's actions (New game, Tutorial, Rules) and the shared ones on a leather panel
(Continue with the autosaved game's summary, Join a game, Saved games, Replays, Statistics,
Settings, Quit).

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
from ..widgets import Button, Menu, draw_messages, lay_out_row, panel, plate, soft_shadow, wrap_text


class GameLook:
    """What a tile shows of one game: its name, its line, and its fan of cards per card size."""

    def __init__(self, name: str):
        from ...games import get_game
        game = get_game(name)
        self.name = name
        self.title = game.display_title
        self.ui = game.ui()  # the game's table package: its cards (imported once, when first drawn)
        about = getattr(getattr(self.ui, "TutorialScene", None), "about", "")
        self.about = _(about) if about else ""
        self._fans: dict[tuple[int, int], list[pygame.Surface]] = {}

    def fan(self, size: tuple[int, int]) -> list[pygame.Surface]:
        """The game's fan at a card size (its own title_fan, else its back three times), cached."""
        if size not in self._fans:
            make = getattr(self.ui, "title_fan", None)
            if make is not None:
                self._fans[size] = list(make(size))
            else:
                back = self.ui.card_back(size)
                self._fans[size] = [pygame.transform.rotozoom(back, 10 - 10 * i, 1.0) for i in range(3)]
        return self._fans[size]


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
        self.continue_button = Button(_("Continue"), self.continue_game, "c", enabled=False,
                                      hint=_("no saved game yet"))
        self.new_game_button = Button(_("New game"), self.new_game, "n", primary=True)
        self.game_buttons = [self.new_game_button, Button(_("Tutorial"), self.tutorial, "t"),
                             Button(_("Rules"), self.rules, "r")]
        self.shared_buttons = [
            self.continue_button,
            # TRANSLATORS: the title screen's button to a friend's table on another computer
            Button(_("Join a game"), lambda: nav.push("join"), "j"),
            Button(_("Saved games"), lambda: nav.push("saves"), "l"),
            Button(_("Replays"), lambda: nav.push("replays"), "p"),
            Button(_("Statistics"), lambda: nav.push("stats"), "i"),
            Button(_("Settings"), lambda: nav.push("settings"), "s"),
            Button(_("Quit"), app.quit, "q"),
        ]
        self.menu = Menu(self.game_buttons + self.shared_buttons)
        self.offered_continue = False  # Continue has had the focus once (the player may move it after)
        self.messages: list[str] = []  # shown while the title is up (settings fallback, bad autosave...)
        self.continue_line = ""
        self.tile_rects: list[pygame.Rect] = []
        self.hover_tile: int | None = None
        self._tiles: dict[tuple, pygame.Surface] = {}  # (game, size, chosen, hover) -> the tile drawn
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
        """Place the tiles and the buttons for a window of w x h; returns the title's size and the
        shared actions' panel."""
        margin = max(px(12), w // 64)
        title_size = max(px(34), h // 12)
        bh = max(px(30), min(px(52), h // 17))
        rail = assets.rail_width((w, h))  # the felt's padded rail: the panel keeps inside it
        shared_w = min(w - 2 * max(margin, rail + px(8)), px(1500))
        inner, gap = shared_w - px(28), px(10)
        one_w = (inner - gap * (len(self.shared_buttons) - 1)) // len(self.shared_buttons)
        size = max(px(12), int(bh * 0.42))  # one row when every caption fits at the buttons' own size
        one_row = all(assets.text_width(b.caption(), size, True) <= one_w - px(14) for b in self.shared_buttons)
        rows = [self.shared_buttons] if one_row else [self.shared_buttons[:4], self.shared_buttons[4:]]
        box = pygame.Rect(0, 0, shared_w, len(rows) * bh + (len(rows) - 1) * px(8) + px(24))
        box.midbottom = (w // 2, h - rail - px(8))
        for k, row in enumerate(rows):
            lay_out_row(row, pygame.Rect(box.x + px(14), box.y + px(12) + k * (bh + px(8)), inner, bh), 300)
        row_y = box.y - px(24 if self.continue_line and self.continue_button.enabled else 10) - (bh + px(4))
        lay_out_row(self.game_buttons, pygame.Rect(margin, row_y, w - 2 * margin, bh + px(4)), 300)
        top = h // 40 + int(title_size * 1.15) + max(px(6), h // 80)
        tile_gap = max(px(12), w // 60)
        tile_w = min(px(580), (w - 2 * margin - 2 * tile_gap) // len(self.games))
        room = max(px(120), row_y - px(14) - top)
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
        """A tile: the game's name, a fan of its cards, a line about it, on a leather plate (the
        chosen tile lit, its stitches gold)."""
        w, h = size
        surf = plate(size, lit=chosen).copy()
        if hover and not chosen:
            pygame.draw.rect(surf, DIM, surf.get_rect(), px(2), border_radius=px(14))
        head = max(px(20), min(px(44), h // 9))
        name = assets.fit_text(look.title, head, w - px(60), GOLD if chosen else WHITE, True, True)
        surf.blit(name, name.get_rect(midtop=(w // 2, px(14))))
        key = assets.text(str(number), px(14), GOLD if chosen else DIM, True)
        surf.blit(key, (px(16), px(14)))
        body = max(px(14), min(px(22), h // 24))
        lines = [line.strip() for line in wrap_text(look.about, body, w - px(36), indent="")] if look.about else []
        lines = lines if len(lines) <= 3 else lines[:2] + [assets.cut_to_width(" ".join(lines[2:]), body, w - px(36))]
        line_h = assets.font(body).get_linesize()
        fan_top, fan_bottom = px(14) + name.get_height() + px(6), h - px(14) - line_h * max(2, len(lines)) - px(8)
        cw = int(max(px(24), min((w - px(36)) / 3.95, (fan_bottom - fan_top) / 1.7)))
        cards = look.fan((cw, int(cw * 1.4)))
        mid_y = (fan_top + fan_bottom) // 2
        for i, img in enumerate(cards):
            offset = (i - (len(cards) - 1) / 2) * cw * 0.64
            surf.blit(img, img.get_rect(center=(int(w // 2 + offset), int(mid_y + abs(offset) * 0.12))))
        y = h - px(14) - line_h * len(lines)
        for line in lines:
            img = assets.fit_line(line.strip(), body, w - px(30), WHITE if chosen else DIM)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += line_h
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        title_size, box = self.layout(w, h)
        title = assets.title_text("Cabo Desktop", title_size, GOLD)
        surface.blit(title, title.get_rect(midtop=(w // 2, h // 40)))
        # a window's first frame loads only the chosen game's cards; the others follow one a frame
        # (a game's table package takes some 60 ms to import). Headless runs load them all at once.
        if getattr(self.app, "headless", True):
            self._loads_left = len(self.games)
        else:
            self._loads_left = 0 if getattr(self.app, "frame", 1) == 0 else 1
        for i, rect in enumerate(self.tile_rects):
            surface.blit(soft_shadow(rect.size), (rect.x - px(8) + px(2), rect.y - px(8) + px(4)))
            image = self.tile(i, rect.size)
            surface.blit(image if image is not None else plate(rect.size), rect.topleft)
            if i == self.chosen:
                pygame.draw.rect(surface, GOLD, rect.inflate(px(6), px(6)), px(2), border_radius=px(17))
        if len(self._tiles) > 12:  # the window was resized: keep this size's tiles only
            self._tiles = {k: v for k, v in self._tiles.items() if k[1] == self.tile_rects[0].size}
        panel(surface, box)
        self.menu.draw(surface)
        if self.continue_line and self.continue_button.enabled:
            note = assets.fit_text(self.continue_line, px(14), min(w - px(40), px(640)), DIM)
            surface.blit(note, note.get_rect(midbottom=(w // 2, box.y - px(5))))
        draw_messages(surface, self.messages, h - px(6), min(w - px(40), px(900)))
        version = assets.text(f"v{__version__}", px(14), DIM)
        surface.blit(version, version.get_rect(topright=(w - px(10), px(8))))
