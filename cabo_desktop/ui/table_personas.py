"""The AI seats' persona names at a table ("Grandpa Tomte", "Marta II"), which follow a change of
language, and each seat's level for its portrait and words (a mixin of ui/table_base.TableBase)."""

from __future__ import annotations

from typing import Any

from .tables import ROMAN as ROMAN_SUFFIXES


class Personas:
    """Reads the table's `game`, `names` and `agents` (None, or no `level`, for a person)."""

    game: Any
    names: list[str]
    agents: Any

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
