"""The AI levels offered to players, with their personas, and a factory.

`LEVELS` maps a level key to a `Level` (class, persona name, one line of flavour, a description of
how it plays). The UI shows `persona` and `flavour`; `make_agent(level, seed)` builds an agent.
`reference` is the outside yardstick for the arena and is not offered to players (`offered`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .expert import ExpertAgent
from .simple import BeginnerAgent, CasualAgent, ReferenceAgent
from .skilled import SkilledAgent


@dataclass(frozen=True)
class Level:
    key: str
    cls: type
    persona: str
    flavour: str
    description: str
    offered: bool = True


LEVELS: dict[str, Level] = {
    "beginner": Level(
        "beginner", BeginnerAgent, "Pip",
        "\"Wait, which one was the 2 again?\"",
        "Forgets cards it has seen after a while, takes only obvious improvements, uses abilities "
        "haphazardly and calls CABO on a hunch, sometimes far too early or too late.",
    ),
    "casual": Level(
        "casual", CasualAgent, "Marta",
        "Plays every Sunday and never forgets a card she has seen.",
        "Remembers what it saw, keeps low cards, uses peek, spy and swap sensibly and calls CABO "
        "when its hand looks low enough.",
    ),
    "skilled": Level(
        "skilled", SkilledAgent, "Dr. Okafor",
        "Counts every card that has gone by, and knows what you kept.",
        "Counts the unseen cards, tracks what opponents hold and have seen, spies and swaps where "
        "it learns or gains the most, exchanges known pairs, snaps, goes for Kamikaze and weighs the "
        "caller penalty before calling CABO.",
    ),
    "expert": Level(
        "expert", ExpertAgent, "The Unicorn",
        "Has already played this round a few dozen times in its head.",
        "Plays like Skilled, but samples the hidden cards many times and plays each close decision "
        "out to the end of the round before choosing; spies to read the other hands, calls CABO by "
        "its estimated chance of winning and plays for the game, not just the round.",
    ),
    "reference": Level(
        "reference", ReferenceAgent, "Baseline",
        "The imperfect greedy policy from the research literature.",
        "Published rule-based baseline used to measure the other levels; not offered to players.",
        offered=False,
    ),
}


def make_agent(level: str, seed: int = 0):
    """A fresh agent of `level` (a key of LEVELS, or 'random'), seeded for its own randomness."""
    key = level.strip().lower()
    if key == "random":
        from .random_agent import RandomAgent
        return RandomAgent()
    if key not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)} or random")
    agent = LEVELS[key].cls(seed=seed)
    agent.level = key
    return agent


def offered_levels() -> list[Level]:
    return [level for level in LEVELS.values() if level.offered]
