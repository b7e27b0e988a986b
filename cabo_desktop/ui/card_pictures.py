"""The pictures printed on the games' cards, as SVG in a 100 x 100 box (ui/card_svg.py renders
them at the size drawn): CABO's band pictures (the unicorn, a night sky, waves, an eye, a
magnifying glass, swapping arrows, a crown), Cabanga!'s colour shapes and grumpy point faces,
Kobito's gnome, the wild card's rainbow wheel, rainbow and pot of gold. `ink` colours a one-colour picture; a picture in
colour takes its own palette."""

from __future__ import annotations

import math

from .card_svg import alpha_of, hexc, paint, place

GOLD, GOLD_DARK, WHITE = (232, 186, 60), (138, 100, 16), (252, 250, 244)


def star_points(cx: float, cy: float, r: float, inner: float = 0.45, points: int = 5) -> str:
    """The corners of a star as an SVG points list."""
    pts = []
    for k in range(2 * points):
        rad = r if k % 2 == 0 else r * inner
        a = -math.pi / 2 + k * math.pi / points
        pts.append(f"{cx + rad * math.cos(a):.2f},{cy + rad * math.sin(a):.2f}")
    return " ".join(pts)


def unicorn(body=WHITE, mane=(196, 150, 226), line=(60, 50, 80), horn=GOLD) -> str:
    """CABO, the unicorn of the rules' story, in profile: mane, head, golden spiral horn."""
    ink = hexc(line)
    return (
        f'<path d="M50 22 C36 22 26 34 26 48 C20 58 24 70 18 82 C16 90 22 98 32 98 L40 98 C36 80 36 62 44 46'
        f' C48 38 52 32 56 28 Z" {paint(mane)}/>'
        f'<path d="M40 98 C36 80 36 62 44 46 C48 38 52 32 58 27 C64 24 70 25 76 30 L90 46 C94 51 92 58 85 58'
        f' L76 56 C71 56 68 60 67 66 C66 76 70 88 76 98 Z" {paint(body)} stroke="{ink}" stroke-width="1.6"/>'
        f'<path d="M54 30 L51 13 L62 26 Z" {paint(body)} stroke="{ink}" stroke-width="1.4"/>'
        f'<path d="M60 26 L81 1 L68 30 Z" {paint(horn)} stroke="{hexc(GOLD_DARK)}" stroke-width="1.2"/>'
        f'<path d="M63 21 L69 24 M66.5 16 L72 18.5 M70 11 L75 13" stroke="{hexc(GOLD_DARK)}" stroke-width="1.3"/>'
        f'<path d="M57 28 C53 33 49 34 46 39 M55 34 C50 40 47 44 46 52" stroke="{hexc(mane)}" stroke-width="4" fill="none"/>'
        f'<ellipse cx="71" cy="37" rx="2.8" ry="2" fill="{ink}"/><circle cx="87" cy="50" r="1.3" fill="{ink}"/>'
        f'<path d="M80 54 Q84 56 88 55" stroke="{ink}" stroke-width="1" fill="none"/>'
        + "".join(f'<polygon points="{star_points(x, y, r, 0.3, 4)}" {paint(horn)}/>'
                  for x, y, r in ((18, 16, 7), (88, 80, 6), (30, 4, 4), (93, 14, 4)))
    )


