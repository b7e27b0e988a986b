#!/usr/bin/env python3
"""Build the standalone Cabo Desktop executables and installers.

    python packaging/build.py [--onedir] [--onefile] [--deb] [--run] [--nsis] [--app] [--dmg] [--all]
                              [--dist DIR] [--work DIR] [--from-onedir DIR]

Outputs (in dist/, or --dist DIR), VERSION from pyproject.toml:

    --onedir   onedir/cabo-desktop/            a folder: the executable and its _internal/ files
    --onefile  onefile/cabo-desktop[.exe]      one executable that unpacks itself when started
    --deb      cabo-desktop_VERSION_ARCH.deb    Debian/Ubuntu package (the onedir under /opt)
    --run      cabo-desktop-VERSION-linux-ARCH.run  self-extracting installer (makeself)
    --nsis     cabo-desktop-VERSION-windows-x64-setup.exe  Windows installer (makensis)
    --app      macos/Cabo Desktop.app          macOS application bundle
    --dmg      cabo-desktop-VERSION-macos-ARCH.dmg  disk image with the .app (hdiutil)
    --all      everything this platform can build

No target: --onedir. --deb, --run and --nsis build the onedir first, unless --from-onedir names
an existing onedir folder to package (the tests package a placeholder that way). Needs the
`packaging` extra: pip install -e ".[packaging]"; the installers need dpkg-deb, makeself, makensis
or hdiutil. See docs/packaging.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "packaging"
NAME = "cabo-desktop"
TITLE = "Cabo Desktop"
WINDOWS = sys.platform == "win32"
MAC = sys.platform == "darwin"
LINUX = sys.platform.startswith("linux")
EXE_SUFFIX = ".exe" if WINDOWS else ""


class BuildError(Exception):
    """A build step cannot run here or failed; printed as one line."""


def project() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]


def version() -> str:
    return project()["version"]


def version_numbers(ver: str) -> tuple[int, int, int, int]:
    """Four numbers for Windows version resources, from each part's leading digits:
    "1.2.3rc1" -> (1, 2, 3, 0)."""
    parts = (ver.split(".") + ["0"] * 4)[:4]
    return tuple(int(re.match(r"\d*", part).group() or "0") for part in parts)


def icon_sizes() -> tuple[int, ...]:
    """The sizes of the shipped PNG icons (assets/icons/cabo-desktop-N.png, drawn by make_icon.py)."""
    return tuple(sorted(int(p.stem.rsplit("-", 1)[1]) for p in (ROOT / "assets" / "icons").glob(f"{NAME}-*.png")))


def tree_size(path: Path) -> int:
    """Bytes in the files under `path` (or of the file): symlinks counted once, as the link."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def human(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def report(what: str, path: Path, started: float) -> None:
    print(f"{what}: {path}  {human(tree_size(path))}  built in {time.perf_counter() - started:.1f} s", flush=True)


def need(tool: str, hint: str) -> str:
    found = shutil.which(tool)
    if not found:
        raise BuildError(f"{tool} not found: {hint}")
    return found


# ------------------------------------------------------------------ PyInstaller


def pyinstaller(mode: str, dist: Path, work: Path) -> Path:
    """Run the spec in `mode` (onedir, onefile, app) and return what it made."""
    out_dir = dist / ("macos" if mode == "app" else mode)
    started = time.perf_counter()
    env = dict(os.environ, CABO_BUILD_MODE=mode, PYTHONHASHSEED="0", PYGAME_HIDE_SUPPORT_PROMPT="1")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(out_dir), "--workpath", str(work / mode), str(HERE / "cabo_desktop.spec")]
    if subprocess.call(command, cwd=ROOT, env=env) != 0:
        raise BuildError(f"PyInstaller failed ({mode}); its messages are above")
    if mode == "onefile":
        out = out_dir / (NAME + EXE_SUFFIX)
    elif mode == "app":
        out = out_dir / f"{TITLE}.app"
        shutil.rmtree(out_dir / NAME, ignore_errors=True)  # the bundle holds its own copy
    else:
        out = out_dir / NAME
    if not out.exists():
        raise BuildError(f"PyInstaller reported success but {out} is missing")
    report(mode, out, started)
    return out


