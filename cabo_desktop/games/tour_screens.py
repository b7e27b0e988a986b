"""What a game shows of itself in the screenshot tour (`cabo-desktop screenshot --scene NAME`,
`ui/tour.py`): its table screens, declared in the game's package as `Game.tour_tables` (no pygame).

A table screen is a 4-seat game of the game's AI levels (its default level first) with a person at
seat 0, played for them by the default level from that seat's own observation, with a preference
for the moves the screen is about; the tour runs the frames until the wanted moment. The impact
moments' screens show their effect mid-flight (`impacts`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence


@dataclass(frozen=True)
class TourTable:
    """One table screen of the tour."""

    name: str  # the screen's name, unique among every game's screens ("table", "kobito_pot")
    variant: str  # a built-in variant of the game
    # the moment: "frame:N" (that frame), "scene:ROUTE" (an overlay such as round_end is up) or an
    # event class of the game's rules (an event of it has been animating for `after` frames)
    wait: str | type
    after: int = 0
    # what the person prefers to play, first first: action class names, or tests of an action
    prefer: tuple[str | Callable[[Any], bool], ...] = ()
    # an impact moment (ui/effects.py): its burst, coins, shake or glow drawn. They play by the
    # table's clock, which the tour steps 1/60 s a frame, from the Effects' own seed: the same
    # picture every time; choose `after` to catch them at a telling instant
    impacts: bool = False
    # a "frame:N" moment: the person acts no more in its last `settle` frames, so the prompt they
    # are shown has come to rest (a new prompt's plate fades in: caught at once, it reads greyed)
    settle: int = 0

    def preferred(self, legal: Sequence[Any]) -> Any | None:
        """The first legal action of the first preference that has one, or None."""
        for kind in self.prefer:
            for action in legal:
                if kind(action) if callable(kind) else type(action).__name__ == kind:
                    return action
        return None
