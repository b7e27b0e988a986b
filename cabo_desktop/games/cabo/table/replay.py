"""CABO's replay viewer: a finished game stepped through on the table, every card face up.

A finished game is over, so nothing in it is secret any more: unlike the table scene, which draws
only what one seat may see, the viewer draws every card face up. Its model is synchronised from
its view, an observation in which every card is known (the shell's viewer gives the game's
`observe_all` of the step shown); the recorded events (not redacted) drive the table scene's own
animations when stepping forward. Stepping back, Home and End jump without animation. The
stepping, the keys and the buttons are the shell's (ui/replay_base.py).
"""

from __future__ import annotations

import pygame

from ....ui.replay_base import ReplayControls
from ....ui.tween import Call
from ..rules import events as E
from .director import animation_groups
from .scene import TableScene


class ReplayScene(ReplayControls, TableScene):
    """A finished game (storage LoadedGame) on the table, every card face up, one action a step."""

    docked = False  # its six buttons lie as a row above the banner

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
    def to_act_of(state) -> int:
        """The seat that moves from a recorded state (the shell's viewer words each step with it)."""
        return state.to_act

    def clear_transients(self) -> None:
        self.hud.panel_key = None
        self.hud.banner_big_alpha = 0.0

    def buttons_area(self) -> pygame.Rect:
        return self.layout().buttons

    def show_state(self, _state=None, view=None) -> None:
        """Draw the step shown as it is, every card face up (the end of an animation, or a jump):
        from `view`, the viewer's view of that step (its view now when not given)."""
        self.model.sync(self.view if view is None else view)
        self.flyers.clear()
        self.hud.panel_key = None
        self.steps_played += 1

    def enqueue_replay(self, events: list[E.Event], _target=None) -> None:
        """The animations of one recorded action, then its step drawn as it is (from the view of
        that step, the one shown once the viewer has stepped)."""
        director = self.director
        target = self.view
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
        self.queue.append((lambda t=target: Call(lambda: self.show_state(view=t)), False))

    def _face_up_deal(self, target) -> None:
        """The cards just dealt, face up (`target`: the view of the step, every card known)."""
        hands = target.hands
        for seat, hand in enumerate(self.model.hands):
            for k, slot in enumerate(hand):
                if seat < len(hands) and k < len(hands[seat]):
                    slot.card = hands[seat][k].card
                    slot.face_up = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_buttons(surface)

    def face_up_everywhere(self) -> bool:
        """Every card in every hand is drawn face up (for the tests)."""
        return all(s.shown_card() is not None and not s.hidden for hand in self.model.hands for s in hand)
