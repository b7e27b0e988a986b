"""CABO's heads-up display: the banner (whose turn it is and what you can do now, or a notice), the
big shout ("ANN CALLED CABO!") and the side panel (variant, round, scores and the log)."""

from __future__ import annotations

import math

import pygame

from ....i18n import _, and_list, n_, data_text
from ....ui import assets, moment_banner, table_banner, table_rail
from ....ui.theme import DIM, GOLD, HINT_BLUE, NOTICE, WHITE, px
from ....ui.free_felt import obstacles, place
from ....ui.drawer_head import draw_head, draw_scores
from ....ui.log_drawer import LogDrawer
from ..rules import actions as A
from ..card_names import card_label
from ..rules.state import Phase
from ....ui.portraits import portrait
from . import art, pile_mat, pile_room
from .art import card_chip
from .layout import TableLayout


class Hud:
    """The banner, the shout and the side panel of a table scene (`table`)."""

    def __init__(self, table):
        self.table = table
        self.banner_big: str | None = None  # "CABO!" and the like
        self.banner_big_alpha = 0.0
        self.shout_rect: pygame.Rect | None = None  # where the shout was last placed
        self.shout_band_rect: pygame.Rect | None = None  # the bar's band when the shout took it
        self.shout_waits = 0  # frames the shout has waited for its place worked out in a pause
        self.shout_anchor: str | None = None  # the layout's pile where the shouted moment happened ("discard")
        self.shout_seat: int | None = None  # whose moment it is (a snap's snapper)
        self.shout_line: str | None = None  # the moment in words ("You snapped your 5♦: hit!"), the prompt's while it shows
        self._shout_kept: list = []  # [(the layout, what else it was worked out from, (place, band, entrance))]
        self.panel_key = None  # kept for the tables that ask the panel to be drawn again (the rail is cached)
        self.callouts: dict[int, list] = {}  # seat -> [pill surface, time left]
        # the scores and the whole log in words (J, the rail's history tab)
        self.drawer = LogDrawer(table, self.face, card_chip, self.render_head, self.head_key)
        self.prompt_plate = table_banner.PromptPlate()  # the banner: the prompt on a plate that fades in

    def face(self, seat: int, size: int) -> pygame.Surface:
        """A seat's round portrait, `size` px wide."""
        return portrait(self.table.level_of(seat), self.table.name(seat), size)

    CALLOUT_TIME = 2.5  # seconds a callout stays over a seat's cards

    def callout(self, seat: int, text: str, colour=WHITE) -> None:
        """A short line over a seat's cards ("Missed snap!"), fading out; built once, its size with
        the piles' cards (a review saw "Snap!" small at 1920: a fixed 20 px), px(20) at the least."""
        size = max(px(20), self.table.layout().pile_size[1] // 7)
        img = assets.text(text, size, colour, True)
        pad, radius = size * 3 // 5, size * 7 // 10
        pill = pygame.Surface((img.get_width() + 2 * pad, img.get_height() + size // 2), pygame.SRCALPHA)
        pygame.draw.rect(pill, (12, 16, 14, 250), pill.get_rect(), border_radius=radius)
        pygame.draw.rect(pill, colour, pill.get_rect(), max(px(2), size // 10), border_radius=radius)
        pill.blit(img, (pad, size // 4))
        self.callouts[seat] = [pill, self.CALLOUT_TIME]

    def shout(self, text: str, anchor: str | None = None, seat: int | None = None, line: str | None = None) -> None:
        """A big line over the table that fades over 3 s; `anchor`, the layout's pile where the
        moment happened (a snap: "discard"), lays it across that pile's card (`anchored`); `seat`,
        whose moment it is; `line`, the moment in words, leads the prompt while the shout shows (review s51: under the
        snap's ribbon the prompt said only "Dr. Okafor is thinking…")."""
        self.banner_big = text
        self.banner_big_alpha = 1.0
        self.shout_anchor = anchor
        self.shout_seat = seat
        self.shout_line = line
        self.shout_waits = 0  # frames it has waited for its place (draw_shout)

    def clear_speech(self) -> None:
        """Another person is at the screen: what was said to the last one goes."""
        self.callouts.clear()
        self.banner_big_alpha = 0.0

    def tick(self, dt: float) -> None:
        if self.banner_big_alpha > 0:
            self.banner_big_alpha = max(0.0, self.banner_big_alpha - dt / 3.0)  # fades over 3 s
        for seat in list(self.callouts):
            self.callouts[seat][1] -= dt
            if self.callouts[seat][1] <= 0:
                del self.callouts[seat]

    def draw_callouts(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """Each callout as a speech bubble by its seat's name plate (bubble_place); none under an
        overlay."""
        if self.table.overlay_open or self.table.finished:
            return
        for seat, (pill, left) in self.callouts.items():
            sl = lay.seats.get(seat)
            if sl is None:
                continue
            plate = self.table.painter.name_plate(lay, seat)[1]  # the plate as drawn, not its whole slot
            rect, tail = bubble_place(lay, sl, pill.get_size(), plate)
            pill.set_alpha(int(255 * min(1.0, left / 0.3)))  # the last 0.3 s fade out
            pygame.draw.polygon(surface, (12, 16, 14), tail)
            surface.blit(pill, rect)

    def draw(self, surface: pygame.Surface, lay: TableLayout) -> None:
        shouting = bool(self.banner_big) and self.banner_big_alpha > 0
        if not (shouting and self.shout_band_rect is not None):  # a shout across the prompt's band hides it:
            self.draw_banner(surface, lay)  # the fading ribbon over the prompt read as jumbled words
        self.draw_panel(surface, lay)
        if shouting:
            self.draw_shout(surface, lay)
        self.draw_callouts(surface, lay)  # a speech bubble is never under the shout
        self.drawer.draw(surface, lay)

    SHOUT_LIFE = 3.0  # seconds the shout shows (banner_big_alpha runs down from 1 over them)

    def shout_age(self) -> float:
        """How many seconds the shout has shown (banner_big_alpha runs down from 1 over SHOUT_LIFE)."""
        return (1.0 - min(1.0, self.banner_big_alpha)) * self.SHOUT_LIFE

    def show(self) -> float:
        """How far the shout's show (the staged cloth, the rays) is on, 0-1: 0 with no shout."""
        if not self.banner_big or self.banner_big_alpha <= 0:
            return 0.0
        return moment_banner.show(self.shout_age(), self.SHOUT_LIFE)

    def draw_shout(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The big line ("ANN CALLED CABO!") on CABO's ribbon (ui/moment_banner: opaque, arriving
        with impact) in free felt by the piles, or across the bar's band below the player's plate,
        where the prompt was (`draw` hides the prompt while the shout holds its band):
        never over a player's cards (the piles do not change while it shows)."""
        t = self.table
        shown = tuple(tuple(b.rect) for b in t.controls.buttons) if t.human_to_act() and not t.animating else None
        key = (self.banner_big, self.shout_anchor, self.shout_seat, t.model.held is None, t.viewer, shown)  # what shout_text reads
        if t.app.pauses and self.shout_waits < self.AHEAD_FRAMES and self.placed(lay, key) is None:
            # a new shout's place and ribbon (2-5 ms) are worked out in the pause after this frame
            self.shout_waits += 1
            self.shout_rect = self.shout_band_rect = None
            assets.prebuild.want(("cabo shout", key, id(lay)), lambda: self.ready_shout(lay, key), first=True)
            return
        spot, band, start = self.shout_place(lay, key)
        if spot is None:
            return
        age = self.shout_age()
        moment_banner.draw(surface, self.banner_big or "", "cabo", spot, age, self.SHOUT_LIFE, start, dimmed=False,
                           within=lay.play)  # the ground staged under the cards (view.draw), the rays on the felt

    AHEAD_FRAMES = 3  # frames a new shout waits at most for its place worked out in a pause

    def placed(self, lay: TableLayout, key: tuple) -> tuple | None:
        """The shout's place for `lay` and `key` as `shout_place` kept it (place, band, entrance,
        its rect), None when not worked out yet."""
        return next((found for kept_lay, kept_key, found in self._shout_kept
                     if kept_key == key and (kept_lay is lay or kept_lay == lay)), None)

    def ready_shout(self, lay: TableLayout, key: tuple) -> None:
        """The shout's place, its ribbon and its rays made ready (in the spare time between frames)."""
        spot = self.shout_place(lay, key)[0]
        if spot is not None and self.banner_big:
            moment_banner.banner(self.banner_big, "cabo", spot.size)
            moment_banner.rays(spot.size)

    def shout_place(self, lay: TableLayout, key: tuple) -> tuple:
        """(the ribbon's rect, the bar's band or None, its entrance) for `lay` and `key`, placed once
        per what they are: layouts and keys compared by value (at the fastest speed the hand sizes
        change the layout object most frames, coming back to a few; a few places are kept)."""
        found = self.placed(lay, key)
        if found is not None:
            self.shout_rect, self.shout_band_rect = found[3], found[1]
            return found[:3]
        self.shout_text(lay)
        spot, band = self.shout_rect, self.shout_band_rect
        start = None
        if spot is not None:
            if band is not None:  # the ribbon as long as its words need, centred in the band
                w, h = moment_banner.fitted(self.banner_big or "", max(30, lay.play.h // 12), band.w)
                spot = pygame.Rect(0, 0, w, min(h, band.h))
                spot.center = band.center
            start = moment_banner.entrance_room(spot, obstacles(lay)[0], lay.play)
        self._shout_kept = [(lay, key, (spot, band, start, self.shout_rect))] + self._shout_kept[:7]
        return spot, band, start

    def shout_text(self, lay: TableLayout) -> tuple[pygame.Surface, pygame.Rect]:
        """The shout's text and where it goes (`shout_band_rect`: the bar's band it takes, None in free
        felt): in free felt nearest the piles when the whole line fits there clear of cards and
        plates (free_felt.place), else across the band from the lowest plate or shown button to the
        rail, full width, as large as the band holds."""
        size = max(30, lay.play.h // 12)
        text = self.banner_big or ""
        big = assets.fit_text(text, size, lay.play.w - 96, GOLD, True, display=True)
        hard, soft = obstacles(lay)
        piles = lay.deck.union(lay.discard)
        captions = pygame.Rect(piles.x - 8, piles.bottom, piles.w + 16, max(20, piles.h // 6))  # "Deck 33"
        spot = beside = self.anchored(lay, size)
        if spot is None:
            spot = place(moment_banner.fitted(text, size, lay.play.w - 96), lay.play.inflate(-8, -8), piles.center,
                         hard, soft + (captions,), least=0.88)
        band = self.shout_band(lay, hard, soft)
        if beside is not None or spot.collidelist(list(hard + soft) + [captions]) < 0 or band.h < 30:
            if spot.h < big.get_height() + 16:
                big = assets.fit_text(text, max(14, size * (spot.h - 16) // big.get_height()), spot.w - 40, GOLD,
                                      True, display=True)
            self.shout_rect, self.shout_band_rect = spot, None  # (shout_rect: for the motion layer's effects)
            return big.copy(), big.get_rect(center=spot.center)
        big = assets.fit_text(text, size, band.w - px(48), GOLD, True, display=True)
        if big.get_height() > band.h - px(4):
            big = assets.fit_text(text, max(px(14), size * (band.h - px(4)) // big.get_height()), band.w - px(48), GOLD,
                                  True, display=True)
        self.shout_rect = self.shout_band_rect = band
        return big.copy(), big.get_rect(center=band.center)

    def anchored(self, lay: TableLayout, size: int) -> pygame.Rect | None:
        """The shout beside its anchor pile's card (a snap: the snapped card on the discard pile),
        the card's face and corner whole (s52 round 8 review: "the SNAP! ribbon is wider than the
        card and covers its face; commercial games keep the key card visible"; before that, on the
        felt by the snapper it "floated, attached to nothing"): just under the pile and its badge,
        across the piles' mat's lower edge; where that would touch a card, a plate or your cards'
        memory tags, on the pile's outer side across the mat's side edge; as a last resort across
        the card's lower half (its index in sight). As wide as its words at `size` (up to 1.7 of the
        card's width, a size smaller where they need, never narrower than its words at the
        smallest size); None with no anchor."""
        pile = getattr(lay, self.shout_anchor, None) if self.shout_anchor else None
        if pile is None:
            return None
        words = self.banner_big or ""
        least = moment_banner.fitted(words, px(20), 10 ** 4)[0]  # its words whole at the smallest size
        wide, most = max(least, pile.w * 17 // 10), min(size, max(px(24), pile.h // 4))
        others = self._beside_obstacles(lay, pile)
        felt = (lay.felt or lay.play).inflate(-px(6), -px(6))
        # under the pile's foot and kaboo's marks badge there (view._marks), a size smaller where it needs
        foot = pile.bottom + pile_room.stack_depth(pile.h) + px(1) + pile_room.badge_height(pile.h, lay.size[1])
        sizes = [most]
        while sizes[-1] > px(20):
            sizes.append(max(px(20), sizes[-1] * 9 // 10))
        for step in sizes:  # (centred under the pile, else flush with a side of it, else half under it)
            spot = pygame.Rect((0, 0), moment_banner.fitted(words, step, wide))
            for x in (pile.centerx, pile.left + spot.w // 2, pile.right - spot.w // 2, pile.left, pile.right):
                spot.midtop = (x, foot + px(2))
                if felt.contains(spot) and spot.inflate(px(6), px(4)).collidelist(others) < 0:
                    return spot
        w, h = spot.size = moment_banner.fitted(words, most, wide)
        side = pile_mat.kept(lay)
        outer = pile.right if side is None or pile.centerx >= side[0].centerx else pile.left
        spot.center = (outer + (px(8) + w // 2) * (1 if outer == pile.right else -1), pile.centery)
        if felt.contains(spot) and spot.inflate(px(6), px(6)).collidelist(others) < 0:
            return spot
        for wide in range(17, 9, -1):  # (a crowded window: across the card's lower half, clear of the others)
            spot = pygame.Rect((0, 0), moment_banner.fitted(words, most, max(least, pile.w * wide // 10)))
            spot.center = (pile.centerx, pile.top + pile.h * 5 // 8)
            if spot.collidelist(others) < 0:
                break
        return spot

    def _beside_obstacles(self, lay: TableLayout, pile: pygame.Rect) -> list:
        """What the shout beside a pile keeps off: the other piles, every seat's cards and plate, and
        the tags over your cards you know (worked out when the shout is placed, not per frame)."""
        t = self.table
        held = [lay.drawn] if t.model.held is not None or t.model.held_seat is not None else []
        others = [r for r in [lay.deck, lay.discard] + held if r != pile]
        for seat, sl in lay.seats.items():
            others += list(sl.slots) + [sl.name]
        viewer = lay.seats.get(t.viewer) if t.viewer is not None else None
        if viewer is not None and t.memory_aid and t.viewer < len(t.model.hands):
            for rect, s in zip(viewer.slots, t.model.hands[t.viewer]):
                if s.card is not None and s.shown_card() is None:
                    tag = art.memory_mark(card_label(s.card), max(px(11), viewer.card_size[1] * 2 // 11),
                                          art.suit_ink(s.card))
                    others.append(pile_mat.below(lay, tag.get_rect(midbottom=(rect.centerx, rect.top - px(3)))))
        return others

    def shout_band(self, lay: TableLayout, hard, soft) -> pygame.Rect:
        """The bar's band: the banner's width, from below the lowest card, plate or shown button
        down to the banner's foot."""
        bar = (lay.banner, lay.buttons)
        above = [r for r in tuple(hard) + tuple(soft) if r not in bar and r.bottom <= lay.banner.bottom]
        t = self.table
        if t.human_to_act() and not t.animating:  # the buttons are shown (as view.py draws them)
            above += [b.rect for b in t.controls.buttons]
        top = max([r.bottom for r in above] + [lay.play.top]) + px(10)  # the ribbon clear of the cards above it
        top = min(top, lay.banner.top)
        return pygame.Rect(lay.banner.x, top, lay.banner.w, lay.banner.bottom - top)

    def prompt(self) -> str:
        """The banner: whose turn it is and what the human can do now."""
        t = self.table
        if t.director.peek_holding is not None:
            shown = [card_label(c) for c in t.director.peek_holding if c is not None]
            owner = t.director.peek_owner
            if owner is not None and owner != t.human:
                return _("Remember {name}'s card: {cards}. Click, Enter or Space when you are ready.").format(
                    name=t.name(owner), cards=and_list(shown))
            return n_("Remember your card: {cards}. Click, Enter or Space when you are ready.",
                      "Remember your cards: {cards}. Click, Enter or Space when you are ready.",
                      len(shown)).format(cards=and_list(shown))
        view = t.view
        if view.over:
            return _("The game is over.")
        if t.overlay_open:
            return _("Round {n} is over: click or press Space for the next round.").format(n=t.model.round_no)
        seat = view.to_act
        phase = view.phase
        if self.shout_line and self.banner_big_alpha > 0 and not t.human_to_act():  # the moment first
            return self.shout_line + (" " + _("{name} is thinking…").format(name=t.name(seat))
                                      if t.think_seat == seat and phase != Phase.SNAP else "")
        if t.animating and (not t.human_to_act() or t.model.current != t.human
                            or phase == Phase.DRAWN and t.model.held is None):
            # while moves are shown, say whose turn is shown (never "Your turn" while another's move
            # still plays out, nor "You drew ?" mid-draw)
            last = t.model.caller is not None and t.model.current != t.model.caller
            if phase == Phase.INITIAL_PEEK:  # the deal: nobody's turn yet
                return _("The cards are dealt · Space or a click skips the animation")
            if t.model.current == t.human:
                text = (_("Your last turn · Space or a click skips the animation") if last else
                        _("Your turn · Space or a click skips the animation"))
            else:
                text = (_("{name}'s last turn · Space or a click skips the animation") if last else
                        _("{name}'s turn · Space or a click skips the animation"))
            return text.format(name=t.name(t.model.current))
        if not t.human_to_act():
            last = t.model.caller is not None and phase != Phase.SNAP
            if phase == Phase.SNAP:
                text = _("{name} may snap…")
            elif phase == Phase.INITIAL_PEEK:
                text = _("{name} looks at their first cards…")
            else:
                text = _("{name} is thinking (their last turn)…") if last else _("{name} is thinking…")
            text = text.format(name=t.name(seat))
            if t.human is not None:
                text += " " + _("Wait for your turn; Esc opens the menu.")
            return text
        if phase == Phase.INITIAL_PEEK:
            k = t.variant.deal.peek_count
            return n_("Your peek: click {k} of your cards to look at it ({chosen}/{k} chosen; keys 1-{size}).",
                      "Your peek: click {k} of your cards to look at them ({chosen}/{k} chosen; keys 1-{size}).",
                      k).format(k=k, chosen=len(t.controls.selection), size=len(t.model.hands[seat]))
        if phase == Phase.TURN:
            if t.controls.cabo_armed:  # asked once C was pressed: the question stays until answered
                return _("Call CABO? Everyone else gets one more turn. Press C again (or click Confirm CABO).")
            if t.model.caller is not None:
                return _("Your last turn ({caller} called CABO): draw from the deck (D) or take the discard (T)."
                         ).format(caller=t.name(t.model.caller))
            if t.controls.is_legal(A.CALL_CABO):
                return _("Your turn: draw from the deck (D), take the discard (T) or call CABO (C).")
            return _("Your turn: draw from the deck (D), take the discard (T) or call CABO (C) (CABO already called).")
        if phase == Phase.DRAWN:
            held = card_label(t.model.held) if t.model.held else "?"
            if view.drawn_from == "discard":
                return _("You hold {card} from the discard pile: click the card(s) to exchange, then Exchange (X)."
                         ).format(card=held)
            if t.controls.mode == "ability":
                kind = t.controls.ability_kind(t.controls.legal())
                if kind is A.Peek:
                    what = _("Peek: click one of your face-down cards to look at it.")
                elif kind is A.Spy:
                    what = _("Spy: click an opponent's face-down card to look at it.")
                elif kind is A.LookAndSwap:
                    what = _("Look: click an opponent's card to look at it, then decide to swap.")
                elif kind is A.Swap:
                    what = (_("Swap: click the first card.") if t.controls.swap_first is None else
                            _("Swap: click the second card (another player's)."))
                else:
                    what = _("Use the ability.")
                return what + " " + _("Esc cancels.")
            if t.controls.ability_kind(t.controls.legal()) is not None:
                return _("You drew {card}: discard it (D), use its ability (A), or pick card(s) to exchange (X)."
                         ).format(card=held)
            return _("You drew {card}: discard it (D), or click the card(s) to exchange and press X.").format(card=held)
        if phase == Phase.DECIDE_SWAP:
            return _("Click one of your cards to swap it with the card you looked at, or Keep both (K).")
        if phase == Phase.PLACE_DRAWN:
            return _("No match: put the drawn card at the left (L) or right (R) end of your line.")
        if phase == Phase.PLACE_PENALTY:
            return _("Penalty card: put it at the left (L) or right (R) end of your line.")
        if phase == Phase.SNAP:
            top = card_label(t.model.discard[-1]) if t.model.discard else "?"
            left = t.snap_seconds_left()
            return _("Snap? Click any card matching {card}, or S for one you know, or Pass (P) · passing in {n} s").format(
                card=top, n=math.ceil(left if left is not None else t.snap_wait))
        if phase == Phase.SNAP_GIVE:
            return _("You snapped an opponent's card: click one of your cards to give them.")
        return ""

    def draw_banner(self, surface, lay: TableLayout) -> None:
        """The prompt, a notice or a hint as a caption plate at the felt's foot (ui/table_banner.py)."""
        t = self.table
        text = t.notice if t.notice_time > 0 and t.notice else t.prompt()
        colour = NOTICE if t.notice_time > 0 and t.notice else WHITE
        if t.controls.hint_text and t.controls.hint_key == len(t.actions_taken) and t.human_to_act() \
                and not (t.notice_time > 0 and t.notice):
            text, colour = _("Hint: {hint}").format(hint=t.controls.hint_text), HINT_BLUE
        ink, rim = table_banner.ink_and_rim(colour)
        self.prompt_plate.draw(surface, text, ink, lay.banner, t.time, rim)
        self.draw_save_status(surface, lay)

    def draw_save_status(self, surface, lay: TableLayout) -> None:
        """While the game cannot be saved, a status strip says so above the banner's left end, left of your hand."""
        saver = self.table.saver
        problem = getattr(saver, "problem", None)
        if not problem:
            return
        # TRANSLATORS: {problem} says why the game cannot be saved (from the save module)
        # at the banner's left end, left of your hand (at its right end it lay over the docked buttons)
        mine = lay.seats.get(self.table.viewer)
        room = lay.banner.w // 2
        if mine is not None and mine.slots:
            room = max(px(200), min(room, min(r.left for r in mine.slots) - lay.banner.left - px(26)))
        img = assets.fit_text(_("Not being saved: {problem}").format(problem=problem), px(14), room, (255, 220, 210), True)
        strip = img.get_rect(bottomleft=(lay.banner.left + px(6), lay.banner.top - px(4))).inflate(px(14), px(6))
        pygame.draw.rect(surface, (130, 30, 30), strip, border_radius=px(7))
        surface.blit(img, img.get_rect(center=strip.center))

    def draw_panel(self, surface, lay: TableLayout) -> None:
        """The side rail (ui/table_rail: its tabs for the scores and history, the help, the menu),
        composed once per size and drawer state and laid in the frame's ground (view.py's draw);
        the drawer knows where its tabs are."""
        tabs = {name: rect.move(lay.panel.topleft) for name, rect in table_rail.tab_rects(lay.panel.size).items()}
        self.drawer.tabs, self.drawer.tab = tabs, tabs["history"]

    def head_key(self) -> tuple:
        """What the drawer's head and score pad show (it is composed again when this changes)."""
        t = self.table
        return (tuple(t.model.totals), t.model.current, t.model.round_no, tuple(t.name(seat) for seat in range(t.n)))

    @staticmethod
    def title_lines(title: str, size: int, width: int) -> list[str]:
        """The variant's title on one line, or on two ("Name" / "(details)") when one line would
        shrink it by more than a few pixels (long French and Ukrainian titles)."""
        name, paren, details = title.partition(" (")
        if not paren or assets.font(size, True).size(title)[0] <= width * 1.15:
            return [title]
        return [name, "(" + details]

    def render_head(self, surface, p: pygame.Rect) -> int:
        """The drawer's head plate (the variant and the round) and the score pad with each seat's
        medallion, at the top of `p`; returns the y under them."""
        t = self.table
        big = max(px(15), min(px(22), p.h // 40))
        lines = [assets.fit_text(part, big - px(2 * k), p.w - px(28), GOLD, k == 0)  # the details: lighter
                 for k, part in enumerate(self.title_lines(data_text(t.variant.title), big, p.w - px(28)))]
        lines.append(assets.text(_("Round {n}").format(n=t.model.round_no), big - px(1), DIM))
        return draw_scores(surface, p, draw_head(surface, p, lines) + px(8), t.n, t.name, t.model.totals,
                           t.model.current, big, self.face)


def bubble_place(lay: TableLayout, seat_layout, size: tuple[int, int],
                 plate: pygame.Rect | None = None) -> tuple[pygame.Rect, list]:
    """Where a speech bubble of `size` goes for a seat, and its tail's points: the free felt nearest
    the spot over its name plate (free_felt.place), covering no card, pile or name plate (in a
    window too small for that, no card; last, the spot covering least), kept 4 px inside the table."""
    area = lay.play.inflate(-px(8), -px(8))  # 4 px inside the table
    plate = seat_layout.name if plate is None else plate  # the name plate as drawn (default: its slot)
    hard, soft = obstacles(lay)
    prefer = (plate.centerx, plate.top - px(10) - size[1] // 2)  # over its name plate when there is room
    rect = place(size, area, prefer, hard, soft + (plate,), least=1.0)
    if rect.bottom <= plate.top:
        where = "above"
    elif rect.top >= plate.bottom:
        where = "below"
    else:
        where = "right" if rect.left >= plate.centerx else "left"
    return rect, _tail(rect, plate, where)


def _tail(rect: pygame.Rect, plate: pygame.Rect, where: str) -> list:
    """The bubble's tail: a small triangle from its edge toward the plate."""
    half = px(7)
    if where in ("above", "below"):
        tip_x = max(rect.left + px(14), min(rect.right - px(14), plate.centerx))
        edge, step = (rect.bottom, px(9)) if where == "above" else (rect.top, -px(9))
        return [(tip_x - half, edge), (tip_x + half, edge), (tip_x, edge + step)]
    tip_y = max(rect.top + px(8), min(rect.bottom - px(8), plate.centery))
    edge, step = (rect.left, -px(9)) if where == "right" else (rect.right, px(9))
    return [(edge, tip_y - half), (edge, tip_y + half), (edge + step, tip_y)]
