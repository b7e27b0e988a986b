"""One mechanism for every game's table: its director turns each action's events (redacted for the
eye at the screen) into the table's queue of animations.

An event class maps to its recipe: a director method marked `@recipe(EventClass, ...)`, found along
the event's class's MRO (a recipe of a base class serves its subclasses), returns the animation.
A game's director declares, by event class (never by a class's name), the sound an event starts
with (`SOUNDS`), the events after whose animation the table waits for the player (`BARRIERS`: the
round-end screen), and how its events group (`groups`: e.g. a deal's hands fly together; a recipe
marked `group=True` animates a whole group). Once an action's animations are over, the picture is
what the eye's observation says (`synced`). The app's event hooks (the demo, the tour, tests) are
told each event's class as it starts animating (`App.note_event`). The impact moments' effects
(ui/effects.py) are the director's `effects`, drawn by the table scene over its frame."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .effects import Effects
from .tween import Call, Wait


def recipe(*classes: type, group: bool = False) -> Callable:
    """Mark a director method as the recipe of these event classes. `group`: the method animates a
    whole group of events (see EventDirector.groups) and starts each of them itself."""
    def mark(method: Callable) -> Callable:
        method.recipe_of = classes  # type: ignore[attr-defined]
        method.takes_group = group  # type: ignore[attr-defined]
        return method
    return mark


def lookup(entries: Mapping[type, Any], cls: type) -> Any:
    """The entry of `cls`, else of its nearest base class that has one (None: none has)."""
    for klass in cls.__mro__:
        if klass in entries:
            return entries[klass]
    return None


class EventDirector:
    """Queues the animations of a table scene (`table`: its model, layout, queue, hud and logs)."""

    SOUNDS: Mapping[type, str] = {}  # event class -> the sound effect its animation starts with
    BARRIERS: tuple[type, ...] = ()  # the round-end screen opens after these events' animations
    LOGGED_LATER: tuple[type, ...] = ()  # not logged as they start: their recipe logs them
    IDLE = 0.0  # seconds an event with no recipe holds the queue
    MOOD = "calm"  # the optional music's mood at this game's table (ui/music.MOODS)
    recipes: dict[type, Callable] = {}  # event class -> recipe, gathered from the marked methods

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        found: dict[type, Callable] = {}
        for klass in reversed(cls.__mro__):
            for member in vars(klass).values():
                for event_class in getattr(member, "recipe_of", ()):
                    found[event_class] = member
        cls.recipes = found

    def __init__(self, table):
        self.table = table
        self.effects = Effects(table)  # the impact moments' bursts, shakes and glows (ui/effects.py)
        sounds = getattr(table.app, "sounds", None)
        if sounds is not None:
            sounds.music.set_mood(self.MOOD)

    def thud(self) -> None:
        """A card touches down on a pile: its soft thud (the squash is the flight's, motion.settle)."""
        self.table.sfx("thud")

    # ------------------------------------------------------------ the queue

    def enqueue(self, events: list, obs: Any) -> None:
        """An action's events: told to the logs of the other eyes, redacted for the eye at the
        screen and queued as animations, then the picture is synchronised with `obs`."""
        t = self.table
        t.log_for_others(events)
        self.enqueue_seen([ev.for_seat(t.eye) for ev in events])
        t.queue.append((lambda o=obs: Call(lambda: self.synced(o)), False))

    def enqueue_seen(self, seen: list) -> None:
        """Queue the animations of events already redacted for the eye at the screen."""
        for group in self.groups(seen):
            self.queue_group(group)

    def groups(self, events: list) -> list[list]:
        """Events as they animate together (by default each alone)."""
        return [[ev] for ev in events]

    def queue_group(self, group: list) -> None:
        """One group's animation, then the round-end screen if its event calls for it."""
        t = self.table
        t.queue.append((lambda g=group: self.animate_group(g), False))
        if isinstance(group[0], self.BARRIERS):
            t.queue.append((lambda e=group[0]: t.round_end_barrier(e), True))

    # ------------------------------------------------------------ recipes

    def animate_group(self, group: list):
        """The animation of a group: its first event's group recipe, else that event's own."""
        method = lookup(self.recipes, type(group[0]))
        if method is not None and method.takes_group:
            return method(self, group)
        return self.animate(group[0])

    def animate(self, ev: Any):
        """One event starts (hooks, log, sound) and its recipe returns its animation."""
        method = lookup(self.recipes, type(ev))
        if method is not None and method.takes_group:
            return method(self, [ev])
        self.started(ev)
        return method(self, ev) if method is not None else Wait(self.IDLE)

    def started(self, ev: Any, log: bool = True) -> None:
        """An event starts animating: the app's hooks are told its class, its line joins the log
        of the eye at the screen (`log`, unless its recipe logs it later), its sound plays."""
        t = self.table
        t.app.note_event(type(ev))
        if log and not isinstance(ev, self.LOGGED_LATER):
            t.log_event(ev)
        sound = lookup(self.SOUNDS, type(ev))
        if sound:
            t.sfx(sound)

    def synced(self, obs: Any) -> None:
        """The action's animations are over: the picture is what the observation says."""
        t = self.table
        t.model.sync(obs)
        t.flyers.clear()
        t.steps_played += 1
        t.controls.forget()
