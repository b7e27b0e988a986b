"""The rules of every variant of every game, generated from the variant's settings, scrollable,
with pictures of the cards a rule is about."""

from __future__ import annotations

import pygame

from ...i18n import _, current_language, data_text
from .. import assets
from ..scene import Intent, Scene
from ..shell_art import poster_look, ribbon
from ..theme import DIM, GOLD, RULE, WHITE, px
from ..hints import hint_room
from ..widgets import Button, draw_hint, lay_out_row, panel, wrap_text


class RulesScene(Scene):
    """The rules of a variant, generated from its settings (the game's rules_sections), scrollable,
    with the cards a rule is about drawn next to it (CABO: the ability cards). ←/→ switch variant
    (every game's built-ins and the player's own good files), ↑/↓ or the mouse wheel scroll, Esc or
    Back returns."""

    fills_screen = True
    MARGIN = 40
    SIZE = 17
    HEAD = 21

    def __init__(self, app, variant=None, game: str | None = None):
        super().__init__(app)
        from ...core.variant_files import variant_entries
        from ...games import table_game_names, get_game
        from ...storage.paths import user_variants_dir
        shown = get_game(game)
        # (game, variant) pairs: the shown game's variants first, then every other game's
        self.variants: list[tuple] = []
        for name in [shown.name] + [n for n in table_game_names() if n != shown.name]:
            g = get_game(name)
            try:
                entries = [e for e in variant_entries(g, user_variants_dir()) if e.ok]
            except Exception:  # the list is a convenience: the built-ins are always there
                entries = []
            self.variants += [(g, e.variant) for e in entries] or [(g, g.load_builtin(n)) for n in g.builtin_variants]
        if variant is not None and not isinstance(variant, str):  # a table's own variant, options applied
            self.variants = [(g, v) for g, v in self.variants if (g.name, v.name) != (shown.name, variant.name)]
            self.variants.insert(0, (shown, variant))
            self.index = 0
        else:
            names = [(g.name, v.name) for g, v in self.variants]
            wanted = (shown.name, variant or shown.default_variant)
            self.index = names.index(wanted) if wanted in names else 0
        self.game, self.variant = self.variants[self.index]
        self.scroll = 0
        self.max_scroll = 0
        self._layout_key = None
        self._items: list = []
        self._height = 0
        self.prev = Button(_("\u25c0 Previous variant"), lambda: self.switch(-1))
        self.next = Button(_("Next variant \u25b6"), lambda: self.switch(1))
        self.back = Button(_("Back"), app.nav.pop, "escape")

    @property
    def names(self) -> list[str]:
        return [v.name for _game, v in self.variants]

    def switch(self, step: int) -> None:
        self.index = (self.index + step) % len(self.variants)
        self.game, self.variant = self.variants[self.index]
        self.scroll = 0

    def scroll_by(self, dy: int) -> None:
        """Scroll by `dy` logical pixels (times the UI scale)."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + px(dy)))

    def handle(self, intent: Intent) -> None:
        k = intent.kind
        if k in ("back", "confirm"):
            self.app.nav.pop()
        elif k in ("right", "left", "next"):
            self.switch(-1 if k == "left" else 1)
        elif k in ("up", "down"):
            self.scroll_by(-60 if k == "up" else 60)
        elif k == "space":
            self.scroll_by(300)
        elif k == "wheel":
            self.scroll_by(-60 if intent.key == "up" else 60)
        elif k == "click":
            for b in (self.prev, self.next, self.back):
                if b.rect.collidepoint(intent.pos):
                    b.action()
                    return

    # ------------------------------------------------------------ layout (cached per variant and width)

    def _lay_out(self, width: int) -> None:
        """Items (kind, x, y, payload) in content coordinates; heights from the fonts."""
        key = (id(self.variant), width, current_language(), px(100))  # the text is in the player's language
        if self._layout_key == key:
            return
        v = self.variant
        items: list = []
        size, head_size = px(self.SIZE), px(self.HEAD)
        line_h = assets.font(size).get_linesize()
        y = 0
        for line in wrap_text(data_text(v.description), size, width):
            items.append(("text", 0, y, line.strip(), DIM))
            y += line_h
        y += px(10)
        ui = self.game.ui()
        pictures = ui.rules_pictures(v)  # rule line -> the cards drawn next to it
        card_w = px(40)
        card_size = (card_w, int(card_w * 1.4))
        for heading, lines in self.game.rules_sections(v):
            y += px(8)
            items.append(("head", 0, y, heading, GOLD))
            y += assets.font(head_size, True).get_linesize() + px(4)
            for line in lines:
                cards = pictures.get(line)
                if cards:  # pictures of the cards, then the sentence
                    x = px(16)
                    for card in cards:
                        items.append(("card", x, y + px(2), card, card_size))
                        x += card_w + px(6)
                    text_x = max(px(16) + 2 * (card_w + px(6)), x) + px(10)
                    wrapped = wrap_text(line, size, width - text_x)
                    ty = y + max(0, (card_size[1] + px(4) - line_h * len(wrapped)) // 2)
                    for part in wrapped:
                        items.append(("text", text_x, ty, part.strip(), WHITE))
                        ty += line_h
                    y = max(ty, y + card_size[1] + px(4)) + px(6)
                    continue
                bullet = "" if line.endswith(":") else "\u2022 "
                wrapped = wrap_text(bullet + line, size, width - px(16))
                for k, part in enumerate(wrapped):
                    items.append(("text", px(16 + (14 if k else 0)), y, part.strip(), WHITE))
                    y += line_h
                y += px(3)
        self._items = items
        self._height = y + px(10)
        self._layout_key = key

    def draw(self, surface: pygame.Surface) -> None:
        """The rule book: the variant's title on its game's ribbon across the top of the felt, the
        rules on a leather page under it (scrolled), the buttons and the keys line below."""
        w, h = surface.get_size()
        surface.blit(assets.felt((w, h)), (0, 0))
        rail = assets.rail_width((w, h))
        band = pygame.Rect(rail + px(6), rail + px(8), w - 2 * (rail + px(6)), max(px(44), min(px(64), h // 14)))
        surface.blit(ribbon(band.size, self.game.name), band.topleft)
        ink = poster_look(self.game.name).ribbon[2]
        count = assets.text(_("Rules · {n} of {total}").format(n=self.index + 1, total=len(self.variants)), px(15), ink)
        surface.blit(count, count.get_rect(midright=(band.right - band.h // 2 - px(12), band.centery)))
        title = assets.fit_text(data_text(self.variant.title), int(band.h * 0.5), band.w - band.h - count.get_width()
                                - px(48), ink, True, True)
        surface.blit(title, title.get_rect(midleft=(band.x + band.h // 2 + px(14), band.centery)))
        page = pygame.Rect(band.x + px(4), band.bottom + px(10), band.w - px(8), 0)
        hint_text = _("←/→ other variants · ↑/↓ or the wheel scroll · Esc back")  # (its longer form: the room)
        page.h = h - rail - px(52) - hint_room((w, h), hint_text) - page.y  # the buttons and the keys line's strip
        panel(surface, page)
        m = px(self.MARGIN) // 2
        area = page.inflate(-2 * m, -px(28))
        width = area.w - px(24)  # room for the scroll bar
        self._lay_out(width)
        self.max_scroll = max(0, self._height - area.h)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        clip = surface.get_clip()
        surface.set_clip(area)
        for kind, x, y, payload, extra in self._items:
            sy = area.y + y - self.scroll
            if sy > area.bottom or sy < area.y - px(80):
                continue
            if kind == "card":
                surface.blit(self.game.ui().card_face(payload, extra), (area.x + x, sy))
            elif kind == "head":
                img = assets.text(payload, px(self.HEAD), extra, True)
                surface.blit(img, (area.x + x, sy))
                pygame.draw.line(surface, RULE, (area.x + x + img.get_width() + px(12), sy + img.get_height() // 2),
                                 (area.x + width, sy + img.get_height() // 2), px(1))
            else:
                surface.blit(assets.text(payload, px(self.SIZE), extra), (area.x + x, sy))
        surface.set_clip(clip)
        if self.max_scroll:
            track = pygame.Rect(area.right - px(8), area.y, px(6), area.h)
            pygame.draw.rect(surface, (72, 58, 44), track, border_radius=px(3))  # a groove in the walnut
            knob_h = max(px(30), int(area.h * area.h / self._height))
            knob_y = area.y + int((area.h - knob_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, GOLD, pygame.Rect(track.x, knob_y, px(6), knob_h), border_radius=px(3))
        row = pygame.Rect(0, page.bottom + px(8), min(w - px(80), px(760)), px(38))
        row.centerx = w // 2
        lay_out_row([self.prev, self.next, self.back], row, 240)
        for b in (self.prev, self.next, self.back):
            b.draw(surface)
        if self.max_scroll:
            hint_text = _("←/→ other variants · ↑/↓ or the wheel scroll · Esc back")
        else:
            hint_text = _("←/→ other variants · Esc back")
        draw_hint(surface, hint_text, 8, felt=True)
