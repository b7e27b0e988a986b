"""The Linux installers: the .deb (metadata, menu entry, icons; installed with dpkg, run,
removed) and the self-extracting .run (installed for a user and under a prefix, run, replaced,
uninstalled)."""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import build  # packaging/build.py
import smoke  # packaging/smoke.py
from packaging_helpers import require_tool

pytestmark = [pytest.mark.packaging,
              pytest.mark.skipif(not platform.system() == "Linux", reason="Linux installers")]

DEB_LIMIT = 20_000_000  # bytes (issue 6)
NAME = build.NAME


def deb_field(deb: Path, field: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), field], capture_output=True, text=True, check=True).stdout.strip()


def system_glibc() -> tuple[int, ...]:
    return tuple(int(x) for x in platform.libc_ver()[1].split("."))


def run_demo(command: list[str], home: Path) -> str:
    result = subprocess.run([*command, "demo", "--headless", "--rounds", "1"], env=smoke.clean_env(home),
                            capture_output=True, text=True, timeout=120, cwd=home.parent)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 round(s)" in result.stdout
    return result.stdout


# ------------------------------------------------------------------ .deb


def test_deb_metadata_and_size(deb):
    assert deb.stat().st_size <= DEB_LIMIT, f"{deb.stat().st_size / 1e6:.1f} MB"
    assert deb_field(deb, "Package") == NAME
    assert deb_field(deb, "Version") == build.version()
    assert deb_field(deb, "Architecture") == build.deb_architecture()
    depends = deb_field(deb, "Depends")
    match = re.fullmatch(r"libc6 \(>= (\d+(?:\.\d+)+)\)", depends)
    assert match, depends
    assert tuple(int(x) for x in match.group(1).split(".")) <= system_glibc()  # it installs here
    installed_kib = int(deb_field(deb, "Installed-Size"))
    assert 20_000 < installed_kib < 80_000  # the onedir is about 34 MB
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    paths = {line.split()[5].lstrip(".") for line in listing.splitlines()}
    assert f"/opt/{NAME}/{NAME}" in paths
    assert f"/usr/bin/{NAME}" in paths
    assert f"/usr/share/applications/{NAME}.desktop" in paths
    for size in build.icon_sizes():
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/{NAME}.png" in paths
    owners = {" ".join(line.split()[1:2]) for line in listing.splitlines()}
    assert owners == {"root/root"}


