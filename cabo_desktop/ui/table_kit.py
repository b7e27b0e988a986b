"""What the three games' tables do alike, written once: the parts of a table scene that only pass
to its controls, hud and layout (`TableParts`, placed before TableBase in a scene's bases), the
frame of a table's layout (`table_frame`: the play area, the side panel and the banner) and the
small labelled card chip of the logs (`label_chip`), a card face's paper and panel (`face_panel`)
and its big number fitted to the panel (`fit_rank`); a picture's re-synchronisation with the
observation (`seen_hands`, `copy_facts`); the layouts' card size, hand band and the other
seats' plates (`card_size`, `hand_band`, `between`, `other_plates`)."""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import pygame

from ..i18n import _
from . import assets
from .assets import blit_centered, fast, rounded, text
from .theme import GOLD, px


class TableParts:
    """A table scene's parts that are the same in every game (its `controls`, `hud`, `layout()`,
    `human` and `name(seat)` are the game's)."""

    controls: Any
    hud: Any
    human: int | None

    def after_play(self) -> None:
        """The person's action went to the session: the controls forget what it chose."""
        self.controls.after_play()

    def tick(self, dt: float) -> None:
        """The speech bubbles and shouts fade."""
        self.hud.tick(dt)

    def layout_size(self) -> tuple[int, int]:
        """The size the table is laid out in: the window's (a tutorial's coach column takes some)."""
        return tuple(self.app.size)  # type: ignore[attr-defined,return-value]

    def play_area(self) -> pygame.Rect:
        """The part of the window the cards are played in (the help overlay covers it)."""
        return self.layout().play  # type: ignore[attr-defined]

    def animating_words(self, seat: int) -> str:
        """The banner while `seat`'s move animates: whose turn it is, and that it can be skipped."""
        if seat == self.human:
            return _("Your turn · Space or a click skips the animation")
        return _("{name}'s turn · Space or a click skips the animation").format(
            name=self.name(seat))  # type: ignore[attr-defined]


class GameTable(TableParts):
    """TableParts with the newer games' start (Cabanga!, Kobito): the table of the game `GAME` from
    the usual arguments, then the game's `setup(variant, resume)`, which gives it its parts
    (`build_parts`) and its opening or resumed game."""

    GAME: Any

    def __init__(self, app, variant, agents: Sequence, names: Sequence[str], seed: int = 0,
                 humans: Sequence[int] = (), speed: str = "normal", auto_continue: float | None = None,
                 decks: Sequence[Sequence[str]] = (), start_seat: int | None = None, resume=None,
                 agent_seed: int | None = None, **_ignored):
        super().__init__(app, self.GAME, variant, agents, names, seed=seed, humans=humans,  # type: ignore[call-arg]
                         speed=speed, auto_continue=auto_continue, decks=decks, start_seat=start_seat,
                         resume=resume, agent_seed=agent_seed)
        self.setup(variant, resume)

    def setup(self, variant, resume) -> None:
        """The game's own start (a game's scene gives it)."""

    def build_parts(self, picture, director, controls, hud) -> None:
        """The table's picture of the cards, its director, controls and hud (the drawing; `view`
        is the eye's observation), from the game's classes; the felt is built now, not in the
        first frame."""
        self.picture = picture
        self.flyers: list = []
        self.model = picture(self.n, self.eye)  # type: ignore[attr-defined]
        self.director = director(self)
        self.controls = controls(self)
        self.hud = hud(self)
        assets.felt(self.layout().play.size)  # type: ignore[attr-defined]

    def reset_view(self) -> None:
        """The eye changed: the picture drawn again from its observation, nothing in flight or chosen."""
        self.model = self.picture(self.n, self.eye)  # type: ignore[attr-defined]
        self.model.sync(self.view)  # type: ignore[attr-defined]
        self.flyers.clear()
        self.controls.reset()
        self.hud.panel_key = None

    def help_lines(self) -> list[tuple[str, str]]:
        """The help's lines (`HELP_LINES`), translated but for the keys in `UNTRANSLATED_KEYS`."""
        return [(key if key in self.UNTRANSLATED_KEYS else _(key), _(what)) for key, what in self.HELP_LINES]

    HELP_LINES: list = []
    UNTRANSLATED_KEYS: frozenset = frozenset()

    def prompt(self) -> str:
        """The banner's words: the controls' own, then the game's end, then the game's (`table_prompt`)."""
        words = self.controls.prompt()
        if words:
            return words
        if self.view.over:  # type: ignore[attr-defined]
            return _("The game is over.")
        return self.table_prompt()

    def table_prompt(self) -> str:
        """The banner's words while the game runs (a game's scene gives them)."""
        return ""


