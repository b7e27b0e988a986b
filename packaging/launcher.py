"""Entry script of the PyInstaller builds: the same command line as `cabo-desktop`."""

import multiprocessing
import sys

from cabo_desktop.cli import main

if __name__ == "__main__":
    # `arena --jobs N` starts worker processes; a frozen executable must hand them over to
    # multiprocessing here, or on Windows and macOS each worker would start the whole game again
    multiprocessing.freeze_support()
    sys.exit(main())
