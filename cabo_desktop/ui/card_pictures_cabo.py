"""CABO's illustrated faces: each value band a little scene in colour, printed in a window in the
middle of the card under its big numeral (SVG, see card_svg; the window is given in card units,
the subjects are drawn in a 100 x 100 box): the unicorn at dawn (0); the night near it, a golden
moon (1), an owl on a branch (2), a hot-air balloon (3), a fairy-tale tower (4); the sea, a sailing
boat (5), a lighthouse (6); the ability cards as scenes of the same family, a subject standing on
its ground (ui/card_pictures_abilities.py: Peek a black cat, Spy a fox, Swap two birds; Look and
swap, the variant's, the fox on the birds' meadow) and a jewelled crown on velvet (13).
The renderer reads no clip paths: every part is drawn inside the window by construction."""

from __future__ import annotations

from . import card_pictures_abilities as abilities
from .card_pictures import GOLD, GOLD_DARK, WHITE, star_points, unicorn
from .card_svg import gradient, hexc, mix, place, shade

NAVY, DUSK = (24, 36, 84), (60, 70, 140)

# each band's backdrop: (top colour, foot colour) of the window's sky
SKIES = {"unicorn": ((236, 206, 240), (255, 236, 206)), "night": (NAVY, DUSK),
         "sea": ((150, 206, 240), (226, 242, 250)),
         **{band: sky[:2] for band, sky in abilities.GROUNDS.items()},
         "crown": ((120, 24, 44), (70, 10, 28))}


def band_of(value: int, ability) -> str:
    """The scene of a CABO value band (its ability's name when it has one)."""
    if value == 0:
        return "unicorn"
    if ability is not None:
        return {"PEEK": "eye", "SPY": "spy", "SWAP": "swap"}.get(getattr(ability, "name", str(ability)), "look")
    if value >= 13:
        return "crown"
    return "sea" if value >= 5 else "night"


def moon(stars: int) -> str:
    """A golden crescent moon with `stars` stars beside it (1-4: the card's value)."""
    spots = ((74, 22, 11), (84, 52, 9), (70, 80, 10), (52, 12, 7))[:max(1, min(4, stars))]
    return (f'<path d="M44 10 A40 40 0 1 0 44 90 A28 40 0 1 1 44 10 Z" fill="{hexc((246, 214, 110))}" '
            f'stroke="{hexc((180, 140, 40))}" stroke-width="1.5"/>'
            f'<circle cx="26" cy="40" r="4" fill="#ffffff" fill-opacity=".25"/>'
            + "".join(f'<polygon points="{star_points(x, y, r)}" fill="{hexc((255, 232, 140))}" '
                      f'stroke="{hexc((190, 150, 50))}" stroke-width="1"/>' for x, y, r in spots))


def boat() -> str:
    """A little sailing boat: a red hull, a white sail and a pennant."""
    return ('<path d="M48 12 L48 70" stroke="#6a4a2a" stroke-width="3"/>'
            '<path d="M51 14 C66 30 74 50 78 66 L51 66 Z" fill="#fbfbf6" stroke="#8a8a90" stroke-width="1"/>'
            '<path d="M45 22 C36 38 30 52 26 66 L45 66 Z" fill="#f0e6d0" stroke="#8a8a90" stroke-width="1"/>'
            '<path d="M48 12 L60 16 L48 20 Z" fill="#d83c3c"/>'
            '<path d="M14 70 L86 70 L76 86 L24 86 Z" fill="#c0392b" stroke="#7a2018" stroke-width="1.4"/>'
            '<path d="M20 76 L80 76" stroke="#f0c060" stroke-width="2"/>')


def owl() -> str:
    """A brown owl on a branch, its round eyes wide open (2)."""
    return ('<path d="M4 84 L96 78" stroke="#5a3a1a" stroke-width="5" stroke-linecap="round"/>'
            '<polygon points="29,36 33,16 43,30" fill="#8a5a34"/><polygon points="71,36 67,16 57,30" fill="#8a5a34"/>'
            '<ellipse cx="50" cy="54" rx="25" ry="28" fill="#8a5a34" stroke="#4a2a14" stroke-width="1.5"/>'
            '<ellipse cx="50" cy="64" rx="15" ry="16" fill="#dcc094"/>'
            '<circle cx="40" cy="44" r="10" fill="#fbfbf6" stroke="#4a2a14" stroke-width="1.2"/>'
            '<circle cx="60" cy="44" r="10" fill="#fbfbf6" stroke="#4a2a14" stroke-width="1.2"/>'
            '<circle cx="41" cy="45" r="5" fill="#1a1a22"/><circle cx="59" cy="45" r="5" fill="#1a1a22"/>'
            '<circle cx="42.5" cy="43" r="1.6" fill="#ffffff"/><circle cx="60.5" cy="43" r="1.6" fill="#ffffff"/>'
            '<polygon points="46,52 54,52 50,59" fill="#f0a030"/>'
            '<path d="M44 80 L42 85 M48 80 L48 85 M56 80 L58 85 M52 80 L52 85" stroke="#f0a030" stroke-width="2.4"/>')