def seen_hands(obs: Any, order: Callable[[Any], Any] | None = None) -> list[list]:
    """Every hand as the observation's eye sees it: each card of every hand in a finished game's
    replay (`obs.hands`), else the eye's own hand and the others' cards as backs (None), as many
    as `obs.hand_sizes` says; the known cards sorted by `order` when a game sorts its hands."""
    def arrange(hand: Any) -> list:
        return sorted(hand, key=order) if order is not None else list(hand)
    if obs.hands is not None:
        return [arrange(hand) for hand in obs.hands]
    return [arrange(obs.hand) if seat == obs.seat else [None] * size for seat, size in enumerate(obs.hand_sizes)]


def copy_facts(picture: Any, obs: Any, names: Sequence[str]) -> None:
    """The picture takes the observation's plain facts named `names` (the seat to act, totals, ...)
    as they are, under the same names."""
    for name in names:
        setattr(picture, name, getattr(obs, name))


def table_frame(size: tuple[int, int]) -> tuple[int, pygame.Rect, pygame.Rect, pygame.Rect]:
    """The frame of a table's layout in a window of `size`: the margin, the play area, the side
    rail right of it (the window's whole height: ui/table_rail.py) and the banner along the play
    area's foot."""
    w, h = size
    m = max(px(8), w // 128)
    panel_w = panel_width(w)
    play = pygame.Rect(0, 0, w - panel_w, h)
    panel = pygame.Rect(play.right, 0, panel_w, h)
    banner_h = max(px(28), h // 20)
    banner = pygame.Rect(m, h - m - banner_h, play.w - 2 * m, banner_h)
    return m, play, panel, banner


def panel_width(width: int) -> int:
    """The side rail's width in a window `width` wide: 62 px at 1280, 54 at 1024, 94 at 1920, up
    to 120 (issue 40, interim fix 2: the scores and history are a drawer, the felt gets the width;
    review s50: "the right sidebar does not scale", its tabs and keys grow with the window; review
    s52: at 1280 its captions and key caps read tiny and cramped at 60 px; wider still, Kobito's
    four opponents' fans at 1280 lose their arc)."""
    return max(px(54), min(px(120), int(width * 0.05) - px(2)))


def card_size(height: int) -> tuple[int, int]:
    """A card `height` pixels tall at the proportions of the tables' cards (0.7 as wide as tall)."""
    return int(height * 0.7), height


def hand_band(banner: pygame.Rect, height: int) -> pygame.Rect:
    """The band of the eye's own hand: `height` tall, as wide as the banner, just above it."""
    return pygame.Rect(banner.x, banner.top - px(6) - height, banner.w, height)


def between(left: pygame.Rect, right: pygame.Rect, band: pygame.Rect, gap: int | None = None) -> pygame.Rect:
    """The part of `band` between `left` and `right`, `gap` clear of each (the hand between the
    eye's plate and the buttons; 12 logical pixels unless told)."""
    gap = px(12) if gap is None else gap
    return pygame.Rect(left.right + gap, band.y, right.left - gap - left.right - gap, band.h)


def other_plates(top: pygame.Rect, viewer: int, n: int, most_w: int) -> list[tuple[int, pygame.Rect]]:
    """The other seats' plates along `top`, clockwise from the viewer's left: each as tall as
    `top`, centred in its share of the width and at most `most_w` wide (10 narrower than it)."""
    others = [(viewer + k) % n for k in range(1, n)]
    if not others:
        return []
    slot_w = top.w // len(others)
    pw = min(most_w, slot_w - px(10))
    plates = []
    for k, seat in enumerate(others):
        plate = pygame.Rect(0, 0, pw, top.h)
        plate.midtop = (top.x + slot_w * k + slot_w // 2, top.y)
        plates.append((seat, plate))
    return plates


def face_panel(size: tuple[int, int], paper, fill) -> tuple[pygame.Surface, pygame.Rect]:
    """A new card face at `size`: rounded `paper` with an inner panel in `fill`; returns it and the panel."""
    w, h = size
    radius = max(4, w // 9)
    surf = rounded((w, h), paper, (60, 60, 60), radius, 1)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 9), -max(4, w // 9))
    pygame.draw.rect(surf, fill, inner, border_radius=max(3, radius - 2))
    return surf, inner


def fit_rank(image: pygame.Surface, inner: pygame.Rect) -> pygame.Surface:
    """A card's big number, shrunk to fit inside its panel `inner` (with 2 px each side)."""
    room = max(1, inner.w - 4)  # a chip a few pixels wide (an opponent's workshop, small) still fits
    if image.get_width() > room:
        return pygame.transform.smoothscale(image, (room, max(1, image.get_height() * room // image.get_width())))
    return image


def label_chip(key: tuple, size: tuple[int, int], fill, ink, label: str) -> pygame.Surface:
    """A small card for lists (the log, the round's hands): `fill` with `label` large in `ink`,
    made once per `key` and kept with the other surfaces."""
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        surf = rounded((w, h), fill, (40, 40, 40), max(2, w // 6), 1)
        img = text(label, max(8, int(h * 0.6)), ink, True, display=True)
        if img.get_width() > w - 2:
            img = pygame.transform.smoothscale(img, (w - 2, max(1, img.get_height() * (w - 2) // img.get_width())))
        blit_centered(surf, img, (w / 2, h / 2))
        assets.surfaces[key] = surf = fast(surf)
    return surf


def press(buttons, pos: tuple[int, int], refused: Callable[[Any], Any] | None = None) -> bool:
    """A click at `pos` on the table's action buttons: the button there acts, or, disabled, is
    told to `refused` (which says why not in the banner); False when no button is there."""
    for b in buttons:
        if b.rect.collidepoint(pos):
            if b.enabled:
                b.action()
            elif refused is not None:
                refused(b)
            return True
    return False


WALNUT = (58, 38, 26)  # the side panel's wood (docs/look.md: dark walnut)


def side_panel(size: tuple[int, int]) -> pygame.Surface:
    """The table's side panel (log and scores) in dark walnut, made once per size: long streaks of
    grain down the board, lit from the top (a little brighter there), a shadow along the edge
    against the table and a thin bevel; light text reads on it at well over 4.5:1."""
    key = ("side panel", tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        import random
        w, h = max(1, size[0]), max(1, size[1])
        rng = random.Random(11)  # the same board every time
        small = pygame.Surface((48, 24))
        for x in range(48):
            streak = 0.85 + 0.3 * rng.random()
            for y in range(24):
                k = streak * (1.12 - 0.35 * y / 23) * (0.94 + 0.12 * rng.random())
                small.set_at((x, y), tuple(max(0, min(255, int(c * k))) for c in WALNUT))
        surf = pygame.transform.smoothscale(small, (w, h))
        for _ in range(w // 6):  # fine dark lines of grain
            x = rng.randrange(w)
            pygame.draw.line(surf, (36, 23, 15), (x, 0), (x + rng.randrange(-3, 4), h), 1)
        for k in range(6):  # the table's edge shades the board's left side
            shade = 60 - 10 * k
            pygame.draw.line(surf, tuple(max(0, c - shade) for c in WALNUT), (k, 0), (k, h))
        pygame.draw.line(surf, (118, 86, 52), (6, 0), (6, h))  # the bevel catching the light
        assets.surfaces[key] = surf = assets.fast(surf, alpha=False)
    return surf


def seat_plate(size: tuple[int, int], turn: bool = False) -> pygame.Surface:
    """A seat's name plate at `size`: dark leather lit from its top with a thin rim; the seat
    whose turn it is has a gold rim and a warmer leather (the gold means "look here"). Cached."""
    key = ("seat plate", tuple(size), turn)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        top, foot = ((108, 76, 34), (62, 40, 16)) if turn else LEATHER  # saddle leather, as the newer tables' plates
        gradient = pygame.Surface((1, 2))
        gradient.set_at((0, 0), top)
        gradient.set_at((0, 1), foot)
        fill = pygame.transform.smoothscale(gradient, (w, h))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = h // 2
        pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=radius)
        surf.blit(fill, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.line(surf, (160, 122, 84), (radius, 1), (w - radius, 1))  # the lit bevel
        pygame.draw.rect(surf, GOLD if turn else (34, 22, 12), surf.get_rect(), 2 if turn else 1,
                         border_radius=radius)
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def turn_glow(size: tuple[int, int], time: float) -> pygame.Surface:
    """The slow pulse around the plate of the seat whose turn it is: a soft gold ring for a plate
    of `size`, 6 px wider each side, its strength breathing once every two seconds (one cached
    ring, only its alpha changes)."""
    g = px(6)  # the ring's width (6 logical px)
    key = ("turn glow", tuple(size), g)
    ring = assets.surfaces.get(key)
    if ring is None:
        w, h = size[0] + 2 * g, size[1] + 2 * g
        ring = pygame.Surface((w, h), pygame.SRCALPHA)
        for k in range(g):
            pygame.draw.rect(ring, GOLD + (int(150 * (1 - k / g) ** 2),),
                             pygame.Rect(0, 0, w, h).inflate(-2 * (g - 1 - k), -2 * (g - 1 - k)),
                             1, border_radius=(h - 2 * (g - 1 - k)) // 2)
        assets.surfaces[key] = ring = assets.fast(ring)
    ring.set_alpha(int(150 + 105 * (0.5 + 0.5 * math.sin(time * math.pi))))
    return ring


# ------------------------------------------------------------------ second materials (issue 40, item 3)

SCORE_PAPER = (244, 236, 214)  # the score pad's cream stock
SCORE_INK = (34, 30, 40)
SCORE_RULE = (150, 176, 204)  # the pad's faint blue rules
SCORE_MARGIN = (206, 84, 76)  # its red margin line
LEATHER = ((98, 66, 42), (54, 35, 22))  # a seat plate's saddle leather, lit top and foot


def score_pad(surface: pygame.Surface, x: int, y: int, width: int, rows: Sequence[tuple[str, int]],
              current: int | None, size: int, faces: Sequence[pygame.Surface | None] = ()) -> int:
    """The scores on a cream score pad laid on the side panel's wood (a second material beside the
    walnut): one ruled line per seat, its medallion (`faces`, a portrait per row, when given), its
    name in ink and its points right, a red margin line; the seat whose turn it is marked with a
    gold highlighter stroke. Returns the pad's height."""
    line_h = assets.font(size).get_linesize() + px(12 if faces else 5)
    h = line_h * len(rows) + px(10)
    surface.blit(_pad_sheet((width, h), line_h), (x - px(3), y - px(2)))
    margin = x + px(20)
    for k, (name, points) in enumerate(rows):
        top = y + px(5) + k * line_h
        if k == current:
            mark = pygame.Rect(margin + px(2), top + px(2), width - px(26), line_h - px(4))
            surface.blit(_highlight(mark.size), mark)
        left = margin + px(6)
        face = faces[k] if k < len(faces) else None
        if face is not None:
            surface.blit(face, face.get_rect(midleft=(left - px(2), top + line_h // 2)))
            left += face.get_width() + px(4)
        pts = text(str(points), size, SCORE_INK, True)
        label = assets.fit_line(name, size, x + width - px(16) - pts.get_width() - left, SCORE_INK, k == current)
        surface.blit(label, (left, top + (line_h - label.get_height()) // 2))
        surface.blit(pts, pts.get_rect(midright=(x + width - px(10), top + line_h // 2)))
    return h


def _pad_sheet(size: tuple[int, int], line_h: int) -> pygame.Surface:
    """The score pad's sheet with its shadow (cached per size): cream stock lit from the top, faint
    blue rules, a red margin line, a slightly darker edge."""
    key = ("score pad", tuple(size), line_h)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        sheet = rounded((w, h), SCORE_PAPER, (176, 160, 130), px(4), 1)
        shade = pygame.Surface((1, 2))
        shade.set_at((0, 0), (255, 255, 255))
        shade.set_at((0, 1), (226, 220, 206))
        sheet.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        for k in range(1, (h - px(7)) // line_h + 1):
            yy = px(7) + k * line_h - px(1)
            pygame.draw.line(sheet, SCORE_RULE, (px(4), yy), (w - px(5), yy), 1)
        pygame.draw.line(sheet, SCORE_MARGIN, (px(20), px(2)), (px(20), h - px(3)), max(1, px(1)))
        surf = pygame.Surface((w + px(8), h + px(8)), pygame.SRCALPHA)
        surf.blit(assets.drop_shadow((w, h), px(3), 120), (px(1), px(3)))
        surf.blit(sheet, (px(3), px(2)))
        assets.surfaces[key] = surf = fast(surf)
    return surf


def _highlight(size: tuple[int, int]) -> pygame.Surface:
    """A gold highlighter stroke across a row of the score pad (cached per size)."""
    key = ("pad highlight", tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*GOLD, 150), surf.get_rect(), border_radius=px(3))
        assets.surfaces[key] = surf = fast(surf)
    return surf


def leather_grain(sw: int, sh: int) -> bytes:
    """A leather plate's hide at a third of its size, RGB rows: the lit-top-to-foot colour, each
    pixel 0.9-1.06 of it at random (the same hide every time). The colour is a column stretched
    across, the grain laid over it in one multiplying blit: a new plate size costs 0.1-0.6 ms
    (made a pixel at a time in Python it cost 1-6 ms, and at the fastest speed plates change size
    often; issue 40, frame p99)."""
    import random

    grain = random.Random(5).randbytes(sw * sh).translate(_GRAIN)
    grey = bytearray(3 * sw * sh)
    for c in range(3):
        grey[c::3] = grain
    (tr, tg, tb), (fr, fg, fb) = LEATHER
    column = bytes(min(255, round(GRAIN_TOP * (a + (b - a) * yy / max(1, sh - 1))))
                   for yy in range(sh) for a, b in ((tr, fr), (tg, fg), (tb, fb)))
    hide = pygame.transform.scale(pygame.image.frombytes(column, (1, sh), "RGB"), (sw, sh))
    hide.blit(pygame.image.frombytes(bytes(grey), (sw, sh), "RGB"), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return pygame.image.tobytes(hide, "RGB")


GRAIN_TOP = 1.06  # the grain's brightest: the row's colour times this, its darkest 0.9 of the colour
# a random byte to the grain's multiplier out of 255: 0.9 / 1.06 of 255 (216) to 255
_GRAIN = bytes(round(255 * (0.9 + 0.16 * b / 255) / GRAIN_TOP) for b in range(256))


def leather_plate(size: tuple[int, int]) -> pygame.Surface:
    """A seat's plate in saddle-brown leather (the second material of the table, beside the felt
    and the menus' green leather): lit from its top, a fine grain, a lit bevel along the top, a
    dark rim and a line of cream stitches inside it. Cached per size."""
    key = ("leather plate", tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        small = pygame.Surface((max(2, w // 3), max(2, h // 3)))
        sw, sh = small.get_size()
        small.blit(pygame.image.frombytes(leather_grain(sw, sh), (sw, sh), "RGB"), (0, 0))
        radius = px(14)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=radius)
        surf.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        stitched_edge(surf, radius)
        assets.surfaces[key] = surf = fast(surf)
    return surf


ENAMEL = ((50, 34, 40), (18, 12, 16))  # the plaques' polished dark enamel, lit top and foot
BRASS = ((230, 190, 110), (112, 76, 26))  # their bevelled brass rim, lit top and foot (never the turn marks' bright gold)


def brass_plaque(size: tuple[int, int], body: tuple = ENAMEL, radius: int | None = None) -> pygame.Surface:
    """A seat's name plaque at `size` (a third material beside the felt, the walnut and the
    stitched leather of your own plate and tray): polished dark enamel (`body`, lit top and foot)
    in a bevelled brass rim lit from above, a gloss over its upper half and the bevel's shadow
    inside the rim; no stitches. Corners of `radius` (px(14) unless told). Cached per size."""
    radius = px(14) if radius is None else radius
    key = ("brass plaque", tuple(size), tuple(body), radius)
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        rim = max(2, px(3))
        surf = _lit((w, h), BRASS, radius)
        inner = pygame.Rect(0, 0, w, h).inflate(-2 * rim, -2 * rim)
        face = _lit(inner.size, body, max(2, radius - rim))
        gloss = pygame.Surface(inner.size, pygame.SRCALPHA)
        for y in range(inner.h // 2):  # the polish: a light sheen fading down its upper half
            pygame.draw.line(gloss, (255, 240, 220, int(34 * (1 - 2 * y / max(1, inner.h)))), (0, y), (inner.w, y))
        face.blit(gloss, (0, 0))
        surf.blit(face, inner)
        pygame.draw.rect(surf, (8, 4, 2), inner, max(1, px(1)), border_radius=max(2, radius - rim))  # the bevel's shadow
        pygame.draw.rect(surf, (60, 38, 10), surf.get_rect(), 1, border_radius=radius)  # the brass's dark foot
        pygame.draw.line(surf, (255, 244, 200), (radius, 1), (w - radius, 1), max(1, px(1)))  # the lit top edge (inside the foot's line)
        assets.surfaces[key] = surf = fast(surf)
    return surf


def _lit(size: tuple[int, int], colours: tuple, radius: int) -> pygame.Surface:
    """A rounded shape at `size` shaded from `colours`' top to its foot (alpha outside the corners)."""
    w, h = size
    column = pygame.Surface((1, 2))
    column.set_at((0, 0), colours[0])
    column.set_at((0, 1), colours[1])
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=radius)
    surf.blit(pygame.transform.smoothscale(column, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


STITCH = (216, 188, 140)  # the plates' cream thread


def stitched_edge(surf: pygame.Surface, radius: int) -> None:
    """A leather plate's edge on `surf` (corners of `radius`): a lit bevel along its top, a dark
    rim, and a line of cream stitches inside it (the seats' plates, the side rail's strip)."""
    w, h = surf.get_size()
    pygame.draw.rect(surf, (30, 18, 10), surf.get_rect(), px(2), border_radius=radius)
    for k, lit in ((0, (178, 136, 94)), (1, (132, 96, 64))):  # the lit bevel just inside the rim, catching the lamp
        pygame.draw.line(surf, lit, (radius, px(2) + k), (w - radius, px(2) + k), 1)
    inset = pygame.Rect(0, 0, w, h).inflate(-px(10), -px(10))
    dash, gap = px(5), px(4)
    for x in range(inset.x + radius // 2, inset.right - radius // 2 - dash, dash + gap):
        for y in (inset.y, inset.bottom - 1):
            pygame.draw.line(surf, STITCH, (x, y), (x + dash, y), max(1, px(1)))
    for y in range(inset.y + radius // 2, inset.bottom - radius // 2 - dash, dash + gap):
        for x in (inset.x, inset.right - 1):
            pygame.draw.line(surf, STITCH, (x, y), (x, y + dash), max(1, px(1)))


def count_badge(count: int, size: int, fill: tuple[int, int, int]) -> pygame.Surface:
    """A pile's count on a round badge of `fill` with a gold rim and a soft shadow (cached): the
    deck's and the piles' counts of Cabanga!'s and Kobito's tables."""
    key = ("count-badge", count, size, tuple(fill), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        label = assets.text(str(count), size, (250, 246, 236), True)
        d = max(label.get_height() + px(6), label.get_width() + px(12))
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(surf, (0, 0, 0, 90), (d // 2, d // 2 + px(1)), d // 2)
        pygame.draw.circle(surf, fill, (d // 2, d // 2), d // 2 - px(1))
        pygame.draw.circle(surf, GOLD, (d // 2, d // 2), d // 2 - px(1), px(2))
        surf.blit(label, label.get_rect(center=(d // 2, d // 2)))
        assets.surfaces[key] = surf = assets.fast(surf)
    return surf
