"""PyInstaller hook for zeroconf (LAN discovery, cabo_desktop/net/discovery.py).

zeroconf compiles most of its modules with Cython (zeroconf/_*.so, zeroconf/_services/*.so, ...):
the imports inside a compiled module are invisible to PyInstaller's analysis, so a frozen game
would fail with "No module named zeroconf._..." the first time it looks for tables. Every
submodule is collected, the compiled ones and their pure-Python fallbacks alike, and ifaddr's
(how zeroconf and net/discovery.py list the network interfaces), but for its own tests.
"""

from PyInstaller.utils.hooks import collect_submodules

hiddenimports = collect_submodules("zeroconf") + collect_submodules("ifaddr", filter=lambda name: "test" not in name)
