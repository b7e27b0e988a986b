"""The application icon: every size as a PNG, the Windows .ico and the macOS .icns are complete
and readable, match what packaging/make_icon.py draws, and the window uses the icon."""

from __future__ import annotations

import io
import os
import struct

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

import build  # noqa: E402  (packaging/build.py)
import make_icon  # noqa: E402  (packaging/make_icon.py)

pytestmark = pytest.mark.packaging

ICONS = build.ROOT / "assets" / "icons"


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_png_icons_exist_at_every_size_and_are_drawn():
    assert make_icon.PNG_SIZES == build.icon_sizes()
    for size in make_icon.PNG_SIZES:
        image = pygame.image.load(str(ICONS / f"cabo-desktop-{size}.png"))
        assert image.get_size() == (size, size)
        colours = {tuple(image.get_at((x, y))) for x in range(size) for y in range(size)}
        assert len(colours) > 20, f"{size} px: a flat image"
        # the corners are transparent (a rounded square), the middle is opaque
        assert image.get_at((0, 0)).a < 128 and image.get_at((size // 2, size // 2)).a == 255


def test_ico_has_every_windows_size_and_each_entry_matches_the_png():
    data = (ICONS / "cabo-desktop.ico").read_bytes()
    entries = make_icon.read_ico(data)
    assert [size for size, _ in entries] == [16, 24, 32, 48, 64, 128, 256]
    assert dict(entries)[256] == "png" and dict(entries)[16] == "bmp"
    count = struct.unpack_from("<H", data, 4)[0]
    for i in range(count):
        width, _, _, _, _, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        size = width or 256
        blob = data[offset:offset + length]
        expected = pixels(pygame.image.load(str(ICONS / f"cabo-desktop-{size}.png")))
        if blob.startswith(b"\x89PNG"):
            assert pixels(pygame.image.load(io.BytesIO(blob))) == expected
        else:  # BITMAPINFOHEADER, 32-bit BGRA rows bottom-up, then the AND mask
            _, w, h2, _, bpp = struct.unpack_from("<IiiHH", blob, 0)
            assert (w, h2, bpp, bits) == (size, 2 * size, 32, 32)
            rows = [blob[40 + y * size * 4: 40 + (y + 1) * size * 4] for y in range(size)][::-1]
            rgba = bytearray(b"".join(rows))
            rgba[0::4], rgba[2::4] = rgba[2::4], rgba[0::4]
            assert bytes(rgba) == expected, f"{size} px BMP entry differs from the PNG"


def test_icns_has_the_macos_sizes_as_pngs():
    entries = make_icon.read_icns((ICONS / "cabo-desktop.icns").read_bytes())
    sizes = dict(make_icon.ICNS_TYPES)
    assert {kind for kind, _ in entries} == set(sizes)
    for kind, blob in entries:
        assert blob.startswith(b"\x89PNG"), kind
        assert pygame.image.load(io.BytesIO(blob)).get_size() == (sizes[kind],) * 2, kind


def test_committed_icons_are_what_make_icon_draws(tmp_path):
    # the generated files are committed; a change to the drawing must regenerate them
    make_icon.write_icons(tmp_path)
    for size in (16, 32, 128):
        fresh = pygame.image.load(str(tmp_path / f"cabo-desktop-{size}.png"))
        committed = pygame.image.load(str(ICONS / f"cabo-desktop-{size}.png"))
        a, b = pixels(fresh), pixels(committed)
        worst = max(abs(x - y) for x, y in zip(a, b))
        assert worst <= 8, f"{size} px differs by up to {worst}: run python packaging/make_icon.py"
    assert len(make_icon.read_ico((tmp_path / "cabo-desktop.ico").read_bytes())) == 7


def test_ico_and_icns_readers_reject_broken_files():
    good = (ICONS / "cabo-desktop.ico").read_bytes()
    with pytest.raises(ValueError):
        make_icon.read_ico(good[:200])  # the images are cut off
    with pytest.raises(ValueError):
        make_icon.read_icns(b"icns" + struct.pack(">I", 99))


def test_the_window_gets_the_game_icon(monkeypatch, tmp_path):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path))
    from cabo_desktop.ui import app as app_module
    from cabo_desktop.ui import assets

    assert assets.icon_path(64) == assets.assets_dir() / "icons" / "cabo-desktop-64.png"
    assert assets.icon_path(40).name == "cabo-desktop-48.png" and assets.icon_path(4096).name == "cabo-desktop-512.png"
    shown = []
    monkeypatch.setattr(app_module, "_window_icon", [])
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: shown.append(surface))
    game = app_module.App((320, 200), headless=True)
    try:
        assert len(shown) == 1 and shown[0].get_size() == (64, 64)
        assert pixels(shown[0]) == pixels(pygame.image.load(str(assets.icon_path(64))))
    finally:
        pygame.quit()
    del game
