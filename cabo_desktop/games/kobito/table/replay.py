"""Kobito's replay viewer: a finished game stepped through on the table with every hand face up;
the stepping, keys and buttons are the shell's (ui/replay_base.py)."""

from __future__ import annotations

import pygame

from ....ui.replay_base import ReplayControls
from ....ui.tween import Call
from ...kobito import GAME
from .scene import TableScene


class ReplayScene(ReplayControls, TableScene):
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
        self.view.panel_key = None
        self.view.clear_speech()

    def buttons_area(self) -> pygame.Rect:
        lay = self.layout()
        return pygame.Rect(lay.hand.x, lay.banner.y - 52, lay.hand.w + lay.buttons.w, 44)

    def show_state(self, state) -> None:
        self.model.sync(GAME.observe_all(state))
        self.flyers.clear()
        self.view.panel_key = None
        self.steps_played += 1

    def enqueue_replay(self, events: list, target) -> None:
        self.director.enqueue_seen(list(events))
        self.queue.append((lambda t=target: Call(lambda: self.show_state(t)), False))

    def update(self, dt: float) -> None:
        ReplayControls.update(self, dt)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_buttons(surface)
