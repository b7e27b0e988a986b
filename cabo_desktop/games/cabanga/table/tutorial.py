"""The interactive tutorial on Cabanga!'s table: one scripted round (four cards each) on a stacked
deck, with a coach at the top of the side panel. It teaches choosing a card and a pile, the gap a
card opens ("Cabanga!": throwing into a gap, and passing), the same-colour penalty and the round's
score. At each of the person's steps only the scripted move is accepted (another card, pile or
answer is refused with a hint); Robin plays its scripted moves at a pace the coach's words can be
read at. The script is `games/cabanga/tutorial_script.py`; what every tutorial shares is
`ui/tutorial.py`."""

from __future__ import annotations

import pygame

from ....i18n import N_
from ....ui.tutorial import Coached, EndBarrier, ScriptedTable, SideCoach
from ..rules.actions import PASS, Play, Throw
from ..rules.cards import COLOURS
from ..tutorial_script import score_explanation
from .controls import Controls
from .board import top_rect
from .layout import colours_of, hand_slots
from .scene import TableScene

__all__ = ["TutorialScene"]


class CoachedControls(Controls):
    """The table's controls, but a card the step does not ask for cannot be chosen."""

    def asked_card(self):
        step = self.table.persons_step()
        return step.action.card if step is not None and isinstance(step.action, Play) else None

    def choose(self, index: int) -> None:
        hand = self.hand()
        asked = self.asked_card()
        if self.mode == "play" and asked is not None and 0 <= index < len(hand) and hand[index] != asked:
            self.table.explain(self.table.refuse_choice())
            return
        super().choose(index)

    def step(self, delta: int) -> None:
        asked = self.asked_card()
        if self.mode == "play" and asked is not None:
            self.selected = asked  # the arrows land on the card the coach asks for
            return
        super().step(delta)


class TutorialScene(ScriptedTable, Coached, SideCoach, TableScene):
    """The tutorial round: a Cabanga! table that accepts only the scripted move of each step."""

    # what the tutorial chooser says of it
    about = N_("Play your cards onto the rows; a card that leaves a gap lets the others throw theirs at you.")

    coached_controls = CoachedControls

    # ------------------------------------------------------------ the script

    def step_half_made(self, step) -> bool:
        """The step's card is chosen (its pile is the second half)."""
        return isinstance(step.action, Play) and self.controls.selected == step.action.card

    def round_end_barrier(self, ev):
        """Instead of the score sheet and a next round: the score explained, then the title."""
        def open_sheet():
            self.before_round_end(ev)
            self.end_tutorial(ev, score_explanation(self.names, ev, self.variant))
        return EndBarrier(open_sheet)

    # ------------------------------------------------------------ drawing

    def asked_rects(self) -> list[pygame.Rect]:
        """Where the person should click now: the step's card, then its pile; Throw or Pass."""
        step = self.persons_step()
        if step is None:
            return []
        action, controls = step.action, self.controls
        if isinstance(action, Play):
            lay = self.layout()
            if controls.selected != action.card:
                hand = controls.hand()
                if action.card not in hand:
                    return []
                rect = hand_slots(lay, len(hand), colours_of(hand))[hand.index(action.card)]
                return [rect.move(0, -int(rect.h * 0.18 * controls.lift_of(action.card)))]
            return [top_rect(self, lay, COLOURS.index(action.card.colour), action.side)]  # its top card, as drawn
        wanted = "t" if isinstance(action, Throw) else "p" if action == PASS else None
        return [b.rect for b in controls.buttons if b.key == wanted]
