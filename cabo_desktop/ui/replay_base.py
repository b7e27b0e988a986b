"""What every game's replay viewer shares: a finished game stepped through on its own table,
every card face up (nothing is secret once a game is over).

A game's viewer subclasses its table scene and this mixin (`class ReplayScene(ReplayControls,
TableScene)`), calls `setup_replay(loaded_game)` once its table is built, and supplies
`show_state(state)` (draw a recorded state at once), `enqueue_replay(events, target)` (the
animations of one recorded action), `narrate(lines, event)` (an event in words, for nobody in
particular), `action_words(action, seat)`, `to_act_of(state)`, `clear_transients()` and
`buttons_area()`.

Keys: → / N next action, ← / P previous, Home / End the start and the end, Space plays or pauses,
Esc back to the list.
"""

from __future__ import annotations

import pygame

from ..i18n import _, p_
from .scene import Intent
from .hidpi import mouse_pos
from .theme import px, speed_factor
from .widgets import Button, lay_out_row

AUTO_STEP = 0.35  # seconds between actions while playing (after each action's animation)


def button_labels(playing: bool) -> tuple[str, ...]:
    """The viewer's buttons, in the player's language (asked at each frame: it may change)."""
    return (p_("replay button", "|< Start"), p_("replay button", "< Prev"),
            p_("replay button", "Pause") if playing else p_("replay button", "Play"),
            p_("replay button", "Next >"), p_("replay button", "End >|"), p_("replay button", "Back"))


class ReplayControls:
    """`index` is the number of actions applied: 0 is the deal, len(replay.actions) the end. The
    state shown is `replay.initial` at 0 and `replay.states[index - 1]` after that."""

    def setup_replay(self, game) -> None:
        rep = game.replay
        self.loaded = game
        self.replay = rep
        self.playing = False
        self.wait = 0.0
        # the log lines of each step (0: the deal), all events unredacted: the game is over
        self.step_lines: list[list[str]] = []
        self.words: list[str] = [""]
        lines: list[str] = []
        for ev in rep.initial_events:
            self.narrate(lines, ev)
        self.step_lines.append(lines)
        before = rep.initial
        for k, (action, events) in enumerate(zip(rep.actions, rep.events), start=1):
            words = self.action_words(action, self.to_act_of(before))
            self.words.append(words)
            lines = []
            for ev in events:
                self.narrate(lines, ev)
            if lines:  # the events say it in words; the move number leads
                # TRANSLATORS: a move of a replay in the log: its number, then what happened
                lines[0] = _("#{k} {line}").format(k=k, line=lines[0])
            else:
                # TRANSLATORS: a move of a replay in the log: its number, then the move in words
                lines = [_("#{k} {words}.").format(k=k, words=words)]
            self.step_lines.append(lines)
            before = rep.states[k - 1]
        labels = button_labels(False)
        self.buttons = [
            Button(labels[0], lambda: self.jump(0), "home"),
            Button(labels[1], self.step_back, "left"),
            Button(labels[2], self.toggle_play, "space"),
            Button(labels[3], self.step_forward, "right"),
            Button(labels[4], lambda: self.jump(self.last), "end"),
            Button(labels[5], self.close, "escape"),
        ]
        self.jump(0)

    # ------------------------------------------------------------ position

    @property
    def last(self) -> int:
        return len(self.replay.actions)

    @property
    def view(self):
        """What the viewer draws: the game's state at this step with every card known
        (`game.observe_all`): the game is over, nothing in it is secret any more."""
        return self.game.observe_all(self.state)

    def state_at(self, index: int):
        return self.replay.initial if index <= 0 else self.replay.states[index - 1]

    def add_log(self, line: str | None) -> None:
        """The animations' log lines are not used: each step's lines are set when it is shown."""

    def log_event(self, event) -> None:
        """(As add_log: the step's lines are already complete.)"""

    def _set_log(self, index: int) -> None:
        lines: list[str] = []
        for k in range(max(0, index - 60), index + 1):
            lines.extend(self.step_lines[k])
        self.logs[self.eye] = lines[-200:]
        self.clear_transients()

    def _stop_animations(self) -> None:
        self.queue.clear()
        self.current_anim = None
        self.flyers.clear()
        self.clear_transients()

    def _finish_animations(self) -> None:
        """Play the running step to its end at once (a barrier-free queue: everything finishes)."""
        if self.current_anim is not None:
            self.current_anim.finish()
            self.current_anim = None
        while self.queue:
            thunk, _barrier = self.queue.popleft()
            thunk().finish()
        self.flyers.clear()

    def jump(self, index: int) -> None:
        """Show the state after `index` actions at once (no animation)."""
        self._stop_animations()
        self.index = max(0, min(self.last, index))
        self.state = self.state_at(self.index)
        self.show_state(self.state)
        self._set_log(self.index)
        if self.index >= self.last:
            self.playing = False

    def step_back(self) -> None:
        self.playing = False
        self.jump(self.index - 1)

    def step_forward(self) -> None:
        """Apply the next recorded action: its events animate on the table, then the true state is shown."""
        if self.animating:
            self._finish_animations()
        if self.index >= self.last:
            self.playing = False
            return
        self.index += 1
        target = self.state_at(self.index)
        self.state = target
        self._set_log(self.index)
        self.enqueue_replay(self.replay.events[self.index - 1], target)

    def toggle_play(self) -> None:
        if self.index >= self.last:
            self.jump(0)
        self.playing = not self.playing
        self.wait = 0.0

    def close(self) -> None:
        self.app.nav.pop()

    # ------------------------------------------------------------ frames

    def update(self, dt: float) -> None:
        self.time += dt
        if self.notice_time > 0:
            self.notice_time -= dt
        self.tick(dt)
        self.run_animations(dt * speed_factor(self.speed_name))
        if self.playing and not self.animating and self.index >= self.last:
            self.playing = False
        if self.playing and not self.animating:
            self.wait += dt
            if self.wait >= AUTO_STEP:
                self.wait = 0.0
                self.step_forward()

    def prompt(self) -> str:
        what = _("The deal") if self.index == 0 else self.words[self.index]
        if self.index >= self.last and self.state.over:
            text = _("Replay · move {index}/{last}: {what} — game over")
        else:
            text = _("Replay · move {index}/{last}: {what}")
        return text.format(index=self.index, last=self.last, what=what)

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind == "back":
            self.close()
        elif kind == "right" or (kind == "key" and intent.key == "n"):
            self.playing = False
            self.step_forward()
        elif kind == "left" or (kind == "key" and intent.key == "p"):
            self.step_back()
        elif kind == "home":
            self.playing = False
            self.jump(0)
        elif kind == "end":
            self.jump(self.last)
        elif kind == "space":
            self.toggle_play()
        elif kind == "confirm" and self.animating:
            self._finish_animations()
        elif kind == "click":
            for b in self.buttons:
                if b.rect.collidepoint(intent.pos) and b.enabled:
                    if b.key not in ("space", "escape"):
                        self.playing = False
                    b.action()
                    return
            if self.animating:
                self._finish_animations()
        elif kind == "point":
            self.controls.mouse = intent.pos

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for b, label in zip(self.buttons, button_labels(self.playing)):
            b.label = label
        self.buttons[0].enabled = self.buttons[1].enabled = self.index > 0
        self.buttons[3].enabled = self.buttons[4].enabled = self.index < self.last
        lay_out_row(self.buttons, self.buttons_area(), 170)  # (logical: lay_out_row scales it)
        mouse = mouse_pos()
        for b in self.buttons:
            b.draw(surface, hover=b.rect.collidepoint(mouse))


