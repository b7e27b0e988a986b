"""Cabanga!'s table scene: one game, people at some seats (or nobody, in the demo), AI at the
others. It wires the shell's table (TableBase) to the picture drawn for the eye at the screen
(fed only with that eye's redacted events, re-synchronised with its observation, `self.view`,
after each action), the director (events -> animations), the controls and the drawing (`hud`).
It reads nothing of the game but that observation, the legal actions of the person to act, the
rules' refusals and the events it is given. A person's throw window
with nothing to throw is passed at once: there is nothing to decide, so a hot-seat player is
handed the screen only when a card of theirs fits the gap (the others may read that from it;
handing everyone the screen at every gap was the heavier price). An AI seat thinks its usual
moment either way, so its hand shows in no pause."""

from __future__ import annotations

import pygame

from ....i18n import N_, _, and_list, n_
from ....ui.reports import ReportRow, RoundReport
from ....ui.table_base import TableBase
from ....ui.table_kit import GameTable
from ....ui.score_sheet import ScoreSheet, SheetRound
from ...cabanga import GAME
from ..rules import events as E
from ..words import Narrator
from .art import card_back, card_face, penalty_symbol
from .controls import Controls
from .director import Director
from .layout import Layout, compute_layout
from .model import Picture, hand_order
from .view import TableView

HELP_LINES = [
    (N_("Mouse"), N_("click a card of your hand, then a pile of its row; in a throw window click the cards to throw")),
    ("1-9", N_("choose your 1st ... 9th card (in a throw window: add or remove it)")),
    (N_("Arrows"), N_("choose the card before or after")),
    ("L / R", N_("play the chosen card on the left / right pile of its row")),
    ("T / P / A", N_("throw the chosen cards / pass / choose every card that fits")),
    ("H", N_("hint: what the solid AI would do, from what you know")),
    (N_("Space / click"), N_("skip the running animation")),
    (N_("Esc"), N_("menu: resume, save the game, rules, settings, quit")),
    (N_("Hot-seat"), N_("several people: pass the screen when asked; a throw window is offered only to those with a card that fits")),
    ("J / F1 / F11 / F12", N_("the history of the moves / this help / fullscreen / screenshot")),
]
UNTRANSLATED_KEYS = frozenset({"1-9", "L / R", "T / P / A", "H", "J / F1 / F11 / F12"})


