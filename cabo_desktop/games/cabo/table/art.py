"""CABO's card art, drawn by the game with pygame (no image files): the numbered CABO deck with its
value colours and ability bands, the standard deck with jokers, the back, and the small marks
(an eye on a card being looked at, the memory aid's value tag). Every surface is built once per
size and kept in the shell's bounded surface cache."""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import current_language, p_
from ....ui import assets
from ....ui.card_art import faces, lit, rank_text, sprite
from ....ui import card_pictures as pictures, card_pictures_cabo as cabo_pictures
from ....ui.card_svg import alpha_of, colour_panel, hexc, paint, place, render, shade
from ....ui.card_standard import court_figure, joker_face, standard_face, stock  # noqa: F401 (court_figure: this deck's)
from ....ui.assets import THEME, blit_centered as _blit_centered, fast as _fast, fit_text, rounded as _rounded, text
from ..card_names import rank_letter
from ..rules.cards import JOKER, SUIT_SYMBOLS, Ability, Card
from .backs import card_back, standard_back  # noqa: F401 (the deck's backs, which the table draws through art)
from .tags import blit_ink_centred, memory_mark  # noqa: F401 (the memory aid's tag, which the table draws through art)

INK = (28, 28, 34)
RED_INK = (196, 30, 44)
# the colour-blind friendly "four-colour deck": every suit its own colour and shape
FOUR_COLOUR_INK = {"S": INK, "H": RED_INK, "D": (30, 90, 200), "C": (20, 130, 60)}

PAPER = (250, 247, 238)
ABILITY_COLOURS = {
    Ability.PEEK: (40, 120, 200),
    Ability.SPY: (140, 70, 180),
    Ability.SWAP: (210, 120, 20),
    Ability.LOOK_AND_SWAP: (30, 140, 110),
}


def band_label(ability: Ability, size: int, width: int, height: int = 0) -> pygame.Surface:
    """The ability word's ink sized to its band: shrunk as text down to 9 px, then scaled, so a
    long word ("ПІДГЛЯД") on a small card stays inside the card and an accent ("ÉCHANGE") inside
    the band (`height`; 0: any), where the paper around it would hide it."""
    label = fit_text(ability_label(ability), size, width, PAPER, True)
    ink = label.get_bounding_rect()
    if ink.w and ink.h:
        label = label.subsurface(ink).copy()
    room_w, room_h = max(1, width), max(1, height - 2) if height else label.get_height()
    scale = min(1.0, room_w / label.get_width(), room_h / label.get_height())
    if scale < 1.0:
        label = pygame.transform.smoothscale(label, (max(1, int(label.get_width() * scale)),
                                                     max(1, int(label.get_height() * scale))))
    return label


def ability_label(ability: Ability) -> str:
    """The word printed in a card's ability band, in the player's language."""
    if ability is Ability.PEEK:
        # TRANSLATORS: the words printed in capitals in the coloured band of a card with an ability
        # (PEEK, SPY, SWAP, LOOK); keep each to one short word: it must fit the band of a small card
        return p_("card ability band", "PEEK")
    if ability is Ability.SPY:
        return p_("card ability band", "SPY")
    if ability is Ability.SWAP:
        return p_("card ability band", "SWAP")
    return p_("card ability band", "LOOK")  # look, then maybe swap


def _value_colour(value: int) -> tuple[int, int, int]:
    """CABO deck: a hue from calm green (0) to hot red (13)."""
    t = max(0.0, min(1.0, value / 13))
    c = pygame.Color(0)
    c.hsva = (140 - 140 * t, 55, 92, 100)
    return (c.r, c.g, c.b)


