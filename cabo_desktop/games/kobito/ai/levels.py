"""Kobito's AI levels offered to players, with their personas (the words marked here in English,
translated where they are shown: `KobitoGame.ai_levels`)."""

from __future__ import annotations

from ....i18n import N_, p_
from ...protocol import LevelSpec as Level

_AI = __package__  # the agents' modules, imported when an agent is made (LevelSpec.cls)




LEVELS: dict[str, Level] = {
    "easy": Level(
        # TRANSLATORS: the easy Kobito AI's persona, a small dreamy gnome (transliterate)
        "easy", f"{_AI}.agents:EasyAgent", N_("Pim"),
        N_("“Such pretty colours! Which one goes where?”"),
        N_("Plays whatever card fits first, the cards it owes and now and then one more, and starts a workshop "
           "rainbow on a whim."),
        title=lambda: p_("AI level", "easy"),
    ),
    "solid": Level(
        # TRANSLATORS: the solid Kobito AI's persona, a careful old gnome who paints rainbows
        "solid", f"{_AI}.agents:SolidAgent", N_("Grandpa Tomte"),
        N_("Never leaves a pot one card short for the next player if it can help it."),
        N_("Plans its whole turn before playing: it leaves no pot one card short for the next player and "
           "gives no card to its score pile unless every way to play its cards does, then keeps the way that "
           "leaves the table best for it: a pot won, few workshop rainbows to feed."),
        title=lambda: p_("AI level", "solid"),
    ),
    "strong": Level(
        # TRANSLATORS: the strong Kobito AI's persona (a fox)
        "strong", f"{_AI}.strong:StrongAgent", N_("The Fox"),
        N_("Has planned the whole turn before touching a card."),
        N_("Plans its whole turn and counts the cards it has not seen: which pots the others could finish "
           "before its next turn, which it could finish itself and, once no gold card is left, which would "
           "decide the game. It plays more cards than it owes when that helps, and leaves a pot short or gives "
           "a card to its score pile when that pays."),
        title=lambda: p_("AI level", "strong"),
    ),
    "yardstick": Level(
        "yardstick", f"{_AI}.yardstick:YardstickAgent", "Yardstick",
        "A simple fixed player, never changed.",
        "The baseline every Kobito level is measured against (benchmarks/level_ladder.py); not offered to players.",
        offered=False,
    ),
}
