"""The one authority of a table (no drawing, no pygame): the state, the record and its autosave, the
seats (a person at this computer, an AI agent; next, a person at another computer), whose turn it
is, the AI's turns and the actions the session issues by itself (a decision-free pass, a window
that closes unanswered), and a seat feed for every viewer.

Time comes from outside: `advance(now)` is called with the table's clock (seconds), so a test runs
it with any clock it likes and never sleeps. Locally the table calls it every frame and says
whether it is ready (no animation pending, the person to act at the screen): nothing starts or
plays while it is not, so the AI thinks after the previous move has been shown, as people do.

Every accepted action is applied, stored (the autosave) and only then announced: told to the
agents as their seats may see it and pushed to every feed, redacted for its viewer.
"""

from __future__ import annotations

import random
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..games import Game
from .feed import GAME_OVER, NOT_YOUR_TURN, PUBLIC_VIEW, Refusal, Refused, SeatFeed, Snapshot, Update, redact

EVENTS_KEPT = 200  # the events a table's logs can be written again from (a new language)
THINK_TIME = 0.55  # seconds an AI seems to think before it moves
QUICK_THINK_TIME = 0.25  # ... before a quick answer (a snap, a throw window, a turn's next move)
WINDOW_SECONDS = 5.0  # how long a window waits for a person (the `snap_seconds` setting's default)

