"""CABO's replay viewer: a finished game stepped through on the table, every card face up.

A finished game is over, so nothing in it is secret any more: unlike the table scene, which draws
only what one seat may see, the viewer draws every card face up. Its model is synchronised from
`full_observation(state)`, an observation in which every card is known, built from the true
state of the record's replay; the recorded events (not redacted) drive the table scene's own
animations when stepping forward. Stepping back, Home and End jump without animation. The
stepping, the keys and the buttons are the shell's (ui/replay_base.py).
"""

from __future__ import annotations

import pygame

from ....ui.replay_base import ReplayControls
from ....ui.tween import Call
from ...cabo import GAME
from ..rules import events as E
from ..rules.state import GameState
from .director import animation_groups
from .scene import TableScene


def full_observation(state: GameState):
    """What the table shows in the replay viewer: every card known and face up (the held card too).
    Only for finished games, where nothing is secret."""
    return GAME.observe_all(state)


class ReplayScene(ReplayControls, TableScene):
    """A finished game (storage LoadedGame) on the table, every card face up, one action a step."""

    def __init__(self, app, game):
        record = game.record
        names = [seat.name for seat in record.seats]
        super().__init__(app, game.replay.variant, [None] * len(names), names, seed=record.seed, humans=(),
                         speed=app.settings.get("speed", "normal"), memory_aid=False, decks=record.decks,
                         start_seat=record.start_seat)
        self.setup_replay(game)

    # ------------------------------------------------------------ what the shared viewer asks

    def narrate(self, lines: list[str], event) -> None:
        self.narrator.log_into(lines, event, None)

    def action_words(self, action, seat: int) -> str:
        return self.narrator.action(action, seat)

    @staticmethod
    def to_act_of(state: GameState) -> int:
        return state.round.to_act

    def clear_transients(self) -> None:
        self.hud.panel_key = None
        self.hud.banner_big_alpha = 0.0

    def buttons_area(self) -> pygame.Rect:
        return self.layout().buttons

    def show_state(self, state: GameState) -> None:
        """Draw `state` as it is, every card face up (the end of an animation, or a jump)."""
        self.model.sync(full_observation(state))
        self.flyers.clear()
        self.hud.panel_key = None
        self.steps_played += 1

    def enqueue_replay(self, events: list[E.Event], target: GameState) -> None:
        director = self.director
        for group in animation_groups(events):
            ev = group[0]
            if isinstance(ev, E.ExchangeMatched):
                self.queue.append((lambda g=group: director.animate_match(g), False))
            elif isinstance(ev, E.CardPeeked) and ev.reason == "initial":
                self.queue.append((lambda g=group: director.peek_others(g), False))
            elif isinstance(ev, E.RoundStarted):  # the new hands are dealt face up
                self.queue.append((lambda e=ev: director.animate(e), False))
                self.queue.append((lambda t=target: Call(lambda: self._face_up_deal(t)), False))
            else:
                self.queue.append((lambda e=ev: director.animate(e), False))
        self.queue.append((lambda t=target: Call(lambda: self.show_state(t)), False))

    def _face_up_deal(self, target: GameState) -> None:
        hands = target.round.hands
        for seat, hand in enumerate(self.model.hands):
            for k, slot in enumerate(hand):
                if seat < len(hands) and k < len(hands[seat]):
                    slot.card = target.face(hands[seat][k])
                    slot.face_up = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_buttons(surface)

    def face_up_everywhere(self) -> bool:
        """Every card in every hand is drawn face up (for the tests)."""
        return all(s.shown_card() is not None and not s.hidden for hand in self.model.hands for s in hand)
