"""The interactive tutorial on CABO's table: one scripted round of the official rules on a stacked deck.

The round is a small game record (docs/records.md): a stacked deck, top card first, and the
actions in record notation. A coach panel walks the new player through it: the first peek, a draw,
an exchange, the Peek ability, a multi-exchange and calling CABO. At each of the player's steps
only the scripted action is accepted; any other action is refused with a friendly hint in the
coach panel. The opponent plays its scripted moves, so the round always goes the same way. It ends
with the score explained, then back to the title screen.
"""

from __future__ import annotations

import pygame

from ....ui import assets
from ....ui.scene import Intent, Scene
from ....ui.theme import DIM, GOLD, WHITE
from ....ui.widgets import wrap_text
from ..rules import actions as A
from ..rules.actions import format_action
from ..rules.variant import load_builtin
from ..tutorial_script import HUMAN, RECORD, ScriptedAgent, Step, full_deck, score_explanation, tutorial_steps
from .scene import TableScene

HINT = (255, 190, 150)


class TutorialScene(TableScene):
    """The tutorial round: a TableScene that accepts only the scripted action of each step."""

    # the memory aid stays on in the tutorial (the pause menu would set the player's own choice)
    memory_aid = property(lambda self: True, lambda self, value: None)

    def __init__(self, app, speed: str | None = None, auto_continue: float | None = None):
        variant = load_builtin(RECORD["variant"])
        self.steps = tutorial_steps()
        self.index = 0
        self.coach_hint = ""  # the hint after a refused action, until the step is done
        self.refusals = 0
        self.result = None  # the RoundScored event once the round ends
        agent = ScriptedAgent()
        speed = speed or getattr(app, "settings", {}).get("speed", "normal")
        names = [seat["name"] for seat in RECORD["seats"]]
        super().__init__(app, variant, [None, agent], names, seed=RECORD["seed"], humans=(HUMAN,), speed=speed,
                         auto_continue=auto_continue, memory_aid=True,
                         decks=[full_deck(d) for d in RECORD["decks"]], start_seat=RECORD["start_seat"])
        agent.scene = self

    # ------------------------------------------------------------ the script

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def coach_text(self) -> str:
        if self.result is not None:
            return "The round is over: every card is shown and scored."
        if self.director.peek_holding is not None:
            cards = " and ".join(c.label() for c in self.director.peek_holding if c is not None)
            return (f"Your 1st and 3rd cards: {cards}. Remember them (this tutorial marks cards you have "
                    "seen), then click or press Space.")
        step = self.step
        return step.coach if step is not None else ""

    def play(self, action: A.Action) -> None:
        step = self.step
        if step is not None and self.state.to_act == HUMAN and step.seat == HUMAN and action != step.action:
            self.refuse(action, step)
            return
        super().play(action)
        if step is not None and action == step.action:
            self.index += 1
            self.coach_hint = ""

    def refuse(self, action: A.Action, step: Step) -> None:
        """Another legal action than the step's: nothing happens but a friendly hint."""
        self.refusals += 1
        self.coach_hint = step.hint or "Not now: follow the coach."
        self.explain(f"Not in the tutorial ({format_action(action)}): {self.coach_hint}")
        controls = self.controls
        controls.selection.clear()
        controls.swap_first = None
        if not isinstance(step.action, (A.Peek, A.Spy, A.Swap, A.LookAndSwap)):
            controls.mode = "normal"
        controls.forget_buttons()

    # ------------------------------------------------------------ the end of the round

    def round_end_barrier(self, ev):
        """Instead of the score sheet and a next round: the score explained, then the title."""
        def open_sheet():
            self.before_round_end(ev)
            self.result = ev
            self.overlay_open = True
            self.app.nav.show(TutorialEndScene(self.app, self, ev))
        return _EndBarrier(open_sheet)

    # ------------------------------------------------------------ drawing

    def coach_rect(self) -> pygame.Rect:
        lay = self.layout()
        play = lay.play
        left = play.x + 16
        right = min(lay.deck.x, lay.discard.x) - 24
        w = max(220, min(420, right - left))
        seat = lay.seats.get(HUMAN)
        h = 190
        rect = pygame.Rect(left, 0, w, h)
        rect.centery = lay.deck.centery
        if seat is not None and seat.slots:
            rect.bottom = min(rect.bottom, min(s.top for s in seat.slots) - 30)
        rect.top = max(rect.top, play.y + 8)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.result is None:  # the end panel explains the score instead
            self.draw_coach(surface)

    def draw_coach(self, surface: pygame.Surface) -> None:
        rect = self.coach_rect()
        humans = [s for s in self.steps if s.seat == HUMAN]
        done = sum(1 for s in self.steps[:self.index] if s.seat == HUMAN)
        title = f"Tutorial · step {min(done + 1, len(humans))} of {len(humans)}"
        size = 16
        lines = wrap_text(self.coach_text(), size, rect.w - 24, indent="")
        hint_lines = wrap_text(self.coach_hint, size, rect.w - 24, indent="") if self.coach_hint else []
        line_h = assets.font(size).get_linesize()
        need = 40 + line_h * (len(lines) + len(hint_lines)) + (8 if hint_lines else 0) + 10
        rect.h = max(rect.h if need <= rect.h else need, 80)
        pygame.draw.rect(surface, (14, 34, 26), rect, border_radius=12)
        pygame.draw.rect(surface, GOLD, rect, 2, border_radius=12)
        surface.blit(assets.text(title, 15, GOLD, True), (rect.x + 12, rect.y + 10))
        y = rect.y + 36
        for line in lines:
            surface.blit(assets.text(line, size, WHITE), (rect.x + 12, y))
            y += line_h
        if hint_lines:
            y += 8
            for line in hint_lines:
                surface.blit(assets.text(line, size, HINT, True), (rect.x + 12, y))
                y += line_h


