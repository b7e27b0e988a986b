"""The interactive tutorial: one scripted round of the official rules on a stacked deck.

The round is a small game record (docs/records.md): a stacked deck, top card first, and the
actions in record notation. A coach panel walks the new player through it: the first peek, a draw,
an exchange, the Peek ability, a multi-exchange and calling CABO. At each of the player's steps
only the scripted action is accepted; any other action is refused with a friendly hint in the
coach panel. The opponent plays its scripted moves, so the round always goes the same way. It ends
with the score explained, then back to the title screen.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..games.cabo.rules import actions as A
from ..games.cabo.rules.actions import format_action, parse_action
from ..games.cabo.rules.variant import load_builtin
from . import assets
from .scene import Intent, Scene
from .table import TableScene

GOLD = (250, 214, 90)
WHITE = (240, 240, 235)
DIM = (170, 185, 175)
HINT = (255, 190, 150)

HUMAN, BOT = 0, 1
BOT_NAME = "Robin"

# The tutorial round as a game record. Dealing (2 seats, you start): your cards 9 5 5 1, Robin's
# 6 10 4 12, the discard pile starts with 11; then the deck: 2 3 8 13 0 7 9 ...
# (the rest of the 52 cards follow in deck order).
RECORD = {
    "format": "cabo-desktop-record",
    "version": 1,
    "variant": "official",
    "settings": {},
    "seats": [{"name": "You", "kind": "human"}, {"name": BOT_NAME, "kind": "scripted"}],
    "seed": 5,
    "decks": [["9", "6", "5", "10", "5", "4", "1", "12", "11",
               "2", "3", "8", "13", "0", "7", "9"]],
    "start_seat": HUMAN,
    "actions": ["look 0 2", "look 1 3",
                "draw deck", "exchange 0", "draw deck", "exchange 0",
                "draw deck", "discard use peek card=1", "draw deck", "discard",
                "draw deck", "exchange 1 2", "draw deck", "discard",
                "cabo", "draw deck", "discard"],
    "meta": {"purpose": "tutorial"},
}


@dataclass(frozen=True)
class Step:
    seat: int
    action: A.Action
    coach: str  # what the coach panel says while this step is expected
    hint: str = ""  # the friendly hint when the player does something else


_COACH = {
    "look 0 2": ("Welcome to CABO! Each player has four cards face down; the lowest sum wins the round. "
                 "Look at two of your cards: click your 1st and 3rd card (or press 1 and 3).",
                 "Not that one: for this tutorial, look at your 1st and 3rd card (keys 1 and 3)."),
    "look 1 3": (f"{BOT_NAME} secretly looks at two of their cards too.", ""),
    "draw deck#1": ("Your turn. Draw the top card of the deck: press D or click the deck.",
                    "Let's draw from the deck first: press D or click the deck in the middle."),
    "exchange 0": ("You drew a 2: exchange it for your 9, which is much higher. Click your 1st card, "
                   "then press X (Exchange). The 9 goes to the discard pile.",
                   "Exchange the 2 for your 9: click your 1st card only, then press X."),
    "draw deck#2": (f"{BOT_NAME} drew a card and exchanged it. Your turn again: draw from the deck (D).",
                    "Draw from the deck again: press D or click the deck."),
    "discard use peek card=1": ("You drew an 8: discarding a 7 or 8 lets you Peek at one of your own cards. "
                                "Press A (Use ability), then click your 2nd card, the one you have not seen.",
                                "Use the 8's Peek: press A (Use ability), then click your 2nd card."),
    "draw deck#3": ("Your 2nd card is a 5, like your 3rd! Draw from the deck again (D).",
                    "Draw from the deck: press D or click the deck."),
    "exchange 1 2": ("You drew a 0, and you hold two 5s (your 2nd and 3rd cards). Click both, then press X: "
                     "a multi-exchange swaps both 5s for the 0 and leaves you one card fewer.",
                     "Click your 2nd and 3rd cards (the two 5s) so both are chosen, then press X."),
    "cabo": ("You know your 2 and your 0, and one card you never saw. Robin still holds high cards. "
             "Call CABO (press C, or click CABO) now: you are lowest.",
             "Now is the moment: call CABO with C (or the CABO button)."),
    "bot": (f"{BOT_NAME} is playing. Watch the middle of the table.", ""),
    "bot-last": (f"After CABO, every other player gets one last turn: {BOT_NAME} plays it, "
                 "then all cards are shown.", ""),
}


def tutorial_steps() -> list[Step]:
    """The record's actions with the acting seat (found by replaying them) and the coach's words."""
    from ..games.cabo.rules import apply, new_game
    variant = load_builtin(RECORD["variant"])
    state, _ = new_game(variant, len(RECORD["seats"]), RECORD["seed"],
                        decks=[full_deck(d) for d in RECORD["decks"]], start_seat=RECORD["start_seat"])
    steps, draws, cabo_called = [], 0, False
    for text in RECORD["actions"]:
        action, seat = parse_action(text), state.to_act
        key = text
        if seat == HUMAN and text == "draw deck":
            draws += 1
            key = f"draw deck#{draws}"
        elif seat == BOT and text != "look 1 3":
            key = "bot-last" if cabo_called else "bot"
        cabo_called = cabo_called or text == "cabo"
        coach, hint = _COACH[key]
        steps.append(Step(seat, action, coach, hint))
        state, _ = apply(state, action)
    return steps


def full_deck(prefix) -> list[str]:
    """The stacked deck of the record: its cards, then the rest of the deck in order."""
    rest = [face.code for face in load_builtin("official").faces]
    for code in prefix:
        rest.remove(code)
    return list(prefix) + rest


class ScriptedAgent:
    """The opponent: plays the tutorial's next scripted action (or its first legal one, should the
    script ever not fit, so the table never stalls)."""

    needs_observation = False

    def __init__(self, scene: "TutorialScene | None" = None):
        self.scene = scene

    def choose(self, obs, legal, rng):
        step = self.scene.step if self.scene is not None else None
        if step is not None and step.action in legal:
            return step.action
        return legal[0]


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
        super().__init__(app, variant, [None, agent], names, seed=RECORD["seed"], human=HUMAN, speed=speed,
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
        if self.peek_holding is not None:
            cards = " and ".join(c.label() for c in self.peek_holding if c is not None)
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
        self.selection.clear()
        self.swap_first = None
        if not isinstance(step.action, (A.Peek, A.Spy, A.Swap, A.LookAndSwap)):
            self.mode = "normal"
        self._input_key = None

    # ------------------------------------------------------------ the end of the round

    def _round_end_barrier(self, ev):
        """Instead of the score sheet and a next round: the score explained, then the title."""
        self.scores.append(ev)

        def open_sheet():
            from .menus import round_totals
            self.result = ev
            self.model.totals = round_totals(self, ev)
            self.overlay_open = True
            self.app.scenes.push(TutorialEndScene(self.app, self, ev))
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
        lines = wrap_words(self.coach_text(), size, rect.w - 24)
        hint_lines = wrap_words(self.coach_hint, size, rect.w - 24) if self.coach_hint else []
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


def wrap_words(content: str, size: int, width: int) -> list[str]:
    f = assets.font(size)
    lines, line = [], ""
    for word in content.split():
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def score_explanation(table: TableScene, ev) -> list[str]:
    """The round's score in words, for the new player."""
    me, other = HUMAN, BOT
    mine = " + ".join(str(c.value) for c in ev.hands[me])
    theirs = " + ".join(str(c.value) for c in ev.hands[other])
    lines = []
    if ev.caller == me and me in ev.winners:
        lines.append(f"You called CABO with {mine} = {ev.sums[me]}, the lowest sum: your CABO succeeded "
                     f"and you score {ev.scores[me]}.")
    elif ev.caller == me:
        lines.append(f"You called CABO with {mine} = {ev.sums[me]} but were not lowest: "
                     f"you score your sum plus 10, {ev.scores[me]}.")
    else:
        lines.append(f"You score {ev.scores[me]} ({mine}).")
    lines.append(f"{table.name(other)} scores the sum of their cards: {theirs} = {ev.scores[other]}.")
    lines.append("Had someone been lower than you, your CABO would have cost you your sum plus 10.")
    lines.append("A game goes on round after round until someone has more than 100 points; "
                 "the lowest total wins.")
    return lines


class TutorialEndScene(Scene):
    """The end of the tutorial: the score explained; a click or Space goes back to the title."""

    opaque = False

    def __init__(self, app, table: TutorialScene, event):
        super().__init__(app)
        self.table = table
        self.event = event
        self.lines = score_explanation(table, event)
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
        from .menus import TitleScene
        stack = self.app.scenes.stack
        table_at = next((i for i, s in enumerate(stack) if s is self.table), None)
        below = stack[:table_at] if table_at is not None else []
        if below and isinstance(below[-1], TitleScene):
            while self.app.scenes.top is not below[-1]:
                self.app.scenes.pop()
        else:
            self.app.scenes.clear_to(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.table.layout()
        play = lay.play
        box = pygame.Rect(0, 0, min(play.w - 40, 760), 0)
        size = 17
        line_h = assets.font(size).get_linesize()
        wrapped = [wrap_words(line, size, box.w - 48) for line in self.lines]
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


def start_tutorial(app) -> TutorialScene:
    """Push the tutorial on top of the current scene (the title screen)."""
    scene = TutorialScene(app)
    app.scenes.push(scene)
    return scene
