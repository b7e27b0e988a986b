"""Drawing CABO's table (changes nothing): the felt, the deck, discard pile and held card, each
seat's name plate and cards (lifted, flipping, marked), the flying cards and the buttons; the
banner and side panel come from the HUD."""

from __future__ import annotations

import pygame

from ....i18n import _, current_language, n_, p_
from ....ui import assets, felt_mark, moment_stage, table_banner, table_kit, table_rail
from ....ui.card_art import faces
from ....ui.portraits import portrait
from ....ui.hidpi import mouse_pos
from ....ui.theme import GOLD, WHITE, px
from . import art, ends, pile_mat, plates
from . import gesture as gesture_
from ..card_names import card_label
from .layout import LIFT, TableLayout, badge_height, label_height, label_size as pile_label_size, stack_depth

TARGET = (110, 200, 255)  # the ring around a card an ability may target
PLATE_MARGIN = 10  # px kept between a name plate (with its portrait) and the side panel or the edges
KEPT_LAYOUTS = 24  # layouts whose plates are kept (a 4-seat game at the fastest speed comes back to ~20)
BADGE_CLEAR = 14  # px kept between a pile's badge ("You hold") and a name plate or its portrait


class TableView:
    """Draws a table scene (`table`) from its model; nothing here changes the game."""

    def __init__(self, table):
        self.table = table
        self._rooms: list = []  # [(a layout, its plates' x ranges and places)]: worked out once per layout, a few kept

    @property
    def standard(self) -> bool:
        """A standard deck (kaboo): its own classic back, and its piles' marks on badges."""
        return getattr(getattr(getattr(self.table, "variant", None), "deck", None), "kind", "") == "standard"

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The back of this table's deck at `size`."""
        return art.card_back(size, self.standard)

    def face(self, card, size: tuple[int, int], pile: bool = False) -> pygame.Surface:
        """A card's face at `size`; on a pile or in flight a standard card without its kaboo marks."""
        return art.card_face(card, size, marks=False) if pile and self.standard else art.card_face(card, size)

    def lifted(self, seat: int, index: int, rect: pygame.Rect, lay: TableLayout) -> pygame.Rect:
        t = self.table
        s = t.model.slot(seat, index)
        lift = s.lift if s else 0.0
        if seat == t.human and index in t.controls.selection and t.human_to_act():
            lift = max(lift, 0.35)
        elif t.controls.hover == ("card", seat, index) and ("card", seat, index) in t.controls.targets():
            lift = max(lift, 0.12)  # a card that may be clicked rises a little under the mouse
        dx, dy = lay.seats[seat].lift
        amount = lift * rect.h * LIFT
        if amount > 0:
            label = label_height(lay.pile_size[1], lay.size[1])
            piles = [pile.inflate(0, 2 * label) for pile in (lay.deck, lay.discard, lay.drawn)]
            piles += [pile_mat.opened(lay).inflate(0, px(12))] if pile_mat.kept(lay) else []  # (off its edge)
            amount = self._free_lift(rect, list(lay.seats[seat].slots) + piles, dx, dy, amount)
            if dy < 0 and index in gesture_.members(t, seat):  # a set's cards leave its "×n" badge room above them
                amount = min(amount, max(0, rect.top - plates.set_ceiling(lay, rect)))
        ox, oy = s.offset if s else (0.0, 0.0)
        return rect.move(int(dx * amount + ox), int(dy * amount + oy))

    @staticmethod
    def _free_lift(rect: pygame.Rect, slots, dx: int, dy: int, amount: float) -> float:
        """Shorten a lift so the card stops short of the row in front of it (kaboo squares, two rows)."""
        moved = rect.move(int(dx * amount), int(dy * amount))
        for other in slots:
            if other == rect or not moved.colliderect(other) or rect.colliderect(other):
                continue
            gap = (rect.top - other.bottom if dy < 0 else other.top - rect.bottom if dy > 0
                   else rect.left - other.right if dx < 0 else other.left - rect.right)
            amount = min(amount, max(0, gap - 2))
        return amount

    @staticmethod
    def shadow(surface, rect, height: float) -> None:
        """A card's soft shadow: close and dark on the table; larger, softer, fainter and further
        away as the card is lifted or flies (`height` 0 to 1, in four steps: a few cached shadows)."""
        w, h = int(rect.w), int(rect.h)
        if w < 8 or h < 8:
            return
        step = 0 if height < 0.05 else min(4, 1 + int(height * 4))  # 0 lying down, 1-4 higher and higher
        blur = max(3, w // 14) if step == 0 else max(5, w * (5 + 2 * step) // 56)
        alpha = 95 if step == 0 else 78 - 9 * step
        grow = w * step // 40  # the shadow of a card nearer the light is larger than the card
        offset = (2 + int(height * w * 0.12), 3 + int(height * w * 0.2))
        image = assets.drop_shadow((w + 2 * grow, h + 2 * grow), blur, alpha)
        surface.blit(image, (int(rect.x) - blur - grow + offset[0], int(rect.y) - blur - grow + offset[1]))

    @staticmethod
    def resting(card, size: tuple[int, int], standard: bool = False) -> tuple[pygame.Surface, tuple[int, int]]:
        """A card lying on the table with its shadow, drawn into one surface once (one blit a
        frame instead of two), and where its top-left corner sits inside that surface (`standard`:
        a face-down card shows the standard deck's back)."""
        w, h = size
        blur = max(3, w // 14)
        key = ("rest", card, size, assets.THEME["back"], assets.THEME["colour_blind"], current_language(), standard)
        combined = assets.surfaces.get(key)  # a surface (the cache counts its pixels against its budget)
        if combined is None:
            image = art.card_face(card, size) if card is not None else art.card_back(size, standard)
            shadow = assets.drop_shadow(size, blur, 95)
            combined = pygame.Surface((w + 2 * blur + 3, h + 2 * blur + 4), pygame.SRCALPHA)
            combined.blit(shadow, (2, 3))
            combined.blit(image, (blur, blur))
            if faces.is_stand_in(image):  # a face scaled for a frame (card_art.FaceBook.stand_in): not kept
                return combined, (blur, blur)
            assets.surfaces[key] = combined = assets.fast(combined)
        return combined, (blur, blur)

    @staticmethod
    def squashed(rect: pygame.Rect | pygame.FRect, squash: float) -> pygame.Rect:
        """Where a card turning over (`squash` its width's share, 1 flat on the table) is drawn:
        narrowed about its centre line, its full height."""
        if squash >= 0.999:
            return pygame.Rect(int(rect.x), int(rect.y), int(rect.w), int(rect.h))
        w = max(1, int(rect.w * squash))
        return pygame.Rect(int(rect.centerx - w / 2), int(rect.y), w, max(1, int(rect.h)))

    def drawn_rect(self, seat: int, index: int) -> pygame.Rect | None:
        """Where a seat's card is drawn now (lifted, moved, narrowed mid-flip), or None if it is not
        drawn (no such card, or in flight)."""
        s = self.table.model.slot(seat, index)
        lay = self.table.layout()
        if s is None or s.hidden or index >= len(lay.seats[seat].slots):
            return None
        return self.squashed(self.lifted(seat, index, lay.seats[seat].slots[index], lay), s.squash)

    def _blit_card(self, surface, image, rect: pygame.Rect | pygame.FRect, squash: float = 1.0,
                   smooth: bool = True, height: float = 0.0) -> None:
        if squash > 0.2:
            self.shadow(surface, self.squashed(rect, squash) if squash < 0.999 else rect, height)
        if squash < 0.999:
            narrow = self.squashed(rect, squash)
            surface.blit(pygame.transform.scale(image, narrow.size), narrow.topleft)
        else:
            if image.get_size() != (int(rect.w), int(rect.h)):
                scale = pygame.transform.smoothscale if smooth else pygame.transform.scale
                image = scale(image, (max(1, int(rect.w)), max(1, int(rect.h))))
            surface.blit(image, (int(rect.x), int(rect.y)))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        lay = t.layout()
        mark = "KABOO" if t.variant.name == "kaboo" else "CABO"
        felt = felt_mark.printed(lay, mark)
        # the felt and the rail in one opaque picture, one blit (ui/table_rail.ground); staged while a shout shows
        moment_stage.blit_ground(surface, table_rail.ground(surface.get_size(), felt, lay.play.topleft, lay.panel,
                                                            t.hud.drawer.open, t.model.round_no, mark),
                                 t.hud.show(), moment_stage.own_places(lay))
        table_rail.draw_round(surface, lay.panel, t.model.round_no)  # the badge's number, over the ground
        pile_mat.draw(surface, lay)  # the piles' printed mat and captions (a kept picture, snug round the pair)
        if t.model.holding and t.model.held_seat is not None:
            pile_mat.draw_held(surface, lay)  # the held card's inlay beside the mat (kept picture)
        self._draw_piles(surface, lay)
        for seat in range(t.n):
            self._draw_seat(surface, lay, seat)
        ends.draw(surface, t, lay, t.controls.mouse)  # where a card to place may go: a ghost at each end of your line
        for flyer in t.flyers:
            # drawn at its start size (cached) and scaled on the way: a flight never adds
            # surfaces of in-between sizes to the caches
            size = (max(1, int(flyer.size[0])), max(1, int(flyer.size[1])))
            image = self.face(flyer.card, size, True) if flyer.face_up and flyer.card is not None else self.back(size)
            rect = pygame.FRect(flyer.rect).scale_by(1.06)  # a card in the hand is a little nearer the eye
            if flyer.scale != (1.0, 1.0):  # landing with impact: wider and flatter about its foot
                self.shadow(surface, rect, flyer.height)
                landed = pygame.Rect(0, 0, int(rect.w * flyer.scale[0]), int(rect.h * flyer.scale[1]))
                landed.midbottom = (int(rect.centerx), int(rect.bottom))
                surface.blit(pygame.transform.scale(image, landed.size), landed)
            elif abs(flyer.tilt) > 0.5 and flyer.squash > 0.999:  # tilted in flight
                self.shadow(surface, rect, flyer.height)
                turned = pygame.transform.rotate(pygame.transform.scale(image, (int(rect.w), int(rect.h))), flyer.tilt)
                surface.blit(turned, turned.get_rect(center=(int(rect.centerx), int(rect.centery))))
            else:
                self._blit_card(surface, image, rect, flyer.squash, smooth=False, height=flyer.height)
        for b in t.controls.buttons if t.human_to_act() and not t.animating else ():
            table_banner.draw_button(b, surface, hover=t.controls.hover is None and b.rect.collidepoint(mouse_pos()))
        t.hud.draw(surface, lay)

    def _draw_piles(self, surface, lay: TableLayout) -> None:
        """The deck as a stack as thick as its count with the count on a badge across its foot, the
        discard pile (its own thickness under the top card) and the held card with its holder's badge."""
        t = self.table
        m = t.model
        size = lay.pile_size
        full = max(1, len(getattr(t.variant, "faces", ())) or 52)
        if m.deck_size > 0:
            surface.blit(*self._stack(size, m.deck_size, full, lay.deck))
            surface.blit(self.back(size), lay.deck)
        else:
            pygame.draw.rect(surface, (20, 70, 40), lay.deck, px(2), border_radius=px(8))
        self._badge(surface, str(m.deck_size), lay.deck, lay, "deck")
        visible = m.discard[: len(m.discard) - m.discard_hidden] if m.discard_hidden else m.discard
        if visible:
            surface.blit(*self._stack(size, len(visible), full, lay.discard))
            surface.blit(self.face(visible[-1], size, True), lay.discard)
        else:
            pygame.draw.rect(surface, (20, 70, 40), lay.discard, px(2), border_radius=px(8))
        self._badge(surface, None, lay.discard, lay, "discard")
        if visible and self.standard:
            self._marks(surface, visible[-1], lay.discard, lay)
        if m.holding and m.held_seat is not None:
            image = self.face(m.held, size, True) if m.held is not None else self.back(size)
            self.shadow(surface, lay.drawn, 0.6)
            surface.blit(image, lay.drawn)
            # TRANSLATORS: under the card a player has drawn and holds
            who = _("You hold") if m.held_seat == t.human else _("{name} holds").format(name=t.name(m.held_seat))
            self._badge(surface, who, lay.drawn, lay, None)
            if m.held is not None and self.standard:
                self._marks(surface, m.held, lay.drawn, lay, above=True)

    @staticmethod
    def _marks(surface, card, rect: pygame.Rect, lay: TableLayout, above: bool = False) -> None:
        """Kaboo's marks of a pile's top card (its ability and value) on a badge off its face:
        across the pile's foot, or (`above`, the held card, whose foot holds its holder's badge)
        over its head."""
        image = art.pile_marks(card, badge_height(lay.pile_size[1], lay.size[1]))
        if image.get_width() > rect.w * 1.2:  # a small pile: the value on a chip in its ability's colour
            image = art.pile_marks(card, badge_height(lay.pile_size[1], lay.size[1]), word=False)
        at = image.get_rect(midtop=(rect.centerx, rect.bottom + stack_depth(lay.pile_size[1]) + px(1)))
        if above:  # (wholly off the face: "SWAP 11" lay over the jack's index)
            at.midbottom = (rect.centerx, rect.top - px(2))
        surface.blit(image, at)

    @staticmethod
    def _stack(size: tuple[int, int], count: int, full: int, rect: pygame.Rect) -> tuple[pygame.Surface, tuple]:
        """The edges of the cards under a pile's top card and their shadow, as deep as `count` of
        `full` cards make it (at least one edge for two cards), composed once per size and depth."""
        most = stack_depth(size[1])
        depth = 0 if count < 2 else max(px(1), round(most * min(1.0, count / full)))
        key = ("pile stack", size, depth)
        image = assets.surfaces.get(key)
        w, h = size
        blur = max(3, w // 14)
        if image is None:
            image = pygame.Surface((w + 2 * blur + 3, h + depth + 2 * blur + 4), pygame.SRCALPHA)
            image.blit(assets.drop_shadow((w, h + depth), blur, 95), (2, 3))
            radius = max(4, w // 10)
            for d in range(depth, 0, -max(1, px(2))):  # the paper edges, the lowest first
                edge = pygame.Rect(blur, blur + d, w, h)
                pygame.draw.rect(image, (226, 220, 204), edge, border_radius=radius)
                pygame.draw.rect(image, (128, 118, 100), edge, 1, border_radius=radius)
            assets.surfaces[key] = image = assets.fast(image)
        return image, (rect.x - blur, rect.y - blur)

    def _badge(self, surface, content: str | None, rect: pygame.Rect, lay: TableLayout, hover_key) -> None:
        """A pile's badge: a leather pill across its foot holding `content` (the deck's count, who
        holds the drawn card; None: none), gold with a gold ring round the pile when it may be clicked."""
        t = self.table
        hot = hover_key is not None and t.controls.hover == (hover_key,) and (hover_key,) in t.controls.targets()
        if hot:
            pygame.draw.rect(surface, GOLD, rect.inflate(px(6), px(6)), px(3), border_radius=px(9))
        if content is None:
            return
        size = pile_label_size(lay.pile_size[1], lay.size[1])
        label = assets.fit_line(content, size, rect.w + px(40), GOLD if hot else WHITE, True)
        pill = self.badge_rect(label.get_width(), rect, lay)
        surface.blit(table_kit.seat_plate(pill.size, hot), pill)
        surface.blit(label, label.get_rect(center=pill.center))

    def badge_rect(self, label_w: int, rect: pygame.Rect, lay: TableLayout) -> pygame.Rect:
        """Where a pile's badge with a label `label_w` px wide goes: across the pile's foot, or
        over the card's head when the foot would crowd a seat's name plate."""
        h = badge_height(lay.pile_size[1], lay.size[1])
        pill = pygame.Rect(0, 0, max(label_w + px(18), h), h)
        pill.center = (rect.centerx, rect.bottom + stack_depth(lay.pile_size[1]) - px(2))
        if rect == lay.drawn:  # the held card's: wholly under it ("You hold" lay over its foot's index)
            pill.midtop = (rect.centerx, rect.bottom + px(3))
        if self.touches_a_plate(pill, lay):  # crammed against a seat's plate at the foot: over the card's head
            pill.midbottom = (rect.centerx, rect.top - px(4))
        return pill

    def touches_a_plate(self, pill: pygame.Rect, lay: TableLayout) -> bool:
        """Whether a pile's badge comes within BADGE_CLEAR of a name plate or its portrait ("You
        hold" was crammed against the right seat's plate); worked out once per layout and place."""
        kept, key = self.kept(lay), ("badge", tuple(pill))
        if key not in kept:
            kept[key] = self._touches(pill, lay)
        return kept[key]

    def kept(self, lay: TableLayout) -> dict:
        """What is worked out for `lay`'s plates (a few layouts kept: at the fastest speed the hand
        sizes change the layout object most frames, coming back to a few)."""
        found = next((rooms for kept, rooms in self._rooms if kept is lay), None)
        if found is None:
            found = {}
            self._rooms = [(lay, found)] + self._rooms[:KEPT_LAYOUTS - 1]
        return found

    def _touches(self, pill: pygame.Rect, lay: TableLayout) -> bool:
        """`touches_a_plate` worked out."""
        for seat in lay.seats:
            _plate, back, _face, face_at = self.name_plate(lay, seat)
            if pill.colliderect(back.union(face_at).inflate(px(2 * BADGE_CLEAR), px(2 * BADGE_CLEAR) // 3)):
                return True
        return False

    def name_plate(self, lay: TableLayout, seat: int) -> tuple[pygame.Surface, pygame.Rect, pygame.Surface,
                                                                  pygame.Rect]:
        """A seat's name plate: its text, its back, its portrait and where that goes. An AI's plate
        is placed for its longest text ("Marta · thinking…"): the portrait never moves, and the
        plate grows away from it while the dots come and go."""
        t = self.table
        m = t.model
        if lay.seats[seat].panel:  # an opponent's seat plate: a panel beside or above its cards (plates.py)
            return plates.opponent_panel(t, lay, seat, self._plate_room(lay, seat), self.kept(lay))
        dots = 1 if t.think_seat == seat and not t.animating else 0
        key = ("plate", seat, t.name(seat), seat == t.human, dots, seat == m.current,
               m.totals[seat] if seat < len(m.totals) else 0, current_language(), seat == t.human and ends.placing(t))
        kept = self.kept(lay)  # (worked out once per what it says: it was asked for every seat every frame)
        if key not in kept:
            kept[key] = self._name_plate(lay, seat)
        return kept[key]

    def _name_plate(self, lay: TableLayout, seat: int) -> tuple:
        """`name_plate` worked out."""
        t = self.table
        m = t.model
        sl = lay.seats[seat]
        name = t.name(seat)
        if seat == t.human and name not in ("You", _("You")):
            # TRANSLATORS: the name plate of the player at the screen
            name = _("{name} (you)").format(name=name)
        total = m.totals[seat] if seat < len(m.totals) else 0

        def plate_text(shown: str) -> str:
            # TRANSLATORS: a name plate: the player's name and total score ("pts": points)
            return n_("{name}   {total} pt", "{name}   {total} pts", abs(total)).format(name=shown, total=total)
        def longest_text(shown: str) -> tuple[str, str]:
            # TRANSLATORS: a name plate while that AI player thinks (animated dots follow)
            thinking = _("{name} · thinking").format(name=shown)
            return thinking, plate_text(thinking + "…") if seat not in t.humans else plate_text(shown)
        thinking, longest = longest_text(name)
        left, right = self._plate_room(lay, seat)
        width = right - left - px(8) - sl.name.h - px(18)  # the text's room beside the portrait
        size = assets.fit_size(longest, max(px(12), sl.name.h - px(6)), width, True)
        if size < px(assets.LEAST_LEGIBLE):  # a legible plate with its name cut short, not a 9 px one
            size = px(assets.LEAST_LEGIBLE)
            rest = assets.text_width(longest, size, True) - assets.text_width(name, size, True)
            name = assets.cut_to_width(name, size, max(px(24), width - rest), True)
            thinking, longest = longest_text(name)
        if t.think_seat == seat and not t.animating:
            name = thinking + "…"  # (the status bar's ellipsis: animated dots read "thinking..")
        plate = assets.text(plate_text(name), size, GOLD if seat == m.current else WHITE, True)
        room = pygame.Rect(0, 0, assets.text_width(longest, size, True), plate.get_height()).inflate(px(14), px(4))
        room.center = sl.name.center
        face = portrait(t.level_of(seat), t.name(seat), room.h + px(10), t.game)
        face_at = face.get_rect(midright=(room.left - px(4), room.centery))
        back = plate.get_rect().inflate(px(14), px(4))
        back.midleft = room.midleft
        cards = sl.slots[0].unionall(list(sl.slots[1:])) if sl.slots else None
        if cards is not None and sl.name.right <= cards.left and cards.top < sl.name.centery < cards.bottom:
            # a plate beside its cards (your line, a kaboo square): the portrait against the cards,
            # the plate left of it, growing away from them while an AI's dots come and go
            face_at.midright = (cards.left - px(8), room.centery)
            room.midright = (face_at.left - px(4), room.centery)
            back.midright = room.midright
            face_at.midleft = (room.right + px(4), room.centery)
            if seat == t.viewer:  # your seat's plate: a stitched leather panel in the corner, as Kobito's and Cabanga!'s
                ghosts = list(ends.ends(t, lay))  # (your plate clear of the ghost at your line's left end)
                panel = plates.you_panel(t, lay, sl, plate, cards.unionall(ghosts) if ghosts else cards)
                if panel is not None:  # (a column's own words: panel[3])
                    return panel[3] or plate, panel[0], panel[1], panel[2]
        elif face_at.left < lay.play.left + px(2):  # no room on the left: on the right of the plate
            face_at.midleft = (room.right + px(4), room.centery)
            back.midright = room.midright
        # the plate and its portrait keep clear of the other seats' cards, the rail and the side panel
        group = room.union(face_at)
        shift = max(left - group.left, min(0, right - group.right))
        return plate, back.move(shift, 0), face, face_at.move(shift, 0)

    def _plate_room(self, lay: TableLayout, seat: int) -> tuple[int, int]:
        """The x range a seat's plate (with its portrait) may use: inside the rail, a margin from it
        and from the side panel, and clear of any other seat's cards level with the plate (once per
        layout: layouts are made once per window size and hand sizes)."""
        rooms = self.kept(lay)
        if seat not in rooms:
            rooms[seat] = plates.free_x(lay, seat, PLATE_MARGIN)
        return rooms[seat]

    def _draw_seat(self, surface, lay: TableLayout, seat: int) -> None:
        t = self.table
        m = t.model
        sl = lay.seats[seat]
        gesture = gesture_.of(self, lay, seat)
        if gesture is not None:  # the glow under a chosen set, the pile it goes to ringed while you choose
            gesture_.draw(self, surface, lay, gesture, ring=seat == t.human and t.director.gesture is None)
        plate, back, face, face_at = self.name_plate(lay, seat)
        turn = seat == m.current and not t.view.over
        if back.h > 2 * sl.name.h or sl.panel:  # a seat's panel (plates.you_panel, opponent_panel): the text beside the portrait
            plates.seat(surface, back, face_at, sl.panel, turn, t.time, self._plate_room(lay, seat)[0])  # lit on its turn
            at = plate.get_rect(midleft=(face_at.right + px(10), back.centery)) if sl.panel else \
                plate.get_rect(center=((face_at.right + back.right) // 2, back.centery)) if face_at.centerx != back.centerx \
                else plate.get_rect(midtop=(back.centerx, face_at.bottom + px(6)))  # your column: under your portrait
            for part, (dx, dy) in getattr(plate, "parts", ()) or ((plate, (0, 0)),):  # (plates.Lines: its two texts)
                surface.blit(part, (at.x + dx, at.y + dy))
        else:
            if turn:  # the slow pulse on the seat whose turn it is
                surface.blit(table_kit.turn_glow(back.size, t.time), back.move(-px(6), -px(6)))
            surface.blit(table_kit.seat_plate(back.size, turn), back)
            surface.blit(plate, plate.get_rect(center=back.center))
        surface.blit(face, face_at)
        if m.caller == seat:  # the caller's mark stays for the whole last lap: a red CABO! badge
            pygame.draw.rect(surface, (220, 60, 60), back, px(2), border_radius=px(8))
            badge = assets.text("CABO!", max(px(11), sl.name.h - px(8)), WHITE, True)
            tag = badge.get_rect().inflate(px(12), px(4))
            if face_at.centerx < back.centerx:  # the badge on the other side of the plate from the portrait
                tag.midleft = (back.right + px(6), back.centery)
            else:
                tag.midright = (back.left - px(6), back.centery)
            if not lay.play.inflate(-px(4), -px(4)).contains(tag):  # no room beside the plate: just above it
                tag.midbottom = (back.centerx, back.top - px(3))
                if tag.top < lay.play.top + 2:
                    tag.midtop = (back.centerx, back.bottom + px(3))
            pygame.draw.rect(surface, (200, 40, 40), tag, border_radius=px(8))
            pygame.draw.rect(surface, (255, 220, 220), tag, px(1), border_radius=px(8))
            surface.blit(badge, badge.get_rect(center=tag.center))
        hand = m.hands[seat] if seat < len(m.hands) else []
        for i in plates.drawing_order(hand, len(sl.slots), bool(sl.tilts)):
            rect, s = sl.slots[i], hand[i]
            if s.hidden:
                pygame.draw.rect(surface, (25, 85, 50), rect, px(2), border_radius=px(6))
                continue
            r = self.lifted(seat, i, rect, lay)
            shown = s.shown_card()
            raised = r.topleft != rect.topleft  # lifted, chosen or under the mouse: a higher shadow
            tilt = sl.tilts[i] if i < len(sl.tilts) and s.squash >= 0.999 and r.size == sl.card_size else 0.0
            if tilt:  # a fanned hand: each card keeps its turn, lifted or not (the fan stays one rigid shape)
                image = plates.tilted(self.resting, shown, sl.card_size, self.standard, tilt)
                surface.blit(image, image.get_rect(center=(r.centerx + px(1), r.centery + px(2))))
            elif not raised and s.squash >= 0.999 and r.size == sl.card_size:
                combined, (ox, oy) = (self.resting(shown, sl.card_size, True) if self.standard
                                      else self.resting(shown, sl.card_size))
                surface.blit(combined, (r.x - ox, r.y - oy))
            else:
                image = art.card_face(shown, sl.card_size) if shown is not None else self.back(sl.card_size)
                self._blit_card(surface, image, r, s.squash, height=min(1.0, 0.4 + s.lift / 2) if raised else 0.0)
            if shown is None and s.card is not None and t.memory_aid and s.squash > 0.99 and seat == t.viewer \
                    and t.human is not None:
                # wholly above the card's head, the peek shown by its tag (the card keeps its line); its
                # size with the card's (a review saw it small at 1920)
                tag = art.memory_mark(card_label(s.card), max(px(11), sl.card_size[1] * 2 // 11), art.suit_ink(s.card))
                at = tag.get_rect(midbottom=(r.centerx, r.top - px(3)))  # never across the piles' mat's edge
                surface.blit(tag, pile_mat.below(lay, at))
            if s.looked and s.squash > 0.99 and shown is not None:
                plates.looked(surface, r)  # your first look: in its place, a soft gold rim and a small eye
            if s.eye:
                eye = art.eye_marker(max(px(16), sl.card_size[0] // 2))
                surface.blit(eye, eye.get_rect(center=r.center))  # on the card, off its corner and the plates
            selected = seat == t.human and i in t.controls.selection and t.human_to_act()
            if t.controls.swap_first == (seat, i) and t.human_to_act():
                selected = True
            key = ("card", seat, i)
            if selected:  # (each ring turned with its card in a fan)
                plates.ring(surface, r, tilt, GOLD, px(6), px(3))
            elif t.controls.hover == key and key in t.controls.targets():
                # the card under the mouse that may be clicked: a bright double outline
                plates.ring(surface, r, tilt, (255, 255, 255), px(8), px(4))
                plates.ring(surface, r, tilt, (40, 170, 255), px(14), px(2))
            elif t.controls.mode == "ability" and key in t.controls.targets():
                # every card an ability may target (peek, spy, swap) is ringed until one is chosen
                plates.ring(surface, r, tilt, TARGET, px(8), px(3))
            if t.controls.cursor == (seat, i) and t.human_to_act():
                plates.ring(surface, r, tilt, (90, 200, 255), px(10), px(2))
        if gesture is not None:  # the set's count over its corner
            gesture_.draw(self, surface, lay, gesture, count=True)
