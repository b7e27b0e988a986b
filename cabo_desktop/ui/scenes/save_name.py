"""Pause menu → Save game: type a name, Enter saves (a save of the same name is replaced)."""

from __future__ import annotations

import time

import pygame

from ...i18n import _
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, INK, WHITE, px
from ..widgets import dim, month_abbr, panel


class SaveNameScene(Scene):
    """`table` gives `saver` (its `save_as(name, state)`), `state` and `variant`."""

    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        now = time.localtime()
        # the variant and the date: "Official 07 Mar 14.05" (the month in the player's language)
        self.name = (f"{table.variant.name.title()} {now.tm_mday:02d} {month_abbr(now.tm_mon)} "
                     f"{now.tm_hour:02d}.{now.tm_min:02d}")[:40]
        self.selected = True  # the suggested name is selected: typing replaces it, as in any field
        self.messages: list[str] = []
        self._exists: tuple[str, bool] | None = None  # (name, a save of it exists): asked once per name

    def save(self) -> None:
        name = " ".join(self.name.split())
        if not name:
            self.messages = [_("Type a name for the save first.")]
            return
        summary, messages = self.table.saver.save_as(name, self.table.state)
        if summary is None:
            self.messages = messages or [_("The game could not be saved.")]
            return
        self.app.nav.pop()
        top = self.app.nav.top
        if hasattr(top, "message"):  # the pause menu says where it went
            top.message = _("Saved as “{name}”.").format(name=summary.name)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "text":
            typed = intent.key or ""
            self.name = (("" if self.selected else self.name) + typed)[:40]
            self.selected = False
        elif intent.kind == "backspace":
            self.name = "" if self.selected else self.name[:-1]
            self.selected = False
        elif intent.kind == "confirm":
            self.save()
        elif intent.kind == "back":
            self.app.nav.pop()

    def draw(self, surface: pygame.Surface) -> None:
        from ...storage.saves import save_exists
        dim(surface, 120)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - px(60), px(640)), px(230))
        box.center = (w // 2, h // 2)
        panel(surface, box)
        title = assets.title_text(_("Save the game as"), px(28), GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px(16))))
        field = pygame.Rect(box.x + px(30), box.y + px(70), box.w - px(60), px(46))
        pygame.draw.rect(surface, (250, 240, 200), field, border_radius=px(8))
        if self.selected:  # the suggestion, selected
            img = assets.fit_text(self.name, px(22), field.w - px(24), WHITE, True)
            at = img.get_rect(midleft=(field.x + px(10), field.centery))
            pygame.draw.rect(surface, (52, 96, 170), at.inflate(px(6), px(4)), border_radius=px(4))
        else:
            caret = "|" if (pygame.time.get_ticks() // 500) % 2 == 0 else " "
            img = assets.fit_text(self.name + caret, px(22), field.w - px(20), INK, True)
            at = img.get_rect(midleft=(field.x + px(10), field.centery))
        surface.blit(img, at)
        note = _("Enter saves · Esc cancels")
        if self._exists is None or self._exists[0] != self.name:  # the disk is asked once per name
            self._exists = (self.name, bool(self.name.strip()) and save_exists(self.name))
        if self._exists[1]:
            note = _("A save of this name exists: Enter replaces it (its previous copy is kept) · Esc cancels")
        img = assets.fit_text(note, px(15), box.w - px(40), DIM)
        surface.blit(img, img.get_rect(midtop=(box.centerx, field.bottom + px(14))))
        for i, m in enumerate(self.messages[-2:]):
            img = assets.fit_text(m, px(15), box.w - px(40), (255, 190, 170))
            surface.blit(img, img.get_rect(midtop=(box.centerx, field.bottom + px(40 + 20 * i))))
