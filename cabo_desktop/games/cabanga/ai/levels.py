"""Cabanga!'s AI levels offered to players, with their personas (the words marked here in English,
translated where they are shown: `CabangaGame.ai_levels`)."""

from __future__ import annotations

from ....i18n import N_, p_
from ...protocol import LevelSpec as Level

_AI = __package__  # the agents' modules, imported when an agent is made (LevelSpec.cls)




LEVELS: dict[str, Level] = {
    "easy": Level(
        # TRANSLATORS: the easy Cabanga! AI's persona, a cheerful young player (transliterate)
        "easy", f"{_AI}.agents:EasyAgent", N_("Lulu"),
        N_("“Ooh, a yellow one! Wait, was that my turn?”"),
        N_("Plays a card at random, avoids the previous player's colour when it can, and notices a gap "
           "to throw into only some of the time."),
        title=lambda: p_("AI level", "easy"),
    ),
    "solid": Level(
        # TRANSLATORS: the solid Cabanga! AI's persona, a retired post-office clerk
        "solid", f"{_AI}.agents:SolidAgent", N_("Uncle Rémi"),
        N_("Keeps count of every card that has gone by."),
        N_("Counts the cards still unseen, plays the card whose gap is least likely to be thrown into, "
           "and throws every card it can."),
        title=lambda: p_("AI level", "solid"),
    ),
    "strong": Level(
        # TRANSLATORS: the strong Cabanga! AI's persona (an owl)
        "strong", f"{_AI}.strong:StrongAgent", N_("The Owl"),
        N_("Has already imagined everyone's next move."),
        N_("Reads every pass, throw and card played to guess who holds which cards, then plays its best "
           "cards a few turns ahead on many imagined deals before choosing."),
        title=lambda: p_("AI level", "strong"),
    ),
    "yardstick": Level(
        "yardstick", f"{_AI}.yardstick:YardstickAgent", "Yardstick",
        "A simple fixed player, never changed.",
        "The baseline every Cabanga! level is measured against (benchmarks/level_ladder.py); not offered to players.",
        offered=False,
    ),
}
