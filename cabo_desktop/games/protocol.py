"""The game protocol: what every game gives the game-independent parts of the house.

Records, saves, replays, the arena, `simulate`, statistics, the setup screen and the command
line reach a game only through a `Game` from the registry (`cabo_desktop.games.get_game`). A game
is a package under `cabo_desktop/games/<name>/` whose `GAME` is an instance of a `Game` subclass.
Nothing here imports pygame: a game's table view is reached through `Game.ui()`, imported only
when a window needs it.

The contracts are `typing.Protocol`s in `games/contracts.py`, checked by mypy (`python3 tasks.py
test` runs it first): `GameRules`, `GameVariants`, `GameAi`, `GamePresentation` and
`GameStatistics` split the game protocol by the clients each part serves, `GameProtocol` is all of
them, and `Game` below is the base class that gives their shared defaults. The values a game hands
out are duck-typed, with what the shell may read of them written down there once:

- a **state** (immutable) gives `StateFacts`: `variant`, `n_seats`, `seed`, `over`, `to_act` (the
  one seat to act, -1 when the game is over), `round_no`, `totals`, `winners` and `history`, a
  tuple of `RoundFacts` (`round_no`, `scores`, `totals`, `winners`);
- an **observation** (what one seat may see) gives `ObservationFacts`;
- a **variant** (frozen) has `name`, `title`, `description`, `notes`, `players.min`,
  `players.limit` (the most seats with the options chosen) and `options` (settings offered on
  the setup screen: `key`, `label`);
- an **event** is a `core.events.Event` and gives `SeatEvent` (`for_seat(seat)` redacts what the
  seat may not see);
- an **action** is a frozen dataclass; `format_action`/`parse_action` are its record notation.
"""

from __future__ import annotations

from dataclasses import dataclass
import random
from typing import Any, Callable, Sequence

from ..core.schema import get_dotted, to_data
from ..i18n import _, data_text, or_list, p_


@dataclass(frozen=True)
class AiLevel:
    """An AI level offered for a game: its key, the persona players see, and how it plays (the
    words of an offered level in the player's language: `Game.ai_levels()` translates them)."""

    key: str
    persona: str
    flavour: str  # one line of character for the setup screen
    description: str  # how it plays (docs, rules screen)
    make: Callable[[int], Any]  # seed -> a fresh agent
    offered: bool = True  # False: an arena yardstick, not offered to players
    title: str = ""  # the level's own name in a line ("casual"), in the player's language


@dataclass(frozen=True)
class LevelSpec:
    """An AI level as a game declares it (its `ai/levels.py`): the words in English, marked with N_;
    `translated_levels` turns them into the `AiLevel`s players see."""

    key: str
    # the agent class, made with `cls(seed=...)`, or where it is ("package.module:Class"), imported
    # when an agent is made: the keys and words of the levels cost no AI import (the settings check seats)
    cls: type | str
    persona: str
    flavour: str
    description: str
    offered: bool = True
    # the level's own name in a line, in the player's language: lambda: p_("AI level", "casual")
    title: Callable[[], str] | None = None

    def agent_class(self) -> type:
        """The agent class (imported now when `cls` says where it is)."""
        if isinstance(self.cls, str):
            import importlib
            module, _colon, name = self.cls.partition(":")
            return getattr(importlib.import_module(module), name)
        return self.cls


def translated_levels(specs: dict[str, LevelSpec]) -> dict[str, AiLevel]:
    """A game's levels in the player's language (a yardstick never offered to players stays in the
    developers' English, its title its key)."""
    def words(text: str, offered: bool) -> str:
        return _(text) if offered else text

    def maker(spec: LevelSpec) -> Callable[[int], Any]:
        return lambda seed: spec.agent_class()(seed=seed)
    return {key: AiLevel(key, words(lv.persona, lv.offered), words(lv.flavour, lv.offered),
                         words(lv.description, lv.offered), maker(lv), lv.offered,
                         lv.title() if lv.offered and lv.title else key)
            for key, lv in specs.items()}


