"""Input at Cabanga!'s table: clicks and keys become the person's actions. On your turn: choose a
card of your hand (click, 1-9 or the arrows), then a pile of its row (click, L or R). In a throw
window: the cards inside the gap are chosen for you; click or press their number to change the
choice, then Throw (T) or Pass (P). Only legal actions reach the match; a refused click says why.
Everything here is read from the table's view (the eye's observation), its legal actions and the
rules' refusals: never from the game's state."""

from __future__ import annotations

import random

from ....i18n import N_, _, n_, sentence
from ....ui.scene import Intent
from ....ui.table_kit import press
from ....ui.widgets import Button
from ..ai.agents import SolidAgent, unseen_cards
from ..rules.actions import PASS, Play, Throw
from ..rules import refusals
from ..rules.cards import COLOURS, SIDES, Card, in_gap
from ..words import card_name, gap_words
from .layout import colours_of, hand_slots, run_slots

# the words of the rules' refusals (rules/refusals.py), said where a refused click is explained
REFUSAL_WORDS = {
    refusals.GAME_OVER: N_("the game is over"),
    refusals.NO_PLAY_IN_WINDOW: N_("now the others may throw cards into the gap; nobody plays a card"),
    refusals.OUTSIDE_GAP: N_("only cards of the gap's colour strictly inside the gap, from your hand, may be thrown"),
    refusals.PLAY_FROM_HAND: N_("you can only play a card from your hand, onto the left or right pile of its row"),
    refusals.NO_GAP: N_("nobody may throw now: no gap is open"),
    # the session's own refusals (core/feed.py)
    "game_over": N_("the game is over"),
    "not_your_turn": N_("Wait for your turn; Esc opens the menu."),
}


def refusal_words(refusal) -> str:
    """A refusal of the rules or of the session in the player's language (an unknown key: the
    play's rule)."""
    return _(REFUSAL_WORDS.get(refusal.key, REFUSAL_WORDS[refusals.PLAY_FROM_HAND]))


def position(view) -> tuple:
    """Where the game stands, from a view: the round, the cards on the rows and thrown, the seat
    deciding (every action changes one of them; a throw window is one position)."""
    return view.round_no, sum(len(side) for row in view.piles for side in row), len(view.thrown), view.thrower


