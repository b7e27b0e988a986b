#!/usr/bin/env python3
"""Draw the Cabo Desktop application icon with pygame and write every file the builds use.

    python packaging/make_icon.py [--out assets/icons]

The icon: two overlapping cards in the game's own style (a blue card back with its lattice and
gold frame, and a paper card with a bold red "C") on a rounded table-green square. Writes

    cabo-desktop-<N>.png  for N in 16 24 32 48 64 128 256 512   (window, .deb/.run hicolor icons)
    cabo-desktop.ico      Windows: 16-256 px (BMP entries up to 128, PNG for 256)
    cabo-desktop.icns     macOS: 16-1024 px as PNG entries

The generated files are committed, so builds never need to run this. Sizes up to 32 px are drawn
from a simpler layout snapped to their pixel grid (no tilt, no lattice, thicker lines), because
the detailed drawing turns to mush when shrunk that far. Pillow is not needed: the ICO and ICNS
containers are written here (both are a small header, a directory and the images).
"""

from __future__ import annotations

import argparse
import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS types holding PNG data (macOS 10.7+): type -> pixel size. The @2x types repeat a size.
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))
NAME = "cabo-desktop"

# The game's palette (cabo_desktop/ui/assets.py): felt, blue card back, paper, ink.
FELT_CENTRE = (44, 138, 80)
FELT_EDGE = (20, 82, 45)
FELT_RIM = (12, 52, 28)
BACK_FILL = (36, 52, 120)
BACK_LINE = (70, 92, 170)
BACK_FRAME = (200, 170, 80)
BACK_BORDER = (235, 235, 240)
PAPER = (250, 247, 238)
PAPER_EDGE = (60, 60, 60)
RED_INK = (196, 30, 44)
GOLD = (250, 214, 90)
FONT_BOLD = ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"


# ------------------------------------------------------------------ drawing


def _felt_square(size: int, margin: float, radius: float) -> tuple[pygame.Surface, pygame.Surface]:
    """The rounded table-green square with a soft radial light, as the game's felt: an opaque
    canvas to draw the cards on, and the square's shape as an alpha mask for `_cut`. Drawing on
    an opaque canvas keeps the icon's inside fully opaque, and the transparent outside keeps the
    felt's colour, so shrinking the icon leaves no dark fringe."""
    small = pygame.Surface((64, 64), pygame.SRCALPHA)
    for y in range(64):
        for x in range(64):
            d = min(1.0, math.hypot((x - 26) / 40, (y - 22) / 40))  # light from the upper left
            t = d * d
            small.set_at((x, y), tuple(round(c * (1 - t) + e * t) for c, e in zip(FELT_CENTRE, FELT_EDGE)) + (255,))
    m = round(size * margin)
    inner = pygame.Rect(m, m, size - 2 * m, size - 2 * m)
    canvas = pygame.Surface((size, size), pygame.SRCALPHA)
    canvas.fill(FELT_EDGE + (255,))
    canvas.blit(pygame.transform.smoothscale(small, inner.size), inner)
    # a darker rim keeps the square readable on light backgrounds
    pygame.draw.rect(canvas, FELT_RIM, inner, max(1, round(size * 0.012)), border_radius=round(size * radius))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), inner, border_radius=round(size * radius))
    return canvas, mask