def option_choices(option, current: Any) -> list:
    """The values an option cycles through: its suggested values (YAML text), or yes and no; the
    variant's own value first among them when it is not one of the suggestions."""
    import yaml  # here: the first frame needs no YAML parser (20 ms to import)

    values = [yaml.safe_load(text) for text in option.values] if option.values else [False, True]
    return values if current in values else [current] + values


def option_value_words(value: Any) -> str:
    """A value as the screen shows it: yes / no, "no limit" for none, a word from the variant
    file in the player's language, a number as it is."""
    if value is True:
        return _("yes")
    if value is False:
        return _("no")
    if value is None:
        # TRANSLATORS: an option's value when nothing limits it (resets allowed per player: no limit)
        return _("no limit")
    return data_text(str(value)) if isinstance(value, str) else str(value)


def option_values(variant: Any) -> dict[str, Any]:
    """The value each of the variant's options has in it (None where the file does not say)."""
    data = to_data(variant)
    values = {}
    for option in variant.options:
        try:
            values[option.key] = get_dotted(data, option.key)
        except KeyError:
            values[option.key] = None
    return values


def option_lines(variant: Any) -> list[str]:
    """The rules screen's lines of a variant's options: each with the values it may take, the
    variant's own first ("Game ends at this many penalty points: 18 (or 12 or 25)")."""
    lines = []
    values = option_values(variant)
    for option in variant.options:
        current = values[option.key]
        others = [option_value_words(v) for v in option_choices(option, current) if v != current]
        # TRANSLATORS: an option on the rules screen: its label, the value it has, the other choices
        lines.append(_("{option}: {value} (or {others})").format(option=data_text(option.label),
                                                                 value=option_value_words(current),
                                                                 others=or_list(others)))
    return lines


# The rules' parts every game's package names alike: a `Game` attribute -> (the module of its
# rules/ package, the name there). A game class made with `package=` takes each one its rules
# have and the class does not give itself (`Game.__init_subclass__`); the functions are bound as
# they are, no wrapper (the arena and simulations call them per action).
RULES_FUNCTIONS: dict[str, tuple[str, str]] = {
    "new_game": ("engine", "new_game"), "legal_actions": ("engine", "legal_actions"),
    "is_legal": ("engine", "is_legal"), "apply": ("engine", "apply"), "refusal": ("refusals", "refusal"),
    "observe": ("observation", "observe"), "observe_all": ("observation", "observe_all"),
    "format_action": ("actions", "format_action"), "parse_action": ("actions", "parse_action"),
}
RULES_VALUES: dict[str, tuple[str, str]] = {
    "illegal_action": ("engine", "IllegalAction"), "setup_error": ("engine", "SetupError"),
    "notation_error": ("actions", "NotationError"), "variant_error": ("variant", "VariantError"),
    "builtin_variants": ("variant", "BUILTIN_NAMES"), "max_seats": ("variant", "MAX_SEATS"),
    "max_deck_cards": ("variant", "MAX_DECK_CARDS"), "max_record_actions": ("variant", "MAX_ACTIONS"),
}


def rules_parts(package: str, own: Any) -> dict[str, Any]:
    """The attributes a game class takes from its package's rules/ by their names (RULES_FUNCTIONS,
    RULES_VALUES): those the rules have and `own` (the class's own namespace) does not give."""
    import importlib
    import importlib.util
    parts: dict[str, Any] = {}
    for table, bind in ((RULES_FUNCTIONS, staticmethod), (RULES_VALUES, lambda value: value)):
        for attr, (module_name, name) in table.items():
            module = f"{package}.rules.{module_name}"
            if attr in own or importlib.util.find_spec(module) is None:
                continue
            value = getattr(importlib.import_module(module), name, None)
            if value is not None:
                parts[attr] = bind(value)
    return parts


