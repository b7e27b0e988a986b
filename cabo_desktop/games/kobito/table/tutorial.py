"""The interactive tutorial on Kobito's table: a short scripted game (four gold cards) on a stacked
deck, with a coach at the top of the side panel. It teaches choosing a card and its lit places,
continuing a pot's rainbow and winning the pot, starting a workshop rainbow (S), ending a turn (E),
swapping a Kobito and playing it, the replacement card, and moving workshop cards onto a pot.
At each of the person's steps only the scripted move is accepted (another card, place or block is
refused with a hint); Robin plays its scripted moves at a pace the coach's words can be read at.
The script is `games/kobito/tutorial_script.py`; what every tutorial shares is `ui/tutorial.py`."""

from __future__ import annotations

import pygame

from ....i18n import N_
from ....ui.tutorial import Coached, EndBarrier, ScriptedTable, SideCoach
from ..rules import events as E
from ..rules.actions import End, Move, Play, Replace, Start, Swap
from ..rules.cards import REPLACEMENT
from ..tutorial_script import HUMAN, score_explanation
from .controls import Controls
from .layout import hand_slots
from .scene import TableScene

__all__ = ["TutorialScene"]


def step_cards(action, hand) -> list:
    """The cards of your hand a step's move is made with (a replacement card's with its own)."""
    if isinstance(action, (Play, Swap)):
        return [action.card]
    if isinstance(action, Replace):
        spare = [c for c in hand if c is not None and c.kind == REPLACEMENT][:1]
        return spare + [action.card]
    if isinstance(action, Start):
        return list(action.cards)
    return []


class CoachedControls(Controls):
    """The table's controls, but a card or workshop block the step does not ask for cannot be chosen."""

    def choose(self, index: int) -> None:
        step = self.table.persons_step()
        hand = self.hand()
        if step is not None and 0 <= index < len(hand) and hand[index] not in step_cards(step.action, hand):
            self.table.explain(self.table.refuse_choice())
            return
        super().choose(index)

    def choose_block(self, w: int, k: int) -> None:
        step = self.table.persons_step()
        if step is not None and not isinstance(step.action, Move):
            self.table.explain(self.table.refuse_choice())
            return
        super().choose_block(w, k)


class TutorialScene(ScriptedTable, Coached, SideCoach, TableScene):
    """The tutorial game: a Kobito table that accepts only the scripted move of each step."""

    # what the tutorial chooser says of it
    about = N_("Build rainbows of numbers toward pots of gold, in the open or in your own workshop.")

    coached_controls = CoachedControls

    # ------------------------------------------------------------ the script

    def step_half_made(self, step) -> bool:
        """The step's block or cards are chosen (a place or a pot is the second half; a workshop
        rainbow's two cards are the whole move)."""
        controls = self.controls
        if isinstance(step.action, Move):
            return controls.block == (step.action.rainbow, step.action.end, step.action.count)
        cards = step_cards(step.action, controls.hand())
        return bool(cards) and bool(controls.chosen) and all(c in cards for c in controls.chosen) \
            and not isinstance(step.action, Start)

    def after_refusal(self, step) -> None:
        self.controls.after_play()  # the refused choice is dropped: the coach asks again from the start

    def enqueue(self, events: list, observation) -> None:
        super().enqueue(events, observation)
        if any(isinstance(ev, E.GameOver) for ev in events):
            # instead of the game-over screen: the score explained, then the title
            self.queue.append((lambda: EndBarrier(self.open_end), True))

    def open_end(self) -> None:
        view = self.view  # the game is over: its score is public
        self.end_tutorial(view, score_explanation(self.names, view))

    # ------------------------------------------------------------ drawing

    def asked_rects(self) -> list[pygame.Rect]:
        """Where the person should click now: the step's card(s), then the lit place; S or E;
        the workshop card whose block moves, then the pot."""
        step = self.persons_step()
        if step is None:
            return []
        action, controls = step.action, self.controls
        if isinstance(action, End):
            return [b.rect for b in controls.buttons[:1]]
        if isinstance(action, Move):
            if self.half_made():
                return [rect for rect, a in controls.targets() if a == action]
            return [self.spot_rect(("ws", HUMAN, action.rainbow), 0, self.place_length(("ws", HUMAN, action.rainbow)))]
        hand = controls.hand()
        wanted = [c for c in step_cards(action, hand) if c not in controls.chosen]
        if isinstance(action, Start):
            if not wanted:
                return [b.rect for b in controls.buttons[1:2]]
        elif self.half_made():
            return [rect for rect, a in controls.targets() if a == action]
        elif isinstance(action, Replace):
            wanted = wanted[:1]  # the replacement card first
        slots = hand_slots(self.layout(), len(hand))
        return [slots[hand.index(c)].move(0, -int(slots[hand.index(c)].h * 0.15 * controls.lift_of(c)))
                for c in wanted if c in hand]