def balloon() -> str:
    """A striped hot-air balloon drifting through the night (3)."""
    return ('<path d="M50 6 C76 6 86 26 82 44 C78 60 62 68 57 76 L43 76 C38 68 22 60 18 44 C14 26 24 6 50 6 Z" '
            'fill="#d83c3c" stroke="#7a1a1a" stroke-width="1.5"/>'
            '<path d="M50 6 C60 28 60 56 55 76 L45 76 C40 56 40 28 50 6 Z" fill="#f2c230"/>'
            '<path d="M30 20 C26 30 26 40 30 50" stroke="#ffffff" stroke-opacity=".4" stroke-width="4" fill="none"'
            ' stroke-linecap="round"/>'
            '<path d="M44 76 L42 86 M56 76 L58 86" stroke="#5a3a1a" stroke-width="1.4"/>'
            '<rect x="40" y="85" width="20" height="12" rx="2" fill="#9a6a34" stroke="#4a2a10" stroke-width="1.2"/>')


def tower() -> str:
    """A fairy-tale tower with lit windows and a pennant under the stars (4)."""
    return ('<ellipse cx="50" cy="95" rx="46" ry="5" fill="#26463a"/>'
            '<rect x="37" y="36" width="26" height="60" fill="#c8c0dc" stroke="#4a4266" stroke-width="1.5"/>'
            '<path d="M37 50 L63 50 M37 66 L63 66 M37 82 L63 82" stroke="#9a92b8" stroke-width="1"/>'
            '<polygon points="32,38 50,6 68,38" fill="#6a4ab0" stroke="#3a2a70" stroke-width="1.5"/>'
            '<path d="M50 6 L50 -2" stroke="#3a2a1a" stroke-width="1.5"/><polygon points="50,-2 62,1 50,4" fill="#d83c3c"/>'
            '<rect x="45" y="46" width="10" height="13" rx="5" fill="#ffd860" stroke="#8a6a10" stroke-width="1"/>'
            '<path d="M44 96 L44 84 A6 6 0 0 1 56 84 L56 96 Z" fill="#5a3a1a"/>'
            '<rect x="46" y="66" width="8" height="9" rx="4" fill="#ffd860" stroke="#8a6a10" stroke-width="1"/>')


def lighthouse() -> str:
    """A red and white lighthouse sending its beam over the sea (6)."""
    return ('<polygon points="50,24 0,10 0,38" fill="#fff6b0" fill-opacity=".55"/>'
            '<polygon points="50,24 100,10 100,38" fill="#fff6b0" fill-opacity=".55"/>'
            '<polygon points="39,92 43,30 57,30 61,92" fill="#fbfbf6" stroke="#555560" stroke-width="1.4"/>'
            '<polygon points="41.6,52 58.4,52 59.3,64 40.7,64" fill="#d83c3c"/>'
            '<polygon points="40.1,76 59.9,76 60.8,88 39.2,88" fill="#d83c3c"/>'
            '<rect x="41" y="18" width="18" height="12" fill="#ffe070" stroke="#333340" stroke-width="1.4"/>'
            '<polygon points="38,19 50,8 62,19" fill="#c0392b" stroke="#6a1a10" stroke-width="1.2"/>'
            '<path d="M38 30 L62 30" stroke="#333340" stroke-width="2.5"/>')


def crown() -> str:
    """A gold crown with red, blue and green jewels and pearls on its points."""
    g, d = hexc(GOLD), hexc(GOLD_DARK)
    return (f'<path d="M12 80 L8 30 L30 52 L50 14 L70 52 L92 30 L88 80 Z" fill="{g}" stroke="{d}" stroke-width="2.4"/>'
            f'<path d="M16 74 L84 74" stroke="{hexc((255, 230, 150))}" stroke-width="2"/>'
            f'<rect x="10" y="80" width="80" height="12" rx="3" fill="{g}" stroke="{d}" stroke-width="2.4"/>'
            '<circle cx="30" cy="64" r="6" fill="#d0283c"/><circle cx="50" cy="58" r="7" fill="#2a5ad0"/>'
            '<circle cx="70" cy="64" r="6" fill="#2a9a50"/>'
            + "".join(f'<circle cx="{x}" cy="{y}" r="4.5" fill="{hexc(WHITE)}" stroke="{d}" stroke-width="1"/>'
                      for x, y in ((8, 30), (50, 13), (92, 30)))
            + '<path d="M22 40 L30 52" stroke="#ffffff" stroke-opacity=".45" stroke-width="3"/>')


