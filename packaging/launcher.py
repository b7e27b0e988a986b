"""Entry script for the PyInstaller builds: the same command line as `cabo-desktop`."""

import sys

from cabo_desktop.cli import main

sys.exit(main())