def onedir_executable(onedir: Path) -> Path:
    return onedir / (NAME + EXE_SUFFIX)


# ------------------------------------------------------------------ Linux: .deb and .run


def deb_architecture() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def deb_path(dist: Path) -> Path:
    return dist / f"{NAME}_{version()}_{deb_architecture()}.deb"


def run_path(dist: Path) -> Path:
    machine = {"amd64": "x86_64", "arm64": "aarch64"}.get(platform.machine().lower(), platform.machine())
    return dist / f"{NAME}-{version()}-linux-{machine}.run"


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(4) == b"\x7fELF"
    except OSError:
        return False


def glibc_needed(folder: Path) -> str:
    """The newest GLIBC_x.y symbol version any ELF file under `folder` requires: what the build
    needs of the system's C library (read from `objdump -p`, which PyInstaller needs anyway)."""
    objdump = need("objdump", "install binutils")
    best: tuple[int, ...] = (2, 17)  # the floor of every manylinux wheel in the bundle
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file() or not is_elf(path):
            continue
        out = subprocess.run([objdump, "-p", str(path)], capture_output=True, text=True).stdout
        refs = out.split("Version References:", 1)
        for match in re.finditer(r"\bGLIBC_(\d+(?:\.\d+)+)\b", refs[1] if len(refs) > 1 else ""):
            best = max(best, tuple(int(x) for x in match.group(1).split(".")))
    return ".".join(map(str, best))


def copy_tree_normalised(src: Path, dst: Path) -> None:
    """Copy `src` to `dst` with the modes a package should have: 0755 for folders and files
    anyone may run, 0644 for the rest (whatever the build machine's umask was)."""
    shutil.copytree(src, dst, symlinks=True)
    for path in [dst, *dst.rglob("*")]:
        if path.is_symlink():
            continue
        executable = path.is_dir() or path.stat().st_mode & stat.S_IXUSR
        path.chmod(0o755 if executable else 0o644)


def installed_size_kib(root: Path) -> int:
    """Installed-Size as dpkg counts it: each file rounded up to a KiB, plus one per link and folder."""
    total = 0
    for path in root.rglob("*"):
        if path.is_symlink() or path.is_dir():
            total += 1
        else:
            total += (path.stat().st_size + 1023) // 1024
    return total


COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: cabo-desktop
Comment: Cabo Desktop bundles its own Python runtime and libraries under /opt/cabo-desktop
 (built with PyInstaller): CPython (PSF License), pygame-ce (LGPL-2.1) with SDL2 and its
 libraries (zlib and others), PyYAML (MIT), platformdirs (MIT).

Files: *
Copyright: Cabo Desktop team
License: MIT

Files: opt/cabo-desktop/_internal/assets/fonts/DejaVu*
Copyright: Bitstream, Inc.; DejaVu changes are in the public domain
License: Bitstream-Vera
 See /opt/cabo-desktop/_internal/assets/fonts/LICENSE-DejaVu.txt

Files: opt/cabo-desktop/_internal/assets/fonts/Lato*
Copyright: 2010-2014 tyPoland Lukasz Dziedzic, with Reserved Font Name "Lato"
License: OFL-1.1
 See /opt/cabo-desktop/_internal/assets/fonts/LICENSE-Lato.txt

Files: opt/cabo-desktop/_internal/assets/fonts/RobotoSlab*
Copyright: 2013-2017 Google Inc.; 2013-2015 Christian Robertson
License: Apache-2.0
 See /opt/cabo-desktop/_internal/assets/fonts/LICENSE-RobotoSlab.txt