def test_deb_desktop_entry_validates(deb, tmp_path):
    validate = require_tool("desktop-file-validate")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp_path)], check=True)
    entry = tmp_path / "usr" / "share" / "applications" / f"{NAME}.desktop"
    result = subprocess.run([validate, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    text = entry.read_text()
    assert f"\nExec={NAME}\n" in text and f"\nIcon={NAME}\n" in text and "Categories=Game;CardGame;" in text


def test_deb_payload_runs_from_a_scratch_root(deb, tmp_path):
    # the files exactly as dpkg would unpack them, run in place (works without root)
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    run_demo([str(root / "opt" / NAME / NAME)], tmp_path / "home")


def _dpkg_installed(package: str) -> bool:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True)
    return result.returncode == 0 and "installed" in result.stdout.split()


def test_deb_installs_runs_and_uninstalls_with_dpkg(deb, tmp_path):
    if os.geteuid() != 0:
        pytest.skip("dpkg -i needs root (test_deb_payload_runs_from_a_scratch_root covers the files)")
    if _dpkg_installed(NAME):
        pytest.skip(f"{NAME} is installed on this machine already; the test does not replace it")
    subprocess.run(["dpkg", "-i", str(deb)], check=True, capture_output=True, text=True)
    try:
        assert _dpkg_installed(NAME)
        assert Path(f"/opt/{NAME}/{NAME}").is_file()
        assert Path(f"/usr/share/applications/{NAME}.desktop").is_file()
        assert Path(f"/usr/share/icons/hicolor/48x48/apps/{NAME}.png").is_file()
        out = subprocess.run([f"/usr/bin/{NAME}", "--version"], capture_output=True, text=True, check=True).stdout
        assert out.strip() == f"Cabo Desktop {build.version()}"
        run_demo([f"/usr/bin/{NAME}"], tmp_path / "home")
    finally:
        # purge: removes the files and dpkg's record of the package (its maintainer scripts)
        removed = subprocess.run(["dpkg", "--purge", NAME], capture_output=True, text=True)
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert not _dpkg_installed(NAME)
    assert subprocess.run(["dpkg-query", "-W", NAME], capture_output=True).returncode != 0, "dpkg still lists it"
    for path in (f"/opt/{NAME}", f"/usr/bin/{NAME}", f"/usr/share/applications/{NAME}.desktop",
                 f"/usr/share/icons/hicolor/48x48/apps/{NAME}.png"):
        assert not os.path.lexists(path), f"{path} is left after dpkg --purge"


# ------------------------------------------------------------------ .run


def install_with(installer: Path, env: dict[str, str], cwd: Path, *args: str) -> str:
    result = subprocess.run(["sh", str(installer), "--quiet", *(["--", *args] if args else [])], env=env, cwd=cwd,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def installed_files(prefix: Path) -> list[Path]:
    files = [prefix / "bin" / NAME, prefix / "opt" / NAME / NAME, prefix / "opt" / NAME / "uninstall.sh",
             prefix / "share" / "applications" / f"{NAME}.desktop"]
    files += [prefix / "share" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{NAME}.png" for n in build.icon_sizes()]
    return files


def test_run_installer_checks_itself_and_refuses_a_damaged_copy(run_installer, tmp_path):
    result = subprocess.run(["sh", str(run_installer), "--check"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and "SHA256 checksums are OK" in result.stdout + result.stderr, result.stderr
    damaged = tmp_path / run_installer.name
    data = bytearray(run_installer.read_bytes())
    data[len(data) // 2] ^= 0xFF  # one byte of the compressed payload
    damaged.write_bytes(bytes(data))
    result = subprocess.run(["sh", str(damaged), "--quiet", "--", "--prefix", str(tmp_path / "p")],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode != 0
    assert not (tmp_path / "p").exists()


def test_run_installs_for_the_user_runs_reinstalls_and_uninstalls(run_installer, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = smoke.clean_env(tmp_path / "data")
    env.update(HOME=str(home), PATH="/usr/bin:/bin")
    out = install_with(run_installer, env, tmp_path)
    prefix = home / ".local"
    for path in installed_files(prefix):
        assert path.is_file(), path
    assert f"is installed in {prefix}/opt/{NAME}" in out
    assert "is not on your PATH" in out  # ~/.local/bin is not on this PATH: the user is told
    entry = prefix / "share" / "applications" / f"{NAME}.desktop"
    text = entry.read_text()
    assert f'\nExec="{prefix}/bin/{NAME}"\n' in text and f"\nIcon={NAME}\n" in text
    validate = shutil.which("desktop-file-validate")
    if validate:
        check = subprocess.run([validate, str(entry)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr
    run_demo([str(prefix / "bin" / NAME)], tmp_path / "data")

    # installing again replaces the game in place and leaves no staging folders behind
    marker = prefix / "opt" / NAME / "_internal" / "left-over"
    marker.write_text("from the earlier install")
    install_with(run_installer, env, tmp_path)
    assert not marker.exists()
    assert sorted(p.name for p in (prefix / "opt").iterdir()) == [NAME]

    result = subprocess.run([str(prefix / "opt" / NAME / "uninstall.sh")], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    for path in installed_files(prefix):
        assert not path.exists(), f"{path} is left after uninstall.sh"
    assert not (prefix / "opt" / NAME).exists()


def test_run_installs_under_a_relative_prefix(run_installer, tmp_path):
    env = smoke.clean_env(tmp_path / "data")
    env.update(HOME=str(tmp_path / "home"), PATH=f"{tmp_path}/games/bin:/usr/bin:/bin")
    out = install_with(run_installer, env, tmp_path, "--prefix", "games")  # relative to where it was started
    prefix = tmp_path / "games"
    for path in installed_files(prefix):
        assert path.is_file(), path
    assert "is not on your PATH" not in out
    # a prefix the desktop does not search gets the icon by its full path, and a note
    assert f"\nIcon={prefix}/share/icons/hicolor/256x256/apps/{NAME}.png\n" in (
        prefix / "share" / "applications" / f"{NAME}.desktop").read_text()
    assert "may not read menu entries" in out
    assert not (tmp_path / "home" / ".local").exists()
    run_demo([str(prefix / "bin" / NAME)], tmp_path / "data")


def test_run_installer_refuses_a_prefix_it_cannot_quote(run_installer, tmp_path):
    env = smoke.clean_env(tmp_path / "data")
    env["HOME"] = str(tmp_path / "home")
    result = subprocess.run(["sh", str(run_installer), "--quiet", "--", "--prefix", str(tmp_path / 'a"b')], env=env,
                            cwd=tmp_path, capture_output=True, text=True, timeout=180)
    assert result.returncode != 0
    assert "without quotes" in result.stderr
    assert not (tmp_path / 'a"b').exists()
