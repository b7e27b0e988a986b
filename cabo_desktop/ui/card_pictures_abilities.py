"""CABO's ability cards as little scenes, one family with the number cards' (ui/card_pictures_cabo.py:
a subject in colour with a dark line of the same weight, standing on a ground across its window
under a sky): Peek, a black cat in a lamplit room peering over its own card (7) or round a
curtain at it (8); Spy, a fox on a hill at dusk, a spyglass to its eye (9) or a magnifying glass
over a card (10); Swap, two birds on a branch each holding out a card to the other (11) or flying
past each other with their cards (12). A review: "the ability cards' icons and the number cards'
illustrations still do not read as one set". Each subject is drawn in a 100 x 100 box whose foot
(y 78 on) is the window's ground."""

from __future__ import annotations

from .card_pictures import GOLD, GOLD_DARK, star_points
from .card_svg import hexc

LINE = 1.5  # the subjects' outline, as the number cards' (the owl, the tower)
CAT, CAT_LINE, CAT_EYE = "#2c2834", "#121016", "#e2e23a"
FOX, FOX_DARK, FOX_WHITE, FOX_FOOT = "#e8782e", "#7a3410", "#fbf4e8", "#3a2218"
BRASS, BRASS_DARK = "#d6aa46", "#785418"

# each ability's backdrop: (sky's top, sky's foot, ground, the ground's lit edge)
GROUNDS = {"eye": ((248, 226, 186), (232, 190, 136), (164, 104, 58), (206, 150, 96)),
           "spy": ((64, 50, 122), (214, 128, 140), (40, 84, 62), (74, 128, 90)),
           "swap": ((150, 206, 240), (236, 246, 240), (96, 168, 84), (150, 206, 118))}
GROUNDS["look"] = GROUNDS["swap"]


def ovals(spots, attrs: str) -> str:
    """Ellipses (cx, cy, rx, ry) of one paint as one path (`attrs` its fill and stroke): one shape
    for the renderer to fill rather than one each, a face's cost."""
    d = "".join(f"M{cx - rx:.2f} {cy:.2f}a{rx} {ry} 0 1 0 {2 * rx:.2f} 0a{rx} {ry} 0 1 0 {-2 * rx:.2f} 0Z"
                for cx, cy, rx, ry in spots)
    return f'<path d="{d}" {attrs}/>'


def ground(band: str, x: float, top: float, w: float, h: float, r: float) -> str:
    """The ground filling the window's foot from `top` (h units tall), its corners rounded as the
    window's: the room's floorboards (Peek), a hill (Spy, Swap), a lit line along its edge."""
    _sky, _foot, fill, lit = GROUNDS[band]
    bottom, right = top + h, x + w
    foot = (f' L{right:.2f} {bottom - r:.2f} Q{right:.2f} {bottom:.2f} {right - r:.2f} {bottom:.2f} '
            f'L{x + r:.2f} {bottom:.2f} Q{x:.2f} {bottom:.2f} {x:.2f} {bottom - r:.2f} Z')
    if band == "eye":  # a flat floor, its boards
        edge = f'M{x:.2f} {top:.2f} L{right:.2f} {top:.2f}'
        boards = (f'<path d="{"".join(f"M{x + w * f:.2f} {top:.2f}L{x + w * (f * 1.3 - 0.15):.2f} {bottom:.2f}" for f in (0.2, 0.5, 0.8))}" '
                  f'stroke="{hexc(lit)}" stroke-width="{h * 0.08:.2f}"/>')
    else:  # a hill rising to the left (Spy) or a gentle meadow (Swap)
        rise = h * (0.45 if band == "spy" else 0.25)
        edge = f'M{x:.2f} {top - rise:.2f} Q{x + w * 0.45:.2f} {top - rise * 0.4:.2f} {right:.2f} {top + rise * 0.2:.2f}'
        boards = ""
    return (f'<path d="{edge}{foot}" fill="{hexc(fill)}"/>{boards}'
            f'<path d="{edge}" stroke="{hexc(lit)}" stroke-width="{max(0.6, h * 0.1):.2f}" fill="none"/>')


def small_card(x: float, y: float, w: float, h: float, face: str | None = None, turn: float = 0) -> str:
    """A little playing card at (x, y), w x h: its back (CABO's night blue, a gold star) or, given
    `face`, a face of that colour, turned `turn` degrees round its middle."""
    inner = face or "#24407a"
    star = (f'<polygon points="{star_points(x + w / 2, y + h / 2, w * 0.28)}" fill="{hexc(GOLD)}" '
            f'stroke="{hexc(GOLD_DARK)}" stroke-width=".8"/>' if face is None else "")
    return (f'<g transform="rotate({turn} {x + w / 2:.2f} {y + h / 2:.2f})">'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{w * 0.12:.2f}" fill="#fbf6e8" stroke="#3a3040" '
            f'stroke-width="{LINE}"/><rect x="{x + w * 0.12:.2f}" y="{y + w * 0.12:.2f}" width="{w * 0.76:.2f}" '
            f'height="{h - w * 0.24:.2f}" rx="{w * 0.08:.2f}" fill="{inner}"/>{star}</g>')


