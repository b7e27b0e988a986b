"""Hot-seat: an opaque screen between two people's turns, naming who takes the computer next."""

from __future__ import annotations

import pygame

from ...i18n import _
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WHITE, px
from ..widgets import draw_hint


class HandOffScene(Scene):
    """Covers the table between two people's turns: nothing of the table is drawn under it
    (opaque), nothing private is on it. Space or a click hands the screen to the named person.
    `table` gives `name(seat)`, `handoff_reason(seat)`, `take_over(seat)` and `help_lines()`."""

    fills_screen = True

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat

    def reason(self) -> str:
        return self.table.handoff_reason(self.seat)

    def ready(self) -> None:
        self.app.nav.pop_if_top(self)
        self.table.take_over(self.seat)

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("space", "click", "confirm"):
            self.ready()
        elif intent.kind == "back":
            self.app.nav.push("pause", table=self.table)
        elif intent.kind == "help":
            self.app.nav.push("help", lines=self.table.help_lines(), area=self.table.play_area())

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((16, 30, 24))
        name = self.table.name(self.seat)
        # TRANSLATORS: hot-seat: hand the computer to the next person, named
        title = assets.fit_text(_("Pass to {name}").format(name=name), max(px(36), h // 9), w - px(80), GOLD, True)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.36))))
        y = int(h * 0.36) + title.get_height() // 2 + px(24)
        for line, size, colour in ((_("{name}: press Space or click when ready").format(name=name),
                                    max(px(20), h // 28), WHITE),
                                   (self.reason(), max(px(16), h // 40), DIM),
                                   (_("Everyone else: please look away from the screen."), max(px(16), h // 40), DIM)):
            img = assets.fit_text(line, size, w - px(80), colour)
            surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height() + px(14)
        draw_hint(surface, _("Esc menu · F1 keys and the hot-seat rules"), 10)