def _eye(surf: pygame.Surface, center, r: int, colour) -> None:
    cx, cy = center
    pts = [(cx - r, cy), (cx - r // 2, cy - r // 2), (cx + r // 2, cy - r // 2), (cx + r, cy),
           (cx + r // 2, cy + r // 2), (cx - r // 2, cy + r // 2)]
    pygame.draw.polygon(surf, colour, pts, max(1, r // 5))
    pygame.draw.circle(surf, colour, (cx, cy), max(2, r // 3))


ILLUSTRATED = 64  # px: a CABO card this wide or wider prints its band's scene under a big numeral
INDEXED = 10_000  # px: a CABO card this wide or wider would also print its value in two corner indices: none
# does (a review saw "12 12" at 1920 and one value at 1280: the same face at every size reads as one deck)


def numbered_layout(rank: str, w: int, h: int, ability: bool) -> dict[str, Any]:
    """Where a CABO card's parts sit, none over another ("big": where the big numeral's ink lies;
    "big_image" drawn at "big_at"; see big_numeral; "corner" the top index, "bottom" the bottom
    (upside-down) one, both printed at "index_px", None on a card narrower than INDEXED). One
    clear value per card: narrower than INDEXED the big numeral alone, with air above it (a
    review saw the numeral touch the top edge beside a corner index at table sizes, the value
    twice, crowded, and the index's pip a smudge), on an illustrated card in its top left corner
    (a fan of overlapping cards shows only that corner: a review saw the title's fan blank),
    on a smaller one centred above the ability band or the band's picture ("motif"). From
    INDEXED up, the index in its top left corner with the band's picture under it ("pip"), the
    big numeral at the top well clear of it and of the edge. An illustrated card (ILLUSTRATED px
    wide or more) shows its band's scene in a window under the numeral ("picture"), then the
    ability band; the bottom index, where there is one, at the foot."""
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 10), -max(4, w // 10))
    parts: dict[str, Any] = {"inner": inner, "corner": None, "bottom": None, "picture": None, "pip": None,
                             "motif": None, "index_px": max(12, int(h * 0.115))}
    foot = inner.bottom - max(2, h // 40)  # where the band or the picture ends
    if w >= INDEXED:
        corner = rank_text(rank, parts["index_px"], INK).get_rect(topleft=(inner.x + 3, inner.y + 3))
        bottom = corner.copy()
        bottom.bottomright = (inner.right - 3, inner.bottom - 3)
        parts["corner"], parts["bottom"], foot = corner, bottom, bottom.top - 2
    band = pygame.Rect(inner.x, foot - int(h * 0.14), inner.w, int(h * 0.14)) if ability else None
    if band is not None:
        parts["band"] = band
    air = max(4, h // 24)  # between the card's inner edge and the numeral's ink
    if w >= ILLUSTRATED:
        tall = 0.23 if w >= INDEXED else 0.26  # the numeral alone is the index: a little larger
        box = pygame.Rect(inner.x + max(3, w // 16), inner.y + air, inner.w - 2 * max(3, w // 16), int(h * tall))
        big = big_numeral(rank, int(h * 0.38), box)
        if parts["corner"] is not None:  # right of the index's column, its mirror's width away from it
            corner = parts["corner"]
            clear = corner.right + max(10, w // 8)
            if big[2].left < clear:
                box = pygame.Rect(clear, box.y, inner.right - 4 - clear, box.h)
                shift = clear - big[2].left
                big = ((big[0], big[1].move(shift, 0), big[2].move(shift, 0)) if big[2].right + shift <= box.right
                       else big_numeral(rank, int(h * 0.34), box))
            for share in (0.14, 0.12):  # the band's picture under the index, as a suit under a rank, where it fits
                pip = pygame.Rect(0, 0, max(8, int(w * share)), max(8, int(w * share)))
                pip.midtop = (corner.centerx, corner.bottom)
                pip.left = max(pip.left, inner.left)
                if pip.bottom <= big[2].bottom + max(3, h // 36):
                    parts["pip"] = pip
                    break
        else:  # the numeral is the index: in the top left corner, where a fan shows it, a tenth of
            # the card in from its panel's edge, and the band's picture in a column of its own at the
            # right, a gap between (review s51: "12" nearly touched the left edge, crowded the eye)
            column, gap = int(inner.w * 0.30), max(6, w // 14)
            box = pygame.Rect(inner.x + max(4, w // 10), box.y, 0, box.h)
            box.w = inner.right - max(3, w // 16) - column - gap - box.x
            size = min(fitted(wide, int(h * 0.38), box) for wide in ("10", "12"))  # one size for every value
            big = big_numeral(rank, size, box)
            shift = box.x - big[2].left
            big = (big[0], big[1].move(shift, 0), big[2].move(shift, 0))
            side = min(int(big[2].h * 0.8), column - max(4, w // 20))
            if side >= 16:  # the band's picture at the top right, as large as a suit beside a rank, in
                # the middle of its column (where the first look's eye covers it whole: plates._eye_spot)
                parts["pip"] = pygame.Rect(0, 0, side, side)
                parts["pip"].center = (inner.right - max(3, w // 16) - column // 2, box.centery)
        parts["big_image"], parts["big_at"], parts["big"] = big
        margin = max(3, w // 20)
        top = max(big[2].bottom + max(3, h // 36), parts["pip"].bottom + 2 if parts["pip"] is not None else 0)
        end = (band.top if band is not None else foot) - max(2, h // 60)
        parts["picture"] = pygame.Rect(inner.x + margin, top, inner.w - 2 * margin, max(4, end - top))
    else:
        low = band.top if band is not None else foot - int(inner.w * 0.55)
        box = pygame.Rect(inner.x + 2, inner.y + air, inner.w - 4, low - 2 - inner.y - air)
        parts["big_image"], parts["big_at"], parts["big"] = big_numeral(rank, int(h * 0.42), box)
        if band is None:  # the band's picture under the numeral, as a suit under a rank
            side = min(int(inner.w * 0.55), foot - parts["big"].bottom - 3)
            if side >= 10:
                parts["motif"] = pygame.Rect(0, 0, side, side)
                parts["motif"].midbottom = (inner.centerx, foot)
    return parts


def fitted(rank: str, size: int, box: pygame.Rect) -> int:
    """The largest size up to `size` at which `rank`'s numeral fits `box` (as big_numeral sizes it)."""
    key = (rank, size, box.size)
    if key not in _fits:
        _fits[key] = _size_of(rank, size, box)
    return _fits[key]


_fits: dict = {}


def _size_of(rank: str, size: int, box: pygame.Rect) -> int:
    while size > 9:
        ink = rank_text(rank, size, INK).get_bounding_rect()
        if ink.h <= box.h and ink.w <= box.w:
            break
        size -= 1
    return size


def big_numeral(rank: str, size: int, box: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
    """The big numeral at `size`, or smaller until its ink (an underline included) fits `box`,
    centred in it: (its surface, where the surface goes, where its ink lies). Small cards used to
    push a 9's underline into the ability band."""
    while True:
        img = rank_text(rank, size, INK)
        ink = img.get_bounding_rect()
        if size <= 9 or (ink.h <= box.h and ink.w <= box.w):
            break
        size -= 1
    at = img.get_rect(topleft=(box.centerx - ink.centerx, box.centery - ink.centery))
    return img, at, ink.move(at.topleft)


def _picture(value: int, ability, ink) -> str:
    """The SVG picture of a value band (ui/card_pictures.py) in one colour `ink`."""
    if value == 0:  # an engraving: the head lightly filled, the mane and the horn solid
        light = tuple(ink[:3]) + (int(alpha_of(ink) * 70),)
        return pictures.unicorn(light, ink, ink, ink)
    if ability is Ability.PEEK:
        return pictures.eye(ink)
    if ability is Ability.SPY:
        return pictures.magnifier(ink)
    if ability is Ability.SWAP:
        return pictures.swap_arrows(ink)
    if ability is Ability.LOOK_AND_SWAP:
        return pictures.look_and_swap(ink)
    if value >= 13:
        return pictures.crown(ink)
    return pictures.waves(ink) if value >= 5 else pictures.night_sky(ink)


def _pip(value: int, ability, ink) -> str:
    """The band's picture as a corner index's pip, a dozen pixels tall: the night sky (1-4) as a
    bold crescent and one star (its thin moon and small stars read as specks at that size: a
    review found card 4's corner mark invisible); the others as the band's picture."""
    if value == 0 or ability is not None or not 1 <= value <= 4:
        return _picture(value, ability, ink)
    return (f'<path d="M50 6 A44 44 0 0 0 50 94 A22 44 0 0 1 50 6 Z" {paint(ink)}/>'
            f'<polygon points="{pictures.star_points(76, 36, 20, 0.5)}" {paint(ink)}/>')


def band_motif(value: int, ability, size: tuple[int, int], colour) -> pygame.Surface:
    """The small picture of a CABO card's value band, in one colour (the corner pips): the
    unicorn (0), a night sky (1-4), waves (5-6), an eye (Peek), a magnifying glass (Spy), two
    turning arrows (Swap), a crown (13)."""
    return render(_picture(value, ability, colour), size)


def _numbered_face(card: Card, w: int, h: int) -> pygame.Surface:
    """A CABO card: the value's colour on a panel lit from its top; on a card ILLUSTRATED px wide
    or more, the band's scene in colour in a window under the big numeral
    (ui/card_pictures_cabo.py), on a smaller one the band's picture under the numeral; the
    indices where numbered_layout gives them and the ability band (one SVG for the picture layers
    and the gloss, then the print)."""
    parts = numbered_layout(card.rank, w, h, card.ability is not None)
    tint = _value_colour(card.value)
    inner, scale = parts["inner"], 100 / max(1, w)
    x, y, iw, ih = (v * scale for v in inner)
    body = [colour_panel(x, y, iw, ih, tint, 8, w >= 40, 0.12)]
    window = parts["picture"]
    if window is not None:  # the band's scene in colour, under the numeral
        px, py, pw, ph = (v * scale for v in window)
        body.append(cabo_pictures.scene(card.value, card.ability, px, py, pw, ph, cabo_pictures.ink_of_rim(tint)))
        if parts.get("pip") is not None:  # the index's picture, in the card's colour, dark enough to read
            pip = parts["pip"]
            body.append(place(_pip(card.value, card.ability, shade(tint, 0.3)), pip.centerx * scale,
                              pip.centery * scale, pip.w * scale))
    elif parts["motif"] is not None:  # the band's picture under the numeral, in the card's colour, darker
        motif = parts["motif"]
        body.append(place(_pip(card.value, card.ability, shade(tint, 0.4)), motif.centerx * scale,
                          motif.centery * scale, motif.w * scale))
    surf = stock((w, h), PAPER).copy()  # the blank card of this size, drawn once
    surf.blit(render("".join(body), (w, h)), (0, 0))
    if parts["corner"] is not None:
        corner = rank_text(card.rank, parts["index_px"], INK)
        surf.blit(corner, parts["corner"])
        surf.blit(pygame.transform.rotate(corner, 180), parts["bottom"])
    if card.ability is not None:
        band = parts["band"]
        pygame.draw.rect(surf, ABILITY_COLOURS[card.ability], band)
        _blit_centered(surf, band_label(card.ability, max(9, int(h * 0.11)), band.w - 4, band.h), band.center)
    surf.blit(parts["big_image"], parts["big_at"])
    return surf


def standard_layout(card: Card, w: int, h: int) -> dict[str, Any]:
    """Where a standard card's kaboo marks sit, in one slim row along its foot margin, under the
    pips or the court figure (the review saw the SWAP badge crowd the court's art): "badge", the
    kaboo value at the bottom right; "band", the ability's word left of it (None without one);
    "bottom", the line the pips and the court stay above."""
    label = text(f"{card.value}", max(9, int(h * 0.11)), PAPER, True)
    ink = label.get_bounding_rect()
    label = label.subsurface(ink).copy() if ink.w and ink.h else label
    brect = pygame.Rect(0, 0, label.get_width() + 6, label.get_height() + max(4, h // 36))
    brect.bottomright = (w - 6, h - 5)  # inside the card's border, over its foot
    band = pygame.Rect(5, brect.y, brect.x - 8, brect.h) if card.ability is not None else None
    return {"badge": brect, "badge_label": label, "band": band, "bottom": brect.top - 3}


def _standard_face(card: Card, w: int, h: int) -> pygame.Surface:
    """A standard card (kaboo): the classic face (ui/card_standard.py) with the kaboo value in a
    badge at the bottom right (a red King is 0, a joker -1) and the ability band beside it, both
    in the foot margin (standard_layout)."""
    parts = standard_layout(card, w, h)
    brect, band = parts["badge"], parts["band"]
    if card.rank == JOKER:
        surf = joker_face((w, h), rank_letter(JOKER).upper(), (120, 40, 160), PAPER)  # JOKER, ДЖОКЕР
    else:
        colour = (FOUR_COLOUR_INK.get(card.suit, INK) if THEME["colour_blind"]
                  else RED_INK if card.is_red else INK)
        surf = standard_face((w, h), card.rank, card.suit, colour, rank_letter(card.rank), parts["bottom"], PAPER)
    pygame.draw.rect(surf, (70, 70, 80), brect, border_radius=4)
    _blit_centered(surf, parts["badge_label"], brect.center)
    if band is not None:
        pygame.draw.rect(surf, ABILITY_COLOURS[card.ability], band, border_radius=3)
        _blit_centered(surf, band_label(card.ability, max(9, int(h * 0.1)), band.w - 2, band.h), band.center)
    return surf


def _shape_mark(surf: pygame.Surface, value: int, w: int, h: int) -> None:
    """Colour-blind mark on a CABO card: a circle for low (0-4), a triangle for middle (5-9), a
    square for high values (10-13), so the value band never depends on the tint alone."""
    r = max(3, int(w * 0.08))
    cx, cy = int(w - w * 0.2), int(h * 0.13)
    kind = "circle" if value <= 4 else "triangle" if value <= 9 else "square"
    shape = {"circle": '<circle cx="50" cy="50" r="48"',
             "triangle": '<polygon points="50,2 98,98 2,98"',
             "square": '<rect x="2" y="2" width="96" height="96"'}[kind] + f' fill="{hexc(INK)}"/>'
    mark = sprite(("cabo-mark", kind, 2 * r), shape, (2 * r, 2 * r))
    surf.blit(mark, (cx - r, cy - r))


def card_face(card: Card, size: tuple[int, int], marks: bool = True) -> pygame.Surface:
    """The face of `card` at `size` (w, h), drawn once and cached (bounded LRU). `marks` False: a
    standard card without kaboo's value badge and ability band (a pile's top card, whose marks
    stand on a badge beside the pile instead)."""
    cb = THEME["colour_blind"]
    plain = not marks and (card.suit is not None or card.rank == JOKER)  # a standard deck's card
    key = _face_key(card, size, cb) + (("plain",) if plain else ())
    surf = assets.surfaces.get(key)
    if surf is None:  # in a live frame, a near size's face scaled while this one is built in the pause
        surf = faces.stand_in("CABO", ("plain", card) if plain else card, size,
                              lambda s: _face_key(card, s, cb) + (("plain",) if plain else ()),
                              lambda s: card_face(card, s, marks))
    if surf is None:
        w, h = size
        if plain and card.rank == JOKER:
            surf = joker_face((w, h), rank_letter(JOKER).upper(), (120, 40, 160), PAPER)
        elif plain:
            colour = FOUR_COLOUR_INK.get(card.suit, INK) if cb else RED_INK if card.is_red else INK
            surf = standard_face((w, h), card.rank, card.suit, colour, rank_letter(card.rank), h - int(h * 0.07), PAPER)
        else:
            surf = _numbered_face(card, w, h) if card.suit is None and card.rank != JOKER else _standard_face(card, w, h)
        if cb and card.suit is None and card.rank != JOKER:
            _shape_mark(surf, card.value, w, h)
        assets.surfaces[key] = surf = _fast(lit(surf))  # the light every card is printed under
        faces.drawn("CABO", ("plain", card) if plain else card, size,  # its other sizes: ahead of need
                    lambda other: card_face(card, other, marks))
    return surf


def _face_key(card: Card, size: tuple[int, int], cb: bool) -> tuple:
    """A face's key in the surface cache: its card, size and look (its words and letters)."""
    return (card.rank, card.suit, card.value, card.ability, tuple(size), cb, current_language())


def pile_marks(card: Card, height: int, word: bool = True) -> pygame.Surface:
    """Kaboo's marks of a pile's top card on a badge beside the pile: its ability's word on the
    ability's colour (if any; without `word`, the value's chip in that colour) and its value on a
    dark chip, `height` px tall (cached)."""
    if not word and card.ability is not None:
        key = ("pile value", card.value, card.ability, height)
        surf = assets.surfaces.get(key)
        if surf is None:
            value = text(f"{card.value}", max(11, int(height * 0.62)), PAPER, True)
            surf = pygame.Surface((max(height, value.get_width() + height // 2), height), pygame.SRCALPHA)
            pygame.draw.rect(surf, ABILITY_COLOURS[card.ability], surf.get_rect(), border_radius=max(3, height // 3))
            pygame.draw.rect(surf, (214, 178, 86), surf.get_rect(), max(1, height // 14), border_radius=max(3, height // 3))
            blit_ink_centred(surf, value, surf.get_rect().center)
            assets.surfaces[key] = surf = _fast(surf)
        return surf
    key = ("pile marks", card.value, card.ability, height, current_language())
    surf = assets.surfaces.get(key)
    if surf is None:
        size = max(11, int(height * 0.62))
        value = text(f"{card.value}", size, PAPER, True)
        pad = max(4, height // 4)
        chip_w = max(height, value.get_width() + 2 * pad)
        word = band_label(card.ability, size, 10 * height, height) if card.ability is not None else None
        word_w = word.get_width() + 2 * pad if word is not None else 0
        surf = pygame.Surface((word_w + chip_w, height), pygame.SRCALPHA)
        radius = max(3, height // 3)
        if word is not None:
            pygame.draw.rect(surf, ABILITY_COLOURS[card.ability], (0, 0, word_w + radius, height), border_radius=radius)
            blit_ink_centred(surf, word, (word_w / 2, height / 2))
        chip = pygame.Rect(word_w, 0, chip_w, height)
        pygame.draw.rect(surf, (52, 52, 62), chip, border_radius=radius)
        pygame.draw.rect(surf, (214, 178, 86), surf.get_rect(), max(1, height // 14), border_radius=radius)
        blit_ink_centred(surf, value, chip.center)  # by its ink: the font's box set "11" high (review s52)
        assets.surfaces[key] = surf = _fast(surf)
    return surf


def expect_deck(cards) -> None:
    """The faces of a variant's deck: each is built ahead of need at every size the table draws
    (ui/card_art.FaceBook), so that a card's first showing never waits for its rasterising."""
    for card in dict.fromkeys(cards):
        faces.expect("CABO", card, lambda other, card=card: card_face(card, other))
        if card.suit is not None or card.rank == JOKER:  # a standard card: its plain face too (the piles')
            faces.expect("CABO", ("plain", card), lambda other, card=card: card_face(card, other, marks=False))


def card_chip(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """A small card for lists (the round's hands, the log): its colour and its rank, large; a
    standard card's suit under its rank, or, in a chip no taller than a line (the log), beside it
    in a wider chip (stacked there, both were too small to read); readable from about 14 px wide
    (cached)."""
    cb = THEME["colour_blind"]
    key = ("chip", card.rank, card.suit, card.value, size, cb, current_language())
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        numbered = card.suit is None and card.rank != JOKER
        if not numbered and card.rank != JOKER and h < w * 1.3:  # a line's height: no room to stack them
            return _wide_chip(card, size, key, cb)
        fill = _value_colour(card.value) if numbered else PAPER
        surf = _rounded((w, h), fill, (40, 40, 40), max(2, w // 6), 1)
        if card.rank == JOKER:
            colour, label = (120, 40, 160), "\u2605"
        elif numbered:
            colour, label = INK, card.rank
        else:
            colour = (FOUR_COLOUR_INK.get(card.suit, INK) if cb else RED_INK if card.is_red else INK)
            label = rank_letter(card.rank)  # court cards and the Ace in the player's language
        rank = rank_text(label, int(h * (0.62 if numbered or card.rank == JOKER else 0.42)), colour)
        if rank.get_width() > w - 2:
            rank = pygame.transform.smoothscale(rank, (w - 2, max(1, int(rank.get_height() * (w - 2) / rank.get_width()))))
        if numbered or card.rank == JOKER:
            _blit_centered(surf, rank, (w / 2, h / 2))
        else:
            _blit_centered(surf, rank, (w / 2, h * 0.34))
            _blit_centered(surf, text(SUIT_SYMBOLS[card.suit], int(h * 0.36), colour), (w / 2, h * 0.72))
        assets.surfaces[key] = surf = _fast(surf)
    return surf


def _wide_chip(card: Card, size: tuple[int, int], key: tuple, cb: bool) -> pygame.Surface:
    """A standard card's chip: "A♠" on one line, as tall as a numbered chip's numeral."""
    _w, h = size
    colour = FOUR_COLOUR_INK.get(card.suit, INK) if cb else RED_INK if card.is_red else INK
    rank = rank_text(rank_letter(card.rank), int(h * 0.62), colour)
    suit = text(SUIT_SYMBOLS[card.suit], int(h * 0.72), colour)  # the symbol is small in its face
    w = rank.get_width() + suit.get_width() + 5
    surf = _rounded((w, h), PAPER, (40, 40, 40), max(2, h // 6), 1)
    _blit_centered(surf, rank, (2 + rank.get_width() / 2, h / 2))
    _blit_centered(surf, suit, (w - 2 - suit.get_width() / 2, h / 2))
    assets.surfaces[key] = surf = _fast(surf)
    return surf


def eye_marker(size: int) -> pygame.Surface:
    key = ("eye", size)
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, (255, 240, 120), (size // 2, size // 2), size // 2)
        _eye(surf, (size // 2, size // 2), int(size * 0.4), INK)
        assets.surfaces[key] = surf = _fast(surf)
    return surf


def suit_ink(card: Card) -> tuple[int, int, int]:
    """The ink a card's rank and suit are printed in: red for hearts and diamonds (a suit of its
    own colour each in the colour-blind deck), black for the rest and numbered cards."""
    if card.suit is None:
        return INK
    return FOUR_COLOUR_INK.get(card.suit, INK) if THEME["colour_blind"] else RED_INK if card.is_red else INK


