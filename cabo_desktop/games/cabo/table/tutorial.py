"""The interactive tutorial on CABO's table: one scripted round of the official rules on a stacked deck.

The round is a small game record (docs/records.md): a stacked deck, top card first, and the
actions in record notation. A coach panel walks the new player through it: the first peek, a draw,
an exchange, the Peek ability, a multi-exchange and calling CABO. At each of the player's steps
only the scripted action is accepted; any other action is refused with a friendly hint in the
coach panel. The opponent plays its scripted moves at a pace the coach's words can be read at, so
the round always goes the same way. It ends with the score explained, then back to the title
screen. What every game's tutorial shares is `ui/tutorial.py`.
"""

from __future__ import annotations

import pygame

from ....i18n import N_, _, and_list
from ....ui.theme import px
from ....ui.tutorial import Coached, EndBarrier, TutorialEndScene, draw_coach_box, fit_coach
from ..card_names import card_label
from ..rules import actions as A
from ..rules.variant import load_builtin
from ..tutorial_script import HUMAN, RECORD, ScriptedAgent, bot_name, cabo_words, full_deck, score_explanation, \
    tutorial_steps
from .scene import TableScene

__all__ = ["TutorialEndScene", "TutorialScene"]


class TutorialScene(Coached, TableScene):
    """The tutorial round: a TableScene that accepts only the scripted action of each step."""

    # what the tutorial chooser says of it
    about = N_("Four cards face down, the lowest sum wins: look, draw, exchange, and call CABO.")

    # the memory aid stays on in the tutorial (the pause menu would set the player's own choice)
    memory_aid = property(lambda self: True, lambda self, value: None)

    def __init__(self, app, speed: str | None = None, auto_continue: float | None = None):
        variant = load_builtin(RECORD["variant"])
        self.start_script(tutorial_steps())
        agent = ScriptedAgent()
        speed = speed or getattr(app, "settings", {}).get("speed", "normal")
        # the record's seats ("You", "Robin") named in the player's language
        names = [_("You") if seat["kind"] == "human" else bot_name() for seat in RECORD["seats"]]
        super().__init__(app, variant, [None, agent], names, seed=RECORD["seed"], humans=(HUMAN,), speed=speed,
                         auto_continue=auto_continue, memory_aid=True,
                         decks=[full_deck(d) for d in RECORD["decks"]], start_seat=RECORD["start_seat"])
        agent.scene = self

    # ------------------------------------------------------------ the script

    def coach_text(self) -> str:
        step = self.shown_step
        if self.director.peek_holding is not None and self.result is None:
            if step is None or not isinstance(step.action, A.InitialPeek):
                return self.hud.prompt()  # the Peek's card: "Remember your card: a 5 ..."
            cards = and_list(card_label(c) for c in self.director.peek_holding if c is not None)
            return _("Your 1st and 3rd cards: {cards}. Remember them (this tutorial marks cards you have "
                     "seen), then click or press Space.").format(cards=cards)
        if step is not None and step.action == A.CALL_CABO and self.shown_index == self.index:
            confirm = getattr(getattr(self.app, "prefs", None), "confirm_cabo", False)
            return cabo_words(confirm, self.controls.cabo_armed) or step.coach
        return super().coach_text()

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
        return self.refuse_choice()

    def after_refusal(self, step) -> None:
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
            self.end_tutorial(ev, score_explanation(self.names, ev))
        return EndBarrier(open_sheet)

    # ------------------------------------------------------------ drawing

    def coach_room(self) -> pygame.Rect:
        """Where the coach panel may go: left of the piles, between the opponent's cards and yours."""
        lay = self.layout()
        play = lay.play
        left = play.x + px(16)
        right = min(lay.deck.x, lay.discard.x) - px(24)
        top, bottom = play.y + px(8), play.bottom - px(8)
        for seat, sl in lay.seats.items():
            if sl.slots:
                cards_top = min(s.top for s in sl.slots) - px(12)
                cards_bottom = max(s.bottom for s in sl.slots) + px(40)  # and the name plate
                if seat == HUMAN:
                    bottom = min(bottom, cards_top - px(18))
                else:
                    top = max(top, cards_bottom)
        return pygame.Rect(left, top, max(px(200), min(px(420), right - left)), max(px(80), bottom - top))

    def coach_layout(self) -> tuple[pygame.Rect, int, list[str], bool]:
        """The panel's rectangle, text size and lines: the hint after a refused move replaces the
        step's words (it asks again); the text gets smaller until it fits its room."""
        room = self.coach_room()
        content, hinted = self.coach_words()
        size, lines, need = fit_coach(content, room.w - px(24), room.h)
        rect = pygame.Rect(room.x, 0, room.w, min(need, room.h))
        rect.centery = self.layout().deck.centery
        rect.clamp_ip(room)
        return rect, size, lines, hinted

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.result is None:  # the end panel explains the score instead
            self.draw_asked(surface)
            rect, size, lines, hinted = self.coach_layout()
            draw_coach_box(surface, rect, self.coach_title(), lines, size, hinted)

    def asked_rects(self) -> list[pygame.Rect]:
        """Where the player should click now: the step's cards, the deck, or the CABO button."""
        if self.director.peek_holding is not None:
            return []
        step = self.persons_step()
        if step is None:
            return []
        lay = self.layout()
        if isinstance(step.action, A.DrawFromDeck):
            return [lay.deck]
        if isinstance(step.action, A.CallCabo):
            return [b.rect for b in self.controls.buttons if "CABO" in b.label.upper()]
        return [self.slot_rect(HUMAN, slot, lay) for slot in self.asked_slots()
                if slot not in self.controls.selection]
