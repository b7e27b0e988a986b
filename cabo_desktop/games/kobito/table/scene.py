"""Kobito's table scene: one game, people at some seats (or nobody, in the demo), AI at the
others. It wires the shell's table (TableBase) to the picture drawn for the eye at the screen
(fed only with that eye's redacted events, re-synchronised with its observation, `self.view`,
after each action), the director, the controls and the drawing (`hud`), and places every
rainbow's cards on the table (`spot_rect`). It reads nothing of the game but that observation,
the legal actions of the person to act and the events it is given. A turn is several actions of
the same seat; between two people's turns the shell's hand-off screen covers the table."""

from __future__ import annotations

import pygame

from ....i18n import N_, _, current_language, n_
from ....ui.reports import ReportRow, RoundReport
from ....ui.table_base import TableBase
from ....ui.table_kit import GameTable
from ....ui.score_sheet import ScoreSheet, SheetRound
from ....ui.theme import ui_scale
from ...kobito import GAME
from ..rules import events as E
from ..words import Narrator
from .art import card_chip, expect_deck
from .controls import Controls
from .director import Director
from .layout import Layout, compute_layout, lane_slots, row_slots, workshop_rows
from .model import Picture
from .view import TableView

HELP_LINES = [
    (N_("Mouse"), N_("click a card of your hand, then a lit place; click a workshop card, then a pot, to move cards")),
    ("1-9", N_("choose your 1st ... 9th card (two cards: a new workshop rainbow)")),
    (N_("Tab / Enter"), N_("go through the lit places / play the card there")),
    ("S", N_("start a workshop rainbow with the two chosen cards")),
    ("W", N_("choose the next block of your workshop that may slide onto a pot (then Tab and Enter)")),
    ("E", N_("end your turn (when no card can be played: give up the chosen cards)")),
    ("H", N_("hint: what the solid AI would do, from what you know")),
    (N_("Space / click"), N_("skip the running animation")),
    (N_("Esc"), N_("menu: resume, save the game, rules, settings, quit")),
    (N_("Hot-seat"), N_("several people: pass the screen when asked; each sees only their own hand")),
    ("J / F1 / F11 / F12", N_("the history of the moves / this help / fullscreen / screenshot")),
]
UNTRANSLATED_KEYS = frozenset({"1-9", "S", "W", "E", "H", "J / F1 / F11 / F12"})


