"""`python -m cabo_desktop`: the same command line as `cabo-desktop`."""

import sys

from .cli import main

sys.exit(main())
