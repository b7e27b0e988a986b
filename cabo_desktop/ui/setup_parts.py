"""The New game screen's parts as drawn (issue 40, item 4; the pictures are setup_art's): the band
of the games' posters, the variants' tabs and the description's first sentence with its Rules
link, and the row of seat cards with the header's chips and the + / - seat cards. The static
pieces of each are composed once per state on the felt (setup_art.on_felt); a frame blits them
and sets the text on them."""

from __future__ import annotations

import pygame

from ..i18n import _, data_text
from . import assets
from .remote_words import PEOPLE, REMOTE
from .setup_art import (CREAM, HINT_INK, SeatCard, arrow, chip, draw_games, first_sentence, level_chip,
                        on_felt, rules_pill, seat_body, seat_coin, seat_ground, tab_ground)
from .key_caps import keyboard_mode
from .setup_plate import NAME_INK, name_plate, pen_room
from .shell_art import key_cap, tag_plate
from .theme import GOLD, INK, WHITE, px
from .widgets import draw_focus, soft_shadow, wrap_text



class SetupPictures:
    """The setup screen's drawing of its band (games, variants, the description's first sentence
    and the Rules link) and its seats (a mixin of SetupScene: it reads `rows`, `focus`, `hover`,
    `seat_kinds`, `seat_names`, `entries`, `game` and sets each row's rectangles for the clicks)."""

    def draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        """The games as posters at the left, the variants as ribbon tabs beside them, the chosen
        variant's first sentence under the tabs with the Rules link that shows all of it."""
        tile_w, gap = int(band.h * 0.8), px(14)
        n = len(self.game_names)
        # a wide window: posters and tabs centred together, the tabs up to 1040 px wide (780 left a
        # quarter of the window bare at 1920: s50 review round 3)
        used = n * (tile_w + gap) + px(14) + max(px(780), min(px(1040), band.w - n * (tile_w + gap) - px(14)))
        band = band.move(max(0, (band.w - used) // 2), 0) if used < band.w else band
        band.w = min(band.w, used)
        self.band_span = (band.x, band.right)  # the players' header shares its edges (one clean column)
        rects = [pygame.Rect(band.x + k * (tile_w + gap), band.y + px(4), tile_w, band.h - px(4))
                 for k in range(len(self.game_names))]
        game_row = self.rows[0] if self.rows and self.rows[0]["id"] == "game" else None
        tile_hover = self.hover[1][1] if self.hover and self.hover[0] == 0 and isinstance(self.hover[1], tuple) \
            and game_row is not None else None
        draw_games(surface, self.game_names, rects, self.game_i, tile_hover,
                             game_row is not None and self.focus == 0)
        if game_row is not None:
            game_row["picks"] = list(zip(rects, range(len(rects))))
            game_row["pick"] = lambda k: self.change_game(k - self.game_i) if k != self.game_i else None
            game_row["minus"] = game_row["plus"] = None
            game_row["value_rect"] = rects[self.game_i]
        col = pygame.Rect(rects[-1].right + px(28), band.y, 0, band.h)
        col.w = band.right - col.x
        size = max(px(14), min(band.h // 9, surface.get_height() // 36))  # 1/36 of the window at every size (s51: small at 1920)
        line_h = assets.font(size).get_linesize()
        desc_h = 2 * line_h + px(12)
        vi = next(i for i, row in enumerate(self.rows) if row["id"] == "variant")
        row = self.rows[vi]
        tab_gap = px(5)
        room = band.h - desc_h - px(8)
        tab_h = max(px(24), min(px(46), band.h // 5, (room + tab_gap) // len(self.entries) - tab_gap))
        visible = max(1, min(len(self.entries), (room + tab_gap) // (tab_h + tab_gap)))
        first = max(0, min(self.variant_i - visible // 2, len(self.entries) - visible))
        over = visible < len(self.entries)
        arrows_w = tab_h + px(6) if over else 0
        stick = px(18)
        tabs_h = visible * (tab_h + tab_gap) - tab_gap
        y = band.y + max(0, (room - tabs_h) // 2)
        tabs = []
        for k in range(first, first + visible):
            chosen = k == self.variant_i
            # every ribbon's tail at the description box's right edge (the chosen one reaches further left)
            x = col.x + (0 if chosen else stick)
            tabs.append((pygame.Rect(x, y, col.right - arrows_w - x, tab_h), k, chosen, self.hover == (vi, ("pick", k))))
            y += tab_h + tab_gap
        plate_rect = pygame.Rect(col.x, band.bottom - desc_h, col.w, desc_h)

        def paint(picture: pygame.Surface, origin: tuple[int, int]) -> None:
            for rect, _k, chosen, hot in tabs:
                picture.blit(tab_ground(rect.size, chosen, hot), rect.move(-origin[0], -origin[1]))
            picture.blit(tag_plate(plate_rect.size), plate_rect.move(-origin[0], -origin[1]))
        on_felt(surface, col.inflate(px(4), px(4)), ("setup tabs", tuple((tuple(r), c, o) for r, _k, c, o in tabs),
                                                     tuple(plate_rect)), paint)
        for rect, k, chosen, _hot in tabs:
            e = self.entries[k]
            label = data_text(e.variant.title) if e.variant and not e.path else e.label
            ink = INK if chosen else (176, 170, 160) if not e.ok else CREAM
            text = assets.fit_line(label, max(px(12), int(tab_h * 0.5)), rect.w - tab_h // 3 - px(20), ink, True)
            surface.blit(text, text.get_rect(midleft=(rect.x + px(12), rect.centery)))
            if chosen and self.focus == vi:
                draw_focus(surface, rect, px(6), px(3))
        picks = [(rect, k) for rect, k, _c, _h in tabs]
        row["picks"], row["value_rect"] = picks, next(r for r, k in picks if k == self.variant_i)
        row["pick"] = lambda k: self.change_variant(k - self.variant_i) if k != self.variant_i else None
        row["minus"] = row["plus"] = None
        if over:  # more variants than tabs: arrows step through them
            x = col.right - tab_h
            row["minus"] = pygame.Rect(x, band.y + max(0, (room - tabs_h) // 2), tab_h, tab_h)
            row["plus"] = pygame.Rect(x, row["minus"].y + tabs_h - tab_h, tab_h, tab_h)
            for rect, part in ((row["minus"], "minus"), (row["plus"], "plus")):
                img = arrow(tab_h, part == "plus", self.hover == (vi, part))
                surface.blit(pygame.transform.rotate(img, -90), rect)
        self.rules_link.text_size = size
        pill_h = max(px(24), min(plate_rect.h - px(10), line_h * 8 // 5))  # a pill: a button, not bare words
        cap_w = key_cap("R", min(pill_h - px(4), int(size * 1.45))).get_width()  # the book in its key cap's place
        # its words as drawn, 16 px of leather after them (review s52 round 8 at 1920: "the 's' of
        # 'Rules' touches the pill outline": the logical width, scaled, fell 8 px short)
        link_w = max(self.rules_link.width(size),
                     px(6) + cap_w + px(8) + assets.text_width(self.rules_link.label, size) + px(16))
        self.rules_link.rect = pygame.Rect(plate_rect.right - link_w - px(10), plate_rect.centery - pill_h // 2,
                                           link_w, pill_h)
        words = first_sentence(data_text(self.variant().description)) if self.entry.ok else self.entry.error
        text_w = self.rules_link.rect.x - px(14) - plate_rect.x
        lines = wrap_text(words, size, text_w, indent="") if words else []
        if len(lines) > 2:
            lines = [lines[0], assets.cut_to_width(" ".join(lines[1:]), size, text_w)]
        ink = (232, 236, 228) if self.entry.ok else (190, 190, 182)
        ty = plate_rect.centery - len(lines) * line_h // 2
        for line in lines:
            img = assets.fit_line(line.strip(), size, text_w, ink)
            surface.blit(img, (plate_rect.x + px(12), ty))
            ty += line_h
        book_x = None if keyboard_mode() else px(6) + cap_w // 2
        surface.blit(rules_pill(self.rules_link.rect.size, self.hover == ("rules",), book_x), self.rules_link.rect)
        self.rules_link.draw(surface, hover=self.hover == ("rules",), focused=False)

    def draw_seats(self, surface: pygame.Surface, area: pygame.Rect, first: int) -> None:
        """The header (Players with its - / + coins, the seats this variant takes, the stretch's and
        options' chips) and a card per seat, the row centred on the window's axis."""
        h = surface.get_height()
        n, gap = self.count, max(px(12), surface.get_width() // 80)
        header_h = max(px(32), min(px(44), h // 24))
        card_h = area.h - header_h - px(10)
        # the header spans the band above (the posters' left edge to the ribbons' tails: one column
        # with clean edges); the seat cards are centred on the window's axis, as the title and the
        # Back/Start pair under them (s50 review: a + / - column at their right pushed them off it)
        left, right = self.band_span if self.band_span[1] > self.band_span[0] else (area.x, area.right)
        # a card up to 1.3 times as wide as tall, the row as wide as the band above at the most (s51
        # review round 2: at 0.9 three seats left the lower half 'a lot of empty teal'; s52: at 1.1
        # and 420 px three seats sat in the middle of 1920 under a far wider band, 'empty right')
        span = min(area.w, max(right - left, px(600)))
        card_w = max(px(60), min((span - gap * (n - 1)) // n, int(card_h * 1.3), px(600)))
        header = pygame.Rect(left, area.y, right - left, header_h)
        cards = pygame.Rect(area.x, header.bottom + px(10), area.w, card_h)
        ci = next(i for i, row in enumerate(self.rows) if row["id"] == "count")
        x0 = cards.centerx - (n * (card_w + gap) - gap) // 2
        seats = [(i, pygame.Rect(x0 + k * (card_w + gap), cards.y, card_w, cards.h))
                 for k, i in enumerate(range(ci + 1, len(self.rows)))]
        self.seats_span = (x0, x0 + n * (card_w + gap) - gap)  # the Back/Start pair is centred under it
        self.compose_seats(surface, seats)  # first: their shadows' room reaches under the header
        x = header.right
        for i in range(first, len(self.rows)):
            row = self.rows[i]
            if row["id"] in ("stretch", "options"):
                rect = chip(surface, (x, header.centery), row["label"], row["value"], header.h, self.focus == i,
                            self.hover is not None and self.hover[0] == i, header.w // 3,
                            self.stretch if row["id"] == "stretch" else None)
                row["value_rect"], row["minus"], row["plus"] = rect, None, None
                x = rect.x - px(12)
        count = self.rows[ci]
        size = max(px(16), int(header.h * 0.56))
        label = assets.fit_line(count["label"], size, header.w // 4, GOLD if self.focus == ci else WHITE, True)
        lrect = surface.blit(label, label.get_rect(midleft=(header.x + px(4), header.centery)))
        d = header.h  # the coins: - then +, beside the word they change
        minus = pygame.Rect(lrect.right + px(12), header.centery - d // 2, d, d)
        # the number of seats between the coins (s50 review round 4: '-/+ has no player count')
        number = assets.text(str(self.count), size, GOLD if self.focus == ci else WHITE, True)
        plus = minus.move(d + max(number.get_width(), assets.text_width("6", size, True)) + px(16), 0)
        surface.blit(number, number.get_rect(center=((minus.right + plus.x) // 2, header.centery)))
        count["plus"] = plus if self.count < self.max_seats else None
        count["minus"] = minus if self.count > self.min_seats else None
        count["value_rect"] = lrect
        for rect, part, glyph in ((minus, "minus", "-"), (plus, "plus", "+")):
            surface.blit(seat_coin(d, glyph, self.hover == (ci, part), count[part] is not None), rect)
        if self.focus == ci:
            draw_focus(surface, minus.union(plus), d // 2, px(3))
        # the seats this variant takes, a step under the header's words, in a soft cream (s51 review:
        # 13 px was tiny; s52 round 7: "the grey helper text is small")
        note = assets.fit_line(count["note"], max(px(16), size - px(1)), max(px(20), x - plus.right - px(24)),
                               HINT_INK)
        surface.blit(note, note.get_rect(midleft=(plus.right + px(14), header.centery)))
        for i, rect in seats:
            self.draw_seat(surface, i, rect)

    def compose_seats(self, surface: pygame.Surface, seats: list) -> None:
        """The seat cards' grounds, shadows and AI faces as one picture on the felt (composed once
        per state; one picture, so no card's felt covers its neighbour's shadow). A person's face
        follows the name typed: draw_seat blits it each frame rather than compose one per letter."""
        from .portraits import portrait
        states = []
        for i, rect in seats:
            kind = self.seat_kinds[self.rows[i]["seat"]]
            who = "human" if kind in PEOPLE else kind
            states.append((tuple(rect), self.rows[i]["seat"], self.focus == i,
                           self.hover is not None and self.hover[0] == i, who, "" if who == "human" else self.rows[i]["who"]))

        def paint(picture: pygame.Surface, origin: tuple[int, int]) -> None:
            for rect, seat, focused, hover, who, name in states:
                rect = pygame.Rect(rect)
                at = rect.move(-origin[0], -origin[1])
                picture.blit(soft_shadow(rect.size), (at.x - px(6), at.y - px(3)))
                picture.blit(seat_ground(rect.size, seat + 1, focused, hover, who == "human", self.game.name), at)
                if name:
                    face = portrait(who, name, SeatCard(rect).face_side, self.game)
                    picture.blit(face, face.get_rect(center=SeatCard(at).face.center))
        if seats:
            room = seats[0][1].unionall([rect for _i, rect in seats]).inflate(px(40), px(40))
            on_felt(surface, room, ("setup seats", tuple(states), self.game.name), paint)

    def draw_seat(self, surface: pygame.Surface, i: int, rect: pygame.Rect) -> None:
        """Row i's seat as a card (its ground composed by compose_seats): a person's face, its
        name (a person's as a field), Person or AI between arrows, an AI's level as a chip, its
        line below."""
        from .portraits import portrait
        row, seat = self.rows[i], self.rows[i]["seat"]
        kind, focused = self.seat_kinds[seat], self.focus == i
        card = SeatCard(rect)
        row["value_rect"], row["minus"], row["plus"], row["face"] = rect, card.minus, card.plus, card.face
        if kind in PEOPLE:
            face = portrait("human", row["who"] or "?", card.face_side, self.game)
            surface.blit(face, face.get_rect(center=card.face.center))
        if kind == "human":
            self._draw_name(surface, card.name, seat, focused, card.name_size)
        else:
            img = assets.fit_line(row["who"], card.name_size, card.name.w, WHITE, True)
            surface.blit(img, img.get_rect(center=card.name.center))
        for part, right in (("minus", False), ("plus", True)):
            surface.blit(arrow(card.kind_h, right, self.hover == (i, part)), row[part])
        room = card.kind.w - 2 * card.kind_h - px(8)
        size = max(px(12), int(card.kind_h * 0.52))
        if kind == "human":
            words = _("Person · {name}").split("{name}")[0].strip(" ·") or "·"
        elif kind == REMOTE:
            words = row["value"]
        else:
            words = _("AI · {name} ({level})").split("{name}")[0].strip(" ·") or "·"
        word = assets.fit_line(words, size, room, CREAM, True)
        if kind in PEOPLE:
            surface.blit(word, word.get_rect(center=card.kind.center))
        else:  # "AI" and the level's chip, side by side
            chip_h = max(px(18), card.kind_h - px(4))
            level_size = max(px(12), int(chip_h * 0.6))
            level = self.game.level_title(kind)
            if assets.text_width(level, level_size, True) + px(22) + word.get_width() > room:
                word = None  # a narrow card: the level's chip alone says it is an AI
            level = assets.cut_to_width(level, level_size, room - px(16) - (word.get_width() + px(6) if word else 0), True)
            chip_w = assets.text_width(level, level_size, True) + px(16)
            x = card.kind.centerx - (chip_w + (word.get_width() + px(6) if word else 0)) // 2
            if word is not None:
                surface.blit(word, word.get_rect(midleft=(x, card.kind.centery)))
                x += word.get_width() + px(6)
            level_chip(surface, (x, card.kind.centery), level, chip_h)
        if card.body.h > px(12):
            ranks = [key for key, _persona, _flavour in self.levels]
            strength = (ranks.index(kind) + 1, len(ranks)) if kind in ranks else None
            seat_body(surface, card, row["note"] or "", strength)

    def _draw_name(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, focused: bool, size: int) -> None:
        """A person's name on its engraved plate (setup_plate): its text selected, or a blinking
        caret, when focused."""
        name = self.seat_names[seat]
        selected = focused and self.name_selected and name
        rect = rect.inflate(-max(0, rect.w - max(px(150), rect.w * 4 // 5)), 0)  # a plate, not a bar across the card
        surface.blit(name_plate(rect.size, focused), rect)  # composed once per size and state
        room = pen_room(rect.h)  # the name centred on the plate, clear of its pen at either end
        img = assets.fit_line(name or " ", int(size * 0.9), rect.w - 2 * room - px(4), WHITE if selected else NAME_INK, True)
        name_rect = img.get_rect(center=(rect.centerx, rect.centery - px(1)))
        if selected:
            pygame.draw.rect(surface, (52, 96, 170), name_rect.inflate(px(6), px(2)), border_radius=px(4))
        surface.blit(img, name_rect)
        if focused and not selected and (pygame.time.get_ticks() // 500) % 2 == 0:
            pygame.draw.line(surface, GOLD, (name_rect.right + px(2), name_rect.top + px(2)),
                             (name_rect.right + px(2), name_rect.bottom - px(2)), px(2))