def cat_head(cx: float, cy: float, look: float = -1.5) -> str:
    """A black cat's head, its ears up and its yellow eyes wide, the pupils `look` units to the
    side (down a little: at the card)."""
    e = f'stroke="{CAT_LINE}" stroke-width="{LINE}"'
    return (f'<path d="M{cx - 15} {cy - 4}L{cx - 13} {cy - 22}L{cx - 3} {cy - 13}ZM{cx + 15} {cy - 4}L{cx + 13} {cy - 22}'
            f'L{cx + 3} {cy - 13}Z" fill="{CAT}" {e}/>'
            f'<path d="M{cx - 12} {cy - 8}L{cx - 11.5} {cy - 17}L{cx - 6} {cy - 12}ZM{cx + 12} {cy - 8}L{cx + 11.5} {cy - 17}'
            f'L{cx + 6} {cy - 12}Z" fill="#d88a9a"/>'
            f'<ellipse cx="{cx}" cy="{cy}" rx="17" ry="15" fill="{CAT}" {e}/>'
            + ovals([(cx + dx, cy - 1, 5.2, 6) for dx in (-7, 7)], f'fill="{CAT_EYE}" stroke="{CAT_LINE}" stroke-width="1"')
            + ovals([(cx + dx + look, cy + 0.5, 1.7, 4.4) for dx in (-7, 7)], f'fill="{CAT_LINE}"')
            + ovals([(cx + dx + 1.6, cy - 3, 1.2, 1.2) for dx in (-7, 7)], 'fill="#ffffff"')
            + f'<polygon points="{cx - 2},{cy + 6} {cx + 2},{cy + 6} {cx},{cy + 8.5}" fill="#e08aa0"/>'
            f'<path d="M{cx - 9} {cy + 7} L{cx - 22} {cy + 5} M{cx - 9} {cy + 9} L{cx - 21} {cy + 11} '
            f'M{cx + 9} {cy + 7} L{cx + 22} {cy + 5} M{cx + 9} {cy + 9} L{cx + 21} {cy + 11}" stroke="#bdb6c8" '
            f'stroke-width=".8"/>')


def cat_over_card() -> str:
    """Peek (7): the cat peering over the top of its own card, its paws on the card's edge, its
    tail curling up beside it."""
    e = f'stroke="{CAT_LINE}" stroke-width="{LINE}"'
    return (f'<path d="M70 88 C88 86 92 68 84 56 C82 54 80 56 81 58 C86 68 82 80 68 80 Z" fill="{CAT}" {e}/>'
            f'<ellipse cx="50" cy="70" rx="24" ry="20" fill="{CAT}" {e}/>'
            + cat_head(50, 34, -1.2)
            + small_card(28, 48, 44, 46)
            + ovals([(38, 49, 5, 3.4), (62, 49, 5, 3.4)], f'fill="{CAT}" {e}'))


def cat_at_curtain() -> str:
    """Peek (8): the cat peeping round a red curtain at its card lying on the floor."""
    e = f'stroke="{CAT_LINE}" stroke-width="{LINE}"'
    folds = (f'<path d="{"".join(f"M{x} 8C{x + 2} 40 {x - 3} 70 {x - 4} 96" for x in (10, 22, 34))}" stroke="#8a1c28" '
             f'stroke-width="3" fill="none"/>')
    return (small_card(70, 70, 22, 28, turn=12)
            + cat_head(58, 42, 1.8)
            + f'<ellipse cx="48" cy="64" rx="5.5" ry="4" fill="{CAT}" {e}/>'
            + '<path d="M-2 6 L50 6 C46 30 52 60 44 96 L-2 96 Z" fill="#c83040" stroke="#6a1018" stroke-width="1.5"/>'
            + folds
            + f'<rect x="-4" y="2" width="108" height="6" rx="3" fill="{BRASS}" stroke="{BRASS_DARK}" stroke-width="1.2"/>')