def subject(band: str, value: int) -> str:
    """The picture of a band in its 100 x 100 box."""
    if band == "unicorn":
        return unicorn()
    if band == "night":
        return {2: owl(), 3: balloon(), 4: tower()}.get(value) or moon(1)
    if band == "sea":
        return lighthouse() if value >= 6 else boat()
    if band in abilities.GROUNDS:
        return abilities.subject(band, value)
    return crown()


def scene(value: int, ability, x: float, y: float, w: float, h: float, rim) -> str:
    """The window of a CABO card's picture, the rectangle (x, y, w, h) in card units: its band's
    sky lit from the top, what stands in it (stars, the sea, the ground), the subject as large as the
    window's height allows, and a fine frame in `rim` (the card's colour, darker)."""
    band = band_of(value, ability)
    top, foot = SKIES[band]
    r = min(6.0, h / 5)
    out = [f'<defs>{gradient("sky", top, foot)}</defs>'
           f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" rx="{r:.2f}" fill="url(#sky)"/>']
    if band in ("night", "unicorn", "crown", "spy"):  # a scatter of small stars (the crown's: gold dust)
        dust = (255, 240, 190) if band != "unicorn" else (255, 255, 255)
        for fx, fy, fr in ((0.1, 0.2, 0.05), (0.88, 0.16, 0.04), (0.2, 0.78, 0.035), (0.84, 0.72, 0.05),
                           (0.5, 0.1, 0.03), (0.07, 0.5, 0.03), (0.94, 0.44, 0.03)):
            if band == "spy" and fy > 0.45:  # the dusk's first stars, above its hill
                continue
            out.append(f'<polygon points="{star_points(x + w * fx, y + h * fy, h * fr, 0.4, 4)}" fill="{hexc(dust)}" '
                       f'fill-opacity=".7"/>')
    side = min(h * 0.92, w * 0.9)
    sea = y + h * 0.74
    if band == "sea":
        out.append(place(subject(band, value), x + w / 2, sea - side * 0.2, side * 0.86))
        out.append(_waves(x, sea, w, y + h - sea, r))
    elif band in abilities.GROUNDS:  # the ground under the subject's foot (its box's y 78), then the subject
        side = min(h, w * 0.9)  # its parts lie between the box's y 2 and 98: the window's whole height
        top = y + h / 2 + side * 0.28
        out.append(abilities.ground(band, x, top, w, y + h - top, r))
        out.append(place(subject(band, value), x + w / 2, y + h / 2, side))
    else:
        out.append(place(subject(band, value), x + w / 2, y + h / 2 + (h * 0.04 if band == "unicorn" else 0), side))
    out.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" rx="{r:.2f}" fill="none" '
               f'stroke="{hexc(rim)}" stroke-width="0.9"/>')
    return "".join(out)


def _waves(x: float, top: float, w: float, h: float, r: float) -> str:
    """The sea filling the window's foot from `top` (h units tall): a wavy crest, a lighter
    wave behind, the foot's corners rounded as the window's."""
    n = 4
    step = w / n
    crest = "".join(f' q{step / 4:.2f} {-h * 0.35:.2f} {step / 2:.2f} 0 t{step / 2:.2f} 0' for _ in range(n))
    back = (f'<path d="M{x:.2f} {top - h * 0.1:.2f}{crest} L{x + w:.2f} {top + h * 0.6:.2f} L{x:.2f} {top + h * 0.6:.2f} Z" '
            f'fill="{hexc((110, 170, 220))}"/>')
    bottom = top + h
    front = (f'<path d="M{x:.2f} {top + h * 0.25:.2f}{crest} L{x + w:.2f} {bottom - r:.2f} '
             f'Q{x + w:.2f} {bottom:.2f} {x + w - r:.2f} {bottom:.2f} L{x + r:.2f} {bottom:.2f} '
             f'Q{x:.2f} {bottom:.2f} {x:.2f} {bottom - r:.2f} Z" fill="{hexc((38, 96, 170))}"/>')
    foam = f'<path d="M{x:.2f} {top + h * 0.25:.2f}{crest}" stroke="{hexc(mix(WHITE, (110, 170, 220), 0.2))}" ' \
           f'stroke-width="1" fill="none"/>'
    return back + front + foam


def ink_of_rim(tint) -> tuple[int, int, int]:
    """The window's frame for a card of colour `tint`."""
    return shade(tint, 0.55)
