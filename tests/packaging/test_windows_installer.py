"""The NSIS script compiles with makensis (which runs on Linux too) around a placeholder onedir
folder: a Windows executable cannot be built here, the installer script can be checked."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import build  # packaging/build.py
from packaging_helpers import require_tool

pytestmark = pytest.mark.packaging

NSI = build.HERE / "windows" / f"{build.NAME}.nsi"


@pytest.fixture
def placeholder(tmp_path):
    """A stand-in for dist/onedir/cabo-desktop on Windows: the executable and _internal/, with
    one incompressible file so the test can see the payload went into the installer."""
    folder = tmp_path / "onedir" / build.NAME
    (folder / "_internal" / "assets" / "fonts").mkdir(parents=True)
    (folder / f"{build.NAME}.exe").write_bytes(b"MZ placeholder")
    (folder / "_internal" / "python311.dll").write_bytes(os.urandom(300_000))
    (folder / "_internal" / "assets" / "fonts" / "DejaVuSans.ttf").write_bytes(b"font")
    return folder


def test_nsis_script_compiles_into_an_installer(placeholder, tmp_path):
    require_tool("makensis")
    dist = tmp_path / "dist"
    result = subprocess.run([sys.executable, str(build.HERE / "build.py"), "--nsis", "--from-onedir", str(placeholder),
                             "--dist", str(dist), "--work", str(tmp_path / "work")],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    installer = dist / f"{build.NAME}-{build.version()}-windows-x64-setup.exe"
    data = installer.read_bytes()
    assert data[:2] == b"MZ"  # a Windows executable
    assert b"Nullsoft" in data  # made by NSIS
    assert len(data) > 300_000  # the random 300 kB (which cannot shrink) are inside


def test_nsis_script_lists_what_the_installer_does(placeholder, tmp_path):
    makensis = require_tool("makensis")
    ver = build.version()
    icon = build.ROOT / "assets" / "icons" / "cabo-desktop.ico"
    result = subprocess.run([makensis, "-V4", f"-DVERSION={ver}", "-DVERSION_QUAD=1.2.3.4", f"-DSOURCE_DIR={placeholder}",
                             f"-DOUTFILE={tmp_path / 'cabo-desktop-windows-x64-setup.exe'}", f"-DICON={icon}", str(NSI)],
                            cwd=NSI.parent, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    log = result.stdout
    assert '"$SMPROGRAMS\\Cabo Desktop.lnk"' in log  # Start-menu shortcut
    assert '"$DESKTOP\\Cabo Desktop.lnk"' in log  # desktop shortcut
    assert "WriteUninstaller" in log and 'Section: "Uninstall"' in log
    assert "Uninstall\\CaboDesktop\\DisplayVersion=" + ver in log  # Add/Remove Programs, with the version
    assert "Uninstall\\CaboDesktop\\UninstallString" in log
    # network play: a firewall rule for the game on private networks only, removed by the uninstaller
    rules = [line for line in log.splitlines() if "netsh advfirewall" in line]
    adds = [line for line in rules if " add rule " in line]
    assert len(adds) == 1 and "profile=private" in adds[0] and "action=allow" in adds[0], rules
    assert "public" not in adds[0] and "profile=any" not in adds[0]
    assert len([line for line in rules if " delete rule " in line]) == 2  # before adding, and on uninstall
    for name in (f"{build.NAME}.exe", "python311.dll", "DejaVuSans.ttf"):
        assert f'File: "{name}"' in log, name
    assert "warning" not in log.lower().replace("mui_abortwarning", ""), log[-3000:]


def test_nsis_script_refuses_to_build_without_a_version(placeholder, tmp_path):
    makensis = require_tool("makensis")
    result = subprocess.run([makensis, "-V2", f"-DSOURCE_DIR={placeholder}", f"-DOUTFILE={tmp_path / 'setup.exe'}",
                             str(NSI)], cwd=NSI.parent, capture_output=True, text=True, timeout=300)
    assert result.returncode != 0
    assert "VERSION is not defined" in result.stdout + result.stderr
    assert not (tmp_path / "setup.exe").exists()
