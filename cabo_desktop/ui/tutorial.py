"""What the tutorials of every game share at the table (pygame): following the script (only the
step's move is accepted, any other is refused with the coach's hint), the coach's words and step
number, the opponent's reading pace, the coach panel fitted to its room, the pulsing rings round
what the coach asks for, and the end panel that explains the score and goes back to the title.

A game's tutorial scene is `class TutorialScene(Coached, TableScene)` with its steps
(core/tutorial_script.py); it supplies `asked_rects()` (where to click now) and calls
`end_tutorial(lines)` when its game or round is over.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, Sequence

import pygame

from ..i18n import _
from . import assets
from .scene import Intent, Scene
from .theme import DIM, GOLD, WHITE, px
from .widgets import panel, wrap_text

HINT = (255, 190, 150)  # the coach's words after a refused move
COACH_BG = (14, 34, 26)
TEXT_SIZES = (16, 15, 14, 13, 12)
READING_PAUSE = 1.5  # seconds the opponent waits before each move: time to read what the coach says of it


def scripted_table(app, script, agent, speed: str | None, auto_continue: float | None) -> dict:
    """The keyword arguments of a game's TableScene for its tutorial round, from the game's script
    module (its RECORD, HUMAN, bot_name, tutorial_variant and tutorial_decks); `agent` plays the
    other seat's scripted moves."""
    record = script.RECORD
    names = [_("You") if seat["kind"] == "human" else script.bot_name() for seat in record["seats"]]
    return dict(variant=script.tutorial_variant(), agents=[None, agent], names=names, seed=record["seed"],
                humans=(script.HUMAN,), speed=speed or getattr(app, "settings", {}).get("speed", "normal"),
                auto_continue=auto_continue, decks=script.tutorial_decks(), start_seat=record["start_seat"])


class ScriptedTable:
    """A tutorial scene's start from its game's script module (`script`: its tutorial_steps,
    ScriptedAgent and what `scripted_table` reads; the game's tutorial_script.py) with the person's
    controls `coached_controls` (a mixin before Coached and the game's TableScene)."""

    GAME: Any
    coached_controls: Any

    @property
    def script(self) -> Any:
        """The game's tutorial script: its package's tutorial_script.py (Game.part)."""
        return self.GAME.part("tutorial_script")

    def __init__(self, app, speed: str | None = None, auto_continue: float | None = None):
        self.start_script(self.script.tutorial_steps())
        agent = self.script.ScriptedAgent()
        super().__init__(app, **scripted_table(app, self.script, agent, speed, auto_continue))
        self.controls = self.coached_controls(self)
        agent.scene = self