def fox(spyglass: bool) -> str:
    """A red fox sitting on its hill, a white chest and a tail tipped in white; with `spyglass`,
    it looks up to the right through a brass spyglass (9), else it bends over a card on the grass
    with a magnifying glass (10)."""
    e = f'stroke="{FOX_DARK}" stroke-width="{LINE}"'
    tail = (f'<path d="M34 86 C12 88 4 70 12 56 C18 66 26 74 40 76 Z" fill="{FOX}" {e}/>'
            f'<path d="M12 56 C10 62 11 66 14 70 C17 66 16 60 12 56 Z" fill="{FOX_WHITE}" {e}/>')
    if spyglass:
        head = (f'<polygon points="40,30 38,12 50,26" fill="{FOX}" {e}/><polygon points="41,26 40,17 46,24" fill="{FOX_FOOT}"/>'
                f'<path d="M34 38 C34 28 44 24 52 28 L70 38 C72 41 70 44 66 45 L52 50 C42 52 34 46 34 38 Z" fill="{FOX}" {e}/>'
                f'<path d="M40 46 C46 50 56 50 66 45 L58 52 C50 54 44 52 40 46 Z" fill="{FOX_WHITE}"/>'
                f'<circle cx="70" cy="40" r="2.4" fill="{FOX_FOOT}"/>')
        glass = (f'<g transform="rotate(-32 52 34)"><rect x="48" y="29" width="16" height="10" rx="2" fill="{BRASS}" '
                 f'stroke="{BRASS_DARK}" stroke-width="1.2"/><rect x="63" y="27" width="22" height="14" rx="2" '
                 f'fill="{BRASS}" stroke="{BRASS_DARK}" stroke-width="1.2"/><rect x="64" y="29" width="19" height="3" '
                 f'fill="#ffffff" fill-opacity=".45"/><ellipse cx="85" cy="34" rx="2" ry="7" fill="#bfe4f6" '
                 f'stroke="{BRASS_DARK}" stroke-width="1"/></g>'
                 f'<ellipse cx="60" cy="32" rx="5" ry="4" fill="{FOX}" {e}/>')
        body = (f'<ellipse cx="44" cy="68" rx="16" ry="19" fill="{FOX}" {e}/>'
                f'<ellipse cx="49" cy="64" rx="7" ry="12" fill="{FOX_WHITE}"/>')
        feet = ovals([(40, 87, 5, 3), (52, 87, 5, 3)], f'fill="{FOX_FOOT}"')
        return tail + body + feet + head + glass
    card = '<polygon points="50,80 82,76 92,90 56,96" fill="#fbf6e8" stroke="#3a3040" stroke-width="1.5"/>' \
           '<polygon points="55,81 80,78 87,89 59,93" fill="#e0605a"/>'
    head = (f'<polygon points="30,28 26,10 40,22" fill="{FOX}" {e}/><polygon points="31,24 29,15 36,21" fill="{FOX_FOOT}"/>'
            f'<path d="M24 34 C24 24 34 20 42 24 L62 40 C64 43 62 46 58 46 L42 46 C32 46 24 42 24 34 Z" fill="{FOX}" {e}/>'
            f'<path d="M30 42 C36 46 48 47 58 46 L50 50 C42 51 34 48 30 42 Z" fill="{FOX_WHITE}"/>'
            + ovals([(62, 42, 2.4, 2.4), (40, 32, 2.2, 2.2)], f'fill="{FOX_FOOT}"'))
    glass = (f'<path d="M54 56 L46 44" stroke="#6a3a1a" stroke-width="5" stroke-linecap="round"/>'
             f'<circle cx="66" cy="70" r="15" fill="#bfe4f6" fill-opacity=".55" stroke="{BRASS}" stroke-width="4.5"/>'
             f'<circle cx="66" cy="70" r="17.4" fill="none" stroke="{BRASS_DARK}" stroke-width="1"/>'
             f'<path d="M57 64 Q60 58 66 57" stroke="#ffffff" stroke-opacity=".8" stroke-width="2.6" fill="none" '
             f'stroke-linecap="round"/><ellipse cx="52" cy="52" rx="4.5" ry="4" fill="{FOX}" {e}/>')
    body = (f'<ellipse cx="32" cy="66" rx="17" ry="18" fill="{FOX}" {e}/>'
            f'<ellipse cx="38" cy="62" rx="7" ry="11" fill="{FOX_WHITE}"/>'
            + ovals([(30, 86, 5, 3), (42, 86, 5, 3)], f'fill="{FOX_FOOT}"'))
    return tail + body + head + card + glass


BIRDS = (("#3a8ad8", "#1a4a80", "#dbeefa"), ("#e0603a", "#7a2a14", "#fbe0c0"))