def unicorn_head(light=(246, 222, 140), deep=(196, 150, 52), line=(70, 48, 16)) -> str:
    """CABO's emblem for the back: the unicorn's head and neck in profile as a gold cameo (a
    `light` to `deep` gold, engraved in `line`), the mane in locks along the neck, a spiral horn,
    the neck cut in a curve at its foot so the whole head sits inside a round medallion."""
    ink, dark = hexc(line), hexc(deep)
    return (
        f'<defs><linearGradient id="unihead" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="{hexc(light)}"/>'
        f'<stop offset="1" stop-color="{dark}"/></linearGradient></defs>'
        f'<path d="M26 90 C24 72 28 56 38 44 C44 36 52 28 60 24 C66 21 72 22 77 27 L91 43 C94 47 93 53 88 54 L80 54'
        f' C75 54 71 56 69 60 C66 67 68 78 74 90 Q50 98 26 90 Z" fill="url(#unihead)" stroke="{ink}" stroke-width="1.6"/>'
        f'<path d="M61 22 C50 21 40 29 34 39 C28 50 24 62 22 74 C21 82 22 87 26 90 C24 72 28 56 38 44 C44 36 52 28 61 24 Z'
        f' M40 31 C32 28 25 32 20 39 C27 37 32 38 36 41 Z M32 45 C24 44 17 50 14 58 C20 55 25 54 30 56 Z'
        f' M27 61 C20 62 15 68 13 76 C18 72 22 71 26 72 Z" fill="{dark}" stroke="{ink}" stroke-width="1.2"/>'
        f'<path d="M62 25 L59 9 L70 22 Z" fill="url(#unihead)" stroke="{ink}" stroke-width="1.3"/>'
        f'<path d="M67 23 L90 1 L74 28 Z" fill="{hexc(light)}" stroke="{ink}" stroke-width="1.3"/>'
        f'<path d="M70 20 L76 23.5 M74 15.5 L79.5 18.5 M78.5 11 L83 13.5" stroke="{ink}" stroke-width="1.2"/>'
        f'<path d="M64 24 C70 25 73 30 71 34 C68 31 65 30 62 30 Z" fill="{dark}" stroke="{ink}" stroke-width="1"/>'
        f'<path d="M70.5 35.5 Q74 32 77.5 35 Q74 37.5 70.5 35.5 Z" fill="{ink}"/><circle cx="88" cy="48" r="1.5" fill="{ink}"/>'
        f'<path d="M82 52 Q85 52.8 88.5 51.8 M73 43 C68.5 47 69 53 73.5 56 M52 48 C48 58 48 70 52 82'
        f' M60 56 C58 64 58 74 62 86" stroke="{ink}" stroke-width="1" fill="none" stroke-opacity=".8"/>'
    )


def night_sky(ink) -> str:
    """A crescent moon among stars (the values near the unicorn)."""
    return (f'<path d="M46 12 A36 36 0 0 0 46 84 A20 36 0 0 1 46 12 Z" {paint(ink)}/>'
            + "".join(f'<polygon points="{star_points(x, y, r)}" {paint(ink)}/>'
                      for x, y, r in ((72, 24, 13), (86, 50, 7), (66, 76, 8), (84, 90, 5))))


def waves(ink) -> str:
    """Three rolling waves with their crests (the middle values: the sea between)."""
    c = hexc(ink)
    return "".join(f'<path d="M2 {y} Q14 {y - 14} 26 {y} T50 {y} T74 {y} T98 {y}" stroke="{c}" stroke-width="7"'
                   f' fill="none" stroke-linecap="round"/>' for y in (28, 54, 80))


def eye(ink) -> str:
    """An open eye with lashes (Peek)."""
    c = hexc(ink)
    return (f'<path d="M4 52 Q50 6 96 52 Q50 96 4 52 Z" fill="none" stroke="{c}" stroke-width="7"/>'
            f'<circle cx="50" cy="52" r="19" {paint(ink)}/><circle cx="50" cy="52" r="8" fill="{hexc(WHITE)}" fill-opacity=".45"/>'
            f'<path d="M22 28 L16 16 M38 20 L35 7 M62 20 L65 7 M78 28 L84 16" stroke="{c}" stroke-width="5"'
            ' stroke-linecap="round"/>')


def magnifier(ink) -> str:
    """A magnifying glass (Spy)."""
    c = hexc(ink)
    return (f'<circle cx="40" cy="40" r="27" fill="{c}" fill-opacity=".25" stroke="{c}" stroke-width="8"/>'
            f'<path d="M60 60 L90 90" stroke="{c}" stroke-width="14" stroke-linecap="round"/>'
            f'<path d="M26 30 Q30 20 40 18" stroke="{hexc(WHITE)}" stroke-opacity=".6" stroke-width="5" fill="none"'
            ' stroke-linecap="round"/>')


def swap_arrows(ink) -> str:
    """Two arrows turning round each other (Swap)."""
    c = hexc(ink)
    return (f'<path d="M14 44 C20 18 56 8 76 28" stroke="{c}" stroke-width="9" fill="none" stroke-linecap="round"/>'
            f'<polygon points="88,40 62,38 82,16" {paint(ink)}/>'
            f'<path d="M86 58 C80 84 44 94 24 74" stroke="{c}" stroke-width="9" fill="none" stroke-linecap="round"/>'
            f'<polygon points="12,62 38,64 18,86" {paint(ink)}/>')


