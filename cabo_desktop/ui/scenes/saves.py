"""Title → Saved games: the named saves, newest first, and the ones that could not be read."""

from __future__ import annotations

import pygame

from ...games import plays_in_rounds
from ...i18n import _, p_, data_text
from .. import assets
from ..scene import Intent, Scene
from ..theme import px
from ..widgets import (
    Button, draw_list_footer, draw_list_rows, format_when, handle_pick_list, list_page, load_chosen, panel, wrap_text,
)


class SavesScene(Scene):
    """Title → Saved games: the named saves (date, variant, players, round, scores), newest first;
    saves that could not be read are listed with the storage layer's message (moved aside)."""

    fills_screen = True
    ROWS = 9

    def __init__(self, app):
        super().__init__(app)
        from ...storage.saves import list_saves
        listing = list_saves()
        self.saves = listing.saves
        self.bad = listing.messages
        self.focus = 0
        self.messages: list[str] = []
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.back = Button(_("Back"), app.nav.pop, "escape")
        self.load_button = Button(_("Load"), self.load, "enter", enabled=bool(self.saves), primary=True)
        self.delete_button = Button(_("Delete"), self.delete, enabled=bool(self.saves))
        self.armed: str | None = None  # the save a first Delete asked about; a second deletes it

    def load(self, index: int | None = None) -> None:
        from ...storage.saves import load_game
        game = load_chosen(self, self.saves, index, load_game, _("That save could not be read."))
        if game is not None:
            self.app.nav.clear_to("title")
            self.app.nav.push("resume", game=game)

    def delete(self) -> None:
        """Delete the focused save, once asked twice (Delete, then Delete again)."""
        from ...storage.saves import delete_save, list_saves
        if not self.saves:
            return
        sm = self.saves[min(self.focus, len(self.saves) - 1)]
        if self.armed != str(sm.path):
            self.armed = str(sm.path)
            self.messages = [_("Delete the save {name}? Press Delete again (or click Delete).").format(name=sm.name)]
            return
        self.armed = None
        delete_save(sm.path)
        listing = list_saves()
        self.saves, self.bad = listing.saves, listing.messages
        self.focus = min(self.focus, max(0, len(self.saves) - 1))
        self.messages = [_("The save {name} was deleted.").format(name=sm.name)]

    def handle(self, intent: Intent) -> None:
        if intent.kind == "delete" or \
                intent.kind == "click" and self.delete_button.rect.collidepoint(intent.pos):
            self.delete()
            return
        if intent.kind in ("up", "down", "next", "click"):
            self.armed = None  # another row: a Delete asks again
        handle_pick_list(self, intent, len(self.saves), self.load_button, self.load)

    def draw(self, surface: pygame.Surface) -> None:
        area = list_page(surface, _("Saved games"))
        row_h = 46
        # TRANSLATORS: a saved game that could not be read; {message} says why
        bad = [wrap_text(_("Unreadable — {message}").format(message=m), px(15), area.w - px(40))[:3] for m in self.bad[-3:]]
        shown = min(self.ROWS, max(1 if not bad else 0, len(self.saves)))
        area.h = px(40 + shown * row_h + sum(12 + 20 * len(lines) for lines in bad) + 12)
        panel(surface, area)

        def cells(i: int) -> list[str]:
            sm = self.saves[i]
            return [sm.name, format_when(sm), data_text(sm.variant_title).split(" (")[0], ", ".join(sm.players),
                    # TRANSLATORS: in the Round column of a saved game that has ended
                    p_("saved game round", "over") if sm.over else str(sm.round_no) if plays_in_rounds(sm.game) else "–",
                    " · ".join(str(t) for t in sm.totals)]

        self.row_rects, y = draw_list_rows(
            surface, area, self.focus,
            # TRANSLATORS: the column heads of the saved games list: keep them short
            [p_("saves list", "Name"), p_("saves list", "Saved"), p_("saves list", "Variant"),
             p_("saves list", "Players"), p_("saves list", "Round"), p_("saves list", "Scores")],
            [0.02, 0.24, 0.40, 0.53, 0.80, 0.88], len(self.saves), cells,
            None if bad else _("No saved games yet: save one from the pause menu (Esc during a game)."), self.ROWS, row_h)
        for lines in bad:  # saves that could not be read: listed with the storage layer's message
            rect = pygame.Rect(area.x + px(6), y, area.w - px(12), px(8 + 20 * len(lines)))
            pygame.draw.rect(surface, (60, 24, 24), rect, border_radius=px(8))
            for k, line in enumerate(lines):
                surface.blit(assets.text(line, px(15), (255, 190, 170)), (rect.x + px(12), rect.y + px(4 + 20 * k)))
            y += rect.h + px(4)
        draw_list_footer(surface, self.messages, self.load_button, self.back, bool(self.saves), [self.delete_button])
