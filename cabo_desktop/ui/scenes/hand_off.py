"""Hot-seat: an opaque screen between two people's turns, naming who takes the computer next."""

from __future__ import annotations

import math

import pygame

from ...i18n import _
from ...storage.settings import DEFAULT_PLAYER_NAME, shown_name
from .. import assets
from ..portraits import portrait
from ..scene import Intent, Scene
from ..showdown import spotlight
from ..theme import GOLD, WHITE, px, ui_scale
from ..shell_art import has_poster, poster_ground
from ..key_caps import keyboard_mode
from ..widgets import Button, draw_hint, cast_shadow, panel, wrap_text

FAN = (-20, 20, -10, 10, 0)  # the face-down cards' turns, degrees, in drawing order: the outer ones first,
# the upright middle one last and whole (its medallion and the game's name read; review s51: "the fan
# of cards behind the panel hides the CABO logos"), each of the others showing its outer half
SPREAD = 0.085  # a card's shift sideways per degree of turn, in card widths
SHADE = (135, 135, 135)  # the felt under the plate, dimmed (a multiply): the table is closed
SHOWN = 0.9  # how much of the upright middle card shows above the plate (its back's name clear of it)
EDGE_DARK = 0.42  # the vignette: how much darker the felt's corners are than its lit middle