PERSON, AI, REMOTE = "person", "ai", "remote"


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a person at this computer (`PERSON`), an AI agent (`AI`, with its agent),
    or, next, a person at another computer (`REMOTE`: acts through `submit` like a local person,
    reads its feed over the wire; the session treats it as a person who sits alone)."""

    kind: str
    agent: Any = None

    @property
    def is_person(self) -> bool:
        return self.kind != AI


def seats_of(agents: Sequence) -> list[Seat]:
    """The seats of a table from its agents (None: a person at this computer)."""
    return [Seat(PERSON) if agent is None else Seat(AI, agent) for agent in agents]


def decide_now(decide: Callable[[], Any]) -> Future:
    """The executor without a worker: decide at once, in the caller (tests, the arena)."""
    done: Future = Future()
    try:
        done.set_result(decide())
    except Exception as exc:  # noqa: BLE001 - handed to whoever asks for the result
        done.set_exception(exc)
    return done


class Session:
    """A game at a table: see the module's docstring. `agents[seat]` is None for a person.

    `executor(decide) -> Future` runs an AI decision (the ui's Thinker worker; by default at once);
    `window_seconds` is how long a person's window waits (a player's setting); `think_times` the
    AI's (usual, quick) pauses in seconds at pace 1."""

    def __init__(self, game: Game, variant: Any, agents: Sequence, names: Sequence[str], seed: int = 0,
                 decks: Sequence[Sequence[str]] = (), start_seat: int | None = None, resume=None,
                 agent_seed: int | None = None, executor: Callable[[Callable[[], Any]], Future] = decide_now,
                 window_seconds: float = WINDOW_SECONDS,
                 think_times: tuple[float, float] = (THINK_TIME, QUICK_THINK_TIME)):
        self.game = game
        self.variant = variant
        self.seats = seats_of(agents)
        self.agents = list(agents)  # by seat, None for a person (tests may put in their own agent)
        self.names = list(names)
        self.seed = seed
        # the agents' own randomness: from `agent_seed` when given (a real table draws a fresh one,
        # so that the game's seed, which saves hold, does not tell how the AI will play)
        self.rng = random.Random((seed if agent_seed is None else agent_seed) ^ 0x5EED)
        self.executor = executor
        self.window_seconds = window_seconds
        self.think_times = think_times
        self.saver = None  # storage GameSaver: every accepted action is stored before it is announced
        self.messages: list[str] = []  # the saver's words for the local table, not yet shown
        self.actions_taken: list = []
        self.feeds: dict[int, SeatFeed] = {}
        self._legal_key: int | None = None
        self._legal: tuple = ()
        self._legal_set: frozenset = frozenset()
        self._clock: float | None = None  # the last `now` advance() was given
        self._think: tuple[int, int] | None = None  # (action count, seat) of the AI turn under way
        self._think_left = 0.0
        self._decision: Future | None = None
        self._window: tuple[int, int, float] | None = None  # (action count, seat, opened at) of a window
        self._issued: tuple[int, Any] | None = None  # (action count, the action issued at once or None)
        if resume is not None:
            self.state, self.initial_events = resume.replay.initial, resume.replay.initial_events
        else:
            self.state, self.initial_events = game.new_game(variant, len(self.agents), seed, decks=decks,
                                                            start_seat=start_seat)
        self.notify_agents(self.initial_events)
        self.events: list = list(self.initial_events)[-EVENTS_KEPT:]  # the latest events, for the logs

    # ------------------------------------------------------------ what anyone may ask

    @property
    def n(self) -> int:
        return len(self.agents)

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def to_act(self) -> int:
        return self.state.to_act

    @property
    def seq(self) -> int:
        """The number of actions played so far."""
        return len(self.actions_taken)

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.agents) and self.agents[seat] is None

    def observe(self, viewer: int) -> Any:
        """The observation of a seat, or of the public viewer (PUBLIC_VIEW)."""
        return self.game.observe(self.state, int(viewer))

    def legal(self) -> tuple:
        """The legal actions of the seat to act (cached per action: a long hand has many)."""
        key = len(self.actions_taken)
        if self._legal_key != key:
            self._legal_key = key
            self._legal = tuple(self.game.legal_actions(self.state)) if not self.state.over else ()
            self._legal_set = frozenset(self._legal)
        return self._legal

    def is_legal(self, action: Any) -> bool:
        """Whether the rules allow `action` now: the listed actions answer from the cache, the
        rest is asked of the game (it may allow more than it lists: Cabanga!'s throws)."""
        self.legal()
        return action in self._legal_set or (not self.state.over and self.game.is_legal(self.state, action))

    def refusal(self, seat: int, action: Any) -> Refusal | None:
        """Why `seat` may not play `action` now (None: it may)."""
        if self.state.over:
            return Refusal(GAME_OVER)
        if seat != self.state.to_act:
            return Refusal(NOT_YOUR_TURN, {"seat": self.state.to_act})
        if self.is_legal(action):
            return None
        return self.game.refusal(self.state, action) or Refusal("illegal")

    # ------------------------------------------------------------ feeds

    def feed(self, viewer: int) -> SeatFeed:
        """The feed of `viewer` (a seat or PUBLIC_VIEW), opened with a snapshot of where the game
        stands the first time it is asked for."""
        feed = self.feeds.get(viewer)
        if feed is None:
            feed = self.feeds[viewer] = SeatFeed(viewer, self.snapshot(viewer))
        return feed

    def snapshot(self, viewer: int) -> Snapshot:
        return Snapshot(self.seq, self.observe(viewer), self._legal_for(viewer),
                        tuple(redact(ev, viewer) for ev in self.events))

    def resync(self) -> None:
        """Every feed gets a fresh snapshot (after a resume: the past is not animated)."""
        for viewer, feed in self.feeds.items():
            feed.push(self.snapshot(viewer))

    def _legal_for(self, viewer: int) -> tuple:
        if viewer is PUBLIC_VIEW or self.state.over or viewer != self.state.to_act:
            return ()
        return self.legal()

    # ------------------------------------------------------------ agents

    def notify_agents(self, events: list) -> None:
        for seat, agent in enumerate(self.agents):
            if agent is not None and hasattr(agent, "notify"):
                for ev in events:
                    agent.notify(seat, ev.for_seat(seat))

    def replay_into_agents(self, game) -> list:
        """Resume a saved game (storage LoadedGame): tell the agents every past action's events,
        take its state and actions; returns every event so far, in order (the feeds get a fresh
        snapshot: nothing of the past is animated)."""
        everything = list(self.initial_events)
        for action, events in zip(game.replay.actions, game.replay.events):
            self.notify_agents(events)
            self.actions_taken.append(action)
            everything.extend(events)
        self.state = game.state
        self.events = everything[-EVENTS_KEPT:]
        self.resync()
        return everything

    def ai_choice(self) -> Any:
        """The action the agent of the seat to act chooses, from its own observation only."""
        seat = self.state.to_act
        agent = self.agents[seat]
        observation = self.observe(seat) if getattr(agent, "needs_observation", True) else None
        return agent.choose(observation, list(self.legal()), self.rng)

    # ------------------------------------------------------------ playing

    def submit(self, seat: int, action: Any) -> Refusal | None:
        """A person's action (at this computer or, next, another one): played when it is theirs
        to play and legal; else refused, nothing changes and the refusal goes to the seat's feed."""
        why = self.refusal(seat, action)
        if why is not None:
            if seat in self.feeds:
                self.feeds[seat].push(Refused(self.seq, action, why))
            return why
        self.play(action)
        return None

    def play(self, action: Any) -> tuple[list, list[str]]:
        """Apply an action of the seat to act: store it (autosave), then announce it to the agents
        and the feeds. Returns its events and the saver's messages."""
        actor = self.state.to_act
        self.state, events = self.game.apply(self.state, action)
        self.actions_taken.append(action)
        messages: list[str] = []
        if self.saver is not None:  # stored before anyone hears of it
            messages += self.saver.after_action(action, self.state)
            if self.state.over:
                messages += self.saver.finish(self.state)
                self.saver = None
        self.messages += messages
        self.events.extend(events)
        del self.events[:-EVENTS_KEPT]
        self.notify_agents(events)
        self._think = self._decision = self._window = None
        for viewer, feed in self.feeds.items():
            feed.push(Update(self.seq, actor, tuple(redact(ev, viewer) for ev in events), self.observe(viewer),
                             self._legal_for(viewer)))
        return events, messages

    def alone(self, seat: int) -> bool:
        """Whether the person at `seat` sits alone at their screen (no other person of this
        computer: what the session does at once for them tells nobody else anything)."""
        kinds = [s.kind for s in self.seats]
        return kinds[seat] == REMOTE or kinds.count(PERSON) == 1

    def issued_action(self) -> Any:
        """The action the session plays by itself at once for the person to act (one that decides
        nothing), or None (the game's `forced_action` hook)."""
        seat = self.state.to_act
        if self.state.over or not self.is_person(seat):
            return None
        if self._issued is None or self._issued[0] != self.seq:  # asked every frame: once per action
            self._issued = (self.seq, self.game.forced_action(self.state, self.alone(seat)))
        return self._issued[1]

    def window_left(self, now: float | None = None) -> float | None:
        """The seconds left of the window open for the person to act (None: none is open); its
        whole time while its clock has not started."""
        seat = self.state.to_act
        if self.state.over or not self.is_person(seat) or self.game.window_timeout(self.state) is None:
            return None
        window = self._window
        if window is None or window[:2] != (self.seq, seat) or now is None:
            return self.window_seconds
        return max(0.0, self.window_seconds - (now - window[2]))

    def advance(self, now: float, ready: bool = True, pace: float = 1.0, thought: float | None = None) -> bool:
        """Time is `now` (seconds, the caller's clock). When `ready`, play what the session plays by
        itself: a decision-free action, a window that has run out, an AI's move once its thinking
        pause (the usual or the quick one, shortened by `pace`) is over and its decision is made.
        `thought`: the thinking time this step counts, as the caller measured it (a table: its
        frame's seconds times its speed factors); by default the time since the last call times
        `pace`. Returns whether an action was played."""
        dt = 0.0 if self._clock is None else max(0.0, now - self._clock)
        self._clock = now
        # a table counts the pause in its frames' own times, as it always did (ba7f5cb): the
        # differences of its growing clock round differently, and an AI's move would come a frame
        # sooner or later depending on how long the table has been open
        thought = dt * pace if thought is None else thought
        if not ready or self.state.over:
            return False
        seat = self.state.to_act
        if self.is_person(seat):
            issued = self.issued_action()
            if issued is None:
                issued = self._window_closed(now, seat)
            if issued is not None:
                self.play(issued)
                return True
            return False
        if self._think != (self.seq, seat):
            # the agent starts deciding in the worker at once: the thinking pause is real thinking
            self._think = (self.seq, seat)
            self._think_left = self.think_times[1 if self.game.quick_turn(self.state) else 0]
            self._decision = self.executor(self.ai_choice)
        self._think_left -= thought
        if self._think_left <= 0 and self._decision is not None and self._decision.done():
            decision = self._decision
            self.play(decision.result())
            return True
        return False

    def _window_closed(self, now: float, seat: int) -> Any:
        """The action that closes a person's window once it has waited `window_seconds` (its clock
        starts at the first ready moment: never while earlier moves are still shown)."""
        action = self.game.window_timeout(self.state)
        if action is None:
            return None
        if self._window is None or self._window[:2] != (self.seq, seat):
            self._window = (self.seq, seat, now)
        return action if now - self._window[2] >= self.window_seconds else None
