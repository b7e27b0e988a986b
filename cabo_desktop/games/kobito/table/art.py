"""Kobito's card art, drawn with pygame (no image files): rainbow cards in their seven colours with
their number, the Kobito (a little gnome's hat on a star), the replacement card (a wheel of the
seven colours under a rainbow), the gold cards (a pot with its points and the length it asks
for), the back, and small cards for lists. Each surface is built once per size and kept in the
shell's bounded surface cache."""

from __future__ import annotations

import pygame

from ....i18n import _
from ....ui import assets, card_pictures as pictures
from ....ui.theme import px
from ....ui.assets import blit_centered, fast, fit_text, text
from ....ui.card_art import back_colours, faces, game_back, lit, rank_text, sprite
from ....ui.card_svg import card_stock, colour_panel, gradient, height_for, hexc, paint, place, print_frame
from ....ui.table_kit import fit_rank, label_chip
from ....ui.widgets import wrap_text
from ..rules.cards import KOBITO, REPLACEMENT, Card

INK = (28, 28, 34)
PAPER = (250, 247, 238)
# indigo a blue-violet, violet a red-violet (a review: "purple and violet cards sit on purple felt": the
# two read as one colour, and as the plum cloth)
RAINBOW = {"r": (214, 52, 52), "o": (240, 136, 40), "y": (236, 200, 40), "g": (64, 160, 80),
           "b": (48, 110, 210), "i": (66, 62, 176), "v": (178, 70, 168)}
GOLD = (232, 186, 60)


def fill_of(card: Card) -> tuple[int, int, int]:
    if card.kind == KOBITO:
        return (40, 150, 140)
    if card.kind == REPLACEMENT:
        return (200, 200, 205)
    return RAINBOW.get(card.colour, (150, 150, 150))


def ink_of(card: Card) -> tuple[int, int, int]:
    return INK if card.kind == REPLACEMENT or card.colour in ("y", "o") else PAPER