class Game:
    """The protocol every game implements (subclass it; the base gives the shared defaults).

    `class KobitoGame(Game, package=__name__)`: the game's package, whose parts serve the defaults
    below by their names; its rules' functions, errors and bounds become the class's own
    (`rules_parts`) unless the class gives them itself."""

    def __init_subclass__(cls, package: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if package:
            cls.package = package
            for attr, value in rules_parts(package, cls.__dict__).items():
                setattr(cls, attr, value)

    name: str = ""  # the registry key and the `game` of records: "cabo"
    title: str = ""  # what players see: "CABO" (marked N_; shown as display_title)
    lower_total_wins: bool = True  # CABO and Cabanga: lowest total wins; Kobito: highest
    plays_in_rounds: bool = True  # Kobito is one long game: its screens name no round
    default_variant: str = ""
    default_level: str = ""  # the AI level a new seat gets on the setup screen
    memory_aid: bool = False  # the table marks the cards a player has seen (settings, per variant)
    builtin_variants: tuple[str, ...] = ()
    # the screenshot tour (ui/tour.py): this game's table screens (tour_screens.TourTable) and the
    # name of its tutorial's first screen ("": none)
    tour_tables: tuple[Any, ...] = ()
    tour_tutorial: str = ""
    # the errors a game raises for bad input, each with a message for players
    variant_error: type[Exception] = ValueError
    illegal_action: type[Exception] = ValueError  # apply() refused an action
    setup_error: type[Exception] = ValueError  # new_game() cannot set up a game as asked
    notation_error: type[Exception] = ValueError  # parse_action() cannot read a line
    # the statistics screen's extra columns (e.g. CABO calls): English marked with N_, translated
    # by the statistics screen where it draws them
    stat_heads: tuple[str, ...] = ()
    # what a record of this game may hold, whatever its variant (docs/records.md, "Bounds"): a
    # record beyond them is refused before it is replayed
    max_seats: int = 0  # the most seats any variant allows
    max_decks: int = 0  # stacked decks (one a round at most)
    max_deck_cards: int = 0  # cards in one stacked deck
    max_record_actions: int = 0  # the largest max_actions() of any variant
    # the game's package: the defaults below find its parts there by their names (rules/variant.py,
    # rules/unseen.py, ai/levels.py, rules_text.py, summary.py, table/); "": the module the class
    # is defined in (a game's __init__.py), as for wire()
    package: str = ""

    def part(self, name: str) -> Any:
        """A module of this game's package by its name ("summary", "ai.levels"), imported on first
        use (the AI, the rules text and the table are not needed to read a record)."""
        import importlib
        return importlib.import_module(f"{self.package or type(self).__module__}.{name}")

    @property
    def display_title(self) -> str:
        """The game's name in the player's language ("Кобіто", "Cabanga !")."""
        return _(self.title)

    # ----- variants
    def load_builtin(self, name: str) -> Any:
        """The built-in variant `name` (rules/variant.py's load_builtin)."""
        return self.part("rules.variant").load_builtin(name)

    def variant_from_data(self, data: Any, source: str) -> Any:
        """A variant from plain data, validated (rules/variant.py's variant_from_data)."""
        return self.part("rules.variant").variant_from_data(data, source)

    def variant_to_data(self, variant: Any) -> dict[str, Any]:
        """The variant as plain data (its YAML), by the shared schema."""
        from ..core import schema
        return schema.to_data(variant)

    def builtin_revision(self, name: str) -> int:
        """The revision of a built-in variant's file: it goes up whenever a change to the file
        would change how a game plays (records keep the revision they were played with)."""
        return self.part("rules.variant").builtin_revision(name)

    def revision_settings(self, name: str, revision: int) -> dict[str, Any]:
        """Dotted settings that turn the built-in `name` as it is now back into `revision`."""
        return self.part("rules.variant").revision_settings(name, revision)

    def with_settings(self, variant: Any, changes: dict[str, Any], source: str = "options") -> Any:
        """A copy of the variant with dotted settings changed, validated like a file."""
        return variant.with_settings(changes, source)

    def max_actions(self, variant: Any) -> int:
        """The most actions a record (a save) of a game of `variant` may hold: far more than the
        longest real games, few enough that replaying it (Continue, Replays) takes a moment; at
        most max_record_actions (benchmarks/worst_replay.py measures the worst)."""
        return self.part("rules.variant").max_actions(variant)

    # ----- rules
    def new_game(self, variant: Any, seats: int, seed: int, *, decks: Sequence[Sequence[str]] = (),
                 start_seat: int | None = None) -> tuple[Any, list]:
        raise NotImplementedError

    def legal_actions(self, state: Any) -> Sequence[Any]:
        """The actions to offer the seat to act (what agents choose from)."""
        raise NotImplementedError

    def is_legal(self, state: Any, action: Any) -> bool:
        """Whether the rules allow `action` now. A game whose legal actions are too many to list
        offers some of them and overrides this to check the others (Cabanga!'s throws)."""
        return action in self.legal_actions(state)

    def apply(self, state: Any, action: Any) -> tuple[Any, list]:
        raise NotImplementedError

    def observe(self, state: Any, seat: int) -> Any:
        raise NotImplementedError

    def shuffle_unseen(self, state: Any, seat: int, rng: random.Random) -> Any:
        """The same table with every card `seat` cannot see dealt anew among the places it cannot
        see (who knows what unchanged): `observe(state, seat)` must not change. The conformance
        tests (tests/conformance) probe leaks and the AI's honesty with it (rules/unseen.py)."""
        return self.part("rules.unseen").shuffle_unseen(state, seat, rng)

    def refusal(self, state: Any, action: Any) -> Any:
        """Why the rules refuse `action` now, as a core.feed.Refusal (a key with values, worded
        where it is shown), or None when it is legal."""
        from ..core.feed import Refusal
        return None if self.is_legal(state, action) else Refusal("illegal")

    # ----- the session's own moves (core/session.py): what it plays or paces by itself
    def forced_action(self, state: Any, alone: bool) -> Any:
        """An action that decides nothing, which the session plays at once for the person to act
        (Cabanga!'s pass when none of their cards fits the gap), or None. `alone`: that person
        sits alone at their screen. Where several people share one screen (hot-seat) the session
        must not act at once on what one of them holds or knows: how soon a window closes, or
        whether a person is handed the screen at all, would tell the others; so a game answers
        None unless `alone` for anything that depends on hidden cards."""
        return None

    def window_timeout(self, state: Any) -> Any:
        """A window that closes by itself: the action the session issues for the person to act
        when they have not acted within the window's seconds (CABO kaboo's pass after the snap
        window; the seconds are the player's `snap_seconds` setting), or None. The window waits
        the same time whatever the person holds, so its length tells nobody anything."""
        return None

    def quick_turn(self, state: Any) -> bool:
        """Whether the AI to act answers after the short pause (a snap or a throw window, the next
        move of a turn already begun) rather than the usual one."""
        return False

    def observe_all(self, state: Any) -> Any:
        """An observation with every card known (for the replay viewer of finished games only)."""
        raise NotImplementedError

    def format_action(self, action: Any) -> str:
        raise NotImplementedError

    def parse_action(self, text: str) -> Any:
        raise NotImplementedError

    # ----- AI
    def ai_levels(self) -> dict[str, AiLevel]:
        """Every AI level of this game by key (the LEVELS of ai/levels.py, imported on first use:
        the AI is not needed to read a record), in the player's language."""
        return translated_levels(self.part("ai.levels").LEVELS)

    def make_agent(self, level: str, seed: int = 0) -> Any:
        """A fresh agent of `level` (a key of ai_levels(), or 'random'); ValueError if unknown."""
        key = level.strip().lower()
        levels = self.ai_levels()
        if key == "random":
            return self.random_agent()
        if key not in levels:
            raise ValueError(f"unknown AI level {level!r} for {self.title}; choose from "
                             f"{', '.join(levels)} or random")
        agent = levels[key].make(seed)
        agent.level = key
        return agent

    def level_title(self, key: str) -> str:
        """An AI level's name as the screens say it in a line ("AI · Marta (casual)"); the
        game-independent 'random' too; an unknown key as it is."""
        level = self.ai_levels().get(key)
        if level is not None and level.title:
            return level.title
        return p_("AI level", "random") if key == "random" else key

    def random_agent(self) -> Any:
        from ..core.agents import RandomAgent
        return RandomAgent()

    def offered_levels(self) -> list[AiLevel]:
        return [level for level in self.ai_levels().values() if level.offered]

    def seat_levels(self) -> list[str]:
        """The offered levels in the order new AI seats get them (the New game screen, the tour):
        the default level first, then the others in the game's order."""
        keys = [level.key for level in self.offered_levels()]
        if not keys:
            return []
        default = self.default_level if self.default_level in keys else keys[-1]
        return [default] + [key for key in keys if key != default]

    # ----- words and numbers for the shell
    def rules_sections(self, variant: Any) -> list[tuple[str, list[str]]]:
        """The rules of a variant, generated from its settings: (heading, lines) sections
        (rules_text.py)."""
        return self.part("rules_text").rules_sections(variant)

    def rules_plain_text(self, variant: Any) -> str:
        """The whole rules text of a variant as lines (tests, a text export)."""
        from ..i18n import data_text
        out = [data_text(variant.title), data_text(variant.description)]
        for heading, lines in self.rules_sections(variant):
            out.append(heading)
            out.extend(lines)
        return "\n".join(out)

    def count_round(self, result: Any, seat: int) -> dict[str, int]:
        """This game's own statistics counters for one seat in one finished round."""
        return {}

    def stat_cells(self, counts: dict[str, int]) -> list[str]:
        """The statistics screen's extra cells (under stat_heads) from summed counters."""
        return []

    def arena_counts(self, state: Any, seat: int) -> dict[str, int]:
        """This game's arena counters for one seat of a finished game (e.g. CABO calls)."""
        return {}

    def arena_figures(self, counts: dict[str, int]) -> dict[str, Any]:
        """The arena's figures for an agent from its summed counters (keys of arena_columns)."""
        return {}

    # the arena table's extra columns: (head, figure key, "int" or "percent", width)
    arena_columns: tuple[tuple[str, str, str, int], ...] = ()

    def replay_summary(self, replay: Any) -> dict[str, Any]:
        """The JSON shape `replay --json` prints for a replayed record of this game (summary.py)."""
        return self.part("summary").replay_summary(replay)

    def replay_lines(self, summary: dict[str, Any], title: str) -> list[str]:
        """`replay` without --json: the summary in words for the terminal (summary.py)."""
        return self.part("summary").replay_lines(summary, title)

    def seats_for(self, variant: Any, seats: int) -> Any:
        """The variant to play with `seats` seats: an option turned on when the count needs it
        (CABO's 5-6 players), else the variant itself. Raises setup_error when impossible."""
        if not variant.players.min <= seats <= variant.players.max:
            raise self.setup_error(_("{title} is for {low} to {high} players, not {n}").format(
                title=variant.title, low=variant.players.min, high=variant.players.max, n=seats))
        return variant

    # ----- the wire (network play): imported only when a feed is served or read
    def wire(self) -> Any:
        """This game's codec (a core.wire.GameWire): its observations, redacted events and actions
        as JSON-safe data and back, made by `make_wire(game)` of the game package's `wire.py`."""
        codec = self.__dict__.get("_wire")
        if codec is None:
            import importlib
            codec = self.__dict__["_wire"] = importlib.import_module(type(self).__module__ + ".wire").make_wire(self)
        return codec

    # ----- the table (pygame): imported only when a window needs it
    def ui(self) -> Any:
        """The module of this game's table view, its table/ package (see docs/architecture.md,
        "How to add a game")."""
        return self.part("table")
