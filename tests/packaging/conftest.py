"""Packaging smoke tests: each build is made once per session into a scratch folder, lazily
(only when a selected test needs it), and removed at the end of the session. Under pytest-xdist
(`tasks.py test`) each worker is a session of its own: a build two workers need is made by both,
each in its own folders and with its own PyInstaller cache (PYINSTALLER_CONFIG_DIR), so that two
builds at once never share a file. (xdist's loadgroup would keep these tests on one worker, but
with pytest 9 it did not group them here: tests of one group still went to both workers.)

A test that needs a Debian tool (dpkg-deb, makeself, makensis, desktop-file-validate) skips with
the reason when the tool is missing; `python3 tasks.py test` installs them first when it runs as
root with apt-get. Where that should have happened (root, apt-get present, CI set, and apt-get
did not report a failure), a missing tool fails the test instead, so CI cannot pass by skipping.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))

import build  # noqa: E402  (packaging/build.py)
from packaging_helpers import require_tool  # noqa: E402

class Builds:
    """The scratch dist/ and build/ folders and what was built in them (with timings)."""

    def __init__(self, base: Path):
        self.dist = base / "dist"
        self.work = base / "build"
        self.env = dict(os.environ, PYINSTALLER_CONFIG_DIR=str(base / "pyinstaller-cache"))
        self.made: dict[str, Path] = {}
        self.seconds: dict[str, float] = {}
        self.failed: dict[str, str] = {}

    def make(self, target: str, expected: Path, *extra: str) -> Path:
        if target in self.failed:  # one failed build fails its tests, but is not retried
            pytest.fail(self.failed[target])
        if target not in self.made:
            started = time.perf_counter()
            result = subprocess.run([sys.executable, str(PACKAGING / "build.py"), f"--{target}", "--dist", str(self.dist),
                                     "--work", str(self.work), *extra], cwd=ROOT, capture_output=True, text=True,
                                    env=self.env)
            self.seconds[target] = time.perf_counter() - started
            if result.returncode != 0 or not expected.exists():
                self.failed[target] = (f"build.py --{target} failed (exit {result.returncode}):\n"
                                       f"{result.stdout[-3000:]}\n{result.stderr[-5000:]}")
                pytest.fail(self.failed[target])
            self.made[target] = expected
            shutil.rmtree(self.work / target, ignore_errors=True)  # PyInstaller's scratch files
        return self.made[target]


@pytest.fixture(scope="session")
def builds():
    base = Path(tempfile.mkdtemp(prefix="cabo-packaging-"))
    found = Builds(base)
    yield found
    shutil.rmtree(base, ignore_errors=True)
    if found.seconds:  # shown with -s; the closing note of issue 6 quotes these
        print("\nbuild times: " + ", ".join(f"{k} {v:.1f} s" for k, v in found.seconds.items()))


@pytest.fixture(scope="session")
def onedir(builds) -> Path:
    return builds.make("onedir", builds.dist / "onedir" / build.NAME)


@pytest.fixture(scope="session")
def onefile(builds) -> Path:
    return builds.make("onefile", builds.dist / "onefile" / (build.NAME + build.EXE_SUFFIX))


@pytest.fixture(scope="session")
def deb(builds, onedir) -> Path:
    if not sys.platform.startswith("linux"):
        pytest.skip(".deb packages are built on Linux")
    require_tool("dpkg-deb")
    require_tool("objdump")
    return builds.make("deb", build.deb_path(builds.dist), "--from-onedir", str(onedir))


@pytest.fixture(scope="session")
def run_installer(builds, onedir) -> Path:
    if not sys.platform.startswith("linux"):
        pytest.skip(".run installers are built on Linux")
    require_tool("makeself")
    return builds.make("run", build.run_path(builds.dist), "--from-onedir", str(onedir))
