"""CABO's table scene: one game, people at some seats (or nobody, in the demo) and AI at the others.

The scene wires the parts onto the shell's TableBase, which runs the game: the model that is
drawn (fed only with events redacted for the viewer and re-synchronised with the viewer's
observation, `self.view`, after each action), the director (events -> animations), the controls
(clicks and keys -> the legal actions `legal_now()` offers), the painter and the HUD. Nothing here
reads the game's state: only the eye's view, the legal actions and the events it is given.
Input is never blocked: a click or Space skips the running animation, and the human may act only
once the animations of earlier actions have played.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

import pygame

from ....i18n import N_, _, n_, p_
from ....ui import assets
from ....ui.reports import ReportRow, RoundReport
from ....ui.table_base import PUBLIC_EYE, TableBase
from ....ui.table_kit import TableParts
from ....ui.score_sheet import ScoreSheet, SheetRound
from ...cabo import GAME
from ..rules import actions as A
from ..rules import events as E
from ..rules.state import Phase
from ..words import Narrator, reaction
from ..windows import known_snap
from .art import card_back, card_face, expect_deck
from .director import Director
from .hud import Hud
from .input import Controls
from .layout import TableLayout, compute_layout
from .model import TableModel
from .view import TableView

QUOTE = (255, 236, 190)  # the colour of a persona's reaction

# F1's lines: (keys, what they do). Key letters and F-keys are the same in every language; the
# words are marked here and translated where the help is shown (help_lines).
HELP_LINES = [
    (N_("Mouse"), N_("click the deck, the discard pile, your cards, an opponent's card, the buttons")),
    ("D", N_("draw from the deck / discard the drawn card")),
    ("T", N_("take the top discard")),
    ("X", N_("exchange the chosen card(s) for the drawn card")),
    ("A", N_("use the drawn card's ability (then click the target)")),
    ("C", N_("call CABO")),
    ("K / P", N_("keep both cards after a look / pass a snap")),
    ("S", N_("snap a card you know matches the top discard (kaboo)")),
    ("L / R", N_("put a card at the left / right end")),
    ("1-9", N_("choose your 1st ... 9th card")),
    (N_("Arrows + Enter"), N_("move the cursor over any card and pick it")),
    (N_("Enter"), N_("pick the card under the cursor, or the main button (Start, Look, Exchange...)")),
    (N_("Space / click"), N_("skip the running animation; after your first look: done remembering")),
    (N_("Tab / Backspace"), N_("next row of a menu / delete a letter of your name")),
    ("H", N_("hint: what the Expert AI would do, from what you know")),
    (N_("Esc"), N_("menu: resume, save the game, rules, settings, quit")),
    (N_("Hot-seat"), N_("several people: pass the screen when asked; each sees only their own cards")),
    (N_("Snaps (hot-seat)"), N_("offered in turn, in seat order: each person gets the screen, then snaps or passes (P)")),
    ("J / F1 / F11 / F12", N_("the history of the moves / this help / fullscreen / screenshot")),
]
UNTRANSLATED_KEYS = frozenset({"D", "T", "X", "A", "C", "K / P", "S", "L / R", "1-9", "H", "J / F1 / F11 / F12"})


def memory_aid_for(app_or_settings, variant) -> bool:
    """The memory aid: on/off when the settings dict says so (tests), else the player's saved
    choice for this variant, else its default: off in the official variant, where remembering
    your cards is part of the game; on elsewhere."""
    settings = getattr(app_or_settings, "settings", app_or_settings)
    value = settings.get("memory_aid")
    if value is not None:
        return bool(value)
    prefs = getattr(app_or_settings, "prefs", None)
    name = getattr(variant, "name", "")
    default = name != "official"
    return default if prefs is None else prefs.memory_aid_for(name, default)


class TableScene(TableParts, TableBase):
    """A game of CABO at the table (see the module's docstring)."""

    docked = True  # the action buttons docked in the corner beside your hand (a replay's lie as a row)

    def __init__(self, app, variant, agents: Sequence, names: Sequence[str], seed: int = 0,
                 humans: Sequence[int] = (), speed: str = "normal", auto_continue: float | None = None,
                 decks: Sequence[Sequence[str]] = (), start_seat: int | None = None, resume=None,
                 memory_aid: bool | None = None, agent_seed: int | None = None):
        super().__init__(app, GAME, variant, agents, names, seed=seed, humans=humans, speed=speed,
                         auto_continue=auto_continue, decks=decks, start_seat=start_seat, resume=resume,
                         agent_seed=agent_seed)
        self.memory_aid = memory_aid_for(app, variant) if memory_aid is None else memory_aid
        self.square = variant.deal.layout == "square"
        expect_deck(variant.faces)  # every face built ahead of its first showing, in spare time
        self.narrator = Narrator(self.names)
        self.scores: list[E.RoundScored] = []
        self.resets: dict[int, list[E.ScoreReset]] = {}  # round number -> totals reset that round
        self.flyers: list = []
        self.model = TableModel(self.eye, self.n)
        self.director = Director(self)
        self.controls = Controls(self)
        self.painter = TableView(self)  # the drawing (`view` is the eye's observation)
        self.hud = Hud(self)
        self.model.sync(self.view)
        # the felt is built now, with the table, not in its first frame
        assets.felt(compute_layout(app.size, (4,) * self.n, self.viewer, self.square).play.size)
        self.model.hands = [[] for _ in range(self.n)]
        self.model.discard = []
        if resume is not None:
            self._resume(resume)
        else:
            self.enqueue(self.opening_events(), self.view)

    def _resume(self, game) -> None:
        """Continue a saved game exactly: replay its actions into the agents' memories, the score
        sheet and the logs, and draw the table as it stands (no animation of the past)."""
        everything = self.resume_events(game)
        for i, ev in enumerate(everything):
            if isinstance(ev, E.RoundScored):
                self.scores.append(ev)
                resets = []
                for later in everything[i + 1:]:
                    if not isinstance(later, E.ScoreReset):
                        break
                    resets.append(later)
                self.resets[ev.round_no] = resets
        view = self.view
        self.write_logs(everything, _("Game resumed: round {n}.").format(n=view.round_no))
        self.model.sync(view)
        if self.scores and view.over:
            self.model.totals = self.round_totals(self.scores[-1])
        self.steps_played += 1

    # ------------------------------------------------------------ what the shell asks of a table

    def describe(self, event) -> str | None:
        """The log line of an event for the human at the screen."""
        return self.narrator.describe(self.for_the_log(event, self.human), self.human)

    def for_the_log(self, event, me: int | None):
        """Without the memory aid a person's log holds no card only their memory should: their own
        looks (first look, peek, spy) and the card they drew from the deck are told without their
        value, since the rule sheet makes remembering them part of the game."""
        if self.memory_aid or me is None or getattr(event, "seat", None) != me:
            return event
        if isinstance(event, (E.CardPeeked, E.CardSpied)) or isinstance(event, E.CardDrawn) and event.source == "deck":
            return replace(event, card=None)
        return event

    def describe_into(self, lines: list, event, me: int | None) -> None:
        super().describe_into(lines, self.for_the_log(event, me), me)

    def log_event(self, event) -> None:
        super().log_event(self.for_the_log(event, self.human))

    def reset_view(self) -> None:
        view = self.view
        self.model = TableModel(self.eye, self.n)
        self.model.sync(view)
        if view.over and self.scores:
            self.model.totals = self.round_totals(self.scores[-1])
        self.flyers.clear()
        self.director.peek_holding = None
        self.controls.reset()
        self.hud.panel_key = None
        self.hud.clear_speech()  # what was said to the last person ("YOU CALLED CABO!") is not for this one

    def take_over(self, seat: int) -> None:
        super().take_over(seat)
        self.director.show_pending_look(seat)

    def cancel_input(self) -> bool:
        if self.controls.mode == "ability":
            self.controls.cancel_ability()
            return True
        return False

    SNAP_WAIT = 5.0  # seconds a snap window waits for the person at the screen (the settings' default)

    @property
    def snap_wait(self) -> float:
        """How long a snap window waits for the person at the screen before passing (a setting)."""
        return self.window_seconds()

    def snap_offered(self) -> bool:
        return self.view.phase == Phase.SNAP and self.human_to_act() and not self.overlay_open

    def known_snap(self) -> A.Snap | None:
        """A snap of a card the person at the screen knows to match the top discard (their own
        first), from their own observation; None when they know none."""
        return known_snap(self.view, self.legal_now()) if self.human_to_act() else None

    def snap_seconds_left(self) -> float | None:
        """How long the snap window offered to the person at the screen stays open (None: none
        is offered; its whole time until the animations end and the clock starts). A real
        table's snapping is quick: a window nobody answers is passed by the session (the game's
        window_timeout hook; alone, a window you know no card for is passed at once)."""
        if not self.snap_offered():
            return None
        return self.window_left()

    def settings_changed(self) -> None:
        super().settings_changed()
        self.memory_aid = memory_aid_for(self.app, self.variant)

    def help_lines(self) -> list[tuple[str, str]]:
        """F1's lines in the player's language (key letters stay as they are)."""
        return [(key if key in UNTRANSLATED_KEYS else _(key), _(what)) for key, what in HELP_LINES]

    def handoff_reason(self, seat: int) -> str:
        view = self.view  # the public view: the hand-off screen is up
        phase, round_no = view.phase, view.round_no
        if phase == Phase.INITIAL_PEEK:
            k = self.variant.deal.peek_count
            return n_("Round {n}: your first look at {k} of your cards.",
                      "Round {n}: your first look at {k} of your cards.", k).format(n=round_no, k=k)
        if phase == Phase.SNAP:
            return _("A snap window is open: snap a matching card or pass (snaps are offered in turn).")
        if phase == Phase.SNAP_GIVE:
            return _("You snapped another player's card: give them one of yours.")
        caller = view.caller
        if caller is not None and caller != seat:
            return _("Round {n}: your last turn ({name} called CABO).").format(n=round_no, name=self.name(caller))
        return _("Round {n}: your turn.").format(n=round_no)

    # ------------------------------------------------------------ the score

    def round_totals(self, ev: E.RoundScored) -> tuple[int, ...]:
        """The totals after a round, resets included."""
        totals = list(ev.totals)
        for r in self.resets.get(ev.round_no, []):
            totals[r.seat] = r.new_total
        return tuple(totals)

    def before_round_end(self, event: E.RoundScored) -> None:
        self.scores.append(event)
        self.model.totals = self.round_totals(event)
        self.hud.callouts.clear()  # the round's speech bubbles end with it

    def score_sheet(self, upto: int | None = None) -> ScoreSheet:
        rounds = [ev for ev in self.scores if upto is None or ev.round_no <= upto]
        columns = tuple(SheetRound(ev.round_no, ev.scores, frozenset(r.seat for r in self.resets.get(ev.round_no, [])))
                        for ev in rounds)
        totals = self.round_totals(rounds[-1]) if rounds else (0,) * self.n
        return ScoreSheet(tuple(self.names), columns, totals)

    def round_report(self, ev: E.RoundScored) -> RoundReport:
        totals = self.round_totals(ev)
        rows = []
        for seat in range(self.n):
            remarks = []
            if seat == ev.caller:
                remarks.append(_("called CABO"))
            if seat == ev.kamikaze:
                remarks.append(_("Kamikaze!"))
            if seat in ev.winners:
                remarks.append(_("round winner"))
            marks = []  # the stamps on the row of the round's end (ui/showdown.py)
            if seat == ev.caller:
                marks.append(("caller", _("called CABO")))
                if seat not in ev.winners and ev.scores[seat] > ev.sums[seat]:
                    marks.append(("penalty", f"+{ev.scores[seat] - ev.sums[seat]}"))
            if seat == ev.kamikaze:
                marks.append(("kamikaze", _("Kamikaze!")))
            if seat in ev.winners:
                marks.append(("winner", _("round winner")))
            rows.append(ReportRow(self.name(seat), ev.sums[seat],
                                  (f"{ev.scores[seat]:+d}", str(totals[seat]), ", ".join(remarks)), seat in ev.winners,
                                  cards=tuple(ev.hands[seat]), marks=tuple(marks)))
        if ev.caller is not None:
            heading = _("Round {n} — {name} called CABO").format(n=ev.round_no, name=self.name(ev.caller))
        else:
            heading = _("Round {n} — the deck ran out").format(n=ev.round_no)
        notes = self.narrator.round_notes(ev, self.resets.get(ev.round_no, []), self.variant)
        notes += [_("{name}: “{line}”").format(name=self.name(seat), line=line) for seat in ev.winners
                  if (line := reaction(self.level_of(seat), "win"))]  # the winners' word
        columns = (_("Player"), _("Sum"), p_("score column", "Round"), _("Total"), "")
        return RoundReport(heading, columns, tuple(rows), tuple(notes),
                           self.score_sheet(ev.round_no), card_image=card_face, card_back=self.painter.back)

    # ------------------------------------------------------------ geometry and drawing

    def layout(self) -> TableLayout:
        sizes = self.model.hand_sizes()
        if len(sizes) != self.n:
            sizes = (0,) * self.n
        return compute_layout(self.app.size, sizes, self.viewer, self.square, self.docked)

    def slot_rect(self, seat: int, index: int, lay: TableLayout | None = None) -> pygame.Rect:
        lay = lay or self.layout()
        sl = lay.seats[seat]
        if 0 <= index < len(sl.slots):
            return sl.slots[index]
        if sl.slots:
            r = sl.slots[-1].copy()
            r.x += r.w + 4
            return r
        return pygame.Rect(sl.area.centerx - sl.card_size[0] // 2, sl.area.centery - sl.card_size[1] // 2, *sl.card_size)

    def react(self, seat: int, moment: str) -> None:
        """An AI persona's line over its cards at a moment of the game (people say nothing)."""
        line = reaction(self.level_of(seat), moment)
        if line:
            self.hud.callout(seat, _("{name}: “{line}”").format(name=self.name(seat), line=line), QUOTE)

    def refuse_card(self, seat: int, slot: int) -> str:
        """Why a click on this card is refused before it is even chosen ("": it is not; the
        tutorial narrows the choice to its step's cards)."""
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
        self.director.effects.draw(surface)  # the impact moments over the frame (ui/effects.py)

    def prompt(self) -> str:
        return self.hud.prompt()


__all__ = ["HELP_LINES", "PUBLIC_EYE", "TableScene", "memory_aid_for"]