def look_and_swap(ink) -> str:
    """An eye over swapping arrows (Look and swap)."""
    return (f'<g transform="translate(25,2) scale(.5)">{eye(ink)}</g>'
            f'<g transform="translate(0,30) scale(1,.7)">{swap_arrows(ink)}</g>')


def crown(ink) -> str:
    """A crown with three jewels (the far end: 13)."""
    jewels = len(ink) < 4  # not in the faint picture behind a numeral: pale dots read as smudges on it
    return (f'<path d="M10 80 L6 28 L30 50 L50 14 L70 50 L94 28 L90 80 Z" {paint(ink)}/>'
            f'<rect x="10" y="82" width="80" height="10" rx="3" {paint(ink)}/>'
            + "".join(f'<circle cx="{x}" cy="{y}" r="5" fill="{hexc(WHITE)}" fill-opacity=".5"/>'
                      for x, y in ((30, 66), (50, 60), (70, 66)) if jewels))


def shape(colour: str, ink, outline=None, width: float = 3.0) -> str:
    """Cabanga!'s shape of a row colour: red a circle, blue a square, violet a triangle, yellow a
    star; with `outline`, edged in that colour `width` units wide."""
    edge = (f' stroke="{hexc(outline)}" stroke-width="{width:.2f}" stroke-linejoin="round"'
            if outline is not None else "")
    if colour == "red":
        return f'<circle cx="50" cy="50" r="46" {paint(ink)}{edge}/>'
    if colour == "blue":
        return f'<rect x="8" y="8" width="84" height="84" rx="6" {paint(ink)}{edge}/>'
    if colour == "violet":
        return f'<polygon points="50,4 96,92 4,92" {paint(ink)}{edge}/>'
    if colour == "yellow":
        return f'<polygon points="{star_points(50, 54, 50)}" {paint(ink)}{edge}/>'
    return ""


def shape_pattern(colour: str, ink, x: float, y: float, w: float, h: float, step: float) -> str:
    """Cabanga!'s colour as a printed pattern: its shape small in staggered rows, `step` units
    apart, every shape whole inside the rectangle (x, y, w, h); a start card's: the four shapes
    in turn."""
    kinds = ("red", "blue", "violet", "yellow")
    side = step * 0.42
    out, row = [], 0
    cy = y + step * 0.5
    while cy + side / 2 <= y + h - 0.5:
        cx = x + step * (0.5 if row % 2 == 0 else 1.0)
        col = 0
        while cx + side / 2 <= x + w - 0.5:
            kind = colour if colour in kinds else kinds[(row + col) % 4]
            out.append(place(shape(kind, ink), cx, cy, side))
            cx += step
            col += 1
        cy += step * 0.87
        row += 1
    return "".join(out)


def grumpy(face, features) -> str:
    """A grumpy little face: one point a Cabanga! card costs."""
    c = hexc(features)
    return (f'<circle cx="50" cy="50" r="46" {paint(face)}/>'
            f'<path d="M24 30 L42 38 M76 30 L58 38" stroke="{c}" stroke-width="7" stroke-linecap="round"/>'
            f'<circle cx="36" cy="48" r="7" fill="{c}"/><circle cx="64" cy="48" r="7" fill="{c}"/>'
            f'<path d="M32 78 Q50 62 68 78" stroke="{c}" stroke-width="7" fill="none" stroke-linecap="round"/>')


def rainbow(colours, width: float = 6.0, top: float = 10.0) -> str:
    """A rainbow arc of `colours` (outermost first) standing on the box's lower half."""
    out = []
    for k, colour in enumerate(colours):
        r = 44 - k * width
        out.append(f'<path d="M{50 - r:.1f} {top + 44:.1f} A{r:.1f} {r:.1f} 0 0 1 {50 + r:.1f} {top + 44:.1f}" '
                   f'stroke="{hexc(colour)}" stroke-opacity="{alpha_of(colour):.3f}" stroke-width="{width + 0.4:.1f}" fill="none"/>')
    return "".join(out)


