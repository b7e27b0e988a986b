"""The table scene: one game of CABO, the human at one seat (or nobody, in the demo) vs AI seats.

The scene owns the GameState only to apply actions; everything it draws comes from a
`TableModel` fed with events redacted for the viewer (`event.for_seat`) and synchronised with
`observe(state, viewer)` after each action. Rule events are turned into tweens that play in
order; input is never blocked (a click or Space skips the running animation), and the human
may act only when the animations of earlier actions have played.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Callable, Sequence

import pygame

from ..games.cabo.rules import actions as A
from ..games.cabo.rules import events as E
from ..games.cabo.rules import apply, legal_actions, new_game, observe
from ..games.cabo.rules.state import Phase
from ..games.cabo.rules.variant import Variant
from . import assets
from .layout import TableLayout, compute_layout
from .model import Slot, TableModel
from .scene import Button, Intent, Scene, lay_out_row
from .tween import Call, Parallel, Sequence as Seq, Tween, Wait, ease_in_out_cubic, ease_out_cubic, lerp

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 1000.0}
# The "seat" whose knowledge is everybody's knowledge: the public view of a hot-seat table while
# an AI plays between two humans (events.PUBLIC covers 16 seats; games have at most 6).
PUBLIC_EYE = 15


class _Ordinals:
    def __getitem__(self, index: int) -> str:
        n = index + 1
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"


ORDINAL = _Ordinals()  # ORDINAL[0] == "1st"
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
SOUND_FOR = {  # the sound effect an event starts with
    "CardDealt": "deal", "DiscardStarted": "flip", "CardDrawn": "slide", "CardDiscarded": "discard",
    "CardPlaced": "deal", "CardsSlidOut": "slide", "CardsSwapped": "slide", "CaboCalled": "cabo",
    "DeckReshuffled": "deal", "SnapHit": "discard", "SnapMissed": "flip", "CardSpied": "flip",
    "CardPeeked": "flip", "CardAddedAtEnd": "deal", "CardGiven": "slide", "RoundScored": "round_end",
}


def _plural(label: str) -> str:
    return label + ("es" if label.endswith(("x", "s")) else "s")
PANEL_BG = (22, 36, 30)
GOLD = (250, 214, 90)
WHITE = (240, 240, 235)
DIM = (170, 185, 175)


class WaitUntil:
    """An animation step that ends when `predicate()` is true (a barrier: skipping stops here)."""

    barrier = True

    def __init__(self, predicate: Callable[[], bool]):
        self.predicate = predicate
        self.done = False

    def update(self, dt: float) -> float:
        self.done = self.predicate()
        return dt if self.done else 0.0

    def finish(self) -> None:
        self.done = self.predicate()


class Flyer:
    """A card moving across the table (drawn above everything)."""

    def __init__(self, card, size, start: pygame.Rect, face_up: bool):
        self.card = card
        self.face_up = face_up and card is not None
        self.rect = pygame.FRect(start)
        self.size = size
        self.squash = 1.0


def _move(flyer: Flyer, a: pygame.Rect, b: pygame.Rect, duration: float, flip_to: bool | None = None,
          easing=ease_in_out_cubic) -> Tween:
    start_face = flyer.face_up

    def step(t: float) -> None:
        flyer.rect.x = lerp(a.x, b.x, t)
        flyer.rect.y = lerp(a.y, b.y, t)
        flyer.rect.w = lerp(a.w, b.w, t)
        flyer.rect.h = lerp(a.h, b.h, t)
        if flip_to is not None and flip_to != start_face:
            flyer.squash = abs(1 - 2 * t)
            flyer.face_up = flip_to if t >= 0.5 else start_face
        else:
            flyer.squash = 1.0

    return Tween(duration, step, easing)


def animation_groups(events: list[E.Event]) -> list[list[E.Event]]:
    """Events grouped as they animate: a matched exchange with its discards and the placed card
    (the cards fly to the pile together), and one seat's first looks; every other event alone."""
    groups: list[list[E.Event]] = []
    i = 0
    while i < len(events):
        ev = events[i]
        group = [ev]
        if isinstance(ev, E.ExchangeMatched):
            while i + 1 < len(events) and isinstance(events[i + 1], (E.CardDiscarded, E.CardPlaced)):
                i += 1
                group.append(events[i])
                if isinstance(events[i], E.CardPlaced):
                    break
        elif isinstance(ev, E.CardPeeked) and ev.reason == "initial":
            while i + 1 < len(events) and isinstance(events[i + 1], E.CardPeeked) \
                    and events[i + 1].reason == "initial" and events[i + 1].seat == ev.seat:
                i += 1
                group.append(events[i])
        groups.append(group)
        i += 1
    return groups


