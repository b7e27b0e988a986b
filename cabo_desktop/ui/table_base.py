"""What every game's table scene shares: running the match (people, AI seats with a thinking pause,
hot-seat hand-offs), the queue of animations that rule events become, the logs per viewer, and the
shell's screens (pause, help, round end, game over) reached by name.

A game's table subclasses `TableBase` and supplies the game-specific parts: `enqueue(events,
observation)` (its director: rule events -> tweens), `reset_view()` (rebuild what is drawn for the
current eye), `refresh_input()`, `handle_input(intent)`, `describe_into(lines, event, me)` (the log
in words), `round_report(event)`, `game_over_report()`, `play_area()`, `help_lines()` and
`handoff_reason(seat)`. The rules are never decided here: the table runs on a `core.session.Session`
(the authority) and draws from the feeds of its viewers (each person at this computer, and the
public view of a hot-seat table): `view` is the observation of the eye at the screen, the events
it animates come redacted for that eye, `legal_now()` and `refusal(action)` are its feed's.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Sequence

from ..core.feed import PUBLIC_VIEW, Update, redact
from ..core.session import QUICK_THINK_TIME, THINK_TIME, WINDOW_SECONDS, Session
from ..i18n import _, and_list, current_language, data_text, n_
from . import assets
from .motion import WaitUntil
from .scene import Intent, Scene
from .table_personas import Personas
from .theme import speed_factor
from .thinking import Thinker
from .tween import Call, Sequence as Seq

# The public view of a hot-seat table while an AI plays between two people: the feeds' named
# viewer for nobody's seat (core/feed.py).
PUBLIC_EYE = PUBLIC_VIEW
LOG_LIMIT = 200  # lines kept per log
LOG_EVENTS = 80  # the events a log is written again from (a new language), as a resumed game's


class TableBase(Personas, Scene):
    """A game at the table. `humans` are the seats played by people at this computer (several:
    hot-seat; none: the demo, every seat an AI)."""

    fills_screen = True
    CARD_STAND_INS = True  # App.step: a face new at a size may stand in scaled for a frame (card_art.FaceBook.stand_in)
    THINK_TIME = THINK_TIME  # seconds an AI seems to think before it moves
    QUICK_THINK_TIME = QUICK_THINK_TIME  # ... before a quick answer (a snap or a throw window)

    def __init__(self, app, game, variant: Any, agents: Sequence, names: Sequence[str], seed: int = 0,
                 humans: Sequence[int] = (), speed: str = "normal", auto_continue: float | None = None,
                 decks: Sequence[Sequence[str]] = (), start_seat: int | None = None, resume=None,
                 agent_seed: int | None = None):
        super().__init__(app)
        self.game = game
        assets.set_stage(game)  # its felt (the table colour "own"), built before the first frame
        self.variant = variant
        self.thinker = Thinker(getattr(app, "threaded_ai", False))  # AI decisions run here, off the frame
        # the authority (`match`: its older name, which tests and the tour still use)
        self.match = self.session = self.open_session(game, variant, agents, names, seed, decks, start_seat,
                                                      resume, agent_seed)
        self.names = list(names)
        self.n = len(self.names)
        self.seed = seed
        # humans: the seats played by people here. `human` is the one at the screen now (None:
        # nobody's private view is shown: the demo, or the public view of a hot-seat table while
        # AIs play); `eye` the seat whose knowledge the table draws; `viewer` the seat at the bottom.
        self.humans = tuple(humans)
        self.hotseat = len(self.humans) >= 2
        self.viewer = self.humans[0] if self.humans else 0
        self.human = None if self.hotseat else (self.humans[0] if self.humans else None)
        self.eye = PUBLIC_EYE if self.hotseat else self.viewer
        self.handoff_to: int | None = None  # a hand-off screen is up for this seat
        self.save_messages: list[str] = []
        self.speed_name = speed
        self.auto_continue = auto_continue  # seconds before round-end/game-over screens close (demo)
        self.queue: deque = deque()  # (thunk -> animation, is_barrier)
        self.current_anim: Any = None
        self.logs: dict[int, list[str]] = {}  # per eye: what that seat may read
        self.log_language = current_language()  # the logs are written again when it changes
        self.relog = False
        self.notice = ""
        self.notice_time = 0.0
        self.mover: int | None = None  # the seat whose move is animating
        self.think_seat: int | None = None  # the AI seat thinking now
        # the feeds of the viewers at this computer: each person, the public view (hot-seat), the
        # demo's seat; `batch` the events of the update being queued, as each of them saw them
        self.feeds = {key: self.session.feed(key) for key in self.log_keys()}
        self.batch: dict[int, list] = {}
        self.overlay_open = False
        self.finished = False
        self.time = 0.0
        self.steps_played = 0
        self._sfx_last: dict[str, float] = {}
        self.personas = self.persona_seats()  # named in the language the table was set up in

    # ------------------------------------------------------------ the session and the feeds

    def open_session(self, game, variant, agents, names, seed, decks, start_seat, resume, agent_seed):
        """The table's seat source: a local Session (the authority), or what a remote table gives
        in its place (ui/remote_table.py: the same surface, served by the room server's feed)."""
        return Session(game, variant, agents, names, seed, decks, start_seat, resume, agent_seed,
                       executor=self.thinker.start, window_seconds=self.window_seconds(),
                       think_times=(self.THINK_TIME, self.QUICK_THINK_TIME))

    @property
    def state(self):
        """The authority's state: for the shell (saves) and tests, never for a game's table."""
        return self.session.state

    @state.setter
    def state(self, value) -> None:  # the replay viewer jumps between recorded states
        self.session.state = value

    @property
    def agents(self) -> list:
        return self.session.agents

    @property
    def actions_taken(self) -> list:
        return self.session.actions_taken

    @property
    def saver(self):
        return self.session.saver

    @saver.setter
    def saver(self, value) -> None:
        self.session.saver = value

    @property
    def view(self) -> Any:
        """What this window may draw: the observation of the eye at the screen (a seat, or the
        public view of a hot-seat table), from its feed. The only window a game's table has into
        the game."""
        return self.feed_of(self.eye).observation

    def feed_of(self, viewer: int):
        feed = self.feeds.get(viewer)
        if feed is None:
            feed = self.feeds[viewer] = self.session.feed(viewer)
        return feed

    def legal_now(self) -> tuple:
        """The legal actions of the person at the screen when it is their turn, else nothing."""
        return self.feed_of(self.human).legal if self.human is not None and self.human_to_act() else ()

    def refusal(self, action: Any):
        """Why the rules refuse `action` of the seat to act now (a core.feed.Refusal), or None
        when it is legal: the table words it where it shows it."""
        return self.session.refusal(self.session.to_act, action)

    def opening_events(self) -> list:
        """The events of a new game's deal, redacted for the eye at the screen (the table queues
        them; `events_for(viewer)` has them as another viewer of this computer saw them)."""
        initial = self.session.initial_events
        self.batch = {key: [redact(ev, key) for ev in initial] for key in self.feeds}
        return list(self.batch.get(self.eye, ()))

    def resume_events(self, game) -> list:
        """Continue a saved game (storage LoadedGame) in the session; every event so far, in order
        (the table writes its logs and score sheet from them, each redacted for its eye)."""
        everything = self.session.replay_into_agents(game)
        for feed in self.feeds.values():
            feed.drain()  # a fresh snapshot: the past is not animated
        return everything

    def events_for(self, viewer: int) -> list:
        """The events being queued (an action's or the deal's) as `viewer`, a person of this
        computer or the public view, saw them."""
        return self.batch.get(viewer, [])

    def human_to_act(self) -> bool:
        view = self.feed_of(self.human).observation if self.human is not None else None
        return view is not None and not view.over and view.to_act == self.human

    def play(self, action: Any):
        """The seat to act plays `action` (a person's choice, or a test's): the session accepts it
        and the feed's update is queued; returns the session's Refusal if it was refused."""
        why = self.session.submit(self.session.to_act, action)
        if why is None:
            self.take_feed()
        return why

    def take_feed(self) -> None:
        """Queue what the feeds received: each update's events (redacted for the eye) and its
        observation; the other viewers' lines go into their logs (`log_for_others`)."""
        others = {key: feed.drain() for key, feed in self.feeds.items() if key != self.eye}
        played = False
        for k, item in enumerate(self.feed_of(self.eye).drain()):
            if not isinstance(item, Update):
                continue
            self.batch = {key: [ev for it in items if isinstance(it, Update) and it.seq == item.seq
                                for ev in it.events] for key, items in others.items()}
            self.batch[self.eye] = list(item.events)
            self.mover = item.actor  # whose move the animations now queued show (the AI speed's)
            self.enqueue(list(item.events), item.observation)
            self.on_action(item.actor, self.session.actions_taken[item.seq - 1])
            played = True
        messages, self.session.messages = self.session.messages, []
        self.show_messages(messages)
        if played:
            self.after_play()

    def on_action(self, seat: int, action: Any) -> None:
        """An action of `seat` was played (the tutorial follows its script here)."""

    def window_left(self) -> float | None:
        """The seconds left of the window open for the person to act (None: none is open; its
        whole time until its clock starts), as the session counts them."""
        return self.session.window_left(self.time)

    def window_seconds(self) -> float:
        """How long a window waits for the person at the screen before the session closes it (the
        `snap_seconds` setting)."""
        return float(self.app.settings.get("snap_seconds", WINDOW_SECONDS))

    # ------------------------------------------------------------ words

    def name(self, seat: int) -> str:
        return self.names[seat]

    @property
    def log(self) -> list[str]:
        return self.logs.setdefault(self.eye, [])

    def log_keys(self) -> list[int]:
        """The eyes a log is kept for: each human, the public view (hot-seat), the demo's seat."""
        keys = list(self.humans) or [self.viewer]
        if self.hotseat:
            keys.append(PUBLIC_EYE)
        return keys

    def me_for(self, eye: int) -> int | None:
        """The seat that is "you" in the log of `eye` (None for the public view)."""
        return eye if eye in self.humans else None

    def add_log(self, line: str | None) -> None:
        if line:
            self.log.append(line)
            del self.log[:-LOG_LIMIT]

    def log_for_others(self, events: list) -> None:
        """Write the events being queued into the logs of the eyes not at the screen now, each as
        its own feed gave them (`events`, the eye's, are not used: they are redacted for the eye)."""
        for key in self.log_keys():
            if key != self.eye:
                lines = self.logs.setdefault(key, [])
                for ev in self.events_for(key):
                    self.describe_into(lines, ev, self.me_for(key))
                del lines[:-LOG_LIMIT]

    def explain(self, text: str) -> None:
        self.notice = text
        self.notice_time = 3.5

    def show_messages(self, messages) -> None:
        for m in messages or ():
            self.save_messages.append(m)
            self.explain(m)

    def sfx(self, name: str) -> None:
        """Play a sound effect (the same one at most every 45 ms: skipping is not a din)."""
        last = self._sfx_last.get(name, -1.0)
        if self.time - last < 0.045 and last >= 0:
            return
        self._sfx_last[name] = self.time
        self.app.play_sound(name)

    # ------------------------------------------------------------ animations

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
            thunk, _barrier = self.queue.popleft()
            anim = thunk()
            anim.finish()
        self.after_skip()

    def run_animations(self, dt: float) -> None:
        for _step in range(10000):
            if self.current_anim is None:
                if not self.queue:
                    return
                thunk, _barrier = self.queue.popleft()
                self.current_anim = thunk()
            dt = self.current_anim.update(dt)
            if not self.current_anim.done:
                return
            self.current_anim = None

    def round_end_barrier(self, event) -> Seq:
        """Open the round-end screen and wait until the player closes it."""
        def open_sheet():
            self.before_round_end(event)
            self.overlay_open = True
            self.app.nav.push("round_end", table=self, event=event)
        return Seq([Call(open_sheet), WaitUntil(lambda: not self.overlay_open)])

    def overlay_closed(self) -> None:
        """The round-end screen was closed: the table goes on."""
        self.overlay_open = False

    # ------------------------------------------------------------ frames

    def update(self, dt: float) -> None:
        self.time += dt
        ai_dt = dt * speed_factor(self.speed_name) * speed_factor(self.app.settings.get("ai_speed", "normal"))
        sdt = ai_dt if self.mover is not None and self.mover not in self.humans else dt * speed_factor(self.speed_name)
        if self.notice_time > 0:
            self.notice_time -= dt
        self.tick(dt)
        self.run_animations(sdt)
        ready = not self.animating  # the session plays nothing while earlier moves are shown
        view = self.view
        if ready:
            if self.relog:
                self.rewrite_logs()
            if view.over:
                if not self.finished:
                    self.finished = True
                    self.app.nav.push("game_over", table=self)
                return
            seat = view.to_act
            if seat in self.humans and seat != self.human and self.session.issued_action() is None:
                self.think_seat = None
                self.hand_off(seat)  # hot-seat: another person's turn (or back from the public view)
                ready = False
            elif seat not in self.humans and self.hotseat and self.human is not None:
                self.go_public()  # an AI plays next: nobody's private view stays on the screen
        self.session.window_seconds = self.window_seconds()
        if self.session.advance(self.time, ready, thought=ai_dt):
            self.think_seat = None
            self.take_feed()
            return
        if ready:
            seat = view.to_act
            if seat == self.human:
                self.think_seat = None
                self.refresh_input()
            elif seat not in self.humans:
                self.think_seat = seat

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        drawer = getattr(getattr(self, "hud", None), "drawer", None)  # the history drawer (ui/log_drawer.py)
        if drawer is not None and drawer.handle(intent):
            return
        if kind == "help":
            self.app.nav.push("help", lines=self.help_lines(), area=self.play_area())
            return
        if kind == "back" and not self.cancel_input():
            self.app.nav.push("pause", table=self)
            return
        if kind != "back":
            self.handle_input(intent)

    def settings_changed(self) -> None:
        """The pause menu is up: the player may change the settings the table reads."""
        self.speed_name = self.app.settings.get("speed", self.speed_name)
        self.relog = current_language() != self.log_language  # written again once nothing moves
        if self.relog:  # "Grandpa Tomte" becomes "Grand-père Tomte" as the setup screen says
            self.rename_personas(self.personas)

    def write_logs(self, events: list, line: str | None = None) -> None:
        """Each eye's log written on from the latest `events`, each redacted for it, then `line`."""
        for key in self.log_keys():
            lines = self.logs.setdefault(key, [])
            for ev in events[-LOG_EVENTS:]:
                self.describe_into(lines, redact(ev, key), self.me_for(key))
            if line:
                lines.append(line)
            del lines[:-LOG_LIMIT]

    def rewrite_logs(self) -> None:
        """Every log written again in the player's language from the latest events (as a resumed
        game writes them), once no animation is left to add its line: no mix of languages after a
        change of language mid-game."""
        self.logs.update({key: [] for key in self.log_keys()})
        self.write_logs(self.session.events)
        self.log_language, self.relog = current_language(), False
        hud = getattr(self, "hud", None)
        if hud is not None:
            hud.panel_key = None  # the side panel is drawn again

    # ------------------------------------------------------------ hot-seat

    def go_public(self) -> None:
        """Hide the private view of the human at the screen: the table shows public knowledge only."""
        if self.human is not None or self.eye != PUBLIC_EYE:
            self.set_eye(PUBLIC_EYE, None)

    def hand_off(self, seat: int) -> None:
        """Cover the table with the hand-off screen for `seat` (hot-seat)."""
        if self.handoff_to is not None:
            return
        self.go_public()
        self.handoff_to = seat
        self.app.nav.push("hand_off", table=self, seat=seat)

    def take_over(self, seat: int) -> None:
        """The person at `seat` is at the screen now: draw their view."""
        self.handoff_to = None
        self.set_eye(seat, seat)

    def set_eye(self, eye: int, human: int | None) -> None:
        """Draw the table for another eye: the view is rebuilt from that seat's observation
        (nothing of the previous view is kept) and the input state is reset."""
        self.eye = eye
        self.human = human
        if human is not None:
            self.viewer = human
        self.notice_time = 0.0  # a notice for the last person ("Press C again") is not for this one
        self.reset_view()

    # ------------------------------------------------------------ what a game's table supplies

    # The usual parts, by convention, that a game's table sets up (the types mypy checks the base with)
    director: Any  # events -> animations
    narrator: Any  # events in words
    controls: Any  # input
    flyers: Any  # cards in flight
    scores: Any  # one entry per round scored (game_over_report), and score_sheet() to draw them
    score_sheet: Any

    def enqueue(self, events: list, observation: Any) -> None:
        self.director.enqueue(events, observation)

    def reset_view(self) -> None:
        raise NotImplementedError

    def describe_into(self, lines: list[str], event: Any, me: int | None) -> None:
        self.narrator.log_into(lines, event, me)

    def log_event(self, event: Any) -> None:
        """An event starts animating: its line joins the log of the eye at the screen."""
        self.narrator.log_into(self.log, event, self.human)
        del self.log[:-LOG_LIMIT]

    def refresh_input(self) -> None:
        self.controls.refresh()

    def handle_input(self, intent: Intent) -> None:
        self.controls.handle(intent)

    def cancel_input(self) -> bool:
        """Esc: cancel a half-made choice (True) instead of opening the pause menu."""
        return False

    def after_play(self) -> None:
        """An action was applied: forget the half-made choices of the input."""

    def after_skip(self) -> None:
        """Animations were skipped: drop what was in flight."""
        self.flyers.clear()

    def tick(self, dt: float) -> None:
        """Per-frame work of the game's table before the animations run (fading banners)."""

    def before_round_end(self, event: Any) -> None:
        """The round-end screen opens for `event`: bring the scores up to date."""

    def play_area(self):
        raise NotImplementedError

    def help_lines(self) -> list[tuple[str, str]]:
        return []

    def forced_action(self) -> Any:
        """The action the session plays at once for the person to act (one that decides nothing:
        Cabanga!'s pass when none of their cards fits the gap, kaboo's snap window of a person
        alone who knows no matching card), else None: the game's `forced_action` hook."""
        return self.session.issued_action()

    def handoff_reason(self, seat: int) -> str:
        return _("Round {n}: your turn.").format(n=self.view.round_no)

    def round_report(self, event: Any):
        raise NotImplementedError

    def game_over_report(self):
        """The game-over screen: who won, the variant and rounds, and the score sheet (a table
        with `scores`, one entry per round scored, and `score_sheet()`)."""
        from .reports import GameOverReport
        winners = self.view.winners
        head = n_("{names} wins the game!", "{names} win the game!", len(winners)).format(
            names=and_list(self.name(s) for s in winners))
        if self.human is not None and not self.hotseat and self.human in winners and len(winners) == 1:
            head = _("You win the game!")
        rounds = len(self.scores)
        if self.game.lower_total_wins:
            sub = n_("{variant} · {n} round · lowest total wins", "{variant} · {n} rounds · lowest total wins",
                     rounds)
        else:  # a game without rounds (Kobito): its one score
            sub = _("{variant} · the most points win")
        return GameOverReport(head, sub.format(variant=data_text(self.variant.title), n=rounds), self.score_sheet())
