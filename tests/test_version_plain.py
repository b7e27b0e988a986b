"""The version is read from pyproject.toml without importing tomllib (issue 40, first frame <= 0.5 s:
tomllib's import was 10 ms of start-up), the same as tomllib reads it; an unusual file falls back to it."""

import subprocess
import sys
import tomllib
from pathlib import Path

import cabo_desktop

ROOT = Path(__file__).resolve().parent.parent


def test_the_plain_reading_is_tomllibs():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert cabo_desktop._plain(text) == tomllib.loads(text)["project"]["version"] == cabo_desktop.__version__


def test_importing_the_package_does_not_import_tomllib():
    out = subprocess.run([sys.executable, "-c", "import sys, cabo_desktop; print('tomllib' in sys.modules)"],
                         capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


def test_an_unusual_file_is_left_to_tomllib():
    assert cabo_desktop._plain('[project]\nname = "cabo-desktop"\nversion = "1.2.3"\n') == "1.2.3"
    assert cabo_desktop._plain("[project]\nname = 'cabo-desktop'\nversion = '1.2.3'\n") is None  # literal strings
    assert cabo_desktop._plain('[tool.x]\nname = "cabo-desktop"\nversion = "9"\n') is None  # not the project table
    assert cabo_desktop._plain('[project]\nname = "other"\nversion = "1"\n') is None
    assert cabo_desktop._plain('[project]\nname = "cabo-desktop"\nversion = "1\\\\u0031"\n') is None  # an escape