def _panel(card: Card, size: tuple[int, int]) -> tuple[list[str], pygame.Rect]:
    """A face's card stock and its colour panel, lit from the top (SVG parts), and the panel's rect."""
    w, h = size
    scale, height = 100 / max(1, w), height_for(size)
    base = fill_of(card)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 9), -max(4, w // 9))
    x, y, iw, ih = (v * scale for v in inner)
    return [card_stock(100, height, PAPER), colour_panel(x, y, iw, ih, base, 7, w >= 40)], inner


def card_face(card: Card, size: tuple[int, int], number: int | None = None, ahead: bool = True) -> pygame.Surface:
    """The face of `card`; a Kobito on the table shows the `number` it stands for. A rainbow card
    has a faint rainbow behind its number; the Kobito is a gnome in a tall red hat, the
    replacement card a wheel of the seven colours under their rainbow. `ahead=False`: a size no
    other face is drawn at (the card under another's chip): the deck is not built at it ahead.
    Only a Kobito shows its `number`: any other card is the one face whatever number is passed (a
    pot's lane passes each card's own), so the faces built ahead of need (`expect_deck`) serve it."""
    if card.kind != KOBITO:
        number = None
    key = ("kobito", card.kind, card.number, card.colour, tuple(size), number)
    surf = assets.surfaces.get(key)
    if surf is None and ahead:  # in a live frame, a near size's face scaled while this one is built in the pause
        surf = faces.stand_in("Kobito", (card, number), size, lambda s: ("kobito", card.kind, card.number, card.colour, s, number),
                              lambda s: card_face(card, s, number))
    if surf is None:
        w, h = size
        inner = _panel(card, size)[1]
        ink = ink_of(card)
        surf = _blank(card, size).copy()
        if card.kind == KOBITO:
            if number is not None and w >= 30:
                tag = text(str(number), max(9, int(h * 0.16)), PAPER, True, display=True)
                surf.blit(tag, (inner.x + 3, inner.y + 1))
        elif card.kind == REPLACEMENT:
            if w >= 30:
                label = text("=", max(9, int(h * 0.2)), INK, True)
                blit_centered(surf, label, (w / 2, h * 0.82))
        else:
            label = str(card.number)
            big = fit_rank(rank_text(label, max(10, int(h * (0.46 if len(label) == 1 else 0.4))), ink), inner)
            blit_centered(surf, big, (w / 2, h / 2))
            if w >= 34:
                small = rank_text(label, max(9, int(h * 0.15)), ink)
                surf.blit(small, (inner.x + 3, inner.y + 1))
                surf.blit(pygame.transform.rotate(small, 180), small.get_rect(bottomright=(inner.right - 3, inner.bottom - 1)))
        assets.surfaces[key] = surf = fast(lit(surf))
        if ahead:
            faces.drawn("Kobito", (card, number), size, lambda other: card_face(card, other, number))  # ahead of need
    return surf


def _blank(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """A face without its numbers (stock, panel, picture): the same for every card of a kind and
    colour (shared: copy it to draw on it)."""
    w, _h = size
    height = height_for(size)
    body, inner = _panel(card, size)
    side = min(inner.w * 0.9, inner.h * 0.62) * 100 / max(1, w)
    if card.kind == KOBITO:
        body.append(place(pictures.gnome((30, 70, 110)), 50, height * 0.52, side))
    elif card.kind == REPLACEMENT:
        body.append(place(pictures.wild(list(RAINBOW.values())), 50, height * 0.46, side))
    elif w >= 40:  # a meadow under a rainbow, the card's colour its sky
        scale = 100 / max(1, w)
        x, y, iw, ih = (v * scale for v in inner)
        body.append(pictures.landscape(fill_of(card), list(RAINBOW.values()), x + 0.4, y + 0.4, iw - 0.8, ih - 0.8,
                                       6.6, w >= 56))
    return sprite(("kobito-blank", card.kind, card.colour, tuple(size)), "".join(body), size)


def expect_deck(cards) -> None:
    """The faces of a variant's rainbow deck: each is built ahead of need at every size the table
    draws (ui/card_art.FaceBook), so that a card's first showing never waits for its rasterising."""
    for card in dict.fromkeys(cards):
        faces.expect("Kobito", (card, None), lambda other, card=card: card_face(card, other))


def card_chip(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """A small card for lists (the log, the game's end): its number (K, = for the special cards), large."""
    label = "K" if card.kind == KOBITO else "=" if card.kind == REPLACEMENT else str(card.number)
    return label_chip(("kobito-chip", card.kind, card.number, card.colour, tuple(size)), size, fill_of(card),
                      ink_of(card), label)


def workshop_chip(card: Card, size: tuple[int, int], source: tuple[int, int] | None = None) -> pygame.Surface:
    """A card of an opponent's workshop, small: the very face the table draws (its stock, its
    colour's meadow under a rainbow, its number large: a review read the old flat number tiles as
    "a different style"), the face at `source` (a size the table's deck is built at ahead: the
    lanes' cards; else 60 px across or more) scaled down once per card and size (kept), so two
    chips side by side read as two of the table's cards ("11" "12")."""
    key = ("kobito-workshop-chip", card.kind, card.number, card.colour, tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(1, size[0]), max(1, size[1])
        k = max(2, -(-60 // w))
        numbered = card.kind not in (KOBITO, REPLACEMENT)  # a rainbow card: its picture, then its number LARGE
        if numbered:  # over it (a review: "The Fox's 11, 12 about 20 px wide: nearly unreadable")
            big = lit(_blank(card, tuple(source) if source else (w * k, h * k)).copy())  # (the lanes' size: built already)
        else:
            big = card_face(card, source) if source else card_face(card, (w * k, h * k), ahead=False)
        surf = pygame.transform.smoothscale(big.convert_alpha() if pygame.display.get_surface() else big, (w, h))
        if numbered:
            label = str(card.number)
            # a margin of the card's colour each side of the numeral (a review, s51: the Fox's "11"/"12"
            # "fill the card edge to edge"): a ninth of the chip's width each side, as a card's index sits
            # (s52: still "almost edge to edge": a sixth each side, the type smaller on a small card)
            room = w - 2 * max(3, round(w / 6))
            shade, big_n = (_condensed(rank_text(label, max(9, int(h * 0.52)), ink), room) for ink in (INK, ink_of(card)))
            if ink_of(card) == PAPER:  # a dark rim under light numerals (read over the meadow's rainbow)
                shade.set_alpha(150)
                blit_centered(surf, shade, (w / 2 + 1, h / 2 + 1))
            blit_centered(surf, big_n, (w / 2, h / 2))
        assets.surfaces[key] = surf = fast(surf)
    return surf


def _back_pattern(_height: float) -> str:
    """Kobito's back: a starry sky in the back's pattern colour (one period of 22 card units, a
    large star and a small one: game_back repeats it)."""
    line = back_colours("Kobito")[1]  # (under "own", its own back's)
    return (f'<polygon points="{pictures.star_points(25, 25, 15)}" {paint(line)}/>'
            f'<polygon points="{pictures.star_points(75, 75, 9)}" {paint(line)}/>')


# the backs' emblem: the rainbow rising from a white cloud at each foot, a gold star under its arch (whole in
# the back's round medallion)
EMBLEM = (pictures.rainbow(list(RAINBOW.values()), 5.5, 18) + "".join(
    f'<path d="M{x - 16} 74 a6 6 0 0 1 5 -10 a8 8 0 0 1 14 -4 a7 7 0 0 1 11 6 a6 6 0 0 1 -1 8 Z" fill="#ffffff" '
    f'stroke="#aab0c0" stroke-width="1.2"/>' for x in (10, 90))
    + f'<polygon points="{pictures.star_points(50, 58, 6.5, 0.42)}" fill="#f0d778" stroke="#9a7420" stroke-width="1"/>')


def _condensed(image: pygame.Surface, room: int) -> pygame.Surface:
    """A chip's number fitted to `room` across: narrowed (condensed, as a card's index may be) to
    0.7 of its width before it is made smaller, so two digits stay tall on a narrow chip."""
    w, h = image.get_size()
    if w <= room:
        return image
    width = max(1, room)
    height = max(1, min(h, int(h * width / (w * 0.7))))
    return pygame.transform.smoothscale(image, (width, height))


def card_back(size: tuple[int, int]) -> pygame.Surface:
    """Kobito's back: a starry sky, a rainbow in its medallion over the game's name."""
    return game_back(size, "Kobito", _back_pattern, EMBLEM, tile=22)


def gold_face(points: int, length: int, size: tuple[int, int]) -> pygame.Surface:
    """A gold card: a rainbow ending in a pot of gold, its points large on the pot, and the length
    of rainbow it asks for under it (×N, with N colour bars on a card 58 px wide and more). A
    narrow card (the pots' rows) leaves the rainbow out to print both numbers larger."""
    key = ("kobito-gold", points, length, tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = size
        compact = w < 56
        number_y = 0.47 if compact else 0.62  # on the pot's dark body, under its coins (a review: "the coin pot covering part of the numeral")
        surf = _gold_blank(size).copy()  # the same on every gold card
        bars = not compact and length <= 12 and w >= 58  # narrower: the ×N alone, clear of the points (a review:
        # the strip showed at 1080, not at 720's 70 px card)
        if bars:  # the length as colour bars, one per card the rainbow must hold
            colours = list(RAINBOW.values())
            bar_w = min(w * 0.09, w * 0.78 / max(1, length))
            x0 = w / 2 - bar_w * length / 2
            for k in range(length):  # a little card of each colour, edged in paper
                bar = pygame.Rect(round(x0 + k * bar_w + 1), int(h * 0.74), max(2, round(bar_w) - 2), max(3, int(h * 0.045)))
                pygame.draw.rect(surf, PAPER, bar.inflate(2, 2), border_radius=2)
                pygame.draw.rect(surf, colours[k % 7], bar, border_radius=1)
        size_px = max(10, int(h * (0.3 if compact else 0.2)))
        blit_centered(surf, fit_text(str(points), size_px, w - 8, (0, 0, 0), True, display=True), (w / 2 + 1, h * number_y + 1))
        blit_centered(surf, fit_text(str(points), size_px, w - 8, PAPER, True, display=True), (w / 2, h * number_y))
        # the length the pot asks, large (a review read "×7" small at 1280): 15 px on a 70 px card
        length_px = max(11, int(h * 0.2)) if compact else max(12, int(h * (0.15 if bars else 0.16)))
        blit_centered(surf, fit_text(f"×{length}", length_px, w - 6, GOLD, True), (w / 2, h * (0.84 if compact else 0.89 if bars else 0.87)))
        assets.surfaces[key] = surf = fast(lit(surf))
    return surf


def _gold_blank(size: tuple[int, int]) -> pygame.Surface:
    """A gold card without its numbers (its dark ground, gold rim, rainbow and pot of gold): the
    ground of every gold card's face, and the gold deck's back (shared: copy it to draw on it)."""
    w, _h = size
    height = height_for(size)
    compact = w < 56
    pot_y = 0.4 if compact else 0.5
    box = f'x="1" y="1" width="98" height="{height - 2:.2f}" rx="10"'
    rim = max(2.0, min(7.0, 300 / max(1, w)))  # the gold rim: 3 px wide, 7 % of the card at most
    body = [f'<defs>{gradient("goldbg", (70, 56, 30), (30, 24, 14))}</defs><rect {box} fill="#120c04"/>'
            f'<rect x="1" y="1" width="98" height="{height - 3.8:.2f}" rx="10" fill="url(#goldbg)"/>'
            f'<rect x="{1 + rim / 2:.2f}" y="{1 + rim / 2:.2f}" width="{98 - rim:.2f}" height="{height - 2 - rim:.2f}" '
            f'rx="{10 - rim / 2:.2f}" fill="none" stroke="{hexc(GOLD)}" stroke-width="{rim:.2f}"/>',  # inside the card
            place(pictures.pot_of_gold(), 50, height * pot_y, min(90 if compact else 80, height * (0.5 if compact else 0.46)))]
    if w >= 40:  # a fine gold line printed inside the rim
        body.insert(1, print_frame(6, 6, 88, height - 13.8, GOLD + (150,), 6, 0.8))
    if not compact:
        body.insert(1, place(pictures.rainbow(list(RAINBOW.values()), 5, 2), 50, height * 0.27, min(84, height * 0.5)))
        body.append("".join(f'<polygon points="{pictures.star_points(x, height * y, r, 0.3, 4)}" fill="#fff4c0" '
                            f'fill-opacity=".85"/>' for x, y, r in ((16, 0.5, 4), (84, 0.46, 5), (22, 0.7, 3), (80, 0.68, 3.5))))
    return sprite(("kobito-gold-blank", tuple(size)), "".join(body), size)


def gold_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a gold card still in the gold deck: its ground without the points and length
    (which gold card comes next stays unseen), lit as the faces are."""
    key = ("kobito-gold-back", tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        assets.surfaces[key] = surf = fast(lit(_gold_blank(size).copy()))
    return surf


def inlay(size: tuple[int, int]) -> pygame.Surface:
    """A pot's lane (and the piles' cell) printed on the felt as a board's place is (issue 40, fifth
    round: the pools of light read as pale smears trailing behind the rows): the cloth a shade
    darker inside a crisp rounded edge, a fine cream line printed just inside it; cached per size."""
    key = ("kobito inlay", tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(16, size[0]), max(16, size[1])
        radius = min(h // 4, px(14))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        # a deep shade (a review: the violet and indigo cards lost their edges on the plum cloth: the
        # cards' cream stock now stands on a dark inlay)
        pygame.draw.rect(surf, (8, 4, 20, 104), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (0, 0, 0, 110), surf.get_rect(), max(1, px(1)), border_radius=radius)
        # a lit rim round its edge and a gold line inside it (a review, s51: "the dark purple panels sit on
        # purple felt with little contrast"): the lane stands off the cloth as a board's printed place
        pygame.draw.rect(surf, (236, 200, 130, 120), surf.get_rect().inflate(-2, -2), 1,
                         border_radius=max(2, radius - 1))
        line = surf.get_rect().inflate(-2 * px(4), -2 * px(4))
        pygame.draw.rect(surf, (232, 192, 110, 120), line, max(1, px(1)), border_radius=max(2, radius - px(4)))
        assets.surfaces[key] = surf = fast(surf)
    return surf


def caption_chip(words: str, size: int, width: int) -> pygame.Surface:
    """A pile's caption (or a workshop's label) on a small dark chip rimmed in gold, in `width`:
    on two lines when one does not fit (cut short only past that; cached per words, size, width)."""
    key = ("kobito caption chip", words, size, width, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        room = max(px(20), width - px(10))  # (layout.CHIP_PAD)
        lines = wrap_text(words, size, room - px(8)) if assets.text_width(words, size, True) > room else [words]
        labels = [assets.fit_line(line.strip(), size, room, (236, 224, 190), True) for line in lines[:2]]
        w = max(label.get_width() for label in labels) + px(10)
        h = sum(label.get_height() for label in labels) + px(4)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = min(h // 2, px(10))
        pygame.draw.rect(surf, (20, 14, 30, 225), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (170, 132, 60), surf.get_rect(), max(1, px(1)), border_radius=radius)
        y = px(2)
        for label in labels:
            surf.blit(label, label.get_rect(midtop=(w // 2, y)))
            y += label.get_height()
        assets.surfaces[key] = surf = fast(surf)
    return surf


def dashed_card(surf: pygame.Surface, r: pygame.Rect, ink, width: int) -> None:
    """A card's outline in dashes round `r` on `surf` (its corners cut: a ghost, not a box)."""
    dash, cut = max(3, px(5)), max(2, min(r.w, r.h) // 10)
    for (a, b) in (((r.x + cut, r.y), (r.right - 1 - cut, r.y)), ((r.x + cut, r.bottom - 1), (r.right - 1 - cut, r.bottom - 1)),
                   ((r.x, r.y + cut), (r.x, r.bottom - 1 - cut)), ((r.right - 1, r.y + cut), (r.right - 1, r.bottom - 1 - cut))):
        length = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
        for d in range(0, length + 1, 2 * dash):
            e = min(length, d + dash)
            f = (a[0] + (b[0] - a[0]) * d // max(1, length), a[1] + (b[1] - a[1]) * d // max(1, length))
            g = (a[0] + (b[0] - a[0]) * e // max(1, length), a[1] + (b[1] - a[1]) * e // max(1, length))
            pygame.draw.line(surf, ink, f, g, width)


def to_go_words(count: int) -> str:
    """How many cards a pot still lacks, as its lane prints it."""
    # TRANSLATORS: Kobito: how many cards a pot's rainbow still needs before the pot is won
    return _("{n} to go").format(n=count)


def room_to_fill(places: list, lack: int, size: tuple[int, int], clear_from: int) -> pygame.Surface:
    """The places a run still lacks (layout.ghost_places: each a run card's size, side by side, as
    many as the row holds), as one picture at `size` (the union of `places`, window rects whose left
    is that union's): each a faint ghost of a card in a dashed outline, plain (s51: numbered they
    read "like required values"), and the `lack` still to play in words ("4 to go") on a dark chip
    over the first's middle, right of `clear_from` (the run's newest card's right) where that card
    lies on it (a review, s52: the labels "sit across slot dividers"), its size the card's, so
    every lane's label is one size ("the '5 to go' label is tiny next to '4 to go'"). Drawn into a
    lane's kept picture, under the run, when its run changes."""
    x0, y0 = places[0].x, places[0].y
    spots = tuple(tuple(spot.move(-x0, -y0)) for spot in places)
    key = ("kobito room to fill", spots, tuple(size), to_go_words(lack), clear_from - x0, px(1))
    kept = assets.surfaces.get(key)  # (a lane's run changes often at the fastest speed; its places less)
    if kept is not None:
        return kept
    surf = pygame.Surface(size, pygame.SRCALPHA)
    for spot in spots:
        surf.blit(_ghost(spot[2:]), spot[:2])
    first = pygame.Rect(spots[0])
    first.w -= max(0, min(first.w // 2, clear_from - x0))  # (its part the newest card leaves seen)
    first.x = spots[0][0] + spots[0][2] - first.w
    room = places[0].w - px(18)  # the words' room on a whole place, inside the chip's ends
    # the largest size at which a two-digit count's words fit that room: the card's, so every lane's the same
    size_px = next((z for z in range(min(places[0].w // 4, px(20)), px(13) - 1, -1)
                    if assets.text_width(to_go_words(10), z, True) <= room), 0)
    if size_px and assets.text_width(to_go_words(lack), size_px, True) <= first.w - px(18):
        words = text(to_go_words(lack), size_px, (246, 234, 200), True)
    else:  # too narrow a place (or its part the newest card leaves seen): the count alone
        words = text(str(lack), size_px or max(px(13), min(places[0].w // 4, px(20))), (246, 234, 200), True)
    label = pygame.Surface((words.get_width() + px(14), words.get_height() + px(4)), pygame.SRCALPHA)
    pygame.draw.rect(label, (16, 8, 26, 215), label.get_rect(), border_radius=label.get_height() // 2)
    pygame.draw.rect(label, (170, 132, 60, 200), label.get_rect(), max(1, px(1)), border_radius=label.get_height() // 2)
    label.blit(words, words.get_rect(center=label.get_rect().center))
    surf.blit(label, label.get_rect(center=first.center))
    assets.surfaces[key] = surf
    return surf


def _ghost(size: tuple[int, int]) -> pygame.Surface:
    """One place still to fill: a faint card in a dashed outline (drawn once per size)."""
    key = ("kobito ghost place", tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        r = surf.get_rect()
        pygame.draw.rect(surf, (250, 240, 212, 22), r, border_radius=max(3, min(r.w, r.h) // 10))
        dashed_card(surf, r, (250, 240, 212, 120), max(1, px(1)))
        assets.surfaces[key] = surf
    return surf


def engraved_label(words: str, size: int, width: int) -> pygame.Surface:
    """A workshop's label on the felt over its recess (a review, s52: its tab "broke the box's top
    border"): warm cream letters with a dark shade under them, no chip; cached."""
    key = ("kobito engraved label", words, size, width, px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        lit_words = fit_text(words, size, max(px(20), width), (240, 226, 190), True)
        shade = fit_text(words, size, max(px(20), width), (12, 6, 20), True).copy()  # (not the cached one)
        surf = pygame.Surface((lit_words.get_width() + 2, lit_words.get_height() + 2), pygame.SRCALPHA)
        shade.set_alpha(170)
        surf.blit(shade, (1, 2))
        surf.blit(lit_words, (0, 0))
        assets.surfaces[key] = surf = fast(surf)
    return surf


def engraved_slot(size: tuple[int, int]) -> pygame.Surface:
    """An empty workshop place at `size` (a review, s52: "the empty workshop slots look like
    placeholders", "blank dark boxes"): a card's faint ghost in a dashed outline, as a pot's places
    still to fill are, with a small hammer printed at its middle: the workshop's tool, where a
    rainbow is built; cached."""
    key = ("kobito workshop place", tuple(size), px(1))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(6, size[0]), max(6, size[1])
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (250, 240, 212, 18), surf.get_rect(), border_radius=max(3, min(w, h) // 10))
        line = max(1, px(1))
        dashed_card(surf, surf.get_rect(), (250, 240, 212, 110), line)
        s = min(w, h) * 0.42  # the hammer: a handle leaning right, its head across its top
        cx, cy = w / 2, h / 2
        ink = (236, 206, 140, 130)
        top, foot = (cx + s * 0.28, cy - s * 0.36), (cx - s * 0.3, cy + s * 0.5)
        pygame.draw.line(surf, ink, (round(foot[0]), round(foot[1])), (round(top[0]), round(top[1])), max(1, round(s / 7)))
        head = [(-0.42, -0.2), (0.3, 0.14), (0.42, -0.1), (-0.3, -0.44)]  # a block square to the handle
        pygame.draw.polygon(surf, ink, [(round(top[0] + dx * s), round(top[1] + dy * s)) for dx, dy in head])
        assets.surfaces[key] = surf = fast(surf)
    return surf