class Controls:
    def __init__(self, table):
        self.table = table
        self.selected: Card | None = None  # the card about to be played
        self.chosen: set[Card] = set()  # the cards about to be thrown
        self.mouse: tuple[int, int] | None = None
        self.hover_pile: tuple[int, str] | None = None  # (row, side) under the mouse with a card chosen
        self.buttons: list[Button] = []
        self.hint_text: str | None = None  # dropped after every action
        self.window_key: tuple | None = None  # the throw window (a position) the choice was made for
        self._preview_key: tuple | None = None  # the gap preview, once per table position and choice
        self._preview: tuple[int, int, int] | None = None

    # ------------------------------------------------------------ what the person may do now

    @property
    def mode(self) -> str:
        """"play" (your turn), "throw" (a gap is open for you) or "" (nothing to do)."""
        t = self.table
        if not t.human_to_act() or t.animating:
            return ""
        return "throw" if t.view.thrower >= 0 else "play"

    def hand(self) -> list:
        return self.table.model.hands[self.table.viewer] if self.table.model.hands else []

    def throwable(self) -> list[Card]:
        gap = self.table.view.gap
        if gap is None:
            return []
        return [c for c in self.hand() if c is not None and in_gap(c, *gap)]

    def lift_of(self, card) -> float:
        """How far a card of your hand is lifted (1: chosen)."""
        return 1.0 if card is not None and (card == self.selected or card in self.chosen) else 0.0

    def forget(self) -> None:
        """The table moved on: drop choices that no longer fit (the buttons are made again)."""
        hand = self.hand()
        if self.selected not in hand:
            self.selected = None
        self.chosen &= set(hand)
        if self.table.view.thrower < 0:
            self.chosen.clear()
            self.window_key = None

    def reset(self) -> None:
        self.selected = None
        self.chosen.clear()
        self.window_key = None
        self.hint_text = None
        self.hover_pile = None

    def after_play(self) -> None:
        self.selected = None
        self.chosen.clear()
        self.hint_text = None
        self.hover_pile = None

    def refresh(self) -> None:
        """Each frame while the person may act: the buttons of the moment; a new throw window
        starts with every card that fits chosen (throwing is almost always right)."""
        t = self.table
        mode = self.mode
        if mode == "throw":
            key = position(t.view)
            if self.window_key != key:
                self.window_key = key
                self.chosen = set(self.throwable())
            count = len(self.chosen)
            self.buttons = [
                Button(n_("Throw {n} card", "Throw {n} cards", count).format(n=count) if count else _("Throw"),
                       self.throw, "t", enabled=bool(count), primary=True),
                Button(_("Pass"), self.pass_, "p"),
            ]
        else:
            self.buttons = []

    # ------------------------------------------------------------ acting

    def submit(self, action) -> bool:
        t = self.table
        refusal = t.refusal(action)
        if refusal is not None:
            t.explain(refusal_words(refusal))
            return False
        t.play(action)
        return True

    def play_on(self, side: str) -> None:
        if self.selected is None:
            self.table.explain(_("Choose a card of your hand first (click it or press its number)."))
            return
        self.submit(Play(self.selected, side))

    def throw(self) -> None:
        if self.chosen:
            self.submit(Throw(tuple(sorted(self.chosen))))

    def pass_(self) -> None:
        self.submit(PASS)

    def toggle(self, card: Card) -> None:
        if card in self.chosen:
            self.chosen.discard(card)
        elif card in self.throwable():
            self.chosen.add(card)
        else:
            colour, low, high = self.table.view.gap
            self.table.explain(_("Only cards inside the gap can be thrown: {values}.").format(values=gap_words((low, high))))

    def choose(self, index: int) -> None:
        hand = self.hand()
        if not 0 <= index < len(hand) or hand[index] is None:
            return
        card = hand[index]
        if self.mode == "throw":
            self.toggle(card)
        elif self.mode == "play":
            self.selected = None if self.selected == card else card

    def step(self, delta: int) -> None:
        hand = self.hand()
        if not hand or self.mode != "play":
            return
        k = hand.index(self.selected) if self.selected in hand else (-1 if delta > 0 else len(hand))
        self.selected = hand[(k + delta) % len(hand)]

    def hint(self) -> None:
        """What the solid AI would do from what you know (your own observation only)."""
        t = self.table
        if not t.human_to_act():
            return
        # the solid AI draws on no randomness: the hint depends on the position alone
        action = SolidAgent(seed=0).choose(t.view, list(t.legal_now()), random.Random(0))
        if isinstance(action, Play):
            self.selected = action.card
            text = (_("play {card} on the left pile") if action.side == "left"
                    else _("play {card} on the right pile")).format(card=card_name(action.card))
        elif isinstance(action, Throw):
            self.chosen = set(action.cards)
            text = n_("throw {n} card", "throw {n} cards", len(action.cards)).format(n=len(action.cards))
        else:
            text = _("pass")
        self.hint_text = text

    # ------------------------------------------------------------ preview

    def preview(self, row: int, side: str) -> tuple[int, int, int] | None:
        """The gap the chosen card would open on this pile: (low, high, unseen cards inside it)."""
        t = self.table
        card = self.selected
        if card is None or COLOURS[row] != card.colour or not t.model.piles:
            return None
        view = t.view
        key = (position(view), card, row, side)  # asked by the drawing and the banner every frame
        if self._preview_key != key:
            other = t.model.piles[row][1 - SIDES.index(side)][-1].value
            low, high = min(card.value, other), max(card.value, other)
            unseen = 0
            if high - low > 1:
                unseen = sum(1 for c in unseen_cards(view) if in_gap(c, card.colour, low, high))
            self._preview_key, self._preview = key, (low, high, unseen)
        return self._preview

    # ------------------------------------------------------------ pointing

    def card_at(self, pos) -> int | None:
        t = self.table
        slots = hand_slots(t.layout(), len(self.hand()), colours_of(self.hand()))
        for k in range(len(slots) - 1, -1, -1):
            rect = slots[k].move(0, -int(slots[k].h * 0.18 * self.lift_of(self.hand()[k])))
            if rect.collidepoint(pos):
                return k
        return None

    def pile_at(self, pos) -> tuple[int, str] | None:
        """The pile under the pointer: a lane's half nearer its run (its cards, the felt before
        them and the ruler below), a top card wherever it lies."""
        t = self.table
        lay = t.layout()
        for r, row in enumerate(lay.rows):
            if not row.rect.collidepoint(pos):
                continue
            piles = t.model.piles
            if piles:  # a top card grown past the lane's middle is still its own pile's
                for s, side in enumerate(SIDES):
                    if run_slots(row, max(1, len(piles[r][s])), side)[-1].collidepoint(pos):
                        return r, side
            return r, ("left" if pos[0] < row.middle.centerx else "right")
        return None

    def handle(self, intent: Intent) -> None:
        t = self.table
        kind = intent.kind
        if kind == "point":
            self.mouse = intent.pos
            pile = self.pile_at(intent.pos) if self.mode == "play" else None
            self.hover_pile = pile
            return
        if kind in ("click", "space", "confirm") and t.animating:
            t.skip()
            return
        if kind == "click":
            if press(self.buttons, intent.pos):
                return
            k = self.card_at(intent.pos)
            if k is not None:
                self.choose(k)
                return
            pile = self.pile_at(intent.pos)
            if pile is not None and self.mode == "play":
                row, side = pile
                if self.selected is not None and self.selected.colour != COLOURS[row]:
                    t.explain(_("{card} can only go on a pile of its own row.").format(card=card_name(self.selected)))
                    return
                self.play_on(side)
            return
        if kind == "key" and intent.key:
            key = intent.key
            if key.isdigit() and key != "0":
                self.choose(int(key) - 1)
            elif key == "h":
                self.hint()
            elif self.mode == "play" and key in ("l", "r"):
                self.play_on("left" if key == "l" else "right")
            elif self.mode == "throw" and key == "t":
                self.throw()
            elif self.mode == "throw" and key == "p":
                self.pass_()
            elif self.mode == "throw" and key == "a":
                self.chosen = set(self.throwable())
            return
        if kind in ("left", "right"):
            self.step(-1 if kind == "left" else 1)
        elif kind == "confirm" and self.mode == "throw":
            self.throw() if self.chosen else self.pass_()
        elif kind == "confirm" and self.mode == "play" and self.selected is not None:
            t.explain(_("Press L or R: the left or the right pile of its row."))

    def prompt(self) -> str | None:
        """The banner's words while the person may act."""
        t = self.table
        mode = self.mode
        if mode == "play":
            if self.selected is None:
                return _("Your turn: choose a card, then a pile of its row.")
            if t.view.draws_penalty_first(self.selected):
                return self.play_prompt() + " " + _("Same colour as the last card played: you draw a penalty "
                                                    "card first.")
            return self.play_prompt()
        if mode == "throw":
            view = t.view
            colour, low, high = view.gap
            if t.legal_now() == (PASS,):  # only at a hot-seat table: alone, such a window passes by itself
                return _("No card of yours fits the gap ({values}): pass (P).").format(values=gap_words((low, high)))
            return _("Cabanga! Throw your cards inside the gap ({values}) at {name}, or pass.").format(
                values=gap_words((low, high)), name=t.name(view.current))
        return None

    def play_prompt(self) -> str:
        """What the chosen card would do: the gap a hovered pile would open, or where it may go."""
        if self.hover_pile is not None:
            row, side = self.hover_pile
            gap = self.preview(row, side)
            if gap is not None:
                low, high, unseen = gap
                if high - low <= 1:
                    return sentence(_("{card} here opens no gap: nothing can be thrown.").format(
                        card=card_name(self.selected)))
                # TRANSLATORS: {values} is "5 to 11" or "only 4"
                return sentence(n_("{card} here opens a gap ({values}): {n} unseen card fits in it.",
                                   "{card} here opens a gap ({values}): {n} unseen cards fit in it.", unseen).format(
                    card=card_name(self.selected), values=gap_words((low, high)), n=unseen))
        return _("Play {card}: click the left or right pile of its row (L / R).").format(card=card_name(self.selected))