def _cut(canvas: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """The canvas with the mask's alpha: transparent outside the rounded square."""
    canvas.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return canvas


def _card_back(w: int, h: int, detail: bool) -> pygame.Surface:
    radius = max(2, round(w * 0.11))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, BACK_FILL, surf.get_rect(), border_radius=radius)
    border = max(2, round(w * (0.05 if detail else 0.09)))
    inset = round(w * 0.14)
    inner = surf.get_rect().inflate(-2 * inset, -2 * inset)
    if detail:  # the lattice and the gold frame of the game's card back
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(6, w // 5)
        line = max(1, round(w * 0.03))
        for x in range(-inner.h, inner.w + step, step):
            pygame.draw.line(pattern, BACK_LINE, (x, 0), (x + inner.h, inner.h), line)
            pygame.draw.line(pattern, BACK_LINE, (x + inner.h, 0), (x, inner.h), line)
        surf.blit(pattern, inner)
        pygame.draw.rect(surf, BACK_FRAME, inner, max(1, round(w * 0.035)), border_radius=max(1, radius // 2))
    else:
        pygame.draw.rect(surf, BACK_LINE, inner, border_radius=max(1, radius // 2))
    pygame.draw.rect(surf, BACK_BORDER, surf.get_rect(), border, border_radius=radius)
    return surf


def _card_face(w: int, h: int, detail: bool, indices: bool = True) -> pygame.Surface:
    """A paper card with a bold red C (for CABO); `indices`: the small C in two corners too."""
    radius = max(2, round(w * 0.11))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=radius)
    edge = PAPER_EDGE if detail else (140, 140, 140)
    pygame.draw.rect(surf, edge, surf.get_rect(), max(1, round(w * (0.025 if detail else 0.05))),
                     border_radius=radius)
    # the largest C whose ink fits the card with a margin (the glyph's ink box, not its line box)
    box_w, box_h = w * (0.62 if detail else 0.70), h * (0.62 if detail else 0.70)
    px = round(h)
    while True:
        glyph = pygame.font.Font(str(FONT_BOLD), px).render("C", True, RED_INK)
        bounds = glyph.get_bounding_rect()
        if (bounds.w <= box_w and bounds.h <= box_h) or px <= 6:
            break
        px -= max(1, px // 40)
    surf.blit(glyph, (round(w / 2 - bounds.centerx), round(h / 2 - bounds.centery)))
    if detail and indices:  # the corner indices of a playing card
        small = pygame.font.Font(str(FONT_BOLD), max(8, round(h * 0.16))).render("C", True, RED_INK)
        surf.blit(small, (round(w * 0.09), round(h * 0.04)))
        flipped = pygame.transform.rotate(small, 180)
        surf.blit(flipped, flipped.get_rect(bottomright=(round(w * 0.91), round(h * 0.96))))
    return surf


def _shadow(card: pygame.Surface, blur: int, alpha: int) -> pygame.Surface:
    """A soft shadow of `card`'s shape: its alpha, shrunk and grown again to blur it."""
    w, h = card.get_size()
    pad = blur * 2
    shape = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    silhouette = card.copy()
    silhouette.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    shape.blit(silhouette, (pad, pad))
    shape.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    factor = max(1, blur)
    small = pygame.transform.smoothscale(shape, (max(1, shape.get_width() // factor), max(1, shape.get_height() // factor)))
    return pygame.transform.smoothscale(small, shape.get_size())


def _place(surf: pygame.Surface, card: pygame.Surface, centre: tuple[float, float], angle: float,
           shadow: tuple[int, int, int] | None) -> None:
    turned = pygame.transform.rotozoom(card, angle, 1.0) if angle else card
    if shadow:
        blur, offset, alpha = shadow
        shade = _shadow(turned, blur, alpha)
        surf.blit(shade, shade.get_rect(center=(round(centre[0] + offset * 0.6), round(centre[1] + offset))))
    surf.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))


MARGIN = 0.035  # of the square, each side
MAC_BODY = 824 / 1024  # macOS app icons: an 824 px body on a 1024 px canvas (Apple's grid)


def draw_detailed(size: int, indices: bool = True) -> pygame.Surface:
    """The full icon, drawn at `size` (use a large size and shrink it). `indices`: the corner
    marks of the front card, which only blur at 48-64 px."""
    surf, mask = _felt_square(size, margin=MARGIN, radius=0.2)
    cw = round(size * 0.40)
    ch = round(cw * 1.4)
    shadow = (max(2, size // 60), max(1, size // 90), 110)
    _place(surf, _card_back(cw, ch, True), (size * 0.385, size * 0.515), 13, shadow)
    _place(surf, _card_face(cw, ch, True, indices), (size * 0.615, size * 0.490), -9, shadow)
    return _cut(surf, mask)


def draw_small(size: int) -> pygame.Surface:
    """The icon for 16-32 px: the same two cards, upright and snapped to the pixel grid.

    Drawn 8x larger with every edge on a multiple of 8, then averaged down: crisp edges, and the
    "C" keeps its shape."""
    k = 8
    big = size * k
    surf, mask = _felt_square(big, margin=0.0, radius=0.22)
    # (x, y, w, h) of the back and the front card in target pixels, tuned by eye for each size:
    # the front card as large as the square allows, the back card showing a few columns beside it
    grid = {16: ((1, 2, 8, 11), (6, 3, 9, 12)),
            24: ((2, 3, 12, 16), (9, 5, 13, 17)),
            32: ((3, 4, 15, 21), (13, 7, 16, 22))}
    if size in grid:
        back_rect, face_rect = grid[size]
    else:  # any other small size: the 32 px layout, scaled
        back_rect, face_rect = (tuple(round(v * size / 32) for v in r) for r in grid[32])
    bx, by, bw, bh = (v * k for v in back_rect)
    fx, fy, fw, fh = (v * k for v in face_rect)
    surf.blit(_card_back(bw, bh, False), (bx, by))
    face = _card_face(fw, fh, False)
    # a one-pixel shadow right and below the front card, so the two cards separate
    silhouette = face.copy()
    silhouette.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    silhouette.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(silhouette, (fx + k, fy + k))
    surf.blit(face, (fx, fy))
    return pygame.transform.smoothscale(_cut(surf, mask), (size, size))


def render_all(sizes, mac: bool = False) -> dict[int, pygame.Surface]:
    """Every requested size: the small layout up to 32 px, the detailed one drawn at size x 2^k
    (768 px or more) and halved k times, which keeps it sharp and its inside fully opaque (without
    the corner indices below 128 px). `mac`: the detailed icon inset to Apple's grid, so it sits
    level with the Dock's other icons."""
    masters: dict[tuple[int, bool], pygame.Surface] = {}
    out = {}
    for s in sizes:
        if s <= 32:
            out[s] = draw_small(s)
            continue
        big = s
        while big < 768:
            big *= 2
        key = (big, s >= 128)
        if key not in masters:
            if mac:  # drawn smaller (not shrunk) onto the canvas: crisper, and smaller files
                body = round(big * MAC_BODY / (1 - 2 * MARGIN))
                master = pygame.Surface((big, big), pygame.SRCALPHA)
                master.blit(draw_detailed(body, key[1]), ((big - body) // 2,) * 2)
            else:
                master = draw_detailed(big, key[1])
            masters[key] = master
        img = masters[key]
        while img.get_width() > s:  # halve step by step: smoothscale's area average stays exact
            img = pygame.transform.smoothscale(img, (img.get_width() // 2, img.get_height() // 2))
        out[s] = img
    return out


# ------------------------------------------------------------------ containers


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "png")
    return buf.getvalue()


def _dib(surf: pygame.Surface) -> bytes:
    """An ICO BMP entry: BITMAPINFOHEADER (height doubled for the mask), 32-bit BGRA rows bottom
    up, then the 1-bit AND mask (all zero: the alpha channel decides)."""
    w, h = surf.get_size()
    rgba = pygame.image.tobytes(surf, "RGBA")
    rows = []
    for y in range(h - 1, -1, -1):
        row = bytearray(rgba[y * w * 4:(y + 1) * w * 4])
        row[0::4], row[2::4] = row[2::4], row[0::4]  # RGBA -> BGRA
        rows.append(bytes(row))
    mask_stride = ((w + 31) // 32) * 4
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, w * h * 4 + mask_stride * h, 0, 0, 0, 0)
    return header + b"".join(rows) + bytes(mask_stride * h)


def ico_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """A Windows .ico: ICONDIR, one 16-byte ICONDIRENTRY per image, then the images. BMP entries
    for the small sizes (every Windows and NSIS reads those), PNG for 256 px (Vista and later)."""
    sizes = sorted(images)
    blobs = [png_bytes(images[s]) if s >= 256 else _dib(images[s]) for s in sizes]
    offset = 6 + 16 * len(sizes)
    out = [struct.pack("<HHH", 0, 1, len(sizes))]
    for s, blob in zip(sizes, blobs):
        dim = 0 if s >= 256 else s  # 0 means 256 in the directory
        out.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        offset += len(blob)
    return b"".join(out + blobs)


def icns_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """A macOS .icns: 'icns' + total length, then (type, length, PNG data) per entry, big-endian."""
    cache: dict[int, bytes] = {}
    chunks = []
    for kind, px in ICNS_TYPES:
        data = cache.setdefault(px, png_bytes(images[px]))
        chunks.append(kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data)
    body = b"".join(chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> list[tuple[int, str]]:
    """(size, 'png' or 'bmp') of each entry of an .ico: for the tests and a check after writing."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise ValueError("not an icon file")
    entries = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        blob = data[offset:offset + length]
        if len(blob) != length:
            raise ValueError(f"entry {i} runs past the end of the file")
        fmt = "png" if blob.startswith(b"\x89PNG") else "bmp"
        if fmt == "bmp" and struct.unpack_from("<I", blob, 0)[0] != 40:
            raise ValueError(f"entry {i} is neither PNG nor a BMP with a BITMAPINFOHEADER")
        entries.append((w or 256, fmt))
    return entries


def read_icns(data: bytes) -> list[tuple[str, bytes]]:
    """(type, data) of each entry of an .icns."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an icns file, or its length is wrong")
    entries, pos = [], 8
    while pos < len(data):
        kind = data[pos:pos + 4].decode("ascii")
        length = struct.unpack_from(">I", data, pos + 4)[0]
        if length < 8 or pos + length > len(data):
            raise ValueError(f"entry {kind} has a bad length")
        entries.append((kind, data[pos + 8:pos + length]))
        pos += length
    return entries


def _write(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)  # never a half-written icon in assets/


def write_icons(out: Path) -> list[Path]:
    pygame.font.init()  # fonts only: no window, no audio device needed
    out.mkdir(parents=True, exist_ok=True)
    images = render_all(sorted(set(PNG_SIZES) | set(ICO_SIZES)))
    written = []
    for s in PNG_SIZES:
        path = out / f"{NAME}-{s}.png"
        _write(path, png_bytes(images[s]))
        written.append(path)
    ico = ico_bytes({s: images[s] for s in ICO_SIZES})
    read_ico(ico)
    _write(out / f"{NAME}.ico", ico)
    icns = icns_bytes(render_all(sorted({px for _, px in ICNS_TYPES}), mac=True))
    read_icns(icns)
    _write(out / f"{NAME}.icns", icns)
    written += [out / f"{NAME}.ico", out / f"{NAME}.icns"]
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "icons", help="folder for the icon files")
    args = parser.parse_args(argv)
    for path in write_icons(args.out):
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
