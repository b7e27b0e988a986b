"""Start-up imports what the first frame shows (issue 40, first frame <= 0.5 s): the title's first
frame loads no network code (asyncio, ssl), no package metadata (importlib.metadata, email) and
none of the screens reached from it by a click; each of those still opens when asked."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FIRST_FRAME = """
import sys
from cabo_desktop.ui.app import App
app = App((1280, 720), headless=True)
app.nav.push("title")
app.step(1 / 60, events=[])
print(" ".join(sorted(name for name in sys.modules)))
"""

NOT_YET = ("asyncio", "ssl", "email", "importlib.metadata", "cabo_desktop.ui.remote_host",
           "cabo_desktop.ui.scenes.join", "cabo_desktop.ui.scenes.lobby", "cabo_desktop.ui.scenes.setup",
           "cabo_desktop.ui.scenes.settings", "cabo_desktop.ui.scenes.stats", "cabo_desktop.ui.scenes.replays")


def test_the_titles_first_frame_imports_no_network_code_nor_later_screens(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CABO_DESKTOP_HOME=str(tmp_path),
               PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, env=env, cwd=ROOT,
                         check=True, timeout=120)
    loaded = set(out.stdout.split())
    assert "cabo_desktop.ui.scenes.title" in loaded  # the listing is real
    assert [name for name in NOT_YET if name in loaded] == []


def test_a_screen_imported_later_still_opens(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path))
    from cabo_desktop.ui.app import App
    from cabo_desktop.ui.routes import ROUTES

    app = App((1280, 720), headless=True)
    for name in ("setup", "settings", "stats", "rules", "join"):
        scene = app.nav.push(name)
        assert type(scene).__name__ == ROUTES[name].__name__
        app.step(1 / 60, events=[])
        assert app.scenes.top is scene and not app.errors
