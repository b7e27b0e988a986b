"""Builds a game's table scene for the shell: its seats (people and AI agents with their personas),
its autosave, or a saved game resumed exactly; also the replay viewer and the tutorial."""

from __future__ import annotations

import secrets
from typing import Any, Sequence

from ..games import DEFAULT_GAME, Game, get_game, table_game_names
from ..i18n import _

ROMAN = ("II", "III", "IV", "V", "VI", "VII")


def distinct_name(name: str, used: Sequence[str]) -> str:
    """`name`, or "name II", "name III"... when it is taken."""
    if name not in used:
        return name
    return next(f"{name} {roman}" for roman in ROMAN if f"{name} {roman}" not in used)


def make_agents(game: Game, levels: Sequence[str], seed: int) -> tuple[list, list[str]]:
    """AI agents of `game` for the given level keys (or 'random') and their display names
    (the personas; several of one level: "Marta", "Marta II", ...)."""
    agents, names = [], []
    personas = game.ai_levels()
    for i, level in enumerate(levels):
        agent = game.make_agent(level, seed=seed * 31 + i)
        persona = personas[level].persona if level in personas else "Random"
        agents.append(agent)
        names.append(distinct_name(persona, names))
    return agents, names


def new_table(app, game: str = DEFAULT_GAME, variant: Any = None, seats: Sequence[tuple[str, str]] = (),
              seed: int = 0, speed: str = "normal", auto_continue: float | None = None,
              decks: Sequence[Sequence[str]] = (), start_seat: int | None = None, save: bool = False,
              agents: Sequence | None = None, resume=None, agent_seed: int | None = None):
    """The table of `game` for seats given as (name, kind): kind 'human' (a person at this
    computer) or an AI level. Several humans play hot-seat. `variant`: a Variant or a built-in
    name (default: the game's). save: autosave after every action (and count the game in the
    statistics at its end). `resume`: a storage LoadedGame to continue exactly. `agent_seed`:
    the AI's own randomness; by default fresh for every table, never derived from the game's
    seed (which a save file holds: knowing it must not let anyone predict the AI either)."""
    rules = get_game(game)
    if variant is None or isinstance(variant, str):
        variant = rules.load_builtin(variant or rules.default_variant)
    if agent_seed is None:
        agent_seed = secrets.randbits(32)
    if agents is None:
        agents = [None if kind == "human" else make_agents(rules, [kind], agent_seed * 7 + i)[0][0]
                  for i, (_name, kind) in enumerate(seats)]
    humans = [i for i, a in enumerate(agents) if a is None]
    table = rules.ui().TableScene(app, variant, agents, [n for n, _kind in seats], seed=seed, humans=humans,
                                  speed=speed, auto_continue=auto_continue, decks=decks, start_seat=start_seat,
                                  resume=resume, agent_seed=agent_seed)
    from ..storage.saver import GameSaver
    from ..storage.saves import new_record
    if resume is not None:
        table.saver = GameSaver.resume(resume)
    elif save:
        table.saver = GameSaver(new_record(variant, list(seats), seed, decks=decks, start_seat=start_seat,
                                           game=rules.name), table.state)
        table.show_messages(table.saver.messages)
    return table


def make_table(app, variant: Any = None, seats: int = 2, seed: int = 0, human: int | None = 0,
               levels: Sequence[str] | None = None, speed: str = "normal", auto_continue: float | None = None,
               human_name: str | None = None, decks: Sequence[Sequence[str]] = (), start_seat: int | None = None,
               save: bool = False, game: str = DEFAULT_GAME):
    """A table for `seats` seats: the human at `human` (None: all AI, the demo) and AI levels for
    the others (the last level repeated; default: the game's default level). `human_name`:
    the person's name (default: "You" in the player's language)."""
    if human_name is None:
        # TRANSLATORS: the name of the person at the screen when none was given (a name plate)
        human_name = _("You")
    rules = get_game(game)
    ai_count = seats - (0 if human is None else 1)
    levels = list(levels or [])
    default = levels[-1] if levels else (rules.default_level or "random")
    levels = (levels + [default] * ai_count)[:ai_count]
    ai_agents, ai_names = make_agents(rules, levels, seed)
    agents, seat_list, k = [], [], 0
    for seat in range(seats):
        if seat == human:
            agents.append(None)
            seat_list.append((human_name, "human"))
        else:
            agents.append(ai_agents[k])
            seat_list.append((ai_names[k], levels[k]))
            k += 1
    return new_table(app, rules.name, variant, seat_list, seed=seed, speed=speed, auto_continue=auto_continue,
                     decks=decks, start_seat=start_seat, save=save, agents=agents, agent_seed=seed)


def resume_table(app, game) -> Any:
    """The table of a loaded game (storage LoadedGame), exactly where it stopped."""
    record = game.record
    seats = [(seat.name, seat.kind) for seat in record.seats]
    return new_table(app, record.game, game.variant, seats, seed=record.seed,
                     speed=app.settings.get("speed", "normal"), decks=record.decks,
                     start_seat=record.start_seat, resume=game)


def replay_viewer(app, game) -> Any:
    """The replay viewer of a finished game (storage LoadedGame), in its game's own table."""
    return game.record.rules.ui().ReplayScene(app, game)


def tutorial(app, game: str = DEFAULT_GAME) -> Any:
    """The tutorial of `game`: a scripted round (or short game) with a coach."""
    return get_game(game).ui().TutorialScene(app)


def tutorial_games() -> list[tuple[str, str, str]]:
    """The games at the table that have a tutorial: (name, title, what it is about), the last two
    in the player's language, in the registry's order."""
    out = []
    for name in table_game_names():
        game = get_game(name)
        scene = getattr(game.ui(), "TutorialScene", None)
        if scene is not None:
            out.append((name, game.display_title, _(scene.about)))
    return out