class TableScene(GameTable, TableBase):
    """A game of Cabanga! at the table (see the module's docstring)."""

    GAME = GAME
    HELP_LINES = HELP_LINES
    UNTRANSLATED_KEYS = UNTRANSLATED_KEYS

    def setup(self, variant, resume) -> None:
        """The narrator, the table's parts, and the opening deal or the resumed game."""
        self.narrator = Narrator(self.names)
        self.scores: list[E.RoundEnded] = []
        self.build_parts(Picture, Director, Controls, TableView)  # the hud draws the speech bubbles and shouts too
        if resume is not None:
            self._resume(resume)
        else:
            view = self.view
            self.model.sync(view)
            self.model.hands = [[] for _ in range(self.n)]
            self.model.penalty = len(variant.deck)
            self.enqueue(self.opening_events(), view)

    def _resume(self, game) -> None:
        """Continue a saved game exactly where it stopped (no animation of the past)."""
        everything = self.resume_events(game)
        self.scores = [ev for ev in everything if isinstance(ev, E.RoundEnded)]
        view = self.view
        self.write_logs(everything, _("Game resumed: round {n}.").format(n=view.round_no))
        self.model.sync(view)
        self.steps_played += 1

    # ------------------------------------------------------------ what the shell asks of a table

    def cancel_input(self) -> bool:
        if self.controls.selected is not None:
            self.controls.selected = None
            return True
        return False

    def handoff_reason(self, seat: int) -> str:
        view = self.view  # the public view: the hand-off screen covers the table
        if view.thrower == seat and view.gap is not None:
            # the same words whether or not a card of theirs fits: the last player is still watching
            return _("Cabanga? {name} opened a gap: see whether a card of yours fits it.").format(
                name=self.name(view.current))
        return _("Round {n}: your turn.").format(n=view.round_no)

    # ------------------------------------------------------------ the score

    def before_round_end(self, event: E.RoundEnded) -> None:
        self.scores.append(event)
        self.model.totals = event.totals
        self.hud.clear_speech()

    def score_sheet(self, upto: int | None = None) -> ScoreSheet:
        rounds = [ev for ev in self.scores if upto is None or ev.round_no <= upto]
        columns = tuple(SheetRound(ev.round_no, ev.scores, frozenset()) for ev in rounds)
        totals = rounds[-1].totals if rounds else (0,) * self.n
        return ScoreSheet(tuple(self.names), columns, totals)

    def round_report(self, ev: E.RoundEnded) -> RoundReport:
        best = min(ev.scores)
        rows = []
        for seat in range(self.n):
            remarks = []
            if not ev.hands[seat]:
                remarks.append(_("no cards left"))
            if ev.scores[seat] == best:
                remarks.append(_("round winner"))
            marks = ((("out", _("no cards left")),) if not ev.hands[seat] else ()) + \
                ((("winner", _("round winner")),) if ev.scores[seat] == best else ())  # the row's stamps
            rows.append(ReportRow(self.name(seat), ev.scores[seat], (str(ev.totals[seat]), ", ".join(remarks)),
                                  ev.scores[seat] == best, cards=tuple(sorted(ev.hands[seat], key=hand_order)),
                                  marks=marks))
        out = [self.name(s) for s, hand in enumerate(ev.hands) if not hand]
        if out:
            heading = n_("Round {n} — {names} has no cards left", "Round {n} — {names} have no cards left",
                         len(out)).format(n=ev.round_no, names=and_list(out))
        else:
            heading = _("Round {n} is over").format(n=ev.round_no)
        notes = self.narrator.round_notes(ev, self.variant)
        columns = (_("Player"), _("Points"), _("Total"), "")
        # TRANSLATORS: the round end's key, after a picture of the cards' grumpy penalty symbol
        legend = (penalty_symbol, _("= 1 penalty point: every card left in hand costs its symbols"))
        return RoundReport(heading, columns, tuple(rows), tuple(notes), self.score_sheet(ev.round_no),
                           card_image=self.penalty_face, card_back=card_back, legend=legend)

    def penalty_face(self, card, size: tuple[int, int]) -> pygame.Surface:
        """A card's face for the round's end: with the penalty symbols it costs in this variant."""
        return card_face(card, size, self.variant.symbols_of(card))

    # ------------------------------------------------------------ geometry and drawing

    def layout(self) -> Layout:
        return compute_layout(self.layout_size(), self.n, self.viewer, self.variant.deal.top_value)

    def table_prompt(self) -> str:
        m = self.model
        view = self.view
        if self.overlay_open:  # the round's score sheet is up: the banner says what it waits for
            return _("Round {n} is over: click or press Space for the next round.").format(n=m.round_no)
        if self.animating:
            return self.animating_words(m.current)
        if view.thrower >= 0:  # whose gap it is (their plate lit) and who may throw now (theirs in blue: a
            # review s51 saw Lulu lit while the ribbon spoke of The Owl alone)
            if view.current == self.viewer:
                return _("You opened a gap: {name} may throw cards into it…").format(name=self.name(view.thrower))
            return _("{player} opened a gap: {name} may throw cards into it…").format(
                player=self.name(view.current), name=self.name(view.thrower))
        return _("{name} is thinking…").format(name=self.name(view.current))

    def panel_goal(self) -> str:
        """The side panel's line under the variant's title: the round and the game's end."""
        end = self.variant.game_end
        if end.points is not None:
            return n_("Round {n} · the game ends at {points} point", "Round {n} · the game ends at {points} points",
                      end.points).format(n=self.model.round_no, points=end.points)
        return _("Round {n} of {rounds}").format(n=self.model.round_no, rounds=end.rounds)

    def draw(self, surface: pygame.Surface) -> None:
        self.hud.draw(surface, self.director.effects)  # the impact moments under the bubbles (ui/effects.py)


__all__ = ["HELP_LINES", "TableScene"]
