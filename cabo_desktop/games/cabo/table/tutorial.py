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

from ....i18n import _, and_list
from ....ui import assets
from ....ui.scene import Intent, Scene
from ....ui.theme import DIM, GOLD, WHITE
from ....ui.widgets import wrap_text
from ..card_names import card_label
from ..rules import actions as A
from ..rules.variant import load_builtin
from ..tutorial_script import (HUMAN, RECORD, ScriptedAgent, Step, bot_name, full_deck, score_explanation,
                               tutorial_steps)
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
        self.shown_index = 0  # the step the coach talks about: it waits for earlier moves' animations
        self.coach_hint = ""  # the hint after a refused action, until the step is done
        self.refusals = 0
        self.result = None  # the RoundScored event once the round ends
        agent = ScriptedAgent()
        speed = speed or getattr(app, "settings", {}).get("speed", "normal")
        # the record's seats ("You", "Robin") named in the player's language
        names = [_("You") if seat["kind"] == "human" else bot_name() for seat in RECORD["seats"]]
        super().__init__(app, variant, [None, agent], names, seed=RECORD["seed"], humans=(HUMAN,), speed=speed,
                         auto_continue=auto_continue, memory_aid=True,
                         decks=[full_deck(d) for d in RECORD["decks"]], start_seat=RECORD["start_seat"])
        agent.scene = self

    # ------------------------------------------------------------ the script

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def shown_step(self) -> Step | None:
        """The step the coach talks about (None once the script is over)."""
        return self.steps[self.shown_index] if self.shown_index < len(self.steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def coach_text(self) -> str:
        if self.result is not None:
            return _("The round is over: every card is shown and scored.")
        step = self.shown_step
        if self.director.peek_holding is not None:
            if step is None or not isinstance(step.action, A.InitialPeek):
                return self.hud.prompt()  # the Peek's card: "Remember your card: a 5 ..."
            cards = and_list(card_label(c) for c in self.director.peek_holding if c is not None)
            return _("Your 1st and 3rd cards: {cards}. Remember them (this tutorial marks cards you have "
                     "seen), then click or press Space.").format(cards=cards)
        return step.coach if step is not None else ""

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.animating:
            self.shown_index = self.index

    def asked_slots(self) -> tuple[int, ...]:
        """The player's cards the current step asks for (none when it is not the player's step)."""
        step = self.step
        if step is None or step.seat != HUMAN:
            return ()
        action = step.action
        if isinstance(action, (A.InitialPeek, A.Exchange)):
            return tuple(action.slots)
        if isinstance(action, A.Peek):
            return (action.slot,)
        return ()

    def refuse_card(self, seat: int, slot: int) -> str:
        step = self.step
        asked = self.asked_slots()
        if step is None or not asked or (seat == HUMAN and slot in asked):
            return ""
        if isinstance(step.action, A.Peek) and self.controls.mode != "ability":
            return ""  # the click is refused by the rules' own words (use the ability first)
        self.refusals += 1
        self.coach_hint = step.hint or _("Not now: follow the coach.")
        return self.coach_hint

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
        self.coach_hint = step.hint or _("Not now: follow the coach.")
        # TRANSLATORS: {hint} is the coach's hint, a whole sentence or two
        self.explain(_("Not this time. {hint}").format(hint=self.coach_hint))
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

    def coach_room(self) -> pygame.Rect:
        """Where the coach panel may go: left of the piles, between the opponent's cards and yours."""
        lay = self.layout()
        play = lay.play
        left = play.x + 16
        right = min(lay.deck.x, lay.discard.x) - 24
        top, bottom = play.y + 8, play.bottom - 8
        for seat, sl in lay.seats.items():
            if sl.slots:
                cards_top = min(s.top for s in sl.slots) - 12
                cards_bottom = max(s.bottom for s in sl.slots) + 40  # and the name plate
                if seat == HUMAN:
                    bottom = min(bottom, cards_top - 18)
                else:
                    top = max(top, cards_bottom)
        return pygame.Rect(left, top, max(200, min(420, right - left)), max(80, bottom - top))

    def coach_layout(self) -> tuple[pygame.Rect, int, list[str], bool]:
        """The panel's rectangle, text size and lines: the hint after a refused move replaces the
        step's words (it asks again); the text gets smaller until it fits its room."""
        room = self.coach_room()
        hinted = bool(self.coach_hint)
        content = self.coach_hint if hinted else self.coach_text()
        for size in (16, 15, 14, 13, 12):
            lines = wrap_text(content, size, room.w - 24, indent="")
            need = 40 + assets.font(size).get_linesize() * len(lines) + 10
            if need <= room.h:
                break
        rect = pygame.Rect(room.x, 0, room.w, min(need, room.h))
        rect.centery = self.layout().deck.centery
        rect.clamp_ip(room)
        return rect, size, lines, hinted

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.result is None:  # the end panel explains the score instead
            self.draw_asked(surface)
            self.draw_coach(surface)

    def asked_rects(self) -> list[pygame.Rect]:
        """Where the player should click now: the step's cards, the deck, or the CABO button."""
        if not self.human_to_act() or self.animating or self.director.peek_holding is not None:
            return []
        step = self.step
        if step is None or step.seat != HUMAN:
            return []
        lay = self.layout()
        if isinstance(step.action, A.DrawFromDeck):
            return [lay.deck]
        if isinstance(step.action, A.CallCabo):
            return [b.rect for b in self.controls.buttons if "CABO" in b.label.upper()]
        return [self.slot_rect(HUMAN, slot, lay) for slot in self.asked_slots()
                if slot not in self.controls.selection]

    def draw_asked(self, surface: pygame.Surface) -> None:
        """A pulsing gold ring around what the coach asks for."""
        import math
        glow = 0.5 + 0.5 * math.sin(self.time * 5.0)
        colour = (255, int(200 + 40 * glow), int(60 + 80 * glow))
        for rect in self.asked_rects():
            pygame.draw.rect(surface, colour, rect.inflate(12, 12), 4, border_radius=12)

    def coach_title(self) -> str:
        """The coach panel's heading: the number of the player's step it shows (the one it talks
        about, which waits for earlier moves' animations); no number while the opponent plays."""
        shown = self.shown_step
        if shown is None or shown.seat != HUMAN or self.result is not None:
            return _("Tutorial")
        humans = sum(1 for s in self.steps if s.seat == HUMAN)
        n = sum(1 for s in self.steps[:self.shown_index + 1] if s.seat == HUMAN)
        return _("Tutorial · step {n} of {total}").format(n=n, total=humans)

    def draw_coach(self, surface: pygame.Surface) -> None:
        rect, size, lines, hinted = self.coach_layout()
        title = self.coach_title()
        line_h = assets.font(size).get_linesize()
        pygame.draw.rect(surface, (14, 34, 26), rect, border_radius=12)
        pygame.draw.rect(surface, HINT if hinted else GOLD, rect, 2, border_radius=12)
        surface.blit(assets.text(title, 15, GOLD, True), (rect.x + 12, rect.y + 10))
        y = rect.y + 36
        for line in lines:
            surface.blit(assets.text(line, size, HINT if hinted else WHITE), (rect.x + 12, y))
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
        head = assets.fit_text(_("Tutorial complete: the score"), 24, box.w - 24, GOLD, True)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + 14)))
        y = box.y + 60
        for block in wrapped:
            for line in block:
                surface.blit(assets.text(line, size, WHITE), (box.x + 24, y))
                y += line_h
            y += 8
        hint = assets.text(_("Click or press Space to go back to the title screen"), 15, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 10)))