def gnome(coat=(40, 150, 140)) -> str:
    """A Kobito: a little gnome with a tall red hat, a round nose, a white beard and a coat."""
    return (
        f'<path d="M22 98 C22 74 34 64 50 64 C66 64 78 74 78 98 Z" {paint(coat)}/>'
        '<rect x="46" y="70" width="8" height="28" fill="#3a2a1a"/><circle cx="50" cy="84" r="3" fill="#e8ba3c"/>'
        '<circle cx="50" cy="52" r="17" fill="#f6d8bc"/>'
        '<path d="M32 54 C32 80 44 88 50 88 C56 88 68 80 68 54 C62 62 56 64 50 64 C44 64 38 62 32 54 Z" fill="#fbfbf6"'
        ' stroke="#bdb6a8" stroke-width="1"/>'
        '<path d="M28 44 C34 40 66 40 72 44 L58 4 C56 1 52 1 50 4 Z" fill="#d83c3c" stroke="#8a2020" stroke-width="1.2"/>'
        '<path d="M26 46 C34 38 66 38 74 46 L74 50 C66 44 34 44 26 50 Z" fill="#8a2020"/>'
        '<circle cx="43" cy="52" r="2.4" fill="#2a2a30"/><circle cx="57" cy="52" r="2.4" fill="#2a2a30"/>'
        '<circle cx="50" cy="58" r="5" fill="#e89a80"/>'
    )


def wild(colours) -> str:
    """The replacement card's emblem, the card that stands for any colour: a rainbow of
    `colours` (outermost first) rising from two clouds, and before it a wheel of the same colours
    in a white rim round a white star, with gold sparkles."""
    out = []
    band, cx, cy = 5.0, 50, 62
    for k, colour in enumerate(colours):
        r = 50 - k * band
        out.append(f'<path d="M{cx - r:.1f} {cy} A{r:.1f} {r:.1f} 0 0 1 {cx + r:.1f} {cy}" stroke="{hexc(colour)}" '
                   f'stroke-width="{band + 0.4:.1f}" fill="none"/>')
    for x in (6, 94):  # a cloud at each foot of the rainbow
        out.append(f'<path d="M{x - 12} 71 a5 5 0 0 1 4 -8 a7 7 0 0 1 12 -3 a6 6 0 0 1 9 5 a5 5 0 0 1 -1 6 Z" '
                   f'fill="#ffffff" stroke="#9aa0b0" stroke-width="1"/>')
    wx, wy, wr = 50, 60, 23
    n = max(1, len(colours))
    for k, colour in enumerate(colours):  # the wheel's wedges, from the top clockwise
        a0, a1 = -math.pi / 2 + k * 2 * math.pi / n, -math.pi / 2 + (k + 1) * 2 * math.pi / n
        out.append(f'<path d="M{wx} {wy} L{wx + wr * math.cos(a0):.2f} {wy + wr * math.sin(a0):.2f} '
                   f'A{wr} {wr} 0 0 1 {wx + wr * math.cos(a1):.2f} {wy + wr * math.sin(a1):.2f} Z" {paint(colour)} '
                   f'stroke="#ffffff" stroke-width="1.2" stroke-linejoin="round"/>')
    out.append(f'<circle cx="{wx}" cy="{wy}" r="{wr + 1.6}" fill="none" stroke="#ffffff" stroke-width="3.2"/>'
               f'<circle cx="{wx}" cy="{wy}" r="{wr + 3.4}" fill="none" stroke="#3a3a44" stroke-width="1"/>'
               f'<polygon points="{star_points(wx, wy + 0.8, 10, 0.46)}" fill="#ffffff" stroke="{hexc(GOLD_DARK)}" '
               f'stroke-width="1.2" stroke-linejoin="round"/>')
    out += [f'<polygon points="{star_points(x, y, r, 0.3, 4)}" fill="{hexc(GOLD)}" stroke="{hexc(GOLD_DARK)}" stroke-width=".6"/>'
            for x, y, r in ((12, 14, 5.5), (88, 10, 4.6), (26, -2, 3.2), (76, -6, 2.8))]
    return "".join(out)