class _EndBarrier:
    """Opens the end panel, then never ends: the table waits under it (and is gone after it)."""

    done = False
    barrier = True

    def __init__(self, start):
        self.start = start
        self.started = False

    def update(self, dt: float) -> float:
        self.finish()
        return 0.0

    def finish(self) -> None:
        if not self.started:
            self.started = True
            self.start()


class TutorialEndScene(Scene):
    """The end of the tutorial: the score explained; a click or Space goes back to the title."""

    opaque = False

    def __init__(self, app, table: TutorialScene, event):
        super().__init__(app)
        self.table = table
        self.event = event
        self.lines = score_explanation(table.names, event)
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt
        auto = self.table.auto_continue
        if auto is not None and self.age >= auto:
            self.finish()

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("click", "confirm", "space", "back") and self.age > 0.2:
            self.finish()

    def finish(self) -> None:
        """Back to the title screen the tutorial was started from (a new one if there is none)."""
        stack = self.app.scenes.stack
        table_at = next((i for i, s in enumerate(stack) if s is self.table), None)
        below = stack[:table_at] if table_at is not None else []
        if below and getattr(below[-1], "route", None) == "title":
            while self.app.nav.top is not below[-1]:
                self.app.nav.pop()
        else:
            self.app.nav.clear_to("title")

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.table.layout()
        play = lay.play
        box = pygame.Rect(0, 0, min(play.w - 40, 760), 0)
        size = 17
        line_h = assets.font(size).get_linesize()
        wrapped = [wrap_text(line, size, box.w - 48, indent="") for line in self.lines]
        box.h = 70 + sum(len(w) * line_h + 8 for w in wrapped) + 40
        box.center = play.center
        pygame.draw.rect(surface, (18, 40, 30), box, border_radius=14)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=14)
        head = assets.fit_text("Tutorial complete: the score", 24, box.w - 24, GOLD, True)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + 14)))
        y = box.y + 60
        for block in wrapped:
            for line in block:
                surface.blit(assets.text(line, size, WHITE), (box.x + 24, y))
                y += line_h
            y += 8
        hint = assets.text("Click or press Space to go back to the title screen", 15, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 10)))