class Coached:
    """The script's side of a tutorial table (a mixin before the game's TableScene)."""

    THINK_TIME = READING_PAUSE
    QUICK_THINK_TIME = READING_PAUSE

    def start_script(self, steps: Sequence) -> None:
        self.steps = list(steps)
        self.index = 0
        self.shown_index = 0  # the step the coach talks about: it waits for earlier moves' animations
        self.coach_hint = ""  # the hint after a refused move, until the step is done
        self.refusals = 0
        self.result = None  # the end of the tutorial (its round or game) once reached

    # ------------------------------------------------------------ the script

    @property
    def step(self):
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def shown_step(self):
        """The step the coach talks about (None once the script is over)."""
        return self.steps[self.shown_index] if self.shown_index < len(self.steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def persons_step(self):
        """The step the person is asked to make now (None while the opponent plays)."""
        step = self.step
        if step is None or not step.asks_the_person or not self.human_to_act() or self.animating:
            return None
        return step

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.animating:
            self.shown_index = self.index

    def play(self, action):
        """The person's move: another than the step's is refused with the coach's hint."""
        step = self.step
        if step is not None and self.human_to_act() and step.seat == self.human and action != step.action:
            self.refuse(step)
            return None
        return super().play(action)

    def on_action(self, seat: int, action) -> None:
        """A move was played (the person's or the scripted opponent's): the script goes on."""
        super().on_action(seat, action)
        step = self.step
        if step is not None and action == step.action:
            self.index += 1
            self.coach_hint = ""

    def refuse(self, step) -> None:
        """Another legal action than the step's: nothing happens but a friendly hint."""
        self.refusals += 1
        self.coach_hint = step.hint or _("Not now: follow the coach.")
        # TRANSLATORS: {hint} is the coach's hint, a whole sentence or two
        self.explain(_("Not this time. {hint}").format(hint=self.coach_hint))
        self.after_refusal(step)

    def refuse_choice(self) -> str:
        """A choice the step does not ask for (another card): the hint, counted as a refusal."""
        step = self.step
        self.refusals += 1
        self.coach_hint = (step.hint if step is not None else "") or _("Not now: follow the coach.")
        return self.coach_hint

    def after_refusal(self, step) -> None:
        """Forget the half-made choices of the refused move (the game's controls)."""

    # ------------------------------------------------------------ words

    def coach_text(self) -> str:
        """What the coach says now: the step's words, or its next words once half of it is made."""
        step = self.shown_step
        if step is None or self.result is not None:  # the end panel says it all
            return ""
        if step.then and self.shown_index == self.index and self.half_made():
            return step.then
        return step.coach

    def half_made(self) -> bool:
        """Whether the person has made the first half of the step's move (chosen its card)."""
        step = self.step
        return step is not None and self.step_half_made(step)

    def step_half_made(self, step) -> bool:
        """Whether the first half of `step`'s move is made (a game's tutorial says; by default never)."""
        return False

    def coach_words(self) -> tuple[str, bool]:
        """The coach panel's text and whether it is a hint (after a refused move it asks again)."""
        return (self.coach_hint, True) if self.coach_hint else (self.coach_text(), False)

    def coach_title(self) -> str:
        """The coach panel's heading: the number of the person's step it shows (the one it talks
        about, which waits for earlier moves' animations); no number while the opponent plays."""
        shown = self.shown_step
        if shown is None or not shown.asks_the_person or self.result is not None:
            return _("Tutorial")
        asked = [k for k, s in enumerate(self.steps) if s.asks_the_person]
        n = sum(1 for k in asked if k <= self.shown_index)
        return _("Tutorial · step {n} of {total}").format(n=n, total=len(asked))

    def prompt(self) -> str:
        if self.result is not None:  # under the end panel: the banner says where Space goes
            return _("The tutorial is over: click or press Space to go back to the title screen.")
        return super().prompt()

    # ------------------------------------------------------------ the end

    def end_tutorial(self, result, lines: list[str]) -> None:
        """The round or game the tutorial plays is over: the end panel explains its score."""
        self.result = result
        self.overlay_open = True
        self.finished = True  # no game-over screen after it: the end panel goes back to the title
        self.app.nav.show(TutorialEndScene(self.app, self, lines))

    # ------------------------------------------------------------ drawing

    def draw_asked(self, surface: pygame.Surface) -> None:
        """A pulsing gold ring around what the coach asks for."""
        glow = 0.5 + 0.5 * math.sin(self.time * 5.0)
        colour = (255, int(200 + 40 * glow), int(60 + 80 * glow))
        for rect in self.asked_rects():
            pygame.draw.rect(surface, colour, rect.inflate(px(12), px(12)), px(4), border_radius=px(12))

    def asked_rects(self) -> list[pygame.Rect]:
        return []


class SideCoach:
    """The coach panel at the top of a column right of the table, above the side rail's tabs, for
    the tables whose felt has no room to spare (Cabanga!'s rows, Kobito's pots): the table is laid
    out in the window less the column (`layout_size`), the rail's place widened to the window's
    edge, and the table's layout gives the rail what the coach leaves (a mixin before the game's
    TableScene, after Coached)."""

    COACH_SHARE = 0.6  # the most of the column's height the coach may take

    def layout_size(self) -> tuple[int, int]:
        w, h = super().layout_size()  # type: ignore[misc]
        if getattr(self, "result", None) is not None:  # the end panel is up: no coach, the felt is whole again
            return w, h
        return w - coach_width(w), h

    def column_layout(self):
        """The table's layout with the rail's place run to the window's right edge: the coach's column."""
        lay = super().layout()
        if self.result is not None:
            return lay
        right = self.app.size[0]
        return replace(lay, panel=pygame.Rect(lay.panel.x, lay.panel.y, right - lay.panel.x, lay.panel.h))

    def layout(self):
        lay = self.column_layout()
        if self.result is not None:
            return lay
        box = self.coach_box(lay.panel)[0]
        top = box.bottom + px(8)
        return replace(lay, panel=pygame.Rect(lay.panel.x, top, lay.panel.w, lay.panel.bottom - top))

    def coach_box(self, panel: pygame.Rect) -> tuple[pygame.Rect, int, list[str], bool]:
        """The coach panel in the top of the column `panel` (`column_layout`), its text size and
        lines, and whether it shows a hint; measured once per text and size."""
        text, hinted = self.coach_words()
        key = (tuple(panel), text, hinted)
        cached = getattr(self, "_coach_box", None)
        if cached is None or cached[0] != key:
            inner = panel.inflate(-px(12), -px(16))
            size, lines, need = fit_coach(text, inner.w - px(24), int(inner.h * self.COACH_SHARE))
            rect = pygame.Rect(inner.x, inner.y, inner.w, min(need, int(inner.h * self.COACH_SHARE)))
            cached = self._coach_box = (key, (rect, size, lines, hinted))
            hud = getattr(self, "hud", None)
            if hud is not None:
                hud.panel_key = None  # the side panel below is drawn again at once, in its new place
        return cached[1]

    def draw(self, surface: pygame.Surface) -> None:
        full = self.column_layout()
        super().draw(surface)
        if self.result is None:  # the end panel explains the score instead
            from .table_kit import side_panel
            surface.blit(side_panel(full.panel.size), full.panel.topleft, pygame.Rect(0, 0, full.panel.w, self.layout().panel.y))
            self.draw_asked(surface)
            rect, size, lines, hinted = self.coach_box(full.panel)
            draw_coach_box(surface, rect, self.coach_title(), lines, size, hinted)


def coach_width(width: int) -> int:
    """The coach's column beside the rail in a window `width` wide (with the rail, the side
    panel's old width: about 254 px at 1280)."""
    from .table_kit import panel_width
    return max(px(210), min(px(300), int(width * 0.16) + px(50))) - panel_width(width)


def fit_coach(text: str, width: int, most_h: int) -> tuple[int, list[str], int]:
    """The largest text size at which `text` fits `width` and `most_h` (else the smallest), its
    lines, and the height the panel needs for them (TEXT_SIZES are logical: theme.px)."""
    for size in (px(n) for n in TEXT_SIZES):
        lines = wrap_text(text, size, width, indent="")
        need = coach_height(size, len(lines))
        if need <= most_h:
            break
    return size, lines, need


def coach_height(size: int, lines: int) -> int:
    """A coach panel's height for `lines` lines of text of `size` (its heading included)."""
    return px(40) + assets.font(size).get_linesize() * lines + px(10)


def draw_coach_box(surface: pygame.Surface, rect: pygame.Rect, title: str, lines: list[str], size: int,
                   hinted: bool) -> None:
    """The coach panel: its heading, then its lines (in the hint's colour after a refused move)."""
    line_h = assets.font(size).get_linesize()
    pygame.draw.rect(surface, COACH_BG, rect, border_radius=px(12))
    pygame.draw.rect(surface, HINT if hinted else GOLD, rect, px(2), border_radius=px(12))
    surface.blit(assets.fit_text(title, px(15), rect.w - px(24), GOLD, True), (rect.x + px(12), rect.y + px(10)))
    y = rect.y + px(36)
    for line in lines:
        surface.blit(assets.text(line, size, HINT if hinted else WHITE), (rect.x + px(12), y))
        y += line_h


class EndBarrier:
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
    """The end of a tutorial: the score explained; a click or Space goes back to the title."""

    opaque = False

    def __init__(self, app, table, lines: list[str]):
        super().__init__(app)
        self.table = table
        self.lines = lines
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
        play = self.table.play_area()
        box = pygame.Rect(0, 0, min(play.w - px(40), px(760)), 0)
        size = px(17) if play.h >= px(560) else px(15)
        line_h = assets.font(size).get_linesize()
        wrapped = [wrap_text(line, size, box.w - px(48), indent="") for line in self.lines]
        box.h = px(70) + sum(len(w) * line_h + px(8) for w in wrapped) + px(40)
        box.center = play.center
        panel(surface, box)  # the menus' walnut plate (a green box clashed with the wine and plum felts)
        head = assets.fit_text(_("Tutorial complete: the score"), px(24), box.w - px(24), GOLD, True)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + px(14))))
        y = box.y + px(60)
        for block in wrapped:
            for line in block:
                surface.blit(assets.text(line, size, WHITE), (box.x + px(24), y))
                y += line_h
            y += px(8)
        hint = assets.fit_text(_("Click or press Space to go back to the title screen"), px(15), box.w - px(24), DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - px(10))))