class TableScene(Scene):
    """A game at the table. `human` is the human's seat, or None when every seat is an AI (demo)."""

    fills_screen = True

    def __init__(self, app, variant: Variant, agents: Sequence, names: Sequence[str], seed: int = 0,
                 human: int | None = 0, speed: str = "normal", auto_continue: float | None = None,
                 memory_aid: bool = True, decks: Sequence[Sequence[str]] = (), start_seat: int | None = None,
                 humans: Sequence[int] | None = None, resume=None, saver=None):
        super().__init__(app)
        self.variant = variant
        self.agents = list(agents)
        self.names = list(names)
        self.n = len(self.agents)
        # humans: the seats played by people at this computer (several: hot-seat). `human` is the
        # one at the screen now (None: nobody's private view is shown: the demo, or the public view
        # of a hot-seat table while AIs play); `eye` the seat whose knowledge the table draws.
        if humans is None:
            humans = [] if human is None else [human]
        self.humans = tuple(humans)
        self.hotseat = len(self.humans) >= 2
        self.viewer = self.humans[0] if self.humans else 0  # the seat drawn at the bottom
        self.human = None if self.hotseat else (self.humans[0] if self.humans else None)
        self.eye = PUBLIC_EYE if self.hotseat else self.viewer
        self.handoff_to: int | None = None  # a hand-off screen is up for this seat
        self.pending_peeks: dict[int, list] = {}  # hot-seat: first looks to show each person privately
        self.saver = saver  # storage GameSaver: autosave after every action
        self.save_messages: list[str] = []
        self.cabo_armed = False  # confirm before CABO: the first press arms, the second calls
        self.hint_text: str | None = None
        self.hint_key = None
        self.seed = seed
        self.speed_name = speed
        self.auto_continue = auto_continue  # seconds before round-end/game-over screens close (demo)
        self.memory_aid = memory_aid
        self.square = variant.deal.layout == "square"
        self.rng = random.Random(seed ^ 0x5EED)
        if resume is not None:
            self.state, events = resume.replay.initial, resume.replay.initial_events
        else:
            self.state, events = new_game(variant, self.n, seed, decks=decks, start_seat=start_seat)
        self.actions_taken: list[A.Action] = []
        self.model = TableModel(self.eye, self.n)
        self.model.sync(observe(self.state, self.eye))
        self.model.hands = [[] for _ in range(self.n)]
        self.model.discard = []
        self.queue: deque = deque()  # (thunk -> animation, is_barrier)
        self.current_anim = None
        self.flyers: list[Flyer] = []
        self.banner_big: str | None = None  # "CABO!" and the like
        self.banner_big_alpha = 0.0
        self.logs: dict[int, list[str]] = {}  # per eye: what that seat may read
        self.notice = ""
        self.notice_time = 0.0
        self.think = 0.0
        self.think_seat: int | None = None
        self.selection: list[int] = []
        self.mode = "normal"  # or "ability"
        self.swap_first: tuple[int, int] | None = None
        self.cursor: tuple[int, int] | None = None
        self.hover: tuple | None = None
        self.buttons: list[Button] = []
        self.scores: list[E.RoundScored] = []
        self.resets: dict[int, list[E.ScoreReset]] = {}  # round number -> totals reset that round
        self.overlay_open = False
        self.finished = False
        self.time = 0.0
        self._input_key = None
        self.steps_played = 0
        self.peek_holding: list | None = None  # the human's first cards, shown until confirmed
        self.peek_confirmed = False
        self.peek_since = 0.0
        self._sfx_last: dict[str, float] = {}
        self._targets_key = None
        self._panel_key = None
        self._panel_surface: pygame.Surface | None = None
        self._targets: frozenset = frozenset()
        self._notify_agents(events)
        if resume is not None:
            self._resume(resume, events)
        else:
            self._enqueue(events, observe(self.state, self.eye))

    def _resume(self, game, initial_events) -> None:
        """Continue a saved game exactly: replay its actions into the agents' memories, the score
        sheet and the logs, and draw the table as it stands (no animation of the past)."""
        all_events = list(initial_events)
        for action, state, events in zip(game.replay.actions, game.replay.states, game.replay.events):
            self._notify_agents(events)
            self.actions_taken.append(action)
            all_events.extend(events)
        for i, ev in enumerate(all_events):
            if isinstance(ev, E.RoundScored):
                self.scores.append(ev)
                resets = []
                for later in all_events[i + 1:]:
                    if not isinstance(later, E.ScoreReset):
                        break
                    resets.append(later)
                self.resets[ev.round_no] = resets
        self.state = game.state
        for key in self._log_keys():
            lines = self.logs.setdefault(key, [])
            for ev in all_events[-80:]:
                self._log_into(lines, ev.for_seat(key), self._me_for(key))
            lines.append(f"Game resumed: round {self.state.round.round_no}.")
        from .menus import round_totals
        self.model.sync(observe(self.state, self.eye))
        if self.scores and self.state.over:
            self.model.totals = round_totals(self, self.scores[-1])
        self.steps_played += 1

    @property
    def log(self) -> list[str]:
        return self.logs.setdefault(self.eye, [])

    def _log_keys(self) -> list[int]:
        """The eyes a log is kept for: each human, the public view (hot-seat), the demo's seat."""
        keys = list(self.humans) or [self.viewer]
        if self.hotseat:
            keys.append(PUBLIC_EYE)
        return keys

    def _me_for(self, eye: int) -> int | None:
        return eye if eye in self.humans else None

    def show_messages(self, messages) -> None:
        for m in messages or ():
            self.save_messages.append(m)
            self.explain(m)

    # ------------------------------------------------------------ names and words

    def name(self, seat: int) -> str:
        return self.names[seat]

    def who(self, seat: int, subject: bool = True, me: object = "screen") -> str:
        me = self.human if me == "screen" else me
        if seat == me:
            return "You" if subject else "you"
        return self.names[seat]

    def whose(self, seat: int) -> str:
        return "your" if seat == self.human else f"{self.names[seat]}'s"

    def describe(self, ev: E.Event, me: object = "screen") -> str | None:
        """One line of the log, in words and in the past tense ("Bruno spied your 3rd card"), for
        the human `me` ("screen": the one at the screen; None: nobody is "you")."""
        me = self.human if me == "screen" else me

        def w(seat: int, subject: bool = True) -> str:
            return self.who(seat, subject, me)

        def own(seat: int, owner: int) -> str:
            if owner == me:
                return "your"
            return "their" if owner == seat else f"{self.name(owner)}'s"

        match ev:
            case E.RoundStarted(round_no, start, _):
                return f"Round {round_no} begins; {'you start' if start == me else self.name(start) + ' starts'}."
            case E.DiscardStarted(card):
                return f"The discard pile starts with a {card.label()}."
            case E.CardPeeked(seat, slot, reason, card, _):
                what = f": a {card.label()}" if card is not None else ""
                verb = "looked at" if reason == "initial" else "peeked at"
                return f"{w(seat)} {verb} {own(seat, seat)} {ORDINAL[slot]} card{what}."
            case E.CardSpied(seat, target, slot, reason, card, _):
                what = f": a {card.label()}" if card is not None else ""
                verb = "spied" if reason == "spy" else "looked at"
                return f"{w(seat)} {verb} {own(seat, target)} {ORDINAL[slot]} card{what}."
            case E.CardDrawn(seat, source, card, _):
                if source == "discard":
                    return f"{w(seat)} took the {card.label()} from the discard pile."
                what = f" (a {card.label()})" if card is not None else ""
                return f"{w(seat)} drew from the deck{what}."
            case E.CardDiscarded(seat, card, slot):
                if slot is None:
                    return f"{w(seat)} discarded the {card.label()}."
                return f"{w(seat)} exchanged {own(seat, seat)} {ORDINAL[slot]} card; the {card.label()} went to the pile."
            case E.CardsSlidOut(seat, slots, cards):
                values = {c.value for c in cards}
                count = NUMBER_WORDS.get(len(cards), str(len(cards)))
                if len({c.rank for c in cards}) == 1:
                    return f"{w(seat)} slid out {count} {_plural(cards[0].rank)}"
                if len(values) == 1:
                    return f"{w(seat)} slid out {count} cards worth {cards[0].value}"
                return f"{w(seat)} slid out {count} cards ({', '.join(c.label() for c in cards)})"
            case E.ExchangeMatched(seat, slots, _):
                return None  # appended to the slide-out line
            case E.ExchangeFailed(seat, slots, face_up):
                return None
            case E.CardAddedAtEnd(seat, end, _, reason, _, card, _):
                thing = "the drawn card" if reason == "drawn" else "a penalty card"
                return f"{w(seat)} added {thing} at the {end} end."
            case E.CardsSwapped(seat, sa, a, sb, b):
                return f"{w(seat)} swapped {own(seat, sa)} {ORDINAL[a]} card with {own(seat, sb)} {ORDINAL[b]} card."
            case E.SwapDeclined(seat):
                return f"{w(seat)} kept the cards where they were."
            case E.CaboCalled(seat):
                return f"{w(seat)} called CABO! Everyone else has one more turn."
            case E.DeckReshuffled(size):
                return f"The discard pile was shuffled into a new deck of {size} cards."
            case E.SnapHit(seat, target, slot, card):
                return f"{w(seat)} snapped {own(seat, target)} {card.label()}: hit!"
            case E.SnapMissed(seat, target, slot, card):
                return f"{w(seat)} snapped {own(seat, target)} {card.label()}: miss!"
            case E.CardGiven(seat, slot, to_seat, _):
                return f"{w(seat)} gave {w(to_seat, False)} a card."
            case E.RoundEnded(reason):
                return "The round ended: " + ("CABO was called." if reason == "cabo" else "the deck ran out.")
            case E.RoundScored(round_no, _, sums, scores, totals, caller, kamikaze, winners):
                parts = [f"{self.name(s)} {scores[s]:+d} ({totals[s]})" for s in range(self.n)]
                return f"Round {round_no} scores: " + ", ".join(parts)
            case E.ScoreReset(seat, old, new):
                return f"{w(seat)} hit exactly {old}: back to {new}!"
            case E.GameOver(winners, totals):
                return "Game over: " + " and ".join(self.name(s) for s in winners) + (" won!" if winners else "")
        return None

    def add_log(self, line: str | None) -> None:
        if line:
            self.log.append(line)
            del self.log[:-200]

    def _log_into(self, lines: list[str], ev: E.Event, me: int | None) -> None:
        """Add the line of an event (redacted for the log's eye) to a log, for the human `me`."""
        if isinstance(ev, E.ExchangeMatched):
            if lines:
                lines[-1] += ": match!"
            return
        if isinstance(ev, E.ExchangeFailed):
            if lines:
                lines[-1] += ": no match, they went back " + ("face up." if ev.face_up else "face down.")
            return
        line = self.describe(ev, me)
        if line:
            lines.append(line)
            del lines[:-200]

    def _log_suffix(self, text: str) -> None:
        if self.log:
            self.log[-1] += text


    # ------------------------------------------------------------ playing

    def _notify_agents(self, events: list[E.Event]) -> None:
        for seat, agent in enumerate(self.agents):
            if agent is not None and hasattr(agent, "notify"):
                for ev in events:
                    agent.notify(seat, ev.for_seat(seat))

    def play(self, action: A.Action) -> None:
        """Apply an action for the seat to act and queue its animation."""
        self.state, events = apply(self.state, action)
        self.actions_taken.append(action)
        self._notify_agents(events)
        self._enqueue(events, observe(self.state, self.eye))
        self.hint_text = None
        self.cabo_armed = False
        if self.saver is not None:
            self.show_messages(self.saver.after_action(action, self.state))
            if self.state.over:
                self.show_messages(self.saver.finish(self.state))
                self.saver = None
        self.selection.clear()
        self.mode = "normal"
        self.swap_first = None
        self._input_key = None

    def _enqueue(self, events: list[E.Event], obs) -> None:
        if self.hotseat:  # first looks dealt while nobody's view was up: shown when the person takes over
            for ev in events:
                if isinstance(ev, E.RoundStarted):
                    self.pending_peeks.clear()
                elif isinstance(ev, E.CardPeeked) and ev.reason == "initial" and ev.seat in self.humans \
                        and ev.seat != self.eye:
                    self.pending_peeks.setdefault(ev.seat, []).append(ev.for_seat(ev.seat))
        for key in self._log_keys():  # the logs of the eyes not at the screen, written now
            if key != self.eye:
                lines = self.logs.setdefault(key, [])
                for ev in events:
                    self._log_into(lines, ev.for_seat(key), self._me_for(key))
        seen = [ev.for_seat(self.eye) for ev in events]
        for group in animation_groups(seen):
            ev = group[0]
            if isinstance(ev, E.ExchangeMatched):
                self.queue.append((lambda g=group: self._animate_match(g), False))
            elif isinstance(ev, E.CardPeeked) and ev.reason == "initial":
                if ev.seat == self.human and ev.card is not None:
                    # the human's peek: lift and flip, stay readable until confirmed, flip back
                    self.queue.append((lambda g=group: self._peek_show(g), False))
                    self.queue.append((lambda g=group: self._peek_hold(g), True))
                    self.queue.append((lambda g=group: self._peek_hide(g), False))
                else:
                    self.queue.append((lambda g=group: self._peek_others(g), False))
            elif isinstance(ev, E.RoundScored):
                # one action ends at most one round, so its resets are this round's
                self.resets[ev.round_no] = [r for r in seen if isinstance(r, E.ScoreReset)]
                self.queue.append((lambda e=ev: self._animate(e), False))
                self.queue.append((lambda e=ev: self._round_end_barrier(e), True))
            else:
                self.queue.append((lambda e=ev: self._animate(e), False))
        self.queue.append((lambda o=obs: Call(lambda: self._synced(o)), False))

    def _synced(self, obs) -> None:
        revealed = self.model.hands
        self.model.sync(obs)
        if obs.phase == Phase.GAME_OVER and self.scores:
            self.model.hands = revealed  # keep the final reveal on the table
        self.flyers.clear()
        self.steps_played += 1
        self._input_key = None

    @property
    def animating(self) -> bool:
        return self.current_anim is not None or bool(self.queue)

    def skip(self) -> None:
        """Finish the running animation and those queued after it, up to a barrier."""
        if self.current_anim is not None:
            if getattr(self.current_anim, "barrier", False):
                return
            self.current_anim.finish()
            self.current_anim = None
        while self.queue and not self.queue[0][1]:
            thunk, _ = self.queue.popleft()
            anim = thunk()
            anim.finish()
        self.flyers.clear()

    def _run_animations(self, dt: float) -> None:
        for _ in range(10000):
            if self.current_anim is None:
                if not self.queue:
                    return
                thunk, _barrier = self.queue.popleft()
                self.current_anim = thunk()
            dt = self.current_anim.update(dt)
            if not self.current_anim.done:
                return
            self.current_anim = None

    def human_to_act(self) -> bool:
        return self.human is not None and not self.state.over and self.state.to_act == self.human

    def update(self, dt: float) -> None:
        self.time += dt
        speed = SPEEDS.get(self.speed_name, 1.0)
        sdt = dt * speed
        if self.notice_time > 0:
            self.notice_time -= dt
        if self.banner_big_alpha > 0:
            self.banner_big_alpha = max(0.0, self.banner_big_alpha - dt / 3.0)  # fades over 3 s
        self._run_animations(sdt)
        if self.animating:
            return
        if self.state.over:
            if not self.finished:
                self.finished = True
                from .menus import GameOverScene
                self.app.scenes.push(GameOverScene(self.app, self))
            return
        seat = self.state.to_act
        if seat == self.human:
            self.think_seat = None
            self._refresh_input()
            return
        if seat in self.humans:  # hot-seat: another person's turn (or back from the public view)
            self.think_seat = None
            self.hand_off(seat)
            return
        if self.hotseat and self.human is not None:
            self.go_public()  # an AI plays next: nobody's private view stays on the screen
        if self.think_seat != seat:
            self.think_seat = seat
            self.think = 0.55 if self.state.round.phase != Phase.SNAP else 0.25
        self.think -= sdt
        if self.think <= 0:
            self.think_seat = None
            agent = self.agents[seat]
            legal = legal_actions(self.state)
            obs = observe(self.state, seat) if getattr(agent, "needs_observation", True) else None
            self.play(agent.choose(obs, legal, self.rng))

    # ------------------------------------------------------------ hot-seat

    def _set_eye(self, eye: int, human: int | None) -> None:
        """Draw the table for another eye: the model is rebuilt from that seat's observation
        (nothing of the previous view is kept) and the input state is reset."""
        self.eye = eye
        self.human = human
        if human is not None:
            self.viewer = human
        self.model = TableModel(eye, self.n)
        self.model.sync(observe(self.state, eye))
        if self.state.over and self.scores:
            from .menus import round_totals
            self.model.totals = round_totals(self, self.scores[-1])
        self.flyers.clear()
        self.selection.clear()
        self.mode = "normal"
        self.swap_first = None
        self.cursor = None
        self.peek_holding = None
        self.buttons = []
        self.hint_text = None
        self.cabo_armed = False
        self._input_key = self._targets_key = self._panel_key = None
        self._legal_key = None

    def go_public(self) -> None:
        """Hide the private view of the human at the screen: the table shows public knowledge only."""
        if self.human is not None or self.eye != PUBLIC_EYE:
            self._set_eye(PUBLIC_EYE, None)

    def hand_off(self, seat: int) -> None:
        """Cover the table with the hand-off screen for `seat` (hot-seat)."""
        if self.handoff_to is not None:
            return
        self.go_public()
        self.handoff_to = seat
        from .menus import HandOffScene
        self.app.scenes.push(HandOffScene(self.app, self, seat))

    def take_over(self, seat: int) -> None:
        """The person at `seat` is at the screen now: draw their view."""
        self.handoff_to = None
        self._set_eye(seat, seat)
        pending = self.pending_peeks.pop(seat, None)
        if pending:  # a first look dealt automatically (kaboo): shown now, privately
            from dataclasses import replace
            hand, used, group = self.model.hands[seat], set(), []
            for ev in pending:
                for i, slot in enumerate(hand):
                    if i not in used and slot.card == ev.card and not slot.face_up:
                        used.add(i)
                        group.append(replace(ev, slot=i))
                        break
            if group:
                self.queue.append((lambda g=group: self._peek_show(g, log=False), False))
                self.queue.append((lambda g=group: self._peek_hold(g), True))
                self.queue.append((lambda g=group: self._peek_hide(g), False))

    # ------------------------------------------------------------ animations per event

    def layout(self) -> TableLayout:
        sizes = self.model.hand_sizes()
        if len(sizes) != self.n:
            sizes = (0,) * self.n
        return compute_layout(self.app.size, sizes, self.viewer, self.square)

    def slot_rect(self, seat: int, index: int, lay: TableLayout | None = None) -> pygame.Rect:
        lay = lay or self.layout()
        sl = lay.seats[seat]
        if 0 <= index < len(sl.slots):
            return sl.slots[index]
        if sl.slots:
            r = sl.slots[-1].copy()
            r.x += r.w + 4
            return r
        return pygame.Rect(sl.area.centerx - sl.card_size[0] // 2, sl.area.centery - sl.card_size[1] // 2, *sl.card_size)

    def held_rect(self, lay: TableLayout | None = None) -> pygame.Rect:
        return (lay or self.layout()).drawn

    def _fly(self, card, start: pygame.Rect, end: pygame.Rect, duration: float, face_from: bool, face_to: bool,
             before: Callable[[], None] | None = None, after: Callable[[], None] | None = None) -> Seq:
        flyer = Flyer(card, start.size, start, face_from)

        def begin():
            if before:
                before()
            self.flyers.append(flyer)

        def land():
            if flyer in self.flyers:
                self.flyers.remove(flyer)
            if after:
                after()

        return Seq([Call(begin), _move(flyer, start, end, duration, face_to if card is not None else False),
                    Call(land)])

    def _lift(self, slot: Slot, up: float, duration: float) -> Tween:
        start = slot.lift
        return Tween(duration, lambda t: setattr(slot, "lift", lerp(start, up, t)), ease_out_cubic)

    def _flip(self, slot: Slot, card, duration: float) -> Tween:
        def step(t: float) -> None:
            slot.squash = abs(1 - 2 * t)
            if t >= 0.5:
                slot.reveal = card

        return Tween(duration, step, linear_ease)

    def sfx(self, name: str) -> None:
        """Play a sound effect (the same one at most every 45 ms: skipping is not a din)."""
        last = self._sfx_last.get(name, -1.0)
        if self.time - last < 0.045 and last >= 0:
            return
        self._sfx_last[name] = self.time
        self.app.play_sound(name)

    def _peek_show(self, group, log: bool = True) -> Seq:
        m = self.model
        for ev in group:
            self.app.note_event(type(ev).__name__)
            if log:
                self.add_log(self.describe(ev))
        anims = []
        for ev in group:
            s = m.slot(ev.seat, ev.slot)
            if s is not None:
                anims.append(Seq([self._lift(s, 1.0, 0.25), self._flip(s, ev.card, 0.3)]))

        def start():
            self.peek_holding = [ev.card for ev in group]
            self.peek_confirmed = False
            self.peek_since = self.time
            self.sfx("flip")
        return Seq([Call(start), Parallel(anims)])

    def _peek_hold(self, group) -> WaitUntil:
        def ready() -> bool:
            if self.peek_confirmed:
                return True
            return self.auto_continue is not None and self.time - self.peek_since >= self.auto_continue
        return WaitUntil(ready)

    def _peek_hide(self, group) -> Seq:
        m = self.model
        anims = []
        for ev in group:
            s = m.slot(ev.seat, ev.slot)
            if s is not None:
                anims.append(Seq([self._flip(s, None, 0.3), Call(lambda s=s, c=ev.card: setattr(s, "card", c)),
                                  self._lift(s, 0.0, 0.2)]))

        def end():
            self.peek_holding = None
            self.sfx("flip")
        return Seq([Call(end), Parallel(anims)])

    def _peek_others(self, group) -> Seq:
        """Another seat's first look: its cards lift briefly (the viewer sees only what it may)."""
        m = self.model
        anims = []
        for ev in group:
            self.app.note_event(type(ev).__name__)
            self.add_log(self.describe(ev))
            s = m.slot(ev.seat, ev.slot)
            if s is None:
                continue
            steps = [self._lift(s, 1.0, 0.25)]
            if ev.card is not None:
                steps += [self._flip(s, ev.card, 0.3), Wait(0.8), self._flip(s, None, 0.3),
                          Call(lambda s=s, c=ev.card: setattr(s, "card", c))]
            else:
                steps.append(Wait(0.45))
            steps.append(self._lift(s, 0.0, 0.2))
            anims.append(Seq(steps))
        return Parallel(anims) if anims else Wait(0)

    def _animate(self, ev: E.Event):
        name = type(ev).__name__
        self.app.note_event(name)
        self.add_log(self.describe(ev))
        if isinstance(ev, E.ExchangeMatched):
            self._log_suffix(": match!")
        elif isinstance(ev, E.ExchangeFailed):
            self._log_suffix(": no match, they went back " + ("face up." if ev.face_up else "face down."))
        if name in SOUND_FOR:
            self.sfx(SOUND_FOR[name])
        m = self.model
        lay = self.layout()
        match ev:
            case E.RoundStarted(round_no, start, sizes):
                def reset():
                    m.hands = [[Slot(hidden=True) for _ in range(k)] for k in sizes]
                    m.discard = []
                    m.holding, m.held, m.held_seat = False, None, None
                    m.caller = None
                    m.round_no = round_no
                    m.deck_size = len(self.variant.faces)
                    self.flyers.clear()
                return Seq([Call(reset), Wait(0.2)])
            case E.CardDealt(seat, slot):
                lay = compute_layout(self.app.size, m.hand_sizes(), self.viewer, self.square)
                target = self.slot_rect(seat, slot, lay)

                def landed(seat=seat, slot=slot):
                    m.deck_size = max(0, m.deck_size - 1)
                    s = m.slot(seat, slot)
                    if s:
                        s.hidden = False
                return self._fly(None, lay.deck, target, 0.09, False, False, after=landed)
            case E.DiscardStarted(card):
                def started():
                    m.deck_size = max(0, m.deck_size - 1)
                    m.discard.append(card)
                return self._fly(card, lay.deck, lay.discard, 0.3, False, True, after=started)
            case E.TurnStarted(seat, _):
                def turn():
                    m.current = seat
                return Call(turn)
            case E.CardPeeked(seat, slot, _reason, card, _):
                s = m.slot(seat, slot)
                if s is None:
                    return Wait(0)
                steps = [self._lift(s, 1.0, 0.25)]
                if card is not None:
                    steps += [self._flip(s, card, 0.3), Wait(2.5 if seat == self.human else 0.6), self._flip(s, None, 0.3),
                              Call(lambda: setattr(s, "card", card))]
                else:
                    steps += [Wait(0.35)]
                steps.append(self._lift(s, 0.0, 0.2))
                return Seq(steps)
            case E.CardSpied(seat, target, slot, _reason, card, _):
                s = m.slot(target, slot)
                if s is None:
                    return Wait(0)
                steps = [Call(lambda: setattr(s, "eye", True)), self._lift(s, 1.0, 0.25)]
                if card is not None:
                    steps += [self._flip(s, card, 0.3), Wait(1.4), self._flip(s, None, 0.3), Call(lambda: setattr(s, "card", card))]
                else:
                    steps += [Wait(0.7)]
                steps += [self._lift(s, 0.0, 0.2), Call(lambda: setattr(s, "eye", False))]
                return Seq(steps)
            case E.CardDrawn(seat, source, card, _):
                start = lay.deck if source == "deck" else lay.discard

                def took():
                    if source == "deck":
                        m.deck_size = max(0, m.deck_size - 1)
                    elif m.discard:
                        m.discard.pop()

                def held():
                    m.holding, m.held, m.held_seat = True, card, seat

                return self._fly(card, start, lay.drawn, 0.4, source == "discard", card is not None, before=took, after=held)
            case E.CardDiscarded(seat, card, slot):
                return self._discard_anim(seat, card, slot, lay, 0.35)
            case E.CardPlaced(seat, slot, face_up, card, _):
                def gone():
                    m.holding, m.held = False, None

                def placed():
                    s = m.slot(seat, slot)
                    if s:
                        s.card, s.face_up, s.hidden, s.reveal, s.lift = card, face_up, False, None, 0.0
                return self._fly(card, lay.drawn, self.slot_rect(seat, slot, lay), 0.35, card is not None, face_up,
                                 before=gone, after=placed)
            case E.CardsSlidOut(seat, slots, cards):
                anims = []
                for slot, card in zip(slots, cards):
                    s = m.slot(seat, slot)
                    if s is not None:
                        anims.append(Seq([self._lift(s, 1.0, 0.3), self._flip(s, card, 0.3)]))
                return Seq([Parallel(anims), Wait(0.5)])
            case E.ExchangeFailed(seat, slots, face_up):
                anims = []
                for slot in slots:
                    s = m.slot(seat, slot)
                    if s is not None:
                        if face_up:
                            anims.append(Seq([self._lift(s, 0.0, 0.3), Call(lambda s=s: _settle_face_up(s))]))
                        else:
                            anims.append(Seq([self._flip(s, None, 0.3), self._lift(s, 0.0, 0.3)]))
                return Seq([Wait(0.3), Parallel(anims)])
            case E.CardAddedAtEnd(seat, end, slot, reason, face_up, card, _):
                new = Slot(card=card, face_up=face_up, hidden=True)

                def insert():
                    hand = m.hands[seat]
                    hand.insert(0 if end == "left" else len(hand), new)
                    if reason == "drawn":
                        m.holding, m.held = False, None
                    else:
                        m.deck_size = max(0, m.deck_size - 1)

                def target_rect():
                    return self.slot_rect(seat, slot)

                start = lay.drawn if reason == "drawn" else lay.deck
                flyer = Flyer(card, start.size, start, reason == "drawn" and card is not None)

                def begin():
                    insert()
                    self.flyers.append(flyer)
                    seq.steps[1] = _move(flyer, start, target_rect(), 0.4, face_up)

                def land():
                    if flyer in self.flyers:
                        self.flyers.remove(flyer)
                    new.hidden = False
                seq = Seq([Call(begin), Wait(0), Call(land)])
                return seq
            case E.CardsSwapped(_seat, sa, a, sb, b):
                s1, s2 = m.slot(sa, a), m.slot(sb, b)
                if s1 is None or s2 is None:
                    return Wait(0)
                r1, r2 = self.slot_rect(sa, a, lay), self.slot_rect(sb, b, lay)
                f1 = Flyer(s1.shown_card(), r1.size, r1, s1.shown_card() is not None)
                f2 = Flyer(s2.shown_card(), r2.size, r2, s2.shown_card() is not None)

                def begin():
                    s1.hidden = s2.hidden = True
                    self.flyers.extend([f1, f2])

                def land():
                    for f in (f1, f2):
                        if f in self.flyers:
                            self.flyers.remove(f)
                    m.hands[sa][a], m.hands[sb][b] = s2, s1
                    s1.hidden = s2.hidden = False
                    s1.lift = s2.lift = 0.0

                return Seq([Call(begin), Parallel([_move(f1, r1, r2, 0.6), _move(f2, r2, r1, 0.6)]), Call(land)])
            case E.CaboCalled(seat):
                def call():
                    m.caller = seat
                    self.banner_big = f"{self.who(seat).upper()} CALLED CABO!" if seat != self.human else "YOU CALLED CABO!"
                    self.banner_big_alpha = 1.0
                return Seq([Call(call), Wait(1.2)])
            case E.DeckReshuffled(size):
                def reshuffle():
                    top = m.discard[-1:] if m.discard else []
                    m.discard = top
                    m.deck_size = size
                return Seq([self._fly(None, lay.discard, lay.deck, 0.4, False, False), Call(reshuffle)])
            case E.SnapWindowOpened(card, _):
                return Wait(0.15)
            case E.SnapHit(seat, target, slot, card):
                return self._discard_anim(target, card, slot, lay, 0.4, remove=True)
            case E.SnapMissed(seat, target, slot, card):
                s = m.slot(target, slot)
                if s is None:
                    return Wait(0)
                return Seq([self._lift(s, 1.0, 0.2), self._flip(s, card, 0.25), Wait(0.8), self._flip(s, None, 0.25),
                            self._lift(s, 0.0, 0.2)])
            case E.CardGiven(seat, slot, to_seat, to_slot):
                s = m.slot(seat, slot)
                if s is None:
                    return Wait(0)
                start = self.slot_rect(seat, slot, lay)

                def move():
                    m.hands[seat].pop(slot)
                    m.hands[to_seat].insert(to_slot, s)
                    s.hidden = False
                return self._fly(s.shown_card(), start, self.slot_rect(to_seat, min(to_slot, len(m.hands[to_seat]) - 1), lay),
                                 0.45, s.shown_card() is not None, s.shown_card() is not None,
                                 before=lambda: setattr(s, "hidden", True), after=move)
            case E.RoundScored():
                return self._reveal_all(ev)
            case E.GameOver():
                return Wait(0.3)
        return Wait(0.05)

    def _discard_anim(self, seat, card, slot, lay, duration, remove: bool = False):
        m = self.model
        if slot is None:
            start = lay.drawn

            def before():
                m.holding, m.held = False, None
        else:
            s = m.slot(seat, slot)
            start = self.slot_rect(seat, slot, lay)

            def before():
                if s is not None:
                    s.hidden = True

        def after():
            m.discard.append(card)
            if remove and slot is not None and m.slot(seat, slot) is not None:
                m.hands[seat].pop(slot)

        return self._fly(card, start, lay.discard, duration, slot is not None and m.slot(seat, slot) is not None
                         and m.slot(seat, slot).shown_card() is not None, True, before=before, after=after)

    def _animate_match(self, group):
        """Matched cards fly to the pile together, the line closes up by sliding, and the drawn
        card settles into the gap left at the placed slot."""
        first = self._animate(group[0])
        matched: E.ExchangeMatched = group[0]
        discards = [ev for ev in group[1:] if isinstance(ev, E.CardDiscarded)]
        placed = next((ev for ev in group[1:] if isinstance(ev, E.CardPlaced)), None)
        lay = self.layout()
        flights = [self._discard_anim(ev.seat, ev.card, ev.slot, lay, 0.45) for ev in discards]
        m = self.model
        seat = matched.seat
        chosen = set(matched.slots)
        gap_index = matched.placed_slot - sum(1 for s in chosen if s < matched.placed_slot)
        slide = Tween(0.35, lambda t: None, ease_out_cubic)

        def close_up():
            old = self.layout()
            hand = m.hands[seat]
            kept: list[Slot] = []
            for i, s in enumerate(hand):
                if i == matched.placed_slot:
                    gap = Slot(hidden=True)
                    gap.offset = (0.0, 0.0)
                    kept.append(gap)
                elif i not in chosen:
                    s._was = old.seats[seat].slots[i] if i < len(old.seats[seat].slots) else None
                    kept.append(s)
            m.hands[seat] = kept
            new = self.layout()
            starts = []
            for j, s in enumerate(kept):
                was = getattr(s, "_was", None)
                if was is not None and j < len(new.seats[seat].slots):
                    now = new.seats[seat].slots[j]
                    starts.append((s, (was.x - now.x, was.y - now.y)))
                    s.offset = starts[-1][1]
                    del s._was

            def step(t: float) -> None:
                for s, (dx, dy) in starts:
                    s.offset = (dx * (1 - t), dy * (1 - t))
            slide.apply = step
            self.sfx("slide")

        steps = [first, Wait(0.3), Parallel(flights), Call(close_up), slide]
        if placed is not None:  # the drawn card flies into the gap once the line has closed up
            fixed = E.CardPlaced(placed.seat, gap_index, placed.face_up, placed.card, placed.seen_by)

            def settle():
                anim_seq.steps[-1] = self._animate(fixed)  # built now: the gap's place is final
            steps += [Call(settle), Wait(0)]
        anim_seq = Seq(steps)
        return anim_seq

    def _reveal_all(self, ev: E.RoundScored):
        """The final reveal: every card flips face up in turn, seat after seat."""
        m = self.model
        fresh = [[Slot(card=None, face_up=False) for _ in hand] for hand in ev.hands]

        def setup():
            self.banner_big_alpha = 0.0
            m.holding, m.held = False, None
            m.hands = fresh
            self.flyers.clear()
        steps = [Call(setup)]
        for seat, hand in enumerate(ev.hands):
            for i, card in enumerate(hand):
                slot = fresh[seat][i]
                steps.append(Call(lambda: self.sfx("flip")))
                steps.append(self._flip(slot, card, 0.16))
                steps.append(Call(lambda slot=slot, card=card: _flip_now(slot, card)))
            steps.append(Wait(0.15))
        steps.append(Wait(0.5))
        return Seq(steps)

    def _round_end_barrier(self, ev: E.RoundScored):
        from .menus import RoundEndScene
        self.scores.append(ev)

        def open_sheet():
            from .menus import round_totals
            self.model.totals = round_totals(self, ev)
            self.overlay_open = True
            self.app.scenes.push(RoundEndScene(self.app, self, ev))
        return Seq([Call(open_sheet), WaitUntil(lambda: not self.overlay_open)])

    # ------------------------------------------------------------ human input

    def _legal(self) -> Sequence[A.Action]:
        """The human's legal actions now (cached per action: a long hand has many exchanges)."""
        if not self.human_to_act():
            return ()
        key = len(self.actions_taken)
        if getattr(self, "_legal_key", None) != key:
            self._legal_key = key
            self._legal_cache = tuple(legal_actions(self.state))
            self._legal_members = frozenset(self._legal_cache)
        return self._legal_cache

    def is_legal(self, action: A.Action) -> bool:
        self._legal()
        return self.human_to_act() and action in self._legal_members

    def _refresh_input(self) -> None:
        key = (len(self.actions_taken), tuple(self.selection), self.mode, self.swap_first, self.app.size,
               self.cabo_armed, self.human)
        if key == self._input_key:
            return
        self._input_key = key
        self.buttons = self._make_buttons()
        lay_out_row(self.buttons, self.layout().buttons, 230)

    def _ability_kind(self, legal) -> type | None:
        for a in legal:  # abilities come before the (possibly many) exchanges
            if isinstance(a, (A.Peek, A.Spy, A.Swap, A.LookAndSwap)):
                return type(a)
            if isinstance(a, A.Exchange):
                break
        return None

    def _make_buttons(self) -> list[Button]:
        if not self.human_to_act():
            return []
        legal = self._legal()
        phase = self.state.round.phase
        b: list[Button] = []
        if phase == Phase.INITIAL_PEEK:
            k = self.variant.deal.peek_count
            b.append(Button(f"Look at {k} cards", self._confirm_peek, "enter",
                            enabled=self.is_legal(A.InitialPeek(tuple(sorted(self.selection))))))
        elif phase == Phase.TURN:
            b.append(Button("Draw", lambda: self._try(A.DRAW_FROM_DECK), "d", self.is_legal(A.DRAW_FROM_DECK),
                            "the deck is empty"))
            b.append(Button("Take discard", lambda: self._try(A.TAKE_DISCARD), "t", self.is_legal(A.TAKE_DISCARD),
                            "there is no discard to take"))
            b.append(Button("Confirm CABO" if self.cabo_armed else "CABO", self._cabo, "c",
                            self.is_legal(A.CALL_CABO), "CABO was already called this round"))
        elif phase == Phase.DRAWN:
            if self.mode == "ability":
                b.append(Button("Cancel", self._cancel_ability, "escape"))
            else:
                if self.is_legal(A.DISCARD_DRAWN):
                    b.append(Button("Discard", lambda: self._try(A.DISCARD_DRAWN), "d"))
                kind = self._ability_kind(legal)
                if kind is not None:
                    b.append(Button("Use ability", self._start_ability, "a"))
                ex = A.Exchange(tuple(sorted(self.selection)))
                label = "Exchange" if len(self.selection) <= 1 else f"Exchange {len(self.selection)}"
                b.append(Button(label, lambda: self._try(ex), "x", self.is_legal(ex),
                                "choose the card(s) to exchange first" if not self.selection else
                                "those cards cannot be exchanged together"))
        elif phase == Phase.DECIDE_SWAP:
            b.append(Button("Keep both", lambda: self._try(A.KEEP_CARDS), "k"))
        elif phase in (Phase.PLACE_DRAWN, Phase.PLACE_PENALTY):
            b.append(Button("Left end", lambda: self._try(A.PLACE_LEFT), "l"))
            b.append(Button("Right end", lambda: self._try(A.PLACE_RIGHT), "r"))
        elif phase == Phase.SNAP:
            b.append(Button("Pass", lambda: self._try(A.PASS_SNAP), "p"))
        if phase in (Phase.TURN, Phase.DRAWN, Phase.DECIDE_SWAP, Phase.SNAP) and self.mode == "normal":
            b.append(Button("Hint", self.show_hint, "h"))
        return b

    def _cabo(self) -> None:
        """CABO, asking for a second press first when "confirm before CABO" is on."""
        confirm = getattr(getattr(self.app, "prefs", None), "confirm_cabo", False)
        if confirm and not self.cabo_armed:
            if not self.is_legal(A.CALL_CABO):
                return self.explain("CABO was already called this round.")
            self.cabo_armed = True
            self._input_key = None
            self.explain("Call CABO? Everyone else gets one more turn. Press C again (or click Confirm CABO).")
            return
        self.cabo_armed = False
        self._try(A.CALL_CABO)

    def show_hint(self) -> None:
        """H: what the Expert AI would do from this human's own observation, with a reason."""
        if not self.human_to_act() or self.animating:
            return
        from ..games.cabo.hint import hint_for
        obs = observe(self.state, self.human)
        action, reason = hint_for(obs, self._legal(), len(self.actions_taken), self.names)
        self.hint_text = reason
        self.hint_key = len(self.actions_taken)

    def prompt(self) -> str:
        """The banner: whose turn it is and what the human can do now."""
        if self.peek_holding is not None:
            cards = " and ".join(c.label() for c in self.peek_holding if c is not None)
            return f"Remember your cards: {cards}. Click, Enter or Space when you are ready."
        if self.state.over:
            return "The game is over."
        if self.overlay_open:
            return f"Round {self.model.round_no} is over: click or press Space for the next round."
        seat = self.state.to_act
        phase = self.state.round.phase
        if not self.human_to_act():
            if self.animating:
                who = "Your turn" if self.model.current == self.human else f"{self.name(self.model.current)}'s turn"
                return f"{who} · Space or a click skips the animation"
            what = {Phase.SNAP: "may snap", Phase.INITIAL_PEEK: "looks at their first cards"}.get(phase, "is thinking")
            wait = " Wait for your turn; Esc opens the menu." if self.human is not None else ""
            return f"{self.name(seat)}'s turn: {what}…{wait}"
        if phase == Phase.INITIAL_PEEK:
            k = self.variant.deal.peek_count
            return f"Your peek: click {k} of your cards to look at them ({len(self.selection)}/{k} chosen; keys 1-{len(self.model.hands[seat])})."
        if phase == Phase.TURN:
            extra = "" if self.is_legal(A.CALL_CABO) else " (CABO already called)"
            return f"Your turn: draw from the deck (D), take the discard (T) or call CABO (C){extra}."
        if phase == Phase.DRAWN:
            held = self.model.held.label() if self.model.held else "?"
            if self.state.round.drawn_from == 1:
                return f"You hold {held} from the discard pile: click the card(s) to exchange, then Exchange (X)."
            if self.mode == "ability":
                kind = self._ability_kind(self._legal())
                return {
                    A.Peek: "Peek: click one of your face-down cards to look at it.",
                    A.Spy: "Spy: click an opponent's face-down card to look at it.",
                    A.LookAndSwap: "Look: click an opponent's card to look at it, then decide to swap.",
                    A.Swap: ("Swap: click the first card." if self.swap_first is None else "Swap: click the second card (another player's)."),
                }.get(kind, "Use the ability.") + " Esc cancels."
            if self._ability_kind(self._legal()) is not None:
                return f"You drew {held}: discard it (D), use its ability (A), or pick card(s) to exchange (X)."
            return f"You drew {held}: discard it (D), or click the card(s) to exchange and press X."
        if phase == Phase.DECIDE_SWAP:
            return "Click one of your cards to swap it with the card you looked at, or Keep both (K)."
        if phase == Phase.PLACE_DRAWN:
            return "No match: put the drawn card at the left (L) or right (R) end of your line."
        if phase == Phase.PLACE_PENALTY:
            return "Penalty card: put it at the left (L) or right (R) end of your line."
        if phase == Phase.SNAP:
            top = self.model.discard[-1].label() if self.model.discard else "?"
            return f"Snap? Click any card matching {top}, or Pass (P)."
        if phase == Phase.SNAP_GIVE:
            return "You snapped an opponent's card: click one of your cards to give them."
        return ""

    def explain(self, text: str) -> None:
        self.notice = text
        self.notice_time = 3.5

    def _try(self, action: A.Action) -> bool:
        if not self.human_to_act() or self.animating:
            return False
        if not self.is_legal(action):
            self.explain("That is not possible now.")
            return False
        self.play(action)
        return True

    def _confirm_peek(self) -> None:
        self._try(A.InitialPeek(tuple(sorted(self.selection))))

    def _start_ability(self) -> None:
        self.mode = "ability"
        self.swap_first = None
        self.selection.clear()

    def _cancel_ability(self) -> None:
        self.mode = "normal"
        self.swap_first = None

    def click_card(self, seat: int, slot: int) -> None:
        """The human picks a card (mouse click, or Enter on the keyboard cursor)."""
        if not self.human_to_act() or self.animating:
            return
        legal = self._legal()
        phase = self.state.round.phase
        me = self.human
        if phase == Phase.INITIAL_PEEK:
            if seat != me:
                return self.explain("Look at your own cards.")
            if slot in self.selection:
                self.selection.remove(slot)
            elif len(self.selection) < self.variant.deal.peek_count:
                self.selection.append(slot)
            if len(self.selection) == self.variant.deal.peek_count:
                self._confirm_peek()
        elif phase == Phase.TURN:
            self.explain("First draw from the deck (D) or take the discard (T).")
        elif phase == Phase.DRAWN and self.mode == "ability":
            kind = self._ability_kind(legal)
            if kind is A.Peek:
                if not self._try_quiet(A.Peek(slot) if seat == me else None):
                    self.explain("Peek needs one of your own face-down cards.")
            elif kind is A.Spy:
                if not self._try_quiet(A.Spy(seat, slot) if seat != me else None):
                    self.explain("Spy needs a face-down card of another player" +
                                 (" (not the caller's)" if self.variant.turn.protect_caller else "") + ".")
            elif kind is A.LookAndSwap:
                if not self._try_quiet(A.LookAndSwap(seat, slot) if seat != me else None):
                    self.explain("Look at another player's card.")
            elif kind is A.Swap:
                if self.swap_first is None or self.swap_first == (seat, slot):
                    self.swap_first = None if self.swap_first == (seat, slot) else (seat, slot)
                    return
                (sa, a), (sb, b) = self.swap_first, (seat, slot)
                for action in (A.Swap(sa, a, sb, b), A.Swap(sb, b, sa, a)):
                    if self.is_legal(action):
                        self.play(action)
                        return
                self.explain("Those two cards cannot be swapped: pick cards of two different players" +
                             ("" if self.variant.turn.swap_between_opponents else ", one of them yours") + ".")
                self.swap_first = None
        elif phase == Phase.DRAWN:
            if seat != me:
                return self.explain("Exchange your own cards; an opponent's card needs an ability (A).")
            if slot in self.selection:
                self.selection.remove(slot)
            else:
                self.selection.append(slot)
        elif phase == Phase.DECIDE_SWAP:
            target = self.state.round.pending
            if seat != me or not self._try_quiet(A.Swap(me, slot, target[0], target[1])):
                self.explain("Click one of your own cards to swap, or Keep both (K).")
        elif phase == Phase.SNAP:
            if not self._try_quiet(A.Snap(seat, slot)):
                self.explain("That card cannot be snapped.")
        elif phase == Phase.SNAP_GIVE:
            if seat != me or not self._try_quiet(A.GiveCard(slot)):
                self.explain("Give one of your own cards.")
        elif phase in (Phase.PLACE_DRAWN, Phase.PLACE_PENALTY):
            self.explain("Choose an end: left (L) or right (R).")

    def _try_quiet(self, action) -> bool:
        if action is not None and self.is_legal(action):
            self.play(action)
            return True
        return False

    def card_at(self, pos) -> tuple[int, int] | None:
        lay = self.layout()
        for seat, sl in lay.seats.items():
            for i, r in enumerate(sl.slots):
                if self._lifted(seat, i, r, lay).collidepoint(pos):
                    return seat, i
        return None

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind == "point":
            card = self.card_at(intent.pos)
            lay = self.layout()
            self.hover = (("card",) + card) if card else ("deck",) if lay.deck.collidepoint(intent.pos) else \
                ("discard",) if lay.discard.collidepoint(intent.pos) else None
            self.mouse = intent.pos
            return
        if kind == "help":
            from .menus import HelpScene
            self.app.scenes.push(HelpScene(self.app))
            return
        if kind == "back":
            if self.mode == "ability":
                self._cancel_ability()
                return
            from .menus import PauseScene
            self.app.scenes.push(PauseScene(self.app, self))
            return
        if self.peek_holding is not None and kind in ("click", "space", "confirm"):
            self.peek_confirmed = True  # the human has memorised their cards
            return
        if self.animating:
            if kind in ("click", "space", "confirm"):
                self.skip()
            return
        if kind == "click":
            for b in self.buttons:
                if b.rect.collidepoint(intent.pos):
                    if b.enabled:
                        b.action()
                    else:
                        self.explain(f"{b.label}: not now — {b.hint}." if b.hint else f"{b.label} is not possible now.")
                    return
            card = self.card_at(intent.pos)
            if card is not None:
                self.click_card(*card)
                return
            lay = self.layout()
            if lay.deck.collidepoint(intent.pos):
                self._pile_click("deck")
            elif lay.discard.collidepoint(intent.pos):
                self._pile_click("discard")
            return
        if kind == "key":
            key = intent.key
            if self.cabo_armed and key != "c":
                self.cabo_armed = False
                self._input_key = None
            if key.isdigit() and self.human is not None:
                index = int(key) - 1
                if 0 <= index < len(self.model.hands[self.human]):
                    self.click_card(self.human, index)
                return
            for b in self.buttons:
                if b.key == key:
                    if b.enabled:
                        b.action()
                    else:
                        self.explain(f"{b.label}: not now — {b.hint}." if b.hint else f"{b.label} is not possible now.")
                    return
            return
        if kind in ("left", "right", "up", "down"):
            self._move_cursor(kind)
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
        if not self.human_to_act() or self.animating:
            return frozenset()
        key = (len(self.actions_taken), self.mode, self.swap_first, len(self.selection))
        if key == self._targets_key:
            return self._targets
        me = self.human
        phase = self.state.round.phase
        legal = self._legal()
        found: set = set()
        hands = self.state.round.hands
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

    def _pile_click(self, pile: str) -> None:
        if not self.human_to_act():
            return
        phase = self.state.round.phase
        if phase == Phase.TURN:
            self._try(A.DRAW_FROM_DECK if pile == "deck" else A.TAKE_DISCARD)
        elif phase == Phase.DRAWN and pile == "discard" and self.is_legal(A.DISCARD_DRAWN):
            self._try(A.DISCARD_DRAWN)
        else:
            self.explain("The piles are not in play right now.")

    def _move_cursor(self, direction: str) -> None:
        if self.human is None:
            return
        order = [(self.viewer + k) % self.n for k in range(self.n)]
        order = [s for s in order if self.model.hands[s]]
        if not order:
            return
        if self.cursor is None or self.cursor[0] not in order:
            self.cursor = (self.viewer, 0)
            return
        seat, slot = self.cursor
        if direction in ("left", "right"):
            size = len(self.model.hands[seat])
            slot = (slot + (1 if direction == "right" else -1)) % size
        else:
            idx = (order.index(seat) + (1 if direction == "up" else -1)) % len(order)
            seat = order[idx]
            slot = min(slot, len(self.model.hands[seat]) - 1)
        self.cursor = (seat, slot)

    # ------------------------------------------------------------ drawing (changes nothing)

    def _lifted(self, seat: int, index: int, rect: pygame.Rect, lay: TableLayout) -> pygame.Rect:
        s = self.model.slot(seat, index)
        lift = s.lift if s else 0.0
        if seat == self.human and index in self.selection and self.human_to_act():
            lift = max(lift, 0.35)
        dx, dy = lay.seats[seat].lift
        amount = lift * rect.h * 0.35
        if amount > 0:
            amount = self._free_lift(rect, lay.seats[seat].slots, dx, dy, amount)
        ox, oy = s.offset if s else (0.0, 0.0)
        return rect.move(int(dx * amount + ox), int(dy * amount + oy))

    @staticmethod
    def _free_lift(rect: pygame.Rect, slots, dx: int, dy: int, amount: float) -> float:
        """Shorten a lift so the card stops short of the row in front of it (kaboo squares, two rows)."""
        moved = rect.move(int(dx * amount), int(dy * amount))
        for other in slots:
            if other == rect or not moved.colliderect(other) or rect.colliderect(other):
                continue
            gap = (rect.top - other.bottom if dy < 0 else other.top - rect.bottom if dy > 0
                   else rect.left - other.right if dx < 0 else other.left - rect.right)
            amount = min(amount, max(0, gap - 2))
        return amount

    def _card_surface(self, card, size, face_up: bool, known: "A.Card | None" = None) -> pygame.Surface:
        if face_up and card is not None:
            return assets.card_face(card, size)
        return assets.card_back(size)

    def _blit_card(self, surface, image, rect: pygame.Rect | pygame.FRect, squash: float = 1.0,
                   smooth: bool = True) -> None:
        if squash < 0.999:
            w = max(1, int(rect.w * squash))
            image = pygame.transform.scale(image, (w, max(1, int(rect.h))))
            surface.blit(image, (int(rect.centerx - w / 2), int(rect.y)))
        else:
            if image.get_size() != (int(rect.w), int(rect.h)):
                scale = pygame.transform.smoothscale if smooth else pygame.transform.scale
                image = scale(image, (max(1, int(rect.w)), max(1, int(rect.h))))
            surface.blit(image, (int(rect.x), int(rect.y)))

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout()
        surface.blit(assets.felt(lay.play.size), lay.play.topleft)
        self._draw_piles(surface, lay)
        for seat in range(self.n):
            self._draw_seat(surface, lay, seat)
        for flyer in self.flyers:
            # drawn at its start size (cached) and scaled on the way: a flight never adds
            # surfaces of in-between sizes to the caches
            size = (max(1, int(flyer.size[0])), max(1, int(flyer.size[1])))
            image = assets.card_face(flyer.card, size) if flyer.face_up and flyer.card is not None else assets.card_back(size)
            self._blit_card(surface, image, flyer.rect, flyer.squash, smooth=False)
        for b in self.buttons if self.human_to_act() and not self.animating else ():
            b.draw(surface, hover=self.hover is None and b.rect.collidepoint(pygame.mouse.get_pos()))
        self._draw_banner(surface, lay)
        self._draw_panel(surface, lay)
        if self.banner_big and self.banner_big_alpha > 0:
            big = assets.fit_text(self.banner_big, max(28, lay.play.h // 14), lay.play.w - 120, GOLD, True)
            box = big.get_rect(center=(lay.play.centerx, lay.deck.y - big.get_height()))
            plate = pygame.Surface(box.inflate(40, 16).size, pygame.SRCALPHA)
            plate.fill((10, 10, 10, int(200 * min(1.0, self.banner_big_alpha))))
            surface.blit(plate, box.inflate(40, 16))
            surface.blit(big, box)

    def _draw_piles(self, surface, lay: TableLayout) -> None:
        m = self.model
        size = lay.pile_size
        label_size = max(12, lay.pile_size[1] // 9)
        if m.deck_size > 0:
            for k in range(min(3, m.deck_size // 10 + 1)):
                surface.blit(assets.card_back(size), lay.deck.move(-2 * k, -2 * k))
        else:
            pygame.draw.rect(surface, (20, 70, 40), lay.deck, 2, border_radius=8)
        self._label(surface, f"Deck {m.deck_size}", lay.deck, label_size, "deck")
        visible = m.discard[: len(m.discard) - m.discard_hidden] if m.discard_hidden else m.discard
        if visible:
            surface.blit(assets.card_face(visible[-1], size), lay.discard)
        else:
            pygame.draw.rect(surface, (20, 70, 40), lay.discard, 2, border_radius=8)
        self._label(surface, "Discard", lay.discard, label_size, "discard")
        if m.holding and m.held_seat is not None:
            image = assets.card_face(m.held, size) if m.held is not None else assets.card_back(size)
            surface.blit(image, lay.drawn)
            who = "You hold" if m.held_seat == self.human else f"{self.name(m.held_seat)} holds"
            self._label(surface, who, lay.drawn, label_size, None)

    def _label(self, surface, content: str, rect: pygame.Rect, size: int, hover_key) -> None:
        hot = hover_key is not None and self.hover == (hover_key,) and (hover_key,) in self.targets()
        label = assets.fit_text(content, size, rect.w + 40, GOLD if hot else WHITE, True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 4)))
        if hot:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=9)

    def _draw_seat(self, surface, lay: TableLayout, seat: int) -> None:
        m = self.model
        sl = lay.seats[seat]
        name = self.name(seat) + (" (you)" if seat == self.human and self.name(seat) != "You" else "")
        if m.caller == seat:
            name += " — CABO"
        colour = GOLD if seat == m.current else WHITE
        if self.think_seat == seat and not self.animating:
            name += " · thinking" + "." * (1 + int(self.time * 3) % 3)
        total = m.totals[seat] if seat < len(m.totals) else 0
        plate = assets.fit_text(f"{name}   {total} pts", max(12, sl.name.h - 6), sl.name.w - 8, colour, True)
        back = plate.get_rect(center=sl.name.center).inflate(14, 4)
        pygame.draw.rect(surface, (10, 40, 25) if seat != m.current else (70, 55, 10), back, border_radius=8)
        if m.caller == seat:
            pygame.draw.rect(surface, (220, 60, 60), back, 2, border_radius=8)
        surface.blit(plate, plate.get_rect(center=sl.name.center))
        hand = m.hands[seat] if seat < len(m.hands) else []
        for i, rect in enumerate(sl.slots):
            if i >= len(hand):
                break
            s = hand[i]
            if s.hidden:
                pygame.draw.rect(surface, (25, 85, 50), rect, 2, border_radius=6)
                continue
            r = self._lifted(seat, i, rect, lay)
            shown = s.shown_card()
            image = assets.card_face(shown, sl.card_size) if shown is not None else assets.card_back(sl.card_size)
            self._blit_card(surface, image, r, s.squash)
            if shown is None and s.card is not None and self.memory_aid and s.squash > 0.99 and seat == self.viewer \
                    and self.human is not None:
                tag = assets.memory_mark(s.card.label(), max(11, sl.card_size[1] // 6))
                surface.blit(tag, tag.get_rect(midbottom=(r.centerx, r.bottom - 4)))
            if s.eye:
                eye = assets.eye_marker(max(16, sl.card_size[0] // 2))
                surface.blit(eye, eye.get_rect(center=(r.right - 4, r.top + 4)))
            selected = seat == self.human and i in self.selection and self.human_to_act()
            if self.swap_first == (seat, i) and self.human_to_act():
                selected = True
            if selected:
                pygame.draw.rect(surface, GOLD, r.inflate(6, 6), 3, border_radius=8)
            elif self.hover == ("card", seat, i) and ("card", seat, i) in self.targets():
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(6, 6), 3, border_radius=8)
            if self.cursor == (seat, i) and self.human_to_act():
                pygame.draw.rect(surface, (90, 200, 255), r.inflate(10, 10), 2, border_radius=9)

    def _draw_banner(self, surface, lay: TableLayout) -> None:
        text = self.notice if self.notice_time > 0 and self.notice else self.prompt()
        colour = (255, 190, 170) if self.notice_time > 0 and self.notice else WHITE
        if self.hint_text and self.hint_key == len(self.actions_taken) and self.human_to_act() \
                and not (self.notice_time > 0 and self.notice):
            text, colour = "Hint: " + self.hint_text, (150, 230, 255)
        pygame.draw.rect(surface, (12, 30, 20), lay.banner, border_radius=8)
        label = assets.fit_text(text, max(13, lay.banner.h // 2), lay.banner.w - 20, colour, True)
        surface.blit(label, label.get_rect(midleft=(lay.banner.x + 10, lay.banner.centery)))

    def _draw_panel(self, surface, lay: TableLayout) -> None:
        """The side panel (variant, scores, log), rendered again only when what it shows changes."""
        key = (lay.panel.size, len(self.log), self.log[-1] if self.log else "", tuple(self.model.totals),
               self.model.current, self.model.round_no)
        if key != self._panel_key:
            self._panel_key = key
            if self._panel_surface is None or self._panel_surface.get_size() != lay.panel.size:
                self._panel_surface = pygame.Surface(lay.panel.size).convert()
            self._panel_surface.fill(PANEL_BG)
            self._render_panel(self._panel_surface, pygame.Rect((0, 0), lay.panel.size))
        surface.blit(self._panel_surface, lay.panel.topleft)

    def _render_panel(self, surface, p: pygame.Rect) -> None:
        y = p.y + 10
        big = max(15, p.h // 46)
        title = assets.fit_text(f"{self.variant.title}", big, p.w - 16, GOLD, True)
        surface.blit(title, (p.x + 8, y))
        y += title.get_height() + 2
        sub = assets.text(f"Round {self.model.round_no}", big - 1, DIM)
        surface.blit(sub, (p.x + 8, y))
        y += sub.get_height() + 8
        for seat in range(self.n):
            total = self.model.totals[seat] if seat < len(self.model.totals) else 0
            line = assets.fit_text(f"{self.name(seat)}", big, p.w - 70, WHITE if seat != self.model.current else GOLD)
            surface.blit(line, (p.x + 10, y))
            pts = assets.text(str(total), big, WHITE, True)
            surface.blit(pts, pts.get_rect(topright=(p.right - 10, y)))
            y += line.get_height() + 3
        y += 6
        pygame.draw.line(surface, (60, 90, 70), (p.x + 8, y), (p.right - 8, y))
        y += 6
        size = max(13, p.h // 52)
        line_h = assets.font(size).get_linesize()
        lines: list[str] = []
        for entry in self.log[-60:]:
            lines.extend(_wrap(entry, size, p.w - 16))
        room = (p.bottom - 8 - y) // line_h
        for entry in lines[-room:] if room > 0 else []:
            surface.blit(assets.text(entry, size, (215, 225, 215)), (p.x + 8, y))
            y += line_h


def _wrap(content: str, size: int, width: int) -> list[str]:
    return _wrap_cached(content, size, width)


from functools import lru_cache  # noqa: E402


@lru_cache(maxsize=1024)
def _wrap_cached(content: str, size: int, width: int) -> list[str]:
    f = assets.font(size)
    words = content.split(" ")
    lines, line = [], ""
    for word in words:
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = "   " + word
    if line:
        lines.append(line)
    return lines


def linear_ease(t: float) -> float:
    return t


def _settle_face_up(s: Slot) -> None:
    if s.reveal is not None:
        s.card = s.reveal
        s.face_up = True
        s.reveal = None


def _flip_now(s: Slot, card) -> None:
    s.reveal = card
    s.face_up = True
    s.card = card
