"""What every game's table scene shares: running the match (people, AI seats with a thinking pause,
hot-seat hand-offs), the queue of animations that rule events become, the logs per viewer, and the
shell's screens (pause, help, round end, game over) reached by name.

A game's table subclasses `TableBase` and supplies the game-specific parts: `enqueue(events,
observation)` (its director: rule events -> tweens), `reset_view()` (rebuild what is drawn for the
current eye), `refresh_input()`, `handle_input(intent)`, `describe_into(lines, event, me)` (the log
in words), `round_report(event)`, `game_over_report()`, `play_area()`, `help_lines()` and
`handoff_reason(seat)`. The rules are never decided here: only the Match applies actions.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Sequence

from ..core.match import Match
from ..i18n import _, and_list, current_language, data_text, n_
from .motion import WaitUntil
from .scene import Intent, Scene
from .theme import speed_factor
from .tables import ROMAN as ROMAN_SUFFIXES
from .thinking import Thinker
from .tween import Call, Sequence as Seq

# The "seat" whose knowledge is everybody's knowledge: the public view of a hot-seat table while
# an AI plays between two humans (events.PUBLIC covers 16 seats; games have at most 6).
PUBLIC_EYE = 15
LOG_LIMIT = 200  # lines kept per log
LOG_EVENTS = 80  # the events a log is written again from (a new language), as a resumed game's


class TableBase(Scene):
    """A game at the table. `humans` are the seats played by people at this computer (several:
    hot-seat; none: the demo, every seat an AI)."""

    fills_screen = True
    THINK_TIME = 0.55  # seconds an AI seems to think before it moves
    QUICK_THINK_TIME = 0.25  # ... before a quick answer (a snap or a throw window)

    def __init__(self, app, game, variant: Any, agents: Sequence, names: Sequence[str], seed: int = 0,
                 humans: Sequence[int] = (), speed: str = "normal", auto_continue: float | None = None,
                 decks: Sequence[Sequence[str]] = (), start_seat: int | None = None, resume=None,
                 agent_seed: int | None = None):
        super().__init__(app)
        self.game = game
        self.variant = variant
        self.match = Match(game, variant, agents, names, seed, decks, start_seat, resume, agent_seed)
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
        self.current_anim = None
        self.logs: dict[int, list[str]] = {}  # per eye: what that seat may read
        self.log_language = current_language()  # the logs are written again when it changes
        self.relog = False
        self.notice = ""
        self.notice_time = 0.0
        self.think = 0.0
        self.mover: int | None = None  # the seat whose move is animating
        self.think_seat: int | None = None
        self.thinker = Thinker(getattr(app, "threaded_ai", False))  # AI decisions run here, off the frame
        self.decision = None  # the Future of the AI move being decided
        self.overlay_open = False
        self.finished = False
        self.time = 0.0
        self.steps_played = 0
        self._sfx_last: dict[str, float] = {}
        self.personas = self.persona_seats()  # named in the language the table was set up in

    # ------------------------------------------------------------ the match

    @property
    def state(self):
        return self.match.state

    @state.setter
    def state(self, value) -> None:  # the replay viewer jumps between recorded states
        self.match.state = value

    @property
    def agents(self) -> list:
        return self.match.agents

    @property
    def actions_taken(self) -> list:
        return self.match.actions_taken

    @property
    def saver(self):
        return self.match.saver

    @saver.setter
    def saver(self, value) -> None:
        self.match.saver = value

    @property
    def view(self) -> Any:
        """What this window may draw: the observation of the eye at the screen (a seat, or the
        public view of a hot-seat table). The only window a game's table has into the game."""
        return self.match.observe(self.eye)

    def legal_now(self) -> tuple:
        """The legal actions of the person at the screen when it is their turn, else nothing."""
        return self.match.legal() if self.human_to_act() else ()

    def refusal(self, action: Any):
        """Why the rules refuse `action` of the person at the screen now (a core.feed.Refusal), or
        None when it is legal: the table words it where it shows it."""
        return self.game.refusal(self.match.state, action)

    def opening_events(self) -> list:
        """The events of a new game's deal, as the feed gives them (each table redacts them for
        its eye as it queues them)."""
        return list(self.match.initial_events)

    def resume_events(self, game) -> list:
        """Continue a saved game (storage LoadedGame) in the session; every event so far, in order
        (the table writes its logs and score sheet from them, each redacted for its eye)."""
        return self.match.replay_into_agents(game)

    def human_to_act(self) -> bool:
        return self.human is not None and not self.state.over and self.state.to_act == self.human

    def play(self, action: Any) -> None:
        """Apply an action for the seat to act and queue its animation."""
        self.mover = self.state.to_act  # whose move the animations now queued show (the AI speed's)
        events, messages = self.match.play(action)
        self.enqueue(events, self.match.observe(self.eye))
        self.show_messages(messages)
        self.after_play()

    # ------------------------------------------------------------ words

    def name(self, seat: int) -> str:
        return self.names[seat]

    def persona_seats(self) -> dict[int, tuple[str, str]]:
        """The AI seats named after their level's persona in the language of the moment ("Grandpa
        Tomte", "Marta II"): seat -> (level, suffix), so the name can follow a change of language."""
        levels = self.game.ai_levels()
        found = {}
        for seat, name in enumerate(self.names):
            level = levels.get(self.level_of(seat))
            if level is None or not name.startswith(level.persona):
                continue
            suffix = name[len(level.persona):]
            if suffix == "" or suffix.strip() in ROMAN_SUFFIXES and suffix.startswith(" "):
                found[seat] = (level.key, suffix)
        return found

    def rename_personas(self, personas: dict[int, tuple[str, str]]) -> None:
        """Each persona seat named in the language now in use (the table's names, its log's too)."""
        levels = self.game.ai_levels()
        narrator = getattr(self, "narrator", None)
        for seat, (key, suffix) in personas.items():
            name = levels[key].persona + suffix
            self.names[seat] = name
            if narrator is not None and seat < len(getattr(narrator, "names", ())):
                narrator.names[seat] = name

    def level_of(self, seat: int) -> str:
        """The seat's AI level ("human" for a person), for its portrait and its words."""
        agent = self.agents[seat] if 0 <= seat < len(self.agents) else None
        return "human" if agent is None else getattr(agent, "level", "random")

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
        """Write the events into the logs of the eyes not at the screen now, each redacted for it."""
        for key in self.log_keys():
            if key != self.eye:
                lines = self.logs.setdefault(key, [])
                for ev in events:
                    self.describe_into(lines, ev.for_seat(key), self.me_for(key))
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
        if self.animating:
            return
        if self.relog:
            self.rewrite_logs()
        if self.state.over:
            if not self.finished:
                self.finished = True
                self.app.nav.push("game_over", table=self)
            return
        forced = self.forced_action()
        if forced is not None:
            self.play(forced)  # played before any hand-off or AI: nobody needs the screen for it
            return
        seat = self.state.to_act
        if seat == self.human:
            self.think_seat = None
            self.refresh_input()
            return
        if seat in self.humans:  # hot-seat: another person's turn (or back from the public view)
            self.think_seat = None
            self.hand_off(seat)
            return
        if self.hotseat and self.human is not None:
            self.go_public()  # an AI plays next: nobody's private view stays on the screen
        if self.think_seat != seat:
            # the agent starts deciding in the worker at once: the thinking pause is real thinking
            self.think_seat = seat
            self.think = self.QUICK_THINK_TIME if self.quick_decision() else self.THINK_TIME
            self.decision = self.thinker.start(self.match.ai_choice)
        self.think -= ai_dt
        if self.think <= 0 and self.decision is not None and self.decision.done():
            decision, self.decision = self.decision, None
            self.think_seat = None
            self.play(decision.result())

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
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

    def rewrite_logs(self) -> None:
        """Every log written again in the player's language from the latest events (as a resumed
        game writes them), once no animation is left to add its line: no mix of languages after a
        change of language mid-game."""
        for key in self.log_keys():
            lines: list = []
            for ev in self.match.events[-LOG_EVENTS:]:
                self.describe_into(lines, ev.for_seat(key), self.me_for(key))
            self.logs[key] = lines[-LOG_LIMIT:]
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

    # The usual parts, by convention: a game's table has `director` (events -> animations),
    # `narrator` (events in words), `controls` (input) and `flyers` (cards in flight).

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

    def quick_decision(self) -> bool:
        """Whether the AI to act answers quickly (a snap, a throw window)."""
        return False

    def before_round_end(self, event: Any) -> None:
        """The round-end screen opens for `event`: bring the scores up to date."""

    def play_area(self):
        raise NotImplementedError

    def help_lines(self) -> list[tuple[str, str]]:
        return []

    def forced_action(self) -> Any:
        """The action the table plays by itself now, once the animations are over: one that
        decides nothing (Cabanga!'s pass when none of a person's cards fits the gap) or a window
        that has run out (kaboo's snap window); else None."""
        return None

    def handoff_reason(self, seat: int) -> str:
        return _("Round {n}: your turn.").format(n=self.state.round_no)

    def round_report(self, event: Any):
        raise NotImplementedError

    def game_over_report(self):
        """The game-over screen: who won, the variant and rounds, and the score sheet (a table
        with `scores`, one entry per round scored, and `score_sheet()`)."""
        from .reports import GameOverReport
        winners = self.state.winners
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