def pot_of_gold() -> str:
    """A black pot brimming with gold coins."""
    gold, dark = hexc(GOLD), hexc(GOLD_DARK)
    coins = "".join(f'<ellipse cx="{x}" cy="{y}" rx="9" ry="6" fill="{gold}" stroke="{dark}" stroke-width="1.2"/>'
                    for x, y in ((26, 44), (40, 38), (56, 36), (72, 42), (34, 48), (50, 46), (66, 48), (48, 30)))
    return (coins + '<path d="M12 50 L88 50 C92 56 92 60 86 62 C92 74 86 92 68 96 L32 96 C14 92 8 74 14 62'
            ' C8 60 8 56 12 50 Z" fill="#26262c" stroke="#0c0c10" stroke-width="1.5"/>'
            '<rect x="10" y="48" width="80" height="9" rx="4" fill="#3a3a44"/>'
            '<path d="M24 70 Q30 64 38 66" stroke="#ffffff" stroke-opacity=".25" stroke-width="4" fill="none"/>')


def landscape(base, colours, x: float, y: float, w: float, h: float, r: float = 7.0, detail: bool = True) -> str:
    """Kobito's meadow printed on a rainbow card's panel, the rectangle (x, y, w, h) in card units
    with corners rounded `r`, the panel's colour `base` its sky: two soft clouds, the seven colours'
    rainbow (`colours`, outermost first) rising from the hills behind the number, and two rolling
    hills in darker tones of the sky along the foot, a red toadstool on the nearer one (`detail`)."""
    out = []
    for cx, cy, s in ((x + w * 0.5, y + h * 0.12, w * 0.11), (x + w * 0.84, y + h * 0.25, w * 0.08)):
        out.append(f'<path d="M{cx - 2 * s:.2f} {cy + s * 0.5:.2f} a{s * 0.7:.2f} {s * 0.7:.2f} 0 0 1 {s * 0.9:.2f} {-s * 0.8:.2f} '
                   f'a{s:.2f} {s:.2f} 0 0 1 {s * 1.8:.2f} {-s * 0.2:.2f} a{s * 0.7:.2f} {s * 0.7:.2f} 0 0 1 {s * 1.3:.2f} {s:.2f} Z" '
                   f'fill="#ffffff" fill-opacity=".32"/>')
    band = w * 0.032
    cx, foot = x + w / 2, y + h * 0.78
    for k, colour in enumerate(colours):
        rad = w * 0.44 - k * band
        out.append(f'<path d="M{cx - rad:.2f} {foot:.2f} A{rad:.2f} {rad * 1.1:.2f} 0 0 1 {cx + rad:.2f} {foot:.2f}" '
                   f'stroke="{hexc(colour)}" stroke-opacity=".62" stroke-width="{band + 0.3:.2f}" fill="none"/>')
    bottom = y + h
    for top, dip, tone, lean in ((0.7, 0.06, 0.74, 0.3), (0.8, 0.05, 0.6, 0.68)):
        ty = y + h * top
        out.append(f'<path d="M{x:.2f} {ty + h * dip:.2f} Q{x + w * lean:.2f} {ty - h * dip * 2:.2f} {x + w:.2f} {ty + h * dip * 0.6:.2f} '
                   f'L{x + w:.2f} {bottom - r:.2f} Q{x + w:.2f} {bottom:.2f} {x + w - r:.2f} {bottom:.2f} L{x + r:.2f} {bottom:.2f} '
                   f'Q{x:.2f} {bottom:.2f} {x:.2f} {bottom - r:.2f} Z" fill="{hexc(tuple(int(c * tone) for c in base[:3]))}"/>')
    if detail:
        mx, my, s = x + w * 0.2, y + h * 0.83, w * 0.075
        out.append(f'<rect x="{mx - s * 0.3:.2f}" y="{my - s * 0.2:.2f}" width="{s * 0.6:.2f}" height="{s * 0.9:.2f}" rx="{s * 0.2:.2f}" fill="#f4ecd8"/>'
                   f'<path d="M{mx - s:.2f} {my:.2f} Q{mx:.2f} {my - s * 1.5:.2f} {mx + s:.2f} {my:.2f} Z" fill="#d83c3c" '
                   f'stroke="#7a1a1a" stroke-width=".5"/>'
                   f'<circle cx="{mx - s * 0.35:.2f}" cy="{my - s * 0.35:.2f}" r="{s * 0.16:.2f}" fill="#ffffff"/>'
                   f'<circle cx="{mx + s * 0.3:.2f}" cy="{my - s * 0.5:.2f}" r="{s * 0.13:.2f}" fill="#ffffff"/>')
    return "".join(out)
