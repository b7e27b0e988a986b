"""The onedir and onefile builds: they run the demo and take screenshots on a machine without
this checkout's Python, carry every data file, leave out what the game does not use, and meet
the size target."""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest

import build  # packaging/build.py (conftest puts packaging/ on sys.path)
import smoke  # packaging/smoke.py

pytestmark = pytest.mark.packaging

ONEFILE_LIMIT = 25_000_000  # bytes (issue 6)
QUIET = sys.platform == "win32"  # a Windows GUI executable has no console to print to


def internal(onedir: Path) -> Path:
    return onedir / "_internal"


def test_onedir_plays_the_demo_and_takes_screenshots(onedir, tmp_path):
    smoke.smoke([str(build.onedir_executable(onedir))], tmp_path, rounds=2, quiet_exe=QUIET)


def test_onefile_plays_the_demo_and_takes_screenshots(onefile, tmp_path):
    smoke.smoke([str(onefile)], tmp_path, rounds=2, quiet_exe=QUIET)


def test_onedir_and_onefile_outputs_do_not_collide(onedir, onefile):
    # both built into the same dist/: the folder and the single file each keep their own path
    assert onedir.is_dir() and build.onedir_executable(onedir).is_file()
    assert onefile.is_file()
    assert onedir.parent != onefile.parent


def test_onefile_is_within_its_size_target(onefile):
    size = onefile.stat().st_size
    assert size <= ONEFILE_LIMIT, f"onefile is {size / 1e6:.1f} MB; the target is {ONEFILE_LIMIT / 1e6:.0f} MB"


def test_bundle_carries_the_game_data(onedir):
    data = internal(onedir)
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt"):
        assert (data / "assets" / "fonts" / name).is_file(), name
    for size in build.icon_sizes():
        assert (data / "assets" / "icons" / f"cabo-desktop-{size}.png").is_file(), size
    for pattern in ("*/variants/*.yaml", "*/variants/*.json"):  # the built-ins and their parse
        variants = sorted(p.relative_to(data).as_posix() for p in (data / "cabo_desktop" / "games").glob(pattern))
        source = sorted(p.relative_to(build.ROOT).as_posix()
                        for p in (build.ROOT / "cabo_desktop" / "games").glob(pattern))
        assert variants == source and "cabo_desktop/games/cabo/variants/official" + pattern[-5:] in variants
    assert (data / "pyproject.toml").read_text() == (build.ROOT / "pyproject.toml").read_text()
    for lang in ("fr", "uk"):
        assert (data / "cabo_desktop" / "locale" / lang / "LC_MESSAGES" / "cabo_desktop.mo").is_file(), lang


@pytest.mark.skipif(QUIET, reason="a Windows GUI executable has no console to print to")
def test_the_onefile_build_speaks_french_and_ukrainian(onefile):
    """The frozen game finds its compiled catalogs: each language loads and translates."""
    from babel.messages.pofile import read_po
    out = subprocess.run([str(onefile), "languages"], capture_output=True, text=True, timeout=120).stdout
    for lang in ("fr", "uk"):
        with (build.ROOT / "cabo_desktop" / "locale" / lang / "LC_MESSAGES" / "cabo_desktop.po").open("rb") as f:
            expected = read_po(f, locale=lang).get("New game").string
        line = next(l for l in out.splitlines() if l.strip().startswith(lang + " "))
        assert " ok " in line and line.endswith(f"New game = {expected}"), out


def test_bundle_leaves_out_heavy_modules_the_game_does_not_use(onedir):
    files = [p.relative_to(onedir).as_posix() for p in onedir.rglob("*")]
    # (ssl and its libraries are in: network play's websockets needs them, issue 38)
    for unwanted in ("numpy", "tkinter", "_hashlib.", "pytest", "hypothesis"):
        hits = [f for f in files if unwanted in f]
        assert not hits, f"{unwanted} is in the build: {hits[:5]}"
    if sys.platform.startswith("linux"):  # without _hashlib, hashlib needs its built-in sha256
        assert any("/_sha256." in f for f in files), "the built-in _sha256 module is missing"


def _has_symbol_table(path: Path) -> bool:
    """Whether an ELF file still has a .symtab section (what `strip` removes)."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2:  # 64-bit only: what PyInstaller builds here
        raise ValueError(f"{path} is not a 64-bit ELF file")
    e_shoff = struct.unpack_from("<Q", data, 0x28)[0]
    e_shentsize, e_shnum = struct.unpack_from("<HH", data, 0x3A)
    return any(struct.unpack_from("<I", data, e_shoff + i * e_shentsize + 4)[0] == 2 for i in range(e_shnum))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="symbols are stripped on Linux builds only")
def test_linux_binaries_are_stripped(onedir):
    libpython = next(internal(onedir).glob("libpython3*.so*"))
    sdl = next(internal(onedir).rglob("libSDL2-2*.so*"))
    for path in (libpython, sdl):
        assert not _has_symbol_table(path), f"{path.name} still has its symbol table"


def test_first_frame_signal_from_the_frozen_build(onedir, tmp_path):
    # the hook benchmarks/first_frame.py times: the title screen's first frame, then quit
    env = smoke.clean_env(tmp_path / "home")
    env.update(CABO_DESKTOP_FIRST_FRAME="quit", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([str(build.onedir_executable(onedir)), "play"], env=env, capture_output=True,
                            text=True, timeout=60, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    if not QUIET:
        assert result.stdout.splitlines().count("cabo-desktop: first frame presented") == 1
