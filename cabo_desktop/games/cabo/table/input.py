"""Input at CABO's table: clicks and keys become the human's actions. The buttons of each phase,
the cards that may be chosen (highlighted on hover), multi-card selection, abilities' targets,
the keyboard cursor, CABO's confirmation and the hint. What it offers and checks comes from the
table's feed alone: the eye's view, the legal actions (`legal_now()`) and the rules' refusal of an
action (`refusal(action)`); only legal actions are played."""

from __future__ import annotations

from typing import Sequence

import pygame

from ....i18n import _, current_language, p_
from ....ui.scene import Intent
from ....ui.table_kit import press
from ....ui.theme import px
from ....ui.widgets import Button, lay_out_row
from ..rules import actions as A
from ..rules.state import Phase
from . import ends
from .layout import DOCK
from .plates import drawing_order


def lay_out_dock(buttons: list[Button], area: pygame.Rect) -> None:
    """The buttons in `area`: a row across it when it is a row (a replay's), else stacked down
    the docked corner beside your hand, the last (the primary's neighbours, Hint) at its foot:
    each a quarter of the column less its gaps, the stack standing on the column's foot."""
    if not buttons or area.h < 2 * area.w // 3:
        lay_out_row(buttons, area, 230)
        return
    gap = max(px(6), area.h // 40)
    h = (area.h - (DOCK - 1) * gap) // DOCK
    y = area.bottom - len(buttons) * h - (len(buttons) - 1) * gap
    for k, b in enumerate(buttons):
        b.rect = pygame.Rect(area.x, y + k * (h + gap), area.w, h)


class Controls:
    """The human's side of a table scene (`table`)."""

    def __init__(self, table):
        self.table = table
        self.selection: list[int] = []
        self.mode = "normal"  # or "ability"
        self.swap_first: tuple[int, int] | None = None
        self.cursor: tuple[int, int] | None = None
        self.hover: tuple | None = None
        self.mouse: tuple[int, int] | None = None
        self.buttons: list[Button] = []
        self.cabo_armed = False  # confirm before CABO: the first press arms, the second calls
        self.hint_text: str | None = None
        self.hint_key = None
        self.hint_pending = None  # (action count, Future) while the hint is being thought out
        self._input_key = None
        self._targets_key = None
        self._targets: frozenset = frozenset()
        self._legal_key = None
        self._legal_set: frozenset = frozenset()

    def legal(self) -> Sequence[A.Action]:
        """The human's legal actions now (none when it is not their turn)."""
        return self.table.legal_now()

    def is_legal(self, action: A.Action) -> bool:
        """Whether the human may play `action` now: a listed action, or one the rules do not refuse
        (an exchange of more than four cards, where the variant allows it, is legal but not listed)."""
        t = self.table
        if not t.human_to_act():
            return False
        key = len(t.actions_taken)
        if key != self._legal_key:
            self._legal_key, self._legal_set = key, frozenset(self.legal())
        return action in self._legal_set or t.refusal(action) is None

    def forget_buttons(self) -> None:
        """Build the buttons again at the next frame (the state or the window changed)."""
        self._input_key = None

    def after_play(self) -> None:
        """An action was played: forget the half-made choices (the cursor stays where it is)."""
        self.selection.clear()
        self.mode = "normal"
        self.swap_first = None
        self.cabo_armed = False
        self.hint_text = None
        self._input_key = None

    def reset(self) -> None:
        """Another person (or the public view) is at the screen: forget everything of the last one."""
        self.after_play()
        self.cursor = None
        self.buttons = []
        self._targets_key = None

    def refresh(self) -> None:
        t = self.table
        self.poll_hint()
        key = (len(t.actions_taken), tuple(self.selection), self.mode, self.swap_first, t.app.size,
               self.cabo_armed, t.human, current_language())
        if key == self._input_key:
            return
        self._input_key = key
        self.buttons = self.make_buttons()
        lay_out_dock(self.buttons, t.layout().buttons)

    def ability_kind(self, legal) -> type | None:
        for a in legal:  # abilities come before the (possibly many) exchanges
            if isinstance(a, (A.Peek, A.Spy, A.Swap, A.LookAndSwap)):
                return type(a)
            if isinstance(a, A.Exchange):
                break
        return None

    def make_buttons(self) -> list[Button]:
        t = self.table
        if not t.human_to_act():
            return []
        legal = self.legal()
        phase = t.view.phase
        b: list[Button] = []
        # the first look has no button: choosing the last of its cards looks at them at once
        if phase == Phase.TURN:
            b.append(Button(p_("action", "Draw"), lambda: self.attempt(A.DRAW_FROM_DECK), "d",
                            self.is_legal(A.DRAW_FROM_DECK),
                            # TRANSLATORS: why a button is disabled, shown as "Draw: not now — {reason}."
                            _("the deck is empty"), primary=True))
            b.append(Button(_("Take discard"), lambda: self.attempt(A.TAKE_DISCARD), "t", self.is_legal(A.TAKE_DISCARD),
                            _("there is no discard to take")))
            b.append(Button(_("Confirm CABO") if self.cabo_armed else "CABO", self.cabo, "c",
                            self.is_legal(A.CALL_CABO), _("CABO was already called this round")))
        elif phase == Phase.DRAWN:
            if self.mode == "ability":
                b.append(Button(_("Cancel"), self.cancel_ability, "escape"))
            else:
                if self.is_legal(A.DISCARD_DRAWN):
                    b.append(Button(p_("action", "Discard"), lambda: self.attempt(A.DISCARD_DRAWN), "d"))
                kind = self.ability_kind(legal)
                if kind is not None:
                    b.append(Button(_("Use ability"), self.start_ability, "a"))
                ex = A.Exchange(tuple(sorted(self.selection)))
                label = p_("action", "Exchange")
                if len(self.selection) > 1:
                    # TRANSLATORS: the Exchange button with the number of cards chosen (2 or more)
                    label = p_("action", "Exchange {n}").format(n=len(self.selection))
                b.append(Button(label, lambda: self.attempt(ex), "x", self.is_legal(ex),
                                _("choose the card(s) to exchange first") if not self.selection else
                                _("those cards cannot be exchanged together"), primary=True))
        elif phase == Phase.DECIDE_SWAP:
            b.append(Button(_("Keep both"), lambda: self.attempt(A.KEEP_CARDS), "k"))
        elif phase in (Phase.PLACE_DRAWN, Phase.PLACE_PENALTY):
            b.append(Button(_("Left end"), lambda: self.attempt(A.PLACE_LEFT), "l"))
            b.append(Button(_("Right end"), lambda: self.attempt(A.PLACE_RIGHT), "r"))
        elif phase == Phase.SNAP:
            known = t.known_snap() if t.human_to_act() else None
            # TRANSLATORS: a button: snap the card you know matches the top discard
            b.append(Button(p_("action", "Snap"), lambda: self.attempt(known), "s", known is not None,
                            hint=_("you know no card that matches")))
            b.append(Button(p_("action", "Pass"), lambda: self.attempt(A.PASS_SNAP), "p"))
        if phase in (Phase.TURN, Phase.DRAWN, Phase.DECIDE_SWAP, Phase.SNAP) and self.mode == "normal":
            b.append(Button(p_("action", "Hint"), self.show_hint, "h"))
        return b

    def cabo(self) -> None:
        """CABO, asking for a second press first when "confirm before CABO" is on."""
        t = self.table
        confirm = getattr(getattr(t.app, "prefs", None), "confirm_cabo", False)
        if confirm and not self.cabo_armed:
            if not self.is_legal(A.CALL_CABO):
                return t.explain(_("CABO was already called this round."))
            self.cabo_armed = True
            self._input_key = None
            t.explain(_("Call CABO? Everyone else gets one more turn. Press C again (or click Confirm CABO)."))
            return
        if self.cabo_armed:
            t.notice_time = 0.0  # the question is answered: "Press C again" goes
        self.cabo_armed = False
        self.attempt(A.CALL_CABO)

    def show_hint(self) -> None:
        """H: what the Expert AI would do from this human's own observation, with a reason."""
        t = self.table
        if not t.human_to_act() or t.animating:
            return
        from ..hint import hint_for
        # the observation is taken here; the Expert thinks in the table's worker (never in a frame)
        obs, legal, key, names = t.view, list(self.legal()), len(t.actions_taken), list(t.names)
        self.hint_pending = (key, t.thinker.start(lambda: hint_for(obs, legal, key, names)))
        t.explain(_("Thinking about a hint…"))

    def poll_hint(self) -> None:
        """The hint's answer, once the worker has it (dropped if a move was made meanwhile)."""
        if self.hint_pending is None or not self.hint_pending[1].done():
            return
        (key, answer), self.hint_pending = self.hint_pending, None
        if key == len(self.table.actions_taken):
            self.hint_text = answer.result()[1]
            self.hint_key = key
            self.table.notice_time = 0.0

    def attempt(self, action: A.Action) -> bool:
        t = self.table
        if not t.human_to_act() or t.animating:
            return False
        if not self.is_legal(action):
            t.explain(_("That is not possible now."))
            return False
        t.play(action)
        return True

    def confirm_peek(self) -> None:
        self.attempt(A.InitialPeek(tuple(sorted(self.selection))))

    def start_ability(self) -> None:
        self.mode = "ability"
        self.swap_first = None
        self.selection.clear()

    def cancel_ability(self) -> None:
        self.mode = "normal"
        self.swap_first = None

    def click_card(self, seat: int, slot: int) -> None:
        """The human picks a card (mouse click, or Enter on the keyboard cursor)."""
        t = self.table
        if not t.human_to_act() or t.animating:
            return
        legal = self.legal()
        view = t.view
        phase = view.phase
        me = t.human
        refusal = t.refuse_card(seat, slot)  # the tutorial refuses cards its step does not ask for
        if refusal:
            return t.explain(refusal)
        if phase == Phase.INITIAL_PEEK:
            if seat != me:
                return t.explain(_("Look at your own cards."))
            if slot in self.selection:
                self.selection.remove(slot)
            elif len(self.selection) < t.variant.deal.peek_count:
                self.selection.append(slot)
            if len(self.selection) == t.variant.deal.peek_count:
                self.confirm_peek()
        elif phase == Phase.TURN:
            t.explain(_("First draw from the deck (D) or take the discard (T)."))
        elif phase == Phase.DRAWN and self.mode == "ability":
            kind = self.ability_kind(legal)
            if kind is A.Peek:
                if not self.attempt_quietly(A.Peek(slot) if seat == me else None):
                    t.explain(_("Peek needs one of your own face-down cards."))
            elif kind is A.Spy:
                if not self.attempt_quietly(A.Spy(seat, slot) if seat != me else None):
                    t.explain(_("Spy needs a face-down card of another player (not the caller's).")
                              if t.variant.turn.protect_caller else
                              _("Spy needs a face-down card of another player."))
            elif kind is A.LookAndSwap:
                if not self.attempt_quietly(A.LookAndSwap(seat, slot) if seat != me else None):
                    t.explain(_("Look at another player's card."))
            elif kind is A.Swap:
                if self.swap_first is None or self.swap_first == (seat, slot):
                    self.swap_first = None if self.swap_first == (seat, slot) else (seat, slot)
                    return
                (sa, a), (sb, b) = self.swap_first, (seat, slot)
                for action in (A.Swap(sa, a, sb, b), A.Swap(sb, b, sa, a)):
                    if self.is_legal(action):
                        t.play(action)
                        return
                t.explain(_("Those two cards cannot be swapped: pick cards of two different players.")
                          if t.variant.turn.swap_between_opponents else
                          _("Those two cards cannot be swapped: pick cards of two different players, one of them yours."))
                self.swap_first = None
        elif phase == Phase.DRAWN:
            if seat != me:
                return t.explain(_("Exchange your own cards; an opponent's card needs an ability (A)."))
            if slot in self.selection:
                self.selection.remove(slot)
            else:
                self.selection.append(slot)
        elif phase == Phase.DECIDE_SWAP:
            target = view.look_target
            if seat != me or not self.attempt_quietly(A.Swap(me, slot, target[0], target[1])):
                t.explain(_("Click one of your own cards to swap, or Keep both (K)."))
        elif phase == Phase.SNAP:
            if not self.attempt_quietly(A.Snap(seat, slot)):
                t.explain(_("That card cannot be snapped."))
        elif phase == Phase.SNAP_GIVE:
            if seat != me or not self.attempt_quietly(A.GiveCard(slot)):
                t.explain(_("Give one of your own cards."))
        elif phase in (Phase.PLACE_DRAWN, Phase.PLACE_PENALTY):
            t.explain(_("Choose an end: left (L) or right (R)."))

    def refuse(self, button: Button) -> None:
        """Why a disabled button does nothing, in the banner."""
        if button.hint:
            # TRANSLATORS: {label} is a button's name, {reason} why it is disabled ("the deck is empty")
            self.table.explain(_("{label}: not now — {reason}.").format(label=button.label, reason=button.hint))
        else:
            self.table.explain(_("{label} is not possible now.").format(label=button.label))

    def attempt_quietly(self, action) -> bool:
        t = self.table
        if action is not None and self.is_legal(action):
            t.play(action)
            return True
        return False

    def card_at(self, pos) -> tuple[int, int] | None:
        t = self.table
        lay = t.layout()
        for seat, sl in lay.seats.items():
            hand = t.model.hands[seat] if seat < len(t.model.hands) else []
            # the card drawn last lies on top (overlapped hands; a card face up drawn after the rest)
            order = drawing_order(hand, len(sl.slots), bool(sl.tilts)) + list(range(len(hand), len(sl.slots)))
            for i in reversed(order):
                if t.painter.lifted(seat, i, sl.slots[i], lay).collidepoint(pos):
                    return seat, i
        return None

    def handle(self, intent: Intent) -> None:
        t = self.table
        kind = intent.kind
        if kind == "point":
            card = self.card_at(intent.pos)
            lay = t.layout()
            self.hover = (("card",) + card) if card else ("deck",) if lay.deck.collidepoint(intent.pos) else \
                ("discard",) if lay.discard.collidepoint(intent.pos) else None
            self.mouse = intent.pos
            return
        if t.director.peek_holding is not None and kind in ("click", "space", "confirm"):
            t.director.peek_confirmed = True  # the human has memorised their cards
            return
        if t.animating:
            if kind in ("click", "space", "confirm"):
                t.skip()
            return
        if kind == "click":
            if press(self.buttons, intent.pos, self.refuse):
                return
            card = self.card_at(intent.pos)
            if card is not None:
                self.click_card(*card)
                return
            lay = t.layout()
            end = ends.action_at(t, lay, intent.pos)  # a ghost at an end of your line
            if end is not None:
                self.attempt(end)
                return
            if lay.deck.collidepoint(intent.pos):
                self.pile_click("deck")
            elif lay.discard.collidepoint(intent.pos):
                self.pile_click("discard")
            return
        if kind == "key":
            key = intent.key
            if self.cabo_armed and key != "c":
                self.cabo_armed = False
                self._input_key = None
            if key.isdigit() and t.human is not None:
                index = int(key) - 1
                if 0 <= index < len(t.model.hands[t.human]):
                    self.click_card(t.human, index)
                return
            for b in self.buttons:
                if b.key == key:
                    if b.enabled:
                        b.action()
                    else:
                        self.refuse(b)
                    return
            return
        if kind in ("left", "right", "up", "down"):
            self.move_cursor(kind)
            return
        if kind in ("confirm", "space"):
            if self.cursor is not None:
                self.click_card(*self.cursor)
            else:
                primary = next((b for b in reversed(self.buttons) if b.enabled), None)
                if primary is not None and kind == "confirm":
                    primary.action()

    def targets(self) -> frozenset:
        """What the human may click now: ("card", seat, slot), ("deck",), ("discard",) (cached)."""
        t = self.table
        if not t.human_to_act() or t.animating:
            return frozenset()
        key = (len(t.actions_taken), self.mode, self.swap_first, len(self.selection))
        if key == self._targets_key:
            return self._targets
        me = t.human
        view = t.view
        phase = view.phase
        legal = self.legal()
        found: set = set()
        hands = view.hands
        if phase == Phase.INITIAL_PEEK:
            found |= {("card", me, i) for i in range(len(hands[me]))}
        elif phase == Phase.TURN:
            if self.is_legal(A.DRAW_FROM_DECK):
                found.add(("deck",))
            if self.is_legal(A.TAKE_DISCARD):
                found.add(("discard",))
        elif phase == Phase.DRAWN and self.mode == "ability":
            for a in legal:
                if isinstance(a, A.Peek):
                    found.add(("card", me, a.slot))
                elif isinstance(a, (A.Spy, A.LookAndSwap)):
                    found.add(("card", a.target_seat, a.slot) if hasattr(a, "target_seat") else ("card", a.seat, a.slot))
                elif isinstance(a, A.Swap):
                    pair = (("card", a.seat_a, a.slot_a), ("card", a.seat_b, a.slot_b))
                    if self.swap_first is None:
                        found.update(pair)
                    elif ("card",) + tuple(self.swap_first) in pair:
                        found.update(pair)
        elif phase == Phase.DRAWN:
            if any(isinstance(a, A.Exchange) for a in legal):
                found |= {("card", me, i) for i in range(len(hands[me]))}
            if self.is_legal(A.DISCARD_DRAWN):
                found.add(("discard",))
        elif phase == Phase.DECIDE_SWAP:
            found |= {("card", me, a.slot_a) for a in legal if isinstance(a, A.Swap) and a.seat_a == me}
            found |= {("card", me, a.slot_b) for a in legal if isinstance(a, A.Swap) and a.seat_b == me}
        elif phase == Phase.SNAP:
            found |= {("card", a.seat, a.slot) for a in legal if isinstance(a, A.Snap)}
        elif phase == Phase.SNAP_GIVE:
            found |= {("card", me, a.slot) for a in legal if isinstance(a, A.GiveCard)}
        self._targets_key, self._targets = key, frozenset(found)
        return self._targets

    def pile_click(self, pile: str) -> None:
        t = self.table
        if not t.human_to_act():
            return
        phase = t.view.phase
        if phase == Phase.TURN:
            self.attempt(A.DRAW_FROM_DECK if pile == "deck" else A.TAKE_DISCARD)
        elif phase == Phase.DRAWN and pile == "discard" and self.is_legal(A.DISCARD_DRAWN):
            self.attempt(A.DISCARD_DRAWN)
        else:
            t.explain(_("The piles are not in play right now."))

    def move_cursor(self, direction: str) -> None:
        t = self.table
        if t.human is None:
            return
        order = [(t.viewer + k) % t.n for k in range(t.n)]
        order = [s for s in order if t.model.hands[s]]
        if not order:
            return
        if self.cursor is None or self.cursor[0] not in order:
            self.cursor = (t.viewer, 0)
            return
        seat, slot = self.cursor
        if direction in ("left", "right"):
            size = len(t.model.hands[seat])
            slot = (slot + (1 if direction == "right" else -1)) % size
        else:
            idx = (order.index(seat) + (1 if direction == "up" else -1)) % len(order)
            seat = order[idx]
            slot = min(slot, len(t.model.hands[seat]) - 1)
        self.cursor = (seat, slot)