"""


def stage_icons(share: Path) -> None:
    for n in icon_sizes():
        target = share / "icons" / "hicolor" / f"{n}x{n}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / "assets" / "icons" / f"{NAME}-{n}.png", target / f"{NAME}.png")


def build_deb(onedir: Path, dist: Path, work: Path) -> Path:
    """A .deb: the onedir under /opt/cabo-desktop, /usr/bin/cabo-desktop, the menu entry and the
    hicolor icons. Built with plain dpkg-deb (no debhelper), xz-compressed."""
    need("dpkg-deb", "install dpkg (Debian and Ubuntu have it)")
    started = time.perf_counter()
    meta = project()
    arch = deb_architecture()
    root = work / "deb" / NAME
    shutil.rmtree(work / "deb", ignore_errors=True)
    copy_tree_normalised(onedir, root / "opt" / NAME)
    launcher = root / "usr" / "bin" / NAME
    launcher.parent.mkdir(parents=True)
    # a script, not a symlink: the game finds its _internal/ folder beside the real executable
    launcher.write_text(f"#!/bin/sh\nexec /opt/{NAME}/{NAME} \"$@\"\n")
    launcher.chmod(0o755)
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copyfile(HERE / "linux" / f"{NAME}.desktop", apps / f"{NAME}.desktop")
    stage_icons(root / "usr" / "share")
    doc = root / "usr" / "share" / "doc" / NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT)
    for path in (root / "usr").rglob("*"):
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or path == launcher else 0o644)

    glibc = glibc_needed(root / "opt" / NAME)
    control_dir = root / "DEBIAN"
    control_dir.mkdir()
    author = meta.get("authors", [{}])[0]
    maintainer = author.get("name", TITLE) + (f" <{author['email']}>" if author.get("email") else "")
    # the synopsis: the description up to its colon ("The card game CABO for the desktop")
    description = meta["description"].split(":")[0].rstrip(".")
    control = (
        f"Package: {NAME}\n"
        f"Version: {meta['version']}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {maintainer}\n"
        f"Installed-Size: {installed_size_kib(root)}\n"
        f"Depends: libc6 (>= {glibc})\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {description}\n"
        " CABO is a card game of memory and nerve: four cards lie face down in front of\n"
        " you, you have seen only two of them, and you want the lowest sum at the table.\n"
        " Play solo against AI opponents of several strengths or hot-seat with friends,\n"
        " in the official, classic and kaboo rule variants.\n"
        " .\n"
        " This package bundles its own Python runtime and libraries in /opt/cabo-desktop.\n"
    )
    (control_dir / "control").write_text(control)
    for script in ("postinst", "postrm"):
        shutil.copyfile(HERE / "linux" / script, control_dir / script)
        (control_dir / script).chmod(0o755)
    control_dir.chmod(0o755)

    out = deb_path(dist)
    out.unlink(missing_ok=True)
    # --root-owner-group: files owned by root in the package whoever builds it
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(work / "deb")  # a 34 MB copy of the onedir
    report(f"deb (Depends: libc6 >= {glibc})", out, started)
    return out


def build_run(onedir: Path, dist: Path, work: Path) -> Path:
    """A self-extracting .run (makeself): the onedir, icons, menu entry and install.sh, which
    installs into ~/.local or --prefix DIR and writes an uninstall.sh."""
    makeself = shutil.which("makeself") or shutil.which("makeself.sh")
    if not makeself:
        raise BuildError("makeself not found: install it (Debian/Ubuntu: apt install makeself)")
    started = time.perf_counter()
    ver = version()
    stage = work / "run" / "payload"
    shutil.rmtree(work / "run", ignore_errors=True)
    copy_tree_normalised(onedir, stage / NAME)
    (stage / "icons").mkdir()
    for n in icon_sizes():
        shutil.copyfile(ROOT / "assets" / "icons" / f"{NAME}-{n}.png", stage / "icons" / f"{NAME}-{n}.png")
    shutil.copyfile(HERE / "linux" / f"{NAME}.desktop", stage / f"{NAME}.desktop")
    shutil.copyfile(HERE / "linux" / "install.sh", stage / "install.sh")
    (stage / "install.sh").chmod(0o755)
    (stage / "VERSION").write_text(ver + "\n")
    out = run_path(dist)
    out.unlink(missing_ok=True)
    subprocess.run([makeself, "--xz", "--complevel", "6", "--sha256", "--tar-quietly", "--quiet",
                    str(stage), str(out), f"{TITLE} {ver}", "./install.sh"],
                   check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(work / "run")  # a 34 MB copy of the onedir
    report("run", out, started)
    return out


# ------------------------------------------------------------------ Windows: NSIS


def find_makensis() -> str:
    found = shutil.which("makensis")
    if not found and WINDOWS:
        for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
            candidate = Path(base or "") / "NSIS" / "makensis.exe"
            if base and candidate.is_file():
                found = str(candidate)
                break
    if not found:
        raise BuildError("makensis not found: install NSIS 3 (Windows: choco install nsis; "
                         "Debian/Ubuntu: apt install nsis)")
    return found


def build_nsis(onedir: Path, dist: Path) -> Path:
    """The Windows installer around a Windows onedir build (packaging/windows/cabo-desktop.nsi).
    makensis runs on Linux too, which is how the tests check the script."""
    makensis = find_makensis()
    started = time.perf_counter()
    ver = version()
    quad = ".".join(map(str, version_numbers(ver)))  # VIProductVersion wants four numbers
    out = dist / f"{NAME}-{ver}-windows-x64-setup.exe"
    out.unlink(missing_ok=True)
    flag = "/" if WINDOWS else "-"  # makensis on Linux takes -D as well as /D; Windows only /D
    command = [makensis, f"{flag}V2", f"{flag}DVERSION={ver}", f"{flag}DVERSION_QUAD={quad}",
               f"{flag}DSOURCE_DIR={onedir.resolve()}", f"{flag}DOUTFILE={out.resolve()}",
               f"{flag}DICON={(ROOT / 'assets' / 'icons' / f'{NAME}.ico').resolve()}",
               str(HERE / "windows" / f"{NAME}.nsi")]
    if subprocess.call(command, cwd=HERE / "windows") != 0 or not out.is_file():
        raise BuildError("makensis failed; its messages are above")
    report("nsis", out, started)
    return out


# ------------------------------------------------------------------ macOS: .dmg


def build_dmg(app: Path, dist: Path) -> Path:
    """The .dmg (packaging/macos/build_dmg.sh: the .app and a link to /Applications)."""
    need("hdiutil", "the .dmg can only be made on macOS")
    started = time.perf_counter()
    ver = version()
    out = dist / f"{NAME}-{ver}-macos-{platform.machine()}.dmg"
    subprocess.run(["bash", str(HERE / "macos" / "build_dmg.sh"), str(app), str(out), f"{TITLE} {ver}"], check=True)
    report("dmg", out, started)
    return out


# ------------------------------------------------------------------ command line


TARGETS = ("onedir", "onefile", "deb", "run", "nsis", "app", "dmg")


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0], epilog="See docs/packaging.md.")
    for target in TARGETS:
        parser.add_argument(f"--{target}", action="store_true")
    parser.add_argument("--all", action="store_true", help="everything this platform can build")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="scratch folder (default build/)")
    parser.add_argument("--from-onedir", type=Path, metavar="DIR",
                        help="package this existing onedir folder instead of building one")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = make_parser().parse_args(argv)
    wanted = {t for t in TARGETS if getattr(args, t)}
    if args.all:
        wanted |= ({"onedir", "onefile", "deb", "run"} if LINUX else
                   {"onedir", "onefile", "nsis"} if WINDOWS else {"app", "dmg"} if MAC else {"onedir"})
    if not wanted:
        wanted = {"onedir"}
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    try:
        if {"deb", "run"} & wanted and not LINUX:
            raise BuildError(".deb and .run packages are built on Linux")
        if {"app", "dmg"} & wanted and not MAC:
            raise BuildError("the .app and .dmg are built on macOS (see docs/packaging.md)")
        onedir = args.from_onedir.resolve() if args.from_onedir else None
        if onedir is not None and not onedir.is_dir():
            raise BuildError(f"--from-onedir {onedir}: no such folder")
        if onedir is None and wanted & {"onedir", "deb", "run", "nsis"}:
            onedir = pyinstaller("onedir", dist, work)
        if "onefile" in wanted:
            pyinstaller("onefile", dist, work)
        if "deb" in wanted:
            build_deb(onedir, dist, work)
        if "run" in wanted:
            build_run(onedir, dist, work)
        if "nsis" in wanted:
            build_nsis(onedir, dist)
        if wanted & {"app", "dmg"}:
            app = pyinstaller("app", dist, work)
            if "dmg" in wanted:
                build_dmg(app, dist)
    except (BuildError, subprocess.CalledProcessError) as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