class TableScene(GameTable, TableBase):
    THINK_TIME = 0.5

    GAME = GAME
    HELP_LINES = HELP_LINES
    UNTRANSLATED_KEYS = UNTRANSLATED_KEYS

    def setup(self, variant, resume) -> None:
        """The narrator, the table's parts, and the opening deal or the resumed game."""
        self.narrator = Narrator(self.names, variant)
        self.scores: list = []  # the game's one result, at its end
        self.build_parts(Picture, Director, Controls, TableView)
        expect_deck(variant.cards)  # every face built ahead of its first showing, in spare time
        if resume is not None:
            self.write_logs(self.resume_events(resume), _("Game resumed."))
            self.model.sync(self.view)
            self.steps_played += 1
        else:
            view = self.view
            self.model.sync(view)
            self.model.hands = [[] for _ in range(self.n)]
            self.enqueue(self.opening_events(), view)

    # ------------------------------------------------------------ places on the table

    def place_rainbow(self, place) -> list:
        m = self.model
        if place[0] == "pot":
            return m.pots[place[1]][1] if place[1] < len(m.pots) else []
        seat, index = place[1], place[2]
        ws = m.workshops[seat] if seat < len(m.workshops) else []
        return ws[index] if index < len(ws) else []

    def place_length(self, place) -> int:
        """How many places a rainbow is laid out for: a pot's gold length, a workshop's cards plus one."""
        if place[0] == "pot":
            m = self.model
            return self.variant.gold[m.pots[place[1]][0]].length if place[1] < len(m.pots) else 3
        return max(3, len(self.place_rainbow(place)) + 1)

    def workshop_places(self, seat: int) -> list[int]:
        """How many card places each of a seat's workshop rainbows is laid out with: yours with
        room for a card at either end (its cards plus two), another's only its cards (a new one: two; an empty one none)."""
        rainbows = self.model.workshops[seat] if seat < len(self.model.workshops) else []
        if seat == self.viewer:
            return [self.place_length(("ws", seat, w)) + 1 for w in range(len(rainbows))] or [1]
        # (a new rainbow takes its room only once it holds a card: the chips keep their size while its
        # first card flies; a review, s51: "the Fox's workshop cards shrunk and stuck to the top of their box")
        return [max(2, len(rainbow)) for rainbow in rainbows if rainbow] or [1]

    def spot_rect(self, place, index: int, capacity: int, laid: int | None = None) -> pygame.Rect:
        """Where card `index` of the rainbow at `place` lies (-1: just before its low end); a pot's
        run as it lies holding `laid` cards (None: the cards it holds now; lane_slots)."""
        lay = self.layout()
        if place[0] == "pot":
            row, card = lay.pots[place[1]].row, lay.pot_card
        else:
            seat = place[1]
            area = lay.workshop if seat == self.viewer else lay.seats[seat].workshop
            card = lay.workshop_card if seat == self.viewer else lay.tiny_card
            rows = workshop_rows(area, self.workshop_places(seat), card[0], seat == self.viewer)
            row = rows[min(place[2], len(rows) - 1)]
        if place[0] == "ws" and place[1] != self.viewer:  # another's workshop: its cards only, side by side
            slots = row_slots(row, max(1, len(self.place_rainbow(place))), card, tiles=True)
            return slots[max(0, min(index, len(slots) - 1))].copy()
        if place[0] == "ws":  # yours: a run from the place before its low end to the one after its high end
            slots = row_slots(row, capacity + 1, card)
        else:
            slots = lane_slots(row, capacity + 2, card, len(self.place_rainbow(place)) if laid is None else laid)
        return slots[max(0, min(index + 1, len(slots) - 1))].copy()

    # ------------------------------------------------------------ what the shell asks of a table

    def cancel_input(self) -> bool:
        return self.controls.cancel()

    def after_play(self) -> None:
        super().after_play()
        view = self.view
        if view.over and not self.scores:
            self.scores = [view.totals]  # the game's one result (the game-over screen counts them)

    def handoff_reason(self, seat: int) -> str:
        return n_("Your turn: play at least {n} card.", "Your turn: play at least {n} cards.",
                  self.view.required).format(n=self.view.required)

    def panel_goal(self) -> str:
        return n_("{n} gold card left in the deck", "{n} gold cards left in the deck",
                  self.model.gold_left).format(n=self.model.gold_left)

    # ------------------------------------------------------------ the score

    def score_sheet(self, upto: int | None = None) -> ScoreSheet:
        # one game, no rounds: the sheet is the players and their points, the gold won and what
        # the score pile cost (a round column would repeat the total)
        view = self.view
        parts = view.score_parts
        columns = (SheetRound(1, tuple(g for g, _pile in parts), label=_("Gold")),
                   # TRANSLATORS: a score sheet column: the points the cards in a player's score pile cost
                   SheetRound(2, tuple(pile for _g, pile in parts), label=_("Score pile")))
        return ScoreSheet(tuple(self.names), columns, view.totals, lower_wins=False)

    def round_report(self, event) -> RoundReport:  # Kobito has no rounds: the game-over screen shows the score
        view = self.view
        rows = tuple(ReportRow(self.name(s), view.totals[s], (), s in view.winners) for s in range(self.n))
        return RoundReport(_("The game is over"), (_("Player"), _("Points")), rows, (), self.score_sheet(),
                           card_image=card_chip)

    # ------------------------------------------------------------ geometry and drawing

    def layout(self) -> Layout:
        """The table's layout, kept while the window's size, the UI scale, the seat seen from, the
        language, whether your workshop is in use and the cards your hand holds stay the same (a frame asks for it a dozen
        times and more: the key is checked against the last one's parts, no layout worked out).
        The lanes are the window's, whatever the pots' gold cards ask: a new gold card lays nothing
        again (nor do the shout and bubbles have to find their places again)."""
        shops = getattr(getattr(self, "model", None), "workshops", [])  # yours empty: a slim tray, the lanes taller
        shop = bool(shops[self.viewer]) if self.viewer < len(shops) else True
        hands = getattr(getattr(self, "model", None), "hands", [])  # your hand's part as wide as it holds
        holding = max(2, len(hands[self.viewer])) if self.viewer < len(hands) else 0
        key = (self.layout_size(), self.viewer, shop, ui_scale(), current_language(), holding)  # (plaques fit the names)
        kept = self.__dict__.get("_kept_layout")
        if kept is None or kept[0] != key:
            kept = self._kept_layout = (key, compute_layout(key[0], self.n, self.viewer, self.variant.table.pots, shop,
                                                                 self.variant.table.hand_size, holding=holding))
        return kept[1]

    def table_prompt(self) -> str:
        view = self.view
        seat = self.model.current
        if self.animating:
            return self.animating_words(seat)
        return _("{name} is thinking…").format(name=self.name(view.current))

    def draw(self, surface: pygame.Surface) -> None:
        self.hud.draw(surface, self.director.effects)  # the impact moments under the bubbles (ui/effects.py)


__all__ = ["HELP_LINES", "TableScene", "E"]
