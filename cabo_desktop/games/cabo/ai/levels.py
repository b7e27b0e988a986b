"""The AI levels offered to players, with their personas, and a factory.

`LEVELS` maps a level key to a `Level` (class, persona name, one line of flavour, a description of
how it plays). The UI shows `persona` and `flavour`; `make_agent(level, seed)` builds an agent.
`reference` is the outside yardstick for the arena and is not offered to players (`offered`).
The words of the offered levels are marked for translation here (English) and translated where
they are shown (`CaboGame.ai_levels`); the reference's are for developers only.
"""

from __future__ import annotations

from ....i18n import N_, p_
from ...protocol import LevelSpec as Level

_AI = __package__  # the agents' modules, imported when an agent is made (LevelSpec.cls)





LEVELS: dict[str, Level] = {
    "beginner": Level(
        # TRANSLATORS: the Beginner AI's persona (a playful, forgetful name; transliterate)
        "beginner", f"{_AI}.simple:BeginnerAgent", N_("Pip"),
        N_("“Wait, which one was the 2 again?”"),
        N_("Forgets cards it has seen after a while, takes only obvious improvements, uses abilities "
           "haphazardly and calls CABO on a hunch, sometimes far too early or too late."),
        title=lambda: p_("AI level", "beginner"),
    ),
    "casual": Level(
        # TRANSLATORS: the Casual AI's persona, a woman who plays every Sunday
        "casual", f"{_AI}.simple:CasualAgent", N_("Marta"),
        N_("Plays every Sunday and never forgets a card she has seen."),
        N_("Remembers what it saw, keeps low cards, uses peek, spy and swap sensibly and calls CABO "
           "when its hand looks low enough."),
        title=lambda: p_("AI level", "casual"),
    ),
    "skilled": Level(
        # TRANSLATORS: the Skilled AI's persona, a doctor named Okafor
        "skilled", f"{_AI}.skilled:SkilledAgent", N_("Dr. Okafor"),
        N_("Counts every card that has gone by, and knows what you kept."),
        N_("Counts the unseen cards, tracks what opponents hold and have seen, spies and swaps where "
           "it learns or gains the most, exchanges known pairs, snaps, goes for Kamikaze and weighs the "
           "caller penalty before calling CABO."),
        title=lambda: p_("AI level", "skilled"),
    ),
    "expert": Level(
        # TRANSLATORS: the Expert AI's persona (a unicorn)
        "expert", f"{_AI}.expert:ExpertAgent", N_("The Unicorn"),
        N_("Has already played this round a few dozen times in its head."),
        N_("Plays like Skilled, but samples the hidden cards many times and plays each close decision "
           "out to the end of the round before choosing; spies to read the other hands, calls CABO by "
           "its estimated chance of winning and plays for the game, not just the round."),
        title=lambda: p_("AI level", "expert"),
    ),
    "reference": Level(
        "reference", f"{_AI}.simple:ReferenceAgent", "Baseline",
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
    agent = LEVELS[key].agent_class()(seed=seed)
    agent.level = key
    return agent


def offered_levels() -> list[Level]:
    return [level for level in LEVELS.values() if level.offered]