class HandOffScene(Scene):
    """Covers the table between two people's turns: nothing of the table is drawn under it
    (opaque), nothing private is on it. Space or a click hands the screen to the named person.
    `table` gives `name(seat)`, `handoff_reason(seat)`, `take_over(seat)` and `help_lines()`
    (and, when it has them, `game` for its card back and `level_of(seat)` for the portrait).

    Drawn as a moment (docs/look.md): the felt dimmed, a fan of the game's card backs face down,
    a leather plate with the next person's portrait and name, the round's context, the
    "look away" line and the gold Ready tab. The still picture is built once per size and words."""

    fills_screen = True

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.button = Button(_("Ready"), self.ready, primary=True)
        self.button.cap = _("Enter")  # (Space too, as the line under it says)
        self.hover = False
        self._picture: tuple = (None, None)  # (what it shows, the still picture)
        self.placed: dict = {}  # the picture's layout (see layout)

    def called(self) -> str:
        """The next person as the hand-off calls them: their name, or "Player 2" for the seat's
        number while they kept the untouched default name ("Pass to Player" read awkwardly)."""
        name = self.table.name(self.seat)
        return _("Player {n}").format(n=self.seat + 1) if name in (DEFAULT_PLAYER_NAME, shown_name(DEFAULT_PLAYER_NAME)) \
            else name

    def reason(self) -> str:
        return self.table.handoff_reason(self.seat)

    def ready(self) -> None:
        self.app.nav.pop_if_top(self)
        self.table.take_over(self.seat)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "point":
            self.hover = self.button.rect.collidepoint(intent.pos)
        elif intent.kind in ("space", "click", "confirm"):
            self.ready()
        elif intent.kind == "back":
            self.app.nav.push("pause", table=self.table)
        elif intent.kind == "help":
            self.app.nav.push("help", lines=self.table.help_lines(), area=self.table.play_area())

    # ------------------------------------------------------------ drawing

    def card_back(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The game's own back at `size` (through the registry's table package), or None."""
        game = getattr(self.table, "game", None)
        make = getattr(game.ui(), "card_back", None) if game is not None and hasattr(game, "ui") else None
        return make(size) if make is not None else None

    def face(self, size: int) -> pygame.Surface:
        """The next person's round portrait (a persona's face for an AI seat, else their initial)."""
        level_of = getattr(self.table, "level_of", None)
        key = level_of(self.seat) if level_of is not None else "human"
        return portrait(key, self.table.name(self.seat), size, getattr(self.table, "game", None))

    def layout(self, w: int, h: int) -> dict:
        """Where the parts go at a window of w x h: the plate, the portrait, the cards, the button."""
        # the panel and its fan fill the felt (review s52: "the background around them is empty";
        # 0.52 of the width, 0.17 of the height for the face and h // 12 for the title before)
        plate_w = min(w - px(60), max(px(600), int(w * 0.62)))
        face = max(px(64), min(px(220), int(h * 0.2)))
        pad = max(px(16), h // 32)
        title = max(px(30), h // 10)
        body = max(px(16), h // 36)
        button_h = max(px(40), int(h * 0.075))
        lines = len(self.lines(body, plate_w - 2 * pad))
        plate_h = (pad + max(face, title + px(8) + body + px(6)) + pad + px(6) + lines * (body + px(6))
                   + pad + button_h + px(8) + body + pad)  # (the button a pad below the words: px(12) crowded it)
        card_h = max(px(80), min(int(h * 0.38), h - plate_h - px(56)))
        shown = int(card_h * SHOWN)  # the plate over the cards' feet only: their backs' marks whole
        top = max(px(12), (h - plate_h - shown - px(40)) // 2)
        plate = pygame.Rect(0, top + shown, plate_w, plate_h)
        plate.centerx = w // 2
        button = pygame.Rect(0, 0, min(px(300), plate_w - 2 * pad), button_h)
        button.midbottom = (w // 2, plate.bottom - pad - body - px(8))
        return {"plate": plate, "face": face, "pad": pad, "title": title, "body": body, "button": button,
                "card": (int(card_h / 1.4), card_h), "fan_y": top + card_h // 2 + px(6)}

    def lines(self, body: int, width: int) -> list[tuple[str, tuple]]:
        """The plate's lines under its rule: the round's context (two lines at most, the turn's
        words can be long) and the look-away line, wrapped to `width`, each with its colour."""
        reason = [line.strip() for line in wrap_text(self.reason(), body, width, indent="")]
        reason = reason if len(reason) <= 2 else [reason[0], " ".join(reason[1:])]
        away = [line.strip() for line in wrap_text(_("Everyone else: please look away from the screen."), body, width,
                                                   indent="")]
        return [(line, (222, 230, 222)) for line in reason] + [(line, WHITE) for line in away]

    def picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The still picture at `size`: felt, cards, plate and words (built again only when the
        size, the words or the UI scale change; the button and the hint are drawn over it)."""
        name, reason = self.called(), self.reason()
        look_away = _("Everyone else: please look away from the screen.")
        key = (tuple(size), name, reason, look_away, ui_scale())
        if self._picture[0] == key:
            return self._picture[1]
        w, h = size
        self.placed = lay = self.layout(w, h)
        surf = pygame.Surface(size)
        surf.blit(assets.felt(size), (0, 0))
        surf.fill(SHADE, special_flags=pygame.BLEND_RGB_MULT)
        self.light(surf, lay)
        back = self.card_back(lay["card"])
        if back is not None:  # the hands, face down: nobody's cards are on this screen
            shadow = assets.drop_shadow(lay["card"], px(6), 90, radius=lay["card"][0] // 10)
            for turn in FAN:
                dx = int(turn * lay["card"][0] * SPREAD)
                centre = (w // 2 + dx, lay["fan_y"] + abs(turn) * lay["card"][1] // 180)
                for img, shift in ((pygame.transform.rotate(shadow, -turn), px(4)),
                                   (pygame.transform.rotozoom(back, -turn, 1.0), 0)):
                    surf.blit(img, img.get_rect(center=(centre[0] + shift // 2, centre[1] + shift)))
        plate, pad, body = lay["plate"], lay["pad"], lay["body"]
        self.draw_plate(surf, plate)
        inner = plate.inflate(-2 * pad, -2 * pad)
        face = self.face(lay["face"])
        surf.blit(face, (inner.x, inner.y))  # a medallion: its own gold rim (a ring round it crossed the badge)
        x = inner.x + lay["face"] + pad
        room = inner.right - x
        # TRANSLATORS: hot-seat: hand the computer to the next person, named
        title = assets.fit_text(_("Pass to {name}").format(name=name), lay["title"], room, GOLD, True, True)
        # the name alone beside the face, level with its middle (a "Seat 1" under it said nothing the
        # title and the round's line below do not: s50 review)
        surf.blit(title, title.get_rect(midleft=(x, inner.y + lay["face"] // 2)))
        y = inner.y + max(lay["face"], lay["title"] + px(8) + body + px(6)) + pad // 2 + px(6)
        pygame.draw.line(surf, (120, 98, 48), (inner.x + px(8), y), (inner.right - px(8), y), px(1))
        y += pad // 2 + px(2)
        for line, colour in self.lines(body, inner.w):
            img = assets.fit_line(line, body, inner.w, colour)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += body + px(6)
        press = assets.fit_line(_("{name}: press Space or click when ready").format(name=name), max(px(15), body - px(2)),
                                inner.w, (206, 214, 232))  # light on the navy: read, not guessed
        surf.blit(press, press.get_rect(midtop=(w // 2, lay["button"].bottom + px(6))))
        self._picture = (key, assets.fast(surf, alpha=False))
        return self._picture[1]

    def light(self, surf: pygame.Surface, lay: dict) -> None:
        """Behind the cards and the plate: soft light on the closed table (review s51: "the oval
        rings behind it look crude"), the felt's edges falling into shade (a smooth vignette) and
        a broad warm pool on the fan and the plate, a tighter one on the fan; nothing of the
        table's cards (the hand-off shows no one's hand, not even blurred)."""
        w, h = surf.get_size()
        surf.blit(vignette((w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        plate = lay["plate"]
        pool = pygame.Rect(0, 0, int(plate.w * 1.7), int(h * 1.15))
        pool.center = (w // 2, (lay["fan_y"] + plate.centery) // 2)
        surf.blit(spotlight(pool.size, 0.55), pool, special_flags=pygame.BLEND_RGB_ADD)  # (0.45 with the narrower plate before s52)
        fan = pygame.Rect(0, 0, int(lay["card"][0] * 4.2), int(lay["card"][1] * 1.5))
        fan.center = (w // 2, lay["fan_y"])
        surf.blit(spotlight(fan.size, 0.3), fan, special_flags=pygame.BLEND_RGB_ADD)

    def draw_plate(self, surf: pygame.Surface, plate: pygame.Rect) -> None:
        """The plate in the game's own colours (its poster's ground: CABO's night blue, Cabanga!'s
        four colours, Kobito's rainbow sky) with a gold rim; a game without a poster gets the
        leather panel."""
        game = getattr(getattr(self.table, "game", None), "title", None)
        if not has_poster(game):
            panel(surf, plate)
            return
        cast_shadow(surf, plate)
        surf.blit(poster_ground(game, None, plate.size), plate.topleft)  # (no pattern: words lie on it)
        pygame.draw.rect(surf, GOLD, plate, px(2), border_radius=px(14))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.picture((w, h)), (0, 0))
        self.button.rect = self.placed["button"]  # laid out with the picture, not every frame
        self.button.draw(surface, hover=self.hover)
        if keyboard_mode():  # the keys line while the keyboard is used (s50 review round 3)
            draw_hint(surface, _("Esc menu · F1 keys and the hot-seat rules"), 8, felt=True)


def vignette(size: tuple[int, int]) -> pygame.Surface:
    """A multiply that leaves the middle as it is and darkens toward the edges, smoothly (an
    ellipse's falloff, worked out small and scaled once; cached per size)."""
    key = ("hand_off_vignette", tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        small = pygame.Surface((48, 27))
        for y in range(27):
            for x in range(48):
                d = min(1.0, math.hypot((x - 23.5) / 24.0, (y - 13.0) / 13.5) / math.sqrt(2))
                k = round(255 * (1.0 - EDGE_DARK * (d * d * (3 - 2 * d))))  # a smoothstep: no visible edge
                small.set_at((x, y), (k, k, k))
        surf = pygame.transform.smoothscale(small, (max(1, size[0]), max(1, size[1])))
        assets.surfaces[key] = surf
    return surf
