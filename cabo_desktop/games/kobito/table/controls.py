"""Input at Kobito's table. Choose a card of your hand (click or 1-9): every place it may go
lights up (an end of a rainbow, a Kobito it may replace, a card a replacement card may cover);
click one, or Tab to it and Enter. Two cards chosen: S starts a workshop rainbow. A card of your
workshop chosen: the block from it to the end whose block continues a pot (the nearer end first; a
second click on it, the other end) may slide onto the pots it continues.
W goes through the workshop blocks that may slide onto a pot. E ends your turn (when cards are
due but none can be played, the cards you chose go to the score pile). The table offers only the
legal actions it is given (`legal_now`) and reads only the eye's observation (`view`); an action
refused anyway is said in words from the refusal's key: the rules decide, the table only offers."""

from __future__ import annotations

import random

from ....i18n import _, n_
from ....ui.scene import Intent
from ....ui.table_kit import press
from ....ui.widgets import Button
from ..ai.agents import SolidAgent
from ..rules.actions import End, Move, Play, Replace, Start, Swap
from ..rules.cards import REPLACEMENT
from ..rules.refusals import words as refusal_words
from .layout import hand_slots


class Controls:
    def __init__(self, table):
        self.table = table
        self.chosen: list = []  # hand cards chosen (in order)
        self.block: tuple[int, str, int] | None = None  # (workshop rainbow, end, count) chosen
        self.block_click: tuple[int, int] | None = None  # the workshop card last clicked (w, k)
        self.focus = -1  # the keyboard's target
        self.mouse: tuple[int, int] | None = None
        self.buttons: list[Button] = []
        self.hint_text: str | None = None  # dropped after every action

    @property
    def active(self) -> bool:
        t = self.table
        return t.human_to_act() and not t.animating

    def legal(self) -> list:
        return list(self.table.legal_now()) if self.active else []

    def hand(self) -> list:
        t = self.table
        return t.model.hands[t.viewer] if t.model.hands else []

    def lift_of(self, card) -> float:
        return 1.0 if card is not None and card in self.chosen else 0.0

    def forget(self) -> None:
        hand = self.hand()
        self.chosen = [c for c in self.chosen if c in hand]
        self.block = None
        self.focus = -1

    def reset(self) -> None:
        self.chosen, self.block, self.focus, self.hint_text = [], None, -1, None

    def after_play(self) -> None:
        self.chosen, self.block, self.focus, self.hint_text = [], None, -1, None

    # ------------------------------------------------------------ what the choice allows

    def targets(self) -> list[tuple]:
        """(rect, action) for every legal action the current choice leads to."""
        t = self.table
        legal = self.legal()
        out = []
        if self.block is not None:
            w, end, count = self.block
            view = t.view
            for a in legal:
                if isinstance(a, Move) and (a.rainbow, a.end, a.count) == (w, end, count):
                    pot = t.model.pots[a.pot][1]
                    index = -1 if view.joins_before(a) else len(pot)
                    out.append((t.spot_rect(("pot", a.pot), index, t.place_length(("pot", a.pot))), a))
            return out
        if len(self.chosen) != 1:
            return out
        card = self.chosen[0]
        if card.kind == REPLACEMENT:  # it goes with the card of your hand that has the number it covers
            spots = {}
            for a in legal:
                if isinstance(a, Replace):
                    spots.setdefault((a.place, a.slot), a)
            return [(self.card_rect(a.place, a.slot), a) for a in spots.values()]
        ends = []  # the places at a rainbow's ends, after the cards (a card's own part is the card's)
        for a in legal:
            if isinstance(a, Play) and a.card == card:
                rainbow = t.place_rainbow(a.place)
                index = -1 if a.end == "low" else len(rainbow)
                ends.append((t.spot_rect(a.place, index, t.place_length(a.place)), a))
            elif isinstance(a, (Swap, Replace)) and a.card == card:
                out.append((self.card_rect(a.place, a.slot), a))
        return out + ends

    def card_rect(self, place, slot: int):
        """The part of card `slot` of the rainbow at `place` that shows: in an overlapping run, up
        to where the next card lies on it (the newest card whole), so a click means one card."""
        t = self.table
        length = t.place_length(place)
        rect = t.spot_rect(place, slot, length)
        if slot + 1 < len(t.place_rainbow(place)):
            after = t.spot_rect(place, slot + 1, length)
            if rect.left < after.left < rect.right:
                rect.w = after.left - rect.left
        return rect

    def start_action(self):
        if len(self.chosen) != 2:
            return None
        legal = set(self.legal())
        a, b = self.chosen
        for pair in ((a, b), (b, a)):
            if Start(pair) in legal:
                return Start(pair)
        return None

    def end_action(self):
        legal = self.legal()
        if End() in legal:
            return End()
        due = [a for a in legal if isinstance(a, End)]
        if due:
            wanted = tuple(sorted(self.chosen))
            return next((a for a in due if a.penalty == wanted), None)
        return None

    def due_count(self) -> int:
        """Cards to give to the score pile now (none can be played), else 0."""
        ends = [a for a in self.legal() if isinstance(a, End)]
        return len(ends[0].penalty) if ends and End() not in ends else 0

    def refresh(self) -> None:

        start, end = self.start_action(), self.end_action()
        due = self.due_count()
        if due:
            label = n_("Give up {n} card (E)", "Give up {n} cards (E)", due).format(n=due)
        else:
            label = _("End turn (E)")
        self.buttons = [Button(label, lambda: self.submit(self.end_action()), None, enabled=end is not None, primary=True,
                               hint=self.why_not_end() if end is None else ""),
                        Button(_("New rainbow (S)"), lambda: self.submit(self.start_action()), None,
                               enabled=start is not None)]

    def why_not_end(self) -> str:
        """Why E does not end the turn now, in a sentence (E said nothing before)."""
        t = self.table
        due = self.due_count()
        if due:
            return n_("Choose {n} card of your hand for your score pile first.",
                      "Choose {n} cards of your hand for your score pile first.", due).format(n=due)
        view = t.view
        owed = view.required - view.played
        if owed > 0:
            return n_("You must play at least {n} more card before you end your turn.",
                      "You must play at least {n} more cards before you end your turn.", owed).format(n=owed)
        return _("Your turn cannot end now.")

    def end_turn(self) -> None:
        """E: end the turn, or say why it cannot end yet."""
        action = self.end_action()
        if action is None:
            self.table.explain(self.why_not_end())
        else:
            self.submit(action)

    def submit(self, action) -> None:
        t = self.table
        if action is None:
            return
        if action not in self.legal():
            refused = t.refusal(action)
            if refused is not None:
                t.explain(refusal_words(refused))
                return
        t.play(action)

    # ------------------------------------------------------------ pointing

    def card_at(self, pos) -> int | None:
        slots = hand_slots(self.table.layout(), len(self.hand()))
        for k in range(len(slots) - 1, -1, -1):
            if slots[k].move(0, -int(slots[k].h * 0.15 * self.lift_of(self.hand()[k]))).collidepoint(pos):
                return k
        return None

    def workshop_card_at(self, pos) -> tuple[int, int] | None:
        t = self.table
        for w, rainbow in enumerate(t.model.workshops[t.viewer] if t.model.workshops else []):
            for k in range(len(rainbow) - 1, -1, -1):
                if t.spot_rect(("ws", t.viewer, w), k, t.place_length(("ws", t.viewer, w))).collidepoint(pos):
                    return w, k
        return None

    def choose(self, index: int) -> None:
        hand = self.hand()
        if not 0 <= index < len(hand) or hand[index] is None:
            return
        card = hand[index]
        self.block, self.focus = None, -1
        if card in self.chosen:
            self.chosen.remove(card)
        else:
            self.chosen = (self.chosen + [card])[-2:] if not self.due_count() else (self.chosen + [card])[-self.due_count():]

    def choose_block(self, w: int, k: int) -> None:
        """A click on card k of workshop rainbow w chooses the block from it to one end: the end
        whose block may slide onto a pot (the nearer one when both or neither may); a second
        click on the same card chooses the other end's block (so every such move has a click)."""
        t = self.table
        size = len(t.model.workshops[t.viewer][w])
        self.chosen, self.focus = [], -1

        movable = {(a.rainbow, a.end, a.count) for a in self.legal() if isinstance(a, Move)}

        def block(end: str, count: int) -> tuple[int, str, int]:
            # one card may stay behind only when it can move on at once (a rainbow spread over
            # several pots); else the whole rainbow (one move, from its high end)
            if size - count == 0 or (size - count == 1 and (w, end, count) not in movable):
                return (w, "high", size)
            return (w, end, count)
        near, far = (("high", size - k), ("low", k + 1)) if k >= size / 2 else (("low", k + 1), ("high", size - k))
        candidates = list(dict.fromkeys([block(*near), block(*far)]))
        fitting = [b for b in candidates if b in movable] or candidates[:1]
        if self.block_click == (w, k) and self.block in fitting and len(fitting) > 1:
            self.block = fitting[(fitting.index(self.block) + 1) % len(fitting)]
        else:
            self.block = fitting[0]
        self.block_click = (w, k)

    def next_block(self) -> None:
        """W: the next block of your workshop that may slide onto a pot (then Tab and Enter)."""
        blocks = sorted({(a.rainbow, a.end, a.count) for a in self.legal() if isinstance(a, Move)})
        if not blocks:
            self.table.explain(_("No workshop cards can continue a pot's rainbow now."))
            return
        k = blocks.index(self.block) + 1 if self.block in blocks else 0
        self.chosen, self.block, self.focus = [], blocks[k % len(blocks)], 0

    def hint(self) -> None:
        t = self.table
        if not self.active:
            return
        action = SolidAgent(seed=0).choose(t.view, list(t.legal_now()), random.Random(0))
        self.hint_text = t.narrator.action(action, t.human, you=True)

    def handle(self, intent: Intent) -> None:
        t = self.table
        kind = intent.kind
        if kind == "point":
            self.mouse = intent.pos
            return
        if kind in ("click", "space", "confirm") and t.animating:
            t.skip()
            return
        if not self.active:
            return
        if kind == "click":
            if press(self.buttons, intent.pos, lambda b: t.explain(b.hint) if b.hint else None):
                return
            for rect, action in self.targets():
                if rect.collidepoint(intent.pos):
                    self.submit(action)
                    return
            k = self.card_at(intent.pos)
            if k is not None:
                self.choose(k)
                return
            spot = self.workshop_card_at(intent.pos)
            if spot is not None:
                self.choose_block(*spot)
            return
        if kind == "key" and intent.key:
            key = intent.key
            if key.isdigit() and key != "0":
                self.choose(int(key) - 1)
            elif key == "e":
                self.end_turn()
            elif key == "s":
                self.submit(self.start_action())
            elif key == "h":
                self.hint()
            elif key == "w":
                self.next_block()
            return
        targets = self.targets()
        if kind in ("next", "right", "left") and targets:
            self.focus = (self.focus + (-1 if kind == "left" else 1)) % len(targets)
        elif kind == "confirm" and targets and 0 <= self.focus < len(targets):
            self.submit(targets[self.focus][1])
        elif kind == "confirm" and len(targets) == 1:  # one lit place: Enter plays there, no Tab first
            self.submit(targets[0][1])

    def cancel(self) -> bool:
        if self.chosen or self.block is not None:
            self.chosen, self.block, self.focus = [], None, -1
            return True
        return False

    def prompt(self) -> str | None:
        t = self.table
        if not self.active:
            return None
        due = self.due_count()
        if due:
            return n_("No card of yours can be played: choose {n} card for your score pile, then E.",
                      "No card of yours can be played: choose {n} cards for your score pile, then E.", due).format(n=due)
        view = t.view
        owed = view.required - view.played
        pointed = self.card_at(self.mouse) if self.mouse is not None and not self.chosen else None
        if pointed is not None and self.hand()[pointed] is not None and self.hand()[pointed].kind == REPLACEMENT:
            return _("A replacement card: lay it on a card of the table that has the number of a card of your "
                     "hand, then that card of yours on top.")
        if self.block is not None:
            return _("Click the pot whose rainbow these workshop cards continue.") if self.targets() else \
                _("These workshop cards continue no pot's rainbow now: choose others.")
        if len(self.chosen) == 1 and self.chosen[0].kind == REPLACEMENT:
            return _("Click a lit card: your replacement card goes on it, then your card with its number.") \
                if self.targets() else _("A replacement card needs a card of your hand with the number of a card "
                                         "on the table.")
        if len(self.chosen) == 1:
            return _("Click a lit place for your card (or Tab and Enter).") if self.targets() else \
                _("That card fits nowhere now: choose another.")
        if len(self.chosen) == 2:
            return _("S starts a workshop rainbow with these two cards.") if self.start_action() else \
                _("These two cards do not start a rainbow.")
        if owed > 0 and view.played == 0:
            return n_("Your turn: play at least {n} card (choose one: 1-9 or a click).",
                      "Your turn: play at least {n} cards (choose one: 1-9 or a click).", owed).format(n=owed)
        if owed > 0:
            return n_("Your turn: play at least {n} more card (choose one: 1-9 or a click).",
                      "Your turn: play at least {n} more cards (choose one: 1-9 or a click).", owed).format(n=owed)
        return _("You have played enough: play on, or end your turn (E).")