def bird(cx: float, cy: float, right: bool, colours, flying: bool = False) -> str:
    """A round little bird centred on (cx, cy), facing right or left: its body, a paler breast, a
    wing (raised when `flying`), a tail, an eye and an orange beak."""
    body, dark, breast = colours
    s = 1 if right else -1
    e = f'stroke="{dark}" stroke-width="{LINE}"'
    wing = (f'<path d="M{cx - 4 * s} {cy - 2} C{cx - 14 * s} {cy - 22} {cx - 2 * s} {cy - 26} {cx + 4 * s} {cy - 6} Z" '
            if flying else
            f'<path d="M{cx - 8 * s} {cy - 4} C{cx - 2 * s} {cy - 8} {cx + 6 * s} {cy - 2} {cx + 2 * s} {cy + 6} '
            f'C{cx - 4 * s} {cy + 8} {cx - 10 * s} {cy + 4} {cx - 8 * s} {cy - 4} Z" ')
    return (f'<polygon points="{cx - 10 * s},{cy} {cx - 22 * s},{cy - 6} {cx - 20 * s},{cy + 6}" fill="{body}" {e}/>'
            f'<ellipse cx="{cx}" cy="{cy}" rx="13" ry="11" fill="{body}" {e}/>'
            f'<ellipse cx="{cx + 4 * s}" cy="{cy + 3}" rx="7" ry="6.5" fill="{breast}"/>'
            f'<circle cx="{cx + 8 * s}" cy="{cy - 9}" r="8" fill="{body}" {e}/>'
            f'<ellipse cx="{cx + 6 * s}" cy="{cy - 4}" rx="5" ry="2" fill="{body}"/>'
            + wing + f'fill="{dark}" fill-opacity=".55" {e}/>'
            f'<circle cx="{cx + 10 * s}" cy="{cy - 11}" r="2.2" fill="#16161c"/>'
            f'<circle cx="{cx + 10.7 * s}" cy="{cy - 11.7}" r=".8" fill="#ffffff"/>'
            f'<polygon points="{cx + 15 * s},{cy - 11} {cx + 23 * s},{cy - 8} {cx + 15 * s},{cy - 6}" fill="#f0a030" '
            f'stroke="#8a5010" stroke-width="1"/>')


def birds_on_branch() -> str:
    """Swap (11): two birds on a branch, each holding its card out to the other in its beak, an
    orange arrow over them and a green one under the branch, turning round each other."""
    return ('<path d="M2 80 C30 74 70 76 98 70" stroke="#6a4422" stroke-width="5" fill="none" stroke-linecap="round"/>'
            '<path d="M70 76 C76 84 84 86 90 84 C84 80 78 78 70 76 Z" fill="#5aa048"/>'
            + bird(22, 62, True, BIRDS[0]) + bird(78, 62, False, BIRDS[1])
            + small_card(38, 44, 11, 15, "#6ac070", -14) + small_card(51, 44, 11, 15, "#e0605a", 14)
            + '<path d="M28 28 Q50 12 70 26" stroke="#f0922a" stroke-width="4" fill="none" stroke-linecap="round"/>'
            '<polygon points="76,31 64,28 72,19" fill="#f0922a"/>'
            '<path d="M72 94 Q50 100 28 94" stroke="#2ab08c" stroke-width="4" fill="none" stroke-linecap="round"/>'
            '<polygon points="22,91 32,88 31,98" fill="#2ab08c"/>')


def birds_flying() -> str:
    """Swap (12): two birds flying past each other over the meadow, each with its card, their
    dotted trails curving behind them."""
    trail = 'stroke-width="2.4" stroke-dasharray="3 4" fill="none" stroke-linecap="round"'
    return (f'<path d="M2 40 Q14 22 24 26" stroke="#f0922a" {trail}/><path d="M98 56 Q88 76 76 70" stroke="#2ab08c" {trail}/>'
            + small_card(26, 40, 12, 16, "#6ac070", 10) + bird(34, 30, True, BIRDS[0], True)
            + small_card(62, 68, 12, 16, "#e0605a", -10) + bird(68, 58, False, BIRDS[1], True))


def subject(band: str, value: int) -> str:
    """The picture of an ability band in its 100 x 100 box (an odd value shows the first; Look
    and swap, the variant's, the fox with its glass on the birds' meadow under their arrows)."""
    if band == "look":
        return (f'<g transform="translate(14,16) scale(.74)">{fox(False)}</g>'
                '<path d="M14 30 Q40 4 72 14" stroke="#f0922a" stroke-width="4" fill="none" stroke-linecap="round"/>'
                '<polygon points="80,18 66,20 72,8" fill="#f0922a"/>')
    if band == "eye":
        return cat_at_curtain() if value % 2 == 0 else cat_over_card()
    if band == "spy":
        return fox(value % 2 == 1)
    return birds_flying() if value % 2 == 0 else birds_on_branch()