class ObservedReplay(ReplayControls):
    """The replay viewer of a table drawn from observations (Cabanga!, Kobito): its model is synced
    from `game.observe_all(state)`, its director queues the recorded events (`enqueue_seen`), and
    its `hud` is a `ui/table_hud.TableHud`. Use it as `class ReplayScene(ObservedReplay, TableScene)`."""

    def __init__(self, app, game):
        record = game.record
        names = [seat.name for seat in record.seats]
        super().__init__(app, game.replay.variant, [None] * len(names), names, seed=record.seed, humans=(),
                         speed=app.settings.get("speed", "normal"), decks=record.decks, start_seat=record.start_seat)
        self.setup_replay(game)

    def narrate(self, lines: list[str], event) -> None:
        self.narrator.log_into(lines, event, None)

    def action_words(self, action, seat: int) -> str:
        return self.narrator.action(action, seat)

    @staticmethod
    def to_act_of(state) -> int:
        return state.to_act

    def clear_transients(self) -> None:
        self.hud.panel_key = None
        self.hud.clear_speech()

    def buttons_area(self) -> pygame.Rect:
        lay = self.layout()
        return pygame.Rect(lay.hand.x, lay.banner.y - px(52), lay.hand.w + lay.buttons.w, px(44))

    def show_state(self, state) -> None:
        self.model.sync(self.game.observe_all(state))
        self.flyers.clear()
        self.hud.panel_key = None
        self.steps_played += 1

    def enqueue_replay(self, events: list, target) -> None:
        from .tween import Call
        self.director.enqueue_seen(list(events))
        self.queue.append((lambda t=target: Call(lambda: self.show_state(t)), False))

    def round_end_barrier(self, event):
        from .tween import Call
        return Call(lambda: None)  # the viewer steps on: no round-end screen between moves

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_buttons(surface)
