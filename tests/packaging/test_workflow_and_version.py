"""The CI workflow builds every platform's artefacts on its own runner, and the version comes
from one place (pyproject.toml) into the package, the command line and the title screen."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tomllib

import pytest
import yaml

import build  # packaging/build.py

pytestmark = pytest.mark.packaging

WORKFLOW = build.ROOT / ".github" / "workflows" / "build.yml"


@pytest.fixture(scope="module")
def workflow():
    return yaml.safe_load(WORKFLOW.read_text())


def steps_text(job) -> str:
    return "\n".join(str(step.get("run", "")) + " " + str(step.get("uses", "")) for step in job["steps"])


def test_workflow_runs_on_each_platform_and_uploads_its_artefacts(workflow):
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert {"push", "pull_request"} <= set(triggers)
    jobs = workflow["jobs"]
    expected = {"linux": ("ubuntu-22.04", [".deb", ".run", "-linux-x86_64"]),
                "windows": ("windows-", ["-windows-x64-setup.exe", "-windows-x64.exe"]),
                "macos": ("macos-", [".dmg"])}
    for name, (runner, artefacts) in expected.items():
        job = jobs[name]
        assert job["runs-on"].startswith(runner), name
        text = steps_text(job)
        assert "python packaging/build.py --all" in text, name
        assert "python -m pytest" in text, name
        assert "packaging/smoke.py" in text, name
        uploads = [s for s in job["steps"] if str(s.get("uses", "")).startswith("actions/upload-artifact")]
        assert len(uploads) == 1, name
        assert uploads[0]["with"]["if-no-files-found"] == "error"
        for artefact in artefacts:
            assert artefact in uploads[0]["with"]["path"], (name, artefact)


def test_workflow_calls_build_py_with_options_it_has(workflow):
    parser = build.make_parser()
    calls = 0
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            for line in str(step.get("run", "")).splitlines():
                if "packaging/build.py" in line:
                    args = shlex.split(line.split("packaging/build.py", 1)[1])
                    parser.parse_args(args)  # exits (fails the test) on an unknown option
                    calls += 1
    assert calls == 3


def test_version_comes_from_pyproject():
    import cabo_desktop

    with open(build.ROOT / "pyproject.toml", "rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    assert cabo_desktop.__version__ == build.version() == version
    out = subprocess.run([sys.executable, "-m", "cabo_desktop", "--version"], capture_output=True, text=True,
                         check=True, cwd=build.ROOT).stdout
    assert out.strip() == f"Cabo Desktop {version}"


def test_title_screen_shows_the_version(monkeypatch, tmp_path):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from cabo_desktop import __version__
    from cabo_desktop.ui import assets
    from cabo_desktop.ui.app import App

    drawn = []
    original = assets.text

    def recording_text(content, *args, **kwargs):
        drawn.append(content)
        return original(content, *args, **kwargs)

    app = App((1280, 720), headless=True)
    try:
        monkeypatch.setattr(assets, "text", recording_text)
        app.nav.push("title")
        app.step(1 / 60, events=[])
    finally:
        pygame.quit()
    assert f"v{__version__}" in drawn
