"""What the tables of the newer games (Cabanga!, Kobito) draw alike over their own cards: speech
bubbles over the players' plates, a big shout fading over the table, the action buttons in a
column, the banner (a notice, a hint or the table's prompt) and the side panel (the variant, a
line about the game's end, the totals and the log), rendered again only when it changes.

The table gives `prompt()`, `notice`, `notice_time`, `controls` (`buttons`, `hint_text`, dropped
after every action), `log`, `name(seat)`, `level_of(seat)`, `variant`, `n`, `viewer`, `time`,
`overlay_open`, `finished`, `human_to_act()`, `model` (`totals`, `current`) and
`panel_goal()` (the line under the variant's title); the layout gives `play`, `panel`, `banner`,
`buttons` and `seats[seat].plate`.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ..i18n import _, data_text
from . import assets, felt_mark, moment_banner, moment_stage, table_banner, table_rail
from .free_felt import free_spot, obstacles, place
from .particles import lift_shadow
from .portraits import portrait
from .hidpi import mouse_pos
from .theme import DIM, GOLD, HINT_BLUE, NOTICE, WHITE, px, ui_scale
from .drawer_head import draw_head, draw_scores
from .log_drawer import LogDrawer
from .widgets import wrap_text


BUBBLE_W = 240  # a speech bubble's line wraps past this many (logical) pixels


BUBBLE_ROUND = 14  # a bubble's corners' radius (logical px)


def bubble_tail(rect: pygame.Rect, speaker: pygame.Rect) -> list:
    """A speech bubble's tail: a small triangle from the edge of `rect` facing `speaker`, its tip
    a step toward it (its two base points first, then the tip). Its base lies on the straight
    part of that edge, clear of the rounded corners (at a corner it floated beside the bubble:
    the kobito_pot review), at the middle of an edge too short for that."""
    half, step, corner = px(7), px(10), px(BUBBLE_ROUND) + px(7) + px(3)
    if rect.bottom <= speaker.top or rect.top >= speaker.bottom:  # above or below its speaker
        x = max(rect.left + corner, min(rect.right - corner, speaker.centerx)) if rect.w >= 2 * corner else rect.centerx
        edge, d = (rect.bottom - px(1), step) if rect.bottom <= speaker.top else (rect.top + px(1), -step)
        lean = half if speaker.centerx > x else -half if speaker.centerx < x else 0  # its tip leans toward it
        return [(x - half, edge), (x + half, edge), (x + lean, edge + d)]
    y = max(rect.top + corner, min(rect.bottom - corner, speaker.centery)) if rect.h >= 2 * corner else rect.centery
    edge, d = (rect.right - px(1), step) if rect.right <= speaker.centerx else (rect.left + px(1), -step)
    return [(edge, y - half), (edge, y + half), (edge + d, y)]


def draw_tail(surface: pygame.Surface, tip: list, rim) -> None:
    """A bubble's tail (`bubble_tail`) joined to its bubble, drawn over it: its fill reaches a
    little into the bubble over the rim between its base points (the rim opens into the tail),
    its two sides rimmed to the tip."""
    (ax, ay), (bx, by), (tx, ty) = tip
    into = px(3)  # toward the bubble: away from the tip
    dx, dy = (0, into if ty < ay else -into) if ay == by else (into if tx < ax else -into, 0)
    pygame.draw.polygon(surface, (12, 16, 14), [(ax + dx, ay + dy), (bx + dx, by + dy), (tx, ty)])
    pygame.draw.line(surface, rim, tip[0], tip[2], px(2))
    pygame.draw.line(surface, rim, tip[1], tip[2], px(2))


def bubble_pill(text: str, colour, size: int, width: int) -> pygame.Surface:
    """A speech bubble's body: `text` in lines of at most `width` px (a long line in two: the 2x2
    lanes' gaps are short) on a dark pill rimmed in `colour`; wrapped lines balanced (`balanced`),
    never one word alone under a long line."""
    lines = [assets.text(line.strip(), size, colour, True) for line in balanced(text, size, width)]
    w = max(img.get_width() for img in lines) + px(24)
    pill = pygame.Surface((w, sum(img.get_height() for img in lines) + px(10)), pygame.SRCALPHA)
    pygame.draw.rect(pill, (12, 16, 14, 245), pill.get_rect(), border_radius=px(BUBBLE_ROUND))
    pygame.draw.rect(pill, colour, pill.get_rect(), px(2), border_radius=px(BUBBLE_ROUND))
    y = px(5)
    for img in lines:
        pill.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height()
    return pill


def balanced(text: str, size: int, width: int) -> list[str]:
    """`text` wrapped at `width` px (bold, `size`), its lines as even as they can be: the
    narrowest width that still needs no more lines than `width` ("The Fox wins / the pot!",
    not "The Fox wins the / pot!")."""
    lines = wrap_text(text, size, width, "")
    if len(lines) < 2:
        return lines
    low, high = max(1, width // len(lines)), width
    while low < high:  # the narrowest width keeping the count of lines
        mid = (low + high) // 2
        if len(wrap_text(text, size, mid, "")) <= len(lines):
            high = mid
        else:
            low = mid + 1
    return wrap_text(text, size, high, "")


class TableHud:
    CALLOUT_TIME = 2.2
    FELT_MARK_UNDER = False  # a board of bare felt (Kobito's lanes) has the game's mark faintly under it

    def __init__(self, table, chip: Callable[[Any, tuple[int, int]], pygame.Surface]):
        self.table = table
        self.chip = chip  # a game's small card for the log
        self.callouts: dict[int, list] = {}  # seat -> [pill surface, time left]
        self.callout_rims: dict[int, tuple] = {}  # seat -> its bubble's rim colour (its tail's edges)
        self.callout_words: dict[int, tuple] = {}  # seat -> (its bubble's words, their size): narrower again
        self.shout_text = ""
        self.shout_alpha = 0.0
        self.panel_key = None  # kept for the tables that ask the panel to be drawn again (the rail is cached)
        self.shout_rect: pygame.Rect | None = None  # where the shout is drawn (for effects), None when none
        self.bubble_rects: dict[int, pygame.Rect] = {}  # seat -> where its speech bubble is drawn
        self._obstacles: tuple = (None, ((), ()))
        self._bubble_keys: dict[int, tuple] = {}  # seat -> (its pill, the layout) when placed
        self._bubble_times: dict[int, float] = {}
        self._ahead: dict[tuple, pygame.Rect] = {}  # (seat, id(layout), id(pill)) -> its place worked out in a pause
        self._bubble_waits: dict[int, int] = {}  # seat -> frames its new bubble has waited for its place
        self._shout_key: tuple = ()
        self._shout_time = 0.0
        self._shout_start = 1.0  # how large the banner's entrance starts
        # the scores and the whole log in words (J, the rail's history tab)
        self.drawer = LogDrawer(table, self.face, chip, self.render_head, self.head_key)
        self.prompt_plate = table_banner.PromptPlate()  # the banner: the prompt on a plate that fades in

    def face(self, seat: int, size: int) -> pygame.Surface:
        """A seat's round portrait, `size` px wide."""
        t = self.table
        return portrait(t.level_of(seat), t.name(seat), size, t.game)

    # ------------------------------------------------------------ the frame

    SQUASH_FLYERS = False  # whether a card in flight narrows as it turns over (`flyer.squash`)

    def draw(self, surface: pygame.Surface, effects: Any = None) -> None:
        """The felt, the game's cards (`draw_table`), the cards in flight (`flyer_face`), then the
        buttons when the person acts, the banner, the panel, the impact moments (`effects`: coins,
        bursts), the bubbles and the game's shout (`draw_table_shout`) over them, so a pot's coins
        never hide who won it, and the history drawer over all."""
        t = self.table
        lay = t.layout()
        shows = self.shout_alpha > 0 and self.shout_text  # a moment's show: the cloth's edges dim under it
        moment_stage.blit_ground(surface, table_rail.ground(surface.get_size(), self.felt_picture(lay), lay.play.topleft,
                                                            lay.panel, self.drawer.open, getattr(t.model, "round_no", 0),
                                                            t.game.title),
                                 # the felt and the rail (its round's badge; Kobito has no rounds): one blit
                                 moment_banner.show(self.shout_age(), self.SHOUT_LIFE) if shows else 0.0,
                                 moment_stage.own_places(lay))
        table_rail.draw_round(surface, lay.panel, getattr(t.model, "round_no", 0))
        self.draw_table(surface, lay)
        for flyer in t.flyers:
            self.draw_flyer(surface, flyer)
        if t.human_to_act() and not t.animating:
            self.draw_buttons(surface, lay)
        self.draw_banner(surface, lay)
        self.draw_panel(surface, lay)
        if effects is not None:
            effects.draw(surface)
        self.draw_callouts(surface, lay)
        self.draw_table_shout(surface, lay)
        self.drawer.draw(surface, lay)

    def felt_picture(self, lay) -> pygame.Surface:
        """The play area's ground: the felt with the game's mark printed on its free cloth
        (`felt_mark.printed`; a game's view may give it with its furniture on it)."""
        return felt_mark.printed(lay, self.table.game.title, self.FELT_MARK_UNDER)

    def draw_table(self, surface, lay) -> None:
        """The game's own cards and places on the felt (a game's view draws them)."""

    def draw_table_shout(self, surface, lay) -> None:
        """The big shout, where the game places it (a game's view says where)."""

    def flyer_face(self, flyer, size: tuple[int, int]) -> pygame.Surface:
        """The picture of a card in flight at `size` (a game's view draws it)."""
        raise NotImplementedError

    def draw_flyer(self, surface, flyer) -> None:
        """One card in flight, scaled to its rect, over its shadow (larger, softer, fainter and
        further off the higher it flies, tightening as it comes down: `flyer.height`,
        particles.lift_shadow), leaning or turning by `flyer.tilt` (a thrown card's shadow turns
        with it), wider and flatter about its foot as it lands (`flyer.scale`: ui/motion.settle)."""
        size = (max(1, int(flyer.size[0])), max(1, int(flyer.size[1])))
        image = self.flyer_face(flyer, size)
        rect = pygame.Rect(int(flyer.rect.x), int(flyer.rect.y), max(1, int(flyer.rect.w)), max(1, int(flyer.rect.h)))
        drawn = pygame.Rect(0, 0, max(1, int(rect.w * flyer.scale[0])), max(1, int(rect.h * flyer.scale[1])))
        drawn.midbottom = rect.midbottom
        if drawn.size != size:
            image = pygame.transform.scale(image, drawn.size)
        if self.SQUASH_FLYERS and flyer.squash < 0.999:
            image = pygame.transform.scale(image, (max(1, int(drawn.w * flyer.squash)), drawn.h))
        elif abs(flyer.tilt) > 0.5:
            image = pygame.transform.rotate(image, flyer.tilt)
        shadow, (dx, dy) = lift_shadow(drawn.size, flyer.height, ui_scale())
        where = shadow.get_rect(topleft=(drawn.x + dx, drawn.y + dy))
        if abs(flyer.tilt) >= 8 and not (self.SQUASH_FLYERS and flyer.squash < 0.999):
            shadow = pygame.transform.rotate(shadow, flyer.tilt)
        surface.blit(shadow, shadow.get_rect(center=where.center))
        surface.blit(image, image.get_rect(center=drawn.center))

    # ------------------------------------------------------------ speech

    def callout(self, seat: int, text: str, colour=WHITE, size: int | None = None) -> None:
        """A bubble by `seat`'s plate saying `text` for a while (`size`: its type's, px(19) unless told)."""
        size = size or px(19)
        self.callouts[seat] = [bubble_pill(text, colour, size, px(BUBBLE_W)), self.CALLOUT_TIME]
        self.callout_words[seat] = (text, size)
        self.callout_rims[seat] = tuple(colour)[:3]
        self._bubble_waits.pop(seat, None)  # a new bubble: it may wait for its place again

    def shout(self, text: str) -> None:
        self.shout_text, self.shout_alpha = text, 1.0

    def tick(self, dt: float) -> None:
        self.shout_alpha = max(0.0, self.shout_alpha - dt / 1.6)
        for seat in list(self.callouts):
            self.callouts[seat][1] -= dt
            if self.callouts[seat][1] <= 0:
                del self.callouts[seat]

    def clear_speech(self) -> None:
        self.callouts.clear()
        self._ahead.clear()
        self.shout_alpha = 0.0

    def banner_obstacles(self, lay) -> tuple[tuple, tuple]:
        """What a shout or a bubble may not cover: the cards (hard) and the plates, buttons and
        banner (soft), read from the layout once per layout (free_felt.obstacles: a place where
        cards may lie counts as a card). A game's view may say it more exactly (a lane's free end)."""
        if self._obstacles[0] is not lay:
            self._obstacles = (lay, obstacles(lay))
        return self._obstacles[1]

    PLACE_AGAIN = 0.3  # seconds (table time) a bubble's or the shout's place is kept: cards may land

    def draw_callouts(self, surface, lay) -> None:
        """Each bubble in free felt by its seat's plate (above your own, below another's), never
        over a card, placed when it appears and again at most every PLACE_AGAIN s; none under an
        overlay."""
        t = self.table
        if t.overlay_open or t.finished:
            self.bubble_rects = {}
            return
        area = lay.play.inflate(-px(16), -px(16))
        kept, self.bubble_rects = self.bubble_rects, {}
        taken: list[pygame.Rect] = []
        for seat, (pill, left) in self.callouts.items():
            place_ = lay.seats.get(seat)
            if place_ is None:
                continue
            rect = kept.get(seat)
            fresh = rect is None or self._bubble_keys.get(seat) != (id(pill), id(lay))
            if fresh or t.time - self._bubble_times.get(seat, -1.0) >= self.PLACE_AGAIN:
                rect = self.bubble_place(lay, seat, area, taken, rect if not fresh else None)
                if rect is None:
                    continue  # a new bubble waits (a frame or two) for its place worked out in the pause
                pill = self.callouts[seat][0]  # place_bubble may have wrapped it narrower
            taken.append(rect)
            self.bubble_rects[seat] = rect
            alpha = int(255 * min(1.0, left / 0.3))
            speaker = self.bubble_speaker(lay, seat, rect)
            pill.set_alpha(alpha)
            surface.blit(pill, rect)
            if alpha >= 200 and not rect.colliderect(speaker):  # its tail toward its speaker (issue 40), joined to it
                draw_tail(surface, bubble_tail(rect, speaker), self.callout_rims.get(seat, WHITE))

    AHEAD_FRAMES = 3  # frames a new bubble waits at most for its place worked out in a pause

    def bubble_place(self, lay, seat: int, area: pygame.Rect, taken: list, shown: pygame.Rect | None):
        """`seat`'s bubble's place, worked out (place_bubble: 1-3 ms of free felt searched) in the
        pause after a frame when a pause follows each frame (App.pauses: a window's loop): until
        it is, a bubble already shown stays where it is (`shown`) and a new one waits, at most
        AHEAD_FRAMES frames; else, and with no pauses, worked out now. None: not yet shown."""
        t = self.table
        found = self._ahead.pop((seat, id(lay), id(self.callouts[seat][0])), None)
        if found is None and t.app.pauses and (shown is not None or self._bubble_waits.get(seat, 0) < self.AHEAD_FRAMES):
            if shown is None:
                self._bubble_waits[seat] = self._bubble_waits.get(seat, 0) + 1
            ahead, spare = tuple(tuple(r) for r in taken), tuple(area)

            def work(seat=seat, lay=lay):
                if seat in self.callouts:  # (gone by then: nothing to place)
                    rect = self.place_bubble(lay, seat, self.callouts[seat][0].get_size(), pygame.Rect(spare),
                                             [pygame.Rect(r) for r in ahead])
                    if len(self._ahead) > 32:
                        self._ahead.clear()
                    self._ahead[(seat, id(lay), id(self.callouts[seat][0]))] = rect  # (the pill as place_bubble left it)
            assets.prebuild.want(("bubble", id(self), seat, id(lay), ahead), work, first=True)
            return shown
        rect = found or self.place_bubble(lay, seat, self.callouts[seat][0].get_size(), area, taken)
        self._bubble_waits.pop(seat, None)
        self._bubble_keys[seat], self._bubble_times[seat] = (id(self.callouts[seat][0]), id(lay)), t.time
        return rect

    def bubble_speaker(self, lay, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """What `seat`'s bubble at `rect` points its tail at: its head (portrait and name), else
        its plate."""
        place_ = lay.seats[seat]
        return getattr(place_, "head", None) or place_.plate

    def place_bubble(self, lay, seat: int, size: tuple[int, int], area: pygame.Rect, taken: list) -> pygame.Rect:
        """A bubble's place: the free felt nearest the spot over your own plate or under
        another's, clear of the bubbles placed before it when there is room; where the felt has
        room, clear of every place a card may lie (a run's empty places too) and of the plates
        and their borders; else clear of the cards."""
        plate = lay.seats[seat].plate
        w, h = size
        prefer = (plate.centerx, plate.top - px(8) - h // 2) if seat == self.table.viewer else \
            (plate.centerx, plate.bottom + px(8) + h // 2)
        places, panels = obstacles(lay)  # every place a card may lie; the plates, buttons and banner
        rect = free_spot((w, h), area, prefer, places + panels + tuple(taken), (), least=1.0)
        if rect is not None:
            return rect
        hard, soft = self.banner_obstacles(lay)
        rect = free_spot((w, h), area, prefer, hard + tuple(taken), soft, least=1.0)
        if rect is not None:
            return rect
        return place((w, h), area, prefer, hard, soft + tuple(taken), least=1.0)  # on other bubbles, never a card

    SHOUT_LIFE = 1.6  # seconds a shout shows (its alpha runs down from 1 over them)

    def draw_shout(self, surface, center: tuple[int, int], width: int) -> None:
        """The moment's banner (ui/moment_banner: the game's ribbon, opaque, arriving with impact)
        in free felt as near `center` as can be, shrunk when the felt is full, never over a card,
        a printed place (a number line, a pot's lane) or a plate; with no such room, over the
        printed board clear of every card where the game allows it (`shout_cards`), else across
        the felt's top. Placed again at most every PLACE_AGAIN s; `shout_rect` says
        where (None when none shows)."""
        if self.shout_alpha <= 0 or not self.shout_text:
            self.shout_rect = None
            return
        lay = self.table.layout()
        size = max(px(34), surface.get_height() // 9)  # large, where the free felt holds it (placement shrinks it)
        key = (self.shout_text, size, width, tuple(center), id(lay))
        if self.shout_rect is None or self._shout_key != key or \
                self.table.time - self._shout_time >= self.PLACE_AGAIN:
            self.shout_rect, self._shout_start = self.place_shout(lay, size, center, width)
            self._shout_key, self._shout_time = key, self.table.time
        moment_banner.draw(surface, self.shout_text, self.game_name(), self.shout_rect, self.shout_age(),
                           self.SHOUT_LIFE, self._shout_start, dimmed=False,  # staged in `draw`, under the effects
                           within=lay.play)

    def shout_age(self) -> float:
        """How many seconds the shout has shown (its alpha runs down from 1 over SHOUT_LIFE)."""
        return (1.0 - self.shout_alpha) * self.SHOUT_LIFE

    def game_name(self) -> str:
        """The game's name (its ribbon's colours)."""
        return getattr(getattr(self.table, "game", None), "name", "")

    def place_shout(self, lay, size: int, center: tuple[int, int], width: int) -> tuple[pygame.Rect, float]:
        """Where the banner goes and how large its entrance may start (see draw_shout)."""
        want = moment_banner.fitted(self.shout_text, size, min(width, lay.play.w - px(32)))
        hard, soft = obstacles(lay)  # the layout's own: every card and printed place counts
        felt = lay.play.inflate(-px(16), -px(16))
        spot = place(want, felt, center, hard, soft, least=0.62)
        cards = self.shout_cards(lay) if spot.collidelist(list(hard) + list(soft)) >= 0 or spot.h < px(30) else None
        if cards is not None:  # on the printed board, still never on a card
            spot = place(want, felt, center, cards, soft, least=0.62)
            if spot.collidelist(cards) < 0 and spot.h >= px(30):
                return spot, moment_banner.entrance_room(spot, cards, lay.play)
        if spot.collidelist(list(hard) + list(soft)) >= 0 or spot.h < px(30):
            spot = pygame.Rect((0, 0), want)  # the rail is too slim for it: across the felt's top
            spot.midtop = (lay.play.centerx, lay.play.y + px(12))
            return spot, 1.0
        return spot, moment_banner.entrance_room(spot, hard, lay.play)

    def shout_cards(self, lay) -> tuple | None:
        """When the felt has no room, what a moment's banner must still clear if it lies over the
        printed board for its second and a half (every card; a game's view says: Cabanga!'s number
        lines and Kobito's empty places may be covered), or None: it goes across the felt's top."""
        return None

    # ------------------------------------------------------------ buttons, banner, panel

    def draw_buttons(self, surface, lay) -> None:
        buttons = self.table.controls.buttons
        if not buttons:
            return
        h = min(px(46), lay.buttons.h // 2 - px(8))
        mouse = mouse_pos()
        for k, b in enumerate(buttons):
            b.rect = pygame.Rect(lay.buttons.x, lay.buttons.y + k * (h + px(12)), lay.buttons.w, h)
            table_banner.draw_button(b, surface, hover=b.rect.collidepoint(mouse))  # its key on a cap

    def draw_banner(self, surface, lay) -> None:
        """The prompt, a notice or a hint as a caption plate at the felt's foot (ui/table_banner.py)."""
        t = self.table
        text, colour = t.prompt(), WHITE
        if t.notice_time > 0 and t.notice:
            text, colour = t.notice, NOTICE
        elif t.controls.hint_text and t.human_to_act():  # the controls drop it after every action
            text, colour = _("Hint: {hint}").format(hint=t.controls.hint_text), HINT_BLUE
        ink, rim = table_banner.ink_and_rim(colour)
        self.prompt_plate.draw(surface, text, ink, lay.banner, t.time, rim)

    def draw_panel(self, surface, lay) -> None:
        """The side rail (ui/table_rail: its tabs for the scores and history, the help, the menu),
        composed once per size and drawer state and laid in the frame's ground (`draw`); the drawer
        knows where its tabs are."""
        tabs = {name: rect.move(lay.panel.topleft) for name, rect in table_rail.tab_rects(lay.panel.size).items()}
        self.drawer.tabs, self.drawer.tab = tabs, tabs["history"]

    def head_key(self) -> tuple:
        """What the drawer's head and score pad show (it is composed again when this changes)."""
        t = self.table
        m = t.model
        return (tuple(m.totals), m.current, t.panel_goal(), tuple(t.name(seat) for seat in range(t.n)))

    def render_head(self, surface, p: pygame.Rect) -> int:
        """The drawer's head plate (the variant and the line about the game's end) and the score
        pad with each seat's medallion, at the top of `p`; returns the y under them."""
        t = self.table
        m = t.model
        big = max(px(15), min(px(22), p.h // 40))
        lines = [assets.fit_text(data_text(t.variant.title), big, p.w - px(28), GOLD, True)]
        goal, size = t.panel_goal(), big - px(2)  # one line when it fits at >= the Small size (14), else wrapped
        size = min(size, size * (p.w - px(28)) // max(1, assets.text_width(goal, size))) if px(14) * assets.text_width(
            goal, size) <= size * (p.w - px(28)) else size
        lines += [assets.text(line, size, DIM) for line in wrap_text(goal, size, p.w - px(28), indent="")]
        return draw_scores(surface, p, draw_head(surface, p, lines) + px(8), t.n, t.name, m.totals, m.current,
                           big, self.face)
