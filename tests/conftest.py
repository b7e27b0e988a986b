"""Make the package and the test helpers importable however pytest is started."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import os

import pytest

# The tests read English text: whatever the machine's language, the game's "auto" language
# resolves to English here (cabo_desktop.i18n.system_language reads LANGUAGE first).
os.environ["LANGUAGE"] = "en"
# Network tests talk to loopback only: LAN discovery (mDNS multicast) is off for the whole suite;
# the discovery tests turn it on for themselves, bound to 127.0.0.1.
os.environ["CABO_DESKTOP_LAN"] = "off"


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that switches language cannot leave the next one in it."""
    yield
    from cabo_desktop import i18n
    if i18n.current_language() != "en":
        i18n.set_language("en")


@pytest.fixture(autouse=True)
def _green_unstaged_felt_after_each_test():
    """A test that drew a table (which stages its game's own felt) or chose a table colour cannot
    leave the next one on that felt: test_felt measured a table's wine felt after test_hidpi_tables."""
    yield
    assets = sys.modules.get("cabo_desktop.ui.assets")
    if assets is not None:
        assets.set_theme()
        assets.set_stage(None)


@pytest.fixture(autouse=True)
def _ui_scale_one_after_each_test():
    """A test that draws at another UI scale (HiDPI: theme.px, or $CABO_DESKTOP_UI_SCALE, which the
    command line's --ui-scale sets for the process) cannot leave the next one in it, nor the
    surface cache's budget that follows the scale."""
    forced = os.environ.get("CABO_DESKTOP_UI_SCALE")
    yield
    if os.environ.get("CABO_DESKTOP_UI_SCALE") != forced:
        if forced is None:
            os.environ.pop("CABO_DESKTOP_UI_SCALE", None)
        else:
            os.environ["CABO_DESKTOP_UI_SCALE"] = forced
    theme = sys.modules.get("cabo_desktop.ui.theme")
    if theme is not None and theme.ui_scale() != 1.0:
        theme.set_ui_scale(1.0)
        assets = sys.modules.get("cabo_desktop.ui.assets")
        if assets is not None:
            assets.surfaces.budget = assets.FACE_CACHE_BYTES
