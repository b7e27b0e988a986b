"""Title → Replays: finished games of every game, newest first; the chosen one opens in its
game's replay viewer."""

from __future__ import annotations

import pygame

from ...i18n import _, and_list, p_, data_text
from ..scene import Intent, Scene
from ..theme import px
from ..widgets import (
    Button, draw_list_footer, draw_list_rows, format_when, handle_pick_list, list_page, load_chosen, panel,
)



def _winner_names(sm) -> str:
    names = [sm.players[w] for w in sm.winners if 0 <= w < len(sm.players)]
    if not names:
        return "—"
    return and_list(names)


class ReplaysScene(Scene):
    """Title → Replays: finished games (date, variant, players, winner, scores), newest first.
    Enter or a click on the chosen row opens the replay viewer."""

    fills_screen = True
    ROWS = 9

    def __init__(self, app):
        super().__init__(app)
        from ...storage.saves import list_finished
        listing = list_finished()
        self.games = listing.saves
        self.messages: list[str] = list(listing.messages)
        self.focus = 0
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.back = Button(_("Back"), app.nav.pop, "escape")
        self.open_button = Button(_("Watch"), self.open, "enter", enabled=bool(self.games), primary=True)

    def open(self, index: int | None = None) -> Scene | None:
        from ...storage.saves import load_finished

        game = load_chosen(self, self.games, index, load_finished, _("That finished game could not be read."))
        if game is None:
            return None
        return self.app.nav.push("replay", game=game)

    def handle(self, intent: Intent) -> None:
        handle_pick_list(self, intent, len(self.games), self.open_button, self.open)

    def draw(self, surface: pygame.Surface) -> None:
        area = list_page(surface, _("Replays"))
        row_h = 46
        shown = min(self.ROWS, max(1, len(self.games)))
        area.h = px(40 + shown * row_h + 12)
        panel(surface, area)

        def cells(i: int) -> list[str]:
            sm = self.games[i]
            return [format_when(sm), data_text(sm.variant_title).split(" (")[0], ", ".join(sm.players), _winner_names(sm),
                    " · ".join(str(t) for t in sm.totals)]

        self.row_rects, _bottom = draw_list_rows(
            surface, area, self.focus,
            # TRANSLATORS: the column heads of the replays list: keep them short
            [p_("replays list", "Finished"), p_("replays list", "Variant"), p_("replays list", "Players"),
             p_("replays list", "Winner"), p_("replays list", "Scores")],
            [0.02, 0.20, 0.36, 0.64, 0.80], len(self.games), cells,
            _("No finished games yet: play a game to its end to watch it here."), self.ROWS, row_h)
        draw_list_footer(surface, self.messages, self.open_button, self.back, bool(self.games))
