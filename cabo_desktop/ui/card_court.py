"""The standard deck's court cards (ui/card_standard draws the rest of the face): a King, Queen
and Jack as on a real deck, double-headed. One half-figure (head, shoulders and torso to the
waist, with the rank's headgear and attribute) fills the top half of a framed panel and the same
half turned round fills the bottom, the two parted by a thin slanting rule. Drawn as SVG at the
size shown, kept by the face that prints it."""

from __future__ import annotations

import pygame

from .card_svg import height_for, hexc, place, render, suit

GLYPH_SUITS = {"\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C"}
SKIN, GOLD, GOLD_DARK = (247, 220, 194), (226, 178, 48), (138, 100, 16)
LINE = "#3a2418"  # the print's outline, dark brown, as the key plate of a printed court card
TALL = 110  # the half-figure's box: 100 units wide, TALL units from the crown to the waist


def court_figure(rank: str, symbol: str, colour, size: tuple[int, int]) -> pygame.Surface:
    """A court card's picture in a frame of `size`: the rank's half-figure in robes of the suit's
    colour (King: a crown, a white beard, an ermine collar and a sword; Queen: a pearled crown,
    long hair and a rose; Jack: a feathered cap and a halberd), the suit in its corner; below a
    thin slanting rule, the same half turned round, as on a real court card. `symbol`: the
    suit's key or its glyph."""
    w, h = size
    key = GLYPH_SUITS.get(symbol, symbol)
    low, high = round(h * 0.54), round(h * 0.46)  # the rule runs from (0, low) up to (w, high)
    edge = max(1, w // 40)
    room = edge + 1 + max(1, round(h * 0.02))  # the headgear's room under the frame, in each half
    top = render(_court_half(rank, key, colour, height_for((w, max(1, low))), 100 * room / max(1, w)), (w, max(1, low)))
    half = pygame.Surface((w, h), pygame.SRCALPHA)
    half.blit(top, (0, 0))
    pygame.draw.polygon(half, (0, 0, 0, 0), [(0, low), (w, high), (w, h), (0, h)])  # only above the rule
    out = half.copy()
    out.blit(pygame.transform.rotate(half, 180), (0, 0))  # the same half turned round: a whole figure below
    band = max(3, round(h * 0.022))  # the rule between the halves: a gold band edged in the suit's colour
    pygame.draw.line(out, colour, (0, low), (w, high), band + 2)
    pygame.draw.line(out, GOLD, (0, low), (w, high), band)
    pygame.draw.aaline(out, GOLD_DARK, (0, low), (w, high))
    pygame.draw.rect(out, GOLD_DARK, out.get_rect(), edge)
    pygame.draw.rect(out, colour, out.get_rect().inflate(-2 * edge, -2 * edge), 1)
    return out


def _second(colour) -> tuple[int, int, int]:
    """The robe's second colour: blue under a red suit, red under a dark one."""
    r, g, b = colour[:3]
    return (44, 72, 160) if r > g + 60 and r > b + 60 else (192, 44, 52)


def _ground(ink: str, gold: str, height: float) -> str:
    """A court card's printed ground, `height` units tall: cream with a fine lattice in the suit's
    ink and gold studs where its lines cross, as the patterned grounds of real court cards."""
    lines = "".join(f"M{k} 0 L{k + height} {height:.1f} M{k + height} 0 L{k} {height:.1f} "
                    for k in range(-int(height) - 12, 112, 12))
    studs = "".join(f'<circle cx="{x}" cy="{y}" r="1.1"/>' for x in range(6, 100, 12) for y in range(6, int(height), 12))
    return (f'<rect width="100" height="{height:.2f}" fill="#f4e8c8"/>'
            f'<path d="{lines}" stroke="{ink}" stroke-opacity=".13" stroke-width=".7" fill="none"/>'
            f'<g fill="{gold}" fill-opacity=".55">{studs}</g>')


def _robe(rank: str, ink: str, second: str, gold: str, dark: str) -> str:
    """The torso to the waist: a mantle of the suit's colour over both shoulders with gold
    figures woven in, a tunic of the second colour down the middle with its gold trim and studs,
    and the rank's collar (the King's ermine, the Queen's necklace, the Jack's white ruff)."""
    flower = '<path d="M50 20 C62 35 62 35 80 50 C62 65 62 65 50 80 C38 65 38 65 20 50 C38 35 38 35 50 20 Z"/>'
    spots = ((18, 78), (23, 90), (31, 102), (82, 78), (77, 90), (69, 102), (21, 68), (79, 68))
    out = [  # broad at the shoulders, narrowing to the waist: the two halves meet in a waist, not a blob
        f'<path d="M32 60 C18 61 12 66 12 76 C12 90 24 100 31 {TALL + 2} L69 {TALL + 2} C76 100 88 90 88 76 '
        f'C88 66 82 61 68 60 Z" fill="{ink}" '
        f'stroke="{LINE}" stroke-width=".9"/>',
        f'<g fill="{gold}">' + "".join(place(flower, x, y, 7) for x, y in spots) + "</g>",
        f'<path d="M40 62 L60 62 L63 {TALL + 2} L37 {TALL + 2} Z" fill="{second}" stroke="{LINE}" stroke-width=".8"/>',
        f'<path d="M40.5 63 L37.5 {TALL} M59.5 63 L62.5 {TALL}" stroke="{gold}" stroke-width="2"/>',
        "".join(place(f'<path d="M50 10 L80 50 L50 90 L20 50 Z" fill="{gold}"/>', 50, y, 6) for y in (76, 86, 96)),
        f'<path d="M37 {TALL - 6} L63 {TALL - 6}" stroke="{dark}" stroke-width="4"/>'  # the belt, at the waist
        f'<rect x="47" y="{TALL - 9}" width="6" height="6" fill="none" stroke="{gold}" stroke-width="1.4"/>',
        f'<rect x="46" y="52" width="8" height="12" fill="{hexc(SKIN)}" stroke="{LINE}" stroke-width=".6"/>',
    ]
    if rank == "K":  # an ermine collar over the shoulders
        out.append(f'<path d="M26 66 C36 76 64 76 74 66 L70 60 C60 68 40 68 30 60 Z" fill="#fbfbf6" stroke="{LINE}" stroke-width=".7"/>')
        out += [f'<path d="M{x} {y} l-1 3 l2 0 Z" fill="#222"/>' for x, y in ((34, 67), (42, 70), (58, 70), (66, 67))]
    elif rank == "Q":  # a gold necklace with a pendant
        out.append(f'<path d="M40 62 Q50 74 60 62" stroke="{gold}" stroke-width="2" fill="none"/>'
                   f'<circle cx="50" cy="70" r="2.4" fill="#c8283c" stroke="{gold}" stroke-width="1"/>')
    else:  # a white ruff
        out.append(f'<path d="M36 62 Q40 68 44 63 Q47 69 50 63 Q53 69 56 63 Q60 68 64 62 L62 59 L38 59 Z" '
                   f'fill="#fbfbf6" stroke="{LINE}" stroke-width=".7"/>')
    return "".join(out)


def _arm(side: int, cloth: str, gold: str, hand: tuple[float, float]) -> str:
    """A sleeve of `cloth` from a shoulder (`side` -1 the left, 1 the right) down to the `hand`
    before the chest, a gold cuff at the wrist and the hand."""
    hx, hy = hand
    sx = 50 + side * 20
    return (f'<path d="M{sx} 64 C{sx + side * 12} 70 {hx + side * 8} {hy - 14} {hx + side * 5} {hy - 2} '
            f'L{hx - side * 5} {hy - 4} C{hx - side * 2} {hy - 14} {sx - side * 2} 76 {sx - side * 8} 70 Z" '
            f'fill="{cloth}" stroke="{LINE}" stroke-width=".8"/>'
            f'<path d="M{hx + side * 5} {hy - 3} L{hx - side * 5} {hy - 5}" stroke="{gold}" stroke-width="2.4"/>'
            f'<circle cx="{hx}" cy="{hy}" r="4.2" fill="{hexc(SKIN)}" stroke="{LINE}" stroke-width=".7"/>')


def _face(hair: str, beard: bool) -> str:
    """The head: the face with its eyes, brows, nose, cheeks and mouth (a white beard and a
    moustache when `beard`)."""
    out = [f'<ellipse cx="50" cy="40" rx="11.5" ry="13.5" fill="{hexc(SKIN)}" stroke="{LINE}" stroke-width=".8"/>',
           '<ellipse cx="45.4" cy="39" rx="1.7" ry="1.2" fill="#2a2a30"/><ellipse cx="54.6" cy="39" rx="1.7" ry="1.2" fill="#2a2a30"/>',
           f'<path d="M42.5 35.6 L47.5 35 M52.5 35 L57.5 35.6" stroke="{hair}" stroke-width="1.1" fill="none"/>',
           '<path d="M50 40 L48.6 45 L51 45.5" stroke="#b08060" stroke-width=".9" fill="none"/>',
           '<circle cx="43.5" cy="44.5" r="2.2" fill="#f0a0a0" fill-opacity=".55"/>'
           '<circle cx="56.5" cy="44.5" r="2.2" fill="#f0a0a0" fill-opacity=".55"/>',
           '<path d="M47 49 Q50 50.6 53 49" stroke="#b83040" stroke-width="1.2" fill="none"/>']
    if beard:
        out += ['<path d="M38.6 43 C39 60 46 66 50 66 C54 66 61 60 61.4 43 C58.5 49.5 55 51 50 51 C45 51 41.5 49.5 38.6 43 Z" '
                f'fill="#ece6da" stroke="{LINE}" stroke-width=".6"/>',
                f'<path d="M43.5 48 Q50 44.6 56.5 48 Q50 49.6 43.5 48 Z" fill="#ece6da" stroke="{LINE}" stroke-width=".5"/>']
    return "".join(out)


def _king(second: str, gold: str, dark: str) -> str:
    """The King: white hair and beard under a jewelled crown, a sword held upright in his right hand."""
    return "".join([
        f'<path d="M37 44 C35 27 65 27 63 44 L64 52 L36 52 Z" fill="#e4ddd0" stroke="{LINE}" stroke-width=".6"/>',
        _face(LINE, True),
        f'<path d="M37 29 L36 11 L42 19 L46 7 L50 16 L54 7 L58 19 L64 11 L63 29 Z" fill="{gold}" stroke="{dark}" stroke-width=".9"/>',
        f'<rect x="36.5" y="24" width="27" height="5" fill="{dark}"/>',
        '<circle cx="43" cy="26.5" r="1.6" fill="#d02030"/><circle cx="50" cy="26.5" r="1.6" fill="#2050d0"/>'
        '<circle cx="57" cy="26.5" r="1.6" fill="#d02030"/>',
        '<path d="M76 78 L76 18 L78 11 L80 18 L80 78 Z" fill="#dde1e8" stroke="#505868" stroke-width=".7"/>',
        '<path d="M78 18 L78 74" stroke="#9aa2b0" stroke-width=".6"/>',
        f'<path d="M69 78 L87 78 L87 82 L69 82 Z M76.5 82 L79.5 82 L79.5 94 L76.5 94 Z" fill="{gold}" stroke="{dark}" stroke-width=".6"/>',
        f'<circle cx="78" cy="95" r="2.2" fill="{gold}" stroke="{dark}" stroke-width=".6"/>',
        _arm(1, second, gold, (78, 87)),
    ])


def _queen(second: str, gold: str, dark: str) -> str:
    """The Queen: long auburn hair under a crown with pearls, a red rose in her left hand."""
    hair = "#b8682c"
    return "".join([
        f'<path d="M36 42 C33 20 67 20 64 42 L70 70 C62 66 59 62 58 56 L42 56 C41 62 38 66 30 70 Z" fill="{hair}" '
        f'stroke="{LINE}" stroke-width=".6"/>',
        _face(LINE, False),
        f'<path d="M38 29 L38.6 17 L43 22 L46.5 14 L50 20 L53.5 14 L57 22 L61.4 17 L62 29 Z" fill="{gold}" stroke="{dark}" stroke-width=".9"/>',
        "".join(f'<circle cx="{x}" cy="{y}" r="1.7" fill="#fbfbf6" stroke="{dark}" stroke-width=".5"/>'
                for x, y in ((38.6, 17), (46.5, 14), (53.5, 14), (61.4, 17))),
        '<path d="M27 88 C26 78 24 68 22 60" stroke="#3a8a40" stroke-width="2.2" fill="none"/>',
        '<path d="M25 74 C18 73 15 69 14 65 C20 66 24 69 25 74 Z" fill="#3a8a40" stroke="#1e5a24" stroke-width=".5"/>',
        "".join(f'<circle cx="{22 + dx}" cy="{56 + dy}" r="4.4" fill="#c8283c" stroke="#7a1020" stroke-width=".5"/>'
                for dx, dy in ((0, -4.3), (4.1, -1.3), (2.6, 3.5), (-2.6, 3.5), (-4.1, -1.3))),
        f'<circle cx="22" cy="56" r="2.3" fill="{gold}"/>',
        _arm(-1, second, gold, (27, 88)),
    ])


def _jack(second: str, gold: str, dark: str) -> str:
    """The Jack: brown hair under a cap with a long white feather, a halberd in his right hand."""
    hair = "#7a4a24"
    return "".join([
        f'<path d="M37 42 C36 26 64 26 63 42 L65 54 L35 54 Z" fill="{hair}" stroke="{LINE}" stroke-width=".6"/>',
        _face(hair, False),
        f'<path d="M41 24 C36 14 30 8 20 3 C22 11 28 19 35 28 Z" fill="#fbfbf6" stroke="{dark}" stroke-width=".7"/>',
        f'<path d="M37 24 C33 16 28 10 22 6" stroke="{dark}" stroke-width=".5" fill="none"/>',
        f'<path d="M34 31 C33 19 46 14 60 17 C69 19 70 26 67 31 Z" fill="{second}" stroke="{LINE}" stroke-width=".8"/>',
        f'<rect x="34" y="29" width="34" height="4" fill="{gold}" stroke="{dark}" stroke-width=".5"/>',
        f'<path d="M81 {TALL + 2} L81 20" stroke="#6a3e1c" stroke-width="2.6"/>',
        '<path d="M81 24 L93 28 L93 40 L81 36 Z M81 20 L83 11 L79 11 Z M81 27 L74 30 L81 33 Z" fill="#c8ccd4" stroke="#505868" stroke-width=".7"/>',
        _arm(1, second, gold, (81, 86)),
    ])


def _court_half(rank: str, key: str, colour, height: float, room: float = 0.0) -> str:
    """The upper half of a court card in a box 100 units wide and `height` tall: the printed
    ground, the half-figure (TALL units from its crown to its waist) standing on the box's foot,
    scaled down to fit the box under `room` units left free at its top (the headgear whole inside
    the frame, in this half and in the half turned round below it), and the suit in the corner."""
    ink, second, gold = hexc(colour), hexc(_second(colour)), hexc(GOLD)
    dark = hexc(GOLD_DARK)
    figure = _robe(rank, ink, second, gold, dark) + (_king(second, gold, dark) if rank == "K" else _queen(second, gold, dark)
                                               if rank == "Q" else _jack(second, gold, dark))
    s = min(0.96, (height - room) / TALL)
    fit = f'translate({50 - 50 * s:.2f},{height - TALL * s:.2f}) scale({s:.4f})'
    return (_ground(ink, gold, height) + f'<g transform="{fit}">{figure}</g>'
            + place(suit(key, colour), 10, 10, 13))
